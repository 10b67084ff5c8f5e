package scoresheet

// Totals are the sums of one player's column.
type Totals struct {
	Upper int // ones…sixes
	Bonus int // the upper bonus, once earned
	// ExtraBonus is the standard game's +100 for each further five of a kind.
	ExtraBonus int
	Total      int

	// Pace is the upper sum against the pace of the bonus on the boxes
	// filled so far: three of each face (four in maxi). +3 means three
	// points ahead.
	Pace int
	// BonusNeeded is how many more upper points the bonus needs; 0 once
	// it is earned.
	BonusNeeded int
	// BonusOut reports that the bonus can no longer be reached.
	BonusOut bool

	// Saved is maxi's rolls saved for later turns.
	Saved int
	// Filled is the number of boxes filled.
	Filled int
}

// Totals returns the sums of player's column; an unknown player has none.
func (s *Sheet) Totals(player string) Totals {
	p := s.playerIndex(player)
	if p < 0 {
		return Totals{}
	}
	v, col := s.variant, s.cols[p]
	t := Totals{Saved: col.saved, Filled: col.filled}
	reachable := 0
	pace := 0 // in 21sts of a point: a box's share of the threshold is face × threshold / 21
	for i, b := range v.Boxes {
		e, ok := col.entry(i)
		if b.Upper() {
			if ok {
				t.Upper += e.Points
				pace += 21*e.Points - b.Face()*v.BonusAt
			} else {
				reachable += v.upperMost(b)
			}
		}
		if ok {
			t.Total += e.Points
			t.ExtraBonus += int(e.Bonus)
		}
	}
	t.Pace = roundDiv(pace, 21)
	if t.Bonus = v.UpperBonus(t.Upper); t.Bonus == 0 {
		t.BonusNeeded = v.BonusAt - t.Upper
		t.BonusOut = t.Upper+reachable < v.BonusAt
	}
	t.Total += t.Bonus + t.ExtraBonus
	return t
}

// UpperBonus returns the bonus an upper sum earns: the variant's bonus at
// its threshold or above, else none.
func (v *Variant) UpperBonus(upper int) int {
	if upper >= v.BonusAt {
		return v.Bonus
	}
	return 0
}

// Winners returns the players with the highest total, in seating order;
// equal totals share the win. It is meaningful once the game is Finished,
// and gives the leaders before that.
func (s *Sheet) Winners() []string {
	best := -1
	var winners []string
	for _, p := range s.players {
		switch t := s.Totals(p).Total; {
		case t > best:
			best, winners = t, []string{p}
		case t == best:
			winners = append(winners, p)
		}
	}
	return winners
}

// roundDiv is n/d to the nearest whole, halves away from zero.
func roundDiv(n, d int) int {
	if n < 0 {
		return -((-n + d/2) / d)
	}
	return (n + d/2) / d
}
