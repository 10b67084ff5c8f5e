package root_test

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

// TestPlayGolden pins, byte for byte, what a game at the table prints
// from its setup to the first prompts, piped, for a Yatzy game and a card
// game alike: a new game asked for (the variant or list, the players, the
// first dealer), one set up by flags, a wrong answer, and a saved game
// resumed, named and chosen, in English and Swedish; so that writing the
// setup once over the kinds is seen to change nothing. Each case runs in
// a folder of its own with the fixture games. -update writes the goldens
// anew.
// clock is a time of day at the start of a choice's line.
var clock = regexp.MustCompile(`(?m)^(\d+\. )\d\d:\d\d `)

func TestPlayGolden(t *testing.T) {
	saved := time.Local
	time.Local = time.UTC
	t.Cleanup(func() { time.Local = saved })
	type run struct {
		in   string
		args []string
	}
	for _, c := range []struct {
		name string
		runs []run
	}{
		{"yatzy", []run{
			{"1\nAnna, Bo\n66624\nsixes\n12345\nquit\n", []string{"yatzy", "--name", "n1"}},
			{"quit\n", []string{"yatzy", "--variant", "maxi", "--players", "Cilla", "--name", "n2"}},
			{"Anna, Anna\n", []string{"yatzy", "--variant", "forced", "--name", "n3"}},
			{"quit\n", []string{"yatzy", "play", "n1"}},
			{"sluta\n", []string{"--lang", "sv", "yatzy", "play", "n1"}},
			{"2\nquit\n", []string{"yatzy", "play"}},
			{"", []string{"yatzy", "show", "n1", "--json"}},
		}},
		{"rummy", []run{
			{"1\nAnna, Bo, Cecilia\n2\nquit\n", []string{"rummy", "--name", "r1"}},
			{"quit\n", []string{"rummy", "--list", "12", "--players", "Anna,Bo,Dan", "--dealer", "Dan", "--name", "r2"}},
			{"Anna\n", []string{"rummy", "--list", "1", "--name", "r3"}},
			{"1\n", []string{"--lang", "et", "rummy", "--list", "1", "--players", "Anna", "--name", "r4"}},
			{"1\n", []string{"rummy", "--players", "Anna,Bo", "--name", "r5"}},
			{"", []string{"rummy", "new", "--players", "Anna,Bo,Cecilia"}},
			{"quit\n", []string{"rummy", "play", "r1"}},
			{"sluta\n", []string{"--lang", "sv", "rummy", "play", "r1"}},
			{"1\nquit\n", []string{"rummy", "play"}},
			{"", []string{"rummy", "show", "r1", "--json"}},
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			env, _ := cmdtest.FixtureHome(t)
			home := env["PROTOKOLL_HOME"]
			require.NoError(t, os.Remove(filepath.Join(home, "skrap.jsonl")))
			env["COLUMNS"] = "80"
			today := time.Now().Format("2006-01-02")
			var b strings.Builder
			for _, r := range c.runs {
				res := cmdtest.Run(t, env, r.in, r.args...)
				fmt.Fprintf(&b, "$ protokoll %s\n[stdin %q]\n[exit %d]\n%s", strings.Join(r.args, " "), r.in, res.Code, res.Out)
				if res.ErrOut != "" {
					fmt.Fprintf(&b, "[stderr]\n%s", res.ErrOut)
				}
			}
			got := strings.ReplaceAll(b.String(), home, "$PROTOKOLL_HOME")
			got = strings.ReplaceAll(got, today, "TODAY")
			got = nowStamp.ReplaceAllString(got, "TODAYT$$NOW")
			got = clock.ReplaceAllString(got, "${1}HH:MM ") // the games begun now, to choose from
			golden(t, "play-"+c.name, got)
		})
	}
}
