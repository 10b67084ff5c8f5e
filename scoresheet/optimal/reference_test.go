package optimal

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// straight works a state's turn out the straightforward way, one state
// at a time and by the definitions, sharing none of the solver's
// batching: a keep's value is the mean over every way the dice rolled
// with it can fall (their multinomial chances), and a roll's value the
// best over every multiset of dice it can keep. The rules (which boxes a
// roll may fill, for what) are the table's own: boxChoices, extra.
type straight struct {
	t *Table
	// outcomes[k] are the rolls keep k can become, with their chances.
	outcomes [][]rollChance
	// within[r] are the keeps within roll r, each multiset once.
	within [][]int32
}

type rollChance struct {
	roll int32
	p    float64
}

func newStraight(t *Table) *straight {
	d := t.game.d
	s := &straight{t: t, outcomes: make([][]rollChance, len(d.keeps)), within: make([][]int32, len(d.keeps))}
	for i, k := range d.keeps {
		rest := d.n - k.size()
		// Every multiset of rest dice, with the chance of rolling it.
		var gen func(face int, left int, add keep)
		gen = func(face, left int, add keep) {
			if face == 5 {
				add[5] = uint8(left)
				var r keep
				for f := range r {
					r[f] = k[f] + add[f]
				}
				p := float64(arrangements(add)) / math.Pow(6, float64(rest))
				s.outcomes[i] = append(s.outcomes[i], rollChance{d.indexOf(r), p})
				return
			}
			for c := 0; c <= left; c++ {
				add[face] = uint8(c)
				gen(face+1, left-c, add)
			}
		}
		gen(0, rest, keep{})
	}
	for _, r := range d.rolls {
		k := d.keeps[r]
		var walk func(f int, sub keep)
		walk = func(f int, sub keep) {
			if f == 6 {
				s.within[r] = append(s.within[r], d.indexOf(sub))
				return
			}
			for c := 0; c <= int(k[f]); c++ {
				sub[f] = uint8(c)
				walk(f+1, sub)
			}
		}
		walk(0, keep{})
	}
	return s
}

// turn is the expected value of a turn from (mask, upper, y), the states
// after it valued by value.
func (s *straight) turn(mask, upper, y int, value func(mask, upper, y int) float64) float64 {
	t, g := s.t, s.t.game
	d := g.d
	v := make([]float64, len(d.keeps))
	for _, r := range d.rolls {
		best := math.Inf(-1)
		for _, c := range t.boxChoices(mask, y, r) {
			next, bonus := t.next(mask, upper, y, c)
			x := float64(c.points+bonus) + value(next.mask, next.upper, next.y)
			if t.extra(mask, y, r) {
				x += float64(g.extra)
			}
			best = max(best, x)
		}
		v[r] = best
	}
	for range rerolls {
		kv := make([]float64, len(d.keeps))
		for i, o := range s.outcomes {
			for _, rc := range o {
				kv[i] += rc.p * v[rc.roll]
			}
		}
		for _, r := range d.rolls {
			best := math.Inf(-1)
			for _, k := range s.within[r] {
				best = max(best, kv[k])
			}
			v[r] = best
		}
	}
	e := 0.0
	for _, r := range d.rolls {
		e += d.first[r] * v[r]
	}
	return e
}

// next is the state after filling box c.box with c.points, and the upper
// bonus that brings.
func (t *Table) next(mask, upper, y int, c choice) (spot, int) {
	m := t.move(mask, upper, y, c, false, 0)
	return m.next, m.points - c.points
}

// straightTable solves v's whole table the straightforward way: every
// reachable state, each upper sum itself, from the full sheet back.
func straightTable(t *Table) map[spot]float64 {
	g := t.game
	s := newStraight(t)
	values := map[spot]float64{}
	var value func(mask, upper, y int) float64
	value = func(mask, upper, y int) float64 {
		if mask == 1<<g.boxes-1 {
			return 0
		}
		k := spot{mask, upper, y}
		if x, ok := values[k]; ok {
			return x
		}
		x := s.turn(mask, upper, y, value)
		values[k] = x
		return x
	}
	for mask := range 1 << g.boxes {
		if g.forced && mask&(mask+1) != 0 {
			continue
		}
		for upper := 0; upper <= g.v.BonusAt; upper++ {
			for y := range 1 + b2i(g.joker && mask&(1<<g.yatzy) != 0) {
				if g.reach[mask&63][upper] {
					value(mask, upper, y)
				}
			}
		}
	}
	return values
}

// TestBatchedIsStraightforward: reduced games solved by the solver (its
// kernel in assembly where the processor has it, and in Go) and the
// straightforward way give every state the same value to 1e-9.
func TestBatchedIsStraightforward(t *testing.T) {
	t.Parallel()
	for _, v := range []*scoresheet.Variant{
		reduced(scoresheet.Scandinavian(), scoresheet.Ones, scoresheet.Twos, scoresheet.FullHouse, scoresheet.Chance, scoresheet.Yatzy),
		reduced(scoresheet.Standard(), scoresheet.Ones, scoresheet.Twos, scoresheet.ThreeOfAKind, scoresheet.Yatzy, scoresheet.Chance),
		reduced(scoresheet.Forced(), scoresheet.Ones, scoresheet.Twos, scoresheet.Threes, scoresheet.Fours, scoresheet.Fives, scoresheet.Sixes, scoresheet.OnePair, scoresheet.Yatzy),
	} {
		var want map[spot]float64
		for _, avx2 := range []bool{false, hasAVX2()} {
			g, err := newGame(v, scoresheet.Choices{})
			require.NoError(t, err)
			g.kern.avx2 = avx2
			tab := solve(g)
			if want == nil {
				want = straightTable(tab)
				require.NotEmpty(t, want)
			}
			for s, x := range want {
				require.InDelta(t, x, tab.ev[g.index(s.mask, s.upper, s.y)], 1e-9, "%s (AVX2 %v): %+v", v.ID, avx2, s)
			}
		}
	}
}

// assertStraightOnSample checks the table's value of states of every
// level of tab (the empty sheet, and perLevel random sheet masks of each
// number of boxes filled, with every upper sum they can have) against a
// turn worked out the straightforward way from the table's values of the
// states after it: each is then right if the states after it are.
func assertStraightOnSample(t *testing.T, tab *Table, perLevel int) {
	t.Helper()
	g := tab.game
	s := newStraight(tab)
	value := func(mask, upper, y int) float64 { return tab.ev[g.index(mask, upper, y)] }
	r := rand.New(rand.NewPCG(3, 4))
	checked := 0
	for n := range g.boxes {
		for range perLevel {
			mask := 1<<n - 1 // forced: the first n boxes
			if !g.forced {
				mask = 0
				for _, b := range r.Perm(g.boxes)[:n] {
					mask |= 1 << b
				}
			}
			for upper := 0; upper <= g.v.BonusAt; upper++ {
				for y := range 1 + b2i(g.joker && mask&(1<<g.yatzy) != 0) {
					if g.reach[mask&63][upper] {
						checked++
						assert.InDelta(t, s.turn(mask, upper, y, value), value(mask, upper, y), 1e-9, "%s: %x %d %d", g.v.ID, mask, upper, y)
					}
				}
			}
		}
	}
	assert.Greater(t, checked, g.boxes*perLevel, g.v.ID)
}
