package history

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// fixtures copies the fixture games into a folder of the test's own.
func fixtures(t *testing.T) store.Store {
	t.Helper()
	dir := t.TempDir()
	src := filepath.Join("..", "..", "..", "..", "testdata", "history")
	entries, err := os.ReadDir(src)
	require.NoError(t, err)
	for _, e := range entries {
		if filepath.Ext(e.Name()) == ".jsonl" {
			b, err := os.ReadFile(filepath.Join(src, e.Name()))
			require.NoError(t, err)
			require.NoError(t, os.WriteFile(filepath.Join(dir, e.Name()), b, 0o600))
		}
	}
	return store.Store{Dir: dir}
}

// TestIndexGivesWhatTheFilesSay: the statistics through the index are
// those of the files read afresh, after the index is made, after a game
// changes, after one is removed, and when the index is damaged; a damaged
// game is never indexed and is reported every time.
func TestIndexGivesWhatTheFilesSay(t *testing.T) {
	s := fixtures(t)
	cache := t.TempDir()
	check := func(what string) {
		t.Helper()
		fresh, damagedFresh, err := Results(s, kinds, "")
		require.NoError(t, err)
		indexed, damaged, err := Results(s, kinds, cache)
		require.NoError(t, err)
		assert.Equal(t, Compute(kinds, fresh, Filter{}, nil), Compute(kinds, indexed, Filter{}, nil), what)
		assert.Equal(t, names(damagedFresh), names(damaged), what)
		again, damaged, err := Results(s, kinds, cache) // from the index, this time
		require.NoError(t, err)
		assert.Equal(t, Compute(kinds, fresh, Filter{}, nil), Compute(kinds, again, Filter{}, nil), what+", read back")
		assert.Equal(t, []string{"skrap"}, names(damaged), what)
	}
	check("made")

	// A game played on: its file grows, and it is read again.
	path := filepath.Join(s.Dir, "kvall-d.jsonl")
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	a, err := os.ReadFile(filepath.Join(s.Dir, "kvall-a.jsonl"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, a, 0o600)) // kvall-d is now kvall-a's game, finished
	later := time.Now().Add(time.Minute)
	require.NoError(t, os.Chtimes(path, later, later))
	check("changed")
	results, _, err := Results(s, kinds, cache)
	require.NoError(t, err)
	assert.Equal(t, 5, Compute(kinds, results, Filter{}, nil).Games, "kvall-d counts now")
	_ = b

	require.NoError(t, os.Remove(filepath.Join(s.Dir, "kvall-b.jsonl")))
	check("removed")

	idx, err := filepath.Glob(filepath.Join(cache, "history-*.idx"))
	require.NoError(t, err)
	require.Len(t, idx, 1)
	require.NoError(t, os.WriteFile(idx[0], []byte("not an index"), 0o600))
	check("damaged index")
}

func names(ds []Damaged) []string {
	out := []string{}
	for _, d := range ds {
		out = append(out, d.Name)
	}
	return out
}

// TestAFlippedBitInTheIndexIsSeen: a bit flipped anywhere in the index
// (a failing disk) never changes a figure: the index's checksum no
// longer holds, the results are read from the files, and the index is
// made anew.
func TestAFlippedBitInTheIndexIsSeen(t *testing.T) {
	s := fixtures(t)
	cache := t.TempDir()
	fresh, _, err := Results(s, kinds, "")
	require.NoError(t, err)
	want := Compute(kinds, fresh, Filter{}, nil)
	_, _, err = Results(s, kinds, cache)
	require.NoError(t, err)
	path := IndexPath(s, cache)
	good, err := os.ReadFile(path)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(4, 150))
	for range 150 {
		bad := bytes.Clone(good)
		bit := rng.IntN(len(bad) * 8)
		bad[bit/8] ^= 1 << (bit % 8)
		require.NoError(t, os.WriteFile(path, bad, 0o600))
		got, _, err := Results(s, kinds, cache)
		require.NoError(t, err)
		require.Equal(t, want, Compute(kinds, got, Filter{}, nil), "bit %d flipped", bit)
		again := readIndex(path)
		require.Len(t, again.Games, 5, "bit %d: the index is made anew", bit)
	}
}

