//go:build !race

// Drawn on one goroutine: see concurrent_test.go.

package pdf

import (
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/contracts/contractstest"
	"github.com/kitchentable/protokoll/scoresheet"
)

// longNames are names people paste: long, hyphenated, accented, and two
// that print alike once the font lacks their emoji.
var longNames = []string{
	"Maximiliana Öhrström-Väää", "Bartholomew Featherstonea", "Anna-Karin Lindqvist-Åberg", "Bo",
	"Christopher Alexander", "Eva 🎲", "Eva 😀", "Hjördis Gunilla Östergren",
}

// layout draws a document with f in o and returns it as drawn, without
// writing its bytes: where every text and shape stands.
func layout(t *testing.T, o Options, f func(Options) ([]byte, error)) *document {
	t.Helper()
	var d *document
	o.inspect = func(doc *document) { d = doc }
	_, err := f(o)
	require.NoError(t, err)
	require.NotNil(t, d)
	return d
}

// A book is many sheets drawn into one document: a document reads its
// fonts once, which is most of the time a sheet takes to draw, so the
// layout tests draw hundreds of sheets a book at a time.
type book struct {
	d      *document
	sheets []drawn
}

// drawn is a sheet of a book: its name and its pages.
type drawn struct {
	name        string
	first, last int
}

func newBook(t *testing.T, o Options) *book {
	t.Helper()
	d, err := newDocument(o)
	require.NoError(t, err)
	return &book{d: d}
}

// add draws the sheet name in the book with draw.
func (b *book) add(name string, draw func(d *document)) {
	first := b.d.PageNo() + 1
	draw(b.d)
	b.sheets = append(b.sheets, drawn{name, first, b.d.PageNo()})
}

// checkLayout checks the document d as one sheet named name.
func checkLayout(t *testing.T, name string, d *document) {
	t.Helper()
	checkBook(t, &book{d: d, sheets: []drawn{{name, 1, d.PageNo()}}})
}

// checkBook reports what its sheets get wrong on the page: text drawn
// outside it or its cell, cut with "…", under the smallest size (7 pt
// for the footer's small print, 8 pt for the rest) or over another text;
// a role (where the drawing code set the font) in more than two sizes on
// a page; a shape outside the
// page or the box it belongs to (a tick outside its cell, a rule outside
// the frame); a mark (a tick, a stroke, a dot, a die) over a text, or a
// rule across one; a cell to write in under 7 mm high or 10 mm wide; and,
// in a sheet of several pages, a page less than a quarter used.
func checkBook(t *testing.T, b *book) {
	t.Helper()
	const slack = 0.15 // mm
	d := b.d
	sheet := make([]string, d.PageNo()+1)
	for _, s := range b.sheets {
		for p := s.first; p <= s.last; p++ {
			sheet[p] = s.name
		}
	}
	for _, p := range d.problems(slack) {
		t.Errorf("%s: %s", sheet[p.page], p.what)
	}
	for _, c := range d.writing {
		if c.y1-c.y0 < yatzyRowMin-0.01 || c.x1-c.x0 < yatzyColMin-0.01 {
			t.Errorf("%s: a cell to write in on page %d is %.1f × %.1f mm, under %.0f × %.0f", sheet[c.page], c.page, c.x1-c.x0, c.y1-c.y0, yatzyColMin, yatzyRowMin)
		}
	}
	used := make([]float64, d.PageNo()+1) // the lowest thing on each page but its footer
	for _, p := range d.placed {
		if !p.foot {
			used[p.page] = max(used[p.page], p.y1)
		}
	}
	for _, s := range d.shapes {
		used[s.page] = max(used[s.page], s.y1)
	}
	for _, s := range b.sheets {
		if s.last == s.first {
			continue // a sheet of one page may leave it as empty as it is
		}
		for p := s.first; p <= s.last; p++ {
			if share := (used[p] - d.top) / (d.bottom - d.top); share < 0.25 {
				t.Errorf("%s: page %d of %d is %.0f%% used", s.name, p-s.first+1, s.last-s.first+1, 100*share)
			}
		}
	}
}

