//go:build !race

package optimal

import (
	"flag"
	"fmt"
	"math"
	"math/bits"
	"math/rand/v2"
	"os"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

var (
	earlyGames   = flag.Int("early.games", 0, "games the long head-to-head test plays from the empty sheet (the package doc's figures: 1000000); 0 skips it")
	earlyVariant = flag.String("early.variant", "scandinavian", "the variant the long head-to-head test plays")
	earlyPlayers = flag.Int("early.players", 2, "the players at the table in the long head-to-head test")
	earlyLate    = flag.Int("early.late", lateTurns, "the last turns the head-to-head's to-win player plays by the exact method")
)

// lateTurns is the last turns the head-to-head games' to-win player
// plays by the exact method: the last two, where it adds half a point of
// wins over the last alone (51.43 % against 50.94 % on the same 20,000
// games' dice) at two and a half times the cost of a game. The advice
// turns to it no later (MaxToWin, 400 states ahead, is always more than
// two free boxes have), and the exact method is the best play against
// players for points, so the games understate the advice if anything;
// the last three turns, another half point, cost eleven times as much: a
// tenth of a second a turn, too much for a million games.
const lateTurns = 2

// riskSet is the tables a to-win player plays with: the expected score's,
// the variance's and each of RiskThetas'.
type riskSet struct {
	e, vr *Table
	risk  map[float64]*Table
}

func riskSetOf(t testing.TB, v *scoresheet.Variant) *riskSet {
	rs := &riskSet{e: table(t, v), vr: riskTable(t, v, VarianceTheta), risk: map[float64]*Table{}}
	for _, theta := range RiskThetas() {
		if theta == 0 {
			rs.risk[0] = rs.e
			continue
		}
		rs.risk[theta] = riskTable(t, v, theta)
	}
	return rs
}

// seat is a player in a head-to-head game: their state, points and dice.
type seat struct {
	s     spot
	x     int
	toWin bool
	r     *rand.Rand
}

func (rs *riskSet) standing(p *seat) Standing {
	i := rs.e.game.index(p.s.mask, p.s.upper, p.s.y)
	return StandingOf(p.x, rs.e.ev[i], rs.vr.ev[i])
}

// turnRoom is the room a turn is played in.
type turnRoom struct {
	u, kv, val1, val2 []float64
	keep1, keep2      []int
	w                 *widget
	// dists are the distributions of the points to come from the spots
	// the others are at in the last turns, each worked out once.
	dists map[spot]Distribution
}

func newTurnRoom(g *game) *turnRoom {
	n := len(g.d.keeps)
	return &turnRoom{u: make([]float64, n), kv: make([]float64, n), val1: make([]float64, n), val2: make([]float64, n), keep1: make([]int, n), keep2: make([]int, n), w: newWidget(g), dists: map[spot]Distribution{}}
}

// keepStage works out, from the utilities of the rolls with one reroll
// fewer left (in u's rolls), each keep's best keep within it and that
// one's utility, the greater the better (less, when less is).
func keepStage(d *dice, kv, u []float64, less bool, keepOf []int, val []float64) {
	copy(kv, u)
	add := d.addFlat
	for i := d.start[d.n] - 1; i >= 0; i-- {
		a := add[6*i : 6*i+6 : 6*i+6]
		kv[i] = (kv[a[0]] + kv[a[1]] + kv[a[2]] + kv[a[3]] + kv[a[4]] + kv[a[5]]) / 6
	}
	for i := range kv {
		best, keep := kv[i], i
		for _, j := range d.sub[i] {
			if x := val[j]; (!less && x > best) || (less && x < best) {
				best, keep = x, keepOf[j]
			}
		}
		keepOf[i], val[i] = keep, best
	}
}

// rollTurn plays a turn's dice from r, each roll's value after the last
// in room.u: the keeps for the utility exp(θ·value) (θ = 0: value
// itself). It returns the final roll.
func rollTurn(g *game, room *turnRoom, theta float64, r *rand.Rand) int32 {
	d := g.d
	rolls := d.start[d.n]
	if theta != 0 {
		c := room.u[rolls]
		for _, x := range room.u[rolls:len(d.keeps)] {
			if (theta > 0 && x > c) || (theta < 0 && x < c) {
				c = x
			}
		}
		for i := rolls; i < len(d.keeps); i++ {
			room.u[i] = math.Exp(theta * (room.u[i] - c))
		}
	}
	less := theta < 0
	keepStage(d, room.kv, room.u, less, room.keep1, room.val1)
	copy(room.u[rolls:], room.val1[rolls:])
	keepStage(d, room.kv, room.u, less, room.keep2, room.val2)
	var k keep
	for range g.v.Dice {
		k[r.IntN(6)]++
	}
	for _, keepOf := range [][]int{room.keep2, room.keep1} {
		k = d.keeps[keepOf[d.indexOf(k)]]
		for k.size() < g.v.Dice {
			k[r.IntN(6)]++
		}
	}
	return d.indexOf(k)
}

// turn plays seat me's turn at a table of seats: for points, or to win
// (the exact method in the last late turns, when the others'
// distributions are exact, else the risk table of ThetaFor).
func (rs *riskSet) turn(room *turnRoom, seats []*seat, me int, late int) {
	e, g := rs.e, rs.e.game
	d := g.d
	rolls := d.start[d.n]
	p := seats[me]
	tab, theta := e, 0.0
	if p.toWin && len(seats) > 1 {
		var others []Standing
		var finals []Distribution
		exact := g.boxes-bits.OnesCount(uint(p.s.mask)) <= late
		for k, o := range seats {
			if k == me {
				continue
			}
			others = append(others, rs.standing(o))
			if exact {
				d, ok := room.dists[o.s]
				if !ok && e.ahead(o.s, MaxExact) > MaxExact {
					exact = false
					continue
				}
				if !ok {
					d = e.distribution(o.s)
					room.dists[o.s] = d
				}
				finals = append(finals, d.Shift(o.x))
			}
		}
		if exact {
			w := e.toWin(p.s, p.x, Beat(finals))
			opts := e.options(p.s, w.value)
			x := p.x
			value := func(o option) float64 { return w.look(o.next, x+o.points) }
			for i, os := range opts {
				best := 0.0
				for _, o := range os {
					best = max(best, value(o))
				}
				room.u[rolls+i] = best
			}
			os := opts[int(rollTurn(g, room, 0, p.r))-rolls]
			best := os[0]
			for _, o := range os[1:] {
				if value(o) > value(best) {
					best = o
				}
			}
			p.x += best.points
			p.s = best.to
			return
		}
		theta = ThetaFor(rs.standing(p), Field(others))
		tab = rs.risk[theta]
	}
	// The final rolls' values, as the solver works them: every lane the
	// seat's state.
	var ups [lanes]int
	for l := range ups {
		ups[l] = p.s.upper
	}
	tab.fillFinals(room.w, p.s.mask, p.s.y, &ups)
	for i := rolls; i < len(d.keeps); i++ {
		room.u[i] = room.w.rows[i][0]
	}
	r := rollTurn(g, room, theta, p.r)
	var best choice
	bv := math.Inf(-1)
	for _, c := range tab.boxChoices(p.s.mask, p.s.y, r) {
		if v := tab.after(p.s.mask, p.s.upper, p.s.y, c.box, c.points); v > bv {
			best, bv = c, v
		}
	}
	m := e.move(p.s.mask, p.s.upper, p.s.y, best, e.extra(p.s.mask, p.s.y, r), 0)
	p.x += m.points
	p.s = m.next
}

// playFrom plays game n of a head-to-head from the players' positions
// (empty sheets: from the start), the first of them playing to win if
// toWin, the one to start each round turning with n; each seat's dice
// come from its own stream, the same whoever plays it. It returns the
// first seat's share of the win (1, or 1/k for a first place shared by
// k).
func (rs *riskSet) playFrom(room *turnRoom, from []Player, n uint64, seed uint64, toWin bool, late int) float64 {
	players := len(from)
	seats := make([]*seat, players)
	for k, p := range from {
		mask, upper, y, err := rs.e.key(p.State)
		if err != nil {
			panic(err)
		}
		seats[k] = &seat{s: spot{mask, upper, y}, x: p.Points, toWin: k == 0 && toWin, r: rand.New(rand.NewPCG(seed, n*16+uint64(k)))}
	}
	g := rs.e.game
	for done := false; !done; {
		done = true
		for j := range players {
			if k := (j + int(n)) % players; seats[k].s.mask != 1<<g.boxes-1 {
				rs.turn(room, seats, k, late)
				done = false
			}
		}
	}
	top, at := seats[0].x, 0
	for _, s := range seats {
		top = max(top, s.x)
	}
	for _, s := range seats {
		at += b2i(s.x == top)
	}
	if seats[0].x < top {
		return 0
	}
	return 1 / float64(at)
}

// pairedGames is games paired on the same dice: the first seat playing to
// win against the others playing for points, and all playing for points.
type pairedGames struct {
	games            int
	toWin, forPoints float64 // the first seat's mean share
	diff, diff2      float64 // the sums of the games' differences, and their squares
}

// estimate returns the to-win player's share and its 95% interval's
// half-width from the paired games: the share of equal players (1/n) and
// the mean difference on the same dice.
func (h pairedGames) estimate(players int) (share, half float64) {
	n := float64(h.games)
	mean := h.diff / n
	sd := math.Sqrt(max(0, h.diff2/n-mean*mean))
	return 1/float64(players) + mean, 1.96 * sd / math.Sqrt(n)
}

// plainHalf is the 95% interval's half-width of the to-win share alone,
// without the pairing.
func (h pairedGames) plainHalf() float64 {
	return 1.96 * math.Sqrt(h.toWin*(1-h.toWin)/float64(h.games))
}

func (rs *riskSet) playPaired(from []Player, games int, seed uint64, late int) pairedGames {
	return rs.playPairedProgress(from, games, seed, late, nil)
}

// playPairedProgress is playPaired that calls progress, if not nil, with
// the games so far after each block of progressEvery (games 0 to n−1,
// whichever worker played them).
func (rs *riskSet) playPairedProgress(from []Player, games int, seed uint64, late int, progress func(pairedGames)) pairedGames {
	const workers = 2
	parts := make([]pairedGames, workers)
	for start := 0; start < games; start += progressEvery {
		end := min(games, start+progressEvery)
		rs.pairedBlock(from, start, end, seed, late, workers, parts)
		if progress != nil {
			progress(sumPaired(parts))
		}
	}
	return sumPaired(parts)
}

// progressEvery is how many games the long test plays between reports.
const progressEvery = 20000

// sumPaired adds the workers' games up.
func sumPaired(parts []pairedGames) pairedGames {
	var h pairedGames
	for _, p := range parts {
		h.games += p.games
		h.toWin += p.toWin
		h.forPoints += p.forPoints
		h.diff += p.diff
		h.diff2 += p.diff2
	}
	h.toWin /= float64(h.games)
	h.forPoints /= float64(h.games)
	return h
}

// pairedBlock plays games start to end−1 into parts, a worker each.
func (rs *riskSet) pairedBlock(from []Player, start, end int, seed uint64, late, workers int, parts []pairedGames) {
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() {
			room := newTurnRoom(rs.e.game)
			h := &parts[w]
			for n := start + w; n < end; n += workers {
				a := rs.playFrom(room, from, uint64(n), seed, true, late)
				b := rs.playFrom(room, from, uint64(n), seed, false, late)
				h.games++
				h.toWin += a
				h.forPoints += b
				h.diff += a - b
				h.diff2 += (a - b) * (a - b)
			}
		})
	}
	wg.Wait()
}

