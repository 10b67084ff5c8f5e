package stats_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/report"
	"github.com/kitchentable/protokoll/scoresheet"
)

func yatzyLine(t *testing.T, st history.Stats, variant, player string) history.YatzyLine {
	t.Helper()
	for _, l := range st.Yatzy {
		if l.Variant == variant && l.Player == player {
			return l
		}
	}
	t.Fatalf("no %s line for %s in %+v", variant, player, st.Yatzy)
	return history.YatzyLine{}
}

func TestStatsOfTheFixtureGames(t *testing.T) {
	env, before := cmdtest.FixtureHome(t)
	r := cmdtest.Run(t, env, "", "stats", "--json")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.ErrOut, "skipped skrap", "the damaged file is named")
	var st history.Stats
	require.NoError(t, json.Unmarshal([]byte(r.Out), &st))
	assert.Equal(t, 4, st.Games, "the unfinished game and the damaged file are not counted")

	anna := yatzyLine(t, st, "scandinavian", "Anna")
	assert.Equal(t, 2, anna.Games)
	assert.Equal(t, 2, anna.Wins)
	assert.Equal(t, 1, anna.Shared)
	assert.InDelta(t, 1.0, anna.WinRate, 1e-9)
	assert.InDelta(t, 203.0, anna.Average, 1e-9)
	assert.InDelta(t, 203.0, anna.Median, 1e-9)
	assert.Equal(t, []int{295, 111}, []int{anna.Best, anna.Worst})
	assert.InDelta(t, 0.5, anna.BonusRate, 1e-9)
	assert.InDelta(t, 0.5, anna.YatzyRate, 1e-9)
	assert.Equal(t, 1, anna.Strikes[scoresheet.Yatzy], "kvall-b's struck Yatzy")
	assert.InDelta(t, (18+12)/2.0, anna.BoxAverage[scoresheet.Sixes], 1e-9)

	bo := yatzyLine(t, st, "scandinavian", "Bo")
	assert.Equal(t, 2, bo.Games, `"bo" is Bo`)
	assert.Equal(t, []int{1, 1}, []int{bo.Wins, bo.Shared})
	assert.InDelta(t, 111.0, bo.Average, 1e-9)
	assert.InDelta(t, 0.0, bo.BonusRate, 1e-9)
	assert.Equal(t, 2, bo.Strikes[scoresheet.FourOfAKind])

	assert.Equal(t, 122, yatzyLine(t, st, "standard", "Bosse").Best)
	require.Len(t, st.Cards, 3)
	card := st.Cards[0]
	assert.Equal(t, []any{"Anna", 1, 1, 5.0, 2.5, 1, 0, 5}, []any{card.Player, card.Games, card.Wins, card.Average, card.PerRound, card.Out, card.Best, card.Worst})
	assert.Equal(t, []any{"Cecilia", 45.0, 1, 0, 45}, []any{st.Cards[2].Player, st.Cards[2].Average, st.Cards[2].Out, st.Cards[2].Best, st.Cards[2].Worst})

	rec := st.Records
	require.NotEmpty(t, rec.HighestTotals)
	assert.Equal(t, []any{"scandinavian", 295, "Anna", "kvall-a"}, []any{rec.HighestTotals[0].Of, rec.HighestTotals[0].Value, rec.HighestTotals[0].Player, rec.HighestTotals[0].Game})
	assert.Len(t, rec.MostYatzys, 2, "Anna's two Yatzys, one a game")
	require.NotEmpty(t, rec.LowestTotals)
	assert.Equal(t, []any{"Mine", 5, "Anna"}, []any{rec.LowestTotals[0].Of, rec.LowestTotals[0].Value, rec.LowestTotals[0].Player})

	for name, b := range before {
		now, err := os.ReadFile(filepath.Join(env["PROTOKOLL_HOME"], name))
		require.NoError(t, err)
		assert.Equal(t, b, now, "%s is left as it was", name)
	}
}

