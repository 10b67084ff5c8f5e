package contracts

import (
	"fmt"
	"github.com/kitchentable/protokoll/scoresheet/msg"
	"maps"
	"slices"
	"strings"

	"golang.org/x/text/unicode/norm"
)

// The number of players the card game is for.
const (
	MinPlayers = 3
	MaxPlayers = 6
)

// A Result is what one round left: who went out and the cards left in
// everyone else's hand, with the round's special scoring and any manual
// adjustments.
type Result struct {
	// Out went out and scores 0 for the cards.
	Out string `json:"out"`
	// Left holds every other player's cards left in hand.
	Left map[string][]Card `json:"left"`
	// Labels says which of a round's per-player contracts each player had.
	Labels map[string]string `json:"labels,omitempty"`
	// Special holds, per player, the cards in the meld a scoring special
	// counts ("Yatzy-chans": the triss, with cards added later).
	Special map[string]int `json:"special,omitempty"`
	// Adjust are points added by hand, each with a reason.
	Adjust []Adjustment `json:"adjust,omitempty"`
}

// Clone returns a copy of r that shares nothing with it, to change.
func (r Result) Clone() Result {
	c := Result{Out: r.Out, Left: map[string][]Card{}, Labels: maps.Clone(r.Labels), Special: maps.Clone(r.Special), Adjust: slices.Clone(r.Adjust)}
	for p, cards := range r.Left {
		c.Left[p] = slices.Clone(cards)
	}
	return c
}

// WithOut returns r with out as the player who went out: out's hand is
// dropped, and the player who was out before has none until it is given.
func (r Result) WithOut(out string) Result {
	c := r.Clone()
	if out != c.Out {
		delete(c.Left, out)
		c.Out = out
	}
	return c
}

// An Adjustment is points given to a player by hand, for a reason.
type Adjustment struct {
	Player string `json:"player"`
	Points int    `json:"points"`
	Reason string `json:"reason"`
}

// A GameEvent is one thing that happened to a card game's score.
type GameEvent struct {
	Kind GameEventKind `json:"kind"`
	// Round is the round a correction is for (1 for the first played).
	Round  int     `json:"round,omitempty"`
	Result *Result `json:"result,omitempty"`
	Reason string  `json:"reason,omitempty"`
	// Player and To are a renamed player's name and new name.
	Player string `json:"player,omitempty"`
	To     string `json:"to,omitempty"`
}

// A GameEventKind says what a GameEvent does.
type GameEventKind string

// The events of a card game.
const (
	KindRound   GameEventKind = "round"   // a round played: its Result
	KindUndo    GameEventKind = "undo"    // takes back the last round
	KindCorrect GameEventKind = "correct" // replaces an earlier round's Result, for a Reason
	// KindRename gives Player the name To: the rounds played are the new
	// name's, and the events after it name the player by it. An undo
	// does not take it back; a rename back does.
	KindRename GameEventKind = "rename"
)

// A Game is the score of one card game: the list of contracts, the
// players in seating order and the rounds played. It is rebuilt by
// applying its events in order.
type Game struct {
	list    *List
	players []string
	dealer  int // the first round's dealer
	results []Result
	history []GameEvent
	// undoLast makes an undo take back the last entry that stands, a
	// correction too; stands keeps them, each with the results before it.
	undoLast bool
	stands   []standingRound
}

// standingRound is an entry that stands (a round or a correction) and the
// results as they were before it.
type standingRound struct {
	event  GameEvent
	before []Result
}

// UndoLastEntry makes an undo take back the last entry that stands,
// whether a round or a correction. Without it an undo takes back the last
// round, as game files written before this rule were played.
func (g *Game) UndoLastEntry() { g.undoLast = true }

// Undoable returns what an undo would take back now, and false when there
// is nothing.
func (g *Game) Undoable() (GameEvent, bool) {
	if g.undoLast {
		if len(g.stands) == 0 {
			return GameEvent{}, false
		}
		return g.stands[len(g.stands)-1].event, true
	}
	if len(g.results) == 0 {
		return GameEvent{}, false
	}
	r := g.results[len(g.results)-1]
	return GameEvent{Kind: KindRound, Round: len(g.results), Result: &r}, true
}

// CheckPlayerCount refuses a table of n players the game is not for
// (MinPlayers to MaxPlayers).
func CheckPlayerCount(n int) error {
	if n < MinPlayers || n > MaxPlayers {
		return msg.ErrorN(n, "%d player: the game is for %d to %d", "%d players: the game is for %d to %d", n, MinPlayers, MaxPlayers)
	}
	return nil
}

