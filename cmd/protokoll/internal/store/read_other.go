//go:build !linux

package store

import "os"

// A readFile is a game file opened to be read whole.
type readFile struct{ *os.File }

// openRead opens path to read it, following no symbolic link where the
// system can say so (elsewhere Open checks with Lstat).
func openRead(path string) (readFile, error) {
	f, err := os.OpenFile(path, os.O_RDONLY|noFollow, 0)
	return readFile{f}, err
}

// stat returns the file's size and Stat (the zero Stat: it tells
// nothing outside Linux); ok is false for anything but a regular file.
func (f readFile) stat() (size int64, st Stat, ok bool) {
	info, err := f.Stat()
	if err != nil || !info.Mode().IsRegular() {
		return 0, Stat{}, false
	}
	st, _ = statOf(info)
	return info.Size(), st, true
}
