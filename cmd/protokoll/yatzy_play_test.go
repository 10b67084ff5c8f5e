package main

import (
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// pipedGame returns the lines a table would pipe in to play a whole game of
// v for players, each filling the boxes in sheet order with dice.
func pipedGame(v *scoresheet.Variant, players []string, dice func(scoresheet.Box) string) string {
	var b strings.Builder
	for _, box := range v.Boxes {
		for range players {
			d := dice(box)
			b.WriteString(d + "\n")
			if v.SavedRolls {
				b.WriteString("\n") // three rolls used
			}
			b.WriteString(string(box) + "\n")
			r, _ := v.ParseRoll(d)
			if v.Score(box, r) == 0 {
				b.WriteString("y\n") // confirm the strike
			}
		}
	}
	return b.String()
}

func TestPipedGame(t *testing.T) {
	for _, v := range scoresheet.Variants() {
		env := home(t)
		in := v.ID + "\nAnna, Bo\n" + pipedGame(v, []string{"Anna", "Bo"}, func(b scoresheet.Box) string { return bestDice[b][:v.Dice] })
		r := runCmd(t, env, in, "yatzy", "--name", "piped")
		require.Equal(t, 0, r.code, r.errOut)
		assert.Contains(t, r.out, "Game over", v.ID)
		assert.Contains(t, r.out, "Winners: Anna, Bo", v.ID)
		assert.Contains(t, r.out, "Game night ", "the night so far, at the end of the game")
		assert.Contains(t, r.out, "Anna: a Yatzy (piped)")
		g := showJSON(t, env, "piped")
		assert.True(t, g.Finished, v.ID)
		assert.Equal(t, g.Players[0].Total, g.Players[1].Total)
	}
}

func TestPipedCommandsWork(t *testing.T) {
	env := home(t)
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
		"66662",   // the right dice
		"misread", // reason
		"sheet",   // show it
		"quit",    // leave
		"never read",
	}, "\n") + "\n"
	r := runCmd(t, env, in, "yatzy", "--variant", "scandinavian", "--name", "g")
	require.Equal(t, 0, r.code, r.errOut)
	assert.Contains(t, r.out, "Strike Yatzy?")
	assert.Contains(t, r.out, "Nothing to correct yet.")
	assert.Contains(t, r.out, "Saved. Resume with: protokoll yatzy play g")
	g := showJSON(t, env, "g")
	assert.Equal(t, 24, *g.Players[0].Boxes["sixes"])
	assert.Nil(t, g.Players[0].Boxes["yatzy"])
	kinds := []scoresheet.EventKind{}
	for _, e := range g.History {
		kinds = append(kinds, e.Kind)
	}
	assert.Equal(t, []scoresheet.EventKind{"turn", "undo", "turn", "correct"}, kinds)

	// Resume where it was left.
	r = runCmd(t, env, "12345\nsmall_straight\n", "yatzy", "play", "g")
	require.Equal(t, 0, r.code, r.errOut)
	assert.Contains(t, r.out, "Anna's turn, round 2 of 15")
	assert.Equal(t, 39, showJSON(t, env, "g").Players[0].Total)
}

func TestEndOfInputMidTurnRecordsNothing(t *testing.T) {
	env := home(t)
	r := runCmd(t, env, "Anna\n66666\n", "yatzy", "--variant", "scandinavian", "--name", "g")
	require.Equal(t, 0, r.code, r.errOut)
	assert.Contains(t, r.out, "Saved. Resume with")
	assert.Empty(t, showJSON(t, env, "g").History, "dice without a box are no turn")
}

func TestSoloBest(t *testing.T) {
	env := home(t)
	strikes := func(scoresheet.Box) string { return "12346" }
	// First game: small straight only... every box but chance and the
	// upper ones struck.
	r := runCmd(t, env, pipedGame(scoresheet.Scandinavian(), []string{"Anna"}, strikes), "yatzy", "--variant", "scandinavian", "--players", "Anna", "--name", "first")
	require.Equal(t, 0, r.code, r.errOut)
	first := showJSON(t, env, "first").Players[0].Total
	r = runCmd(t, env, pipedGame(scoresheet.Scandinavian(), []string{"Anna"}, func(b scoresheet.Box) string { return bestDice[b][:5] }), "yatzy", "--variant", "scandinavian", "--players", "anna", "--name", "second")
	require.Equal(t, 0, r.code, r.errOut)
	second := showJSON(t, env, "second").Players[0].Total
	assert.Contains(t, r.out, "A new best in scandinavian! previous best "+itoa(first)+" · new best "+itoa(second))
}

