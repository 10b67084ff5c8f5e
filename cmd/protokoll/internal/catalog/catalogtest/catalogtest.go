// Package catalogtest helps tests read what the program says: whether a
// transcript holds English that a language should have said in words of
// its own.
package catalogtest

import (
	"sort"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
)

// EnglishIn returns the English messages whose words appear in s although
// l says them otherwise: a fixed part of a message (at least 8
// characters) found in s and in none of l's messages. It lets a test
// read a whole game's transcript for English that slipped through.
func EnglishIn(l *catalog.Language, s string) []string {
	var theirs strings.Builder
	for _, tr := range l.Messages {
		theirs.WriteString(tr + "\n")
	}
	var found []string
	for key := range l.Messages {
		for _, part := range FixedParts(string(key)) {
			part = strings.TrimSpace(part)
			if len([]rune(part)) >= 8 && strings.Contains(s, part) && !strings.Contains(theirs.String(), part) {
				found = append(found, part)
			}
		}
	}
	sort.Strings(found)
	return found
}

// FixedParts cuts a message at its formatting verbs (%d, %-6s, %q).
func FixedParts(msg string) []string {
	var parts []string
	start := 0
	for i := 0; i < len(msg); i++ {
		if msg[i] != '%' {
			continue
		}
		parts = append(parts, msg[start:i])
		i++
		for i < len(msg) && strings.IndexByte("-+# 0123456789.[]", msg[i]) >= 0 {
			i++
		}
		start = i + 1
	}
	return append(parts, msg[min(start, len(msg)):])
}
