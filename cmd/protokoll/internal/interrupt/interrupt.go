// Package interrupt turns the signals that end a program at the table
// (SIGINT, SIGTERM, SIGHUP: Ctrl-C, kill, a closed terminal) into a clean
// leave: nothing half-chosen is recorded, every confirmed entry stays, and
// the program exits with the signal's conventional status (128 + its
// number).
//
// The state is a value, Signals, made once by the program's main and
// handed down with the run's streams (iostreams.IOStreams.Signals); a
// nil *Signals is a run that no signal ends (a test, a library use), and
// every method works on it. Nothing in the package is process-wide.
//
// While a form is on the screen, the signal cancels it (Context), and
// the question returns ErrSignal instead of whatever was highlighted.
// Anywhere else (reading a piped line, working out a table) there is
// nothing to finish: the program waits for every entry being written to
// be whole (Freeze) and exits.
//
// An entry being written holds the write guard (Writing) until it is on
// disk. Entries hold it shared: two games written at once (a server's
// phones, each at its own game) never wait for each other; only Freeze
// takes it whole, waiting for the entries under way and letting no new
// one begin.
package interrupt

import (
	"context"
	"errors"
	"os"
	"os/signal"
	"sync"
	"sync/atomic"
	"syscall"
)

// ErrSignal is returned by a question that a signal ended.
var ErrSignal = errors.New("ended by a signal")

// ErrCtrlC is returned by a question left with Ctrl-C at a terminal. A
// form reads the terminal in raw mode, so Ctrl-C reaches it as a key and
// not as SIGINT; the program leaves as SIGINT would have it leave, with
// StatusCtrlC.
var ErrCtrlC = errors.New("left with Ctrl-C")

// StatusCtrlC is the exit status of a program left with Ctrl-C: 128 +
// SIGINT, as the shell reports an interrupted program.
const StatusCtrlC = 128 + int(syscall.SIGINT)

// Signals is one run's state of the signals that end it: whether one
// came, the forms on the screen and the entries being written. Make it
// with New; the zero value is not ready.
type Signals struct {
	ctx    context.Context
	cancel context.CancelFunc
	got    atomic.Value // the syscall.Signal received
	forms  atomic.Int32 // forms (or servers) that a signal cancels
	// writing is held shared while an entry is written, and whole, for
	// good, by a signal that exits the program.
	writing sync.RWMutex
	exit    func(int)
}

// New returns the signals' state of a run that exits with exit (os.Exit
// in the program) when a signal ends it.
func New(exit func(int)) *Signals {
	s := &Signals{exit: exit}
	s.ctx, s.cancel = context.WithCancel(context.Background())
	return s
}

// Watch starts listening for the signals; main calls it once. It returns
// a func that stops listening.
func (s *Signals) Watch() (stop func()) {
	if s == nil {
		return func() {}
	}
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	quit := make(chan struct{})
	go func() {
		select {
		case sig := <-ch:
			s.arrive(sig.(syscall.Signal))
		case <-quit:
		}
	}()
	return func() {
		signal.Stop(ch)
		close(quit)
	}
}

// arrive is what a signal does: it cancels the forms and servers, and,
// when none is there to end the run cleanly, waits for the entries
// being written and exits.
func (s *Signals) arrive(sig syscall.Signal) {
	s.got.Store(sig)
	s.cancel()
	if s.forms.Load() == 0 {
		s.Freeze()
		s.exit(s.Status())
	}
}

// Context is cancelled when a signal arrives; forms run under it. Never
// cancelled with nil Signals.
func (s *Signals) Context() context.Context {
	if s == nil {
		return context.Background()
	}
	return s.ctx
}

// Received reports whether a signal arrived.
func (s *Signals) Received() bool { return s != nil && s.got.Load() != nil }

// Status returns the exit status for the signal received, 128 + its
// number, or 0 when none was.
func (s *Signals) Status() int {
	if s == nil {
		return 0
	}
	if sig, ok := s.got.Load().(syscall.Signal); ok {
		return 128 + int(sig)
	}
	return 0
}

// InForm marks a form on the screen until the returned func is called: a
// signal then cancels the form rather than ending the program.
func (s *Signals) InForm() (done func()) {
	if s == nil {
		return func() {}
	}
	s.forms.Add(1)
	return func() { s.forms.Add(-1) }
}

// Serving marks a server running until the returned func is called: a
// signal then cancels Context, for the server to shut down cleanly,
// rather than ending the program at once.
func (s *Signals) Serving() (done func()) { return s.InForm() }

// Stoppable marks long work that stops cleanly (a table prepared level
// by level) until the returned func is called: a signal then cancels
// Context, for the work to say what it keeps, rather than ending the
// program at once.
func (s *Signals) Stoppable() (done func()) { return s.InForm() }

// Writing marks an entry being written until the returned func is
// called: a signal waits for it. Entries written at once (to different
// games) do not wait for each other.
func (s *Signals) Writing() (done func()) {
	if s == nil {
		return func() {}
	}
	s.writing.RLock()
	return s.writing.RUnlock
}

// Freeze waits for every entry being written to be whole and lets no
// new one begin, for good: what a signal does before the program exits.
func (s *Signals) Freeze() {
	if s != nil {
		s.writing.Lock()
	}
}
