package contracts

import (
	"fmt"
	"slices"
	"strings"

	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// This file holds the card game's table rules as numbers, and says them
// in words for the cheat sheet and the rules page; the numbers in the
// words come from the constants and functions that the checker and the
// scoring use.

// The table.
const (
	Decks   = 2  // two decks of 52, no jokers
	Dealt   = 11 // cards dealt to each player
	MaxBuys = 3  // buys a player may make in a round, each of two cards
	// MaxHand is the most cards a hand can hold: dealt, and every buy.
	MaxHand = Dealt + 2*MaxBuys
	// PerRank is the most cards of one rank on the table: four suits a deck.
	PerRank = 4 * Decks
)

// count writes a small number as an English word: "two decks".
func count(n int) string {
	words := []string{"no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"}
	if n >= 0 && n < len(words) {
		return words[n]
	}
	return fmt.Sprint(n)
}

// A PointGroup is the ranks that count the same left in a hand.
type PointGroup struct {
	Ranks  []Rank
	Points int
}

// PointGroups lists what each rank counts left in a hand, most first:
// 2 25, A 20, 10 J Q K 10, 3–9 5 (from Card.Points).
func PointGroups() []PointGroup {
	var groups []PointGroup
	for r := Two; r <= Ace; r++ {
		p := Card{Rank: r}.Points()
		i := slices.IndexFunc(groups, func(g PointGroup) bool { return g.Points == p })
		if i < 0 {
			groups = append(groups, PointGroup{Points: p})
			i = len(groups) - 1
		}
		groups[i].Ranks = append(groups[i].Ranks, r)
	}
	slices.SortStableFunc(groups, func(a, b PointGroup) int { return b.Points - a.Points })
	return groups
}

// CardPoints writes the point groups in one line, the ranks as w's
// language writes them: "2 = 25   A = 20   10 J Q K = 10   3–9 = 5" (Swedish "E = 20   10
// Kn D K = 10").
func CardPoints(w *Words) string {
	var parts []string
	for _, g := range PointGroups() {
		var ranks string
		if n := len(g.Ranks); n > 4 && g.Ranks[n-1]-g.Ranks[0] == Rank(n-1) {
			ranks = g.Ranks[0].In(w) + "–" + g.Ranks[n-1].In(w)
		} else {
			s := make([]string, n)
			for i, r := range g.Ranks {
				s[i] = r.In(w)
			}
			ranks = strings.Join(s, " ")
		}
		parts = append(parts, fmt.Sprintf("%s = %d", ranks, g.Points))
	}
	return strings.Join(parts, "   ")
}

// KeyRules returns the table's key rules in p's language (nil: English;
// as Explain): wilds, the ace, the deal, buying, laying down.
func KeyRules(p msg.Printer) []string {
	s := speakerOf(p)
	return []string{
		s.p.T("Twos are wild: a two may stand for any card. The rules ask that wilds be fewer than half of a run; protokoll holds every meld to it, its own decision (a pair may hold %s, a three of a kind %s).", s.few(wildLimit(2)), s.few(wildLimit(3))),
		s.p.T("The ace is always 14, never 1. Runs go from 2 up to the ace and never wrap around."),
		s.p.T("%d cards each; the player after the dealer starts; the deal goes round.", Dealt),
		s.p.T("A discard nobody takes may be bought, in turn: it and one card from the pile. At most %d buys a round (%d cards).", MaxBuys, MaxHand),
		s.p.T("Lay down when you hold the round's contract. The round ends when someone has no cards left."),
	}
}

// A WordMeaning is one meld word of the contract language and what it
// means in a language.
type WordMeaning struct {
	Word, Meaning string
}

// MeldWords lists the meld words of the contract language, each with what
// it means in p's language (nil: English), in the order of the vocabulary.
func MeldWords(p msg.Printer) []WordMeaning {
	s := speakerOf(p)
	var out []WordMeaning
	for _, v := range vocabulary {
		m := v.meld
		m.MaxTwos = -1
		out = append(out, WordMeaning{Word: strings.Join(v.spellings[:min(2, len(v.spellings))], ", "), Meaning: s.meldName(m, 0)})
	}
	// Its number of cards and sum are the contract's: N and S, not an
	// example's 3 and 30.
	out = append(out, WordMeaning{Word: "N kort där summan är S", Meaning: strings.TrimSpace(s.p.T("%v cards whose ranks add up to %v", "N", "S"))})
	return out
}