// TestEarlyHeadToHeadLong plays -early.games games from the empty sheet
// (the package doc's figures), and logs the to-win player's share.
func TestEarlyHeadToHeadLong(t *testing.T) {
	if *earlyGames == 0 {
		t.Skip("the long head-to-head plays with -early.games N")
	}
	v, err := scoresheet.LookupVariant(*earlyVariant)
	require.NoError(t, err)
	rs := riskSetOf(t, v)
	h := rs.playPairedProgress(make([]Player, *earlyPlayers), *earlyGames, 29, *earlyLate, func(h pairedGames) {
		share, half := h.estimate(*earlyPlayers)
		fmt.Fprintf(os.Stderr, "%s %d players: %d games, paired %.4f%% ± %.4f, to win %.4f%%, for points %.4f%%\n", v.ID, *earlyPlayers, h.games, 100*share, 100*half, 100*h.toWin, 100*h.forPoints)
	})
	share, half := h.estimate(*earlyPlayers)
	t.Logf("%s, %d players, %d games paired on the same dice: to win %.4f%% (alone %.4f%% ± %.4f), for points %.4f%%; paired estimate %.4f%% ± %.4f (95%%)",
		v.ID, *earlyPlayers, h.games, 100*h.toWin, 100*h.toWin, 100*h.plainHalf(), 100*h.forPoints, 100*share, 100*half)
	assert.Greater(t, share, 1/float64(*earlyPlayers))
}
