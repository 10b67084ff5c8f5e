// Package export is the export command: every saved game's entries, a row
// each, for a spreadsheet.
package export

import (
	"bytes"
	"cmp"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/report"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// Options are the export command's: the format and the file, and what
// reading the games needs.
type Options struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Store func() (store.Store, error)
	Kinds gamekind.Kinds

	Format, Output string
}

// NewCmdExport is the export command; runF, when not nil, runs instead of
// it (for tests).
func NewCmdExport(f *cmdutil.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IO, Store: f.Store, Kinds: f.Kinds}
	cmd := &cobra.Command{
		Use:   "export [--format csv|jsonl|bgstats] [-o FILE]",
		Short: "Every saved game's entries, a row each (game, day, variant or list, player, box or round, dice or cards, points)",
		Long: `Every saved game's entries that stand, a row each, oldest game first: as
CSV for a spreadsheet (each Yatzy player's bonus a row of its own, so the
points add up to the totals; a cell that would start a formula, =, +, -,
@, has a ' before it), or as JSON lines, whose first row of each game also
carries the game whole (its settings and every entry with its time, the
undos and corrections too), for protokoll import. A game that cannot be
read is named and left out, and the export exits 1.`,
		Example: `  protokoll export -o games.csv
  protokoll export --format jsonl | jq .
  protokoll export --format bgstats -o games.bgsplay   # the finished games, for BG Stats`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			if runF != nil {
				return runF(opts)
			}
			return exportRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Format, "format", "csv", "csv, jsonl, or bgstats (a play file BG Stats opens: the finished games)")
	cmd.Flags().StringVarP(&opts.Output, "output", "o", "-", "the file to write, - for standard output")
	return cmd
}

func exportRun(opts *Options) error {
	format := strings.ToLower(opts.Format)
	if format != "csv" && format != "jsonl" && format != "bgstats" {
		return msg.Errorf("--format %q: want csv, jsonl or bgstats", opts.Format)
	}
	s, err := opts.Store()
	if err != nil {
		return err
	}
	type game struct {
		result history.Result
		rows   []history.Row
		extras []history.Row // the bonuses, for a CSV's sums
	}
	var (
		games []game
		mu    sync.Mutex
	)
	damaged, err := history.Each(s, opts.Kinds, func(g history.Game) {
		rows, extras := g.Rows(), g.Extras()
		mu.Lock()
		games = append(games, game{g.Result, rows, extras})
		mu.Unlock()
	})
	if err != nil {
		return err
	}
	for _, d := range damaged {
		fmt.Fprintln(opts.IO.ErrOut, opts.Lang.T("protokoll: skipped %s: %s", d.Name, render.OneLine(opts.Lang.Say(d.Err))))
	}
	report.SayStrays(opts.IO.ErrOut, opts.Lang, s)
	slices.SortFunc(games, func(x, y game) int {
		return cmp.Or(x.result.Played.Compare(y.result.Played), strings.Compare(x.result.Name, y.result.Name))
	})
	var out bytes.Buffer
	switch format {
	case "csv":
		w := csv.NewWriter(&out)
		w.Write(history.Header())
		for _, g := range games {
			for _, r := range slices.Concat(g.rows, g.extras) {
				w.Write(r.Fields())
			}
		}
		w.Flush()
		if err := w.Error(); err != nil {
			return err
		}
	case "bgstats":
		var results []history.Result
		for _, g := range games {
			results = append(results, g.result)
		}
		b, err := bgstats(opts.Kinds, results)
		if err != nil {
			return err
		}
		out.Write(b)
	case "jsonl":
		enc := json.NewEncoder(&out)
		for _, g := range games {
			for _, r := range g.rows {
				if err := enc.Encode(r); err != nil {
					return err
				}
			}
		}
	}
	toFile, err := outfile.Output(opts.Output, opts.IO.Out, out.Bytes(), cmdutil.Keep(opts.Store)...)
	if err != nil {
		return err
	}
	if toFile {
		fmt.Fprintln(opts.IO.ErrOut, opts.Lang.T("wrote %s", opts.Output))
	}
	if len(damaged) > 0 {
		// A copy made so is not whole, and must not pass for it.
		var names []string
		for _, d := range damaged {
			names = append(names, d.Name)
		}
		fmt.Fprintln(opts.IO.ErrOut, "protokoll: "+opts.Lang.N(len(names), "%d game could not be read and is not in the export: %s", "%d games could not be read and are not in the export: %s", len(names), strings.Join(names, ", ")))
		return cmdutil.ErrFalse
	}
	return nil
}
