package optimal

import (
	"math"
	"unsafe"

	"github.com/kitchentable/protokoll/scoresheet"
)

// lanes is how many sheet states a turn is worked out for at once. A
// keep's values for the lanes are one row of 64 bytes, a cache line, and
// the 462 keeps' rows (29.5 KB) stay in a core's first-level cache while
// the turn is worked: every link between keeps is read once for the
// eight, and on amd64 with AVX2 each row is two vector registers.
const lanes = 8

// A row is a keep's (or a roll's) value in each lane.
type row = [lanes]float64

// rowShift is log2 of a row's size in bytes: the kernel's tables hold
// byte offsets of rows, which the assembly adds to the rows' address as
// they are.
const rowShift = 6

var (
	_ [unsafe.Sizeof(row{}) - 1<<rowShift]int
	_ [1<<rowShift - unsafe.Sizeof(row{})]int
)

// span is a power of two above the number of keeps (462 for five dice):
// the rows are an array of this size, indexed with masked indexes, so
// that the compiler drops the bounds checks of the Go loops.
const span = 512

// rows are the keeps' values for the lanes, by the keeps' index.
type rows = [span]row

// rerolls is how often a turn rolls again after its first roll, as the
// sheet counts rolls. The turns are written out for two (turn, Advise,
// AdviseToWin, the outcomes): these fail to compile if the sheet's rolls
// change without them.
const rerolls = scoresheet.RollsPerTurn - 1

var (
	_ [rerolls - 2]int
	_ [2 - rerolls]int
)

// A kernel works a turn back for the lanes at once, from the final rolls'
// values to the value before the first roll, in one array of rows: the
// links between keeps laid out as the loops read them (byte offsets of
// rows), in Go or, where the processor has it, in AVX2 assembly. Both do
// the same operations in the same order, so their values are the same to
// the bit (a test checks it).
type kernel struct {
	rolls, keeps int // the keeps of fewer dice are 0 ≤ i < rolls; the rolls rolls ≤ i < keeps
	// add[6i+f] is the offset of keep i with one more die showing f+1.
	add []int32
	// segments are the keeps of one size with the same number of keeps
	// one die smaller, in order of size: a keep's smaller ones are done
	// before it.
	segments []segment
	first    []float64 // first[r]: the chance of roll r from fresh dice
	avx2     bool      // the assembly's loops
}

// A segment is keeps with subs keeps one die smaller each: for each, its
// own offset and then theirs.
type segment struct {
	subs int
	offs []int32
}

func newKernel(d *dice, avx2 bool) *kernel {
	if len(d.keeps) > span {
		panic("optimal: too many keeps for the kernel")
	}
	k := &kernel{rolls: d.start[d.n], keeps: len(d.keeps), first: d.first, avx2: avx2}
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
	}
	return k
}

// mean sets each keep of fewer dice to the mean over the die rolled with
// it of the keep one die larger: with the rolls' values with m rolls
// left, the keeps' values with m+1.
func (k *kernel) mean(r *rows) {
	if k.avx2 {
		meanAVX2(r, &k.add[0], k.rolls)
		return
	}
	meanGo(r, k.add, k.rolls)
}

// best sets each keep to the best keep within it: itself, or the best
// within it less one die. With the keeps' values with m rolls left, the
// rolls' rows then hold the rolls' values with m rolls left.
func (k *kernel) best(r *rows) {
	for _, s := range k.segments {
		if k.avx2 {
			bestAVX2(r, &s.offs[0], len(s.offs)/(1+s.subs), s.subs)
			continue
		}
		bestGo(r, s.offs, s.subs)
	}
}

// start returns each lane's expected value before the first roll, from
// the rolls' values with every reroll left.
func (k *kernel) start(r *rows) row {
	var e row
	if k.avx2 {
		startAVX2(r, &k.first[0], k.rolls, k.keeps, &e)
		return e
	}
	for i := k.rolls; i < k.keeps; i++ {
		p, x := k.first[i], &r[i&(span-1)]
		// Converted, so that no build fuses the products into the sums:
		// the assembly rounds both.
		e[0], e[1], e[2], e[3] = e[0]+float64(p*x[0]), e[1]+float64(p*x[1]), e[2]+float64(p*x[2]), e[3]+float64(p*x[3])
		e[4], e[5], e[6], e[7] = e[4]+float64(p*x[4]), e[5]+float64(p*x[5]), e[6]+float64(p*x[6]), e[7]+float64(p*x[7])
	}
	return e
}

