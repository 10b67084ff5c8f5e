package scoresheet

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBuiltinsAreDefinitions: each built-in variant written as its
// definition reads back to the same variant, scoring every roll the same.
func TestBuiltinsAreDefinitions(t *testing.T) {
	for _, v := range Variants() {
		w, err := ParseVariant(v.Definition())
		require.NoError(t, err, v.ID)
		assert.Equal(t, v.Definition(), w.Definition())
		assert.Equal(t, []any{v.ID, v.Aliases, v.Dice, v.Boxes, v.BonusAt, v.Bonus, v.Forced, v.SavedRolls, v.ExtraBonus},
			[]any{w.ID, w.Aliases, w.Dice, w.Boxes, w.BonusAt, w.Bonus, w.Forced, w.SavedRolls, w.ExtraBonus})
		for _, r := range v.Rolls() {
			for _, b := range v.Boxes {
				require.Equal(t, v.Score(b, r), w.Score(b, r), "%s %s %v", v.ID, b, r)
			}
		}
	}
	assert.Equal(t, []Box{Ones, Twos, Threes, Fours, Fives, Sixes, ThreeOfAKind, FourOfAKind, FullHouse, SmallStraight, LargeStraight, Yatzy, Chance}, Standard().Boxes)
	assert.Equal(t, 35, Standard().Bonus)
	assert.Equal(t, 100, Standard().ExtraBonus)
	assert.True(t, Forced().Forced)
	assert.True(t, Maxi().SavedRolls)
	assert.Equal(t, []string{"yatzy", "nordic"}, Scandinavian().Aliases)
}

// TestAFifthVariantIsAFile: a variant of three boxes defined in text is
// played like any other.
func TestAFifthVariantIsAFile(t *testing.T) {
	v, err := ParseVariant("variant mini # three boxes\nscoring nordic\ndice 5\nboxes sixes full_house yatzy\nbonus 18 = 10\n")
	require.NoError(t, err)
	s, err := NewSheet(v, []string{"Anna"}, Choices{})
	require.NoError(t, err)
	require.NoError(t, s.Apply(Turn("Anna", Sixes, Roll{6, 6, 6, 1, 2}, 3, false)))
	require.NoError(t, s.Apply(Turn("Anna", FullHouse, Roll{6, 6, 6, 5, 5}, 3, false)))
	require.NoError(t, s.Apply(Turn("Anna", Yatzy, Roll{2, 2, 2, 2, 2}, 3, false)))
	assert.True(t, s.Finished())
	assert.Equal(t, 18+10+28+50, s.Totals("Anna").Total)
}

// TestDefinitionsRefused: a definition the scoring cannot play is refused
// with its line and column.
func TestDefinitionsRefused(t *testing.T) {
	for text, want := range map[string]string{
		"scoring nordic\n": `line 1, column 1: "scoring nordic": a definition starts with its name, variant ID`,
		"variant x\nscoring nordic\ndice 5\nboxes ones castle\nbonus 3 = 1\n": `line 4, column 1: nordic scoring has no box "castle"`,
		"variant x\nboxes ones\n":                                                       "line 2, column 1: say scoring before boxes",
		"variant x\nscoring poker\n":                                                    `line 2, column 1: "poker" is no way of scoring`,
		"variant x\nscoring nordic\ndice 6\nboxes ones\nbonus 3 = 1\n":                  "nordic scoring counts 5 dice, not 6",
		"variant x\nscoring nordic\ndice 5\nboxes ones\n":                               "the definition says no bonus",
		"variant x\nscoring nordic\ndice 5\nboxes ones ones\nbonus 3 = 1\n":             `line 4, column 1: "ones" changes what line 4 changed already`,
		"variant x\nscoring nordic\ndice 5\nboxes ones\nbonus 3 = 1\nwild\n":            `line 6, column 1: "wild" is not a line of a variant's definition`,
		"variant x\nscoring nordic\ndice 5\nboxes ones\nbonus 3 = 1\nextra bonus 100\n": "the definition says no yatzy",
	} {
		_, err := ParseVariant(text)
		require.Error(t, err, text)
		assert.Contains(t, err.Error(), want, text)
	}
	// The built-in files say themselves.
	for _, v := range Variants() {
		assert.True(t, strings.HasPrefix(v.Definition(), "variant "+v.ID+"\n"))
	}
}
