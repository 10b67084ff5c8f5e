package scoresheet

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestOptionIsOptions: the one box a turn is checked against is what
// Options gives for it, found or not, at every turn of random games of
// every variant and joker rule, five of a kind thrown often.
func TestOptionIsOptions(t *testing.T) {
	rng := rand.New(rand.NewPCG(28, 7))
	for _, v := range Variants() {
		for _, joker := range []Joker{JokerForced, JokerFree} {
			for range 20 {
				s, err := NewSheet(v, []string{"Anna", "Bo"}, Choices{Joker: joker})
				require.NoError(t, err)
				for !s.Finished() {
					dice := make(Roll, v.Dice)
					for i := range dice {
						dice[i] = 1 + rng.IntN(6)
						if rng.IntN(3) == 0 {
							dice[i] = dice[0]
						}
					}
					opts, err := s.Options(dice)
					require.NoError(t, err)
					col := &s.cols[s.nextPlayer()]
					for _, b := range v.Boxes {
						got, ok := s.option(col, dice, b)
						want, found := Option{}, false
						for _, o := range opts {
							if o.Box == b {
								want, found = o, true
							}
						}
						require.Equal(t, found, ok, "%s %s %v", v.ID, b, dice)
						require.Equal(t, want, got, "%s %s %v", v.ID, b, dice)
					}
					o := opts[rng.IntN(len(opts))]
					p, _ := s.Next()
					rolls := 0
					if v.SavedRolls {
						rolls = 1 + rng.IntN(3)
					}
					require.NoError(t, s.Apply(Turn(p, o.Box, dice, rolls, o.Strike)))
				}
			}
		}
	}
}
