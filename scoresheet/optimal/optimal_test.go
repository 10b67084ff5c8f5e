package optimal

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

func TestMaxiIsSolvable(t *testing.T) {
	assert.NoError(t, Solvable(scoresheet.Maxi()))
}

// bruteTurn is the expected value of one turn, worked out the long way:
// every ordered outcome of the dice rolled, every subset of dice kept,
// with final(roll) the value of ending on a roll. It shares no code with
// the widget.
func bruteTurn(n int, final func(counts [6]int) float64) float64 {
	type dice = []int
	counts := func(d dice) [6]int {
		var c [6]int
		for _, x := range d {
			c[x-1]++
		}
		return c
	}
	memo := map[[7]int]float64{}
	var value func(d dice, left int) float64
	var expect, total func(kept dice, left int) float64
	value = func(d dice, left int) float64 {
		c := counts(d)
		key := [7]int{c[0], c[1], c[2], c[3], c[4], c[5], left}
		if v, ok := memo[key]; ok {
			return v
		}
		best := final(c)
		if left > 0 {
			for s := 0; s < 1<<n; s++ {
				var kept dice
				for i := range n {
					if s&(1<<i) != 0 {
						kept = append(kept, d[i])
					}
				}
				best = math.Max(best, expect(kept, left-1))
			}
		}
		memo[key] = best
		return best
	}
	expected := map[[7]int]float64{}
	expect = func(kept dice, left int) float64 {
		c := counts(kept)
		key := [7]int{c[0], c[1], c[2], c[3], c[4], c[5], left}
		if v, ok := expected[key]; ok {
			return v
		}
		x := total(kept, left)
		expected[key] = x
		return x
	}
	total = func(kept dice, left int) float64 {
		m := n - len(kept)
		sum, count := 0.0, 0
		outcome := make([]int, m)
		var rec func(i int)
		rec = func(i int) {
			if i == m {
				sum += value(append(append(dice{}, kept...), outcome...), left)
				count++
				return
			}
			for f := 1; f <= 6; f++ {
				outcome[i] = f
				rec(i + 1)
			}
		}
		rec(0)
		return sum / float64(count)
	}
	return expect(nil, scoresheet.RollsPerTurn-1)
}

func rollOf(c [6]int) scoresheet.Roll {
	var r scoresheet.Roll
	for f, n := range c {
		for range n {
			r = append(r, f+1)
		}
	}
	return r
}

func five(c [6]int) bool {
	for _, n := range c {
		if n == 5 {
			return true
		}
	}
	return false
}

func TestFromValues(t *testing.T) {
	tab, err := Solve(scoresheet.Forced(), scoresheet.Choices{})
	require.NoError(t, err)
	again, err := FromValues(scoresheet.Forced(), scoresheet.Choices{}, tab.Values())
	require.NoError(t, err)
	assert.Equal(t, tab.Start(), again.Start())
	_, err = FromValues(scoresheet.Forced(), scoresheet.Choices{}, tab.Values()[1:])
	assert.ErrorContains(t, err, "a forced table has 1024 values")
}

