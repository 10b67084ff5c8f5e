package optimal

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// TestOutcomesAgreeWithTheTable: from random states of small games, the
// forced game, and standard's joker, a turn's outcomes have chances that
// add up to 1, each outcome's value is its points and the value of the
// state it leaves, and their mean is the table's value of the state.
func TestOutcomesAgreeWithTheTable(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 8))
	for _, v := range []*scoresheet.Variant{
		scoresheet.Forced(),
		reduced(scoresheet.Scandinavian(), append(slices.Clone(upperBoxes), scoresheet.FullHouse, scoresheet.Yatzy)...),
		reduced(scoresheet.Standard(), append(slices.Clone(upperBoxes), scoresheet.FullHouse, scoresheet.Yatzy, scoresheet.Chance)...),
	} {
		tab, err := Solve(v, scoresheet.Choices{})
		require.NoError(t, err)
		checked := 0
		for range 300 {
			st := randomState(r, v)
			want, err := tab.Expected(st)
			if err != nil {
				continue // an upper sum the boxes filled cannot make
			}
			outs, err := tab.Outcomes(st)
			require.NoError(t, err)
			if len(st.Filled) == len(v.Boxes) {
				assert.Empty(t, outs)
				continue
			}
			checked++
			sum, mean := 0.0, 0.0
			for _, o := range outs {
				sum += o.P
				mean += o.P * o.Value
				next, err := tab.Expected(o.Next)
				require.NoError(t, err, "%s: %+v", v.ID, o)
				assert.InDelta(t, float64(o.Points)+next, o.Value, 1e-9, "%s: %s %d", v.ID, o.Box, o.Points)
			}
			assert.InDelta(t, 1, sum, 1e-12, v.ID)
			assert.InDelta(t, want, mean, 1e-9, "%s from %+v", v.ID, st)
		}
		assert.Greater(t, checked, 50, v.ID)
	}
}

// randomState fills some of v's boxes (the first ones, in forced order)
// with an upper sum the upper boxes filled could make, mostly.
func randomState(r *rand.Rand, v *scoresheet.Variant) State {
	st := State{Filled: map[scoresheet.Box]bool{}}
	n := r.IntN(len(v.Boxes) + 1)
	boxes := v.Boxes
	if !v.Forced {
		boxes = make([]scoresheet.Box, len(v.Boxes))
		copy(boxes, v.Boxes)
		r.Shuffle(len(boxes), func(i, j int) { boxes[i], boxes[j] = boxes[j], boxes[i] })
	}
	for _, b := range boxes[:n] {
		st.Filled[b] = true
		if b.Upper() {
			st.Upper += b.Face() * r.IntN(v.Dice+1)
		}
	}
	st.Fifty = st.Filled[scoresheet.Yatzy] && r.IntN(2) == 0
	return st
}
