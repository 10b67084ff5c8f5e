package store

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The tests of this file are issue 25's: what repair, a file changed in
// place, a power cut and a full disk do at the edges of a game file.

// header4 is the header line of a game of a newer protokoll's format 4,
// with a checksum that holds.
var header4 = string(withSum([]byte(`{"protokoll":4,"game":"yatzy","created":"2030-01-01T20:00:00Z","settings":{"variant":"scandinavian","players":["Anna"],"rules":{"joker":"forced"}}}`))) + "\n"

// TestANewerFormatIsNotDamage: a game file of a newer format, its
// checksum sound, is neither damaged nor repaired: protokoll says to
// update it, and the file is left as it is.
func TestANewerFormatIsNotDamage(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	content := header4 + string(withSum([]byte(`{"at":"2030-01-01T20:01:00Z","kind":"roll","new":"in format 4"}`))) + "\n"
	path := s.path("g")
	require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
	for _, open := range []func(string) (*File, error){s.Open, s.Read} {
		_, err := open("g")
		require.ErrorIs(t, err, ErrNewer)
		var d *DamagedError
		assert.False(t, errors.As(err, &d), "not damage: %v", err)
		assert.EqualError(t, err, "game file "+path+" was made by a newer protokoll (format 4; this one reads up to 3): update protokoll to open it; the file was left as it is")
	}
	_, err := s.PlanRepair("g")
	assert.ErrorIs(t, err, ErrNewer, "nothing to repair")
	after, _ := os.ReadFile(path)
	assert.Equal(t, content, string(after))

	// Without a checksum that holds, "format 4" may be a changed byte: damage.
	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(header4, `"protokoll":4`, `"protokoll":5`, 1)), 0o644))
	_, err = s.Read("g")
	var d *DamagedError
	assert.True(t, errors.As(err, &d), "%v", err)
}

// turn is the record of Anna's turn in box, with dice.
func turn(box, dice string) string {
	return `{"at":"2026-11-30T20:01:00Z","kind":"turn","player":"Anna","box":"` + box + `","dice":[` + dice + `]}`
}

// tornGame makes game g in s, a Yatzy game of Anna's: a header, a blank
// line, three turns and a line cut off mid-write.
func tornGame(t *testing.T, s Store) string {
	t.Helper()
	j, err := s.Create("g", Header{Game: GameYatzy, Created: created, Settings: json.RawMessage(`{"variant":"scandinavian","players":["Anna"],"rules":{"joker":"forced"}}`)})
	require.NoError(t, err)
	require.NoError(t, j.Close())
	path := s.path("g")
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	require.NoError(t, err)
	f.WriteString("\n")
	f.WriteString(chainedAfter(t, path, turn("ones", "1,1,1,2,3"), turn("twos", "2,2,1,3,4"), turn("threes", "3,3,3,1,2")))
	f.WriteString(`{"sum":"0badc0de","kind":"tu`)
	f.Close()
	return path
}

// TestRepairCountsBlankLines: the line a repair cuts from is the file's
// own line number, blank lines counted: the torn sixth line, not the
// sound fifth.
func TestRepairCountsBlankLines(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	path := tornGame(t, s)
	p, err := s.PlanRepair("g")
	require.NoError(t, err)
	assert.Equal(t, 6, p.Line)
	assert.Equal(t, 6, p.Lines)
	_, err = s.Repair(p)
	require.NoError(t, err)
	r, err := s.Read("g")
	require.NoError(t, err)
	assert.Len(t, r.Records, 3, "the three turns stand")
	assert.Empty(t, r.Warnings)
	data, _ := os.ReadFile(path)
	assert.True(t, strings.HasSuffix(string(data), `"dice":[3,3,3,1,2]}`+"\n"))
}

// TestRepairRefusesAFileChangedSinceItLooked: an entry recorded while
// repair waited for its confirmation is never cut: repair looks again
// under the lock, sees the file changed, and leaves it as it is.
func TestRepairRefusesAFileChangedSinceItLooked(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	path := tornGame(t, s)
	p, err := s.PlanRepair("g")
	require.NoError(t, err)
	j, err := s.Open("g") // a record, while repair asks
	require.NoError(t, err)
	require.NoError(t, j.Append(json.RawMessage(turn("fours", "4,4,1,2,3"))))
	require.NoError(t, j.Close())
	before, _ := os.ReadFile(path)
	_, err = s.Repair(p)
	require.ErrorIs(t, err, ErrChangedSince)
	assert.EqualError(t, err, "game file "+path+" changed since repair looked at it (an entry was recorded, or it was edited): nothing was cut; run protokoll repair g again")
	after, _ := os.ReadFile(path)
	assert.Equal(t, string(before), string(after))
	backups, _ := filepath.Glob(path + ".bak-*")
	assert.Empty(t, backups)
	r, err := s.Read("g")
	require.NoError(t, err)
	assert.Len(t, r.Records, 4)
}

