package yatzy

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/play"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/report"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// AgainOptions are yatzy again's: the game played (the latest when
// none is named), and what making the next one needs.
type AgainOptions struct {
	IO       *iostreams.IOStreams
	Lang     *catalog.Language
	Now      func() time.Time
	Store    func() (store.Store, error)
	Reporter func() (report.Reporter, error)

	Game string
}

// NewCmdAgain is yatzy again; runF, when not nil, runs instead of it
// (for tests).
func NewCmdAgain(f *cmdutil.Factory, runF func(*AgainOptions) error) *cobra.Command {
	opts := &AgainOptions{IO: f.IO, Now: f.Now, Store: f.Store, Reporter: f.Reporter}
	return &cobra.Command{
		Use:   "again [GAME]",
		Short: "Create the next game of the same players and rules, and print its name",
		Long: `Create a new game as GAME was set up (the latest Yatzy game when none
is named): the same players, variant and house rules, the first player
moved on one seat. It prints the new game's name, as new does; play it
with protokoll yatzy play NAME.`,
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
	name, err := play.ToRepeat(s, rep.Cache, store.GameYatzy, opts.Game)
	if err != nil {
		return err
	}
	g, err := s.ReadYatzy(name)
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

// again creates the game that follows g at the table: the same players,
// one seat on (the second starts), the same variant and choices.
func again(s store.Store, g *store.Yatzy) (*store.Yatzy, error) {
	players := play.NextSeat(g.State.Players())
	s.After = g.Name // the phones on g follow to it
	return s.CreateYatzy("", g.State.Variant(), players, g.State.Choices())
}
