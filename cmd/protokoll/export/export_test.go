package export_test

import (
	"bufio"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
)

// TestExport: a row for every entry that stands, whose points add up to
// each player's total less the bonuses; the same rows as CSV and JSONL.
func TestExport(t *testing.T) {
	env, _ := cmdtest.FixtureHome(t)
	r := cmdtest.Run(t, env, "", "export")
	require.Equal(t, 1, r.Code, "a game could not be read: %s", r.ErrOut)
	assert.Contains(t, r.ErrOut, "skipped skrap")
	require.NoError(t, os.Remove(filepath.Join(env["PROTOKOLL_HOME"], "skrap.jsonl")))
	records, err := csv.NewReader(strings.NewReader(r.Out)).ReadAll()
	require.NoError(t, err)
	assert.Equal(t, history.Header(), records[0])
	sums := map[string]int{}
	for _, rec := range records[1:] {
		pts, err := strconv.Atoi(rec[10])
		require.NoError(t, err)
		sums[rec[0]+"/"+rec[4]] += pts
	}
	// A player's points add up to the game's total, the bonus a row of
	// its own: kvall-a: Anna 295 (50 of it the bonus), Bo 111; kort-a:
	// Anna 5, Bo 35.
	assert.Equal(t, 295, sums["kvall-a/Anna"])
	assert.Equal(t, 111, sums["kvall-a/Bo"])
	assert.Equal(t, 5, sums["kort-a/Anna"])
	assert.Equal(t, 35, sums["kort-a/Bo"])
	var bonuses [][]string
	for _, rec := range records[1:] {
		if rec[5] == "bonus" {
			bonuses = append(bonuses, rec)
		}
	}
	require.NotEmpty(t, bonuses)
	assert.Equal(t, []string{"kvall-a", bonuses[0][1], "yatzy", "scandinavian", "Anna", "bonus", "", "", "", "", "50"}, bonuses[0])
	records = slices.DeleteFunc(records, func(rec []string) bool { return rec[5] == "bonus" || rec[5] == "extra_bonus" })
	assert.Equal(t, 30+30+26+1+6, len(records)-1, "two players × 15 boxes in kvall-a and -b, × 13 in kvall-c, kvall-d's one entry, 2 rounds × 3 in kort-a")

	out := filepath.Join(t.TempDir(), "games.jsonl")
	r = cmdtest.Run(t, env, "", "export", "--format", "jsonl", "-o", out)
	require.Equal(t, 0, r.Code, r.ErrOut)
	f, err := os.Open(out)
	require.NoError(t, err)
	defer f.Close()
	var rows []history.Row
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var row history.Row
		require.NoError(t, json.Unmarshal(sc.Bytes(), &row))
		rows = append(rows, row)
	}
	require.Len(t, rows, len(records)-1)
	for i, row := range rows {
		assert.Equal(t, records[i+1], row.Fields(), "row %d", i)
	}
	assert.Equal(t, history.Row{Game: "kort-a", Date: rows[len(rows)-1].Date, Kind: "rummy", Of: "Mine", Player: "Bo", Entry: "2", Played: "J Q", Points: 20}, rows[len(rows)-2])

	r = cmdtest.Run(t, env, "", "export", "--format", "xml")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `--format "xml": want csv, jsonl or bgstats`)
}

