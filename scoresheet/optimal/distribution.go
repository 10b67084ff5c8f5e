package optimal

import (
	"errors"
	"math/bits"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/kitchentable/protokoll/scoresheet"
)

// A Distribution is the chance of each score: P[i] is the chance of
// Lo+i points.
type Distribution struct {
	Lo int
	P  []float64
}

// Mean returns the distribution's mean.
func (d Distribution) Mean() float64 {
	m := 0.0
	for i, p := range d.P {
		m += p * float64(d.Lo+i)
	}
	return m
}

// Shift returns the distribution of n more points.
func (d Distribution) Shift(n int) Distribution {
	return Distribution{Lo: d.Lo + n, P: d.P}
}

// Hi returns the highest score the distribution holds.
func (d Distribution) Hi() int { return d.Lo + len(d.P) - 1 }

// At returns the chance of n points.
func (d Distribution) At(n int) float64 {
	if n < d.Lo || n > d.Hi() {
		return 0
	}
	return d.P[n-d.Lo]
}

// ErrTooMany is returned by Distribution for a state with more than
// MaxExact states ahead of it.
var ErrTooMany = errors.New("optimal: too many states ahead for an exact distribution")

// MaxExact is the most states Distribution works through: beyond it, it
// returns ErrTooMany. It is nine free boxes with the upper section among
// them: 25 ms on two cores.
const MaxExact = 25000

// ahead returns how many states can follow s (s among them), or a
// number above limit when there are more: the work Distribution has to
// do. It goes a turn at a time, each state once.
func (t *Table) ahead(s spot, limit int) int {
	g := t.game
	dr := g.distRoom(0)
	if dr.seen == nil {
		dr.seen = make([]uint64, (g.size()+63)/64)
	}
	seen := dr.seen // by the table's index; all 0 between uses
	var marked []int
	defer func() {
		for _, i := range marked {
			seen[i/64] = 0
		}
		g.dists.Put(dr)
	}()
	n := 0
	var fs []spot // room for follows
	for level := []spot{s}; len(level) > 0; {
		if n += len(level); n > limit {
			break
		}
		var next []spot
		for _, s := range level {
			for b := range g.boxes {
				if s.mask&(1<<b) != 0 {
					continue
				}
				// Every score the box can take: the upper sums and the
				// joker flag that can follow.
				fs = t.follows(fs[:0], s, b)
				for _, f := range fs {
					if i := g.index(f.mask, f.upper, f.y); seen[i/64]&(1<<(i%64)) == 0 {
						seen[i/64] |= 1 << (i % 64)
						marked = append(marked, i)
						next = append(next, f)
					}
				}
				if n+len(next) > limit {
					return n + len(next) // more than enough: no need to go on
				}
				if g.forced {
					break
				}
			}
		}
		level = next
	}
	return n
}

// follows appends to out the spots filling box b can lead to from s.
func (t *Table) follows(out []spot, s spot, b int) []spot {
	g := t.game
	next := spot{s.mask | 1<<b, s.upper, s.y}
	switch {
	case g.faces[b] != 0:
		for c := 0; c <= g.v.Dice; c++ {
			next.upper = min(g.v.BonusAt, s.upper+c*g.faces[b])
			out = append(out, next)
		}
	case g.joker && b == g.yatzy:
		out = append(out, next)
		next.y = 1
		out = append(out, next)
	default:
		out = append(out, next)
	}
	return out
}

// Distribution returns the chances of the points still to come from st
// when the player plays as the table advises: exactly, by following each
// turn's outcomes (see Outcomes) through every state that can follow.
// Its mean is the table's value of st. A state with more than MaxExact
// states ahead of it returns ErrTooMany.
func (t *Table) Distribution(st State) (Distribution, error) {
	return t.distributionWithin(st, MaxExact)
}

// FinalDistribution is Distribution without its limit for the 5-dice
// tables: every state ahead of st is followed, at most the work of
// StartDistribution (seconds, from an empty sheet), so any sheet has its
// distribution exactly. A game with saved rolls keeps Distribution's
// limit (at most MaxSavedExact states ahead: usually from SavedExactFree
// boxes free) and returns ErrTooMany before it, as its distribution would
// follow every score through its table's hundreds of millions of
// states.
func (t *Table) FinalDistribution(st State) (Distribution, error) {
	return t.distributionWithin(st, 0)
}

