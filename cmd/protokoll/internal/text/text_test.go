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
	assert.Equal(t, "Vinnare: Anna", T("sv", "Winner: %s", "Anna"))
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
