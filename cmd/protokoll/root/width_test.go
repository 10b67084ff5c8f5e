package root_test

import (
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/x/ansi"
	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store/storetest"
	"github.com/kitchentable/protokoll/cmd/protokoll/root"
	"github.com/kitchentable/protokoll/scoresheet"
)

// wideNames are names that take more cells, or fewer, than they have
// runes: emoji, CJK, a combining accent, and a long one.
var wideNames = []string{"Anna🎲🎲", "李小龍", "Zoe\u0301", "Bartholomew-Fitzgerald"}

// fits fails for each line of out wider than width as the terminal draws
// it; a line that is one word, longer than any line, stands alone.
func fits(t *testing.T, what string, width int, out string) {
	t.Helper()
	for _, l := range strings.Split(out, "\n") {
		if w := ansi.StringWidth(l); w > width && strings.Contains(strings.TrimSpace(l), " ") {
			t.Errorf("%s at %d columns: a line of %d: %q", what, width, w, l)
		}
	}
}

// TestEveryScreenFitsTheWidth: every screen, at 40, 80 and 120 columns
// ($COLUMNS off a terminal), with names of emoji, CJK and combining
// characters, fits the width.
func TestEveryScreenFitsTheWidth(t *testing.T) {
	env := cmdtest.Home(t)
	players := strings.Join(wideNames, ",")
	v := scoresheet.Scandinavian()
	game := cmdtest.PipedGame(v, wideNames, func(b scoresheet.Box) string { return cmdtest.BestDice(b, 5) })
	var cards strings.Builder
	// Points by hand, said again with the round: +10 and -10, which
	// leave the totals as they were (and the statistics their width).
	cards.WriteString("adjust\n" + wideNames[1] + "\n10\nheld a card back a while\n")
	cards.WriteString("adjust\nn\n" + wideNames[1] + "\n-10\ngave it back at the end\n")
	for i := range 12 {
		cards.WriteString(wideNames[i%4] + "\n")
		if i == 7 {
			cards.WriteString("1\n2\n4\n3\n")
		}
		if i == 8 {
			cards.WriteString("1\n2\n2\n2\n")
		}
		for range 3 {
			cards.WriteString("K 7 2 A\n")
		}
		if i == 5 {
			cards.WriteString("4\n0\n0\n0\n")
		}
		cards.WriteString("y\n")
	}
	widths := []int{40, 80, 120}
	if storetest.UnderRace {
		widths = widths[:1] // the race detector's pass looks for races, not widths
	}
	for _, width := range widths {
		e := map[string]string{"PROTOKOLL_HOME": env["PROTOKOLL_HOME"], "PROTOKOLL_CACHE": env["PROTOKOLL_CACHE"], "COLUMNS": strconv.Itoa(width)}
		name := "y" + strconv.Itoa(width)
		for _, lang := range []string{"en", "sv", "et"} {
			run := func(what, stdin string, args ...string) string {
				t.Helper()
				r := cmdtest.Run(t, e, stdin, append([]string{"--lang", lang}, args...)...)
				require.Equal(t, 0, r.Code, "%s: %s", what, r.ErrOut)
				fits(t, lang+" "+what, width, r.Out)
				return r.Out
			}
			if lang == "en" {
				run("yatzy at the table", game, "yatzy", "--players", players, "--name", name)
				// A game one turn from its end, for its chances.
				cut := strings.Split(game, "\n")
				run("yatzy nearly played", strings.Join(cut[:len(cut)-3], "\n")+"\n", "yatzy", "--players", players, "--name", "c"+name)
				run("rummy at the table", "12\n"+players+"\n"+wideNames[0]+"\n"+cards.String(), "rummy", "--name", "r"+name)
			}
			run("yatzy show", "", "yatzy", "show", name)
			// Chances read the optimal-play table: the narrowest, twice, and
			// not under the race detector, where a table takes minutes.
			if width == 40 && lang != "et" && !storetest.UnderRace {
				run("yatzy chances", "", "yatzy", "chances", "c"+name)
			}
			run("rummy show", "", "rummy", "show", "r"+name)
			run("games", "", "games")
			run("stats", "", "stats")
			run("recap", "", "recap")
			run("rules yatzy", "", "rules", "yatzy", "--variant", "standard")
			run("rules rummy", "", "rules", "rummy")
			run("rummy check", "", "rummy", "check", "--list", "12", "--round", "10", "5h 5s 5d 5c 3h | 6h 6s 6d 6c 2c | 9h 9s 9d")
			run("contracts", "", "contracts")
			for _, l := range []string{"1", "7", "11", "12"} {
				run("contracts show "+l, "", "contracts", "show", l)
			}
		}
	}
}