func TestCrashRightAfterATurnLosesNothing(t *testing.T) {
	env := home(t)
	mustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "g")
	cmd, stdin, out := child(t, env["PROTOKOLL_HOME"], "yatzy", "play", "g")
	_, err := stdin.Write([]byte("66612\nsixes\n"))
	require.NoError(t, err)
	waitFor(t, out, "Bo's turn") // the next prompt: Anna's turn is confirmed
	require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
	cmd.Wait()

	g := showJSON(t, env, "g")
	require.NotNil(t, g.Players[0].Boxes["sixes"])
	assert.Equal(t, 18, *g.Players[0].Boxes["sixes"])
	// The dead process's lock is gone with it: the game goes on.
	mustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", "11111", "--box", "ones")
}

func TestASecondProcessIsRefused(t *testing.T) {
	env := home(t)
	mustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "kitchen")
	cmd, stdin, out := child(t, env["PROTOKOLL_HOME"], "yatzy", "play", "kitchen")
	waitFor(t, out, "Anna's turn")
	r := runCmd(t, env, "", "yatzy", "record", "kitchen", "--player", "Anna", "--dice", "66612", "--box", "sixes")
	assert.Equal(t, 3, r.code)
	assert.Regexp(t, `^protokoll: game is open in another protokoll \(process \d+, since \d\d:\d\d\): "kitchen" is being played there; leave it there first, or try again later\n$`, r.errOut)
	r = runCmd(t, env, "", "yatzy", "play", "kitchen")
	assert.Equal(t, 3, r.code)
	mustRun(t, env, "yatzy", "show", "kitchen") // reading is fine

	stdin.Close() // the table leaves
	require.NoError(t, cmd.Wait())
	mustRun(t, env, "yatzy", "record", "kitchen", "--player", "Anna", "--dice", "66612", "--box", "sixes")
}

func itoa(n int) string { return strconv.Itoa(n) }

func TestCommandsAtTheBoxPrompt(t *testing.T) {
	env := home(t)
	in := strings.Join([]string{
		"Anna",
		"66624", "sixes", // Anna's first turn
		"11111", "sheet", // show the sheet, then choose after all
		"undo", "y", // at the box prompt: takes back the sixes
		"66666", "quit", // leave from the box prompt
	}, "\n") + "\n"
	r := runCmd(t, env, in, "yatzy", "--variant", "scandinavian", "--name", "g")
	require.Equal(t, 0, r.code, r.errOut)
	assert.Contains(t, r.out, "(undo the last entry)")
	assert.Contains(t, r.out, "The dice 1 1 1 1 1 are not recorded.")
	assert.Contains(t, r.out, "Take back Anna: Sixes 18 (6 6 6 2 4)?")
	assert.Contains(t, r.out, "Took back: Anna: Sixes 18 (6 6 6 2 4)")
	assert.Contains(t, r.out, "Saved. Resume with: protokoll yatzy play g")
	g := showJSON(t, env, "g")
	assert.Nil(t, g.Players[0].Boxes["sixes"], "undone from the box prompt")
	require.Len(t, g.History, 2)
	assert.Equal(t, scoresheet.KindUndo, g.History[1].Kind)
}

func TestLeavingBeforeTheGameExistsSavesNothing(t *testing.T) {
	for _, args := range [][]string{{"yatzy"}, {"yatzy", "--variant", "maxi"}, {"rummy"}, {"rummy", "--list", "1"}} {
		env := home(t)
		r := runCmd(t, env, "", args...)
		assert.Equal(t, 0, r.code, "%v: %s", args, r.errOut)
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
		env := home(t)
		mustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "g")
		mustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "11111", "--box", "ones")
		cmd, stdin, out := child(t, env["PROTOKOLL_HOME"], "yatzy", "play", "g")
		_, err := stdin.Write([]byte("66612\n"))
		require.NoError(t, err)
		waitFor(t, out, "Which box?")
		require.NoError(t, cmd.Process.Signal(sig))
		err = cmd.Wait()
		var exit *exec.ExitError
		require.ErrorAs(t, err, &exit, sig.String())
		assert.Equal(t, 128+int(sig), exit.ExitCode(), sig.String())
		g := showJSON(t, env, "g")
		assert.Len(t, g.History, 1, "%s: only the confirmed entry", sig)
		mustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", "66612", "--box", "sixes")
	}
}

