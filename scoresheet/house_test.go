package scoresheet

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func mustHouse(t *testing.T, text string) *Variant {
	t.Helper()
	h, err := ParseHouseRules(text)
	require.NoError(t, err)
	return h.Variant()
}

// counts returns how many dice show each face.
func faceCounts(r Roll) [7]int {
	var c [7]int
	for _, d := range r {
		c[d]++
	}
	return c
}

// TestHouseScoringByHand: each change scores every roll as worked out
// here from the dice, not by the package's own scoring.
func TestHouseScoringByHand(t *testing.T) {
	v := mustHouse(t, "scandinavian\nfull_house = 25\nsmall_straight = 10\nyatzy = 100\ntwo_pairs allows four alike\n")
	for _, r := range v.Rolls() {
		c := faceCounts(r)
		three, two := false, false // a face three or more times, another twice or more
		for f := 1; f <= 6; f++ {
			for g := 1; g <= 6; g++ {
				if f != g && c[f] >= 3 && c[g] >= 2 {
					three, two = true, true
				}
			}
		}
		want := 0
		if three && two {
			want = 25
		}
		assert.Equal(t, want, v.Score(FullHouse, r), "%v full house", r)
		want = 0
		if c[1] > 0 && c[2] > 0 && c[3] > 0 && c[4] > 0 && c[5] > 0 {
			want = 10
		}
		assert.Equal(t, want, v.Score(SmallStraight, r), "%v small straight", r)
		want = 0
		if slices.Contains(c[:], 5) {
			want = 100
		}
		assert.Equal(t, want, v.Score(Yatzy, r), "%v yatzy", r)
		// Two pairs: the two highest faces shown twice or more, or a
		// face four times or more as two pairs of it.
		var pairs []int
		for f := 6; f >= 1; f-- {
			if c[f] >= 2 {
				pairs = append(pairs, f)
			}
		}
		want = 0
		switch {
		case len(pairs) >= 2:
			want = 2*pairs[0] + 2*pairs[1]
		case len(pairs) == 1 && c[pairs[0]] >= 4:
			want = 4 * pairs[0]
		}
		assert.Equal(t, want, v.Score(TwoPairs, r), "%v two pairs", r)
		// What no line changed scores as before.
		assert.Equal(t, Scandinavian().Score(LargeStraight, r), v.Score(LargeStraight, r))
		assert.Equal(t, Scandinavian().Score(Chance, r), v.Score(Chance, r))
	}
}

// TestHouseHints: the sheet's words follow the changes.
func TestHouseHints(t *testing.T) {
	v := mustHouse(t, "scandinavian\nbonus 75 = 50\nfull_house = 25\ntwo_pairs allows four alike\n")
	hint := map[Box]string{}
	for _, r := range v.Rows() {
		if r.Kind == RowBox {
			hint[r.Box] = v.Hint(r, nil)
		}
		if r.Kind == RowBonus {
			assert.Equal(t, "≥ 75: 50", v.Hint(r, nil))
		}
	}
	assert.Equal(t, "3 + 2 alike = 25", hint[FullHouse])
	assert.Equal(t, "2 + 2 alike / 4 alike", hint[TwoPairs])
	assert.Equal(t, "2 + 2 alike", Scandinavian().Hint(Row{Kind: RowBox, Box: TwoPairs}, nil))
	assert.Equal(t, []int{4, 7, 11, 14, 18, 21}, []int{v.PaceTarget(1), v.PaceTarget(2), v.PaceTarget(3), v.PaceTarget(4), v.PaceTarget(5), v.PaceTarget(6)})
	assert.Contains(t, strings.Join(v.RuleNotes(nil), " "), "make 75 or more; the pace +/- counts against each box's share of it (its face × 75 / 21)")
	assert.Equal(t, 12, Scandinavian().PaceTarget(4))
}

// TestHouseBonus: the bonus at 75 = 50 is earned at 75 and not at 74,
// and the pace and the bonus needed follow it.
func TestHouseBonus(t *testing.T) {
	v := mustHouse(t, "scandinavian\nbonus 75 = 50\n")
	assert.Equal(t, 75, v.BonusAt)
	assert.Equal(t, 50, v.Bonus)
	for _, tc := range []struct {
		sixes Roll
		bonus int
	}{{Roll{6, 6, 6, 6, 1}, 0}, {Roll{6, 6, 6, 6, 6}, 50}} {
		s, err := NewSheet(v, []string{"Anna"}, Choices{})
		require.NoError(t, err)
		// 4+8+12+16+15 = 55 before sixes: 24 more make 79 ≥ 75, 30 make 85.
		for _, turn := range []struct {
			b Box
			r Roll
		}{{Ones, Roll{1, 1, 1, 1, 2}}, {Twos, Roll{2, 2, 2, 2, 1}}, {Threes, Roll{3, 3, 3, 3, 1}}, {Fours, Roll{4, 4, 4, 4, 1}}, {Fives, Roll{5, 5, 5, 1, 2}}} {
			require.NoError(t, s.Apply(Turn("Anna", turn.b, turn.r, 3, false)))
		}
		require.NoError(t, s.Apply(Turn("Anna", Sixes, tc.sixes, 3, false)))
		upper := s.Totals("Anna").Upper
		want := 0
		if upper >= 75 {
			want = 50
		}
		assert.Equal(t, want, s.Totals("Anna").Bonus, "upper %d", upper)
	}
}

