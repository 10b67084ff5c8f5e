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
	return t.simulate(&moves{t: t, memo: map[spot][]move{}}, spot{mask, upper, y}, n, seed), nil
}

// simulate is Simulate from spot start, with the turns remembered in m.
func (t *Table) simulate(m *moves, start spot, n int, seed uint64) Distribution {
	workers := runtime.GOMAXPROCS(0)
	counts := make([][]int, workers)
	var wg sync.WaitGroup
	for w := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			room := newScratch(t.game)
			r := rand.New(rand.NewPCG(seed, uint64(w)))
			for range n/workers + b2i(w < n%workers) {
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
				}
				for len(counts[w]) <= points {
					counts[w] = append(counts[w], 0)
				}
				counts[w][points]++
			}
		}()
	}
	wg.Wait()
	var total []float64
	for _, c := range counts {
		for len(total) < len(c) {
			total = append(total, 0)
		}
		for k, x := range c {
			total[k] += float64(x) / float64(n)
		}
	}
	return trim(total)
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
