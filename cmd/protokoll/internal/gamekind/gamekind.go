// Package gamekind is the one place that knows the kinds of game
// protokoll keeps: Yatzy and the card game (contract rummy). Each kind is
// a value (Kind) that says what the rest of the program needs of it: how
// a saved game of the kind is loaded (its file replayed), shown (its
// title, sheet and what comes next, as text, JSON and a chart), renamed,
// taken back, and followed by the next game at the table; and what the
// statistics know of it (Figures, a history.Kind). The commands written
// once for every kind (show, rename, again, undo, and play's setup,
// resume and --share: gamecmd) are built over a Kind; a third game would
// be one more value.
//
// The kinds are passed as a value (Kinds, made by Builtin and handed down
// by the Factory), not kept in a package variable: a test may make a
// Kinds of its own, with a kind of its own.
package gamekind

import (
	"errors"
	"io"
	"time"

	draw "github.com/kitchentable/protokoll/pdf"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A Kind is one kind of game.
type Kind struct {
	// Name is the kind's name in its game files' header ("game"), the
	// command a person types for it and the start of its games' default
	// names: "yatzy", "rummy".
	Name string
	// Load replays the game file f as a game of this kind; a file of
	// another kind, or one the rules refuse, is an error.
	Load func(f *store.File) (Game, error)
	// Of names what a saved game of the kind is of, in l, from its
	// result's Title (history.Result): a Yatzy game's variant (house
	// rules by the name they are saved under in house, when they are), a
	// card game's list. Nil: the title as it is.
	Of func(l *catalog.Language, title string, house catalog.Houses) string
	// Family names, in l, a family of the kind's rated games by what
	// its ratings are of (history.RatingGroup.Of). Nil: what they are of
	// as it is.
	Family func(l *catalog.Language, of string) string
	// BGStats is how a finished game of the kind, by its result, is a
	// play in BG Stats (export --format bgstats); nil: its games are not
	// exported there.
	BGStats func(r history.Result) BGStatsGame
	// Figures are what the statistics know of the kind beyond its
	// games' results (which total is ahead, its ratings, lines, records
	// and luck); nil: the zero history.Kind's.
	Figures *history.Kind
	// Help is what the commands written once over the kinds say of this
	// kind in their help.
	Help Help
}

// BGStatsGame is what BG Stats knows a play's game by.
type BGStatsGame struct {
	Name        string // the game's name in BG Stats ("Yahtzee")
	BggID       int    // its BoardGameGeek id; 0 for none
	Board       string // the variant or list played
	FirstStarts bool   // the first seat starts
}

// Help is a kind's words in the help of the commands written once over
// the kinds (cobra's Short, Long and Example, and flag usages).
type Help struct {
	ShowShort, ShowJSON     string // show's short help, and its --json flag's
	Entry                   string // what one entry of the game is called: "turn", "round"
	AgainShort, AgainLong   string
	UndoShort               string
	ResumeShort, ResumeLong string // play's, a saved game resumed
}

// A Game is a saved game of some kind, loaded from its file.
type Game interface {
	// File is the game's file: its name, header and warnings, and its lock
	// (Close lets it go).
	File() *store.File
	// Player is the player who is called who (as a person types the
	// name), or an error that says who plays.
	Player(who string) (string, error)
	// Players are the game's players in their seats.
	Players() []string
	// Title is what the game is, after its name on show's first line:
	// the variant, or the list's title.
	Title(l *catalog.Language) string
	// Sheet writes the game's score as a table at most width cells wide.
	Sheet(w io.Writer, l *catalog.Language, width int)
	// Next writes whose turn or which round is next, or who won.
	Next(w io.Writer, l *catalog.Language, width int)
	// View is the game as show --json writes it.
	View() any
	// Race is each player's running total, for a chart.
	Race() history.Race
	// Paper is the game's sheet filled in, as a PDF (pdf game).
	Paper(o draw.Options) ([]byte, error)
	// Stats is what the statistics, the listing of the games and the
	// export keep of the game (history.Game: its result and its entries
	// as rows).
	Stats() history.Game
	// Times are when each entry of the game's file was made, in order.
	Times() []time.Time
	// Rename renames the player old to (a player's name, as the name
	// rules have it), saved at at; it returns the new name as kept.
	Rename(at time.Time, old, to string) (string, error)
	// Undoable says what an undo would take back; false when nothing.
	Undoable(l *catalog.Language) (string, bool)
	// Undo takes back the last entry that stands, saved at at.
	Undo(at time.Time) error
	// Again creates in s the game that follows this one at the table:
	// the same players and rules, the start moved on one seat.
	Again(s store.Store) (Game, error)
}

// Kinds are the kinds of game a run knows, in the order they are listed.
type Kinds []*Kind

// Builtin returns the kinds protokoll knows: Yatzy and the card game. A
// new slice on every call.
func Builtin() Kinds { return Kinds{Yatzy(), Rummy()} }

// Named returns the kind called name, or nil.
func (ks Kinds) Named(name string) *Kind {
	for _, k := range ks {
		if k.Name == name {
			return k
		}
	}
	return nil
}

// Names are the kinds' names, in their order.
func (ks Kinds) Names() []string {
	names := make([]string, len(ks))
	for i, k := range ks {
		names[i] = k.Name
	}
	return names
}

// Load replays the game file f as a game of the kind its header names.
func (ks Kinds) Load(f *store.File) (Game, error) {
	k := ks.Named(f.Header.Game)
	if k == nil {
		return nil, unknown(f.Header.Game)
	}
	return k.Load(f)
}

// Replay replays the game file f as the kind its header names, as a
// check of it (store.Store.Replay: an import's games, a repair's); known
// is false, and err nil, for a kind not among ks.
func (ks Kinds) Replay(f *store.File) (known bool, err error) {
	k := ks.Named(f.Header.Game)
	if k == nil {
		return false, nil
	}
	_, err = k.Load(f)
	return true, err
}

// Played is what the statistics keep of the game file f, of any of the
// kinds, and when each of its entries was made (history.Kinds).
func (ks Kinds) Played(f *store.File) (history.Game, []time.Time, error) {
	g, err := ks.Load(f)
	if err != nil {
		return history.Game{}, nil, err
	}
	return g.Stats(), g.Times(), nil
}

// Figures are what the statistics know of the kind called name
// (Kind.Figures; the zero history.Kind for one with none of its own);
// nil for a kind not known (history.Kinds).
func (ks Kinds) Figures(name string) *history.Kind {
	k := ks.Named(name)
	switch {
	case k == nil:
		return nil
	case k.Figures == nil:
		return &history.Kind{}
	}
	return k.Figures
}

// Of names, in l, what a saved game of the kind called game is of, from
// its result's title (Kind.Of), house rules named as in house (nil: by
// their changes); the title as it is for a kind not known.
func (ks Kinds) Of(l *catalog.Language, game, title string, house catalog.Houses) string {
	if k := ks.Named(game); k != nil && k.Of != nil {
		return k.Of(l, title, house)
	}
	return title
}

// Family names, in l, a family of rated games of the kind called game
// by what its ratings are of (Kind.Family); that as it is for a kind not
// known.
func (ks Kinds) Family(l *catalog.Language, game, of string) string {
	if k := ks.Named(game); k != nil && k.Family != nil {
		return k.Family(l, of)
	}
	return of
}

// Read reads the game called name in s, not locked, as a game of kind
// k; a game of another kind is an error that says so.
func (k *Kind) Read(s store.Store, name string) (Game, error) { return k.open(s.Read, name) }

// Open opens the game called name in s, locked for changes, as a game of
// kind k. The caller closes it (Game.File().Close).
func (k *Kind) Open(s store.Store, name string) (Game, error) { return k.open(s.Open, name) }

// open opens or reads a game with open and loads it as a game of kind k;
// the file is closed again if it does not load.
func (k *Kind) open(open func(string) (*store.File, error), name string) (Game, error) {
	f, err := open(name)
	var missing *store.NotFoundError
	if errors.As(err, &missing) {
		missing.Kind = k.Name // a game of this kind was asked for
	}
	if err != nil {
		return nil, err
	}
	g, err := k.Load(f)
	if err != nil {
		f.Close()
	}
	return g, err
}

// unknown is the error of a game file of a kind no Kind is for.
func unknown(game string) error {
	return msg.Errorf("a %q game, which this protokoll does not know", game)
}
