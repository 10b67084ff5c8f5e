package store

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"hash/crc32"
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

	"golang.org/x/text/unicode/norm"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/interrupt"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
)

// Format is the version of the file format written in every header. 2:
// every line starts with a checksum of its content (`"sum":"…"`). 3:
// each line's checksum goes on from the line's before it (see chainSum),
// so that a line removed, repeated or moved is damage as a changed one
// is. Files of formats 1 (without checksums) and 2 are still read, and
// written on in their own format.
const Format = 3

// chained is the first format whose checksums go on from line to line.
const chained = 3

// Ext is the extension of game files.
const Ext = ".jsonl"

// TornExt is the extension of the file that keeps what a repair cut off.
const TornExt = ".torn"

// maxName is the most bytes a game's name may take: the file system's 255
// for a file name, less the longest extension a game's files get.
const maxName = 255 - len(Ext+TornExt)

// Lang is the language the game was kept in (its settings' "lang", a
// field both games' settings have; files from before it have none): ""
// when none.
func (f *File) Lang() string {
	var set struct {
		Lang string `json:"lang"`
	}
	json.Unmarshal(f.Header.Settings, &set) // settings that did not read never got here
	return set.Lang
}

// After is the game this one was played after, again (its settings'
// "after", a field both games' settings have; games made otherwise, and
// files from before it, have none): "" when none.
func (f *File) After() string {
	var set struct {
		After string `json:"after"`
	}
	json.Unmarshal(f.Header.Settings, &set) // settings that did not read never got here
	return set.After
}

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

// A NotFoundError is a game that has no file (errors.Is ErrNotFound): the
// name asked for, the folder, and the kind of game asked for ("" for
// any), for the nearest saved name to be offered.
type NotFoundError struct{ Name, Dir, Kind string }

func (e *NotFoundError) Error() string { return e.In(msg.English()) }

// In says the error with p.
func (e *NotFoundError) In(p msg.Printer) string {
	return p.T("no game called %q in %s", e.Name, e.Dir)
}

// Is reports whether target is ErrNotFound.
func (e *NotFoundError) Is(target error) bool { return target == ErrNotFound }

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

// Said says the damage and where, without what to do about it: for
// repair itself to say.
func (e *DamagedError) Said(p msg.Printer) string {
	return p.T("game file %s is damaged at line %d: %v", e.Path, e.Line, p.Say(e.Err))
}

func (e *DamagedError) Unwrap() error { return e.Err }

// ErrNewer is what a *NewerError is.
var ErrNewer = msg.Errorf("made by a newer protokoll")

// A NewerError reports a game file of a newer format than this protokoll
// reads: not damage, and not to be repaired. Its header's checksum holds,
// so the format number is the file's own.
type NewerError struct {
	Path   string
	Format int
}

func (e *NewerError) Error() string { return e.In(msg.English()) }

// In says the error with p.
func (e *NewerError) In(p msg.Printer) string {
	return p.T("game file %s was made by a newer protokoll (format %d; this one reads up to %d): update protokoll to open it; the file was left as it is", e.Path, e.Format, Format)
}

func (e *NewerError) Unwrap() error { return ErrNewer }

// ErrExists is returned by Create for a name a game has.
var ErrExists = msg.Errorf("exists already")

// ErrStopped is what every error is that closed an open game: its file
// was replaced or changed under it, or a failed write could not be taken
// back. Nothing more is written; the game is to be opened again.
var ErrStopped = msg.Errorf("the game was stopped")

// ErrReplaced is returned by Append when the game's path no longer names
// the file that was opened.
var ErrReplaced = msg.Wrap(ErrStopped, "the game file was replaced or removed while the game was open")

// ErrChanged is returned by Append when the open file no longer holds
// what the game read and wrote: another program changed it in place.
var ErrChanged = msg.Wrap(ErrStopped, "the game file was changed while the game was open")

// ErrNotSaved is returned by Append when a record could not be written
// whole: the file was put back as it was, so the record is not saved, and
// the game is still open to make it again.
var ErrNotSaved = msg.Errorf("not saved")

