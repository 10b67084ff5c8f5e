// Package man is the man command: a man page for every command.
package man

import (
	"fmt"
	"os"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
)

// Options are the man command's: the folder the pages go in, and the
// command tree they describe.
type Options struct {
	*cmdutil.Factory
	Dir  string
	Root *cobra.Command
}

// NewCmd is the man command.
func NewCmd(a *cmdutil.Factory) *cobra.Command {
	opts := &Options{Factory: a}
	return &cobra.Command{
		Use:     "man DIR",
		Short:   "Write a man page for every command into DIR",
		Example: `  protokoll man ~/.local/share/man/man1 && man protokoll-yatzy-record`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Dir, opts.Root = args[0], cmd.Root()
			return run(opts)
		},
	}
}

func run(opts *Options) error {
	if err := os.MkdirAll(opts.Dir, 0o755); err != nil {
		return err
	}
	opts.Root.DisableAutoGenTag = true
	header := &doc.GenManHeader{Title: "PROTOKOLL", Section: "1", Source: "protokoll " + opts.Root.Version}
	if err := doc.GenManTree(opts.Root, header, opts.Dir); err != nil {
		return err
	}
	fmt.Fprintf(opts.IO.Out, "man pages written to %s\n", opts.Dir)
	return nil
}
