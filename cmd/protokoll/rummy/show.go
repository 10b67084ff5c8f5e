package rummy

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/saved"
	"github.com/kitchentable/protokoll/contracts"
)

// GameJSON is a card game as `rummy show --json` prints it.
type GameJSON struct {
	Name     string             `json:"name"`
	Game     string             `json:"game"`
	List     string             `json:"list"`
	Title    string             `json:"title"`
	Created  time.Time          `json:"created"`
	Played   int                `json:"rounds_played"`
	Rounds   int                `json:"rounds"`
	Players  []PlayerJSON       `json:"players"`
	Results  []contracts.Result `json:"results"`
	Finished bool               `json:"finished"`
	Winners  []string           `json:"winners"`
	History  []HistoryJSON      `json:"history"`
}

// HistoryJSON is one event of a card game's history: when it was
// recorded, the event, and for an undo what it took back.
type HistoryJSON struct {
	At time.Time `json:"at"`
	contracts.GameEvent
	TookBack *contracts.GameEvent `json:"took_back,omitempty"`
}

// PlayerJSON is one player of a card game: points per round played and
// the total.
type PlayerJSON struct {
	Name   string `json:"name"`
	Points []int  `json:"points"` // per round played
	Total  int    `json:"total"`
}

func rummyToJSON(g *saved.Rummy) GameJSON {
	game := g.State
	out := GameJSON{
		Name: g.Name, Game: saved.GameRummy, List: game.List().Name, Title: game.List().Title,
		Created: g.Header.Created, Played: game.Played(), Rounds: len(game.List().Rounds),
		Results: game.Results(), Finished: game.Finished(), Winners: []string{}, History: []HistoryJSON{},
	}
	for _, e := range g.Entries(func(e contracts.GameEvent) bool { return e.Kind == contracts.KindUndo }) {
		out.History = append(out.History, HistoryJSON{At: e.At, GameEvent: e.Event, TookBack: e.TookBack})
	}
	if out.Results == nil {
		out.Results = []contracts.Result{}
	}
	for _, p := range game.Players() {
		pj := PlayerJSON{Name: p, Points: []int{}, Total: game.Total(p)}
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

func newRummyShowCmd(a *cmdutil.Factory) *cobra.Command {
	return cmdutil.NewShowCmd(a, "Show a card game's score: each round's points and the totals",
		"print JSON: the list, rounds played, each player's points per round and total, winners",
		saved.ReadRummy, func(g *saved.Rummy) any { return rummyToJSON(g) }, func(g *saved.Rummy) {
			fmt.Fprintf(a.IO.Out, "%s · %s\n", g.Name, g.State.List().Title)
			render.Rummy(a.IO.Out, g.State, a.Lang)
			printRummyNext(a, g.State)
		})
}
