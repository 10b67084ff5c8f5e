package yatzy_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

// TestPlayersAloneDoNotAskTheVariant: --players without --variant plays
// the default variant, and the first piped line is the first dice, not
// the answer to a question.
func TestPlayersAloneDoNotAskTheVariant(t *testing.T) {
	env := cmdtest.Home(t)
	r := cmdtest.Run(t, env, "66624\nsexor\n", "--lang", "sv", "yatzy", "--players", "Anna,Bo", "--name", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.NotContains(t, r.Out, "Variant")
	g := cmdtest.YatzyJSON(t, env, "g")
	assert.Equal(t, "scandinavian", g.Variant)
	assert.Equal(t, 18, *g.Players[0].Boxes["sixes"])
}

// TestTheGameKeepsItsLanguage: the line that says how to resume keeps
// --lang, the game keeps its language, and a resumed game comes back in
// it unless --lang says otherwise.
func TestTheGameKeepsItsLanguage(t *testing.T) {
	env := cmdtest.Home(t)
	r := cmdtest.Run(t, env, "sluta\n", "--lang", "sv", "yatzy", "--players", "Anna", "--name", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Sparat. Fortsätt med: protokoll --lang sv yatzy play g")

	r = cmdtest.Run(t, env, "quit\n", "yatzy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Tur: Anna, omgång 1 av 15", "resumed in the game's language")
	assert.Contains(t, r.Out, "Fortsätt med: protokoll yatzy play g", "no --lang was given this time")

	r = cmdtest.Run(t, env, "quit\n", "--lang", "et", "yatzy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.NotContains(t, r.Out, "Tur: Anna")
	assert.Contains(t, r.Out, "protokoll --lang et yatzy play g")

	// A game from before the language was kept reads as it did.
	r = cmdtest.Run(t, env, "quit\n", "yatzy", "--players", "Bo", "--name", "en")
	require.Equal(t, 0, r.Code, r.ErrOut)
	r = cmdtest.Run(t, env, "quit\n", "yatzy", "play", "en")
	assert.Contains(t, r.Out, "Bo's turn")
}

// TestCtrlCAtATerminalExits130: Ctrl-C at a form leaves the game as the
// README says, with exit status 130, the goodbye line in the game's
// language and with --lang.
func TestCtrlCAtATerminalExits130(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	term := cmdtest.Terminal(t, env, 80, 40, "--lang", "sv", "yatzy", "--players", "Anna", "--name", "g")
	term.WaitFor("Tärningar")
	term.Keys("C-c")
	assert.Equal(t, 130, term.Exit())
	assert.Contains(t, term.Screen(), "Fortsätt med: protokoll --lang sv yatzy play g")
}
