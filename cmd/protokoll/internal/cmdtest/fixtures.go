package cmdtest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
	"github.com/kitchentable/protokoll/scoresheet"
)

// YatzyJSON returns the saved Yatzy game as yatzy show --json prints it.
func YatzyJSON(t testing.TB, env map[string]string, game string) view.YatzyGame {
	t.Helper()
	var g view.YatzyGame
	require.NoError(t, json.Unmarshal([]byte(MustRun(t, env, "yatzy", "show", "--json", game)), &g))
	return g
}

// StatsJSON returns the statistics as stats --json prints them, with args.
func StatsJSON(t testing.TB, env map[string]string, args ...string) history.Stats {
	t.Helper()
	var st history.Stats
	require.NoError(t, json.Unmarshal([]byte(MustRun(t, env, append([]string{"stats", "--json"}, args...)...)), &st))
	return st
}

// FixtureHome returns an environment whose folder of saved games holds the
// fixture games of testdata/history (see make.sh there), and the bytes of
// each, to check they are left as they are:
//
//	kvall-a  scandinavian, Anna and Bo, played to the end
//	kvall-b  scandinavian, Anna and Bo, a shared win
//	kvall-c  standard, Anna and Bosse (Bo by an alias), a Yatzy
//	kvall-d  scandinavian, Anna and Bo, not finished
//	kort-a   the card game's list Mine, Anna, Bo and Cecilia
//	         (Anna went out in round 1, Cecilia in round 2)
//	skrap    not a game: skipped with a warning, left as it is
func FixtureHome(t testing.TB) (map[string]string, map[string][]byte) {
	t.Helper()
	env := Home(t)
	src := filepath.Join(moduleRoot(), "testdata", "history")
	entries, err := os.ReadDir(src)
	require.NoError(t, err)
	before := map[string][]byte{}
	for _, e := range entries {
		if filepath.Ext(e.Name()) != ".jsonl" {
			continue
		}
		b, err := os.ReadFile(filepath.Join(src, e.Name()))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(env["PROTOKOLL_HOME"], e.Name()), b, 0o600))
		before[e.Name()] = b
	}
	return env, before
}

// moduleRoot is the folder of the module's go.mod, from this file's place.
func moduleRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "..")
}

// Kvarteret are house rules of a neighbourhood's own.
const Kvarteret = "# Kvarterets Yatzy\nscandinavian\nbonus 75 = 50\nfull_house = 25\ntwo_pairs allows four alike\n"

// HouseAndPlain makes two games of Anna's, hus under the house rules
// "scandinavian, full_house = 25" and plain without, and fills boxes in
// both with their best dice.
func HouseAndPlain(t testing.TB, env map[string]string, boxes []scoresheet.Box) {
	t.Helper()
	file := filepath.Join(t.TempDir(), "kvarteret.txt")
	require.NoError(t, os.WriteFile(file, []byte("scandinavian\nfull_house = 25\n"), 0o644))
	for _, game := range []string{"hus", "plain"} {
		args := []string{"yatzy", "new", "--players", "Anna", "--name", game}
		if game == "hus" {
			args = append(args, "--rules", file)
		}
		MustRun(t, env, args...)
		for _, b := range boxes {
			MustRun(t, env, "yatzy", "record", game, "--player", "Anna", "--dice", BestDice(b, 5), "--box", string(b))
		}
	}
}

// LastChance sets up game g where only Anna's chance is left and Bo, who
// plays first, is 29 ahead with everything filled: only 30 wins.
func LastChance(t testing.TB, env map[string]string) {
	t.Helper()
	BestButChance(t, env, "Bo", "Anna")
	MustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", "66665", "--box", "chance")
}

// BestButChance starts game g of two players, in this order, and fills
// every box but chance for both with its best dice.
func BestButChance(t testing.TB, env map[string]string, first, second string) {
	t.Helper()
	MustRun(t, env, "yatzy", "new", "--players", first+","+second, "--name", "g")
	for _, b := range scoresheet.Scandinavian().Boxes {
		if b != scoresheet.Chance {
			for _, p := range []string{first, second} {
				MustRun(t, env, "yatzy", "record", "g", "--player", p, "--dice", BestDice(b, 5), "--box", string(b))
			}
		}
	}
}

// Format4 returns a game file as a newer protokoll would write it, of
// format 4: a header whose checksum holds, and an entry of a kind this
// protokoll does not know.
func Format4(t testing.TB) string {
	t.Helper()
	var b strings.Builder
	for _, line := range []string{
		`{"protokoll":4,"game":"yatzy","created":"2030-01-01T20:00:00Z","settings":{"variant":"scandinavian","players":["Anna"],"rules":{"joker":"forced"}}}`,
		`{"at":"2030-01-01T20:01:00Z","kind":"roll","dice":[6,6,6,2,4]}`,
	} {
		data, err := store.Line(json.RawMessage(line))
		require.NoError(t, err)
		b.Write(data)
		b.WriteByte('\n')
	}
	return b.String()
}

// AppendEntry adds record, a game file's entry as JSON, to the game file
// at path, with the checksum it would have had there: damage only the
// rules can see.
func AppendEntry(t testing.TB, path, record string) {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	line, err := store.LineAfter(data, json.RawMessage(record))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(path, append(append(data, line...), '\n'), 0o644))
}

// EntryOf is the entry of a game file's line, without its checksum.
func EntryOf(line string) string {
	line = strings.TrimSpace(line)
	if i := strings.Index(line, `","`); strings.HasPrefix(line, `{"sum":"`) && i > 0 {
		return "{" + line[i+2:]
	}
	return line
}

// LateMaxi makes a maxi game called name of players, in this order,
// with hints on if hints, and has each fill every box but tower, chance
// and yatzy with its best dice: three rolls a turn but the first two,
// one roll each, so that each has 4 rolls saved. Its three boxes free
// are what advice late in a maxi game needs: the last levels of the
// table, worked out in a moment when advice asks (tablecache.OnDemand).
// run runs protokoll, failing the test unless it succeeds.
func LateMaxi(t testing.TB, run func(t testing.TB, args ...string) string, name string, hints bool, players ...string) {
	t.Helper()
	args := []string{"yatzy", "new", "--variant", "maxi", "--players", strings.Join(players, ","), "--name", name}
	if hints {
		args = append(args, "--hints")
	}
	run(t, args...)
	for i, b := range scoresheet.Maxi().Boxes {
		if b == scoresheet.Tower || b == scoresheet.Chance || b == scoresheet.Yatzy {
			continue
		}
		rolls := "3"
		if i < 2 {
			rolls = "1"
		}
		for _, p := range players {
			run(t, "yatzy", "record", name, "--player", p, "--dice", BestDice(b, 6), "--box", string(b), "--rolls", rolls)
		}
	}
}
