package rummy

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// CheckOptions are rummy check's: the contract, the cards and the
// question, and how to say the verdict.
type CheckOptions struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Langs catalog.Languages

	Contract string
	List     string
	Round    int
	Label    string
	Hand     bool
	JSON     bool
	ASCII    bool
	Cards    []string
}

// NewCmdCheck is rummy check; runF, when not nil, runs instead of it (for
// tests).
func NewCmdCheck(f *cmdutil.Factory, runF func(*CheckOptions) error) *cobra.Command {
	opts := &CheckOptions{IO: f.IO, Langs: f.Langs}
	cmd := &cobra.Command{
		Use:   "check (--contract TEXT | --list L --round N) [--label X] [--hand] [--json] CARD...",
		Short: "Check whether cards make a round's contract, and say why",
		Long: `Check whether cards make a round's contract, and say why.

Cards are rank then suit: Kh, 10♠, Knk (knekt i klöver), Dd (dam i ruter),
Es (ess i spader). Groups separated by | (or /) are checked as the player
laid them, each group one meld; without them protokoll finds an arrangement.
Every card given must be used, unless --hand says they are a whole hand
and the question is whether the contract can be laid from it.

Exit status: 0 the contract holds, 1 it does not, 2 bad input.`,
		Example: `  protokoll rummy check --contract "2 trissar" 7h 7s 7d 9c 9h 2c
  protokoll rummy check --list 1 --round 2 "7h 7s 7d | 3h 4h 2c 6h"
  protokoll rummy check --list 11 --round 4 --label killarna --hand 7h 7s 7d 9c 9h 2c Kd`,
		Args: cmdutil.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.Cards = f.Lang, args
			if runF != nil {
				return runF(opts)
			}
			return checkRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Contract, "contract", "", `the contract, as written: "1 färgstege på 5 kort, min 8"`)
	cmd.Flags().StringVar(&opts.List, "list", "", "a list's name (1–12) or a file of your own")
	cmd.Flags().IntVar(&opts.Round, "round", 0, "the round of the list")
	cmd.Flags().StringVar(&opts.Label, "label", "", "whose contract, when a round names players (a number or a word of the label)")
	cmd.Flags().BoolVar(&opts.Hand, "hand", false, "the cards are a whole hand: can the contract be laid from it?")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print the verdict as JSON")
	cmd.Flags().BoolVar(&opts.ASCII, "ascii", false, "show cards in letters (Kh), not symbols")
	return cmd
}

// CheckJSON is the verdict as the README documents it for scripts.
type CheckJSON struct {
	Valid    bool       `json:"valid"`
	Contract string     `json:"contract"`
	Melds    []MeldJSON `json:"melds"`
	Left     []string   `json:"left,omitempty"`
	Reason   string     `json:"reason"`
}

// MeldJSON is one meld of a verdict.
type MeldJSON struct {
	Kind   string   `json:"kind"`
	Cards  []string `json:"cards"`
	Wilds  int      `json:"wilds"`
	Stands []string `json:"stands_for"`
}

func checkRun(opts *CheckOptions) error {
	c, err := opts.contract()
	if err != nil {
		return err
	}
	groups, err := parseGroups(opts.Cards, opts.Langs)
	if err != nil {
		return err
	}
	q := contracts.Check{Hand: opts.Hand, Label: opts.Label}
	if len(groups) > 1 {
		q.Groups = groups
	} else {
		q.Cards = groups[0]
	}
	v, err := c.Check(q)
	if err != nil {
		return err
	}
	p := newCardPainter(opts.IO.Out, opts.ASCII, opts.Lang.Contracts)
	if opts.JSON {
		out := CheckJSON{Valid: v.Valid, Contract: c.Text, Melds: []MeldJSON{}, Reason: v.Reason}
		for _, m := range v.Melds {
			mj := MeldJSON{Kind: m.Meld.KindWord(), Wilds: m.Wilds}
			for i, card := range m.Cards {
				mj.Cards = append(mj.Cards, p.plain(card))
				mj.Stands = append(mj.Stands, p.plain(m.Stands[i]))
			}
			out.Melds = append(out.Melds, mj)
		}
		for _, card := range v.Left {
			out.Left = append(out.Left, p.plain(card))
		}
		if out.Reason == "" {
			out.Reason = "the contract holds"
		}
		if err := json.NewEncoder(opts.IO.Out).Encode(out); err != nil {
			return err
		}
	} else {
		printVerdict(opts.IO.Out, opts.Lang, p, c, v, opts.IO.Width())
	}
	if !v.Valid {
		return cmdutil.ErrFalse
	}
	return nil
}

// contract reads the contract the flags name.
func (o *CheckOptions) contract() (*contracts.Contract, error) {
	switch {
	case o.Contract != "" && o.List != "":
		return nil, msg.Errorf("give --contract or --list with --round, not both")
	case o.Contract != "":
		return contracts.Parse(o.Contract)
	case o.List != "":
		l, err := cmdutil.LoadList(o.List)
		if err != nil {
			return nil, err
		}
		if o.Round == 0 {
			return nil, msg.Errorf("--list needs --round: list %s has rounds 1 to %d", l.Name, len(l.Rounds))
		}
		r, err := l.Round(o.Round)
		return r.Contract, err
	}
	return nil, msg.Errorf("which contract? give --contract TEXT, or --list L --round N")
}

// parseGroups reads cards in groups separated by | or /, whether the
// separators stand alone or inside an argument.
func parseGroups(args []string, langs catalog.Languages) ([][]contracts.Card, error) {
	all := strings.Join(args, " ")
	var groups [][]contracts.Card
	for _, g := range strings.FieldsFunc(all, func(r rune) bool { return r == '|' || r == '/' }) {
		cards, err := contracts.ParseCards(g, langs.Cards()...)
		if err != nil {
			return nil, err
		}
		if len(cards) > 0 {
			groups = append(groups, cards)
		}
	}
	if len(groups) == 0 {
		return nil, msg.Errorf("no cards: give the cards laid, like 7h 7s 7d")
	}
	return groups, nil
}

// printVerdict says on out whether the cards make contract c and how,
// or why not.
func printVerdict(out io.Writer, a *catalog.Language, p cardPainter, c *contracts.Contract, v contracts.Verdict, width int) {
	out = render.Wrapping(out, width) // between words, to the terminal's width
	mark := "✓"
	if !v.Valid {
		mark = "✗"
	}
	fmt.Fprintf(out, "%s %s\n  %s\n", mark, strings.ReplaceAll(c.Text, "\n", " / "), c.Explain(a))
	for _, m := range v.Melds {
		var cards, wilds []string
		for i, card := range m.Cards {
			cards = append(cards, p.card(card))
			if m.Stands[i] != card {
				wilds = append(wilds, fmt.Sprintf("%s = %s", p.card(card), p.card(m.Stands[i])))
			}
		}
		line := fmt.Sprintf("  %s: %s", contracts.Label(a, m.Meld), strings.Join(cards, " "))
		if len(wilds) > 0 {
			line += "   (" + strings.Join(wilds, ", ") + ")"
		}
		fmt.Fprintln(out, line)
	}
	if len(v.Left) > 0 {
		var left []string
		for _, card := range v.Left {
			left = append(left, p.card(card))
		}
		fmt.Fprintln(out, "  "+a.T("left in hand: %s", strings.Join(left, " ")))
	}
	if !v.Valid {
		fmt.Fprintf(out, "  %s\n", v.Why.In(a))
	}
}
