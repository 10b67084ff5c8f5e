package rummy

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/contracts"
)

// rummySetup is how a new card game is set up, from flags or questions.
type rummySetup struct {
	List    string
	Players string
	Dealer  string
	Name    string
}

func (o *rummySetup) addFlags(cmd *cobra.Command, asked string) {
	cmd.Flags().StringVar(&o.List, "list", "", "the list of contracts: 1–12 or a file of your own"+asked)
	cmd.Flags().StringVar(&o.Players, "players", "", fmt.Sprintf("%d to %d player names, comma-separated, in seating order", contracts.MinPlayers, contracts.MaxPlayers)+asked)
	cmd.Flags().StringVar(&o.Dealer, "dealer", "", "who deals the first round (default the first player)")
	cmd.Flags().StringVar(&o.Name, "name", "", "the game's name (default rummy-DATE)")
}

// NewOptions are rummy new's: the game as the flags set it up, and what
// making it needs.
type NewOptions struct {
	IO    *iostreams.IOStreams
	Store func() (store.Store, error)
	rummySetup
}

// NewCmdNew is rummy new; runF, when not nil, runs instead of it (for
// tests).
func NewCmdNew(f *cmdutil.Factory, runF func(*NewOptions) error) *cobra.Command {
	opts := &NewOptions{IO: f.IO, Store: f.Store}
	cmd := &cobra.Command{
		Use:     "new --list L --players NAMES [--dealer P] [--name NAME]",
		Short:   "Create a card game and print its name",
		Example: `  protokoll rummy new --list 7 --players "Anna,Bo,Cecilia,Dan" --dealer Dan`,
		Args:    cmdutil.NoArgs,
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

// newRun makes a game from the flags of rummy new, for scripts, and prints
// its name (what scripts read).
func newRun(opts *NewOptions) error {
	l, names, err := cmdutil.ListAndPlayers(opts.List, opts.Players)
	if err != nil {
		return err
	}
	s, err := opts.Store()
	if err != nil {
		return err
	}
	g, err := s.CreateRummy(opts.Name, l, names, opts.Dealer)
	if err != nil {
		return err
	}
	fmt.Fprintln(opts.IO.Out, g.Name)
	return g.Close()
}

// resultFlags are the flags that describe a round's result.
type resultFlags struct {
	Out     string
	Left    []string
	Special []string
	Adjust  []string
	Labels  []string
}

func (f *resultFlags) add(cmd *cobra.Command) {
	cmd.Flags().StringVar(&f.Out, "out", "", "who went out (scores 0)")
	cmd.Flags().StringArrayVar(&f.Left, "left", nil, `a player's cards left in hand, "Bo=K 7 2 A" (every player but who went out)`)
	cmd.Flags().StringArrayVar(&f.Special, "special", nil, `cards in a player's Yatzy-chans triss, "Anna=4"`)
	cmd.Flags().StringArrayVar(&f.Adjust, "adjust", nil, `points by hand with a reason, "Bo=-10:forgot a card"`)
	cmd.Flags().StringArrayVar(&f.Labels, "label", nil, `whose contract a player had, when the round names players, "Bo=killarna"`)
}

// result reads the flags into a round's result.
func (f *resultFlags) result(g *contracts.Game, langs catalog.Languages) (*contracts.Result, error) {
	if f.Out == "" {
		return nil, msg.Errorf("--out is required: who went out?")
	}
	r, err := f.patch(contracts.Result{Out: f.Out, Left: map[string][]contracts.Card{}}, langs)
	return &r, err
}

// patch returns r changed by the flags given, and only by them: --out,
// each --left hand, --special, --label; --adjust, when given, replaces the
// adjustments. The rest stays as r has it.
func (f *resultFlags) patch(r contracts.Result, langs catalog.Languages) (contracts.Result, error) {
	if f.Out != "" {
		r = r.WithOut(f.Out)
	} else {
		r = r.Clone()
	}
	left, err := parseAssignments("left", f.Left)
	if err != nil {
		return r, err
	}
	for _, a := range left {
		name, typed := a.Name, a.Value
		cards := []contracts.Card{} // "Bo=": none
		if strings.TrimSpace(typed) != "" {
			var err error
			if cards, err = contracts.ParseHand(typed, langs.Cards()...); err != nil { // as the table reads a hand: "0" and "-" are none too
				return r, msg.Errorf("--left %s: %v", name, err)
			}
		}
		if r.Left == nil {
			r.Left = map[string][]contracts.Card{}
		}
		for p := range r.Left { // the name as the game spells it
			if strings.EqualFold(p, name) {
				delete(r.Left, p)
			}
		}
		r.Left[name] = cards
	}
	special, err := parseAssignments("special", f.Special)
	if err != nil {
		return r, err
	}
	for _, a := range special {
		name, typed := a.Name, a.Value
		n, err := strconv.Atoi(typed)
		if err != nil {
			return r, msg.Errorf("--special %s=%s: want the number of cards in the triss", name, typed)
		}
		if r.Special == nil {
			r.Special = map[string]int{}
		}
		r.Special[name] = n
	}
	if len(f.Adjust) > 0 {
		r.Adjust = nil
	}
	for _, a := range f.Adjust {
		name, rest, ok := strings.Cut(a, "=")
		points, reason, ok2 := strings.Cut(rest, ":")
		n, err := strconv.Atoi(plainMinus(strings.TrimSpace(points)))
		if !ok || !ok2 || err != nil {
			return r, msg.Errorf("--adjust %q: want NAME=POINTS:REASON, like \"Bo=-10:forgot a card\"", a)
		}
		r.Adjust = append(r.Adjust, contracts.Adjustment{Player: strings.TrimSpace(name), Points: n, Reason: reason})
	}
	labels, err := parseAssignments("label", f.Labels)
	if err != nil {
		return r, err
	}
	for _, a := range labels {
		name, label := a.Name, a.Value
		if r.Labels == nil {
			r.Labels = map[string]string{}
		}
		r.Labels[name] = label
	}
	return r, nil
}

// RecordOptions are rummy record's: the game, the round's result as the
// flags say it, and what recording it needs.
type RecordOptions struct {
	changer
	Langs catalog.Languages
	Game  string
	Round int // --round: the round this is, 0 if not said
	resultFlags
}

// NewCmdRecord is rummy record; runF, when not nil, runs instead of it
// (for tests).
func NewCmdRecord(f *cmdutil.Factory, runF func(*RecordOptions) error) *cobra.Command {
	opts := &RecordOptions{changer: changerOf(f), Langs: f.Langs}
	cmd := &cobra.Command{
		Use:   "record GAME --out P --left \"P=CARDS\"... [--special \"P=N\"] [--adjust \"P=N:REASON\"] [--label \"P=LABEL\"]",
		Short: "Record the next round: who went out, and everyone else's cards left in hand",
		Long: `Record the next round: who went out, and every other player's cards left
in hand (rank only is enough: "Bo=K 7 2 A"; "Bo=" for none). The cards left
on the table together are checked against two decks before the round is
saved; anything against the rules is refused with exit status 2 and the
game file is left as it was. It says which round it recorded. As the
table asks them, a round that names players needs a --label for each
player, and a Yatzy-chans round --special ("Anna=0" if no one has one).

--round N says which round this is: if that round was entered meanwhile
(from a phone, say), it is refused rather than taken for the next.`,
		Example: `  protokoll rummy record g --out Anna --left "Bo=K 7 2 A" --left "Cecilia=5 9"
  protokoll rummy record g --out Bo --left "Anna=" --left "Cecilia=Q" --adjust "Cecilia=-10:held a card back"
  protokoll rummy record g --out Bo --left "Anna=5" --left "Cecilia=" --special "Anna=4"   # a round with Yatzy-chans`,
		Args: cmdutil.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.Game = f.Lang, args[0]
			if runF != nil {
				return runF(opts)
			}
			return recordRun(opts)
		},
	}
	opts.resultFlags.add(cmd)
	cmd.Flags().IntVar(&opts.Round, "round", 0, "the round this is: refused if it was entered meanwhile (from a phone, say)")
	return cmd
}

func recordRun(opts *RecordOptions) error {
	var game *contracts.Game
	return opts.changeSaying(opts.Game, func(g *contracts.Game) (contracts.GameEvent, error) {
		game = g
		if err := store.CheckRound(opts.Round, g.Played()+1, store.ErrRoundEntered); err != nil {
			return contracts.GameEvent{}, err
		}
		r, err := opts.result(g, opts.Langs)
		if err == nil {
			err = opts.complete(g, r)
		}
		return contracts.GameEvent{Kind: contracts.KindRound, Result: r}, err
	}, func() {
		i := game.Played() - 1
		fmt.Fprintln(opts.IO.Out, render.Wrap(opts.Lang.T("Round %d recorded: %s", i+1, render.RoundPoints(game, i)), opts.IO.Width(), "  "))
	})
}

// complete refuses the next round of g recorded without what the table
// asks of it: each player's contract, where the round names players and
// the last round's winner does not settle them (--label), and the cards
// in the special meld, where the round scores one (--special). The rules
// take a round without them (a game of before may hold one), but one
// forgotten on a command line would score the round, or leave its note,
// wrong without a word.
func (f *resultFlags) complete(g *contracts.Game, r *contracts.Result) error {
	if g.Finished() {
		return nil // the rules say the game is over
	}
	i := g.Played()
	c := g.Round(i).Contract
	missing := g.MissingLabels(*r)
	for k := range missing {
		missing[k] = playername.Display(missing[k])
	}
	switch {
	case len(missing) > 0 && len(missing) == len(g.Players()):
		return msg.Errorf("round %d says whose contract each player has: give a --label for each player, like --label \"%s=%s\"", i+1, missing[0], c.Requirements[0].Name())
	case len(missing) > 0:
		return msg.Errorf("round %d says whose contract each player has: a --label is missing for %s, like --label \"%s=%s\"", i+1, strings.Join(missing, ", "), missing[0], c.Requirements[0].Name())
	}
	if err := c.OneEach(r.Labels); err != nil {
		return err
	}
	if len(c.Specials) > 0 && len(f.Special) == 0 {
		return msg.Errorf("round %d scores the cards in a %s: give --special \"NAME=N\" for each player with one, or --special \"%s=0\" if no one has one", i+1, c.Specials[0].Meld.KindWord(), playername.Display(g.Players()[0]))
	}
	return nil
}

// CorrectOptions are rummy correct's: the game, the round and what to
// change of it, and what changing it needs.
type CorrectOptions struct {
	changer
	Langs  catalog.Languages
	Game   string
	Round  int
	Reason string
	resultFlags
}

// NewCmdCorrect is rummy correct; runF, when not nil, runs instead of it
// (for tests).
func NewCmdCorrect(f *cmdutil.Factory, runF func(*CorrectOptions) error) *cobra.Command {
	opts := &CorrectOptions{changer: changerOf(f), Langs: f.Langs}
	cmd := &cobra.Command{
		Use:   "correct GAME --round N [--out P] [--left \"P=CARDS\"]... --reason TEXT",
		Short: "Correct an earlier round's result, for a reason kept in the history",
		Long: `Correct an earlier round's result. The correction starts from the round
as recorded and changes only what the flags give: --out, a player's hand
with --left, --special, --label; --adjust, when given, replaces the round's
adjustments. So one hand can be put right without restating the round.`,
		Example: `  protokoll rummy correct g --round 2 --left "Bo=K 7" --reason "Bo had a seven, not an ace"
  protokoll rummy correct g --round 1 --out Cecilia --left "Anna=2" --reason "Cecilia went out"`,
		Args: cmdutil.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.Game = f.Lang, args[0]
			if runF != nil {
				return runF(opts)
			}
			return correctRun(opts)
		},
	}
	opts.resultFlags.add(cmd)
	cmd.Flags().IntVar(&opts.Round, "round", 0, "the round to correct (1 for the first)")
	cmd.Flags().StringVar(&opts.Reason, "reason", "", "why (kept in the game's history)")
	return cmd
}

