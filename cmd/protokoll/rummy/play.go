package rummy

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/ask"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamecmd"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/play"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/web"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// PlayOptions are what a card game at the table needs: where it is played,
// in what language, the saved games and their index (the game to resume);
// for a new game, how it is set up.
type PlayOptions struct {
	gamecmd.TableOptions // every kind's: rummy play's game to resume, the sharing flags

	rummySetup
}

// kindOf is the card game's kind of ks: the kind this command is.
func kindOf(ks gamekind.Kinds) *gamekind.Kind { return ks.Named(store.GameRummy) }

func playOptions(f *cmdutil.Factory) *PlayOptions {
	return &PlayOptions{TableOptions: gamecmd.NewTableOptions(f)}
}

// NewCmdPlay is rummy play: a saved card game resumed at the table; runF,
// when not nil, runs instead of it (for tests).
func NewCmdPlay(f *cmdutil.Factory, runF func(*PlayOptions) error) *cobra.Command {
	opts := playOptions(f)
	return gamecmd.NewCmdResume(f, kindOf(f.Kinds), &opts.Resume, func() error {
		opts.Lang, opts.LangGiven = f.Lang, f.LangGiven
		if runF != nil {
			return runF(opts)
		}
		return resumeRun(opts)
	})
}

// resumeRun opens a saved game, locked, shows where it stands and plays on.
func resumeRun(opts *PlayOptions) error {
	return opts.Resumed(kindOf(opts.Kinds), nil, func(s store.Store, g gamekind.Game) gamecmd.Seated {
		t := opts.table(g.(gamekind.RummyGame).Rummy)
		t.store = s
		return t
	})
}

// newGameRun asks what the flags did not say, creates the game and plays.
func newGameRun(opts *PlayOptions) error {
	return opts.New(opts.setup)
}

// setup asks with q what the flags did not say and creates the game in s.
func (opts *PlayOptions) setup(s store.Store, q *ask.Asker) (_ gamecmd.Seated, _ string, err error) {
	a, setup := opts.Lang, &opts.rummySetup
	players, err := playername.Parse(setup.Players)
	if err != nil {
		return nil, "", err
	}
	if setup.Players != "" {
		if err := contracts.CheckPlayerCount(len(players)); err != nil {
			return nil, "", err // before any question
		}
	}
	var l *contracts.List
	if setup.List != "" {
		if l, err = cmdutil.LoadList(setup.List); err != nil {
			return nil, "", err
		}
	} else {
		lists := contracts.Lists()
		var choices []ask.Choice
		wide := 0 // the titles padded alike, as contracts lists them
		for _, l := range lists {
			wide = max(wide, utf8.RuneCountInString(l.TitleIn(a)))
		}
		for _, l := range lists {
			first := render.OneLine(render.ContractLine(l.Rounds[0].Contract.Text))
			label := fmt.Sprintf("%-*s  %s · 1. %s …", wide, l.TitleIn(a), a.T("%2d rounds", len(l.Rounds)), first)
			choices = append(choices, ask.Choice{Label: label, Aliases: []string{l.Name}})
		}
		choices = append(choices, ask.Choice{Label: a.T("A list of your own, from a file…"), Aliases: a.Commands[catalog.CmdFile], Exact: opts.Langs.Words(catalog.CmdFile)})
		i, err := q.Select(a.T("List of contracts"), choices)
		if err != nil {
			return nil, "", play.LeaveQuietly(err)
		}
		if i < len(lists) {
			l = lists[i]
		} else {
			if l, err = ask.Value(q, a.T("The list's file"), a.T("e.g. %s", "our-list.txt"), cmdutil.LoadList); err != nil {
				return nil, "", play.LeaveQuietly(err)
			}
		}
	}
	if setup.Players == "" {
		players, err = ask.Value(q, a.T("Players in seating order (comma-separated, %d–%d)", contracts.MinPlayers, contracts.MaxPlayers), a.T("e.g. %s", "Anna, Bo, Cecilia"), func(s string) ([]string, error) {
			names, err := playername.Parse(s)
			if err == nil {
				_, err = contracts.NewGame(l, names, "")
			}
			return names, err
		})
		if err != nil {
			return nil, "", play.LeaveQuietly(err)
		}
	} else if _, err := contracts.NewGame(l, players, ""); err != nil {
		return nil, "", err // before asking who deals among players who cannot play
	}
	dealer := setup.Dealer
	if dealer == "" {
		var choices []ask.Choice
		for _, p := range players {
			choices = append(choices, ask.Choice{Label: p})
		}
		i, err := q.Select(a.T("Who deals first?"), choices)
		if err != nil {
			return nil, "", play.LeaveQuietly(err)
		}
		dealer = players[i]
	}
	g, err := s.CreateRummy(setup.Name, l, players, dealer)
	if err != nil {
		return nil, "", err
	}
	t := opts.table(g)
	t.store = s
	t.Ask = q
	return t, g.Name, nil
}

