package cmdutil

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/ask"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journaled"
)

// The commands both games have, alike but for what they show: each
// game's package gives what differs.

// NewPlayCmd is "play GAME": open a saved game, locked, and play on.
func NewPlayCmd[G any](f *Factory, short string, open func(*Factory, string) (G, error), play func(*Factory, *ask.Asker, G) error) *cobra.Command {
	return &cobra.Command{
		Use:   "play GAME",
		Short: short,
		Args:  ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := open(f, args[0])
			if err != nil {
				return err
			}
			return play(f, ask.New(f.IO, f.Lang, f.Langs), g)
		},
	}
}

// NewShowCmd is "show GAME [--json]": read a saved game without locking
// it, and print it (show), or its JSON (toJSON).
func NewShowCmd[G any](f *Factory, short, jsonHelp string, read func(*Factory, string) (G, error), toJSON func(G) any, show func(G)) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "show GAME [--json]",
		Short: short,
		Args:  ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := read(f, args[0])
			if err != nil {
				return err
			}
			if asJSON {
				return f.WriteJSON(toJSON(g))
			}
			show(g)
			return nil
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, jsonHelp)
	return cmd
}

// A Closer is a game just made, to be closed once its name is printed.
type Closer interface {
	Close() error
}

// PrintNew prints the name of a game just made (what scripts read) and
// closes it.
func PrintNew(f *Factory, name string, g Closer) error {
	fmt.Fprintln(f.IO.Out, name)
	return g.Close()
}

// An Undo is what taking back a game's last entry needs of the game: what
// the entry is called (false when none stands) and the event that takes
// it back.
type Undo[S journaled.State[E], E any] struct {
	What  func(*Factory, S) (string, bool)
	Event E
}

// NewUndoCmd is "undo GAME": take back the last entry that stands, say
// what it was, and what comes next (next).
func NewUndoCmd[S journaled.State[E], E any](f *Factory, short string, open func(*Factory, string) (*journaled.Game[S, E], error), u Undo[S, E], next func(*Factory, S)) *cobra.Command {
	return &cobra.Command{
		Use:   "undo GAME",
		Short: short,
		Args:  ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			var what string
			g, err := Change(f, open, args[0], func(s S) (E, error) {
				what, _ = u.What(f, s)
				return u.Event, nil
			})
			if err != nil {
				return err
			}
			fmt.Fprintln(f.IO.Out, f.T("Took back: %s", what))
			next(f, g.State)
			return nil
		},
	}
}

// UndoAtTable takes back the last entry at the table, after asking, and
// shows the game as it then stands.
func UndoAtTable[S journaled.State[E], E any](f *Factory, q *ask.Asker, g *journaled.Game[S, E], u Undo[S, E], show func()) error {
	what, ok := u.What(f, g.State)
	if !ok {
		q.Say("%s", f.T("Nothing to undo."))
		return nil
	}
	if sure, err := q.Confirm(f.T("Take back %s?", what)); err != nil || !sure {
		return err
	}
	if err := g.Apply(f.Now(), u.Event); err != nil {
		return SayRefusal(q, err)
	}
	q.Say("%s", f.T("Took back: %s", what))
	show()
	return nil
}

// AskReason asks why a change is made, until there is an answer; missing
// says what an empty answer lacks.
func AskReason(f *Factory, q *ask.Asker, missing string) (string, error) {
	return q.Input(f.T("Reason"), "", func(s string) error {
		if s == "" {
			return errors.New(missing)
		}
		return nil
	})
}
