package contracts

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// check runs the checker on cards written as at the table; "|" separates
// groups.
func check(t *testing.T, contract, cards string, hand bool) Verdict {
	t.Helper()
	c := MustParse(contract)
	q := Check{Hand: hand}
	for _, g := range strings.Split(cards, "|") {
		cs, err := ParseCards(g)
		require.NoError(t, err)
		q.Groups = append(q.Groups, cs)
		q.Cards = append(q.Cards, cs...)
	}
	if len(q.Groups) == 1 {
		q.Groups = nil
	}
	v, err := c.Check(q)
	require.NoError(t, err, "%s: %s", contract, cards)
	return v
}

func TestMeldsValid(t *testing.T) {
	for _, tc := range []struct{ contract, cards, melds string }{
		// Q K A with a wild: the wild is the jack, never past the ace.
		{"1 färgstege på 4 kort", "Qh Kh Ah 2c", "2♣=J♥ Q♥ K♥ A♥"},
		// A natural two at the bottom of a run is no wild.
		{"1 färgstege på 4 kort", "2h 3h 4h 5h", "2♥ 3♥ 4♥ 5♥"},
		{"1 färgstege på 4 kort", "2c 3h 4h 5h", "2♣=2♥ 3♥ 4♥ 5♥"},
		{"1 par i tvåor", "2h 2c", "2♥ 2♣"},
		{"2 trissar", "7h 7s 7d 9c 9h 2c", "7♥ 7♠ 7♦ | 9♣ 9♥ 2♣=9"},
		{"1 triss", "7h 7h 7s", "7♥ 7♥ 7♠"},
		{"ett ruterpar", "7d 7d", "7♦ 7♦"},
		{"1 kåk", "9c 7h 7s 9h 7d", "7♥ 7♠ 7♦ 9♣ 9♥"},
		{"1 kåk", "9c 7h 2s 9h 7d", "7♥ 2♠=7 7♦ 9♣ 9♥"},
		{"en fyrfärgsstege på fyra kort", "5h 6s 7d 8c", "5♥ 6♠ 7♦ 8♣"},
		{"1 fyrfärgstege på 8 kort", "5h 6s 7d 8c 9h 10s Jd Qc", "5♥ 6♠ 7♦ 8♣ 9♥ 10♠ J♦ Q♣"},
		{"1 varannanfärgkortsstege på 8 kort", "3h 4s 5d 6c 7h 8s 9d 10c", "3♥ 4♠ 5♦ 6♣ 7♥ 8♠ 9♦ 10♣"},
		{"1 udda varannankortsfärgstege på 4 kort", "3h 5h 7h 9h", "3♥ 5♥ 7♥ 9♥"},
		{"en röd varannankortsstege på fyra kort", "3h 5d 7h 9d", "3♥ 5♦ 7♥ 9♦"},
		{"en stege (ej färg) på fyra kort", "Jh Qs Kd Ac", "J♥ Q♠ K♦ A♣"},
		{"1 färgstege på 5 kort, min 8", "8h 9h 10h Jh Qh", "8♥ 9♥ 10♥ J♥ Q♥"},
		{"En färgstege 3 kort under 10", "7s 8s 9s", "7♠ 8♠ 9♠"},
		{"Två par över tio", "Jh Jd As Ac", "J♥ J♦ | A♠ A♣"},
		{"Triss i treor eller femmor", "5h 5s 5c", "5♥ 5♠ 5♣"},
		{"två tior eller två sexor", "6h 6c", "6♥ 6♣"},
		{"ett rött och ett svart par", "Kh Kd 4s 4c", "K♥ K♦ | 4♠ 4♣"},
		{"Tre kort där summan är 30", "Kh Qh 5c", "K♥ Q♥ 5♣"},
		{"Tre kort där summan är 30", "Kh 2h 5c", "K♥ 2♥=Q 5♣"},
		{"Fem kort där summan är 50", "Kh Kd 2c 2s 9h", "K♥ K♦ 2♣ 2♠=K 9♥"}, // a two may count as itself
		{"Ett femtal med max en tvåa", "7h 7s 7d 7c 2h", "7♥ 7♠ 7♦ 7♣ 2♥=7"},
		{"fyra trissar, varav två röda och två svarta", "7h 7d 7h 9h 9d 2c 3s 3c 3s Ks Kc Ks", "7♥ 7♦ 7♥ | 9♥ 9♦ 2♣=9 | 3♠ 3♣ 3♠ | K♠ K♣ K♠"},
		{"2 trissar och resten färgstege", "7h 7s 7d 9c 9h 9d 3h 4h 5h 6h", "7♥ 7♠ 7♦ | 9♣ 9♥ 9♦ | 3♥ 4♥ 5♥ 6♥"},
		// Threes are wild too in this round: two femtal of three naturals
		// and two wilds each.
		{"Två femtal och en triss. I denna omgång fungerar även treor som vilka kort som helst.", "7h 7s 7d 2c 3h 8h 8s 8d 3c 3s Kh Ks 2s", "7♥ 7♠ 7♦ 2♣=7 3♥=7 | 8♥ 8♠ 8♦ 3♣=8 3♠=8 | K♥ K♠ 2♠=K"},
		// Groups as laid.
		{"2 trissar", "7h 7s 7d | 9c 9h 2c", "7♥ 7♠ 7♦ | 9♣ 9♥ 2♣=9"},
		{"1 färgstege på 4 kort och 1 kåk", "9c 7h 7s 9h 7d | 3h 4h 5h 6h", "3♥ 4♥ 5♥ 6♥ | 7♥ 7♠ 7♦ 9♣ 9♥"},
	} {
		v := check(t, tc.contract, tc.cards, false)
		require.True(t, v.Valid, "%s: %s: %s", tc.contract, tc.cards, v.Reason)
		assert.Equal(t, tc.melds, layout(v), "%s: %s", tc.contract, tc.cards)
	}
}

