// Package rules is the rules command: how to play, from the tables that
// score.
package rules

import (
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// NewCmd is the rules command, with yatzy and rummy below it.
func NewCmd(a *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "rules",
		Short: "How to play: the Yatzy variants and the card game, in your language",
		Long: `How to play, written from the same tables that score the games, so the
page cannot disagree with the scoring: each box with what it needs, an
example and its points; the bonus, strikes and what a variant does
differently; the card game's points, wilds, runs, buys and contract words.`,
		Args: cmdutil.NoArgs,
	}
	cmd.AddCommand(newRulesYatzyCmd(a), newRulesRummyCmd(a))
	return cmd
}

type rulesYatzyOptions struct {
	*cmdutil.Factory
	Variant string
}

func newRulesYatzyCmd(a *cmdutil.Factory) *cobra.Command {
	opts := &rulesYatzyOptions{Factory: a}
	cmd := &cobra.Command{
		Use:     "yatzy [--variant V]",
		Short:   "How to play a Yatzy variant: every box, the bonus, strikes",
		Example: "  protokoll rules yatzy\n  protokoll --lang sv rules yatzy --variant maxi",
		Args:    cmdutil.NoArgs,
		RunE:    func(cmd *cobra.Command, args []string) error { return rulesYatzyRun(opts) },
	}
	cmd.Flags().StringVar(&opts.Variant, "variant", "scandinavian", "scandinavian, forced, maxi or standard")
	return cmd
}

func rulesYatzyRun(opts *rulesYatzyOptions) error {
	v, err := scoresheet.LookupVariant(opts.Variant)
	if err != nil {
		return err
	}
	lang, out := opts.Lang, opts.IO.Out
	fmt.Fprintf(out, "Yatzy · %s\n\n", v.ID)
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(w, strings.Join(scoresheet.RuleHeads(lang), "\t"))
	for _, r := range v.Rows() {
		switch r.Kind {
		case scoresheet.RowBox:
			ex, points := v.Example(r.Box)
			fmt.Fprintf(w, "%s\t%s\t%s\t%d\n", v.Label(r, lang), v.Hint(r, lang), ex, points)
		case scoresheet.RowBonus, scoresheet.RowExtraBonus:
			fmt.Fprintf(w, "%s\t%s\t\t\n", v.Label(r, lang), v.Hint(r, lang))
		}
	}
	w.Flush()
	fmt.Fprintln(out)
	for _, n := range v.RuleNotes(lang) {
		fmt.Fprintf(out, "• %s\n", n)
	}
	return nil
}

// RummyOptions are rules rummy's: nothing but the factory.
type RummyOptions struct {
	*cmdutil.Factory
}

func newRulesRummyCmd(a *cmdutil.Factory) *cobra.Command {
	opts := &RummyOptions{Factory: a}
	return &cobra.Command{
		Use:     "rummy",
		Short:   "How to play the card game: points, wilds, buys and the contract words",
		Example: "  protokoll --lang sv rules rummy",
		Args:    cmdutil.NoArgs,
		RunE:    func(cmd *cobra.Command, args []string) error { return rulesRummyRun(opts) },
	}
}

func rulesRummyRun(opts *RummyOptions) error {
	out := opts.IO.Out
	fmt.Fprintf(out, "%s: %s\n\n%s:\n", opts.T("Points left in hand"), contracts.CardPoints(opts.Lang), opts.T("Key rules"))
	for _, r := range contracts.KeyRules(opts.Lang) {
		fmt.Fprintf(out, "• %s\n", r)
	}
	fmt.Fprintf(out, "\n%s:\n", opts.T("Meld words"))
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	for _, m := range contracts.MeldWords(opts.Lang) {
		fmt.Fprintf(w, "  %s\t%s\n", m.Word, m.Meaning)
	}
	w.Flush()
	fmt.Fprintf(out, "\n%s\n", opts.T("Every round's contract, explained: protokoll contracts show LIST"))
	return nil
}
