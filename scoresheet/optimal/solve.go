package optimal

import (
	"errors"
	"fmt"
	"math/bits"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/kitchentable/protokoll/scoresheet"
)

// ErrTooManyBoxes is returned for a variant of more than MaxBoxes boxes
// in free order, and ErrBottomUp for a forced one filled from the bottom
// up (house rules): the solver plays forced order top to bottom only.
var (
	ErrTooManyBoxes = fmt.Errorf("the solver handles at most %d in free order", MaxBoxes)
	ErrBottomUp     = errors.New("filled bottom-up: the solver plays forced order top to bottom only")
)

// A Table holds the expected final score still to come from every sheet
// state, under optimal play.
type Table struct {
	variant *scoresheet.Variant
	choices scoresheet.Choices
	ev      []float64
	// blocks, for a table of some blocks only (FromNear), holds them by
	// number, and ev is nil.
	blocks map[int][]float64
	game   *game
	// theta is the risk table's θ (risk.go): its values are certainty
	// equivalents; 0 is the expected score.
	theta float64
	// saved, for a game with saved rolls (saved.go), holds its values,
	// and the fields above but variant and choices are not used.
	saved *savedTable
}

// at returns the values of the states with the boxes of mask filled and
// joker flag y, from upper sum 0 on, upper sums game.stride apart.
func (t *Table) at(mask, y int) []float64 {
	i := t.game.index(mask, 0, y)
	if t.blocks != nil {
		n := t.game.blockLen()
		return t.blocks[i/n][i%n:]
	}
	return t.ev[i:]
}

// game is what the solver needs of a variant, worked out once.
type game struct {
	v       *scoresheet.Variant
	choices scoresheet.Choices
	d       *dice
	boxes   int
	score   [][]int // score[b][r]: box b for roll r (no joker)
	// scoring[b] lists the rolls that score in box b, numbered from the
	// first roll, with their points (for an upper box, the dice showing its
	// face): the rolls that score 0 all take the box's value for a zero.
	scoring [][]rollPoints
	faces   []int // faces[b]: the upper box's face, or 0
	// keys[b] are the points of box b's scoring rolls (for an upper box,
	// the dice showing its face), each once, and raises[b] its scoring
	// rolls by their points (kernel.raise); points[b] are the keys as
	// floats for a box whose state after is the same whatever it scores,
	// else zeros (the points are in the values a turn works out).
	keys   [][]int
	raises [][]int32
	points [][]float64
	vecs   int // the most keys of a box
	// most is the most points any box can score (joker scores too): a
	// roll's box and points are box*(most+1)+points (see forward), and
	// codes[b][k] those of box b's k-th key.
	most   int
	mostOf []int // the most box b can score, joker scores too
	codes  [][]int64
	// kern works the turns, lanes at a time.
	kern  *kernel
	yatzy int   // the yatzy box's index
	lower []int // the lower boxes, by index
	// uppers is the number of upper sums a state tells apart: 0 up to the
	// bonus threshold, which stands for every sum at or above it.
	uppers int
	// reach[m][s]: an upper sum of s (capped) can be had with the upper
	// boxes m filled.
	reach [64][]bool
	// needs[m][d] is, with the upper boxes m filled and d points still
	// wanting for the bonus, the least total the free upper boxes can
	// still make that is at least d, or one more than they can make at
	// most when none is.
	needs [64][]int
	// same[m][s] is the least upper sum reachable with the upper boxes m
	// filled whose future is the same as s's (the same needs class).
	same   [64][]int
	forced bool
	joker  bool // the joker rule and its extra bonus (standard)
	// full is what the yatzy box holds for all dice alike (50), and
	// extra the bonus for each further five of a kind while it does.
	full, extra int
	// everyUpper works out every upper sum itself, sharing none: tests
	// compare it with the shared answers.
	everyUpper bool
	// progress, if not nil, hears how much of the table is done.
	progress func(done float64)
	// dists holds the room distributions are worked out in (*distRoom),
	// for the next: late in a game each player's chances take one, and
	// a recap one a turn.
	dists sync.Pool
	// verhoeff plays the joker as Verhoeff's published solver does: only
	// once the yatzy box and the face's upper box are filled, and never
	// forcing a box. It is not a table's rule; tests use it to check the
	// solver against his 254.5896.
	verhoeff bool
	// theta is the risk a table is solved for (risk.go), 0 for the
	// expected score.
	theta float64
}

// MaxBoxes is the most boxes a free-order table is solved for: 2^15
// sheet masks of 64 upper sums are 16 MB of float64s already.
const MaxBoxes = 15

