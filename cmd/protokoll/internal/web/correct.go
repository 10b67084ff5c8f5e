package web

import (
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// The card game's correction from a phone, as rummy correct's: a round
// played chosen (the latest first), and only what is typed changed of
// it, who went out and the cards left in a hand; the rest stays as
// recorded. The rules are the game's (contracts), the words the table's
// (render.RummyCorrected).

// roundFixForm corrects a round of a card game.
type roundFixForm struct {
	Summary string
	Action  string
	Line    int // as undoForm's
	Round   selectField
	Out     selectField
	Hands   []handField
	Note    string // what a field left empty means
	Reason  string
	Submit  string
	PIN     pinField
}

// roundFixForm is the correction of g's rounds, for a server that takes
// entries and a game with a round played; nil otherwise.
func (s *Server) roundFixForm(r *http.Request, l *catalog.Language, g rummyGame) *roundFixForm {
	if s.PIN == "" || g.State.Played() == 0 {
		return nil
	}
	game := g.State
	f := &roundFixForm{
		Summary: l.T("Correct a round"),
		Action:  link(gamePath(g.file().Name, "fix"), langQuery(r, l)),
		Line:    lastLine(g.file()),
		Round:   selectField{Label: l.T("Which round?"), Name: "round"},
		Out:     selectField{Label: l.T("Who went out?"), Name: "out", Options: []option{{Value: "", Text: "—"}}},
		Note:    l.T("Fields left empty stay as recorded."),
		Reason:  l.T("Reason"),
		Submit:  l.T("Correct a round"),
		PIN:     s.pinField(r, l),
	}
	rounds := make([]option, 0, game.Played())
	for i := range game.Played() {
		rounds = append(rounds, option{Value: strconv.Itoa(i + 1), Text: l.T("Round %d recorded: %s", i+1, render.RoundPoints(game, i))})
	}
	slices.Reverse(rounds) // the latest first: most corrections are of it
	f.Round.Options = rounds
	for i, p := range game.Players() {
		f.Out.Options = append(f.Out.Options, option{Value: p, Text: playername.Display(p)})
		f.Hands = append(f.Hands, handField{Label: l.T("Cards left: %s", playername.Display(p)), Name: "left" + strconv.Itoa(i), Player: p})
	}
	return f
}

// correctRound applies the correction the form f sends to the card game
// g, as rummy correct does, and says what it changed in en (the log's).
func (s *Server) correctRound(g rummyGame, f url.Values) (string, error) {
	get := f.Get
	game := g.State
	n, err := strconv.Atoi(get("round"))
	if err != nil || n < 1 || n > game.Played() {
		return "", withStatus(http.StatusBadRequest, msg.Errorf("the entry is not a form the page sends (%v)", "round="+get("round")))
	}
	r := game.Results()[n-1].Clone()
	if out := get("out"); out != "" {
		p, err := game.Player(out)
		if err != nil {
			return "", withStatus(http.StatusBadRequest, err)
		}
		r = r.WithOut(p)
	}
	for i, p := range game.Players() {
		typed := strings.TrimSpace(get("left" + strconv.Itoa(i)))
		if typed == "" || p == r.Out { // as recorded; who went out has none
			continue
		}
		cards, err := contracts.ParseHand(typed, s.Langs.Cards()...)
		if err != nil {
			return "", withStatus(http.StatusBadRequest, msg.Errorf("%s: %v", playername.Display(p), err))
		}
		if r.Left == nil {
			r.Left = map[string][]contracts.Card{}
		}
		r.Left[p] = cards
	}
	reason := strings.TrimSpace(get("reason"))
	if reason == "" {
		return "", errNoReason
	}
	before := map[string]int{}
	for _, p := range game.Players() {
		before[p] = game.Score(n-1, p)
	}
	if err := g.Apply(s.Now(), contracts.GameEvent{Kind: contracts.KindCorrect, Round: n, Result: &r, Reason: reason}); err != nil {
		return "", err // the rules' refusal, or the store's
	}
	return render.RummyCorrected(catalog.Builtin().Lookup("en"), game, n-1, before), nil
}
