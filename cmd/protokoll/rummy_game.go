package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journal"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journaled"
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

// rummyGame is a card game with its file.
type rummyGame = journaled.Game[*contracts.Game, contracts.GameEvent]

// rummyKind sets a card game up from its file's settings: the list as it
// was when the game began.
var rummyKind = journaled.Kind[*contracts.Game, contracts.GameEvent]{
	Name: gameRummy,
	New: func(settings json.RawMessage) (*contracts.Game, error) {
		var set rummySettings
		if err := json.Unmarshal(settings, &set); err != nil {
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
		return contracts.NewGame(l, set.Players, set.Dealer)
	},
}

func createRummy(a *app, name string, l *contracts.List, players []string, dealer string) (*rummyGame, error) {
	g, err := contracts.NewGame(l, players, dealer)
	if err != nil {
		return nil, err
	}
	set := rummySettings{List: l.Name, Title: l.Title, Players: g.Players(), Dealer: g.FirstDealer()}
	for _, r := range l.Rounds {
		set.Rounds = append(set.Rounds, r.Contract.Text)
	}
	j, err := createJournal(a, gameRummy, name, set)
	if err != nil {
		return nil, err
	}
	return journaled.New(rummyKind, j, g), nil
}

func openRummy(a *app, name string) (*rummyGame, error) { return loadRummyFile(a, name, true, false) }

func readRummy(a *app, name string) (*rummyGame, error) { return loadRummyFile(a, name, false, false) }

func loadRummyFile(a *app, name string, lock, quiet bool) (*rummyGame, error) {
	return loadFile(a, name, lock, quiet, loadRummy)
}

// loadRummy rebuilds a card game from its file; what does not replay is
// reported as damaged at its line.
func loadRummy(j *journal.Journal) (*rummyGame, error) { return journaled.Load(rummyKind, j) }

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
