package optimal

import (
	"cmp"
	"errors"
	"math"
	"math/bits"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
)

// This file works out the distributions of final scores and the chances
// to win of a game with saved rolls, from its table (the turn as
// saved_sim.go plays it).
//
// A turn's outcomes are worked out exactly, once for each state (mask,
// upper sum, saved rolls) it starts from: its layers V_r, then the chance
// of every roll with r rolls left carried forward from the first roll,
// each roll decided as the table advises (the best box, or the best keep
// whose mean over the dice rolled of V_{r-1} is worth more); a keep's
// chance goes to the rolls it can make a die at a time. What a turn ends
// in is a box, its points (the bonus among them), the upper sum after and
// the rolls saved.
//
// A state with few states ahead (MaxSavedExact) has its distribution
// followed exactly, a turn at a time through every state that can follow.
// Otherwise games are simulated a turn at a time by drawing each turn's
// outcome from its chances: the turns are remembered for every game of
// every player (all of a player's games start from one state, and share
// their first turns), and the last turn is not drawn but kept as its
// distribution of points, as Chances does for the 5-dice tables.

// MaxSavedExact is the most states the distribution of a game with saved
// rolls is followed exactly through (each a turn worked out, 0.1 to 1 ms);
// beyond, Finals simulates and Distribution returns ErrTooMany.
const MaxSavedExact = 1500

// tie is how close two choices' values are taken as equal: far above
// the noise of the sums that make them, far below anything a player
// could tell apart.
const tie = 1e-9

// A savedMove is one way a turn ends: the box filled, its points (the
// bonus among them), the upper sum and the rolls saved after, and its
// chance.
type savedMove struct {
	box    int
	points int
	upper  int
	saved  int
	p      float64
}

// savedTurns remembers the turns worked out from each state, for every
// worker that asks (safe for concurrent use).
type savedTurns struct {
	t    *savedTable
	mu   sync.Mutex
	done map[int][]savedMove // by turnKey; the chances added up, to draw from
	// plans by mask and upper sum: what a turn does with each roll.
	plans map[int]*turnPlan
	subs  [][]int32 // subs[i]: the keeps of roll i (its dice) but all of them
}

func newSavedTurns(t *savedTable) *savedTurns {
	g := t.g
	tt := &savedTurns{t: t, done: map[int][]savedMove{}, plans: map[int]*turnPlan{}, subs: make([][]int32, len(g.d.rolls))}
	for i, r := range g.d.rolls {
		k := g.d.keeps[r]
		var walk func(f int, sub keep)
		walk = func(f int, sub keep) {
			if f == 6 {
				if sub.size() < g.v.Dice {
					tt.subs[i] = append(tt.subs[i], g.d.index[sub])
				}
				return
			}
			for c := 0; c <= int(k[f]); c++ {
				sub[f] = uint8(c)
				walk(f+1, sub)
			}
		}
		walk(0, keep{})
	}
	return tt
}

func turnKey(mask, upper, s int) int { return mask<<13 | upper<<6 | s }

// turn returns the outcomes of a turn from (mask, upper, s), their
// chances added up in order (the last 1), worked out with w once.
func (tt *savedTurns) turn(w *savedWorker, mask, upper, s int) ([]savedMove, error) {
	g := tt.t.g
	key := turnKey(mask, upper, s)
	tt.mu.Lock()
	moves, ok := tt.done[key]
	tt.mu.Unlock()
	if ok {
		return moves, nil
	}
	left := min(s, g.levelCap(bits.OnesCount(uint(mask)))) + 2
	p, err := tt.plan(w, mask, upper, left)
	if err != nil {
		return nil, err
	}
	moves = tt.forward(p, mask, upper, left)
	tt.mu.Lock()
	tt.done[key] = moves
	tt.mu.Unlock()
	return moves, nil
}

// A turnPlan is how the table plays a turn of one (mask, upper sum),
// whatever the rolls saved: how[r][i] decides roll i with r rolls left
// (a keep's index, or -1-b: fill box b). The rolls saved only say how
// many rolls the turn starts with.
type turnPlan struct {
	how [][]int32
}

// plan returns (mask, upper)'s plan for at least left rolls left,
// working it out (or further) with w when it is not.
func (tt *savedTurns) plan(w *savedWorker, mask, upper, left int) (*turnPlan, error) {
	key := mask<<7 | upper
	tt.mu.Lock()
	p := tt.plans[key]
	tt.mu.Unlock()
	if p != nil && len(p.how) > left {
		return p, nil
	}
	p, err := tt.work(w, mask, upper, left)
	if err != nil {
		return nil, err
	}
	tt.mu.Lock()
	if q := tt.plans[key]; q == nil || len(q.how) < len(p.how) {
		tt.plans[key] = p
	}
	tt.mu.Unlock()
	return p, nil
}

