package scoresheet

// A Box is one row of the sheet, named by its stable id. The ids are used in
// game files and in JSON output, so they never change.
type Box string

// The boxes of every variant. A variant uses some of them, in its own order.
const (
	Ones          Box = "ones"
	Twos          Box = "twos"
	Threes        Box = "threes"
	Fours         Box = "fours"
	Fives         Box = "fives"
	Sixes         Box = "sixes"
	OnePair       Box = "one_pair"
	TwoPairs      Box = "two_pairs"
	ThreePairs    Box = "three_pairs"
	ThreeOfAKind  Box = "three_of_a_kind"
	FourOfAKind   Box = "four_of_a_kind"
	FiveOfAKind   Box = "five_of_a_kind"
	SmallStraight Box = "small_straight"
	LargeStraight Box = "large_straight"
	FullStraight  Box = "full_straight"
	FullHouse     Box = "full_house"
	Castle        Box = "castle"
	Tower         Box = "tower"
	Chance        Box = "chance"
	Yatzy         Box = "yatzy"
)

// Face returns the face counted by an upper box (1 for Ones … 6 for Sixes),
// or 0 for a box of the lower section.
func (b Box) Face() int {
	switch b {
	case Ones:
		return 1
	case Twos:
		return 2
	case Threes:
		return 3
	case Fours:
		return 4
	case Fives:
		return 5
	case Sixes:
		return 6
	}
	return 0
}

// Upper reports whether b is one of ones…sixes, whose sum earns the bonus.
func (b Box) Upper() bool { return b.Face() != 0 }

// upperBox returns the upper box that counts face.
func upperBox(face int) Box {
	return [...]Box{"", Ones, Twos, Threes, Fours, Fives, Sixes}[face]
}
