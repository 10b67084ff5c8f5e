package yatzy

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/advice"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/interrupt"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// AdviseOptions are yatzy advise's: the sheet and the dice, what is asked
// of them, and what working out the answer needs.
type AdviseOptions struct {
	IO     *iostreams.IOStreams
	Lang   *catalog.Language
	Langs  catalog.Languages
	Store  func() (store.Store, error)
	Tables func() (*tablecache.Tables, error)

	Variant, Dice, Sheet, Game, Player, Joker string
	House                                     string // --rules
	RollsLeft                                 int
	Start, Distribution, JSON, Prepare        bool
	ToWin                                     bool
}

// NewCmdAdvise is yatzy advise; runF, when not nil, runs instead of it
// (for tests).
func NewCmdAdvise(f *cmdutil.Factory, runF func(*AdviseOptions) error) *cobra.Command {
	opts := &AdviseOptions{IO: f.IO, Langs: f.Langs, Store: f.Store, Tables: f.Tables}
	cmd := &cobra.Command{
		Use:   "advise [--variant V] --dice D --rolls-left N [--sheet STATE | --game GAME --player P] [--json]",
		Short: "The best play for the dice in hand, by expected final score",
		Long: `The best play for the dice in hand, ranked by expected final score under
optimal play from here on: which dice to keep while rolls are left, which
box to fill after the last roll, each with what it loses against the best.

The sheet so far is --sheet "ones=3,sixes=24,yatzy=0" (boxes filled and
their points; empty for a new sheet) or a saved game's player. The first
use of a variant works out its table (seconds) and keeps it in the cache
folder; after that advice is immediate.

maxi's table takes minutes and is worked out only with --prepare (a bar
with the level, the share done and the time left; Ctrl-C keeps the levels
done for the next run); the last turns' advice comes as soon as their
levels are done. In maxi --rolls-left counts every roll the player may
still use this turn, the saved ones included, and --start gives the
expected score with saved rolls and without them.

--distribution with --game and --player (or --sheet) says how often each
final score comes from the player's sheet as it is, exactly; in maxi late
in the game (usually from four boxes free), earlier refused.`,
		Example: `  protokoll yatzy advise --dice 66624 --rolls-left 2
  protokoll yatzy advise --dice 12346 --rolls-left 0 --sheet "ones=3,small_straight=15"
  protokoll yatzy advise --game kväll --player Anna --dice 55512 --rolls-left 1
  protokoll yatzy advise --game kväll --player Anna --dice 66512 --rolls-left 2 --to-win
  protokoll yatzy advise --variant standard --start --json
  protokoll yatzy advise --start --distribution
  protokoll yatzy advise --game kväll --player Anna --distribution
  protokoll yatzy advise --prepare --variant standard
  protokoll yatzy advise --prepare --variant maxi
  protokoll yatzy advise --game söndag --player Anna --dice 666412 --rolls-left 4`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			if runF != nil {
				return runF(opts)
			}
			return adviseRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Variant, "variant", "scandinavian", "scandinavian, forced, maxi or standard")
	cmd.Flags().StringVar(&opts.Joker, "joker", string(scoresheet.Choices{}.Normal().Joker), "standard only: joker rule, forced or free")
	cmd.Flags().StringVar(&opts.House, "rules", "", cmdutil.HouseFlagHelp)
	cmd.Flags().StringVar(&opts.Dice, "dice", "", "the dice in hand")
	cmd.Flags().IntVar(&opts.RollsLeft, "rolls-left", -1, "rolls left this turn: 2 after the first roll, 0 after the last; in maxi every roll the player may still use this turn, the saved ones included (2 + saved after the first roll)")
	cmd.Flags().StringVar(&opts.Sheet, "sheet", "", `the sheet so far: "ones=3,sixes=24,yatzy=0"`)
	cmd.Flags().StringVar(&opts.Game, "game", "", "a saved game to take the sheet from")
	cmd.Flags().StringVar(&opts.Player, "player", "", "whose sheet, with --game")
	cmd.Flags().BoolVar(&opts.Start, "start", false, "print the expected final score of an empty sheet")
	cmd.Flags().BoolVar(&opts.ToWin, "to-win", false, "with --game and --player: rank the choices by the chance to win against the other players (estimated before the last turns; maxi: in its last three turns only)")
	cmd.Flags().BoolVar(&opts.Distribution, "distribution", false, "with --start: also how often each final score comes, as a histogram (worked out once, some seconds); with --game and --player (or --sheet): the same from the player's sheet as it is, exactly (maxi: late in the game)")
	cmd.Flags().BoolVar(&opts.Prepare, "prepare", false, "work out the variant's table now and keep it, so the first hint at the table comes at once (with --to-win: the tables for playing to win too)")
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}