// A Store is the folder that holds the game files, and the clock that
// dates a new game (time.Now when nil).
type Store struct {
	Dir string
	Now func() time.Time
	// importStep, when set (by tests), is called by WriteAll after each
	// game is written aside ("staged", n of them so far) and after each is
	// linked in ("linked"), where a kill would leave the folder as it is
	// then, with the file whose lock the import holds.
	importStep func(step string, n int, lock *os.File)
	// Lang is the language a new game is kept in (its settings' "lang"),
	// so that it is resumed in it; "" keeps none.
	Lang string
	// After is the game a new game is played after (again), kept in its
	// settings' "after", so that the phones on that game follow to it;
	// "" for none.
	After string
	// Guard is the run's signals, which wait for an entry being written
	// to be whole before the program exits; nil: no signal ends the run.
	Guard *interrupt.Signals
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
// reach outside the store's folder, none of them one that shows nothing
// (playername.Invisible: a Hangul filler is a letter), and short enough
// in bytes for a file name.
func CheckName(name string) error {
	if r, _, ok := playername.Invisible(name); ok {
		return msg.Errorf("bad game name %s: it holds a character that shows nothing (%s): leave it out", playername.Display(name), playername.Describe(r))
	}
	if !validName(name) || strings.Contains(name, "..") {
		return msg.Errorf("bad game name %q: use 1 to 64 letters, digits, '-', '_' or '.', starting with a letter or digit", abbreviate([]byte(name)))
	}
	if len(name) > maxName {
		return msg.Errorf("bad game name %q: %d bytes, and a file name holds %d; use fewer or plainer letters", abbreviate([]byte(name)), len(name), maxName)
	}
	return nil
}

// GameName returns name as a game is called: in Unicode NFC, so that a
// name typed or pasted decomposed (an a and a combining ring for å) is
// the same name as the one composed, and checked by CheckName. Every
// method of a Store that takes a game's name reads it so.
func GameName(name string) (string, error) {
	name = norm.NFC.String(name)
	return name, CheckName(name)
}

// folded are the names of the store's games by playername.Fold.
func (s Store) folded() map[string]string {
	names, _ := s.Names()
	out := make(map[string]string, len(names))
	for _, n := range names {
		out[playername.Fold(n)] = n
	}
	return out
}

// caseTwin returns the name of a game in folded that differs from name
// only in case, if there is one: on a disk that ignores case it is name's
// file, and on one that does not, the two games would become one when the
// folder is copied to one that does.
func caseTwin(folded map[string]string, name string) (string, bool) {
	n, ok := folded[playername.Fold(name)]
	return n, ok && n != name
}

func (s Store) path(name string) string { return filepath.Join(s.Dir, name+Ext) }

// CheckWritable reports whether games can be saved in the store's folder,
// making it if need be: a command asks before it asks any question.
func (s Store) CheckWritable() error {
	if err := s.mkdir(); err != nil {
		return err
	}
	f, err := os.CreateTemp(s.Dir, ".write-test-*")
	if err != nil {
		return msg.Errorf("games cannot be saved in %s: %v", s.Dir, outfile.Reason(err))
	}
	f.Close()
	os.Remove(f.Name())
	return nil
}

// mkdir makes the store's folder if it is not there.
func (s Store) mkdir() error {
	if err := os.MkdirAll(s.Dir, 0o755); err != nil {
		return msg.Errorf("the folder for games %s cannot be made: %v", s.Dir, outfile.Reason(err))
	}
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

	file *os.File    // open for appending; the lock is on it
	info fs.FileInfo // the open file, to check the path still names it
	// content is the file's whole lines as the game knows them, what it
	// read and what it wrote: the file is checked to hold them before
	// every write, and they are what is kept when it does not.
	content  []byte
	torn     []byte // a torn last line, cut off at the next Append
	tornLine int    // its line number
	lines    int    // lines in the file, header included
	newline  bool   // the file's last line lacks its newline
	sums     bool   // lines carry checksums (format 2)
	chain    bool   // each goes on from the line's before it (format 3)
	last     uint32 // the checksum the next line's goes on from
	now      func() time.Time
	guard    *interrupt.Signals // the store's: a signal waits for an Append
	// many: the file is one of many read at once, whose checksums are
	// worked out by the processor's instruction (its tables made once a
	// run, for the fingerprints, in 0.2 ms: more than a single game's
	// lines win back) and whose records share one buffer.
	many bool
}

// syncFile makes a file's data durable; tests replace it to fail.
var syncFile = (*os.File).Sync

// Create makes a new game file with header h, locked for this process. It
// fails if a game of that name exists; a file left by a crash while a game
// was being created is replaced.
func (s Store) Create(name string, h Header) (*File, error) {
	name, err := GameName(name)
	if err != nil {
		return nil, err
	}
	if err := s.mkdir(); err != nil {
		return nil, err
	}
	if twin, ok := caseTwin(s.folded(), name); ok {
		return nil, msg.Wrap(ErrExists, "a game called %q exists already, and %q differs from it only in case, which a disk that ignores case takes for the same name: choose another name", twin, name)
	}
	j := &File{Name: name, Path: s.path(name), Header: h, sums: true, chain: true, now: s.now, guard: s.Guard}
	j.Header.Format = Format
	// The header goes to a temporary file first, locked and synced, and
	// only then gets the game's name.
	tmp, err := os.CreateTemp(s.Dir, ".new-*"+Ext)
	if err != nil {
		return nil, msg.Errorf("games cannot be saved in %s: %v", s.Dir, outfile.Reason(err))
	}
	defer os.Remove(tmp.Name())
	if err := j.takeFile(tmp); err != nil {
		tmp.Close()
		return nil, err
	}
	data, line, err := j.line(j.Header)
	if err != nil {
		j.Close()
		return nil, err
	}
	if werr, _ := j.put(line); werr != nil {
		j.Close()
		return nil, msg.Errorf("the game %s could not be made: %v", name, msg.Errorf("writing to %s failed: %v", j.Path, outfile.Reason(werr)))
	}
	j.added(j.Header, data, line)
	if err := os.Link(tmp.Name(), j.Path); err != nil {
		if !errors.Is(err, fs.ErrExist) {
			j.Close()
			return nil, msg.Errorf("the game %s could not be made: %v", name, outfile.Reason(err))
		}
		if _, rerr := s.Read(name); !errors.Is(rerr, ErrUnfinished) {
			j.Close()
			return nil, msg.Wrap(ErrExists, "a game called %q exists already: choose another name", name)
		}
		if err := os.Rename(tmp.Name(), j.Path); err != nil {
			j.Close()
			return nil, msg.Errorf("the game %s could not be made: %v", name, outfile.Reason(err))
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
		return outfile.ReadRefusal(j.Path, err)
	}
	if !info.Mode().IsRegular() {
		return msg.Errorf("%s is not a regular file: protokoll keeps its games in plain files", j.Path)
	}
	if err := lockFile(f, j.Name, info); err != nil {
		return err
	}
	// Looked at again now that it is locked: the writer before may have
	// added to it between the look above and the lock, and its size then
	// would leave that entry out of what the game reads (and the next
	// write would take it for a change by another program).
	if info, err = f.Stat(); err != nil {
		return outfile.ReadRefusal(j.Path, err)
	}
	j.file, j.info = f, info
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
	name, err := GameName(name)
	if err != nil {
		return nil, err
	}
	j := &File{Name: name, Path: s.path(name), now: s.now, guard: s.Guard}
	f, err := openFile(j.Path, os.O_RDWR|os.O_APPEND)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, &NotFoundError{Name: name, Dir: s.Dir}
	}
	if err != nil {
		if _, rerr := s.Read(name); rerr != nil {
			return nil, rerr // what is wrong with it, if anything is
		}
		return nil, msg.Errorf("game file %s cannot be written to: %v", j.Path, outfile.Reason(err))
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
		return nil, outfile.ReadRefusal(j.Path, err)
	}
	good, err := j.parse(data)
	if err != nil {
		j.Close()
		return nil, err
	}
	j.content, j.torn = data[:good:good], data[good:]
	// Versions before locked a file beside the game and left it behind.
	if info, err := os.Lstat(j.Path + ".lock"); err == nil && info.Mode().IsRegular() && info.Size() == 0 {
		os.Remove(j.Path + ".lock")
	}
	return j, nil
}

// Read reads a game without locking or changing it, for showing. A torn last
// line is left out with a warning.
func (s Store) Read(name string) (*File, error) {
	j, _, _, err := s.read(name, false)
	return j, err
}

// read reads a game as Read does, and returns the bytes it read too,
// and what the file system told of the file as it was opened; many says
// it is one of many read at once (File.many).
func (s Store) read(name string, many bool) (*File, []byte, Stat, error) {
	name, err := GameName(name)
	if err != nil {
		return nil, nil, Stat{}, err
	}
	j := &File{Name: name, Path: s.path(name), many: many}
	data, st, err := s.readStat(name)
	if err != nil {
		return nil, nil, Stat{}, err
	}
	good, err := j.parse(data)
	if err != nil {
		return nil, nil, Stat{}, err
	}
	j.content, j.torn = data[:good:good], data[good:]
	return j, data, st, nil
}

// readBytes returns the whole file of the game called name.
func (s Store) readBytes(name string) ([]byte, error) {
	data, _, err := s.readStat(name)
	return data, err
}

// readStat returns the whole file of the game called name, and what the
// file system told of it once it was open, before it was read: a change
// while it is read leaves a Stat that is not the file's any more, which
// is read again.
func (s Store) readStat(name string) ([]byte, Stat, error) {
	path := s.path(name)
	f, err := openFile(path, os.O_RDONLY)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, Stat{}, &NotFoundError{Name: name, Dir: s.Dir}
	}
	if err != nil {
		var m *msg.Error
		if errors.As(err, &m) {
			return nil, Stat{}, err
		}
		return nil, Stat{}, outfile.ReadRefusal(path, err)
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		return nil, Stat{}, msg.Errorf("%s is not a regular file: protokoll keeps its games in plain files", path)
	}
	st, _ := statOf(info)
	// Room for the whole file and a little it may have grown by: one
	// allocation, where io.ReadAll's doubling takes several.
	data := make([]byte, 0, info.Size()+512)
	for {
		n, err := f.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, Stat{}, outfile.ReadRefusal(path, err)
		}
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)]
		}
	}
	return data, st, nil
}

