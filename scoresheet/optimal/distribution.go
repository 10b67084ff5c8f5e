package optimal

import (
	"errors"
	"math/bits"
	"runtime"
	"slices"
	"sync"
)

// A Distribution is the chance of each score: P[i] is the chance of
// Lo+i points.
type Distribution struct {
	Lo int
	P  []float64
}

// Mean returns the distribution's mean.
func (d Distribution) Mean() float64 {
	m := 0.0
	for i, p := range d.P {
		m += p * float64(d.Lo+i)
	}
	return m
}

// Shift returns the distribution of n more points.
func (d Distribution) Shift(n int) Distribution {
	return Distribution{Lo: d.Lo + n, P: d.P}
}

// Hi returns the highest score the distribution holds.
func (d Distribution) Hi() int { return d.Lo + len(d.P) - 1 }

// At returns the chance of n points.
func (d Distribution) At(n int) float64 {
	if n < d.Lo || n > d.Hi() {
		return 0
	}
	return d.P[n-d.Lo]
}

// ErrTooMany is returned by Distribution for a state with more than
// MaxExact states ahead of it.
var ErrTooMany = errors.New("optimal: too many states ahead for an exact distribution")

// MaxExact is the most states Distribution works through: beyond it, it
// returns ErrTooMany. It is nine free boxes with the upper section among
// them: 0.15 s on two cores.
const MaxExact = 25000

// ahead returns how many states can follow s (s among them), or a
// number above limit when there are more: the work Distribution has to
// do. It goes a turn at a time, each state once.
func (t *Table) ahead(s spot, limit int) int {
	g := t.game
	seen := make([]uint64, (g.size()+63)/64) // by the table's index
	n := 0
	for level := []spot{s}; len(level) > 0; {
		if n += len(level); n > limit {
			break
		}
		var next []spot
		for _, s := range level {
			for b := range g.boxes {
				if s.mask&(1<<b) != 0 {
					continue
				}
				// Every score the box can take: the upper sums and the
				// joker flag that can follow.
				for _, f := range t.follows(s, b) {
					if i := g.index(f.mask, f.upper, f.y); seen[i/64]&(1<<(i%64)) == 0 {
						seen[i/64] |= 1 << (i % 64)
						next = append(next, f)
					}
				}
				if g.forced {
					break
				}
			}
		}
		level = next
	}
	return n
}

// follows lists the spots filling box b can lead to from s.
func (t *Table) follows(s spot, b int) []spot {
	g := t.game
	next := spot{s.mask | 1<<b, s.upper, s.y}
	var out []spot
	switch {
	case g.faces[b] != 0:
		for c := 0; c <= g.v.Dice; c++ {
			next.upper = min(g.v.BonusAt, s.upper+c*g.faces[b])
			out = append(out, next)
		}
	case g.joker && b == g.yatzy:
		out = append(out, next)
		next.y = 1
		out = append(out, next)
	default:
		out = append(out, next)
	}
	return out
}

// Distribution returns the chances of the points still to come from st
// when the player plays as the table advises: exactly, by following each
// turn's outcomes (see Outcomes) through every state that can follow.
// Its mean is the table's value of st. A state with more than MaxExact
// states ahead of it returns ErrTooMany.
func (t *Table) Distribution(st State) (Distribution, error) {
	mask, upper, y, err := t.key(st)
	if err != nil {
		return Distribution{}, err
	}
	s := spot{mask, upper, y}
	if t.ahead(s, MaxExact) > MaxExact {
		return Distribution{}, ErrTooMany
	}
	return t.distribution(s), nil
}

// StartDistribution returns the chances of each final score from an
// empty sheet under the table's play, exactly: its mean is Start. It
// follows every state of the table (scandinavian: 840,000 once upper sums
// with the same future are one, 7 s on two cores and 480 MB at the
// widest level), so it is worth keeping.
func (t *Table) StartDistribution() Distribution { return t.distribution(spot{}) }

// distribution is Distribution from spot s.
func (t *Table) distribution(s spot) Distribution {
	g := t.game
	// dist[s] is the chance of each number of points scored since st,
	// for the spots of one level: the turns move it to the next.
	dist := map[spot][]float64{s: {1}}
	for range g.boxes - bits.OnesCount(uint(s.mask)) { // a turn a free box
		level := sorted(dist)
		next := map[spot][]float64{}
		// The turns of a few thousand spots at a time: a level has up to
		// 200,000 of them, and their moves would take more room than the
		// distributions.
		for len(level) > 0 {
			chunk := level[:min(len(level), 4096)]
			level = level[len(chunk):]
			moves := t.turns(chunk)
			for i, s := range chunk {
				from := dist[s]
				delete(dist, s) // done with: its room can go to the next level's
				for _, m := range moves[i] {
					// Upper sums with the same future share one
					// distribution of the points so far.
					m.next.upper = g.same[m.next.mask&63][m.next.upper]
					to := next[m.next]
					if need := len(from) + m.points; need > cap(to) {
						// Grown a little more than needed, not doubled:
						// the level's arrays are most of the memory.
						grown := make([]float64, need, need+32)
						copy(grown, to)
						to = grown
					} else if need > len(to) {
						to = to[:need] // zeros: never written
					}
					for k, p := range from {
						to[k+m.points] += p * m.p
					}
					next[m.next] = to
				}
			}
		}
		dist = next
	}
	var total []float64
	for _, s := range sorted(dist) {
		d := dist[s]
		if len(total) < len(d) {
			total = append(total, make([]float64, len(d)-len(total))...)
		}
		for k, p := range d {
			total[k] += p
		}
	}
	return trim(total)
}

// trim returns the distribution of total[k], the chance of k points,
// without the impossible scores at either end.
func trim(total []float64) Distribution {
	lo := 0
	for lo < len(total)-1 && total[lo] == 0 {
		lo++
	}
	hi := len(total)
	for hi > lo+1 && total[hi-1] == 0 {
		hi--
	}
	return Distribution{Lo: lo, P: slices.Clip(total[lo:hi])}
}

// turns works out the moves of every spot, on every core.
func (t *Table) turns(spots []spot) [][]move {
	out := make([][]move, len(spots))
	var wg sync.WaitGroup
	workers := min(runtime.GOMAXPROCS(0), len(spots))
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			room := newScratch(t.game)
			for i := w; i < len(spots); i += workers {
				s := spots[i]
				out[i] = t.turnWith(room, s.mask, s.upper, s.y)
			}
		}()
	}
	wg.Wait()
	return out
}

// sorted returns the spots of dist in order, so that the sums are added
// up in the same order every time.
func sorted(dist map[spot][]float64) []spot {
	out := make([]spot, 0, len(dist))
	for s := range dist {
		out = append(out, s)
	}
	slices.SortFunc(out, func(a, b spot) int {
		if a.mask != b.mask {
			return a.mask - b.mask
		}
		if a.upper != b.upper {
			return a.upper - b.upper
		}
		return a.y - b.y
	})
	return out
}
