//go:build !race

// The property checks of the verdict over many shuffled and rewritten hands.
// They start no goroutine, so the race detector has nothing to look at in
// them: they run in the pass without it (go test ./...) and spare the race
// pass (go test -race ./...) the ten times longer they take there.

package contracts

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVerdictIgnoresCardOrder shuffles every constructed case many ways,
// as a heap, as a whole hand, and in groups (the cards in each group and
// the groups themselves): the verdict never changes.
func TestVerdictIgnoresCardOrder(t *testing.T) {
	r := rand.New(rand.NewPCG(10, 20))
	shuffle := func(cards []Card) []Card {
		c := slices.Clone(cards)
		r.Shuffle(len(c), func(i, j int) { c[i], c[j] = c[j], c[i] })
		return c
	}
	shuffleGroups := func(groups [][]Card) [][]Card {
		var out [][]Card
		for _, g := range groups {
			out = append(out, shuffle(g))
		}
		r.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
		return out
	}
	shuffles := 20
	if testing.Short() {
		shuffles = 5
	}
	for _, cs := range constructAll(t) {
		for range shuffles {
			for _, want := range []bool{true, false} {
				cards, groups := cs.cards, cs.groups
				if !want {
					cards, groups = cs.broken, cs.brokenGroups
				}
				for _, q := range []Check{
					{Cards: shuffle(cards), Label: cs.label},
					{Cards: shuffle(cards), Label: cs.label, Hand: true},
					{Groups: shuffleGroups(groups), Label: cs.label},
				} {
					v, err := cs.contract.Check(q)
					require.NoError(t, err, cs.name)
					if q.Hand && !want {
						continue // a broken heap may still hold the contract as a hand
					}
					require.Equal(t, want, v.Valid, "%s: %s %v: %s", cs.name, cardList(q.Cards), q.Groups, v.Reason)
				}
			}
		}
	}
}

// TestSearchShortcutsChangeNoAnswer checks every contract against random
// hands, rich in wilds, with and without the search's shortcuts (melds
// that do not look at suits, the order of alike melds): the answers must
// agree.
func TestSearchShortcutsChangeNoAnswer(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	twos, _ := ParseCards("2h 2s 2d 2c 2h 2s")
	eachRequirement(func(l *List, round Round, label string) {
		for h := range 6 {
			hand := append(randomHand(r, 9+h), twos[:h]...)
			if CheckHand(hand) != nil {
				continue
			}
			q := Check{Cards: hand, Hand: true, Label: label}
			fast, err := round.Contract.Check(q)
			require.NoError(t, err)
			q.exhaustive = true
			slow, err := round.Contract.Check(q)
			require.NoError(t, err)
			assert.Equal(t, slow.Valid, fast.Valid, "list %s round %d: %s", l.Name, round.Number, cardList(hand))
		}
	})
}
