//go:build !race

// The exhaustive checks of the rules: every roll in every box, and house
// rules written and read back. They start no goroutine, so the race detector
// has nothing to look at in them: they run in the pass without it (go test
// ./...) and spare the race pass (go test -race ./...) the ten times longer
// they take there.

package scoresheet

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestScoreEveryRoll checks, over every roll of five and six dice, facts
// that hold for any roll: the upper boxes add up to the chance, a full
// house is never five of a kind, and nothing is negative.
func TestScoreEveryRoll(t *testing.T) {
	for _, v := range Variants() {
		forEachRoll(v.Dice, func(r Roll) {
			s := v.Scores(r)
			upper := 0
			for _, b := range v.Boxes {
				require.GreaterOrEqual(t, s[b], 0)
				if b.Upper() {
					upper += s[b]
				}
			}
			require.Equal(t, r.sum(), upper, "%s %v", v.ID, r)
			if s[Yatzy] > 0 {
				require.Zero(t, v.score(FullHouse, r), "%s %v five of a kind as full house", v.ID, r)
			}
		})
	}
}

// TestHouseRulesRoundTrip: random house rules written as text read back
// as they were, and make the same variant.
func TestHouseRulesRoundTrip(t *testing.T) {
	r := rand.New(rand.NewPCG(19, 1))
	for range 500 {
		base := Variants()[r.IntN(len(Variants()))]
		h := HouseRules{Base: base}
		used := map[string]bool{}
		for range r.IntN(5) {
			var c Change
			switch r.IntN(5) {
			case 0:
				c = Change{Kind: ChangeBonus, At: 1 + r.IntN(21*base.Dice), Points: r.IntN(200)}
			case 1:
				var boxes []Box
				for _, b := range base.Boxes {
					if fixable(b) {
						boxes = append(boxes, b)
					}
				}
				c = Change{Kind: ChangeFixed, Box: boxes[r.IntN(len(boxes))], Points: r.IntN(100)}
			case 2:
				if !base.Has(TwoPairs) {
					continue
				}
				c = Change{Kind: ChangeFourPairs}
			case 3:
				if !base.Forced {
					continue
				}
				c = Change{Kind: ChangeBottomUp}
			case 4:
				if !base.SavedRolls {
					continue
				}
				c = Change{Kind: ChangeSavedRolls}
			}
			if key := string(c.Kind) + string(c.Box); !used[key] {
				used[key] = true
				h.Changes = append(h.Changes, c)
			}
		}
		back, err := ParseHouseRules(h.String())
		require.NoError(t, err, h.String())
		assert.Equal(t, h.Base.Definition(), back.Base.Definition())
		assert.Equal(t, h.Changes, back.Changes)
		v, w := h.Variant(), back.Variant()
		assert.Equal(t, v.Key(), w.Key())
		for _, roll := range v.Rolls()[:50] {
			for _, b := range v.Boxes {
				assert.Equal(t, v.Score(b, roll), w.Score(b, roll))
			}
		}
		again, err := HouseRulesOf(v)
		require.NoError(t, err)
		assert.Equal(t, h.String(), again.String())
	}
	assert.Equal(t, "scandinavian", Scandinavian().Key())
	assert.NotEqual(t, mustHouse(t, "scandinavian\nbonus 75 = 50").Key(), mustHouse(t, "scandinavian\nbonus 75 = 35").Key())
}

// TestScorer: a box's Scorer scores every roll as Score does, and a box
// the variant has not is refused.
func TestScorer(t *testing.T) {
	for _, v := range Variants() {
		for _, b := range v.Boxes {
			score, err := v.Scorer(b)
			require.NoError(t, err)
			forEachRoll(v.Dice, func(r Roll) {
				require.Equal(t, v.Score(b, r), score(r), "%s %s %v", v.ID, b, r)
			})
		}
		_, err := v.Scorer("tower_of_pisa")
		assert.Error(t, err, v.ID)
	}
}
