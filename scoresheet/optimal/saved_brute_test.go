//go:build !race

package optimal

// The brute-force checks of the saved-rolls solver: a plain recursion over
// every keep of every roll, a minute under the race detector, so they run
// in the pass without it; the race pass works out reduced tables in
// saved_test.go.

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// TestSavedIsBruteForce: the solver's every state of a reduced maxi game
// (each upper sum the filled upper boxes can have, each number of rolls
// saved) is the plain recursion's, to 1e-9, for several caps.
func TestSavedIsBruteForce(t *testing.T) {
	t.Parallel()
	v := savedSmall()
	for _, cap := range []int{0, 1, 3, 6} { // 6: no cap (three turns save at most 6)
		tab, err := SolveSaved(v, scoresheet.Choices{}, cap)
		require.NoError(t, err)
		b := newSavedBrute(v, cap)
		checked := 0
		for mask := range 1 << len(v.Boxes) {
			for upper := 0; upper <= 2*6+6; upper++ {
				for s := 0; s <= cap+1; s++ {
					st := stateOfMask(v, mask, upper, s)
					got, err := tab.Expected(st)
					if err != nil {
						continue // an upper sum the boxes cannot make, or too many rolls saved
					}
					want := b.W(mask, upper, min(s, cap))
					require.InDelta(t, want, got, 1e-9, "cap %d, mask %b, upper %d, saved %d", cap, mask, upper, s)
					checked++
				}
			}
		}
		assert.Greater(t, checked, 50)
	}
}

// TestSavedLastBoxes: positions with one, two and three boxes left, saved
// rolls among them, against the plain recursion: the values of the
// sheets and of each choice Advise lists (only chance and the yatzy left
// with four rolls left, among them).
func TestSavedLastBoxes(t *testing.T) {
	t.Parallel()
	v := lateVariant()
	const cap = 4
	tab, err := SolveSaved(v, scoresheet.Choices{}, cap)
	require.NoError(t, err)
	b := newSavedBrute(v, cap)
	idx := func(boxes ...scoresheet.Box) int {
		m := 1<<len(v.Boxes) - 1
		for _, x := range boxes {
			m &^= 1 << v.Index(x)
		}
		return m
	}
	for _, c := range []struct {
		left         []scoresheet.Box
		upper, saved int
		dice         scoresheet.Roll
		rollsLeft    int
	}{
		{[]scoresheet.Box{scoresheet.Chance, scoresheet.Yatzy}, 90, 2, scoresheet.Roll{6, 6, 6, 5, 2, 1}, 4},
		{[]scoresheet.Box{scoresheet.Yatzy}, 90, 3, scoresheet.Roll{4, 4, 4, 4, 2, 1}, 5},
		{[]scoresheet.Box{scoresheet.Sixes}, 66, 0, scoresheet.Roll{6, 6, 1, 2, 3, 3}, 1},
		{[]scoresheet.Box{scoresheet.Sixes, scoresheet.Castle, scoresheet.Yatzy}, 60, 1, scoresheet.Roll{6, 6, 6, 5, 5, 1}, 3},
		{[]scoresheet.Box{scoresheet.Ones, scoresheet.Chance, scoresheet.Castle}, 80, 6, scoresheet.Roll{1, 1, 2, 2, 2, 6}, 8},
	} {
		mask := idx(c.left...)
		st := stateOfMask(v, mask, c.upper, c.saved)
		got, err := tab.Expected(st)
		require.NoError(t, err)
		assert.InDelta(t, b.W(mask, c.upper, min(c.saved, cap)), got, 1e-9, "%v", c.left)
		choices, err := tab.Advise(st, c.dice, c.rollsLeft)
		require.NoError(t, err)
		r := min(c.rollsLeft, cap+2)
		layers := b.layers(mask, c.upper, r)
		var roll [6]int
		for _, d := range c.dice {
			roll[d-1]++
		}
		assert.InDelta(t, layers[r][roll], choices[0].Value, 1e-9, "%v: the best choice", c.left)
		boxes, keeps := 0, 0
		for _, ch := range choices {
			if ch.Box != "" {
				boxes++
				assert.InDelta(t, b.box(mask, c.upper, v.Index(ch.Box), roll, c.rollsLeft), ch.Value, 1e-9, "%v: %s", c.left, ch.Box)
				continue
			}
			keeps++
			var k [6]int
			for _, d := range ch.Keep {
				k[d-1]++
			}
			e := 0.0
			for _, x := range b.rolls[v.Dice-len(ch.Keep)] {
				var all [6]int
				for f := range all {
					all[f] = k[f] + x.c[f]
				}
				e += x.p * layers[r-1][all]
			}
			assert.InDelta(t, e, ch.Value, 1e-9, "%v: keep %v", c.left, ch.Keep)
		}
		assert.Equal(t, len(c.left), boxes)
		assert.Positive(t, keeps)
	}
}
