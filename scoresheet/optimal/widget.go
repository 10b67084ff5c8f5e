package optimal

// widget holds what a worker needs for the states of one sheet mask:
// the rows a turn is worked in, the lanes' values of each box's points,
// the joker's choices and the zeros' values.
type widget struct {
	d      *dice
	jokers jokers
	// zeros[b] is the value of a zero in box b, in the states at hand.
	zeros [32]row
	// first[c] is the first state of the mask at hand whose upper sum is
	// of class c (see game.needs), or -1: a class is a total the free
	// upper boxes can make, 0 to the variant's MaxUpper, or one more for
	// none.
	first []int
	// rows are the keeps' values in the lanes, the turn worked in them.
	rows *rows
	// vecs are, for the states at hand, the value of each box's points
	// (see game.keys).
	vecs []row
	// copies are the states that copy another's value (see solveMask), as
	// (state, state copied), kept for the next mask.
	copies [][2]int
}

// jokers holds the joker's choices for each roll of all dice alike, for
// the sheet mask mask-1: they depend on nothing else.
type jokers struct {
	choices [6][]choice
	mask    int
}

// of returns the joker's choices for roll r (all dice alike) with the
// boxes of mask filled, worked out once per mask.
func (j *jokers) of(t *Table, mask int, r int32) []choice {
	if j.mask != mask+1 {
		j.choices, j.mask = [6][]choice{}, mask+1
	}
	f := 0
	for f < 5 && t.game.d.keeps[r][f] == 0 {
		f++
	}
	if j.choices[f] == nil {
		j.choices[f] = t.jokerChoices(mask, r)
	}
	return j.choices[f]
}

func newWidget(g *game) *widget {
	return &widget{d: g.d, first: make([]int, g.v.MaxUpper()+2), rows: new(rows), vecs: make([]row, g.vecs)}
}
