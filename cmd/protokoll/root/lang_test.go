package root_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog/catalogtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store/storetest"
	"github.com/kitchentable/protokoll/cmd/protokoll/root"
	"github.com/kitchentable/protokoll/scoresheet"
)

// assertNoEnglish looks for the English words every English message is
// made of, beyond the catalog: the rules packages' reasons and refusals.
func assertNoEnglish(t *testing.T, transcript string) {
	t.Helper()
	// (Not "must": it is Estonian for black.)
	for _, w := range []string{" the ", " is ", " not ", " cards", " dice", " wild", " box", "Game over", " each ", " want ", " and "} {
		assert.NotContains(t, transcript, w, transcript)
	}
}

// TestWholeGamesInTheTablesLanguage plays a whole Yatzy game and a whole
// card game through the piped interface in Swedish and in Estonian, with
// a refusal, an undo, a meld check and a correction on the way: the
// transcript holds none of the program's English messages.
func TestWholeGamesInTheTablesLanguage(t *testing.T) {
	for _, lang := range catalog.Builtin().Tags()[1:] {
		t.Run("yatzy "+lang, func(t *testing.T) {
			env := cmdtest.Home(t)
			v := scoresheet.Variants()[0]
			in := v.ID + "\nAnna, Bo\n" +
				"9 9 9 9 9\n" + // refused dice, asked again? no: piped, so the run stops
				""
			r := cmdtest.Run(t, env, in, "--lang", lang, "yatzy", "--name", "refused")
			assert.Equal(t, 2, r.Code)
			transcript := r.Out + r.ErrOut
			var b strings.Builder
			b.WriteString(v.ID + "\nAnna, Bo\n")
			if !storetest.UnderRace { // a hint works out the scandinavian table: a minute under the race detector
				b.WriteString("1 2 3 4 5\nhint\nundo\n")
			}
			// The boxes are typed by their names in the table's language.
			for _, line := range strings.Split(cmdtest.PipedGame(v, []string{"Anna", "Bo"}, func(box scoresheet.Box) string { return cmdtest.BestDice(box, v.Dice) }), "\n") {
				if v.Has(scoresheet.Box(line)) {
					line = v.Name(scoresheet.Box(line), catalog.Builtin().Lookup(lang).Sheets)
				}
				b.WriteString(line + "\n")
			}
			r = cmdtest.Run(t, env, b.String(), "--lang", lang, "yatzy", "--name", "whole")
			require.Equal(t, 0, r.Code, r.ErrOut)
			transcript += r.Out + r.ErrOut
			r = cmdtest.Run(t, env, "", "--lang", lang, "yatzy", "show", "whole")
			require.Equal(t, 0, r.Code, r.ErrOut)
			transcript += r.Out + r.ErrOut
			assert.Empty(t, catalogtest.EnglishIn(catalog.Builtin().Lookup(lang), transcript), transcript)
			assertNoEnglish(t, transcript)
		})
		t.Run("rummy "+lang, func(t *testing.T) {
			env := cmdtest.Home(t)
			var in strings.Builder
			in.WriteString("12\nAnna, Bo, Cecilia\nCecilia\n")
			in.WriteString("check\n7h 2s 2c\n")        // a verdict with its reason
			in.WriteString("qr\nadjust\nBo\n-10\nx\n") // not shared; points by hand
			for i := range 12 {
				in.WriteString([]string{"Anna", "Bo", "Cecilia"}[i%3] + "\n")
				if i == 7 {
					in.WriteString("1\n2\n4\n")
				}
				if i == 8 {
					in.WriteString("1\n2\n2\n")
				}
				in.WriteString("K 7\nK 7\n")
				if i == 5 {
					in.WriteString("4\n0\n0\n")
				}
				in.WriteString("y\n") // save the round
			}
			r := cmdtest.Run(t, env, in.String(), "--lang", lang, "rummy", "--name", "whole")
			require.Equal(t, 0, r.Code, r.Out+r.ErrOut)
			transcript := r.Out + r.ErrOut
			// A refused line: three K♥ from two decks.
			r = cmdtest.Run(t, env, "1\nAnna, Bo, Cecilia\nAnna\nAnna\nKh Kh Kh\n", "--lang", lang, "rummy", "--name", "refused")
			assert.Equal(t, 2, r.Code)
			transcript += r.Out + r.ErrOut
			assert.Empty(t, catalogtest.EnglishIn(catalog.Builtin().Lookup(lang), transcript), transcript)
			assertNoEnglish(t, transcript)
			assert.NotContains(t, transcript, "punane paari", "Estonian agreement after a number")
		})
	}
}

