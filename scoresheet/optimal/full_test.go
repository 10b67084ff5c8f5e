//go:build !race

package optimal

// The tests that solve whole tables: seconds each, minutes under the race
// detector, so they run in the test pass without it (see the README's
// test command); the race pass checks the solver on reduced games.

import (
	"math"
	"math/rand/v2"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// Tables are solved once per test run: a full table takes seconds, and a
// minute under the race detector. So are the start distributions, each
// worked out by the first test that asks while the others wait for it.
var (
	tables   = map[string]*Table{}
	starts   = map[string]func() Distribution{}
	tablesMu sync.Mutex
)

// startDistribution is table(t, v)'s StartDistribution, worked out once.
func startDistribution(t testing.TB, v *scoresheet.Variant) Distribution {
	tab := table(t, v)
	tablesMu.Lock()
	start, ok := starts[v.ID]
	if !ok {
		start = sync.OnceValue(tab.StartDistribution)
		starts[v.ID] = start
	}
	tablesMu.Unlock()
	return start()
}

func table(t testing.TB, v *scoresheet.Variant) *Table {
	tablesMu.Lock()
	defer tablesMu.Unlock()
	if tab, ok := tables[v.ID]; ok {
		return tab
	}
	tab, err := Solve(v, scoresheet.Choices{})
	require.NoError(t, err)
	tables[v.ID] = tab
	return tab
}

// TestPublishedValues checks the expected score of an empty sheet against
// the published ones: scandinavian 248.44 (two modern solvers), standard
// 254.59 (Verhoeff, whose exact 254.5896 comes from his own joker rule).
func TestPublishedValues(t *testing.T) {
	assert.InDelta(t, 248.44, table(t, scoresheet.Scandinavian()).Start(), 0.005)
	assert.InDelta(t, 254.59, table(t, scoresheet.Standard()).Start(), 0.005)
	// forced has no published value: 122.5585, checked below by brute
	// force on its last turns and by simulating its strategy.
	assert.InDelta(t, 122.5585, table(t, scoresheet.Forced()).Start(), 0.00005)
}

func TestVerhoeffsJoker(t *testing.T) {
	g, err := newGame(scoresheet.Standard(), scoresheet.Choices{})
	require.NoError(t, err)
	g.verhoeff = true
	assert.InDelta(t, 254.5896, solve(g).Start(), 0.00005, "Verhoeff's own rule gives his published value")
}

// TestLastTurnByBruteForce: with one box left in the whole scandinavian
// table, its value is the brute-force expectation of that box's score and
// any bonus it brings.
func TestLastTurnByBruteForce(t *testing.T) {
	tab := table(t, scoresheet.Scandinavian())
	for _, tc := range lastTurns {
		assertLastTurn(t, scoresheet.Scandinavian(), tab, tc.box, tc.upper)
	}
}

// TestLastTwoTurnsByBruteForce: with two boxes left in the whole standard
// table, the first turn picks the better box for its final roll, knowing
// the last turn's value.
func TestLastTwoTurnsByBruteForce(t *testing.T) {
	assertLastTwoStandardTurns(t, scoresheet.Standard(), table(t, scoresheet.Standard()))
}

func TestAdvise(t *testing.T) {
	tab := table(t, scoresheet.Scandinavian())
	empty := State{Filled: map[scoresheet.Box]bool{}}
	start, _ := tab.Expected(empty)

	// Five sixes on the last roll of the first turn: yatzy is best.
	c, err := tab.Advise(empty, scoresheet.Roll{6, 6, 6, 6, 6}, 0)
	require.NoError(t, err)
	assert.Equal(t, scoresheet.Yatzy, c[0].Box)
	assert.Equal(t, 50, c[0].Points)
	assert.Len(t, c, 15)
	for i := 1; i < len(c); i++ {
		assert.GreaterOrEqual(t, c[i-1].Value, c[i].Value)
	}

	// With rolls left, the best keep of 6 6 6 2 4 is the sixes.
	c, err = tab.Advise(empty, scoresheet.Roll{6, 6, 6, 2, 4}, 2)
	require.NoError(t, err)
	assert.Equal(t, scoresheet.Roll{6, 6, 6}, c[0].Keep)
	// The average over first rolls of the best first choice is the start.
	assert.Greater(t, c[0].Value, start)

	_, err = tab.Advise(empty, scoresheet.Roll{6, 6, 6, 2}, 0)
	assert.EqualError(t, err, "got 4 dice, want 5")
	_, err = tab.Advise(empty, scoresheet.Roll{6, 6, 6, 2, 4}, 3)
	assert.ErrorContains(t, err, "3 rolls left")
	_, err = tab.Expected(State{Filled: map[scoresheet.Box]bool{scoresheet.Castle: true}})
	assert.ErrorContains(t, err, `"castle" is not a box of scandinavian`)
	_, err = tab.Expected(State{Filled: map[scoresheet.Box]bool{}, Upper: 10})
	assert.ErrorContains(t, err, "cannot come from the upper boxes filled")

	f := table(t, scoresheet.Forced())
	c, err = f.Advise(empty, scoresheet.Roll{6, 6, 6, 6, 6}, 0)
	require.NoError(t, err)
	require.Len(t, c, 1, "forced offers only the next box")
	assert.Equal(t, scoresheet.Ones, c[0].Box)
}

// TestForcedStrategySimulated plays the forced table's strategy on random
// dice: the mean score must agree with the table's expectation.
func TestForcedStrategySimulated(t *testing.T) {
	t.Parallel()
	tab := table(t, scoresheet.Forced())
	v := scoresheet.Forced()
	rng := rand.New(rand.NewPCG(1, 2))
	const games = 3000
	var sum, sumSq float64
	for range games {
		st := State{Filled: map[scoresheet.Box]bool{}}
		total := 0
		for _, box := range v.Boxes {
			dice := make(scoresheet.Roll, 5)
			for i := range dice {
				dice[i] = rng.IntN(6) + 1
			}
			for left := 2; left > 0; left-- {
				c, err := tab.Advise(st, dice, left)
				require.NoError(t, err)
				keep := c[0].Keep
				dice = append(scoresheet.Roll{}, keep...)
				for len(dice) < 5 {
					dice = append(dice, rng.IntN(6)+1)
				}
			}
			p := v.Score(box, dice)
			if box.Upper() && st.Upper < 63 && st.Upper+p >= 63 {
				total += 50
			}
			total += p
			if box.Upper() {
				st.Upper += p
			}
			st.Filled[box] = true
		}
		sum += float64(total)
		sumSq += float64(total * total)
	}
	mean := sum / games
	sd := math.Sqrt(sumSq/games - mean*mean)
	assert.InDelta(t, tab.Start(), mean, 4*sd/math.Sqrt(games), "mean %.2f, sd %.2f", mean, sd)
}

// TestOtherBonusThresholdWholeGame solves scandinavian with the bonus at
// 70: a harder bonus is worth less than the published 248.44.
func TestOtherBonusThresholdWholeGame(t *testing.T) {
	v := *scoresheet.Scandinavian()
	v.ID, v.BonusAt = "bonus-70", 70
	tab, err := Solve(&v, scoresheet.Choices{})
	require.NoError(t, err)
	assert.Less(t, tab.Start(), table(t, scoresheet.Scandinavian()).Start())
	assert.Greater(t, tab.Start(), 220.0)
}

// TestStartDistribution: the distribution of final scores from an empty
// sheet adds up to 1 and its mean is the table's, and so the published
// value; the scores it holds are those a game can end with.
func TestStartDistribution(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		v         *scoresheet.Variant
		published float64
		hi        int
	}{
		{scoresheet.Scandinavian(), 248.44, 374},
		{scoresheet.Standard(), 254.59, 1575},
	} {
		tab := table(t, tc.v)
		d := startDistribution(t, tc.v)
		sum := 0.0
		for _, p := range d.P {
			sum += p
		}
		assert.InDelta(t, 1, sum, 1e-9, tc.v.ID)
		assert.InDelta(t, tab.Start(), d.Mean(), 1e-6, tc.v.ID)
		assert.InDelta(t, tc.published, d.Mean(), 0.005, tc.v.ID)
		assert.LessOrEqual(t, d.Hi(), tc.hi, tc.v.ID)
		assert.Greater(t, d.Lo, 0, "%s: optimal play never ends with nothing", tc.v.ID)
	}
}

