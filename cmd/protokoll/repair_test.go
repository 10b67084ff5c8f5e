package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRepair(t *testing.T) {
	env := home(t)
	mustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "g")
	mustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66612", "--box", "sixes")
	mustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", "11111", "--box", "yatzy")
	mustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "22211", "--box", "twos")
	assert.Contains(t, mustRun(t, env, "repair", "g"), "g needs no repair")

	// A byte flipped in Bo's line (line 3): its checksum no longer matches.
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	data, _ := os.ReadFile(path)
	lines := strings.SplitAfter(string(data), "\n")
	lines[2] = strings.Replace(lines[2], `"yatzy"`, `"yatzx"`, 1)
	damaged := strings.Join(lines, "")
	require.NoError(t, os.WriteFile(path, []byte(damaged), 0o644))

	r := runCmd(t, env, "n\n", "repair", "g")
	require.Equal(t, 0, r.code, r.errOut)
	assert.Contains(t, r.out, "is damaged at line 3: its checksum does not match")
	assert.Contains(t, r.out, "Lines 3 to 4 would be cut")
	assert.Contains(t, r.out, "Nothing was changed.")
	after, _ := os.ReadFile(path)
	assert.Equal(t, damaged, string(after))

	r = runCmd(t, env, "", "repair", "g", "--yes")
	require.Equal(t, 0, r.code, r.errOut)
	assert.Contains(t, r.out, "Repaired; the file as it was is kept in "+path+".bak-")
	backups, _ := filepath.Glob(path + ".bak-*")
	require.Len(t, backups, 1)
	kept, _ := os.ReadFile(backups[0])
	assert.Equal(t, damaged, string(kept), "the whole file is kept")
	g := showJSON(t, env, "g")
	assert.Len(t, g.History, 1, "the game goes on from the last sound line")
	mustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", "11111", "--box", "yatzy")

	// A game left unfinished by a crash at its creation is removed, kept.
	require.NoError(t, os.WriteFile(filepath.Join(env["PROTOKOLL_HOME"], "u.jsonl"), nil, 0o644))
	r = runCmd(t, env, "", "repair", "u", "--yes")
	require.Equal(t, 0, r.code, r.errOut)
	assert.Contains(t, r.out, "was never finished being created")
	assert.NoFileExists(t, filepath.Join(env["PROTOKOLL_HOME"], "u.jsonl"))
	mustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "u")
}
