// Package games is the games command: the saved games, unfinished first.
package games

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
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

// Options are the games command's: the list as text or JSON, and what
// reading it needs.
type Options struct {
	IO       *iostreams.IOStreams
	Lang     *catalog.Language
	Store    func() (store.Store, error)
	CacheDir func() (string, error)
	Now      func() time.Time

	JSON bool
}

// NewCmdGames is the games command; runF, when not nil, runs instead of
// it (for tests).
func NewCmdGames(f *cmdutil.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IO, Store: f.Store, CacheDir: f.CacheDir, Now: f.Now}
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
	list, err := summaries(opts.Lang, s, cache)
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
	// When each was last played: the time of day, and the date before
	// today. The players' names give way when the line is too wide.
	now := opts.Now()
	w := render.Columns{Shrink: 3, WrapLast: true}
	for _, g := range list {
		when := ""
		if !g.Updated.IsZero() {
			at := g.Updated.In(now.Location())
			when = at.Format("15:04")
			if y, m, d := now.Date(); at.Year() != y || at.Month() != m || at.Day() != d {
				when = at.Format("2006-01-02 15:04")
			}
		}
		state := g.Progress
		switch {
		case g.Damaged != "":
			state = opts.Lang.T("damaged: %s", opts.Lang.Say(g.damaged))
		case g.Finished:
			state = render.Winners(opts.Lang, g.Winners)
		}
		w.Add(when, g.Name, opts.Lang.GameOf(g.Game == store.GameYatzy, g.Kind), render.Names(g.Players), state)
	}
	return w.Write(opts.IO.Out, opts.IO.Width())
}

// summaries reads every saved game of s (through the results index in
// cache): unfinished first, then the most recently played.
func summaries(l *catalog.Language, s store.Store, cache string) ([]Summary, error) {
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
			sum.Progress = l.T("Next: %s, round %d of %d", playername.Display(r.Next), r.Round, r.Rounds)
		default:
			sum.Progress = l.T("round %d of %d", r.Round, r.Rounds)
		}
		list = append(list, sum)
	}
	for _, d := range damaged {
		list = append(list, Summary{Name: d.Name, Players: []string{}, Winners: []string{}, Damaged: d.Err.Error(), damaged: d.Err})
	}
	for i := range list {
		if fi, err := os.Stat(filepath.Join(s.Dir, list[i].Name+store.Ext)); err == nil {
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
