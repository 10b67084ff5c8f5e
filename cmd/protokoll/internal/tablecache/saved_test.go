package tablecache

import (
	"bytes"
	"encoding/binary"
	"maps"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// savedVariant is a reduced maxi game (the upper boxes, castle, chance and
// the yatzy, the real bonus): its table takes about a second, and its
// levels are what maxi's are.
func savedVariant() *scoresheet.Variant {
	v := *scoresheet.Maxi()
	v.ID = "maxi-reduced"
	v.Boxes = []scoresheet.Box{scoresheet.Ones, scoresheet.Twos, scoresheet.Threes, scoresheet.Fours, scoresheet.Fives, scoresheet.Sixes, scoresheet.Castle, scoresheet.Chance, scoresheet.Yatzy}
	return &v
}

// levelFiles returns the bytes of each level file in dir, by name.
func levelFiles(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	out := map[string][]byte{}
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	for _, e := range entries {
		if strings.HasPrefix(e.Name(), "saved-") && strings.HasSuffix(e.Name(), ".bin") {
			b, err := os.ReadFile(filepath.Join(dir, e.Name()))
			require.NoError(t, err)
			out[e.Name()] = b
		}
	}
	return out
}

// TestSavedPrepareChild is the process TestSavedPrepareKilled kills: it
// prepares the reduced table in $SAVED_CHILD_DIR.
func TestSavedPrepareChild(t *testing.T) {
	dir := os.Getenv("SAVED_CHILD_DIR")
	if dir == "" {
		t.Skip("started by TestSavedPrepareKilled")
	}
	_, err := Cache{Dir: dir}.Prepare(savedVariant(), scoresheet.Choices{})
	require.NoError(t, err)
}

// TestSavedPrepareKilled: a prepare of a table with saved rolls killed
// (kill -9) at random points, again and again, resumes from the levels it
// finished and ends with the same bytes as one never killed; and the
// levels it had finished are never worked out again.
func TestSavedPrepareKilled(t *testing.T) {
	v := savedVariant()
	whole := Cache{Dir: t.TempDir()}
	start := time.Now()
	outcome, err := whole.Prepare(v, scoresheet.Choices{})
	took := time.Since(start)
	require.NoError(t, err)
	assert.Equal(t, Built, outcome)
	want := levelFiles(t, whole.Dir)
	require.Len(t, want, len(v.Boxes))

	c := Cache{Dir: t.TempDir()}
	r := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 7))
	kills, partial := 0, 0
	for range 8 {
		cmd := exec.Command(os.Args[0], "-test.run=^TestSavedPrepareChild$")
		cmd.Env = append(os.Environ(), "SAVED_CHILD_DIR="+c.Dir)
		require.NoError(t, cmd.Start())
		done := make(chan error, 1)
		go func() { done <- cmd.Wait() }()
		select {
		case err := <-done:
			require.NoError(t, err, "the child finished")
		case <-time.After(time.Duration(r.Int64N(int64(took)))):
			cmd.Process.Signal(syscall.SIGKILL)
			<-done
			kills++
		}
		have := levelFiles(t, c.Dir)
		for name, b := range have {
			assert.Equal(t, want[name], b, "a level file kept is whole: %s", name)
		}
		if len(have) > 0 && len(have) < len(want) {
			partial++
		}
	}
	// The last run works out only what is missing.
	have := levelFiles(t, c.Dir)
	var levels []int
	c.Level = func(done, left int) { levels = append(levels, left) }
	_, err = c.Prepare(v, scoresheet.Choices{})
	require.NoError(t, err)
	for _, k := range levels {
		_, kept := have[filepath.Base(c.savedPath(v, scoresheet.Choices{}, optimal.SavedCap, k))]
		assert.False(t, kept, "level %d was there: not worked out again", k)
	}
	assert.Len(t, levels, len(want)-len(have))
	assert.Equal(t, want, levelFiles(t, c.Dir))
	entries, _ := os.ReadDir(c.Dir)
	for _, e := range entries {
		assert.False(t, strings.HasPrefix(e.Name(), ".saved-"), "a killed write's temporary file is removed: %s", e.Name())
	}
	t.Logf("%d kills, %d left some levels done (the table took %v)", kills, partial, took)
}

