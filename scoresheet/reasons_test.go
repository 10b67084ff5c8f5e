package scoresheet

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPhrasesAgree: every refusal is said in the three languages, with the
// same arguments in the same order, and every phrase is said somewhere.
func TestPhrasesAgree(t *testing.T) {
	verb := regexp.MustCompile(`%[dsqv]`)
	var src strings.Builder
	files, err := filepath.Glob("*.go")
	require.NoError(t, err)
	for _, f := range files {
		if !strings.HasSuffix(f, "_test.go") && !strings.HasPrefix(f, "lang_") {
			b, err := os.ReadFile(f)
			require.NoError(t, err)
			src.Write(b)
		}
	}
	for _, tg := range []*tongue{&english, &swedish, &estonian} {
		assert.Len(t, tg.phrases, len(english.phrases), tg.lang)
		for key, en := range english.phrases {
			s := tg.phrases[key]
			assert.NotEmpty(t, s, "%s in %s", key, tg.lang)
			assert.Equal(t, verb.FindAllString(en, -1), verb.FindAllString(s, -1), "%s: %q against %q", key, s, en)
		}
	}
	for key := range english.phrases {
		assert.True(t, strings.Contains(src.String(), `"`+string(key)+`"`), "phrase %s is never said", key)
	}
}

// TestEveryLanguageHasEveryWord: each language names every box, label and
// rules-page sentence English does, so none falls back unseen.
func TestEveryLanguageHasEveryWord(t *testing.T) {
	for _, tg := range []*tongue{&english, &swedish, &estonian} {
		assert.Same(t, tg, tongueOf(tg.lang), tg.lang)
		for _, m := range []struct {
			what     string
			got, all int
		}{
			{"boxes", len(tg.names), len(english.names)},
			{"variant names", len(tg.variantNames), len(english.variantNames)},
			{"labels", len(tg.labels), len(english.labels)},
			{"rule words", len(tg.ruleWords), len(english.ruleWords)},
			{"page words", len(tg.pageWords), len(english.pageWords)},
		} {
			assert.Equal(t, m.all, m.got, "%s: %s", tg.lang, m.what)
		}
		for _, v := range Variants {
			for _, b := range v.Boxes {
				assert.NotEmpty(t, tg.names[b], "%s: %s", tg.lang, b)
			}
		}
	}
}

// TestRefusalsInEveryLanguage: the refusals a player meets at the table,
// the boxes named in the player's language.
func TestRefusalsInEveryLanguage(t *testing.T) {
	_, err := ParseRoll("9 9 9 9 9", 5)
	var e *Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, "'9' is not on a die: each die shows 1 to 6", e.In("en"))
	assert.Equal(t, "'9' finns inte på en tärning: varje tärning visar 1 till 6", e.In("sv"))
	assert.Equal(t, "'9' ei ole täringul: igal täringul on 1 kuni 6", e.In("et"))

	v, err := LookupVariant("forced")
	require.NoError(t, err)
	s, err := NewSheet(v, []string{"Anna"}, Rules{})
	require.NoError(t, err)
	err = s.Apply(Event{Kind: KindTurn, Player: "Anna", Box: "sixes", Dice: Roll{6, 6, 6, 2, 4}, Rolls: 1})
	require.ErrorAs(t, err, &e)
	assert.Equal(t, "forced order: the next box is Ones, not Sixes", e.In("en"))
	assert.Equal(t, "tvingad ordning: nästa ruta är Ettor, inte Sexor", e.In("sv"))
	assert.Equal(t, "kindel järjekord: järgmine rida on Ühed, mitte Kuued", e.In("et"))
}
