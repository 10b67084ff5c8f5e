package playername_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
)

// TestFoldIsEqualFold: two names fold alike exactly when strings.EqualFold
// says they are one, composed or not; diacritics stay (Åsa is not Asa).
func TestFoldIsEqualFold(t *testing.T) {
	for _, c := range []struct {
		a, b string
		same bool
	}{
		{"YSRC", "ysrc", true},
		{"Bo", "bO", true},
		{"Åsa", "A\u030asa", true},
		{"Åsa", "Asa", false},
		{"Straße", "STRASSE", false}, // simple folding, as EqualFold
		{"Kelvin \u212a", "kelvin k", true},
	} {
		assert.Equal(t, c.same, playername.Fold(c.a) == playername.Fold(c.b), "%q %q", c.a, c.b)
	}
}

// TestLooseDropsCaseAndDiacritics: a search finds Kåk by kak.
func TestLooseDropsCaseAndDiacritics(t *testing.T) {
	assert.Equal(t, "kak", playername.Loose("Kåk"))
	assert.Equal(t, "ratta", playername.Loose("RÄTTA"))
	assert.Equal(t, playername.Loose("Õie"), playername.Loose("oie"))
}
