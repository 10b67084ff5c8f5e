package tablecache

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBlockCodeRoundTrips: a block's code decodes to its values, bit for
// bit, whatever they are: smooth as a table's, random, the extremes,
// rows of one class, one row; and a code cut short or lengthened is
// refused. (A bit flipped may decode to values: the level file's
// checksum of each block refuses it, TestSavedDamageIsNeverTrusted.)
func TestBlockCodeRoundTrips(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var blocks [][]uint16
	var ncs []int
	for range 400 {
		nc, rows := 1+r.IntN(40), 1+r.IntN(39)
		vals := make([]uint16, nc*rows)
		switch r.IntN(4) {
		case 0: // as a table's: growing with s, less and less
			for c := range nc {
				base := 20000 + 300*c + r.IntN(50)
				for s := range rows {
					vals[s*nc+c] = uint16(base + 4000*s/(s+3) + r.IntN(3))
				}
			}
		case 1:
			for i := range vals {
				vals[i] = uint16(r.Uint32())
			}
		case 2:
			for i := range vals {
				vals[i] = []uint16{0, 0xffff}[r.IntN(2)]
			}
		case 3:
			for i := range vals {
				vals[i] = 64900
			}
		}
		blocks, ncs = append(blocks, vals), append(ncs, nc)
	}
	blocks, ncs = append(blocks, []uint16{}, []uint16{7}), append(ncs, 3, 1)
	for j, vals := range blocks {
		code := encodeBlock([]byte{0xAA}, vals, ncs[j])[1:] // appended
		got := make([]uint16, len(vals))
		require.NoError(t, decodeBlock(code, got, ncs[j]), "block %d", j)
		require.Equal(t, vals, got, "block %d", j)
		assert.LessOrEqual(t, len(code), 2+(5*len(vals)+69*len(vals)+7)/8)
		if len(code) == 0 {
			continue
		}
		assert.Error(t, decodeBlock(code[:len(code)-1], got, ncs[j]), "block %d cut short", j)
		assert.Error(t, decodeBlock(append(slices.Clone(code), 0), got, ncs[j]), "block %d lengthened", j)
	}
	assert.Error(t, decodeBlock(nil, make([]uint16, 5), 2), "5 values are not rows of 2")
}

// TestBlockCodeIsSmallForSmoothValues: values as a table's (a class's
// value growing with the saved rolls, less and less) take far fewer
// bytes than 2 a value.
func TestBlockCodeIsSmallForSmoothValues(t *testing.T) {
	nc, rows := 30, 39
	vals := make([]uint16, nc*rows)
	for c := range nc {
		for s := range rows {
			vals[s*nc+c] = uint16(math.Round(30000 + 250*float64(c) + 5000*float64(s)/(float64(s)+4)))
		}
	}
	code := encodeBlock(nil, vals, nc)
	assert.Less(t, len(code), 2*len(vals)*4/10, "40 % of the bytes at most")
	t.Logf("%d values in %d bytes", len(vals), len(code))
}

// BenchmarkBlockCode codes and decodes a block as large as maxi's
// largest (35 classes, 23 rows), its values smooth as a table's.
func BenchmarkBlockCode(b *testing.B) {
	nc, rows := 35, 23
	vals := make([]uint16, nc*rows)
	r := rand.New(rand.NewPCG(5, 6))
	for c := range nc {
		for s := range rows {
			vals[s*nc+c] = uint16(math.Round(30000 + 250*float64(c) + 5000*float64(s)/(float64(s)+4) + r.Float64()*2))
		}
	}
	code := encodeBlock(nil, vals, nc)
	b.Run("encode", func(b *testing.B) {
		b.SetBytes(int64(2 * len(vals)))
		defer reportCPU(b)()
		for b.Loop() {
			code = encodeBlock(code[:0], vals, nc)
		}
	})
	b.Run("decode", func(b *testing.B) {
		b.SetBytes(int64(2 * len(vals)))
		got := make([]uint16, len(vals))
		defer reportCPU(b)()
		for b.Loop() {
			if err := decodeBlock(code, got, nc); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// reportCPU starts counting the CPU time of b's loop; the function it
// returns reports it an op: on a machine shared with other work it
// varies far less than the time.
func reportCPU(b *testing.B) func() {
	start := cpuTime()
	return func() { b.ReportMetric(float64((cpuTime()-start).Microseconds())/float64(b.N), "CPU-µs/op") }
}