func newGame(v *scoresheet.Variant, choices scoresheet.Choices) (*game, error) {
	if v.SavedRolls {
		// saved.go's, not this solver's: its blocks and values differ.
		return nil, fmt.Errorf("optimal: %s: %w", v.ID, ErrSavedRolls)
	}
	if err := Solvable(v); err != nil {
		return nil, err
	}
	choices = choices.Normal()
	g := &game{v: v, choices: choices, d: newDice(v.Dice), boxes: len(v.Boxes), forced: v.Forced, joker: v.HasJoker(),
		uppers: v.BonusAt + 1, full: v.YatzyPoints(), extra: v.ExtraBonus}
	g.score = make([][]int, g.boxes)
	g.faces = make([]int, g.boxes)
	// Each roll's dice, once: the scoring takes a roll.
	dice := make([]scoresheet.Roll, len(g.d.keeps))
	all := make(scoresheet.Roll, 0, v.Dice*len(g.d.rolls))
	for _, r := range g.d.rolls {
		at := len(all)
		for f, c := range g.d.keeps[r] {
			for range c {
				all = append(all, f+1)
			}
		}
		dice[r] = all[at:len(all):len(all)]
	}
	for b, box := range v.Boxes {
		g.faces[b] = box.Face()
		if box == scoresheet.Yatzy {
			g.yatzy = b
		}
		if !box.Upper() {
			g.lower = append(g.lower, b)
		}
		g.score[b] = make([]int, len(g.d.keeps))
		for _, r := range g.d.rolls {
			g.score[b][r] = v.Score(box, dice[r])
		}
		if box.Upper() && b != box.Face()-1 {
			return nil, fmt.Errorf("optimal: %s's upper boxes are not first", v.ID)
		}
	}
	rolls := g.d.start[g.d.n]
	g.scoring = make([][]rollPoints, g.boxes)
	g.keys, g.raises, g.points = make([][]int, g.boxes), make([][]int32, g.boxes), make([][]float64, g.boxes)
	for b := range g.boxes {
		for r := rolls; r < len(g.d.keeps); r++ {
			p := g.score[b][r]
			if f := g.faces[b]; f != 0 {
				p = int(g.d.keeps[r][f-1])
			}
			if p > 0 {
				g.scoring[b] = append(g.scoring[b], rollPoints{uint8(r - rolls), uint8(p)})
				if !slices.Contains(g.keys[b], p) {
					g.keys[b] = append(g.keys[b], p)
				}
			}
		}
		g.raises[b] = raisesOf(rolls, g.scoring[b], g.keys[b])
		g.points[b] = make([]float64, len(g.keys[b]))
		if g.faces[b] == 0 && !(g.joker && b == g.yatzy) {
			for k, p := range g.keys[b] {
				g.points[b][k] = float64(p)
			}
		}
		g.vecs = max(g.vecs, len(g.keys[b]))
	}
	g.mostOf = make([]int, g.boxes)
	for b, box := range v.Boxes {
		g.mostOf[b] = slices.Max(g.score[b])
		if j, ok := v.JokerScore(box); ok {
			g.mostOf[b] = max(g.mostOf[b], j)
		}
		g.most = max(g.most, g.mostOf[b])
	}
	g.codes = make([][]int64, g.boxes)
	for b, keys := range g.keys {
		for _, key := range keys {
			p := key
			if g.faces[b] != 0 {
				p *= g.faces[b] // an upper box's keys are the dice showing its face
			}
			g.codes[b] = append(g.codes[b], int64(b*(g.most+1)+p))
		}
	}
	g.kern = newKernel(g.d, hasAVX2())
	for m := range g.reach {
		g.reach[m] = make([]bool, g.uppers)
		g.needs[m] = g.upperNeeds(m)
	}
	g.reach[0][0] = true
	for m := 1; m < 64; m++ {
		for f := 1; f <= 6; f++ {
			if m&(1<<(f-1)) == 0 {
				continue
			}
			for s := range g.uppers {
				if !g.reach[m&^(1<<(f-1))][s] {
					continue
				}
				for c := 0; c <= v.Dice; c++ {
					g.reach[m][min(v.BonusAt, s+f*c)] = true
				}
			}
		}
	}
	first := make([]int, v.MaxUpper()+2) // 1 + the first sum of each class
	for m := range g.same {
		g.same[m] = make([]int, g.uppers)
		clear(first)
		for s := range g.uppers {
			c := g.needs[m][v.BonusAt-s]
			if first[c] == 0 && g.reach[m][s] {
				first[c] = s + 1
			}
			if f := first[c]; f > 0 {
				g.same[m][s] = f - 1
			} else {
				g.same[m][s] = s // reached by nothing: itself
			}
		}
	}
	return g, nil
}