// layout writes a verdict's melds as "7♥ 7♠ 2♣=7 | …".
func layout(v Verdict) string {
	var groups []string
	for _, m := range v.Melds {
		var cs []string
		for i, c := range m.Cards {
			s := c.String()
			if m.Stands[i] != c {
				s += "=" + m.Stands[i].String()
			}
			cs = append(cs, s)
		}
		groups = append(groups, strings.Join(cs, " "))
	}
	return strings.Join(groups, " | ")
}

func TestMeldsInvalid(t *testing.T) {
	for _, tc := range []struct{ contract, cards, reason string }{
		{"1 färgstege på 4 kort", "7h 8h 2c 2d", "7♥ 8♥ 2♣ 2♦ is no färgstege på 4 kort: 2 wilds of 4 cards, wilds must be fewer than half"},
		{"1 par", "7h 2c", "7♥ 2♣ is no par: 1 wild of 2 cards, wilds must be fewer than half"},
		{"1 fyrtal", "7h 7s 2c 2d", "7♥ 7♠ 2♣ 2♦ is no fyrtal: 2 wilds of 4 cards, wilds must be fewer than half"},
		{"1 kåk", "7h 7s 7d 7c 7h", "7♥ 7♠ 7♦ 7♣ 7♥ is no kåk: not three of a kind and a pair of another rank"}, // five of a kind is not a kåk
		{"1 kåk", "7h 7s 2d 9c 2h", "7♥ 7♠ 2♦ 9♣ 2♥ is no kåk: its pair (9♣ 2♥) holds 1 wild: in a full house the three of a kind may hold one and the pair none"},
		{"1 kåk", "Kh Ks Kd 7h 2s", "K♥ K♠ K♦ 7♥ 2♠ is no kåk: its pair (7♥ 2♠) holds 1 wild: in a full house the three of a kind may hold one and the pair none"},
		{"1 kåk", "5h 2s 2d 7h 7s", "5♥ 2♠ 2♦ 7♥ 7♠ is no kåk: its three of a kind (5♥ 2♠ 2♦) holds 2 wilds: in a full house the three of a kind may hold one and the pair none"},
		{"1 färgstege på 4 kort", "Kh Ah 2h 3h", "K♥ A♥ 2♥ 3♥ is no färgstege på 4 kort: a run does not go round the corner"},
		{"1 färgstege på 4 kort", "Ah 2h 3h 4h", "A♥ 2♥ 3♥ 4♥ is no färgstege på 4 kort: the ace is always 14, never 1"},
		{"1 stege på 4 kort", "Qh Ks Ad 3c", "Q♥ K♠ A♦ 3♣ is no stege på 4 kort: not 4 ranks in a row from 2 up to the ace (no wrap-around)"},
		{"1 färgstege på 4 kort", "3h 4h 5s 6h", "3♥ 4♥ 5♠ 6♥ is no färgstege på 4 kort: not all of one suit"},
		{"en fyrfärgsstege på fyra kort", "5h 6s 7h 8c", "5♥ 6♠ 7♥ 8♣ is no fyrfärgsstege på 4 kort: every four neighbouring cards must be of four different suits"},
		{"1 varannanfärgkortsstege på 4 kort", "3h 4s 5s 6h", "3♥ 4♠ 5♠ 6♥ is no varannanfärgkortsstege på 4 kort: the colours must go red and black by turns"},
		{"1 udda varannankortsfärgstege på 4 kort", "4h 6h 8h 10h", "4♥ 6♥ 8♥ 10♥ is no udda varannankortsfärgstege på 4 kort: 4 is even: every rank must be odd (J 11, Q 12, K 13, A 14)"},
		{"en varannankortsfärgstege på 4 kort", "3h 4h 5h 6h", "3♥ 4♥ 5♥ 6♥ is no varannankortsfärgstege på 4 kort: 3 and 4 are not 2 apart"},
		{"1 färgstege på 5 kort, min 8", "7h 8h 9h 10h Jh", "7♥ 8♥ 9♥ 10♥ J♥ is no färgstege på 5 kort min 8: every rank must be 8 or higher"},
		{"två röda trissar", "7h 7d 7h 9h 9d 9s", "9♥ 9♦ 9♠ is no röd triss: every card but the wilds must be red (♥♦); wilds may be of any suit"},
		{"ett ruterpar", "7d 7h", "7♦ 7♥ is no ruterpar: every card but the wilds must be ♦; wilds may be of any suit"},
		{"1 par i ess", "Kh Kd", "K♥ K♦ is no par i ess: the rank must be A"},
		{"Tre kort där summan är 30", "Kh 3h 5c", "K♥ 3♥ 5♣ is no 3 kort där summan är 30: the ranks add up to K 13 + 5 + 3 = 21, not 30"},
		{"Ett femtal med max en tvåa", "7h 7s 7d 2c 2h", "7♥ 7♠ 7♦ 2♣ 2♥ is no femtal med max en tvåa: more than 1 two"},
		{"2 trissar", "7h 7s 7d 9c 9h 9d 5h", "7 cards laid; for 2 × triss it takes 6"},
		{"3 färgstegar på 4 kort", "3h 4h 5h 6h 3s 4s 5s 6s 3d 4d 5d 7d", "3♦ 4♦ 5♦ 7♦ is no färgstege på 4 kort: 6 missing"},
		{"2 trissar och resten färgstege", "7h 7s 7d 9c 9h 9d 3h 4h 5h 7c", "the cards make 2 × triss, but the rest (3♥ 4♥ 5♥ 7♣) is no färgstege: 6 missing"},
		{"Ett fyrtal eller en färgstege på 4 kort", "7h 7s 7d 9c", "no choice holds: 7♥ 7♠ 7♦ 9♣ is no fyrtal: not 4 cards of one rank, even with the wilds; 7♥ 7♠ 7♦ 9♣ is no färgstege på 4 kort: 7 twice: a run has each rank once"},
		// The nearest miss: the cards no arrangement can make a meld of.
		{"2 trissar", "7h 2s 2c 9c 9h 9d", "7♥ 2♠ 2♣ is no triss: 2 wilds of 3 cards, wilds must be fewer than half"},
		{"1 sextal", "7h 7s 7d 2c 2h 2s", "7♥ 7♠ 7♦ 2♣ 2♥ 2♠ is no sextal: 3 wilds of 6 cards, wilds must be fewer than half"},
		{"1 femtal", "7h 7s 7d 7c 8h", "7♥ 7♠ 7♦ 7♣ 8♥ is no femtal: not 5 cards of one rank, even with the wilds"},
		{"1 udda triss", "8h 8s 8d", "8♥ 8♠ 8♦ is no udda triss: 8 is even: every rank must be odd (J 11, Q 12, K 13, A 14)"},
		{"2 jämna par", "7h 7s 8h 8s", "7♥ 7♠ is no jämnt par: 7 is odd: every rank must be even (J 11, Q 12, K 13, A 14)"},
		{"Två par över tio", "10h 10s Jh Js", "10♥ 10♠ is no par över tio: every rank must be J or higher"},
		{"tre par lägst tio", "9h 9s Jh Js Qh Qs", "9♥ 9♠ is no par lägst tio: every rank must be 10 or higher"},
		{"En färgstege 3 kort under 10", "9h 10h Jh", "9♥ 10♥ J♥ is no färgstege på 3 kort under 10: every rank must be 9 or lower"},
		{"en stege (ej färg) på fyra kort", "3h 4s 6d 7c", "3♥ 4♠ 6♦ 7♣ is no stege på 4 kort: 5 missing"},
		{"en röd stege på sju kort", "3h 4d 5h 6d 7h 8d 9s", "3♥ 4♦ 5♥ 6♦ 7♥ 8♦ 9♠ is no röd stege på 7 kort: every card but the wilds must be red (♥♦); wilds may be of any suit"},
		{"en varannankortsstege i färg om tre kort", "3h 5s 7h", "3♥ 5♠ 7♥ is no varannankortsfärgstege på 3 kort: not all of one suit"},
		{"1 varannankortsstege på 4 kort", "3h 5s 7d 8c", "3♥ 5♠ 7♦ 8♣ is no varannankortsstege på 4 kort: 7 and 8 are not 2 apart"},
		{"Triss i treor eller femmor", "7h 7s 7d", "7♥ 7♠ 7♦ is no triss i treor eller femmor: the rank must be 3 or 5"},
		{"en kåk i jämna", "7h 7s 7d 8c 8h", "7♥ 7♠ 7♦ 8♣ 8♥ is no jämn kåk: 7 is odd: every rank must be even (J 11, Q 12, K 13, A 14)"},
		// Groups as laid.
		{"2 trissar", "7h 7s 9d | 9c 9h 2c", "group 1 (7♥ 7♠ 9♦) is no triss: not 3 cards of one rank, even with the wilds"},
		{"1 färgstege på 4 kort", "7h 8h 2c 2d", "7♥ 8♥ 2♣ 2♦ is no färgstege på 4 kort: 2 wilds of 4 cards, wilds must be fewer than half"},
		{"2 trissar", "7h 7s 7d 7c | 9c 9h", "group 1 (7♥ 7♠ 7♦ 7♣) is no triss: it has 4 cards, triss takes 3"},
		{"2 trissar", "7h 7s 7d | 9c 9h 9s | Kh Kd Ks", "3 groups laid; 2 × triss asks for 2"},
	} {
		v := check(t, tc.contract, tc.cards, false)
		assert.False(t, v.Valid, "%s: %s", tc.contract, tc.cards)
		assert.Equal(t, tc.reason, v.Reason, "%s: %s", tc.contract, tc.cards)
	}
}

