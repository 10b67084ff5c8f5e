// Package outfile writes the whole files protokoll makes (sheets, man
// pages, copies of games, the optimal-play tables) whole or not at all:
// each goes to a temporary file beside its name, is synced, and then
// takes the name in one rename (github.com/google/renameio), so that a
// reader never sees half a file and a failed write leaves the old one as
// it was. A new file gets the mode asked for minus the umask, as a shell's
// redirection would give it; a file that exists keeps its own mode.
//
// Errors name the file as the user gave it, never the temporary file, and
// say what was wrong in the user's language.
package outfile

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
)

// Write writes data to path with mode perm (before the umask).
func Write(path string, data []byte, perm fs.FileMode) error {
	return WriteWith(path, perm, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteWith writes to path what write writes, with mode perm (before the
// umask). When write fails, nothing is written and its error is returned.
func WriteWith(path string, perm fs.FileMode, write func(io.Writer) error) error {
	f, err := pending(path, perm)
	if err != nil {
		return refusal(path, err)
	}
	defer f.Cleanup()
	if err := write(f); err != nil {
		var pe *fs.PathError
		if errors.As(err, &pe) {
			return refusal(path, err)
		}
		return err
	}
	if err := f.CloseAtomicallyReplace(); err != nil {
		return refusal(path, err)
	}
	// The new name is durable once the folder is synced.
	if d, err := os.Open(filepath.Dir(path)); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// A pendingFile is written and then takes its name, or is cleaned up.
type pendingFile interface {
	io.Writer
	Cleanup() error
	CloseAtomicallyReplace() error
}

// ReadRefusal says why path could not be read, naming it.
func ReadRefusal(path string, err error) error {
	return msg.Errorf("cannot read %s: %v", path, Reason(err))
}

// refusal says why path could not be written, naming path and not the
// temporary file that the system's error names.
func refusal(path string, err error) error {
	if dir := filepath.Dir(path); errors.Is(err, fs.ErrNotExist) {
		if _, serr := os.Stat(dir); errors.Is(serr, fs.ErrNotExist) {
			return msg.Errorf("cannot write %s: the folder %s does not exist", path, dir)
		}
		return msg.Errorf("cannot write %s: %v", path, msg.Errorf("a file cannot be made there"))
	}
	return msg.Errorf("cannot write %s: %v", path, Reason(err))
}

// Reason says what a file system error means, in words of the catalog:
// the common cases by name, any other with the system's own words.
func Reason(err error) error {
	var errno syscall.Errno
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return msg.Errorf("there is no such file")
	case errors.Is(err, fs.ErrPermission):
		return msg.Errorf("permission denied")
	case errors.As(err, &errno) && errno == syscall.ENOSPC:
		return msg.Errorf("the disk is full")
	case errors.As(err, &errno) && errno == syscall.EROFS:
		return msg.Errorf("the file system is read-only")
	case errors.As(err, &errno) && (errno == syscall.EISDIR || errno == syscall.EEXIST || errno == syscall.ENOTEMPTY):
		return msg.Errorf("a folder of that name is in the way")
	case errors.As(err, &errno) && errno == syscall.ENOTDIR:
		return msg.Errorf("part of the path is a file, not a folder")
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err // without the temporary file's name
	}
	return msg.Errorf("the system says: %v", err)
}
