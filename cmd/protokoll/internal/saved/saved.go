// Package saved is the two games as their files hold them: the settings
// each game's header keeps, how a game is set up from them, and making,
// opening and reading a saved game.
package saved

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journal"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journaled"
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
	Variant string           `json:"variant"`
	Players []string         `json:"players"`
	Rules   scoresheet.Rules `json:"rules"`
	// Definition and House are, for a game under house rules or of a
	// variant of the family's own, the variant's definition and the
	// changes made to it (see scoresheet.HouseRules), kept whole: a rules
	// file changed or deleted later, or a build whose built-in variants
	// changed, does not change the game.
	Definition string `json:"definition,omitempty"`
	House      string `json:"house,omitempty"`
}

// Yatzy is a Yatzy game with its file: the sheet (State) is rebuilt
// from the file's events, and every event applied is saved before it
// counts.
type Yatzy = journaled.Game[*scoresheet.Sheet, scoresheet.Event]

// YatzyKind sets a Yatzy game up from its file's settings.
var YatzyKind = journaled.Kind[*scoresheet.Sheet, scoresheet.Event]{
	Name: GameYatzy,
	New: func(h journal.Header) (*scoresheet.Sheet, error) {
		var set YatzySettings
		if err := json.Unmarshal(h.Settings, &set); err != nil {
			return nil, err
		}
		v, err := set.variant()
		if err != nil {
			return nil, err
		}
		s, err := scoresheet.NewSheet(v, set.Players, set.Rules)
		if err == nil && h.Format >= undoLastFormat {
			s.UndoLastEntry()
		}
		return s, err
	},
}

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
	set := YatzySettings{Variant: v.ID, Players: s.Players(), Rules: s.Rules()}
	if !v.BuiltIn() {
		set.Definition, set.House = v.Definition(), v.House
	}
	return set
}

// CreateYatzy starts a new game file.
func CreateYatzy(f *cmdutil.Factory, name string, v *scoresheet.Variant, players []string, rules scoresheet.Rules) (*Yatzy, error) {
	sheet, err := scoresheet.NewSheet(v, players, rules)
	if err != nil {
		return nil, err
	}
	j, err := cmdutil.CreateJournal(f, GameYatzy, name, settingsOf(v, sheet))
	if err != nil {
		return nil, err
	}
	sheet.UndoLastEntry() // a new file is of the current format
	return journaled.New(YatzyKind, j, sheet), nil
}

// OpenYatzy opens a saved game to play on, locked for this process.
func OpenYatzy(f *cmdutil.Factory, name string) (*Yatzy, error) {
	return loadYatzyFile(f, name, true, false)
}

// ReadYatzy reads a saved game to show it, without locking it.
func ReadYatzy(f *cmdutil.Factory, name string) (*Yatzy, error) {
	return loadYatzyFile(f, name, false, false)
}

func loadYatzyFile(f *cmdutil.Factory, name string, lock, quiet bool) (*Yatzy, error) {
	return cmdutil.LoadFile(f, name, lock, quiet, LoadYatzy)
}

// LoadYatzy rebuilds the sheet of a game file. A file that is not a Yatzy
// game, or whose events do not replay, is reported as damaged at its line.
func LoadYatzy(j *journal.Journal) (*Yatzy, error) { return journaled.Load(YatzyKind, j) }

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
}

// Rummy is a card game with its file.
type Rummy = journaled.Game[*contracts.Game, contracts.GameEvent]

// RummyKind sets a card game up from its file's settings: the list as it
// was when the game began.
var RummyKind = journaled.Kind[*contracts.Game, contracts.GameEvent]{
	Name: GameRummy,
	New: func(h journal.Header) (*contracts.Game, error) {
		var set RummySettings
		if err := json.Unmarshal(h.Settings, &set); err != nil {
			return nil, err
		}
		var text strings.Builder
		fmt.Fprintf(&text, "# %s\n", set.Title)
		for i, r := range set.Rounds {
			fmt.Fprintf(&text, "%d. %s\n", i+1, strings.ReplaceAll(r, "\n", "\n   "))
		}
		l, err := contracts.ParseList(set.List, text.String())
		if err != nil {
			return nil, err
		}
		g, err := contracts.NewGame(l, set.Players, set.Dealer)
		if err == nil && h.Format >= undoLastFormat {
			g.UndoLastEntry()
		}
		return g, err
	},
}

func CreateRummy(f *cmdutil.Factory, name string, l *contracts.List, players []string, dealer string) (*Rummy, error) {
	g, err := contracts.NewGame(l, players, dealer)
	if err != nil {
		return nil, err
	}
	set := RummySettings{List: l.Name, Title: l.Title, Players: g.Players(), Dealer: g.FirstDealer()}
	for _, r := range l.Rounds {
		set.Rounds = append(set.Rounds, r.Contract.Text)
	}
	j, err := cmdutil.CreateJournal(f, GameRummy, name, set)
	if err != nil {
		return nil, err
	}
	g.UndoLastEntry() // a new file is of the current format
	return journaled.New(RummyKind, j, g), nil
}

func OpenRummy(f *cmdutil.Factory, name string) (*Rummy, error) {
	return loadRummyFile(f, name, true, false)
}

func ReadRummy(f *cmdutil.Factory, name string) (*Rummy, error) {
	return loadRummyFile(f, name, false, false)
}

func loadRummyFile(f *cmdutil.Factory, name string, lock, quiet bool) (*Rummy, error) {
	return cmdutil.LoadFile(f, name, lock, quiet, LoadRummy)
}

// LoadRummy rebuilds a card game from its file; what does not replay is
// reported as damaged at its line.
func LoadRummy(j *journal.Journal) (*Rummy, error) { return journaled.Load(RummyKind, j) }