// TestSavedDamageIsNeverTrusted: a damaged block of a level is an error
// of the advice that reads it, never a value; a prepare finds it and works
// out that level and those below it again, to the same bytes.
func TestSavedDamageIsNeverTrusted(t *testing.T) {
	v := savedVariant()
	c := Cache{Dir: t.TempDir()}
	_, err := c.Prepare(v, scoresheet.Choices{})
	require.NoError(t, err)
	want := levelFiles(t, c.Dir)

	st := optimal.State{Filled: map[scoresheet.Box]bool{}}
	for _, b := range v.Boxes[:6] {
		st.Filled[b] = true
	}
	st.Upper, st.Saved = 70, 2
	tab, outcome, err := c.Load(v, scoresheet.Choices{})
	require.NoError(t, err)
	assert.Equal(t, Read, outcome)
	good, err := tab.Advise(st, scoresheet.Roll{6, 6, 6, 5, 5, 1}, 4)
	require.NoError(t, err)

	l, err := levels(v, scoresheet.Choices{}, optimal.SavedCap)
	require.NoError(t, err)
	mask := 0b1111111 // st with castle filled: Advise reads it
	k, i, _, _ := l.Block(mask)
	path := c.savedPath(v, scoresheet.Choices{}, optimal.SavedCap, k)
	lf, err := c.openLevel(l, v, scoresheet.Choices{}, k)
	require.NoError(t, err)
	lf.f.Close()
	b := slices.Clone(want[filepath.Base(path)])
	code := lf.codes + int64(binary.LittleEndian.Uint32(b[lf.at+int64(8*i):])) // block i's code in the file
	b[code+1] ^= 0x10
	require.NoError(t, os.WriteFile(path, b, 0o644))

	tab, _, err = c.Load(v, scoresheet.Choices{})
	require.NoError(t, err)
	_, err = tab.Advise(st, scoresheet.Roll{6, 6, 6, 5, 5, 1}, 4)
	assert.ErrorContains(t, err, "checksum does not match")
	st2 := optimal.State{Filled: maps.Clone(st.Filled), Upper: st.Upper}
	st2.Filled[scoresheet.Castle] = true
	_, err = tab.Expected(st2)
	assert.ErrorContains(t, err, "checksum does not match")

	// Advice on one sheet finds the damage, and works the level out again.
	n, outcome, err := c.LoadNear(v, scoresheet.Choices{}, st)
	require.NoError(t, err)
	assert.Equal(t, Rebuilt, outcome)
	again, err := n.Advise(scoresheet.Roll{6, 6, 6, 5, 5, 1}, 4)
	require.NoError(t, err)
	assert.Equal(t, good, again)
	assert.Equal(t, want, levelFiles(t, c.Dir))

	// A sheet that cannot be is the sheet's error.
	_, _, err = c.LoadNear(v, scoresheet.Choices{}, optimal.State{Filled: map[scoresheet.Box]bool{scoresheet.Sixes: true}, Upper: 5})
	assert.ErrorContains(t, err, "cannot come from")
}

