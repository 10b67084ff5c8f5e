package history

import (
	"bytes"
	"encoding/json"
	"errors"
	"strconv"
	"strings"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// Rebuild reads exported rows (as JSON lines, in their order) back into
// games, each the game file to write. A game's rows are together, its
// first carrying its settings. When the first row carries the game whole
// (its settings and history, as exports do), the game is made of those,
// entry for entry with each entry's time, and every row must be what the
// game makes of it; the rows of an older export, without, are replayed,
// each entry dated the game's start. Either way each entry must keep the
// rules and score what its row says, and the players' names be names new
// takes; the game and its entries are dated from 1970 to a day after now
// (a clock a little ahead), and no two games' names differ only in case
// (a disk that ignores case takes them for one). An error names the line
// (lines[i] is row i's).
//
// Each game is made as ks make its kind: its file replayed, and the
// rows of an older export replayed as the kind does (Kind's replay).
func Rebuild(ks Kinds, rows []Row, lines []int, now time.Time) ([]store.Copy, error) {
	var out []store.Copy
	seen := map[string]bool{}
	folded := map[string]string{}
	for i := 0; i < len(rows); {
		j := i
		for j < len(rows) && rows[j].Game == rows[i].Game {
			j++
		}
		if seen[rows[i].Game] {
			return nil, msg.Errorf("line %d: the rows of %q are not together", lines[i], rows[i].Game)
		}
		seen[rows[i].Game] = true
		if other, ok := folded[playername.Fold(rows[i].Game)]; ok {
			return nil, msg.Errorf("line %d: the games %q and %q differ only in case, and a disk that ignores case takes them for one: rename one before the export", lines[i], other, rows[i].Game)
		}
		folded[playername.Fold(rows[i].Game)] = rows[i].Game
		c, err := rebuild(ks, rows[i:j], lines[i:j], now)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
		i = j
	}
	return out, nil
}

// The dates an import takes: from the first of 1970 to a day after now.
var firstDate = time.Date(1970, 1, 1, 0, 0, 0, 0, time.UTC)

const dateAhead = 24 * time.Hour

// checkDate refuses a date outside what an import takes.
func checkDate(at, now time.Time) error {
	if at.Before(firstDate) || at.After(now.Add(dateAhead)) {
		return msg.Errorf("dated %s: a game's dates are from 1970 to a day after now (%s)", at.UTC().Format(time.RFC3339), now.UTC().Format(time.RFC3339))
	}
	return nil
}

func rebuild(ks Kinds, rows []Row, lines []int, now time.Time) (store.Copy, error) {
	first := rows[0]
	if err := store.CheckName(first.Game); err != nil {
		return store.Copy{}, msg.Errorf("line %d: %v", lines[0], err)
	}
	if first.Started == nil || len(first.Players) == 0 {
		return store.Copy{}, msg.Errorf("line %d: the first row of %q lacks the game's settings (started, players): import reads what protokoll export --format jsonl writes", lines[0], first.Game)
	}
	if err := checkDate(*first.Started, now); err != nil {
		return store.Copy{}, msg.Errorf("line %d: the game %q is %v", lines[0], first.Game, err)
	}
	for n, e := range first.History {
		var entry struct {
			At *time.Time `json:"at"`
		}
		if json.Unmarshal(e, &entry) == nil && entry.At != nil {
			if err := checkDate(*entry.At, now); err != nil {
				return store.Copy{}, msg.Errorf("line %d: entry %d of the history of %q is %v", lines[0], n+1, first.Game, err)
			}
		}
	}
	k := ks.Figures(first.Kind)
	if k == nil {
		return store.Copy{}, msg.Errorf("line %d: %q is not a game protokoll knows: want %s", lines[0], first.Kind, msg.OneOf(ks.Names()...))
	}
	var (
		c   store.Copy
		g   Game
		err error
	)
	if first.Settings != nil {
		c, g, err = whole(ks, first, lines[0])
		if err == nil {
			err = sameRows(k, g, rows, lines)
		}
	} else if k.replay == nil {
		return store.Copy{}, msg.Errorf("line %d: the first row of %q lacks the game's settings (started, players): import reads what protokoll export --format jsonl writes", lines[0], first.Game)
	} else {
		r := &rebuilt{Copy: store.Copy{Name: first.Game}, started: *first.Started}
		err = k.replay(r, rows, lines)
		c, g = r.Copy, r.game
	}
	if err != nil {
		return c, err
	}
	for _, p := range g.Players {
		if name, err := playername.Check(p.Name); err != nil || name != p.Name {
			if err == nil {
				err = msg.Errorf("the name %s is not as new keeps it (trimmed, in Unicode NFC)", playername.Display(p.Name))
			}
			return c, msg.Errorf("line %d: %v", lines[0], err)
		}
	}
	return c, nil
}

// whole makes the game the first row carries whole: its file's header and
// history, replayed by the game's rules (as ks read its kind).
func whole(ks Kinds, first Row, line int) (store.Copy, Game, error) {
	h := store.Header{Format: first.Format, Game: first.Kind, Created: first.Started.UTC(), Settings: first.Settings}
	if h.Format == 0 {
		h.Format = store.Format
	}
	if h.Format > store.Format {
		return store.Copy{}, Game{}, msg.Errorf("line %d: %q was made by a newer protokoll (format %d; this one reads up to %d): update protokoll to import it", line, first.Game, h.Format, store.Format)
	}
	f := &store.File{Name: first.Game, Header: h}
	for i, r := range first.History {
		f.Records = append(f.Records, store.Record{Line: i + 2, Data: bytes.TrimSpace(r)})
	}
	g, _, err := ks.Played(f)
	g.Name, g.Kind, g.Played, g.Header, g.Records = first.Game, first.Kind, h.Created.Local(), h, first.History
	var d *store.DamagedError
	switch {
	case errors.As(err, &d) && d.Line == 1:
		return store.Copy{}, g, msg.Errorf("line %d: the settings of %q: %v", line, first.Game, d.Err)
	case errors.As(err, &d):
		return store.Copy{}, g, msg.Errorf("line %d: entry %d of the history of %q: %v", line, d.Line-1, first.Game, d.Err)
	case err != nil:
		return store.Copy{}, g, msg.Errorf("line %d: %v", line, err)
	}
	return store.Copy{Name: first.Game, Header: h, Records: first.History}, g, nil
}

// sameRows checks that the rows are what the game g makes of its
// history: an export's rows, as they were written. (The day is the one
// the game began on where the export was made, and is not compared.)
// A row's points other than its game's are said as its kind k says them.
func sameRows(k *Kind, g Game, rows []Row, lines []int) error {
	made := g.Rows()
	if len(made) != len(rows) {
		return msg.Errorf("line %d: %q has %d rows, and its history makes %d", lines[0], g.Name, len(rows), len(made))
	}
	bare := func(r Row) string {
		r.Date, r.Format, r.Settings, r.History = "", 0, nil, nil
		b, _ := json.Marshal(r)
		return string(b)
	}
	for i, r := range rows {
		m := made[i]
		if bare(r) == bare(m) {
			continue
		}
		if r.Entry == m.Entry && r.Player == m.Player && r.Points != m.Points && k.misscored != nil {
			return k.misscored(lines[i], r, m.Points)
		}
		return msg.Errorf("line %d: the row is not what the game's history makes of it (%s)", lines[i], strings.Join(m.Fields(), ","))
	}
	return nil
}

// A rebuilt is a game made again from the rows of an older export: the
// file to write, and the game it is.
type rebuilt struct {
	store.Copy
	started time.Time
	game    Game
}

// header makes the file header a game's settings would have, for the
// games' own constructors.
func header(kind string, settings any) (store.Header, error) {
	data, err := json.Marshal(settings)
	return store.Header{Game: kind, Format: store.Format, Settings: data}, err
}

// add records e at the game's start.
func add[E any](r *rebuilt, e E) error {
	line, err := store.EventLine(r.started, e)
	r.Records = append(r.Records, line)
	return err
}

func (g *rebuilt) yatzy(rows []Row, lines []int) error {
	first := rows[0]
	h, err := header(first.Kind, store.YatzySettings{Variant: scoresheet.KeyVariant(first.Of), Players: first.Players, Choices: scoresheet.Choices{Joker: first.Joker}, Definition: first.Define, House: first.House})
	if err != nil {
		return err
	}
	s, err := store.YatzyKind().New(h)
	if err != nil {
		return msg.Errorf("line %d: %v", lines[0], err)
	}
	if g.Header, err = store.YatzyHeader(s.Variant(), s, g.started); err != nil {
		return err
	}
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
			return yatzyMisscored(lines[i], r, got.Points)
		}
		if err := add(g, e); err != nil {
			return err
		}
	}
	g.game = Game{Result: Result{Name: g.Name, Kind: first.Kind}}
	g.game.fromSheet(s)
	return nil
}

