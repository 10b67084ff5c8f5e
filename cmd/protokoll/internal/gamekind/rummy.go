package gamekind

import (
	"io"
	"slices"
	"time"

	draw "github.com/kitchentable/protokoll/pdf"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/play"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
	"github.com/kitchentable/protokoll/contracts"
)

// Rummy is the card game's kind (contract rummy): a list of rounds, a
// round an entry.
func Rummy() *Kind {
	k := &Kind{
		Name:    store.GameRummy,
		Figures: history.Cards(),
		Of: func(l *catalog.Language, title string, _ catalog.Houses) string {
			return contracts.ListTitleIn(title, l)
		},
		Family: func(l *catalog.Language, _ string) string { return l.T("Card game") }, // its lists are one (history.CardGame)
		BGStats: func(r history.Result) BGStatsGame {
			return BGStatsGame{Name: "Shanghai Rummy", Board: r.Title}
		},
		Help: Help{
			ShowShort:  "Show a card game's score: each round's points and the totals",
			ShowJSON:   "print JSON: the list, rounds played, each player's points per round and total, winners",
			Entry:      "round",
			AgainShort: "Create the next card game of the same players and list, and print its name",
			AgainLong: `Create a new card game as GAME was set up (the latest card game when
none is named): the same players in the same seats and the same list,
the first deal moved on one seat. It prints the new game's name, as new
does; play it with protokoll rummy play NAME.`,
			UndoShort:   "Take back the last round (it stays in the game's history)",
			ResumeShort: "Resume a saved card game at the table",
			ResumeLong: `Resume a saved card game at the table. With no name, the latest
unfinished game is resumed, or, when more than one was begun today, the
one chosen of them.`,
		},
	}
	k.Load = func(f *store.File) (Game, error) {
		g, err := store.LoadRummy(f)
		if err != nil {
			return nil, err
		}
		return RummyGame{g, k}, nil
	}
	return k
}

// A RummyGame is a saved card game as a Game, of its kind.
type RummyGame struct {
	*store.Rummy
	kind *Kind
}

// RummyOf is g, a card game open at the table, as a Game of kind k (the
// card game's, of the run's Kinds): what the live page shares
// (web.Share).
func RummyOf(k *Kind, g *store.Rummy) RummyGame { return RummyGame{g, k} }

func (g RummyGame) File() *store.File                 { return g.Rummy.File }
func (g RummyGame) Player(who string) (string, error) { return g.State.Player(who) }
func (g RummyGame) Players() []string                 { return g.State.Players() }
func (g RummyGame) Title(l *catalog.Language) string  { return g.State.List().TitleIn(l) }
func (g RummyGame) Stats() history.Game               { return history.OfCards(g.State) }
func (g RummyGame) View() any                         { return view.Rummy(g.Rummy) }
func (g RummyGame) Race() history.Race {
	return history.CardsRace(g.kind.Figures, g.kind.Name, g.State)
}
func (g RummyGame) Undo(at time.Time) error {
	return g.Apply(at, contracts.GameEvent{Kind: contracts.KindUndo})
}
func (g RummyGame) Undoable(l *catalog.Language) (string, bool) {
	return render.RummyUndo(l, g.State)
}

func (g RummyGame) Paper(o draw.Options) ([]byte, error) {
	return draw.RummyGame(g.State, g.Name, o)
}

func (g RummyGame) Sheet(w io.Writer, l *catalog.Language, width int) {
	render.Rummy(w, g.State, l, width)
}

func (g RummyGame) Next(w io.Writer, l *catalog.Language, width int) {
	render.RummyNext(w, l, g.State, width)
}

func (g RummyGame) Rename(at time.Time, old, to string) (string, error) {
	return play.Rename(g.Rummy, at, RummyRenamer(), old, to)
}

func (g RummyGame) Again(s store.Store) (Game, error) {
	next, err := RummyAgain(s, g.Rummy)
	if err != nil {
		return nil, err
	}
	return RummyGame{next, g.kind}, nil
}

// RummyAgain creates the game that follows g at the table: the same
// players in the same seats and the same list, the first deal one seat
// on.
func RummyAgain(s store.Store, g *store.Rummy) (*store.Rummy, error) {
	players := g.State.Players()
	dealer := play.NextSeat(players)[slices.Index(players, g.State.FirstDealer())]
	s.After = g.Name // the phones on g follow to it
	return s.CreateRummy("", g.State.List(), players, dealer)
}

// RummyRenamer renames a card game's player.
func RummyRenamer() play.Renamer[*contracts.Game, contracts.GameEvent] {
	return play.Renamer[*contracts.Game, contracts.GameEvent]{Players: (*contracts.Game).Players, Event: func(old, to string) contracts.GameEvent {
		return contracts.GameEvent{Kind: contracts.KindRename, Player: old, To: to}
	}}
}
