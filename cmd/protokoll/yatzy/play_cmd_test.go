package yatzy_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/scoresheet"
)

func itoa(n int) string { return strconv.Itoa(n) }

func TestPipedGame(t *testing.T) {
	for _, v := range scoresheet.Variants() {
		env := cmdtest.Home(t)
		in := v.ID + "\nAnna, Bo\n" + cmdtest.PipedGame(v, []string{"Anna", "Bo"}, func(b scoresheet.Box) string { return cmdtest.BestDice(b, v.Dice) })
		r := cmdtest.Run(t, env, in, "yatzy", "--name", "piped")
		require.Equal(t, 0, r.Code, r.ErrOut)
		assert.Contains(t, r.Out, "Game over", v.ID)
		assert.Contains(t, r.Out, "Winners: Anna, Bo", v.ID)
		assert.Regexp(t, `1\. +Anna +\d+\n1\. +Bo +\d+\n`, r.Out, "%s: the places, the tie sharing one", v.ID)
		assert.Contains(t, r.Out, "━ Anna", "%s: the game's chart", v.ID)
		assert.Contains(t, r.Out, "The night so far: protokoll recap", v.ID)
		assert.NotContains(t, r.Out, "Game night ", "%s: the night only on request", v.ID)
		// The night, on request: the box by its name on the variant's sheet.
		assert.Contains(t, cmdtest.MustRun(t, env, "recap"), "Anna: "+v.Name(scoresheet.Yatzy, nil)+" (piped)", v.ID)
		g := cmdtest.YatzyJSON(t, env, "piped")
		assert.True(t, g.Finished, v.ID)
		assert.Equal(t, g.Players[0].Total, g.Players[1].Total)
	}
}

