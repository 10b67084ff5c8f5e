// Package root is the protokoll command itself: the root command with
// every command under it, run as the program is (Run), with its exit
// statuses, its --lang and its shell completion.
package root

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/interrupt"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/play"
	"github.com/kitchentable/protokoll/cmd/protokoll/serve"

	"github.com/kitchentable/protokoll/cmd/protokoll/export"
	"github.com/kitchentable/protokoll/cmd/protokoll/pdf"
	"github.com/kitchentable/protokoll/cmd/protokoll/recap"
	"github.com/kitchentable/protokoll/cmd/protokoll/rummy"
	"github.com/kitchentable/protokoll/cmd/protokoll/stats"
	"github.com/kitchentable/protokoll/cmd/protokoll/yatzy"

	"github.com/kitchentable/protokoll/cmd/protokoll/contracts"
	"github.com/kitchentable/protokoll/cmd/protokoll/games"
	"github.com/kitchentable/protokoll/cmd/protokoll/man"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/repair"
	"github.com/kitchentable/protokoll/cmd/protokoll/rules"
)

// Exit statuses, as scripts rely on them (README, Exit status).
const (
	exitOK       = 0
	exitFalse    = 1 // the claim checked does not hold
	exitBadInput = 2 // bad usage or bad input
	exitBusy     = 3 // the game is open in another protokoll: try again later
)

// Main runs the program as the process: Run, with the signals that end it
// (Ctrl-C, a closed terminal; ios.Signals, made by main) waiting for an
// entry being written, and their conventional exit status when one came.
func Main(args []string, ios *iostreams.IOStreams, getenv func(string) string, langs catalog.Languages, version string) int {
	stop := ios.Signals.Watch()
	code := Run(args, ios, getenv, langs, version)
	stop()
	if s := ios.Signals.Status(); s != 0 {
		code = s // left at a signal: its conventional status
	}
	return code
}

// Run executes the program with args and returns its exit status,
// speaking one of langs; version is the program's (--version). Every
// error not marked otherwise is bad usage or bad input: one line on the
// error output, status 2.
func Run(args []string, ios *iostreams.IOStreams, getenv func(string) string, langs catalog.Languages, version string) int {
	a := cmdutil.New(ios, getenv, time.Now, langs)
	// The run's language, once, before any command is made with a.
	flag := LangFlag(args)
	said := a.Lang // what an error is said in
	if flag != "" {
		if l, err := langs.FromFlag(flag); err == nil {
			a.Lang, a.LangGiven, said = l, true, l
		} else {
			said = langs[0] // the refusal of --lang itself, as before it was read
		}
	}
	root := NewCmdRoot(a, version)
	root.SetArgs(args)
	err := root.Execute()
	if err == nil {
		return exitOK
	}
	if errors.Is(err, interrupt.ErrCtrlC) {
		return interrupt.StatusCtrlC // what was saved is said already
	}
	if errors.Is(err, cmdutil.ErrFalse) {
		return exitFalse // the verdict is printed already
	}
	if s, serr := a.Store(); serr == nil {
		cache, _ := a.CacheDir()                      // none: every game is read
		err = play.DidYouMean(err, s, a.Kinds, cache) // a game's name mistyped: the nearest saved one
	}
	fmt.Fprintln(ios.ErrOut, "protokoll: "+render.OneLine(said.Say(err)))
	if errors.Is(err, store.ErrLocked) {
		return exitBusy
	}
	return exitBadInput
}

// NewCmdRoot is the protokoll command, with every command under it.
func NewCmdRoot(a *cmdutil.Factory, version string) *cobra.Command {
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

Paper: blank and filled sheets and the round lists, as PDF ("protokoll pdf").

Game nights remembered: statistics and records ("protokoll stats"), a
night told ("protokoll recap"), and every entry for a spreadsheet
("protokoll export").

Games are saved in $PROTOKOLL_HOME, else $XDG_DATA_HOME/protokoll, else
~/.local/share/protokoll; the optimal-play tables are kept in
$PROTOKOLL_CACHE, else $XDG_CACHE_HOME/protokoll, else ~/.cache/protokoll.
Exit status: 0 success, 1 a checked claim does not hold, 2 bad usage or
input, 3 the game is open in another protokoll.`,
		Version:       version,
		SilenceErrors: true,
		SilenceUsage:  true,
		PersistentPreRunE: func(cmd *cobra.Command, args []string) error {
			// The language was resolved before the commands were made
			// (Run, LangFlag); a --lang that names none is refused now,
			// with the flags.
			_, err := a.Langs.Resolve(lang, a.Getenv)
			return err
		},
	}
	root.SetIn(a.IO.In)
	root.SetOut(a.IO.Out)
	root.SetErr(a.IO.ErrOut)
	root.SetFlagErrorFunc(func(c *cobra.Command, err error) error {
		return msg.Errorf("%v (see %s --help)", cmdutil.FlagError(err), c.CommandPath())
	})
	root.PersistentFlags().StringVar(&lang, "lang", "", "language: "+strings.Join(a.Langs.Tags(), ", ")+" (default from LC_ALL, LC_MESSAGES or LANG)")
	root.AddCommand(
		yatzy.NewCmdYatzy(a, nil), rummy.NewCmdRummy(a, nil), contracts.NewCmdContracts(a, nil), pdf.NewCmdPDF(a),
		games.NewCmdGames(a, nil), repair.NewCmdRepair(a, nil), rules.NewCmdRules(a), stats.NewCmdStats(a, nil),
		recap.NewCmdRecap(a, nil), export.NewCmdExport(a, nil), export.NewCmdImport(a, nil), man.NewCmdMan(a, nil),
		serve.NewCmdServe(a, nil),
	)
	addHelp(a, root)
	addCompletion(a, root)
	return root
}
