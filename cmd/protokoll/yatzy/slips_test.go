package yatzy_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/scoresheet"
)

// atTable starts protokoll args at a terminal of 80 by 40 in lang (sv
// or et) and waits for its first dice prompt.
func atTable(t *testing.T, env map[string]string, lang string, args ...string) *cmdtest.Term {
	t.Helper()
	term := cmdtest.Terminal(t, env, 80, 40, append([]string{"--lang", lang}, args...)...)
	term.WaitFor(map[string]string{"sv": "Tärningar", "et": "Täringud"}[lang])
	return term
}

// glance is longer than the box menu waits before Enter takes the box
// it opened on (ask's glance): a person who has looked at it.
const glance = 600 * time.Millisecond

// TestTypeAheadAtTheBoxMenuIsDropped: Enter typed twice after the dice,
// the second after a pause (before the menu is drawn, or before it can
// have been read), records nothing: the menu waits for a box; a box
// chosen then is recorded.
func TestTypeAheadAtTheBoxMenuIsDropped(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	term := atTable(t, env, "sv", "yatzy", "--players", "Anna", "--name", "g")
	term.Enter("66624")
	time.Sleep(150 * time.Millisecond) // a second Enter, after a pause: the menu is up, or coming
	term.Keys("Enter")
	term.WaitFor("> 14. Chans             24")
	time.Sleep(glance)
	screen := term.WaitFor("Vilken ruta?")
	assert.NotContains(t, screen, "Anna: Chans 24", "the Enters typed ahead recorded nothing")
	assert.Empty(t, cmdtest.YatzyJSON(t, env, "g").History)
	term.Enter("6")
	term.WaitFor("Anna: Sexor 18 (6 6 6 2 4)")
	term.Interrupt()
}

// TestDiceTypedAheadInOneBurstStayAtTheTable: the next player's dice
// typed straight after one's own, Enters and all, before anything is
// drawn ("66624⏎55432⏎" in one burst, as tmux sends it), never end the
// game and record nothing: the dice prompt refuses the ten dice, or the
// box menu opens on 66624 and drops what was typed ahead. Bubble Tea v1
// hands the form such a burst as a few messages, and huh checks the
// dice again at the second Enter; with Charm's v2 libraries, which hand
// it one key at a time, huh took the dice with the next player's first
// digits typed in after its check ("666245") and the game stopped with
// exit 2, most runs (see internal/termquery). Three tables at once.
func TestDiceTypedAheadInOneBurstStayAtTheTable(t *testing.T) {
	t.Parallel()
	for i := range 3 {
		t.Run(strconv.Itoa(i), func(t *testing.T) {
			t.Parallel()
			env := cmdtest.Home(t)
			term := atTable(t, env, "sv", "yatzy", "--players", "Anna,Bo", "--name", "g")
			term.Keys("66624", "Enter", "55432", "Enter")
			screen := ""
			for deadline := time.Now().Add(20 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
				screen = term.Screen()
				if strings.Contains(screen, "10 tärningar") || strings.Contains(screen, "(sluta, fortsätt senare)") || strings.Contains(screen, "protokoll:") {
					break
				}
			}
			assert.NotContains(t, screen, "protokoll:", "the game ended")
			assert.True(t, strings.Contains(screen, "10 tärningar, men det ska vara 5") || strings.Contains(screen, "Vilken ruta? (6 6 6 2 4)"), screen)
			term.Interrupt() // still at the table: Ctrl-C leaves it, 130
			assert.Empty(t, cmdtest.YatzyJSON(t, env, "g").History)
		})
	}
}

// TestTheNextPlayersDiceAtAnOpenMenuAreRefused: dice typed while the
// box menu is open (the next player's, typed too soon), with Enter,
// choose nothing and are answered in the table's language, the cursor
// where it was; with spaces too.
func TestTheNextPlayersDiceAtAnOpenMenuAreRefused(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	term := atTable(t, env, "sv", "yatzy", "--players", "Anna,Bo", "--name", "g")
	term.Enter("66624")
	term.WaitFor("> 14. Chans             24")
	time.Sleep(glance)
	term.Enter("55432")
	screen := term.WaitFor("välj en ruta för 55432 först")
	assert.Contains(t, screen, "> 14. Chans             24", "the cursor where it was")
	term.Keys("Up")
	screen = term.WaitFor("> 13. Kåk")
	assert.NotContains(t, screen, "välj en ruta", "said until the next key")
	term.Enter("5 5 4 3 2")
	screen = term.WaitFor("välj en ruta för 55432 först")
	assert.Contains(t, screen, "> 13. Kåk")
	time.Sleep(glance)
	assert.Empty(t, cmdtest.YatzyJSON(t, env, "g").History, "nothing recorded")
	term.Keys("Down")
	term.WaitFor("> 14. Chans")
	term.Keys("Enter") // now a box is chosen, the one the cursor is on
	term.WaitFor("Anna: Chans 24 (6 6 6 2 4)")
	term.WaitFor("Tur: Bo")
	term.Interrupt()

	// Piped, the same: the run stops there, saying so.
	r := cmdtest.Run(t, env, "66624\n5 5 4 3 2\n", "--lang", "et", "yatzy", "--players", "Anna,Bo", "--name", "h")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "sisendi rida 2: vali enne rida täringutele 55432")
	assert.Empty(t, cmdtest.YatzyJSON(t, env, "h").History)
}

