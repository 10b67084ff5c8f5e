package web

import (
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/advice"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A kindGame is a saved game of one kind as the server needs it: what
// its page, its JSON, its live updates, its undo and its corrections
// are, and how a turn or a round posted to it is applied. The handlers
// call these and do not ask which kind a game is; yatzyGame and
// rummyGame are the two kinds with a page. The pages only Yatzy has
// (the dice's boxes, chances and hints) ask for a yatzyGame by a type
// assertion: their routes are the kind's own.
type kindGame interface {
	// file is the game's file.
	file() *store.File
	// finished reports whether the game is over.
	finished() bool
	// writeView writes the game as show --json prints it.
	writeView(w io.Writer) error
	// historyJSON is each entry of the game as show --json has it in its
	// history.
	historyJSON() []json.RawMessage
	// page draws the game's page.
	page(s *Server, w http.ResponseWriter, r *http.Request, l *catalog.Language)
	// pageName is the name of the game's page's template.
	pageName() string
	// parts adds the parts of the game's page that only its kind has
	// (see Server.parts).
	parts(s *Server, rd *reader, add func(page, id string, data any))
	// changed says the game's last entry for a reader of l: "" for none,
	// or one that changes no points (a rename).
	changed(l *catalog.Language) string
	// undoWhat says what an undo would take back, as the table does;
	// false for nothing to take back.
	undoWhat(l *catalog.Language) (string, bool)
	// undo takes back the last entry.
	undo(now time.Time) error
	// played reports whether the game's last entry is a play (a turn, a
	// round), or there is none: what the terminal shows itself.
	played() bool
	// fixForms are the forms that correct the game's entries, for the
	// reader of r in l (the undo left to Server.corrections).
	fixForms(s *Server, r *http.Request, l *catalog.Language) corrections
	// correct applies the correction the fix form f sends, and says what
	// it changed in en (the log's).
	correct(s *Server, f url.Values) (string, error)
	// apply applies the turn or round t (see Server.apply).
	apply(s *Server, t Turn, dry bool) (string, error)
	// refused is where a page's form t, should the rules refuse it, comes
	// back, worked out from the game as it stands before t (see
	// refusedByTheRules); its func returns "" for nowhere.
	refused(name string, t Turn) func(q url.Values, err error) string
	// redraw draws the game's page again with the form t, refused for
	// what was typed (err), as typed; false when the kind comes back at
	// no such page (see Server.turn).
	redraw(s *Server, w http.ResponseWriter, r *http.Request, l *catalog.Language, t Turn, err error) bool
	// formAgain is where a page's form t refused for its PIN comes back
	// (see Server.formAgain), q already saying why.
	formAgain(q url.Values, name string, t Turn) string
}

// rawEach is each of es as JSON.
func rawEach[E any](es []E) []json.RawMessage {
	var out []json.RawMessage
	for _, e := range es {
		data, _ := json.Marshal(e)
		out = append(out, data)
	}
	return out
}

// A yatzyGame is a Yatzy game as the server needs it.
type yatzyGame struct{ *store.Yatzy }

func (g yatzyGame) file() *store.File              { return g.File }
func (g yatzyGame) finished() bool                 { return g.State.Finished() }
func (g yatzyGame) writeView(w io.Writer) error    { return view.WriteJSON(w, view.Yatzy(g.Yatzy)) }
func (g yatzyGame) historyJSON() []json.RawMessage { return rawEach(view.Yatzy(g.Yatzy).History) }
func (g yatzyGame) pageName() string               { return "yatzy" }

func (g yatzyGame) page(s *Server, w http.ResponseWriter, r *http.Request, l *catalog.Language) {
	if !g.State.Finished() {
		// The tables its hints and chances read, worked out in the
		// background from the first look at the game on, not when first
		// asked (advice.Warm returns at once; a second call does nothing).
		advice.Warm(s.Tables, g.Yatzy)
	}
	s.pages.render(w, http.StatusOK, "yatzy", s.yatzyPage(r, l, g.Yatzy, askedBody{}))
}

func (g yatzyGame) parts(s *Server, rd *reader, add func(page, id string, data any)) {
	add("yatzy", "live", s.yatzyLive(rd.lang, g.Yatzy))
	add("yatzy", "turn", s.yatzyTurn(rd.r, rd.lang, g.Yatzy))
	add("yatzy", "asked", s.askForms(rd.r, rd.lang, g.Yatzy))
}

func (g yatzyGame) changed(l *catalog.Language) string { return yatzyChanged(l, g.Yatzy) }

func (g yatzyGame) undoWhat(l *catalog.Language) (string, bool) {
	return render.YatzyUndo(l, g.State)
}

func (g yatzyGame) undo(now time.Time) error { return g.Apply(now, scoresheet.Undo()) }

func (g yatzyGame) played() bool {
	h := g.State.History()
	return len(h) == 0 || h[len(h)-1].Kind == scoresheet.KindTurn
}

func (g yatzyGame) fixForms(s *Server, r *http.Request, l *catalog.Language) corrections {
	return corrections{Fix: s.fixForm(r, l, g)}
}

func (g yatzyGame) correct(s *Server, f url.Values) (string, error) { return s.fixEntry(g.Yatzy, f) }

func (g yatzyGame) apply(s *Server, t Turn, dry bool) (string, error) {
	if t.Out != "" || t.Left != nil || t.hands != nil || t.Special != nil || t.specials != nil {
		return "", msg.Errorf("a Yatzy turn is a player, dice and a box, not who went out")
	}
	return s.applyYatzy(g.Yatzy, t, dry)
}

// refused: a Yatzy turn comes back on its boxes page (the box tried
// said, tried=, or the strike's page), which checks it again and says
// why.
func (g yatzyGame) refused(name string, t Turn) func(url.Values, error) string {
	return func(q url.Values, _ error) string { return diceAgain(q, name, t, true) }
}

// redraw: a Yatzy turn always comes back at its boxes page.
func (g yatzyGame) redraw(*Server, http.ResponseWriter, *http.Request, *catalog.Language, Turn, error) bool {
	return false
}

func (g yatzyGame) formAgain(q url.Values, name string, t Turn) string {
	if t.Dice == "" {
		return ""
	}
	return diceAgain(q, name, t, false)
}

// A rummyGame is a game of the card game as the server needs it.
type rummyGame struct{ *store.Rummy }

func (g rummyGame) file() *store.File              { return g.File }
func (g rummyGame) finished() bool                 { return g.State.Finished() }
func (g rummyGame) writeView(w io.Writer) error    { return view.WriteJSON(w, view.Rummy(g.Rummy)) }
func (g rummyGame) historyJSON() []json.RawMessage { return rawEach(view.Rummy(g.Rummy).History) }
func (g rummyGame) pageName() string               { return "rummy" }

func (g rummyGame) page(s *Server, w http.ResponseWriter, r *http.Request, l *catalog.Language) {
	s.pages.render(w, http.StatusOK, "rummy", s.rummyPage(r, l, g.Rummy, s.typedRound(r, l, g.Rummy)))
}

func (g rummyGame) parts(s *Server, rd *reader, add func(page, id string, data any)) {
	add("rummy", "now", rummyNowOf(rd.lang, g.Rummy))
	add("rummy", "live", rummyLiveOf(s, rd.lang, g.Rummy))
	add("rummy", "turn", s.rummyTurn(rd.r, rd.lang, g.Rummy))
}

func (g rummyGame) changed(l *catalog.Language) string { return rummyChanged(l, g.Rummy) }

func (g rummyGame) undoWhat(l *catalog.Language) (string, bool) {
	return render.RummyUndo(l, g.State)
}

func (g rummyGame) undo(now time.Time) error {
	return g.Apply(now, contracts.GameEvent{Kind: contracts.KindUndo})
}

func (g rummyGame) played() bool {
	h := g.State.History()
	return len(h) == 0 || h[len(h)-1].Kind == contracts.KindRound
}

func (g rummyGame) fixForms(s *Server, r *http.Request, l *catalog.Language) corrections {
	return corrections{Round: s.roundFixForm(r, l, g)}
}

func (g rummyGame) correct(s *Server, f url.Values) (string, error) { return s.correctRound(g, f) }

func (g rummyGame) apply(s *Server, t Turn, dry bool) (string, error) {
	if t.Player != "" || t.Dice != "" || t.Box != "" || t.Strike || t.Rolls != 0 {
		return "", msg.Errorf("a round of the card game is who went out and the cards left, not dice")
	}
	return s.applyRummy(g.Rummy, t, dry)
}

// refused: the card game's round comes back on the game's page (see
// roundRefused), for the round next as the game stands now.
func (g rummyGame) refused(name string, t Turn) func(url.Values, error) string {
	round := g.State.Played() + 1
	return func(q url.Values, err error) string { return roundRefused(q, name, t, err, round) }
}

// redraw: a round too long to come back at is drawn again here.
func (g rummyGame) redraw(s *Server, w http.ResponseWriter, r *http.Request, l *catalog.Language, t Turn, err error) bool {
	typed := s.rummyTurn(r, l, g.Rummy)
	refill(l, typed, t, err)
	s.pages.render(w, http.StatusBadRequest, "rummy", s.rummyPage(r, l, g.Rummy, typed))
	return true
}

func (g rummyGame) formAgain(q url.Values, name string, t Turn) string {
	if g.State.Finished() {
		return ""
	}
	return roundAgain(q, name, t, g.State.Played()+1)
}
