package text

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestCatalogKeepsVerbs(t *testing.T) {
	for key, tr := range catalog {
		for i, s := range tr {
			assert.NotEmpty(t, s, key)
			assert.Equal(t, strings.Count(string(key), "%"), strings.Count(s, "%"), "%q in language %d", key, i)
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
