//go:build unix

package store

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"
)

// TestAFIFOHasNoFingerprint: a FIFO in a game file's place has no
// fingerprint, and does not keep the reader waiting.
func TestAFIFOHasNoFingerprint(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	newTestGame(t, s, "g", `{"kind":"turn"}`)
	path := s.path("g")
	_, p, err := s.ReadPrint("g")
	require.NoError(t, err)
	require.NoError(t, os.Remove(path))
	require.NoError(t, unix.Mkfifo(path, 0o600))
	got, _, _ := s.Fingerprint("g", nil)
	assert.NotEqual(t, p, got, "a FIFO")
}
