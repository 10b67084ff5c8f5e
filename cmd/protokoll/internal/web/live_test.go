package web_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store/storetest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/web"
	"github.com/kitchentable/protokoll/scoresheet"
)

// A sent is one server-sent event as a browser reads it.
type sent struct {
	id   int
	kind string
	data map[string]any
}

// follow reads a game's events as a browser's EventSource does: from
// since, and when the connection ends, again from the last event had
// (Last-Event-ID), until ctx is done. Every event goes to the channel.
// It returns once the server has the page as a reader (connected).
func follow(ctx context.Context, t testing.TB, base, game string, since int) <-chan sent {
	t.Helper()
	out := make(chan sent, 1024)
	ready := make(chan struct{})
	var once sync.Once
	isReady := func() { once.Do(func() { close(ready) }) }
	go func() {
		defer close(out)
		defer isReady()
		last := since
		for ctx.Err() == nil {
			req, _ := http.NewRequestWithContext(ctx, http.MethodGet, base+"/g/"+game+"/events?since="+strconv.Itoa(since), nil)
			if last != since {
				req.Header.Set("Last-Event-ID", strconv.Itoa(last))
			}
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				// As an EventSource does, a while before it connects again.
				select {
				case <-ctx.Done():
				case <-time.After(20 * time.Millisecond):
				}
				continue
			}
			isReady()
			if resp.StatusCode != http.StatusOK {
				resp.Body.Close()
				t.Errorf("events: %s", resp.Status)
				return
			}
			last = readEvents(resp.Body, out, last)
			resp.Body.Close()
		}
	}()
	connected(t, ready)
	return out
}

// connected waits until ready is closed: the first answer to a page's
// events request came. The server answers only once it has joined the
// page to the game's readers (its headers go with the stream's first
// line), so whatever changes after is sent to it: no sleep needed.
func connected(t testing.TB, ready <-chan struct{}) {
	t.Helper()
	select {
	case <-ready:
	case <-time.After(30 * time.Second):
		require.FailNow(t, "the events did not answer", "within 30s")
	}
}

// readEvents sends each server-sent event of body to out as a browser
// reads it, until body ends; it returns the id of the last one sent
// (last if none).
func readEvents(body io.Reader, out chan<- sent, last int) int {
	sc := bufio.NewScanner(body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var e sent
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			if e.kind != "" {
				last = e.id
				out <- e
			}
			e = sent{}
		case strings.HasPrefix(line, "id: "):
			e.id, _ = strconv.Atoi(line[4:])
		case strings.HasPrefix(line, "event: "):
			e.kind = line[7:]
		case strings.HasPrefix(line, "data: "):
			json.Unmarshal([]byte(line[6:]), &e.data)
		}
	}
	return last
}

// next is the next event of ch, or a failure after wait.
func next(t testing.TB, ch <-chan sent, wait time.Duration) sent {
	t.Helper()
	select {
	case e, ok := <-ch:
		require.True(t, ok, "the events ended")
		return e
	case <-time.After(wait):
		require.FailNow(t, "no event", "within %v", wait)
	}
	return sent{}
}

// TestAnEntryAtTheCLIIsOnThePage: a turn recorded by another protokoll
// (the CLI) is an event on the open page within a second: its id the
// file's line, the entry, and the page's parts drawn again.
func TestAnEntryAtTheCLIIsOnThePage(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "", nil)
	f.games(t)
	srv := f.serve(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	events := follow(ctx, t, srv.URL, "kv%C3%A4ll", 4) // the page shows lines up to 4
	start := time.Now()
	f.run(t, "yatzy", "record", "kväll", "--player", "Anna", "--dice", "55512", "--box", "fives")
	e := next(t, events, time.Second)
	t.Logf("the entry was on the page %v after the record began", time.Since(start))
	assert.Equal(t, 5, e.id)
	assert.Equal(t, "entry", e.kind)
	entry := e.data["entry"].(map[string]any)
	assert.Equal(t, "fives", entry["box"])
	parts := e.data["parts"].(map[string]any)
	assert.Contains(t, parts["live"], ">15<")
	assert.Contains(t, parts["live"], "Bo, round 2 of 15")

	// The card game's page too, and an undo is an entry of its own.
	cards := follow(ctx, t, srv.URL, "kort", 2)
	f.run(t, "rummy", "undo", "kort")
	e = next(t, cards, time.Second)
	assert.Equal(t, 3, e.id)
	assert.Equal(t, "undo", e.data["entry"].(map[string]any)["kind"])
}

