package optimal

// This file indexes the multisets of dice: every keep of 0 to 5 dice, the
// 252 rolls of five among them, and the one-die steps between keeps.

// A keep is a multiset of dice, counted by face (index 0 is face 1).
type keep [6]uint8

func (k keep) size() int {
	n := 0
	for _, c := range k {
		n += int(c)
	}
	return n
}

// dice holds the index of every keep and the steps between them.
type dice struct {
	n     int        // dice in a roll
	keeps []keep     // every keep of 0..n dice, by size
	add   [][6]int32 // add[k][f]: k with one more die showing f+1 (size < n)
	sub   [][]int32  // sub[k]: k with one die fewer, one entry a face shown
	rolls []int32    // the keeps of n dice: the rolls
	first []float64  // first[r]: the chance of roll r from n fresh dice
	// bySize[s] lists the keeps of s dice.
	bySize [][]int32

	// The same, flat, for the inner loops: keeps are numbered by size, so
	// the keeps of s dice are start[s] ≤ i < start[s+1], and the rolls
	// come last.
	start   []int
	addFlat []int32 // addFlat[6i+f] = add[i][f]
	// subFlat[subAt[i]:subAt[i+1]] are keep i's subs.
	subFlat []int32
	subAt   []int32
	// choose[m][k] is m choose k, for indexOf.
	choose [12][7]int32
}

func newDice(n int) *dice {
	d := &dice{n: n, bySize: make([][]int32, n+1)}
	for m := range d.choose {
		d.choose[m][0] = 1
		for k := 1; k < len(d.choose[m]) && k <= m; k++ {
			d.choose[m][k] = d.choose[m-1][k-1] + d.choose[m-1][k]
		}
	}
	// Enumerate keeps by size, in a fixed order.
	for s := 0; s <= n; s++ {
		var gen func(face, left int, k keep)
		gen = func(face, left int, k keep) {
			if face == 5 {
				k[5] = uint8(left)
				d.addKeep(k)
				return
			}
			for c := left; c >= 0; c-- {
				k[face] = uint8(c)
				gen(face+1, left-c, k)
			}
		}
		gen(0, s, keep{})
	}
	d.add = make([][6]int32, len(d.keeps))
	d.sub = make([][]int32, len(d.keeps))
	d.subAt = make([]int32, len(d.keeps)+1)
	d.subFlat = make([]int32, 0, 6*len(d.keeps))
	for i, k := range d.keeps {
		grows := k.size() < n
		for f := range 6 {
			if grows {
				k2 := k
				k2[f]++
				d.add[i][f] = d.indexOf(k2)
			}
			if k[f] > 0 {
				k2 := k
				k2[f]--
				d.subFlat = append(d.subFlat, d.indexOf(k2))
			}
		}
		d.subAt[i+1] = int32(len(d.subFlat))
		d.sub[i] = d.subFlat[d.subAt[i]:d.subAt[i+1]:d.subAt[i+1]]
	}
	d.rolls = d.bySize[n]
	d.start = make([]int, n+2)
	for s := 0; s <= n; s++ {
		d.start[s+1] = d.start[s] + len(d.bySize[s])
	}
	d.addFlat = make([]int32, 6*len(d.keeps))
	for i := range d.keeps {
		copy(d.addFlat[6*i:], d.add[i][:])
	}
	d.first = make([]float64, len(d.keeps))
	total := 1.0
	for range n {
		total *= 6
	}
	for _, r := range d.rolls {
		d.first[r] = float64(arrangements(d.keeps[r])) / total
	}
	return d
}

func (d *dice) addKeep(k keep) {
	i := int32(len(d.keeps))
	d.keeps = append(d.keeps, k)
	d.bySize[k.size()] = append(d.bySize[k.size()], i)
}

// indexOf returns keep k's index (k of at most n dice): its place in the
// order newDice enumerates keeps, worked out rather than looked up (a
// map of the 924 keeps of six dice took a third of a millisecond to
// build, at every start of advice). Keeps are numbered by size, the
// C(s+5, 6) keeps of fewer than s dice first; within a size, a keep
// comes after those with more dice on its first face that differs, so
// for each face f the keeps with the same counts below f and more on f
// come first: as many as there are ways to put fewer than the r dice k
// has above f on the 5-f faces above f, C(r-1+5-f, 5-f).
func (d *dice) indexOf(k keep) int32 {
	s := k.size()
	i := d.choose[s+5][6]
	r := s
	for f := range 5 {
		r -= int(k[f])
		if r > 0 {
			i += d.choose[r+4-f][5-f]
		}
	}
	return i
}

// arrangements counts the ordered rolls that make the multiset k.
func arrangements(k keep) int {
	n := 1
	for i := 2; i <= k.size(); i++ {
		n *= i
	}
	for _, c := range k {
		for i := 2; i <= int(c); i++ {
			n /= i
		}
	}
	return n
}