// TestTheIndexMakesItsFolder: the index is kept even where the cache
// folder was not there yet.
func TestTheIndexMakesItsFolder(t *testing.T) {
	s := fixtures(t)
	cache := filepath.Join(t.TempDir(), "not", "yet")
	_, _, err := Results(s, kinds, cache)
	require.NoError(t, err)
	assert.FileExists(t, IndexPath(s, cache))
	assert.Len(t, readIndex(IndexPath(s, cache)).Games, 5)
}

// TestKilledIndexWritesAreCleanedUp: a pending index file left by a
// write killed before its rename goes when the index is next written,
// once it is a minute old (a younger one may be another run's, writing).
func TestKilledIndexWritesAreCleanedUp(t *testing.T) {
	s := fixtures(t)
	cache := t.TempDir()
	path := IndexPath(s, cache)
	old := filepath.Join(cache, "."+filepath.Base(path)+"271828")
	young := filepath.Join(cache, "."+filepath.Base(path)+"314159")
	require.NoError(t, os.WriteFile(old, []byte("half an index"), 0o644))
	require.NoError(t, os.WriteFile(young, []byte("half an index"), 0o644))
	hour := time.Now().Add(-time.Hour)
	require.NoError(t, os.Chtimes(old, hour, hour))
	_, _, err := Results(s, kinds, cache)
	require.NoError(t, err)
	assert.FileExists(t, path)
	assert.NoFileExists(t, old)
	assert.FileExists(t, young)
}

// aged writes the index at path back as if it had been made an hour
// later: every game file's last change is then well over StatGrain older
// than the index, as it is for games played before the evening's stats.
func aged(t *testing.T, path string) index {
	t.Helper()
	idx := readIndex(path)
	require.NotEmpty(t, idx.Games)
	idx.Read = idx.Read.Add(time.Hour)
	writeIndex(path, idx)
	return idx
}

// editKeepingTime flips a byte of the game file at path in place (or
// writes the edited bytes aside and renames them over it) and puts its
// time of change back; it tries again until the file's time of status
// change, which no one can put back, has moved on from was (a clock tick
// later).
func editKeepingTime(t *testing.T, s store.Store, name string, renameOver bool, was store.Stat) {
	t.Helper()
	path := filepath.Join(s.Dir, name+store.Ext)
	info, err := os.Stat(path)
	require.NoError(t, err)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	i := bytes.Index(data, []byte(`"kind"`))
	require.Positive(t, i)
	data[i+1] = 'K' // "Kind": the line's checksum no longer holds
	for range 500 {
		if renameOver {
			require.NoError(t, os.WriteFile(path+".new", data, 0o600))
			require.NoError(t, os.Chtimes(path+".new", info.ModTime(), info.ModTime()))
			require.NoError(t, os.Rename(path+".new", path))
		} else {
			require.NoError(t, os.WriteFile(path, data, 0o600))
			require.NoError(t, os.Chtimes(path, info.ModTime(), info.ModTime()))
		}
		now, ok := s.Stat(name)
		if !ok {
			return // a system whose Stat tells nothing: the bytes are read
		}
		require.Equal(t, was.Size, now.Size)
		require.Equal(t, was.Mtime, now.Mtime, "its time of change put back")
		if now != was {
			return
		}
		time.Sleep(5 * time.Millisecond)
	}
	t.Fatal("the file's time of status change never moved on")
}