// TestAPageCatchesUp: a page that connects with an older line is sent
// every entry after it, in order, the last with the parts; one with a
// line the file no longer has (a repair cut it) is sent a reset; one up
// to date, nothing until the next entry.
func TestAPageCatchesUp(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "", nil)
	f.games(t)
	srv := f.serve(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()

	old := follow(ctx, t, srv.URL, "kv%C3%A4ll", 2)
	for _, want := range []int{3, 4} {
		e := next(t, old, time.Second)
		assert.Equal(t, want, e.id)
		assert.Equal(t, want == 4, e.data["parts"] != nil, "the parts come with the last")
	}
	// A browser connecting again says the last event it had: that, not
	// the page's ?since=, is where it stands.
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, srv.URL+"/g/kv%C3%A4ll/events?since=1", nil)
	req.Header.Set("Last-Event-ID", "3")
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	sc := bufio.NewScanner(resp.Body)
	var ids []string
	for sc.Scan() && len(ids) < 1 {
		if id, ok := strings.CutPrefix(sc.Text(), "id: "); ok {
			ids = append(ids, id)
		}
	}
	resp.Body.Close()
	assert.Equal(t, []string{"4"}, ids)

	ahead := follow(ctx, t, srv.URL, "kv%C3%A4ll", 99)
	e := next(t, ahead, time.Second)
	assert.Equal(t, "reset", e.kind)
	assert.Equal(t, 4, e.id)
	assert.NotEmpty(t, e.data["parts"])

	current := follow(ctx, t, srv.URL, "kv%C3%A4ll", 4)
	select {
	case e := <-current:
		t.Fatalf("an up-to-date page was sent %v", e)
	case <-time.After(200 * time.Millisecond):
	}
	f.run(t, "yatzy", "record", "kväll", "--player", "Anna", "--dice", "55512", "--box", "fives")
	assert.Equal(t, 5, next(t, current, time.Second).id)
	assert.Equal(t, 5, next(t, old, time.Second).id)
	assert.Equal(t, 5, next(t, ahead, time.Second).id)

	// The last line is damaged (the page keeps what it has), and a
	// repair cuts it: every page is reset to line 4.
	path := filepath.Join(f.store.Dir, "kväll"+store.Ext)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	i := bytes.LastIndex(data, []byte(`"fives"`))
	data[i+2] = 'X'
	require.NoError(t, os.WriteFile(path, data, 0o600))
	plan, err := f.store.PlanRepair("kväll")
	require.NoError(t, err)
	require.Equal(t, 5, plan.Line)
	_, err = f.store.Repair(plan)
	require.NoError(t, err)
	for _, ch := range []<-chan sent{old, ahead, current} {
		e := next(t, ch, 2*time.Second)
		assert.Equal(t, "reset", e.kind)
		assert.Equal(t, 4, e.id)
	}
}

// TestFiftyPagesFourWriters: 50 pages follow a game while four writers
// record 200 entries into it (10 and 60 under the race detector), taking turns at its lock as four
// protokolls would. Every page sees every entry once, in order, with
// nothing lost — a page that falls behind connects again and is sent
// what it missed.
func TestFiftyPagesFourWriters(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("200 synced entries")
	}
	f := newFixture(t, "", nil)
	players := []string{"A", "B", "C", "D", "E", "F", "G", "H"}
	g, err := f.store.CreateYatzy("big", scoresheet.Scandinavian(), players, scoresheet.Choices{}.Normal())
	require.NoError(t, err)
	require.NoError(t, g.Close())
	srv := f.serve(t)
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()

	pages, entries, writers := 50, 200, 4
	if storetest.UnderRace { // the same races, in a tenth of the time
		pages, entries = 10, 60
	}
	var follows []<-chan sent
	for range pages {
		follows = append(follows, follow(ctx, t, srv.URL, "big", 1))
	}

	var written sync.WaitGroup
	var mu sync.Mutex
	count := 0
	for w := range writers {
		written.Add(1)
		go func() {
			defer written.Done()
			rng := rand.New(rand.NewPCG(uint64(w), 1))
			for {
				mu.Lock()
				done := count >= entries
				mu.Unlock()
				if done {
					return
				}
				g, err := f.store.OpenYatzy("big")
				if errors.Is(err, store.ErrLocked) {
					time.Sleep(time.Millisecond)
					continue
				}
				if !assert.NoError(t, err) {
					return
				}
				mu.Lock()
				if count < entries {
					if err := writeOne(g, rng); assert.NoError(t, err) {
						count++
					}
				}
				mu.Unlock()
				g.Close()
			}
		}()
	}
	written.Wait()
	for i, ch := range follows {
		for line := 2; line < 2+entries; line++ {
			e := next(t, ch, 10*time.Second)
			require.Equal(t, line, e.id, "page %d", i)
			require.Equal(t, "entry", e.kind, "page %d", i)
		}
	}
}

