package main

import (
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/spf13/cobra"
)

// gameSummary is one saved game as `games` lists it.
type gameSummary struct {
	Name     string    `json:"name"`
	Game     string    `json:"game,omitempty"`
	Kind     string    `json:"kind,omitempty"` // variant or round list
	Players  []string  `json:"players"`
	Progress string    `json:"progress,omitempty"`
	Finished bool      `json:"finished"`
	Winners  []string  `json:"winners"`
	Updated  time.Time `json:"updated"`
	// Damaged says why a file could not be read; it is listed, not hidden.
	Damaged string `json:"damaged,omitempty"`
}

func newGamesCmd(a *app) *cobra.Command {
	var asJSON bool
	cmd := &cobra.Command{
		Use:   "games [--json]",
		Short: "List saved games, unfinished first",
		Args:  noArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			list, err := a.summaries()
			if err != nil {
				return err
			}
			if asJSON {
				enc := json.NewEncoder(a.io.Out)
				enc.SetIndent("", "  ")
				return enc.Encode(list)
			}
			w := tabwriter.NewWriter(a.io.Out, 0, 0, 2, ' ', 0)
			for _, g := range list {
				state := g.Progress
				switch {
				case g.Damaged != "":
					state = "damaged: " + g.Damaged
				case g.Finished:
					state = winnersLine(a, g.Winners)
				}
				fmt.Fprintf(w, "%s\t%s\t%s\t%s\n", g.Name, g.Kind, strings.Join(g.Players, ", "), state)
			}
			return w.Flush()
		},
	}
	cmd.Flags().BoolVar(&asJSON, "json", false, "print JSON")
	return cmd
}

// summaries reads every saved game: unfinished first, then the most
// recently played.
func (a *app) summaries() ([]gameSummary, error) {
	s, err := a.store()
	if err != nil {
		return nil, err
	}
	names, err := s.Names()
	if err != nil {
		return nil, err
	}
	list := []gameSummary{}
	for _, name := range names {
		sum := gameSummary{Name: name, Players: []string{}, Winners: []string{}}
		if fi, err := os.Stat(s.Dir + "/" + name + ".jsonl"); err == nil {
			sum.Updated = fi.ModTime().UTC()
		}
		if g, err := a.readYatzyQuiet(name); err != nil {
			sum.Damaged = err.Error()
		} else {
			sh := g.sheet
			sum.Game, sum.Kind, sum.Players, sum.Finished = gameYatzy, sh.Variant().ID, sh.Players(), sh.Finished()
			if p, round := sh.Next(); p != "" {
				sum.Progress = tr(a, "Next: %s, round %d of %d", p, round, sh.Rounds())
			} else {
				sum.Winners = sh.Winners()
			}
		}
		list = append(list, sum)
	}
	slices.SortStableFunc(list, func(x, y gameSummary) int {
		if x.Finished != y.Finished {
			if x.Finished {
				return 1
			}
			return -1
		}
		return cmp.Compare(y.Updated.UnixNano(), x.Updated.UnixNano())
	})
	return list, nil
}