// TestAnEditWithItsTimePutBackIsSeen: a game file changed to the same
// length, its time of change put back (touch -d, a restore), in place or
// renamed over, is read again: listed as damaged and not counted, though
// the index trusts its games' Stats without reading them.
func TestAnEditWithItsTimePutBackIsSeen(t *testing.T) {
	for _, renameOver := range []bool{false, true} {
		s := fixtures(t)
		cache := t.TempDir()
		_, _, err := Results(s, kinds, cache)
		require.NoError(t, err)
		path := IndexPath(s, cache)
		idx := aged(t, path)
		if s.StatTells() {
			// The Stats are trusted: a wrong checksum in the index,
			// which only a reading would see, stays as it is.
			e, _ := idx.find("kvall-a")
			e.Print.Sum ^= 1
			i, _ := slices.BinarySearchFunc(idx.Games, "kvall-a", func(e indexed, n string) int { return strings.Compare(e.Name, n) })
			idx.Games[i] = e
			writeIndex(path, idx)
			_, _, err = Results(s, kinds, cache)
			require.NoError(t, err)
			after, _ := readIndex(path).find("kvall-a")
			require.Equal(t, e.Print, after.Print, "trusted by its Stat, not read")
		}
		was, _ := idx.find("kvall-b")
		editKeepingTime(t, s, "kvall-b", renameOver, was.Stat)
		fresh, freshDamaged, err := Results(s, kinds, "")
		require.NoError(t, err)
		got, damaged, err := Results(s, kinds, cache)
		require.NoError(t, err)
		assert.Equal(t, []string{"kvall-b", "skrap"}, names(freshDamaged), "renamed over: %v", renameOver)
		assert.Equal(t, names(freshDamaged), names(damaged), "renamed over: %v", renameOver)
		assert.Equal(t, Compute(kinds, fresh, Filter{}, nil), Compute(kinds, got, Filter{}, nil), "renamed over: %v", renameOver)
	}
}

// TestAFileChangedJustBeforeItWasReadIsCheckedByItsBytes: git's racily
// clean files. A file changed twice in one tick of the clock, the index
// reading it between the two, keeps its Stat though its bytes changed
// (made here by giving the index the Stat of the second change): while
// the file's last change is not StatGrain older than the index's
// reading, its bytes are checked, and the change is seen. Only once it
// is older is the Stat enough.
func TestAFileChangedJustBeforeItWasReadIsCheckedByItsBytes(t *testing.T) {
	s := fixtures(t)
	if !s.StatTells() {
		t.Skip("the test folder's file system tells nothing by its Stat: every file is read")
	}
	cache := t.TempDir()
	_, _, err := Results(s, kinds, cache)
	require.NoError(t, err)
	path := IndexPath(s, cache)
	idx := readIndex(path)
	was, _ := idx.find("kvall-b")
	require.True(t, was.Stat.Racy(idx.Read), "the fixtures were just copied")
	editKeepingTime(t, s, "kvall-b", false, was.Stat)
	now, ok := s.Stat("kvall-b")
	require.True(t, ok)
	i, _ := slices.BinarySearchFunc(idx.Games, "kvall-b", func(e indexed, n string) int { return strings.Compare(e.Name, n) })
	idx.Games[i].Stat = now // the second change in the tick of the first
	writeIndex(path, idx)
	fresh, _, err := Results(s, kinds, "")
	require.NoError(t, err)
	got, damaged, err := Results(s, kinds, cache)
	require.NoError(t, err)
	assert.Equal(t, []string{"kvall-b", "skrap"}, names(damaged), "checked by its bytes")
	assert.Equal(t, Compute(kinds, fresh, Filter{}, nil), Compute(kinds, got, Filter{}, nil))

	// What the rule keeps away: the same index, its reading an hour after
	// the change, trusts the Stat.
	idx.Read = idx.Read.Add(time.Hour)
	writeIndex(path, idx)
	_, damaged, err = Results(s, kinds, cache)
	require.NoError(t, err)
	assert.Equal(t, []string{"skrap"}, names(damaged), "trusted by its Stat")
}
