//go:build unix

package history

import (
	"syscall"
	"time"
)

// cpuTime is the processor time this process has taken so far, user and
// system: what a benchmark costs on a busy machine, where its wall time
// says more of the others.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
