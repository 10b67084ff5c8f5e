package export_test

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

// exportOf is the export of a Yatzy game called name, one turn in.
func exportOf(t *testing.T, name string) string {
	t.Helper()
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", name)
	cmdtest.MustRun(t, env, "yatzy", "record", name, "--player", "Anna", "--dice", "66624", "--box", "sixes")
	return cmdtest.MustRun(t, env, "export", "--format", "jsonl")
}

// TestImportRefusesDatesOutOfRange: a game started, or an entry made,
// before 1970 or more than a day from now (year 0000, 9999) is refused
// with its line, exit status 2, and nothing is imported; the start of
// 1970 and a few hours ahead (a clock a little fast) are taken.
func TestImportRefusesDatesOutOfRange(t *testing.T) {
	exported := exportOf(t, "kväll")
	started := regexp.MustCompile(`"started":"[^"]*"`)
	at := regexp.MustCompile(`"at":"[^"]*"`)
	future := time.Now().Add(49 * time.Hour).UTC().Format(time.RFC3339)
	soon := time.Now().Add(3 * time.Hour).UTC().Format(time.RFC3339)
	env := cmdtest.Home(t)
	for _, c := range []struct {
		what, lines, want string
	}{
		{"started in year 0", started.ReplaceAllString(exported, `"started":"0000-01-01T00:00:00Z"`), `line 2: the game "kväll" is dated 0000-01-01T00:00:00Z: a game's dates are from 1970 to a day after now`},
		{"started in 9999", started.ReplaceAllString(exported, `"started":"9999-12-31T23:59:59Z"`), `line 2: the game "kväll" is dated 9999-12-31T23:59:59Z`},
		{"started in 1969", started.ReplaceAllString(exported, `"started":"1969-12-31T23:59:59Z"`), `line 2: the game "kväll" is dated 1969-12-31T23:59:59Z`},
		{"an entry two days ahead", at.ReplaceAllString(exported, `"at":"`+future+`"`), `line 2: entry 1 of the history of "kväll" is dated ` + future},
		{"an entry in year 0", at.ReplaceAllString(exported, `"at":"0001-01-01T00:00:00Z"`), `line 2: entry 1 of the history of "kväll" is dated 0001-01-01T00:00:00Z`},
	} {
		r := cmdtest.Run(t, env, "\n"+c.lines, "import", "-")
		assert.Equal(t, 2, r.Code, c.what)
		assert.Contains(t, r.ErrOut, c.want, c.what)
		assert.Empty(t, cmdtest.MustRun(t, env, "export", "--format", "jsonl"), c.what+": nothing imported")
	}
	ok := started.ReplaceAllString(exported, `"started":"1970-01-01T00:00:00Z"`)
	ok = at.ReplaceAllString(ok, `"at":"`+soon+`"`)
	r := cmdtest.Run(t, env, ok, "import", "-")
	assert.Equal(t, 0, r.Code, r.ErrOut)
}

// TestImportRefusesNamesThatDifferInCase: two games whose names differ
// only in case ("YSRC", "ysrc"), which a disk that ignores case takes for
// one file, are refused in one import with the line of the second, and
// against a game of the folder; new refuses such a name too. Nothing is
// written.
func TestImportRefusesNamesThatDifferInCase(t *testing.T) {
	lower, upper := exportOf(t, "ysrc"), exportOf(t, "YSRC")
	env := cmdtest.Home(t)
	r := cmdtest.Run(t, env, lower+upper, "import", "-")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `line 2: the games "ysrc" and "YSRC" differ only in case`)
	entries, err := os.ReadDir(env["PROTOKOLL_HOME"])
	if err == nil {
		for _, e := range entries {
			assert.False(t, strings.HasSuffix(e.Name(), ".jsonl"), "nothing imported: %s", e.Name())
		}
	}

	cmdtest.MustRun(t, env, "import", writeFile(t, lower))
	before := cmdtest.MustRun(t, env, "export", "--format", "jsonl")
	r = cmdtest.Run(t, env, upper, "import", "-")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `a game called "ysrc" exists already, and "YSRC" differs from it only in case`)
	r = cmdtest.Run(t, env, "", "yatzy", "new", "--players", "Anna,Bo", "--name", "YsRc")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `a game called "ysrc" exists already, and "YsRc" differs from it only in case`)
	assert.Equal(t, before, cmdtest.MustRun(t, env, "export", "--format", "jsonl"), "nothing written")
	_, err = os.Stat(filepath.Join(env["PROTOKOLL_HOME"], "YsRc.jsonl"))
	assert.ErrorIs(t, err, os.ErrNotExist)
}

func writeFile(t *testing.T, data string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "games.jsonl")
	require.NoError(t, os.WriteFile(path, []byte(data), 0o600))
	return path
}
