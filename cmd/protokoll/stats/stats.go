// Package stats is the stats command: who wins, what each player
// averages, records, and two players head to head, over the saved games.
package stats

import (
	"strings"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/report"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// Options are the stats command's: the games counted, what is said of
// them and how, and what reading them needs.
type Options struct {
	IO       *iostreams.IOStreams
	Reporter func() (report.Reporter, error)

	report.Filters
	JSON, Optimal, Boxes bool
	By                   string // month or year: the figures period by period
}

// NewCmdStats is the stats command; runF, when not nil, runs instead of
// it (for tests).
func NewCmdStats(f *cmdutil.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IO, Reporter: f.Reporter}
	cmd := &cobra.Command{
		Use:   "stats [--game " + strings.Join(f.Kinds.Names(), "|") + "] [--variant V] [--list L] [--player NAME]... [--since DAY] [--until DAY] [--last N] [--by month|year]",
		Short: "Statistics over the saved games: wins, averages, bonus and Yatzy rates, records, head to head, ratings, rivals, time played",
		Example: `  protokoll stats
  protokoll stats --game yatzy --variant scandinavian --last 20
  protokoll stats --player Anna --player Bo          # head to head
  protokoll stats --alias "Bosse=Bo" --since 2026-01-01
  protokoll stats --by month                          # games, wins, averages and records each month`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if runF != nil {
				return runF(opts)
			}
			return statsRun(opts)
		},
	}
	opts.Filters.Add(cmd.Flags(), f.Kinds)
	flags := cmd.Flags()
	flags.BoolVar(&opts.JSON, "json", false, "print JSON")
	flags.BoolVar(&opts.Boxes, "boxes", false, "also each player's average and strikes box by box")
	flags.StringVar(&opts.By, "by", "", "month or year: games, wins, averages, records and time played period by period")
	flags.BoolVar(&opts.Optimal, "optimal", false, "also what optimal play expects, and what each player's choices of box lost against it (works out the tables if need be)")
	return cmd
}

func statsRun(opts *Options) error {
	filter, aliases, err := opts.Filter()
	if err != nil {
		return err
	}
	rep, err := opts.Reporter()
	if err != nil {
		return err
	}
	rep.Width = opts.IO.Width() // the luck line and the bests wrap to it
	by := strings.ToLower(opts.By)
	if by != "" && by != history.ByMonth && by != history.ByYear {
		return msg.Errorf("--by %q: want month or year", opts.By)
	}
	games, err := rep.Results()
	if err != nil {
		return err
	}
	if err := report.KnownPlayers(games, filter, aliases); err != nil {
		return err
	}
	if by != "" {
		periods := history.ByPeriod(rep.Kinds, games, filter, aliases, by)
		if opts.JSON {
			return view.WriteJSON(opts.IO.Out, struct {
				By      string           `json:"by"`
				Periods []history.Period `json:"periods"`
			}{by, periods})
		}
		rep.PrintPeriods(periods, rep.HousesOf(games))
		return nil
	}
	st := history.Compute(rep.Kinds, games, filter, aliases)
	if opts.Optimal {
		if err := rep.Price(&st, aliases); err != nil {
			return err
		}
	}
	if opts.JSON {
		return view.WriteJSON(opts.IO.Out, st)
	}
	rep.PrintStats(st, rep.HousesOf(games))
	if opts.Boxes {
		rep.PrintBoxes(st.Yatzy)
	}
	rep.PrintRatings(st)
	return nil
}
