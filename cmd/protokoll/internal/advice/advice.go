// Package advice is the optimal play of a Yatzy game in progress, as the
// table, the commands and the live page give it: each player's chance to
// win (chances) and the best play for the dice in hand (hint, advise),
// from the tables of package optimal.
//
// A game at the table (or shared to phones) starts working out the tables
// it can ask for as it begins, in the background and saying nothing: its
// variant's, and for two or more players the twelve risk tables for
// playing to win; a hint asked before they are ready shows how far they
// are. On the project's 2-core machine: the first hint at a table of two
// just begun, the tables cached, took 3.1–4.2 ms warmed as the game began
// and 15–28 ms not warmed (125 ms on a first run, the files not yet in
// the page cache), the warming itself 14–16 ms, at load 15 (2026-12-07;
// go test -run XXX -bench FirstHintAtAFreshTable
// ./cmd/protokoll/internal/advice). With no table cached yet (the first
// night) a hint asked at once waits 6.5 s with a progress line, the
// to-win tables its first needs warmed first. A hint to win in the second
// round, tables cached: 79 ms for a run's first, 18.5 ms for a later one,
// the machine busy (2026-12-01; -bench HintToWinEarly).
package advice

import (
	"errors"
	"fmt"
	"slices"
	"strconv"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// Chances is what `chances --json` prints: each player's chance of
// finishing first from where the game stands.
type Chances struct {
	Name    string `json:"name"`
	Variant string `json:"variant"`
	// Exact is false when a player's chance comes from simulated games
	// (Games a player, enough to be within a percentage point 19 times
	// out of 20).
	Exact   bool            `json:"exact"`
	Games   int             `json:"games,omitempty"`
	Players []PlayerChances `json:"players"`
}

// PlayerChances is one player's points so far and chances: of winning
// alone, and of sharing the win.
type PlayerChances struct {
	Name   string  `json:"name"`
	Points int     `json:"points"`
	Win    float64 `json:"win"`
	Shared float64 `json:"shared"`
}

// ChancesOf works out each player's chances in game g, with the run's
// tables: for maxi the prepared table, read a block at a time.
func ChancesOf(tables func() (*tablecache.Tables, error), g *store.Yatzy) (Chances, error) {
	s := g.State
	v := s.Variant()
	t, err := Table(tables, v, s.Choices())
	if err != nil {
		return Chances{Name: g.Name, Variant: v.ID, Exact: true}, err
	}
	return ChancesFor(t, g)
}

// ChancesFor works out each player's chances in game g from its table t.
func ChancesFor(t *optimal.Table, g *store.Yatzy) (Chances, error) {
	s := g.State
	out := Chances{Name: g.Name, Variant: s.Variant().ID, Exact: true}
	var players []optimal.Player
	for _, p := range s.Players() {
		players = append(players, optimal.PlayerOf(s, p))
	}
	// The same game gives the same figures every time it is asked.
	c, err := t.Chances(players, uint64(len(s.Entries())))
	if err != nil {
		return out, err
	}
	for i, p := range s.Players() {
		out.Players = append(out.Players, PlayerChances{Name: p, Points: players[i].Points, Win: Round4(c[i].Alone), Shared: Round4(c[i].Shared)})
		out.Exact = out.Exact && c[i].Exact
		out.Games = max(out.Games, c[i].Games)
	}
	return out, nil
}

// A Hint is the best play for the dice in hand of the player whose turn
// it is: the choices by expected final score and, with others at the
// table, by the chance to win.
type Hint struct {
	Player    string
	Dice      scoresheet.Roll
	RollsLeft int
	Score     int              // the player's points so far
	Choices   []optimal.Choice // best first, by expected final score
	// ToWin are the choices by the chance to win against the other
	// players, and Rival the one with the highest expected final
	// total; nil for a player alone, and before the last turns without
	// the risk tables. Estimated says the chances are the early method's
	// estimates (RankToWin), not exact.
	ToWin     []optimal.Choice
	Rival     string
	Estimated bool
}

// HintAt works out the hint for the player whose turn it is in s, with
// dice in hand and left rolls left, from the run's tables: a variant's
// whole table and its risk tables, or for maxi (whose table is read a
// sheet at a time, never whole) the blocks near the sheet, which say the
// choices by expected final score. An error getting a table is a
// *TableError.
func HintAt(tables func() (*tablecache.Tables, error), s *scoresheet.Sheet, dice scoresheet.Roll, left int) (Hint, error) {
	v, choices := s.Variant(), s.Choices()
	if v.SavedRolls {
		player, _ := s.Next()
		h := Hint{Player: player, Dice: dice, RollsLeft: left, Score: s.Totals(player).Total}
		if most := MostRollsLeft(s, player); left > most {
			return h, msg.Errorf("%d rolls left: %s has %d saved rolls, so 0 to %d are left after the first roll", left, playername.Display(player), s.Totals(player).Saved, most)
		}
		run, err := tables()
		if err != nil {
			return h, &TableError{err}
		}
		n, err := run.Near(v, choices, optimal.StateOf(s, player))
		if err != nil {
			return h, &TableError{err}
		}
		h.Choices, err = n.Advise(dice, left)
		return h, err
	}
	t, err := Table(tables, v, choices)
	if err != nil {
		return Hint{}, &TableError{err}
	}
	return HintFor(t, RiskOf(tables, v, choices), s, dice, left)
}

// A TableError is the error of getting the table advice needs (not of
// the question asked of it): a table that cannot be worked out, read, or
// is not prepared yet.
type TableError struct{ Err error }

func (e *TableError) Error() string { return e.Err.Error() }
func (e *TableError) Unwrap() error { return e.Err }

// MostRollsLeft is the most rolls player can have left in s after the
// turn's first roll: the turn's other two, and in maxi the rolls they
// saved.
func MostRollsLeft(s *scoresheet.Sheet, player string) int {
	most := scoresheet.RollsPerTurn - 1
	if s.Variant().SavedRolls {
		most += s.Totals(player).Saved
	}
	return most
}

// RollsSaved is the rolls left after a turn of the player whose turn it
// is in s that used rolls, saved for their later turns: in maxi, a
// turn's three and the rolls saved before, less those used; 0 in the
// other variants.
func RollsSaved(s *scoresheet.Sheet, rolls int) int {
	if !s.Variant().SavedRolls {
		return 0
	}
	player, _ := s.Next()
	return max(0, MostRollsLeft(s, player)+1-rolls)
}

// HasChances reports whether chances to win are worked out for v:
// wherever its best play is (maxi's from its prepared table).
func HasChances(v *scoresheet.Variant) bool {
	return optimal.Solvable(v) == nil
}

// SavedStates is the number of states, in millions, of the table of v, a
// game with saved rolls (maxi's: 617): the figure that says why playing
// to win and the distribution of final scores from an empty sheet are
// not worked out for it.
func SavedStates(v *scoresheet.Variant) int {
	l, err := optimal.NewLevels(v, scoresheet.Choices{}, optimal.SavedCap)
	if err != nil {
		return 0
	}
	n := 0
	for k := range l.Boxes() {
		n += l.Len(k)
	}
	return (n + 500_000) / 1_000_000
}

// HintFor works out the hint for the player whose turn it is in s, with
// dice in hand and left rolls left, from s's table t and its risk tables
// (nil: to win in the last turns only).
func HintFor(t *optimal.Table, risk Risk, s *scoresheet.Sheet, dice scoresheet.Roll, left int) (Hint, error) {
	player, _ := s.Next()
	h := Hint{Player: player, Dice: dice, RollsLeft: left, Score: s.Totals(player).Total}
	var err error
	if h.Choices, err = t.Advise(optimal.StateOf(s, player), dice, left); err != nil {
		return h, err
	}
	r, err := RankToWin(func() (*optimal.Table, error) { return t, nil }, risk, s, player, dice, left)
	if errors.Is(err, optimal.ErrTooEarly) {
		return h, nil
	}
	h.ToWin, h.Rival, h.Estimated = r.Choices, r.Rival, r.Estimated
	return h, err
}

// ToWin ranks the choices for player's dice in s by the chance to win:
// to finish ahead of every other player, each of whom plays the rest for
// points (their final scores as Chances has them), when the player plays
// every later choice to win too. It also names the rival, the other
// player with the highest expected final total. A player alone at the
// table has no ranking (nil), and optimal.ErrTooEarly is returned before
// the last turns.
func ToWin(t *optimal.Table, s *scoresheet.Sheet, player string, dice scoresheet.Roll, rollsLeft int) ([]optimal.Choice, string, error) {
	var others []optimal.Player
	var names []string
	for _, p := range s.Players() {
		if p != player {
			others = append(others, optimal.PlayerOf(s, p))
			names = append(names, p)
		}
	}
	if len(others) == 0 {
		return nil, "", nil
	}
	finals, _, err := t.Finals(others, uint64(len(s.Entries())))
	if err != nil {
		return nil, "", err
	}
	rival := 0
	for i, d := range finals {
		if d.Mean() > finals[rival].Mean() {
			rival = i
		}
	}
	choices, err := t.AdviseToWin(optimal.StateOf(s, player), s.Totals(player).Total, dice, rollsLeft, optimal.Beat(finals))
	return choices, names[rival], err
}

// ValueOf returns the value of choice c among ranked (a chance to win,
// or an expected score).
func ValueOf(ranked []optimal.Choice, c optimal.Choice) float64 {
	for _, r := range ranked {
		if r.Box == c.Box && r.Points == c.Points && slices.Equal(r.Keep, c.Keep) {
			return r.Value
		}
	}
	return 0
}

// ToWinLine says how playing to win compares with playing for points
// (h.ToWin, which must not be nil): the same choice, or on two lines both
// choices with the chances to win.
func ToWinLine(a *catalog.Language, v *scoresheet.Variant, h Hint) string {
	best, forPoints := h.ToWin[0], h.Choices[0]
	rivalName := playername.Display(h.Rival)
	switch {
	case h.Estimated && same(best, forPoints):
		return a.T("To beat %s: the same, win chance about %s.", rivalName, a.Percent(best.Value))
	case h.Estimated:
		win, instead := a.Percents(best.Value, ValueOf(h.ToWin, forPoints))
		return a.T("For the highest expected score: %s.", ChoiceText(a, v, forPoints, h.RollsLeft)) + "\n" +
			a.T("To beat %s: %s, win chance about %s instead of %s.", rivalName, ChoiceText(a, v, best, h.RollsLeft), win, instead)
	case best.Value <= ValueOf(h.ToWin, forPoints)+0.0005:
		return a.T("To beat %s: the same, win chance %s.", rivalName, a.Percent(best.Value))
	}
	return a.T("For the highest expected score: %s.", ChoiceText(a, v, forPoints, h.RollsLeft)) + "\n" +
		a.T("To beat %s: %s, win chance %s instead of %s.", rivalName, ChoiceText(a, v, best, h.RollsLeft), a.Percent(best.Value), a.Percent(ValueOf(h.ToWin, forPoints)))
}

// ChoiceText says a choice: the dice to keep, or the box and its points
// (in maxi with rolls left, the rolls it saves).
func ChoiceText(a *catalog.Language, v *scoresheet.Variant, c optimal.Choice, rollsLeft int) string {
	switch {
	case c.Box != "" && rollsLeft > 0:
		return a.N(rollsLeft, "%s %d, saving %d roll", "%s %d, saving %d rolls", v.Name(c.Box, a.Sheets), c.Points, rollsLeft)
	case c.Box != "":
		return fmt.Sprintf("%s %d", v.Name(c.Box, a.Sheets), c.Points)
	case len(c.Keep) == 0:
		return a.T("roll them all")
	}
	return a.T("keep") + " " + c.Keep.String()
}

// Round4 rounds x to four decimals, as the figures are printed in JSON.
func Round4(x float64) float64 {
	v, _ := strconv.ParseFloat(strconv.FormatFloat(x, 'f', 4, 64), 64)
	return v
}

// Table returns the optimal-play table of v under choices, of the run's
// tables.
func Table(tables func() (*tablecache.Tables, error), v *scoresheet.Variant, choices scoresheet.Choices) (*optimal.Table, error) {
	run, err := tables()
	if err != nil {
		return nil, err
	}
	return run.Table(v, choices)
}

// Warm starts working out, in the background, the tables game g can ask
// for (tablecache.Tables.Warm): its variant's, and for two or more
// players the tables for playing to win. A game at the table calls it as
// it starts, and a server for each game it serves: the first hint or
// chances then does not wait for a table to be worked out. It returns at
// once, and does nothing for a variant without tables (maxi) or when
// the tables cannot be had (tables' error is said when they are asked
// for).
func Warm(tables func() (*tablecache.Tables, error), g *store.Yatzy) {
	if tables == nil {
		return
	}
	run, err := tables()
	if err != nil {
		return
	}
	s := g.State
	run.Warm(s.Variant(), s.Choices(), len(s.Players()))
}

// BestBox is the box the best play puts dice in, the turn's last roll
// thrown: to win, with others at the table (as the hint says it), else
// for points; "" for a variant no table is made for. In maxi rolls is
// the rolls the turn used: those left are saved, and what they are worth
// counts. The table and the phones mark it for a game with hints on.
func BestBox(tables func() (*tablecache.Tables, error), s *scoresheet.Sheet, dice scoresheet.Roll, rolls int) (scoresheet.Box, error) {
	if optimal.Solvable(s.Variant()) != nil {
		return "", nil
	}
	h, err := HintAt(tables, s, dice, RollsSaved(s, rolls))
	switch {
	case err != nil:
		return "", err
	case len(h.ToWin) > 0:
		return h.ToWin[0].Box, nil
	}
	for _, c := range h.Choices { // with rolls left, the keeps among them
		if c.Box != "" {
			return c.Box, nil
		}
	}
	return "", nil
}

// Said is advice or chances already said in one language (by the
// catalog), as the terminal prints them and the page draws them: a title
// (if any), the columns' heads, the rows, and notes below. Not a
// language's words (those are the catalog's): what was said with them.
type Said struct {
	Title string
	Heads []string
	Rows  [][]string
	Notes []string
}

// SayChoices says the best most choices for dice with rollsLeft rolls
// left, for a player with score points so far: each choice, its expected
// final score and what it loses against the best.
func SayChoices(a *catalog.Language, v *scoresheet.Variant, dice scoresheet.Roll, rollsLeft, score int, choices []optimal.Choice, most int) Said {
	left := a.N(rollsLeft, "%d roll left", "%d rolls left", rollsLeft)
	w := Said{
		Title: fmt.Sprintf("%s · %s · %s", a.VariantName(v), dice, left),
		// The numbers are expected final scores under the best play from
		// here on, and what each choice gives up against the best.
		Heads: []string{a.T("choice"), a.T("expected final score"), a.T("loses")},
	}
	best := choices[0].Value
	for i, c := range choices {
		if i == most {
			break
		}
		loss := ""
		if d := best - c.Value; d > 0.005 {
			loss = "−" + a.Decimal(d, 2)
		}
		w.Rows = append(w.Rows, []string{ChoiceText(a, v, c, rollsLeft), a.Decimal(float64(score)+c.Value, 2), loss})
	}
	return w
}

// SayChances says each player's points and chances, and how they were
// worked out.
func SayChances(a *catalog.Language, c Chances) Said {
	w := Said{Heads: []string{"", a.T("points"), a.T("wins"), a.T("shares the win")}}
	for _, p := range c.Players {
		shared := ""
		if p.Shared >= 0.0005 {
			shared = a.Percent(p.Shared)
		}
		w.Rows = append(w.Rows, []string{playername.Display(p.Name), strconv.Itoa(p.Points), a.Percent(p.Win), shared})
	}
	// Each on lines of its own, to fit 80 columns in every language.
	if c.Exact {
		w.Notes = append(w.Notes, a.T("Exact: every way the game can still go,"))
	} else {
		w.Notes = append(w.Notes, a.T("From %d simulated games a player,", c.Games), a.T("within a percentage point 19 times out of 20,"))
	}
	w.Notes = append(w.Notes, a.T("each player playing for the highest expected score."))
	return w
}