// NewGame starts the score of a game of the list for 3 to 6 players in
// seating order, with dealer dealing the first round.
func NewGame(l *List, players []string, dealer string) (*Game, error) {
	if l == nil || len(l.Rounds) == 0 {
		return nil, errorOf("no list of contracts")
	}
	if err := CheckPlayerCount(len(players)); err != nil {
		return nil, err
	}
	g := &Game{list: l}
	for _, p := range players {
		p = strings.TrimSpace(p)
		if p == "" {
			return nil, errorOf("a player needs a name")
		}
		if g.index(p) >= 0 {
			return nil, errorOf("two players are called %q: names must differ", p)
		}
		g.players = append(g.players, p)
	}
	g.dealer = 0
	if dealer != "" {
		if g.dealer = g.index(dealer); g.dealer < 0 {
			return nil, errorOf("the dealer %q is not a player: the players are %s", dealer, strings.Join(g.players, ", "))
		}
	}
	return g, nil
}

func (g *Game) index(name string) int {
	// Compared as people read them: without regard to case, and an é typed
	// as e and an accent is the same é.
	name = norm.NFC.String(strings.TrimSpace(name))
	return slices.IndexFunc(g.players, func(p string) bool { return strings.EqualFold(norm.NFC.String(p), name) })
}

// Player returns the player called name, without regard to case, as the
// game spells it.
func (g *Game) Player(name string) (string, error) {
	if i := g.index(name); i >= 0 {
		return g.players[i], nil
	}
	return "", errorOf("no player called %q: the players are %s", name, strings.Join(g.players, ", "))
}

// List returns the game's list of contracts.
func (g *Game) List() *List { return g.list }

// Players returns the players in seating order.
func (g *Game) Players() []string { return slices.Clone(g.players) }

// FirstDealer returns who dealt the first round.
func (g *Game) FirstDealer() string { return g.players[g.dealer] }

// History returns every event applied, undos and corrections included.
func (g *Game) History() []GameEvent { return slices.Clone(g.history) }

// Results returns the results of the rounds played, in order.
func (g *Game) Results() []Result { return slices.Clone(g.results) }

// Played returns how many rounds have been played.
func (g *Game) Played() int { return len(g.results) }

// Finished reports whether every round of the list has been played.
func (g *Game) Finished() bool { return len(g.results) == len(g.list.Rounds) }

// Dealer returns who deals round i (0 for the first): the deal goes round
// the table. The player after the dealer starts.
func (g *Game) Dealer(i int) (dealer, starter string) {
	n := len(g.players)
	d := (g.dealer + i) % n
	return g.players[d], g.players[(d+1)%n]
}

// Round returns round i of the list (0 for the first).
func (g *Game) Round(i int) Round { return g.list.Rounds[i] }

// PreviousWinner returns who went out in the round before round i, or ""
// for the first round.
func (g *Game) PreviousWinner(i int) string {
	if i == 0 || i > len(g.results) {
		return ""
	}
	return g.results[i-1].Out
}

// WinnerLabels returns, for a round whose contract names the previous
// round's winner, each player's label as the game knows it; nil otherwise.
func (g *Game) WinnerLabels(i int) map[string]string {
	c := g.list.Rounds[i].Contract
	winner := g.PreviousWinner(i)
	w := slices.IndexFunc(c.Requirements, func(r Requirement) bool { return r.Who == Winner })
	o := slices.IndexFunc(c.Requirements, func(r Requirement) bool { return r.Who == Others })
	if winner == "" || w < 0 || o < 0 {
		return nil
	}
	labels := map[string]string{}
	for _, p := range g.players {
		labels[p] = c.Requirements[o].Name()
		if p == winner {
			labels[p] = c.Requirements[w].Name()
		}
	}
	return labels
}

// MissingLabels returns the players, in seating order, whom r gives no
// label for the next round, when that round names whose contract each
// player has and the last round's winner does not settle them; none
// otherwise. The rules take a round without them (a game of before may
// hold one); the table asks every player, and an entry made elsewhere
// (record, a phone) is asked them too.
func (g *Game) MissingLabels(r Result) []string {
	i := len(g.results)
	if g.Finished() || !g.Round(i).Contract.Labelled() || g.WinnerLabels(i) != nil {
		return nil
	}
	given := map[string]bool{}
	for name := range r.Labels {
		if p, err := g.Player(name); err == nil {
			given[p] = true
		}
	}
	var missing []string
	for _, p := range g.players {
		if !given[p] {
			missing = append(missing, p)
		}
	}
	return missing
}

