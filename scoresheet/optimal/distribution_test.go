//go:build !race

package optimal

import (
	"errors"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// TestDistributionMeanIsTheTable: the distribution of the points still to
// come adds up to 1 and its mean is the table's value, for the empty
// sheets of the forced game and of small free games, and for random
// late sheets of the full scandinavian and standard games.
func TestDistributionMeanIsTheTable(t *testing.T) {
	check := func(tab *Table, st State) {
		t.Helper()
		want, err := tab.Expected(st)
		require.NoError(t, err)
		d, err := tab.Distribution(st)
		require.NoError(t, err)
		sum := 0.0
		for _, p := range d.P {
			assert.GreaterOrEqual(t, p, 0.0)
			sum += p
		}
		assert.InDelta(t, 1, sum, 1e-9, "%s %+v", tab.Variant().ID, st)
		assert.InDelta(t, want, d.Mean(), 1e-6, "%s %+v", tab.Variant().ID, st)
		assert.Greater(t, d.P[0], 0.0, "Lo is a score that can be")
		assert.Greater(t, d.P[len(d.P)-1], 0.0, "Hi is a score that can be")
	}
	empty := State{}
	forced, err := Solve(scoresheet.Forced(), scoresheet.Choices{})
	require.NoError(t, err)
	check(forced, empty)
	for _, v := range []*scoresheet.Variant{
		reduced(scoresheet.Scandinavian(), append(slices.Clone(upperBoxes), scoresheet.FullHouse, scoresheet.Yatzy)...),
		reduced(scoresheet.Standard(), append(slices.Clone(upperBoxes), scoresheet.Yatzy, scoresheet.Chance)...),
	} {
		tab, err := Solve(v, scoresheet.Choices{})
		require.NoError(t, err)
		check(tab, empty)
	}
	r := rand.New(rand.NewPCG(18, 1))
	for _, v := range []*scoresheet.Variant{scoresheet.Scandinavian(), scoresheet.Standard()} {
		tab := table(t, v)
		checked := 0
		for checked < 6 {
			st := randomState(r, v)
			mask, upper, y, err := tab.key(st)
			if err != nil || len(st.Filled) == len(v.Boxes) || tab.ahead(spot{mask, upper, y}, MaxExact/4) > MaxExact/4 {
				continue
			}
			check(tab, st)
			checked++
		}
	}
}

// TestDistributionOfTheLastTurn is the last turn's outcomes, added up by
// points.
func TestDistributionOfTheLastTurn(t *testing.T) {
	tab := table(t, scoresheet.Scandinavian())
	st := State{Filled: map[scoresheet.Box]bool{}, Upper: 60}
	for _, b := range scoresheet.Scandinavian().Boxes {
		st.Filled[b] = b != scoresheet.Threes
	}
	outs, err := tab.Outcomes(st)
	require.NoError(t, err)
	want := map[int]float64{}
	for _, o := range outs {
		want[o.Points] += o.P
	}
	d, err := tab.Distribution(st)
	require.NoError(t, err)
	assert.Equal(t, 0, d.Lo)
	assert.Equal(t, 65, d.Hi(), "five threes and the bonus")
	for n := d.Lo; n <= d.Hi(); n++ {
		assert.InDelta(t, want[n], d.At(n), 1e-12, "%d points", n)
	}
	assert.Zero(t, d.At(3), "one three reaches the bonus: 53, not 3")
	assert.Greater(t, d.At(53), 0.0)
}

// TestDistributionRefusesTooMuchWork: the empty scandinavian sheet has
// too many states ahead.
func TestDistributionRefusesTooMuchWork(t *testing.T) {
	tab := table(t, scoresheet.Scandinavian())
	assert.Greater(t, tab.ahead(spot{}, MaxExact), MaxExact)
	_, err := tab.Distribution(State{})
	assert.True(t, errors.Is(err, ErrTooMany))
}

// TestSpotAtIsIndexBackwards: a spot's index in the table gives the spot
// back, in free order, with the joker flag and in forced order.
func TestSpotAtIsIndexBackwards(t *testing.T) {
	for _, v := range []*scoresheet.Variant{scoresheet.Scandinavian(), scoresheet.Standard(), scoresheet.Forced()} {
		g, err := newGame(v, scoresheet.Choices{})
		require.NoError(t, err)
		for i := range g.size() {
			s := g.spotAt(i)
			if i != g.index(s.mask, s.upper, s.y) {
				require.Equal(t, i, g.index(s.mask, s.upper, s.y), "%s: %+v", v.ID, s)
			}
		}
	}
}