// TestSavedNearReadsItsBlocks: advice on one sheet from the blocks it
// reads is the whole table's, and the no-saved-rolls table (cap 0) is
// its own files, worth less.
func TestSavedNearReadsItsBlocks(t *testing.T) {
	v := savedVariant()
	c := Cache{Dir: t.TempDir()}
	tab, outcome, err := c.Load(v, scoresheet.Choices{})
	require.NoError(t, err)
	assert.Equal(t, Built, outcome)
	exact, err := optimal.SolveSaved(v, scoresheet.Choices{}, optimal.SavedCap)
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(3, 4))
	for range 30 {
		st := optimal.State{Filled: map[scoresheet.Box]bool{}, Saved: r.IntN(5)}
		for _, b := range v.Boxes {
			if r.IntN(2) == 0 {
				st.Filled[b] = true
				if b.Upper() {
					st.Upper += b.Face() * r.IntN(7)
				}
			}
		}
		if len(st.Filled) == len(v.Boxes) {
			continue
		}
		st.Saved = min(st.Saved, 2*len(st.Filled))
		n, outcome, err := c.LoadNear(v, scoresheet.Choices{}, st)
		require.NoError(t, err)
		assert.Equal(t, Read, outcome)
		dice := scoresheet.Roll{1 + r.IntN(6), 1 + r.IntN(6), 1 + r.IntN(6), 1 + r.IntN(6), 1 + r.IntN(6), 1 + r.IntN(6)}
		left := r.IntN(st.Saved + 3)
		got, err := n.Advise(dice, left)
		require.NoError(t, err)
		whole, err := tab.Advise(st, dice, left)
		require.NoError(t, err)
		assert.Equal(t, whole, got)
		e, err := n.Expected()
		require.NoError(t, err)
		x, err := exact.Expected(st)
		require.NoError(t, err)
		assert.InDelta(t, x, e, 0.005*float64(len(v.Boxes)), "hundredths against float64")
	}
	none, outcome, err := c.LoadCap(v, scoresheet.Choices{}, 0)
	require.NoError(t, err)
	assert.Equal(t, Built, outcome)
	assert.Less(t, none.Start(), tab.Start())
	assert.True(t, bytes.Contains([]byte(strings.Join(mapKeys(levelFiles(t, c.Dir)), " ")), []byte("-c0-level00.bin")))
}

func mapKeys(m map[string][]byte) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}

// TestSavedLateAdviceNeedsItsLevelsOnly: advice on a late sheet reads only
// its own level and the next, so it is given (read, not worked out) while
// the levels below are still missing.
func TestSavedLateAdviceNeedsItsLevelsOnly(t *testing.T) {
	v := savedVariant()
	c := Cache{Dir: t.TempDir()}
	_, err := c.Prepare(v, scoresheet.Choices{})
	require.NoError(t, err)
	st := optimal.State{Filled: map[scoresheet.Box]bool{}, Upper: 60, Saved: 5}
	for _, b := range v.Boxes[:7] {
		st.Filled[b] = true
	}
	for k := range 7 { // the levels below the sheet's
		require.NoError(t, os.Remove(c.savedPath(v, scoresheet.Choices{}, optimal.SavedCap, k)))
	}
	_, ok := c.Cached(v, scoresheet.Choices{})
	assert.False(t, ok, "the table is not whole")
	n, outcome, err := c.LoadNear(v, scoresheet.Choices{}, st)
	require.NoError(t, err)
	assert.Equal(t, Read, outcome)
	choices, err := n.Advise(scoresheet.Roll{6, 6, 6, 6, 1, 2}, 7)
	require.NoError(t, err)
	assert.NotEmpty(t, choices)
	_, err = os.Stat(c.savedPath(v, scoresheet.Choices{}, optimal.SavedCap, 0))
	assert.ErrorIs(t, err, os.ErrNotExist, "nothing was worked out")
}

// TestSavedFilesOfVersion3AreNotRead: level files of version 3 (the
// values not coded) are not found as a table's levels, and go as the
// levels of today are written; another table's are left alone.
func TestSavedFilesOfVersion3AreNotRead(t *testing.T) {
	v := savedVariant()
	c := Cache{Dir: t.TempDir()}
	old := filepath.Join(c.Dir, "saved-v3-"+v.Key()+"-c38-level08.bin")
	other := filepath.Join(c.Dir, "saved-v3-maxi-c38-level08.bin")
	require.NoError(t, os.WriteFile(old, []byte("protokoll saved-rolls level\n\x03\x00\x00\x00"), 0o644))
	require.NoError(t, os.WriteFile(other, []byte("old"), 0o644))
	done, _, err := c.levelsDone(v, scoresheet.Choices{}, optimal.SavedCap)
	require.NoError(t, err)
	assert.Zero(t, done)
	outcome, err := c.Prepare(v, scoresheet.Choices{})
	require.NoError(t, err)
	assert.Equal(t, Built, outcome)
	assert.NoFileExists(t, old)
	assert.FileExists(t, other, "another variant's table is left alone")
	assert.FileExists(t, c.savedPath(v, scoresheet.Choices{}, optimal.SavedCap, 8))
}
