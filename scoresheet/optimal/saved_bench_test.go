package optimal

import (
	"flag"
	"testing"

	"github.com/kitchentable/protokoll/scoresheet"
)

var (
	maxiLevels = flag.Int("maxi.levels", 0, "BenchmarkSolveMaxiLevels: solve only the last N levels (0: all)")
	maxiCap    = flag.Int("maxi.cap", SavedCap, "BenchmarkSolveMaxiLevels: the cap on saved rolls")
)

// BenchmarkSolveMaxi works out the whole maxi table, level by level as the
// cache does, keeping only the level above the one worked (minutes: run
// it alone, -benchtime 1x).
func BenchmarkSolveMaxi(b *testing.B) {
	benchMaxi(b, SavedCap, 0)
}

// BenchmarkSolveMaxiLevels works out the last -maxi.levels levels of the
// maxi table (the fullest sheets), at the cap -maxi.cap.
func BenchmarkSolveMaxiLevels(b *testing.B) {
	benchMaxi(b, *maxiCap, *maxiLevels)
}

func benchMaxi(b *testing.B, cap, levels int) {
	l, err := NewLevels(scoresheet.Maxi(), scoresheet.Choices{}, cap)
	if err != nil {
		b.Fatal(err)
	}
	defer reportCPU(b)()
	for b.Loop() {
		var start float64
		err := l.Solve(l.Boxes(), nil, func(k int, vals []uint16) error {
			if levels > 0 && k <= l.Boxes()-levels {
				return errStop
			}
			if k == 0 {
				start = float64(vals[0]) / 100
			}
			return nil
		}, nil)
		if err != nil && err != errStop {
			b.Fatal(err)
		}
		if levels == 0 {
			b.ReportMetric(start, "expected")
		}
	}
}

var errStop = flagError("stop")

type flagError string

func (e flagError) Error() string { return string(e) }

// BenchmarkNewLevelsMaxi is what every piece of cached maxi advice pays
// before it reads a block: the solver's tables of the variant.
func BenchmarkNewLevelsMaxi(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		if _, err := NewLevels(scoresheet.Maxi(), scoresheet.Choices{}, SavedCap); err != nil {
			b.Fatal(err)
		}
	}
}
