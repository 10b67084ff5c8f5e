package main

import (
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
)

func TestRecap(t *testing.T) {
	env, _ := historyHome(t)
	r := runCmd(t, env, "", "recap", "--json")
	require.Equal(t, 0, r.code, r.errOut)
	var rc history.Recap
	require.NoError(t, json.Unmarshal([]byte(r.out), &rc))
	assert.Len(t, rc.Games, 5, "the night's games, the unfinished one too")
	assert.Contains(t, rc.Moments, history.Moment{Game: "kvall-a", Player: "Anna", What: history.MomentYatzy})
	assert.Contains(t, rc.Moments, history.Moment{Game: "kort-a", Player: "Cecilia", What: history.MomentWentOut, Round: 2})
	assert.Empty(t, rc.Broken, "a first night breaks no record")

	same := runCmd(t, env, "", "recap", "--json", "kort-a")
	assert.Equal(t, r.out, same.out, "a game's night")
	same = runCmd(t, env, "", "recap", "--json", rc.Day)
	assert.Equal(t, r.out, same.out, "the day")

	out := mustRun(t, env, "--lang", "sv", "recap")
	assert.Contains(t, out, "Spelkväll "+rc.Day+": 5 spel")
	assert.Contains(t, out, "Anna: en Yatzy (kvall-a)")
	assert.Contains(t, out, "gick ut (kort-a): Anna i omgång 1, Cecilia i omgång 2")
	assert.Contains(t, mustRun(t, env, "recap", "2000-01-01"), "No games on 2000-01-01.")

	r = runCmd(t, env, "", "recap", "nonsense")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.errOut, `"nonsense" is neither a day (YYYY-MM-DD) nor a saved game`)
	r = runCmd(t, env, "", "recap", "a", "b")
	assert.Equal(t, 2, r.code)
	assert.Contains(t, r.errOut, "takes at most 1 argument, got 2")
	assert.Equal(t, "No games to recap.\n", mustRun(t, home(t), "recap"))
}

// TestRecapFitsTheTerminal: a night of six players with long names is told
// in lines of 80 columns at the most.
func TestRecapFitsTheTerminal(t *testing.T) {
	env := home(t)
	names := []string{"Maximiliana Öhrström-Väää", "Bartholomew Featherstonea", "Anna-Karin Lindqvist-Åberg", "Christopher Alexander", "Hjördis Gunilla Östergren", "Bo"}
	mustRun(t, env, "rummy", "new", "--list", "7", "--players", strings.Join(names, ","), "--name", "lång")
	args := []string{"rummy", "record", "lång", "--out", "Bo"}
	for _, n := range names[:5] {
		args = append(args, "--left", n+"=K 7")
	}
	mustRun(t, env, args...)
	for _, lang := range []string{"en", "sv", "et"} {
		out := mustRun(t, env, "--lang", lang, "recap")
		for _, line := range strings.Split(out, "\n") {
			assert.LessOrEqual(t, utf8.RuneCountInString(line), 80, "%s: %q", lang, line)
		}
		assert.Contains(t, out, "Maximiliana Öhr…", lang)
	}
}
