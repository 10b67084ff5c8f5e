package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// errTurnEntered is a Yatzy turn of a player for a round of theirs
// entered since its page was drawn.
func errTurnEntered(player string, round int) error {
	return withStatus(http.StatusConflict, msg.Errorf("%s's turn of round %d was entered meanwhile (at another phone, or the terminal): this entry was not recorded", playername.Display(player), round))
}

// errNotTheirTurn is a turn of a player whose turn it is not.
func errNotTheirTurn(next, player string) error {
	return withStatus(http.StatusConflict, msg.Errorf("it is %s's turn, not %s's", playername.Display(next), playername.Display(player)))
}

// diceAgain is Yatzy's boxes page for the dice t sent, its strike's page
// if t struck a box, else the page of every box, saying the box tried
// (&tried=) when tried (a box refused, not a PIN); "" for an address
// longer than maxBack.
func diceAgain(q url.Values, name string, t Turn, tried bool) string {
	q.Set("player", t.Player)
	q.Set("dice", t.Dice)
	if t.Rolls != 0 {
		q.Set("rolls", strconv.Itoa(t.Rolls))
	}
	if t.Round != 0 {
		q.Set("round", strconv.Itoa(t.Round))
	}
	switch {
	case t.Strike:
		q.Set("box", t.Box)
	case tried:
		q.Set("tried", t.Box)
	}
	if back := link(gamePath(name, "turn"), q); len(back) <= maxBack {
		return back
	}
	return ""
}

func (s *Server) applyYatzy(g *store.Yatzy, t Turn, dry bool) (string, error) {
	sheet := g.State
	v := sheet.Variant()
	if t.Player == "" || t.Dice == "" || t.Box == "" {
		return "", msg.Errorf("a turn needs the player, the dice and the box")
	}
	p, err := sheet.Player(t.Player)
	if err != nil {
		return "", err
	}
	dice, err := v.ParseRoll(t.Dice)
	if err != nil {
		return "", err
	}
	b, err := v.LookupBox(t.Box, s.Langs.Sheets()...)
	if err != nil {
		return "", err
	}
	if err := store.CheckRound(t.Round, sheet.Totals(p).Filled+1, func(n int) error { return errTurnEntered(p, n) }); err != nil {
		if e, ok := sheet.Entry(p, b); ok && e.Dice.Same(dice) && e.Strike == t.Strike {
			return "", nil // sent twice (a second tap): it stands, once
		}
		return "", err
	}
	next, _ := sheet.Next()
	if next == "" {
		return "", withStatus(http.StatusConflict, msg.Errorf("the game is over"))
	}
	if p != next {
		return "", errNotTheirTurn(next, p)
	}
	if v.SavedRolls && t.Rolls == 0 {
		return "", msg.Errorf("%s needs the rolls the turn used (1 to %d, and any saved)", catalog.VariantName(v), scoresheet.RollsPerTurn)
	}
	turn := scoresheet.Turn(p, b, dice, t.Rolls, t.Strike)
	if dry {
		return "checked", sheet.CheckTurn(turn)
	}
	if err := g.Apply(s.Now(), turn); err != nil {
		return "", err
	}
	e, _ := sheet.Entry(p, b)
	return fmt.Sprintf("%s %s %d (%s)", playername.Display(p), b, e.Points, dice), nil
}

// boxesBody is the page that chooses the box for dice: a button for each
// box the dice may go in, with its points; the strikes apart, each to be
// confirmed.
type boxesBody struct {
	Heading    string
	Notes      []string
	Action     string // the strikes' (GET)
	PostAction string // the boxes' (POST), with the reader's ?lang=
	Lang       string
	Unlock     *unlockForm // the PIN's form, for a browser without a session
	Player     string
	Dice       string
	Rolls      int
	Round      int // the player's, as the game's page drew it (see Turn.Round)
	Boxes      []boxButton
	Strikes    []boxButton
	Strike     string // the strikes' heading
	Back       anchor
	Error      string
	PINVerdict string // what Error tells the page's script of its PIN (see pinVerdict)
	Question   string // the strike page's
	Confirm    string
}

// A boxButton enters the turn in one box.
type boxButton struct {
	Box, Label string
	Best       bool // the best play, marked for a game with hints on
}

