package pdf

import (
	"bytes"
	"slices"
	"strings"
	"sync"
	"unicode/utf8"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// family is the font family every document uses.
const family = "go"

// covered returns the runes the Go fonts can draw, read from the regular
// font's own character map (the bold one has the same) the first time a
// sheet needs it: probing 65,000 runes is no work for a command that draws
// no PDF.
var covered = sync.OnceValue(func() map[rune]bool {
	f, err := sfnt.Parse(goregular.TTF)
	if err != nil {
		panic("pdf: the Go font does not parse: " + err.Error())
	}
	m := map[rune]bool{}
	var b sfnt.Buffer
	for r := rune(0x20); r <= 0xFFFF; r++ {
		if g, err := f.GlyphIndex(&b, r); err == nil && g != 0 {
			m[r] = true
		}
	}
	return m
})

// Undrawable returns the characters of s the sheets' font cannot draw, each
// once, in the order they come: a name's emoji or Chinese letters. The
// sheets print s without them; the program says so (the pdf command
// warns, naming the player and the characters).
func Undrawable(s string) []string {
	var out []string
	for _, r := range s {
		if r == '\n' || r == '\t' || covered()[r] || r < 0x20 || r == 0x7f {
			continue
		}
		if c := string(r); !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}

// clean makes s safe to draw: every rune the font lacks, above U+FFFF or
// not valid UTF-8 is left out (never a silent "?" in its place: see
// Undrawable), and control characters become spaces.
func clean(s string) string {
	ok := true
	for _, r := range s {
		if !covered()[r] {
			ok = false
			break
		}
	}
	if ok && utf8.ValidString(s) {
		return s
	}
	var b strings.Builder
	dropped := false
	for _, r := range s {
		switch {
		case r == '\n' || r == '\t':
			b.WriteByte(' ')
		case covered()[r]:
			b.WriteRune(r)
		default:
			dropped = true
		}
	}
	if dropped {
		// "Emil 🎲" is "Emil", not "Emil " or "Emil  Ek".
		return strings.Join(strings.Fields(b.String()), " ")
	}
	return b.String()
}

// fontBytes returns fresh copies of the regular and bold font.
func fontBytes() (regular, bold []byte) {
	return bytes.Clone(goregular.TTF), bytes.Clone(gobold.TTF)
}