// AdviceJSON is what `advise --json` prints.
type AdviceJSON struct {
	Variant string `json:"variant"`
	// Rival is, with --to-win, the other player with the highest
	// expected final total.
	Rival string `json:"rival,omitempty"`
	// Win is, with --to-win, the chance to win with the first choice
	// (the one to win with), and ForPointsWin with the choice of the
	// highest expected score; Estimated says they are the early method's
	// estimates, not exact.
	Win          *float64     `json:"win,omitempty"`
	ForPointsWin *float64     `json:"for_points_win,omitempty"`
	Estimated    bool         `json:"estimated,omitempty"`
	Dice         []int        `json:"dice"`
	RollsLeft    int          `json:"rolls_left"`
	Score        int          `json:"score"`
	Choices      []ChoiceJSON `json:"choices"`
}

// ChoiceJSON is one choice of advice: a keep or a box, its expected final
// score and what it loses against the best.
type ChoiceJSON struct {
	Keep     *[]int  `json:"keep,omitempty"` // with rolls left; [] keeps none
	Box      string  `json:"box,omitempty"`
	Points   *int    `json:"points,omitempty"`
	Expected float64 `json:"expected"`
	Loss     float64 `json:"loss"`
	// Win is, with --to-win, the chance to win with this choice.
	Win *float64 `json:"win,omitempty"`
}

