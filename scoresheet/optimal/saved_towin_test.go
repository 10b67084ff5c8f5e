package optimal

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// winBrute works out the chance to win of a game with saved rolls the
// plain way, sharing no code with the solver: savedBrute's recursion over
// multisets of dice, every choice made for the chance to win with the
// final total, the total carried along.
type winBrute struct {
	*savedBrute
	win  Objective
	memo map[[4]int]float64
}

// layers returns V_r(roll) for r = 0 … upto with x points so far.
func (b *winBrute) layers(mask, upper, x, upto int) []map[[6]int]float64 {
	n := b.v.Dice
	var out []map[[6]int]float64
	for r := 0; r <= upto; r++ {
		keepVal := map[[6]int]float64{}
		if r > 0 {
			for m := 1; m <= n; m++ {
				for _, k := range b.rolls[n-m] {
					e := 0.0
					for _, d := range b.rolls[m] {
						var c [6]int
						for f := range c {
							c[f] = k.c[f] + d.c[f]
						}
						e += d.p * out[r-1][c]
					}
					keepVal[k.c] = e
				}
			}
		}
		vr := map[[6]int]float64{}
		for _, roll := range b.rolls[n] {
			best := math.Inf(-1)
			for box := range b.v.Boxes {
				if mask&(1<<box) == 0 {
					best = max(best, b.box(mask, upper, box, roll.c, r, x))
				}
			}
			if r > 0 {
				var walk func(f int, k [6]int)
				walk = func(f int, k [6]int) {
					if f == 6 {
						if k != roll.c {
							best = max(best, keepVal[k])
						}
						return
					}
					for c := 0; c <= roll.c[f]; c++ {
						k[f] = c
						walk(f+1, k)
					}
				}
				walk(0, [6]int{})
			}
			vr[roll.c] = best
		}
		out = append(out, vr)
	}
	return out
}

// box is the chance to win filling box with dice c, r rolls left, x
// points so far.
func (b *winBrute) box(mask, upper, box int, c [6]int, r, x int) float64 {
	bx := b.v.Boxes[box]
	p := b.v.Score(bx, diceOf(c))
	nu, bonus := upper, 0
	if bx.Upper() {
		nu += p
		if upper < b.v.BonusAt && nu >= b.v.BonusAt {
			bonus = b.v.Bonus
		}
	}
	return b.W(mask|1<<box, nu, min(r, b.cap), x+p+bonus)
}

// W is the chance to win from a sheet at the start of a turn with x
// points so far.
func (b *winBrute) W(mask, upper, s, x int) float64 {
	if mask == 1<<len(b.v.Boxes)-1 {
		return b.win.At(x)
	}
	key := [4]int{mask, upper, s, x}
	if w, ok := b.memo[key]; ok {
		return w
	}
	v := b.layers(mask, upper, x, s+2)[s+2]
	e := 0.0
	for _, roll := range b.rolls[b.v.Dice] {
		e += roll.p * v[roll.c]
	}
	b.memo[key] = e
	return e
}

// TestSavedAdviseToWin: in a reduced maxi game (ones, twos, chance and
// the yatzy, a bonus within reach) with two and three boxes free and
// rolls saved, every choice's chance to win is the plain recursion's to
// 1e-9 (boxes, saving the rolls left, and keeps), against an objective
// that rewards a total above a line; the ranking is by that chance, and
// a sheet with more boxes free than MaxSavedToWin is refused.
func TestSavedAdviseToWin(t *testing.T) {
	t.Parallel()
	v := savedSmall()
	const cap = 3
	tab, err := SolveSaved(v, scoresheet.Choices{}, cap)
	require.NoError(t, err)
	win := Objective{Lo: 40, P: []float64{0.1, 0.1, 0.2, 0.3, 0.3, 0.4, 0.5, 0.6, 0.6, 0.7, 0.8, 0.9}}
	b := &winBrute{savedBrute: newSavedBrute(v, cap), win: win, memo: map[[4]int]float64{}}
	for _, tc := range []struct {
		mask, upper, saved, points int
		dice                       scoresheet.Roll
		left                       int
	}{
		{0b1001, 0, 2, 0, scoresheet.Roll{2, 2, 2, 1, 6, 6}, 3},  // ones, yatzy filled: twos and chance left
		{0b0101, 1, 1, 20, scoresheet.Roll{2, 2, 5, 1, 6, 6}, 2}, // ones, chance: twos and the yatzy
		{0b0001, 3, 2, 3, scoresheet.Roll{1, 2, 2, 5, 6, 6}, 4},  // three boxes free
		{0b0001, 3, 2, 3, scoresheet.Roll{1, 2, 2, 5, 6, 6}, 0},
	} {
		st := stateOfMask(v, tc.mask, tc.upper, tc.saved)
		got, err := tab.AdviseToWin(st, tc.points, tc.dice, tc.left, win)
		require.NoError(t, err)
		var roll [6]int
		for _, d := range tc.dice {
			roll[d-1]++
		}
		var layer map[[6]int]float64
		if tc.left > 0 {
			layer = b.layers(tc.mask, tc.upper, tc.points, tc.left-1)[tc.left-1]
		}
		boxes := 0
		for i, c := range got {
			if i > 0 {
				assert.GreaterOrEqual(t, got[i-1].Value, c.Value, "ranked by the chance to win")
			}
			if c.Box != "" {
				boxes++
				assert.InDelta(t, b.box(tc.mask, tc.upper, v.Index(c.Box), roll, tc.left, tc.points), c.Value, 1e-9, "%+v: %s", tc, c.Box)
				continue
			}
			var k [6]int
			for _, d := range c.Keep {
				k[d-1]++
			}
			e := 0.0
			for _, d := range b.rolls[v.Dice-len(c.Keep)] {
				var all [6]int
				for f := range all {
					all[f] = k[f] + d.c[f]
				}
				e += d.p * layer[all]
			}
			assert.InDelta(t, e, c.Value, 1e-9, "%+v: keep %v", tc, c.Keep)
		}
		assert.Equal(t, len(v.Boxes)-popcount(tc.mask), boxes, "%+v", tc)
		if tc.left == 0 {
			assert.Len(t, got, boxes, "no keeps without a roll left")
		} else {
			assert.Greater(t, len(got), boxes, "and the keeps")
		}
	}
	_, err = tab.AdviseToWin(stateOfMask(v, 0, 0, 0), 0, scoresheet.Roll{1, 2, 3, 4, 5, 6}, 2, win)
	assert.ErrorIs(t, err, ErrTooEarly, "four boxes free")
}

func popcount(m int) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}