// TestLegalChoicesAgreeWithTheSheet plays thousands of random standard
// sheets, under both joker rules, and at each turn compares the boxes and
// points the solver considers with what the sheet offers.
func TestLegalChoicesAgreeWithTheSheet(t *testing.T) {
	v := scoresheet.Standard()
	rng := rand.New(rand.NewPCG(7, 11))
	roll := func() scoresheet.Roll {
		d := make(scoresheet.Roll, v.Dice)
		if rng.IntN(3) == 0 { // five of a kind often, for the joker
			f := rng.IntN(6) + 1
			for i := range d {
				d[i] = f
			}
			return d
		}
		for i := range d {
			d[i] = rng.IntN(6) + 1
		}
		return d
	}
	compared := 0
	for _, joker := range []scoresheet.Joker{scoresheet.JokerForced, scoresheet.JokerFree} {
		rules := scoresheet.Choices{Joker: joker}
		g, err := newGame(v, rules)
		require.NoError(t, err)
		tab := &Table{variant: v, choices: rules, game: g} // no values: only the rules are asked
		for range 150 {
			s, err := scoresheet.NewSheet(v, []string{"A"}, rules)
			require.NoError(t, err)
			for !s.Finished() {
				dice := roll()
				opts, err := s.Options(dice)
				require.NoError(t, err)
				st := StateOf(s, "A")
				mask, _, y, err := tab.key(st)
				require.NoError(t, err)
				var got []string
				for _, c := range tab.boxChoices(mask, y, g.d.indexOf(keepOf(dice))) {
					got = append(got, fmt.Sprintf("%s=%d", v.Boxes[c.box], c.points))
				}
				var want []string
				for _, o := range opts {
					want = append(want, fmt.Sprintf("%s=%d", o.Box, o.Points))
				}
				slices.Sort(got)
				slices.Sort(want)
				require.Equal(t, want, got, "%s joker, dice %v, sheet %v", joker, dice, st)
				compared++
				o := opts[rng.IntN(len(opts))]
				require.NoError(t, s.Apply(scoresheet.Event{Kind: scoresheet.KindTurn, Player: "A", Box: o.Box, Dice: dice, Strike: o.Strike}))
			}
		}
	}
	assert.Equal(t, 2*150*13, compared)
}

func keepOf(r scoresheet.Roll) keep {
	var k keep
	for _, d := range r {
		k[d-1]++
	}
	return k
}

func TestVariantsTheSolverCannotTake(t *testing.T) {
	many := *scoresheet.Maxi()
	many.ID, many.SavedRolls = "maxi-without-saved-rolls", false
	_, err := Solve(&many, scoresheet.Choices{})
	assert.ErrorContains(t, err, "at most 15 in free order")
	seven := *scoresheet.Scandinavian()
	seven.ID, seven.Dice = "seven", 7
	_, err = Solve(&seven, scoresheet.Choices{})
	assert.ErrorContains(t, err, "handles 1 to 6")
}

// reduced is variant base with only boxes: a game of a few turns, solved
// in milliseconds, that still plays by base's rules.
func reduced(base *scoresheet.Variant, boxes ...scoresheet.Box) *scoresheet.Variant {
	v := *base
	v.ID, v.Boxes = base.ID+"-reduced", boxes
	return &v
}

var upperBoxes = []scoresheet.Box{scoresheet.Ones, scoresheet.Twos, scoresheet.Threes, scoresheet.Fours, scoresheet.Fives, scoresheet.Sixes}

// lastTurns are the last turns checked by brute force: a box, and the
// upper sum before it.
var lastTurns = []struct {
	box   scoresheet.Box
	upper int
}{
	{scoresheet.Chance, 40},
	{scoresheet.Yatzy, 63},
	{scoresheet.Sixes, 50}, // 13 more in sixes earns the bonus
	{scoresheet.Ones, 60},  // three ones earn it
	{scoresheet.FullHouse, 20},
	{scoresheet.SmallStraight, 63},
}

// assertLastTurn checks the table's value of the state with only box left
// and upper points in the upper boxes against brute force.
func assertLastTurn(t *testing.T, v *scoresheet.Variant, tab *Table, box scoresheet.Box, upper int) {
	t.Helper()
	st := State{Filled: map[scoresheet.Box]bool{}, Upper: upper}
	for _, b := range v.Boxes {
		st.Filled[b] = b != box
	}
	got, err := tab.Expected(st)
	require.NoError(t, err, box)
	want := bruteTurn(5, func(c [6]int) float64 {
		p := v.Score(box, rollOf(c))
		if box.Upper() && upper < v.BonusAt && upper+p >= v.BonusAt {
			p += v.Bonus
		}
		return float64(p)
	})
	assert.InDelta(t, want, got, 1e-9, "%s at upper %d", box, upper)
}