// papers are the papers the layout tests print on.
var papers = []string{"a4", "letter"}

// optsOn is opts(lang) on paper.
func optsOn(lang, paper string) Options {
	o := opts(lang)
	o.Paper = paper
	return o
}

// each runs f as a parallel subtest called name: the layout tests draw
// hundreds of sheets, a book to each subtest.
func each(t *testing.T, name string, f func(t *testing.T)) {
	t.Run(name, func(t *testing.T) {
		t.Parallel()
		f(t)
	})
}

// TestLayoutYatzySheets checks every kind of Yatzy sheet on both papers,
// in English and the longer made-up language, whole pages and halves: one
// sheet, a solo pad, two games on a sheet, names and blank columns, blank
// and filled, 1 to 8 players: three counts a variant, sampled so that the
// variants together have every count (1, 8 and the counts between in
// turn), not the whole product, to keep the test's cost where it was.
func TestLayoutYatzySheets(t *testing.T) {
	sampled := [][]int{{1, 4, 8}, {2, 5, 8}, {1, 3, 6}, {1, 7, 8}}
	for _, paper := range papers {
		for _, lang := range []string{"en", pseudo} {
			for _, halves := range []bool{false, true} {
				each(t, fmt.Sprintf("%s %s halves %v", paper, lang, halves), func(t *testing.T) {
					o := optsOn(lang, paper)
					o.Halves = halves
					b := newBook(t, o)
					for i, v := range scoresheet.Variants() {
						counts := sampled[i%len(sampled)]
						add := func(name string, p yatzyPlan, err error) {
							require.NoError(t, err, name)
							b.add(fmt.Sprintf("%s %s, %s", v.ID, name, b.d.opts.Paper), func(d *document) { d.yatzyPage(p) })
						}
						for _, n := range counts {
							p, err := sheetPlan(v, longNames[:n], 1)
							add(fmt.Sprintf("%d names", n), p, err)
							p, err = sheetPlan(v, make([]string, n), 1)
							add(fmt.Sprintf("%d blank", n), p, err)
							p, err = soloPlan(v, n, b.d.opts.Words)
							add(fmt.Sprintf("pad of %d", n), p, err)
							if !halves {
								add(fmt.Sprintf("game of %d", n), playedSheet(t, v, longNames[:n]), nil)
							}
						}
						p, err := sheetPlan(v, longNames[:4], 2)
						add("two games of four", p, err)
						p, err = sheetPlan(v, make([]string, 3), 2)
						add("two games of three", p, err)
					}
					checkBook(t, b)
				})
			}
		}
	}
}

// playedSheet is a game of v among players played to the end, in plan:
// sixes wherever they score, every other box struck, so that it has
// strikes, extra Yatzys and (in maxi) rolls saved.
func playedSheet(t *testing.T, v *scoresheet.Variant, players []string) yatzyPlan {
	t.Helper()
	s, err := scoresheet.NewSheet(v, players, scoresheet.Choices{})
	require.NoError(t, err)
	roll := make(scoresheet.Roll, v.Dice)
	for i := range roll {
		roll[i] = 6
	}
	for !s.Finished() {
		next, _ := s.Next()
		opts, err := s.Options(roll)
		require.NoError(t, err)
		o := opts[0]
		require.NoError(t, s.Apply(scoresheet.Turn(next, o.Box, roll, 1, o.Strike)))
	}
	return gamePlan(s, "kväll", English())
}

