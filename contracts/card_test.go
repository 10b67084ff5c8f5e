package contracts

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseCard(t *testing.T) {
	for in, want := range map[string]Card{
		"Kh": {King, Hearts}, "kH": {King, Hearts}, "K♥": {King, Hearts}, "Kc": {King, Clubs},
		"J": {Jack, NoSuit}, "Jc": {Jack, Clubs}, "jh": {Jack, Hearts}, "J♠": {Jack, Spades},
		"Q": {Queen, NoSuit}, "Qd": {Queen, Diamonds}, "Q♢": {Queen, Diamonds}, "Qs": {Queen, Spades},
		"A": {Ace, NoSuit}, "As": {Ace, Spades}, "A♣": {Ace, Clubs},
		"10": {Ten, NoSuit}, "10♦": {Ten, Diamonds}, "T": {Ten, NoSuit}, "th": {Ten, Hearts},
		"2": {Two, NoSuit}, "2c": {Two, Clubs}, "7": {7, NoSuit}, "9d": {9, Diamonds},
	} {
		got, err := ParseCard(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
	}
	for in, msg := range map[string]string{
		"1":    `"1" is not a card: want a rank 2–10`,
		"11":   `"11" is not a card: want a rank 2–10`,
		"Kx":   `"Kx" is not a card: "x" is not a suit (h s d c, ♥ ♠ ♦ ♣)`,
		"Kn":   `"Kn" is not a card: "n" is not a suit`, // Swedish, not given here
		"E":    `"E" is not a card`,
		"":     `"" is not a card`,
		"Z":    `"Z" is not a card`,
		"10hh": `"10hh" is not a card: "hh" is not a suit`,
	} {
		_, err := ParseCard(in)
		assert.ErrorContains(t, err, msg, in)
	}
}

func TestCardStringsAndPoints(t *testing.T) {
	cards, err := ParseCards("K♥ 7s, 2 Ad 10c")
	require.NoError(t, err)
	assert.Equal(t, "K♥", cards[0].String())
	assert.Equal(t, "7s", cards[1].ASCII())
	assert.Equal(t, "2", cards[2].String())
	assert.Equal(t, "10♣", cards[4].String())
	for c, p := range map[string]int{"2": 25, "3": 5, "9": 5, "10": 10, "J": 10, "Q": 10, "K": 10, "A": 20} {
		card, _ := ParseCard(c)
		assert.Equal(t, p, card.Points(), c)
	}
	hand, _ := ParseCards("K 7 2 A")
	assert.Equal(t, 60, Points(hand))
	assert.Equal(t, 0, Points(nil))
	assert.True(t, Jack.Odd())
	assert.True(t, King.Odd())
	assert.False(t, Queen.Odd())
	assert.False(t, Ace.Odd())
}

func TestCheckHand(t *testing.T) {
	ok, _ := ParseCards("Kh Kh 2 2 2 2 2 2 2 2")
	assert.NoError(t, CheckHand(ok))
	three, _ := ParseCards("Kh Kh kH")
	assert.EqualError(t, CheckHand(three), "3 × K♥: 2 decks hold 2 of each card")
	nine, _ := ParseCards("2 2 2 2 2 2 2 2 2")
	assert.EqualError(t, CheckHand(nine), "9 cards of rank 2: 2 decks hold 8")
	big, _ := ParseCards("3 3 4 4 5 5 6 6 7 7 8 8 9 9 10 10 J J")
	assert.EqualError(t, CheckHand(big), "18 cards: a hand holds at most 17 (11 dealt and 3 buys)")
	assert.NoError(t, CheckTable(big))
}

func FuzzParseCard(f *testing.F) {
	for _, s := range []string{"Kh", "Jc", "10♦", "A", "1", "", "K♥♥"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCard(s)
		if err != nil {
			return
		}
		if c.Rank < 2 || c.Rank > 14 || c.Suit > Clubs {
			t.Fatalf("ParseCard(%q) = %+v", s, c)
		}
		for _, form := range []string{c.String(), c.ASCII()} {
			again, err := ParseCard(form)
			if err != nil || again != c {
				t.Fatalf("ParseCard(%q) = %v does not read back from %q", s, c, form)
			}
		}
	})
}

// TestCardsInWordsReadBack: cards said in words, every card with its suit
// and each in either order, read back as the same cards.
func TestCardsInWordsReadBack(t *testing.T) {
	rankWord, suitWord := english.RankNames, english.SuitNames
	r := rand.New(rand.NewPCG(4, 2))
	pick := func(ws []string) string { return ws[r.IntN(len(ws))] }
	for range 2000 {
		var want []Card
		var words []string
		for range 1 + r.IntN(6) {
			c := Card{Rank: Rank(2 + r.IntN(13)), Suit: Suits()[r.IntN(4)]}
			want = append(want, c)
			if r.IntN(2) == 0 {
				words = append(words, pick(rankWord[c.Rank]), pick(suitWord[c.Suit]))
			} else {
				words = append(words, pick(suitWord[c.Suit]), pick(rankWord[c.Rank]))
			}
		}
		text := strings.Join(words, " ")
		got, err := ParseCards(text)
		require.NoError(t, err, text)
		assert.Equal(t, want, got, text)
	}
}

// FuzzParseCards: whatever is typed, ParseCards does not panic, and cards
// it reads, written back in letters, read as the same cards.
func FuzzParseCards(f *testing.F) {
	for _, s := range []string{"K♥ 7s, 2 Ad 10c", "queen hearts", "7 hearts 8", "7 hearts, 8", "spades ace diamonds 7", "hearts", ",,", "Jc Qd A"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		cards, err := ParseCards(s)
		if err != nil {
			return
		}
		var b strings.Builder
		for _, c := range cards {
			b.WriteString(c.ASCII() + " ")
		}
		again, err := ParseCards(b.String())
		if err != nil {
			t.Fatalf("%q read as %q, which does not read back: %v", s, b.String(), err)
		}
		if !slices.Equal(cards, again) && !(len(cards) == 0 && len(again) == 0) {
			t.Fatalf("%q read as %v, written %q, read back as %v", s, cards, b.String(), again)
		}
	})
}
