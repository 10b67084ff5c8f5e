package share

import (
	"io"
	"strings"

	qr "github.com/piglig/go-qr"
)

// quiet is the light margin a QR code needs around it, in modules.
const quiet = 4

// QR draws the QR code of text for the terminal: each module two
// columns wide and a line high, or with small, half blocks (a line holds
// two rows of modules). With color, dark modules are black and light ones
// white, whatever the terminal's colours; without, light modules are
// drawn in the text's colour and dark ones left blank.
func QR(w io.Writer, text string, small, color bool) error {
	code, err := qr.EncodeText(text, qr.Medium)
	if err != nil {
		return err
	}
	n := code.Size()
	dark := func(x, y int) bool {
		x, y = x-quiet, y-quiet
		return x >= 0 && y >= 0 && x < n && y < n && code.Module(x, y)
	}
	size := n + 2*quiet
	var b strings.Builder
	const (
		black, white, reset = "\x1b[30;40m", "\x1b[37;47m", "\x1b[0m"
		fgBlackBgWhite      = "\x1b[30;47m"
		fgWhiteBgBlack      = "\x1b[37;40m"
	)
	if !small {
		for y := range size {
			for x := range size {
				switch {
				case color && dark(x, y):
					b.WriteString(black + "  ")
				case color:
					b.WriteString(white + "  ")
				case dark(x, y):
					b.WriteString("  ")
				default:
					b.WriteString("██")
				}
			}
			if color {
				b.WriteString(reset)
			}
			b.WriteByte('\n')
		}
		_, err := io.WriteString(w, b.String())
		return err
	}
	for y := 0; y < size; y += 2 {
		for x := range size {
			top, bottom := dark(x, y), y+1 < size && dark(x, y+1)
			if y+1 >= size {
				bottom = false // the margin goes on below
			}
			if color {
				// ▀: the upper half in the foreground's colour.
				switch {
				case top && bottom:
					b.WriteString(black + " ")
				case !top && !bottom:
					b.WriteString(white + " ")
				case top:
					b.WriteString(fgBlackBgWhite + "▀")
				default:
					b.WriteString(fgWhiteBgBlack + "▀")
				}
				continue
			}
			switch {
			case top && bottom:
				b.WriteString(" ")
			case !top && !bottom:
				b.WriteString("█")
			case top:
				b.WriteString("▄")
			default:
				b.WriteString("▀")
			}
		}
		if color {
			b.WriteString(reset)
		}
		b.WriteByte('\n')
	}
	_, err = io.WriteString(w, b.String())
	return err
}
