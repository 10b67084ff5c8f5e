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

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
)

// Options are the export command's.
type Options struct {
	*cmdutil.Factory
	Format, Output string
}

// NewCmd is the export command.
func NewCmd(a *cmdutil.Factory) *cobra.Command {
	opts := &Options{Factory: a}
	cmd := &cobra.Command{
		Use:   "export [--format csv|jsonl] [-o FILE]",
		Short: "Every saved game's entries, a row each (game, day, variant or list, player, box or round, dice or cards, points)",
		Example: `  protokoll export -o games.csv
  protokoll export --format jsonl | jq .`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return run(opts) },
	}
	cmd.Flags().StringVar(&opts.Format, "format", "csv", "csv or jsonl")
	cmd.Flags().StringVarP(&opts.Output, "output", "o", "-", "the file to write, - for standard output")
	return cmd
}

func run(opts *Options) error {
	format := strings.ToLower(opts.Format)
	if format != "csv" && format != "jsonl" {
		return msg.Errorf("--format %q: want csv or jsonl", opts.Format)
	}
	s, err := cmdutil.Store(opts.Factory)
	if err != nil {
		return err
	}
	type game struct {
		result history.Result
		rows   []history.Row
	}
	var (
		games []game
		mu    sync.Mutex
	)
	damaged, err := history.Each(s, func(g history.Game) {
		rows := g.Rows()
		mu.Lock()
		games = append(games, game{g.Result, rows})
		mu.Unlock()
	})
	if err != nil {
		return err
	}
	for _, d := range damaged {
		fmt.Fprintln(opts.IO.ErrOut, opts.T("protokoll: skipped %s: %s", d.Name, cmdutil.OneLine(opts.Say(d.Err))))
	}
	slices.SortFunc(games, func(x, y game) int {
		return cmp.Or(x.result.Played.Compare(y.result.Played), strings.Compare(x.result.Name, y.result.Name))
	})
	var out bytes.Buffer
	switch format {
	case "csv":
		w := csv.NewWriter(&out)
		w.Write(history.Header)
		for _, g := range games {
			for _, r := range g.rows {
				w.Write(r.Fields())
			}
		}
		w.Flush()
		if err := w.Error(); err != nil {
			return err
		}
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
	if opts.Output == "-" {
		_, err := opts.IO.Out.Write(out.Bytes())
		return err
	}
	if err := outfile.Write(opts.Output, out.Bytes(), 0o666); err != nil {
		return err
	}
	fmt.Fprintln(opts.IO.ErrOut, opts.T("wrote %s", opts.Output))
	return nil
}