// TestBackupsNeverOverwriteEachOther: two repairs in the same second keep
// two copies.
func TestBackupsNeverOverwriteEachOther(t *testing.T) {
	at := time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC)
	s := Store{Dir: t.TempDir(), Now: func() time.Time { return at }}
	var contents []string
	for range 3 {
		path := tornGame(t, s)
		data, _ := os.ReadFile(path)
		contents = append(contents, string(data))
		p, err := s.PlanRepair("g")
		require.NoError(t, err)
		p.Line = 1 // the whole file, so that the next game can take its name
		_, err = s.Repair(p)
		require.Error(t, err, "a plan is not to be changed")
		p, err = s.PlanRepair("g")
		require.NoError(t, err)
		_, err = s.Repair(p)
		require.NoError(t, err)
		require.NoError(t, os.Remove(path))
	}
	backups, err := filepath.Glob(filepath.Join(s.Dir, "g.jsonl.bak-*"))
	require.NoError(t, err)
	require.Len(t, backups, 3)
	var kept []string
	for _, b := range backups {
		data, _ := os.ReadFile(b)
		kept = append(kept, string(data))
	}
	assert.ElementsMatch(t, contents, kept)
}

// TestZeroBytesAfterAPowerCut: a tail of zero bytes (a power cut after the
// file grew and before its data reached the disk) is a line cut off, as
// a torn line is: left out with a warning, and cut at the next entry.
func TestZeroBytesAfterAPowerCut(t *testing.T) {
	for name, tail := range map[string]string{
		"zeros alone":        strings.Repeat("\x00", 4096),
		"after a line begun": `{"sum":"12` + strings.Repeat("\x00", 300),
	} {
		s := Store{Dir: t.TempDir()}
		newTestGame(t, s, "g", `{"kind":"turn"}`)
		path := s.path("g")
		f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
		f.WriteString(tail)
		f.Close()
		r, err := s.Read("g")
		require.NoError(t, err, name)
		assert.Len(t, r.Records, 1, name)
		require.Len(t, r.Warnings, 1, name)
		assert.ErrorContains(t, r.Warnings[0], "line 3 was cut off mid-write", name)
		j, err := s.Open("g")
		require.NoError(t, err, name)
		require.NoError(t, j.Append(json.RawMessage(`{"kind":"undo"}`)), name)
		j.Close()
		r, err = s.Read("g")
		require.NoError(t, err, name)
		assert.Len(t, r.Records, 2, name)
		assert.Empty(t, r.Warnings, name)
		torn, _ := os.ReadFile(path + TornExt)
		assert.Equal(t, tail+"\n", string(torn), name)
	}
}

// TestAnInPlaceEditStopsTheGame: a file cut short in place while the game
// is open (an editor that saves over the file) is noticed before the next
// entry: nothing is appended, the game stops, and what it held is kept.
func TestAnInPlaceEditStopsTheGame(t *testing.T) {
	for name, edit := range map[string]func(path string){
		"cut short": func(path string) { fi, _ := os.Stat(path); os.Truncate(path, fi.Size()-10) },
		"a byte changed": func(path string) {
			f, _ := os.OpenFile(path, os.O_WRONLY, 0)
			fi, _ := f.Stat()
			f.WriteAt([]byte("X"), fi.Size()-5)
			f.Close()
		},
		"a line added": func(path string) {
			more := chainedAfter(t, path, `{"kind":"turn"}`)
			f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
			f.WriteString(more)
			f.Close()
		},
		"emptied, refilled": func(path string) {
			data, _ := os.ReadFile(path)
			os.WriteFile(path, []byte(strings.Replace(string(data), "turn", "tUrn", 1)), 0o644)
		},
	} {
		s := Store{Dir: t.TempDir()}
		newTestGame(t, s, "g", `{"kind":"turn"}`, `{"kind":"turn","box":"twos"}`)
		path := s.path("g")
		held, _ := os.ReadFile(path)
		j, err := s.Open("g")
		require.NoError(t, err, name)
		edit(path)
		edited, _ := os.ReadFile(path)
		err = j.Append(json.RawMessage(`{"kind":"undo"}`))
		require.ErrorIs(t, err, ErrChanged, name)
		assert.ErrorIs(t, err, ErrStopped, name)
		assert.ErrorContains(t, err, "the game file "+path+" was changed by another program while the game was open", name)
		after, _ := os.ReadFile(path)
		assert.Equal(t, string(edited), string(after), "%s: nothing appended", name)
		kept, _ := filepath.Glob(path + ".kept-*")
		require.Len(t, kept, 1, name)
		data, _ := os.ReadFile(kept[0])
		assert.Equal(t, string(held), string(data), "%s: what the game held is kept", name)
		assert.Error(t, j.Append(json.RawMessage(`{"kind":"undo"}`)), "%s: the game is closed", name)
	}
}

