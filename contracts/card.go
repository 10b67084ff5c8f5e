package contracts

import (
	"fmt"
	"slices"
	"strings"
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

// In returns the rank as written in lang: Swedish Kn, D, K, E for the
// face cards and the ace; J, Q, K, A otherwise.
func (r Rank) In(lang string) string {
	return vocab(lang).rank(r)
}

// In returns the card as shown at the table in lang: Kn♥ in Swedish.
func (c Card) In(lang string) string { return c.Rank.In(lang) + c.Suit.Symbol() }

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
		return Card{}, errorOf("notSuit", s, rest)
	}
	return Card{}, errorOf("notCard", s)
}

// rankNames are the ranks as people say them, in the three languages.
var rankNames = map[string]Rank{
	"två": 2, "tre": 3, "fyra": 4, "fem": 5, "sex": 6, "sju": 7, "åtta": 8, "nio": 9, "tio": 10,
	"tvåa": 2, "trea": 3, "femma": 5, "sexa": 6, "sjua": 7, "nia": 9, "tia": 10,
	"knekt": Jack, "dam": Queen, "kung": King, "ess": Ace,
	"two": 2, "deuce": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
	"jack": Jack, "queen": Queen, "king": King, "ace": Ace,
	"kaks": 2, "kolm": 3, "neli": 4, "viis": 5, "kuus": 6, "seitse": 7, "kaheksa": 8, "üheksa": 9, "kümme": 10,
	"poiss": Jack, "emand": Queen, "kuningas": King, "äss": Ace,
}

// suitNames are the suits as people say them.
var suitNames = map[string]Suit{
	"hjärter": Hearts, "ruter": Diamonds, "spader": Spades, "klöver": Clubs,
	"hearts": Hearts, "heart": Hearts, "diamonds": Diamonds, "diamond": Diamonds,
	"spades": Spades, "spade": Spades, "clubs": Clubs, "club": Clubs,
	"ärtu": Hearts, "ruutu": Diamonds, "poti": Spades, "risti": Clubs,
}

// ParseCards reads cards separated by spaces or commas: "K♥ 7s 2 A". A
// card may also be said in words, rank and suit in either order: "dam
// hjärter", "hjärter dam", "queen hearts", "poti äss", "kung". Words that
// can be read two ways ("7 hjärter 8": 7♥ 8, or 7 8♥) are refused with
// both readings.
//
// A comma ends a card said in words: "queen hearts, ace".
func ParseCards(s string) ([]Card, error) {
	var cards []Card
	for _, part := range strings.Split(s, ",") {
		fields := strings.Fields(part)
		rankFirst, err := parseFields(fields, false)
		suitFirst, err2 := parseFields(fields, true)
		switch {
		case err != nil && err2 != nil:
			return nil, err
		case err != nil:
			rankFirst = suitFirst
		case err2 == nil && !slices.Equal(rankFirst, suitFirst):
			return nil, errorOf("ambiguous", strings.TrimSpace(part), cardsArg(rankFirst), cardsArg(suitFirst))
		}
		cards = append(cards, rankFirst...)
	}
	return cards, nil
}

// parseFields reads cards from fields. A rank word followed by a suit word
// is one card; with suitFirst, not when the suit word is followed by a
// rank of its own ("7 hjärter 8" reads 7, 8♥).
func parseFields(fields []string, suitFirst bool) ([]Card, error) {
	at := func(i int) string {
		if i < len(fields) {
			return strings.ToLower(fields[i])
		}
		return ""
	}
	var cards []Card
	for i := 0; i < len(fields); i++ {
		f, next := at(i), at(i+1)
		if suit, ok := suitNames[f]; ok { // "hjärter dam", "ruter 7"
			r, err := rankOf(next)
			if err != nil {
				return nil, errorOf("suitAlone", fields[i], fields[i]+" dam")
			}
			cards = append(cards, Card{Rank: r, Suit: suit})
			i++
			continue
		}
		r, err := rankOf(f)
		if suit, ok := suitNames[next]; ok && err == nil { // "dam hjärter", "7 ruter"
			if _, err := rankOf(at(i + 2)); !suitFirst || err != nil {
				cards = append(cards, Card{Rank: r, Suit: suit})
				i++
				continue
			}
		}
		if err == nil {
			cards = append(cards, Card{Rank: r})
			continue
		}
		c, err := ParseCard(fields[i])
		if err != nil {
			return nil, err
		}
		cards = append(cards, c)
	}
	return cards, nil
}

// rankOf reads a rank alone, as a word or as typed: "dam", "Q", "10".
func rankOf(s string) (Rank, error) {
	if r, ok := rankNames[strings.ToLower(s)]; ok {
		return r, nil
	}
	c, err := ParseCard(s)
	if err != nil || c.Suit != NoSuit {
		return 0, errorOf("notRank", s)
	}
	return c.Rank, nil
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
		return errorOf("handSize", len(cards), MaxHand, Dealt, MaxBuys)
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
			return errorOf("rankCount", PerRank+1, c.Rank, Decks, PerRank)
		}
		if c.Suit != NoSuit {
			byCard[c]++
			if byCard[c] > Decks {
				return errorOf("cardCount", Decks+1, cardsArg{c}, Decks, Decks)
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
