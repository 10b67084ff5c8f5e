// Package games is the games command: the saved games, unfinished first.
package games

import (
	"fmt"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
)

// Options are the games command's: the list as text or JSON, and what
// reading it needs.
type Options struct {
	IO       *iostreams.IOStreams
	Lang     *catalog.Language
	Store    func() (store.Store, error)
	CacheDir func() (string, error)

	JSON bool
}

// NewCmdGames is the games command; runF, when not nil, runs instead of
// it (for tests).
func NewCmdGames(f *cmdutil.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IO, Store: f.Store, CacheDir: f.CacheDir}
	cmd := &cobra.Command{
		Use:   "games [--json]",
		Short: "List saved games, unfinished first",
		Args:  cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			if runF != nil {
				return runF(opts)
			}
			return gamesRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}

func gamesRun(opts *Options) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	cache, _ := opts.CacheDir() // none: every game is read
	list, err := view.Summaries(opts.Lang, s, cache)
	if err != nil {
		return err
	}
	if opts.JSON {
		return cmdutil.WriteJSON(opts.IO.Out, list)
	}
	if len(list) == 0 {
		fmt.Fprintln(opts.IO.Out, opts.Lang.T("No saved games yet (in %s).", s.Dir))
		fmt.Fprintln(opts.IO.Out, opts.Lang.T("Start one: protokoll yatzy, or protokoll rummy"))
		return nil
	}
	w := tabwriter.NewWriter(opts.IO.Out, 0, 0, 2, ' ', 0)
	for _, g := range list {
		state := g.Progress
		switch {
		case g.Damaged != "":
			state = opts.Lang.T("damaged: %s", opts.Lang.Say(g.Err))
		case g.Finished:
			state = render.Winners(opts.Lang, g.Winners)
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", g.Name, opts.Lang.GameOf(g.Game == store.GameYatzy, g.Kind), render.Names(g.Players), state)
	}
	return w.Flush()
}
