package rummy

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/ask"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/saved"
	"github.com/kitchentable/protokoll/cmd/protokoll/recap"
	"github.com/kitchentable/protokoll/contracts"
)

func newRummyPlayCmd(a *cmdutil.Factory) *cobra.Command {
	return cmdutil.NewPlayCmd(a, "Resume a saved card game at the table", saved.OpenRummy, func(a *cmdutil.Factory, q *ask.Asker, g *saved.Rummy) error {
		if g.State.Played() > 0 {
			render.Rummy(a.IO.Out, g.State, a.Lang) // where the game stands
		}
		return playRummy(a, q, g)
	})
}

// rummyNewGame asks what the flags did not say, creates the game and plays.
func rummyNewGame(a *cmdutil.Factory, setup *rummySetup) error {
	if err := cmdutil.CheckWritable(a); err != nil {
		return err
	}
	q := ask.New(a.IO, a.Lang, a.Langs)
	var l *contracts.List
	var err error
	if setup.List != "" {
		if l, err = cmdutil.LoadList(setup.List); err != nil {
			return err
		}
	} else {
		lists := contracts.Lists()
		var choices []ask.Choice
		for _, l := range lists {
			first := cmdutil.OneLine(l.Rounds[0].Contract.Text)
			choices = append(choices, ask.Choice{Label: fmt.Sprintf("%-9s %2d · 1. %s …", l.Title, len(l.Rounds), first), Aliases: []string{l.Name}})
		}
		choices = append(choices, ask.Choice{Label: a.T("A list of your own, from a file…"), Aliases: a.Langs.Words(catalog.CmdFile)})
		i, err := q.Select(a.T("List of contracts"), choices)
		if err != nil {
			return cmdutil.LeaveQuietly(err)
		}
		if i < len(lists) {
			l = lists[i]
		} else {
			if l, err = ask.Value(q, a.T("The list's file"), "our-list.txt", cmdutil.LoadList); err != nil {
				return cmdutil.LeaveQuietly(err)
			}
		}
	}
	players, err := playername.Parse(setup.Players)
	if err != nil {
		return err
	}
	if setup.Players == "" {
		players, err = ask.Value(q, a.T("Players in seating order (comma-separated, %d–%d)", contracts.MinPlayers, contracts.MaxPlayers), "Anna, Bo, Cecilia", func(s string) ([]string, error) {
			names, err := playername.Parse(s)
			if err == nil {
				_, err = contracts.NewGame(l, names, "")
			}
			return names, err
		})
		if err != nil {
			return cmdutil.LeaveQuietly(err)
		}
	}
	dealer := setup.Dealer
	if dealer == "" {
		var choices []ask.Choice
		for _, p := range players {
			choices = append(choices, ask.Choice{Label: p})
		}
		i, err := q.Select(a.T("Who deals first?"), choices)
		if err != nil {
			return cmdutil.LeaveQuietly(err)
		}
		dealer = players[i]
	}
	g, err := saved.CreateRummy(a, setup.Name, l, players, dealer)
	if err != nil {
		return err
	}
	q.Say("%s", a.T("Game saved as %s", g.Name))
	return playRummy(a, q, g)
}

// playRummy plays rounds until the list is done or the table leaves.
// Every round is saved before the next prompt.
func playRummy(a *cmdutil.Factory, q *ask.Asker, g *saved.Rummy) error {
	return cmdutil.PlayLoop(a, q, g, saved.GameRummy, rummyRound, func(a *cmdutil.Factory, q *ask.Asker, g *saved.Rummy) {
		// The last round's table is on the screen already.
		q.Say("\n%s", a.T("Game over"))
		q.Say("%s", a.WinnersLine(g.State.Winners()))
		recap.Tell(a, g.Name)
	})
}

