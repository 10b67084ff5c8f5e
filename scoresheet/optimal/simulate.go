package optimal

import (
	"math/rand/v2"
	"runtime"
	"sync"
)

// A Player is what the table knows of each player in a game: the
// state of their sheet and the points they have.
type Player struct {
	State  State
	Points int
}

// moves remembers the turns worked out for each spot, for every worker.
type moves struct {
	t    *Table
	mu   sync.RWMutex
	memo map[spot][]move
}

func (m *moves) of(room *scratch, s spot) []move {
	m.mu.RLock()
	ms, ok := m.memo[s]
	m.mu.RUnlock()
	if ok {
		return ms
	}
	ms = m.t.turnWith(room, s.mask, s.upper, s.y)
	for i := 1; i < len(ms); i++ { // chances added up, to draw from
		ms[i].p += ms[i-1].p
	}
	m.mu.Lock()
	m.memo[s] = ms
	m.mu.Unlock()
	return ms
}

// Simulate plays n games from st as the table advises, with the random
// numbers of seed, and returns how often each number of points still to
// come was scored, as chances.
func (t *Table) Simulate(st State, n int, seed uint64) (Distribution, error) {
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
	m := &moves{t: t, memo: map[spot][]move{}}
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
	counts := make([][streams][]int, len(starts))
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), streams*len(starts)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			room := newScratch(t.game)
			for j := range jobs {
				r := rand.New(rand.NewPCG(seed+uint64(j.start), uint64(j.stream)))
				games := n/streams + b2i(j.stream < n%streams)
				counts[j.start][j.stream] = t.play(m, room, r, starts[j.start], games)
			}
		}()
	}
	wg.Wait()
	out := make([]Distribution, len(starts))
	for i, c := range counts {
		var total []float64
		for _, c := range c {
			for len(total) < len(c) {
				total = append(total, 0)
			}
			for k, x := range c {
				total[k] += float64(x) / float64(n)
			}
		}
		out[i] = trim(total)
	}
	return out
}

// play plays n games from start, and counts the games by the points they
// scored.
func (t *Table) play(m *moves, room *scratch, r *rand.Rand, start spot, n int) []int {
	var counts []int
	for range n {
		s, points := start, 0
		for {
			ms := m.of(room, s)
			if len(ms) == 0 {
				break
			}
			u := r.Float64() * ms[len(ms)-1].p
			i := 0
			for i < len(ms)-1 && ms[i].p <= u {
				i++
			}
			points += ms[i].points
			s = ms[i].next
			// Upper sums with the same future share their turns.
			s.upper = t.game.same[s.mask&63][s.upper]
		}
		for len(counts) <= points {
			counts = append(counts, 0)
		}
		counts[points]++
	}
	return counts
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