// rollPoints is a roll (numbered from the first roll) and what it scores
// in a box, or for an upper box how many dice show its face.
type rollPoints struct{ roll, points uint8 }

// upperNeeds works out needs[m]: which totals the free upper boxes of m
// can make, and for each shortfall the least of them that covers it.
func (g *game) upperNeeds(m int) []int {
	most := 0
	can := []bool{true}
	for f := 1; f <= 6; f++ {
		if m&(1<<(f-1)) != 0 {
			continue
		}
		most += f * g.v.Dice
		next := make([]bool, most+1)
		for x, ok := range can {
			for c := 0; ok && c <= g.v.Dice; c++ {
				next[x+f*c] = true
			}
		}
		can = next
	}
	none := most + 1
	needs := make([]int, g.uppers)
	for d := range needs {
		needs[d] = none
		for x := d; x <= most; x++ {
			if can[x] {
				needs[d] = x
				break
			}
		}
	}
	return needs
}

func toRoll(k keep) scoresheet.Roll {
	var r scoresheet.Roll
	for f, c := range k {
		for range c {
			r = append(r, f+1)
		}
	}
	return r
}

// The layout of a table: the index of a state.
func (g *game) size() int {
	if g.forced {
		return (g.boxes + 1) * g.uppers
	}
	n := (1 << g.boxes) * g.uppers
	if g.joker {
		n *= 2
	}
	return n
}

// stride is how far apart in the table two upper sums of a block are.
func (g *game) stride() int {
	if g.joker && !g.forced {
		return 2
	}
	return 1
}

func (g *game) index(mask, upper, y int) int {
	if g.forced {
		return bits.OnesCount(uint(mask))*g.uppers + upper
	}
	i := mask*g.uppers + upper
	if g.joker {
		i = i<<1 | y
	}
	return i
}

// spotAt is the spot of index i (see index).
func (g *game) spotAt(i int) spot {
	if g.forced {
		return spot{1<<(i/g.uppers) - 1, i % g.uppers, 0}
	}
	y := 0
	if g.joker {
		i, y = i>>1, i&1
	}
	return spot{i / g.uppers, i % g.uppers, y}
}

// Solvable reports whether the solver can work out v's table, and if not
// why.
func Solvable(v *scoresheet.Variant) error {
	if v.SavedRolls {
		return savedSolvable(v)
	}
	switch {
	case v.Dice < 1 || v.Dice > 6:
		return fmt.Errorf("optimal: %s rolls %d dice; the solver handles 1 to 6", v.ID, v.Dice)
	case !v.Forced && len(v.Boxes) > MaxBoxes:
		return fmt.Errorf("optimal: %s has %d boxes: %w", v.ID, len(v.Boxes), ErrTooManyBoxes)
	case v.BonusAt < 0 || v.BonusAt > v.MaxUpper():
		return fmt.Errorf("optimal: %s's bonus at %d cannot be", v.ID, v.BonusAt)
	case v.HasJoker() && !v.Has(scoresheet.Yatzy):
		return fmt.Errorf("optimal: %s has a joker rule but no yatzy box", v.ID)
	case v.BottomUp:
		return fmt.Errorf("optimal: %s: %w", v.ID, ErrBottomUp)
	}
	return nil
}

// Solve computes the table of variant v, using every core.
func Solve(v *scoresheet.Variant, choices scoresheet.Choices) (*Table, error) {
	return SolveProgress(v, choices, nil)
}

// SolveProgress is Solve that also calls progress, if not nil, with the
// share of the work done (0 to 1) after each level of the table, from
// the goroutine that called it.
func SolveProgress(v *scoresheet.Variant, choices scoresheet.Choices, progress func(done float64)) (*Table, error) {
	if v.SavedRolls {
		return SolveSaved(v, choices, SavedCap)
	}
	g, err := newGame(v, choices)
	if err != nil {
		return nil, err
	}
	g.progress = progress
	return solve(g), nil
}

