//go:build unix

package outfile

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"
)

// TestWriteReplacesAPlainFileWhole: a plain file is replaced by a new
// one, whole, keeping its mode; a new one gets the mode asked for.
func TestWriteReplacesAPlainFileWhole(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "a.csv")
	require.NoError(t, Write(path, []byte("one"), 0o600))
	require.NoError(t, os.Chmod(path, 0o640))
	require.NoError(t, Write(path, []byte("two"), 0o600))
	got, _ := os.ReadFile(path)
	assert.Equal(t, "two", string(got))
	fi, _ := os.Stat(path)
	assert.Equal(t, fs.FileMode(0o640), fi.Mode().Perm())
	entries, _ := os.ReadDir(dir)
	assert.Len(t, entries, 1, "no temporary file left")
}

// TestWriteIntoAFIFO: a named pipe is written into, as a shell's > would,
// and stays a pipe: its reader gets the bytes.
func TestWriteIntoAFIFO(t *testing.T) {
	path := filepath.Join(t.TempDir(), "pipe")
	require.NoError(t, unix.Mkfifo(path, 0o600))
	got := make(chan []byte)
	go func() {
		f, err := os.Open(path)
		if err != nil {
			got <- nil
			return
		}
		defer f.Close()
		b, _ := io.ReadAll(f)
		got <- b
	}()
	require.NoError(t, Write(path, []byte("through the pipe"), 0o666))
	select {
	case b := <-got:
		assert.Equal(t, "through the pipe", string(b))
	case <-time.After(5 * time.Second):
		t.Error("the pipe's reader got nothing")
		if w, err := os.OpenFile(path+"", os.O_WRONLY|unix.O_NONBLOCK, 0); err == nil {
			w.Close() // lets the reader go, if the pipe is still there
		}
	}
	fi, err := os.Lstat(path)
	require.NoError(t, err)
	assert.Equal(t, fs.ModeNamedPipe, fi.Mode().Type(), "still a pipe")
}

// TestWriteIntoADevice: a character device is written into, never
// replaced by a file of that name. The test makes a null device of its
// own where it may (as root), else uses /dev/null, which only root could
// replace.
func TestWriteIntoADevice(t *testing.T) {
	path := filepath.Join(t.TempDir(), "null")
	if err := unix.Mknod(path, unix.S_IFCHR|0o666, int(unix.Mkdev(1, 3))); err != nil {
		if os.Geteuid() == 0 {
			t.Skipf("no device can be made here (%v), and /dev/null is not to be risked as root", err)
		}
		path = "/dev/null"
	}
	require.NoError(t, Write(path, bytes.Repeat([]byte("x"), 100000), 0o666))
	fi, err := os.Lstat(path)
	require.NoError(t, err)
	assert.Equal(t, fs.ModeDevice|fs.ModeCharDevice, fi.Mode().Type(), "still a device")
	entries, _ := os.ReadDir(filepath.Dir(path))
	if path != "/dev/null" {
		assert.Len(t, entries, 1, "no temporary file beside it")
	}
}

// TestWriteThroughASymlink: a link to a file keeps being a link; its
// target gets the new content, whole. A link to nothing is refused and
// nothing is made.
func TestWriteThroughASymlink(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "real.csv")
	require.NoError(t, os.WriteFile(target, []byte("old"), 0o644))
	link := filepath.Join(dir, "link.csv")
	require.NoError(t, os.Symlink("real.csv", link))
	require.NoError(t, Write(link, []byte("new"), 0o666))
	fi, err := os.Lstat(link)
	require.NoError(t, err)
	assert.Equal(t, fs.ModeSymlink, fi.Mode().Type(), "the link stays a link")
	got, _ := os.ReadFile(target)
	assert.Equal(t, "new", string(got), "its target has the new content")

	dangling := filepath.Join(dir, "dangling.csv")
	require.NoError(t, os.Symlink("nowhere/none.csv", dangling))
	err = Write(dangling, []byte("x"), 0o666)
	assert.ErrorContains(t, err, "cannot write "+dangling+": it is a symbolic link to "+filepath.Join(dir, "nowhere/none.csv")+", which does not exist")
	assert.NoFileExists(t, filepath.Join(dir, "nowhere", "none.csv"))
}

// TestWriteNewNeverReplaces: WriteNew makes a file that was not there, and
// refuses a name that is taken, leaving what is there as it was.
func TestWriteNewNeverReplaces(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "g.jsonl.bak-1")
	require.NoError(t, WriteNew(path, []byte("first"), 0o600))
	err := WriteNew(path, []byte("second"), 0o600)
	assert.True(t, errors.Is(err, fs.ErrExist), "%v", err)
	got, _ := os.ReadFile(path)
	assert.Equal(t, "first", string(got))
	entries, _ := os.ReadDir(dir)
	assert.Len(t, entries, 1, "no temporary file left")
}

// TestOutputDashIsStandardOutput: - is standard output, and nothing is
// made of that name.
func TestOutputDashIsStandardOutput(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	var out bytes.Buffer
	toFile, err := Output("-", &out, []byte("rows"))
	require.NoError(t, err)
	assert.False(t, toFile)
	assert.Equal(t, "rows", out.String())
	assert.NoFileExists(t, filepath.Join(dir, "-"))
	toFile, err = Output("x.csv", &out, []byte("rows"))
	require.NoError(t, err)
	assert.True(t, toFile)
	assert.FileExists(t, filepath.Join(dir, "x.csv"))
}

