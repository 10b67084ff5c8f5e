//go:build unix

package store

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"

	"golang.org/x/sys/unix"
)

// noFollow keeps open from following a symbolic link.
const noFollow = syscall.O_NOFOLLOW

// nonBlock keeps open from waiting for a FIFO's writer where a file
// was.
const nonBlock = syscall.O_NONBLOCK

// lockFile locks the open game file f for this process, without waiting.
// The lock is on the file itself, so no lock file can be deleted or left
// behind; it goes when the file is closed, or the process ends.
//
// A lock no other process is seen to hold is tried again for a moment
// (selfWait): a child this process forks (a program it runs) holds a copy
// of every open file until it execs, and with it the lock of a game just
// closed, for the few milliseconds a loaded machine takes.
func lockFile(f *os.File, name string, info fs.FileInfo) error {
	deadline := time.Now().Add(selfWait)
	for {
		err := unix.Flock(int(f.Fd()), unix.LOCK_EX|unix.LOCK_NB)
		switch {
		case err == nil:
			return nil
		case errors.Is(err, unix.EINTR):
			continue
		case errors.Is(err, unix.EWOULDBLOCK):
			pid, since := lockHolder(info)
			if pid == 0 && time.Now().Before(deadline) {
				time.Sleep(5 * time.Millisecond)
				continue
			}
			return &LockedError{Name: name, PID: pid, Since: since}
		}
		return fmt.Errorf("locking game %q: %w", name, err)
	}
}

// selfWait is how long a lock that no other process holds is tried.
const selfWait = 250 * time.Millisecond

// lockHolder finds the process that holds a lock on the file, where the
// system says (/proc/locks), and when that process started.
func lockHolder(info fs.FileInfo) (pid int, since time.Time) {
	st, ok := info.Sys().(*syscall.Stat_t)
	if !ok {
		return 0, time.Time{}
	}
	f, err := os.Open("/proc/locks")
	if err != nil {
		return 0, time.Time{}
	}
	defer f.Close()
	// "1: FLOCK  ADVISORY  WRITE 4242 08:01:1234 0 EOF"
	inode := ":" + strconv.FormatUint(st.Ino, 10)
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 6 || fields[1] != "FLOCK" || !strings.HasSuffix(fields[5], inode) {
			continue
		}
		if pid, err = strconv.Atoi(fields[4]); err != nil || pid == os.Getpid() {
			continue
		}
		if p, err := os.Stat(fmt.Sprintf("/proc/%d", pid)); err == nil {
			since = p.ModTime()
		}
		return pid, since
	}
	return 0, time.Time{}
}
