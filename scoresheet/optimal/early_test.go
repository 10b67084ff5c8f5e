//go:build !race

package optimal

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// forcedClaim is the to-win player's share of two-player forced games
// from the empty sheet against a player for points, on paired dice: the
// long test's figure (go test -run EarlyHeadToHeadLong ./scoresheet/optimal
// -early.games 100000 -early.variant forced: 50.21% ± 0.13). The
// scandinavian figure is in the package doc; its fourteen tables take
// too long for the test pass, forced's take milliseconds.
const forcedClaim = 0.502115

// TestEarlyHeadToHead: a short run of the long test, forced, two
// players: the to-win player's share is within 4σ of the claim.
func TestEarlyHeadToHead(t *testing.T) {
	t.Parallel()
	rs := riskSetOf(t, scoresheet.Forced())
	h := rs.playPaired(make([]Player, 2), 3000, 30, lateTurns)
	share, half := h.estimate(2)
	sigma := half / 1.96
	t.Logf("forced, %d games: to win %.4f, for points %.4f, paired %.4f ± %.4f", h.games, h.toWin, h.forPoints, share, half)
	assert.InDelta(t, forcedClaim, share, 4*sigma+1e-9)
}

// TestEarlyClaimIsPlayed: the chance to win the hint claims before the
// last turns (optimal.WinChance of the players' standings) is the rate
// at which the player wins from there: playing for points, within 4σ of
// the games; playing to win, no less.
func TestEarlyClaimIsPlayed(t *testing.T) {
	t.Parallel()
	v := scoresheet.Forced()
	rs := riskSetOf(t, v)
	filled := func(n int) State {
		st := State{Filled: map[scoresheet.Box]bool{}}
		for _, b := range v.Boxes[:n] {
			st.Filled[b] = true
		}
		return st
	}
	for _, tc := range []struct {
		name     string
		anna, bo Player
	}{
		{"level, half the sheet", Player{State{Filled: filled(7).Filled, Upper: 55}, 70}, Player{State{Filled: filled(7).Filled, Upper: 63}, 90}},
		{"behind by 30, five boxes left", Player{State{Filled: filled(10).Filled, Upper: 63}, 120}, Player{State{Filled: filled(10).Filled, Upper: 63}, 150}},
	} {
		standing := func(p Player) Standing {
			m, _ := rs.e.Expected(p.State)
			c, _ := rs.vr.Expected(p.State)
			return StandingOf(p.Points, m, c)
		}
		claim := WinChance(standing(tc.anna), Field([]Standing{standing(tc.bo)}))
		h := rs.playPaired([]Player{tc.anna, tc.bo}, 3000, 31, lateTurns)
		sigma := math.Sqrt(claim * (1 - claim) / float64(h.games))
		t.Logf("%s: claimed %.4f, played for points %.4f, to win %.4f (%d games)", tc.name, claim, h.forPoints, h.toWin, h.games)
		assert.InDelta(t, claim, h.forPoints, 4*sigma, tc.name)
		_, half := h.estimate(2)
		assert.GreaterOrEqual(t, h.toWin, h.forPoints-2*half, tc.name)
	}
}

// TestVarianceFromTheRiskTable: the variance of the points to come that
// the risk table of VarianceTheta gives is the exact distribution's, for
// late sheets and from the empty sheet (the start distribution shared
// with TestStartDistribution).
func TestVarianceFromTheRiskTable(t *testing.T) {
	t.Parallel()
	for _, v := range []*scoresheet.Variant{scoresheet.Scandinavian(), scoresheet.Standard()} {
		e := table(t, v)
		r := riskTable(t, v, VarianceTheta)
		check := func(d Distribution, st State) {
			mean := d.Mean()
			want := 0.0
			for x := d.Lo; x <= d.Hi(); x++ {
				want += d.At(x) * (float64(x) - mean) * (float64(x) - mean)
			}
			m, err := e.Expected(st)
			require.NoError(t, err)
			c, err := r.Expected(st)
			require.NoError(t, err)
			assert.InDelta(t, want, Variance(m, c), 0.002*want+0.01, "%s %+v", v.ID, st)
		}
		check(startDistribution(t, v), State{})
		for _, st := range []State{
			sheet(v, 40, scoresheet.Sixes, scoresheet.FullHouse, scoresheet.Chance, scoresheet.Yatzy),
			sheet(v, 63, scoresheet.Chance, scoresheet.Yatzy),
			sheet(v, 10, scoresheet.Threes, scoresheet.Fours, scoresheet.Fives, scoresheet.Sixes, scoresheet.Chance),
		} {
			d, err := e.Distribution(st)
			require.NoError(t, err)
			check(d, st)
		}
	}
}

// riskTables are risk tables solved once per test run, by variant and θ.
var riskTables = map[[2]any]*Table{}

func riskTable(t testing.TB, v *scoresheet.Variant, theta float64) *Table {
	tablesMu.Lock()
	defer tablesMu.Unlock()
	key := [2]any{v.ID, theta}
	if tab, ok := riskTables[key]; ok {
		return tab
	}
	tab, err := SolveRisk(v, scoresheet.Choices{}, theta)
	require.NoError(t, err)
	riskTables[key] = tab
	return tab
}
