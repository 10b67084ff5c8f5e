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
