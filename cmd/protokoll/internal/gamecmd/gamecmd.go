// Package gamecmd is the commands every kind of game has, written once
// over its gamekind.Kind: show, rename, again and undo, and a game at
// the table's frame (TableOptions: a new game set up, a saved one
// resumed, either shared with --share; each kind's table, a Seated,
// asks its own questions and plays). Each noun (yatzy, rummy) adds them under
// itself, so that protokoll yatzy show and protokoll rummy show are one
// implementation typed two ways.
package gamecmd

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/ask"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/play"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/report"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/share"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// ShowOptions are show's: the kind and the game, as text or JSON, and
// what reading it needs.
type ShowOptions struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Store func() (store.Store, error)
	Kind  *gamekind.Kind
	Game  string
	JSON  bool
	// Chart adds the running totals as a chart, in colour where the
	// terminal has it (Getenv: NO_COLOR, TERM).
	Chart  bool
	Getenv func(string) string
}

// NewCmdShow is KIND show; runF, when not nil, runs instead of it (for
// tests).
func NewCmdShow(f *cmdutil.Factory, k *gamekind.Kind, runF func(*ShowOptions) error) *cobra.Command {
	opts := &ShowOptions{IO: f.IO, Store: f.Store, Getenv: f.Getenv, Kind: k}
	cmd := &cobra.Command{
		Use:   "show GAME [--json|--chart]",
		Short: k.Help.ShowShort,
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
	cmd.Flags().BoolVar(&opts.JSON, "json", false, k.Help.ShowJSON)
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
	g, err := opts.Kind.Read(s, opts.Game)
	if err != nil {
		return err
	}
	f := g.File()
	render.Warnings(opts.IO.ErrOut, opts.Lang, f.Warnings)
	if opts.JSON {
		return view.WriteJSON(opts.IO.Out, g.View())
	}
	fmt.Fprintf(opts.IO.Out, "%s · %s\n", f.Name, g.Title(opts.Lang))
	g.Sheet(opts.IO.Out, opts.Lang, opts.IO.Width())
	g.Next(opts.IO.Out, opts.Lang, opts.IO.Width())
	if opts.Chart {
		fmt.Fprintln(opts.IO.Out)
		render.Chart(opts.IO.Out, opts.Lang, g.Race(), opts.IO.Width(), render.Colour(opts.IO, opts.Getenv))
	}
	return nil
}

// RenameOptions are rename's: the kind, the game, the name and the new
// one.
type RenameOptions struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Now   func() time.Time
	Store func() (store.Store, error)
	Kind  *gamekind.Kind

	Game, Old, New string
}

// NewCmdRename is KIND rename; runF, when not nil, runs instead of it
// (for tests).
func NewCmdRename(f *cmdutil.Factory, k *gamekind.Kind, runF func(*RenameOptions) error) *cobra.Command {
	opts := &RenameOptions{IO: f.IO, Now: f.Now, Store: f.Store, Kind: k}
	return &cobra.Command{
		Use:   "rename GAME OLD NEW",
		Short: "Give a player another name (a misspelt name; kept in the game's history)",
		Long: fmt.Sprintf(`Give a player of a saved game another name, to put a misspelt name right.

The rename is an entry of the game's history, as a %s is: the game's
%ss are the new name's, in the game and in the statistics, and the
history keeps the old name. The new name follows the rules of any
player's name.`, k.Help.Entry, k.Help.Entry),
		Example: fmt.Sprintf(`  protokoll %s rename %s-2026-11-30 Ana Anna`, k.Name, k.Name),
		Args:    cmdutil.ExactArgs(3),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.Game, opts.Old, opts.New = f.Lang, args[0], args[1], args[2]
			if runF != nil {
				return runF(opts)
			}
			return renameRun(opts)
		},
	}
}

// open opens the game called name of kind k in the store, locked for a
// change, and says on the error output what reading its file warned of.
// The caller closes it.
func open(io *iostreams.IOStreams, l *catalog.Language, st func() (store.Store, error), k *gamekind.Kind, name string) (gamekind.Game, error) {
	s, err := st()
	if err != nil {
		return nil, err
	}
	g, err := k.Open(s, name)
	if err != nil {
		return nil, err
	}
	render.Warnings(io.ErrOut, l, g.File().Warnings)
	return g, nil
}

// renameRun renames a player of a saved game, locked, and says so.
func renameRun(opts *RenameOptions) error {
	g, err := open(opts.IO, opts.Lang, opts.Store, opts.Kind, opts.Game)
	if err != nil {
		return err
	}
	defer g.File().Close()
	old, err := g.Player(opts.Old)
	if err != nil {
		return err
	}
	to, err := g.Rename(opts.Now(), old, opts.New)
	if err != nil {
		return err
	}
	fmt.Fprintln(opts.IO.Out, opts.Lang.T("%s is now called %s.", playername.Display(old), playername.Display(to)))
	return nil
}

