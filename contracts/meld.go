package contracts

import (
	"fmt"
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// This file finds the ways a meld can be made from cards: every candidate
// subset of the free cards, with what each wild stands for. The checker
// searches over these.

// suitMask is a set of suits, bit s for Suit s.
type suitMask uint8

const allSuits suitMask = 1<<Hearts | 1<<Spades | 1<<Diamonds | 1<<Clubs

func (m suitMask) has(s Suit) bool { return m&(1<<s) != 0 }

// one returns the suit of a mask that holds exactly one, else NoSuit.
func (m suitMask) one() Suit {
	if bits.OnesCount8(uint8(m)) == 1 {
		return Suit(bits.TrailingZeros8(uint8(m)))
	}
	return NoSuit
}

// deck is the cards a check works on, by index; a set of them is a mask.
type deck struct {
	cards []Card
	wild  []bool // a card of a wild rank
	prev  []int  // the index of an identical card before it, or -1
	// exhaustive searches the cards without the shortcuts: the blind
	// part of the search, and alike melds in order (Check.exhaustive).
	exhaustive bool
}

// newDeck indexes cards. When suitBlind, no meld looks at suits, so cards
// of one rank are as good as identical, and are taken in order like
// identical cards: the search then sees far fewer different states.
func newDeck(cards []Card, wildRanks []Rank, suitBlind bool) *deck {
	d := &deck{cards: cards, wild: make([]bool, len(cards)), prev: make([]int, len(cards))}
	for i, c := range cards {
		for _, r := range wildRanks {
			d.wild[i] = d.wild[i] || c.Rank == r
		}
		d.prev[i] = -1
		for j := i - 1; j >= 0; j-- {
			if cards[j] == c || (suitBlind && cards[j].Rank == c.Rank) {
				d.prev[i] = j
				break
			}
		}
	}
	return d
}

// suitBlind reports whether no meld of p looks at suits or colours.
func (p plan) suitBlind() bool {
	melds := p.melds
	if p.rest != nil {
		melds = append(slices.Clone(melds), *p.rest)
	}
	for _, m := range melds {
		if m.Kind == Run || m.Colour != AnyColour || m.Suit != NoSuit {
			return false
		}
	}
	return true
}

func (d *deck) all() uint32 { return 1<<len(d.cards) - 1 }

// free reports whether card i may be taken when taken holds the cards in
// use: of identical cards the first is always taken first, so that the
// same meld is not found twice.
func (d *deck) free(i int, taken uint32) bool {
	return taken&(1<<i) == 0 && (d.prev[i] < 0 || taken&(1<<d.prev[i]) != 0)
}

// A candidate is one way to make a meld: the cards (by index) and what
// each stands for.
type candidate struct {
	mask   uint32
	cards  []int
	stands []Card
	wilds  int
}

// pos is one place in a meld: the rank it needs and the suits it allows.
type pos struct {
	rank  Rank
	suits suitMask
}

// rules are the limits a filling keeps.
type rules struct {
	limit   int // most wilds
	maxTwos int // most twos, or -1
}

// minMeld is the fewest cards of a set or a run: a pair, a run of two;
// the rest of a contract ("resten stege") takes at least as many.
const minMeld = 2

// wildLimit is the most wilds a meld of n cards may hold: fewer than half.
func wildLimit(n int) int { return (n - 1) / 2 }

// fill finds every way to put free cards in the places ps. Places that are
// alike (a set) take cards in index order, so each subset comes once; the
// wilds of a meld are taken in index order too, since which wild stands
// where does not change the cards used.
func (d *deck) fill(ps []pos, taken uint32, r rules, alike bool, emit func(candidate) bool) bool {
	// The fewest wilds the places still need: a place no free card fits
	// naturally takes a wild (in a set, every place past the naturals).
	need := make([]int, len(ps)+1)
	if alike {
		avail := 0
		for i, c := range d.cards {
			if taken&(1<<i) == 0 && c.Rank == ps[0].rank && ps[0].suits.has(c.Suit) {
				avail++
			}
		}
		if len(ps)-avail > r.limit {
			return true
		}
	} else {
		for k := len(ps) - 1; k >= 0; k-- {
			need[k] = need[k+1] + 1
			for i, c := range d.cards {
				if taken&(1<<i) == 0 && c.Rank == ps[k].rank && ps[k].suits.has(c.Suit) {
					need[k]--
					break
				}
			}
		}
		if need[0] > r.limit {
			return true
		}
	}
	c := candidate{cards: make([]int, 0, len(ps)), stands: make([]Card, 0, len(ps))}
	twos, lastWild := 0, -1
	var rec func(k, from int) bool
	rec = func(k, from int) bool {
		if c.wilds+need[k] > r.limit {
			return true
		}
		if k == len(ps) {
			out := c
			out.cards = append([]int(nil), c.cards...)
			out.stands = append([]Card(nil), c.stands...)
			return emit(out)
		}
		p := ps[k]
		start := 0
		if alike {
			start = from
		}
		for i := start; i < len(d.cards); i++ {
			if !d.free(i, taken|c.mask) {
				continue
			}
			card := d.cards[i]
			natural := card.Rank == p.rank && p.suits.has(card.Suit)
			if !natural && (!d.wild[i] || c.wilds >= r.limit || i < lastWild) {
				continue
			}
			if card.Rank == Two && r.maxTwos >= 0 && twos >= r.maxTwos {
				continue
			}
			stands, prevWild := card, lastWild
			if !natural {
				stands = Card{Rank: p.rank, Suit: p.suits.one()}
				c.wilds++
				lastWild = i
			}
			if card.Rank == Two {
				twos++
			}
			c.mask |= 1 << i
			c.cards = append(c.cards, i)
			c.stands = append(c.stands, stands)
			ok := rec(k+1, i+1)
			c.mask &^= 1 << i
			c.cards = c.cards[:len(c.cards)-1]
			c.stands = c.stands[:len(c.stands)-1]
			if !natural {
				c.wilds--
				lastWild = prevWild
			}
			if card.Rank == Two {
				twos--
			}
			if !ok {
				return false
			}
		}
		return true
	}
	return rec(0, 0)
}

// relax says which rules of a meld to leave out, to find out which one
// cards break.
type relax uint16

const (
	relaxWilds relax = 1 << iota
	relaxColour
	relaxSuit
	relaxParity
	relaxBounds
	relaxRanks
	relaxTwos
	relaxShape
	relaxSum
)

// candidates finds every way to make m, of size n, from the cards not in
// taken. It stops early when emit returns false.
func (d *deck) candidates(m Meld, n int, taken uint32, rx relax, emit func(candidate) bool) {
	r := rules{limit: wildLimit(n), maxTwos: m.MaxTwos}
	if rx&relaxWilds != 0 {
		r.limit = n
	}
	if rx&relaxTwos != 0 {
		r.maxTwos = -1
	}
	suits := m.suits(rx)
	switch m.Kind {
	case Set:
		for rank := Two; rank <= Ace; rank++ {
			if !m.rankOK(rank, rx) {
				continue
			}
			ps := make([]pos, n)
			for i := range ps {
				ps[i] = pos{rank, suits}
			}
			if !d.fill(ps, taken, r, true, emit) {
				return
			}
		}
	case FullHouse:
		d.fullHouses(m, taken, r, rx, suits, emit)
	case Run:
		d.runs(m, n, taken, r, rx, suits, emit)
	case Sum:
		d.sums(m, n, taken, r, rx, suits, emit)
	}
}

func (m Meld) suits(rx relax) suitMask {
	s := allSuits
	if rx&relaxColour == 0 {
		switch m.Colour {
		case Red:
			s = 1<<Hearts | 1<<Diamonds
		case Black:
			s = 1<<Spades | 1<<Clubs
		}
	}
	if m.Suit != NoSuit && rx&relaxSuit == 0 {
		s &= 1 << m.Suit
	}
	return s
}

// rankOK reports whether every card of the meld may have rank r.
func (m Meld) rankOK(r Rank, rx relax) bool {
	if rx&relaxParity == 0 && ((m.Parity == Odd && !r.Odd()) || (m.Parity == Even && r.Odd())) {
		return false
	}
	if rx&relaxBounds == 0 && ((m.Min != 0 && r < m.Min) || (m.Max != 0 && r > m.Max)) {
		return false
	}
	if rx&relaxRanks == 0 && len(m.Ranks) > 0 {
		for _, want := range m.Ranks {
			if r == want {
				return true
			}
		}
		return false
	}
	return true
}

// possible reports whether any cards at all can make m: some rank for a
// set, two for a kåk, a start for a run, ranks that can add up to a sum.
func (m Meld) possible() bool {
	if m.suits(0) == 0 {
		return false // "ruterpar, varav ett svart"
	}
	ok := 0
	for r := Two; r <= Ace; r++ {
		if m.rankOK(r, 0) {
			ok++
		}
	}
	switch m.Kind {
	case FullHouse:
		return ok >= 2
	case Run:
		n := max(m.Size, minMeld)
		for start := Two; int(start)+(n-1)*m.Step <= int(Ace); start++ {
			all := true
			for k := range n {
				all = all && m.rankOK(start+Rank(k*m.Step), 0)
			}
			if all {
				return true
			}
		}
		return false
	case Sum:
		return ok > 0 && m.Sum >= int(Two)*m.Size && m.Sum <= int(Ace)*m.Size
	}
	return ok > 0
}

// fullHouses finds a triss and a par of another rank; each is its own meld
// for the wild limit.
func (d *deck) fullHouses(m Meld, taken uint32, r rules, rx relax, suits suitMask, emit func(candidate) bool) {
	triss, par := r, r
	if rx&relaxWilds == 0 {
		triss.limit, par.limit = wildLimit(3), wildLimit(2)
	}
	for a := Two; a <= Ace; a++ {
		if !m.rankOK(a, rx) {
			continue
		}
		for b := Two; b <= Ace; b++ {
			if b == a || !m.rankOK(b, rx) {
				continue
			}
			three := []pos{{a, suits}, {a, suits}, {a, suits}}
			two := []pos{{b, suits}, {b, suits}}
			more := d.fill(three, taken, triss, true, func(t candidate) bool {
				pr := par
				if pr.maxTwos >= 0 {
					pr.maxTwos -= twosIn(d, t.cards)
				}
				return d.fill(two, taken|t.mask, pr, true, func(p candidate) bool {
					return emit(candidate{
						mask:   t.mask | p.mask,
						cards:  append(t.cards, p.cards...),
						stands: append(t.stands, p.stands...),
						wilds:  t.wilds + p.wilds,
					})
				})
			})
			if !more {
				return
			}
		}
	}
}

func twosIn(d *deck, idx []int) int {
	n := 0
	for _, i := range idx {
		if d.cards[i].Rank == Two {
			n++
		}
	}
	return n
}

// runs finds every run of n cards: each start, and each way the shape lets
// suits fall.
func (d *deck) runs(m Meld, n int, taken uint32, r rules, rx relax, suits suitMask, emit func(candidate) bool) {
	step := Rank(m.Step)
	shape := m.Shape
	if rx&relaxShape != 0 {
		shape = AnySuits
	}
	var patterns [][]suitMask
	switch shape {
	case AnySuits:
		patterns = [][]suitMask{{suits}}
	case OneSuit:
		for _, s := range Suits() {
			if suits.has(s) {
				patterns = append(patterns, []suitMask{1 << s})
			}
		}
	case FourSuits:
		permute([]Suit{Hearts, Spades, Diamonds, Clubs}, func(p []Suit) {
			pat := make([]suitMask, 4)
			for i, s := range p {
				pat[i] = 1 << s & suits
			}
			patterns = append(patterns, pat)
		})
	case AltColours:
		red, black := suits&(1<<Hearts|1<<Diamonds), suits&(1<<Spades|1<<Clubs)
		patterns = [][]suitMask{{red, black}, {black, red}}
	}
	seen := map[uint32]bool{}
	for start := Two; int(start)+(n-1)*int(step) <= int(Ace); start++ {
		ps := make([]pos, n)
		ok := true
		for k := range ps {
			ps[k].rank = start + Rank(k)*step
			ok = ok && m.rankOK(ps[k].rank, rx)
		}
		if !ok {
			continue
		}
		for _, pat := range patterns {
			for k := range ps {
				ps[k].suits = pat[k%len(pat)]
			}
			more := d.fill(ps, taken, r, false, func(c candidate) bool {
				if seen[c.mask] {
					return true
				}
				seen[c.mask] = true
				return emit(c)
			})
			if !more {
				return
			}
		}
	}
}

func permute(s []Suit, f func([]Suit)) {
	var rec func(k int)
	rec = func(k int) {
		if k == len(s) {
			f(s)
			return
		}
		for i := k; i < len(s); i++ {
			s[k], s[i] = s[i], s[k]
			rec(k + 1)
			s[k], s[i] = s[i], s[k]
		}
	}
	rec(0)
}

// sums finds n cards whose ranks add up to m.Sum; a wild counts as the
// rank it stands for.
func (d *deck) sums(m Meld, n int, taken uint32, r rules, rx relax, suits suitMask, emit func(candidate) bool) {
	var c candidate
	var rec func(from, total, twos int) bool
	rec = func(from, total, twos int) bool {
		if len(c.cards) == n {
			need := m.Sum - total
			if rx&relaxSum == 0 && (need < int(Two)*c.wilds || need > int(Ace)*c.wilds) {
				return true
			}
			out := candidate{mask: c.mask, cards: append([]int(nil), c.cards...), stands: append([]Card(nil), c.stands...), wilds: c.wilds}
			// Each wild stands for as much of what is missing as it can,
			// leaving at least a two for each wild after it.
			left := c.wilds
			for k := range out.stands {
				if out.stands[k].Rank == 0 {
					left--
					rank := Rank(min(int(Ace), max(int(Two), need-int(Two)*left)))
					out.stands[k] = Card{Rank: rank, Suit: suits.one()}
					need -= int(rank)
				}
			}
			return emit(out)
		}
		for i := from; i < len(d.cards); i++ {
			if !d.free(i, taken|c.mask) {
				continue
			}
			card := d.cards[i]
			if card.Rank == Two && r.maxTwos >= 0 && twos >= r.maxTwos {
				continue
			}
			t := twos
			if card.Rank == Two {
				t++
			}
			c.mask |= 1 << i
			c.cards = append(c.cards, i)
			// A card of a wild rank may count as itself or stand for another.
			if suits.has(card.Suit) {
				c.stands = append(c.stands, card)
				if !rec(i+1, total+int(card.Rank), t) {
					return false
				}
				c.stands = c.stands[:len(c.stands)-1]
			}
			if d.wild[i] && c.wilds < r.limit {
				c.wilds++
				c.stands = append(c.stands, Card{})
				if !rec(i+1, total, t) {
					return false
				}
				c.stands = c.stands[:len(c.stands)-1]
				c.wilds--
			}
			c.mask &^= 1 << i
			c.cards = c.cards[:len(c.cards)-1]
		}
		return true
	}
	rec(0, 0, 0)
}

// Name returns the meld in Swedish, as a list would write it, in words
// that Parse reads back as the same meld: "färgstege på 4 kort", "röd
// triss", "par i tior", "3 kort där summan är 30". A meld of "resten" has
// no size and is named without one.
func (m Meld) Name() string {
	var b, adj []string
	plural := false
	w, known := wordOf(m)
	// A sum, and a set larger than any set word, are written with their
	// count in front: "3 kort där summan är 30", "sju tior".
	ranks := m.Ranks
	if m.Kind == Sum || (m.Kind == Set && !known && len(m.Ranks) == 1) {
		b = append(b, strconv.Itoa(m.Size))
		plural = m.Size != 1
	}
	if m.Colour != AnyColour {
		adj = append(adj, wordFor(colourWords, m.Colour))
	}
	if m.Parity != AnyParity {
		adj = append(adj, wordFor(parityWords, m.Parity))
	}
	b = append(b, SwedishAgreement(adj, m, plural)...)
	switch {
	case m.Kind == Sum:
		b = append(b, sumWord)
	case m.Kind == Set && !known && len(m.Ranks) == 1:
		b = append(b, wordFor(rankPlurals, m.Ranks[0]))
		ranks = nil
	default:
		b = append(b, suitPrefix(m.Suit)+w.spellings[0])
	}
	if m.Kind == Run && m.Size > 0 {
		b = append(b, fmt.Sprintf("på %d kort", m.Size))
	}
	if len(ranks) > 0 {
		rs := make([]string, len(ranks))
		for i, r := range ranks {
			rs[i] = wordFor(rankPlurals, r)
		}
		b = append(b, "i "+strings.Join(rs, " eller "))
	}
	switch {
	case m.Bounds != "":
		b = append(b, m.Bounds) // "över tio", as the list has it
	default:
		if m.Min != 0 {
			b = append(b, "min "+boundWord(m.Min))
		}
		if m.Max != 0 {
			b = append(b, "under "+boundWord(m.Max+1))
		}
	}
	if m.Kind == Sum {
		b = append(b, fmt.Sprintf("där summan är %d", m.Sum))
	}
	switch {
	case m.MaxTwos == 1:
		b = append(b, "med max en tvåa")
	case m.MaxTwos >= 0:
		b = append(b, fmt.Sprintf("med max %d tvåor", m.MaxTwos))
	}
	return strings.Join(b, " ")
}

// boundWord writes a rank in a bound as the lists do: "min 8", "min knekt".
func boundWord(r Rank) string {
	if r <= Ten {
		return strconv.Itoa(int(r))
	}
	return wordFor(rankValues, r)
}

func suitPrefix(s Suit) string {
	for _, p := range suitPrefixes {
		if p.suit == s {
			return p.prefix
		}
	}
	return ""
}

// KindWord returns the meld's word, singular, without qualifiers: par,
// triss, kåk, färgstege, kort; "7 lika" for a set no word names.
func (m Meld) KindWord() string {
	if m.Kind == Sum {
		return sumWord
	}
	if w, ok := wordOf(m); ok {
		return w.spellings[0]
	}
	return fmt.Sprintf("%d lika", m.Size)
}

// Same reports whether m and o ask for the same cards: every property
// but the words as they were written (Word, Bounds). The checker treats melds that are the
// Same as interchangeable, so it must look at every property that
// matters; a test makes sure a new field is not forgotten.
func (m Meld) Same(o Meld) bool {
	return m.Kind == o.Kind && m.Size == o.Size && m.Shape == o.Shape && m.Step == o.Step &&
		m.Colour == o.Colour && m.Suit == o.Suit && m.Parity == o.Parity &&
		m.Min == o.Min && m.Max == o.Max && m.Sum == o.Sum && m.MaxTwos == o.MaxTwos &&
		sameRanks(m.Ranks, o.Ranks)
}

// sameRanks compares two sets of ranks, in any order.
func sameRanks(a, b []Rank) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(slices.Compact(a), slices.Compact(b))
}

// SwedishAgreement bends Swedish adjectives to their noun, as the lists
// write them: "ett rött par", "jämna trissar". Meld.Name uses it, and the
// Swedish explanations.
func SwedishAgreement(adj []string, m Meld, plural bool) []string {
	neuter := m.Kind == Set && m.Size != 3
	out := make([]string, len(adj))
	for i, a := range adj {
		switch {
		case plural && a != "udda":
			a = map[string]string{"röd": "röda", "svart": "svarta", "jämn": "jämna"}[a]
		case neuter:
			a = map[string]string{"röd": "rött", "svart": "svart", "jämn": "jämnt", "udda": "udda"}[a]
		}
		out[i] = a
	}
	return out
}
