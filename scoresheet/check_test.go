package scoresheet

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCheckTurnSaysWhatApplySays plays random games of every variant,
// trying turns of every kind at every step — the wrong player, a filled
// box, a strike not confirmed or one that scores, odd rolls: CheckTurn
// gives the error Apply gives, or nil exactly when Apply takes the turn,
// and it changes nothing.
func TestCheckTurnSaysWhatApplySays(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 28))
	for _, v := range Variants() {
		for _, choices := range []Choices{{}, {Joker: JokerFree}} {
			players := []string{"Anna", "Bo"}
			s, err := NewSheet(v, players, choices)
			require.NoError(t, err)
			refused, taken := 0, 0
			for tries := 0; !s.Finished() && tries < 5000; tries++ {
				dice := make(Roll, v.Dice)
				for i := range dice {
					dice[i] = 1 + rng.IntN(6)
				}
				player := players[rng.IntN(len(players))]
				e := Turn(player, v.Boxes[rng.IntN(len(v.Boxes))], dice, rng.IntN(6)-1, rng.IntN(2) == 0)
				before := sums(s)
				check := s.CheckTurn(e)
				require.Equal(t, before, sums(s), "%s: CheckTurn changes nothing", v.ID)
				err := s.Apply(e)
				if err != nil {
					require.Error(t, check, "%s %+v: Apply refuses what CheckTurn takes", v.ID, e)
					assert.Equal(t, err.Error(), check.Error(), "%s %+v", v.ID, e)
					refused++
					continue
				}
				assert.NoError(t, check, "%s %+v: Apply takes what CheckTurn refuses", v.ID, e)
				taken++
			}
			assert.True(t, s.Finished(), "%s: the random turns finish a game", v.ID)
			assert.Positive(t, refused, v.ID)
			assert.Positive(t, taken, v.ID)
		}
	}
	s, err := NewSheet(Scandinavian(), []string{"Anna"}, Choices{})
	require.NoError(t, err)
	assert.Error(t, s.CheckTurn(Undo()), "only a turn is checked")
}

// sums is what the sheet holds, in short: the events, and each player's
// totals and boxes filled.
func sums(s *Sheet) string {
	out := fmt.Sprint(len(s.History()))
	for _, p := range s.Players() {
		out += fmt.Sprintf(" %+v", s.Totals(p))
	}
	return out
}
