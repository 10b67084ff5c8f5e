package history

import (
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
)

var updateFigures = flag.Bool("update", false, "rewrite testdata/figures.golden")

// figureResults are 160 finished games made up from a fixed seed, of
// both kinds (two Yatzy variants, one under house rules, and two card
// lists), two to four of five players at the table, some alone: enough
// for every figure the statistics work out (the lines, records, rivals,
// head to head, and the ratings with their luck lines, which need
// RatedAfter games a player).
func figureResults() []Result {
	rng := rand.New(rand.NewPCG(44, 1))
	names := []string{"Anna", "Bo", "Cecilia", "Dan", "Eva"}
	day := time.Date(2026, 1, 1, 19, 0, 0, 0, time.UTC)
	var out []Result
	for i := range 160 {
		n := 1 + rng.IntN(4)
		if i%9 != 0 {
			n = max(n, 2)
		}
		perm := rng.Perm(len(names))[:n]
		r := Result{Name: fmt.Sprintf("g%03d", i), Played: day.Add(time.Duration(i) * 26 * time.Hour), Finished: true}
		if rng.IntN(3) == 0 {
			r.Kind = store.GameRummy
			r.Of, r.Title = []string{"1", "12"}[rng.IntN(2)], ""
			r.Title = "Lista " + r.Of
			r.Rounds = 7
		} else {
			r.Kind = store.GameYatzy
			r.Of = []string{"scandinavian", "maxi", "scandinavian+h1"}[rng.IntN(3)]
			r.Title = r.Of
			r.Rounds = 15
		}
		for _, k := range perm {
			p := Player{Name: names[k]}
			if r.Kind == store.GameYatzy {
				p.Total = 150 + rng.IntN(200)
				p.Bonus = rng.IntN(2) == 0
				p.Yatzys = rng.IntN(2)
				p.Extra = rng.IntN(2) * rng.IntN(2)
				p.Points = []BoxPoints{{scoresheet.Ones, rng.IntN(6)}, {scoresheet.Yatzy, 50 * p.Yatzys}}
				if rng.IntN(3) == 0 {
					p.Struck = []scoresheet.Box{scoresheet.Chance}
				}
			} else {
				for range 7 {
					p.Rounds = append(p.Rounds, rng.IntN(60))
					p.Total += p.Rounds[len(p.Rounds)-1]
				}
				p.Out = rng.IntN(3)
			}
			if i%17 == 0 && len(r.Players) > 0 {
				p.Total = r.Players[0].Total // a level finish now and then
			}
			r.Players = append(r.Players, p)
		}
		best := r.Players[0].Total
		for _, p := range r.Players {
			if r.Kind == store.GameRummy {
				best = min(best, p.Total)
			} else {
				best = max(best, p.Total)
			}
		}
		var won int
		for _, p := range r.Players {
			if p.Total == best {
				won++
			}
		}
		for j := range r.Players {
			r.Players[j].Won = r.Players[j].Total == best
			r.Players[j].Shared = r.Players[j].Won && won > 1
		}
		out = append(out, r)
	}
	return out
}

// TestFiguresGolden pins, as JSON, every figure Compute works out of
// figureResults under several filters, and the records a night of them
// broke: moving what each kind knows out of the statistics' switches
// must change none of it. -update writes it anew.
func TestFiguresGolden(t *testing.T) {
	games := figureResults()
	got := map[string]any{}
	for name, f := range map[string]Filter{
		"all":       {},
		"yatzy":     {Game: store.GameYatzy},
		"rummy":     {Game: store.GameRummy},
		"variant":   {Variant: "scandinavian"},
		"any-rules": {Variant: "scandinavian", AnyRules: true},
		"list":      {List: "12"},
		"players":   {Players: []string{"Anna", "Bo"}},
		"last":      {Last: 20},
	} {
		st := Compute(kinds, games, f, Aliases{"Bosse": "Bo"})
		got[name] = struct {
			Stats
			Counted []string
			Pairs   []Versus
		}{st, st.Counted, st.Pairs}
	}
	var nights []any // each game taken as a night, after those before it
	for i := 10; i < len(games); i++ {
		if b := broken(kindsOf(kinds), games[:i], games[i:i+1]); len(b) > 0 {
			nights = append(nights, b)
		}
	}
	got["broken"] = nights
	b, err := json.MarshalIndent(got, "", " ")
	require.NoError(t, err)
	path := filepath.Join("testdata", "figures.golden")
	if *updateFigures {
		require.NoError(t, os.WriteFile(path, b, 0o644))
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, string(want), string(b))
}
