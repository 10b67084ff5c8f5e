package recap_test

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
)

func TestRecap(t *testing.T) {
	env, _ := cmdtest.FixtureHome(t)
	r := cmdtest.Run(t, env, "", "recap", "--json")
	require.Equal(t, 0, r.Code, r.ErrOut)
	night := r.Out
	var rc history.Recap
	require.NoError(t, json.Unmarshal([]byte(r.Out), &rc))
	assert.Len(t, rc.Games, 5, "the night's games, the unfinished one too")
	assert.Contains(t, rc.Moments, history.Moment{Game: "kvall-a", Player: "Anna", What: history.MomentYatzy})
	assert.Contains(t, rc.Moments, history.Moment{Game: "kort-a", Player: "Cecilia", What: history.MomentWentOut, Round: 2})
	assert.Empty(t, rc.Broken, "a first night breaks no record")

	same := cmdtest.Run(t, env, "", "recap", "--json", "kort-a")
	assert.Equal(t, r.Out, same.Out, "a game's night")
	same = cmdtest.Run(t, env, "", "recap", "--json", rc.Day)
	assert.Equal(t, r.Out, same.Out, "the day")

	out := cmdtest.MustRun(t, env, "--lang", "sv", "recap")
	assert.Contains(t, out, "Spelkväll "+rc.Day+": 5 spel")
	assert.Contains(t, out, "Anna: Yatzy (kvall-a)")
	assert.Contains(t, out, "gick ut (kort-a): Anna 1×, Cecilia 1×")
	assert.Contains(t, cmdtest.MustRun(t, env, "recap", "2000-01-01"), "No games on 2000-01-01.")

	r = cmdtest.Run(t, env, "", "recap", "nonsense")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `"nonsense" is neither a day (YYYY-MM-DD) nor a saved game`)
	r = cmdtest.Run(t, env, "", "recap", "a", "b")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "takes at most 1 argument, got 2")
	assert.Equal(t, "No games to recap.\n", cmdtest.MustRun(t, cmdtest.Home(t), "recap"))

	// A game made since, nothing played in it yet: the night told is
	// still the last one played.
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "tomorrow")
	after := cmdtest.Run(t, env, "", "recap", "--json")
	require.Equal(t, 0, after.Code, after.ErrOut)
	assert.Equal(t, night, after.Out, "the last night played")
}

// TestRecapFitsTheTerminal: a night of six players with long names is told
// in lines of 80 columns at the most.
func TestRecapFitsTheTerminal(t *testing.T) {
	env := cmdtest.Home(t)
	names := []string{"Maximiliana Öhrström-Väää", "Bartholomew Featherstonea", "Anna-Karin Lindqvist-Åberg", "Christopher Alexander", "Hjördis Gunilla Östergren", "Bo"}
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "7", "--players", strings.Join(names, ","), "--name", "lång")
	args := []string{"rummy", "record", "lång", "--out", "Bo"}
	for _, n := range names[:5] {
		args = append(args, "--left", n+"=K 7")
	}
	cmdtest.MustRun(t, env, args...)
	for _, lang := range catalog.Builtin().Tags() {
		out := cmdtest.MustRun(t, env, "--lang", lang, "recap")
		for _, line := range strings.Split(out, "\n") {
			assert.LessOrEqual(t, utf8.RuneCountInString(line), 80, "%s: %q", lang, line)
		}
		assert.Contains(t, out, "Maximiliana Öhr…", lang)
	}
}
