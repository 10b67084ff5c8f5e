package pdf_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

// TestPDFStats: the statistics on paper, in the user's language, with a
// chart a player; no games, no page.
func TestPDFStats(t *testing.T) {
	env, _ := cmdtest.FixtureHome(t)
	out := filepath.Join(t.TempDir(), "stats.pdf")
	r := cmdtest.Run(t, env, "", "--lang", "sv", "pdf", "stats", "-o", out)
	require.Equal(t, 0, r.Code, r.ErrOut)
	b, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(b), "%PDF-"))
	if text := pdfTextOrEmpty(t, out); text != "" {
		assert.Contains(t, text, "Statistik över 4 spel")
		assert.Contains(t, text, "Yatzy · skandinavisk")
		assert.Contains(t, text, "Kortspel · Mine")
		assert.Contains(t, text, "203,0", "the Swedish decimal mark")
		assert.Contains(t, text, "Spel den 2026-11-30", "the days counted")
		assert.Contains(t, text, "Mot varandra", "head to head")
		assert.Contains(t, text, "Anna mot Bo: 3 spel tillsammans")
		assert.Contains(t, text, "Rekord · Högsta summor, skandinavisk")
		assert.Contains(t, text, "totalsummor: hur ofta var och en kom", "the axis's caption")
		// The +100s only where the variant has them, and its Yatzy box
		// by its name.
		scand, std, _ := strings.Cut(text, "Yatzy · fem tärningar")
		assert.NotContains(t, scand, "+100")
		assert.Contains(t, std, "+100")
		assert.Contains(t, std, "Fem lika")
		assert.NotContains(t, text, "…", "no head or name cut")
	}
	r = cmdtest.Run(t, cmdtest.Home(t), "", "pdf", "stats", "-o", out)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "no finished games to count")
}