// distributionWithin is Distribution with at most limit states ahead of
// st for the 5-dice tables (0: no limit); a game with saved rolls keeps
// its own.
func (t *Table) distributionWithin(st State, limit int) (Distribution, error) {
	if t.saved != nil {
		return t.saved.Distribution(st)
	}
	mask, upper, y, err := t.key(st)
	if err != nil {
		return Distribution{}, err
	}
	s := spot{mask, upper, y}
	if limit > 0 && t.ahead(s, limit) > limit {
		return Distribution{}, ErrTooMany
	}
	return t.distribution(s), nil
}

// FinalExact reports whether FinalDistribution works st of v out rather
// than returning ErrTooMany, without a table's values (so before one is
// read or prepared): always for the 5-dice tables; for a game with saved
// rolls, when at most MaxSavedExact states can follow st.
func FinalExact(v *scoresheet.Variant, choices scoresheet.Choices, st State) (bool, error) {
	if !v.SavedRolls {
		return true, nil
	}
	g, err := newSavedGame(v, choices.Normal(), SavedCap)
	if err != nil {
		return false, err
	}
	t := &savedTable{g: g}
	mask, upper, s, err := t.key(st)
	if err != nil {
		return false, err
	}
	return t.ahead(savedSpot{mask, upper, s}, MaxSavedExact) <= MaxSavedExact, nil
}

// StartDistribution returns the chances of each final score from an
// empty sheet under the table's play, exactly: its mean is Start. It
// follows every state of the table that play can reach (scandinavian:
// 390,000 once upper sums with the same future are one), so it is worth
// keeping.
// A game with saved rolls has none: its Distribution is empty.
func (t *Table) StartDistribution() Distribution {
	if t.saved != nil {
		return Distribution{}
	}
	return t.distribution(spot{})
}

// A level is the spots with as many boxes filled, by their index in the
// table (at), each with the chance of each number of points scored since
// the start: spot k's chance of lo[k]+i points is p[k][i]; the numbers
// are small, for the widest levels have 165,000 spots. While a level is
// added up, hi[k] is the most points spot k can have, and p[k] is made
// when a move first comes to it. Once compact, the chances are in slabs
// in the order of the spots, slab i from spot from[i] on.
type level struct {
	at     []int32
	lo, hi []int32
	p      [][]float64
	slabs  [][]float64 // the room p is in
	from   []int
	// While a level is added up, in[k] is the slab of spot k's chances,
	// of its worker's (see distribution).
	in []int32
}

// chunk is how many spots' turns are worked out before their chances are
// added up: their moves take room, and a level has up to 90,000 spots.
const chunk = 1024

// A follow is a move of a spot of a chunk as the chances are added up:
// into the next level's spot to, its points at offset off of the spot's
// chances there, with chance p.
type follow struct {
	to, off int32
	p       float64
}

