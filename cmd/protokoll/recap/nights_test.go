package recap_test

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog/catalogtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history/historytest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// nightsHome is a home with the fixture game nights (historytest.Nights)
// and, a year before, a December night of one game: the last of 2025.
func nightsHome(t *testing.T) map[string]string {
	t.Helper()
	env := cmdtest.Home(t)
	s := store.Store{Dir: env["PROTOKOLL_HOME"]}
	historytest.Nights(t, s)
	historytest.Yatzy(t, s, "jul", historytest.Clock{Start: time.Date(2025, 12, 19, 19, 0, 0, 0, time.Local), Every: time.Minute},
		[]string{"Anna", "Bo"}, [][]string{historytest.Good, historytest.Fair}, -1)
	return env
}

// TestRecapTimesAndCharts: the night of 2026-02-20 told with each game's
// time, its running totals as a chart, the night's time at the table
// (45 + 20 + 6 minutes), at 40, 80 and 120 columns, in every language
// with no English word.
func TestRecapTimesAndCharts(t *testing.T) {
	env := nightsHome(t)
	english := catalog.Builtin().Lookup("en")
	for _, lang := range []string{"en", "sv", "et"} {
		l := catalog.Builtin().Lookup(lang)
		for _, width := range []int{40, 80, 120} {
			env["COLUMNS"] = strconv.Itoa(width)
			out := cmdtest.MustRun(t, env, "--lang", lang, "recap", "n4-a")
			what := lang + " at " + env["COLUMNS"]
			// The charts fit the width (the rest of the recap is written
			// for 80 columns, and wraps where a terminal is narrower).
			for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
				if strings.ContainsAny(line, "│└▲━") {
					assert.LessOrEqual(t, lipgloss.Width(line), width, "%s: %q", what, line)
				}
			}
			flat := strings.Join(strings.Fields(out), " ")
			assert.Contains(t, flat, l.T("At the table: %s", l.T("%d h %02d min", 1, 11)), what)
			assert.Contains(t, flat+" ", " · "+l.T("%d min", 45)+" ", what)
			assert.Contains(t, flat+" ", " · "+l.T("%d min", 6)+" ", "the unfinished game's six minutes, "+what)
			assert.Equal(t, 3, strings.Count(out, "└"), "a chart a game, %s", what)
			assert.Contains(t, flat, l.T("%s level in the lead from round %d", "Anna, Dan", 1), what)
			assert.Contains(t, flat, l.T("%s level in the lead from round %d", "Bo, Dan", 2), what)
			assert.NotContains(t, out, "\x1b", "no colour off a terminal")
			if lang != "en" {
				assert.Empty(t, catalogtest.EnglishWords(out, english, "Anna Bo Cecilia Dan Kort n4-a n4-b n4-c Yatzy min"), "%s:\n%s", what, out)
			}
		}
	}
	var rc history.Recap
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "recap", "n4-a", "--json")), &rc))
	assert.Equal(t, history.Duration(71*time.Minute), rc.Played)
	require.Len(t, rc.Games, 3)
	assert.Equal(t, history.Duration(45*time.Minute), rc.Games[0].Played)
	assert.Equal(t, [][]int{{25, 45}, {0, 10}, {10, 10}}, rc.Games[1].Race.Totals)
	assert.Nil(t, rc.Year, "February is not the year's last night")
}

// TestRecapThisYear: the last game night of 2025, told in 2026, ends
// with the year: its one game, its time, the wins and its bests.
func TestRecapThisYear(t *testing.T) {
	env := nightsHome(t)
	out := cmdtest.MustRun(t, env, "recap", "jul")
	assert.Contains(t, out, "\nThis year, 2025: 1 game, 30 min\n  wins of games: Anna 1/1, Bo 0/1\n  highest total, scandinavian: 197 Anna (jul)\n")
	sv := cmdtest.MustRun(t, env, "--lang", "sv", "recap", "jul")
	assert.Contains(t, sv, "\nI år, 2025: 1 spel, 30 min\n  vinster av spel: Anna 1/1, Bo 0/1\n")
	// At 30 columns the best goes on, indented, on the next line.
	env["COLUMNS"] = "30"
	narrow := cmdtest.MustRun(t, env, "recap", "jul")
	delete(env, "COLUMNS")
	assert.Contains(t, narrow, "\n  highest total,\n    scandinavian: 197 Anna\n    (jul)\n")
	var rc history.Recap
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "recap", "jul", "--json")), &rc))
	require.NotNil(t, rc.Year)
	assert.Equal(t, []any{"2025", 1}, []any{rc.Year.Period, rc.Year.Games})
	assert.NotContains(t, cmdtest.MustRun(t, env, "recap", "n1-a"), "This year", "not the year's last night")
}
