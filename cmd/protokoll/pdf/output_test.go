package pdf_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

// TestNoPDFTakesAGamesPlace: -o into the games' folder — a game's file,
// a new file there, the same through a link, in Swedish — is refused
// with why, exit 2, the game's file as it was and nothing new there.
func TestNoPDFTakesAGamesPlace(t *testing.T) {
	env := cmdtest.Home(t)
	home := env["PROTOKOLL_HOME"]
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "kv")
	cmdtest.MustRun(t, env, "yatzy", "record", "kv", "--player", "Anna", "--dice", "66624", "--box", "sixes")
	game := filepath.Join(home, "kv.jsonl")
	before, err := os.ReadFile(game)
	require.NoError(t, err)
	via := filepath.Join(t.TempDir(), "games")
	require.NoError(t, os.Symlink(home, via))
	entries, _ := os.ReadDir(home)
	for _, out := range []string{game, filepath.Join(home, "kv.pdf"), filepath.Join(via, "kv.jsonl")} {
		for _, args := range [][]string{{"pdf", "game", "kv"}, {"pdf", "sheet", "--players", "Anna"}, {"export", "--format", "csv"}} {
			r := cmdtest.Run(t, env, "", append([]string{"--lang", "sv"}, append(args, "-o", out)...)...)
			assert.Equal(t, 2, r.Code, "%v -o %s", args, out)
			assert.Contains(t, r.ErrOut, "ligger i mappen där spelen sparas", "%v -o %s", args, out)
		}
	}
	after, err := os.ReadFile(game)
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "the game as it was")
	again, _ := os.ReadDir(home)
	assert.Len(t, again, len(entries), "nothing new in the games' folder")
	cmdtest.MustRun(t, env, "pdf", "game", "kv", "-o", filepath.Join(t.TempDir(), "kv.pdf"))
}
