package store

// This file is the two games as their files hold them: the settings each
// game's header keeps, how a game is set up from them, and making,
// opening and reading a saved game. The games' names (GameYatzy,
// GameRummy) are the files' own fact, the "game" of every header: they
// stay here, with the format, and each kind of game (gamekind.Kind)
// takes its name from them. The rest of the program chooses by a
// kind's value, not by these names.

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// GameYatzy is the game name in the header of a Yatzy game file.
const GameYatzy = "yatzy"

// undoLastFormat is the file format from which an undo takes back the last
// entry that stands, a correction too; in older files, the last turn or
// round, as they were played.
const undoLastFormat = 2

// YatzySettings are the header settings of a Yatzy game file.
type YatzySettings struct {
	Variant string             `json:"variant"`
	Players []string           `json:"players"`
	Choices scoresheet.Choices `json:"rules"`
	// Definition and House are, for a game under house rules or of a
	// variant of the family's own, the variant's definition and the
	// changes made to it (see scoresheet.HouseRules), kept whole: a rules
	// file changed or deleted later, or a build whose built-in variants
	// changed, does not change the game.
	Definition string `json:"definition,omitempty"`
	House      string `json:"house,omitempty"`
	// Lang is the language the game is played in (see File.Lang).
	Lang string `json:"lang,omitempty"`
	// After is the game this one was played after, again (see File.After).
	After string `json:"after,omitempty"`
}

// Yatzy is a Yatzy game with its file: the sheet (State) is rebuilt
// from the file's events, and every event applied is saved before it
// counts.
type Yatzy = Game[*scoresheet.Sheet, scoresheet.Event]

// YatzyKind is how a Yatzy game is set up from its file's header (and the
// settings it holds); RummyKind a card game's.
func YatzyKind() Kind[*scoresheet.Sheet, scoresheet.Event]  { return yatzyKind }
func RummyKind() Kind[*contracts.Game, contracts.GameEvent] { return rummyKind }

// yatzyKind sets a Yatzy game up from its file's settings.
var yatzyKind = Kind[*scoresheet.Sheet, scoresheet.Event]{
	Name:    GameYatzy,
	New:     func(h Header) (*scoresheet.Sheet, error) { return newYatzy(h, nil) },
	newWith: newYatzy,
}

// newYatzy sets a Yatzy game up from its header, its variant taken from
// made when a game read before had the same settings of it (and put
// there when made is not nil): a variant is never changed once made,
// and the sheets of the games of one Reader share it.
func newYatzy(h Header, made *scratch) (*scoresheet.Sheet, error) {
	var set YatzySettings
	if err := decodeSettings(h.Settings, &set); err != nil {
		return nil, err
	}
	key := variantKey{set.Variant, set.Definition, set.House}
	var v *scoresheet.Variant
	if made != nil {
		v = made.variants[key]
	}
	if v == nil {
		var err error
		if v, err = set.variant(); err != nil {
			return nil, err
		}
		if made != nil {
			if made.variants == nil {
				made.variants = map[variantKey]*scoresheet.Variant{}
			}
			made.variants[key] = v
		}
	}
	s, err := scoresheet.NewSheet(v, set.Players, set.Choices)
	if err == nil && h.Format >= undoLastFormat {
		s.UndoLastEntry()
	}
	return s, err
}

// variantKey is what a Yatzy game's settings say of its variant.
type variantKey struct{ id, definition, house string }

// variant is the variant the settings name: its definition as kept, or
// a built-in one; with the changes of house rules.
func (set YatzySettings) variant() (*scoresheet.Variant, error) {
	var v *scoresheet.Variant
	var err error
	if set.Definition != "" {
		v, err = scoresheet.ParseVariant(set.Definition)
	} else {
		v, err = scoresheet.LookupVariant(set.Variant)
	}
	if err != nil || set.House == "" {
		return v, err
	}
	h, err := scoresheet.ParseChanges(v, set.House)
	return h.Variant(), err
}

// settingsOf are the settings of a new game of v: a built-in variant by
// its id, any other with its definition and changes.
func settingsOf(v *scoresheet.Variant, s *scoresheet.Sheet) YatzySettings {
	set := YatzySettings{Variant: v.ID, Players: s.Players(), Choices: s.Choices()}
	if !v.BuiltIn() {
		set.Definition, set.House = v.Definition(), v.House
	}
	return set
}