// TestLayoutCardSheets checks the card game's sheets of every list and a
// long one on both papers, in English and the made-up language, for 3 to
// 6 players (three counts a list, every count among the lists): blank,
// with a dealer, and filled.
func TestLayoutCardSheets(t *testing.T) {
	var list strings.Builder
	for i := range 45 {
		fmt.Fprintf(&list, "%d. %s\n", i+1, []string{"2 trissar", "en färgstege på 7 kort och en triss", "3 par, varav två röda", "Fem kort där summan är 50"}[i%4])
	}
	long, err := contracts.ParseList("lång", list.String())
	require.NoError(t, err)
	lists, sampled := append(contracts.Lists(), long), [][]int{{3, 4, 6}, {3, 5, 6}}
	for _, paper := range papers {
		for _, lang := range []string{"en", pseudo} {
			each(t, paper+" "+lang, func(t *testing.T) {
				b := newBook(t, optsOn(lang, paper))
				for i, l := range lists {
					for _, n := range sampled[i%len(sampled)] {
						name := fmt.Sprintf("list %s, %s, %d names", l.Name, paper, n)
						for _, dealer := range []string{"", longNames[0]} {
							p, err := rummySheetPlan(l, longNames[:n], dealer)
							require.NoError(t, err)
							b.add(name+" dealing "+dealer, func(d *document) { d.rummyTable(p) })
						}
						g := contractstest.Played(t, l, longNames[:n], len(l.Rounds))
						b.add(name+", filled", func(d *document) { d.rummyTable(rummyGamePlan(g, "kväll", d.opts.Words)) })
						g = contractstest.Played(t, l, longNames[:n], len(l.Rounds)/2)
						b.add(name+", half played", func(d *document) { d.rummyTable(rummyGamePlan(g, "kväll", d.opts.Words)) })
					}
				}
				checkBook(t, b)
			})
		}
	}
}

// TestEveryShapeIsRecorded: the drawing goes through the functions that
// record each shape (shapes.go), so that the layout tests see them all.
func TestEveryShapeIsRecorded(t *testing.T) {
	raw := regexp.MustCompile(`\.(Rect|Line|Circle|Polygon|Ellipse|Arc|Curve\w*)\(`)
	files, err := os.ReadDir(".")
	require.NoError(t, err)
	for _, f := range files {
		if !strings.HasSuffix(f.Name(), ".go") || strings.HasSuffix(f.Name(), "_test.go") || f.Name() == "shapes.go" {
			continue
		}
		b, err := os.ReadFile(f.Name())
		require.NoError(t, err)
		for i, line := range strings.Split(string(b), "\n") {
			if raw.MatchString(line) {
				t.Errorf("%s:%d draws a shape the layout tests do not see: %s", f.Name(), i+1, strings.TrimSpace(line))
			}
		}
	}
}

// TestUnfinishedYatzyGame: a game printed to carry on by hand has its
// entries and no partial sums or totals where the final figures go, and
// says whose turn is next.
func TestUnfinishedYatzyGame(t *testing.T) {
	s, err := scoresheet.NewSheet(scoresheet.Scandinavian(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	require.NoError(t, s.Apply(scoresheet.Turn("Anna", scoresheet.Sixes, scoresheet.Roll{6, 6, 6, 2, 4}, 0, false)))
	d := layout(t, opts("en"), func(o Options) ([]byte, error) { return YatzyGame(s, "kväll", o) })
	got := texts(d)
	assert.Contains(t, got, "Next: Bo, round 1 of 15")
	count := func(s string) int {
		return len(slices.DeleteFunc(slices.Clone(got), func(x string) bool { return x != s }))
	}
	assert.Equal(t, 1, count("18"), "the entry, and no sum or total of it")
	assert.NotContains(t, got, "0", "no upper sum of 0 for Bo")
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
			d := layout(t, opts("en"), func(o Options) ([]byte, error) { return RummyGame(g, "kväll", o) })
			checkLayout(t, "card game in progress", d)
			assert.Contains(t, texts(d), "Next: round 8 of 12, Maximiliana Öhrström-Väää deals")
			assert.NotContains(t, texts(d), "Winners: ", "not over")
		}
	}
	checkLayout(t, "card game xx", layout(t, opts(pseudo), func(o Options) ([]byte, error) { return RummyGame(g, "kväll", o) }))
	d := layout(t, opts("en"), func(o Options) ([]byte, error) { return RummyGame(g, "kväll", o) })
	checkLayout(t, "card game", d)
	got := strings.Join(texts(d), " ")
	assert.Contains(t, got, "Anna-Karin Lindqvist-Åberg -10 (a card found under the table)")
	assert.Contains(t, got, "went out")
}

