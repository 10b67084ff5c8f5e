package optimal

import (
	"errors"
	"fmt"
	"math"
	"math/bits"

	"github.com/kitchentable/protokoll/scoresheet"
)

// An Objective is the chance of winning with each final total: none below
// Lo, P[i] with Lo+i, and certain above the last. It never falls as the
// total rises.
type Objective struct {
	Lo int
	P  []float64
}

// At returns the chance of winning with total.
func (o Objective) At(total int) float64 {
	switch {
	case total < o.Lo:
		return 0
	case total >= o.Lo+len(o.P):
		return 1
	}
	return o.P[total-o.Lo]
}

// Beat returns the chance of winning alone against opponents whose final
// scores are independent with the distributions given (see Finals): that
// every one of them finishes below the total.
func Beat(opponents []Distribution) Objective {
	if len(opponents) == 0 {
		return Objective{Lo: math.MinInt / 2} // alone: any total wins
	}
	lo, hi, below := belows(opponents)
	o := Objective{Lo: lo + 1, P: make([]float64, hi-lo)} // from lo+1 to hi: above hi all are below
	for i := range o.P {
		p := 1.0
		for j := range opponents {
			p *= below[j][i+1] // below lo+1+i
		}
		o.P[i] = p
	}
	return o
}

// MaxToWin is the most states ahead of a sheet for which AdviseToWin
// plays to win exactly: about the last three or four turns (each state
// is a turn worked out for every total the player may have there).
const MaxToWin = 400

// ErrTooEarly is returned by AdviseToWin for a sheet with more than
// MaxToWin states ahead of it.
var ErrTooEarly = errors.New("optimal: too early in the game to play to win exactly")

// AdviseToWin ranks the choices for dice in hand (as Advise) by the
// chance of winning, win, with the final total, when the player has
// points so far and makes every later choice to win as well. Value is
// that chance. It is exact, by working out every state ahead of st for
// every total the player may have there; a sheet with more than MaxToWin
// states ahead returns ErrTooEarly (a game with saved rolls: more than
// MaxSavedToWin boxes free, saved_towin.go).
func (t *Table) AdviseToWin(st State, points int, dice scoresheet.Roll, rollsLeft int, win Objective) ([]Choice, error) {
	if t.saved != nil {
		return t.saved.adviseToWin(st, points, dice, rollsLeft, win)
	}
	g := t.game
	mask, upper, y, err := t.key(st)
	if err != nil {
		return nil, err
	}
	if mask == 1<<g.boxes-1 {
		return nil, errors.New("the sheet is full")
	}
	k, r, err := t.roll(dice, rollsLeft)
	if err != nil {
		return nil, err
	}
	s := spot{mask, upper, y}
	if t.ahead(s, MaxToWin) > MaxToWin {
		return nil, ErrTooEarly
	}
	w := t.toWin(s, points, win)
	opts := t.options(s, w.value)
	return t.rankToWin(w.room, opts, func(o option, x int) float64 { return w.look(o.next, x+o.points) }, points, k, r, rollsLeft), nil
}

// rankToWin ranks the choices for roll r (multiset k) with rollsLeft
// rolls left and x points so far, where value(o, x) is the chance to win
// with option o of a final roll.
func (t *Table) rankToWin(room *scratch, opts [][]option, value func(o option, x int) float64, x int, k keep, r int32, rollsLeft int) []Choice {
	g := t.game
	rolls := g.d.start[g.d.n]
	var out []Choice
	if rollsLeft == 0 {
		for _, o := range opts[int(r)-rolls] {
			out = append(out, Choice{Box: g.v.Boxes[o.box], Points: o.score, Value: value(o, x)})
		}
	} else {
		fv := finals(room, rolls, opts, func(o option) float64 { return value(o, x) })
		t.bestKeeps(room, fv, &room.best1)
		if rollsLeft == 2 {
			copy(room.before, room.best1.value)
			t.bestKeeps(room, room.before, &room.best2)
		}
		kv := room.kv // the keeps' own values, with rollsLeft rerolls
		out = keepChoices(g.d, k, func(i int32) float64 { return kv[i] })
	}
	sortChoices(out)
	return out
}

// winDP is the chance of winning from each state ahead of the root, for
// each total the player may have there: V(s)[x-x0] for x0 ≤ x < xh, x0
// the points at the root; from xh on the win is certain. A state's values
// stop at the most the turns from the root to it can add (most), as no
// higher total can be had there: a state one box ahead needs a few dozen
// totals, not every total up to xh.
type winDP struct {
	t      *Table
	win    Objective
	x0, xh int
	root   int   // the root's filled boxes
	most   []int // most[b]: the most a turn filling box b earns, bonuses and all
	memo   map[spot][]float64
	room   *scratch
	rows   *rows // the kernel's, for value
}

// toWin is the exact method from root, with points so far there.
func (t *Table) toWin(root spot, points int, win Objective) *winDP {
	g := t.game
	most := make([]int, g.boxes)
	for b := range most {
		most[b] = g.mostOf[b]
		if g.faces[b] != 0 {
			most[b] += g.v.Bonus
		}
		if g.joker {
			most[b] += g.extra
		}
	}
	return &winDP{t: t, win: win, x0: points, xh: max(points, win.Lo+len(win.P)), root: root.mask, most: most, memo: map[spot][]float64{}, room: newScratch(g), rows: new(rows)}
}

