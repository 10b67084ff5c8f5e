package optimal

import (
	"fmt"
	"slices"

	"github.com/kitchentable/protokoll/scoresheet"
)

// A State is a player's sheet as the solver sees it.
type State struct {
	Filled map[scoresheet.Box]bool
	// Upper is the upper sum so far (any value; the bonus threshold caps it).
	Upper int
	// Fifty reports that the standard game's yatzy box holds its full
	// score (50), so that further five of a kinds earn the extra bonus.
	Fifty bool
	// Saved is a game with saved rolls' rolls saved at the start of the
	// player's turn (0 in the other games).
	Saved int
}

// StateOf returns player's state on sheet s.
func StateOf(s *scoresheet.Sheet, player string) State {
	points := map[scoresheet.Box]int{}
	for _, b := range s.Variant().Boxes {
		if e, ok := s.Entry(player, b); ok {
			points[b] = e.Points
		}
	}
	st := StateOfPoints(s.Variant(), points)
	if s.Variant().SavedRolls {
		st.Saved = s.Totals(player).Saved
	}
	return st
}

// StateOfPoints returns the state of a sheet of v whose filled boxes hold
// points: what StateOf reads from a sheet, from the points alone (as a
// person gives them: "ones=3,sixes=24").
func StateOfPoints(v *scoresheet.Variant, points map[scoresheet.Box]int) State {
	st := State{Filled: map[scoresheet.Box]bool{}}
	for b, p := range points {
		st.Filled[b] = true
		if b.Upper() {
			st.Upper += p
		}
		if b == scoresheet.Yatzy && p == v.YatzyPoints() {
			st.Fifty = true
		}
	}
	return st
}

// key returns the table's coordinates of st.
func (t *Table) key(st State) (mask, upper, y int, err error) {
	if t.saved != nil {
		return 0, 0, 0, fmt.Errorf("%s: %w", t.variant.ID, ErrSavedRolls)
	}
	g := t.game
	for b, box := range g.v.Boxes {
		if st.Filled[box] {
			mask |= 1 << b
		}
	}
	for box := range st.Filled {
		if !g.v.Has(box) {
			return 0, 0, 0, fmt.Errorf("%q is not a box of %s", box, g.v.ID)
		}
	}
	if g.forced && mask&(mask+1) != 0 {
		return 0, 0, 0, fmt.Errorf("forced yatzy fills the boxes in order: these are not the first %d", len(st.Filled))
	}
	if st.Upper < 0 || st.Upper > g.v.MaxUpper() {
		return 0, 0, 0, fmt.Errorf("an upper sum of %d cannot be", st.Upper)
	}
	upper = min(g.v.BonusAt, st.Upper)
	if !g.reach[mask&63][upper] {
		return 0, 0, 0, fmt.Errorf("an upper sum of %d cannot come from the upper boxes filled", st.Upper)
	}
	if st.Fifty && g.joker {
		y = 1
	}
	return mask, upper, y, nil
}

// Expected returns the score still to come from st under optimal play,
// bonuses included.
func (t *Table) Expected(st State) (float64, error) {
	if t.saved != nil {
		return t.saved.expected(st)
	}
	mask, upper, y, err := t.key(st)
	if err != nil {
		return 0, err
	}
	return t.valueOf(spot{mask, upper, y}), nil
}

// valueOf is the table's value of s: the score still to come from it.
func (t *Table) valueOf(s spot) float64 { return t.at(s.mask, s.y)[s.upper*t.game.stride()] }

// A Choice is one thing a player may do with the dice in hand: keep some
// and roll the rest (with rolls left), or fill a box (after the last roll).
// Value is the score still to come from here, this turn's included.
type Choice struct {
	Keep   scoresheet.Roll // the dice to keep, when rolls are left
	Box    scoresheet.Box  // the box to fill, after the last roll
	Points int             // what the box scores
	Value  float64
}

// Advise ranks the choices for dice in hand with rollsLeft (0 to
// scoresheet.RollsPerTurn-1) rolls left in the turn, best first.
//
// In a game with saved rolls, rollsLeft counts every roll the player may
// still use this turn, saved ones included (any number: those beyond the
// table's cap are worth what the cap's are), and the choices are every
// box (scoring now, the rolls left saved, at most the cap) and, with a
// roll left, every keep but all the dice.
func (t *Table) Advise(st State, dice scoresheet.Roll, rollsLeft int) ([]Choice, error) {
	if t.saved != nil {
		return t.saved.advise(st, dice, rollsLeft)
	}
	g := t.game
	mask, upper, y, err := t.key(st)
	if err != nil {
		return nil, err
	}
	if mask == 1<<g.boxes-1 {
		return nil, fmt.Errorf("the sheet is full")
	}
	k, r, err := t.roll(dice, rollsLeft)
	if err != nil {
		return nil, err
	}
	var out []Choice
	if rollsLeft == 0 {
		for _, c := range t.boxChoices(mask, y, r) {
			v := t.after(mask, upper, y, c.box, c.points)
			if t.extra(mask, y, r) {
				v += float64(g.extra)
			}
			out = append(out, Choice{Box: g.v.Boxes[c.box], Points: c.points, Value: v})
		}
	} else {
		// Every lane is this state; after each mean the rows hold the
		// keeps' values with that many rolls left.
		w := newWidget(g)
		var ups [lanes]int
		for l := range ups {
			ups[l] = upper
		}
		if t.theta != 0 {
			out = t.riskKeeps(w, mask, y, &ups, k, rollsLeft)
			sortChoices(out)
			return out, nil
		}
		t.fillFinals(w, mask, y, &ups)
		g.kern.mean(w.rows)
		if rollsLeft == 2 {
			g.kern.best(w.rows)
			g.kern.mean(w.rows)
		}
		out = keepChoices(g.d, k, func(i int32) float64 { return w.rows[i][0] })
	}
	sortChoices(out)
	return out, nil
}

