package yatzy_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/yatzy"
)

// TestYatzyTwinsReadTheirFlags: show, rename, again and undo, the
// commands the card game has too, give their runs the game and what
// else was typed, in the run's language; the wrong number of arguments
// refused before the run, exit 2.
func TestYatzyTwinsReadTheirFlags(t *testing.T) {
	s, err := cmdtest.Options(t, nil, yatzy.NewCmdShow, "kväll")
	require.NoError(t, err)
	assert.Equal(t, "kväll", s.Game)
	assert.False(t, s.JSON || s.Chart)
	assert.Equal(t, cmdtest.FlagLang, s.Lang.Tag)
	assert.NotNil(t, s.Getenv, "NO_COLOR for the chart")
	s, err = cmdtest.Options(t, nil, yatzy.NewCmdShow, "--json", "--chart", "kväll")
	require.NoError(t, err)
	assert.True(t, s.JSON && s.Chart, "both given: the run refuses them")

	r, err := cmdtest.Options(t, nil, yatzy.NewCmdRename, "kväll", "Bo", "Bosse")
	require.NoError(t, err)
	assert.Equal(t, []string{"kväll", "Bo", "Bosse"}, []string{r.Game, r.Old, r.New})
	assert.Equal(t, cmdtest.FlagLang, r.Lang.Tag)

	a, err := cmdtest.Options(t, nil, yatzy.NewCmdAgain)
	require.NoError(t, err)
	assert.Empty(t, a.Game, "the latest game")
	a, err = cmdtest.Options(t, nil, yatzy.NewCmdAgain, "kväll")
	require.NoError(t, err)
	assert.Equal(t, "kväll", a.Game)
	assert.Equal(t, cmdtest.FlagLang, a.Lang.Tag)

	u, err := cmdtest.Options(t, nil, yatzy.NewCmdUndo, "kväll")
	require.NoError(t, err)
	assert.Equal(t, "kväll", u.Game)
	assert.Equal(t, cmdtest.FlagLang, u.Lang.Tag)

	env := cmdtest.Home(t)
	for want, args := range map[string][]string{
		"show takes 1 argument, got 0":          {"show"},
		"rename takes 3 arguments, got 2":       {"rename", "kväll", "Bo"},
		"again takes at most 1 argument, got 2": {"again", "a", "b"},
		"undo takes 1 argument, got 0":          {"undo"},
	} {
		cmdtest.Refused(t, env, want, append([]string{"yatzy"}, args...)...)
	}
}
