package text

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// keyCall finds a message the program asks for by its key: a.T("…"),
// opts.T("…"), text.T(lang, "…"), text.Errorf("…"), text.Wrap(err, "…").
var keyCall = regexp.MustCompile(`(?:\.T\(|(?:text\.|[^.\w])T\([^,()]+,\s*|text\.Errorf\(|text\.Wrap\([^,()]+,\s*)("(?:[^"\\]|\\.)*")`)

// eachSource calls f with every Go file of the program but its tests.
func eachSource(t *testing.T, f func(path, src string)) {
	t.Helper()
	root := filepath.Join("..", "..") // cmd/protokoll
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		data, err := os.ReadFile(path)
		if err == nil {
			f(path, string(data))
		}
		return err
	})
	require.NoError(t, err)
}

// usedKeys reads every key the program's code asks for.
func usedKeys(t *testing.T) map[Key][]string {
	t.Helper()
	used := map[Key][]string{}
	eachSource(t, func(path, src string) {
		for _, m := range keyCall.FindAllStringSubmatch(src, -1) {
			key, err := strconv.Unquote(m[1])
			if err != nil {
				t.Errorf("%s: %s: %v", path, m[1], err)
				continue
			}
			used[Key(key)] = append(used[Key(key)], path)
		}
	})
	return used
}

// TestEveryKeyIsTranslated: a message the code asks for that a language
// lacks would come out in English on a Swedish or Estonian screen.
func TestEveryKeyIsTranslated(t *testing.T) {
	used := usedKeys(t)
	assert.Greater(t, len(used), 80, "the scan finds the program's messages")
	assert.Len(t, languages, 2, "Swedish and Estonian")
	var missing []string
	for lang, l := range languages {
		for key, where := range used {
			if l.Messages[key] == "" {
				missing = append(missing, lang+": "+strconv.Quote(string(key))+" ("+where[0]+")")
			}
		}
	}
	sort.Strings(missing)
	assert.Empty(t, missing, "keys a language lacks")
}

// TestEveryCatalogEntryIsUsed: an entry nothing asks for is a word that
// drifted from the code.
func TestEveryCatalogEntryIsUsed(t *testing.T) {
	used := usedKeys(t)
	var unused []string
	for lang, l := range languages {
		for key := range l.Messages {
			if _, ok := used[key]; !ok {
				unused = append(unused, lang+": "+strconv.Quote(string(key)))
			}
		}
	}
	sort.Strings(unused)
	assert.Empty(t, unused, "catalog entries no code asks for")
}

// bypass finds a message written past the catalog: an error made with
// errors.New or fmt.Errorf, or text printed with fmt.Fprint*, whose
// literal holds a word.
var bypass = regexp.MustCompile(`(?:errors\.New|fmt\.Errorf|fmt\.Fprint(?:f|ln)?\([^,]+,)\s*\(?"([^"]*[A-Za-zåäöõü]{3,}[^"]*)"`)

// notForPeople are the literals that are never read as a message: errors
// that are only compared (errors.Is) or replaced before anyone sees them,
// roff requests, a proper name, and the program's name before a message.
var notForPeople = []string{
	"end of input", "ended by a signal", "the claim does not hold", // sentinels, never printed
	"is not open for writing",                                            // a programming error
	"locking game %q: %w",                                                // the system's own reason follows
	"another version, variant or rule", "the number of values cannot be", // a cached table is
	"the checksum is missing, or more follows it", "checksum does not match", // worked out again
	"the lowest score cannot be",           // so is a cached distribution
	"an event is written as a JSON object", // a game file's damage, inside a DamagedError
	".SH ", "(default %s)",                 // man pages are English by design (see README)
	"Yatzy · %s",  // a name
	"protokoll: ", // the program's name, before a catalog message
}

// TestNoMessageBypassesTheCatalog: a message a person reads that is not
// in the catalog would be English on every screen.
func TestNoMessageBypassesTheCatalog(t *testing.T) {
	var found []string
	eachSource(t, func(path, src string) {
		for _, m := range bypass.FindAllStringSubmatch(src, -1) {
			if !slices.ContainsFunc(notForPeople, func(s string) bool { return strings.Contains(m[1], s) }) {
				found = append(found, path+": "+m[1])
			}
		}
	})
	assert.Empty(t, found, "messages printed past the catalog (use a.T or text.Errorf)")
}

// pluralCall finds a message that changes with a count: a.N(n, "…",
// "…"), text.N(lang, n, "…", "…"), text.ErrorN(n, "…", "…"); the second
// message, the English for many, is the key.
var pluralCall = regexp.MustCompile(`(?:\.N\(|text\.N\([^,()]+,|text\.ErrorN\()\s*[^,()]+(?:\([^()]*\))?,\s*("(?:[^"\\]|\\.)*"),\s*("(?:[^"\\]|\\.)*")`)

// TestEveryPluralIsTranslated: a message that changes with a count has,
// in each language, every form the language's plural rules choose for
// counts up to 1000, each taking the arguments the English takes; and
// each language's plurals are asked for by some code.
func TestEveryPluralIsTranslated(t *testing.T) {
	used := map[Key]Key{} // the English for many: the English for one
	eachSource(t, func(path, src string) {
		for _, m := range pluralCall.FindAllStringSubmatch(src, -1) {
			one, err1 := strconv.Unquote(m[1])
			other, err2 := strconv.Unquote(m[2])
			require.NoError(t, errors.Join(err1, err2), path)
			used[Key(other)] = Key(one)
		}
	})
	assert.GreaterOrEqual(t, len(used), 4, "the scan finds the plurals")
	for tag, l := range languages {
		for other, one := range used {
			forms, ok := l.Plurals[other]
			if !assert.True(t, ok, "%s lacks %q", tag, other) {
				continue
			}
			for n := range 1000 {
				form := plural.Cardinal.MatchPlural(language.Make(tag), n, 0, 0, 0, 0)
				if !assert.NotEmpty(t, forms[form], "%s: %q has no form %v (for %d)", tag, other, form, n) {
					break
				}
				assert.Equal(t, verbs.FindAllString(string(other), -1), verbs.FindAllString(forms[form], -1), "%s: %q", tag, forms[form])
			}
			_ = one
		}
		for other := range l.Plurals {
			_, ok := used[other]
			assert.True(t, ok, "%s: the plural %q is asked for by no code", tag, other)
		}
	}
}