// texts are the texts a document drew, in order.
func texts(d *document) []string {
	var out []string
	for _, p := range d.placed {
		out = append(out, p.text)
	}
	return out
}

// marks counts the shapes a document drew of what.
func marks(d *document, what string) int {
	n := 0
	for _, s := range d.shapes {
		if s.what == what {
			n++
		}
	}
	return n
}

// TestWhatTheTerminalKnowsOnPaper: the pace beside each upper box and its
// +/- row, the forced order, a Yahtzee pad's section totals and ticked
// extra Yahtzees, and maxi's saved rolls as strokes rather than points.
func TestWhatTheTerminalKnowsOnPaper(t *testing.T) {
	blank := func(v *scoresheet.Variant) []string {
		return texts(layout(t, opts("en"), func(o Options) ([]byte, error) { return Sheet(v, []string{"Anna"}, o) }))
	}
	scand := blank(scoresheet.Scandinavian())
	assert.Contains(t, scand, "1 + 1 + …   pace 3")
	assert.Contains(t, scand, "6 + 6 + …   pace 18")
	assert.Contains(t, scand, "+/−")
	assert.Contains(t, scand, "against 63")
	assert.NotContains(t, scand, "Upper total", "only a Yahtzee pad has section totals")
	assert.Contains(t, blank(scoresheet.Maxi()), "6 + 6 + …   pace 24", "four of each face in maxi")
	assert.Contains(t, blank(scoresheet.Forced()), scoresheet.Forced().OrderNote(nil))
	assert.NotContains(t, scand, scoresheet.Forced().OrderNote(nil))
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
	d := layout(t, opts("en"), func(o Options) ([]byte, error) { return YatzyGame(s, "g", o) })
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
	d = layout(t, opts("en"), func(o Options) ([]byte, error) { return YatzyGame(m, "g", o) })
	assert.Equal(t, 2, d.marks, "two rolls saved")
	assert.NotContains(t, texts(d), "2", "no number for the saved rolls")
}

// TestLayoutStatsPage: the statistics page, with many players, long
// names and many games, keeps every text apart and on its pages.
func TestLayoutStatsPage(t *testing.T) {
	heads := []string{"player", "games", "wins (shared)", "win rate", "average", "median", "best", "worst", "bonus", "Yatzy", "+100"}
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
	for _, paper := range papers {
		for _, lang := range []string{"en", pseudo} {
			d := layout(t, optsOn(lang, paper), func(o Options) ([]byte, error) {
				return StatsPage(Stats{Title: "Statistics", Period: "2026-01-03 – 2026-11-30", Groups: groups,
					Records: []StatsList{{Title: "Highest totals", Lines: []string{"312 Bo (kväll, 2026-11-30)", "300 Eva (natt, 2026-10-01)"}}},
					Versus:  []StatsList{{Title: "Head to head", Lines: []string{"Anna – Bo: 5 – 3, 1 level"}}}}, o)
			})
			checkLayout(t, "stats "+lang+" "+paper, d)
			assert.Contains(t, strings.Join(texts(d), " "), "Optimal play,", "the curve's label")
		}
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
		o.Race = &Race{Title: w.T("%s: the running totals", "kväll"), Players: longNames, Totals: totals, Rounds: 15,
			Decided: 15, Mark: w.T("%s led for good from round %d", longNames[7], 15), Round: w.T("round"),
			Notes: []string{w.T("Time played: %s", "1 h 05 min")}}
		d := layout(t, o, func(o Options) ([]byte, error) { return YatzyGame(s, "kväll", o) })
		checkLayout(t, "race "+lang, d)
		assert.Equal(t, 2, d.PageCount(), "the sheet and its back")

		many := make([][]int, 3)
		for i := range many {
			for k := range 45 {
				many[i] = append(many[i], k*(i+1))
			}
		}
		o.Race = &Race{Title: "long", Players: longNames[:3], Totals: many, Rounds: 45, Decided: 1, Mark: w.T("%s led from the first round", "Bo"), Round: w.T("round")}
		checkLayout(t, "45 rounds "+lang, layout(t, o, func(o Options) ([]byte, error) { return YatzyGame(s, "kväll", o) }))
		o.Race = &Race{Title: "begun", Players: longNames[:2], Totals: [][]int{{0}, {3}}, Rounds: 15, Round: w.T("round")}
		checkLayout(t, "begun "+lang, layout(t, o, func(o Options) ([]byte, error) { return YatzyGame(s, "kväll", o) }))
	}
}

