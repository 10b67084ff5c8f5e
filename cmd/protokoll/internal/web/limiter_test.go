package web

import (
	"fmt"
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

// TestPINsSentAtOnceAreJudgedWithinTheLimit: wrong PINs sent at once
// from many addresses are judged no more than the limit for all
// addresses allows, however their requests interleave: the judging
// itself yields here, as a request's goroutine may be put aside
// between the look at the limit and the count of a wrong PIN.
func TestPINsSentAtOnceAreJudgedWithinTheLimit(t *testing.T) {
	t.Parallel()
	l := newLimiter()
	now := time.Date(2026, 12, 7, 20, 0, 0, 0, time.UTC)
	var judged atomic.Int32
	right := func(pin string) bool {
		judged.Add(1)
		time.Sleep(time.Millisecond) // the window a second request could slip through
		return pin == "246810"
	}
	var wg sync.WaitGroup
	for i := range 200 {
		wg.Go(func() {
			l.judge(fmt.Sprintf("127.0.%d.%d", i/40, i%40+1), now, "000000", right)
		})
	}
	wg.Wait()
	if n := judged.Load(); n != pinTriesAll {
		t.Errorf("%d PINs judged at once, want the limit, %d", n, pinTriesAll)
	}
	if j := l.judge("127.9.9.9", now, "246810", right); j.judged || j.wait <= 0 || !j.all {
		t.Errorf("the right PIN from a new address during the lockout: %+v, want a wait for all", j)
	}
	if j := l.judge("127.9.9.9", now.Add(pinWindow), "246810", right); !j.right {
		t.Errorf("the right PIN once the minute passed: %+v, want right", j)
	}
}
