package optimal

import "github.com/kitchentable/protokoll/scoresheet"

// A table's values (Values) are block after block, each block the states
// of one set of filled boxes (in forced order, of one number of boxes
// filled): every upper sum and, in the standard game, both joker flags.
// Advice on a sheet reads only its own block and those of the sheets one
// box fuller, so a store can keep a checksum for each block and read
// only those (NearBlocks, FromNear).

// BlockLen returns how many values each block of a table of v holds.
func BlockLen(v *scoresheet.Variant, choices scoresheet.Choices) (int, error) {
	g, err := newGame(v, choices)
	if err != nil {
		return 0, err
	}
	return g.blockLen(), nil
}

func (g *game) blockLen() int {
	if g.joker && !g.forced {
		return 2 * g.uppers
	}
	return g.uppers
}

// NearBlocks returns the blocks whose values advice on st reads: its own
// and those of the sheets one box fuller, in order.
func NearBlocks(v *scoresheet.Variant, choices scoresheet.Choices, st State) ([]int, error) {
	g, err := newGame(v, choices)
	if err != nil {
		return nil, err
	}
	t := &Table{variant: v, choices: g.choices, game: g} // no values: only the state is asked
	mask, _, _, err := t.key(st)
	if err != nil {
		return nil, err
	}
	return g.nearBlocks(mask), nil
}

func (g *game) nearBlocks(mask int) []int {
	n := g.blockLen()
	out := []int{g.index(mask, 0, 0) / n}
	for b := range g.boxes {
		if mask&(1<<b) != 0 {
			continue
		}
		out = append(out, g.index(mask|1<<b, 0, 0)/n)
		if g.forced {
			break // only the next box
		}
	}
	return out
}

// A Near is what advice on one sheet needs of a table: the values of its
// state and of the states one box further. It gives the same advice as
// the whole table.
type Near struct {
	t  *Table // only the blocks NearBlocks lists are there
	st State
}

// FromNear makes the part of v's table that advice on st needs from the
// blocks NearBlocks lists, read by calling read with each block and room
// for its values. It checks nothing of the values; the store must check
// they are whole.
func FromNear(v *scoresheet.Variant, choices scoresheet.Choices, st State, read func(block int, values []float64) error) (*Near, error) {
	g, err := newGame(v, choices)
	if err != nil {
		return nil, err
	}
	t := &Table{variant: v, choices: g.choices, game: g, blocks: map[int][]float64{}}
	mask, _, _, err := t.key(st)
	if err != nil {
		return nil, err
	}
	for _, b := range g.nearBlocks(mask) {
		vals := make([]float64, g.blockLen())
		if err := read(b, vals); err != nil {
			return nil, err
		}
		t.blocks[b] = vals
	}
	return &Near{t: t, st: st}, nil
}

// Near returns what advice on st needs of the whole table t.
func (t *Table) Near(st State) (*Near, error) {
	if t.saved != nil {
		if _, _, _, err := t.saved.key(st); err != nil {
			return nil, err
		}
		return &Near{t: t, st: st}, nil
	}
	if _, _, _, err := t.key(st); err != nil {
		return nil, err
	}
	return &Near{t: t, st: st}, nil
}

// Advise ranks the choices for dice in hand on the sheet, as
// Table.Advise.
func (n *Near) Advise(dice scoresheet.Roll, rollsLeft int) ([]Choice, error) {
	return n.t.Advise(n.st, dice, rollsLeft)
}

// Expected returns the score still to come on the sheet, as
// Table.Expected.
func (n *Near) Expected() (float64, error) { return n.t.Expected(n.st) }

// Variant returns the variant of the table.
func (n *Near) Variant() *scoresheet.Variant { return n.t.variant }
