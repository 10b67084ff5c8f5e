//go:build !linux

package ask

import "os"

// discardTyped keeps what was typed: outside Linux the terminal is not
// asked to flush it.
func discardTyped(*os.File) {}
