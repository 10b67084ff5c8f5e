package optimal

import (
	"encoding/binary"
	"flag"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"testing"

	"github.com/kitchentable/protokoll/scoresheet"
)

var (
	maxiLevels = flag.Int("maxi.levels", 0, "BenchmarkSolveMaxiLevels: solve only the last N levels (0: all)")
	maxiCap    = flag.Int("maxi.cap", SavedCap, "BenchmarkSolveMaxiLevels: the cap on saved rolls")
)

// BenchmarkSolveMaxi works out the whole maxi table, level by level as the
// cache does, keeping only the level above the one worked (minutes: run
// it alone, -benchtime 1x).
func BenchmarkSolveMaxi(b *testing.B) {
	benchMaxi(b, SavedCap, 0)
}

// BenchmarkSolveMaxiLevels works out the last -maxi.levels levels of the
// maxi table (the fullest sheets), at the cap -maxi.cap.
func BenchmarkSolveMaxiLevels(b *testing.B) {
	benchMaxi(b, *maxiCap, *maxiLevels)
}

func benchMaxi(b *testing.B, cap, levels int) {
	l, err := NewLevels(scoresheet.Maxi(), scoresheet.Choices{}, cap)
	if err != nil {
		b.Fatal(err)
	}
	defer reportCPU(b)()
	for b.Loop() {
		var start float64
		err := l.Solve(l.Boxes(), nil, func(k int, vals []uint16) error {
			if levels > 0 && k <= l.Boxes()-levels {
				return errStop
			}
			if k == 0 {
				start = float64(vals[0]) / 100
			}
			return nil
		}, nil)
		if err != nil && err != errStop {
			b.Fatal(err)
		}
		if levels == 0 {
			b.ReportMetric(start, "expected")
		}
	}
}

var errStop = flagError("stop")

type flagError string

func (e flagError) Error() string { return string(e) }

var maxiRound = flag.Int("maxi.round", 16, "BenchmarkChancesMaxi: the round the players are in (the levels from round-1 on are solved first)")

// BenchmarkChancesMaxi is Chances for four maxi players in round
// -maxi.round (each has filled round-1 boxes, some rolls saved), on the
// maxi table's levels from round-1 on, worked out before the clock starts
// (the last levels only: round 10 needs levels 9 to 20, most of the
// table's work). Each Chances works its turns out anew, as a command does.
func BenchmarkChancesMaxi(b *testing.B) {
	l, err := NewLevels(scoresheet.Maxi(), scoresheet.Choices{}, SavedCap)
	if err != nil {
		b.Fatal(err)
	}
	k := *maxiRound - 1
	vals := make([][]uint16, l.Boxes()+1)
	err = l.Solve(l.Boxes(), nil, func(level int, v []uint16) error {
		vals[level] = slices.Clone(v)
		if level <= k {
			return errStop
		}
		return nil
	}, nil)
	if err != nil && err != errStop {
		b.Fatal(err)
	}
	tab := l.InMemory(vals)
	v := scoresheet.Maxi()
	r := rand.New(rand.NewPCG(1, 2))
	players := make([]Player, 4)
	for i := range players {
		st := State{Filled: map[scoresheet.Box]bool{}}
		for _, j := range r.Perm(len(v.Boxes))[:k] {
			bx := v.Boxes[j]
			st.Filled[bx] = true
			if bx.Upper() {
				st.Upper += 3 * bx.Face()
			}
		}
		st.Saved = r.IntN(min(5, 2*k+1))
		players[i] = Player{State: st, Points: 12 * k}
	}
	b.ResetTimer()
	defer reportCPU(b)()
	var c []Chance
	for b.Loop() {
		if c, err = tab.Chances(players, 1); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(c[0].Games), "games")
}

// BenchmarkNewLevelsMaxi is what every piece of cached maxi advice pays
// before it reads a block: the solver's tables of the variant.
func BenchmarkNewLevelsMaxi(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewLevels(scoresheet.Maxi(), scoresheet.Choices{}, SavedCap); err != nil {
			b.Fatal(err)
		}
	}
}

var (
	maxiDir   = flag.String("maxi.dir", "", "BenchmarkSolveMaxiLevel: a folder holding the prepared maxi table's level files (format saved-v3)")
	maxiLevel = flag.Int("maxi.level", 10, "BenchmarkSolveMaxiLevel: the level to work out, from the next one's file")
	maxiEvery = flag.Int("maxi.every", 64, "BenchmarkSolveMaxiLevel: work out every N-th block of the level (1: the whole level)")
)

