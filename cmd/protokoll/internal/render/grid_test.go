package render

import (
	"io"
	"testing"

	"github.com/kitchentable/protokoll/scoresheet"
)

func BenchmarkSheet(b *testing.B) {
	s := sampleSheet(b)
	for b.Loop() {
		Sheet(io.Discard, s, langs.Lookup("sv"), 80)
	}
}

// sampleSheet is a two-player scandinavian sheet a turn into the game.
func sampleSheet(tb testing.TB) *scoresheet.Sheet {
	s, err := scoresheet.NewSheet(scoresheet.Scandinavian(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	if err != nil {
		tb.Fatal(err)
	}
	if err := s.Apply(scoresheet.Turn("Anna", scoresheet.Sixes, scoresheet.Roll{6, 6, 6, 2, 4}, 0, false)); err != nil {
		tb.Fatal(err)
	}
	return s
}
