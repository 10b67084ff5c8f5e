package ask

import (
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
)

// openPTY opens a pseudo-terminal: the side a person types at (master)
// and the program's terminal (tty).
func openPTY(t *testing.T) (master, tty *os.File) {
	t.Helper()
	m, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Skip("no pseudo-terminals here:", err)
	}
	t.Cleanup(func() { m.Close() })
	require.NoError(t, unix.IoctlSetPointerInt(int(m.Fd()), unix.TIOCSPTLCK, 0))
	n, err := unix.IoctlGetUint32(int(m.Fd()), unix.TIOCGPTN)
	require.NoError(t, err)
	s, err := os.OpenFile("/dev/pts/"+strconv.Itoa(int(n)), os.O_RDWR|unix.O_NOCTTY, 0)
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return m, s
}

// readable reports whether the program could read something at tty now.
func readable(t *testing.T, tty *os.File) bool {
	t.Helper()
	fds := []unix.PollFd{{Fd: int32(tty.Fd()), Events: unix.POLLIN}}
	n, err := unix.Poll(fds, 50)
	require.NoError(t, err)
	return n > 0
}

// TestDiscardThrowsAwayWhatWasTyped: what a person typed at the terminal
// and no question read is gone after Discard; a script's lines are never
// thrown away.
func TestDiscardThrowsAwayWhatWasTyped(t *testing.T) {
	master, tty := openPTY(t)
	ios := &iostreams.IOStreams{In: tty, Out: tty, ErrOut: tty, StdinTTY: true, Interactive: true}
	a := New(ios, catalog.Builtin()[0], catalog.Builtin())
	_, err := master.WriteString("22234\n")
	require.NoError(t, err)
	require.True(t, readable(t, tty), "typed, not yet read")
	a.Discard()
	assert.False(t, readable(t, tty), "thrown away")

	ios.StdinTTY = false // the same input taken as a script's
	a = New(ios, catalog.Builtin()[0], catalog.Builtin())
	_, err = master.WriteString("22234\n")
	require.NoError(t, err)
	a.Discard()
	assert.True(t, readable(t, tty), "a script's line is kept")
}
