package scoresheet

import (
	"strings"
)

// A Roll is the dice a player typed in, in the order typed. Every value is
// between 1 and 6.
type Roll []int

// ParseRoll reads dice as a person types them: "6 6 6 2 4", "66624" or
// "6,6,6,2,4". Every digit is one die; spaces, commas and tabs separate them
// and are otherwise ignored. It returns an error unless there are exactly n
// dice, each between 1 and 6.
func ParseRoll(s string, n int) (Roll, error) {
	roll := make(Roll, 0, n)
	for _, r := range s {
		switch {
		case r >= '1' && r <= '6':
			roll = append(roll, int(r-'0'))
		case r == ' ' || r == ',' || r == '\t':
		case r >= '0' && r <= '9':
			return nil, errorOf("%q is not on a die: each die shows 1 to 6", r)
		default:
			return nil, errorOf("%q is not a die: type the %d values shown, like %s", r, n, example(n))
		}
	}
	if len(roll) != n {
		return nil, errorOf("got %d dice, want %d: type the %d values shown, like %s", len(roll), n, n, example(n))
	}
	return roll, nil
}

func example(n int) string {
	if n == 6 {
		return "6 6 6 2 4 1"
	}
	return "6 6 6 2 4"
}

// String returns the dice separated by spaces, as typed: "6 6 6 2 4".
func (r Roll) String() string {
	var b strings.Builder
	for i, d := range r {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteByte(byte('0' + d))
	}
	return b.String()
}

// counts returns how many dice show each face; index 0 is unused.
func (r Roll) counts() [7]int {
	var c [7]int
	for _, d := range r {
		c[d]++
	}
	return c
}

func (r Roll) sum() int {
	s := 0
	for _, d := range r {
		s += d
	}
	return s
}

// valid reports whether r has n dice, each 1..6.
func (r Roll) valid(n int) error {
	if len(r) != n {
		return errorOf("got %d dice, want %d", len(r), n)
	}
	for _, d := range r {
		if d < 1 || d > 6 {
			return errorOf("die %d is not on a die: each die shows 1 to 6", d)
		}
	}
	return nil
}

// Same reports whether r and o show the same dice, in any order.
func (r Roll) Same(o Roll) bool { return len(r) == len(o) && r.counts() == o.counts() }
