package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/interrupt"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

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
	// syncFile, when set (by tests), makes the files the store writes
	// durable in place of (*os.File).Sync: a disk that fails.
	syncFile syncer
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
	// Replay replays the game file f by the rules of the kind its header
	// names, as a check of it (an import's games, a repair's): known is
	// false, and err nil, for a kind it does not know. The program's is
	// its kinds' (gamekind.Kinds.Replay), so that a game of any of them
	// is imported and repaired; nil: the two kinds this package keeps
	// (Yatzy, the card game).
	Replay func(f *File) (known bool, err error)
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