func (g *rebuilt) rummy(rows []Row, lines []int) error {
	first := rows[0]
	h, err := header(first.Kind, store.RummySettings{List: first.List, Title: first.Of, Rounds: first.Rounds, Players: first.Players, Dealer: first.Dealer})
	if err != nil {
		return err
	}
	c, err := store.RummyKind().New(h)
	if err != nil {
		return msg.Errorf("line %d: %v", lines[0], err)
	}
	if g.Header, err = store.RummyHeader(c, g.started); err != nil {
		return err
	}
	g.game = Game{Result: Result{Name: g.Name, Kind: first.Kind}}
	players := len(first.Players)
	if len(rows) == 1 && first.Entry == "" {
		g.game.fromCards(c)
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
				return cardsMisscored(lines[k+i], r, got)
			}
		}
		if err := add(g, e); err != nil {
			return err
		}
	}
	g.game.fromCards(c)
	return nil
}

// yatzyMisscored is the error of a Yatzy game's row, at line, whose
// points are not the made its box scores.
func yatzyMisscored(line int, r Row, made int) error {
	return msg.Errorf("line %d: %s scores %d, the row says %d", line, r.Entry, made, r.Points)
}

// cardsMisscored is the error of a card game's row, at line, whose
// points are not the made its player scores in the round.
func cardsMisscored(line int, r Row, made int) error {
	return msg.Errorf("line %d: %s scores %d in round %s, the row says %d", line, r.Player, made, r.Entry, r.Points)
}
