package optimal

import (
	"math"
	"unsafe"
)

// Six dice have 924 keeps of 0 to 6 dice: their rows do not fit the
// kernel's rows (span 512), so the saved-rolls solver works in rows of
// twice the span. The assembly reads rows by offsets and counts and so
// does not care how many there are; the Go loops mask their indexes, so
// they have twins here for the larger span (the same operations in the
// same order: the values are the same to the bit).

// bigSpan is a power of two above 924 and the keys of every box (the
// rows past the keeps hold the values of scoring each key: see
// savedWorker.layer).
const bigSpan = 2048

// bigRows are the keeps' values for the lanes, six dice.
type bigRows = [bigSpan]row

// bigKernel is a kernel over bigRows.
type bigKernel struct {
	*kernel
	// all lists every roll (as raise's list: their number, then their
	// offsets): raising it to a vector sets each roll to the greater of
	// it and the vector.
	all []int32
	// below is the number of segments of keeps smaller than a roll: the
	// first ones.
	below int
}

func newBigKernel(d *dice, avx2 bool) *bigKernel {
	k := &kernel{rolls: d.start[d.n], keeps: len(d.keeps), first: d.first, avx2: avx2}
	below := 0
	if k.keeps > bigSpan {
		panic("optimal: too many keeps for the kernel")
	}
	for i := range k.rolls {
		for f := range 6 {
			k.add = append(k.add, d.add[i][f]<<rowShift)
		}
	}
	for s := 1; s <= d.n; s++ {
		for subs := 1; subs <= min(s, 6); subs++ {
			seg := segment{subs: subs}
			for _, i := range d.bySize[s] {
				if len(d.sub[i]) != subs {
					continue
				}
				seg.offs = append(seg.offs, i<<rowShift)
				for _, j := range d.sub[i] {
					seg.offs = append(seg.offs, j<<rowShift)
				}
			}
			if len(seg.offs) > 0 {
				k.segments = append(k.segments, seg)
			}
		}
		if s == d.n-1 {
			below = len(k.segments)
		}
	}
	all := []int32{int32(k.keeps - k.rolls)}
	for i := k.rolls; i < k.keeps; i++ {
		all = append(all, int32(i)<<rowShift)
	}
	return &bigKernel{kernel: k, all: all, below: below}
}

// small is r as the assembly takes it: a pointer to its first row.
func small(r *bigRows) *rows { return (*rows)(unsafe.Pointer(r)) }

func (k *bigKernel) mean(r *bigRows) {
	if k.avx2 {
		meanAVX2(small(r), &k.add[0], k.rolls)
		return
	}
	const sixth = 1.0 / 6
	const m = bigSpan - 1
	for i := k.rolls - 1; i >= 0; i-- {
		a := k.add[6*i : 6*i+6 : 6*i+6]
		a0, a1, a2 := &r[(a[0]>>rowShift)&m], &r[(a[1]>>rowShift)&m], &r[(a[2]>>rowShift)&m]
		a3, a4, a5 := &r[(a[3]>>rowShift)&m], &r[(a[4]>>rowShift)&m], &r[(a[5]>>rowShift)&m]
		r[i&m] = row{
			(a0[0] + a1[0] + a2[0] + a3[0] + a4[0] + a5[0]) * sixth,
			(a0[1] + a1[1] + a2[1] + a3[1] + a4[1] + a5[1]) * sixth,
			(a0[2] + a1[2] + a2[2] + a3[2] + a4[2] + a5[2]) * sixth,
			(a0[3] + a1[3] + a2[3] + a3[3] + a4[3] + a5[3]) * sixth,
			(a0[4] + a1[4] + a2[4] + a3[4] + a4[4] + a5[4]) * sixth,
			(a0[5] + a1[5] + a2[5] + a3[5] + a4[5] + a5[5]) * sixth,
			(a0[6] + a1[6] + a2[6] + a3[6] + a4[6] + a5[6]) * sixth,
			(a0[7] + a1[7] + a2[7] + a3[7] + a4[7] + a5[7]) * sixth,
		}
	}
}

func (k *bigKernel) best(r *bigRows) { k.bestOf(r, k.segments) }

// bestBelow is best for the keeps smaller than a roll.
func (k *bigKernel) bestBelow(r *bigRows) { k.bestOf(r, k.segments[:k.below]) }