// TestRefusalsBeforeTheCommandRuns: a wrong flag or a missing argument is
// refused in the user's language too, from --lang or from the locale.
func TestRefusalsBeforeTheCommandRuns(t *testing.T) {
	r := cmdtest.Run(t, nil, "", "--lang", "sv", "yatzy", "record", "--name", "x")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "protokoll: okänd flagga: --name (se protokoll yatzy record --help)\n", r.ErrOut)
	r = cmdtest.Run(t, map[string]string{"LANG": "et_EE.UTF-8"}, "", "rummy", "check")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "protokoll: protokoll rummy check võtab vähemalt 1 argumendi, sai 0 (vt protokoll rummy check --help)\n", r.ErrOut)
	r = cmdtest.Run(t, cmdtest.Home(t), "", "--lang", "et", "yatzy", "show", "nope")
	assert.Contains(t, r.ErrOut, `mängu nimega "nope" pole`)
}

// TestDamagedGameInTheUsersLanguage: a damaged game in the list of games,
// and the refusal to open it, are said in the user's language; the JSON
// keeps the English reason for scripts.
func TestDamagedGameInTheUsersLanguage(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66612", "--box", "sixes")
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	lines := strings.SplitAfter(string(data), "\n")
	cmdtest.AppendEntry(t, path, cmdtest.EntryOf(lines[1]))
	out := cmdtest.MustRun(t, env, "--lang", "sv", "games")
	out = strings.Join(strings.Fields(out), " ") // wrapped to 80 columns
	assert.Contains(t, out, "skadad: spelfilen "+path+" är skadad på rad 3: Sexor har redan 18 för Anna")
	r := cmdtest.Run(t, env, "", "--lang", "et", "yatzy", "show", "g")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "mängufail "+path+" on real 3 vigane: real Kuued on juba 18 mängijal Anna")
	js := cmdtest.MustRun(t, env, "games", "--json")
	assert.Contains(t, js, "Sixes already holds 18 for Anna")
}

// TestSheetRefusalsInTheUsersLanguage: a sheet that cannot be drawn as
// asked is refused in the user's language.
func TestSheetRefusalsInTheUsersLanguage(t *testing.T) {
	r := cmdtest.Run(t, nil, "", "--lang", "sv", "pdf", "sheet", "--games", "9", "-o", filepath.Join(t.TempDir(), "x.pdf"))
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "protokoll: 9 spel: ett block har 1 till 8 per sida\n", r.ErrOut)
	r = cmdtest.Run(t, nil, "", "--lang", "et", "pdf", "sheet", "--paper", "a3", "-o", filepath.Join(t.TempDir(), "x.pdf"))
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "protokoll: tundmatu paber \"a3\": vali a4 või letter\n", r.ErrOut)
}