// distribution is Distribution from spot s. It goes a turn at a time: the
// next level's spots and the points each can have are known before the
// turns (the boxes that can be filled, and what they can score), so that
// the chances are added up in place, and then cut to those that are not
// 0; the turns are worked out lanes at a time, and the chances they move
// added up, on every core. The chances are kept in slabs of a pool, made
// once and used again level after level: at most a level's chances and
// the next's are held, once each, and a level's slabs go back to the pool
// as soon as its spots up to their end are followed.
func (t *Table) distribution(s spot) Distribution {
	g := t.game
	var room pool
	cur := &level{at: []int32{int32(g.index(s.mask, s.upper, s.y))}, lo: []int32{0}, p: [][]float64{{1}}}
	workers := runtime.GOMAXPROCS(0)
	dr := g.distRoom(workers)
	ids, rooms := dr.ids, dr.rooms[:workers]
	spots, follows := dr.spots, dr.follows
	var spare *level // a level's arrays, to be used again
	var reach reaching
	for range g.boxes - bits.OnesCount(uint(s.mask)) { // a turn a free box
		next := t.nextLevel(cur, ids, spare, &reach)
		slabs := make([]bump, workers)
		freed := 0 // cur's slabs given back
		for i := 0; i < len(cur.at); i += chunk {
			from := spots[:min(chunk, len(cur.at)-i)]
			for j := range from {
				from[j] = g.spotAt(int(cur.at[i+j]))
			}
			t.turns(rooms, from, func(j int, moves []move) {
				k := i + j
				fs := follows[j][:0]
				for _, m := range moves {
					m.next.upper = g.same[m.next.mask&63][m.next.upper]
					n := ids[g.index(m.next.mask, m.next.upper, m.next.y)] - 1
					fs = append(fs, follow{n, cur.lo[k] + int32(m.points) - next.lo[n], m.p})
				}
				follows[j] = fs
			})
			// Each worker adds up the chances of the next spots of its
			// own, in the same order whatever the workers.
			eachWorker(workers, func(w int) {
				for j, fs := range follows[:len(from)] {
					d := cur.p[i+j]
					for _, f := range fs {
						if int(f.to)%workers != w {
							continue
						}
						to := next.p[f.to]
						if to == nil {
							to = slabs[w].take(&room, int(next.hi[f.to]-next.lo[f.to])+1)
							next.p[f.to], next.in[f.to] = to, int32(len(slabs[w].slabs)-1)
						}
						g.kern.axpy(to[f.off:int(f.off)+len(d)], d, f.p)
					}
				}
			})
			for done := i + len(from); freed+1 < len(cur.from) && cur.from[freed+1] <= done; freed++ {
				room.put(cur.slabs[freed])
			}
		}
		for _, i := range next.at {
			ids[i] = 0
		}
		room.put(cur.slabs[min(freed, len(cur.slabs)):]...)
		// The slabs of all workers, and each spot's among them.
		next.slabs = next.slabs[:0]
		at := make([]int32, workers)
		for w, b := range slabs {
			at[w] = int32(len(next.slabs))
			next.slabs = append(next.slabs, b.slabs...)
		}
		for k, p := range next.p {
			if p != nil {
				next.in[k] += at[k%workers]
			}
		}
		cur, spare = next.compact(&room, cur), next
	}
	g.dists.Put(dr) // its ids are all 0 again
	hi := 0
	for k, p := range cur.p {
		hi = max(hi, int(cur.lo[k])+len(p))
	}
	total := make([]float64, hi)
	for k, p := range cur.p {
		for j, x := range p {
			total[int(cur.lo[k])+j] += x
		}
	}
	return trim(total)
}

// A distRoom is the room a distribution is worked out in, kept in its
// game's pool for the next: made anew, it took 8 MB and most of the time
// of a late sheet's distribution (1.7 ms for one free box).
type distRoom struct {
	ids     []int32    // 1 + a spot's number in the next level, by its index; all 0 between uses
	rooms   []*forward // the workers' turns
	spots   []spot     // a chunk's spots
	follows [][]follow // a chunk's moves as added up
	// seen is ahead's: a bit by the table's index, all 0 between uses.
	seen []uint64
}

// distRoom returns a room from the pool, or a new one, with room for a
// distribution on workers cores (0: for ahead only, which needs no more
// than seen: a table made for one question, as Late's, makes no more);
// give it back to g.dists when done, its ids and seen all 0 again.
func (g *game) distRoom(workers int) *distRoom {
	dr, _ := g.dists.Get().(*distRoom)
	if dr == nil {
		dr = &distRoom{}
	}
	if workers > 0 && dr.ids == nil {
		dr.ids, dr.spots, dr.follows = make([]int32, g.size()), make([]spot, chunk), make([][]follow, chunk)
	}
	for len(dr.rooms) < workers {
		dr.rooms = append(dr.rooms, newForward(g))
	}
	return dr
}

// slab is the size of the pool's largest slabs, 1 MB; the first are
// firstSlab, each new one twice the one before, so that a late sheet's
// few chances take kilobytes and the start's a pool of megabytes.
const (
	slab      = 1 << 17
	firstSlab = 1 << 10
)

// A pool holds slabs for chances, to be used again.
type pool struct {
	mu   sync.Mutex
	free [][]float64
	next int // the size of the next slab made: firstSlab at first (0)
}

// get returns a slab of at least n zeros.
func (p *pool) get(n int) []float64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	for i := len(p.free) - 1; i >= 0; i-- {
		if s := p.free[i]; len(s) >= n {
			p.free = slices.Delete(p.free, i, i+1)
			clear(s)
			return s
		}
	}
	size := max(p.next, firstSlab, n)
	p.next = min(2*size, slab)
	return make([]float64, size)
}

