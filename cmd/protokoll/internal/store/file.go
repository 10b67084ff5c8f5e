package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/interrupt"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
)

// Format is the version of the file format written in every header. 2:
// every line ends with a checksum of its content (`"sum":"…"`); files of
// format 1, without, are still read.
const Format = 2

// Ext is the extension of game files.
const Ext = ".jsonl"

// TornExt is the extension of the file that keeps what a repair cut off.
const TornExt = ".torn"

// maxName is the most bytes a game's name may take: the file system's 255
// for a file name, less the longest extension a game's files get.
const maxName = 255 - len(Ext+TornExt)

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
var ErrNotFound = msg.Errorf("no such game")

// ErrLocked is what a *LockedError is: the game is open in another
// protokoll.
var ErrLocked = msg.Errorf("game is open in another protokoll")

// A LockedError reports a game that another process has open.
type LockedError struct {
	Name string
	// PID is the process that holds it, and Since when it started; 0 and
	// the zero time when the system does not say.
	PID   int
	Since time.Time
}

func (e *LockedError) Error() string { return e.In(msg.English()) }

// In says the error with p.
func (e *LockedError) In(p msg.Printer) string {
	who := ""
	switch {
	case e.PID != 0 && !e.Since.IsZero():
		who = p.T(" (process %d, since %s)", e.PID, e.Since.Local().Format("15:04"))
	case e.PID != 0:
		who = p.T(" (process %d)", e.PID)
	}
	return p.T("%v%s: %q is being played there; leave it there first, or try again later", p.Say(ErrLocked), who, e.Name)
}

func (e *LockedError) Unwrap() error { return ErrLocked }

// ErrUnfinished is what an *UnfinishedError is.
var ErrUnfinished = msg.Errorf("the game was never finished being created")

// An UnfinishedError reports a game file that holds no whole header: a
// crash while it was being created. Create may replace it.
type UnfinishedError struct{ Path, Name string }

func (e *UnfinishedError) Error() string { return e.In(msg.English()) }

// In says the error with p.
func (e *UnfinishedError) In(p msg.Printer) string {
	return p.T("game file %s was never finished being created (a crash while it was made): start it again with new --name %s, which replaces it", e.Path, e.Name)
}

func (e *UnfinishedError) Unwrap() error { return ErrUnfinished }

// A DamagedError reports a game file that cannot be read as it stands. The
// file is not changed.
type DamagedError struct {
	Path string
	Line int
	Err  error
}

func (e *DamagedError) Error() string { return e.In(msg.English()) }

// In says the error with p.
func (e *DamagedError) In(p msg.Printer) string {
	return p.T("game file %s is damaged at line %d: %v (the file was left as it is; protokoll repair shows what to do)", e.Path, e.Line, p.Say(e.Err))
}

func (e *DamagedError) Unwrap() error { return e.Err }

// ErrExists is returned by Create for a name a game has.
var ErrExists = msg.Errorf("exists already")

// ErrReplaced is returned by Append when the game's path no longer names
// the file that was opened.
var ErrReplaced = msg.Errorf("the game file was replaced or removed while the game was open")

// ErrNotSaved is returned by Append when a record could not be written
// whole: the file was put back as it was, so the record is not saved.
var ErrNotSaved = msg.Errorf("not saved")

// A Store is the folder that holds the game files, and the clock that
// dates a new game (time.Now when nil).
type Store struct {
	Dir string
	Now func() time.Time
}

func (s Store) now() time.Time {
	if s.Now == nil {
		return time.Now()
	}
	return s.Now()
}

// Default returns the store of saved games in the folder DefaultDir
// names, with the clock now.
func Default(getenv func(string) string, now func() time.Time) (Store, error) {
	dir, err := DefaultDir(getenv)
	return Store{Dir: dir, Now: now}, err
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
		return "", msg.Errorf("no folder for game files: set PROTOKOLL_HOME or HOME")
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
// reach outside the store's folder, and short enough in bytes for a file
// name.
func CheckName(name string) error {
	if !validName(name) || strings.Contains(name, "..") {
		return msg.Errorf("bad game name %q: use 1 to 64 letters, digits, '-', '_' or '.', starting with a letter or digit", abbreviate([]byte(name)))
	}
	if len(name) > maxName {
		return msg.Errorf("bad game name %q: %d bytes, and a file name holds %d; use fewer or plainer letters", abbreviate([]byte(name)), len(name), maxName)
	}
	return nil
}

func (s Store) path(name string) string { return filepath.Join(s.Dir, name+Ext) }

// CheckWritable reports whether games can be saved in the store's folder,
// making it if need be: a command asks before it asks any question.
func (s Store) CheckWritable() error {
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return msg.Errorf("the folder for games %s cannot be made: %v", s.Dir, err)
	}
	f, err := os.CreateTemp(s.Dir, ".write-test-*")
	if err != nil {
		return msg.Errorf("games cannot be saved in %s: %v", s.Dir, errors.Unwrap(err))
	}
	f.Close()
	os.Remove(f.Name())
	return nil
}

