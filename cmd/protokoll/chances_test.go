//go:build !race

package main

// The chances need the whole scandinavian table: seconds to solve, a
// minute under the race detector, so they run in the pass without it.

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/yatzy"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestChancesOfANearlyDecidedGame: Anna has the best of every box (374);
// Bo the same but for chance, still free. Bo can only draw level, with
// five sixes in his chance: Anna wins unless he does, and they share the
// win when he does.
func TestChancesOfANearlyDecidedGame(t *testing.T) {
	env := home(t)
	bestButChance(t, env, "Anna", "Bo")
	mustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66666", "--box", "chance")
	var c yatzy.ChancesJSON
	require.NoError(t, json.Unmarshal([]byte(mustRun(t, env, "yatzy", "chances", "--json", "g")), &c))
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

	out := mustRun(t, env, "--lang", "sv", "yatzy", "chances", "g")
	assert.Contains(t, out, "vinner")
	assert.Contains(t, out, "99\u00a0%")
	assert.Contains(t, out, "Exakt:")
}

// TestChancesAtTheTable: "chances" at the dice prompt prints them, in the
// player's language, and the turn goes on.
func TestChancesAtTheTable(t *testing.T) {
	env := home(t)
	mustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "g")
	mustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66666", "--box", "yatzy")
	r := runCmd(t, env, "chanser\n12345\nsmall_straight\nquit\n", "--lang", "sv", "yatzy", "play", "g")
	require.Equal(t, 0, r.code, r.errOut)
	assert.Contains(t, r.out, "delar segern")
	assert.Regexp(t, `Ur \d+ simulerade spel per spelare,\npå en procentenhet när 19 gånger av 20,\nmed varje spelare`, r.out)
	for _, lang := range []string{"en", "sv", "et"} {
		out := mustRun(t, env, "--lang", lang, "yatzy", "chances", "g")
		for _, line := range strings.Split(out, "\n") {
			assert.LessOrEqual(t, utf8.RuneCountInString(line), 80, "%s: %q", lang, line)
		}
	}
	g := showJSON(t, env, "g")
	assert.Equal(t, 15, *g.Players[1].Boxes[scoresheet.SmallStraight], "the turn went on after the chances")
}

// TestChancesRefusedForMaxi: maxi has no table; the refusal leaves the
// game file as it was.
func TestChancesRefusedForMaxi(t *testing.T) {
	env := home(t)
	mustRun(t, env, "yatzy", "new", "--variant", "maxi", "--players", "Anna,Bo", "--name", "m")
	path := filepath.Join(env["PROTOKOLL_HOME"], "m.jsonl")
	before, err := os.ReadFile(path)
	require.NoError(t, err)
	r := runCmd(t, env, "", "yatzy", "chances", "m")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.errOut, "maxi")
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, before, after)
}

// lastChance sets up a game where only Anna's chance is left and Bo, who
// plays first, is 29 ahead with everything filled: only 30 wins.
func lastChance(t *testing.T, env map[string]string) {
	t.Helper()
	bestButChance(t, env, "Bo", "Anna")
	mustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", "66665", "--box", "chance")
}

// bestButChance starts game g of two players, in this order, and fills
// every box but chance for both with its best dice.
func bestButChance(t *testing.T, env map[string]string, first, second string) {
	t.Helper()
	mustRun(t, env, "yatzy", "new", "--players", first+","+second, "--name", "g")
	for _, b := range scoresheet.Scandinavian().Boxes {
		if b != scoresheet.Chance {
			for _, p := range []string{first, second} {
				mustRun(t, env, "yatzy", "record", "g", "--player", p, "--dice", bestDice[b][:5], "--box", string(b))
			}
		}
	}
}

