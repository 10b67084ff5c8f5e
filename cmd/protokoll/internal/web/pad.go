package web

import (
	"fmt"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/advice"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
)

// The pad: a Yatzy turn entered by taps on the game's page. Six die
// faces, each a submit button of a GET form to the game's page that
// carries the dice so far (?dice=66&die=6: a third six); the dice chosen
// a row of buttons that take one back (&drop=I); and, once the dice are
// all there, every free box a button of the turn's POST form with what
// it would score. A box that would score 0 is a strike, asked again
// (&strike=BOX) before its POST. Every state is a page of its own, so
// the pad works without a script; the page's script asks for the next
// state and draws the turn's part in place, without a reload.

// padBody is the pad as drawn for the dice so far.
type padBody struct {
	Action     string // the GET form's: the game's page
	PostAction string // the turn's POST
	Lang       string
	Player     string
	Round      int
	Dice       string // the dice so far, as digits
	Full       bool   // all the dice are there
	Faces      []dieButton
	ChosenText string // says the dice chosen so far
	Chosen     []dieButton
	// Maxi: the rolls used (buttons, the chosen one pressed), and the
	// player's saved rolls.
	RollsLabel string
	Rolls      []rollButton
	RollsUsed  int
	Saved      string
	Notes      []string
	BestText   string // marks the best play, for a game with hints on
	Boxes      []boxButton
	Strikes    []boxButton
	Strike     string // the strikes' heading
	// Question and Confirm ask for a strike again: the second tap.
	Question string
	Confirm  *boxButton
	Back     string // the label of the way back from the question
	Locked   bool   // the browser holds no session: its boxes are not for tapping yet
}

// A dieButton is a die's button: its face, drawn with pips; Label, when
// not "", the button's accessible name (else the face's digit).
type dieButton struct {
	Name, Value string
	Face        int
	Label       string
	Pips        []pip
}

// A pip is one of a die face's dots, on a 30-wide square.
type pip struct{ X, Y int }

// A rollButton chooses the rolls used in maxi.
type rollButton struct {
	N       int
	Label   string
	Pressed bool
}

// pipsOf are the dots of face n.
func pipsOf(n int) []pip {
	const lo, mid, hi = 8, 15, 22
	corners := []pip{{lo, lo}, {hi, hi}, {hi, lo}, {lo, hi}}
	var ps []pip
	switch n {
	case 1:
		ps = []pip{{mid, mid}}
	case 2:
		ps = corners[:2]
	case 3:
		ps = append(corners[:2:2], pip{mid, mid})
	case 4:
		ps = corners
	case 5:
		ps = append(corners[:4:4], pip{mid, mid})
	case 6:
		ps = append(corners[:4:4], pip{lo, mid}, pip{hi, mid})
	}
	return ps
}

// pad is the pad of the turn of player p in round, for the dice so far
// the page's query says (dice, die, drop, rolls, strike).
func (s *Server) pad(r *http.Request, l *catalog.Language, g *store.Yatzy, p string, round int) *padBody {
	sheet := g.State
	v := sheet.Variant()
	q := r.URL.Query()
	// The dice so far are the query's only while it is still that turn:
	// a page of a turn entered meanwhile starts the next one empty.
	if q.Get("player") != p || q.Get("round") != strconv.Itoa(round) || r.URL.EscapedPath() != gamePath(g.Name) {
		q = url.Values{}
	}
	dice := strings.Map(func(c rune) rune {
		if c >= '1' && c <= '6' {
			return c
		}
		return -1
	}, q.Get("dice"))
	if len(dice) > v.Dice {
		dice = dice[:v.Dice]
	}
	if i, err := strconv.Atoi(q.Get("drop")); err == nil && i >= 0 && i < len(dice) {
		dice = dice[:i] + dice[i+1:]
	}
	if d := q.Get("die"); len(d) == 1 && d[0] >= '1' && d[0] <= '6' && len(dice) < v.Dice {
		dice += d
	}
	b := &padBody{
		Action:     gamePath(g.Name) + "#turn",
		PostAction: link(gamePath(g.Name, "turn"), langQuery(r, l)),
		Lang:       langQuery(r, l).Get("lang"),
		Player:     p,
		Round:      round,
		Dice:       dice,
		Full:       len(dice) == v.Dice,
		Strike:     scoresheet.LabelStrike.Word(l.Sheets),
		Back:       l.T("← other dice"),
		Locked:     !s.unlocked(r),
	}
	for n := 1; n <= 6; n++ {
		b.Faces = append(b.Faces, dieButton{Name: "die", Value: strconv.Itoa(n), Face: n, Pips: pipsOf(n)})
	}
	b.ChosenText = l.T("Dice: %d of %d", len(dice), v.Dice)
	for i, c := range dice {
		n := int(c - '0')
		b.Chosen = append(b.Chosen, dieButton{Name: "drop", Value: strconv.Itoa(i), Face: n, Label: l.T("Take back a %d", n), Pips: pipsOf(n)})
	}
	if v.SavedRolls {
		most := scoresheet.RollsPerTurn + sheet.Totals(p).Saved
		b.RollsUsed = scoresheet.RollsPerTurn
		if n, err := strconv.Atoi(q.Get("rolls")); err == nil && n >= 1 && n <= most {
			b.RollsUsed = n
		}
		if n, err := strconv.Atoi(q.Get("setrolls")); err == nil && n >= 1 && n <= most {
			b.RollsUsed = n
		}
		b.RollsLabel = l.T("Rolls used (1–%d)", most)
		for n := 1; n <= most; n++ {
			b.Rolls = append(b.Rolls, rollButton{N: n, Label: l.T("Rolls used: %d", n), Pressed: n == b.RollsUsed})
		}
		b.Saved = l.T("Saved rolls: %d", sheet.Totals(p).Saved)
	}
	if !b.Full {
		return b
	}
	roll, err := v.ParseRoll(dice)
	if err != nil {
		return b
	}
	opts, err := sheet.Options(roll)
	if err != nil {
		return b
	}
	b.Notes = render.TurnNotes(l, sheet, roll, opts)
	b.BestText = l.T("the best play")
	best := s.bestBox(g, roll, b.RollsUsed)
	for _, o := range opts {
		button := boxButton{Box: string(o.Box), Label: fmt.Sprintf("%s %d", v.Name(o.Box, l.Sheets), o.Points), Best: o.Box == best}
		if o.Joker {
			button.Label += " (" + l.T("joker") + ")"
		}
		if !o.Strike {
			b.Boxes = append(b.Boxes, button)
			continue
		}
		button.Label = v.Name(o.Box, l.Sheets)
		if q.Get("strike") == string(o.Box) {
			b.Question = l.T("Strike %s?", button.Label)
			b.Confirm = &button
		}
		b.Strikes = append(b.Strikes, button)
	}
	return b
}

// bestBox is the best box for dice, the turn's last roll thrown (in
// maxi after rolls, those left saved), where the game has hints on
// (store.HintsOn) and the tables give one; "" otherwise.
func (s *Server) bestBox(g *store.Yatzy, dice scoresheet.Roll, rolls int) scoresheet.Box {
	if !store.HintsOn(g) || s.Tables == nil {
		return ""
	}
	box, _ := advice.BestBox(s.Tables, g.State, dice, rolls)
	return box
}
