package tablecache

import (
	"os"
	"path/filepath"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestLockFileRemovedButNeverTwoHolders: the one holding a lock removes
// its lock file as it lets go, and still two never hold the lock at once,
// though others wait on the file removed and others make a new one
// (each holdLock opens a file of its own, as processes do).
func TestLockFileRemovedButNeverTwoHolders(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.bin.lock")
	var holders, most atomic.Int32
	var wg sync.WaitGroup
	for range 6 {
		wg.Go(func() {
			for range 40 {
				release, ok, err := holdLock(path, true)
				if !assert.NoError(t, err) || !assert.True(t, ok) {
					return
				}
				n := holders.Add(1)
				for m := most.Load(); n > m && !most.CompareAndSwap(m, n); m = most.Load() {
				}
				time.Sleep(50 * time.Microsecond)
				holders.Add(-1)
				release()
			}
		})
	}
	wg.Wait()
	assert.Equal(t, int32(1), most.Load(), "holders of the lock at once")
	_, err := os.Stat(path)
	assert.ErrorIs(t, err, os.ErrNotExist, "the lock file is removed")

	// Held, it is not free to one who does not wait; a file left by a
	// process killed (not locked) is taken, and removed after.
	release, ok, err := holdLock(path, true)
	require.NoError(t, err)
	require.True(t, ok)
	_, ok, err = holdLock(path, false)
	require.NoError(t, err)
	assert.False(t, ok)
	release()
	require.NoError(t, os.WriteFile(path, nil, 0o644))
	release, ok, err = holdLock(path, false)
	require.NoError(t, err)
	require.True(t, ok)
	release()
	_, err = os.Stat(path)
	assert.ErrorIs(t, err, os.ErrNotExist)
}
