package contracts

import (
	"fmt"
	"slices"
	"strings"
	"sync"
)

// A Rank is a card's rank, 2 to 14; the ace is always 14, never 1.
type Rank uint8

// The named ranks.
const (
	Two   Rank = 2
	Ten   Rank = 10
	Jack  Rank = 11
	Queen Rank = 12
	King  Rank = 13
	Ace   Rank = 14
)

// A Suit is a card's suit. NoSuit is a card typed by its rank alone, which
// is enough to count points.
type Suit uint8

// The suits.
const (
	NoSuit Suit = iota
	Hearts
	Spades
	Diamonds
	Clubs
)

// Suits() lists the four suits, in the order the languages' letters give
// them (Words.SuitLetters).
func Suits() []Suit { return []Suit{Hearts, Spades, Diamonds, Clubs} }

// Red reports whether s is hearts or diamonds.
func (s Suit) Red() bool { return s == Hearts || s == Diamonds }

// Black reports whether s is spades or clubs.
func (s Suit) Black() bool { return s == Spades || s == Clubs }

// Symbol returns ♥ ♠ ♦ or ♣, or "" for NoSuit.
func (s Suit) Symbol() string { return [...]string{"", "♥", "♠", "♦", "♣"}[s] }

// Letter returns h s d or c, or "" for NoSuit.
func (s Suit) Letter() string { return [...]string{"", "h", "s", "d", "c"}[s] }

// A Card is a rank and, when it was typed, a suit.
type Card struct {
	Rank Rank
	Suit Suit
}

// Points returns what the card counts left in a hand: 3–9 5, 10–K 10,
// A 20, 2 25. This is the one place the card points are written.
func (c Card) Points() int {
	switch {
	case c.Rank == Two:
		return 25
	case c.Rank == Ace:
		return 20
	case c.Rank >= Ten:
		return 10
	}
	return 5
}

// String returns the card as shown at the table: K♥, 10♠, 7.
func (c Card) String() string { return c.Rank.String() + c.Suit.Symbol() }

// ASCII returns the card in letters: Kh, 10s, 7.
func (c Card) ASCII() string { return c.Rank.String() + c.Suit.Letter() }

// String returns 2–10, J, Q, K or A.
func (r Rank) String() string {
	switch r {
	case Jack:
		return "J"
	case Queen:
		return "Q"
	case King:
		return "K"
	case Ace:
		return "A"
	}
	return fmt.Sprint(int(r))
}

// In returns the rank as written in w's language: Swedish Kn, D, K, E
// for the face cards and the ace; J, Q, K, A in English (nil).
func (r Rank) In(w *Words) string { return w.or().rank(r) }

// In returns the card as shown at the table in w's language: Kn♥ in
// Swedish.
func (c Card) In(w *Words) string { return c.Rank.In(w) + c.Suit.Symbol() }

// Odd reports whether r is odd; J (11) and K (13) are odd, Q (12) and A
// (14) even.
func (r Rank) Odd() bool { return r%2 == 1 }

// A cardReader reads cards as typed and said in English and the
// languages it was made with: ranks 2–10 and the suit symbols in every
// language, and each language's letters (Words.Faces, Words.RankLetters,
// Words.SuitLetters) and words (Words.RankNames, Words.SuitNames).
type cardReader struct {
	ranks     []rankPrefix // longest first, so that "10" and "kn" win over "1" and "k"
	suits     map[string]Suit
	rankNames map[string]Rank
	suitNames map[string]Suit
	faces     string // the face cards' letters, for a refusal: "J Q K A, Kn D E"
	letters   string // the suit letters: "h s d c, r k"
}

type rankPrefix struct {
	s string
	r Rank
}

// suitSymbols are the suits as drawn, the same in every language.
var suitSymbols = map[string]Suit{
	"♥": Hearts, "♡": Hearts, "♠": Spades, "♤": Spades,
	"♦": Diamonds, "♢": Diamonds, "♣": Clubs, "♧": Clubs,
}

