package history

import (
	"fmt"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journal"
)

// BenchmarkStats10000Games reads 10,000 saved games (copies of the
// fixture games: two-player Yatzy games and a card game) and works out
// their statistics, as protokoll stats does: an op is the whole run.
func BenchmarkStats10000Games(b *testing.B) {
	dir := b.TempDir()
	var fixtures [][]byte
	for _, name := range []string{"kvall-a", "kvall-b", "kvall-c", "kort-a"} {
		data, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "testdata", "history", name+".jsonl"))
		if err != nil {
			b.Fatal(err)
		}
		fixtures = append(fixtures, data)
	}
	for i := range 10000 {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("g%05d.jsonl", i)), fixtures[i%len(fixtures)], 0o600); err != nil {
			b.Fatal(err)
		}
	}
	s := journal.Store{Dir: dir}
	for b.Loop() {
		var games []Game
		var mu sync.Mutex
		if _, err := Each(s, func(g Game) {
			g.Sheet, g.Cards = nil, nil
			mu.Lock()
			games = append(games, g)
			mu.Unlock()
		}); err != nil {
			b.Fatal(err)
		}
		st := Compute(games, Filter{}, nil)
		if st.Games != 10000 {
			b.Fatalf("%d games counted", st.Games)
		}
	}
}
