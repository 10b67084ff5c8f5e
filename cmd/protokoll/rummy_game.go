package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journal"
	"github.com/kitchentable/protokoll/contracts"
)

// gameRummy is the game name in the header of a card game's file.
const gameRummy = "rummy"

// rummySettings are the header settings of a card game's file. The list
// is kept whole, so a list file changed later does not change the game.
type rummySettings struct {
	List    string   `json:"list"`
	Title   string   `json:"title"`
	Rounds  []string `json:"rounds"`
	Players []string `json:"players"`
	Dealer  string   `json:"dealer"`
}

// rummyRecord is one line of a card game's file.
type rummyRecord struct {
	At time.Time `json:"at"`
	contracts.GameEvent
}

// rummyGame is a card game with its file.
type rummyGame struct {
	*journal.Journal
	game *contracts.Game
}

func (a *app) createRummy(name string, l *contracts.List, players []string, dealer string) (*rummyGame, error) {
	g, err := contracts.NewGame(l, players, dealer)
	if err != nil {
		return nil, err
	}
	set := rummySettings{List: l.Name, Title: l.Title, Players: g.Players(), Dealer: g.FirstDealer()}
	for _, r := range l.Rounds {
		set.Rounds = append(set.Rounds, r.Contract.Text)
	}
	j, err := a.createJournal(gameRummy, name, set)
	if err != nil {
		return nil, err
	}
	return &rummyGame{Journal: j, game: g}, nil
}

func (a *app) openRummy(name string) (*rummyGame, error) { return a.loadRummyFile(name, true, false) }

func (a *app) readRummy(name string) (*rummyGame, error) { return a.loadRummyFile(name, false, false) }

func (a *app) loadRummyFile(name string, lock, quiet bool) (*rummyGame, error) {
	j, err := a.openJournal(name, lock, quiet)
	if err != nil {
		return nil, err
	}
	g, err := loadRummy(j)
	if err != nil {
		j.Close()
		return nil, err
	}
	return g, nil
}

// loadRummy rebuilds a card game from its file; what does not replay is
// reported as damage at its line.
func loadRummy(j *journal.Journal) (*rummyGame, error) {
	if err := checkKind(j, gameRummy); err != nil {
		return nil, err
	}
	damaged := func(line int, err error) error { return &journal.DamagedError{Path: j.Path, Line: line, Err: err} }
	var set rummySettings
	if err := json.Unmarshal(j.Header.Settings, &set); err != nil {
		return nil, damaged(1, err)
	}
	var text strings.Builder
	fmt.Fprintf(&text, "# %s\n", set.Title)
	for i, r := range set.Rounds {
		fmt.Fprintf(&text, "%d. %s\n", i+1, strings.ReplaceAll(r, "\n", "\n   "))
	}
	l, err := contracts.ParseList(set.List, text.String())
	if err != nil {
		return nil, damaged(1, err)
	}
	g, err := contracts.NewGame(l, set.Players, set.Dealer)
	if err != nil {
		return nil, damaged(1, err)
	}
	for _, r := range j.Records {
		var rec rummyRecord
		if err := json.Unmarshal(r.Data, &rec); err != nil {
			return nil, damaged(r.Line, err)
		}
		if err := g.Apply(rec.GameEvent); err != nil {
			return nil, damaged(r.Line, err)
		}
	}
	return &rummyGame{Journal: j, game: g}, nil
}

// apply checks e against the rules and saves it: when apply returns nil
// the event is on disk. If it cannot be saved, the game is put back as the
// file has it.
func (g *rummyGame) apply(at time.Time, e contracts.GameEvent) error {
	before := g.game.History()
	if err := g.game.Apply(e); err != nil {
		return err
	}
	h := g.game.History()
	if err := g.Append(rummyRecord{At: at.UTC(), GameEvent: h[len(h)-1]}); err != nil {
		old := g.game
		g.game, _ = contracts.ReplayGame(old.List(), old.Players(), old.FirstDealer(), before)
		return fmt.Errorf("%w: %v", errNotSaved, err)
	}
	return nil
}

// parseAssignments reads flags of the form "NAME=VALUE".
func parseAssignments(flag string, values []string) (map[string]string, error) {
	m := map[string]string{}
	for _, v := range values {
		name, value, ok := strings.Cut(v, "=")
		if !ok || strings.TrimSpace(name) == "" {
			return nil, fmt.Errorf("--%s %q: want NAME=VALUE, like --%s \"Bo=K 7 2 A\"", flag, v, flag)
		}
		name = strings.TrimSpace(name)
		if _, dup := m[strings.ToLower(name)]; dup {
			return nil, fmt.Errorf("--%s names %s twice", flag, name)
		}
		m[strings.ToLower(name)] = strings.TrimSpace(value)
	}
	return m, nil
}
