package main

import (
	"errors"
	"fmt"
	"runtime/debug"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journal"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/locale"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/text"
)

// Exit statuses, as scripts rely on them (README, Exit status).
const (
	exitOK       = 0
	exitFalse    = 1 // the claim checked does not hold
	exitBadInput = 2 // bad usage or bad input
	exitBusy     = 3 // the game is open in another protokoll: try again later
)

// version is set at build time with -ldflags "-X main.version=…"; otherwise
// it is the module version the binary was built from.
var version = ""

// app is what every command is made with (cmdutil.Factory).
type app = cmdutil.Factory

// exitError carries an exit status other than the default for errors.
type exitError struct {
	code int
	err  error
}

func (e *exitError) Error() string { return e.err.Error() }
func (e *exitError) Unwrap() error { return e.err }

// errFalse is returned by a command whose claim does not hold; its verdict
// is already printed, so nothing more is said.
var errFalse = &exitError{code: exitFalse, err: errors.New("the claim does not hold")}

// run executes the program with args and returns its exit status. Every
// error not marked otherwise is bad usage or bad input: one line on the
// error output, status 2.
func run(args []string, ios *iostreams.IOStreams, getenv func(string) string) int {
	a := &app{IO: ios, Getenv: getenv, Now: time.Now}
	root := newRootCmd(a)
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return exitOK
	}
	var ee *exitError
	if errors.As(err, &ee) && ee.code == exitFalse {
		return exitFalse
	}
	fmt.Fprintln(ios.ErrOut, "protokoll: "+oneLine(err.Error()))
	switch {
	case errors.As(err, &ee):
		return ee.code
	case errors.Is(err, journal.ErrLocked):
		return exitBusy
	}
	return exitBadInput
}

// oneLine makes an error message one line that is safe on a terminal:
// white space folded, control characters (from echoed input) escaped, and
// at most maxMessage characters.
func oneLine(s string) string {
	s = playername.Display(strings.Join(strings.Fields(s), " "))
	if r := []rune(s); len(r) > maxMessage {
		s = string(r[:maxMessage-1]) + "…"
	}
	return s
}

const maxMessage = 400

func newRootCmd(a *app) *cobra.Command {
	var lang string
	root := &cobra.Command{
		Use:   "protokoll",
		Short: "Keep score at the kitchen table: Yatzy with real dice, contract rummy with real cards",
		Long: `protokoll keeps score of games played with real dice and real cards.

Yatzy family: type the dice you rolled; protokoll scores every box, guards
the rules, keeps each player's sheet and, when asked, knows the best play.
Run "protokoll yatzy" to start.

Contract rummy: each round's contract explained, disputed melds checked,
the cards left in hand counted. Run "protokoll rummy" to start.

Paper: blank and filled sheets and the round lists, as PDF ("protokoll pdf").`,
		Version:       buildVersion(),
		SilenceErrors: true,
		SilenceUsage:  true,
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			l, err := locale.Resolve(lang, a.Getenv)
			a.Lang = l
			return err
		},
	}
	root.SetIn(a.IO.In)
	root.SetOut(a.IO.Out)
	root.SetErr(a.IO.ErrOut)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return fmt.Errorf("%w (see %s --help)", err, c.CommandPath())
	})
	root.PersistentFlags().StringVar(&lang, "lang", "", "language: en, sv or et (default from LC_ALL, LC_MESSAGES or LANG)")
	root.AddCommand(newYatzyCmd(a), newRummyCmd(a), newContractsCmd(a), newPDFCmd(a), newGamesCmd(a), newRepairCmd(a), newRulesCmd(a), newManCmd(a))
	return root
}

func buildVersion() string {
	if version != "" {
		return version
	}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(devel)"
}

// exactArgs and friends are cobra's argument checks with messages that say
// what is expected.
func noArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return fmt.Errorf("%s takes no arguments, got %q", cmd.CommandPath(), args[0])
	}
	return nil
}

// tr returns one of the program's messages in the run's language.
func tr(a *app, key text.Key, args ...any) string { return a.T(key, args...) }

// winnersLine names the winner, or the winners of a shared win.
func winnersLine(a *app, winners []string) string {
	if len(winners) == 1 {
		return tr(a, "Winner: %s", playername.Display(winners[0]))
	}
	return tr(a, "Winners: %s", showNames(winners))
}

// showNames lists names for the terminal, any control character escaped.
func showNames(names []string) string {
	shown := make([]string, len(names))
	for i, n := range names {
		shown[i] = playername.Display(n)
	}
	return strings.Join(shown, ", ")
}

// writeJSON prints v as indented JSON, as the --json of showing commands
// does.
func writeJSON(a *app, v any) error { return a.WriteJSON(v) }