// TestWithHintsEnterRecordsTheBestPlay: a game begun with --hints opens
// the box menu on the best play, marked, and Enter records it; resumed,
// the game keeps its hints; "tips av" at the table turns them off, and
// the cursor is on the box that scores most again.
func TestWithHintsEnterRecordsTheBestPlay(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	term := atTable(t, env, "sv", "yatzy", "--players", "Anna", "--name", "g", "--hints")
	term.Enter("66624")
	screen := term.WaitFor("← bästa spelet")
	cursor := regexp.MustCompile(`> +\d+\. (\S+(?: \S+)?) +(\d+)  ← bästa spelet`).FindStringSubmatch(screen)
	require.NotNil(t, cursor, "the cursor on the best play, marked:\n%s", screen)
	time.Sleep(glance)
	term.Keys("Enter")
	term.WaitFor("Anna: " + cursor[1] + " " + cursor[2] + " (6 6 6 2 4)")
	term.WaitFor("Tärningar")
	term.Interrupt()
	g := cmdtest.YatzyJSON(t, env, "g")
	require.Len(t, g.History, 2, "hints on, and the turn")

	term = cmdtest.Terminal(t, env, 80, 40, "yatzy", "play", "g")
	term.WaitFor("Tärningar")
	term.Enter("12345")
	term.WaitFor("← bästa spelet") // resumed, the hints kept
	term.Interrupt()

	r := cmdtest.Run(t, env, "tips av\n66624\nchans\nsluta\n", "yatzy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Tips av: rutmenyn börjar på rutan som ger mest.")
	assert.NotContains(t, r.Out, "bästa spelet")
}

// TestBoxNumbersAreTheirPlacesOnTheSheet: a box keeps its number as the
// boxes before it fill, as on a pad: with Ones filled, 7 is still One
// pair, and 1 chooses nothing.
func TestBoxNumbersAreTheirPlacesOnTheSheet(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "11123", "--box", "ones")
	term := atTable(t, env, "sv", "yatzy", "play", "g")
	term.Enter("66624")
	screen := term.WaitFor("> 14. Chans")
	time.Sleep(glance)
	assert.NotContains(t, screen, "1. Ettor", "Ones is filled")
	assert.Contains(t, screen, " 2. Tvåor")
	term.Type("7")
	term.WaitFor(">  7. Ett par           12")
	term.Keys("Enter")
	term.WaitFor("Anna: Ett par 12 (6 6 6 2 4)")
	term.Interrupt()

	// Piped, the same numbers.
	r := cmdtest.Run(t, env, "66655\n13\n", "yatzy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Anna: Full house 28")
	r = cmdtest.Run(t, env, "66655\n1\n", "yatzy", "play", "g")
	assert.Equal(t, 2, r.Code, "Ones is filled: 1 is no choice")
	assert.Contains(t, r.ErrOut, `input line 2: "1" is not one of the choices now: type one of the numbers shown`)
}

// TestFixMovesAnEntry: an entry put in the wrong box is moved to the box
// it belongs in, with its dice, for a reason, and the table is told.
func TestFixMovesAnEntry(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66624", "--box", "chance")
	file := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	term := atTable(t, env, "sv", "yatzy", "play", "g")
	term.Enter("rätta")
	term.WaitFor("> Anna: Chans 24")
	term.Keys("Enter")
	term.WaitFor("> 14. Chans (där den står)")
	term.Type("6")
	term.WaitFor(">  6. Sexor")
	term.Keys("Enter")
	term.WaitFor("> 6 6 6 2 4")
	term.Keys("Enter")
	term.WaitFor("Anledning")
	term.Enter("fel ruta")
	term.WaitFor("Rättat: Anna: Chans 24 (6 6 6 2 4) → Anna: Sexor 18 (6 6 6 2 4)")
	term.Interrupt()
	g := cmdtest.YatzyJSON(t, env, "g")
	assert.Equal(t, 18, *g.Players[0].Boxes["sixes"])
	assert.Nil(t, g.Players[0].Boxes["chance"])

	// Where it cannot go, refused, the file as it was; as a script too.
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "11123", "--box", "ones")
	before, err := os.ReadFile(file)
	require.NoError(t, err)
	r := cmdtest.Run(t, env, "", "yatzy", "correct", "g", "--player", "Anna", "--box", "sixes", "--dice", "66624", "--move-to", "ones", "--reason", "x")
	assert.Equal(t, 2, r.Code)
	after, _ := os.ReadFile(file)
	assert.Equal(t, string(before), string(after))
	cmdtest.MustRun(t, env, "yatzy", "correct", "g", "--player", "Anna", "--box", "sixes", "--dice", "66624", "--move-to", "chance", "--reason", "x")
	assert.Equal(t, 24, *cmdtest.YatzyJSON(t, env, "g").Players[0].Boxes["chance"])
}

