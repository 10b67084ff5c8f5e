package optimal

import (
	"math/bits"
	"math/rand/v2"
	"runtime"
	"slices"
	"sync"
)

// moves remembers the turns worked out for each spot, for every worker,
// and the exact distribution of the points to come from the spots near
// the end (tail).
type moves struct {
	t     *Table
	mu    sync.RWMutex
	memo  map[uint32][]step // by packed spot
	tails map[spot][]float64
	room  []step // for the memo's steps, made a slab at a time
}

// A step is a move as a simulation keeps it, small (a simulation meets
// tens of thousands of states): the chances of it and the moves before
// it added up, the points, and the spot it leads to (upper sums with the
// same future made one).
type step struct {
	p      float64
	mask   int32
	upper  int16
	points int16
	y      int8
}

func (s step) next() spot { return spot{int(s.mask), int(s.upper), int(s.y)} }

// pack is a spot as one number, the memo's key: at most 15 boxes (see
// maxBoxes) and an upper sum below 1024.
func pack(s spot) uint32 { return uint32(s.mask)<<11 | uint32(s.upper)<<1 | uint32(s.y) }

// tailTurns is how many turns before the end a simulated game stops
// rolling and takes every way the rest can go, with its chance: the
// spots there are few (at most 6,700 with two boxes free) and shared by
// many games, and a game's result then varies less.
const tailTurns = 2

// tail returns the chance of each number of points still to come from s,
// with at most tailTurns boxes free: tail[k] of k points. The turns of
// the spots ahead of it must be worked out (prepare).
func (m *moves) tail(s spot) []float64 {
	m.mu.RLock()
	d, ok := m.tails[s]
	m.mu.RUnlock()
	if ok {
		return d
	}
	ms := m.known(s)
	if len(ms) == 0 {
		d = []float64{1}
	}
	prev := 0.0
	for _, st := range ms {
		p := st.p - prev // the steps hold their chances added up
		prev = st.p
		rest := m.tail(st.next())
		points := int(st.points)
		if need := points + len(rest); len(d) < need {
			d = append(d, make([]float64, need-len(d))...)
		}
		for k, q := range rest {
			d[points+k] += p * q
		}
	}
	m.mu.Lock()
	m.tails[s] = d
	m.mu.Unlock()
	return d
}

// prepareTails works out the turns of every spot ahead of spots, which
// have at most tailTurns boxes free, a turn at a time.
func (m *moves) prepareTails(f *forward, spots []spot) {
	for len(spots) > 0 {
		m.prepare(f, spots)
		seen := map[spot]bool{}
		var next []spot
		for _, s := range spots {
			for _, st := range m.known(s) {
				if n := st.next(); !seen[n] {
					seen[n] = true
					next = append(next, n)
				}
			}
		}
		spots = next
	}
}

func newMoves(t *Table) *moves {
	return &moves{t: t, memo: map[uint32][]step{}, tails: map[spot][]float64{}}
}

// known returns the steps a turn from s can take, worked out already
// (prepare).
func (m *moves) known(s spot) []step {
	m.mu.RLock()
	ms := m.memo[pack(s)]
	m.mu.RUnlock()
	return ms
}

// prepare works out the turns of the spots not yet known, lanes at a
// time, in room f. A full sheet has no turn.
func (m *moves) prepare(f *forward, spots []spot) {
	g := m.t.game
	var todo []spot
	m.mu.RLock()
	for _, s := range spots {
		if _, ok := m.memo[pack(s)]; !ok && s.mask != 1<<g.boxes-1 {
			todo = append(todo, s)
		}
	}
	m.mu.RUnlock()
	slices.SortFunc(todo, compareSpots)
	todo = slices.Compact(todo)
	out := make([][]move, lanes)
	for len(todo) > 0 {
		batch := todo[:min(lanes, len(todo))]
		todo = todo[len(batch):]
		m.t.forwardTurns(f, batch, out)
		m.mu.Lock()
		for l, s := range batch {
			m.memo[pack(s)] = m.steps(out[l])
		}
		m.mu.Unlock()
	}
}

// stepSlab is how many steps the memo's room is made for at a time.
const stepSlab = 4096

// steps are a turn's moves as a simulation keeps them, in the memo's room
// (m.mu held).
func (m *moves) steps(turn []move) []step {
	g := m.t.game
	if len(turn) > len(m.room) {
		m.room = make([]step, max(stepSlab, len(turn)))
	}
	ms := m.room[:len(turn):len(turn)]
	m.room = m.room[len(turn):]
	p := 0.0
	for i, mv := range turn {
		p += mv.p // added up, to draw from
		n := mv.next
		n.upper = g.same[n.mask&63][n.upper]
		ms[i] = step{p: p, mask: int32(n.mask), upper: int16(n.upper), y: int8(n.y), points: int16(mv.points)}
	}
	return ms
}

