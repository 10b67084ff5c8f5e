package optimal

import (
	"errors"
	"fmt"
	"math"
	"math/bits"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/kitchentable/protokoll/scoresheet"
)

// This file solves a game with saved rolls (maxi): three rolls a turn, at
// least one used, the rest kept for the player's later turns.
//
// Between turns a state is the set of filled boxes (the mask), the upper
// sum (capped at the bonus threshold; sums with the same future, see
// game.needs, share one value) and the saved rolls s, at most the cap.
// Within a turn only the rolls left r matter: scoring with r rolls left
// starts the next turn with min(r, cap) saved. So for each (mask, upper)
// one set of layers V_r over the rolls serves every s:
//
//	V_r(roll) = max( best box: points + bonus + W(next, min(r, cap)),
//	                 r ≥ 1: best keep K: the mean over the dice rolled of V_{r-1}(K + them) )
//	W(mask, upper, s) = the first roll's mean of V_{s+2}
//
// (keeping all the dice and rolling none is one of the keeps: it wastes a
// roll, and is never better than scoring, since V grows with r). The
// values W of one level (boxes filled) depend only on the next level's, so
// levels are solved from the full sheet down, each kept as it is done.
//
// A level's values are block after block, a block for each mask in
// increasing order: for s = 0 … cap, the values of the mask's upper-sum
// classes in increasing order of their least sum.

// SavedCap is the cap on saved rolls the maxi table is worked out for:
// none, as the package doc says why (a state of k boxes filled has at
// most 2k saved, two a turn, and nineteen turns make 38).
const SavedCap = 2 * (MaxSavedBoxes - 1)

// ErrSavedRolls is returned by what is not worked out for a game with
// saved rolls: the distribution from an empty sheet, and the risk tables
// of playing to win early (late in the game both are exact).
var ErrSavedRolls = errors.New("not worked out for a game with saved rolls")

// savedGame is what the saved-rolls solver needs of a variant and a cap.
type savedGame struct {
	v       *scoresheet.Variant
	choices scoresheet.Choices
	cap     int
	d       *dice
	kern    *bigKernel
	boxes   int
	score   [][]int // score[b][r]: box b for roll r (a keep index)
	faces   []int   // faces[b]: the upper box's face, or 0
	// keys[b] are the points of box b's scoring rolls (an upper box: the
	// dice showing its face), raises[b] its scoring rolls by their points
	// (kernel.raise), points[b] the keys as floats (an upper box: zeros;
	// its points are in its vectors).
	keys   [][]int
	raises [][]int32
	points [][]float64
	// keyAt[b] is where box b's keys' values begin in a layer's rows,
	// counted from the row after the keeps (keyN in all).
	keyAt []int
	keyN  int
	// rolls is what a layer's rollsStep needs of each roll, made when
	// first needed (advice does not).
	rolls  func() *rollRows
	upperN int // the upper boxes are the first upperN
	uppers int // upper sums told apart: 0 … BonusAt
	// cls[um][u] is the class of upper sum u with the upper boxes um
	// filled (-1: cannot be), and reps[um] each class's least sum.
	cls  [][]int16
	reps [][]int
	// wsum[p] is the number of classes of all upper masks of p boxes,
	// and usum[p] the number of such masks: the blocks' layout.
	wsum, usum []int
	lowerN     int
	binom      [33][33]int
}

// A rollKey is a box a roll scores in and the offset of the row of the
// value of scoring it.
type rollKey struct {
	box uint
	at  int32
}

// rollRows are, for each roll i (counted from the first), keys[keyAt[i]:
// keyAt[i+1]], the boxes it scores in, by box, and the rows of its keys,
// and subs[subAt[i]:subAt[i+1]] the rows of its keeps one die smaller.
type rollRows struct {
	keys         []rollKey
	subs         []int32
	keyAt, subAt []int
}

func newRollRows(g *savedGame) *rollRows {
	d, nr := g.d, len(g.d.rolls)
	rolls := d.start[d.n]
	x := &rollRows{keyAt: make([]int, nr+1), subAt: make([]int, nr+1)}
	for b := range g.boxes {
		for l := g.raises[b]; len(l) > 0; l = l[1+l[0]:] {
			for _, o := range l[1 : 1+l[0]] {
				x.keyAt[int(o>>rowShift)-rolls+1]++
			}
		}
	}
	for i := range nr {
		x.keyAt[i+1] += x.keyAt[i]
	}
	x.keys = make([]rollKey, x.keyAt[nr])
	fill := slices.Clone(x.keyAt)
	for b := range g.boxes {
		k := 0
		for l := g.raises[b]; len(l) > 0; l = l[1+l[0]:] {
			for _, o := range l[1 : 1+l[0]] {
				i := int(o>>rowShift) - rolls
				x.keys[fill[i]] = rollKey{box: uint(b), at: int32(len(d.keeps)+g.keyAt[b]+k) << rowShift}
				fill[i]++
			}
			k++
		}
	}
	for i, roll := range d.rolls {
		for _, j := range d.sub[roll] {
			x.subs = append(x.subs, j<<rowShift)
		}
		x.subAt[i+1] = len(x.subs)
	}
	return x
}