// work works out (mask, upper)'s plan for 0 … left rolls left: the
// layers V_r, and each roll decided as the table advises (the best box,
// or the best keep if its mean over the dice rolled of V_{r-1} is worth
// more).
func (tt *savedTurns) work(w *savedWorker, mask, upper, left int) (*turnPlan, error) {
	t, g, k := tt.t, tt.t.g, tt.t.g.kern
	if err := w.prepare(mask, t.fetch); err != nil {
		return nil, err
	}
	var ups [lanes]int
	for l := range ups {
		ups[l] = upper
	}
	w.vectors(mask, &ups)
	rolls, nr := g.d.start[g.d.n], len(g.d.rolls)
	p := &turnPlan{how: make([][]int32, left+1)}
	means := make([]float64, rolls) // the keeps' means of V_{r-1}
	vals := make([]float64, g.boxes)
	for r := range p.how {
		// w.layer, the keeps' means kept on the way.
		s := min(r, g.cap)
		if r == 0 {
			k.fill(w.rows, &w.zall[s])
		} else {
			k.mean(w.rows)
			for i := range means {
				means[i] = w.rows[i][0]
			}
			k.best(w.rows)
			k.raise(w.rows, w.zall[s:s+1], 0, w.none, k.all)
		}
		for b := range g.boxes {
			if mask&(1<<b) != 0 {
				continue
			}
			if g.faces[b] != 0 {
				k.raise(w.rows, w.vecs[b][s], 1, g.points[b], g.raises[b])
			} else {
				k.raise(w.rows, w.zero[b][s:s+1], 0, g.points[b], g.raises[b])
			}
		}
		how := make([]int32, nr)
		for i := range nr {
			roll := rolls + i
			// Choices worth the same (to within tie, the sums' noise) are
			// decided the same way every time: a box before a keep, the
			// first box, the first keep in the order of the dice.
			bv := math.Inf(-1)
			for b := range g.boxes {
				if mask&(1<<b) == 0 {
					vals[b] = g.after(w.next[b], mask, upper, b, g.score[b][roll], r)
					bv = max(bv, vals[b])
				}
			}
			for b := range g.boxes {
				if mask&(1<<b) == 0 && vals[b] >= bv-tie {
					how[i] = int32(-1 - b)
					break
				}
			}
			if r == 0 {
				continue
			}
			kv := math.Inf(-1)
			for _, k := range tt.subs[i] {
				kv = max(kv, means[k])
			}
			if kv <= bv+tie {
				continue
			}
			for _, k := range tt.subs[i] {
				if means[k] >= kv-tie {
					how[i] = k
					break
				}
			}
		}
		p.how[r] = how
	}
	return p, nil
}

// forward works out the outcomes of a turn from (mask, upper) with left
// rolls left, played by plan p: the chance of every roll with r rolls
// left carried forward from the first roll, a keep's to the rolls it can
// make a die at a time.
func (tt *savedTurns) forward(p *turnPlan, mask, upper, left int) []savedMove {
	g := tt.t.g
	rolls, nr, nk := g.d.start[g.d.n], len(g.d.rolls), len(g.d.keeps)
	var out []savedMove
	at := map[[3]int]int{} // box, points, saved → out's index
	mass := make([]float64, nk)
	copy(mass[rolls:], g.d.first[rolls:])
	next := make([]float64, nk)
	for r := left; r >= 0; r-- {
		clear(next)
		for i := range nr {
			m := mass[rolls+i]
			if m == 0 {
				continue
			}
			if h := p.how[r][i]; h >= 0 {
				next[h] += m
				continue
			}
			roll, bb := rolls+i, int(-1-p.how[r][i])
			pts, nu := g.score[bb][roll], upper
			if f := g.faces[bb]; f != 0 {
				nu = min(g.v.BonusAt, upper+pts)
				if upper < g.v.BonusAt && nu >= g.v.BonusAt {
					pts += g.v.Bonus
				}
			}
			k := [3]int{bb, pts, min(r, g.cap)}
			j, ok := at[k]
			if !ok {
				j = len(out)
				at[k] = j
				out = append(out, savedMove{box: bb, points: pts, upper: nu, saved: k[2]})
			}
			out[j].p += m
		}
		// The kept dice's chances to the rolls they make, a die at a time.
		for size := range g.d.n {
			for _, k := range g.d.bySize[size] {
				if x := next[k]; x != 0 {
					for _, a := range g.d.add[k] {
						next[a] += x / 6
					}
				}
			}
		}
		mass, next = next, mass
	}
	sum := 0.0
	for i := range out {
		sum += out[i].p
		out[i].p = sum
	}
	return out
}

