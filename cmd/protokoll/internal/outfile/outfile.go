// Package outfile writes the whole files protokoll makes (sheets,
// exports, man pages, copies of games, the optimal-play tables) whole or
// not at all: each goes to a temporary file beside its name, is synced,
// and then takes the name in one rename (github.com/google/renameio), so
// that a reader never sees half a file and a failed write leaves the old
// one as it was. A new file gets the mode asked for minus the umask, as a
// shell's redirection would give it; a file that exists keeps its own
// mode.
//
// What is not a plain file is written as a shell's > writes it, never
// replaced by a file of its name:
//   - a device or a named pipe (/dev/null, a FIFO a reader waits on) is
//     written into;
//   - a name reached through /proc/…/fd (/dev/stdout, /dev/fd/1) is the
//     open file it names, written into at its end (as the shell opened it,
//     > or >>);
//   - a symbolic link to a file stays a link, and its target is replaced
//     whole, beside the target; a link to nothing is refused, since
//     following it would make a file wherever it points.
//
// "-" names standard output (Output), for every -o. An -o never writes
// into a folder it is told to keep (Output's keep: the games' folder),
// where it would take the place of a game, a backup or a copy kept.
//
// Errors name the file as the user gave it, never the temporary file, and
// say what was wrong in the user's language.
package outfile

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// Output writes data where an -o flag says: standard output (out) for
// "-", else the file path (Write). It reports whether a file was written,
// for the command to say so. A file in a folder of keep, or below one,
// is refused (see Inside); a folder that does not exist keeps nothing.
func Output(path string, out io.Writer, data []byte, keep ...string) (toFile bool, err error) {
	if path == "-" {
		_, err := out.Write(data)
		return false, err
	}
	for _, dir := range keep {
		if in, err := Inside(path, dir); err == nil && in {
			return false, msg.Errorf("%s is in the folder the games are kept in (%s): -o writes nothing there, so that no game or copy of one is written over", path, dir)
		}
	}
	return true, Write(path, data, 0o666)
}

// Inside reports whether writing path would write a file in dir or in a
// folder below it: the file a symbolic link leads to, in the folder as
// it is reached through any links, is what is written. Something written
// into (a device, a pipe, an open file: see the package's doc) is in no
// folder.
func Inside(path, dir string) (bool, error) {
	keep, err := os.Stat(dir)
	if err != nil {
		return false, err
	}
	target, inPlace, err := resolve(path)
	if err != nil || inPlace {
		return false, err
	}
	folder, err := filepath.Abs(filepath.Dir(target))
	if err != nil {
		return false, err
	}
	if real, err := filepath.EvalSymlinks(folder); err == nil {
		folder = real
	}
	for {
		if fi, err := os.Stat(folder); err == nil && os.SameFile(fi, keep) {
			return true, nil
		}
		up := filepath.Dir(folder)
		if up == folder {
			return false, nil
		}
		folder = up
	}
}

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
	target, inPlace, err := resolve(path)
	if err != nil {
		return err
	}
	if inPlace {
		return writeInto(path, write)
	}
	f, err := pending(target, perm)
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
	syncDir(filepath.Dir(target)) // the new name is durable once the folder is synced
	// What earlier writes of it left when they were killed (a pdf or an
	// export interrupted): an hour old, none can be a write still going.
	RemoveLeftovers(target, time.Hour)
	return nil
}

// WriteCopy writes data to path whole or not at all, as Write does, but
// syncs neither the file nor its folder: for a copy that tells by its
// own checksum that a crash lost or tore it, and is then made again
// (the statistics' index), where the two syncs would cost more than
// they keep. path is replaced as a plain file; its pending file is
// named as every other's, so RemoveLeftovers finds it.
func WriteCopy(path string, data []byte, perm fs.FileMode) error {
	pending := copyPending(path)
	f, err := os.OpenFile(pending, os.O_WRONLY|os.O_CREATE|os.O_EXCL, perm)
	if err != nil {
		return refusal(path, err)
	}
	_, err = f.Write(data)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(pending, path)
	}
	if err != nil {
		os.Remove(pending)
		return refusal(path, err)
	}
	return nil
}

// copyPending names WriteCopy's pending file for path: beside it, named
// as renameio names its own.
func copyPending(path string) string {
	return filepath.Join(filepath.Dir(path), "."+filepath.Base(path)+strconv.FormatUint(uint64(rand.Uint32()), 10))
}