// TestAdviseToWin: 29 behind with only chance left, playing for points
// keeps 5 5 6 6, playing to win keeps the sixes only: five sixes from
// 6 6 with two rolls, (1 − (5/6)²)³ = (11/36)³.
func TestAdviseToWin(t *testing.T) {
	env := home(t)
	lastChance(t, env)
	var got yatzy.AdviceJSON
	require.NoError(t, json.Unmarshal([]byte(mustRun(t, env, "yatzy", "advise", "--game", "g", "--player", "Anna", "--dice", "66551", "--rolls-left", "2", "--to-win", "--json")), &got))
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
	r := runCmd(t, env, "hint\n66551\n2\nquit\n", "yatzy", "play", "g")
	require.Equal(t, 0, r.code, r.errOut)
	assert.Contains(t, r.out, "For the highest expected score: keep 5 5 6 6.\nTo beat Bo: keep 6 6, win chance 3% instead of 1%.")
	r = runCmd(t, env, "tips\n66551\n2\nsluta\n", "--lang", "sv", "yatzy", "play", "g")
	assert.Contains(t, r.out, "För högsta väntade slutsumma: behåll 5 5 6 6.\nFör att slå Bo: behåll 6 6, vinstchans 3\u00a0% i stället för 1\u00a0%.")

	// Alone, or too early: said, exit 2.
	r = runCmd(t, env, "", "yatzy", "advise", "--dice", "66551", "--rolls-left", "2", "--to-win")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.errOut, "--to-win needs --game and --player")
	mustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "early")
	r = runCmd(t, env, "", "yatzy", "advise", "--game", "early", "--player", "Anna", "--dice", "66551", "--rolls-left", "2", "--to-win")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.errOut, "too early")
	mustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "solo")
	r = runCmd(t, env, "", "yatzy", "advise", "--game", "solo", "--player", "Anna", "--dice", "66551", "--rolls-left", "2", "--to-win")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.errOut, "plays alone")
}

// TestRecapTellsAComeback: Bo is 20 behind with only yatzy left for
// both, and wins with a Yatzy while Anna strikes hers: the recap at the
// end of the game, and recap itself, say he won from q(1 − q) = 4%
// (q = 0.0460, a Yatzy in three rolls) after round 14.
func TestRecapTellsAComeback(t *testing.T) {
	env := home(t)
	mustRun(t, env, "yatzy", "advise", "--prepare") // the recap uses the tables at hand
	mustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "g")
	for _, b := range scoresheet.Scandinavian().Boxes {
		switch b {
		case scoresheet.Yatzy:
			continue
		case scoresheet.Chance:
			mustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66666", "--box", "chance")
			mustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", "22222", "--box", "chance")
		default:
			mustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", bestDice[b][:5], "--box", string(b))
			mustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", bestDice[b][:5], "--box", string(b))
		}
	}
	mustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "12345", "--box", "yatzy", "--strike")
	r := runCmd(t, env, "66666\nyatzy\n", "yatzy", "play", "g")
	require.Equal(t, 0, r.code, r.errOut)
	assert.Regexp(t, `Bo won from 4% after round 14 \(g\)`, r.out, "the recap at the end of the game")

	var rc history.Recap
	require.NoError(t, json.Unmarshal([]byte(mustRun(t, env, "recap", "--json", "g")), &rc))
	var comebacks []history.Moment
	for _, m := range rc.Moments {
		if m.What == history.MomentComeback {
			comebacks = append(comebacks, m)
		}
	}
	require.Len(t, comebacks, 1)
	assert.Equal(t, "Bo", comebacks[0].Player)
	assert.Equal(t, 14, comebacks[0].Round)
	assert.InDelta(t, 0.0460*(1-0.0460), comebacks[0].Chance, 0.0005)
	assert.Contains(t, mustRun(t, env, "--lang", "sv", "recap", "g"), "Bo vann från 4\u00a0% efter omgång 14 (g)")
}

// TestPDFStatsOptimal: --optimal draws, under a Yatzy variant's players,
// how often each total comes under optimal play, labelled with its
// expected score (standard: 254.59).
func TestPDFStatsOptimal(t *testing.T) {
	env, _ := historyHome(t)
	out := filepath.Join(t.TempDir(), "stats.pdf")
	r := runCmd(t, env, "", "pdf", "stats", "--variant", "standard", "--optimal", "-o", out)
	require.Equal(t, 0, r.code, r.errOut)
	b, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(b), "%PDF-"))
	if text := pdfTextOrEmpty(t, out); text != "" {
		assert.Contains(t, text, "Yatzy · standard")
		assert.Contains(t, text, "Optimal play: 254.59 expected")
	}
}
