package tablecache

import (
	"bytes"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
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
	assert.Equal(t, "/c/optimal-v3-standard-forced.bin", c.Path(scoresheet.Standard(), scoresheet.Choices{Joker: scoresheet.JokerForced}))
	assert.Equal(t, "/c/optimal-v3-standard-free.bin", c.Path(scoresheet.Standard(), scoresheet.Choices{Joker: scoresheet.JokerFree}))
	assert.Equal(t, "/c/optimal-v3-scandinavian--.bin", c.Path(scoresheet.Scandinavian(), scoresheet.Choices{Joker: scoresheet.JokerFree}))
	assert.Equal(t, "/c/saved-v4-maxi-c38-level07.bin", c.savedPath(scoresheet.Maxi(), scoresheet.Choices{}, optimal.SavedCap, 7))
	_, _, err := c.load(scoresheet.Maxi(), scoresheet.Choices{}, 0.5)
	assert.ErrorIs(t, err, optimal.ErrSavedRolls, "maxi has no risk tables")
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

// TestLoadNear: advice from the blocks alone is the whole table's; a
// block it needs that is damaged (a flipped bit, another block in its
// place), a damaged header or a file cut short is not trusted: the table
// is worked out again and saved. A damaged block it does not need is not
// read, and the whole table's next load finds it.
func TestLoadNear(t *testing.T) {
	c := Cache{Dir: t.TempDir()}
	// standard with nine of its boxes, the yatzy's 50 and its joker among
	// them: the table is rebuilt after each damage, which for the whole
	// standard game took seconds each, many more under the race detector.
	v := scoresheet.Standard()
	v.ID = "standard-nine-boxes"
	v.Boxes = append(v.Boxes[:6:6], scoresheet.FullHouse, scoresheet.Yatzy, scoresheet.Chance)
	whole, _, err := c.Load(v, scoresheet.Choices{})
	require.NoError(t, err)
	st := optimal.State{Filled: map[scoresheet.Box]bool{scoresheet.Yatzy: true, scoresheet.Sixes: true}, Upper: 18, Fifty: true}
	dice := scoresheet.Roll{6, 6, 6, 6, 6}
	want, err := whole.Advise(st, dice, 2)
	require.NoError(t, err)
	near, outcome, err := c.LoadNear(v, scoresheet.Choices{}, st)
	require.NoError(t, err)
	assert.Equal(t, Read, outcome)
	got, err := near.Advise(dice, 2)
	require.NoError(t, err)
	assert.Equal(t, want, got)

	path := c.Path(v, scoresheet.Choices{})
	good, err := os.ReadFile(path)
	require.NoError(t, err)
	block, err := optimal.BlockLen(v, scoresheet.Choices{})
	require.NoError(t, err)
	blocks := len(whole.Values()) / block
	values := len(good) - 8*len(whole.Values()) // where the values begin
	at := func(b int) int { return values + 8*block*b }
	needed, err := optimal.NearBlocks(v, scoresheet.Choices{}, st)
	require.NoError(t, err)
	other := needed[len(needed)-1] + 1 // a block the advice does not read
	require.NotContains(t, needed, other)
	for name, damage := range map[string]func([]byte) []byte{
		"a flipped bit in a block it needs": func(b []byte) []byte { b[at(needed[1])+5] ^= 1; return b },
		"another block in its place": func(b []byte) []byte {
			copy(b[at(needed[0]):at(needed[0]+1)], good[at(other):at(other+1)])
			return b
		},
		"a flipped bit in the header": func(b []byte) []byte { b[30] ^= 1; return b },
		"a flipped bit in a checksum": func(b []byte) []byte { b[values-4*blocks+4*needed[0]] ^= 1; return b },
		"cut short":                   func(b []byte) []byte { return b[:len(b)-8] },
	} {
		require.NoError(t, os.WriteFile(path, damage(bytes.Clone(good)), 0o644))
		near, outcome, err := c.LoadNear(v, scoresheet.Choices{}, st)
		require.NoError(t, err, name)
		assert.Equal(t, Rebuilt, outcome, name)
		got, err := near.Advise(dice, 2)
		require.NoError(t, err)
		assert.Equal(t, want, got, name)
		fixed, _ := os.ReadFile(path)
		assert.True(t, bytes.Equal(good, fixed), "%s: the rebuilt table is saved again", name)
	}

	damaged := bytes.Clone(good)
	damaged[at(other)+3] ^= 1
	require.NoError(t, os.WriteFile(path, damaged, 0o644))
	_, outcome, err = c.LoadNear(v, scoresheet.Choices{}, st)
	require.NoError(t, err)
	assert.Equal(t, Read, outcome, "a damaged block advice does not read")
	_, outcome, err = c.Load(v, scoresheet.Choices{})
	require.NoError(t, err)
	assert.Equal(t, Rebuilt, outcome, "the whole table checks every block")

	_, _, err = c.LoadNear(v, scoresheet.Choices{}, optimal.State{Filled: map[scoresheet.Box]bool{}, Upper: 7})
	assert.ErrorContains(t, err, "cannot come from the upper boxes filled", "a sheet that cannot be, not a damaged file")
}

// TestTemporaryFilesOfKilledWritesGo: the hidden files a write killed
// midway leaves (renameio's, ".NAME" and a number) go when the cache is
// written next (the table's own at once: no other process writes it while
// this one holds its lock; another's once an hour old) and when a table
// is prepared; a write under way and other files are left alone.
func TestTemporaryFilesOfKilledWritesGo(t *testing.T) {
	c := Cache{Dir: t.TempDir()}
	v := scoresheet.Forced()
	own := filepath.Join(c.Dir, "."+filepath.Base(c.Path(v, scoresheet.Choices{}))+"8412345")
	old := filepath.Join(c.Dir, "."+filepath.Base(c.Path(scoresheet.Standard(), scoresheet.Choices{}))+"93")
	older := filepath.Join(c.Dir, ".optimal-v2-scandinavian--.bin7")
	fresh := filepath.Join(c.Dir, "."+filepath.Base(c.Path(scoresheet.Scandinavian(), scoresheet.Choices{}))+"55")
	other := filepath.Join(c.Dir, ".notes")
	notes := filepath.Join(c.Dir, "."+filepath.Base(c.Path(v, scoresheet.Choices{}))+"-notes")
	for _, p := range []string{own, old, older, fresh, other, notes} {
		require.NoError(t, os.WriteFile(p, make([]byte, 1000), 0o644))
	}
	hourAgo := time.Now().Add(-2 * time.Hour)
	for _, p := range []string{old, older, other, notes} {
		require.NoError(t, os.Chtimes(p, hourAgo, hourAgo))
	}
	_, outcome, err := c.Load(v, scoresheet.Choices{})
	require.NoError(t, err)
	assert.Equal(t, Built, outcome)
	assert.NoFileExists(t, own)
	assert.NoFileExists(t, old)
	assert.NoFileExists(t, older)
	assert.FileExists(t, fresh, "another table's write may be under way")
	assert.FileExists(t, other)
	assert.FileExists(t, notes, "a name like the table's but no pending file")

	// Prepared, a table already cached: its own go too.
	require.NoError(t, os.WriteFile(own, make([]byte, 1000), 0o644))
	outcome, err = c.Prepare(v, scoresheet.Choices{})
	require.NoError(t, err)
	assert.Equal(t, Read, outcome)
	assert.NoFileExists(t, own)
	assert.FileExists(t, fresh)
	entries, _ := os.ReadDir(c.Dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.ElementsMatch(t, []string{filepath.Base(c.Path(v, scoresheet.Choices{})), filepath.Base(fresh), ".notes", filepath.Base(notes)}, names, "no lock is left either")
}

// TestPrepareFailsWhenTheTableCannotBeKept: a cache folder that cannot be
// made (a file is in the way) is an error for Prepare, where Load returns
// the table worked out and the error.
func TestPrepareFailsWhenTheTableCannotBeKept(t *testing.T) {
	file := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	c := Cache{Dir: filepath.Join(file, "cache")}
	_, err := c.Prepare(scoresheet.Forced(), scoresheet.Choices{})
	assert.Error(t, err)
	tab, _, err := c.Load(scoresheet.Forced(), scoresheet.Choices{})
	assert.Error(t, err)
	assert.NotNil(t, tab)
}

// BenchmarkLoadNear reads what advice on the empty scandinavian sheet
// needs from the cached table: its header, the blocks' checksums and 16
// blocks, each checked.
func BenchmarkLoadNear(b *testing.B) {
	c := Cache{Dir: b.TempDir()}
	if _, _, err := c.Load(scoresheet.Scandinavian(), scoresheet.Choices{}); err != nil {
		b.Fatal(err)
	}
	st := optimal.State{Filled: map[scoresheet.Box]bool{}}
	b.ReportAllocs()
	for b.Loop() {
		if _, outcome, err := c.LoadNear(scoresheet.Scandinavian(), scoresheet.Choices{}, st); err != nil || outcome != Read {
			b.Fatal(outcome, err)
		}
	}
}
