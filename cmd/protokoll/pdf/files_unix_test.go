//go:build unix

package pdf_test

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

// TestPDFFiles: a sheet is written as a shell's redirection would write
// it (0666 minus the umask; a file that exists keeps its mode), whole or
// not at all, the same bytes for the same command, and a refusal names
// the file the user gave.
func TestPDFFiles(t *testing.T) {
	env := cmdtest.Home(t)
	dir := t.TempDir()
	out := filepath.Join(dir, "yatzy.pdf")
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)

	cmdtest.MustRun(t, env, "pdf", "sheet", "-o", out)
	info, err := os.Stat(out)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o644), info.Mode().Perm(), "0666 minus the umask 022")
	first, err := os.ReadFile(out)
	require.NoError(t, err)

	require.NoError(t, os.Chmod(out, 0o640))
	cmdtest.MustRun(t, env, "pdf", "sheet", "-o", out)
	info, err = os.Stat(out)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o640), info.Mode().Perm(), "a file replaced keeps its mode")
	again, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.True(t, bytes.Equal(first, again), "the same command gives the same bytes")

	env["SOURCE_DATE_EPOCH"] = "86400"
	cmdtest.MustRun(t, env, "pdf", "sheet", "-o", out)
	stamped, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.Contains(t, string(stamped), "D:19700102", "SOURCE_DATE_EPOCH stamps the PDF")
	env["SOURCE_DATE_EPOCH"] = "yesterday"
	r := cmdtest.Run(t, env, "", "pdf", "sheet", "-o", out)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `SOURCE_DATE_EPOCH="yesterday"`)
	delete(env, "SOURCE_DATE_EPOCH")
	kept, err := os.ReadFile(out)
	require.NoError(t, err)
	assert.True(t, bytes.Equal(stamped, kept), "a refused command leaves the file as it was")

	for _, bad := range []string{filepath.Join(dir, "no", "such", "x.pdf"), dir} {
		r = cmdtest.Run(t, env, "", "pdf", "sheet", "-o", bad)
		assert.Equal(t, 2, r.Code, bad)
		assert.Contains(t, r.ErrOut, "cannot write "+bad+": ", "the path as given")
		assert.Equal(t, 1, strings.Count(r.ErrOut, "\n"), r.ErrOut)
	}
	r = cmdtest.Run(t, env, "", "--lang", "sv", "pdf", "sheet", "-o", filepath.Join(dir, "no", "x.pdf"))
	assert.Equal(t, "protokoll: kan inte skriva "+filepath.Join(dir, "no", "x.pdf")+": mappen "+filepath.Join(dir, "no")+" finns inte\n", r.ErrOut)
	entries, err := os.ReadDir(dir)
	require.NoError(t, err)
	assert.Len(t, entries, 1, "no temporary file is left behind")
}
