package pdf

import (
	"bytes"
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

// clean makes s safe to draw: every rune the font lacks, above U+FFFF or
// not valid UTF-8 becomes "?", and control characters become spaces.
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
	for _, r := range s {
		switch {
		case r == '\n' || r == '\t':
			b.WriteByte(' ')
		case covered()[r]:
			b.WriteRune(r)
		default:
			b.WriteByte('?')
		}
	}
	return b.String()
}

// fontBytes returns fresh copies of the regular and bold font.
func fontBytes() (regular, bold []byte) {
	return bytes.Clone(goregular.TTF), bytes.Clone(gobold.TTF)
}
