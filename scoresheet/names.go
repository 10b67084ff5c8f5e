package scoresheet

import (
	"slices"
	"strings"
)

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

// Words are the words scoresheet says in one language: the names of the
// boxes, the variants and the joker rules, the sheet's other words and
// the rules page's heads, nouns all. Its sentences and phrases (the rules
// page's notes, a box's hint: "3 alike") and its refusals (errorOf) are
// messages (msg), said by a printer of the program's catalog that gives
// these words (Sheet) to put in them. The package speaks English of
// itself (English); a program gives it another language as a value, to
// each call that says something. A nil *Words is English.
type Words struct {
	Lang         string                    // the language's code: "sv"
	Names        map[Box]string            // each box's name
	Also         map[Box][]string          `words:"own"` // other names a box goes by at the table (Triss for Tretal)
	VariantNames map[string]map[Box]string // a variant's own names, by its ID
	Variants     map[string]string         // each built-in variant's name, by its ID
	Labels       map[Label]string          // the sheet's other words
	SumOfAll     string                    // what a box of the sum of all dice scores, in a hint: "sum of all"
	Jokers       map[Joker]string          // the joker rules' names (Joker.Word): forced, free
	RuleHeads    [4]string                 // the rules page's column heads: box, what it needs, an example, its points
}

// English returns scoresheet's English words, the measure of another
// language's: every field and key English fills, another must fill too.
// They are shared: not to be changed.
func English() *Words { return &english }

// or returns w, or English for nil.
func (w *Words) or() *Words {
	if w == nil {
		return &english
	}
	return w
}

// Name returns the name of box b on this variant's sheet in w's language.
func (v *Variant) Name(b Box, w *Words) string { return BoxName(v.ID, b, w) }

// BoxName returns the name of box b on the sheet of the variant whose ID
// is id, in w's language: standard's Yatzy box is Five of a Kind, maxi's
// Maxi Yatzy.
func BoxName(id string, b Box, w *Words) string {
	w = w.or()
	if n, ok := w.VariantNames[id][b]; ok {
		return n
	}
	if n, ok := w.Names[b]; ok {
		return n
	}
	return string(b)
}

// Names returns every name box b goes by on this variant's sheet, in
// English and the languages of ws: its name here, the names it has on
// the other built-in variants' sheets (standard's Five of a kind is
// scandinavian's Yatzy) and at the table (Also: Triss, Yahtzee), each
// once. A name another box of this variant goes by is left out: it
// would choose two boxes.
func (v *Variant) Names(b Box, ws ...*Words) []string {
	words := append([]*Words{&english}, ws...)
	own := func(b Box) []string {
		var out []string
		for _, w := range words {
			out = append(out, v.Name(b, w))
			out = append(out, w.or().Also[b]...)
		}
		return out
	}
	taken := map[string]bool{}
	for _, o := range v.Boxes {
		if o != b {
			for _, n := range own(o) {
				taken[strings.ToLower(n)] = true
			}
		}
	}
	var out []string
	add := func(n string) {
		if !taken[strings.ToLower(n)] && !slices.ContainsFunc(out, func(m string) bool { return strings.EqualFold(m, n) }) {
			out = append(out, n)
		}
	}
	for _, n := range own(b) {
		add(n)
	}
	for _, other := range Variants() {
		for _, w := range words {
			add(other.Name(b, w))
		}
	}
	return out
}

// Title names the variant in w's language: a built-in variant by its name
// there ("Skandinavisk"), any other by its id. House rules are not named
// here: the program says so in words of its own.
func (v *Variant) Title(w *Words) string {
	if n, ok := w.or().Variants[v.ID]; ok && (v.builtin || v.base != nil && v.base.builtin) {
		return n
	}
	return v.ID
}

// Word returns the sheet word l in w's language.
func (l Label) Word(w *Words) string { return w.or().Labels[l] }
