package optimal

import (
	"maps"
	"slices"
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
	for _, m := range t.turnWith(newScratch(g), mask, upper, y) {
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

// scratch is the room a turn is worked out in, kept for the next.
type scratch struct {
	value, before []float64 // each roll's value with 0 and 1 rerolls left
	pick          []choice  // each roll's box
	best1, best2  bestKeep
	kv            []float64
	mass, k       []float64
	out           []move // the moves, before they are copied out
}

func newScratch(g *game) *scratch {
	n := len(g.d.keeps)
	return &scratch{
		value: make([]float64, n), before: make([]float64, n), pick: make([]choice, n),
		best1: bestKeep{make([]int, n), make([]float64, n)},
		best2: bestKeep{make([]int, n), make([]float64, n)},
		kv:    make([]float64, n), mass: make([]float64, n), k: make([]float64, n),
	}
}

// turnWith is Outcomes in table coordinates, worked out in s.
func (t *Table) turnWith(s *scratch, mask, upper, y int) []move {
	g := t.game
	if mask == 1<<g.boxes-1 {
		return nil // the sheet is full: no turn
	}
	after := func(b, p int) float64 { return t.after(mask, upper, y, b, p) }
	d := g.d
	rolls := d.start[d.n]
	// The last roll: each roll's best box and its value. Every roll may
	// take a zero in any free box: the best of those first, then only the
	// rolls that score in a box are looked at for it (as fillFinals does).
	// Of equal values the box listed first is kept.
	zero, zeroBox := -1.0, -1
	var zeros [32]float64 // each free box's value for a zero
	for b := range g.boxes {
		if mask&(1<<b) != 0 {
			continue
		}
		if zeros[b] = after(b, 0); zeros[b] > zero {
			zero, zeroBox = zeros[b], b
		}
		if g.forced {
			break // only the next box
		}
	}
	for r := rolls; r < len(d.keeps); r++ {
		s.value[r], s.pick[r] = zero, choice{zeroBox, 0}
	}
	for b := range g.boxes {
		if mask&(1<<b) != 0 {
			continue
		}
		// An upper box's value depends on the roll only through how many
		// dice show its face; another box's is its points and its zero's
		// (the state after is the same), but for standard's yatzy box,
		// whose 50 changes the state after.
		var byCount [7]float64
		f := g.faces[b]
		for c := 1; f != 0 && c <= g.v.Dice; c++ {
			byCount[c] = after(b, f*c)
		}
		joker := g.joker && b == g.yatzy
		for _, sp := range g.scoring[b] {
			r, p := rolls+int(sp.roll), int(sp.points)
			var v float64
			switch {
			case f != 0:
				v, p = byCount[p], p*f
			case joker:
				v = after(b, p)
			default:
				v = float64(p) + zeros[b]
			}
			if v > s.value[r] || v == s.value[r] && b < s.pick[r].box {
				s.value[r], s.pick[r] = v, choice{b, p}
			}
		}
		if g.forced {
			break
		}
	}
	if g.joker && mask&(1<<g.yatzy) != 0 {
		// A further five of a kind: the joker rule decides, not the above.
		for f := range 6 {
			var k keep
			k[f] = uint8(g.v.Dice)
			r := d.index[k]
			first := true
			for _, c := range t.jokerChoices(mask, r) {
				v := after(c.box, c.points)
				if t.extra(mask, y, r) {
					v += float64(g.extra)
				}
				if first || v > s.value[r] {
					s.value[r], s.pick[r], first = v, c, false
				}
			}
		}
	}
	// The keeps before each of the two rerolls, and the best of each roll.
	t.bestKeeps(s, s.value, &s.best1)
	copy(s.before[rolls:], s.best1.value[rolls:])
	t.bestKeeps(s, s.before, &s.best2)

	// The chances, forward: the first roll, the keep and reroll twice,
	// and the box.
	copy(s.mass, d.first)
	d.reroll(s.mass, s.k, s.best2.keep)
	d.reroll(s.mass, s.k, s.best1.keep)
	out := s.out[:0]
	for r := rolls; r < len(d.keeps); r++ {
		if s.mass[r] == 0 {
			continue
		}
		c, extra := s.pick[r], t.extra(mask, y, int32(r))
		i := 0
		for i < len(out) && (out[i].box != c.box || out[i].score != c.points || out[i].extra != extra) {
			i++
		}
		if i == len(out) {
			out = append(out, t.move(mask, upper, y, c, extra, s.value[r]))
		}
		out[i].p += s.mass[r]
	}
	s.out = out
	return slices.Clone(out)
}

// move is filling box c.box with c.points from spot (mask, upper, y),
// with standard's extra bonus or not, worth value.
func (t *Table) move(mask, upper, y int, c choice, extra bool, value float64) move {
	g := t.game
	m := move{box: c.box, score: c.points, points: c.points, extra: extra, value: value, next: spot{mask | 1<<c.box, upper, y}}
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
	return m
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

// reroll moves the chances of the rolls in mass through each roll's keep
// and the dice rolled again, leaving in mass the chances of the rolls
// after; k is room for the keeps' chances.
func (d *dice) reroll(mass, k []float64, keepOf []int) {
	clear(k)
	rolls := d.start[d.n]
	for r := rolls; r < len(d.keeps); r++ {
		k[keepOf[r]] += mass[r]
	}
	for i := range rolls { // by size: the dice are added one at a time
		if k[i] == 0 {
			continue
		}
		p := k[i] / 6
		for f := range 6 {
			k[d.add[i][f]] += p
		}
		k[i] = 0
	}
	copy(mass, k)
}
