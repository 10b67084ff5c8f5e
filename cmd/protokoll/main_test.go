package main

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
)

// result is what one run of the program did.
type result struct {
	code        int
	out, errOut string
}

// runCmd runs the program as a user would, with stdin, an environment of
// its own (PROTOKOLL_HOME pointing at home, when given) and no terminal.
func runCmd(t *testing.T, env map[string]string, stdin string, args ...string) result {
	t.Helper()
	ios, out, errOut := iostreams.Test(stdin)
	code := run(args, ios, func(k string) string { return env[k] }, catalog.Builtin())
	return result{code, out.String(), errOut.String()}
}

// TestMain lets a test run the program as a child process: the test binary
// itself, with PROTOKOLL_RUN_MAIN set, is protokoll.
func TestMain(m *testing.M) {
	if os.Getenv("PROTOKOLL_RUN_MAIN") == "1" {
		main()
		return
	}
	code := m.Run()
	os.RemoveAll(sharedCache)
	os.Exit(code)
}

// child starts the program as another process over pipes, with its games
// in home.
func child(t *testing.T, home string, args ...string) (*exec.Cmd, io.WriteCloser, *syncBuffer) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(os.Environ(), "PROTOKOLL_RUN_MAIN=1", "PROTOKOLL_HOME="+home, "LANG=C")
	stdin, err := cmd.StdinPipe()
	require.NoError(t, err)
	out := &syncBuffer{}
	cmd.Stdout, cmd.Stderr = out, out
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	return cmd, stdin, out
}

// syncBuffer is a buffer a child process writes to while the test reads.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// waitFor waits until the child has written want, or fails after a while.
func waitFor(t *testing.T, out *syncBuffer, want string) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(out.String(), want) {
		if time.Now().After(deadline) {
			t.Fatalf("child never wrote %q; it wrote:\n%s", want, out.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}