// The table seated (gamecmd.Seated).

func (t *table) AtTable() *play.Table { return &t.Table }
func (t *table) Play() error          { return t.play() }
func (t *table) Close()               { t.g.Close() }

// Stands shows the rounds played of a game resumed, if any.
func (t *table) Stands() {
	if t.g.State.Played() > 0 {
		render.Rummy(t.out, t.g.State, t.Lang, t.width())
	}
}

// Shared puts the card game on the live page: a round entered on a
// phone is the table's, and the table shows it.
func (t *table) Shared() (*web.Table, func(), error) {
	var err error
	t.shared, err = web.Share(gamekind.RummyOf(t.kind, t.g))
	return t.shared, func() {
		render.Rummy(t.out, t.g.State, t.Lang, t.width())
		if !t.g.State.Finished() { // the table's end says the winners next
			render.RummyNext(t.out, t.Lang, t.g.State, t.width())
		}
	}, err
}

// table is a card game at the table: the questions, the language and the
// clock (play.Table), the game, and where the next one is made.
type table struct {
	play.Table
	out    io.Writer
	width  func() int // the terminal's, as it is now
	langs  catalog.Languages
	store  store.Store    // where the next game is made, played again
	kind   *gamekind.Kind // the card game's, of the run's kinds
	g      *store.Rummy
	shared *web.Table // the game on the live page, with --share
	colour bool       // the chart at the end may be in colour
	// figures are what the statistics know of its kind: the chart's places.
	figures *history.Kind
	// noted are the points by hand noted for round notedFor (adjust), to
	// be saved with it.
	noted    []contracts.Adjustment
	notedFor int
}

func (opts *PlayOptions) table(g *store.Rummy) *table {
	return &table{Table: opts.Table(),
		out: opts.IO.Out, width: opts.IO.Width, langs: opts.Langs, kind: kindOf(opts.Kinds), g: g,
		colour: render.Colour(opts.IO, opts.Getenv), figures: opts.Kinds.Figures(g.Header.Game)}
}

// play plays rounds until the list is done or the table leaves. Every
// round is saved before the next prompt.
func (t *table) play() error {
	for {
		err := play.Loop(t.Table, t.g, func() error {
			err := t.round()
			if errors.Is(err, ask.ErrEnd) {
				t.forgetNoted() // left before their round: said before how to resume
			}
			return err
		}, t.end)
		t.forgetNoted() // their round, the last, entered on a phone: not the next game's
		if err != nil || !t.g.State.Finished() {
			return err
		}
		players := t.g.State.Players()
		dealer := play.NextSeat(players)[slices.Index(players, t.g.State.FirstDealer())]
		if ok, err := play.AskAgain(t.Table, t.Lang.T("Play again? The same players and list, %s deals first.", playername.Display(dealer))); err != nil || !ok {
			return err
		}
		g, err := gamekind.RummyAgain(t.store, t.g)
		if err != nil {
			return err
		}
		t.Ask.Say("%s", t.Lang.T("Game saved as %s", g.Name))
		t.g = g
		if t.shared != nil { // the page's phones play the next game too
			if err := t.shared.Next(gamekind.RummyOf(t.kind, g)); err != nil {
				return err
			}
		}
	}
}

