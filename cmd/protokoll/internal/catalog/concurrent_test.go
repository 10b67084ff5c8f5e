package catalog_test

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store/storetest"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/pdf"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestTwoLanguagesAtOnce: sheets on the terminal and on paper, verdicts
// and refusals are made in Swedish and Estonian at the same moment, as a
// server answering two phones would, and each comes out as it does
// alone. Run under -race, it also shows that nothing is shared that one
// of them writes; there two goroutines a language are enough for any
// two to meet (the PDFs are most of the test's time there: 3.5
// CPU-seconds with four a language).
func TestTwoLanguagesAtOnce(t *testing.T) {
	langs := catalog.Builtin()
	sheet, err := scoresheet.NewSheet(scoresheet.Standard(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	require.NoError(t, sheet.Apply(scoresheet.Turn("Anna", scoresheet.Sixes, scoresheet.Roll{6, 6, 6, 2, 4}, 1, false)))
	list, err := contracts.LookupList("12")
	require.NoError(t, err)
	c := list.Rounds[0].Contract
	hand, err := contracts.ParseCards("7h 2s 2c 9c 9h 9d")
	require.NoError(t, err)
	verdict, err := c.Check(contracts.Check{Cards: hand})
	require.NoError(t, err)
	require.False(t, verdict.Valid)
	_, refusal := scoresheet.ParseRoll("9 9 9 9 9", 5)

	// say is everything made in one language, as text.
	say := func(l *catalog.Language) []string {
		var term strings.Builder
		render.Sheet(&term, sheet, l, 80)
		opts := pdf.Options{Words: l, Date: time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC)}
		game, err := pdf.YatzyGame(sheet, "kväll", opts)
		require.NoError(t, err)
		lists, err := pdf.Contracts([]*contracts.List{list}, opts)
		require.NoError(t, err)
		return []string{term.String(), string(game), string(lists), verdict.Why.In(l), c.Explain(l),
			l.Say(refusal), l.N(2, "%d roll left", "%d rolls left", 2), l.Percent(0.634), l.Decimal(203, 1)}
	}
	want := map[string][]string{}
	for _, tag := range []string{"sv", "et"} {
		want[tag] = say(langs.Lookup(tag))
	}
	assert.NotEqual(t, want["sv"], want["et"])
	at := 8 // at the same moment
	if storetest.UnderRace {
		at = 4
	}
	var wg sync.WaitGroup
	for i := range at {
		tag := []string{"sv", "et"}[i%2]
		wg.Go(func() {
			got := say(langs.Lookup(tag))
			for k := range got {
				assert.True(t, bytes.Equal([]byte(want[tag][k]), []byte(got[k])), "%s: part %d differs when made beside another language", tag, k)
			}
		})
	}
	wg.Wait()
}
