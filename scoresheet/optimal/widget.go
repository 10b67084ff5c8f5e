package optimal

// widget works out one turn: from the value of every final roll, the value
// of every roll with one and two rolls left, and of every keep.
type widget struct {
	d *dice
	// v[m][r] is the value of roll r with m rolls left.
	v [3][]float64
	// k[m][i] is the value of keeping i with m rolls left, before rolling
	// (so k[m] looks ahead to v[m-1]); k[0] is unused.
	k [3][]float64
	b []float64
	// joker holds the joker's choices for each roll of all dice alike,
	// for the sheet mask jokerMask-1: they depend on nothing else.
	joker     [6][]choice
	jokerMask int
	// zero[b] is the value of a zero in box b, in the state at hand.
	zero [32]float64
	// first[c] is the first state of the mask at hand whose upper sum is
	// of class c (see game.needs), or -1.
	first []int
}

// jokers returns the joker's choices for roll r (all dice alike) with the
// boxes of mask filled, worked out once per mask.
func (w *widget) jokers(t *Table, mask int, r int32) []choice {
	if w.jokerMask != mask+1 {
		w.joker, w.jokerMask = [6][]choice{}, mask+1
	}
	f := 0
	for f < 5 && w.d.keeps[r][f] == 0 {
		f++
	}
	if w.joker[f] == nil {
		w.joker[f] = t.jokerChoices(mask, r)
	}
	return w.joker[f]
}

func newWidget(d *dice) *widget {
	if len(d.keeps) > span {
		panic("optimal: too many keeps for the widget")
	}
	w := &widget{d: d, b: make([]float64, span), first: make([]int, 6*21*6+2)}
	for m := range 3 {
		w.v[m] = make([]float64, span)
		w.k[m] = make([]float64, span)
	}
	return w
}

// turn works the turn back from the final rolls' values in v[0] to its
// start, and returns the expected value of the turn before the first roll.
func (w *widget) turn() float64 {
	d := w.d
	w.reroll(1)
	w.reroll(2)
	e, v := 0.0, w.v[2]
	for r := d.start[d.n]; r < len(d.keeps); r++ {
		e += d.first[r] * v[r]
	}
	return e
}

// span is a power of two above the number of keeps (462 for five dice):
// the inner loops index arrays of this size with masked indexes, so the
// compiler drops their bounds checks.
const span = 512

// reroll computes, from the rolls' values with m-1 rolls left, the keeps'
// values with m rolls left and then the rolls' values with m rolls left.
func (w *widget) reroll(m int) {
	d := w.d
	k := (*[span]float64)(w.k[m])
	prev, v := w.v[m-1], w.v[m]
	rolls, keeps := d.start[d.n], len(d.keeps)
	copy(k[rolls:keeps], prev[rolls:keeps]) // keeping all dice rolls none
	// A keep of fewer dice is worth the mean over one more die's face.
	add := d.addFlat
	for i := rolls - 1; i >= 0; i-- {
		a := add[6*i : 6*i+6 : 6*i+6]
		k[i&(span-1)] = (k[a[0]&(span-1)] + k[a[1]&(span-1)] + k[a[2]&(span-1)] +
			k[a[3]&(span-1)] + k[a[4]&(span-1)] + k[a[5]&(span-1)]) * (1.0 / 6)
	}
	// The best keep within each multiset: itself, or the best within it
	// less one die.
	b := (*[span]float64)(w.b)
	sub, at := d.subFlat, d.subAt
	for i := 0; i < keeps; i++ {
		best := k[i&(span-1)]
		for _, j := range sub[at[i]:at[i+1]] {
			if x := b[j&(span-1)]; x > best {
				best = x
			}
		}
		b[i&(span-1)] = best
	}
	copy(v[rolls:keeps], b[rolls:keeps])
}