// end shows the standings, the winners and the game's chart; the night
// so far is told on request (protokoll recap).
func (t *table) end() {
	a, game := t.Lang, t.g.State
	t.Ask.Say("\n%s", a.T("Game over")) // the last round's table is on the screen already
	render.Standings(t.out, game.Players(), game.Total, true, t.width())
	t.Ask.Say("%s", render.Winners(a, game.Winners()))
	fmt.Fprintln(t.out)
	render.Chart(t.out, a, history.CardsRace(t.figures, t.g.Header.Game, game), t.width(), t.colour)
	play.SayRecap(t.Table)
}

// rummyRound asks for one round's result and saves it. It returns nil
// after a command too (check, undo, fix, scores), so the loop asks again.
func (t *table) round() error {
	a, q, g := t.Lang, t.Ask, t.g
	game := g.State
	i := game.Played()
	c := game.Round(i).Contract
	dealer, starter := game.Dealer(i)
	if t.notedFor < i && len(t.noted) > 0 {
		// The round they were noted for was entered elsewhere (a phone).
		q.Say("%s", a.T("Round %d was entered without the points by hand noted for it (%s): add them with %s.", t.notedFor+1, adjustments(a, t.noted), a.Word(catalog.CmdFix)))
		t.noted = nil
	}
	q.Say("\n%s", a.T("Round %d of %d · %s", i+1, len(game.List().Rounds), game.List().TitleIn(a)))
	q.Say("  %s", strings.ReplaceAll(c.Text, "\n", "\n  "))
	q.Say("  → %s", c.Explain(a))
	q.Say("  %s", a.T("Dealer: %s · starts: %s", playername.Display(dealer), playername.Display(starter)))
	if w := game.PreviousWinner(i); w != "" {
		q.Say("  %s", a.T("Last round's winner: %s", playername.Display(w)))
	}

	if t.notedFor == i && len(t.noted) > 0 {
		q.Say("  %s", a.T("Points by hand, saved with the round: %s", adjustments(a, t.noted)))
	}

	// Who went out records the round; the commands come after. Esc at
	// any question after it backs out to the round's start, nothing
	// saved.
	var menu []ask.Item[func() error]
	for _, p := range game.Players() {
		menu = append(menu, ask.Item[func() error]{Label: playername.Display(p), Value: func() error {
			err := q.Backing(a.T("back to who went out"), func() error { return t.record(i, p) })
			if errors.Is(err, ask.ErrBack) {
				q.Say("%s", a.T("Round %d is not saved: say who went out again.", i+1))
				return nil
			}
			return err
		}})
	}
	qrWords := t.langs.Words(catalog.CmdQR)
	if t.PIN == nil { // not shared: pin says how to share, as qr does
		qrWords = append(qrWords, t.langs.Words(catalog.CmdPIN)...)
	}
	menu = append(menu,
		ask.Item[func() error]{Label: a.T("Check a meld"), Aliases: a.Commands[catalog.CmdCheck], Exact: t.langs.Words(catalog.CmdCheck), Value: func() error { return t.check() }},
		ask.Item[func() error]{Label: a.T("Undo the last round"), Aliases: a.Commands[catalog.CmdUndo], Exact: t.langs.Words(catalog.CmdUndo), Value: func() error {
			return play.UndoAtTable(t.Table, g, undo(a), func() { render.Rummy(t.out, g.State, a, t.width()) })
		}},
		ask.Item[func() error]{Label: a.T("Correct a round"), Aliases: a.Commands[catalog.CmdFix], Exact: t.langs.Words(catalog.CmdFix), Value: func() error { return t.fix() }},
		ask.Item[func() error]{Label: a.T("Rename a player"), Aliases: a.Commands[catalog.CmdRename], Exact: t.langs.Words(catalog.CmdRename), Value: func() error {
			before := game.Players()
			return play.RenameAtTable(t.Table, g, gamekind.RummyRenamer(), func() {
				t.renameNoted(before)
				if g.State.Played() > 0 {
					render.Rummy(t.out, g.State, a, t.width())
				}
			})
		}},
		ask.Item[func() error]{Label: a.T("Show the scores"), Aliases: a.Commands[catalog.CmdSheet], Exact: t.langs.Words(catalog.CmdSheet), Value: func() error {
			render.Rummy(t.out, game, a, t.width())
			t.SayWhere()
			return nil
		}},
		ask.Item[func() error]{Label: a.T("Adjust someone's points by hand"), Aliases: a.Commands[catalog.CmdAdjust], Exact: t.langs.Words(catalog.CmdAdjust), Value: func() error {
			err := q.Backing(a.T("back to who went out"), func() error { return t.adjust(i) })
			if errors.Is(err, ask.ErrBack) {
				return nil
			}
			return err
		}},
		ask.Item[func() error]{Label: a.T("Show the QR code for the phones"), Aliases: a.Commands[catalog.CmdQR], Exact: qrWords, Value: func() error {
			t.ShowJoin(g.Header.Game, g.Name)
			return nil
		}},
	)
	if t.PIN != nil { // shared: the PIN again; else qr and pin say how to share
		menu = append(menu, ask.Item[func() error]{Label: a.T("Show the PIN for the phones"), Aliases: a.Commands[catalog.CmdPIN], Exact: t.langs.Words(catalog.CmdPIN), Value: func() error {
			t.ShowPIN(g.Header.Game, g.Name)
			return nil
		}})
	}
	menu = append(menu, ask.Item[func() error]{Label: a.T("Leave (resume later)"), Aliases: a.Commands[catalog.CmdQuit], Exact: t.langs.Words(catalog.CmdQuit), Value: func() error { return ask.ErrEnd }})
	act, err := ask.Pick(q, a.T("Who went out?"), menu)
	if err != nil {
		return err
	}
	return act()
}