// TestHouseBottomUpAndSavedRollsOff: forced bottom-up offers the last
// free box; maxi without saved rolls keeps no rolls.
func TestHouseBottomUpAndSavedRollsOff(t *testing.T) {
	v := mustHouse(t, "forced\norder bottom-up\n")
	s, err := NewSheet(v, []string{"Anna"}, Choices{})
	require.NoError(t, err)
	opts, err := s.Options(Roll{6, 6, 6, 6, 6})
	require.NoError(t, err)
	require.Len(t, opts, 1)
	assert.Equal(t, Yatzy, opts[0].Box)
	assert.Error(t, s.Apply(Turn("Anna", Ones, Roll{1, 1, 1, 1, 1}, 3, false)))
	require.NoError(t, s.Apply(Turn("Anna", Yatzy, Roll{6, 6, 6, 6, 6}, 3, false)))
	opts, err = s.Options(Roll{6, 6, 6, 6, 6})
	require.NoError(t, err)
	assert.Equal(t, Chance, opts[0].Box)
	assert.Contains(t, strings.Join(v.RuleNotes(nil), " "), "next free box, bottom to top")

	m := mustHouse(t, "maxi\nsaved rolls off\n")
	assert.False(t, m.SavedRolls)
	ms, err := NewSheet(m, []string{"Anna"}, Choices{})
	require.NoError(t, err)
	require.NoError(t, ms.Apply(Turn("Anna", Sixes, Roll{6, 6, 6, 6, 6, 6}, 1, false)))
	assert.Zero(t, ms.Totals("Anna").Saved, "no rolls saved")
}

// TestHouseRulesRefused: every line the rules cannot express is refused
// with its line and column, saying what can be changed.
func TestHouseRulesRefused(t *testing.T) {
	for text, want := range map[string]string{
		"":            "no rules: the first line names the variant changed",
		"kvarteret\n": `line 1, column 1: "kvarteret": the first line names the variant changed, one of scandinavian, forced, maxi, standard`,
		"# ours\nscandinavian\n  bonus 75 - 50\n":       `line 3, column 3: "bonus 75 - 50" is not a change the rules can score; the changes are: bonus AT = POINTS; BOX = POINTS`,
		"scandinavian\nbonus 200 = 50\n":                "line 2, column 1: a bonus at 200 cannot be: the upper boxes make 1 to 105",
		"scandinavian\nbonus 75 = many\n":               `line 2, column 1: "many" is not a number of points`,
		"scandinavian\nsixes = 30\n":                    "line 2, column 1: Sixes scores its dice, not a combination",
		"scandinavian\nchance = 30\n":                   "line 2, column 1: Chance scores its dice",
		"scandinavian\ncastle = 30\n":                   `line 2, column 1: "castle" is not a box of scandinavian`,
		"scandinavian\norder bottom-up\n":               `line 2, column 1: "order bottom-up" does not apply to scandinavian`,
		"standard\ntwo_pairs allows four alike\n":       `line 2, column 1: "two_pairs allows four alike" does not apply to standard`,
		"scandinavian\nsaved rolls off\n":               `"saved rolls off" does not apply to scandinavian`,
		"scandinavian\nbonus 75 = 50\nbonus 84 = 100\n": `line 3, column 1: "bonus 84 = 100" changes what line 2 changed already`,
	} {
		_, err := ParseHouseRules(text)
		require.Error(t, err, text)
		assert.Contains(t, err.Error(), want, text)
	}
}

// TestHouseRulesOfAVariantOfTheirOwn: rules may begin with a whole
// definition; they read back the same and score by their changes.
func TestHouseRulesOfAVariantOfTheirOwn(t *testing.T) {
	text := "variant mini\nscoring nordic\ndice 5\nboxes sixes full_house yatzy\nbonus 18 = 10\nfull_house = 25 # fixed\n"
	h, err := ParseHouseRules(text)
	require.NoError(t, err)
	assert.Equal(t, "mini", h.Base.ID)
	require.Len(t, h.Changes, 1)
	back, err := ParseHouseRules(h.String())
	require.NoError(t, err)
	assert.Equal(t, h.String(), back.String())
	v := h.Variant()
	assert.Equal(t, 25, v.Score(FullHouse, Roll{6, 6, 6, 5, 5}))
	assert.False(t, v.BuiltIn())
	assert.NotEqual(t, "mini", v.Key())
	assert.True(t, Scandinavian().BuiltIn())
	assert.Equal(t, "scandinavian", Scandinavian().Key())
	own, err := ParseVariant("variant scandinavian\nscoring nordic\ndice 5\nboxes ones yatzy\nbonus 3 = 5\n")
	require.NoError(t, err)
	assert.NotEqual(t, Scandinavian().Key(), own.Key(), "a variant of its own called scandinavian is not the built-in")
	_, err = ParseHouseRules("variant x\nscoring nordic\ndice 5\nboxes ones\nbonus 3 = 1\nbonus 4 = 1\n")
	assert.ErrorContains(t, err, "line 6, column 1")
}

