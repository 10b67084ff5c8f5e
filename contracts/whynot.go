package contracts

import (
	"slices"
	"strings"
)

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
