package rummy_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/contracts"
)

// TestAnEmptyHandIsSaid: a player who did not go out has an empty hand
// only when it is said (0 or -); an empty line is refused, on a pipe as
// the line that stops the run.
func TestAnEmptyHandIsSaid(t *testing.T) {
	env := cmdtest.Home(t)
	r := cmdtest.Run(t, env, "Anna\n0\n-\ny\nquit\n", "--lang", "sv", "rummy", "--list", "1", "--players", "Anna,Bo,Cecilia", "--dealer", "Bo", "--name", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	g := rummyJSONOf(t, env, "g")
	require.Equal(t, 1, g.Played)
	assert.Equal(t, []int{0, 0, 0}, []int{g.Players[0].Total, g.Players[1].Total, g.Players[2].Total})

	r = cmdtest.Run(t, env, "Anna\n\nK\ny\n", "--lang", "sv", "rummy", "play", "g")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "indatarad 2: skriv korten kvar på handen, eller 0 (eller -) om inga")
	assert.Equal(t, 1, rummyJSONOf(t, env, "g").Played, "nothing recorded")
}

// TestAStrayEnterAtATerminalRecordsNothing: at a terminal an empty hand
// is refused and asked again.
func TestAStrayEnterAtATerminalRecordsNothing(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cecilia", "--dealer", "Bo", "--name", "g")
	term := cmdtest.Terminal(t, env, 80, 40, "--lang", "sv", "rummy", "play", "g")
	term.WaitFor("Vem gick ut?")
	term.Keys("Enter") // Anna
	term.WaitFor("Kort kvar på handen för Bo")
	term.Keys("Enter")
	term.WaitFor("skriv korten kvar på handen, eller 0 (eller -) om inga")
	term.Enter("0")
	term.WaitFor("Kort kvar på handen för Cecilia")
	term.Interrupt()
	assert.Equal(t, 0, rummyJSONOf(t, env, "g").Played)
}

// TestARoundIsSummedUpBeforeItIsSaved: before a round is saved the table
// sees each player's cards, points and total after it, and may say no;
// the score table then says which contract each player had.
func TestARoundIsSummedUpBeforeItIsSaved(t *testing.T) {
	env := cmdtest.Home(t)
	in := strings.Join([]string{
		"Anna", "K 7 2 A", "5 9", "n", // not saved: asked again
		"Bo", "K", "5", "y",
		"quit",
	}, "\n") + "\n"
	r := cmdtest.Run(t, env, in, "--lang", "sv", "rummy", "--list", "1", "--players", "Anna,Bo,Cecilia", "--dealer", "Bo", "--name", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Omgång 1: Anna gick ut")
	assert.Regexp(t, `Bo\s+K 7 2 E\s+60\s+60`, r.Out)
	assert.Contains(t, r.Out, "Spara omgång 1?")
	assert.Contains(t, r.Out, "Omgång 1 är inte sparad")
	g := rummyJSONOf(t, env, "g")
	require.Equal(t, 1, g.Played)
	assert.Equal(t, "Bo", g.Results[0].Out)

	// Labelled rounds: each player's contract under the table.
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "12", "--players", "Anna,Bo,Cecilia", "--dealer", "Bo", "--name", "l")
	for i := range 7 {
		args := []string{"rummy", "record", "l", "--out", "Anna", "--left", "Bo=K", "--left", "Cecilia=5"}
		if i == 5 {
			args = append(args, "--special", "Cecilia=3")
		}
		cmdtest.MustRun(t, env, args...)
	}
	cmdtest.MustRun(t, env, "rummy", "record", "l", "--out", "Anna", "--left", "Bo=K", "--left", "Cecilia=5",
		"--label", "Anna=1", "--label", "Bo=2", "--label", "Cecilia=4")
	out := cmdtest.MustRun(t, env, "--lang", "sv", "rummy", "show", "l")
	assert.Contains(t, out, "8. Anna: den som har mörka strumpor · Bo: den som har ljusa strumpor")
	assert.Contains(t, out, "6. Cecilia: 3 kort")
}

