package ask

import (
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/charmbracelet/lipgloss"
)

// backgroundWait is the longest a form waits for the terminal to say its
// background colour; a terminal that says nothing costs this, once.
const backgroundWait = 500 * time.Millisecond

var backgroundOnce sync.Once

// learnBackground asks the terminal once, before the first form takes it
// over, whether its background is dark, so that the forms' colours suit
// it. The program's start does not ask (see the termquery package), so a
// command that draws no form never waits for a terminal.
func learnBackground(out io.Writer) {
	backgroundOnce.Do(func() {
		f, ok := out.(*os.File)
		if !ok {
			return
		}
		if dark, ok := darkBackground(f, backgroundWait); ok {
			lipgloss.SetHasDarkBackground(dark)
		}
	})
}

// askable reports whether a terminal may be asked at all: screen and tmux
// answer for one of several terminals, and a dumb one cannot.
func askable() bool {
	term := os.Getenv("TERM")
	return !strings.HasPrefix(term, "screen") && !strings.HasPrefix(term, "tmux") && !strings.HasPrefix(term, "dumb")
}

// parseBackground reads a terminal's answer to OSC 11 ("\x1b]11;rgb:
// RRRR/GGGG/BBBB" then BEL or ST) and reports whether the colour is dark.
func parseBackground(answer string) (dark, ok bool) {
	_, rgb, found := strings.Cut(answer, "]11;rgb:")
	if !found {
		return false, false
	}
	rgb, _, _ = strings.Cut(rgb, "\a")
	rgb, _, _ = strings.Cut(rgb, "\x1b")
	parts := strings.Split(rgb, "/")
	if len(parts) != 3 {
		return false, false
	}
	var c [3]float64
	for i, p := range parts {
		if len(p) < 1 || len(p) > 4 {
			return false, false
		}
		n, err := strconv.ParseUint(p, 16, 16)
		if err != nil {
			return false, false
		}
		c[i] = float64(n) / float64(uint64(1)<<(4*len(p))-1)
	}
	lightness := (max(c[0], c[1], c[2]) + min(c[0], c[1], c[2])) / 2
	return lightness < 0.5, true
}