func TestPipedCommandsWork(t *testing.T) {
	env := cmdtest.Home(t)
	in := strings.Join([]string{
		"Anna",      // players (variant given by flag)
		"6,6,6,2,4", // Anna's dice
		"Sexor",     // by its Swedish name
		"1 2 3 4 6", // Anna's second turn
		"yatzy",     // scores 0
		"n",         // not struck after all
		"back",      // other dice
		"undo", "y", // take back the sixes, asked first
		"fix",     // nothing to correct now
		"66666",   // sixes again
		"sixes",   //
		"fix",     // correct it
		"1",       // the only entry
		"6",       // in Sixes, where it is
		"66666",   // the dice it holds: nothing to correct, and no reason asked
		"fix",     // correct it
		"1",       // the only entry
		"sixes",   // where it is
		"66662",   // the right dice
		"misread", // reason
		"sheet",   // show it
		"quit",    // leave
		"never read",
	}, "\n") + "\n"
	r := cmdtest.Run(t, env, in, "yatzy", "--variant", "scandinavian", "--name", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Strike Yatzy?")
	assert.Contains(t, r.Out, "Nothing to correct yet.")
	assert.Contains(t, r.Out, "The same dice: nothing corrected.")
	assert.Contains(t, r.Out, "Saved. Resume with: protokoll yatzy play g")
	g := cmdtest.YatzyJSON(t, env, "g")
	assert.Equal(t, 24, *g.Players[0].Boxes["sixes"])
	assert.Nil(t, g.Players[0].Boxes["yatzy"])
	kinds := []scoresheet.EventKind{}
	for _, e := range g.History {
		kinds = append(kinds, e.Event.Kind)
	}
	assert.Equal(t, []scoresheet.EventKind{"turn", "undo", "turn", "correct"}, kinds)

	// Resume where it was left.
	r = cmdtest.Run(t, env, "12345\nsmall_straight\n", "yatzy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Anna's turn, round 2 of 15")
	assert.Equal(t, 39, cmdtest.YatzyJSON(t, env, "g").Players[0].Total)
}

func TestEndOfInputMidTurnRecordsNothing(t *testing.T) {
	env := cmdtest.Home(t)
	r := cmdtest.Run(t, env, "Anna\n66666\n", "yatzy", "--variant", "scandinavian", "--name", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Saved. Resume with")
	assert.Empty(t, cmdtest.YatzyJSON(t, env, "g").History, "dice without a box are no turn")
}

func TestSoloBest(t *testing.T) {
	env := cmdtest.Home(t)
	strikes := func(scoresheet.Box) string { return "12346" }
	// First game: small straight only... every box but chance and the
	// upper ones struck.
	r := cmdtest.Run(t, env, cmdtest.PipedGame(scoresheet.Scandinavian(), []string{"Anna"}, strikes), "yatzy", "--variant", "scandinavian", "--players", "Anna", "--name", "first")
	require.Equal(t, 0, r.Code, r.ErrOut)
	first := cmdtest.YatzyJSON(t, env, "first").Players[0].Total
	r = cmdtest.Run(t, env, cmdtest.PipedGame(scoresheet.Scandinavian(), []string{"Anna"}, func(b scoresheet.Box) string { return cmdtest.BestDice(b, 5) }), "yatzy", "--variant", "scandinavian", "--players", "anna", "--name", "second")
	require.Equal(t, 0, r.Code, r.ErrOut)
	second := cmdtest.YatzyJSON(t, env, "second").Players[0].Total
	assert.Contains(t, r.Out, "A new best in scandinavian! previous best "+itoa(first)+" · new best "+itoa(second))
}

func TestCrashRightAfterATurnLosesNothing(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "g")
	cmd, stdin, out := cmdtest.Child(t, env["PROTOKOLL_HOME"], "yatzy", "play", "g")
	_, err := stdin.Write([]byte("66612\nsixes\n"))
	require.NoError(t, err)
	cmdtest.WaitFor(t, out, "Bo's turn") // the next prompt: Anna's turn is confirmed
	require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
	cmd.Wait()

	g := cmdtest.YatzyJSON(t, env, "g")
	require.NotNil(t, g.Players[0].Boxes["sixes"])
	assert.Equal(t, 18, *g.Players[0].Boxes["sixes"])
	// The dead process's lock is gone with it: the game goes on.
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", "11111", "--box", "ones")
}

func TestASecondProcessIsRefused(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "kitchen")
	cmd, stdin, out := cmdtest.Child(t, env["PROTOKOLL_HOME"], "yatzy", "play", "kitchen")
	cmdtest.WaitFor(t, out, "Anna's turn")
	r := cmdtest.Run(t, env, "", "yatzy", "record", "kitchen", "--player", "Anna", "--dice", "66612", "--box", "sixes")
	assert.Equal(t, 3, r.Code)
	assert.Regexp(t, `^protokoll: game is open in another protokoll \(process \d+, since \d\d:\d\d\): "kitchen" is being played there; leave it there first, or try again later\n$`, r.ErrOut)
	r = cmdtest.Run(t, env, "", "yatzy", "play", "kitchen")
	assert.Equal(t, 3, r.Code)
	cmdtest.MustRun(t, env, "yatzy", "show", "kitchen") // reading is fine

	stdin.Close() // the table leaves
	require.NoError(t, cmd.Wait())
	cmdtest.MustRun(t, env, "yatzy", "record", "kitchen", "--player", "Anna", "--dice", "66612", "--box", "sixes")
}

func TestCommandsAtTheBoxPrompt(t *testing.T) {
	env := cmdtest.Home(t)
	in := strings.Join([]string{
		"Anna",
		"66624", "sixes", // Anna's first turn
		"11111", "sheet", // show the sheet, then choose after all
		"undo", "y", // at the box prompt: takes back the sixes
		"66666", "quit", // leave from the box prompt
	}, "\n") + "\n"
	r := cmdtest.Run(t, env, in, "yatzy", "--variant", "scandinavian", "--name", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "(undo the last entry)")
	assert.Contains(t, r.Out, "The dice 1 1 1 1 1 are not recorded.")
	assert.Contains(t, r.Out, "Take back Anna: Sixes 18 (6 6 6 2 4)?")
	assert.Contains(t, r.Out, "Took back: Anna: Sixes 18 (6 6 6 2 4)")
	assert.Contains(t, r.Out, "Saved. Resume with: protokoll yatzy play g")
	g := cmdtest.YatzyJSON(t, env, "g")
	assert.Nil(t, g.Players[0].Boxes["sixes"], "undone from the box prompt")
	require.Len(t, g.History, 2)
	assert.Equal(t, scoresheet.KindUndo, g.History[1].Event.Kind)

	// No to the question: said so, and nothing is taken back.
	r = cmdtest.Run(t, env, "66624\nsixes\nundo\nn\nquit\n", "yatzy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Nothing was changed.")
	assert.Len(t, cmdtest.YatzyJSON(t, env, "g").History, 3)
}

