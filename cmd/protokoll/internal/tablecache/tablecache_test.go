package tablecache

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

func TestLoadBuildsReadsAndRebuilds(t *testing.T) {
	c := Cache{Dir: filepath.Join(t.TempDir(), "cache")}
	v := scoresheet.Forced()
	first, outcome, err := c.Load(v, scoresheet.Choices{})
	require.NoError(t, err)
	assert.Equal(t, Built, outcome)

	again, outcome, err := c.Load(v, scoresheet.Choices{})
	require.NoError(t, err)
	assert.Equal(t, Read, outcome)
	assert.Equal(t, first.Values(), again.Values())

	path := c.Path(v, scoresheet.Choices{})
	good, err := os.ReadFile(path)
	require.NoError(t, err)
	for name, damage := range map[string]func([]byte) []byte{
		"a flipped bit":  func(b []byte) []byte { b[len(b)/2] ^= 1; return b },
		"cut short":      func(b []byte) []byte { return b[:len(b)-100] },
		"empty":          func([]byte) []byte { return nil },
		"trailing bytes": func(b []byte) []byte { return append(b, 0) },
		"another header": func(b []byte) []byte { copy(b, "protokoll optimal tablX"); return b },
	} {
		require.NoError(t, os.WriteFile(path, damage(append([]byte(nil), good...)), 0o644))
		tab, outcome, err := c.Load(v, scoresheet.Choices{})
		require.NoError(t, err, name)
		assert.Equal(t, Rebuilt, outcome, name)
		assert.Equal(t, first.Values(), tab.Values(), name)
		fixed, _ := os.ReadFile(path)
		assert.Equal(t, good, fixed, "%s: the rebuilt table is saved again", name)
	}
	entries, _ := os.ReadDir(c.Dir)
	assert.Len(t, entries, 1, "no temporary file is left behind")
}

// TestKilledWritesAreCleanedUp: the pending file a write killed before
// its rename left beside a table (17 MB for scandinavian) goes when the
// table is next written; another table's, and a file of another name,
// stay.
func TestKilledWritesAreCleanedUp(t *testing.T) {
	c := Cache{Dir: t.TempDir()}
	base := filepath.Base(c.Path(scoresheet.Forced(), scoresheet.Choices{}))
	left := filepath.Join(c.Dir, "."+base+"4815162342")
	other := filepath.Join(c.Dir, ".optimal-v2-standard-forced.bin1234")
	mine := filepath.Join(c.Dir, "."+base+"-notes")
	for _, p := range []string{left, other, mine} {
		require.NoError(t, os.WriteFile(p, []byte("half a table"), 0o644))
	}
	_, _, err := c.Load(scoresheet.Forced(), scoresheet.Choices{})
	require.NoError(t, err)
	assert.NoFileExists(t, left)
	assert.FileExists(t, other, "another table's write may still be going on")
	assert.FileExists(t, mine, "not a pending file")
}

func TestOlderVersionsAreRemoved(t *testing.T) {
	c := Cache{Dir: t.TempDir()}
	old := filepath.Join(c.Dir, "optimal-v1-forced--.bin")
	other := filepath.Join(c.Dir, "optimal-v1-standard-forced.bin")
	require.NoError(t, os.WriteFile(old, []byte("old"), 0o644))
	require.NoError(t, os.WriteFile(other, []byte("old"), 0o644))
	_, outcome, err := c.Load(scoresheet.Forced(), scoresheet.Choices{})
	require.NoError(t, err)
	assert.Equal(t, Built, outcome)
	assert.NoFileExists(t, old)
	assert.FileExists(t, other, "another variant's table is left alone")
}

func TestRulesHaveTheirOwnFiles(t *testing.T) {
	c := Cache{Dir: "/c"}
	assert.Equal(t, "/c/optimal-v2-standard-forced.bin", c.Path(scoresheet.Standard(), scoresheet.Choices{Joker: scoresheet.JokerForced}))
	assert.Equal(t, "/c/optimal-v2-standard-free.bin", c.Path(scoresheet.Standard(), scoresheet.Choices{Joker: scoresheet.JokerFree}))
	assert.Equal(t, "/c/optimal-v2-scandinavian--.bin", c.Path(scoresheet.Scandinavian(), scoresheet.Choices{Joker: scoresheet.JokerFree}))
	_, _, err := c.Load(scoresheet.Maxi(), scoresheet.Choices{})
	assert.ErrorContains(t, err, "too large for a laptop")
}

