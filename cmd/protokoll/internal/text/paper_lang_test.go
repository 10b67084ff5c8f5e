package text

import (
	"bytes"
	"testing"
	"time"

	"github.com/pdfcpu/pdfcpu/pkg/api"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu"
	"github.com/pdfcpu/pdfcpu/pkg/pdfcpu/model"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/pdf"
	"github.com/kitchentable/protokoll/scoresheet"
)

func init() { model.ConfigPath = "disable" } // pdfcpu writes no config of its own

// TestSheetsSayWhatTheyAre: a sheet printed in Swedish or Estonian says
// what it is in the PDF's information in that language: the sheets get
// the catalog's words.
func TestSheetsSayWhatTheyAre(t *testing.T) {
	info := func(b []byte, err error) *pdfcpu.PDFInfo {
		t.Helper()
		require.NoError(t, err)
		i, err := api.PDFInfo(bytes.NewReader(b), "", nil, false, model.NewDefaultConfiguration())
		require.NoError(t, err)
		return i
	}
	opts := func(lang string) pdf.Options {
		return pdf.Options{Lang: lang, Date: time.Date(2026, 11, 30, 20, 0, 0, 0, time.UTC)}
	}
	i := info(pdf.Sheet(scoresheet.Standard, make([]string, 2), opts("sv")))
	assert.Equal(t, []string{"Fem tärningar", "Yatzyprotokoll"}, []string{i.Title, i.Subject})
	s, err := scoresheet.NewSheet(scoresheet.Forced, []string{"Anna", "Õie"}, scoresheet.Rules{})
	require.NoError(t, err)
	i = info(pdf.YatzyGame(s, "kväll", opts("et")))
	assert.Equal(t, []string{"kväll · Yatzy · sunnitud", "Yatzy protokoll", "Anna, Õie"}, []string{i.Title, i.Subject, i.Author})
	l, err := contracts.LookupList("7")
	require.NoError(t, err)
	i = info(pdf.RummySheet(l, []string{"Anna", "Bo"}, "", opts("et")))
	assert.Equal(t, "Kaardimängu protokoll", i.Subject)
	i = info(pdf.Contracts(contracts.Lists()[:2], opts("sv")))
	assert.Equal(t, "Omgångslistor", i.Subject)
	_, err = pdf.SoloPad(scoresheet.Scandinavian, 9, opts("sv"))
	assert.Equal(t, "9 spel: ett block har 1 till 8 per sida", Say("sv", err))
}
