package yatzy_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/advice"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store/storetest"
	"github.com/kitchentable/protokoll/cmd/protokoll/yatzy"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestChancesOfANearlyDecidedGame: Anna has the best of every box (374);
// Bo the same but for chance, still free. Bo can only draw level, with
// five sixes in his chance: Anna wins unless he does, and they share the
// win when he does.
func TestChancesOfANearlyDecidedGame(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.BestButChance(t, env, "Anna", "Bo")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66666", "--box", "chance")
	var c advice.Chances
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "yatzy", "chances", "--json", "g")), &c))
	assert.True(t, c.Exact)
	require.Len(t, c.Players, 2)
	anna, bo := c.Players[0], c.Players[1]
	assert.Equal(t, 374, anna.Points)
	assert.Equal(t, 344, bo.Points)
	assert.Zero(t, bo.Win)
	assert.Equal(t, anna.Shared, bo.Shared)
	// Bo plays for the highest expected score, not for five sixes: a die
	// is kept at 5 or 6 with two rolls left (a reroll is worth 4.25), at
	// 4 to 6 with one (3.5). A die ends a six with chance 1/6 + 4/6 ·
	// (1/6 + 1/2 · 1/6) = 1/3, so five sixes (1/3)⁵ = 0.0041; keeping
	// only sixes would give (1 − (5/6)³)⁵ = 0.0133, which is what playing
	// to win would do.
	assert.InDelta(t, 0.0041, bo.Shared, 0.00005)
	assert.InDelta(t, 1-bo.Shared, anna.Win, 0.0001)

	out := cmdtest.MustRun(t, env, "--lang", "sv", "yatzy", "chances", "g")
	assert.Contains(t, out, "vinner")
	assert.Contains(t, out, "99\u00a0%")
	assert.Contains(t, out, "Exakt:")
}

// TestChancesAtTheTable: "chances" at the dice prompt prints them, in the
// player's language, and the turn goes on.
func TestChancesAtTheTable(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66666", "--box", "yatzy")
	r := cmdtest.Run(t, env, "chanser\n12345\nsmall_straight\nquit\n", "--lang", "sv", "yatzy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "delar segern")
	assert.Regexp(t, `Ur \d+ simulerade spel per spelare,\npå en procentenhet när 19 gånger av 20,\ndär varje spelare`, r.Out)
	langs := catalog.Builtin().Tags()
	if storetest.UnderRace {
		// A simulation takes half a minute under the race detector: the
		// widths in every language are checked without it.
		langs = langs[:1]
	}
	for _, lang := range langs {
		out := cmdtest.MustRun(t, env, "--lang", lang, "yatzy", "chances", "g")
		for _, line := range strings.Split(out, "\n") {
			assert.LessOrEqual(t, utf8.RuneCountInString(line), 80, "%s: %q", lang, line)
		}
	}
	g := cmdtest.YatzyJSON(t, env, "g")
	assert.Equal(t, 15, *g.Players[1].Boxes[scoresheet.SmallStraight], "the turn went on after the chances")
}

// TestMaxiChancesAtTheTable: maxi's dice prompt takes "chances" (its
// table not prepared here: said so, with the command), and the turn goes
// on.
func TestMaxiChancesAtTheTable(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--variant", "maxi", "--players", "Anna,Bo", "--name", "m")
	r := cmdtest.Run(t, env, "chanser\n666666\n1\nyatzy\nquit\n", "--lang", "sv", "yatzy", "play", "m")
	require.Equal(t, 0, r.Code, r.ErrOut)
	said := strings.Join(strings.Fields(r.Out+r.ErrOut), " ") // as wrapped to the terminal
	assert.Contains(t, said, "bästa spelet för maxi är")
	assert.Contains(t, said, "protokoll yatzy advise --prepare --variant maxi")
	g := cmdtest.YatzyJSON(t, env, "m")
	assert.Equal(t, 100, *g.Players[0].Boxes[scoresheet.Yatzy], "the turn went on after the chances")
}

// TestChancesOfMaxiNotPrepared: maxi's chances come from its prepared
// table; before it is (the tests' cache may hold its last levels, worked
// out on demand), they say so and how to prepare it, in the reader's
// words, and leave the game file as it was.
func TestChancesOfMaxiNotPrepared(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--variant", "maxi", "--players", "Anna,Bo", "--name", "m")
	path := filepath.Join(env["PROTOKOLL_HOME"], "m.jsonl")
	before, err := os.ReadFile(path)
	require.NoError(t, err)
	for lang, want := range map[string]string{
		"en": "protokoll: the best play for maxi is ",
		"sv": "protokoll: bästa spelet för maxi är ",
		"et": "protokoll: variandi maxi parim mäng ",
	} {
		r := cmdtest.Run(t, env, "", "--lang", lang, "yatzy", "chances", "m")
		assert.Equal(t, 2, r.Code, lang)
		assert.True(t, strings.HasPrefix(r.ErrOut, want), "%s: %q", lang, r.ErrOut)
		assert.True(t, strings.HasSuffix(r.ErrOut, ": protokoll yatzy advise --prepare --variant maxi\n"), "%s: %q", lang, r.ErrOut)
		assert.Empty(t, r.Out, lang)
	}
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, before, after)
}

