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
