//go:build !race

// Drawn on one goroutine: see concurrent_test.go.

package pdf

import (
	"fmt"
	"math"
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

// These tests hold the sheets to what they state: each test is one thing
// a family found wrong on the paper.

// cellTest draws in a document of its own: tally and ticks, one count in
// each cell of a column of cells of the sizes given.
func cellTest(t *testing.T, draw func(d *document, c box, n int)) {
	d, err := newDocument(opts("en"))
	require.NoError(t, err)
	d.AddPage()
	for _, w := range []float64{10, 12, 17, 25, 40} {
		for _, h := range []float64{7, 9, 14} {
			for n := range 41 {
				if d.GetY()+h > d.bottom {
					d.AddPage()
					d.SetY(d.top)
				}
				c := box{d.left, d.GetY(), d.left + w, d.GetY() + h}
				before, texts := d.marks, len(d.placed)
				draw(d, c, n)
				// Every count is there: as strokes or ticks, or written.
				assert.Equal(t, n, d.marks-before, "%d in a cell of %.0f × %.0f", n, w, h)
				if len(d.placed) > texts {
					assert.Contains(t, d.placed[len(d.placed)-1].text, strconv.Itoa(n), "the count written")
				}
				d.SetY(c.y1 + 1)
			}
		}
	}
	b := &book{d: d}
	for p := range d.PageNo() {
		b.sheets = append(b.sheets, drawn{fmt.Sprintf("cells %d", p+1), p + 1, p + 1})
	}
	checkBook(t, b)
}

// TestTallyOfAnyCount: saved rolls show as strokes while they fit in the
// cell, and as their number when they do not (they stopped at the
// cell's edge: 13 rolls saved showed 10).
func TestTallyOfAnyCount(t *testing.T) {
	cellTest(t, func(d *document, c box, n int) { d.tally(c, n) })
}

// TestExtraYahtzeesOfAnyCount: a blank cell has up to three boxes to
// tick, and a filled one ticks every extra Yahtzee, writing the count
// beside one box when the boxes do not fit (four extras showed three
// ticks).
func TestExtraYahtzeesOfAnyCount(t *testing.T) {
	cellTest(t, func(d *document, c box, n int) { d.ticks(c, n, false) })
	d, err := newDocument(opts("en"))
	require.NoError(t, err)
	d.AddPage()
	d.ticks(box{20, 20, 60, 30}, 0, true)
	assert.Equal(t, 3, marks(d, "tick box")/1, "a blank cell of 40 mm has three boxes")
}

// TestForcedOrderAsThePlayersPlayIt: a forced game under the house rule
// "order bottom-up" says so on its sheet, blank and filled, not "top to
// bottom".
func TestForcedOrderAsThePlayersPlayIt(t *testing.T) {
	house, err := scoresheet.ParseHouseRules("forced\norder bottom-up")
	require.NoError(t, err)
	v := house.Variant()
	up, down := v.OrderNote(nil), scoresheet.Forced().OrderNote(nil)
	require.NotEqual(t, up, down)
	s, err := scoresheet.NewSheet(v, []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	for name, draw := range map[string]func(Options) ([]byte, error){
		"blank":  func(o Options) ([]byte, error) { return Sheet(v, []string{"Anna", "Bo"}, o) },
		"filled": func(o Options) ([]byte, error) { return YatzyGame(s, "kväll", o) },
	} {
		got := strings.Join(texts(layout(t, opts("en"), draw)), " ")
		assert.Contains(t, got, up, name)
		assert.NotContains(t, got, down, name)
		assert.Contains(t, got, "(house rules)", "%s: a house-rule sheet is titled as such", name)
	}
}

// TestTheExtraBonusSaysItsRule: a Yahtzee sheet says "100 per ✓" beside
// its ticks, with the tick drawn, and under the table that each further
// Yahtzee earns it while the Yatzy box holds 50, and the joker.
func TestTheExtraBonusSaysItsRule(t *testing.T) {
	v := scoresheet.Standard()
	d := layout(t, opts("en"), func(o Options) ([]byte, error) { return Sheet(v, []string{"Anna", "Bo"}, o) })
	got := strings.Join(texts(d), " ")
	assert.Contains(t, texts(d), "100 per")
	assert.Equal(t, 2, marks(d, "tick"), "the tick after 100 per: its two strokes")
	assert.Contains(t, fold(got), fold(v.JokerNote(nil)))
	assert.Contains(t, v.JokerNote(nil), "Each further 5 alike earns +100 while Five of a kind holds 50")
	assert.NotContains(t, strings.Join(texts(layout(t, opts("en"), func(o Options) ([]byte, error) {
		return Sheet(scoresheet.Scandinavian(), []string{"Anna"}, o)
	})), " "), "per", "no extra bonus, no ticks")
}

// TestNamesToldApart: names shortened to fit are shortened to what tells
// them apart, and whole where they fit.
func TestNamesToldApart(t *testing.T) {
	d, err := newDocument(opts("en"))
	require.NoError(t, err)
	d.AddPage()
	names := []string{"Maximiliana Öhrström-Väää", "Maximiliana Öhrström-Vång", "Maximiliana Öhrström", "Bo", "Anna-Karin Lindqvist-Åberg", "Eva 🎲", "Eva 😀", ""}
	for _, w := range []float64{9, 12, 16, 20, 30, 60} {
		d.font(true, 11)
		lines, sizes := d.nameLines(names, w, 11)
		seen := map[string]string{}
		for i, n := range names {
			shown := strings.Join(lines[i], " ")
			if n == "" {
				assert.Empty(t, shown, "a blank name stays blank")
				continue
			}
			if prev, ok := seen[strings.ToLower(shown)]; ok && w >= 12 {
				t.Errorf("at %.0f mm %q and %q are both shown as %q", w, prev, n, shown)
			}
			seen[strings.ToLower(shown)] = n
			for _, l := range lines[i] {
				d.SetFontSize(sizes[i])
				assert.LessOrEqual(t, d.GetStringWidth(l), w+0.01, "%q fits %.0f mm", l, w)
			}
		}
		assert.Equal(t, []string{"Bo"}, lines[3], "a short name is whole")
	}
	d.font(true, 11)
	lines, _ := d.nameLines(names[:2], 16, 11)
	assert.NotContains(t, strings.Join(lines[0], " "), "…", "a short form before a cut: %v", lines[0])
}

// TestTheWinnerUnderTheTable: the winner's line to write in stands under
// the table and its notes, not alone at the page's foot far below them.
func TestTheWinnerUnderTheTable(t *testing.T) {
	mini, err := scoresheet.ParseVariant("variant mini\nscoring nordic\ndice 5\nboxes ones sixes full_house yatzy\nbonus 8 = 10\n")
	require.NoError(t, err)
	for _, paper := range papers {
		for _, v := range append(scoresheet.Variants(), mini) {
			d := layout(t, optsOn("en", paper), func(o Options) ([]byte, error) { return Sheet(v, make([]string, 3), o) })
			var winner placement
			above := 0.0
			for _, p := range d.placed {
				if strings.HasPrefix(p.text, "Winner:") {
					winner = p
				}
			}
			require.NotEmpty(t, winner.text, v.ID)
			for _, p := range d.placed {
				if p.y1 <= winner.y0+0.1 && p.text != winner.text {
					above = max(above, p.y1)
				}
			}
			for _, s := range d.shapes {
				if s.y1 <= winner.y0+0.1 {
					above = max(above, s.y1)
				}
			}
			assert.Less(t, winner.y0-above, 8.0, "%s %s: the winner's line just under what is above it", v.ID, paper)
		}
	}
}

// TestOneColumnSheetUsesThePage: a sheet of one player or two uses four
// fifths of the page's width at the least (it used half), a column no
// wider than half as wide again as a column at most, not one across the
// page; centred.
func TestOneColumnSheetUsesThePage(t *testing.T) {
	for _, paper := range papers {
		for _, n := range []int{1, 2} {
			d := layout(t, optsOn("en", paper), func(o Options) ([]byte, error) { return Sheet(scoresheet.Scandinavian(), longNames[:n], o) })
			left, right := d.w, 0.0
			for _, c := range d.writing {
				assert.LessOrEqual(t, c.x1-c.x0, yatzyColMax*1.5+0.01)
				right = max(right, c.x1)
			}
			for _, p := range d.placed {
				if !p.foot {
					left = min(left, p.x0)
				}
			}
			assert.GreaterOrEqual(t, right-left+2, (d.right-d.left)*0.8, "%s, %d: the table's width", paper, n)
		}
	}
}

// TestWhatAPadHas: a solo pad has the player's name to write and each
// game's date; a sheet of games has each game's date and winner; the
// upper boxes have their die's face.
func TestWhatAPadHas(t *testing.T) {
	solo := layout(t, opts("en"), func(o Options) ([]byte, error) { return SoloPad(scoresheet.Scandinavian(), 6, o) })
	assert.Contains(t, texts(solo), "Name: ______________")
	assert.Contains(t, texts(solo), "Date")
	assert.NotContains(t, texts(solo), "Winner", "alone, no one wins")
	faces := 0
	for _, s := range solo.shapes {
		if s.what == "die" && s.x1-s.x0 > 2 {
			faces++
		}
	}
	assert.Equal(t, 6, faces, "a die beside each upper box")
	two := layout(t, opts("en"), func(o Options) ([]byte, error) {
		return Games(scoresheet.Scandinavian(), []string{"Anna", "Bo", "Cecilia", "Dan"}, 2, o)
	})
	got := texts(two)
	for _, s := range []string{"Game 1", "Game 2", "Date", "Winner", "Anna", "Dan"} {
		assert.Contains(t, got, s)
	}
	assert.Equal(t, 2, count(got, "Anna"), "two games of the same players: no numbers after their names")
	one := layout(t, opts("en"), func(o Options) ([]byte, error) { return Sheet(scoresheet.Scandinavian(), []string{"Anna", "Bo"}, o) })
	assert.Contains(t, texts(one), "Date: ______________")
	assert.Contains(t, texts(one), "Winner: ______________")
}

func count(texts []string, s string) int {
	return len(slices.DeleteFunc(slices.Clone(texts), func(x string) bool { return x != s }))
}

// TestAGameAloneAndABonusMissed: a game of one player says its total, not
// its winner; a bonus missed is written 0, not drawn as a strike.
func TestAGameAloneAndABonusMissed(t *testing.T) {
	v := scoresheet.Scandinavian()
	s, err := scoresheet.NewSheet(v, []string{"Anna"}, scoresheet.Choices{})
	require.NoError(t, err)
	roll := scoresheet.Roll{1, 1, 2, 3, 5}
	strikes := 0
	for _, b := range v.Boxes {
		strike := v.Score(b, roll) == 0
		if strike {
			strikes++
		}
		require.NoError(t, s.Apply(scoresheet.Turn("Anna", b, roll, 0, strike)))
	}
	require.Zero(t, s.Totals("Anna").Bonus)
	d := layout(t, opts("en"), func(o Options) ([]byte, error) { return YatzyGame(s, "kväll", o) })
	got := texts(d)
	assert.NotContains(t, strings.Join(got, " "), "Winner")
	assert.Contains(t, got, fmt.Sprintf("Final total: %d", s.Totals("Anna").Total))
	assert.Equal(t, strikes, marks(d, "strike"), "a strike for each box struck, none for the bonus")
	checkLayout(t, "alone", d)
}

// TestCardSheetsMarkAndExplain: the card game's sheet has a legend of its
// cells, a ring to fill for who went out in each cell, a mark for who
// starts each round (a dealer given), and the card points at its foot;
// it refuses a table of fewer than three.
func TestCardSheetsMarkAndExplain(t *testing.T) {
	l, err := contracts.LookupList("7")
	require.NoError(t, err)
	players := []string{"Anna", "Bo", "Cecilia", "Dan"}
	d := layout(t, opts("en"), func(o Options) ([]byte, error) { return RummySheet(l, players, "Bo", o) })
	got := strings.Join(texts(d), " ")
	assert.Contains(t, got, "the round's points; below, the running total")
	assert.Contains(t, got, "went out")
	assert.Contains(t, got, "starts")
	assert.Contains(t, got, "Points left in hand: "+contracts.CardPoints(nil))
	assert.Equal(t, len(l.Rounds)*len(players), marks(d, "ring"), "a ring in every cell")
	assert.Equal(t, len(l.Rounds), marks(d, "starts"), "a mark a round")
	for _, n := range []int{0, 1, 2, 7} {
		_, err := RummySheet(l, longNames[:n], "", opts("en"))
		assert.EqualError(t, err, fmt.Sprintf("the card game is for 3 to 6 players, not %d", n))
	}
	_, err = Sheet(scoresheet.Scandinavian(), strings.Split("A B C D E F G H I", " "), opts("en"))
	assert.EqualError(t, err, "9 players: a sheet has 1 to 8", "names are players")
}

// TestStatisticsOnPaper: the statistics page says the days it counts,
// draws every group's charts on one scale (the optimal curve's too) with
// its axis and caption, lists records and head to head, cuts no head,
// and keeps to few pages.
func TestStatisticsOnPaper(t *testing.T) {
	g := StatsGroup{Title: "Yatzy · scandinavian", Heads: []string{"player", "games", "wins (shared)", "win rate", "average", "median", "best", "worst", "bonus", "Yatzy"}}
	for i := range 6 {
		row := StatsRow{Cells: []string{longNames[i], "12", "3 (1)", "25 %", "243.5", "241.0", "315", "141", "55 %", "30 %"}}
		for k := range 12 {
			row.Totals = append(row.Totals, 200+(k*37+i*11)%100)
		}
		g.Rows = append(g.Rows, row)
	}
	c := &Curve{Label: "Optimal play: 248.44 expected", Lo: 100}
	sum := 0.0
	for k := range 251 {
		c.P = append(c.P, math.Exp(-float64((k-148)*(k-148))/(2*30*30)))
		sum += c.P[k]
	}
	for k := range c.P {
		c.P[k] /= sum
	}
	g.Expected = c
	low, high := g.scale()
	require.Less(t, c.at(0.001), 200, "the curve reaches lower than the players")
	require.Greater(t, c.at(0.999), 299, "and higher")
	assert.Equal(t, c.at(0.001), low, "the curve's low end on the one scale")
	assert.Equal(t, c.at(0.999), high, "and its high end")
	page := Stats{Title: "Statistics of 12 games", Period: "Games from 2026-01-03 to 2026-11-30", Groups: []StatsGroup{g},
		Records: []StatsList{{Title: "Records · Highest totals", Lines: []string{"315 Anna (kväll, 2026-11-30)"}}},
		Versus:  []StatsList{{Title: "Head to head", Lines: []string{"Anna against Bo: 12 games together"}}}}
	for _, lang := range []string{"en", pseudo} {
		d := layout(t, opts(lang), func(o Options) ([]byte, error) { return StatsPage(page, o) })
		got := strings.Join(texts(d), " ")
		for _, s := range []string{page.Period, "Records · Highest totals", "315 Anna", "Head to head", wordsOf(lang).T("totals: how often each came"), strconv.Itoa(low), strconv.Itoa(high)} {
			assert.Contains(t, got, s, lang)
		}
		assert.Equal(t, 1, d.PageNo(), "six players of twelve games on one page")
		for _, s := range texts(d) {
			assert.False(t, strings.HasSuffix(s, "…"), "%s: %q is cut", lang, s)
		}
	}
}

// bracketed matches the made-up language's words: "[Date~~]".
var bracketed = regexp.MustCompile(`\[[^\[\]]*~*\]`)

// TestEveryWordInTheSheetsLanguage: a sheet in the made-up language has
// no word of English on it: every text is the language's (in brackets),
// the table's own (names, a list's title and contracts, a game's name,
// dates), or figures.
func TestEveryWordInTheSheetsLanguage(t *testing.T) {
	l, err := contracts.LookupList("7")
	require.NoError(t, err)
	players := []string{"Anna", "Bo", "Cecilia", "Dan"}
	own := []string{"kväll", "protokoll", "Yatzy", l.Title}
	own = append(own, players...)
	for _, r := range l.Rounds {
		own = append(own, strings.Fields(r.Contract.Text)...)
	}
	s, err := scoresheet.NewSheet(scoresheet.Standard(), players, scoresheet.Choices{})
	require.NoError(t, err)
	g := contractstest.Played(t, l, players, 6)
	sheets := map[string]func(Options) ([]byte, error){
		"pad":       func(o Options) ([]byte, error) { return SoloPad(scoresheet.Maxi(), 4, o) },
		"games":     func(o Options) ([]byte, error) { return Games(scoresheet.Forced(), players[:2], 2, o) },
		"game":      func(o Options) ([]byte, error) { return YatzyGame(s, "kväll", o) },
		"rummy":     func(o Options) ([]byte, error) { return RummySheet(l, players, "Bo", o) },
		"card game": func(o Options) ([]byte, error) { return RummyGame(g, "kväll", o) },
		"contracts": func(o Options) ([]byte, error) { return Contracts([]*contracts.List{l}, o) },
	}
	for _, v := range scoresheet.Variants() {
		sheets[v.ID] = func(o Options) ([]byte, error) { return Sheet(v, players, o) }
	}
	letters := regexp.MustCompile(`\pL{2,}`)
	for name, draw := range sheets {
		// The texts in the order drawn: a sentence wrapped in lines has
		// its brackets at its ends.
		rest := strings.Join(texts(layout(t, opts(pseudo), draw)), " ")
		for {
			less := bracketed.ReplaceAllString(rest, "")
			if less == rest {
				break
			}
			rest = less
		}
		for _, w := range letters.FindAllString(rest, -1) {
			if !slices.ContainsFunc(own, func(o string) bool { return strings.Contains(o, w) }) {
				t.Errorf("%s: %q is not the sheet's language", name, w)
			}
		}
	}
}

// TestACardGameSheetFitsOneLetterPage: six players, a dealer's column, a
// long name: the sheet is one page on Letter as on A4, its contracts a
// point or two smaller there if need be (it broke onto a second page,
// the first half empty).
func TestACardGameSheetFitsOneLetterPage(t *testing.T) {
	l, err := contracts.LookupList("7")
	require.NoError(t, err)
	for _, players := range [][]string{
		{"Anna", "Bo", "Cecilia", "Dan", "Eva", "Fia"},
		{"Anna", "Bo", "Cecilia-Margareta Johansson-Lindqvist", "Dan", "Eva", "Fia"},
		{"Anna", "Bo", "Cecilia-Margareta Johansson-Lindqvist"},
	} {
		for _, paper := range papers {
			for _, dealer := range []string{"", "Bo"} {
				b, err := RummySheet(l, players, dealer, optsOn("en", paper))
				require.NoError(t, err)
				assert.Equal(t, 1, valid(t, b), "%s, %v, dealer %q", paper, players, dealer)
			}
		}
	}
}

// TestNamesShortenedAlike: when a name of a page must be shortened,
// every name is shortened the same way (an 8-player head had "M. F."
// beside a first name kept whole), and a card sheet's Dealer column shows
// each name as its head does.
func TestNamesShortenedAlike(t *testing.T) {
	d, err := newDocument(opts("en"))
	require.NoError(t, err)
	d.AddPage()
	names := []string{"Maja Forsberg", "Anna Lindqvist", "Märta Fågelström", "Bo", "Christopher Alexander", "Eva Ek", "Hjördis Östergren", "Karl-Erik Nyberg"}
	formOf := func(name string, lines []string) int { // which form of name lines show: 0 whole, k short form k
		shown := strings.Join(lines, " ")
		if shown == name || strings.ReplaceAll(shown, "- ", "-") == name {
			return 0
		}
		for k, f := range shortForms(name) {
			if shown == f || strings.ReplaceAll(shown, "- ", "-") == f {
				return k + 1
			}
		}
		return -1
	}
	shortened := 0
	for _, w := range []float64{12, 14, 16, 18, 20, 24, 30, 40} {
		for _, lines := range []int{1, 2} {
			d.font(true, 11)
			out, _, _ := d.nameForms(names, w, 11, lines, 0)
			forms := map[int]bool{}
			for i, n := range names {
				// Maja Forsberg and Märta Fågelström are told apart by a
				// longer form where the others are "X. Y.".
				if len(strings.Fields(n)) > 1 && !strings.HasPrefix(n, "M") {
					forms[formOf(n, out[i])] = true
				}
			}
			if forms[-1] {
				continue // some name cut: no one form fits them all
			}
			assert.Len(t, forms, 1, "%.0f mm, %d lines: %v", w, lines, out)
			if !forms[0] {
				shortened++
			}
		}
	}
	assert.Positive(t, shortened, "some width shortens the names")
	for _, w := range []float64{14, 18, 24, 30} {
		heads, _, dealers, _ := d.rummyNames(names[:6], w, 20)
		for i, n := range names[:6] {
			if strings.HasPrefix(n, "M") {
				continue // told apart from each other each in its column's room
			}
			assert.Equal(t, formOf(n, heads[i]), formOf(n, dealers[i]), "%s at %.0f mm: head %v, dealer %v", n, w, heads[i], dealers[i])
		}
	}
}

// TestStatsNamesAlike: a statistics page's table and its chart show each
// player's name in one form.
func TestStatsNamesAlike(t *testing.T) {
	d, err := newDocument(opts("en"))
	require.NoError(t, err)
	d.AddPage()
	names := []string{"Maximiliana Öhrström", "Bartholomew Featherstonea", "Christopher Alexander", "Hjördis Gunilla Östergren"}
	for w := 16.0; w <= 45; w++ { // wide enough that no name is cut
		table, _, chart, _ := d.namesAlike(names, nameSet{w: w, size: 10, lines: 1}, nameSet{bold: true, w: w, size: 9, lines: 1})
		assert.Equal(t, table, chart, "%.0f mm", w)
	}
}
