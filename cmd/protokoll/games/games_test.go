package games_test

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
	"github.com/kitchentable/protokoll/scoresheet"
)

func TestGamesListsUnfinishedFirst(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "done")
	for _, b := range scoresheet.Scandinavian().Boxes {
		cmdtest.MustRun(t, env, "yatzy", "record", "done", "--player", "Anna", "--dice", cmdtest.BestDice(b, 5), "--box", string(b), "--strike="+strconv.FormatBool(scoresheet.Scandinavian().Score(b, roll(t, cmdtest.BestDice(b, 5))) == 0))
	}
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Bo,Cecilia", "--name", "open")
	var list []view.Summary
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "games", "--json")), &list))
	require.Len(t, list, 2)
	assert.Equal(t, "open", list[0].Name)
	assert.False(t, list[0].Finished)
	assert.Equal(t, []string{"Bo", "Cecilia"}, list[0].Players)
	assert.Equal(t, "done", list[1].Name)
	assert.True(t, list[1].Finished)
	assert.Equal(t, []string{"Anna"}, list[1].Winners)
	text := cmdtest.MustRun(t, env, "games")
	assert.Less(t, strings.Index(text, "open"), strings.Index(text, "done"))
}

func TestNoGamesSaysSo(t *testing.T) {
	env := cmdtest.Home(t)
	out := cmdtest.MustRun(t, env, "games")
	assert.Contains(t, out, "No saved games yet (in "+env["PROTOKOLL_HOME"]+").")
	for _, line := range strings.Split(out, "\n") {
		if !strings.Contains(line, env["PROTOKOLL_HOME"]) {
			assert.LessOrEqual(t, len([]rune(line)), 80, line)
		}
	}
	assert.Equal(t, "[]\n", cmdtest.MustRun(t, env, "games", "--json"))
}
func TestGamesListsBothGames(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "7", "--players", "Anna,Bo,Cecilia", "--name", "cards")
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "dice")
	var list []view.Summary
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "games", "--json")), &list))
	require.Len(t, list, 2)
	kinds := map[string]string{}
	for _, g := range list {
		kinds[g.Name] = g.Game + " " + g.Kind
	}
	assert.Equal(t, map[string]string{"cards": "rummy Lista 7", "dice": "yatzy scandinavian"}, kinds)
	r := cmdtest.Run(t, env, "", "yatzy", "show", "cards")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `"cards" is a rummy game, not a yatzy game`)
}

// roll reads dice, failing the test when they are no roll.
func roll(t *testing.T, s string) scoresheet.Roll {
	t.Helper()
	r, err := scoresheet.ParseRoll(s, len(s))
	require.NoError(t, err)
	return r
}
