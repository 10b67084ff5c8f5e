// Package rules is the rules command: how to play, from the tables that
// score.
package rules

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
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
	cmd.AddCommand(newRulesYatzyCmd(a), newRulesRummyCmd(a), newRulesSaveCmd(a))
	return cmd
}

type rulesYatzyOptions struct {
	*cmdutil.Factory
	Variant, Rules string
}

func newRulesYatzyCmd(a *cmdutil.Factory) *cobra.Command {
	opts := &rulesYatzyOptions{Factory: a}
	cmd := &cobra.Command{
		Use:     "yatzy [--variant V | --rules R]",
		Short:   "How to play a Yatzy variant: every box, the bonus, strikes",
		Example: "  protokoll rules yatzy\n  protokoll --lang sv rules yatzy --variant maxi\n  protokoll rules yatzy --rules kvarteret",
		Args:    cmdutil.NoArgs,
		RunE:    func(cmd *cobra.Command, args []string) error { return rulesYatzyRun(opts) },
	}
	cmd.Flags().StringVar(&opts.Variant, "variant", "scandinavian", "scandinavian, forced, maxi or standard")
	cmd.Flags().StringVar(&opts.Rules, "rules", "", cmdutil.RulesFlagHelp)
	return cmd
}

func rulesYatzyRun(opts *rulesYatzyOptions) error {
	v, err := cmdutil.Variant(opts.Factory, opts.Variant, opts.Rules)
	if err != nil {
		return err
	}
	w, out := opts.Lang.Sheets, opts.IO.Out
	fmt.Fprintf(out, "Yatzy · %s\n\n", opts.Lang.VariantName(v))
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, strings.Join(scoresheet.RuleHeads(w), "\t"))
	for _, r := range v.Rows() {
		switch r.Kind {
		case scoresheet.RowBox:
			ex, points := v.Example(r.Box)
			fmt.Fprintf(tw, "%s\t%s\t%s\t%d\n", v.Label(r, w), v.Hint(r, w), ex, points)
		case scoresheet.RowBonus, scoresheet.RowExtraBonus:
			fmt.Fprintf(tw, "%s\t%s\t\t\n", v.Label(r, w), v.Hint(r, w))
		}
	}
	tw.Flush()
	fmt.Fprintln(out)
	for _, n := range v.RuleNotes(w) {
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
	fmt.Fprintf(out, "%s: %s\n\n%s:\n", opts.T("Points left in hand"), contracts.CardPoints(opts.Lang.Contracts), opts.T("Key rules"))
	for _, r := range contracts.KeyRules(opts.Lang.Contracts) {
		fmt.Fprintf(out, "• %s\n", r)
	}
	fmt.Fprintf(out, "\n%s:\n", opts.T("Meld words"))
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	for _, m := range contracts.MeldWords(opts.Lang.Contracts) {
		fmt.Fprintf(tw, "  %s\t%s\n", m.Word, m.Meaning)
	}
	tw.Flush()
	fmt.Fprintf(out, "\n%s\n", opts.T("Every round's contract, explained: protokoll contracts show LIST"))
	return nil
}

// SaveOptions are rules save's: the name and the file of house rules.
type SaveOptions struct {
	*cmdutil.Factory
	Name, File string
}

func newRulesSaveCmd(a *cmdutil.Factory) *cobra.Command {
	opts := &SaveOptions{Factory: a}
	return &cobra.Command{
		Use:   "save NAME FILE",
		Short: "Keep a file of house rules by a name, for --rules NAME",
		Long: `Keep a file of Yatzy house rules by a name: after it, --rules NAME
gives them to yatzy, yatzy new, yatzy score, yatzy advise and rules yatzy.

The file's first line names the variant changed; each further line is one
change the scoring can express:

  scandinavian
  bonus 75 = 50                 the upper bonus: at 75, 50 points
  full_house = 25               a combination scores a fixed 25, not its dice
  two_pairs allows four alike   four alike count as two pairs
  order bottom-up               forced: fill from the bottom box up
  saved rolls off               maxi: no rolls saved for later turns

Lines starting with # are notes. The file is checked before it is kept;
a line the rules cannot express is refused with its line and column.
Saving a name again replaces its rules; games already begun keep the
rules they were begun with.`,
		Example: "  protokoll rules save kvarteret kvarteret.txt\n  protokoll yatzy --rules kvarteret --players Anna,Bo",
		Args:    cmdutil.ExactArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Name, opts.File = args[0], args[1]
			return rulesSaveRun(opts)
		},
	}
}

func rulesSaveRun(opts *SaveOptions) error {
	a := opts.Factory
	if err := cmdutil.RulesName(opts.Name); err != nil {
		return err
	}
	data, err := os.ReadFile(opts.File)
	if err != nil {
		return outfile.ReadRefusal(opts.File, err)
	}
	h, err := scoresheet.ParseHouseRules(string(data), a.Langs.Sheets()...)
	if err != nil {
		return msg.Wrap(err, "house rules %s: %v", opts.File, err)
	}
	path, err := cmdutil.RulesPath(a, opts.Name)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return outfile.ReadRefusal(filepath.Dir(path), err)
	}
	if err := outfile.Write(path, data, 0o666); err != nil {
		return err
	}
	n := len(h.Changes)
	fmt.Fprintln(a.IO.Out, a.N(n, "Saved house rules %s: %s with %d change; play them with --rules %s", "Saved house rules %s: %s with %d changes; play them with --rules %s", opts.Name, a.Lang.VariantName(h.Base), n, opts.Name))
	return nil
}