func solve(g *game) *Table {
	v := g.v
	t := &Table{variant: v, choices: g.choices, ev: make([]float64, g.size()), game: g, theta: g.theta}
	full := 1<<g.boxes - 1
	// levels[n] holds the masks with n boxes filled; they are solved from
	// the fullest sheet down, since a state looks only one box ahead.
	levels := make([][]int, g.boxes+1)
	if g.forced {
		for n := 0; n <= g.boxes; n++ {
			levels[n] = []int{1<<n - 1}
		}
	} else {
		for m := 0; m <= full; m++ {
			n := bits.OnesCount(uint(m))
			levels[n] = append(levels[n], m)
		}
	}
	total, done := 0, 0
	for _, masks := range levels {
		total += len(masks)
	}
	// The masks of a level are shared out among the workers a few at a
	// time, as each is free: their work differs by ten times.
	const chunk = 8
	workers := runtime.GOMAXPROCS(0)
	widgets := make([]*widget, workers)
	for w := range widgets {
		widgets[w] = newWidget(g)
	}
	for n := g.boxes - 1; n >= 0; n-- {
		masks := levels[n]
		var next atomic.Int64
		var wg sync.WaitGroup
		for _, wd := range widgets[:min(workers, (len(masks)+chunk-1)/chunk)] {
			wg.Go(func() {
				for {
					i := int(next.Add(chunk)) - chunk
					if i >= len(masks) {
						return
					}
					for _, m := range masks[i:min(i+chunk, len(masks))] {
						t.solveMask(wd, m)
					}
				}
			})
		}
		wg.Wait()
		if done += len(masks); g.progress != nil && n > 0 {
			g.progress(float64(done) / float64(total))
		}
	}
	if g.progress != nil {
		g.progress(1) // the full sheet's level is no work, so done stops short of total
	}
	return t
}

// solveMask computes every state with the boxes of mask filled.
func (t *Table) solveMask(w *widget, mask int) {
	g := t.game
	ys := []int{0}
	if g.joker && mask&(1<<g.yatzy) != 0 {
		ys = []int{0, 1}
	}
	// Upper sums from which the free upper boxes reach the bonus with the
	// same totals have the same future: only the bonus depends on the
	// upper sum, and only through whether it is reached. Such sums (those
	// below the bonus's reach among them) are worked out once.
	class := g.needs[mask&63]
	for _, y := range ys {
		first := w.first // every class: 0 to the most, and none
		for c := range first {
			first[c] = -1
		}
		// The states to work out, lanes at a time; the others copy the
		// first of their class. A batch not full repeats its first state.
		var todo [lanes]int
		var ups [lanes]int
		n := 0
		flush := func() {
			for l := n; l < lanes; l++ {
				ups[l] = ups[0]
			}
			e := t.turn(w, mask, y, &ups)
			for l := range n {
				t.ev[todo[l]] = e[l]
			}
			n = 0
		}
		copies := w.copies[:0]
		for upper := 0; upper <= g.v.BonusAt; upper++ {
			if !g.reach[mask&63][upper] {
				continue
			}
			i := g.index(mask, upper, y)
			c := class[g.v.BonusAt-upper]
			if first[c] >= 0 && !g.everyUpper {
				copies = append(copies, [2]int{i, first[c]})
				continue
			}
			first[c] = i
			todo[n], ups[n] = i, upper
			if n++; n == lanes {
				flush()
			}
		}
		if n > 0 {
			flush()
		}
		for _, c := range copies {
			t.ev[c[0]] = t.ev[c[1]]
		}
		w.copies = copies
	}
}

