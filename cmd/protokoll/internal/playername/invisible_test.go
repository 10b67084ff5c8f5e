//go:build !race

package playername

import (
	"fmt"
	"strings"
	"testing"
	"unicode"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/unicode/runenames"
)

// TestDefaultIgnorableIsUnicodes: the characters taken for
// Default_Ignorable_Code_Point are as many as DerivedCoreProperties.txt
// of Unicode 15.0.0 counts ("Total code points: 4174"), its classes
// among them.
func TestDefaultIgnorableIsUnicodes(t *testing.T) {
	require.Equal(t, "15.0.0", unicode.Version, "the count below is Unicode 15.0.0's: look it up again for another")
	n := 0
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if defaultIgnorable(r) {
			n++
		}
	}
	assert.Equal(t, 4174, n)
	for _, r := range []rune{0xAD, 0x34F, 0x61C, 0x115F, 0x17B4, 0x180B, 0x180E, 0x200B, 0x200F, 0x202E, 0x2060, 0x2065, 0x206F, 0x3164, 0xFE00, 0xFEFF, 0xFFA0, 0xFFF0, 0x1BCA3, 0x1D173, 0xE0000, 0xE0041, 0xE007F, 0xE01EF, 0xE0FFF} {
		assert.True(t, defaultIgnorable(r), "%U", r)
	}
	for _, r := range []rune{' ', 0xA0, 0x600, 0x1680, 0x3000, 0xFFF9, 0x13430, 'A', 0x1F3F4} {
		assert.False(t, defaultIgnorable(r), "%U", r)
	}
}

// TestInvisibleCharactersAreRefused: every character that shows nothing
// in a name (each of Default_Ignorable_Code_Point's 4,174, tag characters
// and all, and the interlinear annotation marks) is refused with a
// message that names it, or, the four that pasted text brings along,
// taken out; and shown escaped where a file holds it.
func TestInvisibleCharactersAreRefused(t *testing.T) {
	stripped := map[rune]bool{0x200B: true, 0x2060: true, 0xAD: true, 0xFEFF: true}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if !ShowsNothing(r) {
			continue
		}
		name := "Bo" + string(r) + "b"
		got, err := Check(name)
		if stripped[r] {
			require.NoError(t, err, "%U", r)
			assert.Equal(t, "Bob", got, "%U", r)
			continue
		}
		require.Error(t, err, "%U", r)
		if unsafe(r) {
			assert.ErrorContains(t, err, "holds a control character", "%U", r)
			continue
		}
		assert.ErrorContains(t, err, fmt.Sprintf("holds a character that shows nothing (%U", r), "%U", r)
		assert.NotContains(t, err.Error(), string(r), "shown escaped: %U", r)
		assert.NotEqual(t, name, Display(name), "%U", r)
	}
	_, err := Check("Bo\U000E0041")
	assert.EqualError(t, err, `the name Bo\U000e0041 holds a character that shows nothing (U+E0041 TAG LATIN CAPITAL LETTER A): leave it out`)
	_, err = Check("Anna\u3164")
	assert.ErrorContains(t, err, "(U+3164 HANGUL FILLER)")
	_, err = Check("Anna\U000E0FFF")
	assert.ErrorContains(t, err, "(U+E0FFF)", "unassigned: no name to say")
}

// TestCharactersThatShowSomethingInPlace: a joiner, a selector or a tag
// character is let through where it makes what is shown (an emoji
// sequence, a Devanagari half form, Persian's non-joiner, a kanji's
// form, the flags of England, Scotland and Wales), and refused where the
// same shows nothing.
func TestCharactersThatShowSomethingInPlace(t *testing.T) {
	for _, ok := range []string{
		"👨\u200d👩\u200d👧\u200d👦",   // a family
		"🏳\ufe0f\u200d🌈",           // the rainbow flag
		"👩🏽\u200d💻",                // a coder, skin tone and all
		"Anna ❤\ufe0f",             // a red heart
		"Bo 1\ufe0f\u20e3",         // keycap one
		"Cilla ↔\ufe0f",            // an arrow as emoji
		"🏴" + tagged("gbsct"),      // Scotland
		"Ewan 🏴" + tagged("gbwls"), // Wales
		"क्\u200dष",                // Devanagari: a half form
		"क्\u200cष",                // and its full form kept
		"می\u200cخواهم",            // Persian
		"葛\U000E0100城",             // a kanji's form (IVS)
		"ᠠ\u180b",                  // Mongolian
		"Émile",
	} {
		got, err := Check(ok)
		require.NoError(t, err, "%q", ok)
		assert.Equal(t, ok, got)
		assert.Equal(t, ok, Display(ok), "shown as it is")
	}
	for _, bad := range []string{
		"Bo\u200db",           // a joiner between letters
		"Bo\u200cb",           // a non-joiner between Latin letters
		"Bo\ufe0f",            // an emoji selector after a letter
		"B\ufe00o",            // a variation selector after a letter
		"🏴" + tagged("zzzzz"), // a flag of no subdivision: a black flag and tags
		"🏴" + tagged("gbsc"),  // cut short
		tagged("gbsct"),       // no flag before
		"Bo" + tagged("gbsct"),
		"👨\u200d",    // a joiner at the end
		"\u200d👩",    // and at the start
		"Anna\u200e", // a left-to-right mark
	} {
		_, err := Check(bad)
		assert.ErrorContains(t, err, "shows nothing", "%+q", bad)
	}
	assert.Equal(t, `Bo\u200db`, Display("Bo\u200db"))
	assert.Equal(t, "👨\u200d👩"+`\u200d`, Display("👨\u200d👩\u200d"), "only what shows nothing is escaped")
	assert.True(t, strings.HasPrefix(Describe(0x200D), "U+200D ZERO WIDTH JOINER"))
}

// TestInvisibleNamesAreUnicodes: names.go (go generate) names every
// character that shows nothing as Unicode does.
func TestInvisibleNamesAreUnicodes(t *testing.T) {
	var want []runeName
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if name := runenames.Name(r); ShowsNothing(r) && name != "" {
			want = append(want, runeName{r, name})
		}
	}
	require.Equal(t, want, invisibleNames, "run go generate")
	assert.Equal(t, "U+E0041 TAG LATIN CAPITAL LETTER A", Describe(0xE0041))
	assert.Equal(t, "U+E0FFF", Describe(0xE0FFF), "unassigned: no name")
	assert.Equal(t, "U+0041", Describe('A'), "not one of them: not named")
}
