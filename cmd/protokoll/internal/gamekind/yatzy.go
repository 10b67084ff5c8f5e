package gamekind

import (
	"io"
	"time"

	draw "github.com/kitchentable/protokoll/pdf"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/play"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
	"github.com/kitchentable/protokoll/scoresheet"
)

// Yatzy is the Yatzy family's kind: a sheet of boxes, a turn an entry.
func Yatzy() *Kind {
	k := &Kind{
		Name:    store.GameYatzy,
		Figures: history.Yatzy(),
		Of: func(l *catalog.Language, variant string, house catalog.Houses) string {
			return l.HouseVariant(variant, house)
		},
		Family: func(l *catalog.Language, variant string) string { return "Yatzy · " + l.VariantKey(variant) },
		BGStats: func(r history.Result) BGStatsGame {
			id := scoresheet.KeyVariant(r.Of)
			g := BGStatsGame{Name: "Yahtzee", BggID: 2243, Board: id, FirstStarts: true}
			if v, err := scoresheet.LookupVariant(id); err == nil && v.SavedRolls {
				g.Name, g.BggID = "Maxi Yatzy", 0
			}
			if id != r.Of {
				g.Board = r.Of // house rules: the variant's key
			}
			return g
		},
		Help: Help{
			ShowShort:  "Show a game's sheet",
			ShowJSON:   "print JSON: variant, players with boxes and totals, finished, winners",
			Entry:      "turn",
			AgainShort: "Create the next game of the same players and rules, and print its name",
			AgainLong: `Create a new game as GAME was set up (the latest Yatzy game when none
is named): the same players, variant and house rules, the first player
moved on one seat. It prints the new game's name, as new does; play it
with protokoll yatzy play NAME.`,
			UndoShort:   "Take back the last entry, a turn or a correction (it stays in the game's history)",
			ResumeShort: "Resume a saved game at the table",
			ResumeLong: `Resume a saved game at the table. With no name, the latest unfinished game is
resumed, or, when more than one was begun today, the one chosen of them.`,
		},
	}
	k.Load = func(f *store.File) (Game, error) {
		g, err := store.LoadYatzy(f)
		if err != nil {
			return nil, err
		}
		return YatzyGame{g, k}, nil
	}
	return k
}

// A YatzyGame is a saved Yatzy game as a Game, of its kind.
type YatzyGame struct {
	*store.Yatzy
	kind *Kind
}

// YatzyOf is g, a Yatzy game open at the table, as a Game of kind k
// (Yatzy's, of the run's Kinds): what the live page shares (web.Share).
func YatzyOf(k *Kind, g *store.Yatzy) YatzyGame { return YatzyGame{g, k} }

func (g YatzyGame) File() *store.File                 { return g.Yatzy.File }
func (g YatzyGame) Player(who string) (string, error) { return g.State.Player(who) }
func (g YatzyGame) Players() []string                 { return g.State.Players() }
func (g YatzyGame) Title(l *catalog.Language) string  { return l.VariantName(g.State.Variant()) }
func (g YatzyGame) Stats() history.Game               { return history.OfYatzy(g.State) }
func (g YatzyGame) View() any                         { return view.Yatzy(g.Yatzy) }
func (g YatzyGame) Race() history.Race {
	return history.YatzyRace(g.kind.Figures, g.kind.Name, g.State)
}
func (g YatzyGame) Undo(at time.Time) error { return g.Apply(at, scoresheet.Undo()) }
func (g YatzyGame) Undoable(l *catalog.Language) (string, bool) {
	return render.YatzyUndo(l, g.State)
}

func (g YatzyGame) Paper(o draw.Options) ([]byte, error) {
	return draw.YatzyGame(g.State, g.Name, o)
}

func (g YatzyGame) Sheet(w io.Writer, l *catalog.Language, width int) {
	render.Sheet(w, g.State, l, width)
}

func (g YatzyGame) Next(w io.Writer, l *catalog.Language, width int) {
	render.YatzyNext(w, l, g.State, width)
}

func (g YatzyGame) Rename(at time.Time, old, to string) (string, error) {
	return play.Rename(g.Yatzy, at, YatzyRenamer(), old, to)
}

func (g YatzyGame) Again(s store.Store) (Game, error) {
	next, err := YatzyAgain(s, g.Yatzy)
	if err != nil {
		return nil, err
	}
	return YatzyGame{next, g.kind}, nil
}

// YatzyAgain creates the game that follows g at the table: the same
// players, one seat on (the second starts), the same variant and choices.
func YatzyAgain(s store.Store, g *store.Yatzy) (*store.Yatzy, error) {
	players := play.NextSeat(g.State.Players())
	s.After = g.Name // the phones on g follow to it
	return s.CreateYatzy("", g.State.Variant(), players, g.State.Choices())
}

// YatzyRenamer renames a Yatzy game's player.
func YatzyRenamer() play.Renamer[*scoresheet.Sheet, scoresheet.Event] {
	return play.Renamer[*scoresheet.Sheet, scoresheet.Event]{Players: (*scoresheet.Sheet).Players, Event: scoresheet.Rename}
}
