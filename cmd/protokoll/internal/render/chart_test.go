package render

import (
	"bytes"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog/catalogtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history/historytest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history/kindstest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// fixtureRaces are the running totals of fixture games: four Yatzy
// players led for good from round 7 (n3), a card game led from the
// start (n2-a), a shared card-game win (n4-b), a game left halfway.
func fixtureRaces(t *testing.T) map[string]history.Race {
	t.Helper()
	s := store.Store{Dir: t.TempDir()}
	historytest.Nights(t, s)
	out := map[string]history.Race{}
	var mu sync.Mutex
	_, err := history.EachOf(s, kindstest.Kinds{}, []string{"n3", "n2-a", "n4-b", "n4-c"}, func(g history.Game) { // called from many goroutines
		r := g.Race(kindstest.Kinds{}.Figures(g.Kind))
		mu.Lock()
		out[g.Name] = r
		mu.Unlock()
	})
	require.NoError(t, err)
	require.Len(t, out, 4)
	return out
}

// TestChartFitsEveryWidthInEveryLanguage draws the fixture games at 40,
// 80 and 120 columns in English, Swedish and Estonian: no line is wider
// than the width, every player is in the legend with their total, the
// lead's round is said in the language and nothing in English.
func TestChartFitsEveryWidthInEveryLanguage(t *testing.T) {
	races := fixtureRaces(t)
	langs := catalog.Builtin()
	english := langs.Lookup("en")
	for _, tag := range []string{"en", "sv", "et"} {
		l := langs.Lookup(tag)
		for _, width := range []int{40, 80, 120} {
			for name, r := range races {
				var b bytes.Buffer
				Chart(&b, l, r, width, false)
				out := b.String()
				what := tag + " " + name
				for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
					assert.LessOrEqual(t, lipgloss.Width(line), width, "%s at %d: %q", what, width, line)
				}
				assert.NotContains(t, out, "\x1b", "no colour asked for")
				for i, p := range r.Players {
					assert.Contains(t, out, "━ "+p+" ", what)
					last := r.Totals[i][len(r.Totals[i])-1]
					assert.Regexp(t, "━ "+p+" "+strconv.Itoa(last)+`(\s|$)`, out, what)
				}
				switch name {
				case "n3":
					assert.Contains(t, strings.Join(strings.Fields(out), " "), l.T("%s led for good from round %d", "Dan", 7), what)
				case "n2-a":
					assert.Contains(t, strings.Join(strings.Fields(out), " "), l.T("%s led from the first round", "Cecilia"), what)
				case "n4-b":
					assert.Contains(t, strings.Join(strings.Fields(out), " "), l.T("%s level in the lead from round %d", "Bo, Dan", 2), what)
				case "n4-c":
					assert.NotContains(t, out, "▲", "a game still going has no lead for good")
				}
				if tag != "en" {
					assert.Empty(t, catalogtest.EnglishWords(out, english, r.Players...), what)
				}
			}
		}
	}
}

// TestChartDraws: the winner's line ends at the top right, the loser's
// lowest; colour when asked for, a colour a player.
func TestChartDraws(t *testing.T) {
	r := fixtureRaces(t)["n3"]
	var b bytes.Buffer
	Chart(&b, catalog.Builtin()[0], r, 80, false)
	lines := strings.Split(b.String(), "\n")
	assert.True(t, strings.HasPrefix(lines[0], "295 │"), lines[0])
	assert.True(t, strings.HasSuffix(lines[0], " Dan"), "Dan's 295 ends the top row: %q", lines[0])
	assert.True(t, strings.HasPrefix(lines[7], "  0 │"), lines[7])
	var coloured bytes.Buffer
	Chart(&coloured, catalog.Builtin()[0], r, 80, true)
	for _, c := range chartColours[:4] {
		assert.Contains(t, coloured.String(), "\x1b[", c)
	}
	assert.Equal(t, b.String(), stripANSI(coloured.String()), "the same chart, in colour")
}

func TestColourOnlyOnATerminalWithoutNoColour(t *testing.T) {
	term := func(ok bool) *iostreams.IOStreams {
		return &iostreams.IOStreams{Size: func() (int, int, bool) { return 80, 24, ok }}
	}
	env := func(kv ...string) func(string) string {
		return func(k string) string {
			for i := 0; i+1 < len(kv); i += 2 {
				if kv[i] == k {
					return kv[i+1]
				}
			}
			return ""
		}
	}
	assert.True(t, Colour(term(true), env("TERM", "xterm-256color")))
	assert.False(t, Colour(term(true), env("TERM", "xterm-256color", "NO_COLOR", "1")), "NO_COLOR set")
	assert.False(t, Colour(term(true), env("TERM", "dumb")))
	assert.False(t, Colour(term(true), env()), "no TERM")
	assert.False(t, Colour(term(false), env("TERM", "xterm")), "not a terminal")
	assert.False(t, Colour(&iostreams.IOStreams{}, env("TERM", "xterm")), "a pipe")
}

// stripANSI removes colour from s.
func stripANSI(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == 0x1b {
			for i < len(s) && s[i] != 'm' {
				i++
			}
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}
