package root_test

import (
	"crypto/sha256"
	"flag"
	"fmt"
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

// nowStamp is a time of today's in JSON, the moment a command ran.
var nowStamp = regexp.MustCompile(`TODAYT[0-9:.]+Z`)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/golden")

// TestKindsGolden pins, byte for byte, what the commands that know the
// kinds of game print (show, rename, again, undo, the games listing, the
// export's rows, completion), for a Yatzy game and a card game alike, so
// that writing them once over the kinds is seen to change nothing. Each
// case runs in a folder of its own with the fixture games (cmdtest.FixtureHome,
// the damaged one taken out); after its commands, the files' bytes are
// compared where the case changes nothing. -update writes the goldens
// anew.
func TestKindsGolden(t *testing.T) {
	// The goldens' times (the games list, a PDF's date) are UTC's, on any
	// machine.
	saved := time.Local
	time.Local = time.UTC
	t.Cleanup(func() { time.Local = saved })
	for _, c := range []struct {
		name string
		runs [][]string
	}{
		{"show-yatzy", [][]string{{"yatzy", "show", "kvall-a"}, {"yatzy", "show", "kvall-d"}, {"yatzy", "show", "kvall-c", "--lang", "sv"}}},
		{"show-yatzy-json", [][]string{{"yatzy", "show", "kvall-b", "--json"}}},
		{"show-yatzy-chart", [][]string{{"yatzy", "show", "kvall-a", "--chart"}, {"yatzy", "show", "kvall-b", "--chart", "--lang", "et"}}},
		{"show-rummy", [][]string{{"rummy", "show", "kort-a"}, {"rummy", "show", "kort-a", "--lang", "et"}}},
		{"show-rummy-json", [][]string{{"rummy", "show", "kort-a", "--json"}}},
		{"show-rummy-chart", [][]string{{"rummy", "show", "kort-a", "--chart"}}},
		{"show-refused", [][]string{{"yatzy", "show", "kort-a"}, {"rummy", "show", "kvall-a"}, {"yatzy", "show", "kvall-a", "--json", "--chart"}, {"rummy", "show", "nothing"}, {"yatzy", "show"}}},
		{"rename", [][]string{{"yatzy", "rename", "kvall-d", "Bo", "Bosse"}, {"yatzy", "show", "kvall-d"}, {"rummy", "rename", "kort-a", "Cecilia", "Cilla", "--lang", "sv"}, {"rummy", "show", "kort-a"}, {"yatzy", "rename", "kvall-d", "Nobody", "X"}, {"rummy", "rename", "kort-a", "Anna", "Bo"}, {"yatzy", "rename", "kort-a", "Anna", "Ann"}}},
		{"undo", [][]string{{"yatzy", "undo", "kvall-d"}, {"yatzy", "undo", "kvall-d"}, {"yatzy", "show", "kvall-d", "--json"}, {"rummy", "undo", "kort-a"}, {"rummy", "undo", "kort-a", "--lang", "sv"}, {"rummy", "undo", "kort-a"}, {"rummy", "show", "kort-a"}, {"rummy", "undo", "kvall-a"}}},
		{"again", [][]string{{"yatzy", "again", "kvall-b"}, {"yatzy", "show", "yatzy-TODAY", "--json"}, {"rummy", "again"}, {"rummy", "show", "rummy-TODAY", "--json"}, {"yatzy", "again", "kort-a"}, {"rummy", "again", "kvall-a"}, {"yatzy", "again"}}},
		{"games", [][]string{{"games"}, {"games", "--json"}, {"games", "--lang", "sv"}}},
		{"export", [][]string{{"export"}, {"export", "--format", "jsonl"}, {"export", "--format", "bgstats"}}},
		{"help", [][]string{{"yatzy", "show", "--help"}, {"rummy", "show", "--help"}, {"yatzy", "rename", "--help"}, {"rummy", "rename", "--help"}, {"yatzy", "again", "--help"}, {"rummy", "again", "--help"}, {"yatzy", "undo", "--help"}, {"rummy", "undo", "--help"}, {"yatzy", "--help"}, {"rummy", "--help"}, {"yatzy", "play", "--help"}, {"rummy", "play", "--help"}}},
		{"play-refused", [][]string{{"yatzy", "play", "kort-a"}, {"rummy", "play", "kvall-d"}, {"yatzy", "play", "a", "b"}, {"rummy", "play", "nothing"}, {"yatzy", "play", "kvall-a", "--pin", "12"}, {"rummy", "play", "--pin", "2468"}}},
		{"pdf-game", [][]string{{"pdf", "game", "kvall-a", "-o", "-"}, {"pdf", "game", "kort-a", "-o", "-"}, {"--lang", "sv", "pdf", "game", "kvall-c", "-o", "-"}, {"pdf", "game", "nothing", "-o", "-"}}},
		{"complete", [][]string{{"__complete", "yatzy", "show", ""}, {"__complete", "rummy", "show", ""}, {"__complete", "yatzy", "play", ""}, {"__complete", "rummy", "play", ""}, {"__complete", "yatzy", "rename", "kvall-a", ""}, {"__complete", "rummy", "rename", "kort-a", ""}, {"__complete", "yatzy", "undo", ""}, {"__complete", "rummy", "again", ""}, {"__complete", "recap", ""}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			env, _ := cmdtest.FixtureHome(t)
			home := env["PROTOKOLL_HOME"]
			require.NoError(t, os.Remove(filepath.Join(home, "skrap.jsonl")))
			env["COLUMNS"] = "80"
			today := time.Now().Format("2006-01-02")
			var b strings.Builder
			for _, args := range c.runs {
				for i := range args {
					args[i] = strings.ReplaceAll(args[i], "TODAY", today)
				}
				r := cmdtest.Run(t, env, "", args...)
				if strings.HasPrefix(r.Out, "%PDF") { // its bytes, by their hash
					r.Out = fmt.Sprintf("a PDF of %d bytes, SHA-256 %x\n", len(r.Out), sha256.Sum256([]byte(r.Out)))
				}
				fmt.Fprintf(&b, "$ protokoll %s\n[exit %d]\n%s", strings.Join(args, " "), r.Code, r.Out)
				if r.ErrOut != "" {
					fmt.Fprintf(&b, "[stderr]\n%s", r.ErrOut)
				}
			}
			got := strings.ReplaceAll(b.String(), home, "$PROTOKOLL_HOME")
			got = strings.ReplaceAll(got, today, "TODAY")
			got = nowStamp.ReplaceAllString(got, "TODAYT$$NOW")
			golden(t, "kinds-"+c.name, got)
		})
	}
}

// golden compares got with testdata/golden/NAME, or writes it with
// -update.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", "golden", name)
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(got), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "no golden file: run with -update")
	assert.Equal(t, string(want), got)
}
