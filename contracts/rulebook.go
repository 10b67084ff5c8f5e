package contracts

import (
	"fmt"
	"slices"
	"strings"
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

// CardPoints writes the point groups in one line, the ranks as lang writes
// them: "2 = 25   A = 20   10 J Q K = 10   3–9 = 5" (Swedish "E = 20   10
// Kn D K = 10").
func CardPoints(lang string) string {
	var parts []string
	for _, g := range PointGroups() {
		var ranks string
		if n := len(g.Ranks); n > 4 && g.Ranks[n-1]-g.Ranks[0] == Rank(n-1) {
			ranks = g.Ranks[0].In(lang) + "–" + g.Ranks[n-1].In(lang)
		} else {
			s := make([]string, n)
			for i, r := range g.Ranks {
				s[i] = r.In(lang)
			}
			ranks = strings.Join(s, " ")
		}
		parts = append(parts, fmt.Sprintf("%s = %d", ranks, g.Points))
	}
	return strings.Join(parts, "   ")
}

// keyRules are the table's rules in words; each takes the numbers KeyRules
// gives it, in order.
var keyRules = map[string][]string{
	"en": {
		"Twos are wild: a two may stand for any card, but wilds must be fewer than half of each meld (at most %d in a pair, %d in a triss).",
		"The ace is always 14, never 1. Runs go from 2 up to the ace and never wrap around.",
		"%d cards each; the player after the dealer starts; the deal goes round.",
		"A discard nobody takes may be bought, in turn: it and one card from the pile. At most %d buys a round (%d cards).",
		"Lay down when you hold the round's contract. The round ends when someone has no cards left.",
	},
	"sv": {
		"Tvåor är jokrar: en tvåa kan stå för vilket kort som helst, men jokrarna måste vara färre än hälften av varje utläggning (högst %d i ett par, %d i en triss).",
		"Ess är alltid 14, aldrig 1. En stege går från 2 upp till ess och får inte gå runt.",
		"%d kort var; spelaren efter given börjar; given går runt.",
		"Ett kort som ingen tar får köpas i turordning: kortet och ett från högen. Högst %d köp per omgång (%d kort).",
		"Lägg ut när du har omgångens kontrakt. Omgången slutar när någon har blivit av med alla sina kort.",
	},
	"et": {
		"Kahed on jokkerid: kahe võib asendada mis tahes kaarti, kuid jokkereid peab olema vähem kui pool igast kombinatsioonist (paaris kõige rohkem %d, kolmikus %d).",
		"Äss on alati 14, mitte kunagi 1. Rida läheb kahest ässani ega käi ringi.",
		"Igaühele %d kaarti; alustab jagajast järgmine; jagamine käib ringi.",
		"Kaarti, mida keegi ei võta, võib järjekorras osta: see ja üks pakist. Kõige rohkem %d ostu vooru kohta (%d kaarti).",
		"Käi välja, kui sul on vooru leping. Voor lõpeb, kui kellelgi pole enam kaarte.",
	},
}

// KeyRules returns the table's key rules in lang ("en", "sv" or "et"):
// wilds, the ace, the deal, buying, laying down.
func KeyRules(lang string) []string {
	texts, ok := keyRules[lang]
	if !ok {
		texts = keyRules["en"]
	}
	args := [][]any{{wildLimit(2), wildLimit(3)}, nil, {Dealt}, {MaxBuys, MaxHand}, nil}
	out := make([]string, len(texts))
	for i, t := range texts {
		out[i] = fmt.Sprintf(t, args[i]...)
	}
	return out
}

// A WordMeaning is one meld word of the contract language and what it
// means in a language.
type WordMeaning struct {
	Word, Meaning string
}

// MeldWords lists the meld words of the contract language, each with what
// it means in lang, in the order of the vocabulary.
func MeldWords(lang string) []WordMeaning {
	w := vocab(lang)
	var out []WordMeaning
	for _, v := range vocabulary {
		m := v.meld
		m.MaxTwos = -1
		out = append(out, WordMeaning{Word: strings.Join(v.spellings[:min(2, len(v.spellings))], ", "), Meaning: w.meldName(m, 0)})
	}
	out = append(out, WordMeaning{Word: "N kort där summan är S", Meaning: w.meldName(Meld{Kind: Sum, Size: 3, Sum: 30, MaxTwos: -1}, 0)})
	return out
}