// TestRenameACardPlayer: a card game's player renamed as a script and at
// the table: the rounds, labels and adjustments are the new name's, the
// rename is in the history, and an undo leaves it.
func TestRenameACardPlayer(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Ana,Bo,Cecilia", "--dealer", "Bo", "--name", "g")
	cmdtest.MustRun(t, env, "rummy", "record", "g", "--out", "Bo", "--left", "Ana=K", "--left", "Cecilia=5", "--adjust", "Ana=-10:forgot")
	out := cmdtest.MustRun(t, env, "--lang", "et", "rummy", "rename", "g", "Ana", "Anna")
	assert.Equal(t, "Ana on nüüd Anna.\n", out)
	g := rummyJSONOf(t, env, "g")
	assert.Equal(t, "Anna", g.Players[0].Name)
	assert.Equal(t, 0, g.Players[0].Total)
	assert.Equal(t, "rename", string(g.History[len(g.History)-1].Event.Kind))
	r := cmdtest.Run(t, env, "", "rummy", "rename", "g", "Anna", "cecilia")
	assert.Equal(t, 2, r.Code)

	r = cmdtest.Run(t, env, "rename\n2\nBosse\nquit\n", "rummy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Bo is now called Bosse.")
	cmdtest.MustRun(t, env, "rummy", "record", "g", "--out", "Bosse", "--left", "Anna=K", "--left", "Cecilia=5")
	cmdtest.MustRun(t, env, "rummy", "undo", "g")
	g = rummyJSONOf(t, env, "g")
	assert.Equal(t, []string{"Anna", "Bosse", "Cecilia"}, []string{g.Players[0].Name, g.Players[1].Name, g.Players[2].Name})
	assert.Equal(t, 1, g.Played)
	assert.Equal(t, "Bosse", g.Results[0].Out)
}

// TestPlayACardGameAgain: the next card game: the same players, seats
// and list, the first deal one seat on; rummy play with no name resumes
// the latest unfinished card game.
func TestPlayACardGameAgain(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "12", "--players", "Anna,Bo,Cecilia", "--dealer", "Cecilia", "--name", "g")
	name := strings.TrimSpace(cmdtest.MustRun(t, env, "rummy", "again"))
	r := cmdtest.Run(t, env, "1\nquit\n", "rummy", "play") // two begun today: the latest first
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Dealer: Anna · starts: Bo", "the new game, Cecilia's deal moved on to Anna")
	assert.Contains(t, r.Out, "List 12")
	assert.Contains(t, r.Out, "Saved. Resume with: protokoll rummy play "+name)
	r = cmdtest.Run(t, env, "", "rummy", "again", "gg")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "did you mean g?")
}

// TestFixARoundByItsNumber: the rounds to correct are offered in order,
// so that 2 is round 2 (they were offered the latest first, and 2 typed
// corrected round 1 of 2), with the cursor on the latest; the table is
// told whose points changed.
func TestFixARoundByItsNumber(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cecilia", "--dealer", "Bo", "--name", "g")
	cmdtest.MustRun(t, env, "rummy", "record", "g", "--out", "Anna", "--left", "Bo=K", "--left", "Cecilia=5")
	cmdtest.MustRun(t, env, "rummy", "record", "g", "--out", "Anna", "--left", "Bo=K 7 2 A", "--left", "Cecilia=5")
	cmdtest.MustRun(t, env, "rummy", "record", "g", "--out", "Bo", "--left", "Anna=5", "--left", "Cecilia=5")
	r := cmdtest.Run(t, env, "rätta\n2\n2\nK\nspara\nfelläst\nsluta\n", "--lang", "sv", "rummy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Vilken omgång? \n1. 2 trissar\n2. 1 triss och 1 färgstege på 4 kort\n3. 2 fyrtal\n")
	assert.Contains(t, r.Out, "Omgång 2 rättad: Bo 60 → 10")

	term := cmdtest.Terminal(t, env, 80, 40, "--lang", "sv", "rummy", "play", "g")
	term.WaitFor("Vem gick ut?")
	term.Type("6") // Correct a round
	term.Keys("Enter")
	screen := term.WaitFor("Vilken omgång?")
	assert.Contains(t, screen, "> 3. 2 fyrtal", "the cursor on the latest")
	term.Keys("Enter")
	term.WaitFor("Vad är fel i omgång 3?")
	term.Interrupt()
}

// TestTheMeldCheckAsksAgain: at the table a check that cannot be made
// (a card three times, more than two decks hold) is asked again, not
// dropped for "Who went out?"; a set needs no suits; nothing typed goes
// back to the round.
func TestTheMeldCheckAsksAgain(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cecilia", "--dealer", "Bo", "--name", "g")
	term := cmdtest.Terminal(t, env, 80, 40, "--lang", "sv", "rummy", "play", "g")
	term.WaitFor("Vem gick ut?")
	term.Type("4") // Check a meld
	term.Keys("Enter")
	term.WaitFor("Utlagda kort")
	term.Enter("7h 7h 7h")
	screen := term.WaitFor("3 × 7♥")
	assert.NotContains(t, screen, "Vem gick ut?")
	term.Keys("C-u")
	term.Enter("7 7 7 9 9 2")
	term.WaitFor("✓ 2 trissar")
	term.WaitFor("Vem gick ut?")
	// Nothing typed: back to the round, unchecked.
	term.Enter("4")
	term.WaitFor("inget, för att gå tillbaka")
	term.Keys("Enter")
	term.WaitFor("Vem gick ut?")
	// Ctrl-C once the next question is up: between two forms the terminal
	// is not raw, and it would be SIGINT to the test's shell too.
	term.Interrupt()
}

