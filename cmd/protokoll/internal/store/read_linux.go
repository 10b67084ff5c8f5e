package store

import (
	"io"
	"io/fs"
	"syscall"
)

// A readFile is a game file opened to be read whole, by the system's
// calls themselves: os.OpenFile offers every file it opens on Linux to
// the network poller, which a regular file refuses, and five of the
// twelve calls reading a game took went into that.
type readFile struct {
	fd   int
	path string
}

// openRead opens path to read it, following no symbolic link, as
// os.OpenFile does (its error a *fs.PathError).
func openRead(path string) (readFile, error) {
	for {
		fd, err := syscall.Open(path, syscall.O_RDONLY|syscall.O_NOFOLLOW|syscall.O_CLOEXEC, 0)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return readFile{}, &fs.PathError{Op: "open", Path: path, Err: err}
		}
		return readFile{fd, path}, nil
	}
}

// stat returns the file's size and Stat; ok is false for anything but
// a regular file.
func (f readFile) stat() (size int64, st Stat, ok bool) {
	var sys syscall.Stat_t
	for {
		err := syscall.Fstat(f.fd, &sys)
		if err == syscall.EINTR {
			continue
		}
		if err != nil || sys.Mode&syscall.S_IFMT != syscall.S_IFREG {
			return 0, Stat{}, false
		}
		return sys.Size, statOfSys(&sys), true
	}
}

// Read reads as an os.File does: io.EOF at the end, an error a
// *fs.PathError.
func (f readFile) Read(p []byte) (int, error) {
	if len(p) == 0 {
		return 0, nil
	}
	for {
		n, err := syscall.Read(f.fd, p)
		if err == syscall.EINTR {
			continue
		}
		if err != nil {
			return 0, &fs.PathError{Op: "read", Path: f.path, Err: err}
		}
		if n == 0 {
			return 0, io.EOF
		}
		return n, nil
	}
}

// Close closes the file.
func (f readFile) Close() error { return syscall.Close(f.fd) }
