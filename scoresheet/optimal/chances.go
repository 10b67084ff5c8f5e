package optimal

import (
	"errors"
	"math"
	"slices"

	"github.com/kitchentable/protokoll/scoresheet"
)

// A Player is what the table knows of each player in a game: the
// state of their sheet and the points they have.
type Player struct {
	State  State
	Points int
}

// PlayerOf returns player's state and points on sheet s.
func PlayerOf(s *scoresheet.Sheet, player string) Player {
	return Player{State: StateOf(s, player), Points: s.Totals(player).Total}
}

// Simulated is the most games Chances plays for a player whose
// distribution is too costly to work out exactly: enough that a chance
// of winning is within ±1 percentage point 19 times out of 20 whatever
// the game (1.96·√(¼/10,000) = 0.98 points). That bound is of 10,000
// simulated nights, each pairing one game of every player; Chances pairs
// every game of each with every game of the others (the distributions),
// the same nights' mean given the games played, which is never further
// off. It plays simulatedBatch of them, then as many more as the chances'
// own spread (halfWidth, of the estimate's) says are missing, and stops
// as soon as it says they are within the point.
const Simulated = 10000

// simulatedBatch is how many games a simulated player plays before the
// chances are first looked at; after, as many more as their spread says
// are missing.
const simulatedBatch = 1000

// A Chance is a player's chance of finishing first: alone (Alone) or
// level with others at the top (Shared). Exact reports whether it was
// worked out exactly; otherwise it comes from Games simulated games of
// the player and is within a percentage point 19 times out of 20.
type Chance struct {
	Alone, Shared float64
	Exact         bool
	Games         int // the games simulated, when not Exact
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
		if err := t.check(players[0].State); err != nil {
			return nil, err
		}
		return []Chance{{Alone: 1, Exact: true}}, nil // nobody to lose to
	}
	finals, exactly, games, err := t.finals(players, seed, exact)
	if err != nil {
		return nil, err
	}
	out := make([]Chance, len(players))
	for i := range out {
		out[i].Exact = exactly[i]
		if !exactly[i] {
			out[i].Games = games
		}
	}
	for i, c := range alone(finals) {
		out[i].Alone, out[i].Shared = c.Alone, c.Shared
	}
	return out, nil
}

// check returns an error if st is not a state of the table's game.
func (t *Table) check(st State) error {
	if t.saved != nil {
		_, _, _, err := t.saved.key(st)
		return err
	}
	_, _, _, err := t.key(st)
	return err
}

// belows returns the lowest and highest totals of the distributions, and
// below[j][x-lo], distribution j's chance of a total below x, for lo ≤ x
// ≤ hi+1.
func belows(finals []Distribution) (lo, hi int, below [][]float64) {
	lo, hi = math.MaxInt, math.MinInt
	for _, d := range finals {
		lo, hi = min(lo, d.Lo), max(hi, d.Hi())
	}
	below = make([][]float64, len(finals))
	for j, d := range finals {
		below[j] = make([]float64, hi-lo+2)
		for x := lo; x <= hi; x++ {
			below[j][x-lo+1] = below[j][x-lo] + d.At(x)
		}
	}
	return lo, hi, below
}

// alone works out each player's chance to finish first, alone and
// shared, from the players' final scores taken as independent.
func alone(finals []Distribution) []Chance {
	out := make([]Chance, len(finals))
	lo, _, below := belows(finals)
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
	return out
}

// halfWidth is how far, 19 times out of 20, a chance to win alone worked
// out from finals may be from the true one, at most (see spreads).
func halfWidth(finals []Distribution, games [][]sampled) float64 {
	return 1.96 * slices.Max(spreads(finals, games))
}

// A sampled is what one simulated game of a player tells of their final
// total: the exact distribution of the points of its last turns (tail),
// after the points At before them (the player's points with those of the
// turns played).
type sampled struct {
	tail []float64
	at   int
	mean float64 // the game's expected total: At and its tail's mean
}

// shift is the game as a player with x points more plays it.
func (g sampled) shift(x int) sampled { return sampled{g.tail, g.at + x, g.mean + float64(x)} }

// estimate is the distribution of a player's final total from their
// games, whose expected total is known to be mu (the table's value: each
// game plays as the table advises). It is the games' own distribution
// reweighted, each game's weight linear in its expected total, so that
// its mean is mu (the regression estimator, with the game's expected
// total as control variate): what a game's total tells of a chance to
// win that its expected total already says is no longer left to chance.
// A weight below zero (a game far from the mean among few) is kept, and
// so any chance it makes negative is taken as 0; the chances are
// renormalised.
func estimate(games []sampled, mu float64) Distribution {
	n := float64(len(games))
	mbar, hi := 0.0, 0
	for _, g := range games {
		mbar += g.mean / n
		hi = max(hi, g.at+len(g.tail))
	}
	ss := 0.0
	for _, g := range games {
		ss += (g.mean - mbar) * (g.mean - mbar)
	}
	c := 0.0
	if ss > 0 {
		c = (mu - mbar) / ss
	}
	total := make([]float64, hi)
	for _, g := range games {
		w := 1/n + c*(g.mean-mbar)
		for k, p := range g.tail {
			total[g.at+k] += w * p
		}
	}
	sum := 0.0
	for k, p := range total {
		total[k] = max(0, p)
		sum += total[k]
	}
	for k := range total {
		total[k] /= sum
	}
	return trim(total)
}