// AgainOptions are again's: the kind, the game played (the latest of the
// kind when none is named), and what making the next one needs.
type AgainOptions struct {
	IO       *iostreams.IOStreams
	Lang     *catalog.Language
	Now      func() time.Time
	Store    func() (store.Store, error)
	Reporter func() (report.Reporter, error)
	Kind     *gamekind.Kind

	Game string
}

// NewCmdAgain is KIND again; runF, when not nil, runs instead of it (for
// tests).
func NewCmdAgain(f *cmdutil.Factory, k *gamekind.Kind, runF func(*AgainOptions) error) *cobra.Command {
	opts := &AgainOptions{IO: f.IO, Now: f.Now, Store: f.Store, Reporter: f.Reporter, Kind: k}
	return &cobra.Command{
		Use:   "again [GAME]",
		Short: k.Help.AgainShort,
		Long:  k.Help.AgainLong,
		Args:  cmdutil.MaximumNArgs(1),
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

// againRun creates the game that follows the one named, or the latest of
// the kind, and prints its name.
func againRun(opts *AgainOptions) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	rep, err := opts.Reporter()
	if err != nil {
		return err
	}
	name, err := play.ToRepeat(s, rep.Kinds, rep.Cache, opts.Kind.Name, opts.Game)
	if err != nil {
		return err
	}
	g, err := opts.Kind.Read(s, name)
	if err != nil {
		return err
	}
	g.File().Close()
	next, err := g.Again(s)
	if err != nil {
		return err
	}
	defer next.File().Close()
	fmt.Fprintln(opts.IO.Out, next.File().Name)
	return nil
}

// UndoOptions are undo's: the kind, the game, and what changing it
// needs.
type UndoOptions struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Now   func() time.Time
	Store func() (store.Store, error)
	Kind  *gamekind.Kind
	Game  string
}

// NewCmdUndo is KIND undo; runF, when not nil, runs instead of it (for
// tests).
func NewCmdUndo(f *cmdutil.Factory, k *gamekind.Kind, runF func(*UndoOptions) error) *cobra.Command {
	opts := &UndoOptions{IO: f.IO, Now: f.Now, Store: f.Store, Kind: k}
	return &cobra.Command{
		Use:   "undo GAME",
		Short: k.Help.UndoShort,
		Args:  cmdutil.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.Game = f.Lang, args[0]
			if runF != nil {
				return runF(opts)
			}
			return undoRun(opts)
		},
	}
}

// undoRun takes back the last entry that stands, says what it was, and
// what comes next. Nothing to take back is refused, the file as it was.
func undoRun(opts *UndoOptions) error {
	g, err := open(opts.IO, opts.Lang, opts.Store, opts.Kind, opts.Game)
	if err != nil {
		return err
	}
	defer g.File().Close()
	what, _ := g.Undoable(opts.Lang)
	if err := g.Undo(opts.Now()); err != nil {
		return err
	}
	fmt.Fprintln(opts.IO.Out, opts.Lang.T("Took back: %s", what))
	g.Next(opts.IO.Out, opts.Lang, opts.IO.Width())
	return nil
}

// Resume is what KIND play takes: the game to resume (none: the latest
// unfinished one, or the one the table chooses) and the sharing flags.
type Resume struct {
	Game    string // the game to resume
	Sharing share.Flags
	args    []string // play's, without a PIN after --pin
}

// NewCmdResume is KIND play, a saved game of kind k resumed at the
// table: the words it takes go to r, and run plays (the kind's own
// table).
func NewCmdResume(f *cmdutil.Factory, k *gamekind.Kind, r *Resume, run func() error) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "play [GAME] [--share]",
		Short: k.Help.ResumeShort,
		Long:  k.Help.ResumeLong,
		Args: func(cmd *cobra.Command, args []string) error {
			// --pin 2468 is --pin=2468, unless a game is called 2468.
			r.args = r.Sharing.TakePIN(args, cmdutil.GameExists(f.Store))
			return cmdutil.MaximumNArgs(1)(cmd, r.args)
		},
		RunE: func(cmd *cobra.Command, _ []string) error {
			if len(r.args) == 1 {
				r.Game = r.args[0]
			}
			if err := r.Sharing.Check(cmd); err != nil {
				return err
			}
			return run()
		},
	}
	r.Sharing.Add(cmd)
	return cmd
}

// Open opens, locked, the game r is to resume, as a game of kind k: the
// one named, or else the unfinished game of the kind the table chooses
// (play.Choose, asked in l). It returns the store too: where the next
// game is made, played again.
func (r *Resume) Open(ios *iostreams.IOStreams, l *catalog.Language, langs catalog.Languages, st func() (store.Store, error), reporter func() (report.Reporter, error), k *gamekind.Kind, now time.Time) (store.Store, gamekind.Game, error) {
	s, err := st()
	if err != nil {
		return s, nil, err
	}
	rep, err := reporter()
	if err != nil {
		return s, nil, err
	}
	if r.Game == "" {
		if r.Game, err = play.Choose(ask.New(ios, l, langs), l, s, rep.Kinds, rep.Cache, k.Name, now); err != nil {
			return s, nil, play.LeaveQuietly(err)
		}
	}
	g, err := k.Open(s, r.Game)
	return s, g, err
}
