// Package interrupt turns the signals that end a program at the table
// (SIGINT, SIGTERM, SIGHUP: Ctrl-C, kill, a closed terminal) into a clean
// leave: nothing half-chosen is recorded, every confirmed entry stays, and
// the program exits with the signal's conventional status (128 + its
// number).
//
// While a form is on the screen, the signal cancels it (Context), and
// the question returns ErrSignal instead of whatever was highlighted.
// Anywhere else (reading a piped line, working out a table) there is
// nothing to finish: the program waits for an entry being written to be
// whole (Freeze) and exits.
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

var (
	ctx, cancel = context.WithCancel(context.Background())
	got         atomic.Value // the syscall.Signal received
	forms       atomic.Int32 // forms on the screen
	// writing is held while an entry is written, and taken for good by a
	// signal that exits the program.
	writing sync.Mutex
	exit    = os.Exit
)

// Watch starts listening for the signals; main calls it once.
func Watch() {
	ch := make(chan os.Signal, 1)
	signal.Notify(ch, syscall.SIGINT, syscall.SIGTERM, syscall.SIGHUP)
	go func() {
		s := (<-ch).(syscall.Signal)
		got.Store(s)
		cancel()
		if forms.Load() == 0 {
			writing.Lock() // an entry being written is finished first
			exit(Status())
		}
	}()
}

// Context is cancelled when a signal arrives; forms run under it.
func Context() context.Context { return ctx }

// Received reports whether a signal arrived.
func Received() bool { return got.Load() != nil }

// Status returns the exit status for the signal received, 128 + its
// number, or 0 when none was.
func Status() int {
	if s, ok := got.Load().(syscall.Signal); ok {
		return 128 + int(s)
	}
	return 0
}

// InForm marks a form on the screen until the returned func is called: a
// signal then cancels the form rather than ending the program.
func InForm() (done func()) {
	forms.Add(1)
	return func() { forms.Add(-1) }
}

// Serving marks a server running until the returned func is called: a
// signal then cancels Context, for the server to shut down cleanly,
// rather than ending the program at once.
func Serving() (done func()) { return InForm() }

// Stoppable marks long work that stops cleanly (a table prepared level
// by level) until the returned func is called: a signal then cancels
// Context, for the work to say what it keeps, rather than ending the
// program at once.
func Stoppable() (done func()) { return InForm() }

// Writing marks an entry being written until the returned func is called:
// a signal waits for it.
func Writing() (done func()) {
	writing.Lock()
	return writing.Unlock
}
