package web_test

import (
	"bufio"
	"context"
	"fmt"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
)

// eightPlayers makes the game "big": eight players half-way through.
func eightPlayers(b *testing.B, f *fixture) {
	players := []string{"Anna", "Bo", "Cecilia", "Dan", "Eva", "Filip", "Greta", "Hugo"}
	g, err := f.store.CreateYatzy("big", scoresheet.Scandinavian(), players, scoresheet.Choices{}.Normal())
	require.NoError(b, err)
	rng := rand.New(rand.NewPCG(1, 2))
	for range 8 * 7 {
		for {
			if err := writeOne(g, rng); err == nil && g.State.History()[len(g.State.History())-1].Kind != scoresheet.KindUndo {
				break
			}
		}
	}
	require.NoError(b, g.Close())
}

// BenchmarkPage8Players: a game's page for eight players half-way
// through, in Swedish: read from its file and drawn (new, as after an
// entry), or drawn from the game read already (again).
func BenchmarkPage8Players(b *testing.B) {
	f := newFixture(b, "2468", nil)
	eightPlayers(b, f)
	path := filepath.Join(f.store.Dir, "big"+store.Ext)
	for _, changed := range []bool{true, false} {
		b.Run(map[bool]string{true: "new", false: "again"}[changed], func(b *testing.B) {
			b.ReportAllocs()
			at := time.Now()
			for b.Loop() {
				if changed {
					at = at.Add(time.Second)
					require.NoError(b, os.Chtimes(path, at, at))
				}
				w := f.get(b, "/g/big?lang=sv")
				if w.Code != http.StatusOK {
					b.Fatal(w.Code)
				}
			}
		})
	}
}

// BenchmarkMemoryPerPage: what one more page following a game costs
// the server while it waits for the next entry (its connection, its
// goroutines, its queue), reported as bytes/page.
func BenchmarkMemoryPerPage(b *testing.B) {
	f := newFixture(b, "", nil)
	eightPlayers(b, f)
	srv := f.serve(b)
	const pages = 200
	for b.Loop() {
		var conns []net.Conn
		runtime.GC()
		var before runtime.MemStats
		runtime.ReadMemStats(&before)
		for range pages {
			c, err := net.Dial("tcp", srv.Listener.Addr().String())
			require.NoError(b, err)
			fmt.Fprintf(c, "GET /g/big/events?since=%d HTTP/1.1\r\nHost: localhost\r\n\r\n", lastLine(b, f, "big"))
			r := bufio.NewReader(c)
			line, err := r.ReadString('\n')
			require.NoError(b, err)
			require.Contains(b, line, "200")
			conns = append(conns, c)
		}
		runtime.GC()
		var after runtime.MemStats
		runtime.ReadMemStats(&after)
		b.ReportMetric(float64(after.HeapInuse+after.StackInuse-before.HeapInuse-before.StackInuse)/pages, "bytes/page")
		for _, c := range conns {
			c.Close()
		}
	}
}

// BenchmarkEventLatency: from an entry written (and synced) by another
// writer to its event read by a page, with the file system's notices;
// reported as ms/event besides the whole round's ns/op.
func BenchmarkEventLatency(b *testing.B) {
	f := newFixture(b, "", nil)
	f.srv.Poll = time.Hour // the notices alone
	players := []string{"A", "B", "C", "D", "E", "F", "G", "H"}
	g, err := f.store.CreateYatzy("big", scoresheet.Scandinavian(), players, scoresheet.Choices{}.Normal())
	require.NoError(b, err)
	defer g.Close()
	srv := f.serve(b)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	events := follow(ctx, b, srv.URL, "big", 1)
	rng := rand.New(rand.NewPCG(3, 4))
	var waited time.Duration
	n := 0
	for b.Loop() {
		if len(g.State.Entries()) > 100 {
			require.NoError(b, g.Apply(time.Now(), scoresheet.Undo()))
		} else {
			require.NoError(b, writeOne(g, rng))
		}
		written := time.Now()
		next(b, events, 5*time.Second)
		waited += time.Since(written)
		n++
	}
	b.ReportMetric(float64(waited.Microseconds())/1000/float64(n), "ms/event")
}
