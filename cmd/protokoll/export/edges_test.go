package export_test

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store/storetest"
)

// shows returns show --json of every game in env, by name.
func shows(t *testing.T, env map[string]string) map[string]string {
	t.Helper()
	names, err := store.Store{Dir: env["PROTOKOLL_HOME"]}.Names()
	require.NoError(t, err)
	out := map[string]string{}
	for _, name := range names {
		r := cmdtest.Run(t, env, "", "yatzy", "show", "--json", name)
		if r.Code != 0 {
			r = cmdtest.Run(t, env, "", "rummy", "show", "--json", name)
		}
		require.Equal(t, 0, r.Code, r.ErrOut)
		out[name] = r.Out
	}
	return out
}

// exportTo writes env's games as JSON lines to a file and returns it.
func exportTo(t *testing.T, env map[string]string) string {
	t.Helper()
	file := filepath.Join(t.TempDir(), "games.jsonl")
	cmdtest.MustRun(t, env, "export", "--format", "jsonl", "-o", file)
	return file
}

// TestTheExportIsACompleteCopy: games with undos, corrections and their
// reasons, adjustments by hand and every entry at its own time come back
// from export and import as they were: show --json is the same for
// every one of them, and they export again to the same lines.
func TestTheExportIsACompleteCopy(t *testing.T) {
	env := cmdtest.Home(t)
	rng := rand.New(rand.NewPCG(13, 13))
	base := time.Date(2026, 11, 30, 19, 0, 0, 0, time.UTC)
	for i := range 12 {
		storetest.RandomGame(t, rng, env["PROTOKOLL_HOME"], fmt.Sprintf("g%02d", i), base.Add(time.Duration(i)*time.Hour))
	}
	before := shows(t, env)
	undos := 0
	for _, s := range before {
		undos += strings.Count(s, `"kind": "undo"`) + strings.Count(s, `"kind": "correct"`)
	}
	require.NotZero(t, undos, "the games have undos and corrections to lose")
	file := exportTo(t, env)
	other := cmdtest.Home(t)
	cmdtest.MustRun(t, other, "import", file)
	assert.Equal(t, before, shows(t, other))
	again := exportTo(t, other)
	a, _ := os.ReadFile(file)
	b, _ := os.ReadFile(again)
	assert.Equal(t, string(a), string(b))
}

// TestAnImportRunAgainSkipsWhatIsThere: an import run again over the same
// games leaves them as they are and says so; a game by the same name and
// other content still refuses the whole import.
func TestAnImportRunAgainSkipsWhatIsThere(t *testing.T) {
	env, _ := cmdtest.FixtureHome(t)
	require.NoError(t, os.Remove(filepath.Join(env["PROTOKOLL_HOME"], "skrap.jsonl")))
	file := exportTo(t, env)
	other := cmdtest.Home(t)
	assert.Equal(t, "5 games imported\n", cmdtest.MustRun(t, other, "import", file))
	assert.Equal(t, "0 games imported\n5 games were there already, the same, and are left as they are: kvall-a, kvall-b, kvall-c, kvall-d, kort-a\n", cmdtest.MustRun(t, other, "import", file))
	require.NoError(t, os.Remove(filepath.Join(other["PROTOKOLL_HOME"], "kvall-b.jsonl")))
	assert.Equal(t, "1 game imported\n4 games were there already, the same, and are left as they are: kvall-a, kvall-c, kvall-d, kort-a\n", cmdtest.MustRun(t, other, "import", file))
	assert.Equal(t, shows(t, env), shows(t, other))

	cmdtest.MustRun(t, other, "yatzy", "undo", "kvall-d")
	third := cmdtest.Home(t)
	cmdtest.MustRun(t, third, "yatzy", "new", "--players", "Anna", "--name", "kvall-c")
	r := cmdtest.Run(t, third, "", "import", file)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `a game called "kvall-c" exists already, and it is another game: nothing was imported`)
	names, _ := store.Store{Dir: third["PROTOKOLL_HOME"]}.Names()
	assert.Equal(t, []string{"kvall-c"}, names)
}

// TestAnImportKilledAndRunAgain: an import of 200 games killed at random
// moments (kill -9), then run again, ends with exactly the 200 games, as
// they were exported; nothing else is left in the folder. (That a kill
// after any one game leaves what a run again completes is
// TestWriteAllKilledAtEveryGame, in package store.)
func TestAnImportKilledAndRunAgain(t *testing.T) {
	src := cmdtest.MemHome(t)
	rng := rand.New(rand.NewPCG(200, 200))
	n, runs := 200, 4
	if storetest.UnderRace {
		n, runs = 50, 1 // the race detector's pass looks for races, not cases
	}
	for i := range n {
		storetest.RandomGame(t, rng, src["PROTOKOLL_HOME"], fmt.Sprintf("g%03d", i), time.Date(2026, 11, 1, 0, 0, 0, 0, time.UTC).Add(time.Duration(i)*time.Hour))
	}
	file := exportTo(t, src)
	want, _ := os.ReadFile(file)
	for run := range runs {
		env := cmdtest.MemHome(t)
		for kill := range 2 { // killed twice, each at its own moment
			cmd, _, _ := cmdtest.Child(t, env["PROTOKOLL_HOME"], "import", file)
			time.Sleep(time.Duration(rng.IntN(40+run*20)) * time.Millisecond)
			require.NoError(t, cmd.Process.Signal(syscall.SIGKILL), "kill %d", kill)
			cmd.Wait()
		}
		r := cmdtest.Run(t, env, "", "import", file)
		require.Equal(t, 0, r.Code, r.ErrOut)
		names, err := store.Store{Dir: env["PROTOKOLL_HOME"]}.Names()
		require.NoError(t, err)
		require.Len(t, names, n, "run %d", run)
		got, _ := os.ReadFile(exportTo(t, env))
		require.Equal(t, string(want), string(got), "run %d", run)
		cmdtest.MustRun(t, env, "games") // cleans up what the kills left
		entries, _ := os.ReadDir(env["PROTOKOLL_HOME"])
		require.Len(t, entries, n, "run %d: the games, and nothing else", run)
	}
}

