//go:build !race

// Drawn on one goroutine: see concurrent_test.go.

package pdf

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/pdf/pdfcheck"
	"github.com/kitchentable/protokoll/scoresheet"
)

var update = flag.Bool("update", false, "rewrite the golden PDFs in testdata/golden")

var day = time.Date(2026, 11, 30, 20, 0, 0, 0, time.UTC)

func opts(lang string) Options { return Options{Words: wordsOf(lang), Date: day} }

// valid checks the PDF's structure and returns its page count.
func valid(t *testing.T, b []byte) int {
	t.Helper()
	doc, err := pdfcheck.Read(b)
	require.NoError(t, err)
	return len(doc.Pages)
}

// unread stands for a PDF's text where pdftotext is missing: has passes
// over it, and the rest of the test (structure, golden files, layout)
// still runs.
const unread = "\x00 not read back"

// text reads the PDF back with pdftotext, its white space folded. CI
// installs poppler-utils and must have it; elsewhere the text is not read
// back, said in the test's log, and the test goes on.
func text(t *testing.T, b []byte) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("pdftotext is missing: CI installs poppler-utils")
		}
		t.Log("pdftotext is not installed (apt-get install poppler-utils): the text is not read back")
		return unread
	}
	path := filepath.Join(t.TempDir(), "out.pdf")
	require.NoError(t, os.WriteFile(path, b, 0o644))
	out, err := exec.Command("pdftotext", path, "-").Output()
	require.NoError(t, err)
	return fold(string(out))
}

// has reports a piece of text missing from a PDF's text without printing
// the whole of it.
func has(t *testing.T, text, want string, msg ...any) {
	t.Helper()
	if text != unread && !strings.Contains(text, want) {
		t.Errorf("the PDF's text lacks %q %v", want, msg)
	}
}

var space = regexp.MustCompile(`\s+`)

func fold(s string) string { return space.ReplaceAllString(s, " ") }