// HintsOn reports whether the game at the table has its hints on: a
// game begun with --hints, or one turned on at the table since (its
// last hints event, scoresheet.KindHints), for the box menu's cursor
// and the live page's boxes to show the best play. Hints are asked for,
// never pushed: a game has them off until then.
func HintsOn(g *Yatzy) bool {
	h := g.State.History()
	for i := len(h) - 1; i >= 0; i-- {
		if h[i].Kind == scoresheet.KindHints {
			return h[i].On
		}
	}
	return false
}

// CreateYatzy starts a new Yatzy game called name, or yatzy-DATE when
// name is empty, locked for this process.
func (s Store) CreateYatzy(name string, v *scoresheet.Variant, players []string, rules scoresheet.Choices) (*Yatzy, error) {
	sheet, err := scoresheet.NewSheet(v, players, rules)
	if err != nil {
		return nil, err
	}
	set := settingsOf(v, sheet)
	set.Lang, set.After = s.Lang, s.After
	j, err := s.create(GameYatzy, name, set)
	if err != nil {
		return nil, err
	}
	sheet.UndoLastEntry() // a new file is of the current format
	return newGame(yatzyKind, j, sheet), nil
}

// YatzyHeader is the header a new Yatzy game of sheet's (its variant v,
// players and rules) is made with, created at the time created.
func YatzyHeader(v *scoresheet.Variant, sheet *scoresheet.Sheet, created time.Time) (Header, error) {
	data, err := json.Marshal(settingsOf(v, sheet))
	return Header{Format: Format, Game: GameYatzy, Created: created.UTC(), Settings: data}, err
}

// OpenYatzy opens a saved Yatzy game to play on, locked for this process.
// A file that is not a Yatzy game, or whose events do not replay, is
// reported as damaged at its line.
func (s Store) OpenYatzy(name string) (*Yatzy, error) { return openGame(s.Open, yatzyKind, name) }

// ReadYatzy reads a saved Yatzy game to show it, without locking it.
func (s Store) ReadYatzy(name string) (*Yatzy, error) { return openGame(s.Read, yatzyKind, name) }

// LoadYatzy rebuilds the Yatzy game of a file read already.
func LoadYatzy(f *File) (*Yatzy, error) { return load(yatzyKind, f) }

// GameRummy is the game name in the header of a card game's file.
const GameRummy = "rummy"

// RummySettings are the header settings of a card game's file. The list
// is kept whole, so a list file changed later does not change the game.
type RummySettings struct {
	List    string   `json:"list"`
	Title   string   `json:"title"`
	Rounds  []string `json:"rounds"`
	Players []string `json:"players"`
	Dealer  string   `json:"dealer"`
	// Lang is the language the game is played in (see File.Lang).
	Lang string `json:"lang,omitempty"`
	// After is the game this one was played after, again (see File.After).
	After string `json:"after,omitempty"`
}

// Rummy is a card game with its file.
type Rummy = Game[*contracts.Game, contracts.GameEvent]

// rummyKind sets a card game up from its file's settings: the list as it
// was when the game began.
var rummyKind = Kind[*contracts.Game, contracts.GameEvent]{
	Name:    GameRummy,
	New:     func(h Header) (*contracts.Game, error) { return newRummy(h, nil) },
	newWith: newRummy,
}

// newRummy sets a card game up from its header, its list taken from made
// when a game read before had the same (and put there when made is not
// nil): a list parsed a game was a tenth of reading a folder of them.
func newRummy(h Header, sc *scratch) (*contracts.Game, error) {
	var made Lists
	if sc != nil {
		if sc.lists == nil {
			sc.lists = Lists{}
		}
		made = sc.lists
	}
	var set RummySettings
	if err := decodeSettings(h.Settings, &set); err != nil {
		return nil, err
	}
	var text strings.Builder // without fmt: this is made for every card game read
	text.WriteString("# " + set.Title + "\n")
	for i, r := range set.Rounds {
		text.WriteString(strconv.Itoa(i+1) + ". " + strings.ReplaceAll(r, "\n", "\n   ") + "\n")
	}
	key := listKey{set.List, text.String()}
	l, ok := made[key]
	if !ok {
		var err error
		if l, err = contracts.ParseList(set.List, key.text); err != nil {
			return nil, err
		}
		if made != nil {
			made[key] = l
		}
	}
	g, err := contracts.NewGame(l, set.Players, set.Dealer)
	if err == nil && h.Format >= undoLastFormat {
		g.UndoLastEntry()
	}
	return g, err
}

// Lists are the card games' lists of rounds made from the files read
// one after another by a Reader, by their name and text: a list is
// never changed once made, and the games that play the same share it.
type Lists map[listKey]*contracts.List

