package report

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestRateHeadsAreTheVariants: the rates table names each variant's
// all-alike box as its sheet does, and has an extra-Yatzy column only
// where the variant pays one.
func TestRateHeadsAreTheVariants(t *testing.T) {
	en, sv := catalog.Builtin().Lookup("en"), catalog.Builtin().Lookup("sv")
	for _, c := range []struct {
		l            *catalog.Language
		key          string
		yatzy, extra string
	}{
		{en, "scandinavian", scoresheet.Scandinavian().Name(scoresheet.Yatzy, en.Sheets), ""},
		{en, "scandinavian+1a2b3c4d", scoresheet.Scandinavian().Name(scoresheet.Yatzy, en.Sheets), ""},
		{en, "maxi", scoresheet.Maxi().Name(scoresheet.Yatzy, en.Sheets), ""},
		{en, "standard", scoresheet.Standard().Name(scoresheet.Yatzy, en.Sheets), "+100"},
		{sv, "standard", scoresheet.Standard().Name(scoresheet.Yatzy, sv.Sheets), "+100"},
	} {
		yatzy, extra := rateHeads(c.l, c.key)
		assert.Equal(t, c.yatzy, yatzy, c.key)
		assert.Equal(t, c.extra, extra, c.key)
	}
	yatzy, _ := rateHeads(en, "maxi")
	assert.NotEqual(t, "Yatzy", yatzy, "maxi's box is its own")
	yatzy, _ = rateHeads(en, "standard")
	assert.NotEqual(t, "Yatzy", yatzy, "standard's box is its own")
}
