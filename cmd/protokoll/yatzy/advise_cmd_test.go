package yatzy_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/yatzy"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

func TestAdviseStart(t *testing.T) {
	env := cmdtest.Home(t)
	r := cmdtest.Run(t, env, "", "yatzy", "advise", "--variant", "forced", "--start", "--json")
	require.Equal(t, 0, r.Code, r.ErrOut)
	var got map[string]float64
	require.NoError(t, json.Unmarshal([]byte(r.Out), &got))
	assert.Equal(t, map[string]float64{"expected": 122.5585}, got)
	r = cmdtest.Run(t, env, "", "yatzy", "advise", "--variant", "tvingad", "--start")
	assert.Equal(t, "forced: 122.56 expected from an empty sheet under optimal play\n", r.Out)
}

// TestAdviseStartDistribution: --distribution adds how often each final
// score comes from an empty sheet (forced: its table is quick), as JSON
// whose chances add up to 1 with the expected score as their mean, and
// as a histogram with the quantiles under it; the figures come from the
// same distribution as the JSON.
func TestAdviseStartDistribution(t *testing.T) {
	env := cmdtest.Home(t)
	r := cmdtest.Run(t, env, "", "yatzy", "advise", "--variant", "forced", "--start", "--distribution", "--json")
	require.Equal(t, 0, r.Code, r.ErrOut)
	var got yatzy.StartJSON
	require.NoError(t, json.Unmarshal([]byte(r.Out), &got))
	require.NotNil(t, got.Distribution)
	d := optimal.Distribution{Lo: got.Distribution.Lo, P: got.Distribution.P}
	sum := 0.0
	for _, p := range d.P {
		sum += p
	}
	assert.InDelta(t, 1, sum, 1e-9)
	assert.InDelta(t, got.Expected, d.Mean(), 1e-4)

	r = cmdtest.Run(t, env, "", "--lang", "sv", "yatzy", "advise", "--variant", "forced", "--start", "--distribution")
	require.Equal(t, 0, r.Code, r.ErrOut)
	lines := strings.Split(strings.TrimRight(r.Out, "\n"), "\n")
	require.Len(t, lines, 1+1+8+1+2, r.Out) // expected, blank, 8 rows, axis, quantiles
	assert.Equal(t, yatzy.Histogram(d, 8), lines[2:11])
	assert.Contains(t, lines[10], "100")
	assert.Equal(t, fmt.Sprintf("Hälften av spelen slutar på %d eller mer.", yatzy.Quantile(d, 0.5)), lines[11])
	assert.Equal(t, fmt.Sprintf("Vart tionde slutar under %d, vart tionde på %d eller mer.", yatzy.Quantile(d, 0.1), yatzy.Quantile(d, 0.9)), lines[12])
	for _, l := range lines {
		assert.LessOrEqual(t, utf8.RuneCountInString(l), 80, l)
	}

	r = cmdtest.Run(t, env, "", "yatzy", "advise", "--distribution")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "--distribution goes with --start")
}

// TestQuantileAndHistogram on a distribution worked out by hand: scores
// 100 (¼), 200 (½) and 300 (¼).
func TestQuantileAndHistogram(t *testing.T) {
	d := optimal.Distribution{Lo: 100, P: make([]float64, 201)}
	d.P[0], d.P[100], d.P[200] = 0.25, 0.5, 0.25
	assert.Equal(t, 100, yatzy.Quantile(d, 0.1), "a quarter end at 100: none below")
	assert.Equal(t, 200, yatzy.Quantile(d, 0.5))
	assert.Equal(t, 300, yatzy.Quantile(d, 0.9))
	h := yatzy.Histogram(d, 2)
	require.Len(t, h, 3)
	// Columns of five points from 100 to 304: 100, 200 and 300 are
	// columns 0, 20 and 40; 200 is the tallest, the others half as tall.
	assert.Equal(t, "                    █", h[0])
	assert.Equal(t, "█                   █                   █", h[1])
	assert.Equal(t, "100       150       200       250       300", h[2])
}

// TestAdviseAFullSheet: a sheet with every box filled has nothing to
// advise, said in the player's language.
func TestAdviseAFullSheet(t *testing.T) {
	env := cmdtest.Home(t)
	var sheet []string
	for _, b := range scoresheet.Forced().Boxes {
		points := "0"
		if b == scoresheet.Chance {
			points = "5" // chance always scores
		}
		sheet = append(sheet, string(b)+"="+points)
	}
	r := cmdtest.Run(t, env, "", "--lang", "sv", "yatzy", "advise", "--variant", "forced", "--sheet", strings.Join(sheet, ","), "--dice", "12345", "--rolls-left", "1")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "protokoll: varje ruta i protokollet är fylld: inget val finns kvar att ge råd om\n", r.ErrOut)
}

