package cmdtest

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
)

// A Term is the program running in a terminal of its own, as a person
// sees it: a tmux pane of a given size, keys sent to it, its screen read
// back as the terminal drew it. Each Term has a tmux server of its own.
type Term struct {
	t      testing.TB
	socket string
	status string // the file the exit status is written to
}

// NeedTmux skips t when tmux is not installed, except under CI, which
// installs it (.ci/run): there a missing tmux fails.
func NeedTmux(t testing.TB) {
	t.Helper()
	if _, err := exec.LookPath("tmux"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("tmux is needed for the terminal tests")
		}
		t.Skip("tmux is not installed")
	}
}

// Terminal starts the program (the test binary, see Main) with args in a
// terminal cols wide and rows high, with the environment env (and
// nothing else but PATH, TERM and a UTF-8 locale). It is ended when the
// test ends.
func Terminal(t testing.TB, env map[string]string, cols, rows int, args ...string) *Term {
	t.Helper()
	NeedTmux(t)
	dir := t.TempDir()
	m := &Term{t: t, socket: filepath.Join(dir, "tmux"), status: filepath.Join(dir, "status")}
	vars := append(ChildVars(), "PATH="+os.Getenv("PATH"), "TERM=xterm-256color", "LANG=C.UTF-8", "HOME="+dir)
	keys := make([]string, 0, len(env))
	for k := range env {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		vars = append(vars, k+"="+env[k])
	}
	var cmd strings.Builder
	cmd.WriteString("env -i")
	for _, v := range vars {
		cmd.WriteString(" " + quote(v))
	}
	cmd.WriteString(" " + quote(os.Args[0]))
	for _, a := range args {
		cmd.WriteString(" " + quote(a))
	}
	// The pane stays after the program ends, so that its last screen can
	// be read; the status is kept in a file.
	script := fmt.Sprintf("%s; echo $? > %s; exec sleep 600", cmd.String(), quote(m.status))
	m.tmux("-f", "/dev/null", "new-session", "-d", "-x", strconv.Itoa(cols), "-y", strconv.Itoa(rows), "sh", "-c", script)
	t.Cleanup(func() { exec.Command("tmux", "-S", m.socket, "kill-server").Run() })
	return m
}

func quote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

func (m *Term) tmux(args ...string) string {
	m.t.Helper()
	out, err := exec.Command("tmux", append([]string{"-S", m.socket}, args...)...).CombinedOutput()
	if err != nil {
		m.t.Fatalf("tmux %v: %v: %s", args, err, out)
	}
	return string(out)
}

// Keys sends keys as tmux names them: "Enter", "Down", "C-c", "Escape".
func (m *Term) Keys(keys ...string) {
	m.t.Helper()
	m.tmux(append([]string{"send-keys", "-t", "0"}, keys...)...)
}

// Type types text, each character as a key.
func (m *Term) Type(text string) {
	m.t.Helper()
	m.tmux("send-keys", "-t", "0", "-l", text)
}

// Enter types text and presses Enter: a line typed at a prompt.
func (m *Term) Enter(text string) {
	m.t.Helper()
	m.Type(text)
	m.Keys("Enter")
}

// Interrupt presses Ctrl-C and fails the test unless the program ends
// with Ctrl-C's status, 130.
func (m *Term) Interrupt() {
	m.t.Helper()
	m.Keys("C-c")
	if code := m.Exit(); code != 130 {
		m.t.Errorf("after Ctrl-C the program exited %d, want 130; the screen shows:\n%s", code, m.Screen())
	}
}

// Screen is what the terminal shows now, line by line, trailing blanks
// cut; a line the terminal wrapped is joined again, so that a line wider
// than the terminal shows as one.
func (m *Term) Screen() string {
	m.t.Helper()
	return m.tmux("capture-pane", "-p", "-J", "-t", "0")
}

// WaitFor waits until the screen shows want, and returns the screen; it
// fails the test after a while.
func (m *Term) WaitFor(want string) string {
	m.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		s := m.Screen()
		if strings.Contains(s, want) {
			// The screen once the program has drawn it whole: a capture
			// can catch a redraw half done.
			for {
				time.Sleep(30 * time.Millisecond)
				again := m.Screen()
				if again == s {
					return s
				}
				s = again
			}
		}
		if time.Now().After(deadline) {
			m.t.Fatalf("the screen never showed %q; it shows:\n%s", want, s)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// WaitForCount waits until the screen shows want n times (a line said
// again), and returns the screen; it fails the test after a while.
func WaitForCount(m *Term, want string, n int) string {
	m.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		s := m.Screen()
		if strings.Count(s, want) >= n {
			return m.WaitFor(want)
		}
		if time.Now().After(deadline) {
			m.t.Fatalf("the screen never showed %q %d times; it shows:\n%s", want, n, s)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Exit waits for the program to end and returns its exit status.
func (m *Term) Exit() int {
	m.t.Helper()
	deadline := time.Now().Add(20 * time.Second)
	for {
		if b, err := os.ReadFile(m.status); err == nil && strings.HasSuffix(string(b), "\n") {
			n, err := strconv.Atoi(strings.TrimSpace(string(b)))
			if err != nil {
				m.t.Fatal(err)
			}
			return n
		}
		if time.Now().After(deadline) {
			m.t.Fatalf("the program did not end; the screen shows:\n%s", m.Screen())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// Width is the widest line of screen, in the terminal's cells (tmux has
// drawn it: a wide character is two).
func Width(screen string) int {
	w := 0
	for _, l := range strings.Split(screen, "\n") {
		w = max(w, ansi.StringWidth(l))
	}
	return w
}
