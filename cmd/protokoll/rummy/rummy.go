// Package rummy is the rummy command: the card game at the table, its
// scripts (new, record, correct, undo, show), points and the meld check.
package rummy

import (
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamecmd"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/contracts"
)

// NewCmdRummy is the rummy command: a game at the table, with the scripts
// and tools below it; runF, when not nil, runs instead of it (for tests).
func NewCmdRummy(f *cmdutil.Factory, runF func(*PlayOptions) error) *cobra.Command {
	opts := playOptions(f)
	cmd := &cobra.Command{
		Use:     "rummy",
		Aliases: []string{"shanghai"},
		Short:   "Keep score of the Swedish contract rummy; count points; check melds",
		Long: `Keep score of the Swedish contract rummy (the Shanghai family).

With no subcommand, starts a new game at the table: choose the list of
contracts, the players in seating order and the first dealer. Each round
shows its contract, explained, with the dealer and who starts; then record
who went out and the cards left in everyone else's hand (Esc backs out to
the round's start, nothing saved). At "Who went out?" also: check (a
meld), undo, fix, rename, scores, adjust (points by hand for the round,
saved with it), qr and pin (the shared game's QR code and PIN again),
quit. The game is saved after every round; resume with "protokoll rummy
play". The end shows the places and the game's chart; the night so far
is protokoll recap.`,
		Args: func(cmd *cobra.Command, args []string) error {
			return cmdutil.NoArgs(cmd, opts.Sharing.TakePIN(args, nil)) // --pin 2468 is --pin=2468
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.LangGiven = f.Lang, f.LangGiven
			if err := opts.Sharing.Check(cmd); err != nil {
				return err
			}
			if runF != nil {
				return runF(opts)
			}
			return newGameRun(opts)
		},
	}
	opts.addFlags(cmd, " (asked if not given)")
	opts.Sharing.Add(cmd)
	kind := kindOf(f.Kinds)
	cmd.AddCommand(NewCmdPlay(f, nil), NewCmdPoints(f, nil), NewCmdCheck(f, nil),
		NewCmdNew(f, nil), NewCmdRecord(f, nil), NewCmdCorrect(f, nil), gamecmd.NewCmdUndo(f, kind, nil),
		gamecmd.NewCmdShow(f, kind, nil), gamecmd.NewCmdRename(f, kind, nil), gamecmd.NewCmdAgain(f, kind, nil))
	return cmd
}

// PointsOptions are rummy points': the cards, as a number or JSON.
type PointsOptions struct {
	IO    *iostreams.IOStreams
	Langs catalog.Languages
	Cards []string
	JSON  bool
}

// NewCmdPoints is rummy points; runF, when not nil, runs instead of it
// (for tests).
func NewCmdPoints(f *cmdutil.Factory, runF func(*PointsOptions) error) *cobra.Command {
	opts := &PointsOptions{IO: f.IO, Langs: f.Langs}
	cmd := &cobra.Command{
		Use:   "points [--json] CARD...",
		Short: "Count the points of the cards left in a hand",
		Long: `Count the points of the cards left in a hand: 3–9 count 5, 10 J Q K 10,
an ace 20 and a two 25. Only the rank is needed: K 7 2 A.`,
		Example: `  protokoll rummy points K 7 2 A
  protokoll rummy points --json Kh 7s 2c`,
		Args: cmdutil.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Cards = args
			if runF != nil {
				return runF(opts)
			}
			return pointsRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, `print {"cards":N,"points":P}`)
	return cmd
}

func pointsRun(opts *PointsOptions) error {
	cards, err := contracts.ParseCards(strings.Join(opts.Cards, " "), opts.Langs.Cards()...)
	if err != nil && len(opts.Cards) > 1 {
		// Read together, the words can run into each other ("poti äss"
		// "kümme ärtu" "emand"); each argument a card or cards, as quoted.
		var each []contracts.Card
		for _, arg := range opts.Cards {
			c, aerr := contracts.ParseCards(arg, opts.Langs.Cards()...)
			if aerr != nil {
				return err
			}
			each = append(each, c...)
		}
		cards, err = each, nil
	}
	if err != nil {
		return err
	}
	if err := contracts.CheckHand(cards); err != nil {
		return err
	}
	if opts.JSON {
		return json.NewEncoder(opts.IO.Out).Encode(map[string]int{"cards": len(cards), "points": contracts.Points(cards)})
	}
	fmt.Fprintln(opts.IO.Out, contracts.Points(cards))
	return nil
}

// cardPainter shows cards with suit symbols, ♥♦ in red when the output
// has colour, or in letters (Kh) when asked.
// A cardPainter shows cards: in letters (--ascii), or as the table's
// language writes them (Kn♥ in Swedish), the red suits in red.
type cardPainter struct {
	ascii bool
	words *contracts.Words
	red   lipgloss.Style
}

func newCardPainter(w io.Writer, ascii bool, words *contracts.Words) cardPainter {
	return cardPainter{ascii: ascii, words: words, red: lipgloss.NewRenderer(w).NewStyle().Foreground(lipgloss.Color("1"))}
}

func (p cardPainter) card(c contracts.Card) string {
	if p.ascii {
		return c.ASCII()
	}
	if c.Suit.Red() {
		return p.red.Render(c.In(p.words))
	}
	return c.In(p.words)
}

func (p cardPainter) plain(c contracts.Card) string {
	if p.ascii {
		return c.ASCII()
	}
	return c.String()
}