// TestImportTakesTheNamesNewTakes: a player's name that new refuses (a
// bell, a line break, 41 characters, the right-to-left override) is
// refused by import with its line, and nothing is written.
func TestImportTakesTheNamesNewTakes(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66612", "--box", "sixes")
	lines := strings.SplitAfter(cmdtest.MustRun(t, env, "export", "--format", "jsonl"), "\n")
	for bad, want := range map[string]string{
		"B\\u0007o":             `holds a control character (U+0007)`,
		"B\\no":                 `holds a control character (U+000A)`,
		strings.Repeat("B", 41): `has 41 characters: a name has at most 40`,
		"B\\u202eo":             `holds a control character (U+202E)`,
	} {
		edited := strings.ReplaceAll(strings.Join(lines, ""), `"Bo"`, `"`+bad+`"`)
		file := filepath.Join(t.TempDir(), "bad.jsonl")
		require.NoError(t, os.WriteFile(file, []byte(edited), 0o600))
		other := cmdtest.Home(t)
		r := cmdtest.Run(t, other, "", "import", file)
		assert.Equal(t, 2, r.Code, bad)
		assert.Contains(t, r.ErrOut, "line 1: ", bad)
		assert.Contains(t, r.ErrOut, want, bad)
		entries, _ := os.ReadDir(other["PROTOKOLL_HOME"])
		assert.Empty(t, entries, "%s: nothing written", bad)
	}
}

// TestImportReadsLongLines: a line of megabytes (a game whose history
// holds a long reason) is read; one over the limit is refused with its
// line number.
func TestImportReadsLongLines(t *testing.T) {
	if !storetest.UnderRace { // a megabyte through every JSON pass takes a while under it
		env := cmdtest.Home(t)
		cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "g")
		cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66612", "--box", "sixes")
		cmdtest.MustRun(t, env, "yatzy", "correct", "g", "--player", "Anna", "--box", "sixes", "--dice", "66662", "--reason", strings.Repeat("so it was ", 110_000))
		file := exportTo(t, env)
		data, _ := os.ReadFile(file)
		require.Greater(t, bytes.IndexByte(data, '\n'), 1<<20, "a line over a megabyte")
		other := cmdtest.Home(t)
		assert.Equal(t, "1 game imported\n", cmdtest.MustRun(t, other, "import", file))
		assert.Equal(t, shows(t, env), shows(t, other))
	}

	long := filepath.Join(t.TempDir(), "long.jsonl")
	require.NoError(t, os.WriteFile(long, append(append([]byte("\n\n"), bytes.Repeat([]byte(" "), 17<<20)...), '\n'), 0o600))
	r := cmdtest.Run(t, cmdtest.Home(t), "", "import", long)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "line 3: longer than 16 MiB, the most a line of an export holds")
}

// TestCSVCellsAreNoFormulas: a cell that a spreadsheet would take for a
// formula (starting with = + - @, a tab or a carriage return) is written
// with a ' before it, as spreadsheet makers advise; the JSON lines keep
// the name as it is, and import reads it back the same.
func TestCSVCellsAreNoFormulas(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "=1+1,+Anna,-Bo,@Cecilia", "--name", "g")
	for _, p := range []string{"=1+1", "+Anna", "-Bo", "@Cecilia"} {
		cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", p, "--dice", "66612", "--box", "sixes")
	}
	records, err := csv.NewReader(strings.NewReader(cmdtest.MustRun(t, env, "export"))).ReadAll()
	require.NoError(t, err)
	var players []string
	for _, rec := range records[1:] {
		players = append(players, rec[4])
	}
	assert.Equal(t, []string{"'=1+1", "'+Anna", "'-Bo", "'@Cecilia"}, players)
	other := cmdtest.Home(t)
	cmdtest.MustRun(t, other, "import", exportTo(t, env))
	assert.Equal(t, []string{"=1+1", "+Anna", "-Bo", "@Cecilia"}, []string{cmdtest.YatzyJSON(t, other, "g").Players[0].Name, cmdtest.YatzyJSON(t, other, "g").Players[1].Name, cmdtest.YatzyJSON(t, other, "g").Players[2].Name, cmdtest.YatzyJSON(t, other, "g").Players[3].Name})
}

// TestExportSaysWhatItLeftOut: an export that could not read a game
// still writes the others, names the one left out, and exits 1, so that
// a backup made so does not pass for whole.
func TestExportSaysWhatItLeftOut(t *testing.T) {
	env, _ := cmdtest.FixtureHome(t)
	file := filepath.Join(t.TempDir(), "games.csv")
	r := cmdtest.Run(t, env, "", "export", "-o", file)
	assert.Equal(t, 1, r.Code)
	assert.Contains(t, r.ErrOut, "protokoll: skipped skrap: ")
	assert.Contains(t, r.ErrOut, "protokoll: 1 game could not be read and is not in the export: skrap")
	data, _ := os.ReadFile(file)
	assert.Contains(t, string(data), "kvall-a", "the others are written")
	require.NoError(t, os.Remove(filepath.Join(env["PROTOKOLL_HOME"], "skrap.jsonl")))
	assert.Equal(t, 0, cmdtest.Run(t, env, "", "export", "-o", file).Code)
}