func adviseRun(opts *AdviseOptions) error {
	v, err := cmdutil.Variant(opts.Store, opts.Langs, opts.Variant, opts.House)
	if err != nil {
		return err
	}
	joker, err := cmdutil.Joker(v, opts.Joker)
	if err != nil {
		return err
	}
	chosen := scoresheet.Choices{Joker: joker}
	st := optimal.State{Filled: map[scoresheet.Box]bool{}}
	score := 0
	var game *scoresheet.Sheet // and player, with --game
	var player string
	if opts.ToWin && !opts.Prepare && (opts.Game == "" || opts.Player == "") {
		return msg.Errorf("--to-win needs --game and --player: the chance to win is against the other players")
	}
	if opts.Game != "" {
		if opts.Sheet != "" {
			return msg.Errorf("give --sheet or --game, not both")
		}
		s, err := opts.Store()
		if err != nil {
			return err
		}
		g, err := s.ReadYatzy(opts.Game)
		if err != nil {
			return err
		}
		render.Warnings(opts.IO.ErrOut, opts.Lang, g.Warnings)
		if opts.Player == "" {
			return msg.Errorf("--game needs --player: whose sheet?")
		}
		p, err := g.State.Player(opts.Player)
		if err != nil {
			return err
		}
		v, chosen = g.State.Variant(), g.State.Choices()
		st, score = optimal.StateOf(g.State, p), g.State.Totals(p).Total
		game, player = g.State, p
	} else if opts.Sheet != "" {
		if st, score, err = parseSheetState(v, opts.Sheet, opts.Lang, opts.Langs); err != nil {
			return err
		}
	}
	if v.SavedRolls && opts.ToWin && !opts.Prepare && !opts.Distribution {
		// Exactly in the last turns; before, too large to work out.
		if late, err := optimal.Late(v, chosen, st); err != nil {
			return err
		} else if !late {
			free := len(v.Boxes) - len(st.Filled)
			return msg.Wrap(optimal.ErrTooEarly, "--to-win: in %s playing to win is worked out exactly with at most %d boxes free, and %s has %d: before, every total a player can have would have to be followed through the %d million states of its table, saved rolls and all; without --to-win, the best play by expected score", catalog.VariantName(v), optimal.MaxSavedToWin, playername.Display(player), free, advice.SavedStates(v))
		}
	}
	if v.SavedRolls && opts.Distribution && opts.Start {
		return msg.Wrap(optimal.ErrSavedRolls, "--distribution: the distribution of final scores is not worked out for %s: every score a game can reach would have to be followed through the %d million states of its table, saved rolls and all; without --distribution, the expected score", catalog.VariantName(v), advice.SavedStates(v))
	}
	tables, err := opts.Tables()
	if err != nil {
		return err
	}
	if opts.Prepare && v.SavedRolls {
		// Minutes, level by level: Ctrl-C stops it, keeping the levels
		// done, and says so.
		sig := opts.IO.Signals
		defer sig.Stoppable()()
		if err := tables.PrepareSaved(sig.Context(), v, chosen); err != nil {
			if sig.Received() {
				return interrupt.ErrCtrlC // what is kept is said
			}
			return err
		}
		fmt.Fprintf(opts.IO.Out, "%s\n", opts.Lang.T("The %s table is ready: %s", opts.Lang.VariantName(v), tables.Cache.Dir))
		return nil
	}
	if opts.Prepare {
		if err := tables.Prepare(v, chosen); err != nil {
			return err
		}
		fmt.Fprintf(opts.IO.Out, "%s\n", opts.Lang.T("The %s table is ready: %s", opts.Lang.VariantName(v), tables.Cache.Path(v, chosen)))
		if opts.ToWin {
			// The tables advice to win reads before the last turns: one
			// for each risk it plays with, and the one its variances
			// come from.
			thetas := append(optimal.RiskThetas(), optimal.VarianceTheta)
			for _, theta := range thetas {
				if theta == 0 {
					continue // the expected score's, ready
				}
				if err := tables.PrepareRisk(v, chosen, theta); err != nil {
					return err
				}
			}
			fmt.Fprintf(opts.IO.Out, "%s\n", opts.Lang.N(len(thetas)-1, "%d table for playing to win is ready, in %s", "%d tables for playing to win are ready, in %s", len(thetas)-1, tables.Cache.Dir))
		}
		return nil
	}
	if opts.Distribution && !opts.Start {
		switch {
		case game == nil && opts.Sheet == "":
			return msg.Errorf("--distribution goes with --start, or with --game and --player: the distribution is of the final score from an empty sheet or from a player's")
		case opts.ToWin:
			return msg.Errorf("give --distribution or --to-win, not both")
		}
		return finalRun(opts, tables, v, chosen, st, score, player)
	}
	if !opts.Start && (opts.Dice == "" || opts.RollsLeft < 0) {
		return msg.Errorf("--dice and --rolls-left are required (or --start for an empty sheet's expected score)")
	}
	var dice scoresheet.Roll
	if !opts.Start {
		if dice, err = v.ParseRoll(opts.Dice); err != nil {
			return err
		}
		if err := rollsLeftCan(v, game, player, len(st.Filled), opts.RollsLeft); err != nil {
			return err
		}
	}
	if !opts.Start && len(st.Filled) == len(v.Boxes) {
		return msg.Errorf("every box of the sheet is filled: no choice is left to advise")
	}
	if opts.Start {
		t, err := tables.Table(v, chosen)
		if err != nil {
			return err
		}
		var without *optimal.Table // maxi played without saved rolls
		if v.SavedRolls {
			if without, err = tables.WithoutSaved(v, chosen); err != nil {
				return err
			}
		}
		return startRun(opts, tables, t, without)
	}
	// Advice on one sheet reads only the states a box away from it; to
	// win, the others' chances need the whole table.
	near, err := tables.Near(v, chosen, st)
	if err != nil {
		return err
	}
	choices, err := near.Advise(dice, opts.RollsLeft)
	if err != nil {
		return err
	}
	best := choices[0].Value
	var ranked []optimal.Choice // by the chance to win, with --to-win
	rival, estimated := "", false
	forPoints := choices[0]
	if opts.ToWin {
		// To win exactly, the others' chances need the whole table;
		// earlier, the risk tables' blocks near the sheets do.
		whole := func() (*optimal.Table, error) { return tables.Table(v, chosen) }
		if v.SavedRolls {
			// maxi's levels from the sheet with the fewest boxes filled up:
			// no other is read.
			least := st
			for _, p := range game.Players() {
				if o := optimal.StateOf(game, p); len(o.Filled) < len(least.Filled) {
					least = o
				}
			}
			whole = func() (*optimal.Table, error) { return tables.From(v, chosen, least) }
		}
		r, err := advice.RankToWin(whole, advice.RiskOf(opts.Tables, v, chosen), game, player, dice, opts.RollsLeft)
		ranked, rival, estimated = r.Choices, r.Rival, r.Estimated
		switch {
		case err != nil:
			return err
		case ranked == nil:
			return msg.Errorf("--to-win: %s plays alone; the highest expected score is the way to win", playername.Display(player))
		}
		// Ranked by the chance to win, each with its expected score.
		expected := choices
		choices = make([]optimal.Choice, len(ranked))
		for i, r := range ranked {
			choices[i] = r
			choices[i].Value = advice.ValueOf(expected, r)
		}
	}
	if opts.JSON {
		out := AdviceJSON{Variant: v.ID, Dice: dice, RollsLeft: opts.RollsLeft, Score: score, Rival: rival, Estimated: estimated, Choices: []ChoiceJSON{}}
		if ranked != nil {
			win, fp := advice.Round4(ranked[0].Value), advice.Round4(advice.ValueOf(ranked, forPoints))
			out.Win, out.ForPointsWin = &win, &fp
		}
		for i, c := range choices {
			cj := ChoiceJSON{Expected: advice.Round4(float64(score) + c.Value), Loss: advice.Round4(best - c.Value)}
			if ranked != nil {
				w := advice.Round4(ranked[i].Value)
				cj.Win = &w
			}
			if c.Box != "" { // in maxi with rolls left too
				p := c.Points
				cj.Box, cj.Points = string(c.Box), &p
			} else {
				keep := append([]int{}, c.Keep...)
				cj.Keep = &keep
			}
			out.Choices = append(out.Choices, cj)
		}
		return view.WriteJSON(opts.IO.Out, out)
	}
	if ranked != nil {
		printToWin(opts.IO.Out, opts.Lang, v, dice, opts.RollsLeft, score, choices, ranked, rival, 10)
		return nil
	}
	printAdvice(opts.IO.Out, opts.Lang, v, dice, opts.RollsLeft, score, choices, 10)
	return nil
}

