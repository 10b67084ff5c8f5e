package pdf

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
