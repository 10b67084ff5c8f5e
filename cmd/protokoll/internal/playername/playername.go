package playername

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
)

// MaxName is the most characters a player's name may have.
const MaxName = 40

// Parse reads "Anna, Bo,Cecilia" as a list of names, each checked by
// Check.
func Parse(s string) ([]string, error) {
	var names []string
	for _, n := range strings.Split(s, ",") {
		if strings.TrimSpace(n) == "" {
			continue
		}
		name, err := Check(n)
		if err != nil {
			return nil, err
		}
		names = append(names, name)
	}
	return names, nil
}

// Check returns a new player's name as it is kept: trimmed, in Unicode
// NFC (so an é typed as e and an accent is the same é). It refuses control
// characters (escape sequences, bell, line breaks), which a name could use
// to take over the terminal it is shown on, and names over MaxName.
func Check(name string) (string, error) {
	name = norm.NFC.String(strings.TrimSpace(name))
	if !utf8.ValidString(name) {
		return "", msg.Errorf("the name %s is not valid text", Display(name))
	}
	for _, r := range name {
		if unicode.IsControl(r) || r == '\u2028' || r == '\u2029' {
			return "", msg.Errorf("the name %s holds a control character (%U): use letters, digits and signs", Display(name), r)
		}
	}
	if n := utf8.RuneCountInString(name); n > MaxName {
		return "", msg.Errorf("the name %s… has %d characters: a name has at most %d", Display(string([]rune(name)[:MaxName/2])), n, MaxName)
	}
	return name, nil
}

// Display returns name as it may be shown on a terminal: control
// characters (which an old or shared game file may hold) escaped as \x1b,
// \n and the like, the rest as it is.
func Display(name string) string {
	if strings.IndexFunc(name, unicode.IsControl) < 0 && utf8.ValidString(name) {
		return name
	}
	var b strings.Builder
	for i, w := 0, 0; i < len(name); i += w {
		var r rune
		r, w = utf8.DecodeRuneInString(name[i:])
		switch {
		case r == utf8.RuneError && w == 1:
			fmt.Fprintf(&b, `\x%02x`, name[i])
		case unicode.IsControl(r):
			q := fmt.Sprintf("%+q", string(r))
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
