package optimal

import (
	"math/bits"
	"math/rand/v2"
	"sync"
)

// A game with saved rolls is simulated a turn at a time: the turn's layers
// worked out once for its state (the rolls' values with each number of
// rolls left), then each roll of the dice decided from them: the best box
// with the rolls left, or the best keep (the mean of the layer below over
// the dice rolled), whichever is worth more. Rolls saved beyond the
// table's cap are lost, as the table counts them: the games' mean is then
// the table's value, which the tests check.

// simulate plays n games from st as the table advises, with the
// random numbers of seed (two streams, each its own core), and returns
// the distribution of the points still to come.
func (t *savedTable) simulate(st State, n int, seed uint64) (Distribution, error) {
	mask, upper, s, err := t.key(st)
	if err != nil {
		return Distribution{}, err
	}
	g := t.g
	most := 0
	for b := range g.boxes {
		most += maxOf(g.box(b).score)
	}
	most += g.v.Bonus
	counts := make([][]float64, streams)
	errs := make([]error, streams)
	var wg sync.WaitGroup
	for stream := range streams {
		wg.Go(func() {
			r := rand.New(rand.NewPCG(seed, uint64(stream)))
			w := newSavedWorker(g)
			c := make([]float64, most+1)
			for i := stream; i < n; i += streams {
				p, err := t.playGame(w, r, mask, upper, s)
				if err != nil {
					errs[stream] = err
					return
				}
				c[p]++
			}
			counts[stream] = c
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return Distribution{}, err
		}
	}
	for _, c := range counts[1:] {
		for i, x := range c {
			counts[0][i] += x
		}
	}
	return fromCounts(counts[0], n), nil
}

func maxOf(x []int) int {
	m := 0
	for _, v := range x {
		m = max(m, v)
	}
	return m
}

// playGame plays one game from a state and returns the points it scored.
func (t *savedTable) playGame(w *savedWorker, r *rand.Rand, mask, upper, s int) (int, error) {
	g := t.g
	points := 0
	rolls := g.d.start[g.d.n]
	for mask != 1<<g.boxes-1 {
		if err := w.prepare(mask, t.fetch); err != nil {
			return 0, err
		}
		var ups [lanes]int
		for l := range ups {
			ups[l] = upper
		}
		w.vectors(mask, &ups)
		left := min(s, g.levelCap(bits.OnesCount(uint(mask)))) + 2
		layers := make([][]float64, left+1)
		for layer := range layers {
			w.layer(mask, layer, nil)
			layers[layer] = make([]float64, len(g.d.rolls))
			for i := range layers[layer] {
				layers[layer][i] = w.rows[rolls+i][0]
			}
		}
		var k keep
		for range g.v.Dice {
			k[r.IntN(6)]++
		}
		for {
			roll := g.d.indexOf(k)
			// The best box with the rolls left.
			bb, bv := -1, 0.0
			for b := range g.boxes {
				if mask&(1<<b) != 0 {
					continue
				}
				if v := g.after(w.next[b], mask, upper, b, g.box(b).score[roll], left); bb < 0 || v > bv {
					bb, bv = b, v
				}
			}
			best, kv := keep{}, -1.0
			if left > 0 {
				// The keeps' values: the mean of the layer below.
				for i, x := range layers[left-1] {
					w.rows[rolls+i] = row{x, x, x, x, x, x, x, x}
				}
				g.kern.mean(w.rows)
				var walk func(f int, sub keep)
				walk = func(f int, sub keep) {
					if f == 6 {
						if sub.size() < g.v.Dice {
							if v := w.rows[g.d.indexOf(sub)][0]; v > kv {
								best, kv = sub, v
							}
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
			if left == 0 || bv >= kv {
				p := g.box(bb).score[roll]
				if f := g.faces[bb]; f != 0 {
					nu := min(g.v.BonusAt, upper+p)
					if upper < g.v.BonusAt && nu >= g.v.BonusAt {
						points += g.v.Bonus
					}
					upper = nu
				}
				points += p
				mask |= 1 << bb
				s = min(left, g.cap)
				break
			}
			k = best
			for range g.v.Dice - best.size() {
				k[r.IntN(6)]++
			}
			left--
		}
	}
	return points, nil
}
