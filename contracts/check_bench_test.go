package contracts

import (
	"math/rand/v2"
	"testing"
	"time"
)

// randomHand deals n cards from two decks.
func randomHand(r *rand.Rand, n int) []Card {
	var deck []Card
	for range 2 {
		for rank := Two; rank <= Ace; rank++ {
			for _, s := range Suits() {
				deck = append(deck, Card{rank, s})
			}
		}
	}
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	return deck[:n]
}

// worstHands are 17-card hands with eight wilds: every two of both decks.
func worstHand() []Card {
	cards, _ := ParseCards("2h 2h 2s 2s 2d 2d 2c 2c 3h 5s 7d 9c Jh Ks 4d 6c 8h")
	return cards
}

func BenchmarkCheckWorstCase(b *testing.B) {
	hand := worstHand()
	for _, text := range []string{
		"5 trissar",
		"6 par och färgstege på 3 kort",
		"2 triss och 1 färgstege på 10 kort",
		"4 fyrtal",
		"fyra trissar, varav två röda och två svarta",
		"Fem kort där summan är 50",
		"1 fyrfärgstege på 8 kort",
		"ett femtal och resten stege (ej färg)",
	} {
		c := MustParse(text)
		for _, hand := range []bool{true, false} {
			name := text + "/exact"
			if hand {
				name = text + "/hand"
			}
			b.Run(name, func(b *testing.B) {
				for b.Loop() {
					if _, err := c.Check(Check{Cards: worstHand(), Hand: hand}); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
	_ = hand
}

// BenchmarkCheckWorstCaseLaid lays exactly as many cards as the contract
// takes, eight of them wild, so the search cannot stop at the count.
func BenchmarkCheckWorstCaseLaid(b *testing.B) {
	for text, cards := range map[string]string{
		"5 trissar":                          "2h 2h 2s 2s 2d 2d 2c 3h 5s 7d 9c Jh 3s 5d 7h",
		"2 triss och 1 färgstege på 10 kort": "2h 2h 2s 2s 2d 2d 2c 2c 3h 5h 7h 9h Jh Ks 4d 6c",
		"4 fyrtal":                           "2h 2h 2s 2s 2d 2d 2c 2c 3h 3s 3d 5h 5s 5d 7h 7s",
		"6 par och färgstege på 3 kort":      "2h 2h 2s 2s 2d 2d 2c 2c 3h 3s 5d 5c 7h 8h 9h",
	} {
		laid, err := ParseCards(cards)
		if err != nil {
			b.Fatal(err)
		}
		c := MustParse(text)
		b.Run(text, func(b *testing.B) {
			for b.Loop() {
				if _, err := c.Check(Check{Cards: laid}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

func BenchmarkCheckAllContractsRandomHands(b *testing.B) {
	r := rand.New(rand.NewPCG(7, 11))
	type q struct {
		c     *Contract
		label string
	}
	var qs []q
	for _, l := range Lists() {
		for _, round := range l.Rounds {
			label := ""
			if round.Contract.Labelled() {
				label = "1"
			}
			qs = append(qs, q{round.Contract, label})
		}
	}
	hands := make([][]Card, 64)
	for i := range hands {
		hands[i] = randomHand(r, 11+i%7)
	}
	b.ResetTimer()
	i := 0
	for b.Loop() {
		x := qs[i%len(qs)]
		if _, err := x.c.Check(Check{Cards: hands[i%len(hands)], Hand: true, Label: x.label}); err != nil {
			b.Fatal(err)
		}
		i++
	}
}

// eightWildHands are 17-card hands holding all eight twos: the most wilds a
// hand can have, so the search has the most ways to try.
var eightWildHands = []string{
	"2h 2h 2s 2s 2d 2d 2c 2c Ah As Ad Ac Kh Ks Kd Kc Ad",
	"2h 2h 2s 2s 2d 2d 2c 2c 3h 5s 7d 9c Jh Ks 4d 6c 8h",
	"2h 2h 2s 2s 2d 2d 2c 2c 5h 6h 7h 9s 10s Js Qd Kd Ac",
	"2h 2h 2s 2s 2d 2d 2c 2c 4h 5h 6h 7h 8h As Ad Kc Kd",
	"2h 2h 2s 2s 2d 2d 2c 2c 9h 10h Jh Qh Ah As Ad Kc Kd",
}

// BenchmarkCheckEveryContractEightWilds checks every round of the twelve
// lists (every label) against whole hands with eight wilds; an op is one
// check, and worst-ms is the slowest one seen.
func BenchmarkCheckEveryContractEightWilds(b *testing.B) {
	type q struct {
		c     *Contract
		label string
		hand  []Card
	}
	var qs []q
	eachRequirement(func(_ *List, round Round, label string) {
		for _, h := range eightWildHands {
			cards, err := ParseCards(h)
			if err != nil {
				b.Fatal(err)
			}
			qs = append(qs, q{round.Contract, label, cards})
		}
	})
	worst := time.Duration(0)
	i := 0
	for b.Loop() {
		x := qs[i%len(qs)]
		start := time.Now()
		if _, err := x.c.Check(Check{Cards: x.hand, Hand: true, Label: x.label}); err != nil {
			b.Fatal(err)
		}
		worst = max(worst, time.Since(start))
		i++
	}
	b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms")
}
