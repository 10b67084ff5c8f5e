package store

// This file mends a damaged game file (protokoll repair), and cleans up
// what a protokoll killed at the wrong moment leaves in the folder.

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A RepairPlan is what repairing a game would cut, worked out from its
// file as it was when the plan was made. Repair carries it out only if
// the file is still as it was.
type RepairPlan struct {
	Name string
	// Line is the first line to cut; 0 when the game needs no repair.
	// When it is 1, nothing could be kept: Repair removes a file of one
	// line (a game whose making was cut short), and refuses any other.
	Line int
	// Lines is how many lines the file has; Why says what is wrong at
	// Line.
	Lines int
	Why   error
	data  []byte // the file as the plan saw it
}

// ErrChangedSince is returned by Repair for a file that changed after its
// plan was made.
var ErrChangedSince = msg.Errorf("the game file changed since repair looked at it")

// PlanRepair reads the game called name and works out what a repair
// would cut: from the first line that cannot stand (that does not read,
// or breaks the rules) to the end. A game of a newer format is no
// repair's to cut: the error says to update protokoll.
func (s Store) PlanRepair(name string) (RepairPlan, error) {
	name, err := GameName(name)
	if err != nil {
		return RepairPlan{}, err
	}
	data, err := s.readBytes(name)
	if err != nil {
		return RepairPlan{}, err
	}
	p := RepairPlan{Name: name, Lines: lineCount(data), data: data}
	p.Line, p.Why, err = s.firstBad(name, data)
	return p, err
}

// firstBad finds the first line of the game file data that cannot stand,
// and why: 0 when the whole game reads and keeps the rules, 1 when not
// even its header does.
func (s Store) firstBad(name string, data []byte) (line int, why, err error) {
	f := &File{Name: name, Path: s.path(name)}
	_, err = f.parse(data)
	if err == nil {
		_, err = s.replay(f)
	}
	var d *DamagedError
	switch {
	case errors.As(err, &d):
		return d.Line, d, nil
	case errors.Is(err, ErrUnfinished):
		return 1, err, nil
	case err != nil:
		return 0, nil, err
	case f.tornLine > 0:
		return f.tornLine, f.Warnings[0], nil
	}
	return 0, nil, nil
}

// lineCount is how many lines data has, a last one without its newline
// counted.
func lineCount(data []byte) int {
	n := bytes.Count(data, []byte{'\n'})
	if len(data) > 0 && data[len(data)-1] != '\n' {
		n++
	}
	return n
}

// Repair carries out the plan p, locked as a game is: it keeps a copy of
// the whole file beside it (NAME.jsonl.bak-TIME, never over another copy),
// then cuts the file before the plan's line, removing it when that is
// the first; it returns the copy's path. A plan to cut from the first
// line, the header, of a file with lines after it is refused and the file
// left as it is: every line after it stands on it (the players, the
// rules), and a header damaged by a hand's edit (a name changed, the
// file saved again by a tool) would have taken a whole game with it. What is cut is worked out again
// under the lock, and a file that is no longer as the plan saw it (an
// entry recorded while the plan waited for a confirmation, an edit) is
// left as it is: ErrChangedSince.
func (s Store) Repair(p RepairPlan) (backup string, err error) {
	if err := CheckName(p.Name); err != nil {
		return "", err
	}
	path := s.path(p.Name)
	if p.Line == 1 && p.Lines > 1 {
		return "", msg.Errorf("line 1 of %s holds the game's players and rules, and no line after it stands without it: repair leaves the file as it is; put line 1 back as it was, or remove the file to give the game up", path)
	}
	f, err := openFile(path, os.O_RDWR)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return "", msg.Wrap(ErrChangedSince, "game file %s changed since repair looked at it (an entry was recorded, or it was edited): nothing was cut; run protokoll repair %s again", path, p.Name)
		}
		var m *msg.Error
		if errors.As(err, &m) {
			return "", err
		}
		return "", msg.Errorf("game file %s cannot be written to: %v", path, outfile.Reason(err))
	}
	defer f.Close()
	j := &File{Name: p.Name, Path: path}
	if err := j.takeFile(f); err != nil {
		return "", err
	}
	data, err := io.ReadAll(f)
	if err != nil {
		return "", outfile.ReadRefusal(path, err)
	}
	info, lerr := os.Lstat(path)
	if lerr != nil || !os.SameFile(info, j.info) || !bytes.Equal(data, p.data) {
		return "", msg.Wrap(ErrChangedSince, "game file %s changed since repair looked at it (an entry was recorded, or it was edited): nothing was cut; run protokoll repair %s again", path, p.Name)
	}
	line, _, err := s.firstBad(p.Name, data)
	if err != nil {
		return "", err
	}
	if line != p.Line {
		return "", msg.Errorf("repair of %s was asked to cut from line %d, and the file needs it from line %d: nothing was cut", path, p.Line, line)
	}
	if line == 0 {
		return "", nil
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
	backup, err = keepBeside(path, ".bak-", data, s.now)
	if err != nil {
		return "", msg.Errorf("keeping a copy of %s: %v (nothing was cut)", path, err)
	}
	if at == 0 {
		if err := os.Remove(path); err != nil {
			return backup, msg.Errorf("game file %s cannot be written to: %v", path, outfile.Reason(err))
		}
		syncDir(s.Dir)
		return backup, nil
	}
	if err := f.Truncate(int64(at)); err != nil {
		return backup, msg.Errorf("game file %s cannot be written to: %v", path, outfile.Reason(err))
	}
	if err := s.syncFile.sync(f); err != nil {
		return backup, msg.Errorf("game file %s cannot be written to: %v", path, outfile.Reason(err))
	}
	return backup, nil
}

// leftoverAge is how old a temporary file of the store must be to be
// taken for one that a killed protokoll left: a game is made in
// milliseconds, and locks its temporary file as soon as it has one.
const leftoverAge = time.Minute

// CleanUp removes what protokolls killed at the wrong moment left in the
// folder and nobody uses: the temporary file of a game being made
// (.new-*, once it is old and not locked), and the folder an import
// writes its games to before linking them (.import-*, once its lock is
// free). It never touches a game file, and says nothing: what it removes
// holds nothing confirmed.
func (s Store) CleanUp() {
	entries, err := os.ReadDir(s.Dir)
	if err != nil {
		return
	}
	for _, e := range entries {
		name := e.Name()
		path := filepath.Join(s.Dir, name)
		switch {
		case isCreating(name) && e.Type().IsRegular():
			if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > leftoverAge && unused(path) {
				os.Remove(path)
			}
		case strings.HasPrefix(name, importPrefix) && e.IsDir():
			_, err := os.Lstat(filepath.Join(path, importLock))
			info, ierr := e.Info()
			// Without its lock file yet, the import may be starting.
			if err == nil && unused(filepath.Join(path, importLock)) || errors.Is(err, fs.ErrNotExist) && ierr == nil && time.Since(info.ModTime()) > leftoverAge {
				os.RemoveAll(path)
			}
		}
	}
}

// unused reports whether no protokoll holds a lock on the file at path.
func unused(path string) bool {
	f, err := os.OpenFile(path, os.O_RDONLY|noFollow, 0)
	if err != nil {
		return false
	}
	defer f.Close()
	info, err := f.Stat()
	return err == nil && lockFile(f, filepath.Base(path), info) == nil
}
