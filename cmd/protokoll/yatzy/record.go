package yatzy

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/saved"
	"github.com/kitchentable/protokoll/scoresheet"
)

// yatzySetup is how a new game is set up, from flags or, at the table,
// from questions.
type yatzySetup struct {
	Variant string
	Players string
	Name    string
	Joker   string
	Rules   string
}

func (o *yatzySetup) addFlags(cmd *cobra.Command, asked string) {
	cmd.Flags().StringVar(&o.Variant, "variant", "scandinavian", "scandinavian, forced, maxi or standard"+asked)
	cmd.Flags().StringVar(&o.Players, "players", "", fmt.Sprintf("1 to %d player names, comma-separated, in seating order", scoresheet.MaxPlayers)+asked)
	cmd.Flags().StringVar(&o.Name, "name", "", "the game's name (default yatzy-DATE)")
	cmd.Flags().StringVar(&o.Joker, "joker", "forced", "standard only: joker rule, forced or free")
	cmd.Flags().StringVar(&o.Rules, "rules", "", cmdutil.RulesFlagHelp)
}

// rules reads the variant and the rules the flags name: house rules
// bring their own variant.
func (o *yatzySetup) rules(a *cmdutil.Factory) (*scoresheet.Variant, scoresheet.Rules, error) {
	v, err := cmdutil.Variant(a, o.Variant, o.Rules)
	if err != nil {
		return nil, scoresheet.Rules{}, err
	}
	joker, err := scoresheet.ParseJoker(o.Joker)
	return v, scoresheet.Rules{Joker: joker}, err
}

// newRun makes a game from the flags of yatzy new, for scripts.
func newRun(a *cmdutil.Factory, setup *yatzySetup) error {
	v, rules, err := setup.rules(a)
	if err != nil {
		return err
	}
	if setup.Players == "" {
		return msg.Errorf("--players is required: 1 to %d names, comma-separated", scoresheet.MaxPlayers)
	}
	names, err := playername.Parse(setup.Players)
	if err != nil {
		return err
	}
	g, err := saved.CreateYatzy(a, setup.Name, v, names, rules)
	if err != nil {
		return err
	}
	return cmdutil.PrintNew(a, g.Name, g)
}

func newYatzyNewCmd(a *cmdutil.Factory) *cobra.Command {
	var setup yatzySetup
	cmd := &cobra.Command{
		Use:   "new --players NAMES [--variant V] [--name NAME]",
		Short: "Create a Yatzy game and print its name",
		Example: `  protokoll yatzy new --players "Anna,Bo"
  protokoll yatzy new --variant maxi --players Anna --name anna-maxi`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error { return newRun(a, &setup) },
	}
	setup.addFlags(cmd, "")
	return cmd
}

type yatzyRecordOptions struct {
	*cmdutil.Factory
	Game   string
	Player string
	Dice   string
	Box    string
	Rolls  int
	Strike bool
	// RollsGiven says whether --rolls was given: 0 is not a number of rolls.
	RollsGiven bool
}

func newYatzyRecordCmd(a *cmdutil.Factory) *cobra.Command {
	opts := &yatzyRecordOptions{Factory: a}
	cmd := &cobra.Command{
		Use:   "record GAME --player P --dice D --box B [--rolls N] [--strike]",
		Short: "Record one turn",
		Long: `Record one turn: the player's dice and the box they go in.

A turn against the rules is refused with exit status 2 and the game is left
as it was: another player's turn, a box already filled, forced order, the
joker rule, a box that scores 0 without --strike.`,
		Example: `  protokoll yatzy record yatzy-2026-11-30 --player Anna --dice 66624 --box sixes
  protokoll yatzy record g --player Bo --dice 12346 --box yatzy --strike
  protokoll yatzy record maxi-game --player Anna --dice 666241 --box sixes --rolls 2`,
		Args: cmdutil.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Game, opts.RollsGiven = args[0], cmd.Flags().Changed("rolls")
			return yatzyRecordRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Player, "player", "", "whose turn it is")
	cmd.Flags().StringVar(&opts.Dice, "dice", "", "the dice, as shown: 66624 or \"6 6 6 2 4\"")
	cmd.Flags().StringVar(&opts.Box, "box", "", "the box: its id (sixes, full_house) or its name")
	cmd.Flags().IntVar(&opts.Rolls, "rolls", 0, "rolls used this turn (needed in maxi)")
	cmd.Flags().BoolVar(&opts.Strike, "strike", false, "confirm a box that scores 0")
	return cmd
}

func yatzyRecordRun(opts *yatzyRecordOptions) error {
	if opts.RollsGiven && opts.Rolls < 1 {
		return msg.Errorf("--rolls %d: a turn uses 1 to %d rolls (and in maxi any saved ones)", opts.Rolls, scoresheet.RollsPerTurn)
	}
	return changeYatzy(opts.Factory, opts.Game, func(s *scoresheet.Sheet) (scoresheet.Event, error) {
		if s.Variant().SavedRolls && !opts.RollsGiven {
			return scoresheet.Event{}, msg.Errorf("--rolls is required in %s: how many rolls the turn used (1 to %d, and any saved)", catalog.VariantName(s.Variant()), scoresheet.RollsPerTurn)
		}
		e, err := turnFromFlags(s, opts.Player, opts.Box, opts.Dice, opts.Langs)
		e.Rolls, e.Strike = opts.Rolls, opts.Strike
		return e, err
	})
}

// turnFromFlags reads a player, box and dice as typed on the command line.
func turnFromFlags(s *scoresheet.Sheet, player, box, dice string, langs catalog.Languages) (scoresheet.Event, error) {
	var e scoresheet.Event
	if player == "" || box == "" || dice == "" {
		return e, msg.Errorf("--player, --box and --dice are all required")
	}
	p, err := s.Player(player)
	if err != nil {
		return e, err
	}
	b, err := s.Variant().LookupBox(box, langs.Sheets()...)
	if err != nil {
		return e, err
	}
	r, err := s.Variant().ParseRoll(dice)
	if err != nil {
		return e, err
	}
	return scoresheet.Event{Kind: scoresheet.KindTurn, Player: p, Box: b, Dice: r}, nil
}

// printTurn says what the last event left: the entry, the total, whose turn
// is next or who won.
func printTurn(a *cmdutil.Factory, s *scoresheet.Sheet) {
	h := s.History()
	last := h[len(h)-1]
	if last.Kind != scoresheet.KindUndo {
		e, _ := s.Entry(last.Player, last.Box)
		fmt.Fprintf(a.IO.Out, "%s: %s %d (%s %d)\n", e.Player, s.Variant().Name(e.Box, a.Lang.Sheets), e.Points,
			scoresheet.LabelTotal.Word(a.Lang.Sheets), s.Totals(e.Player).Total)
	}
	printNext(a, s)
}