// CheckRound returns the error Apply gives the next round's result r as
// a round, or nil when Apply would take it; the game is not changed.
func (g *Game) CheckRound(r Result) error {
	if g.Finished() {
		return errorOf("the game is over: all %d rounds are played", len(g.list.Rounds))
	}
	_, err := g.check(len(g.results), r)
	return err
}

// Apply applies one event. An event against the rules is refused, with an
// error that says why, and the game is left as it was.
func (g *Game) Apply(e GameEvent) error {
	before := slices.Clone(g.results)
	switch e.Kind {
	case KindRound:
		if g.Finished() {
			return errorOf("the game is over: all %d rounds are played", len(g.list.Rounds))
		}
		if e.Result == nil {
			return errorOf("a round needs its result")
		}
		r, err := g.check(len(g.results), *e.Result)
		if err != nil {
			return err
		}
		g.results = append(g.results, r)
		e.Result = &r
		g.stands = append(g.stands, standingRound{e, before})
	case KindUndo:
		if _, ok := g.Undoable(); !ok {
			return errorOf("nothing to undo")
		}
		if g.undoLast {
			last := g.stands[len(g.stands)-1]
			g.results, g.stands = last.before, g.stands[:len(g.stands)-1]
			break
		}
		g.results = g.results[:len(g.results)-1]
	case KindCorrect:
		if strings.TrimSpace(e.Reason) == "" {
			return errorOf("a correction needs a reason")
		}
		if e.Round < 1 || e.Round > len(g.results) {
			return errorOf("round %d has not been played: %d rounds have", e.Round, len(g.results))
		}
		if e.Result == nil {
			return errorOf("a correction needs the round's result")
		}
		r, err := g.check(e.Round-1, *e.Result)
		if err != nil {
			return err
		}
		g.results[e.Round-1] = r
		e.Result = &r
		g.stands = append(g.stands, standingRound{e, before})
		// A new winner of this round is the next round's "last round's
		// winner": its labels follow.
		if e.Round < len(g.results) && g.WinnerLabels(e.Round) != nil {
			g.results[e.Round].Labels = g.WinnerLabels(e.Round)
		}
	case KindRename:
		canon, err := g.rename(e)
		if err != nil {
			return err
		}
		e = canon
	default:
		return fmt.Errorf("unknown event %q", e.Kind)
	}
	g.history = append(g.history, e)
	return nil
}

// rename gives a player another name everywhere the game holds it: the
// seat, every round's result, and the results an undo goes back to. The
// results are copied, not changed where they stand.
func (g *Game) rename(e GameEvent) (GameEvent, error) {
	p := g.index(e.Player)
	if p < 0 {
		_, err := g.Player(e.Player)
		return e, err
	}
	to := norm.NFC.String(strings.TrimSpace(e.To))
	if to == "" {
		return e, errorOf("a player needs a name")
	}
	if q := g.index(to); q >= 0 && q != p {
		return e, errorOf("two players are called %q: names must differ", to)
	}
	old := g.players[p]
	g.players[p] = to
	renamed := func(results []Result) []Result {
		out := make([]Result, len(results))
		for i, r := range results {
			out[i] = r.renamed(old, to)
		}
		return out
	}
	g.results = renamed(g.results)
	for i := range g.stands {
		g.stands[i].before = renamed(g.stands[i].before)
		if r := g.stands[i].event.Result; r != nil {
			c := r.renamed(old, to)
			g.stands[i].event.Result = &c
		}
	}
	return GameEvent{Kind: KindRename, Player: old, To: to}, nil
}

// renamed returns a copy of r in which the player old is called to.
func (r Result) renamed(old, to string) Result {
	c := r.Clone()
	if c.Out == old {
		c.Out = to
	}
	move := func(m map[string]int) {
		if v, ok := m[old]; ok {
			delete(m, old)
			m[to] = v
		}
	}
	if cards, ok := c.Left[old]; ok {
		delete(c.Left, old)
		c.Left[to] = cards
	}
	if l, ok := c.Labels[old]; ok {
		delete(c.Labels, old)
		c.Labels[to] = l
	}
	move(c.Special)
	for i := range c.Adjust {
		if c.Adjust[i].Player == old {
			c.Adjust[i].Player = to
		}
	}
	return c
}

