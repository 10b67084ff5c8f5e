package contracts

import (
	"fmt"
	"strings"
	"unicode"
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

// Suits lists the four suits.
var Suits = []Suit{Hearts, Spades, Diamonds, Clubs}

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

// Odd reports whether r is odd; J (11) and K (13) are odd, Q (12) and A
// (14) even.
func (r Rank) Odd() bool { return r%2 == 1 }

// rankPrefixes are the ways to type a rank, longest first so that "10"
// and "kn" win over "1" and "k".
var rankPrefixes = []struct {
	s string
	r Rank
}{
	{"10", 10}, {"kn", Jack},
	{"2", 2}, {"3", 3}, {"4", 4}, {"5", 5}, {"6", 6}, {"7", 7}, {"8", 8}, {"9", 9},
	{"t", Ten}, {"j", Jack}, {"q", Queen}, {"d", Queen}, {"k", King}, {"a", Ace}, {"e", Ace},
}

var suitWords = map[string]Suit{
	"h": Hearts, "♥": Hearts, "♡": Hearts,
	"s": Spades, "♠": Spades, "♤": Spades,
	"d": Diamonds, "r": Diamonds, "♦": Diamonds, "♢": Diamonds,
	"c": Clubs, "k": Clubs, "♣": Clubs, "♧": Clubs,
}

// ParseCard reads one card, rank first, then an optional suit, without
// regard to case: 2–10, T, J, Q, K, A and Swedish Kn, D, E; suits h s d c,
// Swedish r (ruter) and k (klöver), and ♥ ♠ ♦ ♣. "Kh" is the king of
// hearts, "Knk" the jack of clubs, "Dd" the queen of diamonds, "7" a seven.
func ParseCard(s string) (Card, error) {
	in := strings.ToLower(strings.TrimSpace(s))
	for _, p := range rankPrefixes {
		rest, ok := strings.CutPrefix(in, p.s)
		if !ok {
			continue
		}
		if rest == "" {
			return Card{Rank: p.r}, nil
		}
		if suit, ok := suitWords[rest]; ok {
			return Card{Rank: p.r, Suit: suit}, nil
		}
		return Card{}, fmt.Errorf("%q is not a card: %q is not a suit (h s d c, r k, ♥ ♠ ♦ ♣)", s, rest)
	}
	return Card{}, fmt.Errorf("%q is not a card: want a rank 2–10, J, Q, K, A (Kn, D, E) and a suit h s d c (r, k, ♥ ♠ ♦ ♣), like Kh or 10♠", s)
}

// ParseCards reads cards separated by spaces or commas: "K♥ 7s 2 A".
func ParseCards(s string) ([]Card, error) {
	var cards []Card
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return unicode.IsSpace(r) || r == ',' }) {
		c, err := ParseCard(f)
		if err != nil {
			return nil, err
		}
		cards = append(cards, c)
	}
	return cards, nil
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
		return fmt.Errorf("%d cards: a hand holds at most %d (%d dealt and %d buys)", len(cards), MaxHand, Dealt, MaxBuys)
	}
	return CheckTable(cards)
}

// CheckTable reports whether cards can come from the decks together: no
// card more than twice, no rank more than eight times (with two decks).
func CheckTable(cards []Card) error {
	var byCard = map[Card]int{}
	var byRank [15]int
	for _, c := range cards {
		byRank[c.Rank]++
		if byRank[c.Rank] > PerRank {
			return fmt.Errorf("%s cards of rank %s: %s decks hold %s", count(PerRank+1), c.Rank, count(Decks), count(PerRank))
		}
		if c.Suit != NoSuit {
			byCard[c]++
			if byCard[c] > Decks {
				return fmt.Errorf("%s %s: %s decks hold %s of each card", count(Decks+1), c, count(Decks), count(Decks))
			}
		}
	}
	return nil
}

// MarshalText writes the card in letters, as ParseCard reads it: "Kh", "7".
func (c Card) MarshalText() ([]byte, error) { return []byte(c.ASCII()), nil }

// UnmarshalText reads a card as ParseCard does.
func (c *Card) UnmarshalText(b []byte) error {
	card, err := ParseCard(string(b))
	if err != nil {
		return err
	}
	*c = card
	return nil
}
