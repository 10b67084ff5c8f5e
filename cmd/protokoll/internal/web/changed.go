package web

import (
	"net/http"
	"strconv"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// What changed last, on every phone: the game's last entry said as the
// table says it ("Cecilia: Chance 28", "Round 3 recorded: …", "Took back:
// …"), at the top of the page, in a region a screen reader announces when
// a live update changes it; and the undo of it, with the table's rule
// and words (the latest entry first, what it takes back said).

// before is the game's state before its last event, replayed from its
// file's header; false for a game with no events, or one that does not
// replay.
func before[S store.State[E], E any](kind store.Kind[S, E], h store.Header, history []E) (S, bool) {
	var zero S
	if len(history) == 0 {
		return zero, false
	}
	s, err := kind.New(h)
	if err != nil {
		return zero, false
	}
	for _, e := range history[:len(history)-1] {
		if s.Apply(e) != nil {
			return zero, false
		}
	}
	return s, true
}

func yatzyChanged(l *catalog.Language, g *store.Yatzy) string {
	sheet := g.State
	history := sheet.History()
	if len(history) == 0 {
		return ""
	}
	last := history[len(history)-1]
	v := sheet.Variant()
	switch last.Kind {
	case scoresheet.KindTurn:
		if e, ok := sheet.Entry(last.Player, last.Box); ok {
			return render.EntryLine(l, v, e)
		}
	case scoresheet.KindUndo, scoresheet.KindCorrect:
		prev, ok := before(store.YatzyKind(), g.File.Header, history)
		if !ok {
			return ""
		}
		if last.Kind == scoresheet.KindUndo {
			what, _ := render.YatzyUndo(l, prev)
			return l.T("Took back: %s", what)
		}
		was, ok1 := prev.Entry(last.Player, last.Box)
		now, ok2 := sheet.Entry(last.Player, last.Box)
		if ok1 && ok2 {
			return l.T("Corrected: %s → %s", render.EntryLine(l, v, was), render.EntryLine(l, v, now))
		}
	}
	return ""
}

func rummyChanged(l *catalog.Language, g *store.Rummy) string {
	game := g.State
	history := game.History()
	if len(history) == 0 {
		return ""
	}
	last := history[len(history)-1]
	switch last.Kind {
	case contracts.KindRound:
		i := game.Played() - 1
		return l.T("Round %d recorded: %s", i+1, render.RoundPoints(game, i))
	case contracts.KindCorrect:
		if last.Round < 1 || last.Round > game.Played() {
			break
		}
		// As the table says it: whose points, from what to what.
		if prev, ok := before(store.RummyKind(), g.File.Header, history); ok {
			points := map[string]int{}
			for _, p := range prev.Players() {
				points[p] = prev.Score(last.Round-1, p)
			}
			return render.RummyCorrected(l, game, last.Round-1, points)
		}
		return l.T("Round %d corrected: %s", last.Round, render.RoundPoints(game, last.Round-1))
	case contracts.KindUndo:
		if prev, ok := before(store.RummyKind(), g.File.Header, history); ok {
			what, _ := render.RummyUndo(l, prev)
			return l.T("Took back: %s", what)
		}
	}
	return ""
}

// undoForm is the undo of a game's last entry on its page: a disclosure
// (a first tap) that asks, as the table does, "Take back …?", and a
// button (a second) that takes it back. Line is the file's last line as
// the page was drawn: an undo sent after another entry came is refused,
// never taking back an entry its phone did not show.
type undoForm struct {
	Summary  string
	Action   string
	Line     int
	Question string
	Submit   string
	PIN      pinField
}

// undoForm is the undo of g's last entry for the reader of r in l; nil
// when the server takes no entries or nothing stands to be taken back.
func (s *Server) undoForm(r *http.Request, l *catalog.Language, g game) *undoForm {
	what, ok := g.undoWhat(l)
	if s.PIN == "" || !ok {
		return nil
	}
	return &undoForm{
		Summary:  l.T("Undo"),
		Action:   link(gamePath(g.file().Name, "undo"), langQuery(r, l)),
		Line:     lastLine(g.file()),
		Question: l.T("Take back %s?", what),
		Submit:   l.T("Take back"),
		PIN:      s.pinField(r, l),
	}
}

var (
	errNothingToUndo = withStatus(http.StatusConflict, msg.Errorf("Nothing to undo."))
	errUndoStale     = withStatus(http.StatusConflict, msg.Errorf("another entry came since this page was drawn: nothing was taken back; look at the last entry, and undo again if it is the one"))
)

// undo takes back a game's last entry, sent from its page's undo form
// (pin, and line: the last line the page showed), as the table's undo
// does; an entry recorded since the page was drawn refuses it.
func (s *Server) undo(w http.ResponseWriter, r *http.Request, l *catalog.Language) {
	name := r.PathValue("name")
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, l, http.StatusBadRequest, msg.Errorf("the entry is not a form the page sends (%v)", err))
		return
	}
	line, err := strconv.Atoi(r.PostForm.Get("line"))
	if err != nil || line < 1 {
		s.fail(w, r, l, http.StatusBadRequest, msg.Errorf("the entry is not a form the page sends (%v)", "line="+r.PostForm.Get("line")))
		return
	}
	pinRight, err := s.authorize(r, r.PostForm.Get("pin"))
	if err != nil {
		s.fail(w, r, l, 0, err)
		return
	}
	if pinRight {
		s.giveSession(w) // the PIN typed once on this phone
	}
	var what string
	err = s.write(name, remoteHost(r), func(g game) error {
		if lastLine(g.file()) != line {
			return errUndoStale
		}
		var ok bool
		if what, ok = g.undoWhat(catalog.Builtin().Lookup("en")); !ok {
			return errNothingToUndo
		}
		return g.undo(s.Now())
	})
	if err != nil {
		s.fail(w, r, l, 0, err)
		return
	}
	s.logWrite(r, name, "took back "+what)
	http.Redirect(w, r, link(gamePath(name), langQuery(r, l)), http.StatusSeeOther)
}

// Correction says what the last entry of the game shared at the table
// took back or corrected, as the phones' banner says it ("Took back: …",
// "Corrected: … → …", "Round 2 corrected: …") in l: what the terminal
// says of an undo or a fix from a phone, which its sheet alone does not
// show. "" for a turn or a round (the terminal shows those itself). On
// the terminal's goroutine, as Serve's said.
func (t *Table) Correction(l *catalog.Language) string {
	t.mu.Lock()
	g := t.g
	t.mu.Unlock()
	if g.played() {
		return ""
	}
	return g.changed(l)
}