// rummyRound asks for one round's result and saves it. It returns nil
// after a command too (check, undo, fix, scores), so the loop asks again.
func rummyRound(a *cmdutil.Factory, q *ask.Asker, g *saved.Rummy) error {
	game := g.State
	i := game.Played()
	c := game.Round(i).Contract
	dealer, starter := game.Dealer(i)
	q.Say("\n%s", a.T("Round %d of %d · %s", i+1, len(game.List().Rounds), game.List().Title))
	q.Say("  %s", strings.ReplaceAll(c.Text, "\n", "\n  "))
	q.Say("  → %s", c.Explain(a.Lang.Contracts))
	q.Say("  %s", a.T("Dealer: %s · starts: %s", playername.Display(dealer), playername.Display(starter)))
	if w := game.PreviousWinner(i); w != "" {
		q.Say("  %s", a.T("Last round's winner: %s", playername.Display(w)))
	}

	// Who went out records the round; the commands come after.
	var menu []ask.Item[func() error]
	for _, p := range game.Players() {
		menu = append(menu, ask.Item[func() error]{Label: playername.Display(p), Value: func() error {
			r, err := askResult(a, q, game, i, p)
			if err != nil {
				return err
			}
			if err := g.Apply(a.Now(), contracts.GameEvent{Kind: contracts.KindRound, Result: r}); err != nil {
				return cmdutil.SayRefusal(q, err)
			}
			render.Rummy(a.IO.Out, game, a.Lang)
			return nil
		}})
	}
	menu = append(menu,
		ask.Item[func() error]{Label: a.T("Check a meld"), Aliases: a.Langs.Words(catalog.CmdCheck), Value: func() error { return rummyCheck(a, q, g) }},
		ask.Item[func() error]{Label: a.T("Undo the last round"), Aliases: a.Langs.Words(catalog.CmdUndo), Value: func() error {
			return cmdutil.UndoAtTable(a, q, g, rummyUndo, func() { render.Rummy(a.IO.Out, g.State, a.Lang) })
		}},
		ask.Item[func() error]{Label: a.T("Correct a round"), Aliases: a.Langs.Words(catalog.CmdFix), Value: func() error { return rummyFix(a, q, g) }},
		ask.Item[func() error]{Label: a.T("Show the scores"), Aliases: a.Langs.Words(catalog.CmdSheet), Value: func() error {
			render.Rummy(a.IO.Out, game, a.Lang)
			return nil
		}},
		ask.Item[func() error]{Label: a.T("Leave (resume later)"), Aliases: a.Langs.Words(catalog.CmdQuit), Value: func() error { return ask.ErrEnd }},
	)
	act, err := ask.Pick(q, a.T("Who went out?"), menu)
	if err != nil {
		return err
	}
	return act()
}

// askHand asks for the cards left in p's hand, their points shown as they
// are typed; with the cards already on the table they must fit in two
// decks.
func askHand(a *cmdutil.Factory, q *ask.Asker, p string, table []contracts.Card) ([]contracts.Card, error) {
	show := func(s string) string {
		cards, err := contracts.ParseCards(s, a.Langs.Cards()...)
		if err != nil {
			return a.T("ranks are enough: K 7 2 A; empty if none")
		}
		return a.T("= %d points", contracts.Points(cards))
	}
	return ask.ValueShowing(q, a.T("Cards left in %s's hand", playername.Display(p)), show, func(s string) ([]contracts.Card, error) {
		cards, err := contracts.ParseCards(s, a.Langs.Cards()...)
		if err == nil {
			err = contracts.CheckHand(cards)
		}
		if err == nil {
			err = contracts.CheckTable(append(slices.Clone(table), cards...))
		}
		return cards, err
	})
}

// askResult asks for the rest of round i's result once out is known: the
// labels, every other player's cards left, the special and adjustments.
func askResult(a *cmdutil.Factory, q *ask.Asker, game *contracts.Game, i int, out string) (*contracts.Result, error) {
	c := game.Round(i).Contract
	r := &contracts.Result{Out: out, Left: map[string][]contracts.Card{}}
	if c.Labelled() {
		r.Labels = game.WinnerLabels(i)
		if r.Labels == nil {
			labels, err := askLabels(a, q, game, c)
			if err != nil {
				return nil, err
			}
			r.Labels = labels
		}
	}
	var table []contracts.Card
	for _, p := range game.Players() {
		if p == out {
			continue
		}
		cards, err := askHand(a, q, p, table)
		if err != nil {
			return nil, err
		}
		table = append(table, cards...)
		r.Left[p] = cards
	}
	for _, s := range c.Specials {
		q.Say("%s", s.Text)
		for _, p := range game.Players() {
			n, err := ask.Value(q, a.T("Cards in %s's %s (0 if none)", playername.Display(p), s.Meld.KindWord()), "", func(t string) (int, error) {
				n, err := strconv.Atoi(strings.TrimSpace(t))
				if err != nil {
					return 0, msg.Errorf("%q: type 0, or %d to %d", t, s.Meld.Size, contracts.PerRank)
				}
				return n, s.CheckCards(n)
			})
			if err != nil {
				return nil, err
			}
			if n > 0 {
				if r.Special == nil {
					r.Special = map[string]int{}
				}
				r.Special[p] = n
			}
		}
	}
	for {
		more, err := q.Confirm(a.T("Adjust someone's points by hand?"))
		if err != nil || !more {
			return r, err
		}
		adj, err := askAdjustment(a, q, game)
		if err != nil {
			return nil, err
		}
		r.Adjust = append(r.Adjust, adj)
	}
}