// TestTheStatsKeepAFigureWhole: a group's histograms stay on one page
// with their axis, and a table that fits half a page stays whole with
// its heads (a histogram was split across pages, a table's last rows
// carried over without heads), on A4 and Letter.
func TestTheStatsKeepAFigureWhole(t *testing.T) {
	var groups []StatsGroup
	for k := range 6 {
		g := StatsGroup{Title: fmt.Sprintf("Group %d", k), Heads: []string{"player", "games"}}
		for j := range 2 + k%4 {
			row := StatsRow{Cells: []string{fmt.Sprintf("g%d-p%d", k, j), "30"}}
			for i := range 20 {
				row.Totals = append(row.Totals, 150+(i*37+j*11)%160)
			}
			g.Rows = append(g.Rows, row)
		}
		groups = append(groups, g)
	}
	for _, paper := range papers {
		d := layout(t, optsOn("en", paper), func(o Options) ([]byte, error) {
			return StatsPage(Stats{Title: "Statistics", Groups: groups}, o)
		})
		require.Greater(t, d.PageNo(), 1, "%s: enough for pages to break", paper)
		// Each group's names, as the table and as the charts draw them
		// (in two sizes), each on one page.
		pages := map[string]map[int]bool{}
		axis := 0
		for _, p := range d.placed {
			if p.text == "totals: how often each came" {
				axis++
			}
			if len(p.text) > 2 && p.text[0] == 'g' && p.text[2] == '-' {
				key := fmt.Sprintf("%s %.1f", p.text[:2], p.size)
				if pages[key] == nil {
					pages[key] = map[int]bool{}
				}
				pages[key][p.page] = true
			}
		}
		assert.Equal(t, len(groups), axis)
		assert.Len(t, pages, 2*len(groups), "%s: a table and a figure a group", paper)
		for key, on := range pages {
			assert.Len(t, on, 1, "%s: %s on pages %v", paper, key, on)
		}
		// And a group's table and figure on the same page: the charts
		// under the heading and table they show.
		for k := range groups {
			var on []map[int]bool
			for key, p := range pages {
				if strings.HasPrefix(key, fmt.Sprintf("g%d ", k)) {
					on = append(on, p)
				}
			}
			require.Len(t, on, 2)
			assert.Equal(t, on[0], on[1], "%s: group %d's table and figure", paper, k)
		}
	}
}

// TestTheTrendHasItsScale: a trend line says what its height means: the
// scale's high at its top and low at its foot, inside the chart's box,
// and the line keeps clear of them.
func TestTheTrendHasItsScale(t *testing.T) {
	d, err := newDocument(optsOn("en", "A4"))
	require.NoError(t, err)
	d.AddPage()
	const x, y, w, h = 100.0, 50.0, 80.0, statsChart
	d.trend(x, y, w, h, []int{120, 340, 200}, 100, 350)
	at := map[string]placement{}
	for _, p := range d.placed {
		at[p.text] = p
	}
	require.Contains(t, at, "350", texts(d))
	require.Contains(t, at, "100", texts(d))
	hi, lo := at["350"], at["100"]
	assert.Less(t, hi.y1, lo.y0, "high above low")
	for _, p := range []placement{hi, lo} {
		assert.True(t, p.x0 >= x && p.x1 <= x+w && p.y0 >= y-0.2 && p.y1 <= y+h+0.2, "%q inside the chart: %+v", p.text, p)
		assert.GreaterOrEqual(t, p.size, leastSize)
	}
	for _, s := range d.shapes {
		if s.what == "trend" {
			assert.GreaterOrEqual(t, s.x0, hi.x1-0.2, "the line beside its scale")
		}
	}
}