// A Fingerprint tells a game file's content from any other's, as far as
// a CRC-32C can: its length and the checksum of its bytes. The results
// index keeps one for each game, and trusts what it holds of a game only
// while the file's fingerprint is the same.
type Fingerprint struct {
	Size int64
	Sum  uint32
}

// fingerprintOf is the fingerprint of a file's bytes. The standard
// library's CRC-32C uses the processor's instruction, which pays for its
// tables when every file of a folder is read.
func fingerprintOf(data []byte) Fingerprint {
	return Fingerprint{Size: int64(len(data)), Sum: crc32.Checksum(data, castagnoliTable())}
}

var castagnoliTable = sync.OnceValue(func() *crc32.Table { return crc32.MakeTable(crc32.Castagnoli) })

// hardwareSum is crc32cFrom by the processor's instruction.
func hardwareSum(prev uint32, data []byte) uint32 {
	return crc32.Update(prev, castagnoliTable(), data)
}

// Fingerprint returns the fingerprint of the game file called name as it
// is, read whole into buf (grown if need be, and returned for the next
// file: reading every file of a folder allocates nothing more). It opens,
// reads and closes the file and no more: a read that does not fill the
// buffer has met the file's end. ok is false for what cannot be read as a
// plain file (O_NONBLOCK: a FIFO in its place keeps no one waiting).
func (s Store) Fingerprint(name string, buf []byte) (p Fingerprint, _ []byte, ok bool) {
	f, err := os.OpenFile(s.path(name), os.O_RDONLY|noFollow|nonBlock, 0)
	if err != nil {
		return p, buf, false
	}
	defer f.Close()
	if cap(buf) < 64<<10 {
		buf = make([]byte, 64<<10)
	}
	buf = buf[:cap(buf)]
	n := 0
	for {
		k, err := f.Read(buf[n:])
		n += k
		if err != nil && !errors.Is(err, io.EOF) {
			return p, buf, false
		}
		if n < len(buf) || k == 0 {
			return fingerprintOf(buf[:n]), buf, true
		}
		buf = append(buf, make([]byte, len(buf))...) // a long game: twice the room
	}
}

