package tablecache

import (
	"errors"
	"math/bits"
)

// A block of a table with saved rolls (the states of one set of filled
// boxes) is kept losslessly in about a third of its 2 bytes a value: its
// values (uint16 hundredths) are rows, one for each number of saved rolls
// s, of the upper-sum classes, and a class's value grows smoothly with s
// (each roll saved is worth a little less than the one before). So each
// value is kept as what is left of it after a guess from the values
// before it (residual), and those are small:
//
//   - the first value as it is (16 bits);
//   - the rest of the first row (s = 0): the difference from the class
//     before;
//   - row 1: from the same class's value in row 0; row 2: from the line
//     through rows 0 and 1; row 3 on: from the parabola through the three
//     rows before (the third difference).
//
// Each row's residuals, folded to unsigned (zigzag: 0, -1, 1, -2 … as 0,
// 1, 2, 3 …), are Rice-coded with the row's own parameter p (5 bits before
// the row, none before a first row of one value): a residual z is z>>p in unary (that many 1 bits, then a 0)
// and then its p low bits; a z whose z>>p would be riceEscape or more is
// riceEscape 1 bits and z in 32 bits, so that no value costs more than 69
// bits however wild. Bits fill each byte from its lowest; the last
// byte's unused bits are 0. Measured on the whole maxi table
// (TestSavedConvert, the figures in the package doc), this keeps 35 %
// of the bytes of 16-bit values; a fixed width for each block would keep
// about 90 %, one for each row of first differences 70 %, of second
// differences 45 %.

// riceEscape is the number of 1 bits that says a residual follows in 32
// bits, not in unary.
const riceEscape = 32

// zigzag folds a residual to unsigned: 0, -1, 1, -2, 2 … to 0, 1, 2, 3, 4 ….
func zigzag(x int) uint64 { return uint64(x<<1) ^ uint64(x>>63) }

// unzigzag is zigzag undone.
func unzigzag(z uint64) int { return int(z>>1) ^ -int(z&1) }

// guess is the guess of value i of a block of nc classes a row from the
// values before it, which vals holds.
func guess[T uint16 | int](vals []T, i, nc int) int {
	s, c := i/nc, i%nc
	at := func(s int) int { return int(vals[s*nc+c]) }
	switch s {
	case 0:
		if c == 0 {
			return 0
		}
		return int(vals[i-1])
	case 1:
		return at(0)
	case 2:
		return 2*at(1) - at(0)
	default:
		return 3*at(s-1) - 3*at(s-2) + at(s-3)
	}
}

// bitWriter appends bits to a byte slice, each byte filled from its
// lowest bit.
type bitWriter struct {
	out []byte
	acc uint64
	n   int
}

// put writes the n (≤ 32) low bits of x.
func (w *bitWriter) put(x uint64, n int) {
	w.acc |= (x & (1<<n - 1)) << w.n
	w.n += n
	for w.n >= 8 {
		w.out = append(w.out, byte(w.acc))
		w.acc >>= 8
		w.n -= 8
	}
}

// flush writes the last byte, its unused bits 0.
func (w *bitWriter) flush() []byte {
	if w.n > 0 {
		w.out = append(w.out, byte(w.acc))
		w.acc, w.n = 0, 0
	}
	return w.out
}

// rice writes z with parameter p.
func (w *bitWriter) rice(z uint64, p int) {
	q := z >> p
	if q >= riceEscape {
		w.put(1<<riceEscape-1, riceEscape)
		w.put(z, 32)
		return
	}
	w.put(1<<q-1, int(q)) // q < 32 ones
	w.put(0, 1)
	w.put(z, p)
}

// riceLen is the number of bits rice writes for z with parameter p.
func riceLen(z uint64, p int) int {
	if q := z >> p; q < riceEscape {
		return int(q) + 1 + p
	}
	return riceEscape + 32
}