func TestHand(t *testing.T) {
	v := check(t, "2 trissar", "7h 7s 7d 9c 9h 2c Kh 4d", true)
	require.True(t, v.Valid, v.Reason)
	assert.Equal(t, "K♥ 4♦", cardList(v.Left))

	v = check(t, "2 trissar och resten färgstege", "7h 7s 7d 9c 9h 9d 3h 4h 5h 6h Kc", true)
	require.True(t, v.Valid, v.Reason)
	assert.Equal(t, "K♣", cardList(v.Left), "all but the discard")

	v = check(t, "2 trissar", "7h 7s 8d 9c 9h 4c Kh", true)
	assert.False(t, v.Valid)
	assert.Equal(t, "no triss: not 3 cards of one rank, even with the wilds", v.Reason)

	v = check(t, "5 trissar", "7h 7s 7d", true)
	assert.Equal(t, "3 cards in the hand; for 5 × triss it takes 15", v.Reason)
}

func TestCheckRefusals(t *testing.T) {
	c := MustParse("Tjejerna ska ha ett fyrtal vardera, killarna ska ha två trissar vardera")
	cards, _ := ParseCards("7h 7s 7d 7c")
	_, err := c.Check(Check{Cards: cards})
	assert.EqualError(t, err, "this round asks different things of different players: choose a label, 1 (Tjejerna), 2 (killarna)")
	v, err := c.Check(Check{Cards: cards, Label: "tjejerna"})
	require.NoError(t, err)
	assert.True(t, v.Valid)
	v, err = c.Check(Check{Cards: cards, Label: "2"})
	require.NoError(t, err)
	assert.False(t, v.Valid)
	_, err = c.Check(Check{Cards: cards, Label: "kusinerna"})
	assert.ErrorContains(t, err, `no contract of the round is called "kusinerna"`)

	w := MustParse("Förra omgångens vinnare = ett femtal, övriga ett fyrtal")
	v, err = w.Check(Check{Cards: cards, Label: "övriga"})
	require.NoError(t, err)
	assert.True(t, v.Valid)

	plain := MustParse("1 fyrtal")
	_, err = plain.Check(Check{Cards: cards, Label: "killarna"})
	assert.ErrorContains(t, err, "this round asks the same of everyone")
	_, err = plain.Check(Check{})
	assert.EqualError(t, err, "no cards to check")
	rankOnly, _ := ParseCards("7 8 9 10")
	_, err = MustParse("1 stege på 4 kort").Check(Check{Cards: rankOnly})
	assert.EqualError(t, err, "7 has no suit: checking melds needs every card's suit, like 7h")
	three, _ := ParseCards("7h 7h 7h 7s")
	_, err = plain.Check(Check{Cards: three})
	assert.EqualError(t, err, "3 × 7♥: 2 decks hold 2 of each card")
	_, err = plain.Check(Check{Groups: [][]Card{cards}, Hand: true})
	assert.Error(t, err)
}