func TestAdviseChoices(t *testing.T) {
	env := cmdtest.Home(t)
	r := cmdtest.Run(t, env, "", "yatzy", "advise", "--variant", "forced", "--dice", "66624", "--rolls-left", "2", "--json")
	require.Equal(t, 0, r.Code, r.ErrOut)
	var got yatzy.AdviceJSON
	require.NoError(t, json.Unmarshal([]byte(r.Out), &got))
	assert.Equal(t, 2, got.RollsLeft)
	require.NotEmpty(t, got.Choices)
	// The first box is ones: keep no sixes; the best keeps nothing at all.
	require.NotNil(t, got.Choices[0].Keep)
	assert.Equal(t, []int{}, *got.Choices[0].Keep)
	assert.Zero(t, got.Choices[0].Loss)
	for i := 1; i < len(got.Choices); i++ {
		assert.GreaterOrEqual(t, got.Choices[i].Loss, got.Choices[i-1].Loss)
	}
	assert.Len(t, got.Choices, 16, "every distinct keep of 6 6 6 2 4: (3+1)·2·2")

	// The sheet so far: ones, twos and threes filled with 9 in all.
	r = cmdtest.Run(t, env, "", "yatzy", "advise", "--variant", "forced", "--dice", "44441", "--rolls-left", "0", "--sheet", "ones=3,twos=2,threes=3", "--json")
	require.Equal(t, 0, r.Code, r.ErrOut)
	require.NoError(t, json.Unmarshal([]byte(r.Out), &got))
	require.Len(t, got.Choices, 1)
	assert.Equal(t, "fours", got.Choices[0].Box)
	assert.Equal(t, 16, *got.Choices[0].Points)
	assert.Equal(t, 8, got.Score)
	assert.Greater(t, got.Choices[0].Expected, 8.0+16)

	// From a saved game.
	cmdtest.MustRun(t, env, "yatzy", "new", "--variant", "forced", "--players", "Anna", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "11123", "--box", "ones")
	r = cmdtest.Run(t, env, "", "yatzy", "advise", "--game", "g", "--player", "anna", "--dice", "22213", "--rolls-left", "0")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.True(t, strings.HasPrefix(r.Out, "forced · 2 2 2 1 3 · 0 rolls left\n  choice  expected final score  loses\n  Twos 6 "), r.Out)
}

// TestSheetStatesSomeRollCanMake: --sheet takes the scores some roll can
// make in their boxes: the joker's 25 in full house (standard), a 0
// anywhere, two pairs of 3 3 5 5 5.
func TestSheetStatesSomeRollCanMake(t *testing.T) {
	env := cmdtest.Home(t)
	for _, args := range [][]string{
		{"--sheet", "two_pairs=16,ones=0,yatzy=50"},
		{"--sheet", "full_house=0,chance=30"},
		{"--variant", "standard", "--sheet", "full_house=25,small_straight=30"},
	} {
		r := cmdtest.Run(t, env, "", append([]string{"yatzy", "advise", "--dice", "66624", "--rolls-left", "0"}, args...)...)
		assert.Equal(t, 0, r.Code, "%v: %s", args, r.ErrOut)
	}
}

