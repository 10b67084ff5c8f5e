// Package journal keeps game files: one plain-text file per game, a JSON
// header on the first line and one JSON record per line after it, only
// ever appended to.
//
// A journal is written so that a game is never lost: every record is one
// write followed by a sync; a lock keeps a second process off a game that is
// open; a torn last line (a power cut mid-write) is dropped with a warning;
// and any other damage is reported with the file and line and the file is
// left alone.
package journal

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/gofrs/flock"
)

// Format is the version of the file format written in every header.
const Format = 1

// Ext is the extension of game files.
const Ext = ".jsonl"

// A Header is the first line of a game file: what game it is and how it is
// set up. Settings belong to the game and are kept as they were written.
type Header struct {
	Format   int             `json:"protokoll"`
	Game     string          `json:"game"`
	Created  time.Time       `json:"created"`
	Settings json.RawMessage `json:"settings"`
}

// A Record is one line after the header, with its line number in the file.
type Record struct {
	Line int
	Data json.RawMessage
}

// ErrNotFound is returned for a game that has no file.
var ErrNotFound = errors.New("no such game")

// ErrLocked is returned when another process has the game open.
var ErrLocked = errors.New("game is open in another protokoll")

// A DamagedError reports a game file that cannot be read as it stands. The
// file is not changed.
type DamagedError struct {
	Path string
	Line int
	Err  error
}

func (e *DamagedError) Error() string {
	return fmt.Sprintf("game file %s is damaged at line %d: %v (the file was left as it is)", e.Path, e.Line, e.Err)
}

func (e *DamagedError) Unwrap() error { return e.Err }

// A Store is the folder that holds the game files.
type Store struct {
	Dir string
}

// DefaultDir returns the folder for game files: $PROTOKOLL_HOME if set,
// else protokoll in $XDG_DATA_HOME, else ~/.local/share/protokoll.
func DefaultDir(getenv func(string) string) (string, error) {
	if d := getenv("PROTOKOLL_HOME"); d != "" {
		return d, nil
	}
	if d := getenv("XDG_DATA_HOME"); d != "" && filepath.IsAbs(d) {
		return filepath.Join(d, "protokoll"), nil
	}
	home := getenv("HOME")
	if home == "" {
		return "", errors.New("no folder for game files: set PROTOKOLL_HOME or HOME")
	}
	return filepath.Join(home, ".local", "share", "protokoll"), nil
}

// validName reports whether name is 1 to 64 letters, digits, '_', '.' or
// '-', the first a letter or digit. (No regexp: compiling one cost every
// command a few milliseconds at start.)
func validName(name string) bool {
	n := 0
	for _, r := range name {
		letter := unicode.IsLetter(r) || unicode.IsNumber(r)
		if !letter && (n == 0 || !strings.ContainsRune("_.-", r)) {
			return false
		}
		n++
	}
	return n >= 1 && n <= 64 && utf8.ValidString(name)
}

// CheckName reports whether name may name a game: 1 to 64 letters, digits,
// '_', '.' or '-', starting with a letter or digit, so that no name can
// reach outside the store's folder.
func CheckName(name string) error {
	if !validName(name) || strings.Contains(name, "..") {
		return fmt.Errorf("bad game name %q: use 1 to 64 letters, digits, '-', '_' or '.', starting with a letter or digit", name)
	}
	return nil
}

func (s Store) path(name string) string { return filepath.Join(s.Dir, name+Ext) }

// A Journal is an open game file, locked for this process until Close.
type Journal struct {
	Name   string
	Path   string
	Header Header
	// Records are the lines after the header, in order.
	Records []Record
	// Warnings say what was repaired when the file was opened.
	Warnings []string

	file    *os.File
	lock    *flock.Flock
	lines   int  // lines in the file, header included
	newline bool // the file's last line lacks its newline
}

// Create makes a new game file with header h, locked for this process. It
// fails if a game of that name exists.
func (s Store) Create(name string, h Header) (*Journal, error) {
	if err := CheckName(name); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return nil, err
	}
	j := &Journal{Name: name, Path: s.path(name), Header: h}
	if err := j.acquire(); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(j.Path, os.O_WRONLY|os.O_CREATE|os.O_EXCL|os.O_APPEND, 0o644)
	if errors.Is(err, fs.ErrExist) {
		j.release()
		return nil, fmt.Errorf("a game called %q exists already: choose another name", name)
	}
	if err != nil {
		j.release()
		return nil, err
	}
	j.file = f
	if h.Format == 0 {
		j.Header.Format = Format
	}
	if err := j.Append(j.Header); err != nil {
		j.Close()
		os.Remove(j.Path)
		return nil, err
	}
	// Make the new file's name durable too.
	if d, err := os.Open(s.Dir); err == nil {
		d.Sync()
		d.Close()
	}
	return j, nil
}

