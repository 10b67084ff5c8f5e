package yatzy_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/yatzy"
)

// TestRecordReadsItsFlags: yatzy record gives its run the game, the turn
// and the run's language as the command line says them, and says whether
// --rolls was given at all (0 is not a number of rolls).
func TestRecordReadsItsFlags(t *testing.T) {
	got, err := cmdtest.Options(t, nil, yatzy.NewCmdRecord, "kväll", "--player", "Bo", "--dice", "6 6 6 2 4", "--box", "sexor", "--strike")
	require.NoError(t, err)
	assert.Equal(t, "kväll", got.Game)
	assert.Equal(t, []string{"Bo", "6 6 6 2 4", "sexor"}, []string{got.Player, got.Dice, got.Box})
	assert.True(t, got.Strike)
	assert.False(t, got.RollsGiven)
	assert.Equal(t, cmdtest.FlagLang, got.Lang.Tag)

	got, err = cmdtest.Options(t, nil, yatzy.NewCmdRecord, "g", "--player", "Bo", "--dice", "666241", "--box", "sixes", "--rolls", "0")
	require.NoError(t, err)
	assert.True(t, got.RollsGiven, "--rolls 0 is given, and refused by the run")
	assert.Equal(t, 0, got.Rolls)
}

// TestNewGameAsksTheVariantOnlyWhenNothingWasGiven: the table asks for
// the variant only when the command line set nothing up; --players alone
// plays the default variant, as the help says.
func TestNewGameAsksTheVariantOnlyWhenNothingWasGiven(t *testing.T) {
	for args, ask := range map[string]bool{"": true, "--players=Anna": false, "--variant=scandinavian": false, "--variant=maxi --players=Anna": false} {
		got, err := cmdtest.Options(t, nil, yatzy.NewCmdYatzy, strings.Fields(args)...)
		require.NoError(t, err, args)
		assert.Equal(t, ask, got.AskVariant, args)
	}
}

// TestNewRefusesABidiOverride: a player's name with the right-to-left
// override (which shows "Anna" as it is not kept) is refused, as a control
// character is.
func TestNewRefusesABidiOverride(t *testing.T) {
	env := cmdtest.Home(t)
	r := cmdtest.Run(t, env, "", "yatzy", "new", "--players", "Bo,An\u202Ena", "--name", "g")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `the name An\u202ena holds a control character (U+202E)`)
	_, err := os.Stat(filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl"))
	assert.True(t, os.IsNotExist(err), "no game made")
}
