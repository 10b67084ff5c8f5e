//go:build !race

// The checks over every key in the sources and every sheet's words. They
// start no goroutine, so the race detector has nothing to look at in them:
// they run in the pass without it (go test ./...) and spare the race pass
// (go test -race ./...) the ten times longer they take there.

package catalog

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/pdf"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestSheetsKeepTheirWordsApart: every kind of sheet, printed in Swedish
// and Estonian with long names, read back with pdftotext -bbox, has no
// word over another, none off the page, and none under 8 pt (7 pt in the
// footer's small print). (The pdf package checks the
// same from where it places each text, in English and in a made-up longer
// language; this reads the real languages' sheets as printed.)
func TestSheetsKeepTheirWordsApart(t *testing.T) {
	if _, err := exec.LookPath("pdftotext"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("pdftotext is missing: CI installs poppler-utils")
		}
		t.Skip("pdftotext is not installed (apt-get install poppler-utils); this test only reads sheets back")
	}
	names := []string{"Maximiliana Öhrström-Väää", "Bartholomew Featherstonea", "Anna-Karin Lindqvist-Åberg", "Bo", "Christopher Alexander", "Eva 🎲", "Eva 😀", "Hjördis Gunilla Östergren"}
	l12, err := contracts.LookupList("12")
	require.NoError(t, err)
	for _, lang := range Builtin().Tags()[1:] {
		o := pdf.Options{Words: byTag(lang)}
		sheets := map[string]func() ([]byte, error){
			"contracts": func() ([]byte, error) { return pdf.Contracts(contracts.Lists(), o) },
			"rummy":     func() ([]byte, error) { return pdf.RummySheet(l12, names[:6], names[1], o) },
			"pad":       func() ([]byte, error) { return pdf.SoloPad(scoresheet.Maxi(), 8, o) },
		}
		for _, v := range scoresheet.Variants() {
			sheets[v.ID] = func() ([]byte, error) { return pdf.Sheet(v, names, o) }
		}
		for name, draw := range sheets {
			b, err := draw()
			require.NoError(t, err)
			for _, problem := range wordsOverlapping(t, b) {
				t.Errorf("%s %s: %s", lang, name, problem)
			}
		}
	}
}

// TestEveryKeyIsInTheCatalog: a message the code asks for that a
// language lacks would come out in English on a Swedish or Estonian
// screen; one asked for with other arguments than its English takes
// would print %!d(MISSING). The rules packages' refusals and reasons are
// messages like the program's, found where they are made.
func TestEveryKeyIsInTheCatalog(t *testing.T) {
	uses := programUses(t)
	count := map[string]int{}
	for _, u := range uses {
		for _, pkg := range []string{"/cmd/", "/scoresheet/", "/contracts/"} {
			if strings.Contains(filepath.ToSlash(u.at), pkg) {
				count[pkg]++
				break
			}
		}
	}
	assert.Greater(t, count["/cmd/"], 400, "the program's messages are found")
	assert.Greater(t, count["/scoresheet/"], 30, "scoresheet's refusals are found")
	assert.Greater(t, count["/contracts/"], 80, "contracts' reasons and refusals are found")
	assert.Empty(t, problems(uses, Builtin()))
}