// MaxSavedBoxes is the most boxes a game with saved rolls is solved for.
const MaxSavedBoxes = 20

// savedSolvable reports whether the saved-rolls solver can work out v's
// table, and if not why, without making anything.
func savedSolvable(v *scoresheet.Variant) error {
	for b, box := range v.Boxes {
		if box.Upper() && b != box.Face()-1 {
			return fmt.Errorf("optimal: %s's upper boxes are not first", v.ID)
		}
	}
	switch {
	case v.Dice < 1 || v.Dice > 6:
		return fmt.Errorf("optimal: %s rolls %d dice; the solver handles 1 to 6", v.ID, v.Dice)
	case len(v.Boxes) > MaxSavedBoxes:
		return fmt.Errorf("optimal: %s has %d boxes: %w", v.ID, len(v.Boxes), ErrTooManyBoxes)
	case v.Forced || v.BottomUp || v.HasJoker():
		return fmt.Errorf("optimal: %s: saved rolls are solved in free order without a joker", v.ID)
	case v.BonusAt < 0 || v.BonusAt > v.MaxUpper():
		return fmt.Errorf("optimal: %s's bonus at %d cannot be", v.ID, v.BonusAt)
	}
	return nil
}

func newSavedGame(v *scoresheet.Variant, choices scoresheet.Choices, cap int) (*savedGame, error) {
	if err := savedSolvable(v); err != nil {
		return nil, err
	}
	if cap < 0 || cap > 2*MaxSavedBoxes {
		return nil, fmt.Errorf("optimal: a cap of %d saved rolls cannot be", cap)
	}
	g := &savedGame{v: v, choices: choices.Normal(), cap: cap, d: newDice(v.Dice), boxes: len(v.Boxes), uppers: v.BonusAt + 1}
	g.kern = newBigKernel(g.d, hasAVX2())
	dice := make([]scoresheet.Roll, len(g.d.keeps))
	for _, r := range g.d.rolls {
		dice[r] = toRoll(g.d.keeps[r])
	}
	rolls := g.d.start[g.d.n]
	g.score = make([][]int, g.boxes)
	g.faces = make([]int, g.boxes)
	g.keys, g.raises, g.points = make([][]int, g.boxes), make([][]int32, g.boxes), make([][]float64, g.boxes)
	for b, box := range v.Boxes {
		g.faces[b] = box.Face()
		if box.Upper() {
			if b != box.Face()-1 {
				return nil, fmt.Errorf("optimal: %s's upper boxes are not first", v.ID)
			}
			g.upperN++
		}
		score, err := v.Scorer(box)
		if err != nil {
			return nil, err
		}
		g.score[b] = make([]int, len(g.d.keeps))
		byPoints := map[int][]int32{}
		for r := rolls; r < len(g.d.keeps); r++ {
			p := score(dice[r])
			g.score[b][r] = p
			if f := g.faces[b]; f != 0 {
				p = int(g.d.keeps[r][f-1])
			}
			if p > 0 {
				if byPoints[p] == nil {
					g.keys[b] = append(g.keys[b], p)
				}
				byPoints[p] = append(byPoints[p], int32(r)<<rowShift)
			}
		}
		g.keyAt = append(g.keyAt, g.keyN)
		g.keyN += len(g.keys[b])
		for _, p := range g.keys[b] {
			g.raises[b] = append(g.raises[b], int32(len(byPoints[p])))
			g.raises[b] = append(g.raises[b], byPoints[p]...)
			if g.faces[b] == 0 {
				g.points[b] = append(g.points[b], float64(p))
			} else {
				g.points[b] = append(g.points[b], 0)
			}
		}
	}
	g.rolls = sync.OnceValue(func() *rollRows { return newRollRows(g) })
	if len(g.d.keeps)+g.keyN > bigSpan {
		return nil, fmt.Errorf("optimal: %s has too many boxes' points for the kernel's rows", v.ID)
	}
	g.lowerN = g.boxes - g.upperN
	for n := range g.binom {
		g.binom[n][0] = 1
		for k := 1; k <= n; k++ {
			g.binom[n][k] = g.binom[n-1][k-1] + g.binom[n-1][k]
		}
	}
	g.upperClasses()
	return g, nil
}

// A savedBox is what the solver needs of one box: score[r] is its points
// for roll r (a keep index); keys, raises and points are savedGame's.
type savedBox struct {
	score  []int
	keys   []int
	raises []int32
	points []float64
}

// box returns box b's tables.
func (g *savedGame) box(b int) savedBox {
	return savedBox{score: g.score[b], keys: g.keys[b], raises: g.raises[b], points: g.points[b]}
}

