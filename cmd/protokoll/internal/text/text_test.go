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
	assert.Equal(t, "Tärningar", T("sv", "Dice"))
	assert.Equal(t, "Täringud", T("et", "Dice"))
	assert.Equal(t, "Dice", T("en", "Dice"))
	assert.Equal(t, "Vinnare: Anna", T("sv", "Winner: %s", "Anna"))
	assert.Equal(t, "Not in the catalog 3", T("sv", "Not in the catalog %d", 3))
}