// TestReducedLastTurnByBruteForce: the same last turns, each in a reduced
// game of the upper boxes and the box, solved in milliseconds.
func TestReducedLastTurnByBruteForce(t *testing.T) {
	for _, tc := range lastTurns {
		boxes := slices.Clone(upperBoxes)
		if !tc.box.Upper() {
			boxes = append(boxes, tc.box)
		}
		v := reduced(scoresheet.Scandinavian(), boxes...)
		tab, err := Solve(v, scoresheet.Choices{})
		require.NoError(t, err)
		assertLastTurn(t, v, tab, tc.box, tc.upper)
	}
}

// TestReducedGameByBruteForce solves a three-box game whole, by the table
// and by brute force over every turn; and the standard game's joker on its
// last two turns.
func TestReducedGameByBruteForce(t *testing.T) {
	v := reduced(scoresheet.Scandinavian(), scoresheet.TwoPairs, scoresheet.FullHouse, scoresheet.Yatzy)
	tab, err := Solve(v, scoresheet.Choices{})
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
		x := bruteTurn(5, func(c [6]int) float64 {
			best := 0.0
			for b, box := range v.Boxes {
				if mask&(1<<b) == 0 {
					best = math.Max(best, float64(v.Score(box, rollOf(c)))+value(mask|1<<b))
				}
			}
			return best
		})
		memo[mask] = x
		return x
	}
	assert.InDelta(t, value(0), tab.Start(), 1e-9)

	// Standard, full house and chance left, the yatzy box holding 50.
	s := reduced(scoresheet.Standard(), scoresheet.FullHouse, scoresheet.Yatzy, scoresheet.Chance)
	st, err := Solve(s, scoresheet.Choices{})
	require.NoError(t, err)
	assertLastTwoStandardTurns(t, s, st)
}

// assertLastTwoStandardTurns checks a standard table with full house and
// chance left, every other box filled and the yatzy box holding 50,
// against brute force: the joker gives +100 and, in full house, 25.
func assertLastTwoStandardTurns(t *testing.T, v *scoresheet.Variant, tab *Table) {
	t.Helper()
	last := func(box scoresheet.Box) float64 {
		return bruteTurn(5, func(c [6]int) float64 {
			r := rollOf(c)
			p := float64(v.Score(box, r))
			if five(c) {
				if j, ok := v.JokerScore(box); ok {
					p = float64(j)
				}
				p += float64(v.ExtraBonus)
			}
			return p
		})
	}
	a, b := scoresheet.FullHouse, scoresheet.Chance
	lastA, lastB := last(a), last(b)
	want := bruteTurn(5, func(c [6]int) float64 {
		r := rollOf(c)
		bonus, pa := 0.0, float64(v.Score(a, r))
		if five(c) {
			bonus = float64(v.ExtraBonus)
			if j, ok := v.JokerScore(a); ok {
				pa = float64(j)
			}
		}
		return bonus + math.Max(pa+lastB, float64(v.Score(b, r))+lastA)
	})
	st := State{Filled: map[scoresheet.Box]bool{}, Fifty: true}
	for _, box := range v.Boxes {
		st.Filled[box] = box != a && box != b
	}
	got, err := tab.Expected(st)
	require.NoError(t, err)
	assert.InDelta(t, want, got, 1e-9)
}

// TestOtherBonusThreshold solves a variant the solver was not written
// for: the upper boxes with the bonus at 70. Its last turns agree with
// brute force, and the harder bonus is worth less.
func TestOtherBonusThreshold(t *testing.T) {
	v := reduced(scoresheet.Scandinavian(), upperBoxes...)
	v.BonusAt = 70
	tab, err := Solve(v, scoresheet.Choices{})
	require.NoError(t, err)
	easier, err := Solve(reduced(scoresheet.Scandinavian(), upperBoxes...), scoresheet.Choices{})
	require.NoError(t, err)
	assert.Less(t, tab.Start(), easier.Start())
	for _, upper := range []int{50, 57, 66, 70} {
		st := State{Filled: map[scoresheet.Box]bool{}, Upper: upper}
		for _, b := range v.Boxes {
			st.Filled[b] = b != scoresheet.Sixes
		}
		got, err := tab.Expected(st)
		require.NoError(t, err)
		want := bruteTurn(5, func(c [6]int) float64 {
			p := v.Score(scoresheet.Sixes, rollOf(c))
			if upper < 70 && upper+p >= 70 {
				p += 50
			}
			return float64(p)
		})
		assert.InDelta(t, want, got, 1e-9, "sixes last at upper %d", upper)
	}
}

