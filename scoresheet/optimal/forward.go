package optimal

import (
	"math"
	"slices"
	"unsafe"
)

// This file works out the turns of lanes spots at once forward, as
// Outcomes tells them: each roll's best box, the best keeps with each
// number of rolls left (the kernel's bestArg, as the table's values are
// worked out: in the kernel), and the chances carried from the first
// roll through the keeps to the box. The spots may be of any sheet masks:
// a box filled in one lane and not in another takes no roll there.

// picks are each roll's box and points in each lane, as one number (see
// game.most).
type picks = [span][lanes]int64

// args are the best keep within each keep (an index), in each lane.
type args = [span][lanes]int64

// forward is the room lanes turns are worked out in, kept for the next.
type forward struct {
	vals, work *rows // the final rolls' values; the kernel's rows
	pick       *picks
	keep1      *args // the best keep before the last roll
	keep2      *args // before the second
	mass, k    *rows // the chances of the rolls, and of the keeps
	// zeros[b] is the value of a zero in box b in each lane, and vecs
	// those of a box's keys (see finalRolls).
	zeros, vecs []row
	jokers      jokers
	// at[l][key] is 1 + the index of move key (see moveKey) in lane l's
	// moves while they are added up, p[l][i] the chance of move i and
	// roll[l][i] the first roll that makes it.
	at   [lanes][]int16
	p    [lanes][span]float64
	roll [lanes][span]int16
	out  [][]move // room for the moves, for those who keep them only a while
}

func newForward(g *game) *forward {
	f := &forward{vals: new(rows), work: new(rows), pick: new(picks), keep1: new(args), keep2: new(args), mass: new(rows), k: new(rows),
		zeros: make([]row, g.boxes), vecs: make([]row, g.vecs), out: make([][]move, lanes)}
	for l := range f.at {
		f.at[l] = make([]int16, 2*g.boxes*(g.most+1))
	}
	return f
}

// moveKey numbers a roll's move by its box and points (pick) and extra
// bonus.
func moveKey(pick int32, extra bool) int {
	return int(pick)<<1 | int(b2i(extra))
}

// forwardTurns works out the moves of spots (at most lanes, none with a
// full sheet), the moves of spots[l] into out[l], in room f.
func (t *Table) forwardTurns(f *forward, spots []spot, out [][]move) {
	g := t.game
	k := g.kern
	// Lanes to spare are the first spot's: their turns are worked out and
	// not read.
	t.finalRolls(f, spots)
	copy(f.work[k.rolls:k.keeps], f.vals[k.rolls:k.keeps]) // the keeps of fewer dice are worked out from them
	k.mean(f.work)
	k.bestArg(f.work, f.keep1)
	k.mean(f.work)
	k.bestArg(f.work, f.keep2)

	// The chances, forward: the first roll, the keep and reroll twice,
	// and the box.
	for i := k.rolls; i < k.keeps; i++ {
		p := k.first[i]
		f.mass[i] = row{p, p, p, p, p, p, p, p}
	}
	t.carry(f, f.keep2)
	t.carry(f, f.keep1)
	// Each move's chance, added up in the order of the rolls, and the
	// first roll that makes it; a lane's moves in the order they come.
	// The lanes go side by side, so that their sums do not wait on each
	// other.
	var fifty [lanes]bool // standard's extra bonus comes with a further five of a kind while the yatzy box holds its 50
	for l, s := range spots {
		fifty[l] = g.joker && s.y == 1 && s.mask&(1<<g.yatzy) != 0
	}
	var n [lanes]int
	for r := k.rolls; r < k.keeps; r++ {
		ps, cs := &f.mass[r], &f.pick[r]
		fives := g.joker && g.score[g.yatzy][r] == g.full
		for l := range spots {
			p := ps[l]
			if p == 0 {
				continue
			}
			at := f.at[l]
			key := moveKey(int32(cs[l]), fifty[l] && fives)
			i := int(at[key]) - 1
			if i < 0 {
				i = n[l]
				n[l]++
				at[key] = int16(n[l])
				f.p[l][i&(span-1)], f.roll[l][i&(span-1)] = 0, int16(r)
			}
			f.p[l][i&(span-1)] += p
		}
	}
	per := int32(g.most + 1)
	for l, s := range spots {
		moves := slices.Grow(out[l][:0], n[l])[:n[l]]
		for i, r := range f.roll[l][:n[l]] {
			c := int32(f.pick[r][l])
			extra := fifty[l] && g.score[g.yatzy][r] == g.full
			f.at[l][moveKey(c, extra)] = 0
			m := &moves[i]
			t.setMove(m, s.mask, s.upper, s.y, choice{int(c / per), int(c % per)}, extra, f.vals[r][l])
			m.p = f.p[l][i]
		}
		out[l] = moves
	}
}