func TestAdviseRefusals(t *testing.T) {
	env := cmdtest.Home(t)
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--variant", "forced", "--dice", "66624"}, "--dice and --rolls-left are required"},
		{[]string{"--variant", "forced", "--dice", "6662", "--rolls-left", "1"}, "got 4 dice, want 5"},
		{[]string{"--variant", "forced", "--dice", "66624", "--rolls-left", "3"}, "--rolls-left 3: a turn has 3 rolls, so 0 to 2 are left"},
		{[]string{"--variant", "maxi", "--dice", "666241", "--rolls-left", "3"}, "--rolls-left 3: 0 turns played save at most 0 rolls, and a turn has 3, so 0 to 2 are left after the first"},
		{[]string{"--variant", "maxi", "--sheet", "ones=3", "--dice", "666241", "--rolls-left", "9"}, "--rolls-left 9: 1 turn played saves at most 2 rolls, and a turn has 3, so 0 to 4 are left after the first"},
		{[]string{"--variant", "maxi", "--sheet", "ones=3,twos=6", "--dice", "666241", "--rolls-left", "7"}, "--rolls-left 7: 2 turns played save at most 4 rolls, and a turn has 3, so 0 to 6 are left after the first"},
		{[]string{"--variant", "maxi", "--start", "--distribution"}, "--distribution: the distribution of final scores is not worked out for maxi: every score a game can reach would have to be followed through the 617 million states of its table"},
		{[]string{"--variant", "forced", "--dice", "66624", "--rolls-left", "0", "--sheet", "ones=2,ones=1"}, "--sheet names ones twice"},
		{[]string{"--variant", "forced", "--dice", "66624", "--rolls-left", "0", "--sheet", "sixes=7"}, "--sheet sixes=7: no roll scores 7 in Sixes"},
		{[]string{"--dice", "66624", "--rolls-left", "0", "--sheet", "chance=999,yatzy=37"}, "--sheet chance=999: no roll scores 999 in Chance"},
		{[]string{"--dice", "66624", "--rolls-left", "0", "--sheet", "yatzy=37"}, "--sheet yatzy=37: no roll scores 37 in Yatzy"},
		{[]string{"--dice", "66624", "--rolls-left", "0", "--sheet", "small_straight=14"}, "no roll scores 14 in Small straight"},
		{[]string{"--dice", "66624", "--rolls-left", "0", "--sheet", "castle=18"}, `"castle" is not a box of scandinavian`},
		{[]string{"--variant", "standard", "--dice", "66624", "--rolls-left", "0", "--sheet", "full_house=26"}, "no roll scores 26 in Full house"},
		{[]string{"--variant", "forced", "--dice", "66624", "--rolls-left", "0", "--sheet", "ones"}, `want BOX=POINTS`},
		{[]string{"--variant", "forced", "--dice", "66624", "--rolls-left", "0", "--sheet", "sixes=6"}, "--sheet: forced fills its boxes in order, and Ones is not filled yet"},
		{[]string{"--game", "nope", "--player", "A", "--dice", "66624", "--rolls-left", "0"}, `no game called "nope"`},
	} {
		r := cmdtest.Run(t, env, "", append([]string{"yatzy", "advise"}, tc.args...)...)
		assert.Equal(t, 2, r.Code, tc.args)
		assert.Contains(t, r.ErrOut, tc.msg, tc.args)
	}
}

func TestHintAtTheTable(t *testing.T) {
	env := cmdtest.Home(t)
	// Forced Yatzy's box menu has one box, so no hint: the hint of the
	// dice prompt is asked for with no roll left.
	in := "Anna\nhint\n66624\n2\nhint\n11124\n0\n11124\nones\nquit\n"
	r := cmdtest.Run(t, env, in, "yatzy", "--variant", "forced", "--name", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "forced · 6 6 6 2 4 · 2 rolls left\n  choice         expected final score  loses\n  roll them all")
	assert.Contains(t, r.Out, "forced · 1 1 1 2 4 · 0 rolls left\n  choice  expected final score  loses\n  Ones 3")
	assert.Contains(t, r.Out, "Anna: Ones 3 (1 1 1 2 4)")
	assert.Len(t, cmdtest.YatzyJSON(t, env, "g").History, 1, "a hint records nothing")
}

// TestPrepareTable: --prepare works a table out ahead, saying so while it
// does; a second time it is read from the cache, silently.
func TestPrepareTable(t *testing.T) {
	env := cmdtest.Home(t)
	env["PROTOKOLL_CACHE"] = t.TempDir()
	r := cmdtest.Run(t, env, "", "yatzy", "advise", "--prepare", "--variant", "forced")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "The forced table is ready: "+env["PROTOKOLL_CACHE"])
	assert.Equal(t, "Working out the best play for forced (once; a few seconds)…\n", r.ErrOut)
	r = cmdtest.Run(t, env, "", "--lang", "sv", "yatzy", "advise", "--prepare", "--variant", "forced")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Tabellen för tvingad är klar")
	assert.Empty(t, r.ErrOut, "read from the cache")
}

