package optimal

import (
	"math/bits"

	"github.com/kitchentable/protokoll/scoresheet"
)

// This file plays a game with saved rolls to win, exactly, in its last
// turns: the chance to win W(mask, upper, s)[x] of every state ahead of
// the sheet (mask, upper sum, rolls saved) for every total x the player
// may have there, each choice made for the chance to win. It is the
// saved-rolls solver's turn (saved.go) with other values: the lanes of a
// row are eight totals instead of eight upper sums, and a box's value
// for a roll is the next state's chance at the total after it, not its
// points plus the next state's expected score, so every box is raised
// key by key as the upper boxes are there. A (mask, upper)'s layers V_r
// serve every number of rolls saved, as in the solver.
//
// Before the last turns it does not fit: every total a player can have
// (a few hundred) would have to be followed through every state of the
// table, saved rolls and all (maxi: 617 million states, each a turn's
// layers, two to forty of them, over 924 keeps, for every eight totals):
// some 10^14 row operations, days of CPU and terabytes of values, where
// the expected score's table is 600 CPU-s and 1.24 GB. Nor does the
// 5-dice tables' early method carry over: it plays from risk tables
// (one table per risk, each the size of the expected score's, 1.24 GB
// and ten minutes of CPU for maxi, nine of them) and their variances.
// MaxSavedToWin is where the exact method stops. Measured on the whole
// maxi table, 2026-12-07, at load 20–30 (go test, rusage; four rolls
// left, six saved): three boxes free 0.1–1.7 CPU-s and up to 18 MB (the
// most with three upper boxes free, whose upper sums multiply the
// states); four free 0.8–10 CPU-s and 85 MB, too slow for a hint.

// MaxSavedToWin is the most boxes free with which a game with saved
// rolls is played to win exactly (AdviseToWin): its last three turns.
// Each (mask, upper sum) ahead is a turn's layers for every total the
// player may reach (see above for the figures).
const MaxSavedToWin = 3

// savedWin is the exact method from a root sheet: W by (mask, upper).
type savedWin struct {
	g      *savedGame
	win    Objective
	x0, xn int // the totals followed: x0 … x0+xn-1, x0 the root's
	memo   map[int][][]float64
	w      *savedWorker
	zeros  [][]float64 // zeros[b]: a 0 for each key of box b
}

// newSavedWin is the exact method from root (mask), with points so far.
func (t *savedTable) newSavedWin(mask, points int, win Objective) *savedWin {
	g := t.g
	most := 0
	for b := range g.boxes {
		if mask&(1<<b) == 0 {
			most += maxOf(g.box(b).score)
			if g.faces[b] != 0 {
				most += g.v.Bonus // at most once, but an upper bound is all it needs
			}
		}
	}
	sw := &savedWin{g: g, win: win, x0: points, xn: most + 1, memo: map[int][][]float64{}, w: newSavedWorker(g), zeros: make([][]float64, g.boxes)}
	for b := range g.boxes {
		sw.zeros[b] = make([]float64, len(g.box(b).keys))
	}
	return sw
}

// at returns W(mask, upper, s) at total x: certain beyond the totals
// followed (x never gets there from the root; the lanes of such totals
// are worked out and never read).
func (sw *savedWin) at(mask, upper, s, x int) float64 {
	if mask == 1<<sw.g.boxes-1 {
		return sw.win.At(x)
	}
	w := sw.values(mask, upper)
	s = min(s, sw.g.levelCap(bits.OnesCount(uint(mask))))
	return w[s][min(max(x-sw.x0, 0), sw.xn-1)]
}

// values returns W(mask, upper)[s][x-x0], working it out first.
func (sw *savedWin) values(mask, upper int) [][]float64 {
	key := mask<<7 | upper
	if w, ok := sw.memo[key]; ok {
		return w
	}
	g := sw.g
	sw.ready(mask, upper)
	top := g.levelCap(bits.OnesCount(uint(mask)))
	w := make([][]float64, top+1)
	for s := range w {
		w[s] = make([]float64, sw.xn)
	}
	var xs [lanes]int
	for c0 := 0; c0 < sw.xn; c0 += lanes {
		n := min(lanes, sw.xn-c0)
		for l := range xs {
			xs[l] = sw.x0 + c0 + min(l, n-1)
		}
		sw.vectors(mask, upper, &xs)
		for r := 0; r <= top+2; r++ {
			sw.layer(mask, r)
			if r >= 2 {
				e := g.kern.start(sw.w.rows)
				for l := range n {
					w[r-2][c0+l] = e[l]
				}
			}
		}
	}
	sw.memo[key] = w
	return w
}