// TestPipedRefusalStopsAtItsLine: a line a script gets wrong stops the run
// with exit 2 and the line's number; nothing after it is used, and what
// was confirmed before stays saved.
func TestPipedRefusalStopsAtItsLine(t *testing.T) {
	env := home(t)
	// The case: B's dice would have gone to A.
	r := runCmd(t, env, "1\nA,B\n6662\nsixes\n12346\nyatzy\ny\n", "yatzy", "--name", "g")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.errOut, "input line 3: got 4 dice, want 5")
	assert.Empty(t, showJSON(t, env, "g").History)

	// A forgotten strike confirmation: the next dice line is no answer.
	r = runCmd(t, env, "66624\nsixes\n12346\nyatzy\n66624\nones\n", "yatzy", "play", "g")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.errOut, `input line 5: "66624": answer y or n`)
	g := showJSON(t, env, "g")
	require.Len(t, g.History, 1, "A's sixes are saved; nothing after the refused line")
	assert.Equal(t, "sixes", string(g.History[0].Box))

	// A box that is not one: the same.
	r = runCmd(t, env, "12346\ncastle\nchance\n", "yatzy", "play", "g")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.errOut, `input line 2: "castle" is not one of the choices`)
}

// TestSharedPlacesAtTheEnd: equal totals share a place in the final list.
func TestSharedPlacesAtTheEnd(t *testing.T) {
	env := home(t)
	same := func(scoresheet.Box) string { return "12346" }
	r := runCmd(t, env, pipedGame(scoresheet.Scandinavian(), []string{"Karin", "Nils"}, same), "yatzy", "--variant", "scandinavian", "--players", "Karin,Nils", "--name", "g")
	require.Equal(t, 0, r.code, r.errOut)
	total := showJSON(t, env, "g").Players[0].Total
	assert.Contains(t, r.out, "1. Karin        "+itoa(total)+"\n1. Nils         "+itoa(total))
	assert.Contains(t, r.out, "Winners: Karin, Nils")
}

// TestForcedSaysWhatMust: in forced Yatzy the next box that scores 0 must
// be struck, and the message names it.
func TestForcedSaysWhatMust(t *testing.T) {
	env := home(t)
	r := runCmd(t, env, "Anna\n22345\nones\ny\nquit\n", "yatzy", "--variant", "forced", "--name", "g")
	require.Equal(t, 0, r.code, r.errOut)
	assert.Contains(t, r.out, "Ones scores 0 with these dice and must be struck.")
	assert.NotContains(t, r.out, "Every free box scores 0")

	// The standard game's forced joker: the five of a kind must go in its
	// upper box.
	r = runCmd(t, env, "Anna\n66666\nyatzy\n66666\nquit\n", "yatzy", "--variant", "standard", "--name", "s")
	require.Equal(t, 0, r.code, r.errOut)
	assert.Contains(t, r.out, "Joker rule (forced): this five of a kind must go in Sixes")
}

// TestMenusSayWhatDiffers: the variant menu says how each plays; the hint
// and fix prompts say what the dice are for.
func TestMenusSayWhatDiffers(t *testing.T) {
	env := home(t)
	r := runCmd(t, env, "2\nAnna\nhint\n66624\n0\nquit\n", "yatzy", "--name", "g") // forced: a small table
	require.Equal(t, 0, r.code, r.errOut)
	assert.Contains(t, r.out, "scandinavian  5 dice, 15 boxes · free order")
	assert.Contains(t, r.out, "forced        5 dice, 15 boxes · top to bottom")
	assert.Contains(t, r.out, "maxi          6 dice, 20 boxes · free order, saved rolls")
	assert.Contains(t, r.out, "standard      5 dice, 13 boxes · free order, joker and +100")
	assert.Contains(t, r.out, "The dice in your hand, for the hint (5 values)")
}

// TestMaxiOffersNoHint it cannot give: its table is too large.
func TestMaxiOffersNoHint(t *testing.T) {
	env := home(t)
	r := runCmd(t, env, "Anna\nhint\n666241\n\nquit\n", "yatzy", "--variant", "maxi", "--name", "m")
	require.Equal(t, 0, r.code, r.errOut)
	assert.Contains(t, r.out, "No hints in maxi: its table of best plays is too large to work out.")
	assert.NotContains(t, r.out, "? hint: the best box")
}

// TestAskSpeaksTheLanguage: the words the questions add themselves follow
// --lang.
func TestAskSpeaksTheLanguage(t *testing.T) {
	env := home(t)
	r := runCmd(t, env, "Anna\n66624\nslott\n", "--lang", "sv", "yatzy", "--variant", "scandinavian", "--name", "g")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.errOut, `indatarad 3: "slott" är inget av valen: skriv ett tal från 1 till`)
	assert.Contains(t, r.out, "Skriv ett tal mellan 1 och")
}