// TestRoomForEveryExtraYahtzee: a blank standard sheet has boxes for three
// extra Yahtzees at least in each column, however many columns, on both
// papers, whole pages and halves, sheets and pads: a second bonus has
// somewhere to go.
func TestRoomForEveryExtraYahtzee(t *testing.T) {
	for _, paper := range papers {
		for _, halves := range []bool{false, true} {
			o := optsOn("en", paper)
			o.Halves = halves
			b := newBook(t, o)
			for n := 1; n <= MaxColumns; n++ {
				p, err := sheetPlan(scoresheet.Standard(), make([]string, n), 1)
				require.NoError(t, err)
				b.add(fmt.Sprintf("%d columns", n), func(d *document) { d.yatzyPage(p) })
				p, err = soloPlan(scoresheet.Standard(), n, b.d.opts.Words)
				require.NoError(t, err)
				b.add(fmt.Sprintf("pad of %d", n), func(d *document) { d.yatzyPage(p) })
			}
			for _, s := range b.sheets {
				boxes := map[box]int{} // each cell's boxes
				for _, sh := range b.d.shapes {
					if sh.page >= s.first && sh.page <= s.last && sh.what == "tick box" {
						boxes[sh.in]++
					}
				}
				require.NotEmpty(t, boxes, "%s %s halves %v", s.name, paper, halves)
				for cell, n := range boxes {
					assert.GreaterOrEqual(t, n, 3, "%s %s halves %v: the cell at %.0f, %.0f", s.name, paper, halves, cell.x0, cell.y0)
				}
			}
			checkBook(t, b)
		}
	}
}