// TestTheTableFitsTheTerminal: at a terminal of 40, 80 and 120 columns
// the sheet, the menus and the messages fit it, with emoji, CJK and
// combining characters in the names; a wide terminal keeps the names
// whole.
func TestTheTableFitsTheTerminal(t *testing.T) {
	t.Parallel()
	for _, cols := range []int{40, 80, 120} {
		t.Run(fmt.Sprintf("%d columns", cols), func(t *testing.T) {
			t.Parallel() // each terminal waits for its program most of the time
			env := cmdtest.Home(t)
			term := cmdtest.Terminal(t, env, cols, 50, "yatzy", "--players", strings.Join(wideNames, ","), "--name", "g")
			term.WaitFor("Dice")
			term.Enter("66624")
			screen := term.WaitFor("Which box?")
			assert.LessOrEqual(t, cmdtest.Width(screen), cols, screen)
			time.Sleep(200 * time.Millisecond) // the box menu takes no key typed as it is drawn
			term.Type("14")                    // Chance: Enter alone, so soon after the menu came, chooses nothing
			term.Keys("Enter")
			screen = term.WaitFor("Dice")
			assert.LessOrEqual(t, cmdtest.Width(screen), cols, screen)
			if cols == 120 {
				assert.Contains(t, screen, "Bartholomew-Fitzgerald", "the width there is")
			}
			term.Interrupt()
		})
	}
}

// TestEightPlayersUseTheWidthThereIs: eight players' names are cut only
// as far as the width needs.
func TestEightPlayersUseTheWidthThereIs(t *testing.T) {
	env := cmdtest.Home(t)
	names := []string{"Annabelle", "Bosse", "Cecilia", "Dagmar", "Evelina", "Fredrik", "Gunnar", "Henrietta"}
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", strings.Join(names, ","), "--name", "g")
	e := map[string]string{"PROTOKOLL_HOME": env["PROTOKOLL_HOME"], "COLUMNS": "120"}
	r := cmdtest.Run(t, e, "", "yatzy", "show", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	for _, n := range names {
		require.Contains(t, r.Out, n)
	}
	e["COLUMNS"] = "80"
	r = cmdtest.Run(t, e, "", "yatzy", "show", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	fits(t, "show", 80, r.Out)
	require.NotContains(t, r.Out, "Henrietta", "cut to fit 80")
}

// TestEveryCommandsHelpFitsEightyColumns: the help each command says of
// itself, wrapped by hand, keeps to 80 columns, as the terminal's
// default is (a sentence added to a paragraph once ran to 115).
func TestEveryCommandsHelpFitsEightyColumns(t *testing.T) {
	ios, _, _ := iostreams.Test("")
	cmd := root.NewCmdRoot(cmdutil.New(ios, func(string) string { return "" }, time.Now, catalog.Builtin()), "test")
	var walk func(c *cobra.Command)
	walk = func(c *cobra.Command) {
		fits(t, c.CommandPath()+" --help", 80, c.Long) // the examples are command lines, one each
		for _, sub := range c.Commands() {
			walk(sub)
		}
	}
	walk(cmd)
}