// TestAMadeUpLanguageFromOneFile: a language is one file and one line.
// A made-up language (catalogtest.Pseudo, every word in look-alike
// letters) is added to the program's languages by one line, and a whole
// Yatzy game and a whole card game are played in it through the piped
// interface, its commands and box names and card letters typed in it,
// with a refusal, an undo, a hint, a meld check and a correction on the
// way: no English word is left on any screen.
func TestAMadeUpLanguageFromOneFile(t *testing.T) {
	langs := catalog.Builtin()
	xx := catalogtest.Pseudo(langs.Lookup("sv"), langs[0])
	langs = append(langs, xx) // the one line
	play := func(t *testing.T, env map[string]string, stdin string, args ...string) cmdtest.Result {
		t.Helper()
		return cmdtest.RunIn(t, langs, env, stdin, append([]string{"--lang", xx.Tag}, args...)...)
	}
	word := func(c catalog.Command) string { return xx.Word(c) }
	// The program's and its flags' names are not translated: protokoll
	// recap, rummy play g --share --pin.
	allowed := []string{"Anna", "Bo", "Cecilia", "whole", "refused", "protokoll", "yatzy", "rummy", "play", "recap", "share", "pin", "Yatzy", "maxi"}

	t.Run("yatzy", func(t *testing.T) {
		env := cmdtest.Home(t)
		v := scoresheet.Scandinavian()
		r := play(t, env, xx.VariantName(v)+"\nAnna, Bo\n9 9 9 9 9\n", "yatzy", "--name", "refused")
		assert.Equal(t, 2, r.Code)
		transcript := r.Out + r.ErrOut
		var b strings.Builder
		b.WriteString(xx.VariantName(v) + "\nAnna, Bo\n")
		if !storetest.UnderRace {
			b.WriteString("1 2 3 4 5\n" + word(catalog.CmdHint) + "\n" + word(catalog.CmdUndo) + "\n")
		}
		b.WriteString(word(catalog.CmdSheet) + "\n")
		for _, line := range strings.Split(cmdtest.PipedGame(v, []string{"Anna", "Bo"}, func(box scoresheet.Box) string { return cmdtest.BestDice(box, v.Dice) }), "\n") {
			if v.Has(scoresheet.Box(line)) {
				line = v.Name(scoresheet.Box(line), xx.Sheets)
			}
			b.WriteString(line + "\n")
		}
		r = play(t, env, b.String(), "yatzy", "--name", "whole")
		require.Equal(t, 0, r.Code, r.Out+r.ErrOut)
		transcript += r.Out + r.ErrOut
		for _, args := range [][]string{{"yatzy", "show", "whole"}, {"games"}, {"stats"}, {"recap", "whole"}, {"rules", "yatzy"}} {
			r = play(t, env, "", args...)
			require.Equal(t, 0, r.Code, r.ErrOut)
			transcript += r.Out + r.ErrOut
		}
		assert.Contains(t, transcript, catalogtest.Fake("Game over"), "the game was played to its end")
		assert.Empty(t, catalogtest.EnglishWords(transcript, langs.Lookup("sv"), allowed...), transcript)
	})
	t.Run("rummy", func(t *testing.T) {
		env := cmdtest.Home(t)
		king := xx.Contracts.Faces[2] // the king, as the made-up language types it
		var in strings.Builder
		in.WriteString("12\nAnna, Bo, Cecilia\nCecilia\n")
		in.WriteString(word(catalog.CmdCheck) + "\n7h 2s 2c\n")
		in.WriteString(word(catalog.CmdQR) + "\n" + word(catalog.CmdAdjust) + "\nBo\n-10\nx\n")
		for i := range 12 {
			in.WriteString([]string{"Anna", "Bo", "Cecilia"}[i%3] + "\n")
			if i == 7 {
				in.WriteString("1\n2\n4\n")
			}
			if i == 8 {
				in.WriteString("1\n2\n2\n")
			}
			in.WriteString(king + " 7\n" + king + " 7\n")
			if i == 5 {
				in.WriteString("4\n0\n0\n")
			}
			in.WriteString("y\n") // save the round
		}
		r := play(t, env, in.String(), "rummy", "--name", "whole")
		require.Equal(t, 0, r.Code, r.Out+r.ErrOut)
		transcript := r.Out + r.ErrOut
		r = play(t, env, "1\nAnna, Bo, Cecilia\nAnna\nAnna\nKh Kh Kh\n", "rummy", "--name", "refused")
		assert.Equal(t, 2, r.Code)
		transcript += r.Out + r.ErrOut
		for _, args := range [][]string{{"rummy", "show", "whole"}, {"rules", "rummy"}, {"contracts", "show", "12"}, {"rummy", "check", "--contract", "2 trissar", "7h", "2s", "2c", "9c", "9h", "9d"}} {
			r = play(t, env, "", args...)
			transcript += r.Out + r.ErrOut
		}
		assert.Contains(t, transcript, king+"♥", "cards are shown in the language's letters")
		assert.Empty(t, catalogtest.EnglishWords(transcript, langs.Lookup("sv"), allowed...), transcript)
	})
}

// TestLangFlagAsCobraReadsIt: the --lang the run's language is resolved
// from before the commands are made is the value the root's flags read
// once cobra parses the command line, wherever the flag stands.
func TestLangFlagAsCobraReadsIt(t *testing.T) {
	for _, args := range [][]string{
		{"yatzy"},
		{"--lang", "sv", "yatzy"},
		{"--lang=et", "rummy", "check", "resten"},
		{"yatzy", "record", "--lang", "sv", "--dice", "66624", "--box", "sixes", "kväll"},
		{"yatzy", "record", "--strike", "kväll", "--lang", "sv"},
		{"yatzy", "show", "--json", "kväll", "--lang", "et"},
		{"yatzy", "new", "--players", "Anna,Bo", "--lang", "sv", "--variant", "maxi"},
		{"--lang", "sv", "--lang", "et", "games"},
		{"rummy", "check", "--", "--lang", "sv"},
		{"stats", "-h", "--lang", "sv"},
		{"--lang", "xx", "games"},
		{"--lang=", "games"},
		{"help", "contracts", "--lang", "et"},
	} {
		ios, _, _ := iostreams.Test("")
		cmd := root.NewCmdRoot(cmdutil.New(ios, func(string) string { return "" }, time.Now, catalog.Builtin()), "test")
		cmd.InitDefaultHelpCmd() // as Execute does
		c, flags, err := cmd.Find(args)
		require.NoError(t, err, args)
		c.InitDefaultHelpFlag() // as Execute does
		require.NoError(t, c.ParseFlags(flags), args)
		assert.Equal(t, c.Flags().Lookup("lang").Value.String(), root.LangFlag(args), args)
	}
}

// TestOneLanguageARun: a run's language is its --lang's from the start,
// wherever the flag stands: a flag refused before --lang is read is
// said in it too (it was said in the locale's). A --lang that names no
// language is refused in the first.
func TestOneLanguageARun(t *testing.T) {
	r := cmdtest.Run(t, nil, "", "yatzy", "record", "--name", "x", "--lang", "sv")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "protokoll: okänd flagga: --name (se protokoll yatzy record --help)\n", r.ErrOut)
	r = cmdtest.Run(t, nil, "", "--lang", "xx", "games")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "protokoll: unknown language \"xx\": want one of en, et, sv\n", r.ErrOut)
}
