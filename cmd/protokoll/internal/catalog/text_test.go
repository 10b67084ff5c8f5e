package catalog

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

func TestCatalogKeepsVerbs(t *testing.T) {
	for _, l := range Builtin()[1:] {
		lang := l.Tag
		for key, s := range l.Messages {
			assert.NotEmpty(t, s, key)
			assert.Equal(t, strings.Count(string(key), "%"), strings.Count(s, "%"), "%q in %s", key, lang)
		}
	}
}

func TestT(t *testing.T) {
	assert.Equal(t, "Spelet är slut", byTag("sv").T("Game over"))
	assert.Equal(t, "Mäng on läbi", byTag("et").T("Game over"))
	assert.Equal(t, "Game over", byTag("en").T("Game over"))
	assert.Equal(t, "Gick ut: Anna", byTag("sv").T("Who went out: %s", "Anna"))
	assert.Equal(t, "Not in the catalog 3", byTag("sv").T("Not in the catalog %d", 3))
}

// TestTranslationsTakeTheSameArguments: every translation formats the
// arguments its English message is given without a slip (%!d, %!(EXTRA…)).
func TestTranslationsTakeTheSameArguments(t *testing.T) {
	for _, l := range Builtin()[1:] {
		for key, tr := range l.Messages {
			var args []any
			for i := 0; i < len(key); i++ {
				if key[i] != '%' {
					continue
				}
				i++
				for i < len(key) && strings.IndexByte("-+# 0123456789.", key[i]) >= 0 {
					i++
				}
				switch {
				case i >= len(key) || key[i] == '%':
				case key[i] == 'd':
					args = append(args, 1)
				case key[i] == 'f':
					args = append(args, 1.5)
				case key[i] == 'U':
					args = append(args, 'x')
				default:
					args = append(args, "x")
				}
			}
			for _, s := range []string{string(key), tr} {
				assert.NotContains(t, fmt.Sprintf(s, args...), "%!", "%q", s)
			}
		}
	}
	assert.Equal(t, "Kort i triss hos Mormor (0 om ingen)", byTag("sv").T("Cards in %s's %s (0 if none)", "Mormor", "triss"))
}

// TestN: the form of a message that changes with a count is the one the
// language's plural rules choose, and a refusal keeps its count until it
// is said.
func TestN(t *testing.T) {
	for _, tc := range []struct {
		lang string
		n    int
		want string
	}{
		{"en", 1, "1 roll left"}, {"en", 2, "2 rolls left"}, {"en", 0, "0 rolls left"},
		{"sv", 1, "1 kast kvar"}, {"sv", 2, "2 kast kvar"},
		{"et", 1, "1 vise jäänud"}, {"et", 2, "2 viset jäänud"}, {"et", 0, "0 viset jäänud"},
	} {
		assert.Equal(t, tc.want, byTag(tc.lang).N(tc.n, "%d roll left", "%d rolls left", tc.n), "%s %d", tc.lang, tc.n)
	}
	assert.Equal(t, "Võitja: Anna", byTag("et").N(1, "Winner: %s", "Winners: %s", "Anna"))
	assert.Equal(t, "Võitjad: Anna, Bo", byTag("et").N(2, "Winner: %s", "Winners: %s", "Anna, Bo"))
	err := msg.ErrorN(1, "%s takes %d argument, got %d (see %s --help)", "%s takes %d arguments, got %d (see %s --help)", "protokoll x", 1, 0, "protokoll x")
	assert.Equal(t, "protokoll x takes 1 argument, got 0 (see protokoll x --help)", err.Error())
	assert.Equal(t, "protokoll x võtab 1 argumendi, sai 0 (vt protokoll x --help)", byTag("et").Say(err))
}

// TestDecimalMark: a number with a fraction is written with the
// language's decimal mark, in messages and alone; whole numbers, and the
// other verbs, are left as they are.
func TestDecimalMark(t *testing.T) {
	assert.Equal(t, "203.0", byTag("en").Decimal(203, 1))
	assert.Equal(t, "203,0", byTag("sv").Decimal(203, 1))
	assert.Equal(t, "4,39", byTag("et").Decimal(4.3856, 2))
	assert.Equal(t, "4.39 points lost against optimal play", byTag("en").T("%.2f points lost against optimal play", 4.3856))
	assert.Equal(t, "4,39 poäng förlorade mot optimalt spel", byTag("sv").T("%.2f points lost against optimal play", 4.3856))
	assert.Equal(t, "Vinnare: Anna", byTag("sv").N(1, "Winner: %s", "Winners: %s", "Anna"))
	assert.Equal(t, "1.000,0", strings.Replace(byTag("sv").Decimal(1000, 1), "1000", "1.000", 1), "no grouping of thousands")
}

