package web

import (
	"html/template"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/contracts"
)

// rummyBody is a card game's page: where the game stands and the
// round's contract first, then the round's form, then the points; on a
// phone a round is entered without scrolling past the list of rounds.
type rummyBody struct {
	Heading string
	Now     rummyNow
	Live    rummyLive
	// Refused says that the round a form was sent for was entered
	// meanwhile (see refusedAgain), above the next round's form.
	Refused string
	Turn    *rummyTurn
}

// rummyNow is the top of a card game's page, which a live update
// replaces: what comes next, and the next round's contract, as written
// and explained (nil once the game is over).
type rummyNow struct {
	Status   []string
	Contract *roundRow
}

// rummyLive is the part of a card game's page a live update replaces:
// the rounds played and their points, and the list's contracts behind a
// disclosure.
type rummyLive struct {
	Round   string // the head of the rounds' column
	Heads   []string
	Rounds  []roundRow // those played
	Total   string
	Totals  []string
	Recap   template.HTML // the night's, in colour (see recap)
	OutMark string        // marks who went out
	OutNote string
	// Contracts are every round of the list, as written and explained,
	// under the disclosure's summary.
	Contracts        []roundRow
	ContractsSummary string
}

// A roundRow is a round of the list: its contract as written and
// explained, and, once played, each player's points.
type roundRow struct {
	Number    int
	Contract  string
	Explained string
	Cells     []cell
	Played    bool
	Current   bool
	Last      bool // the round the last entry recorded or corrected
	// Notes say what else the round's result holds, as the terminal's
	// table does under it: whose contract each had, a special's points,
	// points added by hand.
	Notes string
}

// rummyTurn is the form that enters a round: who went out, and the cards
// left in every other hand.
type rummyTurn struct {
	Heading string
	Action  string // with the reader's ?lang=
	Round   int
	PIN     pinField
	Out     selectField
	// Labels ask whose contract each player had, in a round that names
	// players (unless the last round's winner settles them).
	Labels []selectField
	Hands  []handField
	Pad    rankPad
	// Special asks the cards in each player's special meld, in a round
	// that scores one (Yatzy-chans): its words, and a field a player.
	Special  *specialFields
	CardNote string
	Submit   string
	Error    string
	// PINVerdict is what Error tells the page's script of its PIN (see
	// pinVerdict).
	PINVerdict string
}

// A handField is the cards left in one player's hand: Player is the
// value of the player's option in the choice of who went out, whose
// field the page's script hides.
type handField struct {
	Label, Name, Value, Player string
}

// A rankPad is the buttons that add a card of each rank to the hand
// field last chosen, as typing its rank does: 2–10 and the faces as the
// page's language writes them. Without the script they are hidden.
type rankPad struct {
	Label string // the group's
	Ranks []string
	// Erase takes the last card typed back; EraseLabel is its name.
	Erase, EraseLabel string
}

// specialFields are a round's special meld (Text, its contract's words)
// and a field for each player's cards in it.
type specialFields struct {
	Text   string
	Fields []handField
}

// rummyPage draws the card game g for a reader of l; typed is a round's
// form as it was sent, when it is drawn again with a refusal.
func (s *Server) rummyPage(r *http.Request, l *catalog.Language, g *store.Rummy, typed *rummyTurn) layoutData {
	body := rummyBody{
		Heading: g.Name + " · " + g.State.List().TitleIn(l),
		Now:     rummyNowOf(l, g),
		Live:    rummyLiveOf(s, l, g),
		Refused: enteredMeanwhile(l, r.URL.Query(), g.State.Played()),
		Turn:    typed,
	}
	if typed == nil {
		body.Turn = s.rummyTurn(r, l, g)
	}
	d := s.layout(r, l, body.Heading, body)
	d.Live = s.liveData(r, l, game{kindGame: rummyGame{g}})
	return d
}

// rummyNowOf says what comes next in the card game, and the next
// round's contract; or, once it is over, who won.
func rummyNowOf(l *catalog.Language, g *store.Rummy) rummyNow {
	game := g.State
	if game.Finished() {
		return rummyNow{Status: []string{render.Winners(l, game.Winners())}}
	}
	i := game.Played()
	dealer, starter := game.Dealer(i)
	c := game.Round(i).Contract
	return rummyNow{
		Status: []string{
			l.T("Next: round %d of %d, %s", i+1, len(game.List().Rounds), render.OneLine(c.Text)),
			l.T("Dealer: %s · starts: %s", playername.Display(dealer), playername.Display(starter)),
		},
		Contract: &roundRow{Number: i + 1, Contract: c.Text, Explained: c.Explain(l), Current: true}, // the status says it as written
	}
}

