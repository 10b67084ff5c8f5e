package pdf_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/pdf/pdfcheck"
)

// pdfText reads a PDF file's text with pdftotext; CI must have it.
func pdfText(t *testing.T, path string) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("pdftotext is missing: CI installs poppler-utils")
		}
		t.Skip("pdftotext is not installed: the PDFs were written but not read back")
	}
	out, err := exec.Command("pdftotext", path, "-").Output()
	require.NoError(t, err)
	return strings.Join(strings.Fields(string(out)), " ")
}

func pdfTextOrEmpty(t *testing.T, path string) string {
	if _, err := exec.LookPath("pdftotext"); err != nil && os.Getenv("CI") == "" {
		return ""
	}
	return pdfText(t, path)
}

func TestPDFCommands(t *testing.T) {
	env := cmdtest.Home(t)
	dir := t.TempDir()
	out := func(name string) string { return filepath.Join(dir, name) }

	r := cmdtest.Run(t, env, "", "--lang", "sv", "pdf", "sheet", "--variant", "maxi", "--players", "Anna,Bo", "-o", out("maxi.pdf"))
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Equal(t, "skrev "+out("maxi.pdf")+"\n", r.ErrOut)
	text := pdfTextOrEmpty(t, out("maxi.pdf"))

	r = cmdtest.Run(t, env, "", "pdf", "sheet", "--games", "5", "--paper", "letter", "-o", "-")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.True(t, strings.HasPrefix(r.Out, "%PDF-"), "-o - writes the PDF to standard output")

	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "dice")
	cmdtest.MustRun(t, env, "yatzy", "record", "dice", "--player", "Anna", "--dice", "66612", "--box", "sixes")
	cmdtest.MustRun(t, env, "pdf", "game", "dice", "-o", out("dice.pdf"))
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "7", "--players", "Anna,Bo,Cecilia", "--name", "cards")
	cmdtest.MustRun(t, env, "rummy", "record", "cards", "--out", "Anna", "--left", "Bo=K 7 2 A", "--left", "Cecilia=5 9")
	cmdtest.MustRun(t, env, "pdf", "game", "cards", "-o", out("cards.pdf"))
	cmdtest.MustRun(t, env, "pdf", "contracts", "--list", "12", "-o", out("l12.pdf"))
	cmdtest.MustRun(t, env, "pdf", "rummy-sheet", "--list", "7", "--players", "Anna,Bo,Cecilia,Dan", "--dealer", "cecilia", "-o", out("rs.pdf"))

	for _, f := range []string{"maxi.pdf", "dice.pdf", "cards.pdf", "l12.pdf", "rs.pdf"} {
		b, err := os.ReadFile(out(f))
		require.NoError(t, err)
		assert.True(t, bytes.HasPrefix(b, []byte("%PDF-")), f)
	}
	if text == "" {
		return
	}
	assert.Contains(t, text, "Maxi Yatzy")
	assert.Contains(t, text, "Sparade kast")
	assert.Contains(t, pdfText(t, out("dice.pdf")), "dice ·")
	cards := pdfText(t, out("cards.pdf"))
	assert.Contains(t, cards, "en kåk i jämna + en triss i udda")
	assert.Contains(t, cards, "60")
	assert.Contains(t, pdfText(t, out("l12.pdf")), "Fem kort där summan är 50")
	rs := pdfText(t, out("rs.pdf"))
	assert.Contains(t, rs, "Dan")
	assert.Contains(t, rs, "Cecilia Dan Anna Bo Cecilia", "Cecilia deals the first round, the deal goes round")
}

func TestPDFRefusals(t *testing.T) {
	env := cmdtest.Home(t)
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"sheet"}, "-o FILE is required"},
		{[]string{"sheet", "-o", "x.pdf", "--paper", "a3"}, `unknown paper "a3"`},
		{[]string{"sheet", "-o", "x.pdf", "--columns", "9"}, "--columns 9: a sheet has 1 to 8 columns"},
		{[]string{"sheet", "-o", "x.pdf", "--players", "Anna", "--columns", "2"}, "give --players or --columns, and --games for several games on a sheet"},
		{[]string{"sheet", "-o", "x.pdf", "--games", "3", "--columns", "3"}, "3 games of 3 columns: a sheet has 1 to 8 columns"},
		{[]string{"sheet", "-o", "x.pdf", "--variant", "bingo"}, `unknown variant "bingo"`},
		{[]string{"contracts", "-o", "x.pdf"}, "which list?"},
		{[]string{"contracts", "-o", "x.pdf", "--list", "1", "--all"}, "not both"},
		{[]string{"rummy-sheet", "-o", "x.pdf", "--list", "1"}, "--players is required"},
		{[]string{"rummy-sheet", "-o", "x.pdf"}, "--list and --players are required"},
		{[]string{"rummy-sheet", "-o", "x.pdf", "--list", "1", "--players", "Anna,Bo,Dan", "--dealer", "Cecilia"}, `the dealer "Cecilia" is not one of the players`},
		{[]string{"rummy-sheet", "-o", "x.pdf", "--list", "1", "--players", "Anna,Bo"}, "the card game is for 3 to 6 players, not 2"},
		{[]string{"sheet", "-o", "x.pdf", "--players", "A,B,C,D,E,F,G,H,I"}, "9 players: a sheet has 1 to 8"},
		{[]string{"game", "nope", "-o", "x.pdf"}, `no game called "nope"`},
	} {
		r := cmdtest.Run(t, env, "", append([]string{"pdf"}, tc.args...)...)
		assert.Equal(t, 2, r.Code, tc.args)
		assert.Contains(t, r.ErrOut, tc.msg, tc.args)
	}
	entries, _ := os.ReadDir(dir)
	assert.Empty(t, entries)
	_, err := os.Stat("x.pdf")
	assert.True(t, os.IsNotExist(err), "a refused command writes no file")
}

