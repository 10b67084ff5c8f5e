package render

import (
	"fmt"
	"io"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
)

// Names lists names for the terminal, any control character escaped.
func Names(names []string) string {
	shown := make([]string, len(names))
	for i, n := range names {
		shown[i] = playername.Display(n)
	}
	return strings.Join(shown, ", ")
}

// MaxListed is how many names a list of games (of an import, a
// verification) shows before it says how many more there are.
const MaxListed = 10

// SomeNames lists names, comma-separated, the first MaxListed of a longer
// list and how many more there are: an import of 300 games the same as
// those there already is not 300 names on one line.
func SomeNames(l *catalog.Language, names []string) string {
	if len(names) <= MaxListed {
		return strings.Join(names, ", ")
	}
	return l.T("%s and %d more", strings.Join(names[:MaxListed-1], ", "), len(names)-(MaxListed-1))
}

// Winners names the winner, or the winners of a shared win.
func Winners(l *catalog.Language, winners []string) string {
	return l.N(len(winners), "Winner: %s", "Winners: %s", Names(winners))
}

// ContractLine is a contract's text on one line, its lines apart by " / ",
// as protokoll contracts shows a list's first round.
func ContractLine(text string) string {
	return strings.ReplaceAll(strings.TrimSpace(text), "\n", " / ")
}

// OneLine makes a message one line that is safe on a terminal: white
// space folded, control characters (from echoed input) escaped, and at
// most MaxMessage characters.
func OneLine(s string) string {
	s = playername.Display(strings.Join(strings.Fields(s), " "))
	if r := []rune(s); len(r) > MaxMessage {
		s = string(r[:MaxMessage-1]) + "…"
	}
	return s
}

// MaxMessage is the most characters a message on the error output has.
const MaxMessage = 400

// Warnings says on w what was repaired or left out when a game file was
// read.
func Warnings(w io.Writer, l *catalog.Language, warnings []error) {
	for _, warning := range warnings {
		fmt.Fprintln(w, "protokoll: "+l.T("warning: %s", l.Say(warning)))
	}
}
