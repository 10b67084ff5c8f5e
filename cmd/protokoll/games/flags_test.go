package games_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/games"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

// TestGamesReadsItsFlags: --json and --verify, in the run's language; an
// argument refused before the run, exit 2.
func TestGamesReadsItsFlags(t *testing.T) {
	o, err := cmdtest.Options(t, nil, games.NewCmdGames)
	require.NoError(t, err)
	assert.False(t, o.JSON || o.Verify)
	assert.Equal(t, cmdtest.FlagLang, o.Lang.Tag)
	o, err = cmdtest.Options(t, nil, games.NewCmdGames, "--json", "--verify")
	require.NoError(t, err)
	assert.True(t, o.JSON && o.Verify)
	for _, f := range []any{o.IO, o.Store, o.CacheDir, o.Now} {
		assert.NotNil(t, f)
	}
	o, err = cmdtest.Options(t, nil, games.NewCmdGames, "kväll")
	assert.Nil(t, o)
	assert.ErrorContains(t, err, `takes no arguments, got "kväll"`)
	cmdtest.Refused(t, cmdtest.Home(t), `takes no arguments, got "x"`, "games", "x")
}
