package optimal

import (
	"encoding/binary"
	"errors"
	"hash/crc32"
	"math"
	"math/bits"
	"math/rand/v2"
	"slices"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// savedBrute works out a game with saved rolls the plain way, sharing no
// code with the solver: a recursion over the multisets of dice (counts by
// face), the upper sum kept whole (not capped, no classes), every keep of
// every roll tried.
type savedBrute struct {
	v   *scoresheet.Variant
	cap int
	w   map[[3]int]float64 // (mask, upper, saved) → the score to come
	// rolls[m] are the multisets of m dice with their chances.
	rolls [][]bruteRoll
	dists map[[3]int][]float64 // (mask, upper, saved) → the points to come's chances (dist)
}

type bruteRoll struct {
	c [6]int
	p float64
}

func newSavedBrute(v *scoresheet.Variant, cap int) *savedBrute {
	b := &savedBrute{v: v, cap: cap, w: map[[3]int]float64{}}
	for m := 0; m <= v.Dice; m++ {
		var out []bruteRoll
		var gen func(f, left int, c [6]int)
		gen = func(f, left int, c [6]int) {
			if f == 5 {
				c[5] = left
				ways := factorial(m)
				for _, x := range c {
					ways /= factorial(x)
				}
				out = append(out, bruteRoll{c, float64(ways) / math.Pow(6, float64(m))})
				return
			}
			for x := 0; x <= left; x++ {
				c[f] = x
				gen(f+1, left-x, c)
			}
		}
		gen(0, m, [6]int{})
		b.rolls = append(b.rolls, out)
	}
	return b
}

func factorial(n int) int {
	if n <= 1 {
		return 1
	}
	return n * factorial(n-1)
}

func diceOf(c [6]int) scoresheet.Roll {
	var r scoresheet.Roll
	for f, x := range c {
		for range x {
			r = append(r, f+1)
		}
	}
	return r
}

// box is the value of filling box b with dice c, r rolls left.
func (b *savedBrute) box(mask, upper, box int, c [6]int, r int) float64 {
	bx := b.v.Boxes[box]
	p := b.v.Score(bx, diceOf(c))
	nu, bonus := upper, 0
	if bx.Upper() {
		nu += p
		if upper < b.v.BonusAt && nu >= b.v.BonusAt {
			bonus = b.v.Bonus
		}
	}
	return float64(p+bonus) + b.W(mask|1<<box, nu, min(r, b.cap))
}

// layers returns V_r(roll) for r = 0 … upto, each a map by the roll.
func (b *savedBrute) layers(mask, upper, upto int) []map[[6]int]float64 {
	n := b.v.Dice
	var out []map[[6]int]float64
	for r := 0; r <= upto; r++ {
		// The mean of V_{r-1} after each keep of fewer than n dice.
		keepVal := map[[6]int]float64{}
		if r > 0 {
			for m := 1; m <= n; m++ {
				for _, k := range b.rolls[n-m] {
					e := 0.0
					for _, x := range b.rolls[m] {
						var c [6]int
						for f := range c {
							c[f] = k.c[f] + x.c[f]
						}
						e += x.p * out[r-1][c]
					}
					keepVal[k.c] = e
				}
			}
		}
		vr := map[[6]int]float64{}
		for _, roll := range b.rolls[n] {
			best := math.Inf(-1)
			for box := range b.v.Boxes {
				if mask&(1<<box) == 0 {
					best = max(best, b.box(mask, upper, box, roll.c, r))
				}
			}
			if r > 0 {
				// Every keep within the roll but the roll itself.
				var walk func(f int, k [6]int)
				walk = func(f int, k [6]int) {
					if f == 6 {
						if k != roll.c {
							best = max(best, keepVal[k])
						}
						return
					}
					for x := 0; x <= roll.c[f]; x++ {
						k[f] = x
						walk(f+1, k)
					}
				}
				walk(0, [6]int{})
			}
			vr[roll.c] = best
		}
		out = append(out, vr)
	}
	return out
}

// W is the score to come from a sheet mask, upper sum and saved rolls at
// the start of a turn.
func (b *savedBrute) W(mask, upper, s int) float64 {
	if mask == 1<<len(b.v.Boxes)-1 {
		return 0
	}
	key := [3]int{mask, upper, s}
	if x, ok := b.w[key]; ok {
		return x
	}
	v := b.layers(mask, upper, s+2)[s+2]
	e := 0.0
	for _, roll := range b.rolls[b.v.Dice] {
		e += roll.p * v[roll.c]
	}
	b.w[key] = e
	return e
}

// stateOfMask is a State with the boxes of mask filled.
func stateOfMask(v *scoresheet.Variant, mask, upper, saved int) State {
	st := State{Filled: map[scoresheet.Box]bool{}, Upper: upper, Saved: saved}
	for b, box := range v.Boxes {
		if mask&(1<<b) != 0 {
			st.Filled[box] = true
		}
	}
	return st
}

// savedSmall is a reduced maxi game: two upper boxes, chance and the
// yatzy, a bonus within reach.
func savedSmall() *scoresheet.Variant {
	v := reduced(scoresheet.Maxi(), scoresheet.Ones, scoresheet.Twos, scoresheet.Chance, scoresheet.Yatzy)
	v.BonusAt, v.Bonus = 7, 50
	return v
}

// TestSavedRollsAreWorthSomething: saved rolls raise the expected score,
// and a higher cap never lowers it.
func TestSavedRollsAreWorthSomething(t *testing.T) {
	t.Parallel()
	v := savedSmall()
	var prev float64
	for cap := range 4 {
		tab, err := SolveSaved(v, scoresheet.Choices{}, cap)
		require.NoError(t, err)
		e := tab.Start()
		if cap > 0 {
			assert.Greater(t, e, prev, "cap %d", cap)
		}
		prev = e
		// Chance filled with a roll saved, against none.
		none, err := tab.Expected(stateOfMask(v, 0b0100, 0, 0))
		require.NoError(t, err)
		one, err := tab.Expected(stateOfMask(v, 0b0100, 0, 1))
		require.NoError(t, err)
		if cap > 0 {
			assert.Greater(t, one, none)
		} else {
			assert.Equal(t, none, one)
		}
		_, err = tab.Expected(stateOfMask(v, 0b0100, 0, 3))
		assert.ErrorContains(t, err, "3 saved rolls cannot be after 1 turns")
	}
}

// lateVariant is a reduced maxi game with the real bonus: the upper
// boxes, castle, chance and the yatzy.
func lateVariant() *scoresheet.Variant {
	return reduced(scoresheet.Maxi(), append(slices.Clone(upperBoxes), scoresheet.Castle, scoresheet.Chance, scoresheet.Yatzy)...)
}

// TestSavedAdviseIsExpected: a sheet's value is the first roll's mean of
// the best choice Advise gives with every roll left.
func TestSavedAdviseIsExpected(t *testing.T) {
	t.Parallel()
	v := savedSmall()
	tab, err := SolveSaved(v, scoresheet.Choices{}, 2)
	require.NoError(t, err)
	g := tab.saved.g
	for _, st := range []State{stateOfMask(v, 0, 0, 0), stateOfMask(v, 0b0101, 1, 2), stateOfMask(v, 0b1000, 0, 1)} {
		want, err := tab.Expected(st)
		require.NoError(t, err)
		e := 0.0
		for _, r := range g.d.rolls {
			choices, err := tab.Advise(st, toRoll(g.d.keeps[r]), st.Saved+2)
			require.NoError(t, err)
			e += g.d.first[r] * choices[0].Value
		}
		assert.InDelta(t, want, e, 1e-9)
	}
}

// TestSavedResumes: the levels worked out from a level read back (as
// hundredths, as a store keeps them) are the same to the bit as those
// worked out in one go; and the assembly's are the pure Go's.
func TestSavedResumes(t *testing.T) {
	t.Parallel()
	v := lateVariant()
	l, err := NewLevels(v, scoresheet.Choices{}, 3)
	require.NoError(t, err)
	all := make([][]uint16, l.Boxes()+1)
	require.NoError(t, l.Solve(l.Boxes(), nil, func(k int, vals []uint16) error {
		all[k] = slices.Clone(vals)
		return nil
	}, nil))
	for _, from := range []int{1, 4, 8} {
		again := make([][]uint16, l.Boxes()+1)
		require.NoError(t, l.Solve(from, slices.Clone(all[from]), func(k int, vals []uint16) error {
			again[k] = slices.Clone(vals)
			return nil
		}, nil))
		for k := range from {
			assert.Equal(t, all[k], again[k], "from %d, level %d", from, k)
		}
	}
	goOnly, err := NewLevels(v, scoresheet.Choices{}, 3)
	require.NoError(t, err)
	goOnly.g.kern.avx2 = false
	require.NoError(t, goOnly.Solve(l.Boxes(), nil, func(k int, vals []uint16) error {
		assert.Equal(t, all[k], vals, "level %d in Go", k)
		return nil
	}, nil))
	// The hundredths' table is the float64 one within their rounding, a
	// half hundredth a level at most.
	exact, err := SolveSaved(v, scoresheet.Choices{}, 3)
	require.NoError(t, err)
	f32 := l.InMemory(all)
	r := rand.New(rand.NewPCG(4, 2))
	for range 200 {
		mask := r.IntN(1 << len(v.Boxes))
		st := stateOfMask(v, mask, 0, r.IntN(4))
		for b := range 6 {
			if mask&(1<<b) != 0 {
				st.Upper += (1 + b) * r.IntN(7)
			}
		}
		want, err := exact.Expected(st)
		if err != nil {
			continue
		}
		got, err := f32.Expected(st)
		require.NoError(t, err)
		assert.InDelta(t, want, got, 0.005*float64(len(v.Boxes)-bits.OnesCount(uint(mask))))
	}
}

// sdOf is a distribution's standard deviation.
func sdOf(d Distribution) float64 {
	m, v := d.Mean(), 0.0
	for i, p := range d.P {
		x := float64(d.Lo+i) - m
		v += p * x * x
	}
	return math.Sqrt(v)
}

// TestSavedReview: each box chosen is priced with the rolls its turn left
// (the rolls saved before it, and three, less those used), as Advise
// prices it; the sheet's saved rolls are the state's.
func TestSavedReview(t *testing.T) {
	t.Parallel()
	v := savedSmall()
	tab, err := SolveSaved(v, scoresheet.Choices{}, 4)
	require.NoError(t, err)
	s, err := scoresheet.NewSheet(v, []string{"Anna"}, scoresheet.Choices{})
	require.NoError(t, err)
	turns := []struct {
		box    scoresheet.Box
		dice   scoresheet.Roll
		rolls  int
		strike bool
	}{
		{scoresheet.Chance, scoresheet.Roll{6, 6, 5, 5, 4, 1}, 1, false}, // saves two
		{scoresheet.Ones, scoresheet.Roll{1, 1, 1, 6, 6, 6}, 4, false},   // uses one of them
		{scoresheet.Yatzy, scoresheet.Roll{2, 2, 2, 2, 2, 3}, 2, true},   // a strike, one more saved
		{scoresheet.Twos, scoresheet.Roll{2, 2, 2, 2, 2, 2}, 3, false},
	}
	var wantLeft []int
	var states []State
	for _, x := range turns {
		st := StateOf(s, "Anna")
		states = append(states, st)
		wantLeft = append(wantLeft, st.Saved+scoresheet.RollsPerTurn-x.rolls)
		require.NoError(t, s.Apply(scoresheet.Turn("Anna", x.box, x.dice, x.rolls, x.strike)))
	}
	assert.Equal(t, []int{0, 2, 1, 2}, []int{states[0].Saved, states[1].Saved, states[2].Saved, states[3].Saved})
	priced, err := tab.Review(s)
	require.NoError(t, err)
	require.Len(t, priced, len(turns))
	for i, p := range priced {
		choices, err := tab.Advise(states[i], turns[i].dice, wantLeft[i])
		require.NoError(t, err)
		var best, chosen float64 = -1, -1
		for _, c := range choices {
			if c.Box == "" {
				continue
			}
			best = max(best, c.Value)
			if c.Box == turns[i].box {
				chosen = c.Value
			}
		}
		assert.InDelta(t, best-chosen, p.Lost, 1e-9, "turn %d", i)
		assert.InDelta(t, best, p.Best.Value, 1e-9, "turn %d", i)
	}
	assert.Positive(t, priced[2].Lost, "a strike of the yatzy with a free box left")
}

// TestSavedSolveSaysHowFar: Solve's progress hears each level, from the
// fullest down, with its blocks done rising to all of them (the last
// heard before the level is done), and the share of the whole work
// rising to 1; an error from progress stops the work with that error,
// before the level it was heard in is done.
func TestSavedSolveSaysHowFar(t *testing.T) {
	t.Parallel()
	l, err := NewLevels(lateVariant(), scoresheet.Choices{}, 3)
	require.NoError(t, err)
	var steps []SolveStep
	levels := 0
	require.NoError(t, l.Solve(l.Boxes(), nil, func(k int, vals []uint16) error {
		// (done runs while the next level is worked out, never at once
		// with progress)
		assert.True(t, slices.ContainsFunc(steps, func(s SolveStep) bool {
			return s.Level == k && s.Masks == l.Blocks(k) && s.Of == l.Blocks(k)
		}), "level %d's last step before it is done", k)
		levels++
		return nil
	}, func(s SolveStep) error {
		steps = append(steps, s)
		return nil
	}))
	assert.Equal(t, l.Boxes(), levels)
	require.NotEmpty(t, steps)
	assert.Equal(t, l.Boxes()-1, steps[0].Level)
	inLevel := map[int]int{}
	for i, s := range steps {
		inLevel[s.Level]++
		assert.Equal(t, l.Blocks(s.Level), s.Of)
		assert.Positive(t, s.Masks)
		if i == 0 {
			continue
		}
		p := steps[i-1]
		assert.Greater(t, s.Done, p.Done, "step %d", i)
		switch s.Level {
		case p.Level:
			assert.Greater(t, s.Masks, p.Masks, "step %d", i)
		case p.Level - 1:
			assert.Equal(t, p.Of, p.Masks, "step %d: the level before ended", i)
		default:
			t.Errorf("step %d: level %d after %d", i, s.Level, p.Level)
		}
	}
	assert.Equal(t, 0, steps[len(steps)-1].Level)
	assert.InDelta(t, 1, steps[len(steps)-1].Done, 1e-12)
	middle := l.Boxes() / 2
	assert.Greater(t, inLevel[middle], 2, "the middle level is heard of within it")

	// Stopped from progress in the middle level.
	stop := errors.New("stop")
	var got []int
	err = l.Solve(l.Boxes(), nil, func(k int, vals []uint16) error {
		got = append(got, k)
		return nil
	}, func(s SolveStep) error {
		if s.Level == middle && s.Masks < s.Of {
			return stop
		}
		return nil
	})
	assert.ErrorIs(t, err, stop)
	assert.NotContains(t, got, middle)
	assert.Contains(t, got, middle+1)
}

// TestSavedDoneWhileNextIsWorked: done gets each level once, in order,
// one at a time, and the values it is given stay as they are while it
// takes its time (the next level is worked out meanwhile); an error of
// done is Solve's, and no level below it is given.
func TestSavedDoneWhileNextIsWorked(t *testing.T) {
	t.Parallel()
	v := lateVariant()
	l, err := NewLevels(v, scoresheet.Choices{}, 3)
	require.NoError(t, err)
	want := make([][]uint16, l.Boxes()+1)
	quick := func(k int, vals []uint16) error {
		want[k] = slices.Clone(vals)
		return nil
	}
	require.NoError(t, l.Solve(l.Boxes(), nil, quick, nil))
	var order []int
	var busy atomic.Bool
	stop := errors.New("stop")
	err = l.Solve(l.Boxes(), nil, func(k int, vals []uint16) error {
		assert.False(t, busy.Swap(true), "level %d: done called while another runs", k)
		defer busy.Store(false)
		order = append(order, k)
		at := slices.Clone(vals)
		time.Sleep(20 * time.Millisecond)
		assert.Equal(t, at, vals, "level %d changed while done ran", k)
		assert.Equal(t, want[k], vals, "level %d", k)
		if k == 3 {
			return stop
		}
		return nil
	}, nil)
	require.ErrorIs(t, err, stop)
	assert.Equal(t, []int{8, 7, 6, 5, 4, 3}, order)
}

// TestSavedBytesAsBefore: the levels of a reduced game, for three caps,
// are the bits the solver gave before its kernels were rearranged for
// speed (CRC-32 of the levels, little-endian, as the solver of c3be91d
// gave them): the hundredths a cache holds, and the float64 values
// (which, not rounded, show a change of the last bit anywhere).
func TestSavedBytesAsBefore(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		cap      int
		u16, f64 uint32
	}{{0, 0xb468619d, 0x11e2a843}, {3, 0xc64047be, 0x456109d1}, {SavedCap, 0x7bbc48b9, 0x2c0769c5}} {
		l, err := NewLevels(lateVariant(), scoresheet.Choices{}, c.cap)
		require.NoError(t, err)
		h := crc32.NewIEEE()
		require.NoError(t, l.Solve(l.Boxes(), nil, func(k int, vals []uint16) error {
			return binary.Write(h, binary.LittleEndian, vals)
		}, nil))
		assert.Equal(t, c.u16, h.Sum32(), "cap %d, hundredths", c.cap)
		tab, err := SolveSaved(lateVariant(), scoresheet.Choices{}, c.cap)
		require.NoError(t, err)
		h = crc32.NewIEEE()
		for _, vals := range tab.saved.f64 {
			require.NoError(t, binary.Write(h, binary.LittleEndian, vals))
		}
		assert.Equal(t, c.f64, h.Sum32(), "cap %d, float64", c.cap)
	}
}
