package store

// This file writes games made elsewhere (protokoll import) into the
// store: every one of them written aside first, then all linked in.

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// An import writes its games into a folder of its own in the store's,
// .import-*, holding a lock on the file importLock in it while it runs.
const (
	importPrefix = ".import-"
	importLock   = ".lock"
)

// A Copy is a whole game to be written at once: its header and its
// records' content, each {"at":…,"kind":…} as a game file holds it
// without its checksum.
type Copy struct {
	Name    string
	Header  Header
	Records []json.RawMessage
}

// file is the copy as its game file's bytes, each line with its checksum.
func (c Copy) file() ([]byte, error) {
	h := c.Header
	if h.Format == 0 {
		h.Format = Format
	}
	head, err := json.Marshal(h)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	line, last := chainSum(0, head)
	b.Write(line)
	b.WriteByte('\n')
	for _, r := range c.Records {
		r = bytes.TrimSpace(r)
		if len(r) == 0 || r[0] != '{' || bytes.IndexByte(r, '\n') >= 0 {
			return nil, msg.Errorf("an entry of %q is not a JSON object on one line", c.Name)
		}
		if h.Format < chained {
			last = 0 // each line's own, in the format the copy was of
		}
		line, last = chainSum(last, r) // and parse checks it is JSON
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.Bytes(), nil
}

// checked is the copy as its game file's bytes (file), read back and
// replayed as the game it is (with replay): what is written is what is
// checked.
func (c Copy) checked(path string, replay func(*File) (bool, error)) ([]byte, error) {
	data, err := c.file()
	if err != nil {
		return nil, err
	}
	f := &File{Name: c.Name, Path: path}
	if _, err := f.parse(data); err != nil {
		return nil, err
	}
	known, err := replay(f)
	if !known {
		err = msg.Errorf("%q is a %s game, which this protokoll does not know", c.Name, f.Header.Game)
	}
	return data, err
}

// sameAs reports whether the game file f holds the copy's game: the same
// header and the same entries, each at the same time.
func (c Copy) sameAs(f *File) bool {
	h := c.Header
	if h.Format == 0 {
		h.Format = Format
	}
	if f.Header.Format != h.Format || f.Header.Game != h.Game || !f.Header.Created.Equal(h.Created) ||
		!jsonEqual(f.Header.Settings, h.Settings) || len(f.Records) != len(c.Records) {
		return false
	}
	for i, r := range f.Records {
		if !jsonEqual(r.Data, c.Records[i]) {
			return false
		}
	}
	return true
}

func jsonEqual(a, b []byte) bool {
	var ca, cb bytes.Buffer
	return json.Compact(&ca, a) == nil && json.Compact(&cb, b) == nil && bytes.Equal(ca.Bytes(), cb.Bytes())
}

// WriteAll writes the copies as games of the store: all of them, or none.
// Each is checked to read back as its game, then written whole and synced
// into a folder of the import's own beside the games; only when every one
// is there are they linked in, each under its name. A game whose name is
// taken by the same game (the same header and entries, an import run
// again after it was interrupted) is left as it is and returned in same;
// a name taken by another game, or by anything else, refuses the whole
// import, and nothing is written. A signal that ends the program waits
// for the linking to end; a kill (SIGKILL) before the linking leaves no
// game, one while linking leaves some, whole, and the same import run
// again links the rest.
func (s Store) WriteAll(copies []Copy) (same []string, err error) {
	seen := map[string]bool{}
	for _, c := range copies {
		if err := CheckName(c.Name); err != nil {
			return nil, err
		}
		if seen[c.Name] {
			return nil, msg.Errorf("two games called %q: nothing was imported", c.Name)
		}
		seen[c.Name] = true
	}
	if err := s.mkdir(); err != nil {
		return nil, err
	}
	s.CleanUp()
	todo, same, err := s.toLink(copies)
	if err != nil || len(todo) == 0 {
		return same, err
	}
	files := make([][]byte, len(copies))
	for _, i := range todo {
		if files[i], err = copies[i].checked(s.path(copies[i].Name), s.replay); err != nil {
			return nil, err
		}
	}
	staging, lock, err := s.stage()
	if err != nil {
		return nil, err
	}
	done := func(err error) ([]string, error) {
		os.RemoveAll(staging)
		lock.Close()
		return nil, err
	}
	for n, i := range todo {
		if err := writeWhole(filepath.Join(staging, copies[i].Name+Ext), s.path(copies[i].Name), files[i], s.syncFile); err != nil {
			return done(msg.Errorf("nothing was imported: %v", err))
		}
		if s.importStep != nil {
			s.importStep("staged", n+1, lock)
		}
	}
	syncDir(staging)
	if err := s.linkAll(copies, todo, staging, lock); err != nil {
		return done(err)
	}
	done(nil)
	return same, nil
}

// linkAll links the copies todo, written whole in staging, in under their
// names. A signal (Ctrl-C, kill, a closed terminal) waits for it to end,
// so that an import it stops is whole; a name taken meanwhile takes back
// the games it linked.
func (s Store) linkAll(copies []Copy, todo []int, staging string, lock *os.File) error {
	defer s.Guard.Writing()()
	var linked []int
	for n, i := range todo {
		from, to := filepath.Join(staging, copies[i].Name+Ext), s.path(copies[i].Name)
		if err := os.Link(from, to); err != nil {
			// Taken since it was looked at, or the folder refuses: the
			// games linked by this import are taken back.
			for _, k := range linked {
				mine := filepath.Join(staging, copies[k].Name+Ext)
				if a, err := os.Lstat(mine); err == nil {
					if b, err := os.Lstat(s.path(copies[k].Name)); err == nil && os.SameFile(a, b) {
						os.Remove(s.path(copies[k].Name))
					}
				}
			}
			syncDir(s.Dir)
			if errors.Is(err, fs.ErrExist) {
				return msg.Wrap(ErrExists, "a game called %q was made while the import ran: nothing was imported", copies[i].Name)
			}
			return msg.Errorf("nothing was imported: %s cannot be made: %v", to, outfile.Reason(err))
		}
		linked = append(linked, i)
		if s.importStep != nil {
			s.importStep("linked", n+1, lock)
		}
	}
	syncDir(s.Dir)
	return nil
}

// toLink sorts the copies into those to link in (by index) and those
// whose game is there already; a name taken otherwise is an error.
func (s Store) toLink(copies []Copy) (todo []int, same []string, err error) {
	folded := s.folded()
	for i, c := range copies {
		if twin, ok := caseTwin(folded, c.Name); ok {
			return nil, nil, msg.Wrap(ErrExists, "a game called %q exists already, and %q differs from it only in case, which a disk that ignores case takes for the same name: nothing was imported", twin, c.Name)
		}
		path := s.path(c.Name)
		info, err := os.Lstat(path)
		if errors.Is(err, fs.ErrNotExist) {
			todo = append(todo, i)
			continue
		}
		if err != nil {
			return nil, nil, msg.Errorf("nothing was imported: %s cannot be read: %v", path, outfile.Reason(err))
		}
		if !info.Mode().IsRegular() {
			return nil, nil, msg.Wrap(ErrExists, "the name %q is taken by %s, which is not a game file: nothing was imported", c.Name, path)
		}
		f, err := s.Read(c.Name)
		if err != nil || !c.sameAs(f) {
			return nil, nil, msg.Wrap(ErrExists, "a game called %q exists already, and it is another game: nothing was imported", c.Name)
		}
		same = append(same, c.Name)
	}
	return todo, same, nil
}

// stage makes the import's folder, locked while the import runs, so that
// no other protokoll cleans it up.
func (s Store) stage() (dir string, lock *os.File, err error) {
	dir, err = os.MkdirTemp(s.Dir, importPrefix+"*")
	if err != nil {
		return "", nil, msg.Errorf("games cannot be saved in %s: %v", s.Dir, outfile.Reason(err))
	}
	lock, err = os.OpenFile(filepath.Join(dir, importLock), os.O_CREATE|os.O_WRONLY|noFollow, 0o600)
	if err == nil {
		var info fs.FileInfo
		if info, err = lock.Stat(); err == nil {
			err = lockFile(lock, importLock, info)
		}
		if err != nil {
			lock.Close()
		}
	}
	if err != nil {
		os.RemoveAll(dir)
		return "", nil, msg.Errorf("games cannot be saved in %s: %v", s.Dir, outfile.Reason(err))
	}
	return dir, lock, nil
}

// writeWhole writes a new file of data at path and syncs it (by sync);
// errors name the game's file, shown, that it is to become.
func writeWhole(path, shown string, data []byte, sync syncer) error {
	f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY|noFollow, 0o600)
	if err != nil {
		return msg.Errorf("writing to %s failed: %v", shown, outfile.Reason(err))
	}
	_, err = f.Write(data)
	if err == nil {
		err = sync.sync(f)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return msg.Errorf("writing to %s failed: %v", shown, outfile.Reason(err))
	}
	return nil
}
