// Package catalogtest helps tests read what the program says: whether a
// transcript holds English that a language should have said in words of
// its own.
package catalogtest

import (
	"reflect"
	"slices"
	"sort"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
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

// EnglishWords returns the English words in s: words of three letters or
// more, in plain letters, that English says somewhere (a message of the
// program's, its key in like, or a word of the rules packages) and that
// are not allowed (the players' and games' names, the program's name and
// commands). The contract lists' own words, which are shown as written,
// are allowed too.
func EnglishWords(s string, like *catalog.Language, allow ...string) []string {
	english := map[string]bool{}
	add := func(text string) {
		for _, w := range words(text) {
			english[w] = true
		}
	}
	for key := range like.Messages {
		for _, part := range FixedParts(string(key)) {
			add(part)
		}
	}
	eachString(reflect.ValueOf(*scoresheet.English()), add)
	eachString(reflect.ValueOf(*contracts.English()), add)
	allowed := map[string]bool{}
	for _, a := range allow {
		for _, w := range words(a) {
			allowed[w] = true
		}
	}
	for _, l := range contracts.Lists() {
		for _, r := range l.Rounds {
			for _, w := range words(r.Contract.Text) {
				allowed[w] = true
			}
		}
	}
	var found []string
	for _, w := range words(s) {
		if english[w] && !allowed[w] && !slices.Contains(found, w) {
			found = append(found, w)
		}
	}
	return found
}

// words are the words of s in plain letters, three or more, in lower
// case.
func words(s string) []string {
	return slices.DeleteFunc(strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return r < 'a' || r > 'z' }),
		func(w string) bool { return len(w) < 3 })
}

// eachString calls f with every string in v (functions aside).
func eachString(v reflect.Value, f func(string)) {
	switch v.Kind() {
	case reflect.String:
		f(v.String())
	case reflect.Map:
		for _, k := range v.MapKeys() {
			eachString(v.MapIndex(k), f)
		}
	case reflect.Slice, reflect.Array:
		for i := range v.Len() {
			eachString(v.Index(i), f)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			eachString(v.Field(i), f)
		}
	}
}
