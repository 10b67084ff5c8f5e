package stats_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestStatsKeepHouseRulesApart: a game under house rules is counted apart
// from the built-in variant's, unless --any-rules asks otherwise.
func TestStatsKeepHouseRulesApart(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.HouseAndPlain(t, env, scoresheet.Scandinavian().Boxes)
	apart := cmdtest.StatsJSON(t, env)
	require.Len(t, apart.Yatzy, 2)
	assert.Equal(t, "scandinavian", apart.Yatzy[0].Variant)
	assert.True(t, strings.HasPrefix(apart.Yatzy[1].Variant, "scandinavian+"), apart.Yatzy[1].Variant)
	assert.Equal(t, 1, apart.Yatzy[0].Games)
	together := cmdtest.StatsJSON(t, env, "--any-rules")
	require.Len(t, together.Yatzy, 1)
	assert.Equal(t, 2, together.Yatzy[0].Games)
	only := cmdtest.StatsJSON(t, env, "--variant", apart.Yatzy[1].Variant)
	require.Len(t, only.Yatzy, 1)
	assert.Equal(t, 1, only.Yatzy[0].Games)
}

// TestStatsNameHouseRulesAsSaved: house rules saved by a name are named
// so in the statistics, in each language, not by the key --variant
// takes; rules never saved by their changes.
func TestStatsNameHouseRulesAsSaved(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.HouseAndPlain(t, env, scoresheet.Scandinavian().Boxes)
	// Not saved: by their changes, in the reader's words, not the key.
	for lang, want := range map[string]string{
		"en": "Yatzy · scandinavian (house rules: Full house = 25)",
		"sv": "Yatzy · skandinavisk (husregler: Kåk = 25)",
		"et": "Yatzy · skandinaavia (kodureeglid: Maja = 25)",
	} {
		out := cmdtest.MustRun(t, env, "--lang", lang, "stats")
		assert.Contains(t, out, want, lang)
		assert.NotContains(t, out, "--variant", lang)
	}
	file := filepath.Join(t.TempDir(), "r.txt")
	require.NoError(t, os.WriteFile(file, []byte("scandinavian\nfull_house = 25\n"), 0o644))
	cmdtest.MustRun(t, env, "rules", "save", "kvarteret", file)
	for lang, want := range map[string]string{
		"en": "Yatzy · scandinavian (house rules kvarteret)",
		"sv": "Yatzy · skandinavisk (husregler kvarteret)",
		"et": "Yatzy · skandinaavia (kodureeglid kvarteret)",
	} {
		out := cmdtest.MustRun(t, env, "--lang", lang, "stats")
		assert.Contains(t, out, want, lang)
		assert.NotContains(t, out, "--variant", lang)
	}
}