// TestPrepareFailsWhenTheTableCannotBeKept: --prepare is to keep the
// table; where it cannot (the cache folder cannot be made: a file is in
// its way), it says so in the user's language and exits 2, where advice
// itself goes on with the table worked out and a warning.
func TestPrepareFailsWhenTheTableCannotBeKept(t *testing.T) {
	env := cmdtest.Home(t)
	file := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	env["PROTOKOLL_CACHE"] = filepath.Join(file, "cache")
	r := cmdtest.Run(t, env, "", "yatzy", "advise", "--prepare", "--variant", "forced")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "the forced table could not be cached: ")
	assert.NotContains(t, r.Out, "is ready")
	r = cmdtest.Run(t, env, "", "--lang", "sv", "yatzy", "advise", "--prepare", "--variant", "forced")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "tabellen för tvingad kunde inte sparas: ")
	r = cmdtest.Run(t, env, "", "yatzy", "advise", "--variant", "forced", "--dice", "66624", "--rolls-left", "2")
	assert.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.ErrOut, "warning: the forced table could not be cached: ")
}

// TestAdviceHeaderCountsRolls: one roll left is a roll, in every language.
func TestAdviceHeaderCountsRolls(t *testing.T) {
	env := cmdtest.Home(t)
	for lang, want := range map[string]string{"en": "· 1 roll left\n", "sv": "· 1 kast kvar\n", "et": "· 1 vise jäänud\n"} {
		r := cmdtest.Run(t, env, "", "--lang", lang, "yatzy", "advise", "--variant", "forced", "--dice", "66624", "--rolls-left", "1")
		require.Equal(t, 0, r.Code, r.ErrOut)
		assert.Contains(t, r.Out, want, lang)
	}
	r := cmdtest.Run(t, env, "", "yatzy", "advise", "--variant", "forced", "--dice", "66624", "--rolls-left", "2")
	assert.Contains(t, r.Out, "· 2 rolls left\n")
}

// TestPrepareTablesToWin: --prepare --to-win keeps, beside the expected
// score's table, every risk table advice to win reads before the last
// turns, so that the first such hint at the table comes at once; a
// second time they are read, silently.
func TestPrepareTablesToWin(t *testing.T) {
	env := cmdtest.Home(t)
	env["PROTOKOLL_CACHE"] = t.TempDir()
	r := cmdtest.Run(t, env, "", "--lang", "sv", "yatzy", "advise", "--prepare", "--to-win", "--variant", "forced")
	require.Equal(t, 0, r.Code, r.ErrOut)
	want := len(optimal.RiskThetas()) // the risks but 0, and the variances' table
	assert.Contains(t, r.Out, fmt.Sprintf("%d tabeller för att spela för att vinna är klara, i %s", want, env["PROTOKOLL_CACHE"]))
	tables, err := filepath.Glob(filepath.Join(env["PROTOKOLL_CACHE"], "optimal-*.bin"))
	require.NoError(t, err)
	assert.Len(t, tables, want+1, "the expected score's and every risk table")
	assert.Equal(t, 1, strings.Count(r.ErrOut, "Räknar ut"), "the work said once, not once a table:\n%s", r.ErrOut)
	r = cmdtest.Run(t, env, "", "yatzy", "advise", "--prepare", "--to-win", "--variant", "forced")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Empty(t, r.ErrOut, "read from the cache")
}

