package optimal

import (
	"testing"

	"github.com/kitchentable/protokoll/scoresheet"
)

func BenchmarkSolve(b *testing.B) {
	for _, v := range []*scoresheet.Variant{scoresheet.Scandinavian, scoresheet.Standard, scoresheet.Forced} {
		b.Run(v.ID, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Solve(v, scoresheet.Rules{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkWidget is the solver's work for lanes sheet states at once:
// the final rolls' values (fillFinal, here with every box free) and the
// turns worked back to their start.
func BenchmarkWidget(b *testing.B) {
	g, err := newGame(scoresheet.Scandinavian, scoresheet.Rules{})
	if err != nil {
		b.Fatal(err)
	}
	t := &Table{variant: g.v, rules: g.rules, ev: make([]float64, g.size()), game: g}
	w := newWidget(g.d)
	ups := [lanes]int{0, 3, 6, 9}
	b.Run("fillFinal", func(b *testing.B) {
		for b.Loop() {
			t.fillFinals(w, 0, 0, &ups)
		}
	})
	b.Run("turn", func(b *testing.B) {
		for b.Loop() {
			t.fillFinals(w, 0, 0, &ups) // the turn works in the values
			w.lanes.turn()
		}
	})
}
