package yatzy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
)

// GameJSON is a game as `show --json` prints it.
type GameJSON struct {
	Name    string `json:"name"`
	Game    string `json:"game"`
	Variant string `json:"variant"`
	// House is the house rules' changes to the variant, if any.
	House    string             `json:"house,omitempty"`
	Choices  scoresheet.Choices `json:"rules"`
	Created  time.Time          `json:"created"`
	Players  []PlayerJSON       `json:"players"`
	Next     *NextJSON          `json:"next"`
	Finished bool               `json:"finished"`
	Winners  []string           `json:"winners"`
	// History is every event of the game: when it was recorded, the
	// event, and for an undo what it took back.
	History []store.Entry[scoresheet.Event] `json:"history"`
}

// PlayerJSON is one player's column of a game as show --json prints it.
type PlayerJSON struct {
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
func (p PlayerJSON) MarshalJSON() ([]byte, error) {
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
	type plain PlayerJSON
	return json.Marshal(struct {
		plain
		Boxes json.RawMessage `json:"boxes"`
	}{plain(p), boxes.Bytes()})
}

// NextJSON says whose turn it is.
type NextJSON struct {
	Player string `json:"player"`
	Round  int    `json:"round"`
}

func yatzyToJSON(g *store.Yatzy) GameJSON {
	s := g.State
	out := GameJSON{
		Name: g.Name, Game: store.GameYatzy, Variant: s.Variant().ID, House: s.Variant().House, Choices: s.Choices(),
		Created: g.Header.Created, Finished: s.Finished(), Winners: []string{},
	}
	out.History = g.Entries(func(e scoresheet.Event) bool { return e.Kind == scoresheet.KindUndo })
	if out.History == nil {
		out.History = []store.Entry[scoresheet.Event]{}
	}
	for _, p := range s.Players() {
		t := s.Totals(p)
		pj := PlayerJSON{Name: p, Boxes: map[scoresheet.Box]*int{}, order: s.Variant().Boxes, Strikes: []scoresheet.Box{},
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
		out.Next = &NextJSON{Player: p, Round: round}
	} else {
		out.Winners = s.Winners()
	}
	return out
}

// ShowOptions are yatzy show's: the game, as text or JSON, and what
// reading it needs.
type ShowOptions struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Store func() (store.Store, error)
	Game  string
	JSON  bool
}

// NewCmdShow is yatzy show; runF, when not nil, runs instead of it (for
// tests).
func NewCmdShow(f *cmdutil.Factory, runF func(*ShowOptions) error) *cobra.Command {
	opts := &ShowOptions{IO: f.IO, Store: f.Store}
	cmd := &cobra.Command{
		Use:   "show GAME [--json]",
		Short: "Show a game's sheet",
		Args:  cmdutil.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.Game = f.Lang, args[0]
			if runF != nil {
				return runF(opts)
			}
			return showRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON: variant, players with boxes and totals, finished, winners")
	return cmd
}

// showRun reads a saved game without locking it, and prints it or its
// JSON.
func showRun(opts *ShowOptions) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	g, err := s.ReadYatzy(opts.Game)
	if err != nil {
		return err
	}
	render.Warnings(opts.IO.ErrOut, opts.Lang, g.Warnings)
	if opts.JSON {
		return cmdutil.WriteJSON(opts.IO.Out, yatzyToJSON(g))
	}
	fmt.Fprintf(opts.IO.Out, "%s · %s\n", g.Name, opts.Lang.VariantName(g.State.Variant()))
	render.Sheet(opts.IO.Out, g.State, opts.Lang, opts.IO.Width())
	printNext(opts.IO.Out, opts.Lang, g.State, opts.IO.Width())
	return nil
}