func askLabels(a *cmdutil.Factory, q *ask.Asker, game *contracts.Game, c *contracts.Contract) (map[string]string, error) {
	var choices []ask.Choice
	for k, req := range c.Requirements {
		choices = append(choices, ask.Choice{Label: req.Name(), Aliases: []string{strconv.Itoa(k + 1)}})
	}
	labels := map[string]string{}
	for _, p := range game.Players() {
		k, err := q.Select(a.T("Which contract did %s have?", playername.Display(p)), choices)
		if err != nil {
			return nil, err
		}
		labels[p] = c.Requirements[k].Name()
	}
	return labels, nil
}

func askAdjustment(a *cmdutil.Factory, q *ask.Asker, game *contracts.Game) (contracts.Adjustment, error) {
	var adj contracts.Adjustment
	var choices []ask.Choice
	for _, p := range game.Players() {
		choices = append(choices, ask.Choice{Label: p})
	}
	k, err := q.Select(a.T("Whose points?"), choices)
	if err != nil {
		return adj, err
	}
	adj.Player = game.Players()[k]
	adj.Points, err = ask.Value(q, a.T("Points to add (negative to take off)"), "-10", func(s string) (int, error) {
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil {
			return 0, msg.Errorf("%q: type a whole number, like -10", s)
		}
		return n, nil
	})
	if err != nil {
		return adj, err
	}
	adj.Reason, err = cmdutil.AskReason(a, q, a.T("an adjustment needs a reason"))
	return adj, err
}

// rummyCheck checks a disputed meld against the current round's contract.
func rummyCheck(a *cmdutil.Factory, q *ask.Asker, g *saved.Rummy) error {
	c := g.State.Round(g.State.Played()).Contract
	label := ""
	if c.Labelled() {
		var choices []ask.Choice
		for k, req := range c.Requirements {
			choices = append(choices, ask.Choice{Label: req.Name(), Aliases: []string{strconv.Itoa(k + 1)}})
		}
		k, err := q.Select(a.T("Whose contract?"), choices)
		if err != nil {
			return err
		}
		label = strconv.Itoa(k + 1)
	}
	// The cards laid, in groups or as one heap; or "hand:" and a whole
	// hand, as --hand takes it.
	check, err := ask.Value(q, a.T("Cards laid (groups apart with |), or hand: and the whole hand"), "7h 7s 7d | 9c 9h 2c", func(s string) (contracts.Check, error) {
		check := contracts.Check{Label: label}
		if rest, ok := cutHandWord(a, s); ok {
			cards, err := contracts.ParseCards(rest, a.Langs.Cards()...)
			check.Cards, check.Hand = cards, true
			return check, err
		}
		groups, err := parseGroups([]string{s}, a.Langs)
		if err != nil {
			return check, err
		}
		if len(groups) > 1 {
			check.Groups = groups
		} else {
			check.Cards = groups[0]
		}
		return check, nil
	})
	if err != nil {
		return err
	}
	v, err := c.Check(check)
	if err != nil {
		q.SayError(err)
		return nil
	}
	printVerdict(a, newCardPainter(a.IO.Out, false, a.Lang.Contracts), c, v)
	return nil
}

// cutHandWord reads "hand:" (Estonian "käsi:") before the cards of a
// whole hand, in any language the program speaks.
func cutHandWord(a *cmdutil.Factory, s string) (string, bool) {
	s = strings.TrimSpace(s)
	for _, w := range a.Langs.Words(catalog.CmdHand) {
		if len(s) >= len(w) && strings.EqualFold(s[:len(w)], w) {
			return s[len(w):], true
		}
	}
	return s, false
}

// rummyUndo takes back a card game's last entry.
var rummyUndo = cmdutil.Undo[*contracts.Game, contracts.GameEvent]{What: undoWhat, Event: contracts.GameEvent{Kind: contracts.KindUndo}}

