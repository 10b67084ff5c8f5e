package optimal

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// TestBatchedForwardIsOneAtATime: turns worked out eight at once, of
// sheets of different masks, are those worked out one at a time, in the
// assembly and in Go alike.
func TestBatchedForwardIsOneAtATime(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 9))
	for _, v := range []*scoresheet.Variant{
		reduced(scoresheet.Scandinavian(), append(slices.Clone(upperBoxes), scoresheet.FullHouse, scoresheet.Yatzy)...),
		reduced(scoresheet.Standard(), append(slices.Clone(upperBoxes), scoresheet.FullHouse, scoresheet.Yatzy, scoresheet.Chance)...),
	} {
		tab, err := Solve(v, scoresheet.Choices{})
		require.NoError(t, err)
		g := tab.game
		var spots []spot
		for len(spots) < 8*lanes {
			mask, upper, y, err := tab.key(randomState(r, v))
			if err == nil && mask != 1<<g.boxes-1 {
				spots = append(spots, spot{mask, upper, y})
			}
		}
		var want [][]move
		for _, s := range spots {
			one := make([][]move, 1)
			tab.forwardTurns(newForward(g), []spot{s}, one)
			want = append(want, one[0])
		}
		for _, avx2 := range []bool{false, hasAVX2()} {
			g.kern.avx2 = avx2
			f := newForward(g)
			for i := 0; i < len(spots); i += lanes {
				out := make([][]move, lanes)
				tab.forwardTurns(f, spots[i:i+lanes], out)
				for l := range lanes {
					require.Equal(t, want[i+l], out[l], "%s (AVX2 %v): %+v", v.ID, avx2, spots[i+l])
				}
			}
		}
	}
}

// finalsLane is the final rolls of spot s from the definition: each roll's
// value in each free box (forced: the next) in turn, taken where it is
// greater than the boxes' before, and its box and points; and a further
// five of a kind where the joker rule decides. It returns each roll's value
// and its box and points (box·(most+1) + points), by the roll's index.
func (t *Table) finalsLane(s spot) (vals []float64, pick []int64) {
	g := t.game
	per := int64(g.most + 1)
	vals, pick = make([]float64, len(g.d.keeps)), make([]int64, len(g.d.keeps))
	for _, r := range g.d.rolls {
		vals[r] = -1
		for b := range g.boxes {
			if s.mask&(1<<b) != 0 {
				continue
			}
			if v := t.after(s.mask, s.upper, s.y, b, g.score[b][r]); v > vals[r] {
				vals[r], pick[r] = v, int64(b)*per+int64(g.score[b][r])
			}
			if g.forced {
				break
			}
		}
		if !g.joker || s.mask&(1<<g.yatzy) == 0 || g.score[g.yatzy][r] != g.full {
			continue
		}
		vals[r] = -1
		for _, c := range t.jokerChoices(s.mask, r) {
			v := t.after(s.mask, s.upper, s.y, c.box, c.points)
			if t.extra(s.mask, s.y, r) {
				v += float64(g.extra)
			}
			if v > vals[r] {
				vals[r], pick[r] = v, int64(c.box)*per+int64(c.points)
			}
		}
	}
	return vals, pick
}
