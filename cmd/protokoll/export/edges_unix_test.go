//go:build unix

package export_test

import (
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

// TestExportIntoAPipeAndThroughALink: -o into a FIFO writes to its
// reader and leaves it a FIFO; -o through a symbolic link writes its
// target and leaves the link; -o - is standard output.
func TestExportIntoAPipeAndThroughALink(t *testing.T) {
	env, _ := cmdtest.FixtureHome(t)
	require.NoError(t, os.Remove(filepath.Join(env["PROTOKOLL_HOME"], "skrap.jsonl")))
	want := cmdtest.MustRun(t, env, "export", "-o", "-")
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe")
	require.NoError(t, unix.Mkfifo(fifo, 0o600))
	got := make(chan string, 1)
	go func() {
		f, err := os.Open(fifo)
		if err != nil {
			got <- err.Error()
			return
		}
		b, _ := io.ReadAll(f)
		f.Close()
		got <- string(b)
	}()
	cmdtest.MustRun(t, env, "export", "-o", fifo)
	select {
	case b := <-got:
		assert.Equal(t, want, b)
	case <-time.After(5 * time.Second):
		t.Error("the pipe's reader got nothing")
		if w, err := os.OpenFile(fifo, os.O_WRONLY|unix.O_NONBLOCK, 0); err == nil {
			w.Close()
		}
	}
	fi, err := os.Lstat(fifo)
	require.NoError(t, err)
	assert.Equal(t, fs.ModeNamedPipe, fi.Mode().Type())

	target := filepath.Join(dir, "real.csv")
	require.NoError(t, os.WriteFile(target, []byte("old"), 0o644))
	link := filepath.Join(dir, "games.csv")
	require.NoError(t, os.Symlink(target, link))
	cmdtest.MustRun(t, env, "export", "-o", link)
	fi, err = os.Lstat(link)
	require.NoError(t, err)
	assert.Equal(t, fs.ModeSymlink, fi.Mode().Type(), "still a link")
	data, _ := os.ReadFile(target)
	assert.Equal(t, want, string(data))
}