// rollsLeftCan refuses rolls left that the player cannot have after the
// turn's first roll: more than a turn's other two, and in maxi the rolls
// saved besides (the game's player's; with a sheet of filled boxes
// alone, the most that many turns can save, two a turn).
func rollsLeftCan(v *scoresheet.Variant, game *scoresheet.Sheet, player string, filled, left int) error {
	most := scoresheet.RollsPerTurn - 1
	switch {
	case !v.SavedRolls:
		if left > most {
			return msg.Errorf("--rolls-left %d: a turn has %d rolls, so 0 to %d are left after one", left, scoresheet.RollsPerTurn, most)
		}
	case game != nil:
		saved := game.Totals(player).Saved
		if left > most+saved {
			return msg.Errorf("--rolls-left %d: %s has %d saved rolls and a turn %d rolls, so 0 to %d are left after the first", left, playername.Display(player), saved, scoresheet.RollsPerTurn, most+saved)
		}
	default:
		saved := most * filled
		if left > most+saved {
			return msg.ErrorN(filled, "--rolls-left %d: %d turn played saves at most %d rolls, and a turn has %d, so 0 to %d are left after the first",
				"--rolls-left %d: %d turns played save at most %d rolls, and a turn has %d, so 0 to %d are left after the first", left, filled, saved, scoresheet.RollsPerTurn, most+saved)
		}
	}
	return nil
}