// TestAdviseMaxiLateInTheGame: advice on a maxi game's sheet with three
// boxes free and 4 rolls saved, its levels worked out when asked: the
// choices are the table's (its last levels worked out here, in memory),
// the boxes with the rolls they save and the keeps, each with the
// player's points; rolls left count the saved ones, and more than the
// player has are refused.
func TestAdviseMaxiLateInTheGame(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.LateMaxi(t, func(t testing.TB, args ...string) string { return cmdtest.MustRun(t, env, args...) }, "m", false, "Anna")
	g := cmdtest.YatzyJSON(t, env, "m")
	require.Equal(t, 4, *g.Players[0].SavedRolls)
	r := cmdtest.Run(t, env, "", "yatzy", "advise", "--game", "m", "--player", "Anna", "--dice", "665432", "--rolls-left", "6", "--json")
	require.Equal(t, 0, r.Code, r.ErrOut)
	var got yatzy.AdviceJSON
	require.NoError(t, json.Unmarshal([]byte(r.Out), &got))
	assert.Equal(t, "maxi", got.Variant)
	assert.Equal(t, 6, got.RollsLeft)
	assert.Equal(t, g.Players[0].Total, got.Score)

	// The same from the table's last levels, worked out here.
	v := scoresheet.Maxi()
	l, err := optimal.NewLevels(v, scoresheet.Choices{}, optimal.SavedCap)
	require.NoError(t, err)
	vals := make([][]uint16, l.Boxes()+1)
	enough := errors.New("enough")
	err = l.Solve(l.Boxes(), nil, func(k int, level []uint16) error {
		vals[k] = slices.Clone(level)
		if k == l.Boxes()-3 {
			return enough
		}
		return nil
	}, nil)
	require.ErrorIs(t, err, enough)
	points := map[scoresheet.Box]int{}
	for b, p := range g.Players[0].Boxes {
		if p != nil {
			points[b] = *p
		}
	}
	st := optimal.StateOfPoints(v, points)
	st.Saved = 4
	want, err := l.InMemory(vals).Advise(st, scoresheet.Roll{6, 6, 5, 4, 3, 2}, 6)
	require.NoError(t, err)
	require.Len(t, got.Choices, len(want))
	boxes := 0
	for i, c := range want {
		assert.InDelta(t, float64(got.Score)+c.Value, got.Choices[i].Expected, 1e-4, "choice %d", i)
		if c.Box != "" {
			boxes++
			assert.Equal(t, string(c.Box), got.Choices[i].Box, "choice %d", i)
			assert.Equal(t, c.Points, *got.Choices[i].Points, "choice %d", i)
			assert.Nil(t, got.Choices[i].Keep)
		} else {
			require.NotNil(t, got.Choices[i].Keep, "choice %d", i)
			assert.Equal(t, append([]int{}, c.Keep...), *got.Choices[i].Keep, "choice %d", i)
		}
	}
	assert.Equal(t, 3, boxes, "each box free, scoring now and saving the rolls left")
	assert.Less(t, boxes, len(want), "and the keeps")

	r = cmdtest.Run(t, env, "", "--lang", "sv", "yatzy", "advise", "--game", "m", "--player", "Anna", "--dice", "665432", "--rolls-left", "7")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "protokoll: --rolls-left 7: Anna har 4 sparade kast och en tur 3 kast, så 0 till 6 återstår efter det första\n", r.ErrOut)
	r = cmdtest.Run(t, env, "", "yatzy", "advise", "--game", "m", "--player", "Anna", "--dice", "665432", "--rolls-left", "2")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.True(t, strings.HasPrefix(r.Out, "maxi · 6 6 5 4 3 2 · 2 rolls left\n  choice "), r.Out)
	assert.Regexp(t, `\n  Chance 26, saving 2 rolls +\d+\.\d\d +\n`, r.Out, "the best: chance now, two rolls saved for the next turn")
}

// TestPrepareMaxiOnAPipeStopsAndGoesOn: preparing maxi's table, piped,
// says what it does and a line for each level done; Ctrl-C stops it at
// once, saying how many levels are kept (exit 130) and leaving no lock
// file, and the next prepare goes on from there, the levels kept not
// worked out again. (The test
// stops it in its first levels: the whole table takes minutes.)
func TestPrepareMaxiOnAPipeStopsAndGoesOn(t *testing.T) {
	env := cmdtest.Home(t)
	env["PROTOKOLL_CACHE"] = t.TempDir()
	run := func(wait string) (string, int) {
		t.Helper()
		cmd, _, out := cmdtest.ChildIn(t, env, "yatzy", "advise", "--prepare", "--variant", "maxi")
		cmdtest.WaitFor(t, out, wait)
		require.NoError(t, cmd.Process.Signal(os.Interrupt))
		err := cmd.Wait()
		var exit *exec.ExitError
		require.ErrorAs(t, err, &exit, out.String())
		locks, err := filepath.Glob(filepath.Join(env["PROTOKOLL_CACHE"], "*.lock"))
		require.NoError(t, err)
		assert.Empty(t, locks, "a prepare stopped leaves no lock file")
		return out.String(), exit.ExitCode()
	}
	levels := func() int {
		t.Helper()
		files, err := filepath.Glob(filepath.Join(env["PROTOKOLL_CACHE"], fmt.Sprintf("saved-*-c%d-level*.bin", optimal.SavedCap)))
		require.NoError(t, err)
		return len(files)
	}
	said, code := run("level 1 of 20 done")
	assert.Equal(t, 130, code)
	lines := strings.Split(strings.TrimSuffix(said, "\n"), "\n")
	assert.Equal(t, "Preparing the best play for maxi, a level of filled boxes at a time (once; Ctrl-C stops it, and the next run goes on from there)…", lines[0])
	done := lines[1 : len(lines)-1]
	for i, line := range done {
		assert.Regexp(t, fmt.Sprintf(`^level %d of 20 done: (<1|\d+)%%, (time left not known yet|about \d+ minutes? left|less than a minute left)$`, i+1), line)
	}
	var kept int
	_, err := fmt.Sscanf(lines[len(lines)-1], "Stopped: %d of 20 levels are done and kept; the next prepare goes on from there.", &kept)
	require.NoError(t, err, lines[len(lines)-1])
	assert.GreaterOrEqual(t, kept, len(done), "every level said done is kept")
	// A level may be kept after the line: the work stops as the
	// program ends, and every level is written whole.
	kept = levels()
	require.Less(t, kept, 20)

	said, code = run(fmt.Sprintf("level %d of 20 done", kept+1))
	assert.Equal(t, 130, code)
	assert.NotContains(t, said, fmt.Sprintf("level %d of 20 done", kept), "the levels kept are not worked out again")
	assert.Greater(t, levels(), kept)
}

