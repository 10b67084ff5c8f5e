package root_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/scoresheet"
)

func TestCompletion(t *testing.T) {
	for _, shell := range []string{"bash", "zsh", "fish", "powershell"} {
		r := cmdtest.Run(t, nil, "", "completion", shell)
		require.Equal(t, 0, r.Code, r.ErrOut)
		assert.Contains(t, r.Out, "protokoll", shell)
	}
	r := cmdtest.Run(t, nil, "", "__complete", "yatzy", "re")
	require.Equal(t, 0, r.Code)
	assert.Contains(t, r.Out, "record")
}

// TestCompletionOffersTheGamesWords: saved games where a command takes
// GAME, and the variants, boxes and players for the flags.
func TestCompletionOffersTheGamesWords(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--variant", "standard", "--players", "Anna,Bo", "--name", "kväll")
	out := cmdtest.MustRun(t, env, "__complete", "yatzy", "show", "")
	assert.Contains(t, out, "kväll\n")
	assert.Contains(t, cmdtest.MustRun(t, env, "__complete", "recap", ""), "kväll\n", "recap [DAY|GAME] takes a game too")
	out = cmdtest.MustRun(t, env, "__complete", "yatzy", "record", "kväll", "--player", "")
	assert.Contains(t, out, "Anna\nBo\n")
	out = cmdtest.MustRun(t, env, "__complete", "yatzy", "record", "kväll", "--box", "")
	assert.Contains(t, out, "full_house\nsmall_straight\n", "the game's own boxes, in its order")
	out = cmdtest.MustRun(t, env, "__complete", "pdf", "sheet", "--variant", "")
	assert.Contains(t, out, "scandinavian\nforced\nmaxi\nstandard\n")
	out = cmdtest.MustRun(t, env, "__complete", "rummy", "new", "--list", "")
	assert.Contains(t, out, "1\n2\n")
	assert.Contains(t, cmdtest.MustRun(t, env, "--help"), "Games are saved in $PROTOKOLL_HOME")
}

// TestCompletionOffersTheGamesOfTheCommand: yatzy play offers the
// unfinished Yatzy games only, rummy play the card games, rename the
// game's players, and --lang the languages.
func TestCompletionOffersTheGamesOfTheCommand(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "open")
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "done")
	for _, b := range scoresheet.Scandinavian().Boxes {
		cmdtest.MustRun(t, env, "yatzy", "record", "done", "--player", "Anna", "--dice", cmdtest.BestDice(b, 5), "--box", string(b))
	}
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cecilia", "--name", "cards")
	out := cmdtest.MustRun(t, env, "__complete", "yatzy", "play", "")
	assert.Contains(t, out, "open\n")
	assert.NotContains(t, out, "done\n", "finished")
	assert.NotContains(t, out, "cards\n", "a card game")
	out = cmdtest.MustRun(t, env, "__complete", "rummy", "play", "")
	assert.Contains(t, out, "cards\n")
	assert.NotContains(t, out, "open\n")
	assert.Contains(t, cmdtest.MustRun(t, env, "__complete", "yatzy", "show", ""), "done\n", "show takes a finished game")
	assert.Contains(t, cmdtest.MustRun(t, env, "__complete", "rummy", "rename", "cards", ""), "Anna\nBo\nCecilia\n")
	assert.Contains(t, cmdtest.MustRun(t, env, "__complete", "--lang", ""), "en\net\nsv\n")
}
