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
	assert.Contains(t, r.Out, "Removed; the file as it was is kept in ")
	assert.NoFileExists(t, filepath.Join(env["PROTOKOLL_HOME"], "u.jsonl"))
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "u")
}

// gameWithTornTail makes game g of Anna's with a header, a blank line
// (an editor's), three turns and a last line cut off mid-write.
func gameWithTornTail(t *testing.T, env map[string]string) string {
	t.Helper()
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "g")
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	require.NoError(t, err)
	_, err = f.WriteString("\n")
	require.NoError(t, err)
	f.Close()
	for _, turn := range [][2]string{{"ones", "11123"}, {"twos", "22134"}, {"threes", "33312"}} {
		cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", turn[1], "--box", turn[0])
	}
	f, err = os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	require.NoError(t, err)
	_, err = f.WriteString(`{"sum":"0badc0de","at":"2026-12-01T20:00:00Z","kind":"tu`)
	require.NoError(t, err)
	f.Close()
	return path
}

// TestRepairCountsLinesAsTheFileHasThem: after a blank line, the line
// repair cuts from is the torn sixth, not the sound fifth.
func TestRepairCountsLinesAsTheFileHasThem(t *testing.T) {
	env := cmdtest.Home(t)
	gameWithTornTail(t, env)
	r := cmdtest.Run(t, env, "", "repair", "g", "--yes")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "line 6 was cut off mid-write")
	assert.Contains(t, r.Out, "Line 6 would be cut")
	assert.Len(t, cmdtest.YatzyJSON(t, env, "g").History, 3, "the three turns stand")
}

// TestRepairLooksAgainUnderTheLock: entries recorded while repair waits
// for its confirmation are never cut. repair looks at the file again once
// it holds the lock, sees that it changed, and leaves it as it is.
func TestRepairLooksAgainUnderTheLock(t *testing.T) {
	env := cmdtest.Home(t)
	path := gameWithTornTail(t, env)
	_, stdin, out := cmdtest.Child(t, env["PROTOKOLL_HOME"], "repair", "g")
	cmdtest.WaitFor(t, out, "Repair g?")
	for _, turn := range [][2]string{{"fours", "44412"}, {"fives", "55512"}, {"sixes", "66612"}} {
		cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", turn[1], "--box", turn[0])
	}
	before, err := os.ReadFile(path)
	require.NoError(t, err)
	_, err = stdin.Write([]byte("y\n"))
	require.NoError(t, err)
	cmdtest.WaitFor(t, out, "run protokoll repair g again")
	assert.Contains(t, out.String(), "changed since repair looked at it")
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "nothing was cut")
	assert.Len(t, cmdtest.YatzyJSON(t, env, "g").History, 6, "every confirmed turn stands")
	backups, _ := filepath.Glob(path + ".bak-*")
	assert.Empty(t, backups)
}

// TestRepairKeepsEveryCopy: repairs in the same second keep a copy each.
func TestRepairKeepsEveryCopy(t *testing.T) {
	env := cmdtest.Home(t)
	var originals []string
	for range 3 {
		path := gameWithTornTail(t, env)
		data, _ := os.ReadFile(path)
		originals = append(originals, string(data))
		cmdtest.MustRun(t, env, "repair", "g", "--yes")
		require.NoError(t, os.Remove(path))
	}
	backups, _ := filepath.Glob(filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl.bak-*"))
	require.Len(t, backups, 3)
	var kept []string
	for _, b := range backups {
		data, _ := os.ReadFile(b)
		kept = append(kept, string(data))
	}
	assert.ElementsMatch(t, originals, kept)
}

// TestRepairLeavesANewerFormatAlone: a game of a newer protokoll's format
// is no damage: repair says to update protokoll and changes nothing, and
// games says the same.
func TestRepairLeavesANewerFormatAlone(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "g")
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	newer := cmdtest.Format4(t) // a header of format 4 whose checksum holds
	require.NoError(t, os.WriteFile(path, []byte(newer), 0o644))
	r := cmdtest.Run(t, env, "y\n", "repair", "g", "--yes")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "was made by a newer protokoll (format 4; this one reads up to 3): update protokoll to open it")
	after, _ := os.ReadFile(path)
	assert.Equal(t, newer, string(after))
	assert.NoFileExists(t, path+".bak")
	backups, _ := filepath.Glob(path + ".bak-*")
	assert.Empty(t, backups)
	out := cmdtest.MustRun(t, env, "games")
	assert.Contains(t, out, "made by a newer protokoll (format 4): update protokoll to open it")
	assert.NotContains(t, out, "damaged")
}

// TestRepairNeverTakesAGameWithItsHeader: a header changed by hand (a
// player's name edited) is damage at line 1, and repair, which would
// have cut the whole game, leaves it as it is and says what to do: exit
// 2, the file's bytes as they were, no copy made. A byte order mark an
// editor put before it is no damage at all.
func TestRepairNeverTakesAGameWhoseHeaderWasEdited(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "11123", "--box", "ones")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", "22213", "--box", "twos")
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	sound, err := os.ReadFile(path)
	require.NoError(t, err)

	require.NoError(t, os.WriteFile(path, append([]byte("\ufeff"), sound...), 0o644))
	assert.Contains(t, cmdtest.MustRun(t, env, "repair", "g"), "g needs no repair")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "22213", "--box", "twos")
	assert.Len(t, cmdtest.YatzyJSON(t, env, "g").History, 3)

	edited := strings.Replace(string(sound), `"Anna"`, `"Anne"`, 1)
	require.NotEqual(t, string(sound), edited)
	require.NoError(t, os.WriteFile(path, []byte(edited), 0o644))
	r := cmdtest.Run(t, env, "", "repair", "g", "--yes")
	assert.Equal(t, 2, r.Code, r.Out)
	assert.Contains(t, r.Out, "is damaged at line 1")
	assert.NotContains(t, r.Out, "protokoll repair shows what to do", "said by repair itself")
	assert.Contains(t, r.ErrOut, "repair leaves the file as it is; put line 1 back as it was")
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, edited, string(after))
	backups, _ := filepath.Glob(path + ".bak-*")
	assert.Empty(t, backups)
}