// writeOne records the next entry of g: a turn of the player whose turn
// it is in a free box, or, now and then and when the sheet fills up, an
// undo.
func writeOne(g *store.Yatzy, rng *rand.Rand) error {
	s := g.State
	if len(s.Entries()) > 0 && (rng.IntN(4) == 0 || len(s.Entries()) > 100) {
		return g.Apply(time.Now(), scoresheet.Undo())
	}
	p, _ := s.Next()
	var dice scoresheet.Roll
	for range 5 {
		dice = append(dice, 1+rng.IntN(6))
	}
	opts, err := s.Options(dice)
	if err != nil {
		return err
	}
	o := opts[rng.IntN(len(opts))]
	return g.Apply(time.Now(), scoresheet.Turn(p, o.Box, dice, 0, o.Strike))
}

// TestTheNoticesAlone: with no polling, the file system's notices bring
// every entry to the page — of a game made by this process too, which
// is written through the file it was made in (another name, in the
// notices).
func TestTheNoticesAlone(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "", nil)
	f.srv.Poll = time.Hour
	g, err := f.store.CreateYatzy("big", scoresheet.Scandinavian(), []string{"A", "B"}, scoresheet.Choices{}.Normal())
	require.NoError(t, err)
	defer g.Close()
	srv := f.serve(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	events := follow(ctx, t, srv.URL, "big", 1)
	rng := rand.New(rand.NewPCG(3, 4))
	for range 3 {
		require.NoError(t, writeOne(g, rng))
		e := next(t, events, 2*time.Second)
		assert.Equal(t, lastLine(t, f, "big"), e.id)
	}
}

// lastLine is the number of the last line of a game's file.
func lastLine(t testing.TB, f *fixture, name string) int {
	return bytes.Count(f.file(t, name), []byte("\n"))
}

// TestHeartbeatsAndLimits: a connected page is sent a comment every
// Heartbeat; past the most pages at once, another is refused (503) and
// the others go on.
func TestHeartbeatsAndLimits(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "", nil)
	f.srv.Heartbeat = 50 * time.Millisecond
	f.games(t)
	srv := f.serve(t)
	open := func() (net.Conn, *bufio.Reader, string) {
		c, err := net.Dial("tcp", srv.Listener.Addr().String())
		require.NoError(t, err)
		fmt.Fprintf(c, "GET /g/kort/events?since=2 HTTP/1.1\r\nHost: %s\r\n\r\n", srv.Listener.Addr())
		r := bufio.NewReader(c)
		status, err := r.ReadString('\n')
		require.NoError(t, err)
		return c, r, status
	}
	c, r, status := open()
	require.Contains(t, status, "200")
	deadline := time.Now().Add(5 * time.Second)
	for {
		line, err := r.ReadString('\n')
		require.NoError(t, err)
		if strings.HasPrefix(line, ": ") {
			break
		}
		require.True(t, time.Now().Before(deadline), "no heartbeat")
	}
	c.Close()

	var conns []net.Conn
	defer func() {
		for _, c := range conns {
			c.Close()
		}
	}()
	for range web.MaxPages {
		c, _, status := open()
		require.Contains(t, status, "200")
		conns = append(conns, c)
	}
	c, r, status = open()
	defer c.Close()
	assert.Contains(t, status, "503")
}

// TestASlowConnectionIsClosed: a connection that never finishes its
// request's head is closed once the server's HeaderTimeout has passed
// (5 s unless set; a fifth of a second here), and the server, asked to
// stop, ends its live pages and returns.
func TestASlowConnectionIsClosed(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "", nil)
	f.srv.HeaderTimeout = 200 * time.Millisecond
	f.games(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- f.srv.Serve(ctx, ln) }()

	start := time.Now() // before the server can start the clock
	slow, err := net.Dial("tcp", ln.Addr().String())
	require.NoError(t, err)
	defer slow.Close()
	fmt.Fprintf(slow, "GET / HTTP/1.1\r\nHost: localhost\r\n") // and nothing more
	slow.SetReadDeadline(time.Now().Add(20 * time.Second))
	_, err = io.ReadAll(slow)
	require.NoError(t, err, "closed by the server, not by the deadline")
	assert.GreaterOrEqual(t, time.Since(start), f.srv.HeaderTimeout, "not before its time")
	assert.Less(t, time.Since(start), web.DefaultHeaderTimeout, "the Server's timeout, not the default")

	events := follow(ctx, t, "http://"+ln.Addr().String(), "kort", 2)
	cancel()
	select {
	case err := <-served:
		assert.NoError(t, err)
	case <-time.After(10 * time.Second):
		t.Fatal("the server did not stop")
	}
	for range events { // the follower stops with the context; the stream ended
	}
}
