package scoresheet

import (
	"slices"
	"strings"
)

// Choices are what a table chooses where the rules of its variant leave
// room: the joker rule. (House rules, which change the variant itself,
// are HouseRules.)
type Choices struct {
	// Joker is the standard game's joker rule; other variants ignore it.
	Joker Joker `json:"joker,omitempty"`
}

// Joker says where the standard game lets a further five of a kind go once
// the yatzy box is filled.
type Joker string

const (
	// JokerForced is the official rule and the default (see Choices.Normal):
	// the matching upper box if it is free; otherwise any free lower box,
	// where full house and the straights score as those combinations do
	// (see JokerScore); otherwise a zero in an upper box.
	JokerForced Joker = "forced"
	// JokerFree does not force the upper box: the matching upper box or any
	// free lower box; a zero in an upper box only when none of those is free.
	JokerFree Joker = "free"
)

// Normal returns r with every choice it leaves empty set to its default:
// the joker rule JokerForced. Sheets and the solver's tables both play
// by r.Normal(), so empty choices mean the same to each; this is the one
// place the defaults are written.
func (r Choices) Normal() Choices {
	if r.Joker == "" {
		r.Joker = JokerForced
	}
	return r
}

// ParseJoker reads a joker rule name; empty means the default (see
// Choices.Normal).
func ParseJoker(s string) (Joker, error) {
	switch j := Joker(strings.ToLower(strings.TrimSpace(s))); j {
	case "":
		return Choices{}.Normal().Joker, nil
	case JokerForced, JokerFree:
		return j, nil
	}
	return "", errorOf("unknown joker rule %q: want forced or free", s)
}

// jokerRolls are the boxes where the joker makes a further five of a kind
// score as the box's combination, each with a roll that makes it: the
// joker's score is what the variant's scoring gives that roll, so it is
// written nowhere else.
var jokerRolls = map[Box]Roll{
	FullHouse:     {2, 2, 3, 3, 3},
	SmallStraight: {1, 2, 3, 4, 5},
	LargeStraight: {2, 3, 4, 5, 6},
}

// JokerScore returns what the joker makes of a further five of a kind in
// box b, for the boxes where that is a fixed score: full house and the
// straights score what the variant's scoring gives those combinations
// (house rules' changes included). ok is false for the others, which
// score the dice as usual, and for variants without the joker.
func (v *Variant) JokerScore(b Box) (points int, ok bool) {
	r, ok := jokerRolls[b]
	if !v.HasJoker() || !ok {
		return 0, false
	}
	return v.score(b, r), true
}

// JokerBoxes returns where the joker rule lets a further five of a kind of
// face go, of the free boxes (in sheet order): under JokerForced the
// matching upper box if it is free; otherwise (or under JokerFree, beside
// that box) any free lower box; otherwise a zero in any free upper box.
func (v *Variant) JokerBoxes(free []Box, face int, rule Joker) []Box {
	match := upperBox(face)
	var lower, upper []Box
	for _, b := range free {
		if b.Upper() {
			upper = append(upper, b)
		} else {
			lower = append(lower, b)
		}
	}
	matchFree := slices.Contains(upper, match)
	switch {
	case matchFree && rule != JokerFree:
		return []Box{match}
	case matchFree:
		return append([]Box{match}, lower...)
	case len(lower) > 0:
		return lower
	}
	return upper
}

// Word names the joker rule in w's language: forced (the rule without a
// house rule's word) or free.
func (j Joker) Word(w *Words) string {
	if j == JokerFree {
		return w.or().Jokers[JokerFree]
	}
	return w.or().Jokers[JokerForced]
}
