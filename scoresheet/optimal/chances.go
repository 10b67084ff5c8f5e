package optimal

import (
	"errors"
	"math"
)

// Simulated is how many games Chances plays for a player whose
// distribution is too costly to work out exactly: enough that a chance
// of winning is within ±1 percentage point 19 times out of 20
// (1.96·√(¼/10,000) = 0.98 points). That bound is of 10,000 simulated
// nights, each pairing one game of every player; Chances pairs every
// game of each with every game of the others (the distributions), the
// same nights' mean given the games played, which is never further off.
const Simulated = 10000

// A Chance is a player's chance of finishing first: alone (Alone) or
// level with others at the top (Shared). Exact reports whether it was
// worked out exactly; otherwise it comes from Simulated games of the
// player and is within about a percentage point.
type Chance struct {
	Alone, Shared float64
	Exact         bool
}

// Chances returns each player's chance of finishing first, when every
// player plays the rest of the game as the table advises: each player's
// distribution of final scores (their points and Distribution, or a
// simulation where that is too costly), and the players taken as
// independent. A player alone at the table wins for certain.
func (t *Table) Chances(players []Player, seed uint64) ([]Chance, error) {
	return t.chances(players, seed, MaxExact)
}

// chances is Chances, working out exactly the distributions with at
// most exact states ahead.
func (t *Table) chances(players []Player, seed uint64, exact int) ([]Chance, error) {
	switch len(players) {
	case 0:
		return nil, errors.New("optimal: no players")
	case 1:
		if _, _, _, err := t.key(players[0].State); err != nil {
			return nil, err
		}
		return []Chance{{Alone: 1, Exact: true}}, nil // nobody to lose to
	}
	finals, exactly, err := t.finals(players, seed, exact)
	if err != nil {
		return nil, err
	}
	out := make([]Chance, len(players))
	for i := range out {
		out[i].Exact = exactly[i]
	}
	// below[j][x] is player j's chance of finishing below x points.
	lo, hi := math.MaxInt, math.MinInt
	for _, d := range finals {
		lo, hi = min(lo, d.Lo), max(hi, d.Hi())
	}
	below := make([][]float64, len(finals))
	for j, d := range finals {
		below[j] = make([]float64, hi-lo+2)
		for x := lo; x <= hi; x++ {
			below[j][x-lo+1] = below[j][x-lo] + d.At(x)
		}
	}
	for i, d := range finals {
		for x := d.Lo; x <= d.Hi(); x++ {
			p := d.At(x)
			if p == 0 {
				continue
			}
			under, level := 1.0, 1.0 // all others below x; all at most x
			for j := range finals {
				if j != i {
					under *= below[j][x-lo]
					level *= below[j][x-lo+1]
				}
			}
			out[i].Alone += p * under
			out[i].Shared += p * (level - under)
		}
	}
	return out, nil
}

// Finals returns the distribution of each player's final score when they
// play the rest as the table advises (their points and what is still to
// come: exact where it is cheap, else from Simulated games, as Chances
// says), and whether it is exact.
func (t *Table) Finals(players []Player, seed uint64) ([]Distribution, []bool, error) {
	return t.finals(players, seed, MaxExact)
}

// finals is Finals, working out exactly the distributions with at most
// exact states ahead.
func (t *Table) finals(players []Player, seed uint64, exact int) ([]Distribution, []bool, error) {
	// Players in the same state share one distribution: equal sheets,
	// equal chances, even simulated.
	var spots []spot // each state once, in the players' order
	of := map[spot]int{}
	for _, p := range players {
		mask, upper, y, err := t.key(p.State)
		if err != nil {
			return nil, nil, err
		}
		if s := (spot{mask, upper, y}); of[s] == 0 {
			spots = append(spots, s)
			of[s] = len(spots) // from 1: 0 is not yet seen
		}
	}
	dist := make([]Distribution, len(spots))
	exactly := make([]bool, len(spots))
	var simulated []int // the states too costly to follow exactly
	var starts []spot
	for k, s := range spots {
		if exactly[k] = t.ahead(s, exact) <= exact; exactly[k] {
			dist[k] = t.distribution(s)
		} else {
			simulated, starts = append(simulated, k), append(starts, s)
		}
	}
	for j, d := range t.simulations(starts, Simulated, seed) {
		dist[simulated[j]] = d
	}
	finals := make([]Distribution, len(players))
	isExact := make([]bool, len(players))
	for i, p := range players {
		mask, upper, y, _ := t.key(p.State)
		k := of[spot{mask, upper, y}] - 1
		finals[i], isExact[i] = dist[k].Shift(p.Points), exactly[k]
	}
	return finals, isExact, nil
}
