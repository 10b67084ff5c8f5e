package rummy

import (
	"fmt"
	"slices"
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/play"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/report"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// AgainOptions are rummy again's: the game played (the latest when
// none is named), and what making the next one needs.
type AgainOptions struct {
	IO       *iostreams.IOStreams
	Lang     *catalog.Language
	Now      func() time.Time
	Store    func() (store.Store, error)
	Reporter func() (report.Reporter, error)

	Game string
}

// NewCmdAgain is rummy again; runF, when not nil, runs instead of it
// (for tests).
func NewCmdAgain(f *cmdutil.Factory, runF func(*AgainOptions) error) *cobra.Command {
	opts := &AgainOptions{IO: f.IO, Now: f.Now, Store: f.Store, Reporter: f.Reporter}
	return &cobra.Command{
		Use:   "again [GAME]",
		Short: "Create the next card game of the same players and list, and print its name",
		Long: `Create a new card game as GAME was set up (the latest card game when
none is named): the same players in the same seats and the same list,
the first deal moved on one seat. It prints the new game's name, as new
does; play it with protokoll rummy play NAME.`,
		Args: cmdutil.MaximumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			if len(args) == 1 {
				opts.Game = args[0]
			}
			if runF != nil {
				return runF(opts)
			}
			return againRun(opts)
		},
	}
}

func againRun(opts *AgainOptions) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	rep, err := opts.Reporter()
	if err != nil {
		return err
	}
	name, err := play.ToRepeat(s, rep.Cache, store.GameRummy, opts.Game)
	if err != nil {
		return err
	}
	g, err := s.ReadRummy(name)
	if err != nil {
		return err
	}
	g.Close()
	next, err := again(s, g)
	if err != nil {
		return err
	}
	defer next.Close()
	fmt.Fprintln(opts.IO.Out, next.Name)
	return nil
}

// again creates the game that follows g at the table: the same players
// in the same seats and the same list, the first deal one seat on.
func again(s store.Store, g *store.Rummy) (*store.Rummy, error) {
	players := g.State.Players()
	dealer := play.NextSeat(players)[slices.Index(players, g.State.FirstDealer())]
	s.After = g.Name // the phones on g follow to it
	return s.CreateRummy("", g.State.List(), players, dealer)
}
