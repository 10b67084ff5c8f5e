package scoresheet

import "strings"

// The languages the sheet speaks, by their base language code.
const (
	English  = "en"
	Swedish  = "sv"
	Estonian = "et"
)

// Languages lists the language codes that Name and Label know.
var Languages = []string{English, Swedish, Estonian}

// names holds each box's name per language (README, Variants); the
// variant-specific ones (yatzy in maxi and standard) are in variantNames.
var names = map[Box][3]string{ // en, sv, et
	Ones:          {"Ones", "Ettor", "Ühed"},
	Twos:          {"Twos", "Tvåor", "Kahed"},
	Threes:        {"Threes", "Treor", "Kolmed"},
	Fours:         {"Fours", "Fyror", "Neljad"},
	Fives:         {"Fives", "Femmor", "Viied"},
	Sixes:         {"Sixes", "Sexor", "Kuued"},
	OnePair:       {"One pair", "Ett par", "Paar"},
	TwoPairs:      {"Two pairs", "Två par", "Kaks paari"},
	ThreePairs:    {"Three pairs", "Tre par", "Kolm paari"},
	ThreeOfAKind:  {"Three of a kind", "Tretal", "Kolmik"},
	FourOfAKind:   {"Four of a kind", "Fyrtal", "Nelik"},
	FiveOfAKind:   {"Five of a kind", "Femtal", "Viisik"},
	SmallStraight: {"Small straight", "Liten stege", "Väike rida"},
	LargeStraight: {"Large straight", "Stor stege", "Suur rida"},
	FullStraight:  {"Full straight", "Hel stege", "Täisrida"},
	FullHouse:     {"Full house", "Kåk", "Maja"},
	Castle:        {"Castle", "Hus", "Loss"},
	Tower:         {"Tower", "Torn", "Torn"},
	Chance:        {"Chance", "Chans", "Summa"},
	Yatzy:         {"Yatzy", "Yatzy", "Yatzy"},
}

var variantNames = map[*Variant]map[Box][3]string{
	Maxi:     {Yatzy: {"Maxi Yatzy", "Maxi Yatzy", "Maxi Yatzy"}},
	Standard: {Yatzy: {"Five of a kind", "Fem lika", "Yatzy"}},
}

// A Label is a word of the sheet that is not a box.
type Label int

// The sheet's other words.
const (
	LabelSum Label = iota
	LabelBonus
	LabelTotal
	LabelStrike
	LabelExtraBonus
	LabelSavedRolls
)

var labels = map[Label][3]string{
	LabelSum:        {"Sum", "Summa", "Vahesumma"},
	LabelBonus:      {"Bonus", "Bonus", "Boonus"},
	LabelTotal:      {"Total", "Totalt", "Kokku"},
	LabelStrike:     {"Strike", "Stryk", "Kriipsuta"},
	LabelExtraBonus: {"Five of a kind bonus", "Bonus fem lika", "Yatzy boonus"},
	LabelSavedRolls: {"Saved rolls", "Sparade kast", "Säästetud viskeid"},
}

// Name returns the name of box b on this variant's sheet in lang ("en",
// "sv" or "et"); any other language gets English.
func (v *Variant) Name(b Box, lang string) string {
	if n, ok := variantNames[v][b]; ok {
		return n[langIndex(lang)]
	}
	if n, ok := names[b]; ok {
		return n[langIndex(lang)]
	}
	return string(b)
}

// Word returns the sheet word l in lang; any other language gets English.
func (l Label) Word(lang string) string { return labels[l][langIndex(lang)] }

func langIndex(lang string) int {
	switch strings.ToLower(lang) {
	case Swedish:
		return 1
	case Estonian:
		return 2
	}
	return 0
}
