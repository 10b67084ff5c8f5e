package history

import (
	"os"
	"path/filepath"
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
		fresh, damagedFresh, err := Results(s, "")
		require.NoError(t, err)
		indexed, damaged, err := Results(s, cache)
		require.NoError(t, err)
		assert.Equal(t, Compute(fresh, Filter{}, nil), Compute(indexed, Filter{}, nil), what)
		assert.Equal(t, names(damagedFresh), names(damaged), what)
		again, damaged, err := Results(s, cache) // from the index, this time
		require.NoError(t, err)
		assert.Equal(t, Compute(fresh, Filter{}, nil), Compute(again, Filter{}, nil), what+", read back")
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
	results, _, err := Results(s, cache)
	require.NoError(t, err)
	assert.Equal(t, 5, Compute(results, Filter{}, nil).Games, "kvall-d counts now")
	_ = b

	require.NoError(t, os.Remove(filepath.Join(s.Dir, "kvall-b.jsonl")))
	check("removed")

	idx, err := filepath.Glob(filepath.Join(cache, "history-*.gob"))
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

// TestIndexMadeWithItsFolder: on a machine where no table was ever kept,
// the cache folder is not there yet; the index makes it rather than
// reading every game again at every stats.
func TestIndexMadeWithItsFolder(t *testing.T) {
	s := fixtures(t)
	cache := filepath.Join(t.TempDir(), "not", "yet")
	_, _, err := Results(s, cache)
	require.NoError(t, err)
	idx, err := filepath.Glob(filepath.Join(cache, "history-*.gob"))
	require.NoError(t, err)
	assert.Len(t, idx, 1, "the index is kept")
}
