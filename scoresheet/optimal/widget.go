package optimal

// widget holds what a worker needs for the states of one sheet mask:
// the batched turn (lanes), the joker's choices and the zeros' values.
type widget struct {
	d *dice
	// joker holds the joker's choices for each roll of all dice alike,
	// for the sheet mask jokerMask-1: they depend on nothing else.
	joker     [6][]choice
	jokerMask int
	// zeros[b] is the value of a zero in box b, in the states at hand.
	zeros [32]quad
	// first[c] is the first state of the mask at hand whose upper sum is
	// of class c (see game.needs), or -1: a class is a total the free
	// upper boxes can make, 0 to the variant's MaxUpper, or one more for
	// none.
	first []int
	// lanes works out the turns of lanes states at once.
	lanes *batch
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

func newWidget(g *game) *widget {
	d := g.d
	if len(d.keeps) > span {
		panic("optimal: too many keeps for the widget")
	}
	return &widget{d: d, first: make([]int, g.v.MaxUpper()+2), lanes: newBatch(d)}
}

// span is a power of two above the number of keeps (462 for five dice):
// the inner loops index arrays of this size with masked indexes, so the
// compiler drops their bounds checks.
const span = 512
