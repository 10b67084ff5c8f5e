package scoresheet

import (
	"fmt"
	"slices"
	"strings"
)

// A variant is defined in text, like house rules: the four built-in
// variants are the files in variants/ (builtins.go is made from them, so
// that nothing is read at start; a test checks it is), and a game under
// house rules keeps its variant's definition in its file. A definition names the
// variant, how its boxes count the dice (a scoring family, which is
// code), its dice, its boxes in sheet order and its bonus; then what
// sets it apart, if anything:
//
//	variant forced
//	aliases tvingad
//	scoring nordic
//	dice 5
//	boxes ones twos … yatzy
//	bonus 63 = 50
//	forced
//
// "saved rolls" is maxi's rolls kept for later turns, "extra bonus 100"
// standard's bonus for further five of a kinds with its joker rule.

// A family is a way of scoring the boxes: the function, the dice it
// counts and the boxes it knows.
type family struct {
	score func(Box, Roll) int
	dice  int
	boxes []Box
}

// families are the scoring families, by the name a definition gives.
var families = map[string]family{
	"nordic": {scoreNordic, 5, append(slices.Clone(upper),
		OnePair, TwoPairs, ThreeOfAKind, FourOfAKind, SmallStraight, LargeStraight, FullHouse, Chance, Yatzy)},
	"maxi": {scoreMaxi, 6, append(slices.Clone(upper),
		OnePair, TwoPairs, ThreePairs, ThreeOfAKind, FourOfAKind, FiveOfAKind,
		SmallStraight, LargeStraight, FullStraight, FullHouse, Castle, Tower, Chance, Yatzy)},
	"standard": {scoreStandard, 5, append(slices.Clone(upper),
		ThreeOfAKind, FourOfAKind, FullHouse, SmallStraight, LargeStraight, Yatzy, Chance)},
}

// defineLines are the lines a definition may have, as refusals list them.
const defineLines = "variant ID; aliases NAME…; scoring nordic|maxi|standard; dice N; boxes BOX…; bonus AT = POINTS; forced; saved rolls; extra bonus POINTS"

// A ruleLine is a line of a definition or of house rules that says
// something: its number and column (from 1), and its text without the
// note.
type ruleLine struct {
	n, col int
	body   string
}

// ruleLines returns the lines of text that say something; a byte-order
// mark is no text, and # starts a note.
func ruleLines(text string) []ruleLine {
	var out []ruleLine
	for n, line := range strings.Split(strings.TrimPrefix(text, "\ufeff"), "\n") {
		body, _, _ := strings.Cut(line, "#")
		if strings.TrimSpace(body) != "" {
			out = append(out, ruleLine{n + 1, len(body) - len(strings.TrimLeft(body, " \t")) + 1, body})
		}
	}
	return out
}

// at says err of the line, with its number and column.
func (l ruleLine) at(err error) error { return errorOf("line %d, column %d: %s", l.n, l.col, err) }

// definitionKey returns what a line of a definition sets (variant,
// aliases, scoring, dice, boxes, bonus, forced, saved rolls, extra
// bonus), or "" for a line that is none of them (a change).
func definitionKey(body string) string {
	f := strings.Fields(strings.ToLower(body))
	switch {
	case len(f) == 0:
		return ""
	case f[0] == "saved" && len(f) > 1 && f[1] == "rolls", f[0] == "extra" && len(f) > 1 && f[1] == "bonus":
		return f[0] + " " + f[1]
	}
	switch f[0] {
	case "variant", "aliases", "scoring", "dice", "boxes", "bonus", "forced":
		return f[0]
	}
	return ""
}

// ParseVariant reads a variant's definition.
func ParseVariant(text string) (*Variant, error) { return parseVariant(ruleLines(text)) }