// upperClasses works out cls, reps, wsum and usum: the upper sums each
// set of filled upper boxes can have, and which of them share a future
// (those whose shortfall the free upper boxes cover with the same least
// total). Flat slices and arrays, no maps: advice pays for this at
// every start.
func (g *savedGame) upperClasses() {
	v, n := g.v, g.uppers
	um := 1 << g.upperN
	// reach[m*n+u]: sum u (capped) can come from the upper boxes m. The
	// sums of m are those of m without its lowest face, plus that face
	// any number of times.
	reach := make([]bool, um*n)
	reach[0] = true
	for m := 1; m < um; m++ {
		f := bits.TrailingZeros(uint(m)) + 1
		prev, cur := reach[(m&^(1<<(f-1)))*n:][:n], reach[m*n:][:n]
		for s, ok := range prev {
			for c := 0; ok && c <= v.Dice; c++ {
				cur[min(v.BonusAt, s+f*c)] = true
			}
		}
	}
	g.cls, g.reps = make([][]int16, um), make([][]int, um)
	g.wsum, g.usum = make([]int, g.upperN+1), make([]int, g.upperN+1)
	cls := make([]int16, um*n)
	reps := make([]int, 0, um*n)
	needs := make([]int, n)
	can := make([]bool, v.MaxUpper()+1)
	class := make([]int16, v.MaxUpper()+2) // a least total's class, plus one
	for m := range um {
		g.upperNeeds(m, needs, can)
		clear(class)
		g.cls[m] = cls[m*n : (m+1)*n]
		first := len(reps)
		for u := range n {
			g.cls[m][u] = -1
			if !reach[m*n+u] {
				continue
			}
			c := needs[v.BonusAt-u]
			if class[c] == 0 {
				reps = append(reps, u)
				class[c] = int16(len(reps) - first)
			}
			g.cls[m][u] = class[c] - 1
		}
		g.reps[m] = reps[first:len(reps):len(reps)]
		p := bits.OnesCount(uint(m))
		g.wsum[p] += len(g.reps[m])
		g.usum[p]++
	}
}

// upperNeeds sets needs, with the upper boxes m filled, for each
// shortfall d of the bonus (0 … BonusAt) to the least total the free upper
// boxes can make that covers it, or one more than they can make at most;
// can is room for the totals (MaxUpper+1).
func (g *savedGame) upperNeeds(m int, needs []int, can []bool) {
	most := 0
	clear(can)
	can[0] = true
	for f := 1; f <= g.upperN; f++ {
		if m&(1<<(f-1)) != 0 {
			continue
		}
		// Each total so far, plus f any number of times: from the top
		// down, so that a total is raised from totals of the faces before.
		for x := most; x >= 0; x-- {
			if !can[x] {
				continue
			}
			for c := 1; c <= g.v.Dice; c++ {
				can[x+f*c] = true
			}
		}
		most += f * g.v.Dice
	}
	for d := most + 1; d < len(needs); d++ {
		needs[d] = most + 1
	}
	next := most + 1
	for x := most; x >= 0; x-- {
		if can[x] {
			next = x
		}
		if x < len(needs) {
			needs[x] = next
		}
	}
}

// classes returns the number of upper-sum classes of mask's block.
func (g *savedGame) classes(mask int) int { return len(g.reps[mask&(1<<g.upperN-1)]) }

// blockLen returns the number of values in mask's block.
func (g *savedGame) blockLen(mask int) int {
	return g.classes(mask) * (g.levelCap(bits.OnesCount(uint(mask))) + 1)
}

// levelCap is the most saved rolls a state of k boxes filled tells
// apart: the cap, and at most two a turn played.
func (g *savedGame) levelCap(k int) int { return min(g.cap, 2*k) }

// before returns the sum over the masks m' < mask with as many boxes
// filled of w(m'), where w depends only on m's upper boxes: wsum[p]
// sums it over the upper masks of p boxes and each(um) is one's.
func (g *savedGame) before(mask int, wsum []int, each func(um int) int) int {
	k := bits.OnesCount(uint(mask))
	U := 1<<g.upperN - 1
	h, um := mask>>g.upperN, mask&U
	at := func(p int) int {
		if p < 0 || p >= len(wsum) {
			return 0
		}
		return wsum[p]
	}
	n, ones := 0, 0
	for i := g.lowerN - 1; i >= 0; i-- {
		if h&(1<<i) == 0 {
			continue
		}
		// The masks with the same bits above i, bit i clear, and any t
		// of the i below it.
		for t := 0; t <= i; t++ {
			n += g.binom[i][t] * at(k-ones-t)
		}
		ones++
	}
	p := bits.OnesCount(uint(um))
	for x := 0; x < um; x++ {
		if bits.OnesCount(uint(x)) == p {
			n += each(x)
		}
	}
	return n
}

// offset returns where mask's block begins in its level's values.
func (g *savedGame) offset(mask int) int {
	return (g.levelCap(bits.OnesCount(uint(mask))) + 1) * g.before(mask, g.wsum, func(um int) int { return len(g.reps[um]) })
}

// rank returns mask's number among the masks of its level.
func (g *savedGame) rank(mask int) int {
	return g.before(mask, g.usum, func(int) int { return 1 })
}

// levelLen returns the number of values of the level of k boxes filled.
func (g *savedGame) levelLen(k int) int {
	n := 0
	for t := 0; t <= min(k, g.lowerN); t++ {
		if p := k - t; p >= 0 && p <= g.upperN {
			n += g.binom[g.lowerN][t] * g.wsum[p]
		}
	}
	return n * (g.levelCap(k) + 1)
}

