package pdf_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history/historytest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/pdf/pdfcheck"
)

// TestPDFGameBackAndStats: a filled sheet has its running totals on a
// page after it, the lead's round and the time played said; the
// statistics have the ratings with their luck, the rivals and the time
// played (the fixture nights, worked out by hand in package history).
func TestPDFGameBackAndStats(t *testing.T) {
	env := cmdtest.Home(t)
	historytest.Nights(t, store.Store{Dir: env["PROTOKOLL_HOME"]})
	dir := t.TempDir()
	out := func(name string) string { return filepath.Join(dir, name) }

	cmdtest.MustRun(t, env, "pdf", "game", "n3", "-o", out("n3.pdf"))
	assert.Len(t, readPDF(t, out("n3.pdf")).Pages, 2, "the sheet and its back")
	if text := pdfTextOrEmpty(t, out("n3.pdf")); text != "" {
		assert.Contains(t, text, "n3: the running totals")
		assert.Contains(t, text, "Dan led for good from round 7")
		assert.Contains(t, text, "Dan 295")
		assert.Contains(t, text, "Time played: 1 h 58 min")
	}
	cmdtest.MustRun(t, env, "--lang", "sv", "pdf", "game", "n4-b", "-o", out("n4b.pdf"))
	if text := pdfTextOrEmpty(t, out("n4b.pdf")); text != "" {
		assert.Contains(t, text, "n4-b: de löpande summorna")
		assert.Contains(t, text, "Bo, Dan delade ledningen från omgång 2")
		assert.Contains(t, text, "Speltid: 20 min")
	}

	cmdtest.MustRun(t, env, "pdf", "stats", "-o", out("stats.pdf"))
	readPDF(t, out("stats.pdf"))
	if text := pdfTextOrEmpty(t, out("stats.pdf")); text != "" {
		assert.Contains(t, text, "Ratings: Yatzy · scandinavian")
		assert.Contains(t, text, "Luck: two equal players who both play optimally, 3 at the table, end up to 12.3 apart after 5 games")
		assert.Contains(t, text, "Rivals (at least 3 games together)")
		assert.Contains(t, text, "Bo (4 of 7) Dan (2 of 4)", "Anna's minion and nemesis")
		assert.Contains(t, text, "Time played: 5 h 23 min")
		assert.Contains(t, text, "2026-02 3 h 03 min 3")
	}
}

// readPDF reads the PDF at path back, checking that it holds together.
func readPDF(t *testing.T, path string) *pdfcheck.Doc {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	doc, err := pdfcheck.Read(b)
	require.NoError(t, err, path)
	return doc
}
