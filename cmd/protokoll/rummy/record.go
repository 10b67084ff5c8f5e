package rummy

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/saved"
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

// newRun makes a game from the flags of rummy new, for scripts.
func newRun(a *cmdutil.Factory, setup *rummySetup) error {
	l, names, err := cmdutil.ListAndPlayers(setup.List, setup.Players)
	if err != nil {
		return err
	}
	g, err := saved.CreateRummy(a, setup.Name, l, names, setup.Dealer)
	if err != nil {
		return err
	}
	return cmdutil.PrintNew(a, g.Name, g)
}

func newRummyNewCmd(a *cmdutil.Factory) *cobra.Command {
	var setup rummySetup
	cmd := &cobra.Command{
		Use:     "new --list L --players NAMES [--dealer P] [--name NAME]",
		Short:   "Create a card game and print its name",
		Example: `  protokoll rummy new --list 7 --players "Anna,Bo,Cecilia,Dan" --dealer Dan`,
		Args:    cmdutil.NoArgs,
		RunE:    func(cmd *cobra.Command, args []string) error { return newRun(a, &setup) },
	}
	setup.addFlags(cmd, "")
	return cmd
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
	for name, typed := range left {
		cards, err := contracts.ParseCards(typed, langs.Cards()...)
		if err != nil {
			return r, msg.Errorf("--left %s: %v", name, err)
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
	for name, typed := range special {
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
		n, err := strconv.Atoi(strings.TrimSpace(points))
		if !ok || !ok2 || err != nil {
			return r, msg.Errorf("--adjust %q: want NAME=POINTS:REASON, like \"Bo=-10:forgot a card\"", a)
		}
		r.Adjust = append(r.Adjust, contracts.Adjustment{Player: strings.TrimSpace(name), Points: n, Reason: reason})
	}
	labels, err := parseAssignments("label", f.Labels)
	if err != nil {
		return r, err
	}
	for name, label := range labels {
		if r.Labels == nil {
			r.Labels = map[string]string{}
		}
		r.Labels[name] = label
	}
	return r, nil
}

func newRummyRecordCmd(a *cmdutil.Factory) *cobra.Command {
	var f resultFlags
	cmd := &cobra.Command{
		Use:   "record GAME --out P --left \"P=CARDS\"... [--special \"P=N\"] [--adjust \"P=N:REASON\"] [--label \"P=LABEL\"]",
		Short: "Record the next round: who went out, and everyone else's cards left in hand",
		Long: `Record the next round: who went out, and every other player's cards left
in hand (rank only is enough: "Bo=K 7 2 A"; "Bo=" for none). The cards left
on the table together are checked against two decks before the round is
saved; anything against the rules is refused with exit status 2 and the
game file is left as it was.`,
		Example: `  protokoll rummy record g --out Anna --left "Bo=K 7 2 A" --left "Cecilia=5 9"
  protokoll rummy record g --out Bo --left "Anna=" --left "Cecilia=Q" --special "Anna=4" --adjust "Cecilia=-10:held a card back"`,
		Args: cmdutil.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return changeRummy(a, args[0], func(g *contracts.Game) (contracts.GameEvent, error) {
				r, err := f.result(g, a.Langs)
				return contracts.GameEvent{Kind: contracts.KindRound, Result: r}, err
			})
		},
	}
	f.add(cmd)
	return cmd
}

func newRummyCorrectCmd(a *cmdutil.Factory) *cobra.Command {
	var f resultFlags
	var round int
	var reason string
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
			return changeRummy(a, args[0], func(g *contracts.Game) (contracts.GameEvent, error) {
				if round < 1 || round > g.Played() {
					return contracts.GameEvent{}, msg.Errorf("--round %d has not been played (%d played so far)", round, g.Played())
				}
				r, err := f.patch(g.Results()[round-1], a.Langs)
				return contracts.GameEvent{Kind: contracts.KindCorrect, Round: round, Result: &r, Reason: reason}, err
			})
		},
	}
	f.add(cmd)
	cmd.Flags().IntVar(&round, "round", 0, "the round to correct (1 for the first)")
	cmd.Flags().StringVar(&reason, "reason", "", "why (kept in the game's history)")
	return cmd
}

func newRummyUndoCmd(a *cmdutil.Factory) *cobra.Command {
	return cmdutil.NewUndoCmd(a, "Take back the last round (it stays in the game's history)",
		saved.OpenRummy, rummyUndo, printRummyNext)
}

// changeRummy opens a card game, applies the event that event builds from
// it, and says what comes next. Anything refused leaves the file as it was.
func changeRummy(a *cmdutil.Factory, name string, event func(*contracts.Game) (contracts.GameEvent, error)) error {
	g, err := cmdutil.Change(a, saved.OpenRummy, name, event)
	if err != nil {
		return err
	}
	printRummyNext(a, g.State)
	return nil
}

// printRummyNext says which round is next, with its contract, or who won.
func printRummyNext(a *cmdutil.Factory, g *contracts.Game) {
	if g.Finished() {
		fmt.Fprintln(a.IO.Out, a.WinnersLine(g.Winners()))
		return
	}
	i := g.Played()
	dealer, starter := g.Dealer(i)
	fmt.Fprintln(a.IO.Out, a.T("Next: round %d of %d, %s", i+1, len(g.List().Rounds), cmdutil.OneLine(g.Round(i).Contract.Text)))
	fmt.Fprintln(a.IO.Out, a.T("Dealer: %s · starts: %s", playername.Display(dealer), playername.Display(starter)))
}
