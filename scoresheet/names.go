package scoresheet

import "strings"

// The languages the sheet speaks, by their base language code.
const (
	English  = "en"
	Swedish  = "sv"
	Estonian = "et"
)

// Languages lists the language codes that Name and Label know.
var Languages = []string{English, Swedish, Estonian}

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

// Name returns the name of box b on this variant's sheet in lang ("en",
// "sv" or "et"); any other language gets English.
func (v *Variant) Name(b Box, lang string) string {
	t := tongueOf(lang)
	if n, ok := t.variantNames[v.ID][b]; ok {
		return n
	}
	if n, ok := t.names[b]; ok {
		return n
	}
	return string(b)
}

// Word returns the sheet word l in lang; any other language gets English.
func (l Label) Word(lang string) string { return tongueOf(lang).labels[l] }

// A tongue is every word scoresheet says in one language.
type tongue struct {
	lang         string
	names        map[Box]string            // each box's name
	variantNames map[string]map[Box]string // a variant's own names, by its ID
	labels       map[Label]string          // the sheet's other words
	phrases      map[errKey]string         // the refusals
	ruleWords    map[string]string         // the words the box rules use
	pageWords    map[string]string         // the rules page's sentences
}

// tongueOf returns the words of lang; any other language gets English.
func tongueOf(lang string) *tongue {
	switch strings.ToLower(lang) {
	case Swedish:
		return &swedish
	case Estonian:
		return &estonian
	}
	return &english
}
