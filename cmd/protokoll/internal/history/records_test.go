package history

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// TestRecordsAreTheBestOfAllSorted: the records kept as the games go by
// are those of every record sorted, best first and the earlier first
// where two are level, three of each: over random games with many ties.
func TestRecordsAreTheBestOfAllSorted(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 3))
	show := func(p string) string { return p }
	for round := range 200 {
		var games []Result
		for i := range rng.IntN(40) {
			g := Result{Name: fmt.Sprintf("g%d", i), Played: time.Unix(int64(i), 0), Kind: store.GameYatzy, Title: []string{"maxi", "scandinavian", "forced"}[rng.IntN(3)]}
			if rng.IntN(3) == 0 {
				g.Kind, g.Title = store.GameRummy, []string{"plump", "kort"}[rng.IntN(2)]
			}
			for p := range 1 + rng.IntN(4) {
				g.Players = append(g.Players, Player{Name: fmt.Sprint("p", p), Total: 10 * rng.IntN(5), Yatzys: rng.IntN(2), Extra: rng.IntN(2) * rng.IntN(3)})
			}
			games = append(games, g)
		}
		counts := func(p string) bool { return p != "p3" || round%2 == 0 }
		require.Equal(t, sortedRecords(games, show, counts), records(kindsOf(kinds), games, show, counts), "round %d", round)
	}
}

// sortedRecords is records the straightforward way: every record, sorted.
func sortedRecords(games []Result, show func(string) string, counts func(string) bool) Records {
	var r Records
	for _, g := range games {
		for _, p := range g.Players {
			if !counts(p.Name) {
				continue
			}
			rec := Record{Of: g.Title, Player: show(p.Name), Game: g.Name, Played: g.Played}
			switch g.Kind {
			case store.GameYatzy:
				rec.Value = p.Total
				r.HighestTotals = append(r.HighestTotals, rec)
				if n := p.Yatzys + p.Extra; n > 0 {
					rec.Value = n
					r.MostYatzys = append(r.MostYatzys, rec)
				}
			case store.GameRummy:
				rec.Value = p.Total
				r.LowestTotals = append(r.LowestTotals, rec)
			}
		}
	}
	best := func(recs []Record, higher bool, byOf bool) []Record {
		slices.SortStableFunc(recs, func(x, y Record) int {
			by := cmp.Compare(y.Value, x.Value)
			if !higher {
				by = -by
			}
			if byOf {
				return cmp.Or(cmp.Compare(x.Of, y.Of), by)
			}
			return by
		})
		var out []Record
		count := map[string]int{}
		for _, rec := range recs {
			of := ""
			if byOf {
				of = rec.Of
			}
			if count[of] < 3 {
				count[of]++
				out = append(out, rec)
			}
		}
		return out
	}
	r.HighestTotals = best(r.HighestTotals, true, true)
	r.MostYatzys = best(r.MostYatzys, true, false)
	r.LowestTotals = best(r.LowestTotals, false, true)
	return r
}
