package web

import (
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/contracts"
)

// errRoundEntered is an entry of the card game for a round entered since
// its page was drawn.
func errRoundEntered(round int) error {
	return withStatus(http.StatusConflict, store.ErrRoundEntered(round))
}

// roundAgain is the card game name's page with its round's form as t
// sent it (never its PIN) in the query besides q's, for the page to draw
// it again (typedRound), opening at the form (#turn) below the list of
// rounds; "" when the address would be longer than maxBack.
func roundAgain(q url.Values, name string, t Turn, round int) string {
	q.Set("round", strconv.Itoa(round))
	q.Set("out", t.Out)
	for i, typed := range t.hands {
		q.Set("left"+strconv.Itoa(i), typed)
	}
	for i, typed := range t.specials {
		q.Set("special"+strconv.Itoa(i), typed)
	}
	for i, chosen := range t.labels {
		q.Set("label"+strconv.Itoa(i), chosen)
	}
	if back := link(gamePath(name), q) + "#turn"; len(back) <= maxBack {
		return back
	}
	return ""
}

func (s *Server) applyRummy(g *store.Rummy, t Turn, dry bool) (string, error) {
	game := g.State
	if err := store.CheckRound(t.Round, game.Played()+1, errRoundEntered); err != nil {
		if t.Round < game.Played()+1 && s.sameRound(game, t) {
			return "", nil // sent twice (a second tap): it stands, once
		}
		return "", err
	}
	res, err := s.rummyResult(game, t)
	if err != nil {
		return "", err
	}
	if dry {
		return "checked", game.CheckRound(res)
	}
	if err := g.Apply(s.Now(), contracts.GameEvent{Kind: contracts.KindRound, Result: &res}); err != nil {
		return "", err
	}
	i := game.Played() - 1
	var points []string
	for _, p := range game.Players() {
		points = append(points, fmt.Sprintf("%s %d", playername.Display(p), game.Score(i, p)))
	}
	return fmt.Sprintf("round %d, out %s: %s", i+1, playername.Display(res.Out), strings.Join(points, ", ")), nil
}

// sameRound reports whether t, sent for a round already played, is that
// round's result as it stands: who went out and every hand left, the
// same cards in any order.
func (s *Server) sameRound(game *contracts.Game, t Turn) bool {
	done := game.Results()[t.Round-1]
	sent, err := s.handsOf(game, t)
	if err != nil || sent.Out != done.Out || len(sent.Left) != len(done.Left) {
		return false
	}
	for p, cards := range sent.Left {
		if !sameCards(cards, done.Left[p]) {
			return false
		}
	}
	// Its contracts and special cards, where it sends them, as they
	// stand: a second entry with others is another entry, not a tap again.
	players := game.Players()
	c := game.Round(t.Round - 1).Contract
	labels, err := sentLabels(game, t)
	if err != nil {
		return false
	}
	for p, label := range labels {
		if req, err := c.Requirement(label); err != nil || done.Labels[p] != req.Name() {
			return false
		}
	}
	special := map[string]int{}
	for who, n := range t.Special {
		if p, err := game.Player(who); err == nil {
			special[p] = n
		}
	}
	for i, typed := range t.specials {
		if n, err := strconv.Atoi(strings.TrimSpace(typed)); err == nil && i < len(players) {
			special[players[i]] = n
		}
	}
	for p, n := range special {
		if done.Special[p] != n {
			return false
		}
	}
	return true
}

// sameCards reports whether a and b hold the same cards, in any order.
func sameCards(a, b []contracts.Card) bool {
	key := func(cs []contracts.Card) []string {
		out := make([]string, len(cs))
		for i, c := range cs {
			out[i] = c.String()
		}
		slices.Sort(out)
		return out
	}
	return slices.Equal(key(a), key(b))
}

// rummyResult is the next round's result t gives, its cards read as the
// page and scripts type them, not yet checked against the game's rules.
func (s *Server) rummyResult(game *contracts.Game, t Turn) (contracts.Result, error) {
	if game.Finished() {
		return contracts.Result{}, withStatus(http.StatusConflict, msg.Errorf("the game is over"))
	}
	res, err := s.handsOf(game, t)
	if err != nil {
		return res, err
	}
	if err := s.specialOf(game, t, &res); err != nil {
		return res, err
	}
	return res, labelsOf(game, t, &res)
}

// sentLabels are the labels t sends, by player as the game spells them
// (JSON's by name, a form's by place); nil for none.
func sentLabels(game *contracts.Game, t Turn) (map[string]string, error) {
	players := game.Players()
	var labels map[string]string
	add := func(p, label string) {
		if labels == nil {
			labels = map[string]string{}
		}
		labels[p] = label
	}
	for who, label := range t.Labels {
		p, err := game.Player(who)
		if err != nil {
			return nil, err
		}
		add(p, label)
	}
	for i, label := range t.labels {
		if i >= len(players) {
			return nil, msg.Errorf("the entry is not a form the page sends (%v)", "label"+strconv.Itoa(i))
		}
		if label != "" {
			add(players[i], label)
		}
	}
	return labels, nil
}