// TestExportRoundTripsThroughImport: the games an export holds, imported
// into another folder, export to the same lines; imported again over
// other games of the same names, they are refused whole, and nothing is
// written.
func TestExportRoundTripsThroughImport(t *testing.T) {
	env, _ := cmdtest.FixtureHome(t)
	require.NoError(t, os.Remove(filepath.Join(env["PROTOKOLL_HOME"], "skrap.jsonl")))
	exported := cmdtest.MustRun(t, env, "export", "--format", "jsonl")
	file := filepath.Join(t.TempDir(), "games.jsonl")
	require.NoError(t, os.WriteFile(file, []byte(exported), 0o600))

	other := cmdtest.Home(t)
	assert.Equal(t, "5 games imported\n", cmdtest.MustRun(t, other, "import", file))
	assert.Equal(t, exported, cmdtest.MustRun(t, other, "export", "--format", "jsonl"))
	assert.Equal(t, cmdtest.MustRun(t, env, "stats", "--json"), cmdtest.MustRun(t, other, "stats", "--json"), "the same figures")

	cmdtest.MustRun(t, other, "yatzy", "undo", "kvall-d") // kvall-d is another game now
	before := cmdtest.MustRun(t, other, "export", "--format", "jsonl")
	r := cmdtest.Run(t, other, "", "import", file)
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `a game called "kvall-d" exists already, and it is another game: nothing was imported`)
	assert.Equal(t, before, cmdtest.MustRun(t, other, "export", "--format", "jsonl"))
}

// TestImportRefusesBadRows: a row that is not an export's, or an entry
// that scores other points than its row says, stops the import at its
// line, and nothing is written.
func TestImportRefusesBadRows(t *testing.T) {
	env, _ := cmdtest.FixtureHome(t)
	require.NoError(t, os.Remove(filepath.Join(env["PROTOKOLL_HOME"], "skrap.jsonl")))
	lines := strings.SplitAfter(cmdtest.MustRun(t, env, "export", "--format", "jsonl"), "\n")
	for _, tc := range []struct {
		edit func([]string) []string
		msg  string
	}{
		{func(l []string) []string { l[2] = "{\"game\": 3}\n"; return l }, "line 3: not a row of protokoll export"},
		{func(l []string) []string { l[2] = strings.Replace(l[2], `"points":6`, `"points":7`, 1); return l }, "line 3: twos scores 6, the row says 7"},
		{func(l []string) []string { l[0] = strings.Replace(l[0], `"started"`, `"begun"`, 1); return l }, "line 1: not a row"},
		// The kinds' own words, from an export and from an older one
		// (the first row without the game whole: replayed).
		{func(l []string) []string { l[88] = strings.Replace(l[88], `"points":15`, `"points":16`, 1); return l }, "line 89: Bo scores 15 in round 1, the row says 16"},
		{func(l []string) []string {
			l[0], l[2] = older(t, l[0]), strings.Replace(l[2], `"points":6`, `"points":7`, 1)
			return l
		}, "line 3: twos scores 6, the row says 7"},
		{func(l []string) []string {
			l[87], l[88] = older(t, l[87]), strings.Replace(l[88], `"points":15`, `"points":16`, 1)
			return l
		}, "line 89: Bo scores 15 in round 1, the row says 16"},
		{func(l []string) []string {
			l[87] = strings.Replace(l[87], `"kind":"rummy"`, `"kind":"chess"`, 1)
			return l
		}, `line 88: "chess" is not a game protokoll knows: want yatzy or rummy`},
	} {
		edited := tc.edit(slices.Clone(lines))
		file := filepath.Join(t.TempDir(), "bad.jsonl")
		require.NoError(t, os.WriteFile(file, []byte(strings.Join(edited, "")), 0o600))
		other := cmdtest.Home(t)
		r := cmdtest.Run(t, other, "", "import", file)
		assert.Equal(t, 2, r.Code, tc.msg)
		assert.Contains(t, r.ErrOut, tc.msg)
		entries, _ := os.ReadDir(other["PROTOKOLL_HOME"])
		assert.Empty(t, entries, "nothing written")
	}
}

// older is an export's first row of a game as an older protokoll wrote
// it: the game's settings, not the game whole.
func older(t *testing.T, row string) string {
	t.Helper()
	var m map[string]any
	require.NoError(t, json.Unmarshal([]byte(row), &m))
	delete(m, "format")
	delete(m, "settings")
	delete(m, "history")
	b, err := json.Marshal(m)
	require.NoError(t, err)
	return string(b) + "\n"
}