// example builds natural cards that make m, from ranks and cards the
// builder has not used yet.
type builder struct {
	used  map[Card]int
	ranks map[Rank]bool
	wild  map[Rank]bool
}

func (b *builder) take(c Card) bool {
	if b.used[c] >= 2 || b.wild[c.Rank] {
		return false
	}
	b.used[c]++
	return true
}

func (b *builder) meld(m Meld, n int) ([]Card, bool) {
	suits := m.suits(0)
	var allowed []Suit
	for _, s := range Suits() {
		if suits.has(s) {
			allowed = append(allowed, s)
		}
	}
	switch m.Kind {
	case Set, FullHouse:
		var out []Card
		sizes := []int{n}
		if m.Kind == FullHouse {
			sizes = []int{3, 2}
		}
		for _, size := range sizes {
			found := false
			for r := Ace; r >= 2 && !found; r-- {
				natural := slices.Contains(m.Ranks, r) // "par i tvåor"
				if b.ranks[r] || (b.wild[r] && !natural) || !m.rankOK(r, 0) || 2*len(allowed) < size {
					continue
				}
				for i := range size {
					c := Card{r, allowed[i%len(allowed)]}
					b.used[c]++
					out = append(out, c)
				}
				b.ranks[r], found = true, true
			}
			if !found {
				return nil, false
			}
		}
		return out, true
	case Run:
		for start := Rank(3); int(start)+(n-1)*m.Step <= int(Ace); start++ {
			for _, first := range allowed {
				var out []Card
				ok := true
				for k := range n {
					r := start + Rank(k*m.Step)
					s := first
					switch m.Shape {
					case AnySuits:
						s = allowed[k%len(allowed)]
					case FourSuits:
						s = Suits()[(k+int(first))%4]
					case AltColours:
						s = []Suit{Hearts, Spades}[k%2]
					}
					c := Card{r, s}
					if !m.rankOK(r, 0) || b.used[c] >= 2 || b.wild[r] || !suits.has(s) {
						ok = false
						break
					}
					out = append(out, c)
				}
				if ok {
					for _, c := range out {
						b.take(c)
					}
					return out, true
				}
			}
		}
		return nil, false
	case Sum:
		var out []Card
		left := m.Sum
		for k := range n {
			r := Rank(min(14, left-3*(n-k-1)))
			for r > 3 && (b.wild[r] || !b.free(r)) {
				r--
			}
			c := b.any(r)
			out = append(out, c)
			left -= int(r)
		}
		return out, left == 0
	}
	return nil, false
}