// finalRolls sets f.vals and f.pick to the final rolls of spots, lane l
// spots[l]'s (the lanes to spare spots[0]'s), the lanes at once: each
// roll's best box, its points and its value. Every roll starts from its
// lane's best zero (a strike), and only the rolls that score in a box are
// looked at again for it, as the solver's fillFinals does. A roll takes
// the box of the greatest value and, of equal values, the box listed
// first (the smaller code), whatever order they are looked at in; so a
// roll's box is the one finalsLane (forward_test.go), going through the
// boxes in turn for every roll, gives it. A box filled in a lane has the
// value −∞ there, which takes no roll: the lanes may be of any masks.
func (t *Table) finalRolls(f *forward, spots []spot) {
	g := t.game
	k := g.kern
	var lane [lanes]spot
	var free [lanes]int // each lane's free boxes (forced: the next only)
	some := 0           // the boxes free in some lane
	for l := range lane {
		lane[l] = spots[0]
		if l < len(spots) {
			lane[l] = spots[l]
		}
		fr := (1<<g.boxes - 1) &^ lane[l].mask
		if g.forced {
			fr &= -fr // only the next box
		}
		free[l] = fr
		some |= fr
	}
	per := int64(g.most + 1)
	none := math.Inf(-1)
	var zero row
	var zcode [lanes]int64
	for l := range zero {
		zero[l] = -1
	}
	for b := range g.boxes {
		if some&(1<<b) == 0 {
			continue
		}
		z := &f.zeros[b]
		for l, s := range lane {
			if free[l]&(1<<b) == 0 {
				z[l] = none
				continue
			}
			if z[l] = t.after(s.mask, s.upper, s.y, b, 0); z[l] > zero[l] {
				zero[l], zcode[l] = z[l], int64(b)*per
			}
		}
	}
	k.fill(f.vals, &zero)
	for r := k.rolls; r < k.keeps; r++ {
		f.pick[r&(span-1)] = zcode
	}
	for b := range g.boxes {
		if some&(1<<b) == 0 {
			continue
		}
		fc := g.faces[b]
		if fc == 0 && !(g.joker && b == g.yatzy) {
			// The state after is the same whatever the points: each
			// key's vector is the zero's value and the points.
			k.raisePick(f.vals, f.pick, f.zeros[b:b+1], 0, g.points[b], g.codes[b], g.raises[b])
			continue
		}
		// An upper box's value depends on the roll only through how many
		// dice show its face (its keys), and standard's 50 changes the
		// state after: a vector for each key.
		vecs := f.vecs[:len(g.keys[b])]
		for l, s := range lane {
			switch {
			case free[l]&(1<<b) == 0:
				for j := range vecs {
					vecs[j][l] = none
				}
			case fc != 0:
				// after's sums, the states after looked up once.
				ev, at, stride := t.at(s.mask|1<<b, s.y), g.v.BonusAt, g.stride()
				for j, c := range g.keys[b] {
					p := fc * c
					nu := min(at, s.upper+p)
					if s.upper < at && nu >= at {
						p += g.v.Bonus
					}
					vecs[j][l] = float64(p) + ev[nu*stride]
				}
			default:
				for j, key := range g.keys[b] {
					vecs[j][l] = t.after(s.mask, s.upper, s.y, b, key)
				}
			}
		}
		k.raisePick(f.vals, f.pick, vecs, 1, g.points[b], g.codes[b], g.raises[b])
	}
	if !g.joker {
		return
	}
	for l, s := range lane {
		if s.mask&(1<<g.yatzy) == 0 {
			continue
		}
		// A further five of a kind: the joker rule decides, not the above.
		for fc := range 6 {
			var kp keep
			kp[fc] = uint8(g.v.Dice)
			r := g.d.indexOf(kp)
			first := true
			for _, c := range f.jokers.of(t, s.mask, r) {
				v := t.after(s.mask, s.upper, s.y, c.box, c.points)
				if t.extra(s.mask, s.y, r) {
					v += float64(g.extra)
				}
				if x := &f.vals[r&(span-1)][l]; first || v > *x {
					*x, f.pick[r&(span-1)][l], first = v, int64(c.box)*per+int64(c.points), false
				}
			}
		}
	}
}

