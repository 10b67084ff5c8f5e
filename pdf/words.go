package pdf

import (
	"fmt"
	"maps"
	"strings"
)

// Words are the sheets' own words in one language, by key: the English
// word, or a short name for a longer one. Box and card-game words come
// from the rules packages.
type Words map[string]string

// english are the sheets' words in English. The other languages are in the
// program's catalog, a file per language (cmd/protokoll/internal/text),
// which adds them with AddWords.
var english = Words{
	"Date":                         "Date",
	"Game":                         "Game",
	"Winner":                       "Winner",
	"Winners":                      "Winners",
	"Round":                        "Round",
	"Total":                        "Total",
	"round":                        "round",
	"rounds":                       "rounds",
	"Lowest total wins":            "Lowest total wins",
	"Card points":                  "Points left in hand",
	"Key rules":                    "Key rules",
	"in progress":                  "in progress",
	"Upper total":                  "Upper total",
	"Lower total":                  "Lower total",
	"pace %d":                      "pace %d",
	"against %d":                   "against %d",
	"a stroke for each roll saved": "a stroke for each roll saved",
	"Top to bottom: each turn fills the next free box.": "Top to bottom: each turn fills the next free box.",
	"Next: round %d of %d, %s deals":                    "Next: round %d of %d, %s deals",
	"%s: Yatzy-chans, %d cards":                         "%s: Yatzy-chans, %d cards",
	"Dealer":                                            "Dealer",
	"Carried over":                                      "Carried over",
	"went out":                                          "went out",
	"the dealer %q is not one of the players":           "the dealer %q is not one of the players",
	"page %d of %d":                                     "page %d of %d",
	"Next: %s, round %d of %d":                          "Next: %s, round %d of %d",
	"Yatzy · forced":                                    "Yatzy · forced",
	"Five dice":                                         "Five dice",
	"Yatzy sheet":                                       "Yatzy sheet",
	"Card game sheet":                                   "Card game sheet",
	"Round lists":                                       "Round lists",
	"no list to print":                                  "no list to print",
	"unknown paper %q: want a4 or letter":               "unknown paper %q: want a4 or letter",
	"%d players: the sheet has 1 to %d columns":         "%d players: the sheet has 1 to %d columns",
	"%d columns: a sheet has 1 to %d":                   "%d columns: a sheet has 1 to %d",
	"%d games: a pad has 1 to %d a page":                "%d games: a pad has 1 to %d a page",
}

// languages are the words the sheets speak, by language code.
var languages = map[string]Words{"en": english}

// AddWords makes the sheets speak lang. It is not safe to call while a
// sheet is being drawn.
func AddWords(lang string, w Words) { languages[lang] = w }

// EnglishWords returns the sheets' words in English: the keys another
// language must give.
func EnglishWords() Words { return maps.Clone(english) }

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
	if w, ok := languages[lang][key]; ok {
		return w
	}
	if w, ok := english[key]; ok {
		return w
	}
	return key
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