// A File is an open game file, locked for this process until Close.
type File struct {
	Name   string
	Path   string
	Header Header
	// Records are the lines after the header, in order.
	Records []Record
	// Warnings say what was left out or repaired when the file was read.
	Warnings []error

	file    *os.File    // open for appending; the lock is on it
	info    fs.FileInfo // the open file, to check the path still names it
	size    int64       // the length of the file that holds whole lines
	torn    []byte      // a torn last line, cut off at the next Append
	lines   int         // lines in the file, header included
	newline bool        // the file's last line lacks its newline
	sums    bool        // lines carry checksums (format 2)
}

// syncFile makes a file's data durable; tests replace it to fail.
var syncFile = (*os.File).Sync

// Create makes a new game file with header h, locked for this process. It
// fails if a game of that name exists; a file left by a crash while a game
// was being created is replaced.
func (s Store) Create(name string, h Header) (*File, error) {
	if err := CheckName(name); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return nil, err
	}
	j := &File{Name: name, Path: s.path(name), Header: h, sums: true}
	j.Header.Format = Format
	// The header goes to a temporary file first, locked and synced, and
	// only then gets the game's name.
	tmp, err := os.CreateTemp(s.Dir, ".new-*"+Ext)
	if err != nil {
		return nil, err
	}
	defer os.Remove(tmp.Name())
	if err := j.takeFile(tmp); err != nil {
		tmp.Close()
		return nil, err
	}
	j.Path = tmp.Name() // until it has its name
	err = j.Append(j.Header)
	j.Path = s.path(name)
	if err != nil {
		j.Close()
		return nil, err
	}
	if err := os.Link(tmp.Name(), j.Path); err != nil {
		if !errors.Is(err, fs.ErrExist) {
			j.Close()
			return nil, err
		}
		if _, rerr := s.Read(name); !errors.Is(rerr, ErrUnfinished) {
			j.Close()
			return nil, msg.Wrap(ErrExists, "a game called %q exists already: choose another name", name)
		}
		if err := os.Rename(tmp.Name(), j.Path); err != nil {
			j.Close()
			return nil, err
		}
	}
	syncDir(s.Dir)
	if info, err := os.Lstat(j.Path); err != nil || !os.SameFile(info, j.info) {
		j.Close()
		return nil, msg.Wrap(ErrExists, "a game called %q exists already (made at the same moment): choose another name", name)
	}
	return j, nil
}

// syncDir makes the folder's entries (a new or renamed file) durable.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}

// takeFile makes f the journal's open file: a regular file, locked.
func (j *File) takeFile(f *os.File) error {
	info, err := f.Stat()
	if err != nil {
		return err
	}
	if !info.Mode().IsRegular() {
		return msg.Errorf("%s is not a regular file: protokoll keeps its games in plain files", j.Path)
	}
	if err := lockFile(f, j.Name, info); err != nil {
		return err
	}
	j.file, j.info, j.size = f, info, info.Size()
	return nil
}

// openFile opens path for flag without following a symbolic link.
func openFile(path string, flag int) (*os.File, error) {
	f, err := os.OpenFile(path, flag|noFollow, 0)
	if err != nil {
		if info, lerr := os.Lstat(path); lerr == nil && info.Mode()&fs.ModeSymlink != 0 {
			return nil, msg.Errorf("%s is a symbolic link: protokoll keeps its games in plain files in its folder, and follows no link", path)
		}
		return nil, err
	}
	return f, nil
}

