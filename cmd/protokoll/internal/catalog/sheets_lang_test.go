package catalog

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// TestRefusalsInEveryLanguage: the refusals a player meets at the table,
// the boxes named in the player's language.
func TestRefusalsInEveryLanguage(t *testing.T) {
	_, err := scoresheet.ParseRoll("9 9 9 9 9", 5)
	var e *msg.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, "'9' is not on a die: each die shows 1 to 6", e.In(byTag("en")))
	assert.Equal(t, "'9' finns inte på en tärning: varje tärning visar 1 till 6", e.In(byTag("sv")))
	assert.Equal(t, "'9' ei ole täringul: igal täringul on 1 kuni 6", e.In(byTag("et")))

	v, err := scoresheet.LookupVariant("forced")
	require.NoError(t, err)
	s, err := scoresheet.NewSheet(v, []string{"Anna"}, scoresheet.Choices{})
	require.NoError(t, err)
	err = s.Apply(scoresheet.Event{Kind: scoresheet.KindTurn, Player: "Anna", Box: "sixes", Dice: scoresheet.Roll{6, 6, 6, 2, 4}, Rolls: 1})
	require.ErrorAs(t, err, &e)
	assert.Equal(t, "forced order: the next box is Ones, not Sixes", e.In(byTag("en")))
	assert.Equal(t, "tvingad ordning: nästa ruta är Ettor, inte Sexor", e.In(byTag("sv")))
	assert.Equal(t, "kohustuslik järjekord: järgmine rida on Ühed, mitte Kuued", e.In(byTag("et")))
}

func TestHints(t *testing.T) {
	for _, tc := range []struct {
		v    *scoresheet.Variant
		box  scoresheet.Box
		lang string
		want string
	}{
		{scoresheet.Scandinavian(), scoresheet.Ones, "en", "1 + 1 + …"},
		{scoresheet.Scandinavian(), scoresheet.SmallStraight, "en", "1-2-3-4-5 = 15"},
		{scoresheet.Scandinavian(), scoresheet.LargeStraight, "sv", "2-3-4-5-6 = 20"},
		{scoresheet.Scandinavian(), scoresheet.TwoPairs, "sv", "2 + 2 lika"},
		{scoresheet.Scandinavian(), scoresheet.Chance, "en", "sum of all"},
		{scoresheet.Scandinavian(), scoresheet.Chance, "et", "kõik täringud kokku"}, // not "kõigi summa" beside "Summa"
		{scoresheet.Standard(), scoresheet.Yatzy, "sv", "= 50"},                     // "Fem lika" says it
		{scoresheet.Standard(), scoresheet.Yatzy, "et", "5 ühesugust = 50"},
		{scoresheet.Scandinavian(), scoresheet.Yatzy, "en", "5 alike = 50"},
		{scoresheet.Standard(), scoresheet.SmallStraight, "en", "4 in a row = 30"},
		{scoresheet.Standard(), scoresheet.LargeStraight, "sv", "5 i följd = 40"},
		{scoresheet.Standard(), scoresheet.FullHouse, "en", "3 + 2 alike = 25"},
		{scoresheet.Standard(), scoresheet.ThreeOfAKind, "en", "3 alike: sum of all"},
		{scoresheet.Maxi(), scoresheet.FullStraight, "en", "1-2-3-4-5-6 = 21"},
		{scoresheet.Maxi(), scoresheet.Yatzy, "et", "6 ühesugust = 100"},
		{scoresheet.Maxi(), scoresheet.Tower, "en", "4 + 2 alike: sum of all"},
	} {
		assert.Equal(t, tc.want, tc.v.Hint(scoresheet.Row{Kind: scoresheet.RowBox, Box: tc.box}, byTag(tc.lang)), "%s %s", tc.v.ID, tc.box)
	}
	assert.Equal(t, "≥ 84: 100", scoresheet.Maxi().Hint(scoresheet.Row{Kind: scoresheet.RowBonus}, byTag("en")))
	assert.Equal(t, "+100", scoresheet.Standard().Hint(scoresheet.Row{Kind: scoresheet.RowExtraBonus}, byTag("en")))
}

// TestRulesFollowTheVariant: a variant changed in one fact says so in its
// hints and notes, since they are worked out from it.
func TestRulesFollowTheVariant(t *testing.T) {
	v := *scoresheet.Scandinavian()
	v.BonusAt, v.Bonus = 70, 35
	assert.Equal(t, "≥ 70: 35", v.Hint(scoresheet.Row{Kind: scoresheet.RowBonus}, byTag("en")))
	assert.Contains(t, strings.Join(v.RuleNotes(byTag("en")), "\n"), "Bonus: 35 points when the upper boxes (Ones to Sixes) make 70 or more")
	notes := strings.Join(scoresheet.Standard().RuleNotes(byTag("sv")), "\n")
	assert.Contains(t, notes, "Varje ytterligare 5 lika ger +100 så länge Fem lika har 50")
	assert.Contains(t, notes, "där Kåk, Liten stege, Stor stege ger 25, 30, 40")
	assert.Contains(t, strings.Join(scoresheet.Forced().RuleNotes(byTag("en")), "\n"), "top to bottom")
	assert.Contains(t, strings.Join(scoresheet.Maxi().RuleNotes(byTag("et")), "\n"), "Säästetud viskeid")
}