// TestSettledSumsOfAGameGoingOn: a game carried on by hand shows the sums
// whose boxes are all filled (the upper section's sum, +/− and bonus once
// every upper box is), and leaves blank those still open (the total).
func TestSettledSumsOfAGameGoingOn(t *testing.T) {
	s, err := scoresheet.NewSheet(scoresheet.Scandinavian(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	for face, b := range []scoresheet.Box{scoresheet.Ones, scoresheet.Twos, scoresheet.Threes, scoresheet.Fours, scoresheet.Fives, scoresheet.Sixes} {
		f := face + 1
		other := func(k int) int { return (f+k-1)%6 + 1 }
		// Anna three of each face (63, the bonus exactly), Bo two (42).
		require.NoError(t, s.Apply(scoresheet.Turn("Anna", b, scoresheet.Roll{f, f, f, other(1), other(2)}, 0, false)))
		require.NoError(t, s.Apply(scoresheet.Turn("Bo", b, scoresheet.Roll{f, f, other(1), other(2), other(3)}, 0, false)))
	}
	for _, lang := range []string{"en", pseudo} {
		d := layout(t, opts(lang), func(o Options) ([]byte, error) { return YatzyGame(s, "kväll", o) })
		got := texts(d)
		for _, want := range []string{"63", "42", "±0", "−21", "50", "0"} {
			assert.Contains(t, got, want, "%s: the upper section settled", lang)
		}
		assert.NotContains(t, got, "113", "%s: Anna's total is not settled", lang)
		assert.Equal(t, 1, len(slices.DeleteFunc(slices.Clone(got), func(x string) bool { return x != "42" })), "%s: Bo's sum, not a total of 42 as well", lang)
		checkLayout(t, "settled "+lang, d)
	}
}

// TestPagesAreFilledInTurn: rounds are laid page by page, each page filled
// before the next begins (the next round would not have fitted), none
// over its room, the foot with the last round, and no page under a
// quarter used unless it is the only one: over many random lists.
func TestPagesAreFilledInTurn(t *testing.T) {
	rng := rand.New(rand.NewPCG(43, 11))
	for range 500 {
		n := 1 + rng.IntN(30)
		heights := make([]float64, n)
		for i := range heights {
			heights[i] = 8 + 20*rng.Float64()
		}
		room, carry, foot := 150+100*rng.Float64(), 10.0, 18.0
		pages := balance(heights, room, carry, foot)
		var all []int
		for k, page := range pages {
			require.NotEmpty(t, page)
			h := 0.0
			for _, r := range page {
				h += heights[r]
			}
			if k > 0 {
				h += carry
			}
			last := k == len(pages)-1
			if last {
				h += foot
			}
			assert.LessOrEqual(t, h, room+1e-9, "page %d of %v", k, pages)
			if len(pages) > 1 {
				assert.GreaterOrEqual(t, h, room/4-1e-9, "page %d of %v: a quarter used", k, pages)
			}
			if !last && k+1 < len(pages)-1 {
				// A page before the last two could not take the next round.
				assert.Greater(t, h+heights[pages[k+1][0]], room, "page %d of %v is filled", k, pages)
			}
			all = append(all, page...)
		}
		assert.Equal(t, n, len(all))
		assert.True(t, slices.IsSorted(all))
	}
}

// TestPageNumbersCountTheBackPage: a card game's sheet over two pages with
// its back page of running totals says "page 1 of 3", "page 2 of 3" and
// "page 3 of 3", not "of 2" in a document of three.
func TestPageNumbersCountTheBackPage(t *testing.T) {
	l, err := contracts.LookupList("11")
	require.NoError(t, err)
	players := longNames[:6]
	g := contractstest.Played(t, l, players, len(l.Rounds))
	o := optsOn("en", "letter")
	totals := make([][]int, len(players))
	for i := range totals {
		totals[i] = []int{0, 10, 20}
	}
	o.Race = &Race{Title: "kväll", Players: players, Totals: totals, Rounds: len(l.Rounds), Round: "round"}
	d := layout(t, o, func(o Options) ([]byte, error) { return RummyGame(g, "kväll", o) })
	got := strings.Join(texts(d), "\n")
	require.Equal(t, 3, d.PageNo(), "two pages of sheet and the back page")
	for k := 1; k <= 3; k++ {
		assert.Contains(t, got, fmt.Sprintf("page %d of 3", k))
	}
	assert.NotContains(t, got, "of 2")
}

// TestRulesCards: the rules card of every variant and of the card game, on
// both papers, whole and in halves, in English and the longer made-up
// language, is one page (a sheet with its rules on the back two), lays
// out clean, and holds every row of the rules' tables: each box's name,
// rule and points, the notes, the card points, the key rules and the
// meld words.
func TestRulesCards(t *testing.T) {
	for _, paper := range papers {
		for _, lang := range []string{"en", pseudo} {
			for _, halves := range []bool{false, true} {
				o := optsOn(lang, paper)
				o.Halves = halves
				w := wordsOf(lang)
				name := fmt.Sprintf("%s %s halves %v", paper, lang, halves)
				for _, v := range scoresheet.Variants() {
					d := layout(t, o, func(o Options) ([]byte, error) { return YatzyRules(v, o) })
					require.Equal(t, 1, d.PageNo(), "%s %s", v.ID, name)
					checkLayout(t, v.ID+" rules "+name, d)
					// Lines wrapped are read as one: the words in their order.
					got := flat(texts(d)...)
					c := yatzyCard(v, w)
					for _, r := range c.rows {
						for _, cell := range r {
							assert.True(t, strings.Contains(got, flat(cell)), "%s %s: %q", v.ID, name, cell)
						}
					}
					assert.NotEmpty(t, c.notes)
					for _, n := range c.notes {
						assert.True(t, strings.Contains(got, flat("• "+n)), "%s %s: %q", v.ID, name, n)
					}
				}
				d := layout(t, o, func(o Options) ([]byte, error) { return RummyRules(o) })
				require.Equal(t, 1, d.PageNo(), "rummy %s", name)
				checkLayout(t, "rummy rules "+name, d)
				got := flat(texts(d)...)
				c := rummyCard(w)
				for _, s := range append(append([]string{c.lead}, c.notes...), flat(contracts.MeldWords(w)[0].Meaning)) {
					assert.True(t, strings.Contains(got, flat(s)), "%s: %q", name, s)
				}
				p, err := sheetPlan(scoresheet.Standard(), make([]string, 4), 1)
				require.NoError(t, err)
				o.RulesOnBack = true
				d = layout(t, o, func(o Options) ([]byte, error) { return blank(p, nil, o) })
				assert.Equal(t, 2, d.PageNo(), "the sheet and its back, %s", name)
				checkLayout(t, "sheet with rules "+name, d)
			}
		}
	}
}

// flat is texts joined, without white space (where lines wrap) and the
// made-up language's padding (which a line may break): what they say in
// their order.
func flat(texts ...string) string {
	return strings.Join(strings.Fields(strings.ReplaceAll(clean(strings.Join(texts, " ")), "~", "")), "")
}

// TestStatsLinesWrapWhole: a head-to-head line too long for the page
// wraps, whole, at the list's one size: not cut short ("…") and not
// shrunk, line by line, to sizes of its own.
func TestStatsLinesWrapWhole(t *testing.T) {
	long := "Åsa-Märta Öberg-Lindqvist against Õie-Liis Tšaiko-Kõrvits: 40 games together; Åsa-Märta Öberg-Lindqvist ahead 18, Õie-Liis Tšaiko-Kõrvits ahead 20, level 2"
	short := "Anna against Bo: 7 games together; Anna ahead 4, Bo ahead 2, level 1"
	for _, paper := range papers {
		d := layout(t, optsOn("en", paper), func(o Options) ([]byte, error) {
			return StatsPage(Stats{Title: "Statistics", Versus: []StatsList{{Title: "Head to head", Lines: []string{long, short, long + ", and more words to make it longer still than two lines of the page can hold at all"}}}}, o)
		})
		checkLayout(t, "stats lines "+paper, d)
		got := flat(texts(d)...)
		assert.Contains(t, got, flat(long), paper)
		assert.Contains(t, got, flat(short), paper)
		sizes := map[float64]bool{}
		for _, p := range d.placed {
			assert.NotContains(t, p.text, "…", paper)
			if strings.Contains(long+short, strings.Fields(p.text)[0]) && !p.foot && p.text != "Statistics" && p.text != "Head to head" {
				sizes[p.size] = true
			}
		}
		assert.Len(t, sizes, 1, "%s: the lines at one size: %v", paper, sizes)
	}
}

// TestNamesAtOneSize: the names of a sheet's heads, of a card sheet's
// columns and of a statistics table are set at one size each, the
// smallest any needs: not each name at a size of its own (an 8-player
// head had three).
func TestNamesAtOneSize(t *testing.T) {
	for _, paper := range papers {
		for _, lang := range []string{"en", pseudo} {
			d, err := newDocument(optsOn(lang, paper))
			require.NoError(t, err)
			d.AddPage()
			for _, n := range []int{3, 6, 8} {
				for _, w := range []float64{12, 20, 30, 45} {
					for _, lines := range []int{1, 2} {
						d.font(true, 11)
						_, sizes, _ := d.nameForms(longNames[:n], w, 11, lines, 0)
						assert.Len(t, slices.Compact(slices.Clone(sizes)), 1, "%s %s %d names %v mm in %d lines: %v", paper, lang, n, w, lines, sizes)
					}
				}
			}
			p, err := sheetPlan(scoresheet.Scandinavian(), longNames, 1)
			require.NoError(t, err)
			l := d.yatzyLayout(p)
			assert.Len(t, slices.Compact(slices.Clone(l.headSz)), 1, "%s %s: the heads' sizes %v", paper, lang, l.headSz)
		}
	}
}