// resolve says where path is written: the file to replace whole (path, or
// the target of the symbolic links it is), or inPlace for what is not a
// plain file: a device, a named pipe, an open file named through /proc.
func resolve(path string) (target string, inPlace bool, err error) {
	target = path
	for hops := 0; ; hops++ {
		fi, err := os.Lstat(target)
		switch {
		case errors.Is(err, fs.ErrNotExist) && target != path:
			return "", false, msg.Errorf("cannot write %s: it is a symbolic link to %s, which does not exist", path, target)
		case err != nil:
			return path, false, nil // a new file, or one the write will say why it cannot make
		case fi.Mode()&fs.ModeSymlink == 0:
			return target, !fi.Mode().IsRegular() && !fi.IsDir(), nil
		case hops == 40:
			return "", false, msg.Errorf("cannot write %s: %v", path, msg.Errorf("its symbolic links go round in a circle"))
		}
		if strings.HasPrefix(target, "/proc/") {
			// /proc/…/fd/N names an open file, not a path to replace.
			return path, true, nil
		}
		link, err := os.Readlink(target)
		if err != nil {
			return path, false, nil
		}
		if !filepath.IsAbs(link) {
			link = filepath.Join(filepath.Dir(target), link)
		}
		target = filepath.Clean(link)
	}
}

// writeInto writes into what path names as it is (a device, a pipe, an
// open file), at its end, as a shell's > does to what is not a file.
func writeInto(path string, write func(io.Writer) error) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_APPEND, 0)
	if err != nil {
		return refusal(path, err)
	}
	var buf bytes.Buffer // whole or not at all, as far as it goes: nothing is written if write fails
	if err := write(&buf); err != nil {
		f.Close()
		return err
	}
	_, err = f.Write(buf.Bytes())
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return refusal(path, err)
	}
	return nil
}

// WriteNew writes data to path, which must not exist yet, whole or not at
// all: never over a file (a backup, a copy kept). A name that is taken
// gives an error that is fs.ErrExist, and what is there is left as it was.
func WriteNew(path string, data []byte, perm fs.FileMode) error {
	dir := filepath.Dir(path)
	f, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return refusal(path, err)
	}
	defer os.Remove(f.Name())
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if err == nil {
		err = f.Chmod(perm)
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return refusal(path, err)
	}
	// A link, unlike a rename, never replaces what has the name.
	if err := os.Link(f.Name(), path); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return msg.Wrap(fs.ErrExist, "cannot write %s: %v", path, msg.Errorf("a file of that name exists already"))
		}
		return refusal(path, err)
	}
	syncDir(dir)
	return nil
}

// syncDir makes the folder's entries (a new or renamed file) durable.
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
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
	case errors.As(err, &errno) && errno == syscall.EDQUOT:
		return msg.Errorf("the disk quota is used up")
	case errors.As(err, &errno) && errno == syscall.EFBIG:
		return msg.Errorf("the file is too large")
	case errors.As(err, &errno) && errno == syscall.EIO:
		return msg.Errorf("the disk could not be read or written (an input/output error)")
	case errors.As(err, &errno) && errno == syscall.EROFS:
		return msg.Errorf("the file system is read-only")
	case errors.As(err, &errno) && (errno == syscall.EISDIR || errno == syscall.EEXIST || errno == syscall.ENOTEMPTY):
		return msg.Errorf("a folder of that name is in the way")
	case errors.As(err, &errno) && errno == syscall.ENOTDIR:
		return msg.Errorf("part of the path is a file, not a folder")
	}
	var me *msg.Error
	if errors.As(err, &me) {
		return err // said already, in words of the catalog
	}
	var pe *fs.PathError
	if errors.As(err, &pe) {
		err = pe.Err // without the temporary file's name
	}
	var le *os.LinkError
	if errors.As(err, &le) {
		err = le.Err
	}
	return msg.Errorf("the system says: %v", err)
}

// RemoveLeftovers removes the temporary files that writes of path left
// beside it when they were killed before their rename (a table of 17 MB
// each), of those at least age old: only the caller knows whether a
// younger one is another process's write still going on.
func RemoveLeftovers(path string, age time.Duration) {
	dir, base := filepath.Split(path)
	entries, err := os.ReadDir(filepath.Clean(dir))
	if err != nil {
		return
	}
	for _, e := range entries {
		if !e.Type().IsRegular() || !IsLeftover(base, e.Name()) {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) >= age {
			os.Remove(filepath.Join(dir, e.Name()))
		}
	}
}

// IsLeftover says whether name is the temporary file a write of a file
// called base makes beside it before its rename.
func IsLeftover(base, name string) bool {
	rest, ok := strings.CutPrefix(name, "."+base)
	return ok && isLeftoverTail(rest)
}

// isLeftoverTail says whether what follows ".NAME" is a pending file's
// random tail: renameio's digits, or "-" and os.CreateTemp's (Windows).
func isLeftoverTail(rest string) bool {
	rest = strings.TrimPrefix(rest, "-")
	if rest == "" {
		return false
	}
	for _, r := range rest {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