// TestAdviseDistributionFromAGame: --distribution with --game and
// --player is the exact distribution of the player's final score from
// the sheet as it is: in forced (a 5-dice table, any sheet), the chances
// add up to 1, their mean is the expected final score, and they are the
// table's own distribution from the sheet, shifted by the points so far;
// the text says the same in Swedish, the histogram and quantiles of it.
func TestAdviseDistributionFromAGame(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--variant", "forced", "--players", "Anna,Bo", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "11123", "--box", "ones")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", "11456", "--box", "ones")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "22245", "--box", "twos")
	r := cmdtest.Run(t, env, "", "yatzy", "advise", "--game", "g", "--player", "Anna", "--distribution", "--json")
	require.Equal(t, 0, r.Code, r.ErrOut)
	var got yatzy.FinalJSON
	require.NoError(t, json.Unmarshal([]byte(r.Out), &got))
	assert.Equal(t, "Anna", got.Player)
	assert.Equal(t, 9, got.Score)
	assert.Equal(t, 13, got.Free)
	d := optimal.Distribution{Lo: got.Distribution.Lo, P: got.Distribution.P}
	sum := 0.0
	for _, p := range d.P {
		sum += p
	}
	assert.InDelta(t, 1, sum, 1e-9)
	assert.InDelta(t, got.Expected, d.Mean(), 1e-4)

	v := scoresheet.Forced()
	tab, err := optimal.Solve(v, scoresheet.Choices{})
	require.NoError(t, err)
	st := optimal.StateOfPoints(v, map[scoresheet.Box]int{scoresheet.Ones: 3, scoresheet.Twos: 6})
	e, err := tab.Expected(st)
	require.NoError(t, err)
	assert.InDelta(t, 9+e, got.Expected, 1e-4)
	want, err := tab.FinalDistribution(st)
	require.NoError(t, err)
	want = want.Shift(9)
	require.Equal(t, want.Lo, d.Lo)
	require.Len(t, d.P, len(want.P))
	for i := range want.P {
		require.InDelta(t, want.P[i], d.P[i], 1e-12, "%d points", want.Lo+i)
	}

	r = cmdtest.Run(t, env, "", "--lang", "sv", "yatzy", "advise", "--game", "g", "--player", "Bo", "--distribution")
	require.Equal(t, 0, r.Code, r.ErrOut)
	lines := strings.Split(strings.TrimRight(r.Out, "\n"), "\n")
	require.Len(t, lines, 1+1+8+1+2, r.Out)
	assert.Regexp(t, `^Bo: 2 hittills, 14 rutor lediga: \d+,\d\d väntat vid slutet med optimalt spel$`, lines[0])
	assert.Contains(t, lines[11], "Hälften av spelen slutar på")

	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--variant", "forced", "--distribution"}, "--distribution goes with --start, or with --game and --player"},
		{[]string{"--game", "g", "--player", "Anna", "--distribution", "--to-win"}, "give --distribution or --to-win, not both"},
	} {
		r := cmdtest.Run(t, env, "", append([]string{"yatzy", "advise"}, tc.args...)...)
		assert.Equal(t, 2, r.Code, tc.args)
		assert.Contains(t, r.ErrOut, tc.msg, tc.args)
	}
}

