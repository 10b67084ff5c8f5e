//go:build !race

// A benchmark only, which measures nothing under the race detector: the
// race pass builds no test binary for it.

package advice

import (
	"io"
	"os"
	"testing"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/scoresheet"
)

// earlySheet is a game of Anna and Bo after one round: Bo's yatzy,
// Anna's strike of it. Anna is behind from the first turn.
func earlySheet(tb testing.TB) *scoresheet.Sheet {
	s, err := scoresheet.NewSheet(scoresheet.Scandinavian(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	if err != nil {
		tb.Fatal(err)
	}
	for _, e := range []scoresheet.Event{
		{Kind: scoresheet.KindTurn, Player: "Anna", Box: scoresheet.Yatzy, Dice: scoresheet.Roll{1, 2, 3, 4, 6}, Strike: true},
		{Kind: scoresheet.KindTurn, Player: "Bo", Box: scoresheet.Yatzy, Dice: scoresheet.Roll{6, 6, 6, 6, 6}},
	} {
		if err := s.Apply(e); err != nil {
			tb.Fatal(err)
		}
	}
	return s
}

// BenchmarkHintToWinEarly is a hint at a table of two in the second
// round, to win by the early method, the tables cached on disk
// ($PROTOKOLL_TEST_TABLES, else the tests' shared folder): "first" as a
// run's first hint (the whole expected-score table read, and the risk
// tables' blocks near the sheets), "again" as a later hint of the same
// run (the expected-score table kept; the blocks read again).
func BenchmarkHintToWinEarly(b *testing.B) {
	dir := os.Getenv("PROTOKOLL_TEST_TABLES")
	if dir == "" {
		dir = "/tmp/protokoll-test-tables"
	}
	s := earlySheet(b)
	newRun := func() *tablecache.Tables {
		return &tablecache.Tables{Cache: tablecache.Cache{Dir: dir}, ErrOut: io.Discard, Lang: catalog.Builtin().Lookup("en")}
	}
	hint := func(run *tablecache.Tables) Hint {
		tables := func() (*tablecache.Tables, error) { return run, nil }
		t, err := Table(tables, s.Variant(), s.Choices())
		if err != nil {
			b.Fatal(err)
		}
		h, err := HintFor(t, RiskOf(tables, s.Variant(), s.Choices()), s, scoresheet.Roll{1, 1, 2, 2, 3}, 2)
		if err != nil {
			b.Fatal(err)
		}
		return h
	}
	if h := hint(newRun()); !h.Estimated || len(h.ToWin) == 0 {
		b.Fatalf("no early advice to win: %+v", h)
	}
	b.Run("first", func(b *testing.B) {
		for b.Loop() {
			hint(newRun())
		}
	})
	b.Run("again", func(b *testing.B) {
		run := newRun()
		hint(run)
		for b.Loop() {
			hint(run)
		}
	})
}

// BenchmarkFirstHintAtAFreshTable is the first hint of a game of two
// just begun (an empty sheet, 1 1 2 2 3 with two rolls left, to win by
// the early method), the tables cached on disk as after the first night
// (the tests' shared folder, or $PROTOKOLL_TEST_TABLES): "warmed" with
// the game's tables warmed as the game started (Warm, done before the
// hint: the time the players take to roll), "unwarmed" as before Warm,
// the hint reading what it needs itself; "warm" is how long the warming
// itself takes, the longest a hint asked at once can wait.
func BenchmarkFirstHintAtAFreshTable(b *testing.B) {
	dir := os.Getenv("PROTOKOLL_TEST_TABLES")
	if dir == "" {
		dir = "/tmp/protokoll-test-tables"
	}
	s, err := scoresheet.NewSheet(scoresheet.Scandinavian(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	if err != nil {
		b.Fatal(err)
	}
	newRun := func() *tablecache.Tables {
		return &tablecache.Tables{Cache: tablecache.Cache{Dir: dir}, ErrOut: io.Discard, Lang: catalog.Builtin().Lookup("en")}
	}
	warmed := func(run *tablecache.Tables) {
		run.Warm(s.Variant(), s.Choices(), len(s.Players()))
		for !run.Ready(s.Variant(), s.Choices()) {
			time.Sleep(time.Millisecond)
		}
	}
	hint := func(run *tablecache.Tables) Hint {
		tables := func() (*tablecache.Tables, error) { return run, nil }
		t, err := Table(tables, s.Variant(), s.Choices())
		if err != nil {
			b.Fatal(err)
		}
		h, err := HintFor(t, RiskOf(tables, s.Variant(), s.Choices()), s, scoresheet.Roll{1, 1, 2, 2, 3}, 2)
		if err != nil {
			b.Fatal(err)
		}
		return h
	}
	run := newRun()
	warmed(run) // the tables worked out, if this machine has not yet
	if h := hint(run); len(h.ToWin) == 0 {
		b.Fatalf("no advice to win: %+v", h)
	}
	b.Run("warmed", func(b *testing.B) {
		for range b.N {
			b.StopTimer()
			run := newRun()
			warmed(run)
			b.StartTimer()
			hint(run)
		}
	})
	b.Run("unwarmed", func(b *testing.B) {
		for range b.N {
			hint(newRun())
		}
	})
	b.Run("warm", func(b *testing.B) {
		for range b.N {
			warmed(newRun())
		}
	})
}
