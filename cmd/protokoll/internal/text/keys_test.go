package text

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// keyCall finds a message the program asks for by its key: a.T("…"),
// opts.T("…"), text.T(lang, "…"), text.Errorf("…"), text.Wrap(err, "…").
var keyCall = regexp.MustCompile(`(?:\.T\(|text\.T\([^,()]+,\s*|text\.Errorf\(|text\.Wrap\([^,()]+,\s*)("(?:[^"\\]|\\.)*")`)

// usedKeys reads every key the program's code asks for.
func usedKeys(t *testing.T) map[Key][]string {
	t.Helper()
	root := filepath.Join("..", "..") // cmd/protokoll
	used := map[Key][]string{}
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range keyCall.FindAllStringSubmatch(string(data), -1) {
			key, err := strconv.Unquote(m[1])
			if err != nil {
				t.Errorf("%s: %s: %v", path, m[1], err)
				continue
			}
			used[Key(key)] = append(used[Key(key)], path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return used
}

// TestEveryKeyIsTranslated: a message the code asks for that a language
// lacks would come out in English on a Swedish or Estonian screen.
func TestEveryKeyIsTranslated(t *testing.T) {
	used := usedKeys(t)
	assert.Greater(t, len(used), 80, "the scan finds the program's messages")
	assert.Len(t, languages, 2, "Swedish and Estonian")
	var missing []string
	for lang, words := range languages {
		for key, where := range used {
			if words[key] == "" {
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
	for lang, words := range languages {
		for key := range words {
			if _, ok := used[key]; !ok {
				unused = append(unused, lang+": "+strconv.Quote(string(key)))
			}
		}
	}
	sort.Strings(unused)
	assert.Empty(t, unused, "catalog entries no code asks for")
}
