// Package yatzy is the yatzy command: a game at the table, its scripts
// (new, record, correct, undo, show), scoring a roll and the best play.
package yatzy

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/ask"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/saved"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/cmd/protokoll/recap"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// parseCommand returns the command s gives at a prompt, in any language
// the program speaks.
func parseCommand(a *cmdutil.Factory, s string) (catalog.Command, bool) { return a.Langs.Command(s) }

// NewCmd is `protokoll yatzy`: with no subcommand it starts a game at
// the table.
func NewCmd(a *cmdutil.Factory) *cobra.Command {
	var setup yatzySetup
	cmd := &cobra.Command{
		Use:     "yatzy",
		Aliases: []string{"yahtzee"},
		Short:   "Play the Yatzy family: scandinavian, forced, maxi, standard",
		Long: `Play a game of the Yatzy family with real dice.

With no subcommand, starts a new game: choose the variant and the players,
then each turn type the dice and pick a box. The game is saved after every
turn; leave with "quit" (or Ctrl-C) and resume with "protokoll yatzy play".
At the dice prompt: undo, fix (correct an entry), sheet, hint (the best
play for dice you are holding), chances (each player's chance to win from
here), quit.`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return yatzyNewGame(a, &setup, cmd.Flags().Changed("variant"))
		},
	}
	setup.addFlags(cmd, " (asked if not given)")
	cmd.AddCommand(
		newYatzyPlayCmd(a),
		newYatzyScoreCmd(a, nil),
		newYatzyNewCmd(a),
		newYatzyRecordCmd(a),
		newYatzyUndoCmd(a),
		newYatzyCorrectCmd(a),
		newYatzyShowCmd(a),
		newYatzyAdviseCmd(a),
		newYatzyReviewCmd(a),
		newYatzyChancesCmd(a),
	)
	return cmd
}

func newYatzyPlayCmd(a *cmdutil.Factory) *cobra.Command {
	return cmdutil.NewPlayCmd(a, "Resume a saved game at the table", saved.OpenYatzy, func(a *cmdutil.Factory, q *ask.Asker, g *saved.Yatzy) error {
		render.Sheet(a.IO.Out, g.State, a.Lang) // where the game stands
		return playYatzy(a, q, g)
	})
}

// yatzyNewGame asks what the flags did not say, creates the game and plays.
func yatzyNewGame(a *cmdutil.Factory, setup *yatzySetup, variantGiven bool) error {
	if err := cmdutil.CheckWritable(a); err != nil {
		return err
	}
	q := ask.New(a.IO, a.Lang, a.Langs)
	v, rules, err := setup.rules(a)
	if err != nil {
		return err
	}
	if !variantGiven && setup.Rules == "" { // house rules name their variant
		variants := scoresheet.Variants()
		width := 0
		for _, v := range variants {
			width = max(width, utf8.RuneCountInString(a.Lang.VariantName(v)))
		}
		choices := make([]ask.Choice, len(variants))
		for i, v := range variants {
			choices[i] = ask.Choice{Label: fmt.Sprintf("%-*s  %s · %s", width, a.Lang.VariantName(v), a.T("%d dice, %d boxes", v.Dice, len(v.Boxes)), variantWay(a, v)),
				Aliases: append([]string{v.ID, a.Lang.VariantName(v)}, v.Aliases...)}
		}
		i, err := q.Select(a.T("Variant"), choices)
		if err != nil {
			return cmdutil.LeaveQuietly(err)
		}
		v = variants[i]
	}
	players, err := playername.Parse(setup.Players)
	if err != nil {
		return err
	}
	if setup.Players == "" {
		players, err = ask.Value(q, a.T("Players (comma-separated, 1–%d)", scoresheet.MaxPlayers), "Anna, Bo", func(s string) ([]string, error) {
			names, err := playername.Parse(s)
			if err == nil {
				_, err = scoresheet.NewSheet(v, names, scoresheet.Rules{})
			}
			return names, err
		})
		if err != nil {
			return cmdutil.LeaveQuietly(err)
		}
	}
	g, err := saved.CreateYatzy(a, setup.Name, v, players, rules)
	if err != nil {
		return err
	}
	q.Say("%s", a.T("Game saved as %s", g.Name))
	return playYatzy(a, q, g)
}

