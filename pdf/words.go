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
	"Yatzy · forced":    {"Yatzy · forced", "Yatzy · tvingad", "Yatzy · sunnitud"},
	"Five dice":         {"Five dice", "Fem tärningar", "Viis täringut"},
	"Yatzy sheet":       {"Yatzy sheet", "Yatzyprotokoll", "Yatzy protokoll"},
	"Card game sheet":   {"Card game sheet", "Protokoll för kortspelet", "Kaardimängu protokoll"},
	"Round lists":       {"Round lists", "Omgångslistor", "Voorude nimekirjad"},

	// What a sheet cannot be drawn with.
	"no list to print":                    {"no list to print", "ingen lista att skriva ut", "pole nimekirja, mida trükkida"},
	"unknown paper %q: want a4 or letter": {"unknown paper %q: want a4 or letter", "okänt papper %q: välj a4 eller letter", "tundmatu paber %q: vali a4 või letter"},
	"%d players: the sheet has 1 to %d columns": {"%d players: the sheet has 1 to %d columns", "%d spelare: protokollet har 1 till %d kolumner",
		"%d mängijat: lehel on 1 kuni %d veergu"},
	"%d columns: a sheet has 1 to %d": {"%d columns: a sheet has 1 to %d", "%d kolumner: ett protokoll har 1 till %d", "%d veergu: lehel on 1 kuni %d"},
	"%d games: a pad has 1 to %d a page": {"%d games: a pad has 1 to %d a page", "%d spel: ett block har 1 till %d per sida",
		"%d mängu: plokis on lehel 1 kuni %d"},
}

// An Error is a sheet that cannot be drawn as asked, said in each
// language: Error() in English, In("sv") in Swedish.
type Error struct {
	key  string
	args []any
}

func (e *Error) Error() string { return e.In("en") }

// In says the error in lang.
func (e *Error) In(lang string) string { return fmt.Sprintf(word(lang, e.key), e.args...) }

func errorOf(key string, args ...any) error { return &Error{key, args} }

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
