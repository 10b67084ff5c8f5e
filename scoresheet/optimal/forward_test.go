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