func TestEveryBoxHasAHintAndAnExample(t *testing.T) {
	for _, v := range scoresheet.Variants() {
		for _, lang := range Builtin().Tags() {
			assert.Len(t, scoresheet.RuleHeads(sheets(lang)), 4)
			for _, r := range v.Rows() {
				assert.NotEmpty(t, v.Label(r, sheets(lang)), "%s %v", v.ID, r)
				if r.Kind != scoresheet.RowBox {
					continue
				}
				assert.NotEmpty(t, v.Hint(r, byTag(lang)), "%s %s %s", v.ID, r.Box, lang)
				ex, points := v.Example(r.Box)
				require.Len(t, ex, v.Dice)
				assert.Equal(t, v.Score(r.Box, ex), points)
				assert.Positive(t, points, "%s %s: %v", v.ID, r.Box, ex)
			}
		}
	}
}

func TestNames(t *testing.T) {
	for _, v := range scoresheet.Variants() {
		for _, b := range v.Boxes {
			for _, lang := range Builtin().Tags() {
				assert.NotEqual(t, string(b), v.Name(b, sheets(lang)), "%s %s has no %s name", v.ID, b, lang)
			}
		}
	}
	assert.Equal(t, "Kåk", scoresheet.Scandinavian().Name(scoresheet.FullHouse, sheets("sv")))
	assert.Equal(t, "Maja", scoresheet.Scandinavian().Name(scoresheet.FullHouse, sheets("et")))
	assert.Equal(t, "Summa", scoresheet.Scandinavian().Name(scoresheet.Chance, sheets("et")))
	assert.Equal(t, "Maxi Yatzy", scoresheet.Maxi().Name(scoresheet.Yatzy, sheets("sv")))
	assert.Equal(t, "Fem lika", scoresheet.Standard().Name(scoresheet.Yatzy, sheets("sv")))
	assert.Equal(t, "Five of a kind", scoresheet.Standard().Name(scoresheet.Yatzy, sheets("en")))
	assert.Equal(t, "Loss", scoresheet.Maxi().Name(scoresheet.Castle, sheets("et")))
	assert.Equal(t, "Ones", scoresheet.Scandinavian().Name(scoresheet.Ones, nil), "nil words are English")
	assert.Equal(t, "Stryk", scoresheet.LabelStrike.Word(sheets("sv")))
	assert.Equal(t, "Kokku", scoresheet.LabelTotal.Word(sheets("et")))
	assert.Equal(t, "Vahetulemus", scoresheet.LabelSum.Word(sheets("et")))
	assert.Equal(t, "Viisik", scoresheet.Standard().Name(scoresheet.Yatzy, sheets("et")), "five of a kind, as English and Swedish name it")
}

// TestLookupBoxInEveryLanguage: a box is found by its name in any language.
func TestLookupBoxInEveryLanguage(t *testing.T) {
	for _, tc := range []struct {
		v    *scoresheet.Variant
		name string
		box  scoresheet.Box
	}{
		{scoresheet.Scandinavian(), "kåk", scoresheet.FullHouse},
		{scoresheet.Standard(), "Fem lika", scoresheet.Yatzy},
		{scoresheet.Scandinavian(), "Väike rida", scoresheet.SmallStraight},
	} {
		b, err := tc.v.LookupBox(tc.name, Builtin().Sheets()...)
		require.NoError(t, err)
		assert.Equal(t, tc.box, b, tc.name)
	}
}

// TestHintsSayWhatTheNameDoesNot: no box's hint repeats a word of its
// name ("Fem lika: 5 lika = 50"), in any language.
func TestHintsSayWhatTheNameDoesNot(t *testing.T) {
	for _, lang := range Builtin().Tags() {
		for _, v := range scoresheet.Variants() {
			for _, b := range v.Boxes {
				name, hint := v.Name(b, sheets(lang)), v.Hint(scoresheet.Row{Kind: scoresheet.RowBox, Box: b}, byTag(lang))
				for _, word := range strings.Fields(strings.ToLower(name)) {
					if len([]rune(word)) >= 3 {
						assert.NotContains(t, strings.ToLower(hint), word, "%s %s %s: %q beside %q", lang, v.ID, b, hint, name)
					}
				}
			}
		}
	}
}

// TestSumsAreNotMistakenForBoxes: the sheet's sums and totals are named
// so that no one reads a box's name in them (Estonian Chance is "Summa":
// its upper sum is not "Vahesumma").
func TestSumsAreNotMistakenForBoxes(t *testing.T) {
	for _, lang := range Builtin().Tags() {
		for _, v := range scoresheet.Variants() {
			for _, label := range []scoresheet.Label{scoresheet.LabelSum, scoresheet.LabelTotal} {
				word := strings.ToLower(label.Word(sheets(lang)))
				for _, b := range v.Boxes {
					assert.NotContains(t, word, strings.ToLower(v.Name(b, sheets(lang))), "%s %s: %q", lang, v.ID, word)
				}
			}
		}
	}
}
