package store

import (
	"crypto/sha256"
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The tests of this file do to game files what people and their machines
// do (issue 12 of the project).

func sum(t *testing.T, path string) [32]byte {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return sha256.Sum256(data)
}

func TestNoLockFileIsLeftOrNeeded(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	newTestGame(t, s, "g", `{"kind":"turn"}`)
	j, err := s.Open("g")
	require.NoError(t, err)
	entries, _ := os.ReadDir(s.Dir)
	require.Len(t, entries, 1, "an open game has no lock file to delete")
	_, err = s.Open("g")
	var locked *LockedError
	require.ErrorAs(t, err, &locked, "the game file itself is locked")
	require.NoError(t, j.Close())
}

func TestOldLockFilesAreCleanedUp(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	newTestGame(t, s, "g")
	require.NoError(t, os.WriteFile(s.path("g")+".lock", nil, 0o644))
	j, err := s.Open("g")
	require.NoError(t, err)
	j.Close()
	assert.NoFileExists(t, s.path("g")+".lock")
}

func TestStrayByteAfterACompleteRecord(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	newTestGame(t, s, "g", `{"kind":"turn"}`)
	path := s.path("g")
	more := strings.TrimSuffix(chainedAfter(t, path, `{"kind":"undo"}`), "\n")
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(more)
	f.WriteString("x")
	f.Close()
	before := sum(t, path)
	_, err := s.Open("g")
	var d *DamagedError
	require.ErrorAs(t, err, &d, "a whole record and a stray byte is damage, not a torn line")
	assert.Equal(t, 3, d.Line)
	assert.Equal(t, before, sum(t, path), "nothing is cut off")
}

func TestTornLineIsKeptUntilTheNextRecord(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	newTestGame(t, s, "g", `{"kind":"turn"}`)
	path := s.path("g")
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"sum":"12345678","kind":"tu`)
	f.Close()
	before := sum(t, path)
	j, err := s.Open("g")
	require.NoError(t, err)
	require.Len(t, j.Warnings, 1)
	require.NoError(t, j.Close())
	assert.Equal(t, before, sum(t, path), "opening, and leaving without a record, changes nothing")
	assert.NoFileExists(t, path+TornExt)
}

func TestFileReplacedWhileOpen(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	newTestGame(t, s, "g", `{"kind":"turn","n":1}`)
	j, err := s.Open("g")
	require.NoError(t, err)
	require.NoError(t, j.Append(json.RawMessage(`{"kind":"turn","n":2}`)))
	mine, _ := os.ReadFile(s.path("g"))

	// An editor saves by writing a new file and renaming it over the game.
	other := filepath.Join(s.Dir, "edited")
	require.NoError(t, os.WriteFile(other, []byte("edited\n"), 0o644))
	require.NoError(t, os.Rename(other, s.path("g")))

	err = j.Append(json.RawMessage(`{"kind":"turn","n":3}`))
	require.ErrorIs(t, err, ErrReplaced)
	assert.Contains(t, err.Error(), "the game as it was here is kept in "+s.path("g")+".kept-")
	assert.Contains(t, err.Error(), "this entry is not saved", "the entry just made is said lost, as in a change in place")
	kept, _ := filepath.Glob(s.path("g") + ".kept-*")
	require.Len(t, kept, 1)
	data, _ := os.ReadFile(kept[0])
	assert.Equal(t, string(mine), string(data), "every confirmed entry is kept")
	now, _ := os.ReadFile(s.path("g"))
	assert.Equal(t, "edited\n", string(now), "the new file is not written to")
}

func TestUnfinishedCreation(t *testing.T) {
	for name, content := range map[string]string{
		"empty":      "",
		"cut header": `{"sum":"12345678","protokoll":2,"ga`,
	} {
		s := Store{Dir: t.TempDir()}
		require.NoError(t, os.WriteFile(s.path("g"), []byte(content), 0o644))
		_, err := s.Read("g")
		require.ErrorIs(t, err, ErrUnfinished, name)
		assert.Contains(t, err.Error(), "was never finished being created", name)
		_, err = s.Open("g")
		require.ErrorIs(t, err, ErrUnfinished, name)
		j, err := s.Create("g", Header{Game: "yatzy"})
		require.NoError(t, err, "%s: new replaces an unfinished game", name)
		j.Close()
		r, err := s.Read("g")
		require.NoError(t, err, name)
		assert.Equal(t, "yatzy", r.Header.Game)
	}
}

func TestCrashAtTheHeaderLeavesNoGame(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	s.syncFile = func(*os.File) error { return errors.New("injected: the disk is gone") }
	_, err := s.Create("g", Header{Game: "yatzy"})
	require.Error(t, err)
	assert.False(t, s.Exists("g"), "a header that could not be made durable gives no game")
	entries, _ := os.ReadDir(s.Dir)
	assert.Empty(t, entries, "and leaves no temporary file")
}

func TestFailedSyncTakesTheRecordBack(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	newTestGame(t, s, "g", `{"kind":"turn"}`)
	j, err := s.Open("g")
	require.NoError(t, err)
	before := sum(t, s.path("g"))
	fails := true
	j.syncFile = func(f *os.File) error {
		if fails {
			fails = false
			return errors.New("injected: I/O error")
		}
		return f.Sync()
	}
	err = j.Append(json.RawMessage(`{"kind":"undo"}`))
	require.ErrorIs(t, err, ErrNotSaved)
	assert.Contains(t, err.Error(), "the file is as it was before")
	assert.Equal(t, before, sum(t, s.path("g")), "the record is not in the file")
	assert.Len(t, j.Records, 1, "nor in the journal")
	require.NoError(t, j.Append(json.RawMessage(`{"kind":"undo"}`)), "the next try works")
	j.Close()
	r, err := s.Read("g")
	require.NoError(t, err)
	assert.Len(t, r.Records, 2)
}

func TestSymlinksAreRefused(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	elsewhere := filepath.Join(t.TempDir(), "target.jsonl")
	newTestGame(t, Store{Dir: filepath.Dir(elsewhere)}, "target", `{"kind":"turn"}`)
	before := sum(t, elsewhere)
	require.NoError(t, os.Symlink(elsewhere, s.path("g")))
	for _, open := range []func(string) (*File, error){s.Open, s.Read} {
		_, err := open("g")
		require.Error(t, err)
		assert.Contains(t, err.Error(), "is a symbolic link")
	}
	_, err := s.Create("g", Header{Game: "yatzy"})
	assert.ErrorContains(t, err, "exists already")
	names, _ := s.Names()
	assert.Empty(t, names, "games lists no link")
	assert.Equal(t, before, sum(t, elsewhere), "the target is untouched")
}

func TestNameLengthCountsBytes(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	long := strings.Repeat("𝔸", 62) // 62 letters, 248 bytes
	_, err := s.Create(long, Header{Game: "yatzy"})
	assert.ErrorContains(t, err, "248 bytes")
	ok := strings.Repeat("ä", 64) // 128 bytes
	j, err := s.Create(ok, Header{Game: "yatzy"})
	require.NoError(t, err)
	j.Close()
}

func TestUnwritableFolder(t *testing.T) {
	if os.Geteuid() == 0 {
		// root writes anywhere; a file where the folder should be stops it
		dir := filepath.Join(t.TempDir(), "file")
		require.NoError(t, os.WriteFile(dir, nil, 0o644))
		err := Store{Dir: filepath.Join(dir, "games")}.CheckWritable()
		assert.ErrorContains(t, err, "the folder for games "+filepath.Join(dir, "games")+" cannot be made")
		return
	}
	dir := t.TempDir()
	require.NoError(t, os.Chmod(dir, 0o555))
	err := Store{Dir: dir}.CheckWritable()
	assert.ErrorContains(t, err, "games cannot be saved in "+dir)
}