// TestAdviseDistributionMaxi: in maxi the exact distribution of a
// game's player's final score comes late in the game (three boxes free,
// four rolls saved: its levels worked out when asked), the table's own
// from the player's sheet, saved rolls and all; earlier it is refused in
// the user's language with from when it comes, whether the table is
// prepared or not, and nothing is written.
func TestAdviseDistributionMaxi(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.LateMaxi(t, func(t testing.TB, args ...string) string { return cmdtest.MustRun(t, env, args...) }, "m", false, "Anna", "Bo")
	g := cmdtest.YatzyJSON(t, env, "m")
	r := cmdtest.Run(t, env, "", "yatzy", "advise", "--game", "m", "--player", "Bo", "--distribution", "--json")
	require.Equal(t, 0, r.Code, r.ErrOut)
	var got yatzy.FinalJSON
	require.NoError(t, json.Unmarshal([]byte(r.Out), &got))
	assert.Equal(t, g.Players[1].Total, got.Score)
	assert.Equal(t, 3, got.Free)

	v := scoresheet.Maxi()
	l, err := optimal.NewLevels(v, scoresheet.Choices{}, optimal.SavedCap)
	require.NoError(t, err)
	vals := make([][]uint16, l.Boxes()+1)
	enough := errors.New("enough")
	err = l.Solve(l.Boxes(), nil, func(k int, level []uint16) error {
		vals[k] = slices.Clone(level)
		if k == l.Boxes()-3 {
			return enough
		}
		return nil
	}, nil)
	require.ErrorIs(t, err, enough)
	points := map[scoresheet.Box]int{}
	for b, p := range g.Players[1].Boxes {
		if p != nil {
			points[b] = *p
		}
	}
	st := optimal.StateOfPoints(v, points)
	st.Saved = *g.Players[1].SavedRolls
	tab := l.InMemory(vals)
	want, err := tab.Distribution(st)
	require.NoError(t, err)
	want = want.Shift(got.Score)
	require.Equal(t, want.Lo, got.Distribution.Lo)
	require.Len(t, got.Distribution.P, len(want.P))
	for i := range want.P {
		require.InDelta(t, want.P[i], got.Distribution.P[i], 1e-12, "%d points", want.Lo+i)
	}
	e, err := tab.Expected(st)
	require.NoError(t, err)
	// The table keeps hundredths, each level worked out from the rounded
	// values of the next: three levels' roundings apart at most.
	assert.InDelta(t, float64(got.Score)+e, got.Expected, 0.015, "its mean is the table's value")

	r = cmdtest.Run(t, env, "", "--lang", "sv", "yatzy", "advise", "--game", "m", "--player", "Anna", "--distribution")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Regexp(t, `^Anna: \d+ hittills, 3 rutor lediga: \d+,\d\d väntat vid slutet med optimalt spel\n`, r.Out)

	// Early: refused, the table not prepared or not.
	cmdtest.MustRun(t, env, "yatzy", "new", "--variant", "maxi", "--players", "Cy,Di", "--name", "early")
	cmdtest.MustRun(t, env, "yatzy", "record", "early", "--player", "Cy", "--dice", "666612", "--box", "sixes", "--rolls", "1")
	file := filepath.Join(env["PROTOKOLL_HOME"], "early.jsonl")
	before, err := os.ReadFile(file)
	require.NoError(t, err)
	r = cmdtest.Run(t, env, "", "--lang", "sv", "yatzy", "advise", "--game", "early", "--player", "Cy", "--distribution")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "protokoll: --distribution: för tidigt för Cy: med 19 rutor lediga kan fler än 1500 lägen (rutor, övre summa, sparade kast) följa, och den exakta fördelningen följer vart och ett; den räknas ut senare i spelet, oftast från 4 lediga rutor\n", r.ErrOut)
	r = cmdtest.Run(t, env, "", "yatzy", "advise", "--variant", "maxi", "--sheet", "ones=3,twos=6", "--distribution")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "--distribution: too early for the sheet: with 18 boxes free")
	after, err := os.ReadFile(file)
	require.NoError(t, err)
	assert.Equal(t, before, after)
}