// fillFinals sets w.rows to the final rolls' values of lanes states of
// one mask, lane l with the upper sum uppers[l]: the best box's points,
// any bonus they bring, and the expected score after. Each box's points
// are valued once for the lanes, and only the rolls that score in it
// are raised to them.
func (t *Table) fillFinals(w *widget, mask, y int, uppers *[lanes]int) {
	g := t.game
	r := w.rows
	stride := g.stride()
	// Any free box takes a zero (a strike): the best of those is every
	// roll's value to start from, and only the rolls that score in a box
	// are looked at again for it.
	var zero row
	for l := range lanes {
		zero[l] = -1
	}
	for b := range g.boxes {
		if mask&(1<<b) != 0 {
			continue
		}
		ev := t.at(mask|1<<b, y)
		z := &w.zeros[b]
		for l, u := range uppers {
			z[l] = ev[u*stride]
			zero[l] = max(zero[l], z[l])
		}
		if g.forced {
			break // only the next box
		}
	}
	g.kern.fill(r, &zero)
	for b := range g.boxes {
		if mask&(1<<b) != 0 {
			continue
		}
		vecs := w.vecs[:len(g.keys[b])]
		switch f := g.faces[b]; {
		case f != 0:
			// An upper box's value depends on the roll only through how
			// many dice show its face: the points, the bonus they may
			// bring, and the state after them.
			ev := t.at(mask|1<<b, y)
			at := g.v.BonusAt
			for k, c := range g.keys[b] {
				p := f * c
				v := &vecs[k]
				for l, u := range uppers {
					nu, pb := min(at, u+p), p
					if u < at && nu >= at {
						pb += g.v.Bonus
					}
					v[l] = float64(pb) + ev[nu*stride]
				}
			}
			g.kern.raise(r, vecs, 1, g.points[b], g.raises[b])
		case g.joker && b == g.yatzy:
			for k, p := range g.keys[b] {
				for l, u := range uppers {
					vecs[k][l] = t.after(mask, u, y, b, p)
				}
			}
			g.kern.raise(r, vecs, 1, g.points[b], g.raises[b])
		default:
			// The state after is the same whatever the points: each
			// key's vector is the zero's value and the points.
			g.kern.raise(r, w.zeros[b:b+1], 0, g.points[b], g.raises[b])
		}
		if g.forced {
			break // only the next box
		}
	}
	if g.joker && mask&(1<<g.yatzy) != 0 {
		// A further five of a kind: the joker rule decides, not the above.
		for f := range 6 {
			var k keep
			k[f] = uint8(g.v.Dice)
			i := g.d.indexOf(k)
			for l, u := range uppers {
				r[i][l] = t.jokerValue(w, mask, u, y, i)
			}
		}
	}
}

// after is the value of filling box b with p points: the points, any upper
// bonus they bring, and the expected score of the state that follows.
func (t *Table) after(mask, upper, y, b, p int) float64 {
	g := t.game
	nu, bonus := upper, 0
	if g.faces[b] != 0 {
		nu = min(g.v.BonusAt, upper+p)
		if upper < g.v.BonusAt && nu >= g.v.BonusAt {
			bonus = g.v.Bonus
		}
	}
	ny := y
	if g.joker && b == g.yatzy && p == g.full {
		ny = 1
	}
	return float64(p+bonus) + t.at(mask|1<<b, ny)[nu*g.stride()]
}

// jokerValue values a further five of a kind in the standard game: the
// extra bonus while the yatzy box holds its full score, and the best box
// the joker rule allows.
func (t *Table) jokerValue(w *widget, mask, upper, y int, r int32) float64 {
	bonus := 0.0
	if y == 1 {
		bonus = float64(t.game.extra)
	}
	best := -1.0
	for _, c := range w.jokers.of(t, mask, r) {
		if v := t.after(mask, upper, y, c.box, c.points); v > best {
			best = v
		}
	}
	return best + bonus
}

// A choice is a box a roll may go in, and its points there.
type choice struct {
	box, points int
}

// jokerChoices lists where a further five of a kind (roll r) may go, with
// its points there, when the yatzy box is filled: the boxes and scores
// the rules give (scoresheet's JokerBoxes and JokerScore).
func (t *Table) jokerChoices(mask int, r int32) []choice {
	g := t.game
	face := 0
	for f, c := range g.d.keeps[r] {
		if c > 0 {
			face = f + 1
		}
	}
	if g.verhoeff {
		return t.verhoeffChoices(mask, r, face)
	}
	var free []scoresheet.Box
	for b, box := range g.v.Boxes {
		if mask&(1<<b) == 0 {
			free = append(free, box)
		}
	}
	var out []choice
	for _, box := range g.v.JokerBoxes(free, face, g.choices.Joker) {
		b := g.v.Index(box)
		p := g.score[b][r]
		if j, ok := g.v.JokerScore(box); ok {
			p = j
		}
		out = append(out, choice{b, p})
	}
	return out
}

// verhoeffChoices are where Verhoeff's solver lets a further five of a
// kind go: any free box, nothing forced, and the fixed joker scores only
// once the face's upper box is filled.
func (t *Table) verhoeffChoices(mask int, r int32, face int) []choice {
	g := t.game
	upperFree := mask&(1<<(face-1)) == 0
	var out []choice
	for b, box := range g.v.Boxes {
		if mask&(1<<b) != 0 {
			continue
		}
		p := g.score[b][r]
		if j, ok := g.v.JokerScore(box); ok && !upperFree {
			p = j
		}
		out = append(out, choice{b, p})
	}
	return out
}

// Start returns the expected final score of an empty sheet.
func (t *Table) Start() float64 {
	if t.saved != nil {
		return t.saved.start()
	}
	return t.at(0, 0)[0]
}
