//go:build !unix

package store

import (
	"fmt"
	"io/fs"
	"os"

	"github.com/gofrs/flock"
)

// noFollow: other systems have no O_NOFOLLOW; Open checks with Lstat.
const noFollow = 0

// nonBlock: nor a FIFO to wait for.
const nonBlock = 0

// lockFile locks the game file for this process, without waiting, by its
// path (gofrs/flock; the lock goes with the process).
func lockFile(f *os.File, name string, _ fs.FileInfo) error {
	l := flock.New(f.Name(), flock.SetFlag(os.O_RDONLY))
	ok, err := l.TryLock()
	if err != nil {
		return fmt.Errorf("locking game %q: %w", name, err)
	}
	if !ok {
		return &LockedError{Name: name}
	}
	return nil
}
