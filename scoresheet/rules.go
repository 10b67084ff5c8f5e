package scoresheet

import (
	"fmt"
	"strings"
)

// Rules are the options a table may choose beyond its variant.
type Rules struct {
	// Joker is the standard game's joker rule; other variants ignore it.
	Joker Joker `json:"joker,omitempty"`
}

// Joker says where the standard game lets a further five of a kind go once
// the yatzy box is filled.
type Joker string

const (
	// JokerForced is the official rule and the default: the matching upper
	// box if it is free; otherwise any free lower box, where full house and
	// the straights score 25, 30 and 40; otherwise a zero in an upper box.
	JokerForced Joker = "forced"
	// JokerFree does not force the upper box: the matching upper box or any
	// free lower box; a zero in an upper box only when none of those is free.
	JokerFree Joker = "free"
)

// ParseJoker reads a joker rule name; empty means JokerForced.
func ParseJoker(s string) (Joker, error) {
	switch j := Joker(strings.ToLower(strings.TrimSpace(s))); j {
	case "":
		return JokerForced, nil
	case JokerForced, JokerFree:
		return j, nil
	}
	return "", fmt.Errorf("unknown joker rule %q: want forced or free", s)
}

// jokerScore is what the joker makes of a five of a kind in the fixed-score
// boxes of the standard game.
var jokerScore = map[Box]int{FullHouse: 25, SmallStraight: 30, LargeStraight: 40}
