package optimal

import (
	"maps"
	"unsafe"

	"github.com/kitchentable/protokoll/scoresheet"
)

// An Outcome is one way a turn can end when the player follows the table:
// the box filled, what the turn scores (the box's points with the upper
// bonus and standard's extra bonus it earns), the state it leaves, the
// expected final score still to come from there with this turn's points
// (Value), and its chance.
type Outcome struct {
	Box    scoresheet.Box
	Points int
	Next   State
	Value  float64
	P      float64
}

// Outcomes returns how a turn from st ends when the player plays as the
// table advises (at each roll the keep, and at the last the box, with the
// highest expected final score; of equal ones, the larger keep and the
// box the table lists first), each with its chance: the chances add up to
// 1, and their values' mean is the table's value of st. Two ways to fill
// the same box with the same points are one outcome.
//
// It is the piece a player's whole distribution of final scores is made
// of, turn by turn.
func (t *Table) Outcomes(st State) ([]Outcome, error) {
	mask, upper, y, err := t.key(st)
	if err != nil {
		return nil, err
	}
	g := t.game
	var out []Outcome
	if mask == 1<<g.boxes-1 {
		return nil, nil // the sheet is full: no turn
	}
	turn := make([][]move, 1)
	t.forwardTurns(newForward(g), []spot{{mask, upper, y}}, turn)
	for _, m := range turn[0] {
		box := g.v.Boxes[m.box]
		next := State{Filled: maps.Clone(st.Filled), Upper: st.Upper, Fifty: st.Fifty || m.next.y == 1}
		if next.Filled == nil {
			next.Filled = map[scoresheet.Box]bool{}
		}
		next.Filled[box] = true
		if box.Upper() {
			next.Upper += m.score
		}
		out = append(out, Outcome{Box: box, Points: m.points, Next: next, Value: m.value, P: m.p})
	}
	return out, nil
}

// A spot is a state's coordinates in the table.
type spot struct {
	mask, upper, y int
}

// A move is one way a turn ends (see Outcome), in table coordinates: the
// box, its score, the turn's points with any bonus, the spot it leaves,
// the value and the chance.
type move struct {
	box, score, points int
	extra              bool // standard's extra bonus is among the points
	next               spot
	value, p           float64
}

// scratch is the room a turn to win is worked out in (AdviseToWin),
// kept for the next.
type scratch struct {
	value, before []float64 // each roll's value with 0 and 1 rerolls left
	best1, best2  bestKeep
	kv            []float64
}

func newScratch(g *game) *scratch {
	n := len(g.d.keeps)
	return &scratch{
		value: make([]float64, n), before: make([]float64, n),
		best1: bestKeep{make([]int, n), make([]float64, n)},
		best2: bestKeep{make([]int, n), make([]float64, n)},
		kv:    make([]float64, n),
	}
}

// move is filling box c.box with c.points from spot (mask, upper, y),
// with standard's extra bonus or not, worth value.
func (t *Table) move(mask, upper, y int, c choice, extra bool, value float64) move {
	var m move
	t.setMove(&m, mask, upper, y, c, extra, value)
	return m
}

// setMove sets *m to move's move, its chance 0: in place, which costs
// less than the copy of a move returned, in the forward pass.
func (t *Table) setMove(m *move, mask, upper, y int, c choice, extra bool, value float64) {
	g := t.game
	*m = move{box: c.box, score: c.points, points: c.points, extra: extra, value: value, next: spot{mask | 1<<c.box, upper, y}}
	if g.faces[c.box] != 0 {
		m.next.upper = min(g.v.BonusAt, upper+c.points)
		if upper < g.v.BonusAt && m.next.upper >= g.v.BonusAt {
			m.points += g.v.Bonus
		}
	}
	if g.joker && c.box == g.yatzy && c.points == g.full {
		m.next.y = 1
	}
	if extra {
		m.points += g.extra
	}
}

// extra reports whether roll r earns standard's extra bonus in a state:
// a further five of a kind while the yatzy box holds its full score.
func (t *Table) extra(mask, y int, r int32) bool {
	g := t.game
	return g.joker && y == 1 && mask&(1<<g.yatzy) != 0 && g.score[g.yatzy][r] == g.full
}

// bestKeep is, for every keep, the best keep within it (itself or fewer
// dice) and that keep's value.
type bestKeep struct {
	keep  []int
	value []float64
}

// bestKeeps works out into b, from the values of the rolls with one
// reroll fewer left, each keep's value (the mean over the dice added to
// make a roll) and each multiset's best keep within it.
func (t *Table) bestKeeps(s *scratch, rolls []float64, b *bestKeep) {
	d := t.game.d
	kv := s.kv
	copy(kv, rolls)
	add := d.addFlat
	for i := d.start[d.n] - 1; i >= 0; i-- {
		a := add[6*i : 6*i+6 : 6*i+6]
		kv[i] = (kv[a[0]] + kv[a[1]] + kv[a[2]] + kv[a[3]] + kv[a[4]] + kv[a[5]]) / 6
	}
	// The values are never negative, so their bits order as they do (see
	// raise): the comparisons are of integers, and without branches.
	vb := (*[span]int64)(unsafe.Pointer(&b.value[0]))[:len(kv):len(kv)]
	kb := (*[span]int64)(unsafe.Pointer(&kv[0]))[:len(kv):len(kv)]
	sub, at := d.subFlat, d.subAt
	for i := range kv { // by size: a keep's subs come before it
		best, keep := kb[i], i
		for _, j := range sub[at[i]:at[i+1]] {
			x := vb[j]
			if x > best {
				keep = b.keep[j]
			}
			best = max(best, x)
		}
		b.keep[i], vb[i] = keep, best
	}
}
