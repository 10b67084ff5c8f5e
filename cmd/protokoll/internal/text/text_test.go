package text

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCatalogKeepsVerbs(t *testing.T) {
	for lang, l := range languages {
		for key, s := range l.Messages {
			assert.NotEmpty(t, s, key)
			assert.Equal(t, strings.Count(string(key), "%"), strings.Count(s, "%"), "%q in %s", key, lang)
		}
	}
}

func TestT(t *testing.T) {
	assert.Equal(t, "Spelet är slut", T("sv", "Game over"))
	assert.Equal(t, "Mäng on läbi", T("et", "Game over"))
	assert.Equal(t, "Game over", T("en", "Game over"))
	assert.Equal(t, "Gick ut: Anna", T("sv", "Who went out: %s", "Anna"))
	assert.Equal(t, "Not in the catalog 3", T("sv", "Not in the catalog %d", 3))
}

// TestTranslationsTakeTheSameArguments: every translation formats the
// arguments its English message is given without a slip (%!d, %!(EXTRA…)).
func TestTranslationsTakeTheSameArguments(t *testing.T) {
	for _, l := range languages {
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
	assert.Equal(t, "Kort i triss hos Mormor (0 om ingen)", T("sv", "Cards in %s's %s (0 if none)", "Mormor", "triss"))
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
		assert.Equal(t, tc.want, N(tc.lang, tc.n, "%d roll left", "%d rolls left", tc.n), "%s %d", tc.lang, tc.n)
	}
	assert.Equal(t, "Võitja: Anna", N("et", 1, "Winner: %s", "Winners: %s", "Anna"))
	assert.Equal(t, "Võitjad: Anna, Bo", N("et", 2, "Winner: %s", "Winners: %s", "Anna, Bo"))
	err := ErrorN(1, "%s takes %d argument, got %d (see %s --help)", "%s takes %d arguments, got %d (see %s --help)", "protokoll x", 1, 0, "protokoll x")
	assert.Equal(t, "protokoll x takes 1 argument, got 0 (see protokoll x --help)", err.Error())
	assert.Equal(t, "protokoll x võtab 1 argumendi, sai 0 (vt protokoll x --help)", Say("et", err))
}

// TestDecimalMark: a number with a fraction is written with the
// language's decimal mark, in messages and alone; whole numbers, and the
// other verbs, are left as they are.
func TestDecimalMark(t *testing.T) {
	assert.Equal(t, "203.0", Decimal("en", 203, 1))
	assert.Equal(t, "203,0", Decimal("sv", 203, 1))
	assert.Equal(t, "4,39", Decimal("et", 4.3856, 2))
	assert.Equal(t, "4.39 points lost against optimal play", T("en", "%.2f points lost against optimal play", 4.3856))
	assert.Equal(t, "4,39 poäng förlorade mot optimalt spel", T("sv", "%.2f points lost against optimal play", 4.3856))
	assert.Equal(t, "Vinnare: Anna", N("sv", 1, "Winner: %s", "Winners: %s", "Anna"))
	assert.Equal(t, "1.000,0", strings.Replace(Decimal("sv", 1000, 1), "1000", "1.000", 1), "no grouping of thousands")
}
