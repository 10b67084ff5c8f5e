package rummy_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/rummy"
)

// TestCheckReadsItsFlags: rummy check gives its run the contract, the
// question and the cards as typed, groups and all, in the run's language.
func TestCheckReadsItsFlags(t *testing.T) {
	f := cmdtest.Factory(t, cmdtest.Home(t))
	f.Lang = f.Langs.Lookup("et")
	got, err := cmdtest.Options(t, f, rummy.NewCmdCheck, "--list", "12", "--round", "3", "--hand", "--json", "7h 7s 7d", "|", "Kh")
	require.NoError(t, err)
	assert.Equal(t, []string{"12", ""}, []string{got.List, got.Contract})
	assert.Equal(t, 3, got.Round)
	assert.True(t, got.Hand)
	assert.True(t, got.JSON)
	assert.Equal(t, []string{"7h 7s 7d", "|", "Kh"}, got.Cards)
	assert.Equal(t, "et", got.Lang.Tag)
}

// TestAPINAfterASpace: --pin 2468 is --pin=2468, for a game begun at the
// table and one resumed (unless a saved game is called 2468, which is
// resumed with a PIN made up); --pin alone still makes one up.
func TestAPINAfterASpace(t *testing.T) {
	env := cmdtest.Home(t)
	home := env["PROTOKOLL_HOME"]
	f := cmdtest.Factory(t, env)
	for _, c := range []struct {
		args       []string
		game, pin  string
		madeUp     bool
		newGameCmd bool
	}{
		{args: []string{"--share", "--pin", "2468"}, pin: "2468", newGameCmd: true},
		{args: []string{"--share", "--pin"}, madeUp: true, newGameCmd: true},
		{args: []string{"--share", "--pin", "2468"}, pin: "2468"},
		{args: []string{"kort", "--share", "--pin", "2468"}, game: "kort", pin: "2468"},
		{args: []string{"--share", "--pin", "2468", "kort"}, game: "kort", pin: "2468"},
		{args: []string{"kort", "--share", "--pin"}, game: "kort", madeUp: true},
		{args: []string{"kort", "--share", "--pin", "kaka1234"}, game: "kort", pin: "kaka1234"}, // the second argument: letters and all
	} {
		newCmd := rummy.NewCmdPlay
		if c.newGameCmd {
			newCmd = rummy.NewCmdRummy
		}
		o, err := cmdtest.Options(t, f, newCmd, c.args...)
		require.NoError(t, err, c.args)
		assert.Equal(t, c.game, o.Game, c.args)
		pin, err := o.Sharing.PIN.PIN()
		require.NoError(t, err, c.args)
		if c.madeUp {
			assert.Regexp(t, `^\d{6}$`, pin, c.args)
		} else {
			assert.Equal(t, c.pin, pin, c.args)
		}
	}
	// A saved game called 1357: resumed, its PIN made up.
	require.NoError(t, os.WriteFile(filepath.Join(home, "1357.jsonl"), nil, 0o600))
	o, err := cmdtest.Options(t, f, rummy.NewCmdPlay, "--share", "--pin", "1357")
	require.NoError(t, err)
	assert.Equal(t, "1357", o.Game)
}
