package ask

import (
	"os"

	"golang.org/x/sys/unix"
)

// discardTyped throws away what was typed at the terminal f and not yet
// read (tcflush(3), TCIFLUSH); nothing for input that is no terminal.
func discardTyped(f *os.File) {
	unix.IoctlSetInt(int(f.Fd()), unix.TCFLSH, unix.TCIFLUSH)
}