func TestStatsFiltersAliasesAndHeadToHead(t *testing.T) {
	env, _ := cmdtest.FixtureHome(t)
	st := cmdtest.StatsJSON(t, env, "--player", "Anna", "--player", "BO")
	require.NotNil(t, st.Versus)
	// kvall-a and kort-a Anna ahead (the card game's lower total), kvall-b level.
	assert.Equal(t, []int{3, 2, 0, 1}, []int{st.Versus.Games, st.Versus.AAhead, st.Versus.BAhead, st.Versus.Level})
	for _, l := range st.Yatzy {
		assert.NotEqual(t, "Bosse", l.Player, "only the two players' lines")
	}

	st = cmdtest.StatsJSON(t, env, "--player", "Anna", "--player", "Bo", "--alias", "Bosse=Bo")
	assert.Equal(t, []int{4, 3, 0, 1}, []int{st.Versus.Games, st.Versus.AAhead, st.Versus.BAhead, st.Versus.Level})
	assert.Equal(t, 122, yatzyLine(t, st, "standard", "Bo").Best, "Bosse counted as Bo")

	assert.Equal(t, 1, cmdtest.StatsJSON(t, env, "--game", "rummy").Games)
	assert.Equal(t, 1, cmdtest.StatsJSON(t, env, "--variant", "standard").Games)
	assert.Equal(t, 1, cmdtest.StatsJSON(t, env, "--last", "1").Games)
	assert.Equal(t, 0, cmdtest.StatsJSON(t, env, "--until", "2000-01-01").Games)
	assert.Equal(t, 4, cmdtest.StatsJSON(t, env, "--since", "2000-01-01").Games)

	for _, tc := range []struct{ args, msg string }{
		{"--game chess", `--game "chess": want yatzy or rummy`},
		{"--since yesterday", `--since "yesterday": want a day as YYYY-MM-DD`},
		{"--last -2", "--last -2: want a number of games"},
		{"--last 0", "--last 0: want a number of games, 1 or more"}, // not every game
		{"--alias Bosse", `--alias "Bosse": want ALIAS=NAME`},
		{"--variant bingo", `unknown variant "bingo"`},
		{"--player A --player B --player C", "--player given 3 times"},
	} {
		r := cmdtest.Run(t, env, "", append([]string{"stats"}, strings.Fields(tc.args)...)...)
		assert.Equal(t, 2, r.Code, tc.args)
		assert.Contains(t, r.ErrOut, tc.msg, tc.args)
	}
}

func TestStatsAsText(t *testing.T) {
	env, _ := cmdtest.FixtureHome(t)
	out := cmdtest.MustRun(t, env, "--lang", "sv", "stats")
	assert.Contains(t, out, "4 spel")
	assert.Contains(t, out, "Yatzy · skandinavisk")
	assert.Regexp(t, `vinster \(delade\).*\nAnna\s+2\s+2 \(1\)`, out, "two wins, one shared")
	assert.Contains(t, out, "Högsta summor, skandinavisk:\n    295 Anna (kvall-a, ")
	assert.Contains(t, out, "Kortspel · Mine")
	out = cmdtest.MustRun(t, env, "stats", "--player", "Anna", "--player", "Bo")
	assert.Contains(t, out, "Anna against Bo: 3 games together; Anna ahead 2, Bo ahead 0, level 1")
	// Every line fits the narrowest terminal, in every language, long
	// names too.
	for _, lang := range catalog.Builtin().Tags() {
		out := cmdtest.MustRun(t, env, "--lang", lang, "stats", "--alias", "Anna=Maximiliana Öhrström-Väää Featherstonehaugh")
		for _, line := range strings.Split(out, "\n") {
			assert.LessOrEqual(t, utf8.RuneCountInString(line), 80, "%s: %q", lang, line)
		}
		assert.Contains(t, out, "Maximiliana Öhr…", lang)
	}
	boxes := cmdtest.MustRun(t, env, "stats", "--boxes", "--variant", "scandinavian")
	assert.Regexp(t, `Four of a kind\s+6\.0 ×1\s+0\.0 ×2`, boxes, "Anna's 12 and a strike; Bo's two strikes")
	empty := cmdtest.Home(t)
	assert.Equal(t, "No finished games to count.\n", cmdtest.MustRun(t, empty, "stats"))
}

