package yatzy

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
)

// ShowOptions are yatzy show's: the game, as text or JSON, and what
// reading it needs.
type ShowOptions struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Store func() (store.Store, error)
	Game  string
	JSON  bool
	// Chart adds the running totals as a chart, in colour where the
	// terminal has it (Getenv: NO_COLOR, TERM).
	Chart  bool
	Getenv func(string) string
}

// NewCmdShow is yatzy show; runF, when not nil, runs instead of it (for
// tests).
func NewCmdShow(f *cmdutil.Factory, runF func(*ShowOptions) error) *cobra.Command {
	opts := &ShowOptions{IO: f.IO, Store: f.Store, Getenv: f.Getenv}
	cmd := &cobra.Command{
		Use:   "show GAME [--json|--chart]",
		Short: "Show a game's sheet",
		Args:  cmdutil.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.Game = f.Lang, args[0]
			if runF != nil {
				return runF(opts)
			}
			return showRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.Chart, "chart", false, "also each player's running total as a chart, and the round the lead changed for good")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON: variant, players with boxes and totals, finished, winners")
	return cmd
}

// showRun reads a saved game without locking it, and prints it or its
// JSON.
func showRun(opts *ShowOptions) error {
	if opts.Chart && opts.JSON {
		return msg.Errorf("--chart draws for the terminal: give --json or --chart (recap --json has the running totals)")
	}
	s, err := opts.Store()
	if err != nil {
		return err
	}
	g, err := s.ReadYatzy(opts.Game)
	if err != nil {
		return err
	}
	render.Warnings(opts.IO.ErrOut, opts.Lang, g.Warnings)
	if opts.JSON {
		return view.WriteJSON(opts.IO.Out, view.Yatzy(g))
	}
	fmt.Fprintf(opts.IO.Out, "%s · %s\n", g.Name, opts.Lang.VariantName(g.State.Variant()))
	render.Sheet(opts.IO.Out, g.State, opts.Lang, opts.IO.Width())
	printNext(opts.IO.Out, opts.Lang, g.State, opts.IO.Width())
	if opts.Chart {
		fmt.Fprintln(opts.IO.Out)
		render.Chart(opts.IO.Out, opts.Lang, history.YatzyRace(g.State), opts.IO.Width(), render.Colour(opts.IO, opts.Getenv))
	}
	return nil
}
