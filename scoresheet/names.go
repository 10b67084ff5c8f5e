package scoresheet

import (
	"slices"
	"strings"
)

// English is the language scoresheet speaks of itself.
const English = "en"

// A Label is a word of the sheet that is not a box.
type Label int

// The sheet's other words.
const (
	LabelSum Label = iota
	LabelBonus
	LabelTotal
	LabelStrike
	LabelExtraBonus
	LabelSavedRolls
)

// Name returns the name of box b on this variant's sheet in lang: English,
// or a language added with AddWords; any other gets English.
func (v *Variant) Name(b Box, lang string) string {
	t := tongueOf(lang)
	if n, ok := t.VariantNames[v.ID][b]; ok {
		return n
	}
	if n, ok := t.Names[b]; ok {
		return n
	}
	return string(b)
}

// Word returns the sheet word l in lang; any other language gets English.
func (l Label) Word(lang string) string { return tongueOf(lang).Labels[l] }

// Words are every word scoresheet says in one language: the boxes, the
// sheet's other words, the refusals and the rules page. English is built
// in; the program adds the others (AddWords).
type Words struct {
	Lang         string
	Names        map[Box]string            // each box's name
	VariantNames map[string]map[Box]string // a variant's own names, by its ID
	Labels       map[Label]string          // the sheet's other words
	Phrases      map[Phrase]string         // the refusals
	RuleWords    map[string]string         // the words the box rules use
	PageWords    map[string]string         // the rules page's sentences
}

// languages are the words scoresheet speaks, by language code: English,
// built in, and those the program adds with AddWords.
var languages = map[string]*Words{English: &english}

// AddWords makes scoresheet speak w.Lang: the program's catalog
// (cmd/protokoll/internal/text) holds every language's words, each
// language in one file, and adds them when it starts. It is not safe to
// call while scoresheet is in use by another goroutine.
func AddWords(w *Words) { languages[w.Lang] = w }

// Languages lists the language codes scoresheet speaks: English first,
// then those added, in order.
func Languages() []string {
	out := []string{English}
	for l := range languages {
		if l != English {
			out = append(out, l)
		}
	}
	slices.Sort(out[1:])
	return out
}

// tongueOf returns the words of lang; a language never added gets English.
func tongueOf(lang string) *Words {
	if w, ok := languages[strings.ToLower(lang)]; ok {
		return w
	}
	return &english
}
