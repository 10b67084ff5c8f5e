package scoresheet

import (
	"fmt"
	"hash/crc32"
	"strconv"
	"strings"
)

// House rules: a variant as a family plays it, written as text people
// can read and share. The first line names the variant changed; each
// further line is one change:
//
//	scandinavian
//	bonus 75 = 50
//	full_house = 25
//	two_pairs allows four alike
//
// Empty lines and lines starting with # are left out. Only changes the
// scoring can express are taken (see ChangeForms); any other line is refused
// with its line and column.

// A HouseRules is a built-in variant and the changes a table makes to it.
type HouseRules struct {
	Base    *Variant
	Changes []Change
}

// A Change is one line of house rules.
type Change struct {
	Kind ChangeKind
	// Box is the box of a fixed score; At and Points the bonus threshold
	// and points, or the fixed score in Points.
	Box        Box
	At, Points int
}

// The kinds of change.
type ChangeKind string

const (
	ChangeBonus      ChangeKind = "bonus"           // bonus AT = POINTS
	ChangeFixed      ChangeKind = "fixed"           // BOX = POINTS: the combination scores POINTS, not its dice
	ChangeFourPairs  ChangeKind = "four alike"      // two_pairs allows four alike
	ChangeBottomUp   ChangeKind = "bottom-up"       // order bottom-up (forced)
	ChangeSavedRolls ChangeKind = "saved rolls off" // saved rolls off (maxi)
)

// ChangeForms are the forms of change a line may take, as the refusals
// list them, each with an example line. They are the lines' own words,
// the same in every language: BOX = POINTS fixes a combination's score,
// order bottom-up is for a forced variant and saved rolls off for maxi.
func ChangeForms() []ChangeForm {
	return []ChangeForm{
		{"bonus AT = POINTS", "bonus 75 = 50"},
		{"BOX = POINTS", "full_house = 25"},
		{lineFourPairs, lineFourPairs},
		{lineBottomUp, lineBottomUp},
		{lineSavedOff, lineSavedOff},
	}
}

// A ChangeForm is a form a line of house rules may take, and a line of
// that form.
type ChangeForm struct{ Form, Example string }

// The changes that are a line of words, as written.
const (
	lineFourPairs = "two_pairs allows four alike"
	lineBottomUp  = "order bottom-up"
	lineSavedOff  = "saved rolls off"
)

// ruleNumber reads a number of a line of house rules or of a definition:
// 0 to 1000.
func ruleNumber(s string) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || n < 0 || n > 1000 {
		return 0, errorOf("%q is not a number of points (0 to 1000)", s)
	}
	return n, nil
}

// fixable reports whether box b scores a combination that may take a
// fixed score instead of its dice: not the upper boxes or chance.
func fixable(b Box) bool { return !b.Upper() && b != Chance }

// ParseHouseRules reads house rules written as text. The first line
// names a built-in variant, or the rules start with a whole variant's
// definition (see ParseVariant): a fifth variant is a file. A box is
// named by its id, or by its name in English or a language of ws.
func ParseHouseRules(text string, ws ...*Words) (HouseRules, error) {
	lines := ruleLines(text)
	if len(lines) == 0 {
		return HouseRules{}, errorOf("no rules: the first line names the variant changed, one of %s", variantIDs())
	}
	if definitionKey(lines[0].body) == "variant" {
		// A definition, then changes: each line is one or the other.
		var def, changes []ruleLine
		for _, l := range lines {
			if definitionKey(l.body) != "" {
				def = append(def, l)
			} else {
				changes = append(changes, l)
			}
		}
		base, err := parseVariant(def)
		if err != nil {
			return HouseRules{}, err
		}
		return parseChanges(base, changes, ws)
	}
	f := strings.Fields(strings.ToLower(lines[0].body))
	base, err := LookupVariant(f[0])
	if err != nil || len(f) > 1 {
		return HouseRules{}, lines[0].at(errorOf("%q: the first line names the variant changed, one of %s", strings.TrimSpace(lines[0].body), variantIDs()))
	}
	return parseChanges(base, lines[1:], ws)
}

// ParseChanges reads house rules' changes to base, one a line, as a
// game's file keeps them.
func ParseChanges(base *Variant, text string) (HouseRules, error) {
	return parseChanges(base, ruleLines(text), nil)
}

// parseChanges reads the changes to base in lines. (In rules that begin
// with a definition, a bonus line is the definition's: a second one is
// refused there as said twice.)
func parseChanges(base *Variant, lines []ruleLine, ws []*Words) (HouseRules, error) {
	h := HouseRules{Base: base}
	seen := map[string]int{} // a change's key → its line
	for _, l := range lines {
		c, err := parseChange(h.Base, strings.Fields(strings.ToLower(l.body)), ws)
		if err != nil {
			return h, l.at(err)
		}
		key := string(c.Kind) + " " + string(c.Box)
		if first, ok := seen[key]; ok {
			return h, l.at(errorOf("%q changes what line %d changed already", strings.TrimSpace(l.body), first))
		}
		seen[key] = l.n
		h.Changes = append(h.Changes, c)
	}
	return h, nil
}

