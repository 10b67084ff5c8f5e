package web

import (
	"errors"
	"net/http"
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/advice"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// chancesBody is each player's chance to win, as the page shows it.
type chancesBody struct {
	Heading string
	advice.Said
}

// hintBody is the hint, as the page shows it.
type hintBody struct {
	advice.Said
	ToWin []string
}

// askedYatzy reads the Yatzy game of a page that asks something of it:
// chances and hints are the Yatzy game's, where the tables are, and
// their routes its own (so the kind is asked here).
func (s *Server) askedYatzy(w http.ResponseWriter, r *http.Request, l *catalog.Language) (game, *store.Yatzy, bool) {
	g, err := s.read(r.PathValue("name"))
	y, isYatzy := g.kindGame.(yatzyGame)
	switch {
	case err != nil:
		s.fail(w, r, l, 0, err)
		return game{}, nil, false
	case !isYatzy:
		s.fail(w, r, l, http.StatusNotFound, msg.Errorf("chances and hints are the Yatzy game's"))
		return game{}, nil, false
	case s.Tables == nil:
		s.fail(w, r, l, http.StatusNotFound, msg.Errorf("this server gives no chances or hints"))
		return game{}, nil, false
	}
	if v := y.State.Variant(); optimal.Solvable(v) != nil {
		s.fail(w, r, l, http.StatusNotFound, tablecache.Refusal(v, optimal.Solvable(v)))
		return game{}, nil, false
	}
	return g, y.Yatzy, true
}

// chancesPage is the game's page with each player's chance to win, or
// with .json, what chances --json prints.
func (s *Server) chancesPage(w http.ResponseWriter, r *http.Request, l *catalog.Language) {
	read, g, ok := s.askedYatzy(w, r, l)
	if !ok {
		return
	}
	// Working a table out the first time takes a while: more than the
	// server's write timeout.
	http.NewResponseController(w).SetWriteDeadline(s.Now().Add(slowAnswer))
	c, err := read.chances.get(func() (advice.Chances, error) { return advice.ChancesOf(s.Tables, g) })
	if errors.Is(err, tablecache.ErrNotPrepared) { // maxi's, prepared on request: not yet
		s.fail(w, r, l, http.StatusServiceUnavailable, err)
		return
	}
	if err != nil {
		s.fail(w, r, l, http.StatusInternalServerError, err)
		return
	}
	if wantsJSON(r) {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		view.WriteJSON(w, c)
		return
	}
	asked := s.askForms(r, l, g)
	asked.Kind = "chances"
	asked.Chances = &chancesBody{Heading: l.T("Chances to win"), Said: advice.SayChances(l, c)}
	s.pages.render(w, http.StatusOK, "yatzy", s.yatzyPage(r, l, g, asked))
}

// hintPage is the game's page with the best play for the dice in hand of
// the player whose turn it is: ?dice=66624&left=1.
func (s *Server) hintPage(w http.ResponseWriter, r *http.Request, l *catalog.Language) {
	_, g, ok := s.askedYatzy(w, r, l)
	if !ok {
		return
	}
	sheet := g.State
	asked := s.askForms(r, l, g)
	asked.Kind = "hint"
	h, err := s.hint(r, sheet)
	if err != nil {
		asked.Error = sentence(l, err)
		s.pages.render(w, statusOf(err), "yatzy", s.yatzyPage(r, l, g, asked))
		return
	}
	said := advice.SayChoices(l, sheet.Variant(), h.Dice, h.RollsLeft, h.Score, h.Choices, 5)
	asked.Hint = &hintBody{Said: said}
	if h.ToWin != nil {
		asked.Hint.ToWin = strings.Split(advice.ToWinLine(l, sheet.Variant(), h), "\n")
	}
	s.pages.render(w, http.StatusOK, "yatzy", s.yatzyPage(r, l, g, asked))
}

// hint reads the dice and rolls left a hint asks for, and works it out.
func (s *Server) hint(r *http.Request, sheet *scoresheet.Sheet) (advice.Hint, error) {
	if sheet.Finished() {
		return advice.Hint{}, msg.Errorf("the game is over: no choice is left to advise")
	}
	q := r.URL.Query()
	dice, err := sheet.Variant().ParseRoll(q.Get("dice"))
	if err != nil {
		return advice.Hint{}, err
	}
	left, err := strconv.Atoi(q.Get("left"))
	player, _ := sheet.Next()
	if most := advice.MostRollsLeft(sheet, player); err != nil || left < 0 || left > most {
		return advice.Hint{}, msg.Errorf("%q: type a number of rolls from 0 to %d", q.Get("left"), most)
	}
	h, err := advice.HintAt(s.Tables, sheet, dice, left)
	var table *advice.TableError
	switch {
	case errors.Is(err, tablecache.ErrNotPrepared): // maxi's, prepared on request: not yet
		return h, withStatus(http.StatusServiceUnavailable, err)
	case errors.As(err, &table):
		return h, withStatus(http.StatusInternalServerError, err)
	}
	return h, err
}