// TestStatsOfTwoPlayersAndOneCardGame: the records of stats --player A
// --player B are theirs only, and a card game's totals column says the
// total of a single game.
func TestStatsOfTwoPlayersAndOneCardGame(t *testing.T) {
	env, _ := cmdtest.FixtureHome(t)
	out := cmdtest.MustRun(t, env, "stats", "--player", "Anna", "--player", "Bo")
	records := out[strings.Index(out, "Records"):]
	assert.NotContains(t, records, "Cecilia")
	assert.Contains(t, records, "Anna")
	out = cmdtest.MustRun(t, env, "stats", "--game", "rummy")
	assert.Regexp(t, `(?m)^Cecilia\s+\d+\s+-?\d+\s+-?\d+\s+45$`, out)
}

// TestAPlayerIsShownAsMostGamesWroteThem: names that differ in case are
// one player, shown as most games wrote the name (the first written, it
// was: "anna" of one game for the "Anna" of three).
func TestAPlayerIsShownAsMostGamesWroteThem(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	v := scoresheet.Scandinavian()
	for i, players := range [][]string{{"anna", "Bo"}, {"Anna", "Bo"}, {"Anna", "Bo"}} {
		in := cmdtest.PipedGame(v, players, func(b scoresheet.Box) string { return cmdtest.BestDice(b, 5) }) + "n\n"
		r := cmdtest.Run(t, env, in, "yatzy", "--players", strings.Join(players, ","), "--name", "g"+strconv.Itoa(i))
		require.Equal(t, 0, r.Code, r.ErrOut)
	}
	var shown []string
	for _, l := range cmdtest.StatsJSON(t, env).Yatzy {
		shown = append(shown, l.Player)
	}
	assert.ElementsMatch(t, []string{"Anna", "Bo"}, shown)
}

// TestOneGameTogetherIsOne: head to head says one game in the singular,
// in every language ("1 games together", "1 mängu koos" were said).
func TestOneGameTogetherIsOne(t *testing.T) {
	langs := catalog.Builtin()
	v := history.Versus{A: "Anna", B: "Bo", Games: 1, AAhead: 1}
	assert.Equal(t, "Anna against Bo: 1 game together; Anna ahead 1, Bo ahead 0, level 0", report.VersusLine(langs.Lookup("en"), "Anna", "Bo", v))
	assert.Contains(t, report.VersusLine(langs.Lookup("et"), "Anna", "Bo", v), "1 mäng koos")
	v.Games = 2
	assert.Contains(t, report.VersusLine(langs.Lookup("et"), "Anna", "Bo", v), "2 mängu koos")
	assert.Contains(t, report.VersusLine(langs.Lookup("en"), "Anna", "Bo", v), "2 games together")
}

// TestAPlayerNotThereGetsTheNearest: --player naming no one who played
// is refused with the nearest name (typed without its accents), not
// answered "no finished games".
func TestAPlayerNotThereGetsTheNearest(t *testing.T) {
	env, _ := cmdtest.FixtureHome(t)
	r := cmdtest.Run(t, env, "", "stats", "--player", "cecila")
	assert.Equal(t, 2, r.Code, r.Out)
	assert.Contains(t, r.ErrOut, `--player "cecila" plays in no saved game: did you mean Cecilia?`)
	r = cmdtest.Run(t, env, "", "stats", "--player", "Zebulon")
	assert.Equal(t, 2, r.Code, r.Out)
	assert.Contains(t, r.ErrOut, `--player "Zebulon" plays in no saved game`)
	assert.NotContains(t, r.ErrOut, "did you mean")
	cmdtest.MustRun(t, env, "stats", "--player", "bo")
	cmdtest.MustRun(t, env, "stats", "--player", "Bo", "--alias", "Bosse=Bo")
}