// TestUndoOffersTheDice: after an undo the dice taken back stand at the
// dice prompt, and Enter takes them; piped, an empty line does.
func TestUndoOffersTheDice(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	term := atTable(t, env, "et", "yatzy", "--players", "Anna", "--name", "g")
	term.Enter("66624")
	term.WaitFor("Milline rida?")
	time.Sleep(glance)
	term.Enter("6")
	term.WaitFor("Anna: Kuued 18")
	term.Enter("tagasi")
	term.WaitFor("Jah")
	term.Type("j")
	term.WaitFor("pakutakse uuesti")
	term.WaitFor("> 6 6 6 2 4")
	term.Keys("Enter")
	term.WaitFor("Milline rida? (6 6 6 2 4)")
	term.Interrupt()

	r := cmdtest.Run(t, env, "66624\nsixes\nundo\ny\n\nchance\nquit\n", "yatzy", "--players", "Bo", "--name", "h")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "The dice taken back, 6 6 6 2 4, are offered again: Enter takes them.")
	assert.Contains(t, r.Out, "Bo: Chance 24 (6 6 6 2 4)")
	assert.True(t, strings.Count(r.Out, "Which box? (6 6 6 2 4)") >= 2)
}

// TestHintsAreAskedFor: a game has no hints until it asks (--hints, or
// hints on at the table, in every language), and keeps what it asked
// when resumed; a variant without hints refuses --hints with exit 2 and
// makes no game.
func TestHintsAreAskedFor(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "g")
	r := cmdtest.Run(t, env, "66624\nchance\nquit\n", "yatzy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.NotContains(t, r.Out, "the best play", "not pushed")

	r = cmdtest.Run(t, env, "vihjed sisse\n66624\nkuued\nlõpeta\n", "--lang", "et", "yatzy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Vihjed sees: ridade valik algab parimast käigust, see on märgitud.")
	assert.Contains(t, r.Out, "← parim käik")

	r = cmdtest.Run(t, env, "11123\nettor\nquit\n", "yatzy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "← the best play", "kept with the game")
	r = cmdtest.Run(t, env, "hints off\n11123\ntwos\nquit\n", "yatzy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.NotContains(t, r.Out, "← the best play")
	hints := 0
	for _, e := range cmdtest.YatzyJSON(t, env, "g").History {
		if e.Event.Kind == "hints" {
			hints++
		}
	}
	assert.Equal(t, 2, hints, "each change saved with the game")

	// maxi has hints; maxi without saved rolls, twenty boxes in free
	// order, has no table.
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--variant", "maxi", "--hints", "--name", "m")
	off := filepath.Join(t.TempDir(), "off.txt")
	require.NoError(t, os.WriteFile(off, []byte("maxi\nsaved rolls off\n"), 0o644))
	r = cmdtest.Run(t, env, "", "yatzy", "new", "--players", "Anna", "--rules", off, "--hints", "--name", "mo")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "--hints: maxi (house rules) has no hints")
	assert.NoFileExists(t, filepath.Join(env["PROTOKOLL_HOME"], "mo.jsonl"))
}

// TestFixCorrectsMaxisRolls: in maxi fix asks the rolls the turn used,
// as recorded (Enter keeps them), and puts them right with the saved
// rolls that follow from them.
func TestFixCorrectsMaxisRolls(t *testing.T) {
	env := cmdtest.Home(t)
	r := cmdtest.Run(t, env, "666241\n1\nsixes\nfix\n1\nsixes\n666241\n3\ncounted wrong\nquit\n", "yatzy", "--variant", "maxi", "--players", "Anna", "--name", "m")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Saved rolls: 2", "two saved after a turn of one roll")
	assert.Contains(t, r.Out, "Rolls used (1–3) 3")
	assert.Contains(t, r.Out, "Saved rolls: 0", "none after the correction to three")
	g := cmdtest.YatzyJSON(t, env, "m")
	last := g.History[len(g.History)-1].Event
	assert.Equal(t, 3, last.Rolls)
	assert.Equal(t, "counted wrong", last.Reason)
}

// TestHintsCarryToTheNextGame: a game played again at the table keeps
// the hints the table asked for.
func TestHintsCarryToTheNextGame(t *testing.T) {
	env := cmdtest.Home(t)
	v := scoresheet.Scandinavian()
	in := cmdtest.PipedGame(v, []string{"Anna"}, func(b scoresheet.Box) string { return cmdtest.BestDice(b, 5) }) + "y\nquit\n"
	r := cmdtest.Run(t, env, in, "yatzy", "--players", "Anna", "--name", "g", "--hints")
	require.Equal(t, 0, r.Code, r.ErrOut)
	names := regexp.MustCompile(`Game saved as (\S+)`).FindAllStringSubmatch(r.Out, -1)
	require.Len(t, names, 2, r.Out)
	next := cmdtest.YatzyJSON(t, env, names[1][1])
	require.NotEmpty(t, next.History)
	assert.Equal(t, "hints", string(next.History[0].Event.Kind))
	assert.True(t, next.History[0].Event.On)
}

// TestMaxiHintsLateInTheGame: a maxi game with hints on, three boxes
// free and 4 rolls saved: the box menu opens on the best play for the
// rolls the turn saves, marked, at once (its levels are worked out when
// asked), and Enter records it; the hint asks for the rolls left up to
// the saved ones and ranks boxes, saving the rolls left, with keeps.
func TestMaxiHintsLateInTheGame(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	cmdtest.LateMaxi(t, func(t testing.TB, args ...string) string { return cmdtest.MustRun(t, env, args...) }, "m", true, "Anna")
	term := cmdtest.Terminal(t, env, 80, 40, "yatzy", "play", "m")
	term.WaitFor("Dice (6 values")
	term.Type("hint")
	term.Keys("Enter")
	term.WaitFor("The dice in your hand, for the hint (6 values)")
	term.Type("665432")
	term.Keys("Enter")
	term.WaitFor("Rolls left (0–6)")
	term.Type("6")
	term.Keys("Enter")
	screen := term.WaitFor("maxi · 6 6 5 4 3 2 · 6 rolls left")
	assert.Regexp(t, `Chance 26, saving 6 rolls +\d+\.\d\d`, screen)
	assert.Regexp(t, `keep [1-6 ]+ +\d+\.\d\d +−\d+\.\d\d`, screen)
	term.WaitFor("Dice (6 values")
	term.Type("665432")
	term.Keys("Enter")
	term.WaitFor("Rolls used (1–7)")
	term.Type("1")
	term.Keys("Enter")
	screen = term.WaitFor("← the best play")
	cursor := regexp.MustCompile(`> +\d+\. (\S+(?: \S+)?) +(\d+)  ← the best play`).FindStringSubmatch(screen)
	require.NotNil(t, cursor, "the cursor on the best play, marked:\n%s", screen)
	time.Sleep(glance)
	term.Keys("Enter")
	term.WaitFor("Anna: " + cursor[1] + " " + cursor[2] + " (6 6 5 4 3 2)")
	term.Keys("C-c")
	assert.Equal(t, 130, term.Exit())
}

// TestMaxiBoxMenusHintRanksTheBoxes: at maxi's box menu the dice are
// final and the rolls left are saved: its hint ranks the boxes, each
// saving them, and no keep.
func TestMaxiBoxMenusHintRanksTheBoxes(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.LateMaxi(t, func(t testing.TB, args ...string) string { return cmdtest.MustRun(t, env, args...) }, "m", false, "Anna")
	r := cmdtest.Run(t, env, "665432\n1\n?\nchance\nquit\n", "yatzy", "play", "m")
	require.Equal(t, 0, r.Code, r.ErrOut)
	_, hint, ok := strings.Cut(r.Out, "maxi · 6 6 5 4 3 2 · 6 rolls left\n")
	require.True(t, ok, r.Out)
	hint, _, _ = strings.Cut(hint, "Which box?")
	assert.Regexp(t, `\n  Chance 26, saving 6 rolls +\d+\.\d\d`, hint)
	assert.Regexp(t, `\n  Tower 0, saving 6 rolls +\d+\.\d\d +−\d+\.\d\d`, hint)
	assert.NotContains(t, hint, "keep")
	assert.Equal(t, 26, *cmdtest.YatzyJSON(t, env, "m").Players[0].Boxes[scoresheet.Chance])
}