func TestDefaultDir(t *testing.T) {
	env := func(m map[string]string) func(string) string { return func(k string) string { return m[k] } }
	d, _ := DefaultDir(env(map[string]string{"PROTOKOLL_CACHE": "/p", "XDG_CACHE_HOME": "/x", "HOME": "/h"}))
	assert.Equal(t, "/p", d)
	d, _ = DefaultDir(env(map[string]string{"XDG_CACHE_HOME": "/x", "HOME": "/h"}))
	assert.Equal(t, "/x/protokoll", d)
	d, _ = DefaultDir(env(map[string]string{"HOME": "/h"}))
	assert.Equal(t, "/h/.cache/protokoll", d)
	_, err := DefaultDir(env(nil))
	assert.Error(t, err)
}

// BenchmarkLoadScandinavian reads the full scandinavian table from the
// cache: what advice costs once the table is there.
func BenchmarkLoadScandinavian(b *testing.B) {
	c := Cache{Dir: b.TempDir()}
	if _, _, err := c.Load(scoresheet.Scandinavian(), scoresheet.Choices{}); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, outcome, err := c.Load(scoresheet.Scandinavian(), scoresheet.Choices{}); err != nil || outcome != Read {
			b.Fatal(outcome, err)
		}
	}
}

// TestLoadStart: the empty sheet's distribution is worked out, saved,
// read back the same, and worked out again when its file is damaged.
func TestLoadStart(t *testing.T) {
	c := Cache{Dir: filepath.Join(t.TempDir(), "cache")}
	tab, _, err := c.Load(scoresheet.Forced(), scoresheet.Choices{})
	require.NoError(t, err)
	first, outcome, err := c.LoadStart(tab)
	require.NoError(t, err)
	assert.Equal(t, Built, outcome)
	assert.Equal(t, tab.StartDistribution(), first)
	assert.InDelta(t, tab.Start(), first.Mean(), 1e-9)

	again, outcome, err := c.LoadStart(tab)
	require.NoError(t, err)
	assert.Equal(t, Read, outcome)
	assert.Equal(t, first, again)

	path := c.StartPath(scoresheet.Forced(), scoresheet.Choices{})
	assert.NotEqual(t, c.Path(scoresheet.Forced(), scoresheet.Choices{}), path)
	good, err := os.ReadFile(path)
	require.NoError(t, err)
	for name, damage := range map[string]func([]byte) []byte{
		"a flipped bit":  func(b []byte) []byte { b[len(b)-20] ^= 1; return b },
		"cut short":      func(b []byte) []byte { return b[:len(b)-9] },
		"a table's head": func(b []byte) []byte { copy(b, magic); return b },
	} {
		require.NoError(t, os.WriteFile(path, damage(append([]byte(nil), good...)), 0o644))
		d, outcome, err := c.LoadStart(tab)
		require.NoError(t, err, name)
		assert.Equal(t, Rebuilt, outcome, name)
		assert.Equal(t, first, d, name)
		fixed, _ := os.ReadFile(path)
		assert.Equal(t, good, fixed, "%s: saved again", name)
	}
}

// TestOneWorksATableOut: two at once wanting the same table that is not
// cached yet (two protokoll processes, or the packages' tests) do not both
// work it out: one does, the other waits and reads what it saved.
func TestOneWorksATableOut(t *testing.T) {
	dir := t.TempDir()
	var mu sync.Mutex
	solved := 0
	outcomes := make(chan Outcome, 2)
	var wg sync.WaitGroup
	for range 2 {
		wg.Go(func() {
			working := false
			progress := func(float64) { // called only while working it out
				if !working {
					working = true
					mu.Lock()
					solved++
					mu.Unlock()
					time.Sleep(100 * time.Millisecond) // the other is at the lock by now
				}
			}
			c := Cache{Dir: dir, Progress: progress}
			tab, outcome, err := c.Load(scoresheet.Forced(), scoresheet.Choices{})
			assert.NoError(t, err)
			assert.NotNil(t, tab)
			outcomes <- outcome
		})
	}
	wg.Wait()
	close(outcomes)
	var got []Outcome
	for o := range outcomes {
		got = append(got, o)
	}
	assert.ElementsMatch(t, []Outcome{Built, Read}, got)
	assert.Equal(t, 1, solved, "worked out once")
	entries, _ := os.ReadDir(dir)
	assert.Len(t, entries, 1, "the table, and no lock left behind")
}