// turnPage is the page that chooses the box for the dice typed on the
// game's page (?dice=66624&rolls=2), or confirms a strike (&box=yatzy).
// A box refused at its POST comes back here (&tried=fives, or the
// strike's &box=), checked again against the sheet as it is, with why.
// The player's round (&round=3, the game's page's) is checked first: one
// entered meanwhile is said so.
func (s *Server) turnPage(w http.ResponseWriter, r *http.Request, l *catalog.Language) {
	if s.PIN == "" {
		s.fail(w, r, l, 0, errNoEntries)
		return
	}
	read, err := s.read(r.PathValue("name"))
	// The boxes page is the Yatzy game's own route: the kind is asked.
	g, isYatzy := read.kindGame.(yatzyGame)
	if err == nil && !isYatzy {
		err = msg.Errorf("a round of the card game is entered on the game's page")
	}
	if err != nil {
		s.fail(w, r, l, 0, err)
		return
	}
	sheet := g.State
	v := sheet.Variant()
	p, _ := sheet.Next()
	q := r.URL.Query()
	round := 0
	if n := q.Get("round"); n != "" {
		if round, err = strconv.Atoi(n); err != nil || round < 1 {
			s.fail(w, r, l, http.StatusBadRequest, msg.Errorf("the entry is not a form the page sends (%v)", "round="+n))
			return
		}
		if who, err := sheet.Player(q.Get("player")); err == nil {
			if err := store.CheckRound(round, sheet.Totals(who).Filled+1, func(n int) error { return errTurnEntered(who, n) }); err != nil {
				s.fail(w, r, l, 0, err)
				return
			}
		}
	}
	if p == "" {
		s.fail(w, r, l, http.StatusConflict, msg.Errorf("the game is over"))
		return
	}
	if player := q.Get("player"); player != "" && player != p {
		s.fail(w, r, l, 0, errNotTheirTurn(p, player))
		return
	}
	// Dice or rolls refused: the game's page again, the form as typed,
	// with why.
	again := func(err error) {
		typed := s.yatzyTurn(r, l, g.Yatzy)
		typed.Dice, typed.Error = q.Get("dice"), sentence(l, err)
		if typed.Rolls != nil {
			for i := range typed.Rolls.Options {
				typed.Rolls.Options[i].Selected = typed.Rolls.Options[i].Value == q.Get("rolls")
			}
		}
		d := s.yatzyPage(r, l, g.Yatzy, askedBody{})
		body := d.Body.(yatzyBody)
		body.Turn = typed
		d.Body = body
		s.pages.render(w, http.StatusBadRequest, "yatzy", d)
	}
	dice, err := v.ParseRoll(q.Get("dice"))
	if err != nil {
		again(err)
		return
	}
	rolls := 0
	if v.SavedRolls {
		most := scoresheet.RollsPerTurn + sheet.Totals(p).Saved
		if rolls, err = strconv.Atoi(q.Get("rolls")); err != nil || rolls < 1 || rolls > most {
			again(msg.Errorf("%q: type the rolls used, 1 to %d", q.Get("rolls"), most))
			return
		}
	}
	opts, err := sheet.Options(dice)
	if err != nil {
		s.fail(w, r, l, 0, err)
		return
	}
	body := boxesBody{
		Heading:    l.T("Turn: %s", playername.Display(p)) + " · " + dice.String(),
		Notes:      render.TurnNotes(l, sheet, dice, opts),
		Action:     gamePath(g.Name, "turn"),
		PostAction: link(gamePath(g.Name, "turn"), langQuery(r, l)),
		Lang:       langQuery(r, l).Get("lang"),
		Unlock:     s.unlockForm(r, l, g.Name),
		Player:     p, Dice: dice.String(), Rolls: rolls, Round: round,
		Strike: scoresheet.LabelStrike.Word(l.Sheets),
		Back:   anchor{URL: link(gamePath(g.Name), langQuery(r, l)), Text: l.T("← other dice")},
	}
	if err := pinRefusal(q); err != nil && q.Get("unlock") == "" { // the unlock form's says it itself
		body.Error, body.PINVerdict = sentence(l, err), pinVerdict(err)
	}
	// The box a refused POST tried, or a strike: what the sheet says of
	// it now.
	refused := func(box string, strike bool) bool {
		b, err := v.LookupBox(box, s.Langs.Sheets()...)
		if err == nil {
			err = sheet.CheckTurn(scoresheet.Turn(p, b, dice, rolls, strike))
		}
		if err != nil {
			body.Error, body.PINVerdict = sentence(l, err), pinVerdict(err)
		}
		return err != nil
	}
	if tried := q.Get("tried"); tried != "" {
		refused(tried, false)
	}
	if box := q.Get("box"); box != "" && !refused(box, true) {
		// A strike, to be confirmed.
		b, _ := v.LookupBox(box, s.Langs.Sheets()...)
		body.Question = l.T("Strike %s?", v.Name(b, l.Sheets))
		body.Confirm = scoresheet.LabelStrike.Word(l.Sheets)
		body.Strikes = []boxButton{{Box: string(b), Label: v.Name(b, l.Sheets)}}
		s.pages.render(w, http.StatusOK, "strike", s.layout(r, l, body.Heading, body))
		return
	}
	for _, o := range opts {
		button := boxButton{Box: string(o.Box), Label: fmt.Sprintf("%s %d", v.Name(o.Box, l.Sheets), o.Points)}
		if o.Joker {
			button.Label += " (" + l.T("joker") + ")"
		}
		if o.Strike {
			button.Label = v.Name(o.Box, l.Sheets)
			body.Strikes = append(body.Strikes, button)
		} else {
			body.Boxes = append(body.Boxes, button)
		}
	}
	s.pages.render(w, http.StatusOK, "boxes", s.layout(r, l, body.Heading, body))
}
