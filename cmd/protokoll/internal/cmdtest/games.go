package cmdtest

import (
	"strings"

	"github.com/kitchentable/protokoll/scoresheet"
)

// BestDice returns n dice (five or six) that score box b's maximum.
func BestDice(b scoresheet.Box, n int) string { return bestDice[b][:n] }

// bestDice gives, per box, six dice that score its maximum.
var bestDice = map[scoresheet.Box]string{
	"ones": "111111", "twos": "222222", "threes": "333333", "fours": "444444", "fives": "555555", "sixes": "666666",
	"one_pair": "661234", "two_pairs": "665512", "three_pairs": "665544",
	"three_of_a_kind": "666123", "four_of_a_kind": "666612", "five_of_a_kind": "666661",
	"small_straight": "123456", "large_straight": "234566", "full_straight": "123456",
	"full_house": "666551", "castle": "666555", "tower": "666655", "chance": "666666", "yatzy": "666666",
}

// PipedGame is the input of a whole game of v typed on a pipe: each turn
// the dice (and, in maxi, an empty line for three rolls), the box, and a
// confirmation when it is struck.
func PipedGame(v *scoresheet.Variant, players []string, dice func(scoresheet.Box) string) string {
	var b strings.Builder
	for _, box := range v.Boxes {
		for range players {
			d := dice(box)
			b.WriteString(d + "\n")
			if v.SavedRolls {
				b.WriteString("\n") // three rolls used
			}
			b.WriteString(string(box) + "\n")
			r, _ := v.ParseRoll(d)
			if v.Score(box, r) == 0 {
				b.WriteString("y\n") // confirm the strike
			}
		}
	}
	return b.String()
}