// turn works a turn back from the final rolls' values in r and returns
// each lane's expected value before the first roll.
func (k *kernel) turn(r *rows) row {
	for range rerolls {
		k.mean(r)
		k.best(r)
	}
	return k.start(r)
}

// fill sets the rolls' rows to v.
func (k *kernel) fill(r *rows, v *row) {
	if k.avx2 {
		fillAVX2(r, v, k.rolls, k.keeps)
		return
	}
	for i := k.rolls; i < k.keeps; i++ {
		r[i&(span-1)] = *v
	}
}

// raise sets rows of r to the greater, lane by lane, of them and a
// vector: for each k of pts, the vector vecs[k*step] + pts[k] (step 0:
// one vector and each key's points added; step 1: a vector for each key,
// its points 0), and the rows list gives, for each k in turn, their
// number and their offsets.
func (k *kernel) raise(r *rows, vecs []row, step int, pts []float64, list []int32) {
	if len(pts) == 0 {
		return
	}
	if k.avx2 {
		raiseAVX2(r, &vecs[0], step<<rowShift, &pts[0], &list[0], len(pts))
		return
	}
	rb := (*[span]laneBits)(unsafe.Pointer(r))
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
			raiseBits(&rb[(o>>rowShift)&(span-1)], &v)
		}
		list = list[1+n:]
	}
}

// The Go loops write the lanes out by hand: the compiler does not unroll
// a loop over them, and the loop costs more than the sums. These fail to
// compile if lanes is changed without them.
var (
	_ [lanes - 8]int
	_ [8 - lanes]int
)

// meanGo is mean in Go.
func meanGo(r *rows, add []int32, n int) {
	const sixth = 1.0 / 6
	for i := n - 1; i >= 0; i-- {
		a := add[6*i : 6*i+6 : 6*i+6]
		a0, a1, a2 := &r[(a[0]>>rowShift)&(span-1)], &r[(a[1]>>rowShift)&(span-1)], &r[(a[2]>>rowShift)&(span-1)]
		a3, a4, a5 := &r[(a[3]>>rowShift)&(span-1)], &r[(a[4]>>rowShift)&(span-1)], &r[(a[5]>>rowShift)&(span-1)]
		r[i&(span-1)] = row{
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

// laneBits is a row as the bits of its values: the values are never
// negative, and the bits of non-negative floats order as the floats do.
// Compared as integers, the maximum needs no branch (a branch here is
// mispredicted half the time).
type laneBits = [lanes]int64

// raiseBits sets each lane of x to the greater of it and v's.
func raiseBits(x, v *laneBits) {
	x[0], x[1], x[2], x[3] = max(x[0], v[0]), max(x[1], v[1]), max(x[2], v[2]), max(x[3], v[3])
	x[4], x[5], x[6], x[7] = max(x[4], v[4]), max(x[5], v[5]), max(x[6], v[6]), max(x[7], v[7])
}

// bestGo is best in Go for one segment.
func bestGo(r *rows, offs []int32, subs int) {
	rb := (*[span]laneBits)(unsafe.Pointer(r))
	for len(offs) > subs {
		x := &rb[(offs[0]>>rowShift)&(span-1)]
		b := *x
		for _, o := range offs[1 : 1+subs] {
			raiseBits(&b, &rb[(o>>rowShift)&(span-1)])
		}
		*x = b
		offs = offs[1+subs:]
	}
}

// raisesOf lists box b's scoring rolls by their points (see raise): for
// each of keys, the number of rolls that score it and their offsets, the
// rolls numbered from the first roll in scoring.
func raisesOf(rolls int, scoring []rollPoints, keys []int) []int32 {
	out := make([]int32, len(keys)+len(scoring))
	at := make([]int, 256) // where each key's next roll goes, by points
	n := 0
	for _, key := range keys {
		c := 0
		for _, s := range scoring {
			c += b2i(int(s.points) == key)
		}
		out[n] = int32(c)
		at[key] = n + 1
		n += 1 + c
	}
	for _, s := range scoring {
		out[at[s.points]] = int32(rolls+int(s.roll)) << rowShift
		at[s.points]++
	}
	return out
}