// printToWin writes the best few choices for the chance to win against
// rival and the rest, each with that chance and its expected final score
// (choices: the same choices, with their expected scores).
func printToWin(out io.Writer, a *catalog.Language, v *scoresheet.Variant, dice scoresheet.Roll, rollsLeft, score int, choices, ranked []optimal.Choice, rival string, most int) {
	left := a.N(rollsLeft, "%d roll left", "%d rolls left", rollsLeft)
	fmt.Fprintf(out, "%s · %s · %s · %s\n", a.VariantName(v), dice, left, a.T("to beat %s", playername.Display(rival)))
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintf(w, "  %s\t%s\t%s\n", a.T("choice"), a.T("win chance"), a.T("expected final score"))
	for i, c := range choices {
		if i == most {
			break
		}
		fmt.Fprintf(w, "  %s\t%s\t%s\n", advice.ChoiceText(a, v, c, rollsLeft), a.Percent(ranked[i].Value), a.Decimal(float64(score)+c.Value, 2))
	}
	w.Flush()
}

// StartJSON is what `advise --start --json` prints: the expected final
// score from an empty sheet and, with --distribution, the chance of each.
type StartJSON struct {
	Expected float64 `json:"expected"`
	// ExpectedWithoutSavedRolls is, for a game with saved rolls (maxi),
	// the expected final score played without them: every turn three
	// rolls, those not used lost (a house rule some families play).
	ExpectedWithoutSavedRolls *float64          `json:"expected_without_saved_rolls,omitempty"`
	Distribution              *DistributionJSON `json:"distribution,omitempty"`
}

// DistributionJSON is the chance of each final score: P[i] of Lo+i.
type DistributionJSON struct {
	Lo int       `json:"lo"`
	P  []float64 `json:"p"`
}

// startRun says the expected final score of an empty sheet under t's
// play, and without, if not nil, the same of the game without saved rolls.
func startRun(opts *AdviseOptions, tables *tablecache.Tables, t, without *optimal.Table) error {
	a, v, w := opts.Lang, t.Variant(), opts.IO.Out
	empty := optimal.State{Filled: map[scoresheet.Box]bool{}}
	start, err := t.Expected(empty)
	if err != nil {
		return err
	}
	out := StartJSON{Expected: advice.Round4(start)}
	var lost float64
	if without != nil {
		if lost, err = without.Expected(empty); err != nil {
			return err
		}
		x := advice.Round4(lost)
		out.ExpectedWithoutSavedRolls = &x
	}
	var d optimal.Distribution
	if opts.Distribution {
		if d, err = tables.StartDistribution(t); err != nil {
			return err
		}
		out.Distribution = &DistributionJSON{Lo: d.Lo, P: d.P}
	}
	if opts.JSON {
		return view.WriteJSON(w, out)
	}
	fmt.Fprintln(w, a.T("%s: %.2f expected from an empty sheet under optimal play", a.VariantName(v), start))
	if without != nil {
		fmt.Fprintln(w, a.T("%s without saved rolls (every turn three rolls, those not used lost): %.2f", a.VariantName(v), lost))
	}
	if opts.Distribution {
		writeDistribution(w, a, d)
	}
	return nil
}

