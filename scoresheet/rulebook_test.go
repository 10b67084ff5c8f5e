package scoresheet

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHints(t *testing.T) {
	for _, tc := range []struct {
		v    *Variant
		box  Box
		lang string
		want string
	}{
		{Scandinavian, Ones, "en", "1 + 1 + …"},
		{Scandinavian, SmallStraight, "en", "1-2-3-4-5 = 15"},
		{Scandinavian, LargeStraight, "sv", "2-3-4-5-6 = 20"},
		{Scandinavian, TwoPairs, "sv", "2 + 2 lika"},
		{Scandinavian, Chance, "et", "kõigi summa"},
		{Scandinavian, Yatzy, "en", "5 alike = 50"},
		{Standard, SmallStraight, "en", "4 in a row = 30"},
		{Standard, LargeStraight, "sv", "5 i följd = 40"},
		{Standard, FullHouse, "en", "3 + 2 alike = 25"},
		{Standard, ThreeOfAKind, "en", "3 alike: sum of all"},
		{Maxi, FullStraight, "en", "1-2-3-4-5-6 = 21"},
		{Maxi, Yatzy, "et", "6 ühesugust = 100"},
		{Maxi, Tower, "en", "4 + 2 alike: sum of all"},
	} {
		assert.Equal(t, tc.want, tc.v.Hint(Row{Kind: RowBox, Box: tc.box}, tc.lang), "%s %s", tc.v.ID, tc.box)
	}
	assert.Equal(t, "≥ 84: 100", Maxi.Hint(Row{Kind: RowBonus}, "en"))
	assert.Equal(t, "+100", Standard.Hint(Row{Kind: RowExtraBonus}, "en"))
}

// TestRulesFollowTheVariant: a variant changed in one fact says so in its
// hints and notes, since they are worked out from it.
func TestRulesFollowTheVariant(t *testing.T) {
	v := *Scandinavian
	v.BonusAt, v.Bonus = 70, 35
	assert.Equal(t, "≥ 70: 35", v.Hint(Row{Kind: RowBonus}, "en"))
	assert.Contains(t, strings.Join(v.RuleNotes("en"), "\n"), "Bonus: 35 points when the upper boxes (Ones to Sixes) make 70 or more")
	notes := strings.Join(Standard.RuleNotes("sv"), "\n")
	assert.Contains(t, notes, "Varje ytterligare 5 lika ger +100 så länge Fem lika har 50")
	assert.Contains(t, notes, "där Kåk, Liten stege, Stor stege ger 25, 30, 40")
	assert.Contains(t, strings.Join(Forced.RuleNotes("en"), "\n"), "top to bottom")
	assert.Contains(t, strings.Join(Maxi.RuleNotes("et"), "\n"), "Säästetud viskeid")
}

func TestEveryBoxHasAHintAndAnExample(t *testing.T) {
	for _, v := range Variants {
		for _, lang := range Languages {
			assert.Len(t, RuleHeads(lang), 4)
			for _, r := range v.Rows() {
				assert.NotEmpty(t, v.Label(r, lang), "%s %v", v.ID, r)
				if r.Kind != RowBox {
					continue
				}
				assert.NotEmpty(t, v.Hint(r, lang), "%s %s %s", v.ID, r.Box, lang)
				ex, points := v.Example(r.Box)
				require.Len(t, ex, v.Dice)
				assert.Equal(t, v.Score(r.Box, ex), points)
				assert.Positive(t, points, "%s %s: %v", v.ID, r.Box, ex)
			}
		}
	}
}

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
	assert.Equal(t, []RowKind{RowSum, RowBonus, RowTotal}, kinds(Scandinavian))
	assert.Equal(t, []RowKind{RowSum, RowBonus, RowExtraBonus, RowTotal}, kinds(Standard))
	assert.Equal(t, []RowKind{RowSum, RowBonus, RowSavedRolls, RowTotal}, kinds(Maxi))
	rows := Scandinavian.Rows()
	assert.Equal(t, Row{Kind: RowBox, Box: Sixes}, rows[5])
	assert.Equal(t, Row{Kind: RowSum}, rows[6])
	assert.Len(t, rows, 15+3)
}

func TestCanHold(t *testing.T) {
	assert.True(t, Scandinavian.CanHold(TwoPairs, 16))
	assert.True(t, Scandinavian.CanHold(Chance, 0) == false, "chance always scores")
	assert.False(t, Scandinavian.CanHold(Yatzy, 37))
	assert.True(t, Scandinavian.CanHold(Yatzy, 0))
	assert.False(t, Scandinavian.CanHold(Sixes, 7))
	assert.True(t, Standard.CanHold(FullHouse, 25))
	assert.False(t, Standard.CanHold(FullHouse, 26))
	assert.False(t, Scandinavian.CanHold(Castle, 18), "not a box of the variant")
	assert.Len(t, Scandinavian.Rolls(), 252)
	assert.Len(t, Maxi.Rolls(), 462)
}