// readerOf makes the reader of English and the languages ws.
func readerOf(ws []*Words) *cardReader {
	c := &cardReader{suits: map[string]Suit{}, rankNames: map[string]Rank{}, suitNames: map[string]Suit{}}
	for r := Two; r <= Ten; r++ {
		c.ranks = append(c.ranks, rankPrefix{r.String(), r})
	}
	var faces, letters []string
	seen := map[string]bool{}
	for _, w := range append([]*Words{&english}, ws...) {
		var own []string
		for i, f := range w.Faces {
			c.ranks = append(c.ranks, rankPrefix{strings.ToLower(f), Jack + Rank(i)})
			if !seen[f] {
				seen[f] = true
				own = append(own, f)
			}
		}
		if len(own) > 0 {
			faces = append(faces, strings.Join(own, " "))
		}
		for s, r := range w.RankLetters {
			c.ranks = append(c.ranks, rankPrefix{s, r})
		}
		own = nil
		for i, s := range w.SuitLetters {
			if _, ok := c.suits[s]; !ok {
				own = append(own, s)
			}
			c.suits[s] = Suits()[i]
		}
		if len(own) > 0 {
			letters = append(letters, strings.Join(own, " "))
		}
		for r, names := range w.RankNames {
			for _, n := range names {
				c.rankNames[n] = r
			}
		}
		for s, names := range w.SuitNames {
			for _, n := range names {
				c.suitNames[n] = s
			}
		}
	}
	slices.SortStableFunc(c.ranks, func(a, b rankPrefix) int { return len(b.s) - len(a.s) })
	c.faces, c.letters = strings.Join(faces, ", "), strings.Join(letters, ", ")
	return c
}

// ParseCard reads one card, rank first, then an optional suit, without
// regard to case: 2–10 and ♥ ♠ ♦ ♣ in every language, and the letters of
// English (T, J, Q, K, A; h s d c) and of the languages ws (Swedish Kn,
// D, E; r for ruter, k for klöver). "Kh" is the king of hearts, "7" a
// seven; in Swedish "Knk" the jack of clubs, "Dd" the queen of diamonds.
func ParseCard(s string, ws ...*Words) (Card, error) {
	if len(ws) == 0 {
		return englishReader().card(s)
	}
	return readerOf(ws).card(s)
}

// englishReader is the reader of English alone, made once: every card of
// a saved game is read with it (making one for each took a card game's
// replay more time than its rules). Nothing changes it once made.
var englishReader = sync.OnceValue(func() *cardReader { return readerOf(nil) })

func (c *cardReader) card(s string) (Card, error) {
	in := strings.ToLower(strings.TrimSpace(s))
	for _, p := range c.ranks {
		rest, ok := strings.CutPrefix(in, p.s)
		if !ok {
			continue
		}
		if rest == "" {
			return Card{Rank: p.r}, nil
		}
		if suit, ok := c.suits[rest]; ok {
			return Card{Rank: p.r, Suit: suit}, nil
		}
		if suit, ok := suitSymbols[rest]; ok {
			return Card{Rank: p.r, Suit: suit}, nil
		}
		return Card{}, errorOf("%q is not a card: %q is not a suit (%s, ♥ ♠ ♦ ♣)", s, rest, c.letters)
	}
	return Card{}, errorOf("%q is not a card: want a rank 2–10 or %s and a suit %s or ♥ ♠ ♦ ♣, like Kh or 10♠", s, c.faces, c.letters)
}

// ParseCards reads cards separated by spaces or commas: "K♥ 7s 2 A". A
// card may also be said in words, rank and suit in either order, in
// English or a language of ws: "queen hearts", "kung", Swedish "dam
// hjärter", "hjärter dam", Estonian "poti äss". Words that can be read
// two ways ("7 hjärter 8": 7♥ 8, or 7 8♥) are refused with both
// readings.
//
// A comma ends a card said in words: "queen hearts, ace".
func ParseCards(s string, ws ...*Words) ([]Card, error) {
	c := readerOf(ws)
	var cards []Card
	for _, part := range strings.Split(s, ",") {
		fields := strings.Fields(part)
		rankFirst, err := c.fields(fields, false)
		suitFirst, err2 := c.fields(fields, true)
		switch {
		case err != nil && err2 != nil:
			return nil, err
		case err != nil:
			rankFirst = suitFirst
		case err2 == nil && !slices.Equal(rankFirst, suitFirst):
			return nil, errorOf("%q can be read as %s or as %s: write each suit next to its rank, like 7♥", strings.TrimSpace(part), cardsArg(rankFirst), cardsArg(suitFirst))
		}
		cards = append(cards, rankFirst...)
	}
	return cards, nil
}