// playYatzy plays turns until the game is over or the table leaves. Every
// turn is saved before the next prompt.
func playYatzy(a *cmdutil.Factory, q *ask.Asker, g *saved.Yatzy) error {
	return cmdutil.PlayLoop(a, q, g, saved.GameYatzy, yatzyTurn, yatzyEnd)
}

// yatzyTurn asks for one turn. It returns nil after the turn is saved, and
// also after a command (undo, fix, sheet) so the loop asks again.
func yatzyTurn(a *cmdutil.Factory, q *ask.Asker, g *saved.Yatzy) error {
	s := g.State
	v := s.Variant()
	player, round := s.Next()
	totals := s.Totals(player)
	head := a.T("%s's turn, round %d of %d", playername.Display(player), round, s.Rounds())
	if v.SavedRolls {
		head += " · " + scoresheet.LabelSavedRolls.Word(a.Lang.Sheets) + ": " + strconv.Itoa(totals.Saved)
	}
	q.Say("\n%s", head)

	// The dice, or a command.
	type answer struct {
		dice    scoresheet.Roll
		command catalog.Command
	}
	ans, err := ask.Value(q, a.T("Dice (%d values, e.g. %s)", v.Dice, exampleDice(v)), a.T("or: undo, fix, sheet, hint, chances, quit"), func(s string) (answer, error) {
		if c, ok := parseCommand(a, s); ok {
			return answer{command: c}, nil
		}
		dice, err := v.ParseRoll(s)
		return answer{dice: dice}, err
	})
	if err != nil {
		return err
	}
	if ans.command != "" {
		return yatzyCommand(a, q, g, ans.command)
	}
	dice := ans.dice

	rolls := 0
	if v.SavedRolls {
		most := 3 + totals.Saved
		rolls, err = ask.Value(q, a.T("Rolls used (1–%d)", most), a.T("empty: 3"), func(s string) (int, error) {
			return parseRolls(s, most)
		})
		if err != nil {
			return err
		}
	}

	opts, err := s.Options(dice)
	if err != nil {
		return err
	}
	if joker, bonus := s.Joker(dice); joker {
		msg := a.T("Joker rule (%s): this five of a kind may go in", s.Rules().Joker)
		if len(opts) == 1 {
			msg = a.T("Joker rule (%s): this five of a kind must go in", s.Rules().Joker)
		}
		for i, o := range opts {
			if i > 0 {
				msg += ","
			}
			msg += " " + v.Name(o.Box, a.Lang.Sheets)
		}
		if bonus {
			msg += " · " + a.T("Five of a kind bonus +%d", v.ExtraBonus)
		}
		q.Say("%s", msg)
	}
	if scoresheet.MustStrike(opts) {
		if len(opts) == 1 {
			q.Say("%s", a.T("%s scores 0 with these dice and must be struck.", v.Name(opts[0].Box, a.Lang.Sheets)))
		} else {
			q.Say("%s", a.T("Every free box scores 0: strike one."))
		}
	}
	// A box records the turn (a strike once confirmed); the other entries
	// show something and ask again, or leave the turn for a command. An
	// action reports whether the menu is done.
	recorded := false
	type action = func() (done bool, err error)
	var menu []ask.Item[action]
	for _, o := range opts {
		menu = append(menu, ask.Item[action]{Label: optionLabel(a, v, o), Aliases: boxAliases(a, v, o.Box), Value: func() (bool, error) {
			if o.Strike {
				ok, err := q.Confirm(a.T("Strike %s?", v.Name(o.Box, a.Lang.Sheets)))
				if err != nil || !ok {
					return err != nil, err
				}
			}
			recorded = true
			return true, g.Apply(a.Now(), scoresheet.Turn(player, o.Box, dice, rolls, o.Strike))
		}})
	}
	menu = append(menu, ask.Item[action]{Label: a.T("← other dice"), Aliases: a.Langs.Words(catalog.CmdBack), Value: func() (bool, error) { return true, nil }})
	if optimal.Solvable(v) == nil { // no hint that cannot be given (maxi)
		menu = append(menu, ask.Item[action]{Label: a.T("? hint: the best box"), Aliases: a.Langs.Words(catalog.CmdHint), Value: func() (bool, error) {
			showHint(a, q, g, dice, 0)
			return false, nil
		}})
	}
	// The commands of the dice prompt work here too.
	for _, c := range []catalog.Command{catalog.CmdUndo, catalog.CmdFix, catalog.CmdSheet, catalog.CmdQuit} {
		menu = append(menu, ask.Item[action]{Label: commandLabel(a, c), Aliases: a.Langs.Words(c), Value: func() (bool, error) {
			if c == catalog.CmdSheet {
				render.Sheet(a.IO.Out, s, a.Lang)
				return false, nil
			}
			if c == catalog.CmdUndo || c == catalog.CmdFix {
				// The turn starts again after it: say so.
				q.Say("%s", a.T("The dice %s are not recorded.", dice))
			}
			return true, yatzyCommand(a, q, g, c)
		}})
	}
	for done := false; !done; {
		act, err := ask.Pick(q, a.T("Which box?")+" ("+dice.String()+")", menu)
		if err != nil {
			return err
		}
		if done, err = act(); err != nil {
			return err
		}
	}
	if !recorded {
		return nil
	}
	h := s.History()
	e, _ := s.Entry(player, h[len(h)-1].Box)
	q.Say("%s", entryLine(a, v, e))
	render.Sheet(a.IO.Out, s, a.Lang)
	return nil
}

