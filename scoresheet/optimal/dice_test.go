package optimal

import "testing"

// TestIndexOf checks that the index worked out for each keep is its place
// in the enumeration, for one to six dice, and that the steps between
// keeps agree with the multisets they step between.
func TestIndexOf(t *testing.T) {
	for n := 1; n <= 6; n++ {
		d := newDice(n)
		if want := []int{7, 28, 84, 210, 462, 924}[n-1]; len(d.keeps) != want { // C(n+6, 6)
			t.Fatalf("%d dice: %d keeps, want %d", n, len(d.keeps), want)
		}
		seen := map[keep]bool{}
		for i, k := range d.keeps {
			if seen[k] {
				t.Fatalf("%d dice: keep %v twice", n, k)
			}
			seen[k] = true
			if got := d.indexOf(k); got != int32(i) {
				t.Fatalf("%d dice: indexOf(%v) = %d, want %d", n, k, got, i)
			}
			for f := range 6 {
				if k.size() < n {
					k2 := k
					k2[f]++
					if d.keeps[d.add[i][f]] != k2 {
						t.Fatalf("%d dice: add[%v][%d] is %v", n, k, f, d.keeps[d.add[i][f]])
					}
				}
			}
			for _, j := range d.sub[i] {
				if d.keeps[j].size() != k.size()-1 {
					t.Fatalf("%d dice: sub of %v is %v", n, k, d.keeps[j])
				}
			}
		}
	}
}