// writeDistribution draws d after a blank line, with its median and
// deciles.
func writeDistribution(w io.Writer, a *catalog.Language, d optimal.Distribution) {
	fmt.Fprintln(w)
	for _, line := range Histogram(d, 8) {
		fmt.Fprintln(w, line)
	}
	fmt.Fprintln(w, a.T("Half the games end at %d or more.", Quantile(d, 0.5)))
	fmt.Fprintln(w, a.T("One in ten ends below %d, one in ten at %d or more.", Quantile(d, 0.1), Quantile(d, 0.9)))
}

// FinalJSON is what `advise --distribution --game G --player P --json`
// prints: the player's score so far, the expected final score and how
// often each final score comes, from the sheet as it is.
type FinalJSON struct {
	Player       string           `json:"player,omitempty"`
	Score        int              `json:"score"`
	Free         int              `json:"free"`
	Expected     float64          `json:"expected"`
	Distribution DistributionJSON `json:"distribution"`
}

// finalRun says the distribution of the final score from st (score so
// far; player's, with --game): exact, from the whole table (a game with
// saved rolls only late in the game, optimal.ErrTooMany before, said
// with from when it is worked out).
func finalRun(opts *AdviseOptions, tables *tablecache.Tables, v *scoresheet.Variant, chosen scoresheet.Choices, st optimal.State, score int, player string) error {
	a, w := opts.Lang, opts.IO.Out
	free := len(v.Boxes) - len(st.Filled)
	who := playername.Display(player)
	if player == "" {
		who = a.T("the sheet")
	}
	if free == 0 {
		return msg.Errorf("every box of the sheet is filled: its final score is %d", score)
	}
	// Too early is said before any table is read or prepared.
	if exact, err := optimal.FinalExact(v, chosen, st); err != nil {
		return err
	} else if !exact {
		return msg.Wrap(optimal.ErrTooMany, "--distribution: too early for %s: with %d boxes free more than %d states (boxes, upper sum, rolls saved) can follow, and the exact distribution follows every one; it is worked out later in the game, usually from %d boxes free", who, free, optimal.MaxSavedExact, optimal.SavedExactFree)
	}
	t, err := tables.From(v, chosen, st)
	if err != nil {
		return err
	}
	d, err := t.FinalDistribution(st)
	if err != nil {
		return err
	}
	d = d.Shift(score)
	if opts.JSON {
		return view.WriteJSON(w, FinalJSON{Player: player, Score: score, Free: free, Expected: advice.Round4(d.Mean()), Distribution: DistributionJSON{Lo: d.Lo, P: d.P}})
	}
	fmt.Fprintln(w, a.N(free, "%s: %d so far, %d box free: %.2f expected at the end under optimal play", "%s: %d so far, %d boxes free: %.2f expected at the end under optimal play", who, score, free, d.Mean()))
	writeDistribution(w, a, d)
	return nil
}

// Quantile returns the least score that more than q of the games end at
// or below: at most q end below it.
func Quantile(d optimal.Distribution, q float64) int {
	sum := 0.0
	for i, p := range d.P {
		if sum+p > q {
			return d.Lo + i
		}
		sum += p
	}
	return d.Hi()
}

// Histogram draws d as rows of plain block characters, height rows high,
// a column for each five points (or ten, …, to fit in 80 columns) from the score below which 1 game in
// 1,000 ends to the one above which 1 in 1,000 does, and under them the
// scores at every 50.
func Histogram(d optimal.Distribution, height int) []string {
	// Five points a column, or ten or more where that would not fit in
	// 80 columns (standard's jokers reach far).
	step, lo, hi, cols := 5, 0, 0, 0
	for {
		lo, hi = Quantile(d, 0.001)/step*step, Quantile(d, 0.999)/step*step+step-1
		if cols = (hi - lo + 1) / step; cols <= 72 {
			break
		}
		step *= 2
	}
	bins := make([]float64, cols)
	most := 0.0
	for c := range bins {
		for s := lo + c*step; s < lo+(c+1)*step; s++ {
			bins[c] += d.At(s)
		}
		most = max(most, bins[c])
	}
	blocks := []rune(" ▁▂▃▄▅▆▇█")
	rows := make([]string, 0, height+1)
	for r := height - 1; r >= 0; r-- { // the top row first
		line := make([]rune, cols)
		for c, b := range bins {
			eighths := int(b/most*float64(8*height) + 0.5)
			line[c] = blocks[min(8, max(0, eighths-8*r))]
		}
		rows = append(rows, strings.TrimRight(string(line), " "))
	}
	axis := []rune(strings.Repeat(" ", cols+4))
	for s := (lo + 49) / 50 * 50; s <= hi; s += 50 {
		copy(axis[(s-lo)/step:], []rune(strconv.Itoa(s)))
	}
	return append(rows, strings.TrimRight(string(axis), " "))
}

