package cmdutil

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/ask"
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
			return play(f, ask.New(f.IO, f.Lang), g)
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