// TestAdviseToWinMaxi: --to-win in a maxi game's last three turns ranks
// the choices by the chance to beat the other player, exactly: the
// chances are the table's own (its last levels worked out here) against
// Bo's final scores as Finals has them, saved rolls and all, each choice
// with its expected final score; earlier it is refused in the user's
// language, saying from when it comes, and the game is left as it was.
func TestAdviseToWinMaxi(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.LateMaxi(t, func(t testing.TB, args ...string) string { return cmdtest.MustRun(t, env, args...) }, "m", false, "Anna", "Bo")
	g := cmdtest.YatzyJSON(t, env, "m")
	r := cmdtest.Run(t, env, "", "yatzy", "advise", "--game", "m", "--player", "Anna", "--dice", "665432", "--rolls-left", "6", "--to-win", "--json")
	require.Equal(t, 0, r.Code, r.ErrOut)
	var got yatzy.AdviceJSON
	require.NoError(t, json.Unmarshal([]byte(r.Out), &got))
	assert.Equal(t, "Bo", got.Rival)
	assert.False(t, got.Estimated, "exact")
	require.NotNil(t, got.Win)

	v := scoresheet.Maxi()
	l, err := optimal.NewLevels(v, scoresheet.Choices{}, optimal.SavedCap)
	require.NoError(t, err)
	vals := make([][]uint16, l.Boxes()+1)
	enough := errors.New("enough")
	err = l.Solve(l.Boxes(), nil, func(k int, level []uint16) error {
		vals[k] = slices.Clone(level)
		if k == l.Boxes()-3 {
			return enough
		}
		return nil
	}, nil)
	require.ErrorIs(t, err, enough)
	tab := l.InMemory(vals)
	players := make([]optimal.Player, 2)
	entries := 0
	for i := range players {
		points := map[scoresheet.Box]int{}
		for b, p := range g.Players[i].Boxes {
			if p != nil {
				points[b] = *p
				entries++
			}
		}
		players[i] = optimal.Player{State: optimal.StateOfPoints(v, points), Points: g.Players[i].Total}
		players[i].State.Saved = *g.Players[i].SavedRolls
	}
	finals, _, err := tab.Finals(players[1:], uint64(entries))
	require.NoError(t, err)
	want, err := tab.AdviseToWin(players[0].State, players[0].Points, scoresheet.Roll{6, 6, 5, 4, 3, 2}, 6, optimal.Beat(finals))
	require.NoError(t, err)
	expected, err := tab.Advise(players[0].State, scoresheet.Roll{6, 6, 5, 4, 3, 2}, 6)
	require.NoError(t, err)
	require.Len(t, got.Choices, len(want))
	assert.InDelta(t, want[0].Value, *got.Win, 1e-4)
	for i, c := range want {
		require.NotNil(t, got.Choices[i].Win)
		assert.InDelta(t, c.Value, *got.Choices[i].Win, 1e-4, "choice %d", i)
		if c.Box != "" {
			assert.Equal(t, string(c.Box), got.Choices[i].Box, "choice %d", i)
		} else {
			assert.Equal(t, append([]int{}, c.Keep...), *got.Choices[i].Keep, "choice %d", i)
		}
		for _, e := range expected {
			if e.Box == c.Box && e.Points == c.Points && slices.Equal(e.Keep, c.Keep) {
				assert.InDelta(t, float64(got.Score)+e.Value, got.Choices[i].Expected, 1e-4, "choice %d", i)
			}
		}
	}

	r = cmdtest.Run(t, env, "", "--lang", "sv", "yatzy", "advise", "--game", "m", "--player", "Anna", "--dice", "665432", "--rolls-left", "6", "--to-win")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.True(t, strings.HasPrefix(r.Out, "maxi · 6 6 5 4 3 2 · 6 kast kvar · för att slå Bo\n"), r.Out)

	// Earlier: refused, the game as it was.
	cmdtest.MustRun(t, env, "yatzy", "new", "--variant", "maxi", "--players", "Cy,Di", "--name", "early")
	cmdtest.MustRun(t, env, "yatzy", "record", "early", "--player", "Cy", "--dice", "666612", "--box", "sixes", "--rolls", "1")
	file := filepath.Join(env["PROTOKOLL_HOME"], "early.jsonl")
	before, err := os.ReadFile(file)
	require.NoError(t, err)
	r = cmdtest.Run(t, env, "", "--lang", "sv", "yatzy", "advise", "--game", "early", "--player", "Di", "--dice", "665432", "--rolls-left", "2", "--to-win")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "protokoll: --to-win: i maxi räknas spel för att vinna ut exakt med högst 3 rutor lediga, och Di har 20: innan dess skulle varje summa en spelare kan ha följas genom de 617 miljoner lägena i dess tabell, sparade kast och allt; utan --to-win, bästa spel efter väntad poäng\n", r.ErrOut)
	after, err := os.ReadFile(file)
	require.NoError(t, err)
	assert.Equal(t, before, after)
}