type listKey struct{ name, text string }

// CreateRummy starts a new card game called name, or rummy-DATE when name
// is empty, locked for this process.
func (s Store) CreateRummy(name string, l *contracts.List, players []string, dealer string) (*Rummy, error) {
	g, err := contracts.NewGame(l, players, dealer)
	if err != nil {
		return nil, err
	}
	set := rummySettingsOf(g)
	set.Lang, set.After = s.Lang, s.After
	j, err := s.create(GameRummy, name, set)
	if err != nil {
		return nil, err
	}
	g.UndoLastEntry() // a new file is of the current format
	return newGame(rummyKind, j, g), nil
}

// rummySettingsOf are the settings of a new card game g: its list whole,
// its players and first dealer.
func rummySettingsOf(g *contracts.Game) RummySettings {
	l := g.List()
	set := RummySettings{List: l.Name, Title: l.Title, Players: g.Players(), Dealer: g.FirstDealer()}
	for _, r := range l.Rounds {
		set.Rounds = append(set.Rounds, r.Contract.Text)
	}
	return set
}

// RummyHeader is the header a new card game of g's (its list, players and
// first dealer) is made with, created at the time created.
func RummyHeader(g *contracts.Game, created time.Time) (Header, error) {
	data, err := json.Marshal(rummySettingsOf(g))
	return Header{Format: Format, Game: GameRummy, Created: created.UTC(), Settings: data}, err
}

// OpenRummy opens a saved card game to play on, locked for this process;
// what does not replay is reported as damaged at its line.
func (s Store) OpenRummy(name string) (*Rummy, error) { return openGame(s.Open, rummyKind, name) }

// ReadRummy reads a saved card game to show it, without locking it.
func (s Store) ReadRummy(name string) (*Rummy, error) { return openGame(s.Read, rummyKind, name) }

// LoadRummy rebuilds the card game of a file read already.
func LoadRummy(f *File) (*Rummy, error) { return load(rummyKind, f) }

// replay replays the game file f by the rules of the kind its header
// names, as a check of it (import, repair): as s.Replay does, or by the
// kinds this package keeps.
func (s Store) replay(f *File) (known bool, err error) {
	if s.Replay != nil {
		return s.Replay(f)
	}
	return replay(f)
}

// replay replays the game file f by the rules of the kind its header
// names, as a check of it (import, repair); known is false, and err nil,
// for a kind the store does not keep. The kinds it keeps are listed here
// once.
func replay(f *File) (known bool, err error) {
	for _, k := range []interface {
		name() string
		replay(*File) error
	}{yatzyKind, rummyKind} {
		if k.name() == f.Header.Game {
			return true, k.replay(f)
		}
	}
	return false, nil
}

func (k Kind[S, E]) name() string { return k.Name }

// replay rebuilds the game file f as a game of kind k, for its error.
func (k Kind[S, E]) replay(f *File) error {
	_, err := load(k, f)
	return err
}

// openGame opens (locked) or reads a game with open and rebuilds it as a
// game of kind k; the file is closed again if it does not load.
func openGame[S State[E], E any](open func(string) (*File, error), k Kind[S, E], name string) (*Game[S, E], error) {
	f, err := open(name)
	var missing *NotFoundError
	if errors.As(err, &missing) {
		missing.Kind = k.Name // a game of this kind was asked for
	}
	if err != nil {
		return nil, err
	}
	g, err := load(k, f)
	if err != nil {
		f.Close()
	}
	return g, err
}

// create starts a new game file of kind with its settings, named name or
// KIND-DATE.
func (s Store) create(kind, name string, settings any) (*File, error) {
	data, err := json.Marshal(settings)
	if err != nil {
		return nil, err
	}
	h := Header{Game: kind, Created: s.now().UTC(), Settings: data}
	if name != "" {
		return s.Create(name, h)
	}
	// The first free default name; another protokoll making a game at the
	// same moment may take one first, and then the next is tried.
	for n := 1; ; n++ {
		if name = s.DefaultName(kind, n); s.Exists(name) {
			continue
		}
		f, err := s.Create(name, h)
		if !errors.Is(err, ErrExists) {
			return f, err
		}
	}
}

// DefaultName returns the n-th default name of a game of kind made now:
// KIND-YYYY-MM-DD, KIND-YYYY-MM-DD-2, …
func (s Store) DefaultName(kind string, n int) string {
	name := kind + "-" + s.now().Format("2006-01-02")
	if n > 1 {
		name = fmt.Sprintf("%s-%d", name, n)
	}
	return name
}
