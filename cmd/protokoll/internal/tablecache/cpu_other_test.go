//go:build !unix

package tablecache

import "time"

// cpuTime is not measured here: the benchmarks report 0 CPU-s.
func cpuTime() time.Duration { return 0 }
