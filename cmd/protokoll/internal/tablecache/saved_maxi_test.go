package tablecache

import (
	"flag"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

var (
	maxiDir   = flag.String("maxi.dir", "", "TestSavedMaxi: the cache folder the whole maxi table is prepared in (minutes; empty: skipped)")
	maxiGames = flag.Int("maxi.games", 0, "TestSavedMaxi: games simulated with the table, with saved rolls and without")
	maxiCaps  = flag.String("maxi.caps", "both", "TestSavedMaxi: the tables: saved (no cap), none (no saved rolls) or both")
)

// TestSavedMaxi prepares the whole maxi table and the one without saved
// rolls in -maxi.dir (or finds them there), says how long it took, how
// large they are and the expected scores, and plays -maxi.games games
// with each: their mean must be the table's within the 95 % interval
// (1.96σ/√n, so one run in twenty fails by chance; the package doc's
// figures come from it). Not in the test pass: the table takes minutes.
func TestSavedMaxi(t *testing.T) {
	if *maxiDir == "" {
		t.Skip("the whole maxi table: give -maxi.dir")
	}
	v := scoresheet.Maxi()
	c := Cache{Dir: *maxiDir, Level: func(done, left int) {
		t.Logf("%s: level %d done (%d done)", time.Now().Format(time.TimeOnly), left, done)
	}}
	for _, cap := range []int{optimal.SavedCap, 0} {
		if *maxiCaps != "both" && (*maxiCaps == "saved") != (cap != 0) {
			continue
		}
		start := time.Now()
		outcome, err := c.PrepareCap(v, scoresheet.Choices{}, cap)
		require.NoError(t, err)
		t.Logf("cap %d: prepared (%v) in %v", cap, outcome, time.Since(start))
		size := int64(0)
		files, _ := filepath.Glob(filepath.Join(c.Dir, "saved-*-c"+itoa(cap)+"-level*.bin"))
		for _, f := range files {
			fi, err := os.Stat(f)
			require.NoError(t, err)
			size += fi.Size()
		}
		tab, ok := c.CachedCap(v, scoresheet.Choices{}, cap)
		require.True(t, ok)
		t.Logf("cap %d: %d files, %.1f MB; the empty sheet %.2f", cap, len(files), float64(size)/1e6, tab.Start())
		if *maxiGames == 0 {
			continue
		}
		l, err := levels(v, scoresheet.Choices{}, cap)
		require.NoError(t, err)
		all := make([][]uint16, l.Boxes()+1)
		for k := range l.Boxes() {
			all[k], err = c.readLevel(l, v, scoresheet.Choices{}, k)
			require.NoError(t, err)
		}
		start = time.Now()
		d, err := l.InMemory(all).Simulate(optimal.State{}, *maxiGames, 42)
		require.NoError(t, err)
		m, sd := d.Mean(), 0.0
		for i, p := range d.P {
			x := float64(d.Lo+i) - m
			sd += p * x * x
		}
		sd = math.Sqrt(sd)
		half := 1.96 * sd / math.Sqrt(float64(*maxiGames))
		t.Logf("cap %d: %d games in %v: mean %.2f ± %.2f (sd %.1f), table %.2f", cap, *maxiGames, time.Since(start), m, half, sd, tab.Start())
		assert.InDelta(t, tab.Start(), m, half)
	}
}

func itoa(n int) string {
	b := []byte{}
	for {
		b = append([]byte{byte('0' + n%10)}, b...)
		if n /= 10; n == 0 {
			return string(b)
		}
	}
}

var maxiRound = flag.Int("maxi.round", 10, "BenchmarkChancesMaxiCached: the round the players are in")

// BenchmarkChancesMaxiCached is what "yatzy chances" works out for four
// maxi players in round -maxi.round (each has filled round-1 boxes, four
// sheets apart, some rolls saved), on the whole table prepared in
// -maxi.dir and read from it a block at a time, as the command reads it:
// each op reads the table anew and works its turns out anew, as a
// command does. Skipped without -maxi.dir.
func BenchmarkChancesMaxiCached(b *testing.B) {
	if *maxiDir == "" {
		b.Skip("the whole maxi table: give -maxi.dir")
	}
	v := scoresheet.Maxi()
	players := maxiPlayers(v, *maxiRound)
	start := cpuTime()
	var c []optimal.Chance
	var err error
	for b.Loop() {
		tab, ok := Cache{Dir: *maxiDir}.CachedCap(v, scoresheet.Choices{}, optimal.SavedCap)
		if !ok {
			b.Fatalf("no whole maxi table in %s", *maxiDir)
		}
		if c, err = tab.Chances(players, 10); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric((cpuTime()-start).Seconds()/float64(b.N), "CPU-s/op")
	b.ReportMetric(float64(c[0].Games), "games")
}

// maxiPlayers returns four maxi players in round: each has filled
// round-1 boxes chosen at random (the same every run), three of each
// upper box's face, and saved rolls 0 to 4.
func maxiPlayers(v *scoresheet.Variant, round int) []optimal.Player {
	r := rand.New(rand.NewPCG(1, 2))
	players := make([]optimal.Player, 4)
	for i := range players {
		st := optimal.State{Filled: map[scoresheet.Box]bool{}}
		for _, j := range r.Perm(len(v.Boxes))[:round-1] {
			bx := v.Boxes[j]
			st.Filled[bx] = true
			if bx.Upper() {
				st.Upper += 3 * bx.Face()
			}
		}
		st.Saved = r.IntN(min(5, 2*(round-1)+1))
		players[i] = optimal.Player{State: st, Points: 12 * (round - 1)}
	}
	return players
}
