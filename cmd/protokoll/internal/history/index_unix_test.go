//go:build unix

package history

import (
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// TestANamedPipeForTheIndexIsNoIndex: a named pipe where the index
// belongs (a person's mkfifo) is taken for no index, and the statistics
// are the files', at once: opening it would wait for a writer forever.
func TestANamedPipeForTheIndexIsNoIndex(t *testing.T) {
	s := fixtures(t)
	cache := t.TempDir()
	want, _, err := Results(s, kinds, "")
	require.NoError(t, err)
	path := IndexPath(s, cache)
	require.NoError(t, syscall.Mkfifo(path, 0o600))
	done := make(chan []Result, 1)
	go func() {
		got, _, err := Results(s, kinds, cache)
		if err != nil {
			t.Error(err)
		}
		done <- got
	}()
	select {
	case got := <-done:
		require.Equal(t, Compute(kinds, want, Filter{}, nil), Compute(kinds, got, Filter{}, nil))
	case <-time.After(20 * time.Second):
		t.Fatal("the statistics waited on the named pipe")
	}
}
