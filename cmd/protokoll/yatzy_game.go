package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journal"
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

// yatzyRecord is one line of a Yatzy game file: an event and when it was
// recorded.
type yatzyRecord struct {
	At time.Time `json:"at"`
	scoresheet.Event
}

// yatzyGame is a Yatzy game with its file: the sheet is rebuilt from the
// file's events, and every event applied is saved before it counts.
type yatzyGame struct {
	*journal.Journal
	sheet *scoresheet.Sheet
}

// createYatzy starts a new game file.
func (a *app) createYatzy(name string, v *scoresheet.Variant, players []string, rules scoresheet.Rules) (*yatzyGame, error) {
	sheet, err := scoresheet.NewSheet(v, players, rules)
	if err != nil {
		return nil, err
	}
	j, err := a.createJournal(gameYatzy, name, yatzySettings{Variant: v.ID, Players: sheet.Players(), Rules: sheet.Rules()})
	if err != nil {
		return nil, err
	}
	return &yatzyGame{Journal: j, sheet: sheet}, nil
}

// openYatzy opens a saved game to play on, locked for this process.
func (a *app) openYatzy(name string) (*yatzyGame, error) { return a.loadYatzyFile(name, true, false) }

// readYatzy reads a saved game to show it, without locking it.
func (a *app) readYatzy(name string) (*yatzyGame, error) { return a.loadYatzyFile(name, false, false) }

// readYatzyQuiet is readYatzy without the warnings, for listings.
func (a *app) readYatzyQuiet(name string) (*yatzyGame, error) {
	return a.loadYatzyFile(name, false, true)
}

func (a *app) loadYatzyFile(name string, lock, quiet bool) (*yatzyGame, error) {
	j, err := a.openJournal(name, lock, quiet)
	if err != nil {
		return nil, err
	}
	g, err := loadYatzy(j)
	if err != nil {
		j.Close()
		return nil, err
	}
	return g, nil
}

// loadYatzy rebuilds the sheet of a game file. A file that is not a Yatzy
// game, or whose events do not replay, is reported as damaged at its line.
func loadYatzy(j *journal.Journal) (*yatzyGame, error) {
	if err := checkKind(j, gameYatzy); err != nil {
		return nil, err
	}
	var set yatzySettings
	if err := json.Unmarshal(j.Header.Settings, &set); err != nil {
		return nil, &journal.DamagedError{Path: j.Path, Line: 1, Err: err}
	}
	v, err := scoresheet.LookupVariant(set.Variant)
	if err != nil {
		return nil, &journal.DamagedError{Path: j.Path, Line: 1, Err: err}
	}
	sheet, err := scoresheet.NewSheet(v, set.Players, set.Rules)
	if err != nil {
		return nil, &journal.DamagedError{Path: j.Path, Line: 1, Err: err}
	}
	for _, r := range j.Records {
		var rec yatzyRecord
		if err := json.Unmarshal(r.Data, &rec); err != nil {
			return nil, &journal.DamagedError{Path: j.Path, Line: r.Line, Err: err}
		}
		if err := sheet.Apply(rec.Event); err != nil {
			return nil, &journal.DamagedError{Path: j.Path, Line: r.Line, Err: err}
		}
	}
	return &yatzyGame{Journal: j, sheet: sheet}, nil
}

// errNotSaved marks an entry that could not be written to its game file.
var errNotSaved = errors.New("not saved")

// apply checks e against the rules and, if it keeps them, saves it: when
// apply returns nil the event is on disk. If it cannot be saved the sheet
// is put back as the file has it.
func (g *yatzyGame) apply(at time.Time, e scoresheet.Event) error {
	before := g.sheet.History()
	if err := g.sheet.Apply(e); err != nil {
		return err
	}
	h := g.sheet.History()
	if err := g.Append(yatzyRecord{At: at.UTC(), Event: h[len(h)-1]}); err != nil {
		s := g.sheet
		g.sheet, _ = scoresheet.Replay(s.Variant(), s.Players(), s.Rules(), before)
		return fmt.Errorf("%w: %v", errNotSaved, err)
	}
	return nil
}
