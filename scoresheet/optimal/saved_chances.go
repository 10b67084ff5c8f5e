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
// Otherwise games are simulated, side by side a turn at a time (games):
// the games with the fewest boxes filled play their next turn together,
// each state they are in has its layers worked out once for all of them,
// eight states of the level in the kernel's lanes whatever their masks,
// and only the rolls the games make are decided (decide, the rule of the
// exact turns). Working out every roll of a state for the one or two
// games in it cost ten times more: a level's games seldom share a state.
// The upper sums of a class are one state (rep). A game's last turn is
// not played but kept as its distribution of points, as Chances does for
// the 5-dice tables.

// MaxSavedExact is the most states the distribution of a game with saved
// rolls is followed exactly through (each a turn worked out, 0.1 to 1 ms);
// beyond, Finals simulates and Distribution returns ErrTooMany.
const MaxSavedExact = 1500

// SavedExactFree is the most boxes free with which a maxi sheet usually
// has at most MaxSavedExact states ahead, so that its distribution is
// exact: with 4 boxes free, no upper sum yet and 2 rolls saved, 4,459 of
// the 4,845 sets of free boxes (92 %); with 5 free and 0 to 3 saved, 9 of
// 12 random sheets; with many rolls saved, fewer (2 free and 36 saved:
// 2,380 states).
const SavedExactFree = 4

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
	done map[int][]savedMove // by turnKey; the chances added up
	// plans by mask and upper sum: what a turn does with each roll.
	plans map[int]*turnPlan
	subs  [][]int32 // subs[i]: the keeps of roll i (its dice) but all of them
	// blocks are the table's blocks read, by mask, as float64s: the
	// workers' next blocks, read only.
	blocks map[int][]float64
	nexts  map[int][][]float64 // by mask: next's
}