func TestLeavingBeforeTheGameExistsSavesNothing(t *testing.T) {
	for _, args := range [][]string{{"yatzy"}, {"yatzy", "--variant", "maxi"}, {"rummy"}, {"rummy", "--list", "1"}} {
		env := cmdtest.Home(t)
		r := cmdtest.Run(t, env, "", args...)
		assert.Equal(t, 0, r.Code, "%v: %s", args, r.ErrOut)
		entries, _ := os.ReadDir(env["PROTOKOLL_HOME"])
		assert.Empty(t, entries, "%v made a game", args)
	}
}

// TestSignalsAtTheBoxPrompt ends a game at the box prompt, after the dice
// are typed, with each signal that ends a program at the table: nothing
// half-chosen is recorded, the game loads, and the exit status is the
// signal's (128 + its number). (On a terminal the same holds for the
// forms: a signal cancels the form rather than choosing what is
// highlighted.)
func TestSignalsAtTheBoxPrompt(t *testing.T) {
	for _, sig := range []syscall.Signal{syscall.SIGTERM, syscall.SIGHUP, syscall.SIGINT} {
		env := cmdtest.Home(t)
		cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "g")
		cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "11111", "--box", "ones")
		cmd, stdin, out := cmdtest.Child(t, env["PROTOKOLL_HOME"], "yatzy", "play", "g")
		_, err := stdin.Write([]byte("66612\n"))
		require.NoError(t, err)
		cmdtest.WaitFor(t, out, "Which box?")
		require.NoError(t, cmd.Process.Signal(sig))
		err = cmd.Wait()
		var exit *exec.ExitError
		require.ErrorAs(t, err, &exit, sig.String())
		assert.Equal(t, 128+int(sig), exit.ExitCode(), sig.String())
		g := cmdtest.YatzyJSON(t, env, "g")
		assert.Len(t, g.History, 1, "%s: only the confirmed entry", sig)
		cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", "66612", "--box", "sixes")
	}
}

// TestPipedRefusalStopsAtItsLine: a line a script gets wrong stops the run
// with exit 2 and the line's number; nothing after it is used, and what
// was confirmed before stays saved.
func TestPipedRefusalStopsAtItsLine(t *testing.T) {
	env := cmdtest.Home(t)
	// The case: B's dice would have gone to A.
	r := cmdtest.Run(t, env, "1\nA,B\n6662\nsixes\n12346\nyatzy\ny\n", "yatzy", "--name", "g")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "input line 3: got 4 dice, want 5")
	assert.Empty(t, cmdtest.YatzyJSON(t, env, "g").History)

	// A forgotten strike confirmation: the next dice line is no answer.
	r = cmdtest.Run(t, env, "66624\nsixes\n12346\nyatzy\n66624\nones\n", "yatzy", "play", "g")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `input line 5: "66624": answer y or n`)
	g := cmdtest.YatzyJSON(t, env, "g")
	require.Len(t, g.History, 1, "A's sixes are saved; nothing after the refused line")
	assert.Equal(t, "sixes", string(g.History[0].Event.Box))

	// A box that is not one: the same.
	r = cmdtest.Run(t, env, "12346\ncastle\nchance\n", "yatzy", "play", "g")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `input line 2: "castle" is not one of the choices`)
}