// undoWhat says what an undo would take back: "round 3 (Anna went out)",
// or "the correction of round 2 (misread)".
func undoWhat(a *cmdutil.Factory, game *contracts.Game) (string, bool) {
	e, ok := game.Undoable()
	if !ok {
		return "", false
	}
	if e.Kind == contracts.KindCorrect {
		return a.T("the correction of round %d (%s)", e.Round, e.Reason), true
	}
	round := e.Round
	if round == 0 {
		round = game.Played()
	}
	return a.T("round %d (%s went out)", round, playername.Display(e.Result.Out)), true
}

// rummyFix corrects an earlier round at the table: it starts from the
// round as recorded (who went out, every hand, labels, specials,
// adjustments), shows its contract, and changes only what is edited.
func rummyFix(a *cmdutil.Factory, q *ask.Asker, g *saved.Rummy) error {
	game := g.State
	if game.Played() == 0 {
		q.Say("%s", a.T("Nothing to correct yet."))
		return nil
	}
	var rounds []ask.Item[int]
	for i := range game.Played() {
		rounds = append(rounds, ask.Item[int]{Label: fmt.Sprintf("%d. %s", i+1, cmdutil.OneLine(game.Round(i).Contract.Text)), Aliases: []string{strconv.Itoa(i + 1)}, Value: i})
	}
	i, err := ask.Pick(q, a.T("Which round?"), rounds)
	if err != nil {
		return err
	}
	c := game.Round(i).Contract
	q.Say("\n%s", a.T("Round %d of %d · %s", i+1, len(game.List().Rounds), game.List().Title))
	q.Say("  %s", strings.ReplaceAll(c.Text, "\n", "\n  "))
	q.Say("  → %s", c.Explain(a.Lang.Contracts))
	r := game.Results()[i].Clone()
	others := func(p string) []contracts.Card { // the cards on the table but p's
		var t []contracts.Card
		for o, cards := range r.Left {
			if o != p {
				t = append(t, cards...)
			}
		}
		return t
	}
	type step = func() (done bool, err error)
	save := false
	for done := false; !done; {
		menu := []ask.Item[step]{{Label: a.T("Who went out: %s", playername.Display(r.Out)), Value: func() (bool, error) {
			var players []ask.Item[string]
			for _, p := range game.Players() {
				players = append(players, ask.Item[string]{Label: playername.Display(p), Value: p})
			}
			out, err := ask.Pick(q, a.T("Who went out?"), players)
			if err != nil || out == r.Out {
				return false, err
			}
			before := r.Out
			r = r.WithOut(out)
			cards, err := askHand(a, q, before, others(before))
			r.Left[before] = cards
			return false, err
		}}}
		for _, p := range game.Players() {
			if p == r.Out {
				continue
			}
			menu = append(menu, ask.Item[step]{Label: a.T("%s's hand: %s (%d points)", playername.Display(p), cardList(a, r.Left[p]), contracts.Points(r.Left[p])), Value: func() (bool, error) {
				cards, err := askHand(a, q, p, others(p))
				r.Left[p] = cards
				return false, err
			}})
		}
		menu = append(menu,
			ask.Item[step]{Label: a.T("Save the correction"), Aliases: a.Langs.Words(catalog.CmdSave), Value: func() (bool, error) {
				save = true
				return true, nil
			}},
			ask.Item[step]{Label: a.T("Leave the round as it was"), Aliases: a.Langs.Words(catalog.CmdCancel), Value: func() (bool, error) { return true, nil }},
		)
		act, err := ask.Pick(q, a.T("What is wrong in round %d?", i+1), menu)
		if err != nil {
			return err
		}
		if done, err = act(); err != nil {
			return err
		}
	}
	if !save {
		return nil
	}
	reason, err := cmdutil.AskReason(a, q, a.T("a correction needs a reason"))
	if err != nil {
		return err
	}
	if err := g.Apply(a.Now(), contracts.GameEvent{Kind: contracts.KindCorrect, Round: i + 1, Result: &r, Reason: reason}); err != nil {
		return cmdutil.SayRefusal(q, err)
	}
	render.Rummy(a.IO.Out, game, a.Lang)
	return nil
}

// cardList shows cards as the table's language writes them, or "–" for
// none.
func cardList(a *cmdutil.Factory, cards []contracts.Card) string {
	if len(cards) == 0 {
		return "–"
	}
	s := make([]string, len(cards))
	for i, c := range cards {
		s[i] = c.In(a.Lang.Contracts)
	}
	return strings.Join(s, " ")
}