// rummyLiveOf draws the card game's rounds played, with their points,
// the totals, and every round's contract.
func rummyLiveOf(s *Server, l *catalog.Language, g *store.Rummy) rummyLive {
	game := g.State
	players := game.Players()
	live := rummyLive{Round: l.T("Round"), Heads: displayNames(players), Total: l.T("Total"), OutMark: "★", OutNote: l.T("★ went out"),
		ContractsSummary: l.T("The contracts of all %d rounds", len(game.List().Rounds))}
	results := game.Results()
	last := -1 // the round of the last entry, from 0
	if h := game.History(); len(h) > 0 {
		switch e := h[len(h)-1]; e.Kind {
		case contracts.KindRound:
			last = game.Played() - 1
		case contracts.KindCorrect:
			last = e.Round - 1
		}
	}
	for i := range len(game.List().Rounds) {
		c := game.Round(i).Contract
		row := roundRow{Number: i + 1, Contract: c.Text, Explained: c.Explain(l), Played: i < len(results), Current: i == len(results)}
		live.Contracts = append(live.Contracts, row)
		if !row.Played {
			continue
		}
		row.Explained = "" // in the disclosure
		row.Last = i == last
		row.Notes = strings.Join(render.RoundNotes(game, i, results[i], l), " · ")
		for _, p := range players {
			text := strconv.Itoa(game.Score(i, p))
			class := ""
			if results[i].Out == p {
				text += " ★"
				class = "out"
			}
			row.Cells = append(row.Cells, cell{Text: text, Class: class})
		}
		live.Rounds = append(live.Rounds, row)
	}
	for _, p := range players {
		live.Totals = append(live.Totals, strconv.Itoa(game.Total(p)))
	}
	if game.Finished() {
		live.Recap = s.recap(l, g.Name)
	}
	return live
}

// enteredMeanwhile is why a round's form came back with refused=entered
// or refused=ahead (see refusedAgain): its round was entered since the
// form was drawn, when it is one of the played rounds, or taken back,
// when it is past the next; "" for any other query.
func enteredMeanwhile(l *catalog.Language, q url.Values, played int) string {
	n, err := strconv.Atoi(q.Get("round"))
	switch {
	case err != nil:
	case q.Get("refused") == "entered" && n >= 1 && n <= played:
		return sentence(l, errRoundEntered(n))
	case q.Get("refused") == "ahead" && n > played+1:
		return sentence(l, store.CheckRound(n, played+1, errRoundEntered))
	}
	return ""
}

// typedRound is the next round's form as a refused entry sent it (see
// roundAgain), with why it was refused, checked again against the game as
// it is now; nil when the page's query holds none, or one for another
// round than the next.
func (s *Server) typedRound(r *http.Request, l *catalog.Language, g *store.Rummy) *rummyTurn {
	q := r.URL.Query()
	form := s.rummyTurn(r, l, g)
	if form == nil || !q.Has("round") || q.Get("round") != strconv.Itoa(form.Round) {
		return nil
	}
	t, err := turnOf(q)
	switch {
	case pinRefusal(q) != nil: // the cards were not looked at
		err = pinRefusal(q)
	case err == nil:
		var res contracts.Result
		if res, err = s.rummyResult(g.State, t); err == nil {
			err = g.State.CheckRound(res)
		}
	}
	refill(l, form, t, err)
	return form
}

// rummyTurn is the form of the next round, for a server that takes
// entries and a game not over.
func (s *Server) rummyTurn(r *http.Request, l *catalog.Language, g *store.Rummy) *rummyTurn {
	game := g.State
	if s.PIN == "" || game.Finished() {
		return nil
	}
	t := &rummyTurn{
		Heading: l.T("Round %d: who went out, and the cards left in each hand", game.Played()+1),
		Action:  link(gamePath(g.Name, "turn"), langQuery(r, l)),
		Round:   game.Played() + 1,
		PIN:     s.pinField(r, l),
		// No one is chosen: a round is not recorded as the first
		// player's because no one chose.
		Out:      selectField{Label: l.T("Who went out?"), Name: "out", Options: []option{{Value: "", Text: "—"}}},
		CardNote: l.T("ranks are enough: K 7 2 A; 0 or - if none"),
		Submit:   l.T("Record the round"),
	}
	for i, p := range game.Players() {
		t.Out.Options = append(t.Out.Options, option{Value: p, Text: playername.Display(p)})
		t.Hands = append(t.Hands, handField{Label: l.T("Cards left: %s", playername.Display(p)), Name: "left" + strconv.Itoa(i), Player: p})
	}
	t.Pad = rankPad{Label: l.T("Add a card to the hand chosen"), Erase: "⌫", EraseLabel: l.T("Take back the last card")}
	for r := contracts.Two; r <= contracts.Ace; r++ {
		t.Pad.Ranks = append(t.Pad.Ranks, r.In(l.Contracts))
	}
	// The terminal asks the same (rummy play): each player's contract,
	// and the cards in the first special.
	if c := game.Round(game.Played()).Contract; c.Labelled() && game.WinnerLabels(game.Played()) == nil {
		for i, p := range game.Players() {
			f := selectField{Label: l.T("Which contract did %s have?", playername.Display(p)), Name: "label" + strconv.Itoa(i), Options: []option{{Value: "", Text: "—"}}}
			for _, req := range c.Requirements {
				f.Options = append(f.Options, option{Value: req.Name(), Text: req.Name()})
			}
			t.Labels = append(t.Labels, f)
		}
	}
	if sp := game.Round(game.Played()).Contract.Specials; len(sp) > 0 {
		t.Special = &specialFields{Text: sp[0].Text}
		for i, p := range game.Players() {
			t.Special.Fields = append(t.Special.Fields, handField{Label: l.T("Cards in %s's %s (0 if none)", playername.Display(p), sp[0].Meld.KindWord()), Name: "special" + strconv.Itoa(i)})
		}
	}
	return t
}