// TestImportSaysWhyALineIsNoRow: a line encoding/json cannot read as a
// row is refused with why, in the reader's language and none of
// encoding/json's English: not JSON (and where), a value of another
// kind, a field no row has, a line that ends inside the row, more after
// it; nothing is written.
func TestImportSaysWhyALineIsNoRow(t *testing.T) {
	env, _ := cmdtest.FixtureHome(t)
	require.NoError(t, os.Remove(filepath.Join(env["PROTOKOLL_HOME"], "skrap.jsonl")))
	lines := strings.SplitAfter(cmdtest.MustRun(t, env, "export", "--format", "jsonl"), "\n")
	for _, tc := range []struct {
		line string
		want map[string]string // by language
	}{
		{"not a row\n", map[string]string{"en": "line 3: not a row of protokoll export --format jsonl: not JSON at character 2", "sv": "inte JSON vid tecken 2", "et": "pole JSON, märk 2"}},
		{"{\"game\": 3}\n", map[string]string{"en": `"game" holds a value of another kind`, "sv": `"game" har ett värde av fel slag`, "et": `väljal "game" on vale tüüpi väärtus`}},
		{"{\"begun\": 1}\n", map[string]string{"en": `no row has a field "begun"`, "sv": `ingen rad har fältet "begun"`, "et": `real pole välja "begun"`}},
		{"{\"game\": \"kvall\", \n", map[string]string{"en": "the line ends inside the row", "sv": "raden tar slut mitt i raden", "et": "rida lõpeb poole pealt"}},
		{strings.TrimSuffix(lines[2], "\n") + " {}\n", map[string]string{"en": "more follows the row at character " + fmt.Sprint(utf8.RuneCountInString(lines[2])+1), "sv": "mer följer efter raden", "et": "rea järel on veel midagi"}},
	} {
		edited := slices.Clone(lines)
		edited[2] = tc.line
		file := filepath.Join(t.TempDir(), "bad.jsonl")
		require.NoError(t, os.WriteFile(file, []byte(strings.Join(edited, "")), 0o600))
		for lang, want := range tc.want {
			other := cmdtest.Home(t)
			r := cmdtest.Run(t, other, "", "--lang", lang, "import", file)
			assert.Equal(t, 2, r.Code, "%s %q", lang, tc.line)
			assert.Contains(t, r.ErrOut, want, "%s %q", lang, tc.line)
			for _, english := range []string{"json:", "invalid character", "unknown field", "cannot unmarshal", "unexpected EOF"} {
				assert.NotContains(t, r.ErrOut, english, "%s %q", lang, tc.line)
			}
			entries, _ := os.ReadDir(other["PROTOKOLL_HOME"])
			assert.Empty(t, entries, "nothing written")
		}
	}
}

// TestExportOfGamesBegun: a game begun with nothing played yet exports
// one row, its settings, and imports again as a game with nothing played.
func TestExportOfGamesBegun(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--variant", "standard", "--name", "tom")
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "7", "--players", "Anna,Bo,Cecilia", "--dealer", "Bo", "--name", "kort")
	exported := cmdtest.MustRun(t, env, "export", "--format", "jsonl")
	assert.Equal(t, 2, strings.Count(exported, "\n"), "a row each")
	file := filepath.Join(t.TempDir(), "games.jsonl")
	require.NoError(t, os.WriteFile(file, []byte(exported), 0o600))
	other := cmdtest.Home(t)
	assert.Equal(t, "2 games imported\n", cmdtest.MustRun(t, other, "import", file))
	assert.Equal(t, exported, cmdtest.MustRun(t, other, "export", "--format", "jsonl"), "the settings, the first dealer too")
	g := cmdtest.YatzyJSON(t, other, "tom")
	assert.Equal(t, "standard", g.Variant)
	assert.Len(t, g.Players, 2)
}
