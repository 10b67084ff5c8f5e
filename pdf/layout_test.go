package pdf

import (
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// longNames are names people paste: long, hyphenated, accented, and two
// that print alike once the font lacks their emoji.
var longNames = []string{
	"Maximiliana Öhrström-Väää", "Bartholomew Featherstonea", "Anna-Karin Lindqvist-Åberg", "Bo",
	"Christopher Alexander", "Eva 🎲", "Eva 😀", "Hjördis Gunilla Östergren",
}

// layout draws a document with f and returns it as drawn.
func layout(t *testing.T, f func() ([]byte, error)) *document {
	t.Helper()
	var d *document
	finished = func(doc *document) { d = doc }
	defer func() { finished = nil }()
	_, err := f()
	require.NoError(t, err)
	require.NotNil(t, d)
	return d
}

// checkLayout reports text drawn outside the page, text under the
// smallest size (7 pt for the footer's small print, 8 pt for the rest),
// and two texts that overprint each other.
func checkLayout(t *testing.T, name string, d *document) {
	t.Helper()
	const slack = 0.15 // mm
	for i, p := range d.placed {
		if p.x0 < d.margin/2 || p.y0 < d.margin/2 || p.x1 > d.w-d.margin/2 || p.y1 > d.h-d.margin/2 {
			t.Errorf("%s: %q on page %d at %.1f,%.1f–%.1f,%.1f is outside the page", name, p.text, p.page, p.x0, p.y0, p.x1, p.y1)
		}
		least := leastSize
		if p.foot {
			least = footSize
		}
		if p.size < least {
			t.Errorf("%s: %q on page %d is %.1f pt, under %.0f pt", name, p.text, p.page, p.size, least)
		}
		for _, q := range d.placed[i+1:] {
			if q.page == p.page && p.x0 < q.x1-slack && q.x0 < p.x1-slack && p.y0 < q.y1-slack && q.y0 < p.y1-slack {
				t.Errorf("%s: %q and %q overprint on page %d", name, p.text, q.text, p.page)
			}
		}
	}
}

func TestLayoutYatzySheets(t *testing.T) {
	counts := []int{1, 4, 8}
	if underRace {
		counts = []int{8}
	}
	for _, v := range scoresheet.Variants() {
		for _, n := range counts {
			for _, lang := range []string{"en", pseudo} {
				name := fmt.Sprintf("%s, %d names, %s", v.ID, n, lang)
				checkLayout(t, name, layout(t, func() ([]byte, error) { return Sheet(v, longNames[:n], opts(lang)) }))
			}
		}
		checkLayout(t, v.ID+" blank", layout(t, func() ([]byte, error) { return Sheet(v, make([]string, 8), opts("en")) }))
		checkLayout(t, v.ID+" pad", layout(t, func() ([]byte, error) { return SoloPad(v, 8, opts("en")) }))
		for _, n := range []int{1, 4} {
			halves := opts(pseudo)
			halves.Halves = true
			checkLayout(t, fmt.Sprintf("%s halves, %d names", v.ID, n), layout(t, func() ([]byte, error) { return Sheet(v, longNames[:n], halves) }))
		}
	}
}

func TestLayoutCardSheets(t *testing.T) {
	var list strings.Builder
	for i := range 30 {
		fmt.Fprintf(&list, "%d. %s\n", i+1, []string{"2 trissar", "en färgstege på 7 kort och en triss", "3 par, varav två röda", "Fem kort där summan är 50"}[i%4])
	}
	long, err := contracts.ParseList("lång", list.String())
	require.NoError(t, err)
	lists, counts := append(contracts.Lists(), long), []int{1, 4, 6}
	if underRace {
		lists, counts = []*contracts.List{lists[6], lists[11], long}, []int{6}
	}
	for _, l := range lists {
		for _, n := range counts {
			for _, lang := range []string{"en", pseudo} {
				name := fmt.Sprintf("list %s, %d names, %s", l.Name, n, lang)
				checkLayout(t, name, layout(t, func() ([]byte, error) { return RummySheet(l, longNames[:n], "", opts(lang)) }))
				checkLayout(t, name+", dealer", layout(t, func() ([]byte, error) { return RummySheet(l, longNames[:n], longNames[0], opts(lang)) }))
			}
		}
	}
}

func TestLayoutCheatSheets(t *testing.T) {
	var list strings.Builder
	for i := range 45 {
		fmt.Fprintf(&list, "%d. %s\n", i+1, []string{"2 trissar", "en färgstege på 7 kort och en triss. Skicka tre kort medsols", "3 par, varav två röda", "Fem kort där summan är 50"}[i%4])
	}
	long, err := contracts.ParseList("lång", list.String())
	require.NoError(t, err)
	for _, lang := range []string{"en", pseudo} {
		checkLayout(t, "every list "+lang, layout(t, func() ([]byte, error) { return Contracts(contracts.Lists(), opts(lang)) }))
		checkLayout(t, "45 rounds "+lang, layout(t, func() ([]byte, error) { return Contracts([]*contracts.List{long}, opts(lang)) }))
	}
}

// TestUnfinishedYatzyGame: a game printed to carry on by hand has its
// entries and no partial sums or totals where the final figures go, and
// says whose turn is next.
func TestUnfinishedYatzyGame(t *testing.T) {
	s, err := scoresheet.NewSheet(scoresheet.Scandinavian(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	require.NoError(t, s.Apply(scoresheet.Turn("Anna", scoresheet.Sixes, scoresheet.Roll{6, 6, 6, 2, 4}, 0, false)))
	d := layout(t, func() ([]byte, error) { return YatzyGame(s, "kväll", opts("en")) })
	var texts []string
	for _, p := range d.placed {
		texts = append(texts, p.text)
	}
	assert.Contains(t, texts, "Next: Bo, round 1 of 15")
	count := func(s string) int {
		return len(slices.DeleteFunc(slices.Clone(texts), func(x string) bool { return x != s }))
	}
	assert.Equal(t, 1, count("18"), "the entry, and no sum or total of it")
	assert.NotContains(t, texts, "0", "no upper sum of 0 for Bo")
	checkLayout(t, "unfinished", d)
}

// TestLayoutCardGames: a card game's sheet, over and in progress, with
// long names, labelled contracts, a Yatzy-chans and points added by hand,
// keeps every text apart and on the page, and marks who went out.
func TestLayoutCardGames(t *testing.T) {
	l, err := contracts.LookupList("12")
	require.NoError(t, err)
	players := longNames[:4]
	g, err := contracts.NewGame(l, players, players[1])
	require.NoError(t, err)
	for i, r := range l.Rounds {
		res := contracts.Result{Out: players[i%4], Left: map[string][]contracts.Card{}}
		for _, p := range players {
			if p != res.Out {
				res.Left[p] = []contracts.Card{{Rank: contracts.King}, {Rank: 7}}
			}
		}
		if r.Contract.Labelled() {
			res.Labels = map[string]string{}
			for k, p := range players {
				res.Labels[p] = fmt.Sprint(min(k+1, len(r.Contract.Requirements)))
			}
		}
		if i == 2 {
			res.Adjust = []contracts.Adjustment{{Player: players[2], Points: -10, Reason: "a card found under the table"}}
		}
		require.NoError(t, g.Apply(contracts.GameEvent{Kind: contracts.KindRound, Result: &res}), "round %d", i+1)
		if i == 6 {
			d := layout(t, func() ([]byte, error) { return RummyGame(g, "kväll", opts("en")) })
			checkLayout(t, "card game in progress", d)
			assert.Contains(t, texts(d), "Next: round 8 of 12, Maximiliana Öhrström-Väää deals")
			assert.NotContains(t, texts(d), "Winners: ", "not over")
		}
	}
	checkLayout(t, "card game xx", layout(t, func() ([]byte, error) { return RummyGame(g, "kväll", opts(pseudo)) }))
	d := layout(t, func() ([]byte, error) { return RummyGame(g, "kväll", opts("en")) })
	checkLayout(t, "card game", d)
	got := strings.Join(texts(d), " ")
	assert.Contains(t, got, "Anna-Karin Lindqvist-Åberg -10 (a card found under the table)")
	assert.Contains(t, got, "● went out")
}

// texts are the texts a document drew, in order.
func texts(d *document) []string {
	var out []string
	for _, p := range d.placed {
		out = append(out, p.text)
	}
	return out
}

// TestWhatTheTerminalKnowsOnPaper: the pace beside each upper box and its
// +/- row, the forced order, a Yahtzee pad's section totals and ticked
// extra Yahtzees, and maxi's saved rolls as strokes rather than points.
func TestWhatTheTerminalKnowsOnPaper(t *testing.T) {
	blank := func(v *scoresheet.Variant) []string {
		return texts(layout(t, func() ([]byte, error) { return Sheet(v, []string{"Anna"}, opts("en")) }))
	}
	scand := blank(scoresheet.Scandinavian())
	assert.Contains(t, scand, "1 + 1 + …   pace 3")
	assert.Contains(t, scand, "6 + 6 + …   pace 18")
	assert.Contains(t, scand, "+/−")
	assert.Contains(t, scand, "against 63")
	assert.NotContains(t, scand, "Upper total", "only a Yahtzee pad has section totals")
	assert.Contains(t, blank(scoresheet.Maxi()), "6 + 6 + …   pace 24", "four of each face in maxi")
	assert.Contains(t, blank(scoresheet.Forced()), "Top to bottom: each turn fills the next free box.")
	assert.NotContains(t, scand, "Top to bottom: each turn fills the next free box.")
	standard := blank(scoresheet.Standard())
	assert.Contains(t, standard, "Upper total")
	assert.Contains(t, standard, "Lower total")

	// A standard game over: Anna's second Yahtzee is ticked and scores 100.
	s, err := scoresheet.NewSheet(scoresheet.Standard(), []string{"Anna"}, scoresheet.Choices{})
	require.NoError(t, err)
	yatzy := scoresheet.Roll{6, 6, 6, 6, 6}
	require.NoError(t, s.Apply(scoresheet.Turn("Anna", scoresheet.Yatzy, yatzy, 0, false)))
	require.NoError(t, s.Apply(scoresheet.Turn("Anna", scoresheet.Sixes, yatzy, 0, false)))
	for _, b := range scoresheet.Standard().Boxes {
		if _, ok := s.Entry("Anna", b); !ok {
			dice := scoresheet.Roll{1, 1, 2, 3, 5}
			require.NoError(t, s.Apply(scoresheet.Turn("Anna", b, dice, 0, scoresheet.Standard().Score(b, dice) == 0)))
		}
	}
	d := layout(t, func() ([]byte, error) { return YatzyGame(s, "g", opts("en")) })
	got := texts(d)
	assert.Equal(t, 1, d.marks, "one extra Yahtzee ticked")
	assert.Contains(t, got, "100")
	tot := s.Totals("Anna")
	assert.Contains(t, got, pace(tot.Pace))
	assert.Contains(t, got, strconv.Itoa(tot.Upper+tot.Bonus), "the upper section's total")
	assert.Contains(t, got, strconv.Itoa(tot.Total-tot.Upper-tot.Bonus), "the lower section's total")
	checkLayout(t, "standard game", d)

	// Maxi: a turn of one roll saves two, drawn as two strokes.
	m, err := scoresheet.NewSheet(scoresheet.Maxi(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	require.NoError(t, m.Apply(scoresheet.Turn("Anna", scoresheet.Sixes, scoresheet.Roll{6, 6, 6, 6, 6, 1}, 1, false)))
	d = layout(t, func() ([]byte, error) { return YatzyGame(m, "g", opts("en")) })
	assert.Equal(t, 2, d.marks, "two rolls saved")
	assert.NotContains(t, texts(d), "2", "no number for the saved rolls")
}

// TestLayoutStatsPage: the statistics page, with many players, long
// names and many games, keeps every text apart and on its pages.
func TestLayoutStatsPage(t *testing.T) {
	heads := []string{"player", "games", "wins", "win rate", "average", "median", "best", "worst", "bonus", "Yatzy", "+100"}
	var groups []StatsGroup
	for _, title := range []string{"Yatzy · scandinavian", "Yatzy · standard", "Card game · Lista 7"} {
		g := StatsGroup{Title: title, Heads: heads}
		for i, name := range longNames {
			row := StatsRow{Cells: []string{name, "30", "12 (3)", "40 %", "243.5", "241.0", "312", "150", "55 %", "30 %", "2"}}
			for k := range 30 {
				row.Totals = append(row.Totals, 150+(k*37+i*11)%160)
			}
			g.Rows = append(g.Rows, row)
		}
		if title != "Card game · Lista 7" {
			// A bell of chances from 100 to 350, labelled at length.
			c := &Curve{Label: "Optimal play, 248.44 expected, every way a game can end", Lo: 100}
			for k := range 251 {
				c.P = append(c.P, math.Exp(-float64((k-148)*(k-148))/(2*40*40)))
			}
			g.Expected = c
		}
		groups = append(groups, g)
	}
	// The ratings, with their long note under the table, and a group of
	// three columns.
	ratings := StatsGroup{Title: "Ratings: Yatzy · scandinavian", Heads: []string{"player", "rating", "games"},
		Note: strings.Repeat("Luck: two equal players who both play optimally end up to 12.3 apart after 5 games, 9 times in 10. ", 4)}
	for _, name := range longNames {
		ratings.Rows = append(ratings.Rows, StatsRow{Cells: []string{name, "26.2 ± 14.9", "12"}})
	}
	groups = append(groups, ratings)
	for _, lang := range []string{"en", pseudo} {
		d := layout(t, func() ([]byte, error) { return StatsPage("Statistics", groups, opts(lang)) })
		checkLayout(t, "stats "+lang, d)
		assert.Greater(t, d.PageNo(), 1, "three groups of eight take more than a page")
		assert.Contains(t, strings.Join(texts(d), " "), "Optimal play,", "the curve's label")
	}
}

// TestLayoutRacePages: a filled sheet's back page, the running totals,
// with eight long names ending close together, a card game's many
// rounds and a game just begun, in English and the made-up language:
// nothing outside the page, too small or overprinted; one page more.
func TestLayoutRacePages(t *testing.T) {
	s, err := scoresheet.NewSheet(scoresheet.Scandinavian(), longNames, scoresheet.Choices{})
	require.NoError(t, err)
	for _, lang := range []string{"en", pseudo} {
		o := opts(lang)
		w := wordsOf(lang)
		totals := make([][]int, 8)
		for i := range totals {
			for k := range 15 {
				totals[i] = append(totals[i], (k+1)*15+i) // eight lines a point apart at the end
			}
		}
		o.Race = &Race{Title: w.Paper("%s: the running totals", "kväll"), Players: longNames, Totals: totals, Rounds: 15,
			Decided: 15, Mark: w.Paper("%s led for good from round %d", longNames[7], 15), Round: w.Paper("round"),
			Notes: []string{w.Paper("Time played: %s", "1 h 05 min")}}
		d := layout(t, func() ([]byte, error) { return YatzyGame(s, "kväll", o) })
		checkLayout(t, "race "+lang, d)
		assert.Equal(t, 2, d.PageCount(), "the sheet and its back")

		many := make([][]int, 3)
		for i := range many {
			for k := range 45 {
				many[i] = append(many[i], k*(i+1))
			}
		}
		o.Race = &Race{Title: "long", Players: longNames[:3], Totals: many, Rounds: 45, Decided: 1, Mark: w.Paper("%s led from the first round", "Bo"), Round: w.Paper("round")}
		checkLayout(t, "45 rounds "+lang, layout(t, func() ([]byte, error) { return YatzyGame(s, "kväll", o) }))
		o.Race = &Race{Title: "begun", Players: longNames[:2], Totals: [][]int{{0}, {3}}, Rounds: 15, Round: w.Paper("round")}
		checkLayout(t, "begun "+lang, layout(t, func() ([]byte, error) { return YatzyGame(s, "kväll", o) }))
	}
}
