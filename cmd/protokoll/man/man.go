// Package man is the man command: a man page for every command.
package man

import (
	"fmt"
	"os"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/spf13/cobra"
	"github.com/spf13/cobra/doc"
)

func NewCmd(a *cmdutil.Factory) *cobra.Command {
	return &cobra.Command{
		Use:     "man DIR",
		Short:   "Write a man page for every command into DIR",
		Example: `  protokoll man ~/.local/share/man/man1 && man protokoll-yatzy-record`,
		Args:    cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := os.MkdirAll(args[0], 0o755); err != nil {
				return err
			}
			root := cmd.Root()
			root.DisableAutoGenTag = true
			header := &doc.GenManHeader{Title: "PROTOKOLL", Section: "1", Source: "protokoll " + root.Version}
			if err := doc.GenManTree(root, header, args[0]); err != nil {
				return err
			}
			fmt.Fprintf(a.IO.Out, "man pages written to %s\n", args[0])
			return nil
		},
	}
}
