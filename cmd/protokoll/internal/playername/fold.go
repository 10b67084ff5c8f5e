package playername

import (
	"strings"
	"unicode"

	"golang.org/x/text/runes"
	"golang.org/x/text/transform"
	"golang.org/x/text/unicode/norm"
)

// Fold is a name as protokoll compares names of players and of games
// (strings.EqualFold of its NFC form): "Bo" and "bo" are one player, and
// "YSRC" and "ysrc" one file on a disk that ignores case. Each letter
// becomes the least of the letters it equals under Unicode's simple case
// folding.
func Fold(name string) string {
	return strings.Map(func(r rune) rune {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		return least
	}, norm.NFC.String(name))
}

// Loose is s as a search compares it: lower case, without diacritics
// (Kåk and kak, Rätta and ratta are the same). A menu's filter and the
// nearest name offered for a typo compare so.
func Loose(s string) string {
	t := transform.Chain(norm.NFD, runes.Remove(runes.In(unicode.Mn)), norm.NFC)
	folded, _, err := transform.String(t, strings.ToLower(s))
	if err != nil {
		return strings.ToLower(s)
	}
	return folded
}