// printAdvice writes the best few choices, each with its expected final
// score and what it loses against the best.
func printAdvice(out io.Writer, a *catalog.Language, v *scoresheet.Variant, dice scoresheet.Roll, rollsLeft, score int, choices []optimal.Choice, most int) {
	said := advice.SayChoices(a, v, dice, rollsLeft, score, choices, most)
	fmt.Fprintln(out, said.Title)
	w := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	for _, row := range append([][]string{said.Heads}, said.Rows...) {
		fmt.Fprintf(w, "  %s\n", strings.Join(row, "\t"))
	}
	w.Flush()
}

// parseSheetState reads "ones=3,sixes=24,yatzy=0": the boxes filled so far
// and their points.
func parseSheetState(v *scoresheet.Variant, s string, l *catalog.Language, langs catalog.Languages) (optimal.State, int, error) {
	var st optimal.State
	filled := map[scoresheet.Box]int{}
	score, upper := 0, 0
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		name, points, ok := strings.Cut(part, "=")
		p, err := strconv.Atoi(strings.TrimSpace(points))
		if !ok || err != nil || p < 0 {
			return st, 0, msg.Errorf("--sheet %q: want BOX=POINTS, like ones=3", part)
		}
		b, err := v.LookupBox(name, langs.Sheets()...)
		if err != nil {
			return st, 0, err
		}
		if _, ok := filled[b]; ok {
			return st, 0, msg.Errorf("--sheet names %s twice", b)
		}
		if !v.CanHold(b, p) {
			return st, 0, msg.Errorf("--sheet %s=%d: no roll scores %d in %s", b, p, p, v.Name(b, l.Sheets))
		}
		filled[b] = p
		if b.Upper() {
			upper += p
		}
		score += p
	}
	if v.Forced {
		// The order the boxes are filled in: only its first boxes can be.
		order := slices.Clone(v.Boxes)
		if v.BottomUp {
			slices.Reverse(order)
		}
		for _, b := range order[:len(filled)] {
			if _, ok := filled[b]; !ok {
				return st, 0, msg.Errorf("--sheet: %s fills its boxes in order, and %s is not filled yet", l.VariantName(v), v.Name(b, l.Sheets))
			}
		}
	}
	return optimal.StateOfPoints(v, filled), score + v.UpperBonus(upper), nil
}

// ReviewJSON is what `review --json` prints: per player, what each turn
// lost against optimal play.
type ReviewJSON struct {
	Name    string             `json:"name"`
	Variant string             `json:"variant"`
	Players []ReviewPlayerJSON `json:"players"`
}

// ReviewPlayerJSON is one player of a review: each turn, and what all lost.
type ReviewPlayerJSON struct {
	Name  string           `json:"name"`
	Turns []ReviewTurnJSON `json:"turns"`
	Lost  float64          `json:"lost"`
}

// ReviewTurnJSON is one turn of a review: the box chosen, the best, and
// what the choice lost.
type ReviewTurnJSON struct {
	Round  int     `json:"round"`
	Dice   []int   `json:"dice"`
	Box    string  `json:"box"`
	Best   string  `json:"best"`
	Lost   float64 `json:"lost"`
	Points int     `json:"points"`
	// BestPoints is what the best box scored: 0 when the best was a strike.
	BestPoints int `json:"best_points"`
}