// Open opens an existing game to add to it, locked for this process. A torn
// last line is left out with a warning, and cut off (kept in
// NAME.jsonl.torn) when the next record is written; any other damage is a
// *DamagedError and the file is not touched.
func (s Store) Open(name string) (*File, error) {
	if err := CheckName(name); err != nil {
		return nil, err
	}
	j := &File{Name: name, Path: s.path(name)}
	f, err := openFile(j.Path, os.O_RDWR|os.O_APPEND)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, msg.Wrap(ErrNotFound, "no game called %q in %s", name, s.Dir)
	}
	if err != nil {
		return nil, err
	}
	if err := j.takeFile(f); err != nil {
		f.Close()
		return nil, err
	}
	// The lock is taken: the path must still name the file locked.
	if info, err := os.Lstat(j.Path); err != nil || !os.SameFile(info, j.info) {
		j.Close()
		return nil, msg.Wrap(ErrReplaced, "the game file %s changed while it was being opened; try again", j.Path)
	}
	data, err := io.ReadAll(io.NewSectionReader(f, 0, j.info.Size()))
	if err != nil {
		j.Close()
		return nil, err
	}
	good, err := j.parse(data)
	if err != nil {
		j.Close()
		return nil, err
	}
	j.size, j.torn = int64(good), data[good:]
	// Versions before locked a file beside the game and left it behind.
	if info, err := os.Lstat(j.Path + ".lock"); err == nil && info.Mode().IsRegular() && info.Size() == 0 {
		os.Remove(j.Path + ".lock")
	}
	return j, nil
}

// Read reads a game without locking or changing it, for showing. A torn last
// line is left out with a warning.
func (s Store) Read(name string) (*File, error) {
	if err := CheckName(name); err != nil {
		return nil, err
	}
	j := &File{Name: name, Path: s.path(name)}
	f, err := openFile(j.Path, os.O_RDONLY)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, msg.Wrap(ErrNotFound, "no game called %q in %s", name, s.Dir)
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if info, err := f.Stat(); err != nil || !info.Mode().IsRegular() {
		return nil, msg.Errorf("%s is not a regular file: protokoll keeps its games in plain files", j.Path)
	}
	data, err := io.ReadAll(f)
	if err != nil {
		return nil, err
	}
	if _, err := j.parse(data); err != nil {
		return nil, err
	}
	return j, nil
}

// Names returns the names of the games in the store, sorted: regular
// files only, as Open and Read take them.
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

// Exists reports whether a game called name has a file (or anything else
// by that name, which a new game must not take).
func (s Store) Exists(name string) bool {
	_, err := os.Lstat(s.path(name))
	return err == nil
}

// A line's checksum is its first field, `{"sum":"1a2b3c4d",…}`: a CRC-32C
// of the line as it would be without it.
const sumPrefix = `{"sum":"`

// crc32c returns the CRC-32C (Castagnoli) of data, as hash/crc32 does. The
// standard library's first Castagnoli checksum builds the tables of its
// hardware path for long buffers, hashing 1.5 MB to do so: 0.16 ms, a
// third of what show does besides starting, which a game file's lines of
// a few hundred bytes never win back. A byte table is built in
// microseconds. (A test checks the two agree.)
func crc32c(data []byte) uint32 {
	t := castagnoli()
	c := ^uint32(0)
	for _, b := range data {
		c = t[byte(c)^b] ^ c>>8
	}
	return ^c
}

var castagnoli = sync.OnceValue(func() *[256]uint32 {
	var t [256]uint32
	for i := range t {
		c := uint32(i)
		for range 8 {
			if c&1 == 1 {
				c = c>>1 ^ 0x82f63b78 // the Castagnoli polynomial, reversed
			} else {
				c >>= 1
			}
		}
		t[i] = c
	}
	return &t
})

// withSum returns the JSON object data with its checksum as first field.
func withSum(data []byte) []byte {
	out := fmt.Appendf(nil, `%s%08x"`, sumPrefix, crc32c(data))
	if len(data) > 2 {
		out = append(out, ',')
	}
	return append(out, data[1:]...)
}

// checkSum returns the content of a line that starts with its checksum,
// checked; summed is false when the line has none.
func checkSum(line []byte) (content []byte, summed bool, err error) {
	n := len(sumPrefix) + 9 // the prefix, 8 digits and the closing quote
	if !bytes.HasPrefix(line, []byte(sumPrefix)) || len(line) <= n {
		return line, false, nil
	}
	want, err := strconv.ParseUint(string(line[len(sumPrefix):n-1]), 16, 32)
	if err != nil || line[n-1] != '"' {
		return nil, true, msg.Errorf("its checksum is not a checksum")
	}
	rest := line[n:]
	switch {
	case bytes.Equal(rest, []byte("}")):
		content = []byte("{}")
	case rest[0] == ',':
		content = append([]byte{'{'}, rest[1:]...)
	default:
		return nil, true, msg.Errorf("its checksum is not followed by the record")
	}
	if uint64(crc32c(content)) != want {
		return nil, true, msg.Errorf("its checksum does not match: the line was changed after it was written")
	}
	return content, true, nil
}

