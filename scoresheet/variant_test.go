package scoresheet

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLookupVariant(t *testing.T) {
	for name, want := range map[string]*Variant{
		"": Scandinavian(), "scandinavian": Scandinavian(), "Yatzy": Scandinavian(), "nordic": Scandinavian(),
		"forced": Forced(), "tvingad": Forced(),
		"maxi": Maxi(), "MaxiYatzy": Maxi(),
		"standard": Standard(), "five-dice": Standard(), "yahtzee": Standard(),
	} {
		v, err := LookupVariant(name)
		require.NoError(t, err, name)
		assert.Equal(t, want.ID, v.ID, name)
		assert.True(t, v.BuiltIn(), name)
	}
	_, err := LookupVariant("generala")
	assert.EqualError(t, err, `unknown variant "generala": want one of scandinavian, forced, maxi, standard`)
}

func TestBoxOrder(t *testing.T) {
	ids := func(v *Variant) string { return boxList(v.Boxes) }
	assert.Equal(t, "ones, twos, threes, fours, fives, sixes, one_pair, two_pairs, three_of_a_kind, four_of_a_kind, small_straight, large_straight, full_house, chance, yatzy", ids(Scandinavian()))
	assert.Equal(t, ids(Scandinavian()), ids(Forced()))
	assert.Equal(t, "ones, twos, threes, fours, fives, sixes, one_pair, two_pairs, three_pairs, three_of_a_kind, four_of_a_kind, five_of_a_kind, small_straight, large_straight, full_straight, full_house, castle, tower, chance, yatzy", ids(Maxi()))
	assert.Equal(t, "ones, twos, threes, fours, fives, sixes, three_of_a_kind, four_of_a_kind, full_house, small_straight, large_straight, yatzy, chance", ids(Standard()))
	assert.Len(t, Maxi().Boxes, 20)
	assert.Len(t, Standard().Boxes, 13)
}

func TestLookupBox(t *testing.T) {
	b, err := Scandinavian().LookupBox("Full House")
	require.NoError(t, err)
	assert.Equal(t, FullHouse, b)
	b, err = Maxi().LookupBox("three-pairs")
	require.NoError(t, err)
	assert.Equal(t, ThreePairs, b)
	// Names in a language the program gives, as a value.
	w := english
	w.Lang = "xx"
	w.Names = map[Box]string{FullHouse: "Hus och trädgård"}
	b, err = Scandinavian().LookupBox("hus och trädgård", &w)
	require.NoError(t, err)
	assert.Equal(t, FullHouse, b)
	_, err = Scandinavian().LookupBox("hus och trädgård")
	assert.Error(t, err, "a name of a language not given")
	_, err = Scandinavian().LookupBox("castle")
	assert.ErrorContains(t, err, `"castle" is not a box of scandinavian`)
}

// TestMaxUpperIsTheBestOfEachUpperBox: the highest upper sum is what the
// upper boxes make when each takes the best any roll scores there, and
// the totals give the bonus up, and house rules refuse the threshold,
// exactly when it is above that.
func TestMaxUpperIsTheBestOfEachUpperBox(t *testing.T) {
	for _, v := range Variants() {
		most := 0
		for _, b := range v.Boxes {
			if !b.Upper() {
				continue
			}
			best := 0
			for _, r := range v.Rolls() {
				best = max(best, v.Score(b, r))
			}
			most += best
		}
		assert.Equal(t, most, v.MaxUpper(), v.ID)
		for at, out := range map[int]bool{v.MaxUpper(): false, v.MaxUpper() + 1: true} {
			w := *v
			w.BonusAt = at
			s, err := NewSheet(&w, []string{"A"}, Choices{})
			require.NoError(t, err)
			assert.Equal(t, out, s.Totals("A").BonusOut, "%s with the bonus at %d", v.ID, at)
			_, err = ParseHouseRules(fmt.Sprintf("%s\nbonus %d = 50\n", v.ID, at))
			assert.Equal(t, out, err != nil, "%s: house rules' bonus at %d: %v", v.ID, at, err)
		}
	}
}