// draw returns the move of moves (chances added up) that u, in [0, 1),
// falls on.
func draw(moves []savedMove, u float64) savedMove {
	i, _ := slices.BinarySearchFunc(moves, u, func(m savedMove, u float64) int { return cmp.Compare(m.p, u) })
	return moves[min(i, len(moves)-1)]
}

// chanceOf returns the chance of moves[i] (moves with chances added up).
func chanceOf(moves []savedMove, i int) float64 {
	if i == 0 {
		return moves[0].p
	}
	return moves[i].p - moves[i-1].p
}

// savedSpot is a state between turns of a game with saved rolls.
type savedSpot struct{ mask, upper, saved int }

// ahead returns how many states can follow s (s among them), or a number
// above limit when there are more.
func (t *savedTable) ahead(s savedSpot, limit int) int {
	g := t.g
	seen := map[savedSpot]bool{s: true}
	n := 0
	for level := []savedSpot{s}; len(level) > 0; {
		if n += len(level); n > limit {
			return n
		}
		var next []savedSpot
		for _, s := range level {
			k := bits.OnesCount(uint(s.mask))
			left := min(s.saved, g.levelCap(k)) + 2
			for b := range g.boxes {
				if s.mask&(1<<b) != 0 {
					continue
				}
				for c := 0; c <= g.v.Dice; c++ {
					nu := s.upper
					if f := g.faces[b]; f != 0 {
						nu = min(g.v.BonusAt, s.upper+c*f)
					} else if c > 0 {
						break
					}
					for r := 0; r <= min(left, g.cap); r++ {
						f := savedSpot{s.mask | 1<<b, nu, r}
						if !seen[f] {
							seen[f] = true
							next = append(next, f)
						}
					}
				}
				if n+len(next) > limit {
					return n + len(next)
				}
			}
		}
		level = next
	}
	return n
}

// distribution follows s's distribution of points to come exactly, a
// turn at a time through every state that can follow.
func (t *savedTable) distribution(tt *savedTurns, w *savedWorker, s savedSpot) (Distribution, error) {
	g := t.g
	cur := map[savedSpot][]float64{s: {1}}
	for range g.boxes - bits.OnesCount(uint(s.mask)) {
		next := map[savedSpot][]float64{}
		spots := make([]savedSpot, 0, len(cur))
		for s := range cur {
			spots = append(spots, s)
		}
		slices.SortFunc(spots, func(a, b savedSpot) int { // the same sums in the same order, every time
			return cmp.Or(cmp.Compare(a.mask, b.mask), cmp.Compare(a.upper, b.upper), cmp.Compare(a.saved, b.saved))
		})
		for _, s := range spots {
			p := cur[s]
			moves, err := tt.turn(w, s.mask, s.upper, s.saved)
			if err != nil {
				return Distribution{}, err
			}
			for i, mv := range moves {
				c := chanceOf(moves, i)
				f := savedSpot{s.mask | 1<<mv.box, mv.upper, mv.saved}
				q := next[f]
				if n := len(p) + mv.points; len(q) < n {
					q = append(q, make([]float64, n-len(q))...)
				}
				for x, px := range p {
					q[x+mv.points] += c * px
				}
				next[f] = q
			}
		}
		cur = next
	}
	var total []float64
	for _, p := range cur {
		if len(total) < len(p) {
			total = append(total, make([]float64, len(p)-len(total))...)
		}
		for x, px := range p {
			total[x] += px
		}
	}
	return trim(total), nil
}

// Distribution is Table.Distribution for a game with saved rolls.
func (t *savedTable) Distribution(st State) (Distribution, error) {
	mask, upper, s, err := t.key(st)
	if err != nil {
		return Distribution{}, err
	}
	sp := savedSpot{mask, upper, s}
	if t.ahead(sp, MaxSavedExact) > MaxSavedExact {
		return Distribution{}, ErrTooMany
	}
	return t.distribution(newSavedTurns(t), newSavedWorker(t.g), sp)
}

// play plays one game from s, drawing each turn's outcome, and returns
// it as a sampled: its last turn as its distribution of points.
func (t *savedTable) play(tt *savedTurns, w *savedWorker, r *rand.Rand, s savedSpot) (sampled, error) {
	g := t.g
	points, full := 0, 1<<g.boxes-1
	for {
		moves, err := tt.turn(w, s.mask, s.upper, s.saved)
		if err != nil {
			return sampled{}, err
		}
		if s.mask|1<<moves[0].box == full { // the last turn: kept whole
			var tail []float64
			mean := 0.0
			for i, mv := range moves {
				if len(tail) <= mv.points {
					tail = append(tail, make([]float64, mv.points+1-len(tail))...)
				}
				c := chanceOf(moves, i)
				tail[mv.points] += c
				mean += c * float64(mv.points)
			}
			return sampled{tail: tail, at: points, mean: float64(points) + mean}, nil
		}
		mv := draw(moves, r.Float64())
		points += mv.points
		s = savedSpot{s.mask | 1<<mv.box, mv.upper, mv.saved}
	}
}

