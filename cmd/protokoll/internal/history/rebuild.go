package history

import (
	"encoding/json"
	"strconv"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// A Rebuilt is a game made again from its exported rows: replayed, so
// that it keeps the rules, with the events to save.
type Rebuilt struct {
	Name    string
	Started time.Time
	Sheet   *scoresheet.Sheet // a Yatzy game: its variant, players and rules
	Turns   []scoresheet.Event
	Cards   *contracts.Game // a card game: its list, players and first dealer
	Rounds  []contracts.GameEvent
}

// Rebuild reads exported rows (as JSON lines, in their order) back into
// games. A game's rows are together, its first carrying its settings;
// each entry must keep the rules and score what its row says. An error
// names the line (lines[i] is row i's).
func Rebuild(rows []Row, lines []int) ([]Rebuilt, error) {
	var out []Rebuilt
	seen := map[string]bool{}
	for i := 0; i < len(rows); {
		j := i
		for j < len(rows) && rows[j].Game == rows[i].Game {
			j++
		}
		if seen[rows[i].Game] {
			return nil, msg.Errorf("line %d: the rows of %q are not together", lines[i], rows[i].Game)
		}
		seen[rows[i].Game] = true
		g, err := rebuild(rows[i:j], lines[i:j])
		if err != nil {
			return nil, err
		}
		out = append(out, g)
		i = j
	}
	return out, nil
}

func rebuild(rows []Row, lines []int) (Rebuilt, error) {
	first := rows[0]
	g := Rebuilt{Name: first.Game}
	if err := store.CheckName(first.Game); err != nil {
		return g, msg.Errorf("line %d: %v", lines[0], err)
	}
	if first.Started == nil || len(first.Players) == 0 {
		return g, msg.Errorf("line %d: the first row of %q lacks the game's settings (started, players): import reads what protokoll export --format jsonl writes", lines[0], first.Game)
	}
	g.Started = *first.Started
	switch first.Kind {
	case store.GameYatzy:
		return g, g.yatzy(rows, lines)
	case store.GameRummy:
		return g, g.rummy(rows, lines)
	}
	return g, msg.Errorf("line %d: %q is not a game protokoll knows: want yatzy or rummy", lines[0], first.Kind)
}

// header makes the file header a game's settings would have, for the
// games' own constructors.
func header(kind string, settings any) (store.Header, error) {
	data, err := json.Marshal(settings)
	return store.Header{Game: kind, Format: store.Format, Settings: data}, err
}

func (g *Rebuilt) yatzy(rows []Row, lines []int) error {
	first := rows[0]
	h, err := header(store.GameYatzy, store.YatzySettings{Variant: scoresheet.KeyVariant(first.Of), Players: first.Players, Choices: scoresheet.Choices{Joker: first.Joker}, Definition: first.Define, House: first.House})
	if err != nil {
		return err
	}
	s, err := store.YatzyKind().New(h)
	if err != nil {
		return msg.Errorf("line %d: %v", lines[0], err)
	}
	g.Sheet = s
	for i, r := range rows {
		if r.Entry == "" {
			continue // the settings of a game with nothing played
		}
		dice, err := scoresheet.ParseRoll(r.Played, s.Variant().Dice)
		if err != nil {
			return msg.Errorf("line %d: %v", lines[i], err)
		}
		e := scoresheet.Turn(r.Player, scoresheet.Box(r.Entry), dice, r.Rolls, r.Struck)
		if err := s.Apply(e); err != nil {
			return msg.Errorf("line %d: %v", lines[i], err)
		}
		if got, _ := s.Entry(r.Player, scoresheet.Box(r.Entry)); got.Points != r.Points {
			return msg.Errorf("line %d: %s scores %d, the row says %d", lines[i], r.Entry, got.Points, r.Points)
		}
		g.Turns = append(g.Turns, e)
	}
	return nil
}

func (g *Rebuilt) rummy(rows []Row, lines []int) error {
	first := rows[0]
	h, err := header(store.GameRummy, store.RummySettings{List: first.List, Title: first.Of, Rounds: first.Rounds, Players: first.Players, Dealer: first.Dealer})
	if err != nil {
		return err
	}
	c, err := store.RummyKind().New(h)
	if err != nil {
		return msg.Errorf("line %d: %v", lines[0], err)
	}
	g.Cards = c
	players := len(first.Players)
	if len(rows) == 1 && first.Entry == "" {
		return nil // the settings of a game with nothing played
	}
	if len(rows)%players != 0 {
		return msg.Errorf("line %d: %q has %d rows, not a row for each of its %d players in each round", lines[0], first.Game, len(rows), players)
	}
	for k := 0; k < len(rows); k += players {
		round := rows[k : k+players]
		res := contracts.Result{Left: map[string][]contracts.Card{}}
		for i, r := range round {
			at := lines[k+i]
			if r.Entry != strconv.Itoa(k/players+1) {
				return msg.Errorf("line %d: round %s where round %d was next", at, r.Entry, k/players+1)
			}
			if r.Out {
				res.Out = r.Player
			} else {
				cards, err := contracts.ParseCards(r.Played)
				if err != nil {
					return msg.Errorf("line %d: %v", at, err)
				}
				res.Left[r.Player] = cards
			}
			if r.Label != "" {
				if res.Labels == nil {
					res.Labels = map[string]string{}
				}
				res.Labels[r.Player] = r.Label
			}
			if r.Special != nil {
				if res.Special == nil {
					res.Special = map[string]int{}
				}
				res.Special[r.Player] = *r.Special
			}
			res.Adjust = append(res.Adjust, r.Adjust...)
		}
		e := contracts.GameEvent{Kind: contracts.KindRound, Result: &res}
		if err := c.Apply(e); err != nil {
			return msg.Errorf("line %d: %v", lines[k], err)
		}
		for i, r := range round {
			if got := c.Score(k/players, r.Player); got != r.Points {
				return msg.Errorf("line %d: %s scores %d in round %s, the row says %d", lines[k+i], r.Player, got, r.Entry, r.Points)
			}
		}
		g.Rounds = append(g.Rounds, e)
	}
	return nil
}