// Open opens an existing game to add to it, locked for this process. A torn
// last line is cut off the file, with a warning; any other damage is a
// *DamagedError and the file is not touched.
func (s Store) Open(name string) (*Journal, error) {
	if err := CheckName(name); err != nil {
		return nil, err
	}
	j := &Journal{Name: name, Path: s.path(name)}
	if _, err := os.Stat(j.Path); errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w called %q in %s", ErrNotFound, name, s.Dir)
	}
	if err := j.acquire(); err != nil {
		return nil, err
	}
	data, err := os.ReadFile(j.Path)
	if err != nil {
		j.release()
		return nil, err
	}
	good, err := j.parse(data)
	if err != nil {
		j.release()
		return nil, err
	}
	f, err := os.OpenFile(j.Path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		j.release()
		return nil, err
	}
	j.file = f
	if good < len(data) {
		if err := f.Truncate(int64(good)); err != nil {
			j.Close()
			return nil, err
		}
		if err := f.Sync(); err != nil {
			j.Close()
			return nil, err
		}
	}
	return j, nil
}

// Read reads a game without locking or changing it, for showing. A torn last
// line is left out with a warning.
func (s Store) Read(name string) (*Journal, error) {
	if err := CheckName(name); err != nil {
		return nil, err
	}
	j := &Journal{Name: name, Path: s.path(name)}
	data, err := os.ReadFile(j.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w called %q in %s", ErrNotFound, name, s.Dir)
	}
	if err != nil {
		return nil, err
	}
	if _, err := j.parse(data); err != nil {
		return nil, err
	}
	return j, nil
}

// Names returns the names of the games in the store, sorted.
func (s Store) Names() ([]string, error) {
	entries, err := os.ReadDir(s.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range entries {
		name, ok := strings.CutSuffix(e.Name(), Ext)
		if ok && e.Type().IsRegular() && CheckName(name) == nil {
			names = append(names, name)
		}
	}
	return names, nil
}

// Exists reports whether a game called name has a file.
func (s Store) Exists(name string) bool {
	_, err := os.Stat(s.path(name))
	return err == nil
}

func (j *Journal) acquire() error {
	j.lock = flock.New(j.Path + ".lock")
	ok, err := j.lock.TryLock()
	if err != nil {
		return fmt.Errorf("locking game %q: %w", j.Name, err)
	}
	if !ok {
		return fmt.Errorf("%w: %q is being played elsewhere; leave it there first", ErrLocked, j.Name)
	}
	return nil
}

func (j *Journal) release() {
	if j.lock != nil {
		j.lock.Unlock()
		j.lock = nil
	}
}

// parse reads the header and records from data. It returns the length of
// data that holds whole lines worth keeping.
func (j *Journal) parse(data []byte) (good int, err error) {
	damaged := func(line int, err error) (int, error) {
		return 0, &DamagedError{Path: j.Path, Line: line, Err: err}
	}
	line := 0
	for off := 0; off < len(data); {
		line++
		end := bytes.IndexByte(data[off:], '\n')
		torn := end < 0
		if torn {
			end = len(data) - off
		}
		text := bytes.TrimSpace(data[off : off+end])
		next := off + end + 1
		if torn {
			next = len(data)
		}
		if !json.Valid(text) || (len(text) > 0 && text[0] != '{') {
			if len(text) == 0 {
				off = next
				good = next
				continue
			}
			if torn && line > 1 {
				j.Warnings = append(j.Warnings, fmt.Sprintf("%s line %d was cut off mid-write (a crash or power cut) and is dropped: %q", j.Path, line, abbreviate(text)))
				return off, nil
			}
			return damaged(line, fmt.Errorf("not a JSON record: %q", abbreviate(text)))
		}
		if line == 1 {
			if err := json.Unmarshal(text, &j.Header); err != nil || j.Header.Format == 0 || j.Header.Game == "" {
				return damaged(1, errors.New("not a protokoll game header"))
			}
			if j.Header.Format > Format {
				return damaged(1, fmt.Errorf("written by a newer protokoll (format %d; this one reads %d)", j.Header.Format, Format))
			}
		} else {
			j.Records = append(j.Records, Record{Line: line, Data: json.RawMessage(bytes.Clone(text))})
		}
		j.newline, j.lines = torn, line
		off, good = next, next
	}
	if line == 0 {
		return damaged(1, errors.New("the file is empty"))
	}
	return good, nil
}

func abbreviate(b []byte) string {
	if len(b) > 40 {
		return string(b[:40]) + "…"
	}
	return string(b)
}

// Append writes v as one JSON line, in one write, and syncs the file, so
// the record is on disk when Append returns.
func (j *Journal) Append(v any) error {
	if j.file == nil {
		return errors.New("game " + j.Name + " is not open for writing")
	}
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if j.newline {
		data = append([]byte{'\n'}, data...)
	}
	data = append(data, '\n')
	if _, err := j.file.Write(data); err != nil {
		return fmt.Errorf("saving to %s: %w", j.Path, err)
	}
	if err := j.file.Sync(); err != nil {
		return fmt.Errorf("saving to %s: %w", j.Path, err)
	}
	j.newline = false
	j.lines++
	if _, isHeader := v.(Header); !isHeader {
		j.Records = append(j.Records, Record{Line: j.lines, Data: bytes.TrimSpace(data)})
	}
	return nil
}

// Close closes the file and releases the lock.
func (j *Journal) Close() error {
	var err error
	if j.file != nil {
		err = j.file.Close()
		j.file = nil
	}
	j.release()
	return err
}
