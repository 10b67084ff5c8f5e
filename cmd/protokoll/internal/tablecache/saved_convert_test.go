package tablecache

import (
	"encoding/binary"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

var maxiLevel = flag.Int("maxi.level", 10, "BenchmarkEncodeLevelMaxi: the level coded")

var maxiFrom = flag.String("maxi.from", "", "TestSavedConvert: a folder with the whole maxi table in files of version 3 (uint16 values as they are), read only; written coded into -maxi.dir")

// readLevelV3 reads level k of a table in a file of version 3 (the
// uint16 values as they were kept before they were coded: the header,
// its checksum, a checksum for each block, the values), each block
// checked.
func readLevelV3(path string, l *optimal.Levels, k int) ([]uint16, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	n, blocks := l.Len(k), l.Blocks(k)
	if len(b) < 2*n+4*blocks {
		return nil, fmt.Errorf("%s: too short", path)
	}
	sums, data := b[len(b)-2*n-4*blocks:len(b)-2*n], b[len(b)-2*n:]
	vals := make([]uint16, n)
	for i, m := range l.Masks(k) {
		_, _, at, bn := l.Block(m)
		if blockSum(i, data[2*at:2*(at+bn)]) != binary.LittleEndian.Uint32(sums[4*i:]) {
			return nil, fmt.Errorf("%s: block %d: checksum does not match", path, i)
		}
	}
	for i := range vals {
		vals[i] = binary.LittleEndian.Uint16(data[2*i:])
	}
	return vals, nil
}

// TestSavedConvert writes the whole maxi table of version 3 in
// -maxi.from (read only: it is never written) into -maxi.dir in the
// files of today, reads every level back and checks that every value is
// the same, and says the sizes: the figures of the package doc, without
// working the table out again (that takes ~600 CPU-s). Not in the test
// pass: it needs the table.
func TestSavedConvert(t *testing.T) {
	if *maxiFrom == "" || *maxiDir == "" {
		t.Skip("the whole maxi table: give -maxi.from (version 3) and -maxi.dir")
	}
	require.NotEqual(t, filepath.Clean(*maxiFrom), filepath.Clean(*maxiDir))
	v := scoresheet.Maxi()
	c := Cache{Dir: *maxiDir}
	require.NoError(t, os.MkdirAll(c.Dir, 0o755))
	total, totalV3 := int64(0), int64(0)
	for _, cap := range []int{optimal.SavedCap, 0} {
		l, err := levels(v, scoresheet.Choices{}, cap)
		require.NoError(t, err)
		size, sizeV3 := int64(0), int64(0)
		var took time.Duration
		for k := range l.Boxes() {
			from := filepath.Join(*maxiFrom, fmt.Sprintf("saved-v3-%s-c%d-level%02d.bin", v.Key(), cap, k))
			vals, err := readLevelV3(from, l, k)
			require.NoError(t, err)
			start := time.Now()
			require.NoError(t, c.writeLevel(l, v, scoresheet.Choices{}, k, vals))
			took += time.Since(start)
			back, err := c.readLevel(l, v, scoresheet.Choices{}, k)
			require.NoError(t, err)
			require.Equal(t, len(vals), len(back))
			for i := range vals {
				if vals[i] != back[i] {
					t.Fatalf("cap %d, level %d, value %d: %d read back as %d", cap, k, i, vals[i], back[i])
				}
			}
			fi, err := os.Stat(c.savedPath(v, scoresheet.Choices{}, cap, k))
			require.NoError(t, err)
			fi3, err := os.Stat(from)
			require.NoError(t, err)
			size, sizeV3 = size+fi.Size(), sizeV3+fi3.Size()
			t.Logf("cap %d level %02d: %d values, %.1f MB (version 3: %.1f MB, %.1f %%)", cap, k, len(vals), float64(fi.Size())/1e6, float64(fi3.Size())/1e6, 100*float64(fi.Size())/float64(fi3.Size()))
		}
		tab, ok := c.CachedCap(v, scoresheet.Choices{}, cap)
		require.True(t, ok)
		t.Logf("cap %d: %.1f MB (version 3: %.1f MB, %.1f %%), written in %v; the empty sheet %.2f", cap, float64(size)/1e6, float64(sizeV3)/1e6, 100*float64(size)/float64(sizeV3), took, tab.Start())
		total, totalV3 = total+size, totalV3+sizeV3
	}
	t.Logf("both: %.1f MB (version 3: %.1f MB, %.1f %%)", float64(total)/1e6, float64(totalV3)/1e6, 100*float64(total)/float64(totalV3))
}

// maxiSheets are the sheets BenchmarkLoadNearMaxi reads advice for: the
// empty sheet (its block and the twenty of one box filled), and one in
// the middle of a game (ten boxes filled: its block and ten of level 11,
// the largest blocks).
func maxiSheets() map[string]optimal.State {
	v := scoresheet.Maxi()
	mid := optimal.State{Filled: map[scoresheet.Box]bool{}, Upper: 40, Saved: 4}
	for _, b := range v.Boxes[:4] {
		mid.Filled[b] = true
	}
	for _, b := range v.Boxes[8:14] {
		mid.Filled[b] = true
	}
	return map[string]optimal.State{"empty": {Filled: map[scoresheet.Box]bool{}}, "round 11": mid}
}

// BenchmarkLoadNearMaxi reads what advice on a maxi sheet needs from the
// whole table in -maxi.dir (skipped without): LoadNear as advice calls
// it (the solver's index tables made, two level files opened, their
// headers and the blocks read, checked and decoded), and the blocks
// alone (the layout made once).
func BenchmarkLoadNearMaxi(b *testing.B) {
	if *maxiDir == "" {
		b.Skip("the whole maxi table: give -maxi.dir")
	}
	v := scoresheet.Maxi()
	c := Cache{Dir: *maxiDir}
	l, err := levels(v, scoresheet.Choices{}, optimal.SavedCap)
	require.NoError(b, err)
	for name, st := range maxiSheets() {
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			defer reportCPU(b)()
			for b.Loop() {
				if _, outcome, err := c.LoadNear(v, scoresheet.Choices{}, st); err != nil || outcome != Read {
					b.Fatal(outcome, err)
				}
			}
		})
		b.Run(name+", blocks", func(b *testing.B) {
			b.ReportAllocs()
			defer reportCPU(b)()
			for b.Loop() {
				if _, err := c.loadNearSaved(l, v, scoresheet.Choices{}, st); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkEncodeLevelMaxi codes level -maxi.level of the whole table in
// -maxi.dir (skipped without) as the solver's write does, to nowhere: the
// coding's cost beside the level's solving (MB/s of uint16 values).
func BenchmarkEncodeLevelMaxi(b *testing.B) {
	if *maxiDir == "" {
		b.Skip("the whole maxi table: give -maxi.dir")
	}
	v := scoresheet.Maxi()
	c := Cache{Dir: *maxiDir}
	l, err := levels(v, scoresheet.Choices{}, optimal.SavedCap)
	require.NoError(b, err)
	vals, err := c.readLevel(l, v, scoresheet.Choices{}, *maxiLevel)
	require.NoError(b, err)
	b.SetBytes(int64(2 * len(vals)))
	b.Run("encode", func(b *testing.B) {
		b.SetBytes(int64(2 * len(vals)))
		defer reportCPU(b)()
		for b.Loop() {
			require.NoError(b, encodeLevel(io.Discard, l, v, scoresheet.Choices{}, *maxiLevel, vals))
		}
	})
	b.Run("read", func(b *testing.B) {
		b.SetBytes(int64(2 * len(vals)))
		defer reportCPU(b)()
		for b.Loop() {
			_, err := c.readLevel(l, v, scoresheet.Choices{}, *maxiLevel)
			require.NoError(b, err)
		}
	})
}