// TestPDFBadValues: a value out of range is refused, not replaced by the
// default sheet.
func TestPDFBadValues(t *testing.T) {
	env := cmdtest.Home(t)
	out := filepath.Join(t.TempDir(), "x.pdf")
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--games", "0"}, "0 games: a pad has 1 to 8"},
		{[]string{"--games", "-1"}, "-1 games: a pad has 1 to 8"},
		{[]string{"--columns", "0"}, "--columns 0: a sheet has 1 to 8 columns"},
		{[]string{"--columns", "-1"}, "--columns -1: a sheet has 1 to 8 columns"},
		{[]string{"--players", ""}, "--players names no one"},
		{[]string{"--players", " , "}, "--players names no one"},
	} {
		r := cmdtest.Run(t, env, "", append([]string{"pdf", "sheet", "-o", out}, tc.args...)...)
		assert.Equal(t, 2, r.Code, tc.args)
		assert.Contains(t, r.ErrOut, tc.msg, tc.args)
	}
	_, err := os.Stat(out)
	assert.True(t, os.IsNotExist(err), "nothing written")
}

// TestPDFGameDate: a game's sheet carries the day it was played in this
// machine's time zone, not in UTC.
func TestPDFGameDate(t *testing.T) {
	env := cmdtest.Home(t)
	local := time.Local
	defer func() { time.Local = local }()
	time.Local = time.FixedZone("far east", 14*3600)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "g")
	out := filepath.Join(t.TempDir(), "g.pdf")
	before := time.Now()
	cmdtest.MustRun(t, env, "pdf", "game", "g", "-o", out)
	b, err := os.ReadFile(out)
	require.NoError(t, err)
	want := []string{before.In(time.Local).Format("D:2006010215"), time.Now().In(time.Local).Format("D:2006010215")}
	if !strings.Contains(string(b), want[0]) && !strings.Contains(string(b), want[1]) {
		t.Errorf("the PDF is not stamped with the local time %v", want)
	}
	if text := pdfTextOrEmpty(t, out); text != "" {
		assert.Contains(t, text, "g · "+before.In(time.Local).Format("2006-01-02"))
	}
}

// TestPDFHalves: --halves prints two sheets on a page turned on its side.
func TestPDFHalves(t *testing.T) {
	env := cmdtest.Home(t)
	out := filepath.Join(t.TempDir(), "two.pdf")
	cmdtest.MustRun(t, env, "pdf", "sheet", "--columns", "3", "--halves", "-o", out)
	b, err := os.ReadFile(out)
	require.NoError(t, err)
	doc, err := pdfcheck.Read(b)
	require.NoError(t, err)
	require.Len(t, doc.Pages, 1)
	assert.Greater(t, doc.Pages[0].Width, doc.Pages[0].Height, "landscape")
	if text := pdfTextOrEmpty(t, out); text != "" {
		assert.Equal(t, 2, strings.Count(text, "Three of a kind"), "two sheets")
	}
}