// TestAdviseToWin: 29 behind with only chance left, playing for points
// keeps 5 5 6 6, playing to win keeps the sixes only: five sixes from
// 6 6 with two rolls, (1 − (5/6)²)³ = (11/36)³.
func TestAdviseToWin(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.LastChance(t, env)
	var got yatzy.AdviceJSON
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "yatzy", "advise", "--game", "g", "--player", "Anna", "--dice", "66551", "--rolls-left", "2", "--to-win", "--json")), &got))
	assert.Equal(t, "Bo", got.Rival)
	require.NotEmpty(t, got.Choices)
	best := got.Choices[0]
	assert.Equal(t, []int{6, 6}, *best.Keep)
	require.NotNil(t, best.Win)
	assert.InDelta(t, 11.0*11*11/(36*36*36), *best.Win, 0.0001)
	for _, c := range got.Choices[1:] {
		assert.LessOrEqual(t, *c.Win, *best.Win)
	}

	// At the table, the hint says both.
	r := cmdtest.Run(t, env, "hint\n66551\n2\nquit\n", "yatzy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "For the highest expected score: keep 5 5 6 6.\nTo beat Bo: keep 6 6, win chance 3% instead of 1%.")
	r = cmdtest.Run(t, env, "tips\n66551\n2\nsluta\n", "--lang", "sv", "yatzy", "play", "g")
	assert.Contains(t, r.Out, "För högsta väntade slutsumma: behåll 5 5 6 6.\nFör att slå Bo: behåll 6 6, vinstchans 3\u00a0% i stället för 1\u00a0%.")

	// From the first turn: estimated, never refused; level, the choice
	// is the expected score's, at about even chances.
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "early")
	var early yatzy.AdviceJSON
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "yatzy", "advise", "--game", "early", "--player", "Anna", "--dice", "66551", "--rolls-left", "2", "--to-win", "--json")), &early))
	assert.True(t, early.Estimated)
	assert.Equal(t, "Bo", early.Rival)
	require.NotNil(t, early.Win)
	require.NotNil(t, early.ForPointsWin)
	assert.Equal(t, *early.Win, *early.ForPointsWin, "level: θ = 0, the expected score's choice")
	assert.InDelta(t, 0.5, *early.Win, 0.05)
	assert.Equal(t, []int{5, 5, 6, 6}, *early.Choices[0].Keep)
	r = cmdtest.Run(t, env, "", "yatzy", "advise", "--game", "early", "--player", "Anna", "--dice", "66551", "--rolls-left", "2", "--to-win")
	assert.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "to beat Bo")

	// Alone, or without a game: said, exit 2.
	r = cmdtest.Run(t, env, "", "yatzy", "advise", "--dice", "66551", "--rolls-left", "2", "--to-win")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "--to-win needs --game and --player")
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "solo")
	r = cmdtest.Run(t, env, "", "yatzy", "advise", "--game", "solo", "--player", "Anna", "--dice", "66551", "--rolls-left", "2", "--to-win")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "plays alone")
}

// TestHintToWinFromTheFirstTurn: Bo's yatzy in the first round, Anna's
// strike: from Anna's second turn the hint says the choice to beat Bo
// under the usual advice when it differs, with both estimated chances,
// told apart by a decimal where whole percents are alike; and the same
// when it does not.
func TestHintToWinFromTheFirstTurn(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "b")
	cmdtest.MustRun(t, env, "yatzy", "record", "b", "--player", "Anna", "--dice", "12346", "--box", "yatzy", "--strike")
	cmdtest.MustRun(t, env, "yatzy", "record", "b", "--player", "Bo", "--dice", "66666", "--box", "yatzy")
	r := cmdtest.Run(t, env, "hint\n11223\n2\nhint\n66612\n2\nquit\n", "yatzy", "play", "b")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Regexp(t, `For the highest expected score: keep 2 2\.\nTo beat Bo: roll them all, win chance about 11\.\d% instead of 11\.\d%\.`, r.Out)
	assert.Regexp(t, `To beat Bo: the same, win chance about 1\d%\.`, r.Out)
	var got yatzy.AdviceJSON
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "yatzy", "advise", "--game", "b", "--player", "Anna", "--dice", "11223", "--rolls-left", "2", "--to-win", "--json")), &got))
	assert.True(t, got.Estimated)
	assert.Empty(t, *got.Choices[0].Keep, "roll them all")
	assert.Greater(t, *got.Win, *got.ForPointsWin)
	r = cmdtest.Run(t, env, "tips\n11223\n2\nsluta\n", "--lang", "et", "yatzy", "play", "b")
	assert.Contains(t, r.Out, "Bo võitmiseks:")
	assert.Contains(t, r.Out, "võiduvõimalus umbes")
}