// check validates the result of round i and returns it with the names as
// the game spells them.
func (g *Game) check(i int, r Result) (Result, error) {
	out := Result{Left: map[string][]Card{}}
	var err error
	if out.Out, err = g.Player(r.Out); err != nil {
		return r, errorOf("who went out? %s", err)
	}
	var table []Card
	for name, cards := range r.Left {
		p, err := g.Player(name)
		if err != nil {
			return r, err
		}
		if p == out.Out {
			return r, errorOf("%s went out and has no cards left", p)
		}
		if _, dup := out.Left[p]; dup {
			return r, errorOf("%s's cards are given twice", p)
		}
		if err := CheckHand(cards); err != nil {
			return r, errorOf("%s: %s", p, err)
		}
		out.Left[p] = append([]Card{}, cards...) // an empty hand is [], not null
		table = append(table, cards...)
	}
	for _, p := range g.players {
		if _, ok := out.Left[p]; !ok && p != out.Out {
			return r, errorOf("%s's cards left in hand are missing (none is also an answer)", p)
		}
	}
	if err := CheckTable(table); err != nil {
		return r, errorOf("the cards left on the table together: %s", err)
	}
	c := g.list.Rounds[i].Contract
	known := g.WinnerLabels(i)
	if len(r.Labels) == 0 {
		r.Labels = known
	}
	if len(r.Labels) > 0 {
		out.Labels = map[string]string{}
		for name, label := range r.Labels {
			p, err := g.Player(name)
			if err != nil {
				return r, err
			}
			req, err := c.Requirement(label)
			if err != nil {
				return r, errorOf("%s: %s", p, err)
			}
			// Last round's winner is known: a label must agree with it.
			if want, ok := known[p]; ok && want != req.Name() {
				return r, errorOf("%s's label is %q, not %q: %s went out of round %d", p, want, req.Name(), g.PreviousWinner(i), i)
			}
			out.Labels[p] = req.Name()
		}
	}
	if len(r.Special) > 0 {
		if len(c.Specials) == 0 {
			return r, errorOf("round %d has no special scoring", i+1)
		}
		out.Special = map[string]int{}
		for name, n := range r.Special {
			p, err := g.Player(name)
			if err != nil {
				return r, err
			}
			if err := c.Specials[0].CheckCards(n); err != nil {
				return r, errorOf("%s: %s", p, err)
			}
			if n != 0 {
				out.Special[p] = n
			}
		}
	}
	for _, a := range r.Adjust {
		p, err := g.Player(a.Player)
		if err != nil {
			return r, err
		}
		if strings.TrimSpace(a.Reason) == "" {
			return r, errorOf("an adjustment for %s needs a reason", p)
		}
		out.Adjust = append(out.Adjust, Adjustment{Player: p, Points: a.Points, Reason: strings.TrimSpace(a.Reason)})
	}
	return out, nil
}

// Score returns player's points in round i (0 for the first played): the
// cards left in hand (0 for who went out), the special, the adjustments.
func (g *Game) Score(i int, player string) int {
	p := g.index(player)
	if p < 0 || i >= len(g.results) {
		return 0
	}
	return g.ScoreOf(i, g.results[i], g.players[p])
}

// ScoreOf returns what result r of round i gives player (as the game
// spells the name): the cards left in hand, the special, the
// adjustments. It is how a round is scored, recorded (Score) or about to
// be.
func (g *Game) ScoreOf(i int, r Result, name string) int {
	points := Points(r.Left[name])
	if n := r.Special[name]; n > 0 {
		points += n * g.list.Rounds[i].Contract.Specials[0].Points
	}
	for _, a := range r.Adjust {
		if a.Player == name {
			points += a.Points
		}
	}
	return points
}

// Total returns player's points over the rounds played.
func (g *Game) Total(player string) int {
	t := 0
	for i := range g.results {
		t += g.Score(i, player)
	}
	return t
}

// Winners returns the players with the lowest total, in seating order;
// equal totals share the win.
func (g *Game) Winners() []string {
	var winners []string
	best := 0
	for _, p := range g.players {
		switch t := g.Total(p); {
		case winners == nil || t < best:
			best, winners = t, []string{p}
		case t == best:
			winners = append(winners, p)
		}
	}
	return winners
}

// ReplayGame rebuilds a game from its events.
func ReplayGame(l *List, players []string, dealer string, events []GameEvent) (*Game, error) {
	g, err := NewGame(l, players, dealer)
	if err != nil {
		return nil, err
	}
	for i, e := range events {
		if err := g.Apply(e); err != nil {
			return nil, fmt.Errorf("event %d (%s): %w", i+1, e.Kind, err)
		}
	}
	return g, nil
}