// record asks the rest of round i's result, out having gone out, sums
// it up and saves it once confirmed, with the points by hand noted for
// it. Not confirmed, it is ErrBack: nothing saved.
func (t *table) record(i int, out string) error {
	a, q, g := t.Lang, t.Ask, t.g
	game := g.State
	r, err := t.askResult(game, i, out)
	if err != nil {
		return err
	}
	noted := t.notedFor == i // else for a round after it, an undo ago
	if noted {
		r.Adjust = slices.Clone(t.noted)
	}
	// What the round gives each player, before it counts.
	render.RoundSummary(t.out, game, i, *r, a, t.width())
	if ok, err := q.Confirm(a.T("Save round %d?", i+1)); err != nil || !ok {
		if err == nil {
			err = ask.ErrBack
		}
		return err
	}
	if err := g.Apply(t.Now(), contracts.GameEvent{Kind: contracts.KindRound, Result: r}); err != nil {
		return play.SayRefusal(t.Table, err)
	}
	if noted {
		t.noted = nil
	}
	render.Rummy(t.out, game, a, t.width())
	return nil
}

// adjust notes points by hand for round i, saved with the round; or
// forgets those noted.
func (t *table) adjust(i int) error {
	a, q, game := t.Lang, t.Ask, t.g.State
	if t.notedFor != i { // for a round after this one, an undo ago
		t.forgetNoted()
	}
	if len(t.noted) > 0 {
		forget, err := q.Confirm(a.T("Forget the points by hand noted (%s)?", adjustments(a, t.noted)))
		if err != nil {
			return err
		}
		if forget {
			t.noted = nil
			q.Say("%s", a.T("Forgotten: no points by hand in round %d.", i+1))
			return nil
		}
	}
	adj, err := t.askAdjustment(game)
	if err != nil {
		return err
	}
	t.noted, t.notedFor = append(t.noted, adj), i
	q.Say("%s", a.T("Noted for round %d, saved with it: %s", i+1, adjustments(a, t.noted)))
	return nil
}

// forgetNoted says that the points by hand noted, if any, are not
// saved, and forgets them.
func (t *table) forgetNoted() {
	if len(t.noted) > 0 {
		t.Ask.Say("%s", t.Lang.T("Not saved: the points by hand noted for round %d (%s).", t.notedFor+1, adjustments(t.Lang, t.noted)))
		t.noted = nil
	}
}

