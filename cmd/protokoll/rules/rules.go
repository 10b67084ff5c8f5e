// Package rules is the rules command: how to play, from the tables that
// score.
package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// NewCmdRules is the rules command, with yatzy, rummy and save below it.
func NewCmdRules(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "rules",
		Short: "How to play: the Yatzy variants and the card game, in your language",
		Long: `How to play, written from the same tables that score the games, so the
page cannot disagree with the scoring: each box with what it needs, an
example and its points; the bonus, strikes and what a variant does
differently; the card game's points, wilds, runs, buys and contract words.`,
		Args: cmdutil.NoArgs,
	}
	cmd.AddCommand(NewCmdYatzy(f, nil), NewCmdRummy(f, nil), NewCmdSave(f, nil))
	return cmd
}

// YatzyOptions are rules yatzy's: the variant or the house rules, and
// what reading them needs.
type YatzyOptions struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Langs catalog.Languages
	Store func() (store.Store, error)

	Variant, House string // --variant, --rules
}

// NewCmdYatzy is rules yatzy; runF, when not nil, runs instead of it.
func NewCmdYatzy(f *cmdutil.Factory, runF func(*YatzyOptions) error) *cobra.Command {
	opts := &YatzyOptions{IO: f.IO, Langs: f.Langs, Store: f.Store}
	cmd := &cobra.Command{
		Use:     "yatzy [--variant V | --rules R]",
		Short:   "How to play a Yatzy variant: every box, the bonus, strikes",
		Example: "  protokoll rules yatzy\n  protokoll --lang sv rules yatzy --variant maxi\n  protokoll rules yatzy --rules kvarteret",
		Args:    cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			if runF != nil {
				return runF(opts)
			}
			return yatzyRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Variant, "variant", "scandinavian", "scandinavian, forced, maxi or standard")
	cmd.Flags().StringVar(&opts.House, "rules", "", cmdutil.HouseFlagHelp)
	return cmd
}

func yatzyRun(opts *YatzyOptions) error {
	v, err := cmdutil.Variant(opts.Store, opts.Langs, opts.Variant, opts.House)
	if err != nil {
		return err
	}
	w, out := opts.Lang.Sheets, opts.IO.Out
	fmt.Fprintf(out, "Yatzy · %s\n\n", opts.Lang.VariantName(v))
	width := opts.IO.Width()
	tw := render.Columns{Shrink: 1, Right: []int{3}, Heads: true}
	tw.Add(scoresheet.RuleHeads(w)...)
	for _, r := range v.Rows() {
		switch r.Kind {
		case scoresheet.RowBox:
			ex, points := v.Example(r.Box)
			tw.Add(v.Label(r, w), v.Hint(r, opts.Lang), ex.String(), strconv.Itoa(points))
		case scoresheet.RowBonus, scoresheet.RowExtraBonus:
			tw.Add(v.Label(r, w), v.Hint(r, opts.Lang), "", "")
		}
	}
	tw.Write(out, width)
	fmt.Fprintln(out)
	for _, n := range v.RuleNotes(opts.Lang) {
		fmt.Fprintln(out, render.Wrap("• "+n, width, "  "))
	}
	return nil
}

// RummyOptions are rules rummy's: where and in what language to say them.
type RummyOptions struct {
	IO   *iostreams.IOStreams
	Lang *catalog.Language
}

// NewCmdRummy is rules rummy; runF, when not nil, runs instead of it.
func NewCmdRummy(f *cmdutil.Factory, runF func(*RummyOptions) error) *cobra.Command {
	opts := &RummyOptions{IO: f.IO}
	return &cobra.Command{
		Use:     "rummy",
		Short:   "How to play the card game: points, wilds, buys and the contract words",
		Example: "  protokoll --lang sv rules rummy",
		Args:    cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			if runF != nil {
				return runF(opts)
			}
			return rummyRun(opts)
		},
	}
}

func rummyRun(opts *RummyOptions) error {
	out, l := opts.IO.Out, opts.Lang
	fmt.Fprintf(out, "%s\n\n%s:\n", render.Wrap(l.T("Points left in hand")+": "+contracts.CardPoints(l.Contracts), opts.IO.Width(), "  "), l.T("Key rules"))
	width := opts.IO.Width()
	for _, r := range contracts.KeyRules(l) {
		fmt.Fprintln(out, render.Wrap("• "+r, width, "  "))
	}
	fmt.Fprintf(out, "\n%s:\n", l.T("Meld words"))
	tw := render.Columns{Indent: "  ", WrapLast: true, Shrink: -1}
	for _, m := range contracts.MeldWords(l) {
		tw.Add(m.Word, m.Meaning)
	}
	tw.Write(out, width)
	fmt.Fprintf(out, "\n%s\n", render.Wrap(l.T("Every round's contract, explained: protokoll contracts show LIST"), width, "  "))
	return nil
}

// SaveOptions are rules save's: the name and the file of house rules, and
// what keeping them needs.
type SaveOptions struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Langs catalog.Languages
	Store func() (store.Store, error)

	Name, File string
}

// NewCmdSave is rules save; runF, when not nil, runs instead of it.
func NewCmdSave(f *cmdutil.Factory, runF func(*SaveOptions) error) *cobra.Command {
	opts := &SaveOptions{IO: f.IO, Langs: f.Langs, Store: f.Store}
	return &cobra.Command{
		Use:   "save NAME FILE",
		Short: "Keep a file of house rules by a name, for --rules NAME",
		Long: `Keep a file of Yatzy house rules by a name: after it, --rules NAME
gives them to yatzy, yatzy new, yatzy score, yatzy advise and rules yatzy.

The file's first line names the variant changed; each further line is one
change the scoring can express, of these forms:

` + changeForms() + `
protokoll help house-rules says what each does, with a whole file.
Lines starting with # are notes. The file is checked before it is kept;
a line the rules cannot express is refused with its line and column.
Saving a name again replaces its rules; games already begun keep the
rules they were begun with.`,
		Example: "  protokoll rules save kvarteret kvarteret.txt\n  protokoll yatzy --rules kvarteret --players Anna,Bo",
		Args:    cmdutil.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.Name, opts.File = f.Lang, args[0], args[1]
			if runF != nil {
				return runF(opts)
			}
			return saveRun(opts)
		},
	}
}

func saveRun(opts *SaveOptions) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	h, err := s.SaveRules(opts.Name, opts.File, opts.Langs.Sheets()...)
	if err != nil {
		return err
	}
	n, l := len(h.Changes), opts.Lang
	fmt.Fprintln(opts.IO.Out, l.N(n, "Saved house rules %s: %s with %d change; play them with --rules %s", "Saved house rules %s: %s with %d changes; play them with --rules %s", opts.Name, l.VariantName(h.Base), n, opts.Name))
	return nil
}

// changeForms lists the forms a line of house rules may take, each with
// an example, as scoresheet reads them.
func changeForms() string {
	var b strings.Builder
	for _, c := range scoresheet.ChangeForms() {
		if c.Example == c.Form {
			fmt.Fprintf(&b, "  %s\n", c.Form)
		} else {
			fmt.Fprintf(&b, "  %-28s e.g. %s\n", c.Form, c.Example)
		}
	}
	return b.String()
}