// masks returns the masks of k boxes filled, in increasing order.
func (g *savedGame) masks(k int) []int {
	var out []int
	for m := 0; m < 1<<g.boxes; m++ {
		if bits.OnesCount(uint(m)) == k {
			out = append(out, m)
		}
	}
	return out
}

// A savedWorker works out the turns of one mask's states, lanes of them
// at a time.
type savedWorker struct {
	g    *savedGame
	rows *bigRows
	// next[b] is the block of the mask with box b filled too, [s][class].
	next [][]float64
	// zero[b][s] is a zero's value in box b with s rolls saved, zall[s]
	// the best of them; vecs[b][s][k] an upper box's k-th key's value.
	zero [][]row
	zall []row
	vecs [][][]row
	none []float64 // a 0, for raising every roll to zall
	// plans[0] and plans[1] are the rolls' steps of planned's mask (see
	// planRolls), without rolls left and with.
	plans   [2][]int32
	planned int
	keys    []int32 // planRolls's
	at      []int
	// means[r] is room for the keeps' means of V_{r-1} (layers).
	means [][]row
}

func newSavedWorker(g *savedGame) *savedWorker {
	w := &savedWorker{g: g, rows: new(bigRows), next: make([][]float64, g.boxes), zero: make([][]row, g.boxes),
		zall: make([]row, g.cap+1), vecs: make([][][]row, g.boxes), none: []float64{0}, planned: -1}
	for b := range g.boxes {
		w.zero[b] = make([]row, g.cap+1)
		if g.faces[b] != 0 {
			w.vecs[b] = make([][]row, g.cap+1)
			for s := range w.vecs[b] {
				w.vecs[b][s] = make([]row, len(g.keys[b]))
			}
		}
	}
	return w
}

// prepare reads with fetch the blocks of the masks one box fuller than
// mask.
func (w *savedWorker) prepare(mask int, fetch func(next int, dst []float64) error) error {
	g := w.g
	for b := range g.boxes {
		if mask&(1<<b) != 0 {
			continue
		}
		nm := mask | 1<<b
		n := g.blockLen(nm)
		if cap(w.next[b]) < n {
			w.next[b] = make([]float64, n)
		}
		w.next[b] = w.next[b][:n]
		if err := fetch(nm, w.next[b]); err != nil {
			return err
		}
	}
	return nil
}

// vectors sets the values of the boxes' points for the lanes' upper sums,
// every lane of mask (its next blocks w.next).
func (w *savedWorker) vectors(mask int, ups *[lanes]int) {
	var masks [lanes]int
	var next [lanes][][]float64
	for l := range lanes {
		masks[l], next[l] = mask, w.next
	}
	w.vectorsOf(&masks, ups, &next)
}

// vectorsOf sets the values of the boxes' points for the lanes, lane l
// of mask masks[l] (all of one level), upper sum ups[l] and next blocks
// next[l]. A box filled in a lane is worth −∞ there, so it takes no roll
// in that lane; the other lanes are as each alone.
func (w *savedWorker) vectorsOf(masks, ups *[lanes]int, next *[lanes][][]float64) {
	g := w.g
	at, U := g.v.BonusAt, 1<<g.upperN-1
	top := g.levelCap(bits.OnesCount(uint(masks[0])) + 1) // the next level's
	for s := range w.zall[:top+1] {
		for l := range lanes {
			w.zall[s][l] = 0
		}
	}
	none := math.Inf(-1)
	for b := range g.boxes {
		some := false // free in some lane
		for _, m := range masks {
			some = some || m&(1<<b) == 0
		}
		if !some {
			continue
		}
		// Each lane's next block (nil: the box is filled there), its
		// classes and the lane's class in it.
		var nb [lanes][]float64
		var nc, zi [lanes]int
		var cls [lanes][]int16
		for l, u := range ups {
			if masks[l]&(1<<b) != 0 {
				continue
			}
			nm := masks[l] | 1<<b
			nb[l], nc[l], cls[l] = next[l][b], g.classes(nm), g.cls[nm&U]
			zi[l] = int(cls[l][u])
		}
		for s := 0; s <= top; s++ {
			z, all := &w.zero[b][s], &w.zall[s]
			for l := range lanes {
				if nb[l] == nil {
					z[l] = none
					continue
				}
				z[l] = nb[l][s*nc[l]+zi[l]]
				all[l] = max(all[l], z[l])
			}
		}
		f := g.faces[b]
		if f == 0 {
			continue
		}
		// Each key's points and bonus, and the class it leads to, by lane.
		var pts [7][lanes]float64
		var vi [7][lanes]int
		keys := g.keys[b][:min(len(g.keys[b]), len(pts))]
		if len(keys) < len(g.keys[b]) {
			panic("optimal: an upper box with more keys than dice")
		}
		for k, c := range keys {
			p := f * c
			for l, u := range ups {
				if nb[l] == nil {
					continue
				}
				nu, pb := min(at, u+p), p
				if u < at && nu >= at {
					pb += g.v.Bonus
				}
				pts[k][l], vi[k][l] = float64(pb), int(cls[l][nu])
			}
		}
		for s := 0; s <= top; s++ {
			vs := w.vecs[b][s]
			for k := range keys {
				v, p, i := &vs[k], &pts[k], &vi[k]
				for l := range lanes {
					if nb[l] == nil {
						v[l] = none
						continue
					}
					v[l] = p[l] + nb[l][s*nc[l]+i[l]]
				}
			}
		}
	}
}

