// Package termquery keeps Bubble Tea from asking the terminal for its
// background colour when the program starts.
//
// Bubble Tea v1 asks in its package init (lipgloss.HasDarkBackground, a
// workaround its authors remove in v2). A terminal that never answers the
// question (a pseudo-terminal under expect, script or some CI runners)
// stalls every command for termenv's five-second timeout, and the
// question's bytes land in captured output. This package's init runs
// before Bubble Tea's: it imports nothing but the standard library, and Go
// initialises packages in import-path order once their imports are ready,
// so it comes before github.com/muesli/termenv, which Bubble Tea needs. It
// sets TERM to "dumb", which termenv does not query; Restore puts TERM
// back at the start of main. A command that draws a form asks the
// terminal itself, with a short timeout (see the ask package).
//
// The order is Go's, not a choice of ours, and a test of the program
// (TestTermqueryBeforeBubbleTea) holds it. Bubble Tea v2 asks nothing in
// its init, and with it this package would go; it also hands a burst of
// keys typed ahead to the program one key at a time, where v1 hands them
// as one, which the careful menu tells type-ahead by (see the ask
// package), so the move waits for that to be redone.
package termquery

import "os"

var (
	term    string
	hadTerm bool
)

func init() {
	term, hadTerm = os.LookupEnv("TERM")
	os.Setenv("TERM", "dumb")
}

// Restore gives TERM back its value from before the program started.
func Restore() {
	if hadTerm {
		os.Setenv("TERM", term)
	} else {
		os.Unsetenv("TERM")
	}
}
