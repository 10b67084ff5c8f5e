package contracts

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
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
		v = newDeck(cards, c.WildRanks(), blindSearch && p.suitBlind()).checkCards(p, q.Hand)
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

// in names the plan's melds in w's language: "2 × triss + resten stege".
func (p plan) in(w *Words) string {
	var parts []string
	for i := 0; i < len(p.melds); {
		j := i
		for j < len(p.melds) && p.melds[j].Same(p.melds[i]) {
			j++
		}
		if j-i == 1 {
			parts = append(parts, meldIn(p.melds[i], w))
		} else {
			parts = append(parts, fmt.Sprintf("%d × %s", j-i, meldIn(p.melds[i], w)))
		}
		i = j
	}
	if p.rest != nil {
		parts = append(parts, w.or().RestWord+" "+meldIn(*p.rest, w))
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

// search finds candidates for each meld of a plan so that no card is used
// twice, and the rest (if any) takes what is left.
//
// The melds that look at suits come first (see order); from blindFrom on
// none does, so there cards of one rank are interchangeable: they are
// taken in order like identical cards (blind), and failures are
// remembered by how many cards of each rank are used, not which.
type search struct {
	d, blind  *deck
	blindFrom int
	melds     []Meld
	rest      *Meld
	hand      bool
	failed    map[searchKey]bool
	noRest    map[uint32]bool // the cards left over that make no rest
	picked    []candidate
	last      candidate // the rest's candidate
	// visit, when set, is given the cards left over by every way to lay
	// the melds, and the search goes on through them all.
	visit func(left uint32)
}

type searchKey struct {
	k     int
	used  uint32 // the cards used, before blindFrom
	ranks uint64 // how many of each rank are used, from blindFrom
	after int    // the previous alike meld's first card, or its rank
}

// blindSearch turns on the blind part of the search, and alikeShortcut
// the ordering of alike melds; tests turn them off to compare the answers.
var blindSearch, alikeShortcut = true, true

func newSearch(d *deck, melds []Meld, rest *Meld, hand bool) *search {
	s := &search{d: d, melds: melds, rest: rest, hand: hand, failed: map[searchKey]bool{}, noRest: map[uint32]bool{}}
	s.blindFrom = len(melds)
	if blindSearch && (rest == nil || (plan{rest: rest}).suitBlind()) {
		for s.blindFrom > 0 && (plan{melds: melds[s.blindFrom-1 : s.blindFrom]}).suitBlind() {
			s.blindFrom--
		}
	}
	s.blind = newDeck(d.cards, nil, true)
	s.blind.wild = d.wild
	return s
}

func (s *search) run(k int, used uint32) bool {
	if k == len(s.melds) {
		return s.finish(used)
	}
	m := s.melds[k]
	d, blind := s.d, k >= s.blindFrom
	key := searchKey{k: k, used: used, after: -1}
	if blind {
		d, key.used, key.ranks = s.blind, 0, s.d.rankCounts(used)
	}
	// Alike melds are taken in order (of their first card, or in the
	// blind part of their rank), so one arrangement is not tried in
	// every order.
	alike := alikeShortcut && k > 0 && s.melds[k-1].Same(m)
	if alike {
		key.after = s.order(k-1, blind)
	}
	if s.failed[key] {
		return false
	}
	found := false
	d.candidates(m, m.Size, used, 0, func(c candidate) bool {
		s.picked = append(s.picked[:k], c)
		if alike && s.order(k, blind) < key.after {
			return true
		}
		if alike && !blind && s.order(k, blind) == key.after {
			return true
		}
		found = s.run(k+1, used|c.mask)
		return !found
	})
	if !found {
		s.failed[key] = true
	}
	return found
}

// order is what alike melds are sorted by: the first card's index, or in
// the blind part the rank the meld stands for.
func (s *search) order(k int, blind bool) int {
	c := s.picked[k]
	if blind {
		return int(c.stands[0].Rank)
	}
	return bits.TrailingZeros32(c.mask)
}

// rankCounts packs how many cards of each rank used holds, four bits a
// rank.
func (d *deck) rankCounts(used uint32) uint64 {
	var n uint64
	for i, c := range d.cards {
		if used&(1<<i) != 0 {
			n += 1 << (4 * (c.Rank - Two))
		}
	}
	return n
}

// finish checks what is left when every meld has its cards. Many ways to
// lay the melds leave the same cards, so a rest they cannot make is
// remembered by its cards.
func (s *search) finish(used uint32) bool {
	left := s.d.all() &^ used
	n := bits.OnesCount32(left)
	if s.visit != nil {
		s.visit(left)
		return false
	}
	if s.rest == nil {
		return s.hand || left == 0
	}
	if s.noRest[left] {
		return false
	}
	if s.makeRest(used, n) {
		return true
	}
	s.noRest[left] = true
	return false
}

// makeRest finds the rest's meld among the n cards not in used: all of
// them, or (from a whole hand) all but the discard.
func (s *search) makeRest(used uint32, n int) bool {
	sizes := []int{n}
	if s.hand && n > 0 {
		sizes = append(sizes, n-1) // one card is the discard
	}
	for _, size := range sizes {
		if size < minMeld {
			continue
		}
		found := false
		s.d.candidates(*s.rest, size, used, 0, func(c candidate) bool {
			s.last, found = c, true
			return false
		})
		if found {
			return true
		}
	}
	return false
}

// order sorts the melds to search the most constrained first: runs, then
// the larger sets. It returns the order as indexes into melds.
func order(melds []Meld) []int {
	idx := make([]int, len(melds))
	for i := range idx {
		idx[i] = i
	}
	weight := func(m Meld) int {
		w := m.Size
		if m.Kind == Run || m.Kind == FullHouse {
			w += 100
		}
		if !(plan{melds: []Meld{m}}).suitBlind() {
			w += 1000 // the melds that look at suits go first
		}
		return w
	}
	slices.SortStableFunc(idx, func(a, b int) int { return weight(melds[b]) - weight(melds[a]) })
	return idx
}

// checkCards finds an arrangement of the cards that meets plan p.
func (d *deck) checkCards(p plan, hand bool) Verdict {
	n, size := len(d.cards), p.size()
	switch {
	case hand && size > n:
		return fail(why("%d cards in the hand; for %s it takes %d", n, p, size))
	case !hand && p.rest != nil && size+minMeld > n:
		return fail(why("%d cards laid; for %s it takes %d and the rest at least 2", n, p, size))
	case !hand && p.rest == nil && size != n:
		return fail(why("%d cards laid; for %s it takes %d", n, p, size))
	}
	idx := order(p.melds)
	var melds []Meld
	for _, i := range idx {
		melds = append(melds, p.melds[i])
	}
	// A rest no cards of the hand could make, whatever the other melds
	// took, needs no search.
	if p.rest != nil && !d.canRest(*p.rest, n-size, hand) {
		return fail(d.whyNotPlan(p, hand))
	}
	s := newSearch(d, melds, p.rest, hand)
	if !s.run(0, 0) {
		return fail(d.whyNotPlan(p, hand))
	}
	v := Verdict{Valid: true, Melds: make([]Laid, len(p.melds))}
	used := uint32(0)
	for k, i := range idx {
		v.Melds[i] = d.laid(p.melds[i], s.picked[k])
		used |= s.picked[k].mask
	}
	if p.rest != nil {
		r := d.laid(*p.rest, s.last)
		r.Meld.Size, r.Rest = len(r.Cards), true
		v.Melds = append(v.Melds, r)
		used |= s.last.mask
	}
	for i, c := range d.cards {
		if used&(1<<i) == 0 {
			v.Left = append(v.Left, c)
		}
	}
	return v
}

func (d *deck) whyNotPlan(p plan, hand bool) Why {
	idx := order(p.melds)
	var melds []Meld
	for _, i := range idx {
		melds = append(melds, p.melds[i])
	}
	if !hand && p.rest == nil && len(melds) > 1 {
		// Every card laid belongs to a meld: the reason is the meld the
		// nearest arrangement misses, and the cards it would take.
		if y, ok := d.nearestMiss(melds); ok {
			return y
		}
	}
	for k := 1; k <= len(melds); k++ {
		if newSearch(d, melds[:k], nil, true).run(0, 0) {
			continue
		}
		m := melds[k-1]
		if k == 1 || !d.can(m, m.Size, 0) {
			// One meld of all the cards laid is judged on all of them.
			exact := !hand && len(melds) == 1 && p.rest == nil && len(d.cards) == m.Size
			if exact {
				return why("%s is %s: %s", cardsArg(d.cards), noMeld(m), d.whyNot(m, m.Size, 0, exact))
			}
			return why("no %s: %s", meldArg(m), d.whyNot(m, m.Size, 0, exact))
		}
		return why("the cards make %s, but %s besides", plan{melds: melds[:k-1]}, noMeld(m))
	}
	// Every meld can be made: what is left is not the rest.
	s := newSearch(d, melds, nil, true)
	s.run(0, 0)
	used := uint32(0)
	for _, c := range s.picked {
		used |= c.mask
	}
	left := d.all() &^ used
	var cards []Card
	for i, c := range d.cards {
		if left&(1<<i) != 0 {
			cards = append(cards, c)
		}
	}
	if p.rest == nil {
		return whyN(len(cards), "the cards make %s, but %s is left over", "the cards make %s, but %s are left over", p, cardsArg(cards))
	}
	if hand && len(cards) > minMeld {
		// From a hand the rest may leave one card, the discard: the
		// reason is said for one card fewer, and says so.
		return why("the cards make %s, but the rest (%s) is %s, nor with one of its cards kept back as the discard: %s", plan{melds: melds}, cardsArg(cards), noMeld(*p.rest), d.whyNot(*p.rest, len(cards)-1, used, false))
	}
	return why("the cards make %s, but the rest (%s) is %s: %s", plan{melds: melds}, cardsArg(cards), noMeld(*p.rest), d.whyNot(*p.rest, max(minMeld, len(cards)), used, !hand))
}

// nearestMiss finds, of every way to lay all the melds but one, the one
// whose cards left over come nearest to the meld left out: they make it
// with the fewest of its rules left out, in the order whyNot looks at
// them (the wilds' limit first). It says why those cards are not that
// meld. It reports false when no way lays the others.
func (d *deck) nearestMiss(melds []Meld) (Why, bool) {
	type miss struct {
		meld  Meld
		left  uint32
		score int
	}
	var best *miss
	for j, m := range melds {
		if slices.ContainsFunc(melds[:j], m.Same) {
			continue // alike melds miss alike
		}
		others := slices.Delete(slices.Clone(melds), j, j+1)
		seen := map[uint32]bool{}
		s := newSearch(d, others, &m, false)
		s.visit = func(left uint32) {
			if seen[left] {
				return
			}
			seen[left] = true
			if sc := d.closeness(m, left); best == nil || sc < best.score {
				best = &miss{m, left, sc}
			}
		}
		s.run(0, 0)
	}
	if best == nil {
		return Why{}, false
	}
	var cards []Card
	for i, c := range d.cards {
		if best.left&(1<<i) != 0 {
			cards = append(cards, c)
		}
	}
	m := best.meld
	return why("%s is %s: %s", cardsArg(cards), noMeld(m), d.whyNot(m, m.Size, d.all()&^best.left, true)), true
}

// missRelax are the rules of a meld cards may break, nearest first: a
// meld of too many wilds is nearer than one of the wrong suit.
var missRelax = []relax{relaxWilds, relaxTwos, relaxColour, relaxSuit, relaxParity, relaxBounds, relaxRanks, relaxShape, relaxSum}

// closeness says how near the cards in left come to making m, all of
// them: the number of the first rule in missRelax that, left out, lets
// them; past them all when none does.
func (d *deck) closeness(m Meld, left uint32) int {
	for i, rx := range missRelax {
		found := false
		d.candidates(m, m.Size, d.all()&^left, rx, func(c candidate) bool {
			found = c.mask == left
			return !found
		})
		if found {
			return i
		}
	}
	return len(missRelax)
}

// canRest reports whether all the cards could make a rest of n cards (or,
// from a whole hand, n-1 with the discard), taking none for other melds.
func (d *deck) canRest(m Meld, n int, hand bool) bool {
	if n >= minMeld && d.can(m, n, 0) {
		return true
	}
	return hand && n-1 >= minMeld && d.can(m, n-1, 0)
}

// can reports whether m can be made of the cards not in taken.
func (d *deck) can(m Meld, n int, taken uint32) bool {
	found := false
	d.candidates(m, n, taken, 0, func(candidate) bool { found = true; return false })
	return found
}

// whyNot finds the rule that keeps the cards not in taken from making m:
// with exact, the meld must use all of them.
func (d *deck) whyNot(m Meld, n int, taken uint32, exact bool) Why {
	left := d.all() &^ taken
	makes := func(rx relax) (candidate, bool) {
		var best candidate
		found := false
		d.candidates(m, n, taken, rx, func(c candidate) bool {
			if exact && c.mask != left {
				return true
			}
			if !found || c.wilds < best.wilds {
				best, found = c, true
			}
			return true
		})
		return best, found
	}
	// A parity the cards break with every wild standing for itself (a
	// triss of twos as an udda triss) is the reason, not the wilds.
	if c, ok := makes(relaxParity); ok && c.wilds == 0 {
		return whyParity(m, c)
	}
	if c, ok := makes(relaxWilds); ok {
		if m.Kind == FullHouse {
			return d.whyFullHouseWilds(c)
		}
		return whyN(c.wilds, "%d wild of %d cards, wilds must be fewer than half", "%d wilds of %d cards, wilds must be fewer than half", c.wilds, n)
	}
	checks := []struct {
		rx  relax
		why func(candidate) Why
	}{
		{relaxTwos, func(candidate) Why { return whyN(m.MaxTwos, "more than %d two", "more than %d twos", m.MaxTwos) }},
		{relaxColour, func(candidate) Why {
			return why("every card but the wilds must be %s; wilds may be of any suit", colours(m.Colour))
		}},
		{relaxSuit, func(candidate) Why {
			return why("every card but the wilds must be %s; wilds may be of any suit", m.Suit.Symbol())
		}},
		{relaxParity, func(c candidate) Why { return whyParity(m, c) }},
		{relaxBounds, func(candidate) Why { return boundsWhy(m) }},
		{relaxRanks, func(candidate) Why { return why("the rank must be %s", ranksOr(m.Ranks)) }},
		{relaxShape, func(candidate) Why { return shapeWhy(m.Shape) }},
		{relaxSum, func(candidate) Why { return d.whySum(m, left, exact) }},
	}
	for _, c := range checks {
		if cand, ok := makes(c.rx); ok {
			return c.why(cand)
		}
	}
	switch m.Kind {
	case Set:
		return why("not %d cards of one rank, even with the wilds", n)
	case FullHouse:
		return why("not three of a kind and a pair of another rank")
	case Run:
		if exact {
			gap, ok := d.runGap(left, m.Step)
			// Say what is missing or apart, then the rule it breaks.
			switch aceLow, wraps := d.wraps(left, m.Step); {
			case wraps && aceLow && ok:
				return why("%s: the ace is always 14, never 1", gap)
			case wraps && aceLow:
				return why("the ace is always 14, never 1")
			case wraps && ok:
				return why("%s: a run does not go round the corner", gap)
			case wraps:
				return why("a run does not go round the corner")
			case ok:
				return gap
			}
		}
		if m.Step == 2 {
			return why("not %d ranks two apart (3-5-7-9), ace high only", n)
		}
		return why("not %d ranks in a row from 2 up to the ace (no wrap-around)", n)
	}
	return d.whySum(m, left, exact)
}

// whyFullHouseWilds names the part of kåk c that holds too many wilds,
// with its cards: each part is a meld of its own for the wilds' limit,
// so a triss may hold one and a par none.
func (d *deck) whyFullHouseWilds(c candidate) Why {
	part := func(from, to int) (cardsArg, int) {
		var cards cardsArg
		wilds := 0
		for k := from; k < to; k++ {
			card := d.cards[c.cards[k]]
			cards = append(cards, card)
			if c.stands[k] != card {
				wilds++
			}
		}
		return cards, wilds
	}
	// fullHouses lays the triss first, then the par.
	if cards, wilds := part(0, 3); wilds > wildLimit(3) {
		return why("its three of a kind (%s) holds %d wilds: in a full house the three of a kind may hold one and the pair none", cards, wilds)
	}
	cards, wilds := part(3, 5)
	return whyN(wilds, "its pair (%s) holds %d wild: in a full house the three of a kind may hold one and the pair none", "its pair (%s) holds %d wilds: in a full house the three of a kind may hold one and the pair none", cards, wilds)
}

// whyParity names the rank of the wrong parity a card stands for in c,
// the cards that make m but for its parity ("8 is even: every rank must
// be odd").
func whyParity(m Meld, c candidate) Why {
	for _, st := range c.stands {
		if st.Rank.Odd() != (m.Parity == Odd) {
			return why("%s is %s: every rank must be %s", st.Rank, parity1(Odd+Even-m.Parity), parityN(m.Parity))
		}
	}
	return why("every rank must be %s", parityN(m.Parity))
}

// whySum shows the sum of an exact meld without wilds as counted (A 14 +
// K 13 + …), or says the rule.
func (d *deck) whySum(m Meld, left uint32, exact bool) Why {
	if exact {
		var ranks sumArg
		total := 0
		for i, c := range d.cards {
			if left&(1<<i) == 0 {
				continue
			}
			if d.wild[i] {
				ranks = nil
				break
			}
			ranks = append(ranks, c.Rank)
			total += int(c.Rank)
		}
		if len(ranks) > 0 && total != m.Sum {
			slices.SortFunc(ranks, func(a, b Rank) int { return int(b) - int(a) })
			return why("the ranks add up to %s = %d, not %d", ranks, total, m.Sum)
		}
	}
	return why("the ranks cannot add up to %d", m.Sum)
}

// runGap says what keeps the cards in left from being a run of step: a
// rank twice, or the ranks missing between the lowest and the highest
// that the wilds cannot fill. It reports false when it is neither.
func (d *deck) runGap(left uint32, step int) (Why, bool) {
	var ranks []Rank
	wilds := 0
	for i, c := range d.cards {
		switch {
		case left&(1<<i) == 0:
		case d.wild[i]:
			wilds++
		default:
			ranks = append(ranks, c.Rank)
		}
	}
	if len(ranks) == 0 {
		return Why{}, false
	}
	slices.Sort(ranks)
	var missing ranksArg
	for i := 1; i < len(ranks); i++ {
		gap := int(ranks[i] - ranks[i-1])
		switch {
		case gap == 0:
			return why("%s twice: a run has each rank once", ranks[i]), true
		case gap%step != 0:
			return why("%s and %s are not %d apart", ranks[i-1], ranks[i], step), true
		}
		for r := ranks[i-1] + Rank(step); r < ranks[i]; r += Rank(step) {
			missing = append(missing, r)
		}
	}
	// A gap of one or two ranks is a run with cards missing; a wider one
	// (Q K A 2) is no run at all, said below.
	if len(missing) > wilds && len(missing) <= wilds+2 {
		return why("%s missing", missing), true
	}
	return Why{}, false
}

// wraps reports whether the cards in left would make a run of step if
// the ranks went round, the ace before the two, and aceLow when the ace
// is then the run's first card (A 2 3 4: the ace as 1; Q K A 2 3 goes
// round the corner). The wilds fill any place.
func (d *deck) wraps(left uint32, step int) (aceLow, ok bool) {
	const ranks = int(Ace-Two) + 1
	var at [ranks]bool
	n := 0
	for i, c := range d.cards {
		if left&(1<<i) == 0 {
			continue
		}
		n++
		if d.wild[i] {
			continue
		}
		if at[c.Rank-Two] {
			return false, false // a rank twice is no run, round or not
		}
		at[c.Rank-Two] = true
	}
	if n > ranks {
		return false, false
	}
	for start := range ranks {
		if start+(n-1)*step < ranks {
			continue // no wrap: the checker has tried it
		}
		covered := 0
		for k := range n {
			if at[(start+k*step)%ranks] {
				covered++
			}
		}
		if covered < n-d.wildsIn(left) {
			continue
		}
		aceLow, ok = aceLow || start == ranks-1, true
	}
	return aceLow, ok
}

// wildsIn counts the wild cards in left.
func (d *deck) wildsIn(left uint32) int {
	n := 0
	for i := range d.cards {
		if left&(1<<i) != 0 && d.wild[i] {
			n++
		}
	}
	return n
}

func boundsWhy(m Meld) Why {
	switch {
	case m.Min != 0 && m.Max != 0:
		return why("every rank must be from %s to %s", m.Min, m.Max)
	case m.Min != 0:
		return why("every rank must be %s or higher", m.Min)
	}
	return why("every rank must be %s or lower", m.Max)
}

// laid turns a candidate into a Laid meld, cards in the order of their
// places (a run from its lowest rank).
func (d *deck) laid(m Meld, c candidate) Laid {
	l := Laid{Meld: m, Wilds: c.wilds}
	type pair struct{ card, stands Card }
	ps := make([]pair, len(c.cards))
	for k, i := range c.cards {
		ps[k] = pair{d.cards[i], c.stands[k]}
	}
	if m.Kind == Run {
		slices.SortStableFunc(ps, func(a, b pair) int { return int(a.stands.Rank) - int(b.stands.Rank) })
	}
	for _, p := range ps {
		l.Cards = append(l.Cards, p.card)
		l.Stands = append(l.Stands, p.stands)
	}
	return l
}

// checkGroups checks cards laid in groups: each group must be one meld of
// a plan, and the groups together the whole plan.
func (d *deck) checkGroups(plans []plan, groups [][]Card) Verdict {
	masks := make([]uint32, len(groups))
	at := 0
	for g, cards := range groups {
		for range cards {
			masks[g] |= 1 << at
			at++
		}
	}
	var reasons whys
	for _, p := range plans {
		melds := slices.Clone(p.melds)
		if p.rest != nil {
			melds = append(melds, *p.rest)
		}
		if len(melds) != len(groups) {
			reasons = append(reasons, whyN(len(groups), "%d group laid; %s asks for %d", "%d groups laid; %s asks for %d", len(groups), p, len(melds)))
			continue
		}
		// fits[g][k]: group g makes meld k, as candidate.
		fits := make([][]*candidate, len(groups))
		for g := range groups {
			fits[g] = make([]*candidate, len(melds))
			for k, m := range melds {
				n := m.Size
				if p.rest != nil && k == len(melds)-1 {
					n = len(groups[g])
					if n < minMeld {
						continue // the rest is a meld too: as laid, as unlaid
					}
				}
				if n != len(groups[g]) {
					continue
				}
				d.candidates(m, n, d.all()&^masks[g], 0, func(c candidate) bool {
					if c.mask == masks[g] {
						fits[g][k] = &c
						return false
					}
					return true
				})
			}
		}
		if v, ok := match(d, melds, p.rest != nil, fits); ok {
			return v
		}
		reasons = append(reasons, d.whyGroups(melds, groups, masks, fits))
	}
	if len(reasons) == 1 {
		return fail(reasons[0])
	}
	return fail(why("no choice holds: %s", reasons))
}

// match pairs each group with a meld it makes, every meld once.
func match(d *deck, melds []Meld, rest bool, fits [][]*candidate) (Verdict, bool) {
	taken := make([]bool, len(melds))
	laid := make([]Laid, len(melds))
	var rec func(g int) bool
	rec = func(g int) bool {
		if g == len(fits) {
			return true
		}
		for k, c := range fits[g] {
			if c == nil || taken[k] {
				continue
			}
			taken[k] = true
			laid[k] = d.laid(melds[k], *c)
			if rest && k == len(melds)-1 {
				laid[k].Rest, laid[k].Meld.Size = true, len(laid[k].Cards)
			}
			if rec(g + 1) {
				return true
			}
			taken[k] = false
		}
		return false
	}
	if !rec(0) {
		return Verdict{}, false
	}
	return Verdict{Valid: true, Melds: laid}, true
}

// whyGroups explains the first group that makes none of the melds, or why
// the groups cannot all be placed.
func (d *deck) whyGroups(melds []Meld, groups [][]Card, masks []uint32, fits [][]*candidate) Why {
	rest := -1
	if len(melds) > 0 && melds[len(melds)-1].Size == 0 {
		rest = len(melds) - 1
	}
	for g, cards := range groups {
		if slices.ContainsFunc(fits[g], func(c *candidate) bool { return c != nil }) {
			continue
		}
		k := laidFor(melds, rest, g, len(cards), fits)
		m := melds[k]
		if rest >= 0 && len(cards) < minMeld && !slices.ContainsFunc(melds, func(m Meld) bool { return m.Size == len(cards) }) {
			// No meld is this small: it was laid as the rest, which
			// takes at least as many cards as any meld.
			return why("group %d (%s) is %s: the rest takes at least %d cards", g+1, cardsArg(cards), noMeld(melds[rest]), minMeld)
		}
		if k != rest && m.Size != len(cards) {
			return why("group %d (%s) is %s: it has %d cards, %s takes %d", g+1, cardsArg(cards), noMeld(m), len(cards), meldArg(m), m.Size)
		}
		return why("group %d (%s) is %s: %s", g+1, cardsArg(cards), noMeld(m), d.whyNot(m, len(cards), d.all()&^masks[g], true))
	}
	p := plan{melds: melds}
	if rest >= 0 {
		p = plan{melds: melds[:rest], rest: &melds[rest]}
	}
	return why("each group is a meld, but together they are not %s", p)
}

// laidFor guesses which meld group g of n cards was laid for: one of its
// size (the rest takes any size from minMeld) that no other group makes,
// else one no other group makes (a run of five laid for a run of four,
// beside a kåk another group makes: the fault is the run's), else any of
// its size, else the first.
func laidFor(melds []Meld, rest, g, n int, fits [][]*candidate) int {
	sized := func(k int) bool { return melds[k].Size == n || (k == rest && n >= minMeld) }
	takenByOther := func(k int) bool {
		for h := range fits {
			if h != g && fits[h][k] != nil {
				return true
			}
		}
		return false
	}
	for _, free := range []bool{true, false} {
		for k := range melds {
			if sized(k) && (!free || !takenByOther(k)) {
				return k
			}
		}
		if free {
			for k := range melds {
				if !takenByOther(k) {
					return k
				}
			}
		}
	}
	return 0
}

func cardList(cards []Card) string {
	s := make([]string, len(cards))
	for i, c := range cards {
		s[i] = c.String()
	}
	return strings.Join(s, " ")
}

// shapeWhy is why cards are no run of shape s.
func shapeWhy(s Shape) Why {
	switch s {
	case OneSuit:
		return why("not all of one suit")
	case FourSuits:
		return why("every four neighbouring cards must be of four different suits")
	}
	return why("the colours must go red and black by turns")
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