// put gives slabs back.
func (p *pool) put(slabs ...[]float64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.free = append(p.free, slabs...)
}

// A bump hands out room from slabs of a pool, one after the other.
type bump struct {
	slabs [][]float64
	used  int // of the last slab
}

// take returns n zeros.
func (b *bump) take(p *pool, n int) []float64 {
	if n > slab {
		return make([]float64, n) // never for a game's points
	}
	if len(b.slabs) == 0 || b.used+n > len(b.slabs[len(b.slabs)-1]) {
		b.slabs = append(b.slabs, p.get(n))
		b.used = 0
	}
	s := b.slabs[len(b.slabs)-1][b.used : b.used+n : b.used+n]
	b.used += n
	return s
}

// eachWorker calls f(w) for each worker 0 ≤ w < workers, each on a
// goroutine of its own, and returns when all are done.
func eachWorker(workers int, f func(w int)) {
	var wg sync.WaitGroup
	for w := range workers {
		wg.Go(func() { f(w) })
	}
	wg.Wait()
}

// reaching is the room nextLevel finds the spots in, kept for the next:
// the bounds of the spots as they are reached, and their indexes in the
// table with the order they were reached in (index<<32 | order).
type reaching struct {
	reached level
	order   []uint64
}

// nextLevel returns the spots a turn from cur's can lead to, sorted, each
// with the least and most points it can have, and numbers them in ids; it
// uses spare's arrays, if not nil, for its own, and room r.
func (t *Table) nextLevel(cur *level, ids []int32, spare *level, r *reaching) *level {
	g := t.game
	next := &level{}
	if spare != nil {
		next.at, next.lo, next.hi = spare.at[:0], spare.lo[:0], spare.hi[:0]
	}
	// The spots as they are reached, and then in the order of their
	// index, which is compareSpots' (mask, upper sum, joker flag), so that
	// the chances are added up in the same order every time.
	reached := &r.reached
	reached.lo, reached.hi = reached.lo[:0], reached.hi[:0]
	order := r.order[:0]
	for k, i := range cur.at {
		s := g.spotAt(int(i))
		lo, top := int(cur.lo[k]), int(cur.lo[k])+len(cur.p[k])-1
		extra := 0 // standard's extra bonus can come with any box
		if g.joker && s.y == 1 && s.mask&(1<<g.yatzy) != 0 {
			extra = g.extra
		}
		reach := func(n spot, least, most int) {
			n.upper = g.same[n.mask&63][n.upper]
			i := g.index(n.mask, n.upper, n.y)
			if ids[i] == 0 {
				if len(order) == cap(order) {
					// Twice as large at a time (append grows large arrays
					// by a quarter), so that the room left behind, level
					// after level, is no more than the room kept.
					n := max(1024, len(order))
					order = slices.Grow(order, n)
					reached.lo, reached.hi = slices.Grow(reached.lo, n), slices.Grow(reached.hi, n)
				}
				order = append(order, uint64(i)<<32|uint64(len(reached.lo)))
				reached.lo, reached.hi = append(reached.lo, int32(lo+least)), append(reached.hi, int32(top+most))
				ids[i] = int32(len(reached.lo))
			}
			j := ids[i] - 1
			reached.lo[j], reached.hi[j] = min(reached.lo[j], int32(lo+least)), max(reached.hi[j], int32(top+most))
		}
		for b := range g.boxes {
			if s.mask&(1<<b) != 0 {
				continue
			}
			n := spot{s.mask | 1<<b, s.upper, s.y}
			switch f := g.faces[b]; {
			case f != 0:
				for c := 0; c <= g.v.Dice; c++ {
					n.upper = min(g.v.BonusAt, s.upper+f*c)
					p := f * c
					if s.upper < g.v.BonusAt && n.upper >= g.v.BonusAt {
						p += g.v.Bonus
					}
					reach(n, p, p+extra)
				}
			case g.joker && b == g.yatzy:
				reach(n, 0, 0)
				n.y = 1
				reach(n, g.full, g.full)
			default:
				reach(n, 0, g.mostOf[b]+extra)
			}
			if g.forced {
				break // only the next box
			}
		}
	}
	slices.Sort(order)
	if spare != nil {
		next.p, next.in = spare.p[:0], spare.in[:0]
	}
	n := len(order)
	next.at, next.lo, next.hi = slices.Grow(next.at, n), slices.Grow(next.lo, n), slices.Grow(next.hi, n)
	next.p, next.in = slices.Grow(next.p, n), slices.Grow(next.in, n)
	for i, o := range order {
		j := uint32(o)
		next.at = append(next.at, int32(o>>32))
		next.lo, next.hi = append(next.lo, reached.lo[j]), append(next.hi, reached.hi[j])
		ids[o>>32] = int32(i + 1)
		next.p, next.in = append(next.p, nil), append(next.in, 0)
	}
	r.order = order
	return next
}