// entryLine says what a turn recorded: "Anna: Sixes 18 (6 6 6 2 4)".
func entryLine(a *cmdutil.Factory, v *scoresheet.Variant, e scoresheet.Entry) string {
	pts := strconv.Itoa(e.Points)
	if e.Strike {
		pts = scoresheet.LabelStrike.Word(a.Lang.Sheets)
	}
	line := fmt.Sprintf("%s: %s %s (%s)", playername.Display(e.Player), v.Name(e.Box, a.Lang.Sheets), pts, e.Dice)
	if e.Bonus > 0 {
		line += " · " + a.T("Five of a kind bonus +%d", e.Bonus)
	}
	return line
}

func exampleDice(v *scoresheet.Variant) string {
	if v.Dice == 6 {
		return "666241"
	}
	return "66624"
}

// parseRolls reads the rolls used in a maxi turn; empty means 3.
func parseRolls(s string, most int) (int, error) {
	if strings.TrimSpace(s) == "" {
		return 3, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 1 || n > most {
		return 0, msg.Errorf("%q: type the rolls used, 1 to %d", s, most)
	}
	return n, nil
}

func optionLabel(a *cmdutil.Factory, v *scoresheet.Variant, o scoresheet.Option) string {
	label := fmt.Sprintf("%-16s %3d", v.Name(o.Box, a.Lang.Sheets), o.Points)
	switch {
	case o.Strike:
		label += "  " + scoresheet.LabelStrike.Word(a.Lang.Sheets)
	case o.Joker:
		label += "  (" + a.T("joker") + ")"
	}
	return label
}

// boxAliases are the words that choose a box when typed on a pipe: its id
// and its names in every language the program speaks.
func boxAliases(a *cmdutil.Factory, v *scoresheet.Variant, b scoresheet.Box) []string {
	aliases := []string{string(b)}
	for _, l := range a.Langs {
		aliases = append(aliases, v.Name(b, l.Sheets))
	}
	return aliases
}

// commandLabel names a command in a list of choices.
func commandLabel(a *cmdutil.Factory, c catalog.Command) string {
	switch c {
	case catalog.CmdUndo:
		return a.T("(undo the last entry)")
	case catalog.CmdFix:
		return a.T("(correct an entry)")
	case catalog.CmdSheet:
		return a.T("(show the sheet)")
	}
	return a.T("(leave, resume later)")
}

// yatzyCommand carries out a command typed at a prompt.
func yatzyCommand(a *cmdutil.Factory, q *ask.Asker, g *saved.Yatzy, c catalog.Command) error {
	switch c {
	case catalog.CmdQuit:
		return ask.ErrEnd
	case catalog.CmdSheet:
		render.Sheet(a.IO.Out, g.State, a.Lang)
	case catalog.CmdUndo:
		return cmdutil.UndoAtTable(a, q, g, yatzyUndo, func() { render.Sheet(a.IO.Out, g.State, a.Lang) })
	case catalog.CmdFix:
		return yatzyFix(a, q, g)
	case catalog.CmdHint:
		if err := optimal.Solvable(g.State.Variant()); err != nil {
			q.Say("%s", a.T("No hints in %s: its table of best plays is too large to work out.", a.Lang.VariantName(g.State.Variant())))
			return nil
		}
		return yatzyHint(a, q, g)
	case catalog.CmdChances:
		c, err := chances(a, g)
		if err != nil {
			q.SayError(err)
			return nil
		}
		printChances(a, c)
	}
	return nil
}

// undoWhat says what an undo would take back: "Anna, Sixes 18 (6 6 6 2
// 4)", or "the correction of Anna's Sixes (misread)".
// yatzyUndo takes back a sheet's last entry.
var yatzyUndo = cmdutil.Undo[*scoresheet.Sheet, scoresheet.Event]{What: undoWhat, Event: scoresheet.Undo()}

func undoWhat(a *cmdutil.Factory, s *scoresheet.Sheet) (string, bool) {
	e, ok := s.Undoable()
	if !ok {
		return "", false
	}
	v := s.Variant()
	if e.Kind == scoresheet.KindCorrect {
		return a.T("the correction of %s's %s (%s)", playername.Display(e.Player), v.Name(e.Box, a.Lang.Sheets), e.Reason), true
	}
	entry, _ := s.Entry(e.Player, e.Box)
	return entryLine(a, v, entry), true
}

// variantWay says what sets a variant apart, for the menu that chooses
// one: the order of the boxes, saved rolls, the joker.
func variantWay(a *cmdutil.Factory, v *scoresheet.Variant) string {
	way := a.T("free order")
	switch {
	case v.Forced && v.BottomUp:
		way = a.T("bottom to top")
	case v.Forced:
		way = a.T("top to bottom")
	}
	if v.SavedRolls {
		way += ", " + a.T("saved rolls")
	}
	if v.HasJoker() {
		way += ", " + a.T("joker and +%d", v.ExtraBonus)
	}
	return way
}

// yatzyHint asks for the dice in hand and the rolls left, and shows the
// best keeps (or boxes) for the player whose turn it is.
func yatzyHint(a *cmdutil.Factory, q *ask.Asker, g *saved.Yatzy) error {
	v := g.State.Variant()
	dice, err := ask.Value(q, a.T("The dice in your hand, for the hint (%d values)", v.Dice), "", v.ParseRoll)
	if err != nil {
		return err
	}
	left, err := ask.Value(q, a.T("Rolls left (0–2)"), "", func(s string) (int, error) {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 0 || n > 2 {
			return 0, msg.Errorf("%q: type 0, 1 or 2", s)
		}
		return n, nil
	})
	if err != nil {
		return err
	}
	showHint(a, q, g, dice, left)
	return nil
}

// showHint prints the best few choices for dice with left rolls left.
func showHint(a *cmdutil.Factory, q *ask.Asker, g *saved.Yatzy, dice scoresheet.Roll, left int) {
	s := g.State
	if s.Variant().SavedRolls {
		q.Say("%s", a.T("No hints for maxi: its table is too large for a laptop."))
		return
	}
	player, _ := s.Next()
	t, err := cmdutil.Table(a, s.Variant(), s.Rules())
	if err != nil {
		q.SayError(err)
		return
	}
	choices, err := t.Advise(optimal.StateOf(s, player), dice, left)
	if err != nil {
		q.SayError(err)
		return
	}
	printAdvice(a, s.Variant(), dice, left, s.Totals(player).Total, choices, 5)
	// With others at the table, playing to win may differ from playing for
	// points: said in the last turns, where it is worked out exactly.
	ranked, rival, err := toWin(t, s, player, dice, left)
	switch {
	case errors.Is(err, optimal.ErrTooEarly):
	case err != nil:
		q.SayError(err)
	case ranked != nil:
		q.Say("%s", toWinLine(a, s.Variant(), choices, ranked, rival, left))
	}
}

// yatzyFix asks which entry to correct, the dice it should hold and why.
func yatzyFix(a *cmdutil.Factory, q *ask.Asker, g *saved.Yatzy) error {
	s := g.State
	v := s.Variant()
	entries := s.Entries()
	if len(entries) == 0 {
		q.Say("%s", a.T("Nothing to correct yet."))
		return nil
	}
	choices := make([]ask.Choice, len(entries))
	for i, e := range entries {
		choices[i] = ask.Choice{
			Label:   fmt.Sprintf("%s: %s %d (%s)", e.Player, v.Name(e.Box, a.Lang.Sheets), e.Points, e.Dice),
			Aliases: []string{e.Player + " " + string(e.Box)},
		}
	}
	i, err := q.Select(a.T("Which entry?"), choices)
	if err != nil {
		return err
	}
	e := entries[i]
	dice, err := ask.Value(q, a.T("The right dice for this entry (%d values)", v.Dice), "", v.ParseRoll)
	if err != nil {
		return err
	}
	reason, err := cmdutil.AskReason(a, q, a.T("a correction needs a reason"))
	if err != nil {
		return err
	}
	if err := g.Apply(a.Now(), scoresheet.Correction(e.Player, e.Box, dice, 0, reason)); err != nil {
		return cmdutil.SayRefusal(q, err)
	}
	render.Sheet(a.IO.Out, s, a.Lang)
	return nil
}

// yatzyEnd shows the final sheet, the standings and the winners; alone, the
// score against the player's best in earlier games.
func yatzyEnd(a *cmdutil.Factory, q *ask.Asker, g *saved.Yatzy) {
	s := g.State
	q.Say("\n%s", a.T("Game over"))
	render.Sheet(a.IO.Out, s, a.Lang)
	players := s.Players()
	slices.SortStableFunc(players, func(x, y string) int { return s.Totals(y).Total - s.Totals(x).Total })
	// Equal totals share a place: 1. Karin 289, 1. Nils 289, 3. Bo 250.
	place := 0
	for i, p := range players {
		if i == 0 || s.Totals(p).Total != s.Totals(players[i-1]).Total {
			place = i + 1
		}
		q.Say("%d. %-12s %d", place, playername.Display(p), s.Totals(p).Total)
	}
	q.Say("%s", a.WinnersLine(s.Winners()))
	defer recap.Tell(a, g.Name) // the night so far, after the game's own lines
	if len(players) == 1 {
		p := players[0]
		if best, ok := bestScore(a, s.Variant(), p, g.Name); ok {
			total := s.Totals(p).Total
			if total > best {
				q.Say("%s", a.T("A new best in %s! previous best %d · new best %d", a.Lang.VariantName(s.Variant()), best, total))
			} else {
				q.Say("%s", a.T("Your best in %s: %d", a.Lang.VariantName(s.Variant()), best))
			}
		}
	}
}

// bestScore returns player's best total in finished games of variant v,
// other than the game called except: the games' results as the statistics
// read them (through the index in the cache folder).
func bestScore(a *cmdutil.Factory, v *scoresheet.Variant, player, except string) (int, bool) {
	s, err := cmdutil.Store(a)
	if err != nil {
		return 0, false
	}
	cache, _ := tablecache.DefaultDir(a.Getenv)
	results, _, err := history.Results(s, cache)
	if err != nil {
		return 0, false
	}
	best, found := 0, false
	for _, g := range results {
		if g.Name == except || g.Kind != saved.GameYatzy || g.Of != v.ID || !g.Finished {
			continue
		}
		for _, p := range g.Players {
			if history.Fold(p.Name) == history.Fold(player) && (!found || p.Total > best) {
				best, found = p.Total, true
			}
		}
	}
	return best, found
}
