// Package games is the games command: the saved games, unfinished first.
package games

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journal"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/saved"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
)

// Summary is one saved game as `games` lists it.
type Summary struct {
	Name     string   `json:"name"`
	Game     string   `json:"game,omitempty"`
	Kind     string   `json:"kind,omitempty"` // variant or round list
	Players  []string `json:"players"`
	Progress string   `json:"progress,omitempty"`
	// Round is the round being played (1 for the first; the last round
	// when finished) of Rounds; Next is whose turn it is, in Yatzy.
	Round    int       `json:"round"`
	Rounds   int       `json:"rounds"`
	Next     string    `json:"next,omitempty"`
	Finished bool      `json:"finished"`
	Winners  []string  `json:"winners"`
	Updated  time.Time `json:"updated"`
	// Damaged says why a file could not be read; it is listed, not hidden.
	Damaged string `json:"damaged,omitempty"`
	damaged error  // the same, to say in the user's language
}

// Options are the games command's: the list as text or JSON.
type Options struct {
	*cmdutil.Factory
	JSON bool
}

// NewCmd is the games command.
func NewCmd(a *cmdutil.Factory) *cobra.Command {
	opts := &Options{Factory: a}
	cmd := &cobra.Command{
		Use:   "games [--json]",
		Short: "List saved games, unfinished first",
		Args:  cmdutil.NoArgs,
		RunE:  func(cmd *cobra.Command, args []string) error { return run(opts) },
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}

func run(opts *Options) error {
	list, err := summaries(opts.Factory)
	if err != nil {
		return err
	}
	if opts.JSON {
		if list == nil {
			list = []Summary{}
		}
		return opts.WriteJSON(list)
	}
	if len(list) == 0 {
		dir, _ := journal.DefaultDir(opts.Getenv)
		fmt.Fprintln(opts.IO.Out, opts.T("No saved games yet (in %s).", dir))
		fmt.Fprintln(opts.IO.Out, opts.T("Start one: protokoll yatzy, or protokoll rummy"))
		return nil
	}
	w := tabwriter.NewWriter(opts.IO.Out, 0, 0, 2, ' ', 0)
	for _, g := range list {
		state := g.Progress
		switch {
		case g.Damaged != "":
			state = opts.T("damaged: %s", opts.Say(g.damaged))
		case g.Finished:
			state = opts.WinnersLine(g.Winners)
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", g.Name, opts.Lang.GameOf(g.Game == saved.GameYatzy, g.Kind), cmdutil.ShowNames(g.Players), state)
	}
	return w.Flush()
}

// summaries reads every saved game: unfinished first, then the most
// recently played.
func summaries(a *cmdutil.Factory) ([]Summary, error) {
	s, err := cmdutil.Store(a)
	if err != nil {
		return nil, err
	}
	cache, _ := tablecache.DefaultDir(a.Getenv) // none: every game is read
	results, damaged, err := history.Results(s, cache)
	if err != nil {
		return nil, err
	}
	list := []Summary{}
	for _, r := range results {
		sum := Summary{Name: r.Name, Game: r.Kind, Kind: r.Title, Players: []string{}, Winners: []string{},
			Finished: r.Finished, Round: r.Round, Rounds: r.Rounds, Next: r.Next}
		for _, p := range r.Players {
			sum.Players = append(sum.Players, p.Name)
			if p.Won {
				sum.Winners = append(sum.Winners, p.Name)
			}
		}
		switch {
		case r.Finished:
		case r.Next != "":
			sum.Progress = a.T("Next: %s, round %d of %d", playername.Display(r.Next), r.Round, r.Rounds)
		default:
			sum.Progress = a.T("round %d of %d", r.Round, r.Rounds)
		}
		list = append(list, sum)
	}
	for _, d := range damaged {
		list = append(list, Summary{Name: d.Name, Players: []string{}, Winners: []string{}, Damaged: d.Err.Error(), damaged: d.Err})
	}
	for i := range list {
		if fi, err := os.Stat(filepath.Join(s.Dir, list[i].Name+journal.Ext)); err == nil {
			list[i].Updated = fi.ModTime().UTC()
		}
	}
	slices.SortStableFunc(list, func(x, y Summary) int {
		if x.Finished != y.Finished {
			if x.Finished {
				return 1
			}
			return -1
		}
		return cmp.Compare(y.Updated.UnixNano(), x.Updated.UnixNano())
	})
	return list, nil
}