// labelsOf puts into res whose contract each player had, as t sends it,
// and refuses a round that names players without one for each (as the
// table asks every player, and record wants a --label each); the rules
// check the labels themselves.
func labelsOf(game *contracts.Game, t Turn, res *contracts.Result) error {
	labels, err := sentLabels(game, t)
	if err != nil {
		return err
	}
	res.Labels = labels
	missing := game.MissingLabels(*res)
	if len(missing) > 0 {
		for k := range missing {
			missing[k] = playername.Display(missing[k])
		}
		return msg.Errorf("round %d says whose contract each player has: choose it for %s", game.Played()+1, strings.Join(missing, ", "))
	}
	if game.Finished() {
		return nil
	}
	return game.Round(game.Played()).Contract.OneEach(res.Labels)
}

// handsOf is who went out and the cards left in each hand, as t sends
// them: read as the page and scripts type them, not checked against the
// rules.
func (s *Server) handsOf(game *contracts.Game, t Turn) (contracts.Result, error) {
	if t.Out == "" {
		return contracts.Result{}, msg.Errorf("who went out? The round needs the player who went out")
	}
	out, err := game.Player(t.Out)
	if err != nil {
		return contracts.Result{}, err
	}
	res := contracts.Result{Out: out, Left: map[string][]contracts.Card{}}
	players := game.Players()
	// A script names each hand ("Bo":"" is one with no cards, as record's
	// --left "Bo="); the page's form has a field for every player, and an
	// empty hand there is said, 0 or -, as at the table: a field left
	// empty is refused, never taken for no cards.
	left := map[string]string{}
	parse := map[string]func(string, ...*contracts.Words) ([]contracts.Card, error){}
	for who, typed := range t.Left {
		p, err := game.Player(who)
		if err != nil {
			return contracts.Result{}, err
		}
		if _, twice := left[p]; twice {
			return contracts.Result{}, msg.Errorf("the cards left of %s are given twice", playername.Display(p))
		}
		left[p], parse[p] = typed, contracts.ParseCards
	}
	for i, typed := range t.hands {
		if i >= len(players) {
			return contracts.Result{}, msg.Errorf("the entry is not a form the page sends (%v)", "left"+strconv.Itoa(i))
		}
		// The hand of whoever went out is empty: the page hides its
		// field, and what it still holds is not read.
		if players[i] != out {
			left[players[i]], parse[players[i]] = typed, contracts.ParseHand
		}
	}
	// In seating order, so that a refusal names the same player whatever
	// the order the hands came in.
	for _, p := range players {
		typed, ok := left[p]
		if !ok {
			continue
		}
		cards, err := parse[p](typed, s.Langs.Cards()...)
		if err != nil {
			return contracts.Result{}, msg.Errorf("%s: %v", playername.Display(p), err)
		}
		res.Left[p] = cards
	}
	return res, nil
}

// specialOf puts into res the cards in each player's special meld of the
// next round, as t sent them: a script by name, the page's form by the
// player's place, a field left empty none.
func (s *Server) specialOf(game *contracts.Game, t Turn, res *contracts.Result) error {
	players := game.Players()
	add := func(p string, n int) {
		if res.Special == nil {
			res.Special = map[string]int{}
		}
		res.Special[p] = n
	}
	for who, n := range t.Special {
		p, err := game.Player(who)
		if err != nil {
			return err
		}
		add(p, n)
	}
	var specials []contracts.Special
	if i := game.Played(); i < len(game.List().Rounds) {
		specials = game.Round(i).Contract.Specials
	}
	for i := range len(players) {
		typed := strings.TrimSpace(t.specials[i])
		if typed == "" {
			continue
		}
		if len(specials) == 0 {
			return msg.Errorf("the entry is not a form the page sends (%v)", "special"+strconv.Itoa(i))
		}
		n, err := strconv.Atoi(typed)
		if err != nil {
			return msg.Errorf("%s: %v", playername.Display(players[i]), msg.Errorf("%q: type 0, or %d to %d", typed, specials[0].Meld.Size, contracts.PerRank))
		}
		add(players[i], n)
	}
	for i := range t.specials {
		if i >= len(players) {
			return msg.Errorf("the entry is not a form the page sends (%v)", "special"+strconv.Itoa(i))
		}
	}
	// A round that scores a special meld says each one's cards, 0 for
	// none, as the table asks them: a field left empty, or JSON without
	// "special", would score it as no one's without a word.
	if len(specials) > 0 {
		if t.Special == nil && t.specials == nil {
			return msg.Errorf("round %d scores the cards in a %s: say each player's (0 if none)", game.Played()+1, specials[0].Meld.KindWord())
		}
		for i := range len(players) {
			if _, sent := t.specials[i]; sent && strings.TrimSpace(t.specials[i]) == "" {
				return msg.Errorf("%s: %v", playername.Display(players[i]), msg.Errorf("the cards in the %s are missing: type 0 if none", specials[0].Meld.KindWord()))
			}
		}
	}
	return nil
}

// refill puts what t sent back into the round's form f, and why (err, if
// not nil) it was refused.
func refill(l *catalog.Language, f *rummyTurn, t Turn, err error) {
	if err != nil {
		f.Error, f.PINVerdict = sentence(l, err), pinVerdict(err)
	}
	for i := range f.Out.Options {
		f.Out.Options[i].Selected = f.Out.Options[i].Value == t.Out
	}
	for i := range f.Hands {
		f.Hands[i].Value = t.hands[i]
	}
	if f.Special != nil {
		for i := range f.Special.Fields {
			f.Special.Fields[i].Value = t.specials[i]
		}
	}
	for i := range f.Labels {
		for k := range f.Labels[i].Options {
			f.Labels[i].Options[k].Selected = f.Labels[i].Options[k].Value == t.labels[i]
		}
	}
}