// TestHouseRulesAsPeopleWriteThem: a byte-order mark, Windows line ends,
// capitals, tabs and box names as people say them (the names of other
// languages too, once added: see the program's tests).
func TestHouseRulesAsPeopleWriteThem(t *testing.T) {
	h, err := ParseHouseRules("\ufeffScandinavian\r\n\tFull House = 25\r\nsmall-straight = 10\r\n")
	require.NoError(t, err)
	assert.Equal(t, "scandinavian\nfull_house = 25\nsmall_straight = 10\n", h.String())
	_, err = ParseHouseRules("scandinavian\nfull house = 25\nFULL_HOUSE = 30\n")
	assert.ErrorContains(t, err, `line 3, column 1: "FULL_HOUSE = 30" changes what line 2 changed already`)
}

// FuzzParseHouseRules: any text is read or refused, never a panic, and
// what is read writes itself back the same.
func FuzzParseHouseRules(f *testing.F) {
	f.Add("scandinavian\nbonus 75 = 50\nfull_house = 25\n")
	f.Add("maxi\nsaved rolls off\ntwo_pairs allows four alike\n")
	f.Add("forced\norder bottom-up # ours\n")
	f.Fuzz(func(t *testing.T, text string) {
		h, err := ParseHouseRules(text)
		if err != nil {
			if !strings.Contains(err.Error(), "line") && !strings.Contains(err.Error(), "no rules") {
				t.Errorf("%q: %v names no line", text, err)
			}
			return
		}
		back, err := ParseHouseRules(h.String())
		if err != nil {
			t.Fatalf("%q: written %q, read back: %v", text, h.String(), err)
		}
		if back.String() != h.String() {
			t.Errorf("%q: %q then %q", text, h.String(), back.String())
		}
	})
}

// TestDefinitionsAndHouseRulesTakeTheSameNumbers: a number a definition
// takes (its bonus's points) is one house rules take (a fixed score),
// and the other way round.
func TestDefinitionsAndHouseRulesTakeTheSameNumbers(t *testing.T) {
	for _, n := range []string{"0", "1", "999", "1000", "1001", "-1", "25.5", "many"} {
		_, defErr := ParseVariant("variant x\nscoring nordic\ndice 5\nboxes ones full_house yatzy\nbonus 3 = " + n + "\n")
		_, houseErr := ParseHouseRules("scandinavian\nfull_house = " + n + "\n")
		assert.Equal(t, defErr == nil, houseErr == nil, "%s: the definition says %v, house rules %v", n, defErr, houseErr)
	}
}

// TestChangeFormsAreWhatIsRead: each form of change the help and the
// refusals list has an example that the rules read, on a variant it
// applies to, as the change it names.
func TestChangeFormsAreWhatIsRead(t *testing.T) {
	kinds := map[string]ChangeKind{}
	for _, c := range ChangeForms() {
		var h HouseRules
		var err error
		for _, v := range Variants() {
			if h, err = ParseHouseRules(v.ID + "\n" + c.Example + "\n"); err == nil {
				break
			}
		}
		require.NoError(t, err, c.Example)
		require.Len(t, h.Changes, 1, c.Example)
		assert.Equal(t, c.Example, h.Changes[0].String(), "the example reads back as written")
		kinds[c.Form] = h.Changes[0].Kind
	}
	assert.Len(t, kinds, 5, "a form for each kind of change")
}

// TestEveryBonusHasExamples: whatever the bonus's threshold, every box of
// the rules page has an example roll that scores in it; a threshold
// below 21 (no whole die of each face on the pace) once had none.
func TestEveryBonusHasExamples(t *testing.T) {
	for _, at := range []int{1, 5, 18, 20, 21, 42, 63, 84, 105} {
		v := mustHouse(t, fmt.Sprintf("scandinavian\nbonus %d = 10\n", at))
		for _, b := range v.Boxes {
			roll, points := v.Example(b)
			assert.Equal(t, v.Score(b, roll), points, "bonus %d, %s", at, b)
			assert.Positive(t, points, "bonus %d, %s: %v", at, b, roll)
		}
		assert.NotEmpty(t, v.RuleNotes(nil))
	}
}
