package history

import (
	"bufio"
	"flag"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/openskill"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

var simulate = flag.Bool("luck", false, "simulate the optimal games of the luck line again (testdata/optimal-scandinavian.txt; about half a minute)")

// luckTables is how many tables of equal players each gap is measured
// over.
const luckTables = 4000

// optimalGames is the file of simulated optimal games the Yatzy gaps
// are measured with: how many of them ended at each total.
var optimalGames = filepath.Join("testdata", "optimal-scandinavian.txt")

// readTotals reads optimalGames: a total and how many games ended
// there, a line each, after the comment lines.
func readTotals(t testing.TB) (totals []int, cumulative []int) {
	f, err := os.Open(optimalGames)
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	n := 0
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "#") {
			continue
		}
		var total, count int
		_, err := fmt.Sscan(line, &total, &count)
		require.NoError(t, err, line)
		n += count
		totals, cumulative = append(totals, total), append(cumulative, n)
	}
	require.NoError(t, sc.Err())
	return totals, cumulative
}

// measureLuck is the gap nine pairs of equal players in ten end closer
// than: tables of players, each playing games, each player's total of a
// game drawn by total, rated with openskill.Default from their places in
// a game of kind, the gap between the table's first two players' means.
func measureLuck(kind string, total func(*rand.Rand) int, players, games int, seed uint64) float64 {
	m := openskill.Default()
	r := rand.New(rand.NewPCG(seed, uint64(players*1000+games)))
	gaps := make([]float64, luckTables)
	for k := range gaps {
		rs := make([]openskill.Rating, players)
		for i := range rs {
			rs[i] = m.New()
		}
		g := Result{Kind: kind, Players: make([]Player, players)}
		for range games {
			for i := range g.Players {
				g.Players[i].Total = total(r)
			}
			rs = m.Rate(rs, Places(kinds.Figures(kind), g))
		}
		gaps[k] = math.Abs(rs[0].Mu - rs[1].Mu)
	}
	slices.Sort(gaps)
	return gaps[len(gaps)*9/10]
}

// measuredGaps measures every gap of luckGaps again.
func measuredGaps(t testing.TB) [2][3][len(luckGames)]float64 {
	totals, cumulative := readTotals(t)
	optimalTotal := func(r *rand.Rand) int {
		return totals[sort.SearchInts(cumulative, r.IntN(cumulative[len(cumulative)-1])+1)]
	}
	randomPlace := func(r *rand.Rand) int { return r.IntN(1 << 30) }
	var out [2][3][len(luckGames)]float64
	var wg sync.WaitGroup
	for fam, f := range []struct {
		kind  string
		total func(*rand.Rand) int
	}{{store.GameYatzy, optimalTotal}, {store.GameRummy, randomPlace}} {
		for players := 2; players <= 4; players++ {
			for i, games := range luckGames {
				wg.Go(func() { // each with random numbers of its own: the same on any number of cores
					out[fam][players-2][i] = math.Round(10*measureLuck(f.kind, f.total, players, games, 1)) / 10
				})
			}
		}
	}
	wg.Wait()
	return out
}

// TestLuckGapsAsMeasured measures the luck line's gaps again, from the
// simulated optimal games kept in testdata, and finds the figures
// luck.go gives.
func TestLuckGapsAsMeasured(t *testing.T) {
	if raceEnabled {
		t.Skip("the measure takes seconds; the pass without the race detector makes it")
	}
	got := measuredGaps(t)
	if got != luckGaps {
		t.Errorf("luckGaps are not as measured; measured:\n%#v", got)
	}
	// Luck fades as the games add up (slowly: OpenSkill's drift keeps
	// every rating moving), and Yatzy between equal optimal players is
	// as much luck as places drawn at random.
	for fam := range got {
		for p := range got[fam] {
			assert.Less(t, got[fam][p][len(luckGames)-1], got[fam][p][0]/2)
			for i := range luckGames {
				assert.InDelta(t, got[1][p][i], got[0][p][i], 0.8)
			}
		}
	}
}

// TestOptimalGamesSimulated plays the games of testdata again (with
// -luck): 100,000 games of scandinavian as the optimal table advises,
// with seed 1, and finds the file as kept.
func TestOptimalGamesSimulated(t *testing.T) {
	if !*simulate {
		t.Skip("simulates 100,000 optimal games: go test . -run OptimalGamesSimulated -luck")
	}
	tb, err := optimal.Solve(scoresheet.Scandinavian(), scoresheet.Choices{})
	require.NoError(t, err)
	const games = 100000
	d, err := tb.Simulate(optimal.State{}, games, 1)
	require.NoError(t, err)
	var b strings.Builder
	fmt.Fprintf(&b, "# %d games of scandinavian played as the optimal table advises (scoresheet/optimal\n", games)
	fmt.Fprintf(&b, "# Table.Simulate from an empty sheet, seed 1), made by go test . -run OptimalGamesSimulated -luck\n")
	fmt.Fprintf(&b, "# in cmd/protokoll/internal/history: a total and how many games ended there.\n")
	for i, p := range d.P {
		if n := int(math.Round(p * games)); n > 0 {
			fmt.Fprintf(&b, "%d %d\n", d.Lo+i, n)
		}
	}
	if _, err := os.Stat(optimalGames); os.IsNotExist(err) {
		require.NoError(t, os.WriteFile(optimalGames, []byte(b.String()), 0o644))
	}
	kept, err := os.ReadFile(optimalGames)
	require.NoError(t, err)
	assert.Equal(t, b.String(), string(kept))
}