func (b *builder) free(r Rank) bool {
	for _, s := range Suits() {
		if b.used[Card{r, s}] < 2 {
			return true
		}
	}
	return false
}

func (b *builder) any(r Rank) Card {
	for _, s := range Suits() {
		c := Card{r, s}
		if b.take(c) {
			return c
		}
	}
	return Card{r, Hearts}
}

// A constructed case is, for one round and label, cards that make the
// contract, as one heap and as the groups the checker laid them in, and
// the same with one card broken so that they do not.
type constructed struct {
	name          string
	contract      *Contract
	label         string
	cards, broken []Card
	groups        [][]Card // the melds of the passing verdict
	brokenGroups  [][]Card // the same, with the broken card in its place
}

// constructAll builds a case for every round of every list and every
// label: cards that make the contract must pass, and once broken (one card
// of the first meld becomes a card no meld can use) must fail.
func constructAll(t *testing.T) []constructed {
	t.Helper()
	var out []constructed
	for _, l := range Lists() {
		for _, round := range l.Rounds {
			c := round.Contract
			for i, r := range c.Requirements {
				label := ""
				if c.Labelled() {
					label = fmt.Sprint(i + 1)
				}
				name := fmt.Sprintf("list %s round %d %s", l.Name, round.Number, label)
				b := &builder{used: map[Card]int{}, ranks: map[Rank]bool{}, wild: map[Rank]bool{}}
				for _, w := range c.WildRanks() {
					b.wild[w] = true
				}
				p := r.plans()[0]
				var cards []Card
				// The melds bound to ranks take theirs first.
				idx := order(p.melds)
				slices.SortStableFunc(idx, func(a, b int) int {
					return len(p.melds[b].Ranks) - len(p.melds[a].Ranks)
				})
				for _, m := range idx {
					mc, ok := b.meld(p.melds[m], p.melds[m].Size)
					require.True(t, ok, "%s: cannot build %s", name, p.melds[m].Name())
					cards = append(cards, mc...)
				}
				if p.rest != nil {
					mc, ok := b.meld(*p.rest, 3)
					require.True(t, ok, "%s: cannot build the rest", name)
					cards = append(cards, mc...)
				}
				rand.New(rand.NewPCG(1, uint64(len(cards)))).Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
				v, err := c.Check(Check{Cards: cards, Label: label})
				require.NoError(t, err, name)
				require.True(t, v.Valid, "%s: %s: %s", name, cardList(cards), v.Reason)

				cs := constructed{name: name, contract: c, label: label, cards: cards}
				first := v.Melds[0].Cards[0]
				bad := breakCard(first, c, cards)
				cs.broken = slices.Clone(cards)
				cs.broken[slices.Index(cards, first)] = bad
				for k, m := range v.Melds {
					g := slices.Clone(m.Cards)
					cs.groups = append(cs.groups, g)
					g = slices.Clone(g)
					if k == 0 {
						g[0] = bad
					}
					cs.brokenGroups = append(cs.brokenGroups, g)
				}
				out = append(out, cs)
			}
		}
	}
	return out
}

