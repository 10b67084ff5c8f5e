package tablecache

import (
	"encoding/binary"
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
// 1, 2, 3 …), are Rice-coded with the row's own parameter p (5 bits
// before the row, none before a first row of one value): a residual z is
// z>>p in unary (that many 1 bits, then a 0) and then its p low bits; a z
// whose z>>p would be riceEscape or more is riceEscape 1 bits and z in 32
// bits, so that no value costs more than 64 bits however wild. Bits fill
// each byte from its lowest; the last byte's unused bits are 0. What it
// keeps of the whole maxi table (31 %), what other codes would, and what
// it costs: package optimal's doc, "Maxi and its saved rolls".

// riceEscape is the number of 1 bits that says a residual follows in 32
// bits, not in unary.
const riceEscape = 32

// zigzag folds a residual to unsigned: 0, -1, 1, -2, 2 … to 0, 1, 2, 3, 4 ….
func zigzag(x int) uint64 { return uint64(x<<1) ^ uint64(x>>63) }

// unzigzag is zigzag undone.
func unzigzag(z uint64) int { return int(z>>1) ^ -int(z&1) }

// residuals sets zs to the folded residuals of row s of vals (rows of
// nc classes): of its values after the first for row 0.
func residuals(vals []uint16, s, nc int, zs []uint64) []uint64 {
	zs = zs[:0]
	row := vals[s*nc : (s+1)*nc]
	switch s {
	case 0:
		for c := 1; c < nc; c++ {
			zs = append(zs, zigzag(int(row[c])-int(row[c-1])))
		}
	case 1:
		a := vals[:nc]
		for c, x := range row {
			zs = append(zs, zigzag(int(x)-int(a[c])))
		}
	case 2:
		a, b := vals[:nc], vals[nc:2*nc]
		for c, x := range row {
			zs = append(zs, zigzag(int(x)-2*int(b[c])+int(a[c])))
		}
	default:
		a, b, d := vals[(s-3)*nc:(s-2)*nc], vals[(s-2)*nc:(s-1)*nc], vals[(s-1)*nc:s*nc]
		for c, x := range row {
			zs = append(zs, zigzag(int(x)-3*int(d[c])+3*int(b[c])-int(a[c])))
		}
	}
	return zs
}

// undo sets row s of vals (rows of nc classes) from its residuals zs, the
// rows before it set: false if a value is out of range.
func undo(vals []uint16, s, nc int, zs []uint64) bool {
	row := vals[s*nc : (s+1)*nc]
	bad := 0
	switch s {
	case 0:
		x := int(row[0])
		for c, z := range zs {
			x += unzigzag(z)
			bad |= x
			row[c+1] = uint16(x)
		}
	case 1:
		a := vals[:nc]
		for c, z := range zs {
			x := int(a[c]) + unzigzag(z)
			bad |= x
			row[c] = uint16(x)
		}
	case 2:
		a, b := vals[:nc], vals[nc:2*nc]
		for c, z := range zs {
			x := 2*int(b[c]) - int(a[c]) + unzigzag(z)
			bad |= x
			row[c] = uint16(x)
		}
	default:
		a, b, d := vals[(s-3)*nc:(s-2)*nc], vals[(s-2)*nc:(s-1)*nc], vals[(s-1)*nc:s*nc]
		for c, z := range zs {
			x := 3*int(d[c]) - 3*int(b[c]) + int(a[c]) + unzigzag(z)
			bad |= x
			row[c] = uint16(x)
		}
	}
	return bad&^0xffff == 0 // none negative, none over 0xffff
}

// bitWriter appends bits to a byte slice, each byte filled from its
// lowest bit.
type bitWriter struct {
	out []byte
	acc uint64
	n   int // < 32
}

// put writes the n (≤ 32) low bits of x, the others 0.
func (w *bitWriter) put(x uint64, n int) {
	w.acc |= x << w.n
	w.n += n
	if w.n >= 32 {
		w.out = binary.LittleEndian.AppendUint32(w.out, uint32(w.acc))
		w.acc >>= 32
		w.n -= 32
	}
}

// flush writes the last bytes, the last one's unused bits 0.
func (w *bitWriter) flush() []byte {
	for w.n > 0 {
		w.out = append(w.out, byte(w.acc))
		w.acc >>= 8
		w.n -= 8
	}
	w.acc, w.n = 0, 0
	return w.out
}

// rice writes z with parameter p.
func (w *bitWriter) rice(z uint64, p int) {
	q := z >> p
	if q >= riceEscape {
		w.put(1<<riceEscape-1, riceEscape)
		w.put(z&(1<<32-1), 32)
		return
	}
	w.put(1<<q-1, int(q)+1) // q < 32 ones, and a 0
	w.put(z&(1<<p-1), p)
}

// riceParam is the parameter that codes zs in the fewest bits: near
// log2 of their mean, the best of the three around it (the least of
// them if two are as good).
func riceParam(zs []uint64) int {
	sum := uint64(0)
	for _, z := range zs {
		sum += z
	}
	mean := sum / uint64(max(1, len(zs)))
	p, best := 0, -1
	for try := max(0, bits.Len64(mean)-2); try <= min(31, bits.Len64(mean)); try++ {
		n := 0
		for _, z := range zs {
			n += riceLen(z, try)
		}
		if best < 0 || n < best {
			p, best = try, n
		}
	}
	return p
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
	zs := make([]uint64, 0, nc)
	for s := 0; s*nc < len(vals); s++ {
		zs = residuals(vals, s, nc, zs)
		if len(zs) == 0 {
			continue // a first row of one value: no parameter
		}
		p := riceParam(zs)
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
	acc uint64 // its bits above n are 0
	n   int
}

func (r *bitReader) fill() {
	if len(r.in) >= 8 {
		k := (63 - r.n) >> 3 // whole bytes that fit
		r.acc |= (binary.LittleEndian.Uint64(r.in) & (1<<(8*k) - 1)) << r.n
		r.in = r.in[k:]
		r.n += 8 * k
		return
	}
	for r.n <= 56 && len(r.in) > 0 {
		r.acc |= uint64(r.in[0]) << r.n
		r.in = r.in[1:]
		r.n += 8
	}
}

// get reads n (≤ 32) bits.
func (r *bitReader) get(n int) (uint64, bool) {
	if r.n < n {
		r.fill()
		if r.n < n {
			return 0, false
		}
	}
	x := r.acc & (1<<n - 1)
	r.acc >>= n
	r.n -= n
	return x, true
}

// rice reads a residual written with parameter p.
func (r *bitReader) rice(p int) (uint64, bool) {
	if r.n < riceEscape+1+p {
		r.fill()
	}
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
	zs := make([]uint64, nc)
	for s := 0; s*nc < len(vals); s++ {
		n := nc
		if s == 0 {
			n = nc - 1
		}
		if n == 0 {
			continue
		}
		p, ok := r.get(5)
		if !ok {
			return errBlockCode
		}
		for c := range n {
			if zs[c], ok = r.rice(int(p)); !ok {
				return errBlockCode
			}
		}
		if !undo(vals, s, nc, zs[:n]) {
			return errBlockCode
		}
	}
	if len(r.in) > 0 || r.n >= 8 || r.acc != 0 {
		return errBlockCode // bytes left over, or bits not 0
	}
	return nil
}
