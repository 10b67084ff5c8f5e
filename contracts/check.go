package contracts

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A Laid meld is one meld of a verdict: the cards that make it, in order,
// and what each stands for (itself, unless it is a wild).
type Laid struct {
	Meld   Meld
	Cards  []Card
	Stands []Card
	Wilds  int
	Rest   bool // the meld "resten" asks for
}

// A Verdict says whether cards make a contract, and why.
type Verdict struct {
	Valid bool
	// Melds are how the cards make the contract (when Valid).
	Melds []Laid
	// Left are the cards of a hand that are not laid (with Hand).
	Left []Card
	// Why says which part fails and why, when not Valid, in any
	// language; Reason says it in English.
	Why    Why
	Reason string
}

// fail is the verdict that the cards do not make it, for reason y.
func fail(y Why) Verdict { return Verdict{Why: y, Reason: y.In(nil)} }

// A Check is a question put to the checker.
type Check struct {
	// Cards are the cards laid (or, with Hand, the whole hand).
	Cards []Card
	// Groups, if given, say how the player laid the cards: each group one
	// meld. Without them the checker finds an arrangement itself.
	Groups [][]Card
	// Hand asks whether the contract can be laid from Cards; otherwise
	// every card must be used.
	Hand bool
	// Label chooses the requirement of a contract that asks different
	// things of different players.
	Label string

	// exhaustive checks without the search's shortcuts (see search):
	// tests compare the answers.
	exhaustive bool
}

// Requirement returns the requirement for label: for a contract that asks
// the same of everyone, label must be empty; otherwise it is a label's
// number (1, 2, …), or a word of it ("killarna", "mörka", "vinnare").
func (c *Contract) Requirement(label string) (*Requirement, error) {
	label = strings.ToLower(strings.TrimSpace(label))
	if !c.Labelled() {
		if label != "" {
			return nil, errorOf("this round asks the same of everyone: leave out the label %q", label)
		}
		return &c.Requirements[0], nil
	}
	var names []string
	for i := range c.Requirements {
		names = append(names, fmt.Sprintf("%d (%s)", i+1, c.Requirements[i].Name()))
	}
	if label == "" {
		return nil, errorOf("this round asks different things of different players: choose a label, %s", strings.Join(names, ", "))
	}
	if n, err := strconv.Atoi(label); err == nil && n >= 1 && n <= len(c.Requirements) {
		return &c.Requirements[n-1], nil
	}
	var match []*Requirement
	for i := range c.Requirements {
		if strings.Contains(strings.ToLower(c.Requirements[i].Name()), label) {
			match = append(match, &c.Requirements[i])
		}
	}
	if len(match) == 1 {
		return match[0], nil
	}
	return nil, errorOf("no contract of the round is called %q: choose %s", label, strings.Join(names, ", "))
}

// Name returns how the requirement names its players: the label as the
// contract writes it, "förra omgångens vinnare", or "1" for "En ska ha".
func (r *Requirement) Name() string {
	if r.Who == One {
		return "en ska ha nr " + r.Label
	}
	return r.Label
}

// Check says whether the cards of q make the contract. An error means the
// question itself is wrong: no cards, impossible cards, a missing label.
func (c *Contract) Check(q Check) (Verdict, error) {
	r, err := c.Requirement(q.Label)
	if err != nil {
		return Verdict{}, err
	}
	cards := q.Cards
	if len(q.Groups) > 0 {
		if q.Hand {
			return Verdict{}, errorOf("groups (|) say how cards were laid; a whole hand (--hand) has none")
		}
		cards = slices.Concat(q.Groups...)
	}
	if len(cards) == 0 {
		return Verdict{}, errorOf("no cards to check")
	}
	if err := CheckHand(cards); err != nil {
		return Verdict{}, err
	}
	plans := r.plans()
	var suitless *Card
	for i := range cards {
		if cards[i].Suit == NoSuit {
			suitless = &cards[i]
			break
		}
	}
	if suitless == nil {
		return c.checkPlans(plans, q, cards), nil
	}
	// Suits are needed only where a meld asks for them (a run, a colour):
	// sets and sums are checked by rank alone ("K K 2 2 9" for five cards
	// whose sum is 50). Of a choice, the ways that need no suits are
	// tried without them ("7 7 7 7" makes "fyrtal eller färgstege"); only
	// when none holds do the others need the suits.
	blind := slices.DeleteFunc(slices.Clone(plans), func(p plan) bool { return !p.suitBlind() })
	if len(blind) == 0 {
		return Verdict{}, errorOf("%s has no suit: checking melds needs every card's suit, like %sh", cardsArg{*suitless}, suitless.Rank)
	}
	v := c.checkSuitless(blind, q, cards)
	if !v.Valid && len(blind) < len(plans) {
		return Verdict{}, errorOf("%s has no suit: checking melds needs every card's suit, like %sh", cardsArg{*suitless}, suitless.Rank)
	}
	return v, nil
}