// renameNoted puts the points by hand noted under the players' names as
// they are after a rename, before being the players, in seating order,
// before it: else the round would be refused for a name no player has.
func (t *table) renameNoted(before []string) {
	after := t.g.State.Players()
	for i, adj := range t.noted {
		if k := slices.Index(before, adj.Player); k >= 0 && k < len(after) {
			t.noted[i].Player = after[k]
		}
	}
}

// adjustments says points by hand: "Bo -10 (held a card back), Anna +5 (…)".
func adjustments(a *catalog.Language, adj []contracts.Adjustment) string {
	var s []string
	for _, x := range adj {
		s = append(s, a.T("%s %+d (%s)", playername.Display(x.Player), x.Points, render.OneLine(x.Reason)))
	}
	return strings.Join(s, ", ")
}

// askHand asks for the cards left in p's hand, their points shown as they
// are typed; with the cards already on the table they must fit in two
// decks. On a terminal the answer starts as recorded (correcting a
// round). A hand with no cards is said, 0 or -: an empty answer is
// refused, so that a stray Enter never gives a player 0 points.
func (t *table) askHand(p string, table, recorded []contracts.Card) ([]contracts.Card, error) {
	a, q := t.Lang, t.Ask
	show := func(s string) string {
		cards, err := contracts.ParseHand(s, t.langs.Cards()...)
		if err != nil {
			return a.T("ranks are enough: K 7 2 A; 0 or - if none")
		}
		return a.T("= %d points", contracts.Points(cards))
	}
	initial := ""
	if recorded != nil {
		initial = render.CardList(a, recorded)
		if len(recorded) == 0 {
			initial = "0"
		}
	}
	return ask.ValueShowing(q, a.T("Cards left in %s's hand", playername.Display(p)), initial, show, func(s string) ([]contracts.Card, error) {
		cards, err := contracts.ParseHand(s, t.langs.Cards()...)
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
// labels, every other player's cards left and the special. Points by
// hand are a command of their own (adjust), noted before.
func (t *table) askResult(game *contracts.Game, i int, out string) (*contracts.Result, error) {
	c := game.Round(i).Contract
	r := &contracts.Result{Out: out, Left: map[string][]contracts.Card{}}
	if c.Labelled() {
		r.Labels = game.WinnerLabels(i)
		if r.Labels == nil {
			labels, err := t.askLabels(game, c)
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
		cards, err := t.askHand(p, table, nil)
		if err != nil {
			return nil, err
		}
		table = append(table, cards...)
		r.Left[p] = cards
	}
	special, err := t.askSpecials(game, c)
	if err != nil {
		return nil, err
	}
	r.Special = special
	return r, nil
}

// askSpecials asks the cards in each player's special meld, in a round
// that scores one (Yatzy-chans); nil for none anywhere.
func (t *table) askSpecials(game *contracts.Game, c *contracts.Contract) (map[string]int, error) {
	a, q := t.Lang, t.Ask
	var special map[string]int
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
				if special == nil {
					special = map[string]int{}
				}
				special[p] = n
			}
		}
	}
	return special, nil
}

func (t *table) askLabels(game *contracts.Game, c *contracts.Contract) (map[string]string, error) {
	a, q := t.Lang, t.Ask
	var choices []ask.Choice
	for k, req := range c.Requirements {
		choices = append(choices, ask.Choice{Label: req.Name(), Aliases: []string{strconv.Itoa(k + 1)}})
	}
	for {
		labels := map[string]string{}
		for _, p := range game.Players() {
			k, err := q.Select(a.T("Which contract did %s have?", playername.Display(p)), choices)
			if err != nil {
				return nil, err
			}
			labels[p] = c.Requirements[k].Name()
		}
		// One each, as long as they last: asked again, saying why; a
		// script stops there.
		err := c.OneEach(labels)
		if err == nil {
			return labels, nil
		}
		if q.Scripted() {
			return nil, err
		}
		q.SayError(err)
	}
}

func (t *table) askAdjustment(game *contracts.Game) (contracts.Adjustment, error) {
	a, q := t.Lang, t.Ask
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
	adj.Points, err = ask.Value(q, a.T("Points to add (negative to take off)"), a.T("e.g. %s", "-10"), func(s string) (int, error) {
		n, err := strconv.Atoi(plainMinus(strings.TrimSpace(s)))
		if err != nil {
			return 0, msg.Errorf("%q: type a whole number, like -10", s)
		}
		return n, nil
	})
	if err != nil {
		return adj, err
	}
	adj.Reason, err = play.AskReason(t.Table, a.T("an adjustment needs a reason"))
	return adj, err
}

// rummyCheck checks a disputed meld against the current round's contract.
func (t *table) check() error {
	a, q, g := t.Lang, t.Ask, t.g
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
	// The cards are asked again until the check can be made (a card
	// without its suit, three of one card): a slip does not leave the
	// check for "Who went out?".
	type checked struct {
		check   contracts.Check
		verdict contracts.Verdict
		none    bool // nothing typed: back to the round, unchecked
	}
	ans, err := ask.Value(q, a.T("Cards laid (groups apart with |), or hand: and the whole hand"), a.T("e.g. %s; nothing, to go back", "7h 7s 7d | 9c 9h 2c"), func(s string) (checked, error) {
		if strings.TrimSpace(s) == "" {
			return checked{none: true}, nil
		}
		check, err := t.parseCheckOf(label)(s)
		if err != nil {
			return checked{}, err
		}
		v, err := c.Check(check)
		return checked{check: check, verdict: v}, err
	})
	if err != nil || ans.none {
		return err
	}
	printVerdict(t.out, a, newCardPainter(t.out, false, a.Contracts), c, ans.verdict, t.width())
	return nil
}

// parseCheckOf reads the cards of a meld check typed at the table, for
// the contract of label.
func (t *table) parseCheckOf(label string) func(string) (contracts.Check, error) {
	return func(s string) (contracts.Check, error) {
		check := contracts.Check{Label: label}
		if rest, ok := cutHandWord(t.langs, s); ok {
			cards, err := contracts.ParseCards(rest, t.langs.Cards()...)
			check.Cards, check.Hand = cards, true
			return check, err
		}
		groups, err := parseGroups([]string{s}, t.langs)
		if err != nil {
			return check, err
		}
		if len(groups) > 1 {
			check.Groups = groups
		} else {
			check.Cards = groups[0]
		}
		return check, nil
	}
}

// cutHandWord reads "hand:" (Estonian "käsi:") before the cards of a
// whole hand, in any language the program speaks.
func cutHandWord(langs catalog.Languages, s string) (string, bool) {
	s = strings.TrimSpace(s)
	for _, w := range langs.Words(catalog.CmdHand) {
		if len(s) >= len(w) && strings.EqualFold(s[:len(w)], w) {
			return s[len(w):], true
		}
	}
	return s, false
}

// undo takes back a card game's last entry, said in l.
func undo(l *catalog.Language) play.Undo[*contracts.Game, contracts.GameEvent] {
	return play.Undo[*contracts.Game, contracts.GameEvent]{What: func(g *contracts.Game) (string, bool) { return undoWhat(l, g) }, Event: contracts.GameEvent{Kind: contracts.KindUndo}}
}

// undoWhat says what an undo would take back (the phones say it so too).
func undoWhat(a *catalog.Language, game *contracts.Game) (string, bool) {
	return render.RummyUndo(a, game)
}

// rummyFix corrects an earlier round at the table: it starts from the
// round as recorded (who went out, every hand, labels, specials,
// adjustments), shows its contract, and changes only what is edited.
func (t *table) fix() error {
	a, q, g := t.Lang, t.Ask, t.g
	game := g.State
	if game.Played() == 0 {
		q.Say("%s", a.T("Nothing to correct yet."))
		return nil
	}
	var rounds []ask.Item[int]
	for i := range game.Played() {
		// One line each, cut to the terminal: a contract wrapped over
		// lines pushed the cursor's round off the menu's window.
		rounds = append(rounds, ask.Item[int]{Label: render.Cut(render.OneLine(game.Round(i).Contract.Text), max(20, t.width()-12)), Value: i})
	}
	// In order, so that a round's number is its number in the menu (2
	// typed is round 2), the cursor on the latest: most corrections are
	// of it.
	i, err := ask.PickAt(q, a.T("Which round?"), rounds, len(rounds)-1)
	if err != nil {
		return err
	}
	c := game.Round(i).Contract
	q.Say("\n%s", a.T("Round %d of %d · %s", i+1, len(game.List().Rounds), game.List().TitleIn(a)))
	q.Say("  %s", strings.ReplaceAll(c.Text, "\n", "\n  "))
	q.Say("  → %s", c.Explain(a))
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
			cards, err := t.askHand(before, others(before), nil)
			r.Left[before] = cards
			return false, err
		}}}
		for _, p := range game.Players() {
			if p == r.Out {
				continue
			}
			menu = append(menu, ask.Item[step]{Label: a.T("%s's hand: %s (%d points)", playername.Display(p), render.CardList(a, r.Left[p]), contracts.Points(r.Left[p])), Value: func() (bool, error) {
				cards, err := t.askHand(p, others(p), r.Left[p])
				r.Left[p] = cards
				return false, err
			}})
		}
		// What the round asked besides: whose contract each had, and the
		// cards in its special meld.
		if c.Labelled() && game.WinnerLabels(i) == nil {
			var had []string
			for _, p := range game.Players() {
				had = append(had, playername.Display(p)+": "+r.Labels[p])
			}
			menu = append(menu, ask.Item[step]{Label: a.T("Each one's contract: %s", strings.Join(had, "; ")), Value: func() (bool, error) {
				labels, err := t.askLabels(game, c)
				if err == nil {
					r.Labels = labels
				}
				return false, err
			}})
		}
		if len(c.Specials) > 0 {
			var cards []string
			for _, p := range game.Players() {
				cards = append(cards, fmt.Sprintf("%s %d", playername.Display(p), r.Special[p]))
			}
			menu = append(menu, ask.Item[step]{Label: a.T("Cards in the %s: %s", c.Specials[0].Meld.KindWord(), strings.Join(cards, ", ")), Value: func() (bool, error) {
				special, err := t.askSpecials(game, c)
				if err == nil {
					r.Special = special
				}
				return false, err
			}})
		}
		// Points by hand: forgotten, or one more.
		noted := a.T("Points by hand: none")
		if len(r.Adjust) > 0 {
			noted = a.T("Points by hand: %s", adjustments(a, r.Adjust))
		}
		menu = append(menu, ask.Item[step]{Label: noted, Value: func() (bool, error) {
			if len(r.Adjust) > 0 {
				forget, err := q.Confirm(a.T("Forget the points by hand noted (%s)?", adjustments(a, r.Adjust)))
				if err != nil || forget {
					if forget {
						r.Adjust = nil
					}
					return false, err
				}
			}
			adj, err := t.askAdjustment(game)
			if err == nil {
				r.Adjust = append(r.Adjust, adj)
			}
			return false, err
		}})
		menu = append(menu,
			ask.Item[step]{Label: a.T("Save the correction"), Aliases: a.Commands[catalog.CmdSave], Exact: t.langs.Words(catalog.CmdSave), Value: func() (bool, error) {
				save = true
				return true, nil
			}},
			ask.Item[step]{Label: a.T("Leave the round as it was"), Aliases: a.Commands[catalog.CmdCancel], Exact: t.langs.Words(catalog.CmdCancel), Value: func() (bool, error) { return true, nil }},
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
	reason, err := play.AskReason(t.Table, a.T("a correction needs a reason"))
	if err != nil {
		return err
	}
	before := map[string]int{}
	for _, p := range game.Players() {
		before[p] = game.Score(i, p)
	}
	if err := g.Apply(t.Now(), contracts.GameEvent{Kind: contracts.KindCorrect, Round: i + 1, Result: &r, Reason: reason}); err != nil {
		return play.SayRefusal(t.Table, err)
	}
	render.Rummy(t.out, game, a, t.width())
	q.Say("%s", render.RummyCorrected(a, game, i, before))
	return nil
}
