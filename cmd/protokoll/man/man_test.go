//go:build !race

// The man command prints what it is asked and starts no goroutine, nor do
// these tests, which run it in the test's own goroutine: they cannot meet
// a race, and run in the pass without the race detector only (which
// spares the race pass linking the whole program for them).

package man_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/root"
)

func TestManDocumentsEveryCommand(t *testing.T) {
	dir := t.TempDir()
	cmdtest.MustRun(t, nil, "man", dir)
	var walk func(c *cobra.Command)
	count := 0
	walk = func(c *cobra.Command) {
		if !c.IsAvailableCommand() && c.Name() != "protokoll" {
			return
		}
		page := filepath.Join(dir, strings.ReplaceAll(c.CommandPath(), " ", "-")+".1")
		data, err := os.ReadFile(page)
		require.NoError(t, err, c.CommandPath())
		assert.Contains(t, string(data), c.Short, c.CommandPath())
		for _, section := range []string{".SH ENVIRONMENT", ".SH FILES", ".SH EXIT STATUS", "PROTOKOLL_HOME"} {
			assert.Contains(t, string(data), section, c.CommandPath())
		}
		count++
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	ios, _, _ := iostreams.Test("")
	walk(root.NewCmdRoot(cmdutil.New(ios, func(string) string { return "" }, time.Now, catalog.Builtin()), "test"))
	assert.GreaterOrEqual(t, count, 16, "every command of yatzy, rummy, contracts, games and man")
	assert.FileExists(t, filepath.Join(dir, "protokoll-completion-bash.1"))
}
