package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

var update = flag.Bool("update", false, "rewrite the golden files of command output in testdata/golden")

// TestOutputGolden pins, byte for byte at 80 columns, what the commands
// that report print (stats, recap, contracts, rules, the Yatzy tools
// advise, review, chances and score, the card game's check and points),
// where their own tests look at lines of it: a change to how any of it
// is built (the messages, the kinds of game) is seen to change nothing a
// person reads, or the golden says what did. Each case runs in a folder
// of its own with the fixture games (cmdtest.FixtureHome); its runs'
// exit statuses and error output are pinned too. -update writes the
// goldens anew, to be looked at before they are committed.
func TestOutputGolden(t *testing.T) {
	for _, c := range []struct {
		name string
		runs [][]string
	}{
		{"stats", [][]string{{"stats"}, {"stats", "--lang", "sv"}, {"stats", "--lang", "et", "--game", "rummy"}}},
		{"stats-head-to-head", [][]string{{"stats", "--player", "Anna", "--player", "Bo"}, {"stats", "--player", "Anna", "--alias", "Bosse=Bo", "--lang", "sv"}}},
		{"stats-boxes", [][]string{{"stats", "--game", "yatzy", "--variant", "scandinavian", "--boxes"}}},
		{"stats-by", [][]string{{"stats", "--by", "month"}, {"stats", "--by", "year", "--lang", "sv"}}},
		{"stats-json", [][]string{{"stats", "--json"}}},
		{"stats-refused", [][]string{{"stats", "--by", "week"}, {"stats", "--player", "Nobody"}, {"stats", "--last", "0"}, {"stats", "--game", "Chess", "--lang", "sv"}}},
		{"recap", [][]string{{"recap"}, {"recap", "kvall-a", "--lang", "sv"}, {"recap", "kort-a", "--lang", "et"}}},
		{"recap-json", [][]string{{"recap", "--json"}}},
		{"contracts", [][]string{{"contracts"}, {"contracts", "show", "7"}, {"contracts", "show", "12", "--lang", "sv"}, {"contracts", "show", "1", "--lang", "et"}}},
		{"rules", [][]string{{"rules", "yatzy"}, {"rules", "yatzy", "--variant", "maxi", "--lang", "sv"}, {"rules", "yatzy", "--variant", "standard", "--lang", "et"}, {"rules", "rummy"}, {"rules", "rummy", "--lang", "sv"}}},
		{"advise", [][]string{
			{"yatzy", "advise", "--dice", "66624", "--rolls-left", "2"},
			{"yatzy", "advise", "--dice", "12346", "--rolls-left", "0", "--sheet", "ones=3,small_straight=15", "--lang", "sv"},
			{"yatzy", "advise", "--start"},
			{"yatzy", "advise", "--variant", "forced", "--dice", "11123", "--rolls-left", "1", "--lang", "et"},
		}},
		{"advise-game", [][]string{
			{"yatzy", "advise", "--game", "kvall-d", "--player", "Anna", "--dice", "55512", "--rolls-left", "1"},
			{"yatzy", "advise", "--game", "kvall-d", "--player", "Anna", "--dice", "55512", "--rolls-left", "0", "--to-win"},
		}},
		{"advise-refused", [][]string{{"yatzy", "advise", "--dice", "66624"}, {"yatzy", "advise", "--start", "--sheet", "ones=3", "--game", "kvall-d"}, {"yatzy", "advise", "--dice", "66624", "--rolls-left", "3"}}},
		{"review", [][]string{{"yatzy", "review", "kvall-a"}, {"yatzy", "review", "kvall-b", "--lang", "sv"}, {"yatzy", "review", "kvall-a", "--json"}}},
		{"chances", [][]string{{"yatzy", "chances", "kvall-d"}, {"yatzy", "chances", "kvall-d", "--lang", "et"}, {"yatzy", "chances", "kvall-d", "--json"}}},
		{"score", [][]string{{"yatzy", "score", "66624"}, {"yatzy", "score", "--variant", "maxi", "--lang", "sv", "666241"}}},
		{"check", [][]string{
			{"rummy", "check", "--contract", "2 trissar", "7h", "7s", "7d", "9c", "9h", "2c"},
			{"rummy", "check", "--list", "1", "--round", "2", "7h 7s 7d | 3h 4h 2c 6h"},
			{"rummy", "check", "--list", "11", "--round", "4", "--label", "killarna", "--hand", "7h", "7s", "7d", "9c", "9h", "2c", "Kd", "--lang", "sv"},
			{"rummy", "check", "--list", "1", "--round", "1", "--ascii", "7h", "7s", "8d"},
		}},
		{"points", [][]string{{"rummy", "points", "K", "7", "2", "A"}, {"rummy", "points", "--json", "K", "7", "2", "A"}, {"rummy", "points", "--lang", "et", "X"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			env, _ := cmdtest.FixtureHome(t)
			home := env["PROTOKOLL_HOME"]
			env["COLUMNS"] = "80"
			var b strings.Builder
			for _, args := range c.runs {
				r := cmdtest.Run(t, env, "", args...)
				fmt.Fprintf(&b, "$ protokoll %s\n[exit %d]\n%s", strings.Join(args, " "), r.Code, r.Out)
				if r.ErrOut != "" {
					fmt.Fprintf(&b, "[stderr]\n%s", r.ErrOut)
				}
			}
			outputGolden(t, c.name, strings.ReplaceAll(b.String(), home, "$PROTOKOLL_HOME"))
		})
	}
}

// outputGolden compares got with testdata/golden/NAME.golden, or writes
// it with -update.
func outputGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", "golden", name+".golden")
	if *update {
		require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "go test ./cmd/protokoll -run TestOutputGolden -update writes it")
	assert.Equal(t, string(want), got, "%s differs from its golden file (-update rewrites it, after a look)", path)
}