// TestPDFNamesTheFontCannotDraw: a name with an emoji or Chinese prints
// without them, and the command warns, naming the player and the
// characters, in each language; no "?" stands in the PDF for what the
// font lacks. A game's players and a card sheet's dealer too.
func TestPDFNamesTheFontCannotDraw(t *testing.T) {
	env := cmdtest.Home(t)
	dir := t.TempDir()
	warnings := map[string][2]string{
		"en": {"protokoll: warning: Emil 🎲: the PDF's font cannot draw 🎲; the name is printed without them",
			"protokoll: warning: 李小龍: the PDF's font cannot draw 李 小 龍; the name is printed without them"},
		"sv": {"protokoll: varning: Emil 🎲: PDF-typsnittet kan inte rita 🎲; namnet skrivs ut utan dem",
			"protokoll: varning: 李小龍: PDF-typsnittet kan inte rita 李 小 龍; namnet skrivs ut utan dem"},
		"et": {"protokoll: hoiatus: Emil 🎲: PDF-i kiri ei oska joonistada märke 🎲; nimi trükitakse ilma nendeta",
			"protokoll: hoiatus: 李小龍: PDF-i kiri ei oska joonistada märke 李 小 龍; nimi trükitakse ilma nendeta"},
	}
	for lang, want := range warnings {
		for _, args := range [][]string{
			{"pdf", "sheet", "--players", "Emil 🎲,李小龍,Bo"},
			{"pdf", "rummy-sheet", "--list", "7", "--players", "Emil 🎲,李小龍,Bo", "--dealer", "Bo"},
		} {
			path := filepath.Join(dir, lang+args[1]+".pdf")
			r := cmdtest.Run(t, env, "", append(append([]string{"--lang", lang}, args...), "-o", path)...)
			require.Equal(t, 0, r.Code, r.ErrOut)
			for _, w := range want {
				assert.Contains(t, r.ErrOut, w, "%s %s", lang, args[1])
			}
			assert.Equal(t, 1, strings.Count(r.ErrOut, "Emil"), "each name once: %s", r.ErrOut)
			if text := pdfTextOrEmpty(t, path); text != "" {
				assert.Contains(t, text, "Emil")
				assert.Contains(t, text, "#2", "a name of nothing drawable is its column's number")
				assert.NotContains(t, text, "?", "%s %s", lang, args[1])
			}
		}
	}
	r := cmdtest.Run(t, env, "", "pdf", "sheet", "--players", "Åsa-Märta Öberg,Õie-Liis Tšaiko", "-o", filepath.Join(dir, "fine.pdf"))
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.NotContains(t, r.ErrOut, "warning", "letters the font has")

	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Emil 🎲,Bo", "--name", "dice")
	r = cmdtest.Run(t, env, "", "pdf", "game", "dice", "-o", filepath.Join(dir, "dice.pdf"))
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.ErrOut, warnings["en"][0])
}

// TestPDFRules: pdf rules prints the rules card, one page, in the
// reader's language, from the same tables as protokoll rules: each box's
// name and rule, the bonus, the card game's points and key rules; pdf
// sheet --rules-on-back puts it on the sheet's second page.
func TestPDFRules(t *testing.T) {
	env := cmdtest.Home(t)
	dir := t.TempDir()
	for lang, want := range map[string][2][]string{
		"en": {{"Yatzy · maxi", "Rules of the game", "Full straight", "1-2-3-4-5-6 = 21", "Maxi Yatzy", "6 alike = 100"},
			{"Card game", "Points left in hand: 2 = 25", "At most 3 buys a round", "varannanfärgkortsstege"}},
		"sv": {{"Yatzy · maxi", "Spelregler", "Hel stege", "Maxi Yatzy"},
			{"Kortspel", "Poäng kvar på handen: 2 = 25", "Högst 3 köp per omgång", "varannanfärgkortsstege"}},
		"et": {{"Yatzy · maxi", "Mängureeglid", "Maxi Yatzy"},
			{"Kaardimäng", "Käes olevate kaartide punktid: 2 = 25", "varannanfärgkortsstege"}},
	} {
		for k, args := range [][]string{{"--variant", "maxi"}, {"--rummy"}} {
			path := filepath.Join(dir, lang+strings.Join(args, "")+".pdf")
			r := cmdtest.Run(t, env, "", append(append([]string{"--lang", lang, "pdf", "rules"}, args...), "-o", path)...)
			require.Equal(t, 0, r.Code, r.ErrOut)
			b, err := os.ReadFile(path)
			require.NoError(t, err)
			doc, err := pdfcheck.Read(b)
			require.NoError(t, err)
			assert.Len(t, doc.Pages, 1, "one page: %s %v", lang, args)
			if text := pdfTextOrEmpty(t, path); text != "" {
				for _, w := range want[k] {
					assert.Contains(t, text, w, "%s %v", lang, args)
				}
			}
		}
	}
	// The rules of a sheet's variant on its back.
	path := filepath.Join(dir, "back.pdf")
	cmdtest.MustRun(t, env, "pdf", "sheet", "--variant", "standard", "--rules-on-back", "-o", path)
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	doc, err := pdfcheck.Read(b)
	require.NoError(t, err)
	assert.Len(t, doc.Pages, 2, "the sheet and its back")
	if text := pdfTextOrEmpty(t, path); text != "" {
		assert.Contains(t, text, "Rules of the game")
		assert.Contains(t, text, "Five of a kind bonus")
	}
	r := cmdtest.Run(t, env, "", "pdf", "rules", "--rummy", "--variant", "maxi", "-o", filepath.Join(dir, "x.pdf"))
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "give --variant or --rules, or --rummy, not both")
	assert.NoFileExists(t, filepath.Join(dir, "x.pdf"))
}