// TestSharedPlacesAtTheEnd: equal totals share a place in the final list.
func TestSharedPlacesAtTheEnd(t *testing.T) {
	env := cmdtest.Home(t)
	same := func(scoresheet.Box) string { return "12346" }
	r := cmdtest.Run(t, env, cmdtest.PipedGame(scoresheet.Scandinavian(), []string{"Karin", "Nils"}, same), "yatzy", "--variant", "scandinavian", "--players", "Karin,Nils", "--name", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	total := cmdtest.YatzyJSON(t, env, "g").Players[0].Total
	assert.Regexp(t, `1\.  Karin  `+itoa(total)+`\n1\.  Nils   `+itoa(total), r.Out)
	assert.Contains(t, r.Out, "Winners: Karin, Nils")
}

// TestForcedSaysWhatMust: in forced Yatzy the next box that scores 0 must
// be struck, and the message names it.
func TestForcedSaysWhatMust(t *testing.T) {
	env := cmdtest.Home(t)
	r := cmdtest.Run(t, env, "Anna\n22345\nones\ny\nquit\n", "yatzy", "--variant", "forced", "--name", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Ones scores 0 with these dice and must be struck.")
	assert.NotContains(t, r.Out, "Every free box scores 0")

	// The standard game's forced joker: the five of a kind must go in its
	// upper box.
	r = cmdtest.Run(t, env, "Anna\n66666\nyatzy\n66666\nquit\n", "yatzy", "--variant", "standard", "--name", "s")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Joker rule (forced): this five of a kind must go in Sixes")
}

// TestNoHintForOneBox: forced Yatzy's menu offers no hint when only its
// next box can be filled, and a free game's does when several can.
func TestNoHintForOneBox(t *testing.T) {
	env := cmdtest.Home(t)
	r := cmdtest.Run(t, env, "Anna\n22345\nquit\n", "yatzy", "--variant", "forced", "--name", "f")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "1. Ones")
	assert.NotContains(t, r.Out, "? hint: the best box")
	r = cmdtest.Run(t, env, "Anna\n22345\nquit\n", "yatzy", "--variant", "scandinavian", "--name", "s")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "? hint: the best box")
}

// TestMenusSayWhatDiffers: the variant menu says how each plays; the hint
// and fix prompts say what the dice are for.
func TestMenusSayWhatDiffers(t *testing.T) {
	env := cmdtest.Home(t)
	r := cmdtest.Run(t, env, "2\nAnna\nhint\n66624\n0\nquit\n", "yatzy", "--name", "g") // forced: a small table
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "scandinavian  5 dice, 15 boxes · free order")
	assert.Contains(t, r.Out, "forced        5 dice, 15 boxes · top to bottom")
	assert.Contains(t, r.Out, "maxi          6 dice, 20 boxes · free order, saved rolls")
	assert.Contains(t, r.Out, "standard      5 dice, 13 boxes · free order, joker and +100")
	assert.Contains(t, r.Out, "The dice in your hand, for the hint (5 values)")
}

// TestMaxiHintBeforeItsTableIsPrepared: early in a maxi game, before its
// table is prepared, a hint says at once how long preparing takes and
// the command that does it, and the turn goes on; the box menu offers
// the hint.
func TestMaxiHintBeforeItsTableIsPrepared(t *testing.T) {
	env := cmdtest.Home(t)
	env["PROTOKOLL_CACHE"] = t.TempDir() // none of maxi's levels
	r := cmdtest.Run(t, env, "Anna\nhint\n666241\n2\n666241\n2\n?\nchance\nquit\n", "yatzy", "--variant", "maxi", "--name", "m")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Rolls left (0–2)")
	assert.Equal(t, 2, strings.Count(r.Out, "the best play for maxi is not prepared yet: preparing it takes about 5 minutes,"), "the hint, and the box menu's: %s", r.Out)
	assert.Equal(t, 2, strings.Count(r.Out, "protokoll yatzy advise --prepare --variant maxi"), r.Out)
	assert.Contains(t, r.Out, "? hint: the best box")
	assert.Equal(t, 25, *cmdtest.YatzyJSON(t, env, "m").Players[0].Boxes[scoresheet.Chance], "the turn went on")
}

// TestAskSpeaksTheLanguage: the words the questions add themselves follow
// --lang.
func TestAskSpeaksTheLanguage(t *testing.T) {
	env := cmdtest.Home(t)
	r := cmdtest.Run(t, env, "Anna\n66624\nqqqqqq\n", "--lang", "sv", "yatzy", "--variant", "scandinavian", "--name", "g")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `indatarad 3: "qqqqqq" är inget av valen: skriv ett tal från 1 till`)
	assert.Contains(t, r.Out, "Skriv ett tal mellan 1 och")
}

