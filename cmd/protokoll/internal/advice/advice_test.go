package advice_test

import (
	"errors"
	"io"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/advice"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

var en = catalog.Builtin().Lookup("en")

// runTables is a run's tables in the tests' shared cache: worked out
// once for every package's tests.
func runTables(t *testing.T) func() (*tablecache.Tables, error) {
	t.Helper()
	env := cmdtest.Home(t)
	run := &tablecache.Tables{Cache: tablecache.Cache{Dir: env["PROTOKOLL_CACHE"]}, ErrOut: io.Discard, Lang: en}
	return func() (*tablecache.Tables, error) { return run, nil }
}

// roll is dice as typed.
func roll(t *testing.T, dice string) scoresheet.Roll {
	t.Helper()
	r, err := scoresheet.ParseRoll(dice, 5)
	require.NoError(t, err)
	return r
}

// late is a sheet of v for players with every box but the last left
// played, round by round, at the box's best dice, but for struck, the
// upper boxes (not ones) each player struck.
func late(t *testing.T, v *scoresheet.Variant, players []string, left int, struck map[string][]scoresheet.Box) *scoresheet.Sheet {
	t.Helper()
	s, err := scoresheet.NewSheet(v, players, scoresheet.Choices{})
	require.NoError(t, err)
	for _, b := range v.Boxes[:len(v.Boxes)-left] {
		for _, p := range players {
			e := scoresheet.Turn(p, b, roll(t, cmdtest.BestDice(b, 5)), 0, false)
			if slices.Contains(struck[p], b) {
				e.Dice, e.Strike = roll(t, "11111"), true // upper boxes other than ones: 0
			}
			require.NoError(t, s.Apply(e), "%s %s", p, b)
		}
	}
	return s
}

// behind is a Scandinavian game of Anna and Bo at Anna's turn with
// chance and yatzy left to each: Anna has struck her
// sixes, 30 points behind Bo, and can catch up only with a yatzy.
func behind(t *testing.T, players ...string) *scoresheet.Sheet {
	return late(t, scoresheet.Scandinavian(), players, 2, map[string][]scoresheet.Box{"Anna": {scoresheet.Sixes}})
}

// TestBestBoxPlaysToWinAtATable: with others at the table the box marked
// is the one that plays to win, where it is not the one for points: Anna,
// far behind with 4 6 6 2 3, keeps her yatzy open (chance 21), where
// for points she would strike the yatzy and hope for a good chance.
func TestBestBoxPlaysToWinAtATable(t *testing.T) {
	tables := runTables(t)
	s := behind(t, "Anna", "Bo")
	dice := roll(t, "46623")
	tab, err := advice.Table(tables, s.Variant(), s.Choices())
	require.NoError(t, err)
	h, err := advice.HintFor(tab, nil, s, dice, 0)
	require.NoError(t, err)
	require.NotEmpty(t, h.ToWin, "the last turns: to win exactly, with no risk tables")
	assert.Equal(t, scoresheet.Yatzy, h.Choices[0].Box, "for points: the yatzy struck")
	assert.Equal(t, scoresheet.Chance, h.ToWin[0].Box, "to win: the chance")
	assert.Equal(t, "Bo", h.Rival)
	assert.False(t, h.Estimated, "exact in the last turns")

	box, err := advice.BestBox(tables, s, dice, 0)
	require.NoError(t, err)
	assert.Equal(t, scoresheet.Chance, box, "the box that plays to win")
}

// TestBestBoxAloneIsForPoints: alone at the table, the same sheet and
// dice mark the box for points.
func TestBestBoxAloneIsForPoints(t *testing.T) {
	tables := runTables(t)
	s := behind(t, "Anna")
	box, err := advice.BestBox(tables, s, roll(t, "46623"), 0)
	require.NoError(t, err)
	assert.Equal(t, scoresheet.Yatzy, box)

	tab, err := advice.Table(tables, s.Variant(), s.Choices())
	require.NoError(t, err)
	h, err := advice.HintFor(tab, nil, s, roll(t, "46623"), 0)
	require.NoError(t, err)
	assert.Nil(t, h.ToWin, "alone: no ranking to win")
	assert.Empty(t, h.Rival)
}

// TestBestBoxTheLastBox: with one box left it is the best box whatever
// the dice, a strike too; in forced, the next box down the sheet, even
// when the dice would score far more in another.
func TestBestBoxTheLastBox(t *testing.T) {
	tables := runTables(t)
	for _, players := range [][]string{{"Anna"}, {"Anna", "Bo"}} {
		s := late(t, scoresheet.Scandinavian(), players, 1, nil)
		for _, dice := range []string{"66666", "12346"} { // a yatzy, a strike
			box, err := advice.BestBox(tables, s, roll(t, dice), 0)
			require.NoError(t, err)
			assert.Equal(t, scoresheet.Yatzy, box, "%v %s", players, dice)
		}
	}
	for _, players := range [][]string{{"Anna"}, {"Anna", "Bo"}} {
		s, err := scoresheet.NewSheet(scoresheet.Forced(), players, scoresheet.Choices{})
		require.NoError(t, err)
		box, err := advice.BestBox(tables, s, roll(t, "66666"), 0)
		require.NoError(t, err)
		assert.Equal(t, scoresheet.Forced().Boxes[0], box, "forced: the first box, %v", players)
	}
}

// TestBestBoxWithoutATable: a variant no table is made for (maxi
// without saved rolls: twenty boxes in free order) marks no box and asks
// for no tables; maxi's table not prepared yet is said at once, no box
// marked; tables that cannot be had are said.
func TestBestBoxWithoutATable(t *testing.T) {
	off, err := scoresheet.ParseChanges(scoresheet.Maxi(), "saved rolls off")
	require.NoError(t, err)
	s, err := scoresheet.NewSheet(off.Variant(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	box, err := advice.BestBox(func() (*tablecache.Tables, error) {
		t.Fatal("tables asked for maxi without saved rolls")
		return nil, nil
	}, s, scoresheet.Roll{6, 6, 6, 6, 6, 6}, 3)
	assert.NoError(t, err)
	assert.Empty(t, box)

	empty := &tablecache.Tables{Cache: tablecache.Cache{Dir: t.TempDir()}, ErrOut: io.Discard, Lang: en}
	s, err = scoresheet.NewSheet(scoresheet.Maxi(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	box, err = advice.BestBox(func() (*tablecache.Tables, error) { return empty, nil }, s, scoresheet.Roll{6, 6, 6, 6, 6, 6}, 3)
	assert.ErrorIs(t, err, tablecache.ErrNotPrepared)
	assert.Empty(t, box)

	broken := errors.New("no room for the tables")
	s, err = scoresheet.NewSheet(scoresheet.Scandinavian(), []string{"Anna"}, scoresheet.Choices{})
	require.NoError(t, err)
	box, err = advice.BestBox(func() (*tablecache.Tables, error) { return nil, broken }, s, roll(t, "66666"), 0)
	assert.ErrorIs(t, err, broken)
	assert.Empty(t, box)
}

// TestToWinRanksAgainstTheRival: the choices by the chance to win, best
// first, each a chance; the rival is the other player with the highest
// expected final total (Cecilia, who struck nothing), not the first
// other; alone, no ranking.
func TestToWinRanksAgainstTheRival(t *testing.T) {
	tables := runTables(t)
	tab, err := advice.Table(tables, scoresheet.Scandinavian(), scoresheet.Choices{})
	require.NoError(t, err)
	s := late(t, scoresheet.Scandinavian(), []string{"Anna", "Bo", "Cecilia"}, 2, map[string][]scoresheet.Box{
		"Anna": {scoresheet.Sixes}, "Bo": {scoresheet.Fives, scoresheet.Sixes}})
	choices, rival, err := advice.ToWin(tab, s, "Anna", roll(t, "46623"), 0)
	require.NoError(t, err)
	assert.Equal(t, "Cecilia", rival)
	require.NotEmpty(t, choices)
	assert.Equal(t, scoresheet.Chance, choices[0].Box)
	for i, c := range choices {
		assert.True(t, c.Value >= 0 && c.Value <= 1, "a chance: %v", c)
		if i > 0 {
			assert.LessOrEqual(t, c.Value, choices[i-1].Value, "best first")
		}
	}

	alone := behind(t, "Anna")
	choices, rival, err = advice.ToWin(tab, alone, "Anna", roll(t, "46623"), 0)
	assert.NoError(t, err)
	assert.Nil(t, choices)
	assert.Empty(t, rival)
}

// TestTooEarlyToWinExactly: early in a game with no risk tables a hint
// is for points only, without an error; ranking to win says it is too
// early.
func TestTooEarlyToWinExactly(t *testing.T) {
	tables := runTables(t)
	s, err := scoresheet.NewSheet(scoresheet.Scandinavian(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	tab, err := advice.Table(tables, s.Variant(), s.Choices())
	require.NoError(t, err)
	h, err := advice.HintFor(tab, nil, s, roll(t, "66612"), 2)
	require.NoError(t, err)
	assert.NotEmpty(t, h.Choices)
	assert.Nil(t, h.ToWin)
	assert.Equal(t, "Anna", h.Player)
	assert.Equal(t, 2, h.RollsLeft)
	assert.Equal(t, scoresheet.Roll{6, 6, 6, 1, 2}, h.Dice)

	_, err = advice.RankToWin(func() (*optimal.Table, error) { return tab, nil }, nil, s, "Anna", roll(t, "66612"), 2)
	assert.ErrorIs(t, err, optimal.ErrTooEarly)
}

// TestValueOf: a choice's value among those ranked, by box, points and
// dice kept; 0 for one not among them.
func TestValueOf(t *testing.T) {
	ranked := []optimal.Choice{
		{Keep: scoresheet.Roll{6, 6}, Value: 0.4},
		{Keep: scoresheet.Roll{6, 6, 6}, Value: 0.3},
		{Box: scoresheet.Chance, Points: 20, Value: 0.2},
	}
	assert.Equal(t, 0.3, advice.ValueOf(ranked, optimal.Choice{Keep: scoresheet.Roll{6, 6, 6}}))
	assert.Equal(t, 0.2, advice.ValueOf(ranked, optimal.Choice{Box: scoresheet.Chance, Points: 20}))
	assert.Zero(t, advice.ValueOf(ranked, optimal.Choice{Box: scoresheet.Chance, Points: 21}))
	assert.Zero(t, advice.ValueOf(ranked, optimal.Choice{Keep: scoresheet.Roll{6}}))
}

// TestChoiceText: the box and its points after the last roll, else the
// dice to keep, or all rolled again.
func TestChoiceText(t *testing.T) {
	v := scoresheet.Scandinavian()
	assert.Equal(t, "Chance 21", advice.ChoiceText(en, v, optimal.Choice{Box: scoresheet.Chance, Points: 21}, 0))
	assert.Equal(t, "keep 6 6 6", advice.ChoiceText(en, v, optimal.Choice{Keep: scoresheet.Roll{6, 6, 6}}, 1))
	assert.Equal(t, "roll them all", advice.ChoiceText(en, v, optimal.Choice{}, 2))
}

// TestToWinLine: one line when playing to win is playing for points (or
// within half a permille of it), two when not, with both chances; "about"
// for the early method's estimates.
func TestToWinLine(t *testing.T) {
	v := scoresheet.Scandinavian()
	chance := optimal.Choice{Box: scoresheet.Chance, Points: 21}
	yatzy := optimal.Choice{Box: scoresheet.Yatzy}
	hint := func(estimated bool, toWin ...optimal.Choice) advice.Hint {
		return advice.Hint{Rival: "Bo", Choices: []optimal.Choice{yatzy, chance}, ToWin: toWin, Estimated: estimated}
	}
	withValue := func(c optimal.Choice, v float64) optimal.Choice { c.Value = v; return c }

	assert.Equal(t, "To beat Bo: the same, win chance 25%.",
		advice.ToWinLine(en, v, hint(false, withValue(yatzy, 0.25), withValue(chance, 0.1))))
	assert.Equal(t, "To beat Bo: the same, win chance 25%.",
		advice.ToWinLine(en, v, hint(false, withValue(chance, 0.2504), withValue(yatzy, 0.25))), "within half a permille: the same")
	assert.Equal(t, "For the highest expected score: Yatzy 0.\nTo beat Bo: Chance 21, win chance 3% instead of 1%.",
		advice.ToWinLine(en, v, hint(false, withValue(chance, 0.03), withValue(yatzy, 0.01))))
	assert.Equal(t, "To beat Bo: the same, win chance about 25%.",
		advice.ToWinLine(en, v, hint(true, withValue(yatzy, 0.25), withValue(chance, 0.1))))
	assert.Equal(t, "For the highest expected score: Yatzy 0.\nTo beat Bo: Chance 21, win chance about 30% instead of 10%.",
		advice.ToWinLine(en, v, hint(true, withValue(chance, 0.3), withValue(yatzy, 0.1))))
}

// TestSayChoices: the title says the variant, the dice and the rolls
// left; each row the choice, the expected final score (the points so far
// added) and what it loses against the best (nothing for the best or
// within half a cent); no more than most rows.
func TestSayChoices(t *testing.T) {
	choices := []optimal.Choice{
		{Keep: scoresheet.Roll{6, 6, 6}, Value: 200.5},
		{Keep: scoresheet.Roll{6, 6}, Value: 200.498},
		{Keep: scoresheet.Roll{6}, Value: 190.25},
		{Value: 180},
	}
	w := advice.SayChoices(en, scoresheet.Scandinavian(), roll(t, "66612"), 1, 30, choices, 3)
	assert.Equal(t, advice.Said{
		Title: "scandinavian · 6 6 6 1 2 · 1 roll left",
		Heads: []string{"choice", "expected final score", "loses"},
		Rows: [][]string{
			{"keep 6 6 6", "230.50", ""},
			{"keep 6 6", "230.50", ""},
			{"keep 6", "220.25", "−10.25"},
		},
	}, w)
}

// TestSayChances: each player's points and chances, a share of the win
// left blank under half a permille; the notes say exact or simulated.
func TestSayChances(t *testing.T) {
	c := advice.Chances{Exact: true, Players: []advice.PlayerChances{
		{Name: "Anna", Points: 120, Win: 0.6, Shared: 0.0004},
		{Name: "Bo", Points: 100, Win: 0.35, Shared: 0.05},
	}}
	w := advice.SayChances(en, c)
	assert.Equal(t, []string{"", "points", "wins", "shares the win"}, w.Heads)
	assert.Equal(t, [][]string{{"Anna", "120", "60%", ""}, {"Bo", "100", "35%", "5%"}}, w.Rows)
	assert.Equal(t, []string{"Exact: every way the game can still go,", "each player playing for the highest expected score."}, w.Notes)

	c.Exact, c.Games = false, 40000
	assert.Equal(t, []string{"From 40000 simulated games a player,", "within a percentage point 19 times out of 20,",
		"each player playing for the highest expected score."}, advice.SayChances(en, c).Notes)
}

// TestRound4: four decimals, as JSON prints them.
func TestRound4(t *testing.T) {
	assert.Equal(t, 0.1235, advice.Round4(0.123456))
	assert.Equal(t, 1.0, advice.Round4(0.99999))
	assert.Equal(t, 0.0, advice.Round4(0.00004))
}

// TestEarlyHintIsEstimated: early in a game at a table, with the risk
// tables, a hint ranks the choices to win by the early method's
// estimates (chances, the first the risk table's choice) and names the
// rival; the box marked is the early method's first.
func TestEarlyHintIsEstimated(t *testing.T) {
	tables := runTables(t)
	s, err := scoresheet.NewSheet(scoresheet.Scandinavian(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	require.NoError(t, s.Apply(scoresheet.Turn("Anna", scoresheet.Yatzy, roll(t, "12346"), 0, true)))
	require.NoError(t, s.Apply(scoresheet.Turn("Bo", scoresheet.Yatzy, roll(t, "66666"), 0, false)))
	tab, err := advice.Table(tables, s.Variant(), s.Choices())
	require.NoError(t, err)
	risk := advice.RiskOf(tables, s.Variant(), s.Choices())
	h, err := advice.HintFor(tab, risk, s, roll(t, "11223"), 2)
	require.NoError(t, err)
	require.NotEmpty(t, h.ToWin)
	assert.True(t, h.Estimated)
	assert.Equal(t, "Bo", h.Rival)
	assert.Len(t, h.ToWin, len(h.Choices), "every choice ranked")
	for _, c := range h.ToWin {
		assert.True(t, c.Value >= 0 && c.Value <= 1, "a chance: %v", c)
	}
	for i := 2; i < len(h.ToWin); i++ {
		assert.LessOrEqual(t, h.ToWin[i].Value, h.ToWin[i-1].Value, "after the first, by the chance")
	}
	r, err := advice.RankToWin(func() (*optimal.Table, error) { return tab, nil }, risk, s, "Anna", roll(t, "11223"), 2)
	require.NoError(t, err)
	assert.True(t, r.Estimated)
	assert.Positive(t, r.Theta, "behind from the first round: Anna takes risks")
	assert.Equal(t, h.ToWin, r.Choices)

	// Before the last turns, far behind (sixes and fives struck) with
	// 4 2 2 2 2 thrown: to win, Anna keeps four of a kind open for more
	// and strikes the small straight; for points she would take 8.
	behind := late(t, scoresheet.Scandinavian(), []string{"Anna", "Bo"}, 9, map[string][]scoresheet.Box{"Anna": {scoresheet.Sixes, scoresheet.Fives}})
	h, err = advice.HintFor(tab, risk, behind, roll(t, "42222"), 0)
	require.NoError(t, err)
	require.True(t, h.Estimated, "not yet the last turns")
	assert.Equal(t, scoresheet.FourOfAKind, h.Choices[0].Box)
	assert.Equal(t, scoresheet.SmallStraight, h.ToWin[0].Box)
	box, err := advice.BestBox(tables, behind, roll(t, "42222"), 0)
	require.NoError(t, err)
	assert.Equal(t, scoresheet.SmallStraight, box, "the box marked plays to win, early too")
}

// TestChancesOf: each player's points and chances of a saved game, to
// four decimals, the same each time it is asked; none for a variant
// with saved rolls, said why.
func TestChancesOf(t *testing.T) {
	tables := runTables(t)
	st := store.Store{Dir: t.TempDir()}
	g, err := st.CreateYatzy("kväll", scoresheet.Scandinavian(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	defer g.Close()
	for _, e := range []scoresheet.Event{
		scoresheet.Turn("Anna", scoresheet.Sixes, roll(t, "66666"), 0, false),
		scoresheet.Turn("Bo", scoresheet.Sixes, roll(t, "66123"), 0, false),
	} {
		require.NoError(t, g.Apply(time.Now(), e))
	}
	c, err := advice.ChancesOf(tables, g)
	require.NoError(t, err)
	assert.Equal(t, "kväll", c.Name)
	assert.Equal(t, "scandinavian", c.Variant)
	require.Len(t, c.Players, 2)
	assert.Equal(t, []string{"Anna", "Bo"}, []string{c.Players[0].Name, c.Players[1].Name})
	assert.Equal(t, []int{30, 12}, []int{c.Players[0].Points, c.Players[1].Points})
	assert.Greater(t, c.Players[0].Win, c.Players[1].Win, "Anna ahead")
	for _, p := range c.Players {
		assert.Equal(t, advice.Round4(p.Win), p.Win)
		assert.Equal(t, advice.Round4(p.Shared), p.Shared)
	}
	sum := c.Players[0].Win + c.Players[1].Win + c.Players[0].Shared
	assert.InDelta(t, 1, sum, 0.002, "someone wins, or they share")
	again, err := advice.ChancesOf(tables, g)
	require.NoError(t, err)
	assert.Equal(t, c, again, "the same figures every time")

	// Maxi's chances come from its prepared table: none here, said so.
	m, err := st.CreateYatzy("maxi", scoresheet.Maxi(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	defer m.Close()
	_, err = advice.ChancesOf(tables, m)
	assert.ErrorIs(t, err, tablecache.ErrNotPrepared)
}

// TestChancesOfSavedRolls: chances of a game with saved rolls (a maxi of
// four boxes, its table worked out here), played out from the table:
// level sheets give level chances; Anna done 187 ahead, Bo with only the
// yatzy (100 at most) left, wins for certain.
func TestChancesOfSavedRolls(t *testing.T) {
	v, err := scoresheet.ParseVariant("variant minimaxi\nscoring maxi\ndice 6\nboxes ones twos chance yatzy\nbonus 10 = 50\nsaved rolls\n")
	require.NoError(t, err)
	tab, err := optimal.SolveSaved(v, scoresheet.Choices{}, optimal.SavedCap)
	require.NoError(t, err)
	st := store.Store{Dir: t.TempDir()}
	six := func(dice string) scoresheet.Roll {
		r, err := scoresheet.ParseRoll(dice, 6)
		require.NoError(t, err)
		return r
	}
	g, err := st.CreateYatzy("mini", v, []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	defer g.Close()
	c, err := advice.ChancesFor(tab, g)
	require.NoError(t, err)
	require.Len(t, c.Players, 2)
	assert.InDelta(t, c.Players[0].Win, c.Players[1].Win, 1e-9, "level sheets, level chances")
	assert.True(t, c.Exact, "four boxes ahead: few states, exact")
	assert.InDelta(t, 1, c.Players[0].Win+c.Players[1].Win+c.Players[0].Shared, 0.002)

	for _, e := range []scoresheet.Event{
		scoresheet.Turn("Anna", scoresheet.Chance, six("666665"), 1, false),
		scoresheet.Turn("Bo", scoresheet.Chance, six("111112"), 1, false),
		scoresheet.Turn("Anna", scoresheet.Ones, six("111111"), 3, false),
		scoresheet.Turn("Bo", scoresheet.Ones, six("111234"), 3, false),
		scoresheet.Turn("Anna", scoresheet.Twos, six("222222"), 3, false),
		scoresheet.Turn("Bo", scoresheet.Twos, six("222345"), 3, false),
		scoresheet.Turn("Anna", scoresheet.Yatzy, six("555555"), 1, false),
	} {
		require.NoError(t, g.Apply(time.Now(), e))
	}
	c, err = advice.ChancesFor(tab, g)
	require.NoError(t, err)
	assert.True(t, c.Exact, "one box left: exact")
	assert.Equal(t, []int{203, 16}, []int{c.Players[0].Points, c.Players[1].Points})
	assert.Equal(t, 1.0, c.Players[0].Win, "%+v", c.Players)
	assert.Equal(t, 0.0, c.Players[1].Win+c.Players[1].Shared)
}
