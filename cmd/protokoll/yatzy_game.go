package main

import (
	"encoding/json"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journal"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journaled"
	"github.com/kitchentable/protokoll/scoresheet"
)

// gameYatzy is the game name in the header of a Yatzy game file.
const gameYatzy = "yatzy"

// yatzySettings are the header settings of a Yatzy game file.
type yatzySettings struct {
	Variant string           `json:"variant"`
	Players []string         `json:"players"`
	Rules   scoresheet.Rules `json:"rules"`
}

// yatzyGame is a Yatzy game with its file: the sheet (State) is rebuilt
// from the file's events, and every event applied is saved before it
// counts.
type yatzyGame = journaled.Game[*scoresheet.Sheet, scoresheet.Event]

// yatzyKind sets a Yatzy game up from its file's settings.
var yatzyKind = journaled.Kind[*scoresheet.Sheet, scoresheet.Event]{
	Name: gameYatzy,
	New: func(settings json.RawMessage) (*scoresheet.Sheet, error) {
		var set yatzySettings
		if err := json.Unmarshal(settings, &set); err != nil {
			return nil, err
		}
		v, err := scoresheet.LookupVariant(set.Variant)
		if err != nil {
			return nil, err
		}
		return scoresheet.NewSheet(v, set.Players, set.Rules)
	},
}

// createYatzy starts a new game file.
func createYatzy(a *app, name string, v *scoresheet.Variant, players []string, rules scoresheet.Rules) (*yatzyGame, error) {
	sheet, err := scoresheet.NewSheet(v, players, rules)
	if err != nil {
		return nil, err
	}
	j, err := createJournal(a, gameYatzy, name, yatzySettings{Variant: v.ID, Players: sheet.Players(), Rules: sheet.Rules()})
	if err != nil {
		return nil, err
	}
	return journaled.New(yatzyKind, j, sheet), nil
}

// openYatzy opens a saved game to play on, locked for this process.
func openYatzy(a *app, name string) (*yatzyGame, error) { return loadYatzyFile(a, name, true, false) }

// readYatzy reads a saved game to show it, without locking it.
func readYatzy(a *app, name string) (*yatzyGame, error) { return loadYatzyFile(a, name, false, false) }

// readYatzyQuiet is readYatzy without the warnings, for listings.
func readYatzyQuiet(a *app, name string) (*yatzyGame, error) {
	return loadYatzyFile(a, name, false, true)
}

func loadYatzyFile(a *app, name string, lock, quiet bool) (*yatzyGame, error) {
	return loadFile(a, name, lock, quiet, loadYatzy)
}

// loadYatzy rebuilds the sheet of a game file. A file that is not a Yatzy
// game, or whose events do not replay, is reported as damaged at its line.
func loadYatzy(j *journal.Journal) (*yatzyGame, error) { return journaled.Load(yatzyKind, j) }
