package yatzy_test

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history/historytest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// TestShowChart: show --chart draws the fixture game n3 under its sheet:
// Dan ahead for good from round 7 (worked out in package history), in
// the width given, in Swedish too; --chart and --json together are
// refused.
func TestShowChart(t *testing.T) {
	env := cmdtest.Home(t)
	historytest.Nights(t, store.Store{Dir: env["PROTOKOLL_HOME"]})
	for _, width := range []string{"40", "80", "120"} {
		env["COLUMNS"] = width
		out := cmdtest.MustRun(t, env, "yatzy", "show", "n3", "--chart")
		assert.Contains(t, strings.Join(strings.Fields(out), " "), "Dan led for good from round 7")
		assert.Contains(t, out, "━ Dan 295  ━ Anna 197")
		chart := out[strings.Index(out, "\n295 │")+1:]
		for _, line := range strings.Split(strings.TrimSuffix(chart, "\n"), "\n") {
			assert.LessOrEqual(t, lipgloss.Width(line), map[string]int{"40": 40, "80": 80, "120": 120}[width], line)
		}
	}
	sv := cmdtest.MustRun(t, env, "--lang", "sv", "yatzy", "show", "n3", "--chart")
	assert.Contains(t, strings.Join(strings.Fields(sv), " "), "Dan ledde för gott från omgång 7")
	assert.NotContains(t, cmdtest.MustRun(t, env, "yatzy", "show", "n3"), "━", "no chart unasked")

	r := cmdtest.Run(t, env, "", "yatzy", "show", "n3", "--chart", "--json")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "--chart draws for the terminal")
}