// TestSharedUpperSumsChangeNoValue solves a reduced game with every upper
// box twice: sharing the work of upper sums with the same future, and
// working each out itself. Every value must be the same.
func TestSharedUpperSumsChangeNoValue(t *testing.T) {
	for _, base := range []*scoresheet.Variant{scoresheet.Scandinavian(), scoresheet.Standard()} {
		v := reduced(base, append(slices.Clone(upperBoxes), scoresheet.Chance, scoresheet.Yatzy)...)
		shared, err := Solve(v, scoresheet.Choices{})
		require.NoError(t, err)
		g, err := newGame(v, scoresheet.Choices{})
		require.NoError(t, err)
		g.everyUpper = true
		each := solve(g)
		require.Equal(t, len(each.ev), len(shared.ev))
		for i := range each.ev {
			if each.ev[i] != shared.ev[i] {
				t.Fatalf("%s: state %d: %v shared, %v worked out itself", base.ID, i, shared.ev[i], each.ev[i])
			}
		}
	}
}

// TestProgressEndsAtOne: the progress a table's solving reports never
// goes back and ends at 1 exactly, so that a terminal's progress line is
// finished with its newline.
func TestProgressEndsAtOne(t *testing.T) {
	var seen []float64
	_, err := SolveProgress(reduced(scoresheet.Scandinavian(), append(slices.Clone(upperBoxes), scoresheet.Yatzy)...), scoresheet.Choices{}, func(done float64) {
		seen = append(seen, done)
	})
	require.NoError(t, err)
	require.NotEmpty(t, seen)
	assert.True(t, slices.IsSorted(seen), "%v", seen)
	assert.Equal(t, 1.0, seen[len(seen)-1])
	assert.Less(t, seen[len(seen)-2], 1.0, "1 once, at the end")
}

// TestBonusBoundIsTheSheets: the solver takes a bonus threshold exactly
// when house rules do, up to the highest upper sum, and an upper sum in a
// state up to that sum too.
func TestBonusBoundIsTheSheets(t *testing.T) {
	for _, base := range []*scoresheet.Variant{scoresheet.Scandinavian(), scoresheet.Forced(), scoresheet.Standard()} {
		most := base.MaxUpper()
		for _, at := range []int{most, most + 1} {
			_, houseErr := scoresheet.ParseHouseRules(fmt.Sprintf("%s\nbonus %d = 50\n", base.ID, at))
			v := *base
			v.BonusAt = at
			assert.Equal(t, houseErr == nil, Solvable(&v) == nil, "%s with the bonus at %d: house rules say %v, the solver %v", base.ID, at, houseErr, Solvable(&v))
		}
		g, err := newGame(base, scoresheet.Choices{})
		require.NoError(t, err)
		tab := &Table{variant: base, choices: g.choices, game: g} // no values: only the states are asked
		all := State{Filled: map[scoresheet.Box]bool{}}
		for _, b := range base.Boxes {
			all.Filled[b] = b.Upper()
		}
		for upper, ok := range map[int]bool{most: true, most + 1: false} {
			all.Upper = upper
			_, _, _, err := tab.key(all)
			assert.Equal(t, ok, err == nil, "%s: an upper sum of %d: %v", base.ID, upper, err)
		}
	}
}