// TestAFullDiskLeavesTheGameOpen: an entry the disk has no room for is
// not saved, the file is put back, and the game stays open for the entry
// to be made again; the message says why in words, once, and names the
// game's file.
func TestAFullDiskLeavesTheGameOpen(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	newTestGame(t, s, "g", `{"kind":"turn"}`)
	path := s.path("g")
	before, _ := os.ReadFile(path)
	j, err := s.Open("g")
	require.NoError(t, err)
	defer j.Close()
	j.syncFile = func(f *os.File) error {
		j.syncFile = nil // the disk is full once: putting the file back works
		return &os.PathError{Op: "sync", Path: path, Err: syscall.ENOSPC}
	}
	err = j.Append(json.RawMessage(`{"kind":"undo"}`))
	require.ErrorIs(t, err, ErrNotSaved)
	assert.NotErrorIs(t, err, ErrStopped)
	assert.EqualError(t, err, "not saved: writing to "+path+" failed: the disk is full; the file is as it was before")
	after, _ := os.ReadFile(path)
	assert.Equal(t, string(before), string(after))
	require.NoError(t, j.Append(json.RawMessage(`{"kind":"undo"}`)), "the game goes on")
	r, err := s.Read("g")
	require.NoError(t, err)
	assert.Len(t, r.Records, 2)
}

// TestANewGameOnAFullDisk: a game that cannot be made says so naming the
// game's file, never the temporary one, and leaves nothing behind.
func TestANewGameOnAFullDisk(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	s.syncFile = func(f *os.File) error { return &os.PathError{Op: "sync", Path: f.Name(), Err: syscall.ENOSPC} }
	_, err := s.Create("g", Header{Game: "yatzy"})
	require.Error(t, err)
	assert.EqualError(t, err, "the game g could not be made: writing to "+s.path("g")+" failed: the disk is full")
	entries, _ := os.ReadDir(s.Dir)
	assert.Empty(t, entries)
}

// TestLeftoversAreCleanedUp: the temporary file of a game being made,
// left by a kill, is removed once it is old; a young one, which a
// protokoll may be making now, is left.
func TestLeftoversAreCleanedUp(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	newTestGame(t, s, "g")
	old := filepath.Join(s.Dir, ".new-123.jsonl")
	young := filepath.Join(s.Dir, ".new-456.jsonl")
	staged := filepath.Join(s.Dir, ".import-789")
	require.NoError(t, os.WriteFile(old, []byte("{"), 0o600))
	require.NoError(t, os.WriteFile(young, []byte("{"), 0o600))
	require.NoError(t, os.MkdirAll(staged, 0o700))
	require.NoError(t, os.WriteFile(filepath.Join(staged, "g.jsonl"), []byte("{"), 0o600))
	long := time.Now().Add(-time.Hour)
	require.NoError(t, os.Chtimes(old, long, long))
	require.NoError(t, os.Chtimes(staged, long, long))
	s.CleanUp()
	assert.NoFileExists(t, old)
	assert.NoDirExists(t, staged)
	assert.FileExists(t, young)
	assert.FileExists(t, s.path("g"))
}

// TestFingerprint: a game file's fingerprint is its bytes', whatever its
// time of change says: a byte changed, a file grown or cut have another;
// a long file is read whole (a FIFO in its place: fifo_unix_test.go).
func TestFingerprint(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	newTestGame(t, s, "g", `{"kind":"turn"}`)
	path := s.path("g")
	_, p, err := s.ReadPrint("g")
	require.NoError(t, err)
	got, buf, ok := s.Fingerprint("g", nil)
	require.True(t, ok)
	assert.Equal(t, p, got)
	data, _ := os.ReadFile(path)
	info, _ := os.Stat(path)
	for what, content := range map[string]string{
		"a byte changed": strings.Replace(string(data), "turn", "turm", 1),
		"grown":          string(data) + "\n",
		"cut":            string(data[:len(data)-1]),
		"long":           string(data) + strings.Repeat(string(withSum([]byte(`{"kind":"undo"}`)))+"\n", 20000),
	} {
		require.NoError(t, os.WriteFile(path, []byte(content), 0o600))
		require.NoError(t, os.Chtimes(path, info.ModTime(), info.ModTime()))
		got, buf, ok = s.Fingerprint("g", buf)
		require.True(t, ok, what)
		assert.NotEqual(t, p, got, what)
		assert.Equal(t, fingerprintOf([]byte(content)), got, what)
	}
}