// parse reads the header and records from data. It returns the length of
// data that holds whole lines worth keeping.
func (j *File) parse(data []byte) (good int, err error) {
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
		rec := bytes.TrimSpace(data[off : off+end])
		next := off + end + 1
		if torn {
			next = len(data)
		}
		if len(rec) == 0 {
			if line == 1 {
				return damaged(1, msg.Errorf("the first line is blank; a game file starts with its header"))
			}
			off, good = next, next
			continue
		}
		if !json.Valid(rec) || rec[0] != '{' {
			if torn && cutShort(rec) {
				if line == 1 {
					return 0, &UnfinishedError{Path: j.Path, Name: j.Name}
				}
				j.Warnings = append(j.Warnings, msg.Errorf("%s line %d was cut off mid-write (a crash or power cut) and is left out: %q", j.Path, line, abbreviate(rec)))
				return off, nil
			}
			return damaged(line, msg.Errorf("not a JSON record: %q", abbreviate(rec)))
		}
		content, summed, err := checkSum(rec)
		if err != nil {
			return damaged(line, err)
		}
		if line == 1 {
			if err := json.Unmarshal(content, &j.Header); err != nil || j.Header.Format == 0 || j.Header.Game == "" {
				return damaged(1, msg.Errorf("not a protokoll game header"))
			}
			if j.Header.Format > Format {
				return damaged(1, msg.Errorf("written by a newer protokoll (format %d; this one reads %d)", j.Header.Format, Format))
			}
			j.sums = j.Header.Format >= 2
		} else {
			if j.sums && !summed {
				return damaged(line, msg.Errorf("the line has no checksum: it was changed after it was written"))
			}
			j.Records = append(j.Records, Record{Line: line, Data: json.RawMessage(content)})
		}
		if line == 1 && !summed && j.Header.Format >= 2 {
			return damaged(1, msg.Errorf("the header has no checksum: it was changed after it was written"))
		}
		j.newline, j.lines = torn, line
		off, good = next, next
	}
	if line == 0 {
		return 0, &UnfinishedError{Path: j.Path, Name: j.Name}
	}
	return good, nil
}

// cutShort reports whether text is the start of a JSON object that was
// cut off, as a crash mid-write leaves it, and not whole JSON with
// something after it.
func cutShort(text []byte) bool {
	var v any
	err := json.NewDecoder(bytes.NewReader(text)).Decode(&v)
	return errors.Is(err, io.ErrUnexpectedEOF)
}

func abbreviate(b []byte) string {
	if utf8.RuneCount(b) > 40 {
		r := []rune(string(b))
		return string(r[:40]) + "…"
	}
	return string(b)
}

// Line returns v as Append writes it in a game file of this format, with
// its checksum and without the newline: for a line added by other means
// than a game (a repair, a test).
func Line(v any) ([]byte, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return withSum(data), nil
}

// Append writes v as one JSON line with its checksum, in one write, and
// syncs the file, so the record is on disk when Append returns. When the
// write or the sync fails, the file is cut back to where it was and the
// error wraps ErrNotSaved; if even that fails, the file is closed and
// the error says the record may be in the file.
func (j *File) Append(v any) error {
	if j.file == nil {
		return fmt.Errorf("game %s is not open for writing", j.Name)
	}
	// A signal that ends the program waits for this entry to be whole.
	defer interrupt.Writing()()
	if err := j.checkPath(); err != nil {
		return err
	}
	data, err := json.Marshal(v)
	if err != nil {
		return err
	}
	if j.sums {
		data = withSum(data)
	}
	if len(j.torn) > 0 {
		if err := j.cutTorn(); err != nil {
			return err
		}
	}
	line := data
	if j.newline {
		line = append([]byte{'\n'}, line...)
	}
	line = append(line, '\n')
	_, werr := j.file.Write(line)
	if werr == nil {
		werr = syncFile(j.file)
	}
	if werr != nil {
		// Put the file back as it was, so that it and the game agree.
		if err := j.file.Truncate(j.size); err != nil || syncFile(j.file) != nil {
			j.Close()
			return msg.Errorf("saving to %s failed (%v), and the file could not be put back: the entry may or may not be in it; the game is closed, open it again to see", j.Path, werr)
		}
		return msg.Wrap(ErrNotSaved, "not saved: writing to %s failed (%v); the file is as it was before", j.Path, werr)
	}
	j.size += int64(len(line))
	j.newline = false
	j.lines++
	if _, isHeader := v.(Header); !isHeader {
		content := data
		if j.sums {
			content, _, _ = checkSum(data)
		}
		j.Records = append(j.Records, Record{Line: j.lines, Data: content})
	}
	return nil
}

