package catalog

import (
	"fmt"
	"html"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/pdf"
	"github.com/kitchentable/protokoll/pdf/pdfcheck"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestSheetsSayWhatTheyAre: a sheet printed in Swedish or Estonian says
// what it is in the PDF's information in that language: the sheets get
// the catalog's words.
func TestSheetsSayWhatTheyAre(t *testing.T) {
	info := func(b []byte, err error) *pdfcheck.Doc {
		t.Helper()
		require.NoError(t, err)
		i, err := pdfcheck.Read(b)
		require.NoError(t, err)
		return i
	}
	opts := func(lang string) pdf.Options {
		return pdf.Options{Words: byTag(lang), Date: time.Date(2026, 11, 30, 20, 0, 0, 0, time.UTC)}
	}
	i := info(pdf.Sheet(scoresheet.Standard(), make([]string, 2), opts("sv")))
	assert.Equal(t, []string{"Yatzy · fem tärningar", "Yatzyprotokoll"}, []string{i.Title, i.Subject})
	s, err := scoresheet.NewSheet(scoresheet.Forced(), []string{"Anna", "Õie"}, scoresheet.Choices{})
	require.NoError(t, err)
	i = info(pdf.YatzyGame(s, "kväll", opts("et")))
	assert.Equal(t, []string{"kväll · Yatzy · kohustuslik", "Yatzy protokoll", "Anna, Õie"}, []string{i.Title, i.Subject, i.Author})
	l, err := contracts.LookupList("7")
	require.NoError(t, err)
	_, err = pdf.RummySheet(l, []string{"Anna", "Bo"}, "", opts("sv"))
	assert.Equal(t, "kortspelet är för 3 till 6 spelare, inte 2", byTag("sv").Say(err), "the card game needs three")
	_, err = pdf.Sheet(scoresheet.Scandinavian(), []string{"A", "B", "C", "D", "E", "F", "G", "H", "I"}, opts("et"))
	assert.Equal(t, "9 mängijat: lehel on ruumi 1 kuni 8 mängijale", byTag("et").Say(err), "names are players, not columns")
	i = info(pdf.RummySheet(l, []string{"Anna", "Bo", "Cecilia"}, "", opts("et")))
	assert.Equal(t, "Kaardimängu protokoll", i.Subject)
	i = info(pdf.Contracts(contracts.Lists()[:2], opts("sv")))
	assert.Equal(t, "Omgångslistor", i.Subject)
	_, err = pdf.SoloPad(scoresheet.Scandinavian(), 9, opts("sv"))
	assert.Equal(t, "9 spel: ett block har 1 till 8 per sida", byTag("sv").Say(err))
}

var (
	pageTag = regexp.MustCompile(`<page width="([\d.]+)" height="([\d.]+)">`)
	wordTag = regexp.MustCompile(`<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>`)
)

// wordsOverlapping reads a PDF's words and their boxes with pdftotext
// -bbox and says which overlap another on their page (their boxes less
// the room above and below the letters) or stand off it.
func wordsOverlapping(t *testing.T, b []byte) []string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "sheet.pdf")
	require.NoError(t, os.WriteFile(path, b, 0o644))
	out, err := exec.Command("pdftotext", "-bbox", path, "-").Output()
	require.NoError(t, err)
	type box struct {
		x0, y0, x1, y1 float64
		word           string
	}
	num := func(s string) float64 { f, _ := strconv.ParseFloat(s, 64); return f }
	var problems []string
	for i, page := range strings.Split(string(out), "<page ")[1:] {
		m := pageTag.FindStringSubmatch("<page " + page)
		require.NotNil(t, m)
		w, h := num(m[1]), num(m[2])
		var words []box
		for _, m := range wordTag.FindAllStringSubmatch(page, -1) {
			bx := box{num(m[1]), num(m[2]), num(m[3]), num(m[4]), html.UnescapeString(m[5])}
			// A Go font's word box is 1.154 times its size in points; the
			// footer's small print stands in the page's last 50 points.
			least := 8.0
			if bx.y0 > h-50 {
				least = 7
			}
			if size := (bx.y1 - bx.y0) / 1.154; size < least-0.05 {
				problems = append(problems, fmt.Sprintf("%q on page %d is %.1f pt, under %.0f", bx.word, i+1, size, least))
			}
			pad := (bx.y1 - bx.y0) * 0.15 // above the capitals, below the baseline
			bx.y0, bx.y1 = bx.y0+pad, bx.y1-pad
			if bx.x0 < 0 || bx.y0 < 0 || bx.x1 > w || bx.y1 > h {
				problems = append(problems, fmt.Sprintf("%q is off page %d", bx.word, i+1))
			}
			for _, o := range words {
				if bx.x0 < o.x1-0.5 && o.x0 < bx.x1-0.5 && bx.y0 < o.y1-0.5 && o.y0 < bx.y1-0.5 {
					problems = append(problems, fmt.Sprintf("%q and %q overlap on page %d", o.word, bx.word, i+1))
				}
			}
			words = append(words, bx)
		}
	}
	return problems
}
