package repair_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

func TestRepair(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66612", "--box", "sixes")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", "11111", "--box", "yatzy")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "22211", "--box", "twos")
	assert.Contains(t, cmdtest.MustRun(t, env, "repair", "g"), "g needs no repair")

	// A byte flipped in Bo's line (line 3): its checksum no longer matches.
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	data, _ := os.ReadFile(path)
	lines := strings.SplitAfter(string(data), "\n")
	lines[2] = strings.Replace(lines[2], `"yatzy"`, `"yatzx"`, 1)
	damaged := strings.Join(lines, "")
	require.NoError(t, os.WriteFile(path, []byte(damaged), 0o644))

	r := cmdtest.Run(t, env, "n\n", "repair", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "is damaged at line 3: its checksum does not match")
	assert.Contains(t, r.Out, "Lines 3 to 4 would be cut")
	assert.Contains(t, r.Out, "Nothing was changed.")
	after, _ := os.ReadFile(path)
	assert.Equal(t, damaged, string(after))

	r = cmdtest.Run(t, env, "", "repair", "g", "--yes")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Repaired; the file as it was is kept in "+path+".bak-")
	backups, _ := filepath.Glob(path + ".bak-*")
	require.Len(t, backups, 1)
	kept, _ := os.ReadFile(backups[0])
	assert.Equal(t, damaged, string(kept), "the whole file is kept")
	g := cmdtest.YatzyJSON(t, env, "g")
	assert.Len(t, g.History, 1, "the game goes on from the last sound line")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", "11111", "--box", "yatzy")

	// A game left unfinished by a crash at its creation is removed, kept.
	require.NoError(t, os.WriteFile(filepath.Join(env["PROTOKOLL_HOME"], "u.jsonl"), nil, 0o644))
	r = cmdtest.Run(t, env, "", "repair", "u", "--yes")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "was never finished being created")
	assert.NoFileExists(t, filepath.Join(env["PROTOKOLL_HOME"], "u.jsonl"))
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "u")
}