// TestEmptyRulesPlayTheSheetsJoker: a sheet and a table made with empty
// rules play the same joker rule. With the yatzy box filled and five ones
// in hand, the table's choices are the sheet's, and not those of the
// other rule.
func TestEmptyRulesPlayTheSheetsJoker(t *testing.T) {
	v := reduced(scoresheet.Standard(), scoresheet.Ones, scoresheet.Twos, scoresheet.FullHouse, scoresheet.Yatzy)
	tab, err := Solve(v, scoresheet.Choices{})
	require.NoError(t, err)
	s, err := scoresheet.NewSheet(v, []string{"A"}, scoresheet.Choices{})
	require.NoError(t, err)
	assert.Equal(t, s.Choices(), tab.Choices())
	require.NoError(t, s.Apply(scoresheet.Event{Kind: scoresheet.KindTurn, Player: "A", Box: scoresheet.Yatzy, Dice: scoresheet.Roll{2, 2, 2, 2, 2}}))
	dice := scoresheet.Roll{1, 1, 1, 1, 1}
	opts, err := s.Options(dice)
	require.NoError(t, err)
	var want []string
	for _, o := range opts {
		want = append(want, fmt.Sprintf("%s=%d", o.Box, o.Points))
	}
	choices := func(tab *Table) []string {
		mask, _, y, err := tab.key(StateOf(s, "A"))
		require.NoError(t, err)
		var got []string
		for _, c := range tab.boxChoices(mask, y, tab.game.d.indexOf(keepOf(dice))) {
			got = append(got, fmt.Sprintf("%s=%d", v.Boxes[c.box], c.points))
		}
		return got
	}
	assert.Equal(t, want, choices(tab))
	other := scoresheet.JokerFree
	if s.Choices().Joker == other {
		other = scoresheet.JokerForced
	}
	g, err := newGame(v, scoresheet.Choices{Joker: other})
	require.NoError(t, err)
	assert.NotEqual(t, want, choices(&Table{variant: v, choices: g.choices, game: g}), "the other rule, %s, chooses alike", other)
}

// TestATurnHasTheSheetsRolls: the solver advises with as many rolls left
// as a sheet lets a turn use after its first, and no more.
func TestATurnHasTheSheetsRolls(t *testing.T) {
	v := reduced(scoresheet.Scandinavian(), append(slices.Clone(upperBoxes), scoresheet.Chance)...)
	tab, err := Solve(v, scoresheet.Choices{})
	require.NoError(t, err)
	dice := scoresheet.Roll{6, 6, 6, 2, 4}
	for rolls := 1; rolls <= scoresheet.RollsPerTurn+1; rolls++ {
		s, err := scoresheet.NewSheet(v, []string{"A"}, scoresheet.Choices{})
		require.NoError(t, err)
		sheetErr := s.Apply(scoresheet.Event{Kind: scoresheet.KindTurn, Player: "A", Box: scoresheet.Chance, Dice: dice, Rolls: rolls})
		_, err = tab.Advise(State{Filled: map[scoresheet.Box]bool{}}, dice, rolls-1)
		assert.Equal(t, sheetErr == nil, err == nil, "%d rolls: the sheet says %v, the solver %v", rolls, sheetErr, err)
	}
}

// TestStateOfPointsIsStateOf: the state of a sheet and the state of its
// points alone (advise --sheet) are one, on random sheets of every
// solvable variant.
func TestStateOfPointsIsStateOf(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	for _, v := range []*scoresheet.Variant{scoresheet.Scandinavian(), scoresheet.Forced(), scoresheet.Standard()} {
		for range 50 {
			s, err := scoresheet.NewSheet(v, []string{"Anna"}, scoresheet.Choices{})
			require.NoError(t, err)
			points := map[scoresheet.Box]int{}
			for range r.IntN(len(v.Boxes)) {
				player, _ := s.Next()
				roll := make(scoresheet.Roll, v.Dice)
				for i := range roll {
					roll[i] = 1 + r.IntN(6)
				}
				opts, err := s.Options(roll)
				require.NoError(t, err)
				o := opts[r.IntN(len(opts))]
				require.NoError(t, s.Apply(scoresheet.Turn(player, o.Box, roll, 1, o.Strike)))
				points[o.Box] = o.Points
			}
			assert.Equal(t, StateOf(s, "Anna"), StateOfPoints(v, points), v.ID)
		}
	}
}