// TestAResumedGamesRefusalsSpeakItsLanguage: a game kept in Estonian,
// resumed without --lang in an English locale, says a wrong piped line
// in Estonian, the line's number and all, as its questions are.
func TestAResumedGamesRefusalsSpeakItsLanguage(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "--lang", "et", "yatzy", "new", "--players", "Anna,Bo", "--name", "g")
	env["LANG"] = "C.UTF-8"
	for _, c := range []struct{ stdin, want string }{
		{"66624\nxx\n", `sisendi rida 2: "xx" `},
		{"6662\n", "sisendi rida 1: "},
	} {
		r := cmdtest.Run(t, env, c.stdin, "yatzy", "play", "g")
		assert.Equal(t, 2, r.Code, c.stdin)
		assert.Contains(t, r.ErrOut, c.want, c.stdin)
		assert.Contains(t, r.ErrOut, "(midagi pärast seda ei kasutatud)", c.stdin)
		assert.NotContains(t, r.ErrOut, "input line", c.stdin)
		assert.NotContains(t, r.ErrOut, "want 5", "the dice's reason too: %s", c.stdin)
	}
}

// TestAFileCutShortDuringPlayStopsTheGame: a game file cut 10 bytes short
// in place while the game is played (an editor that saves over the file)
// is noticed before the next entry: nothing is appended to it, the game
// stops with a message in the table's language, and what the game held
// is kept beside the file.
func TestAFileCutShortDuringPlayStopsTheGame(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66612", "--box", "sixes")
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	held, err := os.ReadFile(path)
	require.NoError(t, err)
	cmd, stdin, out := cmdtest.Child(t, env["PROTOKOLL_HOME"], "--lang", "sv", "yatzy", "play", "g")
	cmdtest.WaitFor(t, out, "Tur: Bo")
	require.NoError(t, os.Truncate(path, int64(len(held)-10)))
	cut, err := os.ReadFile(path)
	require.NoError(t, err)
	_, err = stdin.Write([]byte("11111\nyatzy\n"))
	require.NoError(t, err)
	stdin.Close() // and the table leaves, if the game went on
	err = cmd.Wait()
	var exit *exec.ExitError
	require.ErrorAs(t, err, &exit, out.String())
	assert.Equal(t, 2, exit.ExitCode())
	assert.Contains(t, out.String(), "spelfilen "+path+" ändrades av ett annat program medan spelet var öppet")
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, string(cut), string(after), "nothing appended after the cut")
	kept, _ := filepath.Glob(path + ".kept-*")
	require.Len(t, kept, 1)
	data, _ := os.ReadFile(kept[0])
	assert.Equal(t, string(held), string(data), "what the game held is kept")
}

// TestTheJokerRuleIsNamedInTheLanguage: a five of a kind put where the
// joker rule does not let it go is refused naming the rule in the
// user's language, as the notes do.
func TestTheJokerRuleIsNamedInTheLanguage(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--variant", "standard", "--players", "Åsa", "--name", "st")
	cmdtest.MustRun(t, env, "yatzy", "record", "st", "--player", "Åsa", "--dice", "66666", "--box", "yatzy")
	for lang, want := range map[string]string{"en": "joker rule (forced):", "sv": "jokerregeln (tvingad):", "et": "jokkerireegel (sunnitud):"} {
		r := cmdtest.Run(t, env, "", "--lang", lang, "yatzy", "record", "st", "--player", "Åsa", "--dice", "66666", "--box", "chance")
		assert.Equal(t, 2, r.Code, lang)
		assert.Contains(t, r.ErrOut, want, lang)
	}
}

// TestACorrectionOfNothingIsRefused: yatzy correct with the dice the box
// holds (in any order) is refused, and the history gets no correction
// that changes nothing.
func TestACorrectionOfNothingIsRefused(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Eva", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Eva", "--dice", "12345", "--box", "twos")
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	before, _ := os.ReadFile(path)
	for lang, want := range map[string]string{"en": "Twos already holds 1 2 3 4 5 for Eva: nothing to correct", "sv": "Tvåor har redan 1 2 3 4 5 för Eva: inget att rätta"} {
		r := cmdtest.Run(t, env, "", "--lang", lang, "yatzy", "correct", "g", "--player", "Eva", "--box", "twos", "--dice", "54321", "--reason", "again")
		assert.Equal(t, 2, r.Code, lang)
		assert.Contains(t, r.ErrOut, want, lang)
	}
	after, _ := os.ReadFile(path)
	assert.Equal(t, string(before), string(after))
	cmdtest.MustRun(t, env, "yatzy", "correct", "g", "--player", "Eva", "--box", "twos", "--dice", "22345", "--reason", "misread")
}