func newSavedTurns(t *savedTable) *savedTurns {
	g := t.g
	tt := &savedTurns{t: t, done: map[int][]savedMove{}, plans: map[int]*turnPlan{}, subs: make([][]int32, len(g.d.rolls)), blocks: map[int][]float64{}, nexts: map[int][][]float64{}}
	for i, r := range g.d.rolls {
		k := g.d.keeps[r]
		var walk func(f int, sub keep)
		walk = func(f int, sub keep) {
			if f == 6 {
				if sub.size() < g.v.Dice {
					tt.subs[i] = append(tt.subs[i], g.d.indexOf(sub))
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

// next returns the blocks of the masks one box fuller than mask, by the
// box filled (nil: filled already): tt's own, each read and made
// float64s once, to be read only (a worker given them must not be
// prepared: only tt sets its next).
func (tt *savedTurns) next(mask int) ([][]float64, error) {
	g := tt.t.g
	tt.mu.Lock()
	next, ok := tt.nexts[mask]
	tt.mu.Unlock()
	if ok {
		return next, nil
	}
	next = make([][]float64, g.boxes)
	for b := range g.boxes {
		if mask&(1<<b) != 0 {
			continue
		}
		nm := mask | 1<<b
		tt.mu.Lock()
		nb, ok := tt.blocks[nm]
		tt.mu.Unlock()
		if !ok {
			var err error
			if nb, err = tt.t.blockKept(nm, false); err != nil {
				return nil, err
			}
			tt.mu.Lock()
			tt.blocks[nm] = nb
			tt.mu.Unlock()
		}
		next[b] = nb
	}
	tt.mu.Lock()
	tt.nexts[mask] = next
	tt.mu.Unlock()
	return next, nil
}

func turnKey(mask, upper, s int) int { return mask<<13 | upper<<6 | s }

// turn returns the outcomes of a turn from (mask, upper, s), their
// chances added up in order (the last 1), worked out with w once.
func (tt *savedTurns) turn(w *savedWorker, mask, upper, s int) ([]savedMove, error) {
	g := tt.t.g
	upper = g.rep(mask, upper)
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
// layers V_r, and each roll decided as the table advises (decide).
func (tt *savedTurns) work(w *savedWorker, mask, upper, left int) (*turnPlan, error) {
	g := tt.t.g
	next, err := tt.next(mask)
	if err != nil {
		return nil, err
	}
	w.next = next
	var ups [lanes]int
	for l := range ups {
		ups[l] = upper
	}
	w.vectors(mask, &ups)
	nr := len(g.d.rolls)
	p := &turnPlan{how: make([][]int32, left+1)}
	for r, means := range w.layers(mask, left) {
		how := make([]int32, nr)
		for i := range how {
			how[i] = tt.decide(next, mask, upper, means, 0, i, r)
		}
		p.how[r] = how
	}
	return p, nil
}

// layers works out w's layers V_0 … V_left (its vectors set; mask: the
// boxes filled in every lane) and returns, for each r, the keeps' means
// of V_{r-1} in the lanes (none for r = 0): the worker's, until its next
// layers.
func (w *savedWorker) layers(mask, left int) [][]row {
	rolls := w.g.d.start[w.g.d.n]
	for len(w.means) <= left {
		w.means = append(w.means, make([]row, rolls))
	}
	out := w.means[:left+1]
	for r := range out {
		w.layer(mask, r, out[r])
	}
	return out
}

// decide returns how the table plays roll i (its number among the rolls)
// with r rolls left, in lane l, of mask (next its next blocks) and upper
// sum upper, from the keeps' means of V_{r-1} in the lanes (r ≥ 1): the
// keep's index, or -1-b: fill box b. Choices worth the same (to within
// tie, the sums' noise) are decided the same way every time: a box
// before a keep, the first box, the first keep in the order of the dice.
func (tt *savedTurns) decide(next [][]float64, mask, upper int, means []row, l, i, r int) int32 {
	g := tt.t.g
	roll := g.d.start[g.d.n] + i
	var vals [MaxSavedBoxes]float64
	bv := math.Inf(-1)
	for b := range g.boxes {
		if mask&(1<<b) == 0 {
			vals[b] = g.after(next[b], mask, upper, b, g.box(b).score[roll], r)
			bv = max(bv, vals[b])
		}
	}
	how := int32(0)
	for b := range g.boxes {
		if mask&(1<<b) == 0 && vals[b] >= bv-tie {
			how = int32(-1 - b)
			break
		}
	}
	if r == 0 {
		return how
	}
	kv := math.Inf(-1)
	for _, k := range tt.subs[i] {
		kv = max(kv, means[k][l])
	}
	if kv <= bv+tie {
		return how
	}
	for _, k := range tt.subs[i] {
		if means[k][l] >= kv-tie {
			return k
		}
	}
	return how
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
			pts, nu := g.box(bb).score[roll], upper
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

// A savedRun is a game being simulated: the state it is in, its points
// so far, its random numbers and, when its last turn is reached, what it
// tells.
type savedRun struct {
	at     savedSpot
	points int
	r      *rand.Rand
	out    sampled
	done   bool
}

// A savedBatch is up to lanes states of one level (each a mask and an
// upper sum, the least of its class) whose layers are worked out at once,
// a lane each, and the runs in each.
type savedBatch struct {
	spots []savedSpot // the states, their saved rolls the most of a run's
	runs  [][]int
	left  int // the most rolls left of a run
}

// games plays n games from each of starts (batch number batch: the j-th
// game of the i-th start with the random numbers of seed+i and j, a
// stream of its own), the games side by side a turn at a time: those
// with the fewest boxes filled play their next turn, the layers of each
// state they are in worked out once for all of them, eight states of a
// mask at once in the kernel's lanes, and each roll they make decided
// (decide). A game's last turn is not played but kept as its
// distribution of points (its outcomes, remembered in tt).
func (t *savedTable) games(tt *savedTurns, starts []savedSpot, n int, seed uint64, batch int) ([][]sampled, error) {
	g := t.g
	runs := make([]savedRun, len(starts)*n)
	for i, s := range starts {
		for j := range n {
			run := &runs[i*n+j]
			run.at = savedSpot{s.mask, g.rep(s.mask, s.upper), s.saved}
			run.r = rand.New(rand.NewPCG(seed+uint64(i), uint64(batch)<<32|uint64(j)))
			if s.mask == 1<<g.boxes-1 {
				run.out, run.done = sampled{tail: []float64{1}}, true
			}
		}
	}
	ws := make([]*savedWorker, streams)
	for i := range ws {
		ws[i] = newSavedWorker(g)
	}
	for {
		level := g.boxes
		for i := range runs {
			if !runs[i].done {
				level = min(level, bits.OnesCount(uint(runs[i].at.mask)))
			}
		}
		var err error
		switch level {
		case g.boxes:
			all := make([][]sampled, len(starts))
			for i := range all {
				all[i] = make([]sampled, n)
				for j := range n {
					all[i][j] = runs[i*n+j].out
				}
			}
			return all, nil
		case g.boxes - 1:
			err = t.lastTurns(tt, ws, runs)
		default:
			err = t.turns(tt, ws, runs, level)
		}
		if err != nil {
			return nil, err
		}
	}
}

// turns plays the next turn of the runs with level boxes filled, their
// states' layers worked out lanes at a time.
func (t *savedTable) turns(tt *savedTurns, ws []*savedWorker, runs []savedRun, level int) error {
	g := t.g
	at := map[savedSpot]int{} // (mask, upper) → its place in spots
	var spots []savedSpot     // saved: the most rolls left of its runs
	for i := range runs {
		if s := runs[i].at; !runs[i].done && bits.OnesCount(uint(s.mask)) == level {
			k, left := savedSpot{s.mask, s.upper, 0}, min(s.saved, g.levelCap(level))+2
			j, ok := at[k]
			if !ok {
				j = len(spots)
				at[k] = j
				spots = append(spots, k)
			}
			spots[j].saved = max(spots[j].saved, left)
		}
	}
	// Those with as many layers side by side.
	slices.SortFunc(spots, func(a, b savedSpot) int {
		return cmp.Or(cmp.Compare(a.saved, b.saved), cmp.Compare(a.mask, b.mask), cmp.Compare(a.upper, b.upper))
	})
	batches := make([]savedBatch, (len(spots)+lanes-1)/lanes)
	for j, s := range spots {
		b := &batches[j/lanes]
		at[savedSpot{s.mask, s.upper, 0}] = j
		b.spots = append(b.spots, s)
		b.runs = append(b.runs, nil)
		b.left = max(b.left, s.saved)
	}
	for i := range runs {
		if s := runs[i].at; !runs[i].done && bits.OnesCount(uint(s.mask)) == level {
			j := at[savedSpot{s.mask, s.upper, 0}]
			b := &batches[j/lanes]
			b.runs[j%lanes] = append(b.runs[j%lanes], i)
		}
	}
	return parallel(ws, len(batches), func(w *savedWorker, j int) error {
		b := &batches[j]
		var masks, ups [lanes]int
		var next [lanes][][]float64
		all := 1<<g.boxes - 1 // the boxes filled in every lane
		for l := range lanes {
			s := b.spots[min(l, len(b.spots)-1)] // a batch not full repeats its last
			nx, err := tt.next(s.mask)
			if err != nil {
				return err
			}
			masks[l], ups[l], next[l] = s.mask, s.upper, nx
			all &= s.mask
		}
		w.vectorsOf(&masks, &ups, &next)
		means := w.layers(all, b.left)
		for l, in := range b.runs {
			for _, i := range in {
				tt.play(next[l], &runs[i], means, l)
			}
		}
		return nil
	})
}

// play plays run's turn in lane l of means (the keeps' means for each
// number of rolls left of its state, whose next blocks are next): each
// roll of the dice decided as the table advises.
func (tt *savedTurns) play(next [][]float64, run *savedRun, means [][]row, l int) {
	g := tt.t.g
	s, rolls := run.at, g.d.start[g.d.n]
	left := min(s.saved, g.levelCap(bits.OnesCount(uint(s.mask)))) + 2
	roll := int32(0) // no dice kept
	for {
		for range g.v.Dice - g.d.keeps[roll].size() {
			roll = g.d.add[roll][run.r.IntN(6)]
		}
		h := tt.decide(next, s.mask, s.upper, means[left], l, int(roll)-rolls, left)
		if h >= 0 {
			roll, left = h, left-1
			continue
		}
		b := int(-1 - h)
		pts, nu := g.box(b).score[roll], s.upper
		if f := g.faces[b]; f != 0 {
			nu = min(g.v.BonusAt, s.upper+pts)
			if s.upper < g.v.BonusAt && nu >= g.v.BonusAt {
				pts += g.v.Bonus
			}
		}
		run.points += pts
		nm := s.mask | 1<<b
		run.at = savedSpot{nm, g.rep(nm, nu), min(left, g.cap)}
		return
	}
}

// lastTurns ends the runs with one box left: their last turn kept whole,
// as its distribution of points.
func (t *savedTable) lastTurns(tt *savedTurns, ws []*savedWorker, runs []savedRun) error {
	var spots []savedSpot
	seen := map[savedSpot]bool{}
	for i := range runs {
		if s := runs[i].at; !runs[i].done && !seen[s] {
			seen[s] = true
			spots = append(spots, s)
		}
	}
	if err := parallel(ws, len(spots), func(w *savedWorker, j int) error {
		_, err := tt.turn(w, spots[j].mask, spots[j].upper, spots[j].saved)
		return err
	}); err != nil {
		return err
	}
	for i := range runs {
		run := &runs[i]
		if run.done {
			continue
		}
		moves, err := tt.turn(nil, run.at.mask, run.at.upper, run.at.saved) // worked out above
		if err != nil {
			return err
		}
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
		run.out, run.done = sampled{tail: tail, at: run.points, mean: float64(run.points) + mean}, true
	}
	return nil
}

// parallel calls do for 0 … n-1, on as many goroutines as ws has
// workers, each with its own, and returns the errors.
func parallel(ws []*savedWorker, n int, do func(w *savedWorker, j int) error) error {
	errs := make([]error, len(ws))
	var next atomic.Int64
	var wg sync.WaitGroup
	for i, w := range ws {
		wg.Go(func() {
			for {
				j := int(next.Add(1)) - 1
				if j >= n {
					return
				}
				if err := do(w, j); err != nil {
					errs[i] = err
					return
				}
			}
		})
	}
	wg.Wait()
	return errors.Join(errs...)
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

// rep returns the least upper sum of upper's class with mask filled: the
// sums of a class have the same future, bonus and all.
func (g *savedGame) rep(mask, upper int) int {
	um := mask & (1<<g.upperN - 1)
	return g.reps[um][g.cls[um][upper]]
}
