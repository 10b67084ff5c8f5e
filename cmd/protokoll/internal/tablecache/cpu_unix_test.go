//go:build unix

package tablecache

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used, user and system: on a
// machine shared with other work a benchmark's CPU time varies far less
// than its wall time.
func cpuTime() time.Duration {
	var u syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &u) != nil {
		return 0
	}
	return time.Duration(u.Utime.Nano() + u.Stime.Nano())
}