// TestTheRoundToCorrectIsInSight: with long contracts (list 12) and ten
// rounds played, the menu of rounds to correct shows the cursor's round:
// each contract on one line, cut to the terminal (wrapped, they pushed
// it out of the menu's window).
func TestTheRoundToCorrectIsInSight(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	list12(t, env, 10)
	term := cmdtest.Terminal(t, env, 100, 40, "rummy", "play", "g")
	term.WaitFor("Who went out?")
	term.Type("6") // Correct a round
	term.Keys("Enter")
	screen := term.WaitFor("Which round?")
	assert.Regexp(t, `> 10\. `, screen, screen)
	assert.LessOrEqual(t, cmdtest.Width(screen), 100)
	term.Interrupt()
}

// TestACorrectionAsksWhatTheRoundAsked: correcting a round at the table
// offers its Yatzy-chans cards and whose contract each had, as the round
// asked them (only the hands and who went out could be put right).
func TestACorrectionAsksWhatTheRoundAsked(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	list12(t, env, 8)
	// Round 6: Bo had four cards in his triss.
	r := cmdtest.Run(t, env, "fix\n6\n4\n0\n4\n0\n6\nmisread\nquit\n", "rummy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "4. Cards in the triss: Anna 0, Bo 0, Cecilia 0")
	assert.Contains(t, r.Out, "Round 6 corrected: Bo 5 → -35")
	// Round 8: whose contract each had.
	l, err := contracts.LookupList("12")
	require.NoError(t, err)
	c := l.Rounds[7].Contract
	r = cmdtest.Run(t, env, "fix\n8\n4\n2\n2\n2\n6\nmisread\nquit\n", "rummy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "4. Each one's contract: Anna: "+c.Requirements[0].Name())
	g := rummyJSONOf(t, env, "g")
	assert.Equal(t, 8, g.Played)
	assert.Contains(t, cmdtest.MustRun(t, env, "rummy", "show", "g"), c.Requirements[1].Name())
}

// TestFixPointsByHand: points by hand, no longer asked every round, are
// put right with fix: those recorded forgotten, others noted; the table
// says whose points changed.
func TestFixPointsByHand(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cecilia", "--dealer", "Bo", "--name", "g")
	cmdtest.MustRun(t, env, "rummy", "record", "g", "--out", "Anna", "--left", "Bo=K", "--left", "Cecilia=5", "--adjust", "Bo=-10:forgot")
	in := strings.Join([]string{
		"fix", "1",
		"4", "y", // forget Bo's -10
		"4", "Cecilia", "5", "late", // Cecilia +5
		"5", "misread",
		"quit",
	}, "\n") + "\n"
	r := cmdtest.Run(t, env, in, "rummy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "4. Points by hand: Bo -10 (forgot)")
	assert.Contains(t, r.Out, "4. Points by hand: none")
	assert.Contains(t, r.Out, "Round 1 corrected: Bo 0 → 10, Cecilia 5 → 10")
	g := rummyJSONOf(t, env, "g")
	assert.Equal(t, []contracts.Adjustment{{Player: "Cecilia", Points: 5, Reason: "late"}}, g.Results[0].Adjust)
}

// TestPointsByHandWaitForTheirRound: points by hand noted for round 2
// and an undo of round 1 wait for round 2: round 1 entered again is
// saved without them, round 2 with them.
func TestPointsByHandWaitForTheirRound(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cecilia", "--dealer", "Bo", "--name", "g")
	cmdtest.MustRun(t, env, "rummy", "record", "g", "--out", "Anna", "--left", "Bo=K", "--left", "Cecilia=5")
	in := strings.Join([]string{
		"adjust", "Bo", "-10", "held a card", // for round 2
		"undo", "y", // round 1 taken back
		"Anna", "K", "5", "y", // round 1 again: without them
		"Bo", "K", "5", "y", // round 2: with them
		"quit",
	}, "\n") + "\n"
	r := cmdtest.Run(t, env, in, "rummy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	g := rummyJSONOf(t, env, "g")
	require.Equal(t, 2, g.Played)
	assert.Empty(t, g.Results[0].Adjust)
	assert.Equal(t, []contracts.Adjustment{{Player: "Bo", Points: -10, Reason: "held a card"}}, g.Results[1].Adjust)
}

// TestPointsByHandNotedFollowARename: a player renamed after points by
// hand were noted for them keeps them: the round is saved with them,
// under the new name, not refused for a name no player has.
func TestPointsByHandNotedFollowARename(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cecilia", "--name", "g")
	in := strings.Join([]string{
		"adjust", "Bo", "-10", "held a card",
		"rename", "Bo", "Bosse",
		"Anna", "K", "5", "y",
		"quit",
	}, "\n") + "\n"
	r := cmdtest.Run(t, env, in, "rummy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Points by hand, saved with the round: Bosse -10 (held a card)")
	g := rummyJSONOf(t, env, "g")
	require.Equal(t, 1, g.Played, r.Out)
	assert.Equal(t, []contracts.Adjustment{{Player: "Bosse", Points: -10, Reason: "held a card"}}, g.Results[0].Adjust)
}