// TestReasons: the common errors of the file system in words of the
// catalog, never the system's English with a temporary file's name.
func TestReasons(t *testing.T) {
	for errno, want := range map[syscall.Errno]string{
		syscall.ENOSPC: "the disk is full",
		syscall.EROFS:  "the file system is read-only",
		syscall.EACCES: "permission denied",
		syscall.EDQUOT: "the disk quota is used up",
		syscall.EFBIG:  "the file is too large",
		syscall.EIO:    "the disk could not be read or written (an input/output error)",
	} {
		err := &fs.PathError{Op: "write", Path: "/tmp/.new-123", Err: errno}
		assert.Equal(t, want, Reason(err).Error(), "%v", errno)
	}
}

// TestWriteClearsWhatKilledWritesLeft: the hidden file a write killed
// before its rename left beside its target (a pdf or export interrupted)
// goes with the next write of that target, once an hour old; a younger
// one may be a write still going, and other files are never touched.
func TestWriteClearsWhatKilledWritesLeft(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "night.pdf")
	old := filepath.Join(dir, ".night.pdf271828")
	young := filepath.Join(dir, ".night.pdf314159")
	mine := filepath.Join(dir, ".night.pdf-notes")
	for _, p := range []string{old, young, mine} {
		require.NoError(t, os.WriteFile(p, []byte("half a sheet"), 0o644))
	}
	hours := time.Now().Add(-2 * time.Hour)
	for _, p := range []string{old, mine} {
		require.NoError(t, os.Chtimes(p, hours, hours))
	}
	require.NoError(t, Write(path, []byte("%PDF"), 0o644))
	assert.NoFileExists(t, old)
	assert.FileExists(t, young, "a write that may be going on")
	assert.FileExists(t, mine, "not a pending file")
	got, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "%PDF", string(got))
}

// TestOutputKeepsOutOfAFolder: Output refuses every way of naming a file
// in the folder it keeps, or below it — the file, a new one, a relative
// path, through a link to the folder or to the file — and leaves it as
// it was; places outside, standard output and /dev/null are written.
func TestOutputKeepsOutOfAFolder(t *testing.T) {
	root := t.TempDir()
	games := filepath.Join(root, "games")
	require.NoError(t, os.MkdirAll(filepath.Join(games, "rules"), 0o755))
	game := filepath.Join(games, "kväll.jsonl")
	require.NoError(t, os.WriteFile(game, []byte("the game\n"), 0o600))
	require.NoError(t, os.Symlink(games, filepath.Join(root, "via")))
	require.NoError(t, os.Symlink(game, filepath.Join(root, "link.pdf")))
	t.Chdir(games)
	for _, path := range []string{
		game, filepath.Join(games, "new.pdf"), "kväll.jsonl", "./rules/x.txt", "../games/kväll.jsonl",
		filepath.Join(root, "via", "kväll.jsonl"), filepath.Join(root, "link.pdf"),
	} {
		in, err := Inside(path, games)
		require.NoError(t, err, path)
		assert.True(t, in, path)
		_, err = Output(path, io.Discard, []byte("%PDF"), games)
		require.Error(t, err, path)
		assert.Contains(t, err.Error(), "the folder the games are kept in", path)
	}
	data, _ := os.ReadFile(game)
	assert.Equal(t, "the game\n", string(data), "the game as it was")
	_, err := os.Stat(filepath.Join(games, "new.pdf"))
	assert.ErrorIs(t, err, fs.ErrNotExist)

	outside := filepath.Join(root, "out.pdf")
	for _, path := range []string{outside, "/dev/null"} {
		toFile, err := Output(path, io.Discard, []byte("%PDF"), games)
		require.NoError(t, err, path)
		assert.True(t, toFile, path)
	}
	var out bytes.Buffer
	toFile, err := Output("-", &out, []byte("%PDF"), games)
	require.NoError(t, err)
	assert.False(t, toFile)
	assert.Equal(t, "%PDF", out.String())
	_, err = Output(outside, io.Discard, []byte("%PDF"), filepath.Join(root, "none"))
	assert.NoError(t, err, "a folder that is not there keeps nothing")
}

// TestWriteCopyIsWholeOrNotAtAll: WriteCopy replaces a file whole and
// leaves nothing beside it; a write that cannot take the name (a folder
// has it) leaves what had it and no pending file, and says so.
func TestWriteCopyIsWholeOrNotAtAll(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "index")
	require.NoError(t, os.WriteFile(path, []byte("old and longer"), 0o600))
	require.NoError(t, WriteCopy(path, []byte("new"), 0o666))
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, "new", string(data))

	taken := filepath.Join(dir, "taken")
	require.NoError(t, os.MkdirAll(filepath.Join(taken, "inside"), 0o755))
	assert.Error(t, WriteCopy(taken, []byte("new"), 0o666))
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	assert.Equal(t, []string{"index", "taken"}, names, "no pending file left")
}

// TestWriteCopysPendingFileIsALeftover: a WriteCopy killed before its
// rename leaves a file RemoveLeftovers knows as its own.
func TestWriteCopysPendingFileIsALeftover(t *testing.T) {
	for range 100 {
		name := copyPending("/cache/history-v5-x.idx")
		assert.Equal(t, "/cache", filepath.Dir(name))
		assert.True(t, IsLeftover("history-v5-x.idx", filepath.Base(name)), name)
	}
}
