package rummy

import (
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
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
	// History is every event of the game: when it was recorded, the
	// event, and for an undo what it took back.
	History []store.Entry[contracts.GameEvent] `json:"history"`
}

// PlayerJSON is one player of a card game: points per round played and
// the total.
type PlayerJSON struct {
	Name   string `json:"name"`
	Points []int  `json:"points"` // per round played
	Total  int    `json:"total"`
}

func rummyToJSON(g *store.Rummy) GameJSON {
	game := g.State
	out := GameJSON{
		Name: g.Name, Game: store.GameRummy, List: game.List().Name, Title: game.List().Title,
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

// ShowOptions are rummy show's: the game, as text or JSON, and what
// reading it needs.
type ShowOptions struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Store func() (store.Store, error)
	Game  string
	JSON  bool
}

// NewCmdShow is rummy show; runF, when not nil, runs instead of it (for
// tests).
func NewCmdShow(f *cmdutil.Factory, runF func(*ShowOptions) error) *cobra.Command {
	opts := &ShowOptions{IO: f.IO, Store: f.Store}
	cmd := &cobra.Command{
		Use:   "show GAME [--json]",
		Short: "Show a card game's score: each round's points and the totals",
		Args:  cmdutil.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.Game = f.Lang, args[0]
			if runF != nil {
				return runF(opts)
			}
			return showRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON: the list, rounds played, each player's points per round and total, winners")
	return cmd
}

// showRun reads a saved card game without locking it, and prints it or
// its JSON.
func showRun(opts *ShowOptions) error {
	s, err := opts.Store()
	if err != nil {
		return err
	}
	g, err := s.ReadRummy(opts.Game)
	if err != nil {
		return err
	}
	render.Warnings(opts.IO.ErrOut, opts.Lang, g.Warnings)
	if opts.JSON {
		return cmdutil.WriteJSON(opts.IO.Out, rummyToJSON(g))
	}
	fmt.Fprintf(opts.IO.Out, "%s · %s\n", g.Name, g.State.List().Title)
	render.Rummy(opts.IO.Out, g.State, opts.Lang, opts.IO.Width())
	printNext(opts.IO.Out, opts.Lang, g.State, opts.IO.Width())
	return nil
}
