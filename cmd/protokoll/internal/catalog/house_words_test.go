package catalog_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestHouseRulesWords: house rules never saved are named by their
// changes, every one in the reader's words.
func TestHouseRulesWords(t *testing.T) {
	h, err := scoresheet.ParseHouseRules("scandinavian\nbonus 75 = 50\nfull_house = 25\ntwo_pairs allows four alike\n")
	require.NoError(t, err)
	key := h.Variant().Key()
	houses := catalog.Houses{key: {Rules: h}}
	for lang, want := range map[string]string{
		"en": "scandinavian (house rules: bonus 75 = 50, Full house = 25, four alike count as Two pairs)",
		"sv": "skandinavisk (husregler: bonus 75 = 50, Kåk = 25, fyra lika räknas som Två par)",
		"et": "skandinaavia (kodureeglid: boonus 75 = 50, Maja = 25, neli ühesugust loetakse kui Kaks paari)",
	} {
		assert.Equal(t, want, catalog.Builtin().Lookup(lang).HouseVariant(key, houses), lang)
	}
	h, err = scoresheet.ParseHouseRules("forced\norder bottom-up\n")
	require.NoError(t, err)
	assert.Equal(t, "tvingad (husregler: fylls nedifrån och upp)", catalog.Builtin().Lookup("sv").HouseVariant(h.Variant().Key(), catalog.Houses{h.Variant().Key(): {Rules: h}}))
	h, err = scoresheet.ParseHouseRules("maxi\nsaved rolls off\n")
	require.NoError(t, err)
	assert.Equal(t, "maxi (kodureeglid: viskeid ei säästeta)", catalog.Builtin().Lookup("et").HouseVariant(h.Variant().Key(), catalog.Houses{h.Variant().Key(): {Rules: h}}))
}
