package optimal

import "unsafe"

// This file works out the turns of lanes spots at once forward, as
// Outcomes tells them: each roll's best box, the best keeps with each
// number of rolls left (the kernel's bestArg, as the table's values are
// worked out: in the kernel), and the chances carried from the first
// roll through the keeps to the box. The spots may be of any sheet masks:
// the final rolls' values are set lane by lane, the rest is the kernel's
// for the eight lanes.

// picks are each roll's box and points in each lane, as one number (see
// game.most).
type picks = [span][lanes]int32

// args are the best keep within each keep (an index), in each lane.
type args = [span][lanes]int64

// forward is the room lanes turns are worked out in, kept for the next.
type forward struct {
	vals, work *rows // the final rolls' values; the kernel's rows
	pick       *picks
	keep1      *args // the best keep before the last roll
	keep2      *args // before the second
	mass, k    *rows // the chances of the rolls, and of the keeps
	// fin, pk and x are one spot's rolls' values, boxes and points, and
	// a box's values for the rolls (see finalsLane), from the first roll.
	fin, x [span]float64
	pk     [span]int64
	// at[l][key] is 1 + the index of move key (see moveKey) in lane l's
	// moves, while they are added up.
	at  [][]int16
	out [lanes][]move // the moves, before they are copied out
}

func newForward(g *game) *forward {
	f := &forward{vals: new(rows), work: new(rows), pick: new(picks), keep1: new(args), keep2: new(args), mass: new(rows), k: new(rows)}
	f.at = make([][]int16, lanes)
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
	// Lanes to spare keep what they held: their turns are worked out and
	// not read.
	for l, s := range spots {
		t.finalsLane(f, l, s)
	}
	*f.work = *f.vals
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
	per := int32(g.most + 1)
	for l, s := range spots {
		moves, at := f.out[l][:0], f.at[l]
		// standard's extra bonus comes with a further five of a kind
		// while the yatzy box holds its 50.
		fifty := g.joker && s.y == 1 && s.mask&(1<<g.yatzy) != 0
		for r := k.rolls; r < k.keeps; r++ {
			p := f.mass[r][l]
			if p == 0 {
				continue
			}
			c := f.pick[r][l]
			extra := fifty && g.score[g.yatzy][r] == g.full
			key := moveKey(c, extra)
			i := int(at[key]) - 1
			if i < 0 {
				i = len(moves)
				at[key] = int16(i + 1)
				moves = append(moves, t.move(s.mask, s.upper, s.y, choice{int(c / per), int(c % per)}, extra, f.vals[r][l]))
			}
			moves[i].p += p
		}
		for _, m := range moves {
			at[moveKey(int32(m.box)*per+int32(m.score), m.extra)] = 0
		}
		f.out[l] = moves
		out[l] = append(out[l][:0], moves...)
	}
}

// finalsLane sets lane l of f.vals and f.pick to spot s's final rolls:
// each roll's best box, its points and its value. Box by box, every
// roll's value in it is worked out (a zero where it scores none), and
// the rolls it is better for take it; of equal values the box listed
// first is kept.
func (t *Table) finalsLane(f *forward, l int, s spot) {
	g := t.game
	mask, upper, y := s.mask, s.upper, s.y
	k := g.kern
	n := k.keeps - k.rolls
	fin, pk, x := f.fin[:n], f.pk[:n], f.x[:len(f.x)]
	for i := range fin {
		fin[i] = -1
	}
	for b := range g.boxes {
		if mask&(1<<b) != 0 {
			continue
		}
		zero := t.after(mask, upper, y, b, 0)
		switch fc := g.faces[b]; {
		case fc != 0:
			// An upper box's value depends on the roll only through how
			// many dice show its face.
			var byCount [7]float64
			for c := 0; c <= g.v.Dice; c++ {
				byCount[c] = t.after(mask, upper, y, b, fc*c)
			}
			for i, c := range g.count[b] {
				x[i] = byCount[c&7]
			}
			k.raiseRolls(fin, pk, x, 0, g.codes[b])
		case g.joker && b == g.yatzy:
			// standard's 50 changes the state after.
			for i := range n {
				x[i] = zero
			}
			for _, sp := range g.scoring[b] {
				x[sp.roll] = t.after(mask, upper, y, b, int(sp.points))
			}
			k.raiseRolls(fin, pk, x, 0, g.codes[b])
		default:
			// The state after is the same whatever the points.
			k.raiseRolls(fin, pk, g.points1[b], zero, g.codes[b])
		}
		if g.forced {
			break // only the next box
		}
	}
	if g.joker && mask&(1<<g.yatzy) != 0 {
		// A further five of a kind: the joker rule decides, not the above.
		per := g.most + 1
		for fc := range 6 {
			var kp keep
			kp[fc] = uint8(g.v.Dice)
			r := int(g.d.index[kp]) - k.rolls
			first := true
			for _, c := range t.jokerChoices(mask, int32(k.rolls+r)) {
				v := t.after(mask, upper, y, c.box, c.points)
				if t.extra(mask, y, int32(k.rolls+r)) {
					v += float64(g.extra)
				}
				if first || v > fin[r] {
					fin[r], pk[r], first = v, int64(c.box*per+c.points), false
				}
			}
		}
	}
	vals, pick := f.vals, f.pick
	for i, v := range fin {
		vals[(k.rolls+i)&(span-1)][l], pick[(k.rolls+i)&(span-1)][l] = v, int32(pk[i])
	}
}

// raiseRolls sets each roll's fin to x plus add where that is greater,
// and its pk to codes: a box's values for the rolls taken where the box
// is better than those before.
func (k *kernel) raiseRolls(fin []float64, pk []int64, x []float64, add float64, codes []int64) {
	if k.avx2 && len(fin)%4 == 0 {
		raiseRollsAVX2(&fin[0], &pk[0], &x[0], add, &codes[0], len(fin))
		return
	}
	x, codes = x[:len(fin)], codes[:len(fin)]
	pk = pk[:len(fin)]
	for i, v := range x {
		if v += add; v > fin[i] {
			fin[i], pk[i] = v, codes[i]
		}
	}
}

// carry moves the chances of the rolls in f.mass through each roll's
// keep (keep, lane by lane) and the dice rolled again, leaving in f.mass
// the chances of the rolls after.
func (t *Table) carry(f *forward, keep *args) {
	k := t.game.kern
	*f.k = rows{}
	kl := f.k
	for r := k.rolls; r < k.keeps; r++ {
		m, to := &f.mass[r], &keep[r]
		for l := range lanes {
			kl[to[l]&(span-1)][l] += m[l]
		}
	}
	k.push(kl)
	copy(f.mass[k.rolls:k.keeps], kl[k.rolls:k.keeps])
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
