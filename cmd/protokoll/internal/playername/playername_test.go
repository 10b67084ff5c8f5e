//go:build !race

// Names are checked and cut by pure functions: the package starts no
// goroutine and neither do its tests, which cannot meet a race; they run
// in the pass without the race detector.

package playername

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCheck(t *testing.T) {
	for _, bad := range []string{"\x1b]0;pwned\x07Anna", "An\x1b[2Jna", "Bo\a", "Ce\rcilia", "Da\x00n", "E\nva", "Fi\u0085a", strings.Repeat("x", 41)} {
		_, err := Check(bad)
		assert.Error(t, err, "%q", bad)
		if err != nil {
			assert.NotContains(t, err.Error(), "\x1b", "the message shows no raw control character")
			assert.LessOrEqual(t, len(err.Error()), 140, "echoed input is cut: %q", err)
		}
	}
	nfd := "E\u0301mile"
	got, err := Check("  " + nfd + " ")
	require.NoError(t, err)
	assert.Equal(t, "\u00c9mile", got, "kept in NFC")
	got, err = Check(strings.Repeat("ö", 40))
	require.NoError(t, err)
	assert.Len(t, []rune(got), 40)
}

func TestParse(t *testing.T) {
	names, err := Parse("Anna, Bo ,Cecilia,")
	require.NoError(t, err)
	assert.Equal(t, []string{"Anna", "Bo", "Cecilia"}, names)
	_, err = Parse("Anna,B\x1bo")
	assert.ErrorContains(t, err, `holds a control character (U+001B)`)
}

func TestDisplay(t *testing.T) {
	assert.Equal(t, "Anna", Display("Anna"))
	assert.Equal(t, `\x1b]0;pwned\aAnna`, Display("\x1b]0;pwned\x07Anna"))
	assert.Equal(t, `A\nB\x00\xff`, Display("A\nB\x00\xff"))
	assert.Equal(t, "Émile 🎲", Display("Émile 🎲"))
}

// TestBidiControlsAreRefused: the controls that reorder text shown after
// them (U+202A–U+202E, U+2066–U+2069; "Trojan Source") are refused like
// control characters, and shown escaped where an old file holds one.
func TestBidiControlsAreRefused(t *testing.T) {
	for _, r := range []rune{0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069} {
		name := "Anna" + string(r) + "oB"
		_, err := Check(name)
		assert.ErrorContains(t, err, "holds a control character", "%U", r)
		if err != nil {
			assert.NotContains(t, err.Error(), string(r), "the message shows it escaped")
		}
		assert.Equal(t, "Anna"+`\u`+strings.ToLower(fmt.Sprintf("%04X", r))+"oB", Display(name), "%U", r)
	}
	got, err := Check("عائشة")
	require.NoError(t, err, "right-to-left letters are letters")
	assert.Equal(t, "عائشة", got)
}

// TestNamesThatLookTheSameAreTheSame: a name is kept as it looks: a
// no-break space, spaces doubled, a zero-width space or a soft hyphen
// make no other name; and a character is what a person counts as one
// (a family emoji, a flag).
func TestNamesThatLookTheSameAreTheSame(t *testing.T) {
	for _, typed := range []string{"Anna\u00a0B", "Anna  B", " Anna B ", "Anna\u200b B", "An\u00adna B", "Anna\u202fB", "\ufeffAnna B"} {
		got, err := Check(typed)
		require.NoError(t, err, "%q", typed)
		assert.Equal(t, "Anna B", got, "%q", typed)
	}
	family := strings.Repeat("👨‍👩‍👧‍👦", 10) // 10 characters, 70 code points
	got, err := Check(family)
	require.NoError(t, err)
	assert.Equal(t, family, got)
	_, err = Check(strings.Repeat("🇸🇪", MaxName+1))
	require.Error(t, err)
	assert.Contains(t, err.Error(), "has 41 characters: a name has at most 40")
	assert.Contains(t, err.Error(), strings.Repeat("🇸🇪", MaxName/2)+"…", "cut between characters")
}

// TestANameHoldsNoComma: a name with a comma is refused: --players splits
// at commas, so it could not be given again (rename took "A,B").
func TestANameHoldsNoComma(t *testing.T) {
	_, err := Check("Anna, Bo")
	assert.ErrorContains(t, err, "holds a comma")
}

// TestNoNameBetweenTwoCommas: "Anna,,Bo" is a name left out, refused (it
// made a game of two); a comma at either end is none.
func TestNoNameBetweenTwoCommas(t *testing.T) {
	_, err := Parse("Anna,,Bo")
	assert.ErrorContains(t, err, "no name between two commas")
	_, err = Parse("Anna, ,Bo")
	assert.Error(t, err)
	for _, s := range []string{"Anna,Bo,", ",Anna,Bo", " Anna , Bo "} {
		names, err := Parse(s)
		require.NoError(t, err, s)
		assert.Equal(t, []string{"Anna", "Bo"}, names, s)
	}
}