// encodeBlock appends to out the code of a block's values vals, rows of
// nc classes (nc > 0 divides len(vals)).
func encodeBlock(out []byte, vals []uint16, nc int) []byte {
	w := bitWriter{out: out}
	if len(vals) == 0 {
		return out
	}
	w.put(uint64(vals[0]), 16)
	zs := make([]uint64, nc)
	for row := 0; row*nc < len(vals); row++ {
		first := row * nc
		if row == 0 {
			first = 1
		}
		zs = zs[:0]
		sum := uint64(0)
		for i := first; i < (row+1)*nc; i++ {
			z := zigzag(int(vals[i]) - guess(vals, i, nc))
			zs = append(zs, z)
			sum += z
		}
		// The best parameter is near log2 of the mean: the best of the
		// three around it.
		p, best := 0, -1
		mean := sum / uint64(max(1, len(zs)))
		for try := max(0, bits.Len64(mean)-2); try <= min(31, bits.Len64(mean)); try++ {
			n := 0
			for _, z := range zs {
				n += riceLen(z, try)
			}
			if best < 0 || n < best {
				p, best = try, n
			}
		}
		if len(zs) == 0 {
			continue // a first row of one value: no parameter
		}
		w.put(uint64(p), 5)
		for _, z := range zs {
			w.rice(z, p)
		}
	}
	return w.flush()
}

// errBlockCode is a block whose code cannot be (one whose checksum
// matched: a fault of the code, not of the disk).
var errBlockCode = errors.New("the block's code is not whole")

// bitReader reads what a bitWriter wrote.
type bitReader struct {
	in  []byte
	acc uint64
	n   int
}

func (r *bitReader) fill() {
	for r.n <= 56 && len(r.in) > 0 {
		r.acc |= uint64(r.in[0]) << r.n
		r.in = r.in[1:]
		r.n += 8
	}
}

// get reads n (≤ 32) bits.
func (r *bitReader) get(n int) (uint64, bool) {
	r.fill()
	if r.n < n {
		return 0, false
	}
	x := r.acc & (1<<n - 1)
	r.acc >>= n
	r.n -= n
	return x, true
}

// rice reads a residual written with parameter p.
func (r *bitReader) rice(p int) (uint64, bool) {
	r.fill()
	q := bits.TrailingZeros64(^r.acc)
	switch {
	case q >= riceEscape && r.n >= riceEscape:
		r.acc >>= riceEscape
		r.n -= riceEscape
		z, ok := r.get(32)
		return z, ok && z>>p >= riceEscape // else it is in unary
	case q >= r.n:
		return 0, false
	}
	r.acc >>= q + 1
	r.n -= q + 1
	low, ok := r.get(p)
	return uint64(q)<<p | low, ok
}

// decodeBlock decodes code, a block's whole code, into vals, rows of nc
// classes: every value in range, and every byte of the code used.
func decodeBlock(code []byte, vals []uint16, nc int) error {
	if nc <= 0 || len(vals)%nc != 0 {
		return errors.New("a block's layout cannot be")
	}
	if len(vals) == 0 {
		if len(code) != 0 {
			return errBlockCode
		}
		return nil
	}
	r := bitReader{in: code}
	first, ok := r.get(16)
	if !ok {
		return errBlockCode
	}
	vals[0] = uint16(first)
	for row := 0; row*nc < len(vals); row++ {
		first := row * nc
		if row == 0 {
			first = 1
		}
		if first == (row+1)*nc {
			continue
		}
		p, ok := r.get(5)
		if !ok {
			return errBlockCode
		}
		for i := first; i < (row+1)*nc; i++ {
			z, ok := r.rice(int(p))
			if !ok {
				return errBlockCode
			}
			x := guess(vals, i, nc) + unzigzag(z)
			if x < 0 || x > 0xffff {
				return errBlockCode
			}
			vals[i] = uint16(x)
		}
	}
	if len(r.in) > 0 || r.n >= 8 || r.acc != 0 {
		return errBlockCode // bytes left over, or bits not 0
	}
	return nil
}
