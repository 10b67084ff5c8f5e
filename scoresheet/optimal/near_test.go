package optimal

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// TestNearIsTheTable: advice from only the blocks NearBlocks lists is the
// whole table's, for random rolls and every rolls left, on random sheets of
// small games, the forced game and standard's joker: the blocks are all
// it reads (the others are zeros).
func TestNearIsTheTable(t *testing.T) {
	r := rand.New(rand.NewPCG(2, 7))
	for _, v := range []*scoresheet.Variant{
		scoresheet.Forced(),
		reduced(scoresheet.Scandinavian(), append(slices.Clone(upperBoxes), scoresheet.FullHouse, scoresheet.Yatzy)...),
		reduced(scoresheet.Standard(), append(slices.Clone(upperBoxes), scoresheet.FullHouse, scoresheet.Yatzy, scoresheet.Chance)...),
	} {
		tab, err := Solve(v, scoresheet.Choices{})
		require.NoError(t, err)
		n, err := BlockLen(v, scoresheet.Choices{})
		require.NoError(t, err)
		require.Zero(t, len(tab.Values())%n)
		checked := 0
		for range 30 {
			st := randomState(r, v)
			if _, err := tab.Expected(st); err != nil || len(st.Filled) == len(v.Boxes) {
				continue
			}
			blocks, err := NearBlocks(v, scoresheet.Choices{}, st)
			require.NoError(t, err)
			near, err := FromNear(v, scoresheet.Choices{}, st, func(b int, values []float64) error {
				require.Contains(t, blocks, b)
				copy(values, tab.Values()[b*n:(b+1)*n])
				return nil
			})
			require.NoError(t, err)
			want, _ := tab.Expected(st)
			got, err := near.Expected()
			require.NoError(t, err)
			assert.Equal(t, want, got)
			for range 8 {
				d := tab.game.d
				dice := toRoll(d.keeps[d.rolls[r.IntN(len(d.rolls))]])
				for left := range rerolls + 1 {
					want, err := tab.Advise(st, dice, left)
					require.NoError(t, err)
					got, err := near.Advise(dice, left)
					require.NoError(t, err)
					require.Equal(t, want, got, "%s %v %v %d", v.ID, st, dice, left)
				}
			}
			checked++
		}
		assert.Greater(t, checked, 10, v.ID)
	}
}
