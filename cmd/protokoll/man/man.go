// Package man is the man command: a man page for every command.
package man

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
)

// Options are the man command's: the folder the pages go in, and the
// command tree they describe.
type Options struct {
	IO   *iostreams.IOStreams
	Lang *catalog.Language
	Dir  string
	Root *cobra.Command
}

// NewCmdMan is the man command; runF, when not nil, runs instead of it.
func NewCmdMan(f *cmdutil.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IO}
	return &cobra.Command{
		Use:     "man DIR",
		Short:   "Write a man page for every command into DIR",
		Example: `  protokoll man ~/.local/share/man/man1 && man protokoll-yatzy-record`,
		Args:    cmdutil.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.Dir, opts.Root = f.Lang, args[0], cmd.Root()
			if runF != nil {
				return runF(opts)
			}
			return manRun(opts)
		},
	}
}

func manRun(opts *Options) error {
	if err := os.MkdirAll(opts.Dir, 0o755); err != nil {
		return err
	}
	if err := writeTree(opts.Root, opts.Dir); err != nil {
		return err
	}
	fmt.Fprintln(opts.IO.Out, opts.Lang.T("man pages written to %s", opts.Dir))
	return nil
}

// The pages are written here rather than with cobra/doc: its Markdown
// converter (blackfriday) builds tables in its init that every run of
// protokoll paid for, half a millisecond of a 4 ms start, for a command
// run once. A man page of a command is plain roff from what the command
// says of itself.

// writeTree writes the page of c and of every command under it.
func writeTree(c *cobra.Command, dir string) error {
	if !c.IsAvailableCommand() && c.HasParent() {
		return nil
	}
	name := strings.ReplaceAll(c.CommandPath(), " ", "-")
	if err := outfile.Write(filepath.Join(dir, name+".1"), []byte(page(c)), 0o666); err != nil {
		return err
	}
	for _, sub := range c.Commands() {
		if err := writeTree(sub, dir); err != nil {
			return err
		}
	}
	return nil
}

// page is the man page of c: NAME, SYNOPSIS, DESCRIPTION, OPTIONS,
// EXAMPLES, SEE ALSO, and the sections every page ends with.
func page(c *cobra.Command) string {
	var b strings.Builder
	name := strings.ReplaceAll(c.CommandPath(), " ", "-")
	fmt.Fprintf(&b, ".TH %q \"1\" \"\" %q \"\"\n", strings.ToUpper(name), "protokoll "+c.Root().Version)
	fmt.Fprintf(&b, ".SH NAME\n%s \\- %s\n", name, roff(c.Short))
	fmt.Fprintf(&b, ".SH SYNOPSIS\n.B %s\n", roff(c.UseLine()))
	description := c.Long
	if description == "" {
		description = c.Short
	}
	fmt.Fprintf(&b, ".SH DESCRIPTION\n%s\n", roff(description))
	options(&b, "OPTIONS", c.NonInheritedFlags())
	options(&b, "OPTIONS INHERITED FROM PARENT COMMANDS", c.InheritedFlags())
	if c.Example != "" {
		fmt.Fprintf(&b, ".SH EXAMPLES\n.nf\n%s\n.fi\n", roff(c.Example))
	}
	var see []string
	if c.HasParent() {
		see = append(see, strings.ReplaceAll(c.Parent().CommandPath(), " ", "-"))
	}
	for _, sub := range c.Commands() {
		if sub.IsAvailableCommand() {
			see = append(see, strings.ReplaceAll(sub.CommandPath(), " ", "-"))
		}
	}
	if len(see) > 0 {
		b.WriteString(".SH SEE ALSO\n")
		for i, s := range see {
			if i > 0 {
				b.WriteString(",\n")
			}
			fmt.Fprintf(&b, ".BR %s (1)", s)
		}
		b.WriteString("\n")
	}
	b.WriteString(manSections)
	return b.String()
}

// options writes the flags of set under heading, if it has any.
func options(b *strings.Builder, heading string, set *pflag.FlagSet) {
	if !set.HasAvailableFlags() {
		return
	}
	fmt.Fprintf(b, ".SH %s\n", heading)
	set.VisitAll(func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		b.WriteString(".TP\n")
		if f.Shorthand != "" {
			fmt.Fprintf(b, "\\fB\\-%s\\fP, ", f.Shorthand)
		}
		fmt.Fprintf(b, "\\fB\\-\\-%s\\fP", f.Name)
		if f.Value.Type() != "bool" {
			fmt.Fprintf(b, "=\\fI%s\\fP", roff(f.Value.Type()))
		}
		fmt.Fprintf(b, "\n%s", roff(f.Usage))
		if f.DefValue != "" && f.DefValue != "false" && f.DefValue != "0" && f.DefValue != "[]" {
			fmt.Fprintf(b, " (default %s)", roff(f.DefValue))
		}
		b.WriteString("\n")
	})
}

// roff escapes text for a man page: backslashes, and lines that would
// start with a request ("." or "'").
func roff(s string) string {
	s = strings.ReplaceAll(s, `\`, `\e`)
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if strings.HasPrefix(l, ".") || strings.HasPrefix(l, "'") {
			lines[i] = `\&` + l
		}
	}
	return strings.Join(lines, "\n")
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
The language (see --lang), when --lang is not given; the first one set decides.
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
