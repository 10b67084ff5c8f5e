package stats_test

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog/catalogtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history/historytest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// nightsHome is a home with the fixture game nights
// (historytest.Nights), whose figures are worked out by hand there and
// in package history's tests.
func nightsHome(t *testing.T) map[string]string {
	t.Helper()
	env := cmdtest.Home(t)
	historytest.Nights(t, store.Store{Dir: env["PROTOKOLL_HOME"]})
	return env
}

// squeeze is s with its runs of spaces made one, to read tables by.
func squeeze(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.Join(strings.Fields(l), " ")
	}
	return strings.Join(lines, "\n")
}

// The words of the fixture nights that are no language's (names, the
// list's title, the SI minute), and the statistics' words Swedish and
// Estonian share with English.
const nightWords = "Anna Bo Cecilia Dan Kort n1-a n1-b n2-a n2-b n3 n4-a n4-b n4-c Yatzy OpenSkill min bonus median"

// TestRatingsRivalsAndTimeSaid: stats says the ratings (Anna and Bo
// only, five games each), the luck line, the rivals and the time played
// as worked out by hand on the fixture nights.
func TestRatingsRivalsAndTimeSaid(t *testing.T) {
	env := nightsHome(t)
	out := squeeze(cmdtest.MustRun(t, env, "stats"))
	for _, want := range []string{
		"Ratings (OpenSkill), once a player has played 5 games: the rating ± twice its uncertainty\nYatzy · scandinavian\nplayer rating games\nAnna ",
		"Luck: two equal players who both play optimally, 3 at the table, end up to 12.3 apart after 5 games, 9 times in 10; a smaller gap says little.",
		"Rivals (at least 3 games together)\nAnna: minion Bo (beat 4 of 7); nemesis Dan (beaten 2 of 4)\n" +
			"Bo: nemesis Anna (beaten 4 of 7)\n" +
			"Dan: minion Bo (beat 3 of 4)\n",
		"Time played: 5 h 23 min\nplayer time games\nAnna 5 h 23 min 7\nBo 5 h 23 min 7\nCecilia 3 h 48 min 4\nDan 3 h 23 min 4\n",
		"month time games\n2026-01 2 h 20 min 4\n2026-02 3 h 03 min 3\n",
	} {
		assert.Contains(t, strings.Join(strings.Fields(out), " "), strings.Join(strings.Fields(want), " "))
	}
	ratings := out[strings.Index(out, "Ratings"):strings.Index(out, "Rivals")]
	assert.NotContains(t, ratings, "Cecilia", "three games: not yet rated")
	assert.NotContains(t, ratings, "Card game", "no one has played five card games")

	var st history.Stats
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "stats", "--json")), &st))
	require.Len(t, st.Ratings, 1)
	assert.Equal(t, []string{"Anna", "Bo"}, []string{st.Ratings[0].Players[0].Player, st.Ratings[0].Players[1].Player})
	assert.Equal(t, 5, st.Ratings[0].Players[0].Games)
	assert.Equal(t, 12.3, st.Ratings[0].Luck.Gap)
	require.Len(t, st.Rivals, 3, "Cecilia is level with everyone she played three times")
	assert.Equal(t, history.Rival{Name: "Bo", Beat: 4, Games: 7}, *st.Rivals[0].Minion)
	assert.Equal(t, history.Duration(323*time.Minute), st.Time.Played)
	assert.Contains(t, cmdtest.MustRun(t, env, "stats", "--json"), `"played_seconds": 19380`, "seconds in JSON")

	// One player asked for: that player's ratings and rivals.
	anna := squeeze(cmdtest.MustRun(t, env, "stats", "--player", "Anna"))
	assert.Contains(t, anna, "Anna: minion Bo")
	assert.NotContains(t, anna, "Dan: minion")
}

// TestStatsByPeriod: --by month and --by year, text and JSON, and a
// refused --by that leaves nothing said but why.
func TestStatsByPeriod(t *testing.T) {
	env := nightsHome(t)
	out := squeeze(cmdtest.MustRun(t, env, "stats", "--by", "month"))
	assert.Contains(t, out, "2026-01 · 4 games · 2 h 20 min\n")
	assert.Contains(t, out, "2026-02 · 3 games · 3 h 03 min\n")
	assert.Contains(t, out, "Yatzy · scandinavian\nplayer games wins (shared) win rate average\nAnna 3 2 (1) 67% 203.7\n")
	// At 40 columns: the group's title over its table, so that no table
	// is wider than 60 columns in any language (the Estonian was 69 with
	// the title in its corner), and the bests wrapped to 40.
	env["COLUMNS"] = "40"
	for _, lang := range []string{"en", "sv", "et"} {
		table := true
		for _, line := range strings.Split(cmdtest.MustRun(t, env, "--lang", lang, "stats", "--by", "month"), "\n") {
			table = table && !strings.HasSuffix(line, ":") || strings.Contains(line, " · ")
			limit := map[bool]int{true: 60, false: 40}[table]
			assert.LessOrEqual(t, len([]rune(line)), limit, "%s: %q", lang, line)
		}
	}
	delete(env, "COLUMNS")
	// A best held by several names each: Anna's and Bo's 295, a Yatzy each.
	assert.Contains(t, out, "Best:\nhighest total, scandinavian: 295 Anna, Bo (n1-a, n1-b)\nmost Yatzys in a game: 1 Anna, Bo (n1-a, n1-b)\nlowest card-game total, Kort: 5 Cecilia (n2-a)\n")
	for lang, want := range map[string]string{
		"sv": "flest Yatzy i ett spel: 1 Anna, Bo (n1-a, n1-b)",
		"et": "kõige rohkem Yatzysid ühes mängus: 1 Anna, Bo (n1-a, n1-b)",
	} {
		assert.Contains(t, squeeze(cmdtest.MustRun(t, env, "--lang", lang, "stats", "--by", "month")), want, lang)
	}
	assert.Contains(t, out, "highest total, scandinavian: 295 Dan, Anna (n3, n4-a)", "February's best, by the day n3 began, and the tie")

	var by struct {
		By      string           `json:"by"`
		Periods []history.Period `json:"periods"`
	}
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "stats", "--by", "year", "--json")), &by))
	require.Len(t, by.Periods, 1)
	assert.Equal(t, []any{"year", "2026", 7, history.Duration(323 * time.Minute)}, []any{by.By, by.Periods[0].Period, by.Periods[0].Games, by.Periods[0].Time.Played})

	r := cmdtest.Run(t, env, "", "stats", "--by", "week")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "protokoll: --by \"week\": want month or year\n", r.ErrOut)
	assert.Empty(t, r.Out)
}

// TestNightsInEveryLanguage: what stats and stats --by say of the nights
// holds no English in Swedish and Estonian.
func TestNightsInEveryLanguage(t *testing.T) {
	env := nightsHome(t)
	english := catalog.Builtin().Lookup("en")
	for _, lang := range []string{"sv", "et"} {
		for _, args := range [][]string{{"stats"}, {"stats", "--by", "month"}} {
			out := cmdtest.MustRun(t, env, append([]string{"--lang", lang}, args...)...)
			assert.Empty(t, catalogtest.EnglishWords(out, english, nightWords), "%s %v:\n%s", lang, args, out)
			assert.Empty(t, catalogtest.EnglishIn(catalog.Builtin().Lookup(lang), out), "%s %v", lang, args)
		}
	}
}