// checkSuitless is checkPlans for plans that need no suits, of cards
// some of which have none: two cards alike are two cards of the two
// decks, and a card without a suit is given one no other card has, and
// said without it after.
func (c *Contract) checkSuitless(plans []plan, q Check, cards []Card) Verdict {
	given := map[Card]bool{}
	uses := map[Card]int{}
	for _, card := range cards {
		uses[card]++
	}
	suited := func(card Card) Card {
		if card.Suit != NoSuit {
			return card
		}
		best := Card{Rank: card.Rank, Suit: Hearts}
		for _, s := range Suits() {
			if c := (Card{Rank: card.Rank, Suit: s}); uses[c] < uses[best] {
				best = c
			}
		}
		uses[best]++
		given[best] = given[best] || uses[best] == 1 // no card typed is it
		return best
	}
	q.Cards = mapCards(q.Cards, suited)
	groups := make([][]Card, len(q.Groups)) // the caller's left as they are
	for i, g := range q.Groups {
		groups[i] = mapCards(g, suited)
	}
	q.Groups = groups
	cards = q.Cards
	if len(q.Groups) > 0 {
		cards = slices.Concat(q.Groups...)
	}
	v := c.checkPlans(plans, q, cards)
	if len(given) > 0 {
		v = v.mapCards(func(card Card) Card {
			if given[card] {
				card.Suit = NoSuit
			}
			return card
		})
	}
	return v
}

// mapCards is cards each changed by f, in a new slice.
func mapCards(cards []Card, f func(Card) Card) []Card {
	if cards == nil {
		return nil
	}
	out := make([]Card, len(cards))
	for i, c := range cards {
		out[i] = f(c)
	}
	return out
}

// mapCards is v with every card it names changed by f, its reason's too.
func (v Verdict) mapCards(f func(Card) Card) Verdict {
	melds := make([]Laid, len(v.Melds))
	for i, m := range v.Melds {
		m.Cards, m.Stands = mapCards(m.Cards, f), mapCards(m.Stands, f)
		melds[i] = m
	}
	if v.Melds == nil {
		melds = nil
	}
	v.Melds, v.Left = melds, mapCards(v.Left, f)
	if !v.Valid {
		v.Why = v.Why.mapCards(f)
		v.Reason = v.Why.In(nil)
	}
	return v
}

// checkPlans checks cards (q's) against each plan, the first that holds
// making the verdict.
func (c *Contract) checkPlans(plans []plan, q Check, cards []Card) Verdict {
	if len(q.Groups) > 0 {
		return newDeck(cards, c.WildRanks(), false).checkGroups(plans, q.Groups)
	}
	var v Verdict
	var reasons whys
	for _, p := range plans {
		d := newDeck(cards, c.WildRanks(), !q.exhaustive && p.suitBlind())
		d.exhaustive = q.exhaustive
		v = d.checkCards(p, q.Hand)
		if v.Valid {
			return v
		}
		reasons = append(reasons, v.Why)
	}
	if len(reasons) > 1 {
		v = fail(why("no choice holds: %s", reasons))
	}
	return v
}

// A plan is one way to meet a requirement: the melds, every choice made.
type plan struct {
	melds []Meld
	rest  *Meld
}

func (p plan) String() string { return p.in(nil) }

// in names the plan's melds in pr's language: "2 × triss + resten stege".
func (p plan) in(pr msg.Printer) string {
	var parts []string
	for i := 0; i < len(p.melds); {
		j := i
		for j < len(p.melds) && p.melds[j].Same(p.melds[i]) {
			j++
		}
		if j-i == 1 {
			parts = append(parts, meldIn(p.melds[i], pr))
		} else {
			parts = append(parts, fmt.Sprintf("%d × %s", j-i, meldIn(p.melds[i], pr)))
		}
		i = j
	}
	if p.rest != nil {
		parts = append(parts, speakerOf(pr).RestWord+" "+meldIn(*p.rest, pr))
	}
	return strings.Join(parts, " + ")
}

func (p plan) size() int {
	n := 0
	for _, m := range p.melds {
		n += m.Size
	}
	return n
}

// plans lists every way to meet r: one option of each group, with "varav"
// colouring that many of the group's melds.
func (r *Requirement) plans() []plan {
	out := []plan{{rest: r.Rest}}
	for _, g := range r.Groups {
		var next []plan
		for _, p := range out {
			for _, o := range g.Options {
				melds := slices.Clone(p.melds)
				coloured := 0
				for _, v := range g.Varav {
					for range v.Count {
						melds = append(melds, v.Meld)
						coloured++
					}
				}
				for range o.Count - coloured {
					melds = append(melds, o.Meld)
				}
				next = append(next, plan{melds: melds, rest: r.Rest})
			}
		}
		out = next
	}
	return out
}

// OneEach refuses labels (each player's, as typed: a requirement's name,
// number or start) that give two players the same "En ska ha …" while
// others are left to no one: such a round has one player for each of
// them, as long as they last, and repeats only once every one is taken.
// Other rounds take any labels; one that names no requirement is
// Requirement's to refuse.
func (c *Contract) OneEach(labels map[string]string) error {
	counts := map[string]int{}
	ones := 0
	for _, req := range c.Requirements {
		if req.Who == One {
			counts[req.Name()] = 0
			ones++
		}
	}
	if ones < 2 {
		return nil
	}
	for _, label := range labels {
		req, err := c.Requirement(label)
		if err != nil {
			continue
		}
		if _, ok := counts[req.Name()]; ok {
			counts[req.Name()]++
		}
	}
	for _, req := range c.Requirements {
		if n := counts[req.Name()]; req.Who == One && n > 1 {
			for _, other := range c.Requirements {
				if other.Who == One && counts[other.Name()] == 0 {
					return errorOf("two players have %q while no one has %q: one each, as long as they last", req.Name(), other.Name())
				}
			}
		}
	}
	return nil
}
