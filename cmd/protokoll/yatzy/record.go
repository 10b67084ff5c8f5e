package yatzy

import (
	"fmt"
	"io"
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// yatzySetup is how a new game is set up, from flags or, at the table,
// from questions.
type yatzySetup struct {
	Variant string
	Players string
	Name    string
	Joker   string
	House   string // --rules
	Hints   bool   // the box menu's cursor on the best play
}

func (o *yatzySetup) addFlags(cmd *cobra.Command, asked string) {
	cmd.Flags().StringVar(&o.Variant, "variant", "scandinavian", "scandinavian, forced, maxi or standard"+asked)
	cmd.Flags().StringVar(&o.Players, "players", "", fmt.Sprintf("1 to %d player names, comma-separated, in seating order", scoresheet.MaxPlayers)+asked)
	cmd.Flags().StringVar(&o.Name, "name", "", "the game's name (default yatzy-DATE)")
	cmd.Flags().StringVar(&o.Joker, "joker", string(scoresheet.Choices{}.Normal().Joker), "standard only: joker rule, forced or free")
	cmd.Flags().StringVar(&o.House, "rules", "", cmdutil.HouseFlagHelp)
	cmd.Flags().BoolVar(&o.Hints, "hints", false, `at the table, the box menu's cursor on the best play, marked (saved with the game; "hints on" and "hints off" at the table)`)
}

// create makes the game the setup says in s, its hints on with --hints.
func (o *yatzySetup) create(s store.Store, v *scoresheet.Variant, players []string, rules scoresheet.Choices, now time.Time) (*store.Yatzy, error) {
	if o.Hints && optimal.Solvable(v) != nil {
		return nil, msg.Errorf("--hints: %s has no hints, its table of best plays is too large to work out", catalog.VariantName(v))
	}
	g, err := s.CreateYatzy(o.Name, v, players, rules)
	if err == nil && o.Hints {
		if err = g.Apply(now, scoresheet.Hints(true)); err != nil {
			g.Close()
		}
	}
	return g, err
}

// variant reads the variant and the choices the flags name: house rules
// (saved in s, or a file; boxes named in any of langs) bring their own
// variant.
func (o *yatzySetup) variant(s store.Store, langs catalog.Languages) (*scoresheet.Variant, scoresheet.Choices, error) {
	v, err := cmdutil.Variant(func() (store.Store, error) { return s, nil }, langs, o.Variant, o.House)
	if err != nil {
		return nil, scoresheet.Choices{}, err
	}
	joker, err := cmdutil.Joker(v, o.Joker)
	return v, scoresheet.Choices{Joker: joker}, err
}

// NewOptions are yatzy new's: the game as the flags set it up, and what
// making it needs.
type NewOptions struct {
	IO    *iostreams.IOStreams
	Langs catalog.Languages
	Now   func() time.Time
	Store func() (store.Store, error)
	yatzySetup
}

// NewCmdNew is yatzy new; runF, when not nil, runs instead of it (for
// tests).
func NewCmdNew(f *cmdutil.Factory, runF func(*NewOptions) error) *cobra.Command {
	opts := &NewOptions{IO: f.IO, Langs: f.Langs, Now: f.Now, Store: f.Store}
	cmd := &cobra.Command{
		Use:   "new --players NAMES [--variant V] [--name NAME]",
		Short: "Create a Yatzy game and print its name",
		Example: `  protokoll yatzy new --players "Anna,Bo"
  protokoll yatzy new --variant maxi --players Anna --name anna-maxi`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if runF != nil {
				return runF(opts)
			}
			return newRun(opts)
		},
	}
	opts.addFlags(cmd, "")
	return cmd
}

// newRun makes a game from the flags of yatzy new, for scripts, and prints
// its name (what scripts read).
func newRun(opts *NewOptions) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	setup := &opts.yatzySetup
	v, rules, err := setup.variant(s, opts.Langs)
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
	g, err := setup.create(s, v, names, rules, opts.Now())
	if err != nil {
		return err
	}
	fmt.Fprintln(opts.IO.Out, g.Name)
	return g.Close()
}

// RecordOptions are yatzy record's: the game, the turn as the flags say
// it, and what recording it needs.
type RecordOptions struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Langs catalog.Languages
	Now   func() time.Time
	Store func() (store.Store, error)

	Game   string
	Player string
	Dice   string
	Box    string
	Rolls  int
	Strike bool
	// RollsGiven says whether --rolls was given: 0 is not a number of rolls.
	RollsGiven bool
}

// NewCmdRecord is yatzy record; runF, when not nil, runs instead of it
// (for tests).
func NewCmdRecord(f *cmdutil.Factory, runF func(*RecordOptions) error) *cobra.Command {
	opts := &RecordOptions{IO: f.IO, Langs: f.Langs, Now: f.Now, Store: f.Store}
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
			opts.Lang, opts.Game, opts.RollsGiven = f.Lang, args[0], cmd.Flags().Changed("rolls")
			if runF != nil {
				return runF(opts)
			}
			return recordRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Player, "player", "", "whose turn it is")
	cmd.Flags().StringVar(&opts.Dice, "dice", "", "the dice, as shown: 66624 or \"6 6 6 2 4\"")
	cmd.Flags().StringVar(&opts.Box, "box", "", "the box: its id (sixes, full_house) or its name")
	cmd.Flags().IntVar(&opts.Rolls, "rolls", 0, "rolls used this turn (needed in maxi)")
	cmd.Flags().BoolVar(&opts.Strike, "strike", false, "confirm a box that scores 0")
	return cmd
}

func recordRun(opts *RecordOptions) error {
	if opts.RollsGiven && opts.Rolls < 1 {
		return msg.Errorf("--rolls %d: a turn uses 1 to %d rolls (and in maxi any saved ones)", opts.Rolls, scoresheet.RollsPerTurn)
	}
	return change(changer{opts.IO, opts.Lang, opts.Now, opts.Store}, opts.Game, func(s *scoresheet.Sheet) (scoresheet.Event, error) {
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

// printTurn says on out what the last event left: the entry, the total,
// whose turn is next or who won.
func printTurn(out io.Writer, l *catalog.Language, s *scoresheet.Sheet, width int) {
	printEntry(out, l, s)
	render.YatzyNext(out, l, s, width)
}

// printEntry says on out the last event's entry and its player's total
// (nothing for an undo).
func printEntry(out io.Writer, l *catalog.Language, s *scoresheet.Sheet) {
	h := s.History()
	last := h[len(h)-1]
	if last.Kind != scoresheet.KindUndo {
		e, _ := s.Entry(last.Player, last.Moved())
		fmt.Fprintf(out, "%s: %s %d (%s %d)\n", e.Player, s.Variant().Name(e.Box, l.Sheets), e.Points,
			scoresheet.LabelTotal.Word(l.Sheets), s.Totals(e.Player).Total)
	}
}