// ReviewOptions are yatzy review's: the game, as text or JSON, and what
// pricing it needs.
type ReviewOptions struct {
	IO     *iostreams.IOStreams
	Lang   *catalog.Language
	Store  func() (store.Store, error)
	Tables func() (*tablecache.Tables, error)

	Game string
	JSON bool
}

// NewCmdReview is yatzy review; runF, when not nil, runs instead of it
// (for tests).
func NewCmdReview(f *cmdutil.Factory, runF func(*ReviewOptions) error) *cobra.Command {
	opts := &ReviewOptions{IO: f.IO, Store: f.Store, Tables: f.Tables}
	cmd := &cobra.Command{
		Use:   "review GAME [--json]",
		Short: "What each box chosen cost against optimal play, per player",
		Long: `What each box chosen cost against optimal play: for every turn, the
expected final score lost by the box chosen against the best box for the
dice, and each player's total. Only the final dice and the box are known
to the game, so the keeps along the way are not judged.`,
		Args: cmdutil.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.Game = f.Lang, args[0]
			if runF != nil {
				return runF(opts)
			}
			return reviewRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}

func reviewRun(opts *ReviewOptions) error {
	a, out := opts.Lang, opts.IO.Out
	s, err := opts.Store()
	if err != nil {
		return err
	}
	g, err := s.ReadYatzy(opts.Game)
	if err != nil {
		return err
	}
	render.Warnings(opts.IO.ErrOut, a, g.Warnings)
	rv, err := review(opts.Tables, g)
	if err != nil {
		return err
	}
	if opts.JSON {
		return view.WriteJSON(out, rv)
	}
	v := g.State.Variant()
	for _, p := range rv.Players {
		fmt.Fprintf(out, "%s: %s\n", p.Name, a.T("%.2f points lost against optimal play", p.Lost))
		for _, turn := range p.Turns {
			if turn.Lost < 0.005 {
				continue
			}
			best := v.Name(scoresheet.Box(turn.Best), a.Sheets)
			if turn.BestPoints == 0 {
				best = a.T("strike %s (0)", best)
			}
			fmt.Fprintf(out, "  %2d. %s → %s %d; %s %s (−%s)\n", turn.Round, scoresheet.Roll(turn.Dice),
				v.Name(scoresheet.Box(turn.Box), a.Sheets), turn.Points, a.T("best:"), best, a.Decimal(turn.Lost, 2))
		}
	}
	return nil
}

// review replays a game turn by turn and prices each box chosen, with the
// run's tables.
func review(tables func() (*tablecache.Tables, error), g *store.Yatzy) (ReviewJSON, error) {
	s := g.State
	v := s.Variant()
	out := ReviewJSON{Name: g.Name, Variant: v.ID}
	t, err := advice.Table(tables, v, s.Choices())
	if err != nil {
		return out, err
	}
	priced, err := t.Review(s)
	if err != nil {
		return out, err
	}
	byPlayer := map[string]*ReviewPlayerJSON{}
	for _, p := range s.Players() {
		out.Players = append(out.Players, ReviewPlayerJSON{Name: p, Turns: []ReviewTurnJSON{}})
	}
	for i := range out.Players {
		byPlayer[out.Players[i].Name] = &out.Players[i]
	}
	for _, p := range priced {
		e, pr := p.Entry, byPlayer[p.Entry.Player]
		lost := advice.Round4(p.Lost)
		pr.Turns = append(pr.Turns, ReviewTurnJSON{Round: len(pr.Turns) + 1, Dice: e.Dice, Box: string(e.Box), Best: string(p.Best.Box), BestPoints: p.Best.Points, Lost: lost, Points: e.Points})
		pr.Lost = advice.Round4(pr.Lost + lost)
	}
	return out, nil
}
