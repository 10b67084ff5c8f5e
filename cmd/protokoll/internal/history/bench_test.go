package history

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// BenchmarkStats10000Games works out the statistics of 10,000 saved games
// (copies of the fixture games: two-player Yatzy games and a card game),
// as protokoll stats does, an op a whole run: read from the files (the
// first run, or with no cache folder), and from the index of the games'
// results, each file's Stat looked at (the index made StatGrain after the
// files were, as an index is made of games played earlier); and, apart,
// what reading the index alone costs, what the Stats alone cost, and what
// reading every file for its fingerprint costs (where the file system
// tells nothing). The processor
// time of an op, on every core, is cpu-s/op.
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
	s := store.Store{Dir: dir}
	run := func(b *testing.B, cache string) {
		cpu := cpuTime()
		defer func() { b.ReportMetric((cpuTime()-cpu).Seconds()/float64(b.N), "cpu-s/op") }()
		for b.Loop() {
			results, _, err := Results(s, kinds, cache)
			if err != nil {
				b.Fatal(err)
			}
			if st := Compute(kinds, results, Filter{}, nil); st.Games != 10000 {
				b.Fatalf("%d games counted", st.Games)
			}
		}
	}
	b.Run("read", func(b *testing.B) { run(b, "") })
	cache := b.TempDir()
	if _, _, err := Results(s, kinds, cache); err != nil { // the index, made once
		b.Fatal(err)
	}
	time.Sleep(store.StatGrain)
	if _, _, err := Results(s, kinds, cache); err != nil { // and its Stats trusted
		b.Fatal(err)
	}
	b.Run("indexed", func(b *testing.B) { run(b, cache) })
	names, err := s.Names()
	if err != nil {
		b.Fatal(err)
	}
	idx := readIndex(IndexPath(s, cache))
	if len(idx.Games) != 10000 {
		b.Fatalf("%d games indexed", len(idx.Games))
	}
	b.Run("index", func(b *testing.B) {
		cpu := cpuTime()
		defer func() { b.ReportMetric((cpuTime()-cpu).Seconds()/float64(b.N), "cpu-s/op") }()
		for b.Loop() {
			if idx := readIndex(IndexPath(s, cache)); len(idx.Games) != 10000 {
				b.Fatalf("%d games indexed", len(idx.Games))
			}
		}
	})
	b.Run("stats", func(b *testing.B) {
		for b.Loop() {
			for _, name := range names {
				if st, _ := s.Stat(name); st.Racy(idx.Read) {
					b.Fatal(name, " changed")
				}
			}
		}
	})
	b.Run("fingerprints", func(b *testing.B) {
		var buf []byte
		for b.Loop() {
			for _, name := range names {
				var p store.Fingerprint
				if p, buf, _ = s.Fingerprint(name, buf); p.Size == 0 {
					b.Fatal(name, " is empty")
				}
			}
		}
	})
}
