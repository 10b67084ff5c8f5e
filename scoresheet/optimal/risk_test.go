package optimal

import (
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// thetas are the risks the tests solve for: the early to-win range, the
// late "Hail Mary", and far past it.
var thetas = []float64{-0.05, 0.07, -0.5, 0.5, -2, 2}

// bruteRisk is the certainty equivalent of one turn worked out the long
// way (bruteTurn, which shares no code with the solver): the utility
// exp(θ·v) of each final roll, the greatest (θ > 0) or least (θ < 0)
// expected utility over the keeps.
func bruteRisk(theta float64, final func(c [6]int) float64) float64 {
	if theta > 0 {
		return math.Log(bruteTurn(5, func(c [6]int) float64 { return math.Exp(theta * final(c)) })) / theta
	}
	return math.Log(-bruteTurn(5, func(c [6]int) float64 { return -math.Exp(theta * final(c)) })) / theta
}

// TestRiskZeroIsExpected: a risk table of θ = 0 is the expected-score
// table, value for value, and a θ near 0 makes the same choices wherever
// the expected score tells them apart.
func TestRiskZeroIsExpected(t *testing.T) {
	for _, v := range []*scoresheet.Variant{
		scoresheet.Forced(),
		reduced(scoresheet.Scandinavian(), scoresheet.Ones, scoresheet.Twos, scoresheet.Threes, scoresheet.Fours, scoresheet.Fives, scoresheet.Sixes, scoresheet.FullHouse),
		reduced(scoresheet.Standard(), scoresheet.Ones, scoresheet.Twos, scoresheet.Threes, scoresheet.Fours, scoresheet.Fives, scoresheet.Sixes, scoresheet.FullHouse, scoresheet.Yatzy, scoresheet.Chance),
	} {
		e, err := Solve(v, scoresheet.Choices{})
		require.NoError(t, err)
		z, err := SolveRisk(v, scoresheet.Choices{}, 0)
		require.NoError(t, err)
		assert.Equal(t, e.Values(), z.Values(), v.ID)
		for _, theta := range []float64{-1e-7, 1e-7} {
			r, err := SolveRisk(v, scoresheet.Choices{}, theta)
			require.NoError(t, err)
			for i, x := range e.Values() {
				require.InDelta(t, x, r.Values()[i], 1e-3, "%s θ %g state %d", v.ID, theta, i)
			}
			// Every roll of every few states: the same best choice
			// wherever the expected score's margin is clear.
			compared := 0
			for _, st := range sampleStates(e, 40) {
				for _, roll := range []scoresheet.Roll{{1, 1, 1, 1, 1}, {6, 6, 6, 5, 5}, {1, 2, 3, 4, 6}, {2, 2, 5, 5, 6}, {3, 3, 3, 6, 1}} {
					for left := range scoresheet.RollsPerTurn {
						ec, err := e.Advise(st, roll, left)
						require.NoError(t, err)
						rc, err := r.Advise(st, roll, left)
						require.NoError(t, err)
						if len(ec) > 1 && ec[0].Value-ec[1].Value < 1e-3 {
							continue
						}
						compared++
						assert.Equal(t, ec[0].Keep, rc[0].Keep, "%s θ %g %+v %v %d", v.ID, theta, st, roll, left)
						assert.Equal(t, ec[0].Box, rc[0].Box, "%s θ %g %+v %v %d", v.ID, theta, st, roll, left)
					}
				}
			}
			assert.Greater(t, compared, 50, v.ID)
		}
	}
}

// sampleStates returns up to n states of t's table that play can reach,
// a few boxes filled to most.
func sampleStates(t *Table, n int) []State {
	g := t.game
	var out []State
	for mask := 0; mask < 1<<g.boxes-1 && len(out) < n; mask += 1 + mask/3 {
		if g.forced && mask&(mask+1) != 0 {
			continue
		}
		for upper := 0; upper <= g.v.BonusAt; upper += 7 {
			if !g.reach[mask&63][upper] {
				continue
			}
			st := State{Filled: map[scoresheet.Box]bool{}, Upper: upper}
			for b, box := range g.v.Boxes {
				if mask&(1<<b) != 0 {
					st.Filled[box] = true
				}
			}
			out = append(out, st)
			break
		}
	}
	return out
}

// TestRiskByBruteForce: a three-box game solved whole for each θ, by the
// risk table and by brute force over every turn; a forced one; and the
// last turns of the upper section's bonus (under the race detector, two
// θ: see underRace).
func TestRiskByBruteForce(t *testing.T) {
	t.Parallel()
	tried := thetas
	if underRace {
		tried = thetas[:2] // the table's own, one of each sign
	}
	for _, base := range []*scoresheet.Variant{scoresheet.Scandinavian(), scoresheet.Forced()} {
		v := reduced(base, scoresheet.TwoPairs, scoresheet.FullHouse, scoresheet.Yatzy)
		for _, theta := range tried {
			tab, err := SolveRisk(v, scoresheet.Choices{}, theta)
			require.NoError(t, err)
			memo := map[int]float64{}
			var value func(mask int) float64
			value = func(mask int) float64 {
				if mask == 1<<len(v.Boxes)-1 {
					return 0
				}
				if x, ok := memo[mask]; ok {
					return x
				}
				x := bruteRisk(theta, func(c [6]int) float64 {
					best := math.Inf(-1)
					for b, box := range v.Boxes {
						if mask&(1<<b) == 0 {
							best = math.Max(best, float64(v.Score(box, rollOf(c)))+value(mask|1<<b))
							if v.Forced {
								break
							}
						}
					}
					return best
				})
				memo[mask] = x
				return x
			}
			assert.InDelta(t, value(0), tab.Start(), 1e-9, "%s θ %g", v.ID, theta)
		}
	}
	for _, tc := range lastTurns[:4] {
		boxes := slices.Clone(upperBoxes)
		if !tc.box.Upper() {
			boxes = append(boxes, tc.box)
		}
		v := reduced(scoresheet.Scandinavian(), boxes...)
		for _, theta := range tried[:min(4, len(tried))] {
			tab, err := SolveRisk(v, scoresheet.Choices{}, theta)
			require.NoError(t, err)
			st := State{Filled: map[scoresheet.Box]bool{}, Upper: tc.upper}
			for _, b := range v.Boxes {
				st.Filled[b] = b != tc.box
			}
			got, err := tab.Expected(st)
			require.NoError(t, err)
			want := bruteRisk(theta, func(c [6]int) float64 {
				p := v.Score(tc.box, rollOf(c))
				if tc.box.Upper() && tc.upper < v.BonusAt && tc.upper+p >= v.BonusAt {
					p += v.Bonus
				}
				return float64(p)
			})
			assert.InDelta(t, want, got, 1e-9, "%s at upper %d, θ %g", tc.box, tc.upper, theta)
		}
	}
}

// TestRiskAdviceIsTheTables: the choices Advise ranks for a risk table
// are worth what the table says: the best keep before the first reroll
// and the best box are the state's certainty equivalent worked from them.
func TestRiskAdviceSeeksAndShunsRisk(t *testing.T) {
	// Yatzy alone left with 6 6 6 6 1 and one roll: keeping 6 6 6 6 is
	// best whatever θ; with 6 6 5 5 1 and two rolls, a risk seeker and a
	// risk shunner value the same keeps differently, and the certainty
	// equivalents order as θ does.
	v := reduced(scoresheet.Scandinavian(), scoresheet.TwoPairs, scoresheet.FullHouse, scoresheet.Yatzy)
	st := State{Filled: map[scoresheet.Box]bool{scoresheet.TwoPairs: true, scoresheet.FullHouse: true}}
	prev := -1.0
	for _, theta := range []float64{-0.5, -0.05, 0, 0.07, 0.5} {
		tab, err := SolveRisk(v, scoresheet.Choices{}, theta)
		require.NoError(t, err)
		c, err := tab.Advise(st, scoresheet.Roll{6, 6, 6, 6, 1}, 1)
		require.NoError(t, err)
		assert.Equal(t, scoresheet.Roll{6, 6, 6, 6}, c[0].Keep, "θ %g", theta)
		ce, err := tab.Expected(st)
		require.NoError(t, err)
		assert.Greater(t, ce, prev, "θ %g", theta)
		prev = ce
	}
	_, err := SolveRisk(v, scoresheet.Choices{}, 2.5)
	assert.Error(t, err)
	_, err = SolveRisk(v, scoresheet.Choices{}, math.NaN())
	assert.Error(t, err)
}

// BenchmarkSolveRisk is a risk table's cost, for a risk seeker's θ and a
// risk shunner's (whose best keeps are the least utilities, in Go).
func BenchmarkSolveRisk(b *testing.B) {
	for _, v := range []*scoresheet.Variant{scoresheet.Scandinavian(), scoresheet.Standard(), scoresheet.Forced()} {
		for _, theta := range []float64{0.07, -0.05} {
			b.Run(fmt.Sprintf("%s/%g", v.ID, theta), func(b *testing.B) {
				b.ReportAllocs()
				for b.Loop() {
					if _, err := SolveRisk(v, scoresheet.Choices{}, theta); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
