package contracts

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// This file tests the property that a verdict does not depend on how the
// cards were separated: whatever is valid as laid in groups is valid
// unlaid, so an unlaid heap that fails fails in every arrangement of its
// cards into groups; and the arrangement the checker finds for a valid
// heap holds when it is laid so.

// randomMeld makes cards that make m, of n cards, from ranks and suits
// chosen at random: a set of a random rank, a run from a random start,
// a sum of random ranks. It reports false when a try finds none.
func randomMeld(r *rand.Rand, m Meld, n int, wild []Rank) ([]Card, bool) {
	suits := m.suits(0)
	var allowed []Suit
	for _, s := range Suits() {
		if suits.has(s) {
			allowed = append(allowed, s)
		}
	}
	if len(allowed) == 0 {
		return nil, false
	}
	suit := func() Suit { return allowed[r.IntN(len(allowed))] }
	rank := func(ok func(Rank) bool) (Rank, bool) {
		for range 20 {
			if k := Two + Rank(r.IntN(int(Ace-Two)+1)); ok(k) {
				return k, true
			}
		}
		return 0, false
	}
	natural := func(k Rank) bool { return !slices.Contains(wild, k) || slices.Contains(m.Ranks, k) }
	switch m.Kind {
	case Set:
		k, ok := rank(func(k Rank) bool { return m.rankOK(k, 0) && natural(k) })
		if !ok {
			return nil, false
		}
		out := make([]Card, n)
		for i := range out {
			out[i] = Card{k, suit()}
		}
		return out, true
	case FullHouse:
		a, ok := rank(func(k Rank) bool { return m.rankOK(k, 0) && natural(k) })
		b, ok2 := rank(func(k Rank) bool { return k != a && m.rankOK(k, 0) && natural(k) })
		if !ok || !ok2 {
			return nil, false
		}
		return []Card{{a, suit()}, {a, suit()}, {a, suit()}, {b, suit()}, {b, suit()}}, true
	case Run:
		span := (n - 1) * m.Step
		if span > int(Ace-Two) {
			return nil, false
		}
		start := Two + Rank(r.IntN(int(Ace-Two)-span+1))
		first := r.IntN(4)
		one := suit()
		var out []Card
		for k := range n {
			c := Card{start + Rank(k*m.Step), suit()}
			switch m.Shape {
			case OneSuit:
				c.Suit = one
			case FourSuits:
				c.Suit = Suits()[(first+k)%4]
			case AltColours:
				c.Suit = []Suit{Hearts, Spades, Diamonds, Clubs}[(first+k)%2+2*r.IntN(2)]
			}
			out = append(out, c)
		}
		return out, true
	case Sum:
		out := make([]Card, n)
		left := m.Sum
		for k := range n {
			rest := n - k - 1
			lo, hi := max(int(Two), left-int(Ace)*rest), min(int(Ace), left-int(Two)*rest)
			if lo > hi {
				return nil, false
			}
			v := lo + r.IntN(hi-lo+1)
			out[k] = Card{Rank(v), suit()}
			left -= v
		}
		return out, true
	}
	return nil, false
}

