package scoresheet

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestRows(t *testing.T) {
	kinds := func(v *Variant) []RowKind {
		var k []RowKind
		for _, r := range v.Rows() {
			if r.Kind != RowBox {
				k = append(k, r.Kind)
			}
		}
		return k
	}
	assert.Equal(t, []RowKind{RowSum, RowBonus, RowTotal}, kinds(Scandinavian()))
	assert.Equal(t, []RowKind{RowSum, RowBonus, RowExtraBonus, RowTotal}, kinds(Standard()))
	assert.Equal(t, []RowKind{RowSum, RowBonus, RowSavedRolls, RowTotal}, kinds(Maxi()))
	rows := Scandinavian().Rows()
	assert.Equal(t, Row{Kind: RowBox, Box: Sixes}, rows[5])
	assert.Equal(t, Row{Kind: RowSum}, rows[6])
	assert.Len(t, rows, 15+3)
}

func TestCanHold(t *testing.T) {
	assert.True(t, Scandinavian().CanHold(TwoPairs, 16))
	assert.True(t, Scandinavian().CanHold(Chance, 0) == false, "chance always scores")
	assert.False(t, Scandinavian().CanHold(Yatzy, 37))
	assert.True(t, Scandinavian().CanHold(Yatzy, 0))
	assert.False(t, Scandinavian().CanHold(Sixes, 7))
	assert.True(t, Standard().CanHold(FullHouse, 25))
	assert.False(t, Standard().CanHold(FullHouse, 26))
	assert.False(t, Scandinavian().CanHold(Castle, 18), "not a box of the variant")
	assert.Len(t, Scandinavian().Rolls(), 252)
	assert.Len(t, Maxi().Rolls(), 462)
}

// TestShapesAreWhatTheScoringTakes: the alike dice a box's hint says it
// needs (shapes) are what the scoring takes: a roll of just that shape
// scores in the box, and every roll that scores there holds it.
func TestShapesAreWhatTheScoringTakes(t *testing.T) {
	// holds reports whether c has a different face for each count of
	// shape, shown at least that often.
	var holds func(c [7]int, shape []int) bool
	holds = func(c [7]int, shape []int) bool {
		if len(shape) == 0 {
			return true
		}
		for f := 1; f <= 6; f++ {
			if c[f] >= shape[0] {
				rest := c
				rest[f] = 0
				if holds(rest, shape[1:]) {
					return true
				}
			}
		}
		return false
	}
	for _, v := range Variants() {
		for _, b := range v.Boxes {
			shape, ok := shapes[b]
			if !ok {
				continue
			}
			var just Roll // sixes, fives, … for the shape, then dice all different
			face := 6
			for _, n := range shape {
				for range n {
					just = append(just, face)
				}
				face--
			}
			if len(just) > v.Dice {
				t.Errorf("%s: %s needs %v alike, more than its %d dice", v.ID, b, shape, v.Dice)
				continue
			}
			for len(just) < v.Dice {
				just = append(just, face)
				face--
			}
			assert.Positive(t, v.Score(b, just), "%s: %s with %v", v.ID, b, just)
			for _, r := range v.Rolls() {
				if v.Score(b, r) > 0 {
					assert.True(t, holds(r.counts(), shape), "%s: %s scores %v, which is not %v alike", v.ID, b, r, shape)
				}
			}
		}
	}
}

// TestCanHoldIsSomeRoll: CanHold is true of exactly the points some roll
// scores in the box (or the joker's), for every variant and box.
func TestCanHoldIsSomeRoll(t *testing.T) {
	for _, v := range []*Variant{Scandinavian(), Forced(), Maxi(), Standard()} {
		for _, b := range v.Boxes {
			scored := map[int]bool{}
			if j, ok := v.JokerScore(b); ok {
				scored[j] = true
			}
			most := 0
			for _, r := range v.Rolls() {
				p := v.Score(b, r)
				scored[p], most = true, max(most, p)
			}
			for p := -1; p <= most+2; p++ {
				assert.Equal(t, scored[p], v.CanHold(b, p), "%s %s %d", v.ID, b, p)
			}
		}
	}
}
