package contracts

import (
	"math/bits"
	"slices"
)

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

func newSearch(d *deck, melds []Meld, rest *Meld, hand bool) *search {
	s := &search{d: d, melds: melds, rest: rest, hand: hand, failed: map[searchKey]bool{}, noRest: map[uint32]bool{}}
	s.blindFrom = len(melds)
	if !d.exhaustive && (rest == nil || (plan{rest: rest}).suitBlind()) {
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
	alike := !s.d.exhaustive && k > 0 && s.melds[k-1].Same(m)
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
