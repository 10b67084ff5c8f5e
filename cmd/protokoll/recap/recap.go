// Package recap is the recap command: a game night told, its games and
// winners, the best of what happened and the records it broke.
package recap

import (
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/report"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
)

// Options are the recap command's: which night, as text or JSON, and what
// reading it needs.
type Options struct {
	IO       *iostreams.IOStreams
	Reporter func() (report.Reporter, error)
	Getenv   func(string) string // NO_COLOR and TERM, for the charts' colour
	Now      func() time.Time    // the run's clock: is the year over?

	Of            string // a day (YYYY-MM-DD) or a game's name; "" for the latest night
	JSON, Optimal bool
}

// NewCmdRecap is the recap command; runF, when not nil, runs instead of
// it (for tests).
func NewCmdRecap(f *cmdutil.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IO, Reporter: f.Reporter, Getenv: f.Getenv, Now: f.Now}
	cmd := &cobra.Command{
		Use:   "recap [DAY|GAME] [--json]",
		Short: "A game night told: its games, winners, times and running totals, the Yatzys, last-chance bonuses, who went out, records broken",
		Example: `  protokoll recap                  # the latest night
  protokoll recap 2026-11-27
  protokoll recap yatzy-2026-11-30 # the night of that game`,
		Args: cmdutil.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 1 {
				opts.Of = args[0]
			}
			if runF != nil {
				return runF(opts)
			}
			return recapRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	cmd.Flags().BoolVar(&opts.Optimal, "optimal", false, "also what each player's choices of box lost against optimal play, game by game")
	return cmd
}

func recapRun(opts *Options) error {
	rep, err := opts.Reporter()
	if err != nil {
		return err
	}
	rep.Width, rep.Colour, rep.Now = opts.IO.Width(), render.Colour(opts.IO, opts.Getenv), opts.Now
	r, err := rep.Night(opts.Of, opts.Optimal)
	if err != nil || r.Games == nil {
		return err
	}
	if opts.JSON {
		return view.WriteJSON(opts.IO.Out, r)
	}
	rep.PrintNight(r)
	return nil
}