// layer sets the rolls' rows to their values with r rolls left, from
// their values with r-1 (r ≥ 1). The keeps' rows are then the best keep
// within each with r rolls left... with r-1 after it. means, if not nil,
// is set to the keeps' means of the values with r-1 (the rows of the
// keeps of fewer dice, before the best of each is taken).
func (w *savedWorker) layer(mask, r int, means []row) {
	g, k := w.g, w.g.kern
	s := min(r, g.cap)
	if r == 0 {
		k.fill(w.rows, &w.zall[s])
	} else {
		k.mean(w.rows)
		if means != nil {
			copy(means, w.rows[:len(means)])
		}
		k.best(w.rows)
		k.raise(w.rows, w.zall[s:s+1], 0, w.none, k.all)
	}
	for b := range g.boxes {
		if mask&(1<<b) != 0 {
			continue
		}
		if x := g.box(b); g.faces[b] != 0 {
			k.raise(w.rows, w.vecs[b][s], 1, x.points, x.raises)
		} else {
			k.raise(w.rows, w.zero[b][s:s+1], 0, x.points, x.raises)
		}
	}
}

// step is layer for the solver, for the lanes of mask alone, and returns
// the first roll's mean of the rolls' values when r ≥ 2. Its rows are
// layer's to the bit, for less work, but for a plan of the rolls made
// once a mask: layer serves a turn's plans and advice, which change mask
// at every call.
//
// The rolls are done by rollsStep: the values of scoring each free box's
// keys (with s = min(r, cap) rolls saved after) are set in the rows past
// the keeps, at keyAt, and each roll is the greatest of zall[s], those of
// the keys it scores and, r ≥ 1, its keeps one die smaller (maxima are
// exact, so in any order they are the same to the bit). Keeping all six
// dice (the roll's own row, V_{r-1}) is left out: it is never more than
// the rest. By induction on r, V_{r-1} ≤ V_r lane by lane, to the bit:
// W(next, s) grows with s (its level's V do, and the first roll's mean,
// the rounding to hundredths and back keep the order), so the boxes'
// part grows with r, and so does the keeps' part, means of a V_{r-1} that
// does (sums and products of numbers ≥ 0, each rounded, keep the order
// too). So V_{r-1}(roll) ≤ V_r(roll) without it, and the greatest is the
// same.
func (w *savedWorker) step(mask, r int) row {
	g, k := w.g, w.g.kern
	s := min(r, g.cap)
	if w.planned != mask {
		w.planRolls(mask)
	}
	keys := w.rows[k.keeps:]
	for b := range g.boxes {
		if mask&(1<<b) != 0 {
			continue
		}
		at := g.keyAt[b]
		if g.faces[b] != 0 {
			copy(keys[at:], w.vecs[b][s]) // the points are in the vectors
		} else {
			k.addRows(keys[at:at+len(g.points[b])], &w.zero[b][s], g.points[b])
		}
	}
	if r == 0 {
		k.rollsStep(w.rows, w.plans[0], &w.zall[s])
		return row{}
	}
	k.mean(w.rows)
	k.bestBelow(w.rows)
	k.rollsStep(w.rows, w.plans[1], &w.zall[s])
	if r == 1 {
		return row{}
	}
	return k.start(w.rows)
}

// planRolls sets w.plans to mask's rolls' steps (see bigKernel.rollsStep):
// plans[0] each roll's row and the rows of the keys it scores in the free
// boxes, plans[1] the same with its keeps one die smaller first, grouped
// by their number.
func (w *savedWorker) planRolls(mask int) {
	g, d := w.g, w.g.d
	nr := len(d.rolls)
	// The rows of each roll's keys in the free boxes: keys[at[i]:at[i+1]]
	// (without a branch a box: which are free is no pattern to predict).
	w.keys = slices.Grow(w.keys[:0], len(g.d.rolls)*g.boxes)[:len(g.d.rolls)*g.boxes]
	if len(w.at) < nr+1 {
		w.at = make([]int, nr+1)
	}
	rr := g.rolls()
	keys, at, free := w.keys, w.at, ^uint(mask)
	n := 0
	for i := range nr {
		at[i] = n
		for _, k := range rr.keys[rr.keyAt[i]:rr.keyAt[i+1]] {
			keys[n] = k.at
			n += int(free >> k.box & 1)
		}
	}
	at[nr] = n
	for p := range w.plans {
		// count[n] is the number of rolls of n rows, and fill[n] where
		// the next of them goes.
		var count, fill [64]int
		for i := range nr {
			count[at[i+1]-at[i]+p*(rr.subAt[i+1]-rr.subAt[i])]++
		}
		end := 0
		for n, c := range count {
			if c > 0 {
				fill[n] = end + 2
				end += 2 + c*(n+1)
			}
		}
		plan := slices.Grow(w.plans[p][:0], end+2)[:end+2]
		for n, c := range count {
			if c > 0 {
				plan[fill[n]-2], plan[fill[n]-1] = int32(n), int32(c)
			}
		}
		for i, roll := range d.rolls {
			subs := rr.subs[rr.subAt[i] : rr.subAt[i]+p*(rr.subAt[i+1]-rr.subAt[i])]
			n := at[i+1] - at[i] + len(subs)
			e := plan[fill[n] : fill[n]+n+1]
			fill[n] += n + 1
			e[0] = roll << rowShift
			copy(e[1+copy(e[1:], subs):], keys[at[i]:at[i+1]])
		}
		plan[end], plan[end+1] = 0, 0
		w.plans[p] = plan
	}
	w.planned = mask
}

