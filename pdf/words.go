package pdf

import "fmt"

// The sheets' own words, by language; box and card-game words come from
// the rules packages.
var words = map[string][3]string{ // en, sv, et
	"Date":              {"Date", "Datum", "Kuupäev"},
	"Game":              {"Game", "Spel", "Mäng"},
	"Winner":            {"Winner", "Vinnare", "Võitja"},
	"Winners":           {"Winners", "Vinnare", "Võitjad"},
	"Round":             {"Round", "Omgång", "Voor"},
	"Total":             {"Total", "Totalt", "Kokku"},
	"Dealer":            {"Dealer", "Giv", "Jagaja"},
	"round":             {"round", "omgång", "voor"},
	"rounds":            {"rounds", "omgångar", "vooru"},
	"Lowest total wins": {"Lowest total wins", "Lägst totalt vinner", "Väikseim summa võidab"},
	"Card points":       {"Points left in hand", "Poäng kvar på handen", "Käes olevate kaartide punktid"},
	"Key rules":         {"Key rules", "Viktiga regler", "Tähtsad reeglid"},
	"in progress":       {"in progress", "pågår", "pooleli"},
	"Yatzy sheet":       {"Yatzy", "Yatzy", "Yatzy"},
}

func word(lang, key string) string {
	w, ok := words[key]
	if !ok {
		return key
	}
	switch lang {
	case "sv":
		return w[1]
	case "et":
		return w[2]
	}
	return w[0]
}

// roundsLine heads a list's sheets: "12 rounds · Lowest total wins", "1
// round" for a list of one.
func roundsLine(lang string, rounds int) string {
	w := "rounds"
	if rounds == 1 {
		w = "round"
	}
	return fmt.Sprintf("%d %s · %s", rounds, word(lang, w), word(lang, "Lowest total wins"))
}