// spreads returns the standard error of each player's chance to win
// alone worked out from finals, where games[k] are the games finals[k]
// was made of (nil: it is exact). By the delta method, a chance's
// variance is the sum over the simulated players k of the variance, over
// k's games, of what a game adds to it (for k the player: the chance that
// all others finish below the game's total; for another: the player's
// chance to win over totals above it), divided by their number; a game's
// total is its tail's distribution, over which that is averaged.
func spreads(finals []Distribution, games [][]sampled) []float64 {
	lo, hi, below := belows(finals)
	others := func(x int, but ...int) float64 { // all players but these below x
		p := 1.0
		for j := range finals {
			if !slices.Contains(but, j) {
				p *= below[j][x-lo]
			}
		}
		return p
	}
	// variance is the variance over games of the mean of h over each
	// game's totals, over their number; h[x-lo] for lo ≤ x ≤ hi.
	variance := func(games []sampled, h []float64) float64 {
		// With each game's expected total as control variate (estimate),
		// what is left is the variance of h the expected total does not
		// explain: var(v) - cov(v, mean)²/var(mean).
		var sv, svv, sm, smm, svm float64
		for _, g := range games {
			v := 0.0
			for t, p := range g.tail {
				if x := g.at + t; p > 0 && x >= lo && x <= hi {
					v += p * h[x-lo]
				}
			}
			sv, svv = sv+v, svv+v*v
			sm, smm, svm = sm+g.mean, smm+g.mean*g.mean, svm+v*g.mean
		}
		n := float64(len(games))
		vv := svv/n - (sv/n)*(sv/n)
		mm := smm/n - (sm/n)*(sm/n)
		vm := svm/n - (sv/n)*(sm/n)
		if mm > 0 {
			vv -= vm * vm / mm
		}
		return max(0, vv) / n
	}
	out := make([]float64, len(finals))
	h := make([]float64, hi-lo+2)
	for i, di := range finals {
		v := 0.0
		for k := range finals {
			if games[k] == nil {
				continue
			}
			if k == i {
				for x := lo; x <= hi; x++ {
					h[x-lo] = others(x, i)
				}
			} else {
				// What a game of k scoring y adds: i's chance to win over
				// totals above y, the rest below them.
				h[hi-lo+1] = 0
				for x := hi; x >= lo; x-- {
					h[x-lo] = h[x-lo+1]
					if x+1 <= hi {
						h[x-lo] += di.At(x+1) * others(x+1, i, k)
					}
				}
			}
			v += variance(games[k], h)
		}
		out[i] = math.Sqrt(v)
	}
	return out
}

// Finals returns the distribution of each player's final score when they
// play the rest as the table advises (their points and what is still to
// come: exact where it is cheap, else from Simulated games, as Chances
// says), and whether it is exact.
func (t *Table) Finals(players []Player, seed uint64) ([]Distribution, []bool, error) {
	finals, exactly, _, err := t.finals(players, seed, MaxExact)
	return finals, exactly, err
}

// finals is Finals, working out exactly the distributions with at most
// exact states ahead; it also returns how many games each simulated
// player played.
func (t *Table) finals(players []Player, seed uint64, exact int) ([]Distribution, []bool, int, error) {
	if t.saved != nil {
		return t.saved.finals(players, seed, min(exact, MaxSavedExact))
	}
	// Players in the same state share one distribution: equal sheets,
	// equal chances, even simulated.
	var spots []spot // each state once, in the players' order
	of := map[spot]int{}
	for _, p := range players {
		mask, upper, y, err := t.key(p.State)
		if err != nil {
			return nil, nil, 0, err
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
	finals := make([]Distribution, len(players))
	isExact := make([]bool, len(players))
	at := func() { // the players' finals from the states' distributions
		for i, p := range players {
			mask, upper, y, _ := t.key(p.State)
			k := of[spot{mask, upper, y}] - 1
			finals[i], isExact[i] = dist[k].Shift(p.Points), exactly[k]
		}
	}
	if len(starts) == 0 {
		at()
		return finals, isExact, 0, nil
	}
	// Games in batches, until every chance to win alone is within a
	// percentage point (19 times out of 20), or Simulated games.
	m := newMoves(t)
	played := make([][]sampled, len(starts)) // each state's games, from 0 points
	mu := make([]float64, len(starts))       // each state's expected points to come
	for j, s := range starts {
		mu[j] = t.valueOf(s)
	}
	games, n := 0, simulatedBatch
	for batch := 0; games < Simulated; batch++ {
		for j, b := range t.simulationBatch(m, starts, n, seed, batch) {
			played[j] = append(played[j], b.games...)
		}
		games += n
		for j, k := range simulated {
			dist[k] = estimate(played[j], mu[j])
		}
		at()
		byPlayer := make([][]sampled, len(players))
		for i, p := range players {
			mask, upper, y, _ := t.key(p.State)
			k := of[spot{mask, upper, y}] - 1
			if j := slices.Index(simulated, k); j >= 0 {
				for _, g := range played[j] {
					byPlayer[i] = append(byPlayer[i], g.shift(p.Points))
				}
			}
		}
		hw := halfWidth(finals, byPlayer)
		if hw <= 0.01 {
			break
		}
		// The spread falls as one over the root of the games: play as
		// many more as it says are missing, and a tenth, in quarters of a
		// batch (the first games meet most of the states, so a few more
		// cost little).
		more := int(float64(games)*(hw/0.01)*(hw/0.01)*1.1) - games
		q := simulatedBatch / 4
		n = min(Simulated-games, max(q, (more+q-1)/q*q))
	}
	return finals, isExact, games, nil
}
