package web

import (
	"context"
	"errors"
	"net"
	"net/http"
	"sync"
	"time"

	"golang.org/x/net/netutil"
)

// DefaultHeaderTimeout is how long a connection has to send a request's
// head, unless the Server says otherwise.
const DefaultHeaderTimeout = 5 * time.Second

// The other time limits of a connection: to send a request's body, to
// write an answer (a live page's connection has it for each event), and
// to stay idle between requests (a phone's browser keeps a connection
// for the next page; one kept longer only holds a slot, see
// MaxPerAddress). An answer that works out a table of best plays first
// (chances, the hint) has slowAnswer.
const (
	readTimeout  = 15 * time.Second
	writeTimeout = 30 * time.Second
	idleTimeout  = 30 * time.Second
	slowAnswer   = 10 * time.Minute
	// MaxConnections is the most connections served at once; more wait
	// to be accepted. One address holds at most MaxPerAddress of them.
	MaxConnections = 512
	// shutdownGrace is how long a shutdown waits for answers under way.
	shutdownGrace = 5 * time.Second
)

// Serve serves the server's pages on every listener until ctx is done,
// and then shuts down: live pages are closed, answers under way are given
// shutdownGrace to finish. It returns the first error a listener met, or
// nil after a shutdown.
func (s *Server) Serve(ctx context.Context, listeners ...net.Listener) error {
	header := DefaultHeaderTimeout
	if s.HeaderTimeout > 0 {
		header = s.HeaderTimeout
	}
	hs := &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: header,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    16 << 10,
	}
	hs.RegisterOnShutdown(s.Close)
	counter := newConnCounter() // MaxPerAddress across every listener
	errs := make(chan error, len(listeners))
	var wg sync.WaitGroup
	for _, ln := range listeners {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := hs.Serve(netutil.LimitListener(counter.perAddress(ln, MaxPerAddress), MaxConnections)); !errors.Is(err, http.ErrServerClosed) {
				errs <- err
			}
		}()
	}
	var err error
	select {
	case <-ctx.Done():
	case err = <-errs:
	}
	shut, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	if serr := hs.Shutdown(shut); serr != nil {
		hs.Close()
	}
	wg.Wait()
	return err
}