// Simulate plays n games from st as the table advises, with the random
// numbers of seed, and returns how often each number of points still to
// come was scored, as chances.
//
// With saved rolls, the games are played a turn at a time (saved_sim.go)
// and rolls saved beyond the table's cap are lost, as the table has them.
func (t *Table) Simulate(st State, n int, seed uint64) (Distribution, error) {
	if t.saved != nil {
		return t.saved.simulate(st, n, seed)
	}
	mask, upper, y, err := t.key(st)
	if err != nil {
		return Distribution{}, err
	}
	return t.simulations([]spot{{mask, upper, y}}, n, seed)[0], nil
}

// streams is how many runs of random numbers a simulation's games are
// split into, to share out among the cores: fixed, so that the figures
// do not depend on how many cores there are.
const streams = 2

// simulations plays n games from each of starts (the i-th with the random
// numbers of seed+i), the turns worked out once for all, and returns the
// distribution of the points each scored.
func (t *Table) simulations(starts []spot, n int, seed uint64) []Distribution {
	out := make([]Distribution, len(starts))
	for i, p := range t.simulationBatch(newMoves(t), starts, n, seed, 0) {
		out[i] = fromCounts(p.counts, n)
	}
	return out
}

// simulationBatch plays batch number batch of n games from each of starts,
// the turns remembered in m, and counts each start's games by the points
// they scored. The i-th start's games of a batch use the random numbers
// of seed+i, in streams of their own: the same whatever the cores.
func (t *Table) simulationBatch(m *moves, starts []spot, n int, seed uint64, batch int) []played {
	type job struct{ start, stream int }
	// Every start's first stream before any second: a second stream then
	// finds most of its turns worked out.
	jobs := make(chan job, streams*len(starts))
	for stream := range streams {
		for i := range starts {
			jobs <- job{i, stream}
		}
	}
	close(jobs)
	counts := make([][streams]played, len(starts))
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), streams*len(starts)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			f := newForward(t.game)
			for j := range jobs {
				r := rand.New(rand.NewPCG(seed+uint64(j.start), uint64(batch*streams+j.stream)))
				games := n/streams + b2i(j.stream < n%streams)
				counts[j.start][j.stream] = t.play(m, f, r, starts[j.start], games)
			}
		}()
	}
	wg.Wait()
	out := make([]played, len(starts))
	for i, c := range counts {
		for _, c := range c {
			out[i].counts = addCounts(out[i].counts, c.counts)
			out[i].games = append(out[i].games, c.games...)
		}
	}
	return out
}

// addCounts adds the counts of games by points c to total.
func addCounts(total, c []float64) []float64 {
	for len(total) < len(c) {
		total = append(total, 0)
	}
	for k, x := range c {
		total[k] += x
	}
	return total
}

// fromCounts is the distribution of n games counted by points.
func fromCounts(c []float64, n int) Distribution {
	total := make([]float64, len(c))
	for k, x := range c {
		total[k] = x / float64(n)
	}
	return trim(total)
}

// play plays n games from start, and counts the games by the points they
// scored: a game's last tailTurns turns count every way they can go, by
// its chance. The games go a turn at a time together, so that the turns
// of the spots they come to are worked out lanes at a time (in room f);
// each draws its turns' random numbers from r in the games' order.
func (t *Table) play(m *moves, f *forward, r *rand.Rand, start spot, n int) played {
	var out played
	g := t.game
	at := make([]spot, n)
	points := make([]int, n)
	for i := range at {
		at[i] = start
	}
	for turn := bits.OnesCount(uint(start.mask)); g.boxes-turn > tailTurns; turn++ {
		m.prepare(f, at)
		for i, s := range at {
			ms := m.known(s)
			u := r.Float64() * ms[len(ms)-1].p
			k := 0
			for k < len(ms)-1 && ms[k].p <= u {
				k++
			}
			points[i] += int(ms[k].points)
			at[i] = ms[k].next()
		}
	}
	m.prepareTails(f, at)
	for i, s := range at {
		rest := m.tail(s)
		for len(out.counts) < points[i]+len(rest) {
			out.counts = append(out.counts, 0)
		}
		for k, p := range rest {
			out.counts[points[i]+k] += p
		}
		mean := float64(points[i])
		for k, p := range rest {
			mean += float64(k) * p
		}
		out.games = append(out.games, sampled{rest, points[i], mean})
	}
	return out
}

// played is what games of a player scored: how often each number of
// points (a game's last turns counting every way they can go, by its
// chance), and each game.
type played struct {
	counts []float64
	games  []sampled
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
