package web_test

import (
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/web"
)

// TestOneAddressCannotTakeEveryConnection: one address holding 600
// connections open (more than the server's MaxConnections), sending
// nothing, does not keep another address waiting: it is answered within
// a second. The connections over the address's share are closed at once.
// (The header timeout is long here, so that it is the share that frees
// the server, not the timeout.)
func TestOneAddressCannotTakeEveryConnection(t *testing.T) {
	f := newFixture(t, "", nil, func(s *web.Server) { s.HeaderTimeout = time.Minute })
	f.games(t)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- f.srv.Serve(ctx, ln) }()
	t.Cleanup(func() {
		cancel()
		select {
		case <-served:
		case <-time.After(10 * time.Second):
			t.Error("the server did not stop")
		}
	})
	addr := ln.Addr().String()
	from := func(ip string) *net.Dialer {
		return &net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(ip)}, Timeout: 2 * time.Second}
	}

	greedy := from("127.0.0.1")
	var held []net.Conn
	t.Cleanup(func() {
		for _, c := range held {
			c.Close()
		}
	})
	for range 600 {
		c, err := greedy.Dial("tcp", addr)
		require.NoError(t, err)
		held = append(held, c)
	}

	other := from("127.0.0.2")
	client := &http.Client{Timeout: time.Second, Transport: &http.Transport{DialContext: other.DialContext}}
	start := time.Now()
	resp, err := client.Get("http://" + addr + "/g/kv%C3%A4ll.json")
	require.NoError(t, err, "another address is answered within a second")
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, string(body), "Anna")
	t.Logf("answered in %v", time.Since(start))

	// The greedy address holds at most its share: the others were closed
	// by the server (a read meets their end, not the deadline).
	open := 0
	deadline := time.Now().Add(2 * time.Second)
	for _, c := range held {
		c.SetReadDeadline(deadline)
	}
	results := make(chan bool, len(held))
	for _, c := range held {
		go func() {
			_, err := c.Read(make([]byte, 1))
			var ne net.Error
			results <- err != nil && errors.As(err, &ne) && ne.Timeout()
		}()
	}
	for range held {
		if <-results {
			open++
		}
	}
	assert.LessOrEqual(t, open, web.MaxPerAddress, "connections held open by the server from one address")
	assert.Positive(t, open, "the address's share is served")
}
