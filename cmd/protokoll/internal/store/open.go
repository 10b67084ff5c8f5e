package store

import (
	"errors"
	"io"
	"io/fs"
	"os"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A syncer makes a file's data durable: (*os.File).Sync, unless a test
// gives one that fails (a full disk, a failing one).
type syncer func(*os.File) error

// sync makes f's data durable.
func (s syncer) sync(f *os.File) error {
	if s == nil {
		return f.Sync()
	}
	return s(f)
}

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
	j := &File{Name: name, Path: s.path(name), Header: h, sums: true, chain: true, now: s.now, syncFile: s.syncFile, guard: s.Guard}
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
		return nil, linkRefusal(path, err)
	}
	return f, nil
}

// linkRefusal is the error of an open of path that failed with err: that
// it is a symbolic link, if it is one.
func linkRefusal(path string, err error) error {
	if info, lerr := os.Lstat(path); lerr == nil && info.Mode()&fs.ModeSymlink != 0 {
		return msg.Errorf("%s is a symbolic link: protokoll keeps its games in plain files in its folder, and follows no link", path)
	}
	return err
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
	j := &File{Name: name, Path: s.path(name), now: s.now, syncFile: s.syncFile, guard: s.Guard}
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
	j, _, _, _, err := s.read(name, false, nil, nil)
	return j, err
}

// read reads a game as Read does, and returns what the file system told
// of the file as it was opened; many says it is one of many read at once
// (File.many), and then the fingerprint of the bytes read is returned
// too (the zero Fingerprint otherwise). The file is read into buf when it
// has room (else into new room): the bytes read are returned, for the
// next read; what is kept from the file before comes from sc (Reader).
func (s Store) read(name string, many bool, buf []byte, sc *scratch) (*File, Fingerprint, Stat, []byte, error) {
	name, err := GameName(name)
	if err != nil {
		return nil, Fingerprint{}, Stat{}, buf, err
	}
	j := &File{Name: name, Path: s.path(name), many: many, scratch: sc}
	data, st, err := s.readStat(name, buf)
	if err != nil {
		return nil, Fingerprint{}, Stat{}, buf, err
	}
	var print Fingerprint
	if many {
		print = fingerprintOf(data) // before parse changes the bytes
	}
	good, err := j.parse(data)
	if err != nil {
		return nil, Fingerprint{}, Stat{}, data, err
	}
	if !many {
		j.content, j.torn = data[:good:good], data[good:]
	}
	return j, print, st, data, nil
}

// readBytes returns the whole file of the game called name.
func (s Store) readBytes(name string) ([]byte, error) {
	data, _, err := s.readStat(name, nil)
	return data, err
}

// readStat returns the whole file of the game called name, and what the
// file system told of it once it was open, before it was read: a change
// while it is read leaves a Stat that is not the file's any more, which
// is read again. The file is read into buf when it has room for it.
func (s Store) readStat(name string, buf []byte) ([]byte, Stat, error) {
	path := s.path(name)
	f, err := openRead(path)
	if err != nil {
		err = linkRefusal(path, err)
	}
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
	size, st, ok := f.stat()
	if !ok {
		return nil, Stat{}, msg.Errorf("%s is not a regular file: protokoll keeps its games in plain files", path)
	}
	// Room for the whole file and a little it may have grown by: one
	// allocation, where io.ReadAll's doubling takes several (or none,
	// in the room of the file read before).
	data := buf[:0]
	if int64(cap(buf)) < size+512 {
		data = make([]byte, 0, size+512)
	}
	for {
		n, err := f.Read(data[len(data):cap(data)])
		data = data[:len(data)+n]
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, Stat{}, outfile.ReadRefusal(path, err)
		}
		// A first read that gave the length Fstat told, short of the
		// room, met the file's end (a plain file's read stops short only
		// there, as Fingerprint counts on): a read more to be told so
		// was a fifth of the system calls reading a folder of games.
		if len(data) == int(size) && n < cap(data) && n == len(data) {
			break
		}
		if len(data) == cap(data) {
			data = append(data, 0)[:len(data)]
		}
	}
	return data, st, nil
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
	j, p, st, _, err := s.read(name, true, nil, nil)
	return j, p, st, err
}

// A Reader reads game files one after another, as the statistics read
// a folder of them on each core: each file into the room of the one
// before (a game's bytes were the most memory reading one took), and
// each card game's list of rounds made once for all the games that play
// it. A File it returns is good until it reads the next: its Records
// are parts of the bytes read. A Reader is one goroutine's; its zero
// value is ready to read.
type Reader struct {
	buf []byte
	scratch
}

// scratch is what a Reader keeps from one file to the next: the lists
// and the variants made, and room for the next file's records, its events' numbers, and
// for looking up the strings made of its lines (each file's own: a
// string is made for each file, and kept by its game).
type scratch struct {
	lists    Lists
	variants map[variantKey]*scoresheet.Variant
	records  []Record
	strs     []string
	ints     []int
}

// ReadStat is Store.ReadStat, by the Reader.
func (r *Reader) ReadStat(s Store, name string) (*File, Fingerprint, Stat, error) {
	j, p, st, data, err := s.read(name, true, r.buf, &r.scratch)
	r.buf = data
	return j, p, st, err
}