// ParseHand reads the cards left in a hand as people type them: cards as
// ParseCards reads them, or 0 or - (–) for a hand with none. Nothing at
// all is refused, so that a stray Enter never gives a player a hand
// without points.
func ParseHand(s string, ws ...*Words) ([]Card, error) {
	switch strings.TrimSpace(s) {
	case "":
		return nil, errorOf("type the cards left in the hand, or 0 (or -) for none")
	case "0", "-", "–":
		return []Card{}, nil
	}
	return ParseCards(s, ws...)
}

// fields reads cards from fields. A rank word followed by a suit word
// is one card; with suitFirst, not when the suit word is followed by a
// rank of its own ("7 hjärter 8" reads 7, 8♥).
func (c *cardReader) fields(fields []string, suitFirst bool) ([]Card, error) {
	at := func(i int) string {
		if i < len(fields) {
			return strings.ToLower(fields[i])
		}
		return ""
	}
	var cards []Card
	for i := 0; i < len(fields); i++ {
		f, next := at(i), at(i+1)
		if suit, ok := c.suitNames[f]; ok { // "hjärter dam", "ruter 7"
			r, err := c.rank(next)
			if err != nil {
				return nil, errorOf("%q is a suit: say the rank with it, like \"%s queen\"", fields[i], fields[i])
			}
			cards = append(cards, Card{Rank: r, Suit: suit})
			i++
			continue
		}
		r, err := c.rank(f)
		if suit, ok := c.suitNames[next]; ok && err == nil { // "dam hjärter", "7 ruter"
			if _, err := c.rank(at(i + 2)); !suitFirst || err != nil {
				cards = append(cards, Card{Rank: r, Suit: suit})
				i++
				continue
			}
		}
		if err == nil {
			cards = append(cards, Card{Rank: r})
			continue
		}
		card, err := c.card(fields[i])
		if err != nil {
			return nil, err
		}
		cards = append(cards, card)
	}
	return cards, nil
}

// rank reads a rank alone, as a word or as typed: "dam", "Q", "10".
func (c *cardReader) rank(s string) (Rank, error) {
	if r, ok := c.rankNames[strings.ToLower(s)]; ok {
		return r, nil
	}
	card, err := c.card(s)
	if err != nil || card.Suit != NoSuit {
		return 0, errorOf("%q is not a rank", s)
	}
	return card.Rank, nil
}

// Points returns what cards count left in a hand.
func Points(cards []Card) int {
	p := 0
	for _, c := range cards {
		p += c.Points()
	}
	return p
}

// CheckHand reports whether cards can be one player's hand from two decks:
// at most 17 cards, no card more than twice, no rank more than eight times.
func CheckHand(cards []Card) error {
	if len(cards) > MaxHand {
		return errorOf("%d cards: a hand holds at most %d (%d dealt and %d buys)", len(cards), MaxHand, Dealt, MaxBuys)
	}
	return CheckTable(cards)
}

// CheckTable reports whether cards can come from the decks together: no
// card more than twice, no rank more than eight times (with two decks).
func CheckTable(cards []Card) error {
	var byCard = map[Card]int{}
	var byRank [Ace + 1]int
	for _, c := range cards {
		byRank[c.Rank]++
		if byRank[c.Rank] > PerRank {
			return errorOf("%d cards of rank %s: %d decks hold %d", PerRank+1, c.Rank, Decks, PerRank)
		}
		if c.Suit != NoSuit {
			byCard[c]++
			if byCard[c] > Decks {
				return errorOf("%d × %s: %d decks hold %d of each card", Decks+1, cardsArg{c}, Decks, Decks)
			}
		}
	}
	return nil
}

// MarshalText writes the card in letters, as ParseCard reads it: "Kh", "7".
func (c Card) MarshalText() ([]byte, error) { return []byte(c.ASCII()), nil }

// UnmarshalText reads a card as ParseCard does in English, as
// MarshalText writes it.
func (c *Card) UnmarshalText(b []byte) error {
	card, err := englishReader().card(string(b))
	if err != nil {
		return err
	}
	*c = card
	return nil
}
