package interrupt

import (
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestASignalWaitsForTheWrites: a signal with no form on the screen exits
// with its status, but only once every entry being written is whole.
func TestASignalWaitsForTheWrites(t *testing.T) {
	exited := make(chan int, 1)
	s := New(func(code int) { exited <- code })
	one, two := s.Writing(), s.Writing() // two games' entries at once
	go s.arrive(syscall.SIGTERM)
	<-s.Context().Done()
	one()
	select {
	case <-exited:
		t.Fatal("exited while an entry was being written")
	case <-time.After(20 * time.Millisecond): // time to exit, were nothing holding it
	}
	two()
	assert.Equal(t, 128+int(syscall.SIGTERM), <-exited)
	assert.True(t, s.Received())
}

// TestASignalCancelsAForm: with a form on the screen, a signal cancels
// the form's context and leaves the exit to the run.
func TestASignalCancelsAForm(t *testing.T) {
	s := New(func(int) { t.Error("exited with a form on the screen") })
	done := s.InForm()
	s.arrive(syscall.SIGHUP)
	done()
	require.Error(t, s.Context().Err())
	assert.Equal(t, 128+int(syscall.SIGHUP), s.Status())
}

// TestWritesDoNotWaitForEachOther: an entry begun while another is being
// written (two games of one server) does not wait for it.
func TestWritesDoNotWaitForEachOther(t *testing.T) {
	s := New(func(int) {})
	first := s.Writing()
	second := make(chan func(), 1)
	go func() { second <- s.Writing() }()
	select {
	case done := <-second:
		done()
	case <-time.After(5 * time.Second):
		t.Error("the second entry waited for the first")
	}
	first()
}

// TestNoSignals: a nil *Signals is a run no signal ends.
func TestNoSignals(t *testing.T) {
	var s *Signals
	s.Writing()()
	s.InForm()()
	s.Freeze()
	assert.NoError(t, s.Context().Err())
	assert.False(t, s.Received())
	assert.Zero(t, s.Status())
}

// TestTwoRunsApart: a signal to one run's state leaves another's alone
// (two runs in one process: tests, a library).
func TestTwoRunsApart(t *testing.T) {
	a, b := New(func(int) {}), New(func(int) {})
	a.arrive(syscall.SIGINT)
	assert.True(t, a.Received())
	assert.False(t, b.Received())
	assert.NoError(t, b.Context().Err())
	b.Writing()() // a's freeze holds nothing of b's
}