// solveMask works out mask's block into out (its own values), reading
// the blocks one box fuller with fetch.
func solveMask[T float64 | uint16](w *savedWorker, mask int, fetch func(int, []float64) error, out []T) error {
	g := w.g
	if err := w.prepare(mask, fetch); err != nil {
		return err
	}
	reps := g.reps[mask&(1<<g.upperN-1)]
	nc := len(reps)
	var ups [lanes]int
	for c0 := 0; c0 < nc; c0 += lanes {
		n := min(lanes, nc-c0)
		for l := range lanes {
			ups[l] = reps[c0+min(l, n-1)] // a batch not full repeats its last
		}
		w.vectors(mask, &ups)
		for r := 0; r <= g.levelCap(bits.OnesCount(uint(mask)))+2; r++ {
			e := w.step(mask, r)
			if r >= 2 {
				for l := range n {
					out[(r-2)*nc+c0+l] = store[T](e[l])
				}
			}
		}
	}
	return nil
}

// A SolveStep is how far Levels.Solve is: Masks of the Of blocks of
// Level (its boxes filled) are done, and Done is the share of the whole
// table's work done (the levels done before this run's start included).
type SolveStep struct {
	Level, Masks, Of int
	Done             float64
}

// solveLevels works out the levels from one below from down to 0, from
// the values of level from (nil: from is the full sheet's level, all 0),
// calling done with each level's values as it is done (the slice is the
// solver's: done must copy what it keeps) and progress as the blocks of
// a level are done (SolveStep; an error from it stops the work, and is
// solveLevels's).
func solveLevels[T float64 | uint16](g *savedGame, from int, have []T, done func(level int, vals []T) error, progress func(SolveStep) error) error {
	if from == g.boxes && have == nil {
		have = make([]T, g.levelLen(g.boxes))
	}
	if len(have) != g.levelLen(from) {
		return fmt.Errorf("optimal: level %d has %d values, not %d", from, g.levelLen(from), len(have))
	}
	// The work of a level: its states' number, as near as matters.
	work := make([]float64, g.boxes+1)
	total, doneWork := 0.0, 0.0
	for k := range g.boxes {
		work[k] = float64(g.levelLen(k)) * float64(g.boxes-k+1)
		total += work[k]
		if k >= from {
			doneWork += work[k]
		}
	}
	workers := runtime.GOMAXPROCS(0)
	ws := make([]*savedWorker, workers)
	for i := range ws {
		ws[i] = newSavedWorker(g)
	}
	next := have
	var spare []T
	// done is called on a level while the next is worked out (the values
	// of both only read), and waited for before the one after: its buffer
	// is then the next but one's. (Writing a level's file then costs the
	// work no time.) An error of done stops the work within a block.
	// progress is not called while done runs: calls is held by either.
	var stop atomic.Bool
	var calls sync.Mutex
	var pending chan error
	wait := func() error {
		if pending == nil {
			return nil
		}
		err := <-pending
		pending = nil
		return err
	}
	for k := from - 1; k >= 0; k-- {
		n := g.levelLen(k)
		cur := spare
		if cap(cur) < n {
			cur = make([]T, n)
		}
		cur = cur[:n]
		masks := g.masks(k)
		step := func(finished int) SolveStep {
			share := (doneWork + work[k]*float64(finished)/float64(len(masks))) / total
			return SolveStep{Level: k, Masks: finished, Of: len(masks), Done: share}
		}
		var report func(finished int) error
		owed := false // the level's last call, left out while done ran
		if progress != nil {
			report = func(finished int) error {
				if !calls.TryLock() {
					owed = finished == len(masks)
					return nil
				}
				defer calls.Unlock()
				return progress(step(finished))
			}
		}
		err := solveLevel(ws, masks, next, cur, &stop, report)
		if err := wait(); err != nil {
			return err
		}
		if err != nil {
			return err
		}
		if owed {
			if err := progress(step(len(masks))); err != nil {
				return err
			}
		}
		doneWork += work[k]
		pending = make(chan error, 1)
		go func() {
			calls.Lock()
			err := done(k, cur)
			calls.Unlock()
			if err != nil {
				stop.Store(true)
			}
			pending <- err
		}()
		next, spare = cur, next
		if k+1 == from && len(have) > 0 {
			spare = nil // the caller's: not to be written over
		}
	}
	return wait()
}

