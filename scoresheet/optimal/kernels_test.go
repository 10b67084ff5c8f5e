//go:build !race

// The bit-for-bit checks of the kernels, the assembly's and Go's, against
// the definitions. They start no goroutine, so the race detector has nothing
// to look at in them: they run in the pass without it (go test ./...) and
// spare the race pass (go test -race ./...) the ten times longer they take
// there.

package optimal

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// TestFinalRollsAreEachStateAlone: the final rolls' best boxes and values
// worked out for the lanes at once (finalRolls: the best zero first, then
// each box's scoring rolls) are, to the bit, those of each state alone
// worked out from the definition (finalsLane: every roll in every free
// box, in turn), for batches of sheets of different masks, full and not,
// in the assembly and in Go alike; and so with the table's values rounded
// to whole points, and all 0, where boxes tie everywhere and the box
// listed first must take the roll.
func TestFinalRollsAreEachStateAlone(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(9, 10))
	for _, v := range []*scoresheet.Variant{
		reduced(scoresheet.Scandinavian(), append(slices.Clone(upperBoxes), scoresheet.FullHouse, scoresheet.Yatzy, scoresheet.Chance)...),
		reduced(scoresheet.Standard(), append(slices.Clone(upperBoxes), scoresheet.FullHouse, scoresheet.Yatzy, scoresheet.Chance)...),
		scoresheet.Forced(),
	} {
		solved, err := Solve(v, scoresheet.Choices{})
		require.NoError(t, err)
		rounded, zeros := *solved, *solved
		rounded.ev, zeros.ev = slices.Clone(solved.ev), make([]float64, len(solved.ev))
		for i, x := range rounded.ev {
			rounded.ev[i] = math.Round(x)
		}
		g := solved.game
		k := g.kern
		for i, avx2 := range []bool{false, false, false, hasAVX2(), hasAVX2(), hasAVX2()} {
			k.avx2 = avx2
			tab := []*Table{solved, &rounded, &zeros}[i%3]
			f := newForward(g)
			for range 40 {
				var spots []spot
				for n := 1 + r.IntN(lanes); len(spots) < n; {
					mask, upper, y, err := tab.key(randomState(r, v))
					if err == nil && mask != 1<<g.boxes-1 {
						spots = append(spots, spot{mask, upper, y})
					}
				}
				tab.finalRolls(f, spots)
				for l := range lanes {
					s := spots[0] // a lane to spare is the first's
					if l < len(spots) {
						s = spots[l]
					}
					vals, pick := tab.finalsLane(s)
					// Compared by hand: require's bookkeeping, 2.9 million
					// times, was nine tenths of the test's time.
					for i := k.rolls; i < k.keeps; i++ {
						if vals[i] != f.vals[i][l] || pick[i] != f.pick[i][l] {
							t.Fatalf("%s (AVX2 %v) %+v roll %d: value %v and pick %d, each alone %v and %d", v.ID, avx2, s, i, f.vals[i][l], f.pick[i][l], vals[i], pick[i])
						}
					}
				}
			}
		}
	}
}

// TestRiskKernelsAgree: the risk loops in Go and in the processor's
// assembly give the same values to the bit, for both signs of θ.
func TestRiskKernelsAgree(t *testing.T) {
	if !hasAVX2() {
		t.Log("no AVX2 here: the Go loops are the only ones")
	}
	v := reduced(scoresheet.Standard(), scoresheet.Ones, scoresheet.Twos, scoresheet.Threes, scoresheet.Fours, scoresheet.Fives, scoresheet.Sixes, scoresheet.FullHouse, scoresheet.Yatzy, scoresheet.Chance)
	for _, theta := range []float64{-0.05, 0.07} {
		var got [][]float64
		for _, avx2 := range []bool{false, hasAVX2()} {
			g, err := newGame(v, scoresheet.Choices{})
			require.NoError(t, err)
			g.theta, g.kern = theta, newKernel(g.d, avx2)
			got = append(got, solve(g).Values())
		}
		assert.Equal(t, got[0], got[1], "θ %g", theta)
	}
}
