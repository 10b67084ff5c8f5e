package storetest

import (
	"bytes"
	"sync"
)

// A Buffer is output one goroutine (or a child process) writes while
// the test reads it: a bytes.Buffer behind a lock.
type Buffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *Buffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *Buffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}
