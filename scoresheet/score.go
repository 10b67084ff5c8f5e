package scoresheet

// The scoring of each family of boxes. Every function takes the dice counted
// by face (see Roll.counts) so that a roll is counted once per score.

// scoreNordic scores the scandinavian and forced sheets: the lower boxes
// count only the dice that form the combination, and the straights are fixed.
func scoreNordic(b Box, r Roll) int {
	c := r.counts()
	if b == Yatzy {
		return yatzy(c, len(r), 50)
	}
	return scoreCommon(b, c)
}

// scoreMaxi scores the six-dice sheet: a combination counts the dice that
// form it, and a higher count serves a lower box.
func scoreMaxi(b Box, r Roll) int {
	c := r.counts()
	switch b {
	case ThreePairs:
		return pairs(c, 3)
	case FiveOfAKind:
		return 5 * ofAKind(c, 5)
	case FullStraight:
		return straight(c, 1, 6, 21)
	case Castle:
		return castle(c)
	case Tower:
		return tower(c)
	case Yatzy:
		return yatzy(c, len(r), 100)
	}
	return scoreCommon(b, c)
}

// scoreStandard scores the standard game without the joker rule: the
// kinds count all five dice, and the straights and the full house are fixed.
func scoreStandard(b Box, r Roll) int {
	c := r.counts()
	switch b {
	case ThreeOfAKind, FourOfAKind:
		if ofAKind(c, kindCount(b)) > 0 {
			return r.sum()
		}
		return 0
	case FullHouse:
		if fullHouse(c) > 0 {
			return 25
		}
		return 0
	case SmallStraight:
		if run(c) >= 4 {
			return 30
		}
		return 0
	case LargeStraight:
		if run(c) >= 5 {
			return 40
		}
		return 0
	case Yatzy:
		return yatzy(c, len(r), 50)
	case Chance:
		return r.sum()
	}
	return upperScore(b, c)
}

// scoreCommon scores the boxes that score alike in the nordic and maxi
// sheets: the straights fixed, the others the dice that form them.
func scoreCommon(b Box, c [7]int) int {
	switch b {
	case SmallStraight:
		return straight(c, 1, 5, 15)
	case LargeStraight:
		return straight(c, 2, 6, 20)
	case OnePair:
		return pairs(c, 1)
	case TwoPairs:
		return pairs(c, 2)
	case ThreeOfAKind, FourOfAKind:
		n := kindCount(b)
		return n * ofAKind(c, n)
	case FullHouse:
		return fullHouse(c)
	case Chance:
		s := 0
		for face, n := range c {
			s += face * n
		}
		return s
	}
	return upperScore(b, c)
}

func upperScore(b Box, c [7]int) int {
	f := b.Face()
	if f == 0 {
		panic("scoresheet: no scoring for box " + string(b))
	}
	return f * c[f]
}

func kindCount(b Box) int {
	if b == ThreeOfAKind {
		return 3
	}
	return 4
}

// yatzy returns points if all n dice of the roll show one face, else 0:
// the yatzy box takes every die, as many as the variant rolls.
func yatzy(c [7]int, n, points int) int {
	if ofAKind(c, n) > 0 {
		return points
	}
	return 0
}

// ofAKind returns the highest face shown by at least n dice, or 0.
func ofAKind(c [7]int, n int) int {
	for f := 6; f >= 1; f-- {
		if c[f] >= n {
			return f
		}
	}
	return 0
}

// pairs returns the sum of the n highest pairs of different faces, or 0 if
// there are not n of them.
func pairs(c [7]int, n int) int {
	sum, found := 0, 0
	for f := 6; f >= 1 && found < n; f-- {
		if c[f] >= 2 {
			sum += 2 * f
			found++
		}
	}
	if found < n {
		return 0
	}
	return sum
}

// fullHouse returns the best three of one face and two of another, counting
// those five dice, or 0.
func fullHouse(c [7]int) int {
	best := 0
	for t := 1; t <= 6; t++ {
		if c[t] < 3 {
			continue
		}
		for p := 1; p <= 6; p++ {
			if p != t && c[p] >= 2 {
				best = max(best, 3*t+2*p)
			}
		}
	}
	return best
}

// castle returns the sum of two triples of different faces, or 0.
func castle(c [7]int) int {
	sum, triples := 0, 0
	for f := 1; f <= 6; f++ {
		if c[f] == 3 {
			sum += 3 * f
			triples++
		}
	}
	if triples < 2 {
		return 0
	}
	return sum
}

// tower returns the sum of four of one face and two of another, or 0.
func tower(c [7]int) int {
	four, two := 0, 0
	for f := 1; f <= 6; f++ {
		switch c[f] {
		case 4:
			four = f
		case 2:
			two = f
		}
	}
	if four == 0 || two == 0 {
		return 0
	}
	return 4*four + 2*two
}

// straight returns points if every face from lo to hi is shown, else 0.
func straight(c [7]int, lo, hi, points int) int {
	for f := lo; f <= hi; f++ {
		if c[f] == 0 {
			return 0
		}
	}
	return points
}

// run returns the length of the longest run of consecutive faces shown.
func run(c [7]int) int {
	best, cur := 0, 0
	for f := 1; f <= 6; f++ {
		if c[f] > 0 {
			cur++
			best = max(best, cur)
		} else {
			cur = 0
		}
	}
	return best
}
