// Package games is the games command: the saved games, unfinished first.
package games

import (
	"cmp"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"text/tabwriter"
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
	// Damaged says why a file is damaged (protokoll repair shows what to
	// do); Unreadable why a sound one cannot be read (a newer protokoll's
	// format, the file's permissions). Either is listed, not hidden.
	Damaged    string `json:"damaged,omitempty"`
	Unreadable string `json:"unreadable,omitempty"`
	problem    error  // the same, to say in the user's language
}

// The kinds of problem a game file can have.
const (
	problemDamaged    = "damaged"
	problemNewer      = "newer"
	problemUnreadable = "unreadable"
)

// kindOf says what kind of problem err is: damage, a newer format, or a
// file that cannot be read.
func kindOf(err error) string {
	switch {
	case errors.As(err, new(*store.DamagedError)), errors.Is(err, store.ErrUnfinished):
		return problemDamaged
	case errors.Is(err, store.ErrNewer):
		return problemNewer
	}
	return problemUnreadable
}

// Options are the games command's: the list as text or JSON, and what
// reading it needs.
type Options struct {
	IO       *iostreams.IOStreams
	Lang     *catalog.Language
	Store    func() (store.Store, error)
	CacheDir func() (string, error)

	JSON, Verify bool
}

// NewCmdGames is the games command; runF, when not nil, runs instead of
// it (for tests).
func NewCmdGames(f *cmdutil.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IO, Store: f.Store, CacheDir: f.CacheDir}
	cmd := &cobra.Command{
		Use:   "games [--json] [--verify]",
		Short: "List saved games, unfinished first",
		Long: `List saved games, unfinished first, and those that cannot be read: damaged
(protokoll repair shows what to do), made by a newer protokoll, or not
readable at all. The results come through an index in the cache folder,
which is trusted for a game only while its file has the same length and
checksum of all its bytes as when the game was last read; --verify reads
and replays every game in full instead, and exits 1 when any cannot be
read.`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			if runF != nil {
				return runF(opts)
			}
			return gamesRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	cmd.Flags().BoolVar(&opts.Verify, "verify", false, "read and replay every game in full, not through the index; exit 1 if any cannot be read")
	return cmd
}

func gamesRun(opts *Options) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	s.CleanUp()                 // what a protokoll killed at the wrong moment left
	cache, _ := opts.CacheDir() // none: every game is read
	list, err := summaries(opts.Lang, s, cache, opts.Verify)
	if err != nil {
		return err
	}
	var bad []string
	for _, g := range list {
		if g.problem != nil {
			bad = append(bad, g.Name)
		}
	}
	slices.Sort(bad)
	if opts.JSON {
		if err := cmdutil.WriteJSON(opts.IO.Out, list); err != nil || !opts.Verify || len(bad) == 0 {
			return err
		}
		return cmdutil.ErrFalse
	}
	if len(list) == 0 {
		fmt.Fprintln(opts.IO.Out, opts.Lang.T("No saved games yet (in %s).", s.Dir))
		fmt.Fprintln(opts.IO.Out, opts.Lang.T("Start one: protokoll yatzy, or protokoll rummy"))
		return nil
	}
	w := tabwriter.NewWriter(opts.IO.Out, 0, 0, 2, ' ', 0)
	for _, g := range list {
		state := g.Progress
		var newer *store.NewerError
		switch {
		case g.Damaged != "":
			state = opts.Lang.T("damaged: %s", opts.Lang.Say(g.problem))
		case errors.As(g.problem, &newer):
			state = opts.Lang.T("made by a newer protokoll (format %d): update protokoll to open it", newer.Format)
		case g.Unreadable != "":
			state = opts.Lang.Say(g.problem)
		case g.Finished:
			state = render.Winners(opts.Lang, g.Winners)
		}
		fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", g.Name, opts.Lang.GameOf(g.Game == store.GameYatzy, g.Kind), render.Names(g.Players), state)
	}
	if err := w.Flush(); err != nil || !opts.Verify {
		return err
	}
	if len(bad) == 0 {
		fmt.Fprintln(opts.IO.Out, opts.Lang.N(len(list), "%d game read in full: it reads and keeps the rules.", "%d games read in full: every one reads and keeps the rules.", len(list)))
		return nil
	}
	fmt.Fprintln(opts.IO.Out, opts.Lang.N(len(bad), "%d of %d games cannot be read as it is: %s.", "%d of %d games cannot be read as they are: %s.", len(bad), len(list), strings.Join(bad, ", ")))
	return cmdutil.ErrFalse
}

// summaries reads every saved game of s (through the results index in
// cache, unless verify): unfinished first, then the most recently played.
func summaries(l *catalog.Language, s store.Store, cache string, verify bool) ([]Summary, error) {
	read := history.Results
	if verify {
		read = history.Verify
	}
	results, damaged, err := read(s, cache)
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
		sum := Summary{Name: d.Name, Players: []string{}, Winners: []string{}, problem: d.Err}
		if kindOf(d.Err) == problemDamaged {
			sum.Damaged = d.Err.Error()
		} else {
			sum.Unreadable = d.Err.Error()
		}
		list = append(list, sum)
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