// parseChange reads one change to base from a line's fields.
func parseChange(base *Variant, f []string, ws []*Words) (Change, error) {
	line := strings.Join(f, " ")
	var forms []string
	for _, c := range ChangeForms() {
		forms = append(forms, c.Form)
	}
	unknown := errorOf("%q is not a change the rules can score; the changes are: %s", line, strings.Join(forms, "; "))
	switch {
	case len(f) == 4 && f[0] == "bonus" && f[2] == "=":
		at, err := ruleNumber(f[1])
		if err != nil {
			return Change{}, err
		}
		points, err := ruleNumber(f[3])
		if err != nil {
			return Change{}, err
		}
		if most := base.MaxUpper(); at < 1 || at > most {
			return Change{}, errorOf("a bonus at %d cannot be: the upper boxes make 1 to %d", at, most)
		}
		return Change{Kind: ChangeBonus, At: at, Points: points}, nil
	case len(f) >= 3 && f[len(f)-2] == "=" && f[0] != "bonus":
		// A box by its id or its name in any language: full_house,
		// "full house", kåk.
		b, err := base.LookupBox(strings.Join(f[:len(f)-2], " "), ws...)
		if err != nil {
			return Change{}, err
		}
		if !fixable(b) {
			return Change{}, errorOf("%s scores its dice, not a combination: it cannot take a fixed score", boxArg{base, b})
		}
		points, err := ruleNumber(f[len(f)-1])
		if err != nil {
			return Change{}, err
		}
		return Change{Kind: ChangeFixed, Box: b, Points: points}, nil
	case line == lineFourPairs:
		if !base.Has(TwoPairs) {
			return Change{}, errorOf("%q does not apply to %s", line, base.ID)
		}
		return Change{Kind: ChangeFourPairs}, nil
	case line == lineBottomUp:
		if !base.Forced {
			return Change{}, errorOf("%q does not apply to %s", line, base.ID)
		}
		return Change{Kind: ChangeBottomUp}, nil
	case line == lineSavedOff, line == base.ID+" "+lineSavedOff:
		if !base.SavedRolls {
			return Change{}, errorOf("%q does not apply to %s", line, base.ID)
		}
		return Change{Kind: ChangeSavedRolls}, nil
	}
	return Change{}, unknown
}

// String writes the house rules as text, one change a line in the order
// given: ParseHouseRules reads it back as it was.
func (h HouseRules) String() string {
	var b strings.Builder
	if h.Base.BuiltIn() {
		b.WriteString(h.Base.ID + "\n")
	} else {
		b.WriteString(h.Base.Definition()) // a variant of the family's own
	}
	for _, c := range h.Changes {
		b.WriteString(c.String() + "\n")
	}
	return b.String()
}

// String writes the change as a line of house rules.
func (c Change) String() string {
	switch c.Kind {
	case ChangeBonus:
		return fmt.Sprintf("bonus %d = %d", c.At, c.Points)
	case ChangeFixed:
		return fmt.Sprintf("%s = %d", c.Box, c.Points)
	case ChangeFourPairs:
		return lineFourPairs
	case ChangeBottomUp:
		return lineBottomUp
	case ChangeSavedRolls:
		return lineSavedOff
	}
	return string(c.Kind)
}

// Variant returns the variant the house rules play: the base with the
// changes. Its House holds the changes' text, and Key tells it apart
// from the base and from other house rules.
func (h HouseRules) Variant() *Variant {
	v := *h.Base
	if len(h.Changes) == 0 {
		return h.Base
	}
	v.builtin = false
	v.Aliases = nil
	v.base = h.Base
	var changes strings.Builder
	for _, c := range h.Changes {
		changes.WriteString(c.String() + "\n")
	}
	v.House = changes.String()
	base := h.Base.score
	fixed := map[Box]int{}
	fourPairs := false
	for _, c := range h.Changes {
		switch c.Kind {
		case ChangeBonus:
			v.BonusAt, v.Bonus = c.At, c.Points
		case ChangeFixed:
			fixed[c.Box] = c.Points
		case ChangeFourPairs:
			fourPairs = true
		case ChangeBottomUp:
			v.BottomUp = true
		case ChangeSavedRolls:
			v.SavedRolls = false
		}
	}
	v.score = func(b Box, r Roll) int {
		p := base(b, r)
		if b == TwoPairs && fourPairs && p == 0 {
			// Four alike are two pairs of the same face.
			if f := ofAKind(r.counts(), 4); f > 0 {
				p = 4 * f
			}
		}
		if points, ok := fixed[b]; ok && p > 0 {
			p = points
		}
		return p
	}
	return &v
}

// Key tells variants apart where they are kept (tables, statistics): the
// id, and for house rules or a variant of a family's own a checksum of
// its definition and changes.
func (v *Variant) Key() string {
	if v.BuiltIn() {
		return v.ID
	}
	return fmt.Sprintf("%s+%08x", v.ID, crc32.ChecksumIEEE([]byte(v.Definition()+v.House)))
}

// KeyVariant returns the variant's id of a key (see Key): the house
// rules' checksum left off.
func KeyVariant(key string) string {
	id, _, _ := strings.Cut(key, "+")
	return id
}

// BuiltIn reports whether v is one of the built-in variants as they are,
// without house rules.
func (v *Variant) BuiltIn() bool { return v.builtin }

// HouseRulesOf returns the house rules v plays: its base and changes.
func HouseRulesOf(v *Variant) (HouseRules, error) {
	base := v.base
	if base == nil {
		base = v
	}
	return ParseChanges(base, v.House)
}
