package ask

import (
	"os"
	"strings"
	"time"

	"golang.org/x/sys/unix"
)

// darkBackground asks the terminal f for its background colour (OSC 11),
// and for the cursor position after it, which every terminal answers: an
// answer to that alone means the colour will not come. It waits at most
// wait in all.
func darkBackground(f *os.File, wait time.Duration) (dark, ok bool) {
	fd := int(f.Fd())
	if !askable() {
		return false, false
	}
	// Only the foreground process may use the terminal.
	if pgrp, err := unix.IoctlGetInt(fd, unix.TIOCGPGRP); err != nil || pgrp != unix.Getpgrp() {
		return false, false
	}
	old, err := unix.IoctlGetTermios(fd, unix.TCGETS)
	if err != nil {
		return false, false
	}
	raw := *old
	raw.Lflag &^= unix.ECHO | unix.ICANON
	if err := unix.IoctlSetTermios(fd, unix.TCSETS, &raw); err != nil {
		return false, false
	}
	defer unix.IoctlSetTermios(fd, unix.TCSETS, old)
	if _, err := f.WriteString("\x1b]11;?\a\x1b[6n"); err != nil {
		return false, false
	}
	deadline := time.Now().Add(wait)
	var answer strings.Builder
	buf := make([]byte, 64)
	for {
		left := time.Until(deadline)
		if left <= 0 {
			return false, false
		}
		fds := []unix.PollFd{{Fd: int32(fd), Events: unix.POLLIN}}
		if n, err := unix.Poll(fds, int(left.Milliseconds())+1); err != nil || n == 0 {
			if err == unix.EINTR {
				continue
			}
			return false, false
		}
		n, err := unix.Read(fd, buf)
		if err != nil || n == 0 {
			return false, false
		}
		answer.Write(buf[:n])
		// The cursor position ("\x1b[row;colR") comes last.
		if s := answer.String(); strings.HasSuffix(s, "R") && strings.Contains(s, "\x1b[") {
			return parseBackground(s)
		}
	}
}