// raisePick is raise that also sets, in each lane of a row it raises, the
// row's pick to the key's code (codes[k]): a row takes the vector where it
// is greater than the row's value, or equal to it with a smaller code.
func (k *kernel) raisePick(r *rows, pick *picks, vecs []row, step int, pts []float64, codes []int64, list []int32) {
	if len(pts) == 0 {
		return
	}
	if k.avx2 {
		raisePickAVX2(r, pick, &vecs[0], step<<rowShift, &pts[0], &codes[0], &list[0], len(pts))
		return
	}
	for key, p := range pts {
		x := &vecs[key*step]
		v := row{x[0] + p, x[1] + p, x[2] + p, x[3] + p, x[4] + p, x[5] + p, x[6] + p, x[7] + p}
		c := codes[key]
		n := int(list[0])
		for _, o := range list[1 : 1+n] {
			i := (o >> rowShift) & (span - 1)
			raisePickRow(&r[i], &pick[i], &v, c)
		}
		list = list[1+n:]
	}
}

// raisePickRow sets each lane of x and pk to v's and c where v's is
// greater, or equal with c smaller.
func raisePickRow(x *row, pk *[lanes]int64, v *row, c int64) {
	for l := range lanes {
		if v[l] > x[l] || v[l] == x[l] && c < pk[l] {
			x[l], pk[l] = v[l], c
		}
	}
}

// carry moves the chances of the rolls in f.mass through each roll's
// keep (keep, lane by lane) and the dice rolled again, leaving in f.mass
// the chances of the rolls after.
func (t *Table) carry(f *forward, keep *args) {
	k := t.game.kern
	kl := f.k
	clear(kl[:k.keeps])
	for r := k.rolls; r < k.keeps; r++ {
		m, to := &f.mass[r], &keep[r]
		for l := range lanes {
			kl[to[l]&(span-1)][l] += m[l]
		}
	}
	k.push(kl)
	f.mass, f.k = kl, f.mass
}

// bestArg is best, and also sets each keep's row of arg to the best keep
// within it: itself, or of the keeps one die smaller the first whose
// best is greater than its own value and those before, and then that
// one's best keep. Of equal values the larger keep is kept.
func (k *kernel) bestArg(r *rows, arg *args) {
	arg[0] = [lanes]int64{} // the keep of no dice has none within it
	rb := (*[span]laneBits)(unsafe.Pointer(r))
	for _, s := range k.segments {
		if k.avx2 {
			bestArgAVX2(r, arg, &s.offs[0], len(s.offs)/(1+s.subs), s.subs)
			continue
		}
		offs := s.offs
		for len(offs) > s.subs {
			i := (offs[0] >> rowShift) & (span - 1)
			b, a := rb[i], [lanes]int64{}
			for l := range a {
				a[l] = int64(i)
			}
			for _, o := range offs[1 : 1+s.subs] {
				j := (o >> rowShift) & (span - 1)
				x, xa := &rb[j], &arg[j]
				for l := range lanes {
					if x[l] > b[l] {
						b[l], a[l] = x[l], xa[l]
					}
				}
			}
			rb[i], arg[i] = b, a
			offs = offs[1+s.subs:]
		}
	}
}

// push moves the chances of the keeps of fewer dice in r to the keeps one
// die larger, a sixth to each, smallest first: r then holds the chances of
// the rolls after the dice not kept are rolled.
func (k *kernel) push(r *rows) {
	if k.avx2 {
		pushAVX2(r, &k.add[0], k.rolls)
		return
	}
	for i := range k.rolls {
		a := k.add[6*i : 6*i+6 : 6*i+6]
		x := &r[i&(span-1)]
		p := row{x[0] / 6, x[1] / 6, x[2] / 6, x[3] / 6, x[4] / 6, x[5] / 6, x[6] / 6, x[7] / 6}
		for _, o := range a {
			y := &r[(o>>rowShift)&(span-1)]
			y[0], y[1], y[2], y[3] = y[0]+p[0], y[1]+p[1], y[2]+p[2], y[3]+p[3]
			y[4], y[5], y[6], y[7] = y[4]+p[4], y[5]+p[5], y[6]+p[6], y[7]+p[7]
		}
	}
}