func (k *bigKernel) bestOf(r *bigRows, segments []segment) {
	rb := (*[bigSpan]laneBits)(unsafe.Pointer(r))
	const m = bigSpan - 1
	for _, s := range segments {
		if k.avx2 {
			bestAVX2(small(r), &s.offs[0], len(s.offs)/(1+s.subs), s.subs)
			continue
		}
		offs := s.offs
		for len(offs) > s.subs {
			x := &rb[(offs[0]>>rowShift)&m]
			b := *x
			for _, o := range offs[1 : 1+s.subs] {
				raiseBits(&b, &rb[(o>>rowShift)&m])
			}
			*x = b
			offs = offs[1+s.subs:]
		}
	}
}

func (k *bigKernel) start(r *bigRows) row {
	var e row
	if k.avx2 {
		startAVX2(small(r), &k.first[0], k.rolls, k.keeps, &e)
		return e
	}
	for i := k.rolls; i < k.keeps; i++ {
		p, x := k.first[i], &r[i&(bigSpan-1)]
		e[0], e[1], e[2], e[3] = e[0]+float64(p*x[0]), e[1]+float64(p*x[1]), e[2]+float64(p*x[2]), e[3]+float64(p*x[3])
		e[4], e[5], e[6], e[7] = e[4]+float64(p*x[4]), e[5]+float64(p*x[5]), e[6]+float64(p*x[6]), e[7]+float64(p*x[7])
	}
	return e
}

func (k *bigKernel) fill(r *bigRows, v *row) {
	if k.avx2 {
		fillAVX2(small(r), v, k.rolls, k.keeps)
		return
	}
	for i := k.rolls; i < k.keeps; i++ {
		r[i&(bigSpan-1)] = *v
	}
}

// raise is kernel.raise over bigRows.
func (k *bigKernel) raise(r *bigRows, vecs []row, step int, pts []float64, list []int32) {
	if len(pts) == 0 {
		return
	}
	if k.avx2 {
		raiseAVX2(small(r), &vecs[0], step<<rowShift, &pts[0], &list[0], len(pts))
		return
	}
	rb := (*[bigSpan]laneBits)(unsafe.Pointer(r))
	for key, p := range pts {
		x := &vecs[key*step]
		v := laneBits{
			int64(math.Float64bits(x[0] + p)), int64(math.Float64bits(x[1] + p)),
			int64(math.Float64bits(x[2] + p)), int64(math.Float64bits(x[3] + p)),
			int64(math.Float64bits(x[4] + p)), int64(math.Float64bits(x[5] + p)),
			int64(math.Float64bits(x[6] + p)), int64(math.Float64bits(x[7] + p)),
		}
		n := int(list[0])
		for _, o := range list[1 : 1+n] {
			raiseBits(&rb[(o>>rowShift)&(bigSpan-1)], &v)
		}
		list = list[1+n:]
	}
}

// addRows sets dst[k] to v + pts[k], as raise does before it raises.
func (k *bigKernel) addRows(dst []row, v *row, pts []float64) {
	if len(pts) == 0 {
		return
	}
	if k.avx2 {
		addAVX2(&dst[0], v, &pts[0], len(pts))
		return
	}
	for i, p := range pts {
		dst[i] = row{v[0] + p, v[1] + p, v[2] + p, v[3] + p, v[4] + p, v[5] + p, v[6] + p, v[7] + p}
	}
}

// rollsStep sets rows to the greatest, lane by lane, of z and other rows,
// as plan says: groups of a number n, a count, and count times a row's
// offset followed by n offsets of the rows it is raised to. The count 0
// ends it.
func (k *bigKernel) rollsStep(r *bigRows, plan []int32, z *row) {
	if k.avx2 {
		rollsAVX2(small(r), &plan[0], z)
		return
	}
	rb := (*[bigSpan]laneBits)(unsafe.Pointer(r))
	zb := (*laneBits)(unsafe.Pointer(z))
	for {
		n, c := int(plan[0]), int(plan[1])
		plan = plan[2:]
		if c == 0 {
			return
		}
		for range c {
			b := *zb
			for _, o := range plan[1 : 1+n] {
				raiseBits(&b, &rb[(o>>rowShift)&(bigSpan-1)])
			}
			rb[(plan[0]>>rowShift)&(bigSpan-1)] = b
			plan = plan[1+n:]
		}
	}
}
