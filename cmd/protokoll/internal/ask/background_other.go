//go:build !linux

package ask

import (
	"os"
	"time"

	"github.com/muesli/termenv"
)

// darkBackground asks termenv, whose wait is its own (5 s at most).
func darkBackground(f *os.File, _ time.Duration) (dark, ok bool) {
	if !askable() {
		return false, false
	}
	return termenv.NewOutput(f).HasDarkBackground(), true
}