// golden compares b with testdata/golden/name, or rewrites it with -update.
func golden(t *testing.T, name string, b []byte) {
	t.Helper()
	path := filepath.Join("..", "testdata", "golden", name)
	if *update {
		require.NoError(t, os.WriteFile(path, b, 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "run go test ./pdf -update to write it")
	if !bytes.Equal(want, b) {
		t.Errorf("%s differs from the golden file (go test ./pdf -update rewrites it after a look):\n%s",
			name, strings.Join(differences(t, b, want), "\n"))
	}
}

// differences says in words how two PDFs differ: pages, page sizes, the
// document's information and, with pdftotext, the first words that
// differ; else that only the drawing does.
func differences(t *testing.T, got, want []byte) []string {
	t.Helper()
	info := func(b []byte) *pdfcheck.Doc {
		i, err := pdfcheck.Read(b)
		require.NoError(t, err)
		return i
	}
	g, w := info(got), info(want)
	var out []string
	differ := func(what string, got, want any) {
		if fmt.Sprint(got) != fmt.Sprint(want) {
			out = append(out, fmt.Sprintf("  %s: %v, golden %v", what, got, want))
		}
	}
	differ("pages", len(g.Pages), len(w.Pages))
	differ("page sizes", g.Pages, w.Pages)
	differ("title", g.Title, w.Title)
	differ("subject", g.Subject, w.Subject)
	differ("author", g.Author, w.Author)
	differ("created", g.CreationDate, w.CreationDate)
	if _, err := exec.LookPath("pdftotext"); err == nil {
		gw, ww := strings.Fields(text(t, got)), strings.Fields(text(t, want))
		for i := 0; i < max(len(gw), len(ww)); i++ {
			if i >= len(gw) || i >= len(ww) || gw[i] != ww[i] {
				window := func(ws []string) string { return strings.Join(ws[min(i, len(ws)):min(i+8, len(ws))], " ") }
				out = append(out, fmt.Sprintf("  text from word %d: %q, golden %q", i+1, window(gw), window(ww)))
				break
			}
		}
	}
	if len(out) == 0 {
		out = append(out, fmt.Sprintf("  pages, information and text are the same: the drawing differs (%d bytes, golden %d)", len(got), len(want)))
	}
	return out
}

func TestBlankSheets(t *testing.T) {
	players := []string{"Anna", "Bo", "Cecilia", "Dan", "Eva", "Fia", "Göran", "Hjördis"}
	for _, v := range scoresheet.Variants() {
		for _, lang := range []string{"en", pseudo} {
			b, err := Sheet(v, players, opts(lang))
			require.NoError(t, err)
			assert.Equal(t, 1, valid(t, b), v.ID)
			assert.Less(t, len(b), 30*1024, "an 8-player sheet stays under 30 KB")
			got := text(t, b)
			for _, p := range players {
				has(t, got, p, "%s %s", v.ID, lang)
			}
			for _, box := range v.Boxes {
				has(t, got, v.Name(box, wordsOf(lang).Sheet()), "%s %s", v.ID, lang)
			}
			has(t, got, scoresheet.LabelTotal.Word(wordsOf(lang).Sheet()))
			has(t, got, scoresheet.LabelBonus.Word(wordsOf(lang).Sheet()))
		}
	}
	b, err := Sheet(scoresheet.Scandinavian(), players, opts("en"))
	require.NoError(t, err)
	golden(t, "sheet-scandinavian-en.pdf", b)
	got := text(t, b)
	has(t, got, "1-2-3-4-5 = 15", "a rule hint")
	has(t, got, "≥ 63: 50")
	has(t, got, "Date:")
}

func TestBlankColumnsAndPads(t *testing.T) {
	b, err := Sheet(scoresheet.Maxi(), make([]string, 3), opts(pseudo))
	require.NoError(t, err)
	assert.Equal(t, 1, valid(t, b))
	got := text(t, b)
	has(t, got, ps(scoresheet.LabelSavedRolls.Word(nil)), "maxi keeps saved rolls")
	has(t, got, "Maxi Yatzy")

	b, err = SoloPad(scoresheet.Scandinavian(), 6, opts("en"))
	require.NoError(t, err)
	assert.Equal(t, 1, valid(t, b))
	got = text(t, b)
	for _, g := range []string{"Game 1", "Game 6"} {
		has(t, got, g)
	}
	golden(t, "pad-scandinavian-en.pdf", b)

	_, err = Sheet(scoresheet.Scandinavian(), make([]string, 9), opts("en"))
	assert.EqualError(t, err, "9 columns: a sheet has 1 to 8")
	_, err = SoloPad(scoresheet.Scandinavian(), 0, opts("en"))
	assert.EqualError(t, err, "0 games: a pad has 1 to 8 a page")
	_, err = Sheet(scoresheet.Scandinavian(), []string{"A"}, Options{Paper: "a3"})
	assert.EqualError(t, err, `unknown paper "a3": want a4 or letter`)
	b, err = Sheet(scoresheet.Scandinavian(), []string{"A"}, Options{Paper: "letter", Date: day})
	require.NoError(t, err)
	valid(t, b)
}

func TestFilledYatzyGame(t *testing.T) {
	s, err := scoresheet.NewSheet(scoresheet.Standard(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	for _, b := range scoresheet.Standard().Boxes {
		require.NoError(t, s.Apply(scoresheet.Turn("Anna", b, scoresheet.Roll{6, 6, 6, 6, 6}, 0, s.Variant().Score(b, scoresheet.Roll{6, 6, 6, 6, 6}) == 0 && b != scoresheet.Yatzy)))
		opts, _ := s.Options(scoresheet.Roll{1, 2, 3, 4, 6})
		strike := false
		for _, o := range opts {
			if o.Box == b {
				strike = o.Strike
			}
		}
		require.NoError(t, s.Apply(scoresheet.Turn("Bo", b, scoresheet.Roll{1, 2, 3, 4, 6}, 0, strike)))
	}
	require.True(t, s.Finished())
	b, err := YatzyGame(s, "kväll", opts("en"))
	require.NoError(t, err)
	assert.Equal(t, 1, valid(t, b))
	golden(t, "game-standard-en.pdf", b)
	got := text(t, b)
	has(t, got, "Winner: Anna")
	has(t, got, "kväll · 2026-11-30")
	has(t, got, "Yatzy · standard")
	has(t, got, strconv.Itoa(s.Totals("Anna").Total))
	has(t, got, strconv.Itoa(s.Totals("Anna").ExtraBonus))
}

func TestCheatSheet(t *testing.T) {
	lists := contracts.Lists()
	for _, lang := range []string{"en", pseudo} {
		b, err := Contracts(lists, opts(lang))
		require.NoError(t, err)
		assert.Equal(t, 12, valid(t, b), "one page a list")
		got := text(t, b)
		for _, l := range lists {
			for _, r := range l.Rounds {
				has(t, got, fold(r.Contract.Text), "list %s round %d", l.Name, r.Number)
			}
		}
		has(t, got, strings.Join(strings.Fields(contracts.CardPoints(wordsOf(lang).Cards())), " "))
		has(t, got, "♠♥♦♣")
	}
	one, _ := contracts.LookupList("7")
	b, err := Contracts([]*contracts.List{one}, opts("en"))
	require.NoError(t, err)
	assert.Equal(t, 1, valid(t, b))
	golden(t, "contracts-7-en.pdf", b)
	got := text(t, b)
	has(t, got, "Twos are wild")
	has(t, got, fold(one.Rounds[0].Contract.Meaning(nil)))
	// The odd and even rounds share one definition, said once.
	assert.Equal(t, 1, strings.Count(got, fold(contracts.Define(nil, contracts.DefParity))), "the parity defined once on the page")
}

func TestRummySheets(t *testing.T) {
	l, _ := contracts.LookupList("12")
	players := []string{"Anna", "Bo", "Cecilia", "Dan", "Eva", "Fia"}
	b, err := RummySheet(l, players, "", opts("en"))
	require.NoError(t, err)
	assert.Equal(t, 1, valid(t, b))
	got := text(t, b)
	for _, r := range l.Rounds {
		has(t, got, fold(r.Contract.Text))
	}
	for _, p := range players {
		has(t, got, p)
	}
	golden(t, "rummy-sheet-12-en.pdf", b)

	g, err := contracts.NewGame(l, players[:3], "Bo")
	require.NoError(t, err)
	for i := range l.Rounds {
		out := players[i%3]
		left := map[string][]contracts.Card{}
		for _, p := range players[:3] {
			if p != out {
				left[p] = []contracts.Card{{Rank: contracts.King}, {Rank: 7}}
			}
		}
		require.NoError(t, g.Apply(contracts.GameEvent{Kind: contracts.KindRound, Result: &contracts.Result{Out: out, Left: left}}))
	}
	b, err = RummyGame(g, "kväll", opts(pseudo))
	require.NoError(t, err)
	assert.Equal(t, 1, valid(t, b))
	got = text(t, b)
	has(t, got, fmt.Sprintf(ps("Winners: %s"), "Anna, Bo, Cecilia"))
	has(t, got, "120", "the totals")
}

// TestRunesTheFontLacksAreLeftOut: a character the font cannot draw (an
// emoji, Chinese) is left out of what is printed, never a silent "?" in
// its place; Undrawable names them, for the program to say so; a name of
// nothing drawable is its column's number, not a blank head.
func TestRunesTheFontLacksAreLeftOut(t *testing.T) {
	names := []string{"Emil 🎲", "Bo\U0001F600", "Õie ★ Ek", "bad\xff", "李小龍", "Li 李 Wei"}
	for _, sheet := range []func() ([]byte, error){
		func() ([]byte, error) { return Sheet(scoresheet.Scandinavian(), names, opts("en")) },
		func() ([]byte, error) {
			l, err := contracts.LookupList("1")
			require.NoError(t, err)
			return RummySheet(l, names, names[0], opts("en"))
		},
	} {
		b, err := sheet()
		require.NoError(t, err)
		valid(t, b)
		got := text(t, b)
		for _, want := range []string{"Emil", "Bo", "Õie Ek", "bad", "#5", "Li Wei"} {
			has(t, got, want)
		}
		if got != "" {
			assert.NotContains(t, got, "?", "no character stands for another")
		}
	}
	assert.Equal(t, "abc ♥", clean("abc \U0001F0A1 ♥"))
	assert.Equal(t, "a b", clean("a\nb"))
	assert.Equal(t, []string{"🎲"}, Undrawable("Emil 🎲"))
	assert.Equal(t, []string{"李", "小", "龍"}, Undrawable("李小龍 李"))
	assert.Empty(t, Undrawable("Åsa-Märta Öberg Õie Tšaiko ♥"))
}

func BenchmarkSheet8Players(b *testing.B) {
	players := []string{"Anna", "Bo", "Cecilia", "Dan", "Eva", "Fia", "Göran", "Hjördis"}
	var size int
	for b.Loop() {
		out, err := Sheet(scoresheet.Scandinavian(), players, opts("en"))
		if err != nil {
			b.Fatal(err)
		}
		size = len(out)
	}
	b.ReportMetric(float64(size), "bytes/pdf")
}

func BenchmarkCheatSheetAllLists(b *testing.B) {
	lists := contracts.Lists()
	var size int
	for b.Loop() {
		out, err := Contracts(lists, opts("en"))
		if err != nil {
			b.Fatal(err)
		}
		size = len(out)
	}
	b.ReportMetric(float64(size), "bytes/pdf")
}

// TestRoundsLineCounts: one round is a round, not "1 rounds".
func TestRoundsLineCounts(t *testing.T) {
	assert.Equal(t, "1 round · Lowest total wins", roundsLine(English(), 1))
	assert.Equal(t, "12 rounds · Lowest total wins", roundsLine(English(), 12))
	assert.Equal(t, fmt.Sprintf(ps("%d rounds · Lowest total wins"), 12), roundsLine(xx, 12))
	assert.Equal(t, fmt.Sprintf(ps("%d round · Lowest total wins"), 1), roundsLine(xx, 1))
}

// TestInformation: each kind of sheet says what it is in the PDF's
// information, in the sheet's language, and a game names its players.
func TestInformation(t *testing.T) {
	info := func(b []byte, err error) *pdfcheck.Doc {
		t.Helper()
		require.NoError(t, err)
		i, err := pdfcheck.Read(b)
		require.NoError(t, err)
		return i
	}
	i := info(Sheet(scoresheet.Standard(), make([]string, 2), opts(pseudo)))
	assert.Equal(t, []string{"Yatzy · " + ps("standard"), ps("Yatzy sheet"), "protokoll"}, []string{i.Title, i.Subject, i.Author})
	s, err := scoresheet.NewSheet(scoresheet.Forced(), []string{"Anna", "Õie"}, scoresheet.Choices{})
	require.NoError(t, err)
	i = info(YatzyGame(s, "kväll", opts(pseudo)))
	assert.Equal(t, []string{"kväll · Yatzy · " + ps("forced"), ps("Yatzy sheet"), "Anna, Õie"}, []string{i.Title, i.Subject, i.Author})
	l, err := contracts.LookupList("7")
	require.NoError(t, err)
	i = info(RummySheet(l, []string{"Anna", "Bo", "Cecilia"}, "", opts("en")))
	assert.Equal(t, []string{"List 7", "Card game sheet"}, []string{i.Title, i.Subject}, "a list headed in the reader's words")
	i = info(Contracts(contracts.Lists()[:2], opts(pseudo)))
	assert.Equal(t, []string{fmt.Sprintf(ps("List %s"), "1") + ", " + fmt.Sprintf(ps("List %s"), "2"), ps("Round lists")}, []string{i.Title, i.Subject})
	assert.Equal(t, day.Format("20060102150405"), strings.TrimPrefix(i.CreationDate, "D:")[:14], "the date given is the PDF's")
}

// TestDatesHaveTheirZone: the PDF's dates say their time zone, which
// gofpdf leaves out; the file stays valid, its table of objects mended.
func TestDatesHaveTheirZone(t *testing.T) {
	for zone, want := range map[*time.Location]string{
		time.UTC:                            "D:20261130200000Z",
		time.FixedZone("CET", 3600):         "D:20261130210000+01'00'",
		time.FixedZone("NST", -3*3600-1800): "D:20261130163000-03'30'",
	} {
		o := opts("en")
		o.Date = day.In(zone)
		for _, draw := range []func() ([]byte, error){
			func() ([]byte, error) { return Sheet(scoresheet.Scandinavian(), []string{"Anna"}, o) },
			func() ([]byte, error) { return Contracts(contracts.Lists()[:1], o) },
		} {
			b, err := draw()
			require.NoError(t, err)
			valid(t, b)
			assert.Contains(t, string(b), "/CreationDate ("+want+")")
			assert.Contains(t, string(b), "/ModDate ("+want+")")
			i, err := pdfcheck.Read(b) // the cross-reference table points at each object
			require.NoError(t, err)
			assert.Equal(t, want, i.CreationDate, "the date reads back")
		}
	}
}

// TestEveryTextOfTheStatsIsCleaned: a rune the font cannot draw (an emoji
// in a name, in the figures' words, in a record) is a "?" wherever on
// the statistics page it is: one left anywhere panicked in gofpdf as the
// document was written.
func TestEveryTextOfTheStatsIsCleaned(t *testing.T) {
	const odd = "🎲Anna"
	g := StatsGroup{Title: "Yatzy " + odd, Heads: []string{"player " + odd, "games " + odd}, Note: "luck " + odd,
		Expected: &Curve{Label: "optimal " + odd, Lo: 100, P: []float64{0.2, 0.5, 0.3}}}
	for i := range 3 {
		g.Rows = append(g.Rows, StatsRow{Cells: []string{odd + strconv.Itoa(i), "3 " + odd}, Totals: []int{150 + i, 240, 200}})
	}
	b, err := StatsPage(Stats{Title: "Stats " + odd, Period: odd, Groups: []StatsGroup{g},
		Records: []StatsList{{Title: "best " + odd, Lines: []string{"312 " + odd}}},
		Versus:  []StatsList{{Title: "versus " + odd, Lines: []string{odd + " – Bo: 5 – 3"}}}}, opts("en"))
	require.NoError(t, err)
	valid(t, b)
	got := text(t, b)
	has(t, got, "Anna0")
	if got != "" {
		assert.NotContains(t, got, "?")
	}
}