// roll checks dice in hand with rollsLeft rolls left, and returns them as
// a multiset and its index.
func (t *Table) roll(dice scoresheet.Roll, rollsLeft int) (keep, int32, error) {
	if rollsLeft < 0 || rollsLeft > rerolls {
		return keep{}, 0, fmt.Errorf("%d rolls left: a turn has %d rolls, so 0 to %d are left after one", rollsLeft, scoresheet.RollsPerTurn, rerolls)
	}
	var k keep
	for _, d := range dice {
		if d < 1 || d > 6 {
			return keep{}, 0, fmt.Errorf("die %d is not on a die", d)
		}
		k[d-1]++
	}
	if k.size() != t.game.v.Dice {
		return keep{}, 0, fmt.Errorf("got %d dice, want %d", k.size(), t.game.v.Dice)
	}
	return k, t.game.d.indexOf(k), nil
}

// keepChoices lists every keep within roll k (each multiset once) with
// its value.
func keepChoices(d *dice, k keep, value func(i int32) float64) []Choice {
	var out []Choice
	seen := map[int32]bool{}
	var walk func(f int, sub keep)
	walk = func(f int, sub keep) {
		if f == 6 {
			i := d.indexOf(sub)
			if !seen[i] {
				seen[i] = true
				out = append(out, Choice{Keep: toRoll(sub), Value: value(i)})
			}
			return
		}
		for c := 0; c <= int(k[f]); c++ {
			sub[f] = uint8(c)
			walk(f+1, sub)
		}
	}
	walk(0, keep{})
	return out
}

// sortChoices puts the best first: the highest value, and of equal ones
// the larger keep.
func sortChoices(out []Choice) {
	slices.SortStableFunc(out, func(a, b Choice) int {
		switch {
		case a.Value > b.Value:
			return -1
		case a.Value < b.Value:
			return 1
		}
		return len(b.Keep) - len(a.Keep)
	})
}

// boxChoices lists the boxes roll r may fill in a state, with their points.
func (t *Table) boxChoices(mask, y int, r int32) []choice {
	return t.appendBoxChoices(nil, mask, y, r)
}

// appendBoxChoices appends boxChoices(mask, y, r) to out, for a caller
// that goes through many rolls with one slice.
func (t *Table) appendBoxChoices(out []choice, mask, y int, r int32) []choice {
	g := t.game
	if g.joker && mask&(1<<g.yatzy) != 0 && g.score[g.yatzy][r] == g.full {
		return append(out, t.jokerChoices(mask, r)...)
	}
	for b := range g.boxes {
		if mask&(1<<b) != 0 {
			continue
		}
		out = append(out, choice{b, g.score[b][r]})
		if g.forced {
			break
		}
	}
	return out
}

// Variant returns the variant the table is for.
func (t *Table) Variant() *scoresheet.Variant { return t.variant }

// Choices returns the choices the table is for.
func (t *Table) Choices() scoresheet.Choices { return t.choices }

// Values returns the table's numbers, to be stored; FromValues reads them.
// A table of some blocks only (inside a Near) or of a game with saved
// rolls (see Levels) has none.
func (t *Table) Values() []float64 { return t.ev }

// FromValues makes a table of variant v from stored values. It checks
// only their number; the store must check they are whole.
func FromValues(v *scoresheet.Variant, choices scoresheet.Choices, values []float64) (*Table, error) {
	g, err := newGame(v, choices)
	if err != nil {
		return nil, err
	}
	if len(values) != g.size() {
		return nil, fmt.Errorf("a %s table has %d values, not %d", v.ID, g.size(), len(values))
	}
	return &Table{variant: v, choices: g.choices, ev: values, game: g}, nil
}

// A Priced is an entry of a game priced against optimal play: the best
// box for its dice, and the expected final score the box chosen gave up.
type Priced struct {
	Entry scoresheet.Entry
	Best  Choice
	Lost  float64 // 0 for the best box
}

// Review replays the entries of s in the order played and prices each
// choice of box for its final dice. The sheet keeps only the final dice,
// so the keeps along the way are not judged. With saved rolls, a box is
// priced with the rolls its turn left (saved for the next).
func (t *Table) Review(s *scoresheet.Sheet) ([]Priced, error) {
	if t.saved != nil {
		return t.saved.review(s)
	}
	replay, err := scoresheet.NewSheet(s.Variant(), s.Players(), s.Choices())
	if err != nil {
		return nil, err
	}
	var out []Priced
	for _, e := range s.Entries() {
		choices, err := t.Advise(StateOf(replay, e.Player), e.Dice, 0)
		if err != nil {
			return nil, err
		}
		chosen := choices[0].Value
		for _, c := range choices {
			if c.Box == e.Box {
				chosen = c.Value
			}
		}
		out = append(out, Priced{Entry: e, Best: choices[0], Lost: choices[0].Value - chosen})
		if err := replay.Apply(scoresheet.Turn(e.Player, e.Box, e.Dice, e.Rolls, e.Strike)); err != nil {
			return nil, err
		}
	}
	return out, nil
}