// TestHouseRulesSolved: house rules with the bonus at 75 = 50 and full
// house a fixed 25 are solved; the last turns agree with brute force by
// the house scoring, and a simulation of the table's own play scores its
// start value within 4σ.
func TestHouseRulesSolved(t *testing.T) {
	t.Parallel()
	h, err := scoresheet.ParseHouseRules("scandinavian\nbonus 75 = 50\nfull_house = 25\n")
	require.NoError(t, err)
	v := h.Variant()
	tab, err := Solve(v, scoresheet.Choices{})
	require.NoError(t, err)
	for _, tc := range []struct {
		box   scoresheet.Box
		upper int
	}{{scoresheet.FullHouse, 40}, {scoresheet.Sixes, 60}, {scoresheet.Fives, 65}, {scoresheet.Chance, 75}} {
		assertLastTurn(t, v, tab, tc.box, tc.upper)
	}
	// The last two turns: full house and sixes free, the upper sum 57.
	last := func(box scoresheet.Box, upper int) float64 {
		return bruteTurn(5, func(c [6]int) float64 {
			p := v.Score(box, rollOf(c))
			if box.Upper() && upper < 75 && upper+p >= 75 {
				p += 50
			}
			return float64(p)
		})
	}
	lastFull := map[int]float64{}
	for sixes := 0; sixes <= 5; sixes++ {
		lastFull[57+6*sixes] = last(scoresheet.FullHouse, 57+6*sixes)
	}
	lastSixes := last(scoresheet.Sixes, 57)
	want := bruteTurn(5, func(c [6]int) float64 {
		r := rollOf(c)
		six := v.Score(scoresheet.Sixes, r)
		bonus := 0
		if 57+six >= 75 {
			bonus = 50
		}
		return math.Max(float64(v.Score(scoresheet.FullHouse, r))+lastSixes, float64(six+bonus)+lastFull[57+six])
	})
	st := State{Filled: map[scoresheet.Box]bool{}, Upper: 57}
	for _, b := range v.Boxes {
		st.Filled[b] = b != scoresheet.FullHouse && b != scoresheet.Sixes
	}
	got, err := tab.Expected(st)
	require.NoError(t, err)
	assert.InDelta(t, want, got, 1e-9, "the last two turns")

	d, err := tab.Simulate(State{}, 20000, 19)
	require.NoError(t, err)
	sd := 0.0
	for x := d.Lo; x <= d.Hi(); x++ {
		sd += d.At(x) * (float64(x) - d.Mean()) * (float64(x) - d.Mean())
	}
	sd = math.Sqrt(sd)
	assert.InDelta(t, tab.Start(), d.Mean(), 4*sd/math.Sqrt(20000), "simulated %.2f against %.2f", d.Mean(), tab.Start())
	assert.NotEqual(t, table(t, scoresheet.Scandinavian()).Start(), tab.Start())

	bottomUp, err := scoresheet.ParseHouseRules("forced\norder bottom-up\n")
	require.NoError(t, err)
	_, err = Solve(bottomUp.Variant(), scoresheet.Choices{})
	assert.ErrorContains(t, err, "bottom-up", "an error, not a wrong answer")
}

// TestWholeTablesAreStraightforward: in the whole tables, the empty sheet
// and the states of random sheets of every level have the value a turn
// worked out the straightforward way gives them from the states after
// (see assertStraightOnSample), to 1e-9.
func TestWholeTablesAreStraightforward(t *testing.T) {
	t.Parallel()
	for _, v := range []*scoresheet.Variant{scoresheet.Scandinavian(), scoresheet.Standard(), scoresheet.Forced()} {
		assertStraightOnSample(t, table(t, v), 4)
	}
}