// checkPath makes sure the game's path still names the open file. When it
// does not, what the open file holds is copied beside it, so that nothing
// is lost, and the game stops.
func (j *File) checkPath() error {
	info, err := os.Lstat(j.Path)
	if err == nil && os.SameFile(info, j.info) {
		return nil
	}
	kept := fmt.Sprintf("%s.kept-%s", j.Path, time.Now().Format("20060102-150405"))
	what := msg.Errorf("the game's entries so far could not be kept")
	if data, rerr := io.ReadAll(io.NewSectionReader(j.file, 0, j.size)); rerr == nil {
		if werr := outfile.Write(kept, data, 0o600); werr == nil {
			what = msg.Errorf("the game as it was here is kept in %s", kept)
		}
	}
	j.Close()
	return msg.Wrap(ErrReplaced, "the game file was replaced or removed while the game was open (by an editor, a sync client or a restored backup): nothing more is written to %s; %v", j.Path, what)
}

// cutTorn cuts a torn last line off the file, keeping it in
// NAME.jsonl.torn first.
func (j *File) cutTorn() error {
	keep := j.Path + TornExt
	f, err := os.OpenFile(keep, os.O_WRONLY|os.O_CREATE|os.O_APPEND|noFollow, 0o644)
	if err != nil {
		return msg.Errorf("keeping the cut-off line of %s: %v", j.Path, err)
	}
	_, err = f.Write(append(bytes.Clone(j.torn), '\n'))
	if err == nil {
		err = syncFile(f)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return msg.Errorf("keeping the cut-off line of %s: %v", j.Path, err)
	}
	if err := j.file.Truncate(j.size); err != nil {
		return err
	}
	if err := syncFile(j.file); err != nil {
		return err
	}
	j.torn, j.newline = nil, false
	return nil
}

// Cut repairs a game file by hand's stead: it keeps a copy of the whole
// file beside it (NAME.jsonl.bak-TIME), then cuts the file before line
// (1 for the first), locked as a game is, and returns the copy's path.
// Cutting before line 1 removes the file, after the copy.
func (s Store) Cut(name string, line int) (backup string, err error) {
	if err := CheckName(name); err != nil {
		return "", err
	}
	path := s.path(name)
	f, err := openFile(path, os.O_RDWR)
	if err != nil {
		return "", err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return "", err
	}
	if !info.Mode().IsRegular() {
		return "", msg.Errorf("%s is not a regular file: protokoll keeps its games in plain files", path)
	}
	if err := lockFile(f, name, info); err != nil {
		return "", err
	}
	data, err := io.ReadAll(f)
	if err != nil {
		return "", err
	}
	at := 0
	for n := 1; n < line && at < len(data); n++ {
		end := bytes.IndexByte(data[at:], '\n')
		if end < 0 {
			at = len(data)
			break
		}
		at += end + 1
	}
	backup = fmt.Sprintf("%s.bak-%s", path, time.Now().Format("20060102-150405"))
	if err := outfile.Write(backup, data, 0o600); err != nil {
		return "", msg.Errorf("keeping a copy of %s: %v", path, err)
	}
	if at == 0 {
		return backup, os.Remove(path)
	}
	if err := f.Truncate(int64(at)); err != nil {
		return backup, err
	}
	return backup, syncFile(f)
}

// Lines reports how many lines a game file has.
func (s Store) Lines(name string) (int, error) {
	data, err := os.ReadFile(s.path(name))
	if err != nil {
		return 0, err
	}
	n := bytes.Count(data, []byte{'\n'})
	if len(data) > 0 && data[len(data)-1] != '\n' {
		n++
	}
	return n, nil
}

// IsOpen reports whether the file is open to write to (Create, Open),
// and not closed since.
func (j *File) IsOpen() bool { return j.file != nil }

// Close closes the file, which releases the lock.
func (j *File) Close() error {
	var err error
	if j.file != nil {
		err = j.file.Close()
		j.file = nil
	}
	return err
}