// games plays n games from each of starts (batch number batch: the i-th
// start's with the random numbers of seed+i, in streams of their own),
// the turns remembered in tt.
func (t *savedTable) games(tt *savedTurns, starts []savedSpot, n int, seed uint64, batch int) ([][]sampled, error) {
	out := make([][][]sampled, len(starts))
	for i := range out {
		out[i] = make([][]sampled, streams)
	}
	errs := make([]error, streams)
	var wg sync.WaitGroup
	for stream := range streams {
		wg.Go(func() {
			w := newSavedWorker(t.g)
			for i, s := range starts {
				r := rand.New(rand.NewPCG(seed+uint64(i), uint64(batch)<<8|uint64(stream)))
				for j := stream; j < n; j += streams {
					g, err := t.play(tt, w, r, s)
					if err != nil {
						errs[stream] = err
						return
					}
					out[i][stream] = append(out[i][stream], g)
				}
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	all := make([][]sampled, len(starts))
	for i := range out {
		all[i] = slices.Concat(out[i]...)
	}
	return all, nil
}

// finals is Table.finals for a game with saved rolls.
func (t *savedTable) finals(players []Player, seed uint64, exact int) ([]Distribution, []bool, int, error) {
	tt := newSavedTurns(t)
	var spots []savedSpot
	of := map[savedSpot]int{}
	keys := make([]savedSpot, len(players))
	for i, p := range players {
		mask, upper, s, err := t.key(p.State)
		if err != nil {
			return nil, nil, 0, err
		}
		sp := savedSpot{mask, upper, s}
		keys[i] = sp
		if of[sp] == 0 {
			spots = append(spots, sp)
			of[sp] = len(spots)
		}
	}
	dist := make([]Distribution, len(spots))
	exactly := make([]bool, len(spots))
	var simulated []int
	var starts []savedSpot
	var follow []int // the states followed exactly: on every core
	for k, s := range spots {
		if exactly[k] = t.ahead(s, exact) <= exact; exactly[k] {
			follow = append(follow, k)
		} else {
			simulated, starts = append(simulated, k), append(starts, s)
		}
	}
	errs := make([]error, len(follow))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(len(follow), runtime.GOMAXPROCS(0)) {
		wg.Go(func() {
			w := newSavedWorker(t.g)
			for {
				j := int(next.Add(1)) - 1
				if j >= len(follow) {
					return
				}
				k := follow[j]
				dist[k], errs[j] = t.distribution(tt, w, spots[k])
			}
		})
	}
	wg.Wait()
	if err := errors.Join(errs...); err != nil {
		return nil, nil, 0, err
	}
	finals := make([]Distribution, len(players))
	isExact := make([]bool, len(players))
	at := func() {
		for i, p := range players {
			k := of[keys[i]] - 1
			finals[i], isExact[i] = dist[k].Shift(p.Points), exactly[k]
		}
	}
	if len(starts) == 0 {
		at()
		return finals, isExact, 0, nil
	}
	played := make([][]sampled, len(starts))
	mu := make([]float64, len(starts))
	for j, s := range starts {
		b, err := t.block(s.mask)
		if err != nil {
			return nil, nil, 0, err
		}
		mu[j] = t.g.value(b, s.mask, s.upper, s.saved)
	}
	games, n := 0, simulatedBatch
	for batch := 0; games < Simulated; batch++ {
		got, err := t.games(tt, starts, n, seed, batch)
		if err != nil {
			return nil, nil, 0, err
		}
		for j := range starts {
			played[j] = append(played[j], got[j]...)
		}
		games += n
		for j, k := range simulated {
			dist[k] = estimate(played[j], mu[j])
		}
		at()
		byPlayer := make([][]sampled, len(players))
		for i, p := range players {
			if j := slices.Index(simulated, of[keys[i]]-1); j >= 0 {
				for _, g := range played[j] {
					byPlayer[i] = append(byPlayer[i], g.shift(p.Points))
				}
			}
		}
		hw := halfWidth(finals, byPlayer)
		if hw <= 0.01 {
			break
		}
		more := int(float64(games)*(hw/0.01)*(hw/0.01)*1.1) - games
		q := simulatedBatch / 4
		n = min(Simulated-games, max(q, (more+q-1)/q*q))
	}
	return finals, isExact, games, nil
}
