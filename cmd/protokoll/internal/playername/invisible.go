package playername

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// The characters that show nothing: two names, or two titles, one with
// such a character and one without, look the same and are not. They are
// Unicode's Default_Ignorable_Code_Point (tag characters, variation
// selectors, joiners, the Hangul fillers, the invisible operators, …),
// and the other format characters (Cf) that show nothing (the interlinear
// annotation marks), as of the Unicode version of Go's unicode package
// (15.0.0 with Go 1.26). The four that ride along in pasted text (a
// zero-width space, a word joiner, a soft hyphen, a byte order mark) are
// taken out of a name (plainSpaces); the others are refused where they
// show nothing, and let through only where they make what is shown:
//
//   - a zero-width joiner inside an emoji sequence (👨‍👩‍👧), or after
//     a virama (Devanagari's half forms);
//   - a zero-width non-joiner after a virama, or between two Arabic
//     letters (Persian writes it);
//   - emoji and text presentation selectors (U+FE0E, U+FE0F) after a
//     symbol or a keycap's digit (❤️, 1️⃣);
//   - the other variation selectors after a Han ideograph (the forms of a
//     kanji in a Japanese name), and the Mongolian ones after a Mongolian
//     letter;
//   - the tag characters of the three flags of a subdivision that emoji
//     have (England, Scotland, Wales).

// defaultIgnorable reports whether r is Unicode's Default_Ignorable_Code_Point,
// derived as DerivedCoreProperties.txt derives it: Other_Default_Ignorable_Code_Point,
// Cf and Variation_Selector, without White_Space, the interlinear annotation
// marks (U+FFF9–U+FFFB), the Egyptian hieroglyph format controls
// (U+13430–U+1343F) and Prepended_Concatenation_Mark.
func defaultIgnorable(r rune) bool {
	return (unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) || unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Variation_Selector, r)) &&
		!unicode.Is(unicode.White_Space, r) && !(r >= 0xFFF9 && r <= 0xFFFB) && !(r >= 0x13430 && r <= 0x1343F) &&
		!unicode.Is(unicode.Prepended_Concatenation_Mark, r)
}

//go:generate go run gen_names.go

// ShowsNothing reports whether r is a character that shows nothing:
// Default_Ignorable_Code_Point, and the interlinear annotation marks.
// (Exported for gen_names.go.)
func ShowsNothing(r rune) bool { return defaultIgnorable(r) || r >= 0xFFF9 && r <= 0xFFFB }

// subdivisionFlags are the tag sequences after U+1F3F4 (a black flag)
// that make a flag of emoji: England, Scotland, Wales.
var subdivisionFlags = []string{tagged("gbeng"), tagged("gbsct"), tagged("gbwls")}

// tagged is s in tag characters, and the cancel tag that ends them.
func tagged(s string) string {
	out := make([]rune, 0, len(s)+1)
	for _, r := range s {
		out = append(out, 0xE0000+r)
	}
	return string(append(out, 0xE007F))
}

// Invisible returns the first character of s that shows nothing there,
// and where it is (a byte offset); ok is false when there is none.
func Invisible(s string) (r rune, at int, ok bool) {
	for i, c := range hidden(s) {
		return c, i, true
	}
	return 0, 0, false
}

// hidden yields the characters of s that show nothing there, each with
// its byte offset.
func hidden(s string) func(yield func(int, rune) bool) {
	return func(yield func(int, rune) bool) {
		flagTags := 0 // bytes of a subdivision flag's tags still to pass
		for i, c := range s {
			if flagTags > 0 {
				flagTags -= utf8.RuneLen(c)
				continue
			}
			if c == 0x1F3F4 {
				for _, f := range subdivisionFlags {
					if strings.HasPrefix(s[i+4:], f) {
						flagTags = len(f)
					}
				}
			}
			if ShowsNothing(c) && !shows(c, s[:i], s[i+utf8.RuneLen(c):]) && !yield(i, c) {
				return
			}
		}
	}
}

// shows reports whether the character r, which is default ignorable,
// makes what is shown between what comes before and after it.
func shows(r rune, before, after string) bool {
	prev, _ := utf8.DecodeLastRuneInString(before)
	next, _ := utf8.DecodeRuneInString(after)
	// An emoji's modifiers and selectors go with it: a joiner after 👍🏽 or
	// ❤️ joins the emoji.
	base := before
	for len(base) > 0 {
		c, n := utf8.DecodeLastRuneInString(base)
		if c != 0xFE0F && !(c >= 0x1F3FB && c <= 0x1F3FF) {
			break
		}
		base = base[:len(base)-n]
	}
	emoji, _ := utf8.DecodeLastRuneInString(base)
	switch {
	case r == 0x200D: // zero-width joiner
		return isEmoji(emoji) && isEmoji(next) || virama(prev)
	case r == 0x200C: // zero-width non-joiner
		return virama(prev) || unicode.Is(unicode.Arabic, prev) && unicode.IsLetter(prev) && unicode.Is(unicode.Arabic, next) && unicode.IsLetter(next)
	case r == 0xFE0E || r == 0xFE0F:
		return isEmoji(prev) || prev >= '0' && prev <= '9' || prev == '#' || prev == '*'
	case r >= 0xFE00 && r <= 0xFE0D || r >= 0xE0100 && r <= 0xE01EF:
		return unicode.Is(unicode.Han, prev)
	case r >= 0x180B && r <= 0x180D || r == 0x180F:
		return unicode.Is(unicode.Mongolian, prev) && unicode.IsLetter(prev)
	}
	return false
}

// isEmoji reports whether r is a symbol an emoji sequence may be made of
// (☕, ❤, 👩, 🏳, ©, ↔).
func isEmoji(r rune) bool {
	return r >= 0xA9 && r != utf8.RuneError && (unicode.Is(unicode.So, r) || unicode.Is(unicode.Sm, r))
}

// virama reports whether r is a virama (a vowel killer, of canonical
// combining class 9), after which a joiner or non-joiner chooses the
// consonant's form.
func virama(r rune) bool {
	var b [utf8.UTFMax]byte
	n := utf8.EncodeRune(b[:], r)
	return norm.NFC.PropertiesString(string(b[:n])).CCC() == 9
}

// A runeName is a character's name.
type runeName struct {
	r    rune
	name string
}

// Describe names a character as a message does: U+E0041 TAG LATIN
// CAPITAL LETTER A.
func Describe(r rune) string {
	if i, ok := slices.BinarySearchFunc(invisibleNames, r, func(n runeName, r rune) int { return int(n.r - r) }); ok {
		return fmt.Sprintf("%U %s", r, invisibleNames[i].name)
	}
	return fmt.Sprintf("%U", r)
}
