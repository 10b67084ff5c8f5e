package yatzy

import (
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/play"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
)

// RenameOptions are yatzy rename's: the game, the name and the new one.
type RenameOptions struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Now   func() time.Time
	Store func() (store.Store, error)

	Game, Old, New string
}

// NewCmdRename is yatzy rename; runF, when not nil, runs instead of it
// (for tests).
func NewCmdRename(f *cmdutil.Factory, runF func(*RenameOptions) error) *cobra.Command {
	opts := &RenameOptions{IO: f.IO, Now: f.Now, Store: f.Store}
	return &cobra.Command{
		Use:   "rename GAME OLD NEW",
		Short: "Give a player another name (a misspelt name; kept in the game's history)",
		Long: `Give a player of a saved game another name, to put a misspelt name right.

The rename is an entry of the game's history, as a turn is: the game's
turns are the new name's, in the game and in the statistics, and the
history keeps the old name. The new name follows the rules of any
player's name.`,
		Example: `  protokoll yatzy rename yatzy-2026-11-30 Ana Anna`,
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

func renameRun(opts *RenameOptions) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	g, err := s.OpenYatzy(opts.Game)
	if err != nil {
		return err
	}
	defer g.Close()
	return play.RenameSaved(opts.IO, opts.Lang, g, opts.Now(), renamer(), opts.Old, opts.New)
}

// renamer renames a Yatzy game's player.
func renamer() play.Renamer[*scoresheet.Sheet, scoresheet.Event] {
	return play.Renamer[*scoresheet.Sheet, scoresheet.Event]{Players: (*scoresheet.Sheet).Players, Event: scoresheet.Rename}
}
