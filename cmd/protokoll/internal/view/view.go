// Package view is a saved game as people and programs read it: what
// `show --json` prints, and what the live page draws. A view is made from
// a game as it stands (Yatzy, Rummy) and holds plain values only, so it
// may be written as JSON or laid out as a page.
package view

import (
	"bytes"
	"encoding/json"
	"io"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// A YatzyGame is a Yatzy game as `yatzy show --json` prints it.
type YatzyGame struct {
	Name    string `json:"name"`
	Game    string `json:"game"`
	Variant string `json:"variant"`
	// House is the house rules' changes to the variant, if any.
	House    string             `json:"house,omitempty"`
	Choices  scoresheet.Choices `json:"rules"`
	Created  time.Time          `json:"created"`
	Players  []YatzyPlayer      `json:"players"`
	Next     *Next              `json:"next"`
	Finished bool               `json:"finished"`
	Winners  []string           `json:"winners"`
	// History is every event of the game: when it was recorded, the
	// event, and for an undo what it took back.
	History []store.Entry[scoresheet.Event] `json:"history"`
}

// A YatzyPlayer is one player's column of a Yatzy game.
type YatzyPlayer struct {
	Name string `json:"name"`
	// Boxes holds every box of the variant: its points, or null if free.
	Boxes      map[scoresheet.Box]*int `json:"boxes"`
	Strikes    []scoresheet.Box        `json:"strikes"`
	Upper      int                     `json:"upper"`
	Bonus      int                     `json:"bonus"`
	ExtraBonus int                     `json:"extra_bonus,omitempty"`
	Total      int                     `json:"total"`
	Pace       int                     `json:"pace"`
	// SavedRolls is maxi's rolls saved for later turns.
	SavedRolls *int `json:"saved_rolls,omitempty"`

	order []scoresheet.Box // the sheet's order, for the boxes' keys
}

// MarshalJSON writes the player with the boxes in the order of the sheet.
func (p YatzyPlayer) MarshalJSON() ([]byte, error) {
	var boxes bytes.Buffer
	boxes.WriteByte('{')
	for i, b := range p.order {
		if i > 0 {
			boxes.WriteByte(',')
		}
		k, _ := json.Marshal(b)
		v, _ := json.Marshal(p.Boxes[b])
		boxes.Write(k)
		boxes.WriteByte(':')
		boxes.Write(v)
	}
	boxes.WriteByte('}')
	type plain YatzyPlayer
	return json.Marshal(struct {
		plain
		Boxes json.RawMessage `json:"boxes"`
	}{plain(p), boxes.Bytes()})
}

// Next says whose turn it is, and in which round.
type Next struct {
	Player string `json:"player"`
	Round  int    `json:"round"`
}

// Yatzy is the view of the Yatzy game g.
func Yatzy(g *store.Yatzy) YatzyGame {
	s := g.State
	out := YatzyGame{
		Name: g.Name, Game: g.Header.Game, Variant: s.Variant().ID, House: s.Variant().House, Choices: s.Choices(),
		Created: g.Header.Created, Finished: s.Finished(), Winners: []string{},
	}
	out.History = g.Entries(func(e scoresheet.Event) bool { return e.Kind == scoresheet.KindUndo })
	if out.History == nil {
		out.History = []store.Entry[scoresheet.Event]{}
	}
	for _, p := range s.Players() {
		t := s.Totals(p)
		pj := YatzyPlayer{Name: p, Boxes: map[scoresheet.Box]*int{}, order: s.Variant().Boxes, Strikes: []scoresheet.Box{},
			Upper: t.Upper, Bonus: t.Bonus, ExtraBonus: t.ExtraBonus, Total: t.Total, Pace: t.Pace}
		for _, b := range s.Variant().Boxes {
			pj.Boxes[b] = nil
			if e, ok := s.Entry(p, b); ok {
				pj.Boxes[b] = &e.Points
				if e.Strike {
					pj.Strikes = append(pj.Strikes, b)
				}
			}
		}
		if s.Variant().SavedRolls {
			pj.SavedRolls = &t.Saved
		}
		out.Players = append(out.Players, pj)
	}
	if p, round := s.Next(); p != "" {
		out.Next = &Next{Player: p, Round: round}
	} else {
		out.Winners = s.Winners()
	}
	return out
}

// A RummyGame is a card game as `rummy show --json` prints it.
type RummyGame struct {
	Name     string             `json:"name"`
	Game     string             `json:"game"`
	List     string             `json:"list"`
	Title    string             `json:"title"`
	Created  time.Time          `json:"created"`
	Played   int                `json:"rounds_played"`
	Rounds   int                `json:"rounds"`
	Players  []RummyPlayer      `json:"players"`
	Results  []contracts.Result `json:"results"`
	Finished bool               `json:"finished"`
	Winners  []string           `json:"winners"`
	// History is every event of the game: when it was recorded, the
	// event, and for an undo what it took back.
	History []store.Entry[contracts.GameEvent] `json:"history"`
}

// A RummyPlayer is one player of a card game: points per round played
// and the total.
type RummyPlayer struct {
	Name   string `json:"name"`
	Points []int  `json:"points"` // per round played
	Total  int    `json:"total"`
}

// Rummy is the view of the card game g.
func Rummy(g *store.Rummy) RummyGame {
	game := g.State
	out := RummyGame{
		Name: g.Name, Game: g.Header.Game, List: game.List().Name, Title: game.List().Title,
		Created: g.Header.Created, Played: game.Played(), Rounds: len(game.List().Rounds),
		Results: game.Results(), Finished: game.Finished(), Winners: []string{},
		History: g.Entries(func(e contracts.GameEvent) bool { return e.Kind == contracts.KindUndo }),
	}
	if out.History == nil {
		out.History = []store.Entry[contracts.GameEvent]{}
	}
	if out.Results == nil {
		out.Results = []contracts.Result{}
	}
	for _, p := range game.Players() {
		pj := RummyPlayer{Name: p, Points: []int{}, Total: game.Total(p)}
		for i := range game.Played() {
			pj.Points = append(pj.Points, game.Score(i, p))
		}
		out.Players = append(out.Players, pj)
	}
	if game.Finished() {
		out.Winners = game.Winners()
	}
	return out
}

// WriteJSON prints v on w as indented JSON, as every --json does and the
// live page's JSON answers.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}