// TestEveryRoundConstructive checks the constructed cases: the cards pass,
// laid as one heap or in their groups, and the broken ones fail with a
// reason.
func TestEveryRoundConstructive(t *testing.T) {
	cases := constructAll(t)
	for _, cs := range cases {
		v, err := cs.contract.Check(Check{Groups: cs.groups, Label: cs.label})
		require.NoError(t, err, cs.name)
		assert.True(t, v.Valid, "%s: laid as %v: %s", cs.name, cs.groups, v.Reason)
		for _, q := range []Check{{Cards: cs.broken, Label: cs.label}, {Groups: cs.brokenGroups, Label: cs.label}} {
			v, err := cs.contract.Check(q)
			require.NoError(t, err, cs.name)
			assert.False(t, v.Valid, "%s: broken %s %v still makes it", cs.name, cardList(q.Cards), q.Groups)
			assert.NotEmpty(t, v.Reason, cs.name)
		}
	}
	assert.Equal(t, 164, len(cases), "154 rounds, and one more for each extra label")
}

// TestRestGroupJudgedAsLaid: a group laid for "resten" is judged as the
// rest's meld, wherever it stands among the groups.
func TestRestGroupJudgedAsLaid(t *testing.T) {
	c := MustParse("triss + resten färgstege")
	for _, laid := range []string{"7h 7s 7d | 4s 5s 6s 8s", "4s 5s 6s 8s | 7h 7s 7d"} {
		var groups [][]Card
		for _, g := range strings.Split(laid, "|") {
			cards, err := ParseCards(g)
			require.NoError(t, err)
			groups = append(groups, cards)
		}
		v, err := c.Check(Check{Groups: groups})
		require.NoError(t, err)
		assert.False(t, v.Valid)
		assert.Contains(t, v.Reason, "(4♠ 5♠ 6♠ 8♠) is no färgstege: 7 missing", laid)
	}
	v := check(t, "färgstege på 4 kort", "4s 5s 5s 6s", false)
	assert.Contains(t, v.Reason, "5 twice")
}

// TestAlikeByEveryProperty is the case that found the bug: two melds that
// differ only in their suit are not alike, whatever order the cards come in.
func TestAlikeByEveryProperty(t *testing.T) {
	for _, cards := range []string{"5s 5s 7h 7h", "7h 7h 5s 5s", "7h 5s 7h 5s"} {
		v := check(t, "ett hjärterpar och ett spaderpar", cards, false)
		assert.True(t, v.Valid, "%s: %s", cards, v.Reason)
	}
	for _, cards := range []string{"8h 6h 7h 9h Js Qs Ks As", "Js Qs As Ks 9h 8h 7h 6h"} {
		v := check(t, "2 färgstegar på 4 kort, varav en röd och en svart", cards, false)
		assert.True(t, v.Valid, "%s: %s", cards, v.Reason)
	}
}

// breakCard returns a card that fits nowhere near c: a rank that is not
// wild, far from it, in a suit of the other colour, and not already twice
// among cards.
func breakCard(c Card, con *Contract, cards []Card) Card {
	suits := []Suit{Spades, Clubs}
	if c.Suit.Black() {
		suits = []Suit{Hearts, Diamonds}
	}
	for _, d := range []int{6, -6, 5, -5, 7, -7, 4, -4} {
		r := int(c.Rank) + d
		if r < 2 || r > 14 || slices.Contains(con.WildRanks(), Rank(r)) {
			continue
		}
		for _, s := range suits {
			b := Card{Rank(r), s}
			n := 0
			for _, x := range cards {
				if x == b {
					n++
				}
			}
			if n < 2 {
				return b
			}
		}
	}
	panic("no card to break with")
}

// eachRequirement calls f for every requirement of every round of the
// house lists, with the label that chooses it ("" when the round asks the
// same of everyone).
func eachRequirement(f func(l *List, round Round, label string)) {
	for _, l := range Lists() {
		for _, round := range l.Rounds {
			for i := range round.Contract.Requirements {
				label := ""
				if round.Contract.Labelled() {
					label = strconv.Itoa(i + 1)
				}
				f(l, round, label)
			}
		}
	}
}

