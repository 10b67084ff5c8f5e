// Package man is the man command: a man page for every command.
package man

import (
	"fmt"
	"os"
	"path/filepath"

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
		Args:    cmdutil.ExactArgs(1),
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
	// cobra writes NAME, SYNOPSIS, DESCRIPTION, OPTIONS and SEE ALSO; every
	// page also says where the games are, what the environment changes and
	// what the exit status means.
	pages, err := filepath.Glob(filepath.Join(opts.Dir, "protokoll*.1"))
	if err != nil {
		return err
	}
	for _, page := range pages {
		f, err := os.OpenFile(page, os.O_APPEND|os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		_, err = f.WriteString(manSections)
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			return err
		}
	}
	fmt.Fprintf(opts.IO.Out, "man pages written to %s\n", opts.Dir)
	return nil
}

// manSections are the sections every man page ends with.
const manSections = `.SH ENVIRONMENT
.TP
.B PROTOKOLL_HOME
The folder of the saved games (else \fB$XDG_DATA_HOME/protokoll\fP, else \fB~/.local/share/protokoll\fP).
.TP
.B PROTOKOLL_CACHE
The folder of the optimal-play tables (else \fB$XDG_CACHE_HOME/protokoll\fP, else \fB~/.cache/protokoll\fP).
.TP
.B LC_ALL, LC_MESSAGES, LANG
The language (en, sv or et), when --lang is not given; the first one set decides.
.SH FILES
.TP
.I NAME.jsonl
A saved game: a header line, then one line for each entry, each with its checksum; only ever appended to, and locked while the game is open.
.TP
.I NAME.jsonl.torn, NAME.jsonl.bak-TIME, NAME.jsonl.kept-TIME
What a repair cut off, a copy kept by protokoll repair, and a game kept when its file was replaced while it was open.
.SH EXIT STATUS
.TP
.B 0
Success.
.TP
.B 1
A checked claim does not hold (rummy check).
.TP
.B 2
Bad usage or bad input, with a one-line reason on standard error; a script's refused line names its number.
.TP
.B 3
The game is open in another protokoll: try again later.
.TP
.B 128+N
Left at signal N (130 Ctrl-C, 143 SIGTERM, 129 the terminal closed); everything confirmed is saved.
`
