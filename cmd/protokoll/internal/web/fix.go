package web

import (
	"errors"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// Fix from a phone, as the table's fix of a Yatzy game: an entry chosen
// (the latest first), the right dice for it, a strike confirmed where
// they leave the box at 0, and a reason; the same dice correct nothing.

// corrections are the forms under a game's page that put its entries
// right: the undo of the last, and the fix of any (Yatzy's), or the
// correction of any round (the card game's, see correct.go).
type corrections struct {
	Undo  *undoForm
	Fix   *fixForm
	Round *roundFixForm
}

// fixForm corrects the dice of an entry of a Yatzy game.
type fixForm struct {
	Summary string
	Action  string
	Line    int // as undoForm's
	Entry   selectField
	Dice    string // the field's label
	Pattern string
	Strike  string // the confirmation's label
	// Rolls is the label of the rolls used, in maxi ("" in a variant
	// without saved rolls): left empty, as recorded; and so are the dice
	// left empty where the rolls are given.
	Rolls  string
	Reason string
	Submit string
	PIN    pinField
}

// corrections are g's forms for the reader of r in l.
func (s *Server) corrections(r *http.Request, l *catalog.Language, g game) corrections {
	c := g.fixForms(s, r, l)
	c.Undo = s.undoForm(r, l, g)
	return c
}

// fixForm is the fix of g's entries, for a server that takes entries and
// a game with an entry; nil otherwise.
func (s *Server) fixForm(r *http.Request, l *catalog.Language, g yatzyGame) *fixForm {
	if s.PIN == "" {
		return nil
	}
	sheet := g.State
	entries := sheet.Entries()
	if len(entries) == 0 {
		return nil
	}
	v := sheet.Variant()
	f := &fixForm{
		Summary: l.T("Fix an entry"),
		Action:  link(gamePath(g.file().Name, "fix"), langQuery(r, l)),
		Line:    lastLine(g.file()),
		Entry:   selectField{Label: l.T("Which entry?"), Name: "entry"},
		Dice:    l.T("The right dice for this entry (%d values)", v.Dice),
		Pattern: dicePattern(v),
		Strike:  scoresheet.LabelStrike.Word(l.Sheets),
		Reason:  l.T("Reason"),
		Submit:  l.T("Fix an entry"),
		PIN:     s.pinField(r, l),
	}
	if v.SavedRolls {
		f.Rolls = l.T("Rolls used (1–%d)", mostRolls(sheet, entries...))
	}
	slices.Reverse(entries) // the latest first: most corrections are of it
	for _, e := range entries {
		f.Entry.Options = append(f.Entry.Options, option{Value: e.Player + "|" + string(e.Box), Text: render.EntryLine(l, v, e)})
	}
	return f
}

var (
	errSameDice   = withStatus(http.StatusBadRequest, msg.Errorf("The same dice: nothing corrected."))
	errNoReason   = withStatus(http.StatusBadRequest, msg.Errorf("a correction needs a reason"))
	errNoSuchTurn = withStatus(http.StatusBadRequest, msg.Errorf("the entry is not a form the page sends (%v)", "entry"))
)

// fix corrects an entry of a Yatzy game, sent from its page's fix form
// (entry=PLAYER|BOX, dice, strike, reason, line, pin), or a round of a
// card game (round, out, left0…, reason, line, pin: see correctRound),
// with the table's rules; an entry recorded since the page was drawn
// refuses it.
func (s *Server) fix(w http.ResponseWriter, r *http.Request, l *catalog.Language) {
	name := r.PathValue("name")
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, l, http.StatusBadRequest, msg.Errorf("the entry is not a form the page sends (%v)", err))
		return
	}
	f := r.PostForm
	line, err := strconv.Atoi(f.Get("line"))
	if err != nil || line < 1 {
		s.fail(w, r, l, http.StatusBadRequest, msg.Errorf("the entry is not a form the page sends (%v)", "line="+f.Get("line")))
		return
	}
	pinRight, err := s.authorize(r, f.Get("pin"))
	if err != nil {
		s.fail(w, r, l, 0, err)
		return
	}
	if pinRight {
		s.giveSession(w)
	}
	var what string
	err = s.write(name, remoteHost(r), func(g game) error {
		if lastLine(g.file()) != line {
			return errUndoStale
		}
		what, err = g.correct(s, f)
		return err
	})
	if err != nil {
		s.fail(w, r, l, 0, err)
		return
	}
	s.logWrite(r, name, what)
	http.Redirect(w, r, link(gamePath(name), langQuery(r, l)), http.StatusSeeOther)
}

// mostRolls is the most rolls a correction of the entries can say they
// used, in maxi, as the table's fix asks: as many as the turn had (the
// three of a turn and those its player had saved); the sheet refuses
// what an earlier entry's would break after it.
func mostRolls(sheet *scoresheet.Sheet, entries ...scoresheet.Entry) int {
	most := scoresheet.RollsPerTurn
	for _, e := range entries {
		most = max(most, sheet.Totals(e.Player).Saved+e.Rolls)
	}
	return most
}

// fixEntry applies the fix of an entry the form f sends to the Yatzy game
// g, as fix does, and says what it changed in en (the log's).
func (s *Server) fixEntry(g *store.Yatzy, f url.Values) (string, error) {
	sheet := g.State
	player, box, _ := strings.Cut(f.Get("entry"), "|")
	was, ok := sheet.Entry(player, scoresheet.Box(box))
	if !ok {
		return "", errNoSuchTurn
	}
	v := sheet.Variant()
	var err error
	rolls := 0 // as recorded
	if typed := strings.TrimSpace(f.Get("rolls")); typed != "" && v.SavedRolls {
		most := mostRolls(sheet, was)
		if rolls, err = strconv.Atoi(typed); err != nil || rolls < 1 || rolls > most {
			return "", withStatus(http.StatusBadRequest, msg.Errorf("%q: type the rolls used, 1 to %d", typed, most))
		}
	}
	dice := was.Dice // the rolls alone put right
	if typed := f.Get("dice"); strings.TrimSpace(typed) != "" || rolls == 0 {
		if dice, err = v.ParseRoll(typed); err != nil {
			return "", withStatus(http.StatusBadRequest, err)
		}
	}
	if dice.Same(was.Dice) && (rolls == 0 || rolls == was.Rolls) {
		return "", errSameDice
	}
	fix := scoresheet.Correction(was.Player, was.Box, dice, rolls, strings.TrimSpace(f.Get("reason")))
	fix.Strike = f.Get("strike") != ""
	if _, err := sheet.Corrected(fix); err != nil {
		if errors.Is(err, scoresheet.ErrStrikeNotConfirmed) {
			return "", withStatus(http.StatusBadRequest, err)
		}
		return "", err
	}
	if fix.Reason == "" {
		return "", errNoReason
	}
	if err := g.Apply(s.Now(), fix); err != nil {
		return "", err
	}
	now, _ := sheet.Entry(was.Player, was.Box)
	en := catalog.Builtin().Lookup("en")
	return "corrected " + render.EntryLine(en, v, was) + " → " + render.EntryLine(en, v, now), nil
}