// compact returns the level with each spot's chances cut to those from
// the first not 0 to the last, in slabs of room, without the spots play
// never reaches; its own slabs go back to room, each as soon as the
// chances in it are cut. The level returned has spare's arrays.
func (l *level) compact(room *pool, spare *level) *level {
	out := &level{at: spare.at[:0], lo: spare.lo[:0], p: spare.p[:0], from: spare.from[:0], in: spare.in[:0]}
	left := make([]int, len(l.slabs)) // the spots in each slab still to cut
	for k, p := range l.p {
		if p != nil {
			left[l.in[k]]++
		}
	}
	n := 0 // the spots reached
	for _, p := range l.p {
		n += b2i(p != nil)
	}
	out.at, out.lo, out.p = slices.Grow(out.at, n), slices.Grow(out.lo, n), slices.Grow(out.p, n)
	var b bump
	for k, s := range l.at {
		p := l.p[k]
		if p == nil {
			continue
		}
		first, last := 0, len(p)
		for first < last && p[first] == 0 {
			first++
		}
		for last > first && p[last-1] == 0 {
			last--
		}
		if first < last {
			n := len(b.slabs)
			c := b.take(room, last-first)
			if len(b.slabs) > n {
				out.from = append(out.from, len(out.at))
			}
			copy(c, p[first:last])
			out.at = append(out.at, s)
			out.lo = append(out.lo, l.lo[k]+int32(first))
			out.p = append(out.p, c)
		}
		if i := l.in[k]; left[i] == 1 {
			room.put(l.slabs[i])
		} else {
			left[i]--
		}
	}
	out.slabs = b.slabs
	return out
}

// axpy adds a times x to y, which is as long.
func (k *kernel) axpy(y, x []float64, a float64) {
	if len(x) >= 4 && k.avx2 {
		axpyAVX2(&y[0], &x[0], a, len(x))
		return
	}
	y = y[:len(x)]
	for i, v := range x {
		// Converted, so that no build fuses the product into the sum:
		// the assembly rounds both.
		y[i] += float64(a * v)
	}
}

// trim returns the distribution of total[k], the chance of k points,
// without the impossible scores at either end.
func trim(total []float64) Distribution {
	lo := 0
	for lo < len(total)-1 && total[lo] == 0 {
		lo++
	}
	hi := len(total)
	for hi > lo+1 && total[hi-1] == 0 {
		hi--
	}
	return Distribution{Lo: lo, P: slices.Clip(total[lo:hi])}
}

// turns works out the turns of spots lanes at a time, on every core, each
// in a room of rooms, and calls done with each spot's number and moves,
// on the core that worked them out: they are the room's until its next
// turns.
func (t *Table) turns(rooms []*forward, spots []spot, done func(i int, moves []move)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for _, f := range rooms[:min(len(rooms), (len(spots)+lanes-1)/lanes)] {
		wg.Go(func() {
			for {
				i := int(next.Add(lanes)) - lanes
				if i >= len(spots) {
					return
				}
				j := min(i+lanes, len(spots))
				t.forwardTurns(f, spots[i:j], f.out[:j-i])
				for l, m := range f.out[:j-i] {
					done(i+l, m)
				}
			}
		})
	}
	wg.Wait()
}

// compareSpots orders spots by their mask, upper sum and joker flag.
func compareSpots(a, b spot) int {
	if a.mask != b.mask {
		return a.mask - b.mask
	}
	if a.upper != b.upper {
		return a.upper - b.upper
	}
	return a.y - b.y
}
