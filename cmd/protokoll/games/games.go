// Package games is the games command: the saved games, unfinished first.
//
// Each game is listed by when it was last played, its last entry's time
// whatever its file's (a copy, a backup restored), with its time played.
// A damaged game is listed as damaged, never written to; a game file that
// cannot be read (its permissions) is listed with why, not as damaged;
// a file named as a game's that is not read as one (copied in under a
// name written decomposed, with a space, or a link) is said, with why. A
// last line cut off by a crash is named. --verify reads and replays every
// game in full, which is what finds a byte rotted on the disk below the
// file system (the index of results trusts a file's Stat), and exits 1 if
// any game cannot be read or a file named as a game's is not read as one.
package games

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// Options are the games command's: the list as text or JSON, and what
// reading it needs.
type Options struct {
	IO       *iostreams.IOStreams
	Lang     *catalog.Language
	Store    func() (store.Store, error)
	Kinds    gamekind.Kinds
	CacheDir func() (string, error)
	Now      func() time.Time

	JSON, Verify bool
}

// NewCmdGames is the games command; runF, when not nil, runs instead of
// it (for tests).
func NewCmdGames(f *cmdutil.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IO, Store: f.Store, Kinds: f.Kinds, CacheDir: f.CacheDir, Now: f.Now}
	cmd := &cobra.Command{
		Use:   "games [--json] [--verify]",
		Short: "List saved games, unfinished first",
		Long: `List saved games, unfinished first, and those that cannot be read: damaged
(protokoll repair shows what to do), made by a newer protokoll, or not
readable at all. The results come through an index in the cache folder,
which is trusted for a game only while its file is as it was when the game
was last read: on a local Linux file system, by its size, its times of
change and its place on the disk; elsewhere, by its length and the
checksum of all its bytes. --verify reads and replays every game in full
instead, which also finds a byte rotted on the disk itself, and exits 1
when any cannot be read. A game being made (a new under way: its file
.new-NNN.jsonl) is said so, and is no reason to exit 1; one a new that
was killed left is removed when it is a minute old.`,
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
	list, err := view.Summaries(opts.Lang, s, opts.Kinds, cache, opts.Verify)
	if err != nil {
		return err
	}
	var bad []string
	for _, g := range list {
		if g.Err != nil {
			bad = append(bad, g.Name)
		}
	}
	slices.Sort(bad)
	if opts.JSON {
		if err := view.WriteJSON(opts.IO.Out, list); err != nil || !opts.Verify || len(bad) == 0 {
			return err
		}
		return cmdutil.ErrFalse
	}
	// Files named as games are that no command reads: said, not passed
	// over (a game copied in under a decomposed name was missing from
	// every list while --verify said all was well).
	strays, err := s.Strays()
	if err != nil {
		return err
	}
	creating := s.Creating()
	sayStrays := func() {
		for _, st := range strays {
			fmt.Fprintln(opts.IO.Out, render.Wrap(render.OneLine(opts.Lang.T("Not read as a game: %s: %s", playername.Display(st.File), opts.Lang.Say(st.Why))), opts.IO.Width(), "  "))
		}
		// A game being made is neither a game yet nor damaged.
		if len(creating) > 0 {
			fmt.Fprintln(opts.IO.Out, render.Wrap(opts.Lang.N(len(creating), "Being made: %d new game (%s): a protokoll new under way, or stopped less than a minute ago.", "Being made: %d new games (%s): protokoll new under way, or stopped less than a minute ago.", len(creating), strings.Join(creating, ", ")), opts.IO.Width(), "  "))
		}
	}
	if len(list) == 0 {
		fmt.Fprintln(opts.IO.Out, opts.Lang.T("No saved games yet (in %s).", s.Dir))
		sayStrays()
		var start []string // each kind's command
		for _, k := range opts.Kinds.Names() {
			start = append(start, "protokoll "+k)
		}
		fmt.Fprintln(opts.IO.Out, opts.Lang.T("Start one: %s", msg.OneOfCommands(start...).In(opts.Lang)))
		return nil
	}
	// When each was last played: the time of day, and the date before
	// today. The players' names wrap when the line is too wide, never cut.
	now := opts.Now()
	w := render.Columns{Shrink: 3, WrapLast: true, WrapShrink: true}
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
		case g.Err != nil:
			state = view.Trouble(opts.Lang, g.Err)
		case g.Finished:
			state = render.Winners(opts.Lang, g.Winners)
		}
		if d := time.Duration(g.Played); d > 0 {
			state += " · " + render.Played(opts.Lang, d)
		}
		if g.Cut > 0 {
			state += " · " + opts.Lang.T("line %d cut off, left out", g.Cut)
		}
		w.Add(when, g.Name, opts.Kinds.Of(opts.Lang, g.Game, g.Kind, nil), render.Names(g.Players), state)
	}
	if err := w.Write(opts.IO.Out, opts.IO.Width()); err != nil {
		return err
	}
	sayStrays()
	if !opts.Verify {
		return nil
	}
	var cut []string
	for _, g := range list {
		if g.Cut > 0 {
			cut = append(cut, g.Name)
		}
	}
	slices.Sort(cut)
	if len(cut) > 0 {
		fmt.Fprintln(opts.IO.Out, opts.Lang.N(len(cut), "%d game has its last line cut off mid-write (a crash), left out: %s.", "%d games have their last line cut off mid-write (a crash), left out: %s.", len(cut), render.SomeNames(opts.Lang, cut)))
	}
	if len(bad) == 0 {
		fmt.Fprintln(opts.IO.Out, opts.Lang.N(len(list), "%d game read in full: it reads and keeps the rules.", "%d games read in full: every one reads and keeps the rules.", len(list)))
		if len(strays) > 0 { // a file that may be a game, not read
			fmt.Fprintln(opts.IO.Out, opts.Lang.N(len(strays), "%d file named as a game's is not read as one (above).", "%d files named as games' are not read as games (above).", len(strays)))
			return cmdutil.ErrFalse
		}
		return nil
	}
	fmt.Fprintln(opts.IO.Out, opts.Lang.N(len(bad), "%d of %d games cannot be read as it is: %s.", "%d of %d games cannot be read as they are: %s.", len(bad), len(list), render.SomeNames(opts.Lang, bad)))
	return cmdutil.ErrFalse
}