// TestTwoMeldsMayShareARank: "2 trissar" may be two trisses of one rank
// (the package doc's decisions; protokoll help contracts).
func TestTwoMeldsMayShareARank(t *testing.T) {
	v := check(t, "2 trissar", "7h 7s 7d 7c 7h 7s", false)
	assert.True(t, v.Valid, v.Reason)
}

// TestSumsAndBoundsTakeTheRanksTwoToAce: whether a sum meld can be made at
// all, and what a wild in one may stand for, agree with adding up ranks
// from Two to Ace one card at a time; and a bound takes exactly those
// ranks.
func TestSumsAndBoundsTakeTheRanksTwoToAce(t *testing.T) {
	// reach[n][s]: n ranks can add up to s.
	reach := []map[int]bool{{0: true}}
	for n := 1; n <= 5; n++ {
		next := map[int]bool{}
		for s := range reach[n-1] {
			for r := Two; r <= Ace; r++ {
				next[s+int(r)] = true
			}
		}
		reach = append(reach, next)
	}
	for n := 1; n <= 5; n++ {
		for s := 0; s <= 80; s++ {
			m := Meld{Kind: Sum, Size: n, Sum: s, MaxTwos: -1}
			assert.Equal(t, reach[n][s], m.possible(), "%d cards adding up to %d", n, s)
		}
	}
	// K and Q with a wild two: the two stands for any one rank.
	cards, err := ParseCards("Kh Qh 2c")
	require.NoError(t, err)
	for s := 20; s <= 45; s++ {
		c, err := Parse(fmt.Sprintf("3 kort där summan är %d", s))
		if err != nil {
			assert.False(t, reach[3][s], "%d refused: %v", s, err)
			continue
		}
		v, err := c.Check(Check{Cards: cards})
		require.NoError(t, err)
		assert.Equal(t, reach[1][s-int(King+Queen)], v.Valid, "K Q 2 adding up to %d: %s", s, v.Reason)
	}
	for n := 0; n <= int(Ace)+2; n++ {
		_, err := Parse(fmt.Sprintf("1 par, min %d", n))
		assert.Equal(t, reach[1][n], err == nil, "a pair of at least %d: %v", n, err)
	}
}

// TestTheFewestCardsOfAMeld: a contract may ask for a set or a run of a
// size exactly when the checker takes a rest of that many cards, laid or
// from a hand with its discard.
func TestTheFewestCardsOfAMeld(t *testing.T) {
	run := []string{"3h", "4h", "5h"}
	for k := 1; k <= len(run); k++ {
		_, runErr := Parse(fmt.Sprintf("1 stege på %d kort", k))
		_, setErr := Parse(fmt.Sprintf("%d tior", k))
		assert.Equal(t, runErr == nil, setErr == nil, "a run and a set of %d: %v, %v", k, runErr, setErr)
		rest := strings.Join(run[:k], " ")
		laid := check(t, "triss och resten stege", "7h 7s 7d "+rest, false)
		assert.Equal(t, runErr == nil, laid.Valid, "a run of %d, and a rest of %s laid: %v, %s", k, rest, runErr, laid.Reason)
		hand := check(t, "triss och resten stege", "7h 7s 7d Kc "+rest, true)
		assert.Equal(t, runErr == nil, hand.Valid, "a run of %d, and a rest of %s and a discard in hand: %v, %s", k, rest, runErr, hand.Reason)
	}
}

// TestOneCardRestLaidIsNoRest: a rest of one card laid as a group of its
// own is refused as it is unlaid (the rounds of the issue that found it).
func TestOneCardRestLaidIsNoRest(t *testing.T) {
	for _, tc := range []struct {
		list          string
		round         int
		cards, reason string
	}{
		{"2", 13, "7h 7s 7d | 9c 9h 9s | 3d", "group 3 (3♦) is no färgstege: the rest takes at least 2 cards"},
		{"4", 13, "7h 7s 7d | 9c 9h 9s | 5d 5d 5c | 3d", "group 4 (3♦) is no färgstege: the rest takes at least 2 cards"},
		{"7", 16, "7h 7s 7d 7c 7h | 3d", "group 2 (3♦) is no stege: the rest takes at least 2 cards"},
	} {
		l, err := LookupList(tc.list)
		require.NoError(t, err)
		text := l.Rounds[tc.round-1].Contract.Text
		laid := check(t, text, tc.cards, false)
		assert.False(t, laid.Valid, "list %s round %d: %s", tc.list, tc.round, tc.cards)
		assert.Equal(t, tc.reason, laid.Reason)
		heap := check(t, text, strings.ReplaceAll(tc.cards, "|", ""), false)
		assert.False(t, heap.Valid)
	}
}

