// Package lists is the contracts command: the house lists of round
// contracts, each explained.
package contracts

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
	rules "github.com/kitchentable/protokoll/contracts"
)

// ListJSON is a list as `contracts --json` prints it.
type ListJSON struct {
	Name   string      `json:"name"`
	Title  string      `json:"title"`
	Rounds []RoundJSON `json:"rounds"`
}

type RoundJSON struct {
	Number      int      `json:"number"`
	Text        string   `json:"text"`
	Explanation string   `json:"explanation"`
	Labels      []string `json:"labels,omitempty"`
	ExtraWild   []string `json:"extra_wild,omitempty"`
	Notes       []string `json:"notes,omitempty"`
	Specials    []string `json:"specials,omitempty"`
}

func listToJSON(l *rules.List, a *catalog.Language) ListJSON {
	out := ListJSON{Name: l.Name, Title: l.Title, Rounds: []RoundJSON{}}
	for _, r := range l.Rounds {
		c := r.Contract
		rj := RoundJSON{Number: r.Number, Text: c.Text, Explanation: c.Explain(a)}
		if c.Labelled() {
			for _, req := range c.Requirements {
				rj.Labels = append(rj.Labels, req.Name())
			}
		}
		for _, w := range c.ExtraWild {
			rj.ExtraWild = append(rj.ExtraWild, w.String())
		}
		for _, n := range c.Notes {
			rj.Notes = append(rj.Notes, n.Text)
		}
		for _, s := range c.Specials {
			rj.Specials = append(rj.Specials, s.Text)
		}
		out.Rounds = append(out.Rounds, rj)
	}
	return out
}

// ListOptions are the contracts command's: the lists, as text or JSON.
type ListOptions struct {
	IO   *iostreams.IOStreams
	Lang *catalog.Language
	JSON bool
}

// NewCmdContracts is the contracts command, with show below it; runF,
// when not nil, runs instead of it.
func NewCmdContracts(f *cmdutil.Factory, runF func(*ListOptions) error) *cobra.Command {
	opts := &ListOptions{IO: f.IO}
	cmd := &cobra.Command{
		Use:   "contracts [--json]",
		Short: "List the house lists of round contracts for the card game",
		Args:  cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			if runF != nil {
				return runF(opts)
			}
			return listRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print every list with its rounds as JSON")
	cmd.AddCommand(NewCmdShow(f, nil))
	return cmd
}

func listRun(opts *ListOptions) error {
	lists := rules.Lists()
	if opts.JSON {
		out := []ListJSON{}
		for _, l := range lists {
			out = append(out, listToJSON(l, opts.Lang))
		}
		return view.WriteJSON(opts.IO.Out, out)
	}
	// Each list on a line, its first round cut to the width.
	c := render.Columns{Shrink: 3}
	for _, l := range lists {
		first := render.ContractLine(l.Rounds[0].Contract.Text)
		c.Add(l.Name, l.TitleIn(opts.Lang), opts.Lang.T("%2d rounds", len(l.Rounds)), "1. "+first+" …")
	}
	return c.Write(opts.IO.Out, opts.IO.Width())
}

// ShowOptions are contracts show's: which list, as text or JSON.
type ShowOptions struct {
	IO   *iostreams.IOStreams
	Lang *catalog.Language
	List string
	JSON bool
}

// NewCmdShow is contracts show; runF, when not nil, runs instead of it.
func NewCmdShow(f *cmdutil.Factory, runF func(*ShowOptions) error) *cobra.Command {
	opts := &ShowOptions{IO: f.IO}
	cmd := &cobra.Command{
		Use:   "show LIST [--json]",
		Short: "Show a list's rounds, each with its contract explained",
		Long: `Show a list's rounds, each with its contract explained.

LIST is a built-in list (1–12) or a text file of your own, one round a
line: "1. 2 trissar". A line that does not start with a number goes on the
round before it; a line starting with # is the list's title.`,
		Example: `  protokoll contracts show 7
  protokoll --lang et contracts show 12
  protokoll contracts show our-list.txt`,
		Args: cmdutil.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.List = f.Lang, args[0]
			if runF != nil {
				return runF(opts)
			}
			return showRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}

func showRun(opts *ShowOptions) error {
	l, err := cmdutil.LoadList(opts.List)
	if err != nil {
		return err
	}
	if opts.JSON {
		return view.WriteJSON(opts.IO.Out, listToJSON(l, opts.Lang))
	}
	fmt.Fprintln(opts.IO.Out, l.TitleIn(opts.Lang))
	width := opts.IO.Width()
	for _, r := range l.Rounds {
		// Each line of the contract as written, and its explanation,
		// wrapped to the width between words.
		for i, line := range strings.Split(r.Contract.Text, "\n") {
			head := "    "
			if i == 0 {
				head = fmt.Sprintf("%2d. ", r.Number)
			}
			fmt.Fprintln(opts.IO.Out, render.Wrap(head+line, width, "    "))
		}
		fmt.Fprintln(opts.IO.Out, render.Wrap("    → "+r.Contract.Explain(opts.Lang), width, "      "))
	}
	return nil
}