// randomLaid lays cards for plan p: its melds made at random, the rest
// (if any) of 1 to 4 cards, and then, often, one change that a player
// might make: a card turned into a two, a card swapped for a random one,
// a card moved to another group, two groups joined.
func randomLaid(r *rand.Rand, p plan, wild []Rank) [][]Card {
	var groups [][]Card
	for _, m := range p.melds {
		g, ok := randomMeld(r, m, m.Size, wild)
		if !ok {
			return nil
		}
		groups = append(groups, g)
	}
	if p.rest != nil {
		g, ok := randomMeld(r, *p.rest, 1+r.IntN(4), wild)
		if !ok {
			return nil
		}
		groups = append(groups, g)
	}
	pick := func() (int, int) { g := r.IntN(len(groups)); return g, r.IntN(len(groups[g])) }
	switch r.IntN(6) {
	case 0:
		g, k := pick()
		groups[g][k] = Card{Two, Suits()[r.IntN(4)]}
	case 1:
		g, k := pick()
		groups[g][k] = randomHand(r, 1)[0]
	case 2:
		if len(groups) > 1 {
			g, k := pick()
			to := (g + 1 + r.IntN(len(groups)-1)) % len(groups)
			groups[to] = append(groups[to], groups[g][k])
			groups[g] = slices.Delete(groups[g], k, k+1)
			if len(groups[g]) == 0 {
				groups = slices.Delete(groups, g, g+1)
			}
		}
	case 3:
		if len(groups) > 1 {
			g := r.IntN(len(groups) - 1)
			groups[g] = append(groups[g], groups[g+1]...)
			groups = slices.Delete(groups, g+1, g+2)
		}
	}
	return groups
}

// TestVerdictDoesNotDependOnTheGroups lays random cards for every
// requirement of every round, and for random contracts of melds the
// lists use, in groups: whenever they are valid as laid, the same cards
// unlaid are valid too; and a valid heap's own arrangement, laid, is
// valid. Together: a heap that fails fails in every arrangement.
func TestVerdictDoesNotDependOnTheGroups(t *testing.T) {
	r := rand.New(rand.NewPCG(26, 13))
	tries, contracts := 6, 150
	if testing.Short() || underRace {
		tries, contracts = 2, 50
	}
	checked, valid := 0, 0
	try := func(name string, c *Contract, label string) {
		for _, p := range c.Requirements[0].plans()[:1] {
			if label != "" {
				req, err := c.Requirement(label)
				require.NoError(t, err)
				p = req.plans()[0]
			}
			for range tries {
				groups := randomLaid(r, p, c.WildRanks())
				cards := slices.Concat(groups...)
				if len(groups) == 0 || CheckHand(cards) != nil {
					continue
				}
				laid, err := c.Check(Check{Groups: groups, Label: label})
				require.NoError(t, err, name)
				heap, err := c.Check(Check{Cards: cards, Label: label})
				require.NoError(t, err, name)
				checked++
				if laid.Valid {
					valid++
					require.True(t, heap.Valid, "%s: %v is valid as laid (%s), not unlaid: %s", name, groups, layout(laid), heap.Reason)
				}
				if !heap.Valid {
					require.NotEmpty(t, heap.Reason, name)
					continue
				}
				var own [][]Card
				for _, m := range heap.Melds {
					own = append(own, m.Cards)
				}
				again, err := c.Check(Check{Groups: own, Label: label})
				require.NoError(t, err, name)
				require.True(t, again.Valid, "%s: %s is valid unlaid, not laid as the checker found it: %s", name, cardList(cards), again.Reason)
			}
		}
	}
	eachRequirement(func(l *List, round Round, label string) {
		try(fmt.Sprintf("list %s round %d %s", l.Name, round.Number, label), round.Contract, label)
	})
	// Random contracts: two or three melds of the lists, and a rest.
	var names []string
	for _, l := range Lists() {
		for _, round := range l.Rounds {
			ms, rest := melds(round.Contract)
			for i, m := range ms {
				if !rest[i] {
					names = append(names, m.Name())
				}
			}
		}
	}
	rests := []string{"stege", "färgstege", "röd stege", "varannankortsstege", "triss"}
	for range contracts {
		text := names[r.IntN(len(names))] + " och " + names[r.IntN(len(names))]
		if r.IntN(2) == 0 {
			text += " och resten " + rests[r.IntN(len(rests))]
		}
		c, err := Parse(text)
		if err != nil || c.Labelled() {
			continue
		}
		try(text, c, "")
	}
	require.Greater(t, checked, 100*tries)
	require.Greater(t, valid, checked/5, "enough of the cards laid are valid to test the property")
}