// byTag returns the built-in language tag.
func byTag(tag string) *Language { return Builtin().Lookup(tag) }

// sheets and cards return the built-in language tag's words for the
// rules packages.
func sheets(tag string) *scoresheet.Words { return byTag(tag).Sheets }
func cards(tag string) *contracts.Words   { return byTag(tag).Contracts }

// TestEveryPluralSaysEveryCount: each language's plural messages say
// every count below 1000 in a form of their own, with the arguments
// their English takes: a form a language's plural rules choose but the
// message lacks would fall to another's words.
func TestEveryPluralSaysEveryCount(t *testing.T) {
	for _, l := range Builtin()[1:] {
		for other := range l.Plurals {
			args := make([]any, argCount(string(other)))
			for i := range args {
				args[i] = "x"
			}
			if strings.Contains(string(other), "%d") {
				for i, v := range formatVerbs.FindAllString(string(other), -1) {
					if strings.HasSuffix(v, "d") && i < len(args) {
						args[i] = 7
					}
					if strings.HasSuffix(v, "f") && i < len(args) {
						args[i] = 7.5
					}
				}
			}
			for n := range 1000 {
				s := l.N(n, "", other, args...)
				if !assert.NotEmpty(t, s, "%s %q %d", l.Tag, other, n) || !assert.NotContains(t, s, "%!", "%s %q %d", l.Tag, other, n) {
					break
				}
			}
		}
	}
	assert.Equal(t, "1 vise jäänud", byTag("et").N(1, "%d roll left", "%d rolls left", 1))
	assert.Equal(t, "21 viset jäänud", byTag("et").N(21, "%d roll left", "%d rolls left", 21))
}

var formatVerbs = regexp.MustCompile(`%(\[\d+\])?[-+# 0-9.]*[a-zA-Z%]`)

// argCount is how many arguments a format takes: its verbs, %% aside,
// and an explicit index counting as the highest it names.
func argCount(format string) int {
	n, most := 0, 0
	for _, v := range formatVerbs.FindAllStringSubmatch(format, -1) {
		if strings.HasSuffix(v[0], "%") && len(v[0]) == 2 {
			continue
		}
		if v[1] != "" {
			var i int
			fmt.Sscanf(v[1], "[%d]", &i)
			n = i
		} else {
			n++
		}
		most = max(most, n)
	}
	return most
}

// TestNumbersInMessages: through x/text's printer, a number with a
// fraction takes the language's decimal mark (and, as before, its minus
// sign) but no grouping; a whole number is written as Go writes it in
// every language, ungrouped with an ASCII sign (a line, a port, a
// process, a year), widths and flags as fmt's.
func TestNumbersInMessages(t *testing.T) {
	const format = "%d|%+d|%+d|%5d|%-3d|%02d|%v|%U|%.2f|%.2f|%v"
	for _, c := range []struct{ tag, want string }{
		{"en", "12345|-5|+7|   42|42 |07|10000|U+0007|1234.50|-0.25|2.5"},
		{"sv", "12345|-5|+7|   42|42 |07|10000|U+0007|1234,50|−0,25|2,5"},
		{"et", "12345|-5|+7|   42|42 |07|10000|U+0007|1234,50|−0,25|2,5"},
	} {
		assert.Equal(t, c.want, byTag(c.tag).T(format, 12345, -5, 7, 42, 42, 7, 10000, '\a', 1234.5, -0.25, 2.5), c.tag)
	}
}

// TestMessagesWithoutArgumentsHaveNoVerbs: a message is a format even
// without arguments (the printer formats every one), so a % in one
// would come out as a fault.
func TestMessagesWithoutArgumentsHaveNoVerbs(t *testing.T) {
	for _, l := range Builtin()[1:] {
		for key, s := range l.Messages {
			if argCount(string(key)) == 0 {
				assert.NotContains(t, string(key)+s, "%", "%s %q", l.Tag, key)
			}
		}
	}
}

// TestLanguagesAreValues: each Builtin call makes its languages anew,
// catalogs and printers their own, so that nothing one run or server
// changes or builds is another's; both speak alike.
func TestLanguagesAreValues(t *testing.T) {
	a, b := Builtin(), Builtin()
	for i := range a {
		assert.NotSame(t, a[i], b[i], a[i].Tag)
	}
	assert.Equal(t, a.Lookup("sv").T("Save round %d?", 3), b.Lookup("sv").T("Save round %d?", 3))
	assert.NotSame(t, a.Lookup("sv").printer, b.Lookup("sv").printer, "each its own printer")
}
