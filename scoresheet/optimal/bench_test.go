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

// BenchmarkWidget is the solver's work for one sheet state: the final
// rolls' values (fillFinal, here with every box free) and the turn worked
// back to its start.
func BenchmarkWidget(b *testing.B) {
	g, err := newGame(scoresheet.Scandinavian, scoresheet.Rules{})
	if err != nil {
		b.Fatal(err)
	}
	t := &Table{variant: g.v, rules: g.rules, ev: make([]float64, g.size()), game: g}
	w := newWidget(g.d)
	b.Run("fillFinal", func(b *testing.B) {
		for b.Loop() {
			t.fillFinal(w, 0, 0, 0)
		}
	})
	b.Run("turn", func(b *testing.B) {
		for b.Loop() {
			w.turn()
		}
	})
}
