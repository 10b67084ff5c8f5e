package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
)

func TestManDocumentsEveryCommand(t *testing.T) {
	dir := t.TempDir()
	mustRun(t, nil, "man", dir)
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
	walk(newRootCmd(&app{IO: ios}))
	assert.GreaterOrEqual(t, count, 16, "every command of yatzy, rummy, contracts, games and man")
	assert.FileExists(t, filepath.Join(dir, "protokoll-completion-bash.1"))
}

func TestCompletion(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish", "powershell"} {
		r := runCmd(t, nil, "", "completion", shell)
		require.Equal(t, 0, r.code, r.errOut)
		assert.Contains(t, r.out, "protokoll", shell)
	}
	r := runCmd(t, nil, "", "__complete", "yatzy", "re")
	require.Equal(t, 0, r.code)
	assert.Contains(t, r.out, "record")
}

// TestCompletionOffersTheGamesWords: saved games where a command takes
// GAME, and the variants, boxes and players for the flags.
func TestCompletionOffersTheGamesWords(t *testing.T) {
	env := home(t)
	mustRun(t, env, "yatzy", "new", "--variant", "standard", "--players", "Anna,Bo", "--name", "kväll")
	out := mustRun(t, env, "__complete", "yatzy", "show", "")
	assert.Contains(t, out, "kväll\n")
	assert.Contains(t, mustRun(t, env, "__complete", "recap", ""), "kväll\n", "recap [DAY|GAME] takes a game too")
	out = mustRun(t, env, "__complete", "yatzy", "record", "kväll", "--player", "")
	assert.Contains(t, out, "Anna\nBo\n")
	out = mustRun(t, env, "__complete", "yatzy", "record", "kväll", "--box", "")
	assert.Contains(t, out, "full_house\nsmall_straight\n", "the game's own boxes, in its order")
	out = mustRun(t, env, "__complete", "pdf", "sheet", "--variant", "")
	assert.Contains(t, out, "scandinavian\nforced\nmaxi\nstandard\n")
	out = mustRun(t, env, "__complete", "rummy", "new", "--list", "")
	assert.Contains(t, out, "1\n2\n")
	assert.Contains(t, mustRun(t, env, "--help"), "Games are saved in $PROTOKOLL_HOME")
}