// look returns the chance of winning from the state whose values are v
// with x points.
func (w *winDP) look(v []float64, x int) float64 {
	if x >= w.xh {
		return 1
	}
	if x-w.x0 >= len(v) {
		panic(fmt.Sprintf("optimal: a total beyond what the turns to a state can add: x %d x0 %d len %d root %b", x, w.x0, len(v), w.root))
	}
	return v[x-w.x0]
}

// span is how many totals from x0 on the values of s need: up to the most
// the boxes filled since the root can add, and no further than xh. Each
// box counts the upper bonus (and standard's extra bonus) as if it alone
// could earn it, so that a state's span holds its parent's plus any move
// between them, from every total the parent works out.
func (w *winDP) span(s spot) int {
	n := 1
	for b, most := range w.most {
		if (s.mask&^w.root)&(1<<b) != 0 {
			n += most
		}
	}
	return min(n, w.xh-w.x0)
}

// An option is a box a roll may fill: its score, the turn's points with
// any bonus, the state it leads to (upper sums with the same future made
// one) and, for the exact method, that state's values.
type option struct {
	box, score, points int
	to                 spot
	next               []float64
}

// options lists, for each roll (numbered from the first), the boxes it
// may fill from s; values, if not nil, gives the states' values.
func (t *Table) options(s spot, values func(spot) []float64) [][]option {
	g := t.game
	rolls := g.d.start[g.d.n]
	out := make([][]option, len(g.d.keeps)-rolls)
	// Every roll's options in one array: a roll has at most a free box's
	// worth each (forced: one). Allocating them roll by roll was a fifth
	// of the to-win method's time.
	free := g.boxes - bits.OnesCount(uint(s.mask))
	if g.forced {
		free = 1
	}
	all := make([]option, 0, len(out)*free)
	var choices []choice
	for r := rolls; r < len(g.d.keeps); r++ {
		extra := t.extra(s.mask, s.y, int32(r))
		choices = t.appendBoxChoices(choices[:0], s.mask, s.y, int32(r))
		from := len(all)
		for _, c := range choices {
			m := t.move(s.mask, s.upper, s.y, c, extra, 0)
			m.next.upper = g.same[m.next.mask&63][m.next.upper]
			o := option{box: c.box, score: c.points, points: m.points, to: m.next}
			if values != nil {
				o.next = values(m.next)
			}
			all = append(all, o)
		}
		out[r-rolls] = all[from:len(all):len(all)]
	}
	return out
}

// finals returns, in room, each roll's value after the last roll: its
// best option's.
func finals(room *scratch, rolls int, opts [][]option, value func(option) float64) []float64 {
	fv := room.value
	for i, os := range opts {
		best := 0.0
		for _, o := range os {
			best = max(best, value(o))
		}
		fv[rolls+i] = best
	}
	return fv
}

// value returns V(s), working out the states ahead of it first.
func (w *winDP) value(s spot) []float64 {
	if v, ok := w.memo[s]; ok {
		return v
	}
	t, g := w.t, w.t.game
	v := make([]float64, w.span(s))
	if s.mask == 1<<g.boxes-1 {
		for i := range v {
			v[i] = w.win.At(w.x0 + i)
		}
		w.memo[s] = v
		return v
	}
	opts := t.options(s, w.value)
	// The totals go lanes at a time through the kernel, as the solver's
	// upper sums do: each roll's row the best option's chance for each.
	k, r := g.kern, w.rows
	for i0 := 0; i0 < len(v); i0 += lanes {
		n := min(lanes, len(v)-i0)
		var lo, hi row // each lane's least and greatest final roll
		for l := range lanes {
			lo[l], hi[l] = 1, 0
		}
		for j, os := range opts {
			var best row
			for _, o := range os {
				// The totals x0+i0+l with the option's points: from xh on
				// the win is certain. This is look, written out: a call
				// of it for each lane made the advice half as slow again
				// (AdviseToWin/free=5: 50 ms -> 80 ms).
				at, next := i0+o.points, o.next
				for l := range n {
					p := 1.0
					if w.x0+at+l < w.xh {
						p = next[at+l]
					}
					best[l] = max(best[l], p)
				}
			}
			r[(k.rolls+j)&(span-1)] = best
			for l := range n {
				lo[l], hi[l] = min(lo[l], best[l]), max(hi[l], best[l])
			}
		}
		// Where every roll ends alike (the win lost or certain whatever
		// the dice), so does the turn: no keeps to weigh.
		same := true
		for l := range n {
			same = same && lo[l] == hi[l]
		}
		var e row
		if !same {
			e = k.turn(r)
		}
		for l := range n {
			if v[i0+l] = e[l]; lo[l] == hi[l] {
				v[i0+l] = lo[l]
			}
		}
	}
	w.memo[s] = v
	return v
}