// ReadPrint reads a game as Read does, with the fingerprint of the bytes
// it read.
func (s Store) ReadPrint(name string) (*File, Fingerprint, error) {
	j, p, _, err := s.ReadStat(name)
	return j, p, err
}

// ReadStat is ReadPrint with what the file system told of the file as it
// was opened, before it was read (the zero Stat outside Linux).
func (s Store) ReadStat(name string) (*File, Fingerprint, Stat, error) {
	j, data, st, err := s.read(name, true)
	if err != nil {
		return nil, Fingerprint{}, Stat{}, err
	}
	return j, fingerprintOf(data), st, nil
}

// Names returns the names of the games in the store, sorted: regular
// files only, as Open and Read take them.
func (s Store) Names() ([]string, error) {
	entries, err := os.ReadDir(s.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, msg.Errorf("the folder of games %s cannot be read: %v", s.Dir, outfile.Reason(err))
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

// A Stray is a file in the store's folder named as a game's file is
// (NAME.jsonl) that is not read as a game: its name is no game's name
// (pasted decomposed, with a space) or it is not a plain file (a link).
// Names leaves it out; what lists the games says it.
type Stray struct {
	File string // its name in the folder
	Why  error
}

// Strays returns the strays in the store's folder, sorted.
func (s Store) Strays() ([]Stray, error) {
	entries, err := os.ReadDir(s.Dir)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, msg.Errorf("the folder of games %s cannot be read: %v", s.Dir, outfile.Reason(err))
	}
	var strays []Stray
	for _, e := range entries {
		name, ok := strings.CutSuffix(e.Name(), Ext)
		if !ok || e.Name() == Ext || isCreating(e.Name()) {
			continue
		}
		var why error
		switch err := CheckName(name); {
		case err != nil && norm.NFC.String(name) != name && CheckName(norm.NFC.String(name)) == nil && s.Exists(norm.NFC.String(name)):
			why = msg.Errorf("its name is written decomposed (as some systems copy names), and a game called %s is here already: see which to keep before renaming one", norm.NFC.String(name))
		case err != nil && norm.NFC.String(name) != name && CheckName(norm.NFC.String(name)) == nil:
			why = msg.Errorf("its name is written decomposed (as some systems copy names); renamed %s it is read", norm.NFC.String(name)+Ext)
		case err != nil:
			why = err
		case e.Type()&fs.ModeSymlink != 0:
			why = msg.Errorf("it is a symbolic link: protokoll keeps its games in plain files in its folder, and follows no link")
		case !e.Type().IsRegular():
			why = msg.Errorf("it is not a plain file")
		default:
			continue
		}
		strays = append(strays, Stray{File: e.Name(), Why: why})
	}
	return strays, nil
}

// Creating returns the files of games being made (.new-*.jsonl, sorted):
// a new under way writes its game's first line there and then gives it
// its name. One a new that was stopped left is removed by CleanUp once
// it is leftoverAge old and no protokoll holds it; until then it is told
// as one being made, since it may be.
func (s Store) Creating() []string {
	entries, _ := os.ReadDir(s.Dir)
	var out []string
	for _, e := range entries {
		if isCreating(e.Name()) && e.Type().IsRegular() {
			out = append(out, e.Name())
		}
	}
	return out
}

// isCreating reports whether a file of the store's folder is the
// temporary file of a game being made.
func isCreating(file string) bool {
	return strings.HasPrefix(file, ".new-") && strings.HasSuffix(file, Ext)
}

// Exists reports whether a game called name has a file (or anything else
// by that name, which a new game must not take).
func (s Store) Exists(name string) bool {
	_, err := os.Lstat(s.path(norm.NFC.String(name)))
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
func crc32c(data []byte) uint32 { return crc32cFrom(0, data) }

// crc32cFrom is the CRC-32C of data going on from prev, the checksum of
// what came before it, as hash/crc32's Update goes on.
func crc32cFrom(prev uint32, data []byte) uint32 {
	t := castagnoli()
	c := ^prev
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
	line, _ := chainSum(0, data)
	return line
}

// chainSum returns the JSON object data with its checksum as first field,
// the CRC-32C of data going on from prev (the checksum of the line before
// it, in a chained file; 0 for the header, and in a file of format 2),
// and that checksum.
func chainSum(prev uint32, data []byte) (line []byte, sum uint32) {
	sum = crc32cFrom(prev, data)
	out := fmt.Appendf(nil, `%s%08x"`, sumPrefix, sum)
	if len(data) > 2 {
		out = append(out, ',')
	}
	return append(out, data[1:]...), sum
}

// errSumMismatch is a line whose checksum is not its content's.
var errSumMismatch = msg.Errorf("its checksum does not match: the line was changed after it was written")

// errChainMismatch is errSumMismatch in a chained file, where the line
// before it may be what changed.
var errChainMismatch = msg.Errorf("its checksum does not match: the line was changed after it was written, or a line before it was removed, repeated or moved")

// checkSum returns the content of a line that starts with its checksum,
// checked; summed is false when the line has none.
func checkSum(line []byte) (content []byte, summed bool, err error) {
	content, summed, _, err = checkSumInto(line, nil, crc32cFrom, 0)
	return content, summed, err
}

// checkSumInto is checkSum with the content made in *into (when not nil,
// grown as need be: a part of it that later appends never write into)
// and checked with sum going on from prev; it returns the line's
// checksum, for the next line's to go on from.
func checkSumInto(line []byte, into *[]byte, sum func(prev uint32, data []byte) uint32, prev uint32) (content []byte, summed bool, got uint32, err error) {
	n := len(sumPrefix) + 9 // the prefix, 8 digits and the closing quote
	if !bytes.HasPrefix(line, []byte(sumPrefix)) || len(line) <= n {
		return line, false, 0, nil
	}
	want, err := strconv.ParseUint(string(line[len(sumPrefix):n-1]), 16, 32)
	if err != nil || line[n-1] != '"' {
		return nil, true, 0, msg.Errorf("its checksum is not a checksum")
	}
	rest := line[n:]
	switch {
	case bytes.Equal(rest, []byte("}")):
		content = []byte("{}")
	case rest[0] == ',' && into != nil:
		from := len(*into)
		*into = append(append(*into, '{'), rest[1:]...)
		content = (*into)[from:len(*into):len(*into)]
	case rest[0] == ',':
		content = append([]byte{'{'}, rest[1:]...)
	default:
		return nil, true, 0, msg.Errorf("its checksum is not followed by the record")
	}
	if uint64(sum(prev, content)) != want {
		return nil, true, 0, errSumMismatch
	}
	return content, true, uint32(want), nil
}

// parse reads the header and records from data. It returns the length of
// data that holds whole lines worth keeping.
func (j *File) parse(data []byte) (good int, err error) {
	damaged := func(line int, err error) (int, error) {
		return 0, &DamagedError{Path: j.Path, Line: line, Err: err}
	}
	// A power cut can leave the end of the last write as zero bytes, the
	// file grown and its data never on disk: from the start of their line
	// on, the file is a line cut off.
	zeros := len(data)
	if t := bytes.TrimRight(data, "\x00"); len(t) < len(data) {
		zeros = bytes.LastIndexByte(t, '\n') + 1
	}
	line := 0
	var contents []byte // the records' content, where j.many
	if j.many {
		contents = make([]byte, 0, len(data))
	}
	for off := 0; off < len(data); {
		line++
		if off >= zeros {
			return j.cutOff(line, off, data[off:])
		}
		end := bytes.IndexByte(data[off:], '\n')
		torn := end < 0
		if torn {
			end = len(data) - off
		}
		rec := bytes.TrimSpace(data[off : off+end])
		if line == 1 {
			// An editor's byte order mark (Notepad's, saving as UTF-8) is
			// no change to the game: as a line's spaces and \r are not.
			rec = bytes.TrimPrefix(rec, []byte("\ufeff"))
		}
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
		if !plainJSON(rec) && !json.Valid(rec) || rec[0] != '{' {
			if torn && cutShort(rec) {
				return j.cutOff(line, off, rec)
			}
			return damaged(line, msg.Errorf("not a JSON record: %q", abbreviate(rec)))
		}
		var (
			content []byte
			summed  bool
			sum     uint32
		)
		prev := uint32(0) // a header's, and format 2's, go on from nothing
		if j.chain {
			prev = j.last
		}
		var into *[]byte
		check := crc32cFrom
		if j.many {
			into, check = &contents, hardwareSum
		}
		content, summed, sum, err = checkSumInto(rec, into, check, prev)
		if errors.Is(err, errSumMismatch) && j.chain {
			err = errChainMismatch
		}
		if err != nil {
			return damaged(line, err)
		}
		if line == 1 {
			if err := json.Unmarshal(content, &j.Header); err != nil || j.Header.Format == 0 || j.Header.Game == "" {
				return damaged(1, msg.Errorf("not a protokoll game header"))
			}
			if j.Header.Format > Format {
				if !summed {
					return damaged(1, msg.Errorf("written by a newer protokoll (format %d; this one reads %d)", j.Header.Format, Format))
				}
				return 0, &NewerError{Path: j.Path, Format: j.Header.Format}
			}
			j.sums, j.chain = j.Header.Format >= 2, j.Header.Format >= chained
		} else {
			if j.sums && !summed {
				return damaged(line, msg.Errorf("the line has no checksum: it was changed after it was written"))
			}
			j.Records = append(j.Records, Record{Line: line, Data: json.RawMessage(content)})
		}
		if line == 1 && !summed && j.Header.Format >= 2 {
			return damaged(1, msg.Errorf("the header has no checksum: it was changed after it was written"))
		}
		j.newline, j.lines, j.last = torn, line, sum
		off, good = next, next
	}
	if line == 0 {
		return 0, &UnfinishedError{Path: j.Path, Name: j.Name}
	}
	return good, nil
}

// cutOff leaves out the last line, line, which starts at off and was cut
// off mid-write (rec): a game whose header was cut off was never made.
func (j *File) cutOff(line, off int, rec []byte) (int, error) {
	if line == 1 {
		return 0, &UnfinishedError{Path: j.Path, Name: j.Name}
	}
	j.Warnings = append(j.Warnings, msg.Errorf("%s line %d was cut off mid-write (a crash or power cut) and is left out; the next entry moves it to %s.torn: %q", j.Path, line, j.Path, abbreviate(rec)))
	j.tornLine = line
	return off, nil
}

// CutLine is the line number of a last line cut off mid-write and left
// out (see Open), 0 for none.
func (j *File) CutLine() int { return j.tornLine }

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

// Line returns v as a line with its own checksum, without the newline:
// a header, or a line of a file of format 2, added by other means than a
// game (a test). A later line of format 3 goes on from the
// line's before it: LineAfter.
func Line(v any) ([]byte, error) {
	data, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return withSum(data), nil
}

// LineAfter returns v as the line that goes on from a game file whose
// bytes are content (without the newline), its checksum going on from
// the last line's as the file's format has it: for a line added by
// other means than a game (a test making damage a checksum does not
// show). content must read as a game file.
func LineAfter(content []byte, v any) ([]byte, error) {
	f := &File{}
	if _, err := f.parse(content); err != nil {
		return nil, err
	}
	data, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	prev := uint32(0)
	if f.chain {
		prev = f.last
	}
	line, _ := chainSum(prev, data)
	return line, nil
}

// Append writes v as one JSON line with its checksum, in one write, and
// syncs the file, so the record is on disk when Append returns. When the
// write or the sync fails, the file is cut back to where it was and the
// error wraps ErrNotSaved: the game is still open, to make the entry
// again. A file replaced or changed under the game, or one that could not
// be put back, closes the game: the error is ErrStopped.
func (j *File) Append(v any) error {
	if j.file == nil {
		return msg.Wrap(ErrStopped, "game %s is not open for writing", j.Name)
	}
	// A signal that ends the program waits for this entry to be whole.
	defer j.guard.Writing()()
	if err := j.checkPath(); err != nil {
		return err
	}
	if err := j.checkContent(); err != nil {
		return err
	}
	if len(j.torn) > 0 {
		if err := j.cutTorn(); err != nil {
			return err
		}
	}
	return j.write(v)
}

// write writes v as the file's next line and syncs it, or puts the file
// back as it was.
func (j *File) write(v any) error {
	data, line, err := j.line(v)
	if err != nil {
		return err
	}
	if werr, back := j.put(line); werr != nil {
		if !back {
			j.Close()
			return msg.Wrap(ErrStopped, "saving to %s failed (%v), and the file could not be put back: the entry may or may not be in it; the game is closed, open it again to see", j.Path, outfile.Reason(werr))
		}
		return msg.Wrap(ErrNotSaved, "not saved: writing to %s failed: %v; the file is as it was before", j.Path, outfile.Reason(werr))
	}
	j.added(v, data, line)
	return nil
}

// line is v as the file's next line: its data (with its checksum) and the
// bytes to write.
func (j *File) line(v any) (data, line []byte, err error) {
	data, err = json.Marshal(v)
	if err != nil {
		return nil, nil, err
	}
	if j.sums {
		data, _ = chainSum(j.prev(v), data)
	}
	line = data
	if j.newline {
		line = append([]byte{'\n'}, line...)
	}
	return data, append(line, '\n'), nil
}

// put writes line in one write and syncs it. When that fails, the file is
// cut back to where it was (back), or could not be.
func (j *File) put(line []byte) (werr error, back bool) {
	_, werr = j.file.Write(line)
	if werr == nil {
		werr = syncFile(j.file)
	}
	if werr == nil {
		return nil, true
	}
	// Put the file back as it was, so that it and the game agree.
	if err := j.file.Truncate(int64(len(j.content))); err != nil || syncFile(j.file) != nil {
		return werr, false
	}
	return werr, true
}

// prev is the checksum the line of v goes on from: the line's before it
// in a chained file, none for its header.
func (j *File) prev(v any) uint32 {
	if _, isHeader := v.(Header); isHeader || !j.chain {
		return 0
	}
	return j.last
}

// added takes the line written for v (data, with its checksum) in.
func (j *File) added(v any, data, line []byte) {
	j.content = append(j.content, line...)
	j.newline = false
	j.lines++
	content := data
	if j.sums {
		var sum uint32
		content, _, sum, _ = checkSumInto(data, nil, crc32cFrom, j.prev(v))
		j.last = sum
	}
	if _, isHeader := v.(Header); !isHeader {
		j.Records = append(j.Records, Record{Line: j.lines, Data: content})
	}
}

// checkPath makes sure the game's path still names the open file. When it
// does not, what the game holds is kept beside it, so that nothing is
// lost, and the game stops.
func (j *File) checkPath() error {
	info, err := os.Lstat(j.Path)
	if err == nil && os.SameFile(info, j.info) {
		return nil
	}
	what := j.keep()
	j.Close()
	return msg.Wrap(ErrReplaced, "the game file was replaced or removed while the game was open (by an editor, a sync client or a restored backup): nothing more is written to %s, and this entry is not saved; %v", j.Path, what)
}

// checkContent makes sure the open file holds what the game read and
// wrote, no more and no less: its size, and every byte of it. Another
// program that changed it in place (an editor saving over it, a file cut
// short) stops the game before anything is written after its change;
// what the game holds is kept beside it.
func (j *File) checkContent() error {
	info, err := j.file.Stat()
	if err == nil && info.Size() == int64(len(j.content)+len(j.torn)) {
		// A game file is a few kilobytes: reading it whole costs
		// microseconds, and sees a change anywhere in it.
		got := make([]byte, len(j.content))
		if _, err := j.file.ReadAt(got, 0); err == nil && bytes.Equal(got, j.content) {
			return nil
		}
	}
	what := j.keep()
	j.Close()
	return msg.Wrap(ErrChanged, "the game file %s was changed by another program while the game was open (an editor that saves in place?): nothing more is written to it, and this entry is not saved; %v; protokoll repair %s says what the file holds now", j.Path, what, j.Name)
}

// keep writes what the game holds beside its file, NAME.jsonl.kept-TIME,
// and says where.
func (j *File) keep() error {
	kept, err := keepBeside(j.Path, ".kept-", j.content, j.now)
	if err != nil {
		return msg.Errorf("the game's entries so far could not be kept")
	}
	return msg.Errorf("the game as it was here is kept in %s", kept)
}

// keepBeside writes data to a new file beside path, named path, kind and
// the time (now's, or the system clock's when nil): never over a file
// kept before, however close in time.
func keepBeside(path, kind string, data []byte, now func() time.Time) (string, error) {
	if now == nil {
		now = time.Now
	}
	base := path + kind + now().Format("20060102-150405")
	for n := 1; ; n++ {
		name := base
		if n > 1 {
			name = fmt.Sprintf("%s-%d", base, n)
		}
		err := outfile.WriteNew(name, data, 0o600)
		if !errors.Is(err, fs.ErrExist) {
			return name, err
		}
	}
}

// cutTorn cuts a torn last line off the file, keeping it in
// NAME.jsonl.torn first.
func (j *File) cutTorn() error {
	keep := j.Path + TornExt
	f, err := os.OpenFile(keep, os.O_WRONLY|os.O_CREATE|os.O_APPEND|noFollow, 0o644)
	if err != nil {
		return msg.Errorf("keeping the cut-off line of %s in %s: %v", j.Path, keep, outfile.Reason(err))
	}
	_, err = f.Write(append(bytes.Clone(j.torn), '\n'))
	if err == nil {
		err = syncFile(f)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return msg.Errorf("keeping the cut-off line of %s in %s: %v", j.Path, keep, outfile.Reason(err))
	}
	if err := j.file.Truncate(int64(len(j.content))); err != nil {
		return msg.Errorf("cutting the cut-off line of %s: %v", j.Path, outfile.Reason(err))
	}
	if err := syncFile(j.file); err != nil {
		return msg.Errorf("cutting the cut-off line of %s: %v", j.Path, outfile.Reason(err))
	}
	j.torn, j.newline = nil, false
	return nil
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
