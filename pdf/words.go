package pdf

import (
	"fmt"
	"strings"
)

// The sheets' own words, by language; box and card-game words come from
// the rules packages.
var words = map[string][3]string{ // en, sv, et
	"Date":              {"Date", "Datum", "Kuupäev"},
	"Game":              {"Game", "Spel", "Mäng"},
	"Winner":            {"Winner", "Vinnare", "Võitja"},
	"Winners":           {"Winners", "Vinnare", "Võitjad"},
	"Round":             {"Round", "Omgång", "Voor"},
	"Total":             {"Total", "Totalt", "Kokku"},
	"round":             {"round", "omgång", "voor"},
	"rounds":            {"rounds", "omgångar", "vooru"},
	"Lowest total wins": {"Lowest total wins", "Lägst totalt vinner", "Väikseim summa võidab"},
	"Card points":       {"Points left in hand", "Poäng kvar på handen", "Käes olevate kaartide punktid"},
	"Key rules":         {"Key rules", "Viktiga regler", "Tähtsad reeglid"},
	"in progress":       {"in progress", "pågår", "pooleli"},
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
	w := word(lang, "rounds")
	if rounds == 1 {
		w = word(lang, "round")
	}
	return fmt.Sprintf("%d %s · %s", rounds, w, word(lang, "Lowest total wins"))
}

// resultLine ends a filled sheet: "in progress", or the winner or the
// winners of a shared win.
func resultLine(lang string, finished bool, winners []string) string {
	switch {
	case !finished:
		return word(lang, "in progress")
	case len(winners) > 1:
		return word(lang, "Winners") + ": " + strings.Join(winners, ", ")
	}
	return word(lang, "Winner") + ": " + strings.Join(winners, ", ")
}