// ready works out the values of every state a turn from (mask, upper)
// can lead to, before the worker's rows are set for it (the work of each
// uses them).
func (sw *savedWin) ready(mask, upper int) {
	g := sw.g
	for b := range g.boxes {
		nm := mask | 1<<b
		if mask&(1<<b) != 0 || nm == 1<<g.boxes-1 {
			continue
		}
		if f := g.faces[b]; f != 0 {
			for c := 0; c <= g.v.Dice; c++ {
				sw.values(nm, min(g.v.BonusAt, upper+f*c))
			}
		} else {
			sw.values(nm, upper)
		}
	}
}

// vectors sets the worker's rows of values of each free box's scores
// for the totals xs: zero[b][s] for 0 points in box b, vecs[b][s][k] for
// its k-th key, zall[s] the best zero, with s rolls saved after.
func (sw *savedWin) vectors(mask, upper int, xs *[lanes]int) {
	g, w := sw.g, sw.w
	top := g.levelCap(bits.OnesCount(uint(mask)) + 1)
	for s := range w.zall[:top+1] {
		w.zall[s] = row{}
	}
	for b := range g.boxes {
		if mask&(1<<b) != 0 {
			continue
		}
		nm, x := mask|1<<b, g.box(b)
		if w.zero[b] == nil {
			w.zero[b] = make([]row, g.cap+1)
		}
		if len(w.vecs[b]) == 0 || len(w.vecs[b][0]) < len(x.keys) {
			w.vecs[b] = make([][]row, g.cap+1)
			for s := range w.vecs[b] {
				w.vecs[b][s] = make([]row, len(x.keys))
			}
		}
		for s := 0; s <= top; s++ {
			for l, t := range xs {
				z := sw.at(nm, upper, s, t)
				w.zero[b][s][l] = z
				w.zall[s][l] = max(w.zall[s][l], z)
			}
			for k, c := range x.keys {
				nu, p := upper, c
				if f := g.faces[b]; f != 0 {
					p = f * c
					nu = min(g.v.BonusAt, upper+p)
					if upper < g.v.BonusAt && nu >= g.v.BonusAt {
						p += g.v.Bonus
					}
				}
				for l, t := range xs {
					w.vecs[b][s][k][l] = sw.at(nm, nu, s, t+p)
				}
			}
		}
	}
}

// layer is savedWorker.layer for chances to win: every box raised key
// by key.
func (sw *savedWin) layer(mask, r int) {
	g, w, k := sw.g, sw.w, sw.g.kern
	s := min(r, g.cap)
	if r == 0 {
		k.fill(w.rows, &w.zall[s])
	} else {
		k.mean(w.rows)
		k.best(w.rows)
		k.raise(w.rows, w.zall[s:s+1], 0, w.none, k.all)
	}
	for b := range g.boxes {
		if mask&(1<<b) == 0 {
			k.raise(w.rows, w.vecs[b][s], 1, sw.zeros[b], g.box(b).raises)
		}
	}
}

// adviseToWin is Table.AdviseToWin for a game with saved rolls.
func (t *savedTable) adviseToWin(st State, points int, dice scoresheet.Roll, rollsLeft int, win Objective) ([]Choice, error) {
	g := t.g
	mask, upper, err := t.turnKey(st, rollsLeft)
	if err != nil {
		return nil, err
	}
	if g.boxes-bits.OnesCount(uint(mask)) > MaxSavedToWin {
		return nil, ErrTooEarly
	}
	k, r, err := g.roll(dice)
	if err != nil {
		return nil, err
	}
	sw := t.newSavedWin(mask, points, win)
	var out []Choice
	for b, box := range g.v.Boxes {
		if mask&(1<<b) != 0 {
			continue
		}
		p, nu, pb := g.box(b).score[r], upper, 0
		if g.faces[b] != 0 {
			nu = min(g.v.BonusAt, upper+p)
			if upper < g.v.BonusAt && nu >= g.v.BonusAt {
				pb = g.v.Bonus
			}
		}
		out = append(out, Choice{Box: box, Points: p, Value: sw.at(mask|1<<b, nu, min(rollsLeft, g.cap), points+p+pb)})
	}
	if rollsLeft > 0 {
		// Every lane is the player's total now. Rolls left beyond the
		// level's cap's two after the first roll are worth what they are
		// at it.
		var xs [lanes]int
		for l := range xs {
			xs[l] = points
		}
		sw.ready(mask, upper)
		sw.vectors(mask, upper, &xs)
		for layer := range min(rollsLeft, g.levelCap(bits.OnesCount(uint(mask)))+2) {
			sw.layer(mask, layer)
		}
		g.kern.mean(sw.w.rows)
		for _, c := range keepChoices(g.d, k, func(i int32) float64 { return sw.w.rows[i][0] }) {
			if len(c.Keep) < g.v.Dice {
				out = append(out, c)
			}
		}
	}
	sortChoices(out)
	return out, nil
}

// savedLate is Late for a game with saved rolls: at most MaxSavedToWin
// boxes free.
func savedLate(v *scoresheet.Variant, st State) bool {
	return len(v.Boxes)-len(st.Filled) <= MaxSavedToWin
}