// TestSetsAndSumsNeedNoSuits: a contract none of whose melds looks at
// suits (sets, sums) is checked by rank alone, with the verdict the same
// cards with suits get, and says the cards as they were typed: two cards
// alike are two cards of the two decks. One that looks at suits asks for
// them.
func TestSetsAndSumsNeedNoSuits(t *testing.T) {
	for _, tc := range []struct{ contract, suited, plain, melds string }{
		{"Fem kort där summan är 50", "Kh Kd 2c 2s 9h", "K K 2 2 9", "K K 2 2=K 9"},
		{"2 trissar", "7h 7s 7d 9c 9h 2c", "7 7 7 9 9 2", "7 7 7 | 9 9 2=9"},
		{"1 fyrtal", "7h 7s 7d 7c", "7 7 7 7", "7 7 7 7"},
		{"1 fyrtal", "7h 7h 7s 7s", "7h 7 7s 7", "7♥ 7 7♠ 7"},
		{"2 trissar", "7h 7s 7d 9c 9h 8c", "7 7 7 9 9 8", ""},
		{"Tre kort där summan är 30", "Kh Qh 4c", "K Q 4", ""},
		// Of a choice, a way that needs no suits is tried without them.
		{"Ett fyrtal eller en färgstege på 4 kort", "7h 7s 7d 7c", "7 7 7 7", "7 7 7 7"},
		{"Ett fyrtal eller en färgstege på 4 kort", "7h 7s 7d 2c", "7 7 2 7", "7 7 2=7 7"},
		{"En färgstege på 4 kort eller ett fyrtal", "7h 7s 7d 7c", "7 7 7 7", "7 7 7 7"},
	} {
		c := MustParse(tc.contract)
		suited, _ := ParseCards(tc.suited)
		plain, _ := ParseCards(tc.plain)
		want, err := c.Check(Check{Cards: suited})
		require.NoError(t, err, tc.suited)
		got, err := c.Check(Check{Cards: plain})
		require.NoError(t, err, tc.plain)
		assert.Equal(t, want.Valid, got.Valid, tc.plain)
		if tc.melds == "" {
			assert.False(t, got.Valid, tc.plain)
			assert.NotContains(t, got.Reason, "♥", "the reason says the cards as typed")
			continue
		}
		var melds []string
		for _, m := range got.Melds {
			var cards []string
			for i, card := range m.Cards {
				s := card.String()
				if i < len(m.Stands) && m.Stands[i] != card && m.Stands[i].Rank != 0 {
					s += "=" + m.Stands[i].String()
				}
				cards = append(cards, s)
			}
			melds = append(melds, strings.Join(cards, " "))
		}
		assert.Equal(t, tc.melds, strings.Join(melds, " | "), tc.plain)
	}
	// When no way without suits holds, the others need them: the cards
	// cannot be judged as typed.
	for _, cards := range []string{"7 7 7 9", "7 8 9 10", "7h 8h 9h 10"} {
		plain, _ := ParseCards(cards)
		_, err := MustParse("Ett fyrtal eller en färgstege på 4 kort").Check(Check{Cards: plain})
		assert.ErrorContains(t, err, "has no suit: checking melds needs every card's suit", cards)
	}
	// Laid as groups, the groups given are left as they were.
	c := MustParse("2 trissar")
	a, _ := ParseCards("7 7 7")
	b, _ := ParseCards("9 9 2")
	groups := [][]Card{a, b}
	v, err := c.Check(Check{Groups: groups})
	require.NoError(t, err)
	assert.True(t, v.Valid)
	assert.Equal(t, NoSuit, groups[0][0].Suit)
	assert.Len(t, groups, 2)
}

// TestOneEachWhileTheyLast: "En ska ha …" gives each player another while
// they last; repeats only once every one is taken; other rounds any.
func TestOneEachWhileTheyLast(t *testing.T) {
	l, err := LookupList("11")
	require.NoError(t, err)
	c := l.Rounds[0].Contract
	name := func(k int) string { return c.Requirements[k].Name() }
	require.Len(t, c.Requirements, 4)
	assert.NoError(t, c.OneEach(map[string]string{"A": name(0), "B": name(1), "C": name(2)}))
	assert.ErrorContains(t, c.OneEach(map[string]string{"A": name(0), "B": name(0), "C": name(2)}), "one each, as long as they last")
	five := map[string]string{"A": name(0), "B": name(1), "C": name(2), "D": name(3), "E": name(0)}
	assert.NoError(t, c.OneEach(five), "five players, four contracts: one twice")
	named := l.Rounds[3].Contract // tjejerna / killarna: any
	assert.NoError(t, named.OneEach(map[string]string{"A": named.Requirements[0].Name(), "B": named.Requirements[0].Name()}))
}
