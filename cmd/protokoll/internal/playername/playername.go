package playername

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/rivo/uniseg"

	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// MaxName is the most characters a player's name may have.
const MaxName = 40

// Parse reads "Anna, Bo,Cecilia" as a list of names, each checked by
// Check.
func Parse(s string) ([]string, error) {
	var names []string
	parts := strings.Split(s, ",")
	for i, n := range parts {
		if strings.TrimSpace(n) == "" {
			// One between two names ("Anna,,Bo") is a name left out;
			// a comma at either end is none.
			if len(names) > 0 && slices.ContainsFunc(parts[i+1:], func(p string) bool { return strings.TrimSpace(p) != "" }) {
				return nil, msg.Errorf("no name between two commas in %s: give every player's name, or leave out the comma", Display(s))
			}
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
// to take over the terminal it is shown on, the controls that reorder the
// text shown after them (bidi), the characters that show nothing there
// (see Invisible: "Bo" and "Bo" with a tag character would be two players
// who look the same), and names over MaxName.
func Check(name string) (string, error) {
	name = norm.NFC.String(plainSpaces(strings.TrimSpace(name)))
	if !utf8.ValidString(name) {
		return "", msg.Errorf("the name %s is not valid text", Display(name))
	}
	for _, r := range name {
		if unsafe(r) || r == '\u2028' || r == '\u2029' {
			return "", msg.Errorf("the name %s holds a control character (%U): use letters, digits and signs", Display(name), r)
		}
	}
	if r, _, ok := Invisible(name); ok {
		return "", msg.Errorf("the name %s holds a character that shows nothing (%s): leave it out", Display(name), Describe(r))
	}
	// Characters as a person counts them: a family emoji, a flag, an e
	// and its accent are one each.
	if strings.ContainsRune(name, ',') {
		// --players "Anna,Bo" splits at commas: a name with one could
		// not be given again.
		return "", msg.Errorf("the name %s holds a comma, which separates the players' names: leave it out", Display(name))
	}
	if n := uniseg.GraphemeClusterCount(name); n > MaxName {
		head, rest, k := "", name, 0
		for k < MaxName/2 {
			var c string
			c, rest, _, _ = uniseg.FirstGraphemeClusterInString(rest, -1)
			head, k = head+c, k+1
		}
		return "", msg.Errorf("the name %s… has %d characters: a name has at most %d", Display(head), n, MaxName)
	}
	return name, nil
}

// plainSpaces is name trimmed, with the spaces it holds as one plain
// space each (a no-break space, two spaces) and the characters that show
// nothing taken out (zero-width space, word joiner, soft hyphen, byte
// order mark): two names that look the same are the same name.
func plainSpaces(name string) string {
	var b strings.Builder
	space := false
	for _, r := range name {
		switch {
		case r == '\u200B' || r == '\u2060' || r == '\u00AD' || r == '\uFEFF':
			continue
		case unicode.Is(unicode.Zs, r) || r == ' ':
			space = true
			continue
		}
		if space && b.Len() > 0 {
			b.WriteByte(' ')
		}
		space = false
		b.WriteRune(r)
	}
	return b.String()
}

// unsafe reports whether r is a control character, or one of the
// controls that embed, override or isolate the direction of the text
// after them (U+202A–U+202E, U+2066–U+2069), which make what is shown
// read otherwise than what is kept.
func unsafe(r rune) bool {
	return unicode.IsControl(r) || r >= 0x202A && r <= 0x202E || r >= 0x2066 && r <= 0x2069
}

// Display returns name as it may be shown on a terminal or a page:
// control characters, bidi controls and the characters that show nothing
// there (see Invisible; which an old or shared game file may hold)
// escaped as \x1b, \n, \u202e, \U000e0041 and the like, the rest as it
// is.
func Display(name string) string {
	_, _, invisible := Invisible(name)
	if !invisible && strings.IndexFunc(name, unsafe) < 0 && utf8.ValidString(name) {
		return name
	}
	hide := map[int]bool{}
	for i := range hidden(name) {
		hide[i] = true
	}
	var b strings.Builder
	for i, w := 0, 0; i < len(name); i += w {
		var r rune
		r, w = utf8.DecodeRuneInString(name[i:])
		switch {
		case r == utf8.RuneError && w == 1:
			fmt.Fprintf(&b, `\x%02x`, name[i])
		case unsafe(r) || hide[i]:
			q := fmt.Sprintf("%+q", string(r))
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}
