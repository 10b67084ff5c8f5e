//go:build unix

package pdf_test

import (
	"bytes"
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

// TestEveryPDFGoesWhereDashOSays: -o - is standard output for every pdf
// command, and -o into a FIFO writes to its reader, leaving the FIFO.
func TestEveryPDFGoesWhereDashOSays(t *testing.T) {
	env, _ := cmdtest.FixtureHome(t) // finished games, for pdf stats
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "dice")
	cmdtest.MustRun(t, env, "yatzy", "record", "dice", "--player", "Anna", "--dice", "66612", "--box", "sixes")
	for _, args := range [][]string{
		{"pdf", "sheet", "--players", "Anna"},
		{"pdf", "game", "dice"},
		{"pdf", "contracts", "--list", "7"},
		{"pdf", "rummy-sheet", "--list", "7", "--players", "Anna,Bo,Cecilia"},
		{"pdf", "stats"},
	} {
		r := cmdtest.Run(t, env, "", append(args, "-o", "-")...)
		require.Equal(t, 0, r.Code, "%v: %s", args, r.ErrOut)
		assert.True(t, bytes.HasPrefix([]byte(r.Out), []byte("%PDF-")), "%v", args)
		assert.NotContains(t, r.ErrOut, "wrote", "%v", args)

		fifo := filepath.Join(t.TempDir(), "pipe")
		require.NoError(t, unix.Mkfifo(fifo, 0o600))
		got := make(chan []byte, 1)
		go func() {
			f, err := os.Open(fifo)
			if err != nil {
				got <- nil
				return
			}
			b, _ := io.ReadAll(f)
			f.Close()
			got <- b
		}()
		cmdtest.MustRun(t, env, append(args, "-o", fifo)...)
		select {
		case b := <-got:
			assert.True(t, bytes.HasPrefix(b, []byte("%PDF-")), "%v: the pipe's reader gets the PDF", args)
		case <-time.After(5 * time.Second):
			t.Errorf("%v: the pipe's reader got nothing", args)
			if w, err := os.OpenFile(fifo, os.O_WRONLY|unix.O_NONBLOCK, 0); err == nil {
				w.Close()
			}
		}
		fi, err := os.Lstat(fifo)
		require.NoError(t, err)
		assert.Equal(t, fs.ModeNamedPipe, fi.Mode().Type(), "%v", args)
	}
}
