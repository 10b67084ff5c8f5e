package export

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// ImportOptions are the import command's: the file, and what saving the
// games needs.
type ImportOptions struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Store func() (store.Store, error)
	Kinds gamekind.Kinds   // the kinds of game it makes again
	Now   func() time.Time // the dates an import takes end a day after it

	File string
}

// NewCmdImport is the import command: the games of an export made again;
// runF, when not nil, runs instead of it (for tests).
func NewCmdImport(f *cmdutil.Factory, runF func(*ImportOptions) error) *cobra.Command {
	opts := &ImportOptions{IO: f.IO, Store: f.Store, Kinds: f.Kinds, Now: f.Now}
	cmd := &cobra.Command{
		Use:   "import FILE",
		Short: "Make saved games again from protokoll export --format jsonl (- for standard input)",
		Long: `Make saved games again from an export in JSON lines, which holds all a
game needs: its settings and its whole history, undos, corrections and
the time of every entry, ride on its first row. Every game is replayed
before anything is written: an entry that breaks the rules or scores
other points than its row says, or a player's name that new would
refuse, a date before 1970 or more than a day ahead, or a game's name
that differs from another's only in case (which a disk that ignores case
takes for one), stops the import with the line (a line holds at most
16 MiB).
The games are written aside first and then all given their names: an
import is all or nothing, and one that was interrupted can simply be run
again, since a game that is there already, the same, is left as it is
(and said so). A game whose name is taken by another game refuses the
import whole: nothing is written, nothing saved is changed.`,
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

// maxLine is the most bytes a line of an import may hold: a game's whole
// history rides on its first row, and a long game with long reasons
// takes a few hundred kilobytes.
const maxLine = 16 << 20

// rowRefusal says why line n, which encoding/json could not read as a
// row, is none, in the reader's language: encoding/json's own words are
// English, and a person pasting a file reads where it went wrong.
func rowRefusal(n int, line []byte, err error) error {
	var syntax *json.SyntaxError
	var kind *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		at := utf8.RuneCount(line[:min(int(syntax.Offset), len(line))])
		return msg.Errorf("line %d: not a row of protokoll export --format jsonl: not JSON at character %d", n, max(at, 1))
	case errors.As(err, &kind):
		return msg.Errorf("line %d: not a row of protokoll export --format jsonl: %q holds a value of another kind", n, kind.Field)
	case errors.Is(err, io.ErrUnexpectedEOF):
		return msg.Errorf("line %d: not a row of protokoll export --format jsonl: the line ends inside the row", n)
	}
	// DisallowUnknownFields says so in words only: json: unknown field "x".
	if field, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
		return msg.Errorf("line %d: not a row of protokoll export --format jsonl: no row has a field %s", n, field)
	}
	return msg.Errorf("line %d: not a row of protokoll export --format jsonl", n)
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
	for n := 1; len(data) > 0; n++ {
		line := data
		if end := bytes.IndexByte(data, '\n'); end >= 0 {
			line, data = data[:end], data[end+1:]
		} else {
			data = nil
		}
		if len(line) > maxLine {
			return msg.Errorf("line %d: longer than %d MiB, the most a line of an export holds", n, maxLine>>20)
		}
		if len(bytes.TrimSpace(line)) == 0 {
			continue
		}
		var r history.Row
		dec := json.NewDecoder(bytes.NewReader(line))
		dec.DisallowUnknownFields()
		if err := dec.Decode(&r); err != nil {
			return rowRefusal(n, line, err)
		}
		if rest := bytes.TrimSpace(line[dec.InputOffset():]); len(rest) > 0 {
			return msg.Errorf("line %d: not a row of protokoll export --format jsonl: more follows the row at character %d", n, utf8.RuneCount(line[:len(line)-len(rest)])+1)
		}
		rows, lines = append(rows, r), append(lines, n)
	}
	games, err := history.Rebuild(opts.Kinds, rows, lines, opts.Now())
	if err != nil {
		return err
	}
	s, err := opts.Store()
	if err != nil {
		return err
	}
	same, err := s.WriteAll(games)
	if err != nil {
		return err
	}
	fmt.Fprintln(opts.IO.Out, opts.Lang.N(len(games)-len(same), "%d game imported", "%d games imported", len(games)-len(same)))
	if len(same) > 0 {
		fmt.Fprintln(opts.IO.Out, opts.Lang.N(len(same), "%d game was there already, the same, and is left as it is: %s", "%d games were there already, the same, and are left as they are: %s", len(same), render.SomeNames(opts.Lang, same)))
	}
	return nil
}