// solveLevel works out the blocks of masks (all of one level, in
// increasing order) into cur, the level's values, from next, the values
// of the level one box fuller, with a goroutine for each worker. It ends
// early, within a block, when stop (if not nil) is set, and sets it on an
// error. report, if not nil, hears how many blocks are done about a
// thousand times at most, one call at a time, in order, and of the last
// block always; an error from it stops the work, and is solveLevel's.
func solveLevel[T float64 | uint16](ws []*savedWorker, masks []int, next, cur []T, stop *atomic.Bool, report func(finished int) error) error {
	g := ws[0].g
	fetch := func(nm int, dst []float64) error {
		at := g.offset(nm)
		load(next[at:at+len(dst)], dst)
		return nil
	}
	if stop == nil {
		stop = new(atomic.Bool)
	}
	var i atomic.Int64
	var wg sync.WaitGroup
	var first error
	var mu sync.Mutex // first, finished, nextAt, report's calls
	finished, nextAt := 0, 0
	every := max(1, len(masks)/1000)
	// Masks are handed out a chunk at a time, small enough that the
	// workers end a level together.
	chunk := max(1, min(16, len(masks)/(64*len(ws))))
	for _, w := range ws {
		wg.Go(func() {
			for {
				j := int(i.Add(int64(chunk))) - chunk
				if j >= len(masks) {
					return
				}
				batch := masks[j:min(j+chunk, len(masks))]
				for _, m := range batch {
					if stop.Load() {
						return // (a block is about a millisecond of work)
					}
					at := g.offset(m)
					if err := solveMask(w, m, fetch, cur[at:at+g.blockLen(m)]); err != nil {
						mu.Lock()
						first = cmpErr(first, err)
						mu.Unlock()
						stop.Store(true)
					}
				}
				if report == nil {
					continue
				}
				mu.Lock()
				finished += len(batch)
				if finished >= nextAt || finished == len(masks) {
					nextAt = finished + every
					if err := report(finished); err != nil {
						first = cmpErr(first, err)
						stop.Store(true)
					}
				}
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	return first
}

// store is a value as a level keeps it: a float64 as it is, or in
// hundredths of a point, rounded (the highest score, 649, is 64,900).
func store[T float64 | uint16](e float64) T {
	var z T
	if _, ok := any(z).(uint16); ok {
		return T(math.Round(e * 100))
	}
	return T(e)
}

// load sets dst to the values of vals.
func load[T float64 | uint16](vals []T, dst []float64) {
	switch v := any(vals).(type) {
	case []float64:
		copy(dst, v)
	case []uint16:
		for i, x := range v {
			dst[i] = float64(x) / 100
		}
	}
}

func cmpErr(first, err error) error {
	if first != nil {
		return first
	}
	return err
}

// A savedTable is the values of a game with saved rolls: in memory level
// by level (float64, or hundredths), or read a block at a time.
type savedTable struct {
	g    *savedGame
	f64  [][]float64
	u16  [][]uint16
	read func(mask int, vals []uint16) error
	mu   sync.Mutex
	got  map[int][]uint16
}

// block returns mask's block as float64s.
func (t *savedTable) block(mask int) ([]float64, error) { return t.blockKept(mask, true) }

// blockKept is block, a block read kept for the next time only if keep
// (whoever does not keep it keeps the float64s).
func (t *savedTable) blockKept(mask int, keep bool) ([]float64, error) {
	g := t.g
	n := g.blockLen(mask)
	out := make([]float64, n)
	k := bits.OnesCount(uint(mask))
	if k == g.boxes {
		return out, nil // the full sheet: nothing to come
	}
	switch {
	case t.f64 != nil:
		at := g.offset(mask)
		copy(out, t.f64[k][at:at+n])
	case t.u16 != nil:
		at := g.offset(mask)
		load(t.u16[k][at:at+n], out)
	default:
		t.mu.Lock()
		vals, ok := t.got[mask]
		t.mu.Unlock()
		if !ok {
			vals = make([]uint16, n)
			if err := t.read(mask, vals); err != nil {
				return nil, err
			}
			if !keep {
				load(vals, out)
				return out, nil
			}
			t.mu.Lock()
			if t.got == nil {
				t.got = map[int][]uint16{}
			}
			t.got[mask] = vals
			t.mu.Unlock()
		}
		load(vals, out)
	}
	return out, nil
}

// fetch is a worker's fetch from t.
func (t *savedTable) fetch(nm int, dst []float64) error {
	b, err := t.block(nm)
	if err != nil {
		return err
	}
	copy(dst, b)
	return nil
}

// SolveSaved works out the whole table of v, a game with saved rolls,
// for at most cap rolls saved (0: every turn has three rolls, those not
// used lost), in memory in float64: for reduced games and tests. The
// whole maxi table is worked out level by level (Levels.Solve) into the
// cache, which advice reads a block at a time.
func SolveSaved(v *scoresheet.Variant, choices scoresheet.Choices, cap int) (*Table, error) {
	g, err := newSavedGame(v, choices, cap)
	if err != nil {
		return nil, err
	}
	levels := make([][]float64, g.boxes+1)
	levels[g.boxes] = make([]float64, g.levelLen(g.boxes))
	err = solveLevels(g, g.boxes, nil, func(k int, vals []float64) error {
		levels[k] = slices.Clone(vals)
		return nil
	}, nil)
	if err != nil {
		return nil, err
	}
	return &Table{variant: v, choices: g.choices, saved: &savedTable{g: g, f64: levels}}, nil
}

// Levels is the layout of a game with saved rolls' table, for a store
// that keeps it level by level: level k holds the states of k boxes
// filled, a block for each set of k filled boxes (a mask, bit b box b),
// in increasing order of masks. The full sheet's level is all 0 and is
// not stored. Values are hundredths of a point (uint16).
type Levels struct{ g *savedGame }

// NewLevels returns the layout of v's table for at most cap rolls saved.
func NewLevels(v *scoresheet.Variant, choices scoresheet.Choices, cap int) (*Levels, error) {
	g, err := newSavedGame(v, choices, cap)
	if err != nil {
		return nil, err
	}
	return &Levels{g: g}, nil
}

// Boxes returns the number of boxes: the levels are 0 … Boxes.
func (l *Levels) Boxes() int { return l.g.boxes }

// Cap returns the most saved rolls the table tells apart.
func (l *Levels) Cap() int { return l.g.cap }

// Len returns the number of values of level k.
func (l *Levels) Len(k int) int { return l.g.levelLen(k) }

// Blocks returns the number of blocks (masks) of level k.
func (l *Levels) Blocks(k int) int { return l.g.binom[l.g.boxes][k] }

// Block returns where mask's block is: its level, its number in the
// level, the offset of its first value in the level's values and its
// number of values.
func (l *Levels) Block(mask int) (level, index, at, n int) {
	g := l.g
	return bits.OnesCount(uint(mask)), g.rank(mask), g.offset(mask), g.blockLen(mask)
}

// Classes returns the number of values in each row of mask's block: a
// block is rows of them, one for each number of saved rolls from 0 (its
// upper-sum classes, in increasing order of their least sum).
func (l *Levels) Classes(mask int) int { return l.g.classes(mask) }

// Masks returns the masks of level k in order.
func (l *Levels) Masks(k int) []int { return l.g.masks(k) }

// Solve works out the levels below from down to 0 from level from's
// values (have; nil for from = Boxes, the full sheet), and calls done
// with each level as it is finished, from the fullest down, one call at
// a time, in a goroutine of its own while the next level is worked out
// (vals is the solver's own: done copies or writes what it keeps before
// returning, and does not change it); Solve returns when the last done
// has, and an error of done stops the work within a block. progress, if
// not nil, hears how far the work is as the blocks of each level are
// done, a thousand times a level at most and its last block always, one
// call at a time, with rising counts (SolveStep), never while done runs
// (a call that would come then is left out, but a level's last); an
// error from it (a Ctrl-C) stops the work within a few blocks, and is
// Solve's. The values come out the same to the bit whatever level the
// work resumes from.
func (l *Levels) Solve(from int, have []uint16, done func(level int, vals []uint16) error, progress func(SolveStep) error) error {
	if from < 0 || from > l.g.boxes {
		return fmt.Errorf("optimal: no level %d", from)
	}
	return solveLevels(l.g, from, have, done, progress)
}

// Table returns the table whose blocks read reads (mask's block into
// vals, checked): each block is read once, when first needed.
func (l *Levels) Table(read func(mask int, vals []uint16) error) *Table {
	g := l.g
	return &Table{variant: g.v, choices: g.choices, saved: &savedTable{g: g, read: read}}
}

// InMemory returns the table of the levels vals (by level, the full
// sheet's nil or all 0).
func (l *Levels) InMemory(vals [][]uint16) *Table {
	g := l.g
	return &Table{variant: g.v, choices: g.choices, saved: &savedTable{g: g, u16: vals}}
}

// NearMasks returns the masks whose blocks advice on st reads: its own
// and those one box fuller (the full sheet's, all 0, among them).
func (l *Levels) NearMasks(st State) ([]int, error) {
	t := &savedTable{g: l.g}
	mask, _, _, err := t.key(st)
	if err != nil {
		return nil, err
	}
	out := []int{mask}
	for b := range l.g.boxes {
		if mask&(1<<b) == 0 {
			out = append(out, mask|1<<b)
		}
	}
	return out, nil
}

// FromNear returns what advice on st needs, reading the blocks NearMasks
// lists with read now.
func (l *Levels) FromNear(st State, read func(mask int, vals []uint16) error) (*Near, error) {
	masks, err := l.NearMasks(st)
	if err != nil {
		return nil, err
	}
	g := l.g
	got := map[int][]uint16{}
	for _, m := range masks {
		if bits.OnesCount(uint(m)) == g.boxes {
			continue
		}
		vals := make([]uint16, g.blockLen(m))
		if err := read(m, vals); err != nil {
			return nil, err
		}
		got[m] = vals
	}
	t := &Table{variant: g.v, choices: g.choices, saved: &savedTable{g: g, got: got, read: func(mask int, _ []uint16) error {
		return fmt.Errorf("optimal: block %d is not near the sheet", mask)
	}}}
	return &Near{t: t, st: st}, nil
}
