// Package cmdtest runs protokoll's commands in tests as a person runs the
// program: the whole root command with its flags, its language and its
// exit statuses, over test streams, in a folder of saved games of the
// test's own. Each command package's tests use it beside the code.
package cmdtest

import (
	"bytes"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/interrupt"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store/storetest"
	"github.com/kitchentable/protokoll/cmd/protokoll/root"
)

// A Result is what one run of the program did.
type Result struct {
	Code        int
	Out, ErrOut string
}

// Run runs the program with args as a user would, with stdin, an
// environment of its own (env: PROTOKOLL_HOME and the rest; nothing else
// is set) and no terminal: the output fits $COLUMNS of env, or 80.
func Run(t testing.TB, env map[string]string, stdin string, args ...string) Result {
	t.Helper()
	return RunIn(t, catalog.Builtin(), env, stdin, args...)
}

// RunIn is Run with the languages langs.
func RunIn(t testing.TB, langs catalog.Languages, env map[string]string, stdin string, args ...string) Result {
	t.Helper()
	ios, out, errOut := iostreams.Test(stdin)
	ios.Columns = iostreams.ParseColumns(env["COLUMNS"])
	code := root.Run(args, ios, func(k string) string { return env[k] }, langs, "test")
	return Result{code, out.String(), errOut.String()}
}

// MustRun runs the program as Run does, with no input, and fails the test
// unless it exits 0; it returns the output.
func MustRun(t testing.TB, env map[string]string, args ...string) string {
	t.Helper()
	r := Run(t, env, "", args...)
	require.Equal(t, 0, r.Code, "%v: %s", args, r.ErrOut)
	return r.Out
}

// sharedCache is one table cache for the tests of every package and of
// every run ($PROTOKOLL_TEST_CACHE, else in the system's temporary
// folder), so that a table is worked out once: the packages' tests run at
// once, and the cache lets one work a table out while the others wait
// for it (tablecache.Cache.Load). A cached table is checked as any is,
// and worked out again when it is not whole or of another version.
var sharedCache = func() string {
	if d := os.Getenv("PROTOKOLL_TEST_CACHE"); d != "" {
		return d
	}
	return filepath.Join(os.TempDir(), "protokoll-test-tables")
}()

// Home returns an environment with a folder of saved games of the test's
// own and the shared table cache. The results index of the test's games,
// which the program keeps in the cache folder too, is removed when the
// test ends: left there, every pass left three hundred more.
func Home(t testing.TB) map[string]string {
	env := map[string]string{"PROTOKOLL_HOME": t.TempDir(), "PROTOKOLL_CACHE": sharedCache}
	t.Cleanup(func() { os.Remove(history.IndexPath(store.Store{Dir: env["PROTOKOLL_HOME"]}, sharedCache)) })
	return env
}

// MemHome is Home with the folder of saved games in memory (/dev/shm)
// where the system has one: for tests that write thousands of games, and
// test what protokoll does, not how fast the disk syncs.
func MemHome(t testing.TB) map[string]string {
	env := Home(t)
	if dir, err := os.MkdirTemp("/dev/shm", "protokoll-test-*"); err == nil {
		t.Cleanup(func() { os.RemoveAll(dir) })
		env["PROTOKOLL_HOME"] = dir
	}
	return env
}

// Main runs a package's tests (call it from TestMain). With
// PROTOKOLL_RUN_MAIN set, the test binary is the program instead, for the
// tests that start it as a process of its own (Child).
func Main(m *testing.M) {
	if os.Getenv("PROTOKOLL_RUN_MAIN") == "1" {
		ios := iostreams.System()
		ios.Signals = interrupt.New(os.Exit)
		os.Exit(root.Main(os.Args[1:], ios, os.Getenv, catalog.Builtin(), "test"))
	}
	os.Exit(m.Run())
}

// ChildVars are the environment variables a child of the test binary
// needs to be the program (see Main). Under the race detector they also
// spare it the race runtime's second of sleep at exit (GORACE
// atexit_sleep_ms=0, before any GORACE of the caller's, which wins): a
// child runs one command, any race in it is reported as it happens, and
// the second was most of a child's time there. A test binary's own
// sleep is spared by the race pass's command (README).
func ChildVars() []string {
	return []string{"PROTOKOLL_RUN_MAIN=1", "GORACE=" + strings.TrimSpace("atexit_sleep_ms=0 "+os.Getenv("GORACE"))}
}

// Child starts the program as another process over pipes (the test
// binary, see Main), with its games in home; it is killed when the test
// ends.
func Child(t testing.TB, home string, args ...string) (*exec.Cmd, io.WriteCloser, *Buffer) {
	t.Helper()
	return ChildIn(t, map[string]string{"PROTOKOLL_HOME": home}, args...)
}

// ChildIn is Child with env's variables set (PROTOKOLL_HOME and the rest:
// a cache folder of the test's own).
func ChildIn(t testing.TB, env map[string]string, args ...string) (*exec.Cmd, io.WriteCloser, *Buffer) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(append(os.Environ(), ChildVars()...), "LANG=C")
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	stdin, err := cmd.StdinPipe()
	require.NoError(t, err)
	out := &Buffer{}
	cmd.Stdout, cmd.Stderr = out, out
	require.NoError(t, cmd.Start())
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	return cmd, stdin, out
}

// A Buffer is a buffer a child process writes to while the test reads.
type Buffer = storetest.Buffer

// WaitFor waits until the child has written want, or fails after a while.
func WaitFor(t testing.TB, out *Buffer, want string) { t.Helper(); WaitForN(t, out, want, 1) }

// WaitForN waits until the child has written want n times: a question
// asked again, once it is asked again.
func WaitForN(t testing.TB, out *Buffer, want string, n int) {
	t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for bytes.Count([]byte(out.String()), []byte(want)) < n {
		if time.Now().After(deadline) {
			t.Fatalf("child never wrote %q; it wrote:\n%s", want, out.String())
		}
		time.Sleep(10 * time.Millisecond)
	}
}
