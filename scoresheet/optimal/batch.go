package optimal

import (
	"unsafe"

	"github.com/kitchentable/protokoll/scoresheet"
)

// lanes is how many sheet states a batched turn works out together: the
// keeps' links are read once for all of them, and the lanes' sums are
// independent, so the processor overlaps them.
const lanes = 4

type quad = [lanes]float64

// The lanes are written out by hand in the inner loops (the compiler
// does not unroll a loop over them): these fail to compile if lanes is
// changed without them.
var (
	_ [lanes - 4]int
	_ [4 - lanes]int
)

// batch works out the turns of lanes states at once.
type batch struct {
	d *dice
	// v holds the final rolls' values, by the rolls' keep index; the
	// turn works in it and in b, with no copies between them.
	v, b []quad
}

func newBatch(d *dice) *batch {
	return &batch{d: d, v: make([]quad, span), b: make([]quad, span)}
}

// rerolls is how often a turn rolls again after its first roll, as the
// sheet counts rolls. The turns are written out for two (turn, Advise,
// AdviseToWin, the outcomes): these fail to compile if the sheet's rolls
// change without them.
const rerolls = scoresheet.RollsPerTurn - 1

var (
	_ [rerolls - 2]int
	_ [2 - rerolls]int
)

// turn works the turns back from the final rolls' values in v and
// returns each lane's expected value before the first roll.
func (w *batch) turn() quad {
	d := w.d
	reroll(d, w.v, w.b)
	reroll(d, w.b, w.v)
	var e quad
	v := w.v
	for r := d.start[d.n]; r < len(d.keeps); r++ {
		p := d.first[r]
		x := &v[r]
		e[0] += p * x[0]
		e[1] += p * x[1]
		e[2] += p * x[2]
		e[3] += p * x[3]
	}
	return e
}

// reroll takes the rolls' values with m-1 rolls left, in src at the
// rolls' indexes, and puts those with m rolls left in dst at the same
// places. It works out the keeps of fewer dice in src's other places, and
// the best keep within each multiset in all of dst's.
func reroll(d *dice, src, dst []quad) {
	k := (*[span]quad)(src)
	b := (*[span]quad)(dst)
	rolls, keeps := d.start[d.n], len(d.keeps)
	add := d.addFlat
	const sixth = 1.0 / 6
	for i := rolls - 1; i >= 0; i-- {
		a := add[6*i : 6*i+6 : 6*i+6]
		a0, a1, a2 := &k[a[0]&(span-1)], &k[a[1]&(span-1)], &k[a[2]&(span-1)]
		a3, a4, a5 := &k[a[3]&(span-1)], &k[a[4]&(span-1)], &k[a[5]&(span-1)]
		o := &k[i&(span-1)]
		o[0] = (a0[0] + a1[0] + a2[0] + a3[0] + a4[0] + a5[0]) * sixth
		o[1] = (a0[1] + a1[1] + a2[1] + a3[1] + a4[1] + a5[1]) * sixth
		o[2] = (a0[2] + a1[2] + a2[2] + a3[2] + a4[2] + a5[2]) * sixth
		o[3] = (a0[3] + a1[3] + a2[3] + a3[3] + a4[3] + a5[3]) * sixth
	}
	// The best keep within each multiset: itself, or the best within it
	// less one die. The values are never negative, and the bits of
	// non-negative floats order as the floats do: compared as integers,
	// the maximum needs no branch (a branch here is mispredicted half the
	// time).
	sub, at := d.subFlat, d.subAt
	kb := (*[span][lanes]int64)(unsafe.Pointer(k))
	bb := (*[span][lanes]int64)(unsafe.Pointer(b))
	for i := 0; i < keeps; i++ {
		s := &kb[i&(span-1)]
		b0, b1, b2, b3 := s[0], s[1], s[2], s[3]
		for _, j := range sub[at[i]:at[i+1]] {
			x := &bb[j&(span-1)]
			b0 = max(b0, x[0])
			b1 = max(b1, x[1])
			b2 = max(b2, x[2])
			b3 = max(b3, x[3])
		}
		bb[i&(span-1)] = [lanes]int64{b0, b1, b2, b3}
	}
}
