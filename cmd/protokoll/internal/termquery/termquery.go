// Package termquery keeps Bubble Tea from asking the terminal for its
// background colour when the program starts.
//
// Bubble Tea v1 asks in its package init (lipgloss.HasDarkBackground, a
// workaround its authors remove in v2). A terminal that never answers the
// question (a pseudo-terminal under expect, script or some CI runners)
// stalls every command for termenv's five-second timeout, and the
// question's bytes land in captured output. This package's init runs
// before Bubble Tea's: it imports nothing but the standard library, and Go
// initialises packages in import-path order once their imports are ready,
// so it comes before github.com/muesli/termenv, which Bubble Tea needs. It
// sets TERM to "dumb", which termenv does not query; Restore puts TERM
// back at the start of main. A command that draws a form asks the
// terminal itself, with a short timeout (see the ask package).
//
// The order is Go's, not a choice of ours, and a test of the program
// (TestTermqueryBeforeBubbleTea) holds it.
//
// # Charm v2: measured, and not taken
//
// Bubble Tea v2 asks nothing in its init, and with it this package would
// go. Issue 44 asked for the move to charm.land/huh/v2 (v2.0.3),
// bubbletea/v2 and lipgloss/v2 (v2.1.1) unless v2 measured worse on
// start-up, key handling in tmux or piped input. A port of the whole
// program in a scratch copy (it built; the ask and render tests and every
// tmux test in root, rummy and yatzy passed) was measured against this
// tree on 2026-12-07, Go 1.26.8, on the project's 2-core machine shared
// with other work (load 4 to 8 by uptime throughout, so the times below
// are wide):
//
//   - Start-up of a command without a form: the same within the noise,
//     v2's package init allocating a tenth less: 1,858 allocations
//     (378,632 bytes) with v2, 2,054 (442,088) with v1
//     (GODEBUG=inittrace=1 protokoll --version, the init lines summed). perf stat -r 30 -e task-clock,
//     two rounds in turn: --version 25.8 and 32.7 ms with v2, 31.2 and
//     24.7 with v1; yatzy show 26.9 and 32.1 ms with v2, 30.1 and 39.0
//     with v1. go test -run XXX -bench Startup -benchtime 200x
//     ./cmd/protokoll, two runs each in turn: --version 1.99 and 2.11
//     times the hello-world with v2, 2.21 and 1.91 with v1. A command
//     that draws a form, worse under load: a game's first form on a
//     pseudo-terminal 80x40, and dice and Enter to the box menu drawn
//     (medians, v1 and v2 run in turn): 63 and 217 ms with v1, 68 and
//     210 ms with v2 at load 4 (20 runs each); 106 to 115 and 422 to 437
//     ms with v1, 137 to 160 and 535 to 585 ms with v2 at load 5 to 6
//     (40 runs each, twice); the process's CPU time 7 to 12% more with v2.
//   - Piped input: the same. On a pipe no form runs (the ask package
//     reads the lines itself; huh's accessible mode is not used): go test
//     -run 'Piped|Refus|StopsAt|Script|LineNumber' of yatzy, rummy and
//     export, the README's commands (root) and the ask tests pass with
//     both; the README's piped game, a refused line (exit 2 and its line
//     number), a piped card game, yatzy show and recap print the same
//     bytes with both.
//   - Key handling in tmux: worse. v2 hands the program a burst of keys
//     one key at a time, where v1 hands it as one message for each run of
//     text ("66624", Enter, "55432", Enter: four messages with v1, twelve
//     with v2). The next player's dice typed straight after one's own,
//     Enters and all, as a player typing ahead does (at the first dice
//     prompt of a game, tmux send-keys -l 66624, send-keys Enter,
//     send-keys -l 55432, send-keys Enter): with v1, in 20 runs of 20 the
//     table went on, the dice prompt refusing ten dice (13) or the box
//     menu opening on 66624 and dropping the rest (7); with v2 the game
//     ended in 13 runs of 20, huh v2 having taken the dice with the next
//     player's first digit or two typed in after its check ("666245"):
//     "protokoll: got 6 dice, want 5" and exit 2, the players out of the
//     game (it is saved; play resumes it); in one run more the screen was
//     empty 1.5 s after. TestDiceTypedAheadInOneBurstStayAtTheTable
//     (yatzy) holds the v1 behaviour: 11 of its 12 tables failed with v2
//     (go test -count=4 -run TestDiceTypedAheadInOneBurstStayAtTheTable
//     ./cmd/protokoll/yatzy), none of 21 with v1. The careful menu's own
//     tests (ask), their keys written as v2's, passed with v2.
//   - Bytes: a coloured screen is not the same bytes with v2 (issue 44
//     asks that every screen be): lipgloss v2 ends each style with ESC[m
//     where v1 writes ESC[0m (yatzy show with CLICOLOR_FORCE=1: 1,920
//     bytes against 2,015, the same once ESC[0m is written ESC[m).
//
// So the program stays on v1, and this package with it. Checking again
// what a form returns, and asking again, is not enough with v2: tried in
// the port, the game went on, but in 11 of the test's 12 tables the dice
// prompt then held "666245" (or "6662455") and said nothing, the rest of
// the burst, Enter with it, read by the form that had ended and lost. A
// later port would also have to give a key read with Alt its text (Esc
// then / in the box menu's filter comes as alt+/ with no text) and write
// output without colour through colorprofile.NoTTY (its Ascii profile
// leaves ESC[m on a pipe).
package termquery

import "os"

var (
	term    string
	hadTerm bool
)

func init() {
	term, hadTerm = os.LookupEnv("TERM")
	os.Setenv("TERM", "dumb")
}

// Restore gives TERM back its value from before the program started.
func Restore() {
	if hadTerm {
		os.Setenv("TERM", term)
	} else {
		os.Unsetenv("TERM")
	}
}