// parseVariant reads a definition from its lines.
func parseVariant(lines []ruleLine) (*Variant, error) {
	v := &Variant{}
	var fam family
	seen := map[string]int{}
	for _, l := range lines {
		n, body, at := l.n, l.body, l.at
		f := strings.Fields(body)
		key := definitionKey(body)
		if key == "" {
			key = strings.ToLower(f[0])
		}
		if first, ok := seen[key]; ok {
			return nil, at(errorOf("%q changes what line %d changed already", strings.TrimSpace(body), first))
		}
		seen[key] = n
		if v.ID == "" && key != "variant" {
			return nil, at(errorOf("%q: a definition starts with its name, variant ID", strings.TrimSpace(body)))
		}
		var err error
		switch {
		case key == "variant" && len(f) == 2:
			v.ID = strings.ToLower(f[1])
		case key == "aliases" && len(f) > 1:
			for _, a := range f[1:] {
				v.Aliases = append(v.Aliases, strings.ToLower(a))
			}
		case key == "scoring" && len(f) == 2:
			var ok bool
			if fam, ok = families[f[1]]; !ok {
				err = errorOf("%q is no way of scoring: want one of %s", f[1], "nordic, maxi, standard")
			}
			v.family = f[1]
		case key == "dice" && len(f) == 2:
			v.Dice, err = ruleNumber(f[1])
		case key == "boxes" && len(f) > 1:
			if fam.score == nil {
				return nil, at(errorOf("say %s before %s", "scoring", "boxes"))
			}
			for _, b := range f[1:] {
				if !slices.Contains(fam.boxes, Box(b)) {
					return nil, at(errorOf("%s scoring has no box %q: it knows %s", v.family, b, boxList(fam.boxes)))
				}
				if slices.Contains(v.Boxes, Box(b)) {
					return nil, at(errorOf("%q changes what line %d changed already", b, n))
				}
				v.Boxes = append(v.Boxes, Box(b))
			}
		case key == "bonus" && len(f) == 4 && f[2] == "=":
			if v.BonusAt, err = ruleNumber(f[1]); err == nil {
				v.Bonus, err = ruleNumber(f[3])
			}
		case key == "forced" && len(f) == 1:
			v.Forced = true
		case key == "saved rolls" && len(f) == 2:
			v.SavedRolls = true
		case key == "extra bonus" && len(f) == 3:
			v.ExtraBonus, err = ruleNumber(f[2])
		default:
			err = errorOf("%q is not a line of a variant's definition: the lines are %s", strings.TrimSpace(body), defineLines)
		}
		if err != nil {
			return nil, at(err)
		}
	}
	for _, need := range []struct {
		what string
		ok   bool
	}{{"variant", v.ID != ""}, {"scoring", fam.score != nil}, {"dice", v.Dice != 0}, {"boxes", len(v.Boxes) > 0}, {"bonus", v.BonusAt != 0}} {
		if !need.ok {
			return nil, errorOf("the definition says no %s", need.what)
		}
	}
	if v.Dice != fam.dice {
		return nil, errorOf("%s scoring counts %d dice, not %d", v.family, fam.dice, v.Dice)
	}
	if v.ExtraBonus != 0 && !v.Has(Yatzy) {
		return nil, errorOf("the definition says no %s", "yatzy")
	}
	v.score = fam.score
	return v, nil
}

// Definition writes the variant's definition (of the variant its house
// rules change, for house rules): ParseVariant reads it back the same.
func (v *Variant) Definition() string {
	if v.base != nil {
		v = v.base
	}
	var b strings.Builder
	fmt.Fprintf(&b, "variant %s\n", v.ID)
	if len(v.Aliases) > 0 {
		fmt.Fprintf(&b, "aliases %s\n", strings.Join(v.Aliases, " "))
	}
	fmt.Fprintf(&b, "scoring %s\ndice %d\n", v.family, v.Dice)
	fmt.Fprintf(&b, "boxes %s\n", strings.ReplaceAll(boxList(v.Boxes), ", ", " "))
	fmt.Fprintf(&b, "bonus %d = %d\n", v.BonusAt, v.Bonus)
	if v.Forced {
		b.WriteString("forced\n")
	}
	if v.SavedRolls {
		b.WriteString("saved rolls\n")
	}
	if v.ExtraBonus != 0 {
		fmt.Fprintf(&b, "extra bonus %d\n", v.ExtraBonus)
	}
	return b.String()
}
