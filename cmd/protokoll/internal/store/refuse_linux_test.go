//go:build linux

package store

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"
)

// refuse makes path refuse what its mode forbids even to root: mode for
// others, and for root the immutable flag (writes refused, reads not).
// It reports whether that could be done here.
func refuse(t *testing.T, path string, mode os.FileMode) bool {
	t.Helper()
	require.NoError(t, os.Chmod(path, mode))
	t.Cleanup(func() { os.Chmod(path, 0o600) })
	if os.Geteuid() != 0 {
		return true
	}
	if mode&0o200 != 0 {
		return false // root reads what it may write
	}
	f, err := os.Open(path)
	if err != nil {
		return false
	}
	defer f.Close()
	const immutable = 0x10 // FS_IMMUTABLE_FL
	if unix.IoctlSetPointerInt(int(f.Fd()), unix.FS_IOC_SETFLAGS, immutable) != nil {
		return false
	}
	t.Cleanup(func() {
		if f, err := os.Open(path); err == nil {
			unix.IoctlSetPointerInt(int(f.Fd()), unix.FS_IOC_SETFLAGS, 0)
			f.Close()
		}
	})
	return true
}

// TestRefusalsOfTheSystemInWords: a game file that may not be written,
// or not read, says so in words of the catalog, naming the file once.
func TestRefusalsOfTheSystemInWords(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	newTestGame(t, s, "g", `{"kind":"turn"}`)
	path := s.path("g")
	if !refuse(t, path, 0o444) {
		t.Skip("this system lets the test write any file")
	}
	_, err := s.Open("g")
	assert.EqualError(t, err, "game file "+path+" cannot be written to: permission denied")
	_, err = s.Read("g")
	assert.NoError(t, err, "reading needs no writing")
	if os.Geteuid() != 0 {
		require.NoError(t, os.Chmod(path, 0))
		_, err = s.Read("g")
		assert.EqualError(t, err, "cannot read "+path+": permission denied")
	}
}