func correctRun(opts *CorrectOptions) error {
	var game *contracts.Game
	before := map[string]int{}
	return opts.changeSaying(opts.Game, func(g *contracts.Game) (contracts.GameEvent, error) {
		game = g
		if opts.Round < 1 || opts.Round > g.Played() {
			return contracts.GameEvent{}, msg.Errorf("--round %d has not been played (%d played so far)", opts.Round, g.Played())
		}
		for _, p := range g.Players() {
			before[p] = g.Score(opts.Round-1, p)
		}
		r, err := opts.patch(g.Results()[opts.Round-1], opts.Langs)
		if err == nil && len(opts.Labels) > 0 {
			err = g.Round(opts.Round - 1).Contract.OneEach(r.Labels)
		}
		return contracts.GameEvent{Kind: contracts.KindCorrect, Round: opts.Round, Result: &r, Reason: opts.Reason}, err
	}, func() {
		// What changed, as the table says it.
		fmt.Fprintln(opts.IO.Out, render.Wrap(render.RummyCorrected(opts.Lang, game, opts.Round-1, before), opts.IO.Width(), "  "))
	})
}

// A changer is what a command that adds one entry to a card game needs.
type changer struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Now   func() time.Time
	Store func() (store.Store, error)
}

func changerOf(f *cmdutil.Factory) changer { return changer{IO: f.IO, Now: f.Now, Store: f.Store} }

// change opens a card game, locked, applies the event that event builds
// from it, and says what comes next: the event is on disk when change
// returns. Anything refused leaves the file as it was.
func (c changer) change(name string, event func(*contracts.Game) (contracts.GameEvent, error)) error {
	return c.changeSaying(name, event, func() {})
}

// changeSaying is change, with said saying what was done before what
// comes next.
func (c changer) changeSaying(name string, event func(*contracts.Game) (contracts.GameEvent, error), said func()) error {
	s, err := c.Store()
	if err != nil {
		return err
	}
	g, err := s.OpenRummy(name)
	if err != nil {
		return err
	}
	defer g.Close()
	render.Warnings(c.IO.ErrOut, c.Lang, g.Warnings)
	e, err := event(g.State)
	if err == nil {
		err = g.Apply(c.Now(), e)
	}
	if err != nil {
		return err
	}
	said()
	render.RummyNext(c.IO.Out, c.Lang, g.State, c.IO.Width())
	return nil
}

// plainMinus is s with a minus sign as typed on phones and in word
// processors (−, U+2212; – en dash) as the ASCII one numbers are read with.
func plainMinus(s string) string { return strings.NewReplacer("\u2212", "-", "\u2013", "-").Replace(s) }
