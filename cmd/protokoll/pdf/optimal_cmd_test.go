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

// TestPDFStatsOptimal: --optimal draws, under a Yatzy variant's players,
// how often each total comes under optimal play, labelled with its
// expected score (standard: 254.59).
func TestPDFStatsOptimal(t *testing.T) {
	env, _ := cmdtest.FixtureHome(t)
	out := filepath.Join(t.TempDir(), "stats.pdf")
	r := cmdtest.Run(t, env, "", "pdf", "stats", "--variant", "standard", "--optimal", "-o", out)
	require.Equal(t, 0, r.Code, r.ErrOut)
	b, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(b), "%PDF-"))
	if text := pdfTextOrEmpty(t, out); text != "" {
		assert.Contains(t, text, "Yatzy · standard")
		assert.Contains(t, text, "Optimal play: 254.59 expected")
	}
}