// readMaxiLevel reads level k of the maxi table (no cap) from its file in
// dir (the full sheet's: all 0): the values are the file's last 2·Len(k)
// bytes, little-endian hundredths (format saved-v3; the checksums before
// them are not checked here: the benchmark compares what it works out
// with them).
func readMaxiLevel(tb testing.TB, l *Levels, dir string, k int) []uint16 {
	tb.Helper()
	if k == l.Boxes() {
		return make([]uint16, l.Len(k)) // the full sheet's: not stored
	}
	b, err := os.ReadFile(filepath.Join(dir, fmt.Sprintf("saved-v3-maxi-c%d-level%02d.bin", l.Cap(), k)))
	if err != nil {
		tb.Fatal(err)
	}
	n := l.Len(k)
	if len(b) < 2*n {
		tb.Fatalf("level %d's file has %d bytes, fewer than its %d values", k, len(b), n)
	}
	b = b[len(b)-2*n:]
	vals := make([]uint16, n)
	for i := range vals {
		vals[i] = binary.LittleEndian.Uint16(b[2*i:])
	}
	return vals
}

// BenchmarkSolveMaxiLevel works out every -maxi.every-th block of level
// -maxi.level of the maxi table from the next level's values read from
// -maxi.dir, as Levels.Solve does (a goroutine a processor), and fails
// unless each value is the file's to the bit. It reports the CPU-s of
// the blocks and, as level-CPU-s, that times -maxi.every: the whole
// level's, near enough (the blocks sampled are spread over the level).
func BenchmarkSolveMaxiLevel(b *testing.B) {
	if *maxiDir == "" {
		b.Skip("no -maxi.dir")
	}
	l, err := NewLevels(scoresheet.Maxi(), scoresheet.Choices{}, SavedCap)
	if err != nil {
		b.Fatal(err)
	}
	g, k := l.g, *maxiLevel
	next, want := readMaxiLevel(b, l, *maxiDir, k+1), readMaxiLevel(b, l, *maxiDir, k)
	var masks []int
	for i, m := range g.masks(k) {
		if i%*maxiEvery == 0 {
			masks = append(masks, m)
		}
	}
	ws := make([]*savedWorker, runtime.GOMAXPROCS(0))
	for i := range ws {
		ws[i] = newSavedWorker(g)
	}
	cur := make([]uint16, g.levelLen(k))
	b.ResetTimer()
	start := cpuTime()
	for b.Loop() {
		if err := solveLevel(ws, masks, next, cur, nil, nil); err != nil {
			b.Fatal(err)
		}
	}
	cpu := (cpuTime() - start).Seconds() / float64(b.N)
	b.ReportMetric(cpu, "CPU-s/op")
	b.ReportMetric(cpu*float64(*maxiEvery), "level-CPU-s")
	b.StopTimer()
	for _, m := range masks {
		at, n := g.offset(m), g.blockLen(m)
		if !slices.Equal(cur[at:at+n], want[at:at+n]) {
			b.Fatalf("mask %#x: the values are not the file's", m)
		}
	}
}

// BenchmarkSavedMask is the work of one maxi block of the middle level
// (ten boxes filled, every other one) in one goroutine, on made-up values
// of the next level: the kernel's work for a batch of lanes, its layers
// and their setting up, reported in CPU time a layer.
func BenchmarkSavedMask(b *testing.B) {
	g, err := newSavedGame(scoresheet.Maxi(), scoresheet.Choices{}, SavedCap)
	if err != nil {
		b.Fatal(err)
	}
	mask := 0
	for i := 0; i < g.boxes; i += 2 {
		mask |= 1 << i
	}
	r := rand.New(rand.NewPCG(1, 2))
	vals := map[int][]float64{}
	for b := range g.boxes {
		if nm := mask | 1<<b; nm != mask {
			vals[nm] = make([]float64, g.blockLen(nm))
			for i := range vals[nm] {
				vals[nm][i] = float64(r.IntN(40000)) / 100
			}
		}
	}
	fetch := func(nm int, dst []float64) error {
		copy(dst, vals[nm])
		return nil
	}
	w := newSavedWorker(g)
	out := make([]uint16, g.blockLen(mask))
	layers := 0
	start := cpuTime()
	for b.Loop() {
		if err := solveMask(w, mask, fetch, out); err != nil {
			b.Fatal(err)
		}
		layers += (g.classes(mask) + lanes - 1) / lanes * (g.levelCap(bits.OnesCount(uint(mask))) + 3)
	}
	b.ReportMetric(float64((cpuTime()-start).Nanoseconds())/float64(layers), "CPU-ns/layer")
}
