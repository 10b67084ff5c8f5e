package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

func TestPDFCommands(t *testing.T) {
	env := home(t)
	dir := t.TempDir()
	out := func(name string) string { return filepath.Join(dir, name) }

	r := runCmd(t, env, "", "--lang", "sv", "pdf", "sheet", "--variant", "maxi", "--players", "Anna,Bo", "-o", out("maxi.pdf"))
	require.Equal(t, 0, r.code, r.errOut)
	assert.Equal(t, "skrev "+out("maxi.pdf")+"\n", r.errOut)
	text := pdfTextOrEmpty(t, out("maxi.pdf"))

	r = runCmd(t, env, "", "pdf", "sheet", "--games", "5", "--paper", "letter", "-o", "-")
	require.Equal(t, 0, r.code, r.errOut)
	assert.True(t, strings.HasPrefix(r.out, "%PDF-"), "-o - writes the PDF to standard output")

	mustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "dice")
	mustRun(t, env, "yatzy", "record", "dice", "--player", "Anna", "--dice", "66612", "--box", "sixes")
	mustRun(t, env, "pdf", "game", "dice", "-o", out("dice.pdf"))
	mustRun(t, env, "rummy", "new", "--list", "7", "--players", "Anna,Bo,Cecilia", "--name", "cards")
	mustRun(t, env, "rummy", "record", "cards", "--out", "Anna", "--left", "Bo=K 7 2 A", "--left", "Cecilia=5 9")
	mustRun(t, env, "pdf", "game", "cards", "-o", out("cards.pdf"))
	mustRun(t, env, "pdf", "contracts", "--list", "12", "-o", out("l12.pdf"))
	mustRun(t, env, "pdf", "rummy-sheet", "--list", "7", "--players", "Anna,Bo,Cecilia,Dan", "-o", out("rs.pdf"))

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
	assert.Contains(t, pdfText(t, out("rs.pdf")), "Dan")
}

func pdfTextOrEmpty(t *testing.T, path string) string {
	if _, err := exec.LookPath("pdftotext"); err != nil && os.Getenv("CI") == "" {
		return ""
	}
	return pdfText(t, path)
}

func TestPDFRefusals(t *testing.T) {
	env := home(t)
	dir := t.TempDir()
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"sheet"}, "-o FILE is required"},
		{[]string{"sheet", "-o", "x.pdf", "--paper", "a3"}, `unknown paper "a3"`},
		{[]string{"sheet", "-o", "x.pdf", "--columns", "9"}, "9 columns: a sheet has 1 to 8"},
		{[]string{"sheet", "-o", "x.pdf", "--games", "3", "--columns", "2"}, "give one of --players, --columns and --games"},
		{[]string{"sheet", "-o", "x.pdf", "--variant", "bingo"}, `unknown variant "bingo"`},
		{[]string{"contracts", "-o", "x.pdf"}, "which list?"},
		{[]string{"contracts", "-o", "x.pdf", "--list", "1", "--all"}, "not both"},
		{[]string{"rummy-sheet", "-o", "x.pdf", "--list", "1"}, "--list and --players are required"},
		{[]string{"game", "nope", "-o", "x.pdf"}, `no game called "nope"`},
	} {
		r := runCmd(t, env, "", append([]string{"pdf"}, tc.args...)...)
		assert.Equal(t, 2, r.code, tc.args)
		assert.Contains(t, r.errOut, tc.msg, tc.args)
	}
	entries, _ := os.ReadDir(dir)
	assert.Empty(t, entries)
	_, err := os.Stat("x.pdf")
	assert.True(t, os.IsNotExist(err), "a refused command writes no file")
}
