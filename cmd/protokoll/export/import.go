package export

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"slices"
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// ImportOptions are the import command's: the file, and what saving the
// games needs.
type ImportOptions struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Store func() (store.Store, error)

	File string
}

// NewCmdImport is the import command: the games of an export made again;
// runF, when not nil, runs instead of it (for tests).
func NewCmdImport(f *cmdutil.Factory, runF func(*ImportOptions) error) *cobra.Command {
	opts := &ImportOptions{IO: f.IO, Store: f.Store}
	cmd := &cobra.Command{
		Use:   "import FILE",
		Short: "Make saved games again from protokoll export --format jsonl (- for standard input)",
		Long: `Make saved games again from an export in JSON lines, which holds all a
game needs (its settings ride on its first row). Every game is replayed
before anything is written: an entry that breaks the rules or scores
other points than its row says stops the import with the line, and a
game whose name is taken already refuses the import whole: nothing is
written, nothing saved is changed.`,
		Example: `  protokoll export --format jsonl -o games.jsonl
  PROTOKOLL_HOME=~/other protokoll import games.jsonl`,
		Args: cmdutil.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.File = f.Lang, args[0]
			if runF != nil {
				return runF(opts)
			}
			return importRun(opts)
		},
	}
	return cmd
}

func importRun(opts *ImportOptions) error {
	var data []byte
	var err error
	if opts.File == "-" {
		data, err = io.ReadAll(opts.IO.In)
	} else {
		data, err = os.ReadFile(opts.File)
	}
	if err != nil {
		return outfile.ReadRefusal(opts.File, err)
	}
	var rows []history.Row
	var lines []int
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for n := 1; sc.Scan(); n++ {
		if len(bytes.TrimSpace(sc.Bytes())) == 0 {
			continue
		}
		var r history.Row
		dec := json.NewDecoder(bytes.NewReader(sc.Bytes()))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&r); err != nil {
			return msg.Errorf("line %d: not a row of protokoll export --format jsonl: %v", n, err)
		}
		rows, lines = append(rows, r), append(lines, n)
	}
	if err := sc.Err(); err != nil {
		return err
	}
	games, err := history.Rebuild(rows, lines)
	if err != nil {
		return err
	}
	s, err := opts.Store()
	if err != nil {
		return err
	}
	names, err := s.Names()
	if err != nil {
		return err
	}
	for _, g := range games {
		if slices.Contains(names, g.Name) {
			return msg.Errorf("a game called %q exists already: nothing was imported", g.Name)
		}
	}
	for _, g := range games {
		if err := write(s, g); err != nil {
			return err
		}
	}
	fmt.Fprintln(opts.IO.Out, opts.Lang.N(len(games), "%d game imported", "%d games imported", len(games)))
	return nil
}

// write saves a rebuilt game in s, dated as it was first.
func write(s store.Store, g history.Rebuilt) error {
	then := s
	then.Now = func() time.Time { return g.Started }
	switch {
	case g.Sheet != nil:
		sheet := g.Sheet
		y, err := then.CreateYatzy(g.Name, sheet.Variant(), sheet.Players(), sheet.Choices())
		if err != nil {
			return err
		}
		defer y.Close()
		for _, e := range g.Turns {
			if err := y.Apply(g.Started, e); err != nil {
				return err
			}
		}
	case g.Cards != nil:
		c := g.Cards
		r, err := then.CreateRummy(g.Name, c.List(), c.Players(), c.FirstDealer())
		if err != nil {
			return err
		}
		defer r.Close()
		for _, e := range g.Rounds {
			if err := r.Apply(g.Started, e); err != nil {
				return err
			}
		}
	}
	return nil
}
