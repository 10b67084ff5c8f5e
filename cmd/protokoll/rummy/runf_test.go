package rummy_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/rummy"
)

// TestRummyReadsItsFlags: a game at the table set up by its flags (none
// set when none given: they are asked), shared; the sharing flags
// without --share refused before the run, exit 2.
func TestRummyReadsItsFlags(t *testing.T) {
	o, err := cmdtest.Options(t, nil, rummy.NewCmdRummy)
	require.NoError(t, err)
	assert.Equal(t, []string{"", "", "", ""}, []string{o.List, o.Players, o.Dealer, o.Name})
	assert.False(t, o.Sharing.Share || o.LangGiven)
	assert.Equal(t, cmdtest.FlagLang, o.Lang.Tag)
	o, err = cmdtest.Options(t, nil, rummy.NewCmdRummy, "--list", "7", "--players", "Anna,Bo,Cecilia", "--dealer", "Bo", "--name", "kort",
		"--share", "--addr", "127.0.0.1:0", "--host", "köket.local", "--small")
	require.NoError(t, err)
	assert.Equal(t, []string{"7", "Anna,Bo,Cecilia", "Bo", "kort"}, []string{o.List, o.Players, o.Dealer, o.Name})
	assert.True(t, o.Sharing.Share && o.Sharing.Small)
	assert.Equal(t, []string{"127.0.0.1:0"}, o.Sharing.Addrs)
	assert.Equal(t, []string{"köket.local"}, o.Sharing.Hosts)

	env := cmdtest.Home(t)
	for name, flag := range map[string]string{"pin": "--pin=2468", "small": "--small", "addr": "--addr=127.0.0.1:0", "host": "--host=köket.local"} {
		cmdtest.Refused(t, env, "--"+name+" goes with --share", "rummy", flag)
		cmdtest.Refused(t, env, "--"+name+" goes with --share", "rummy", "play", flag)
	}
	cmdtest.Refused(t, env, `takes no arguments, got "x"`, "rummy", "x")
	cmdtest.Refused(t, env, "takes at most 1 argument, got 2", "rummy", "play", "a", "b")
}

// TestRummyScriptsReadTheirFlags: points, new, record and correct give
// their runs what was typed, --left and the like again and again in
// order, in the run's language; arguments refused before the run, exit 2.
func TestRummyScriptsReadTheirFlags(t *testing.T) {
	p, err := cmdtest.Options(t, nil, rummy.NewCmdPoints, "K", "7", "2", "A")
	require.NoError(t, err)
	assert.Equal(t, []string{"K", "7", "2", "A"}, p.Cards)
	assert.False(t, p.JSON)
	p, err = cmdtest.Options(t, nil, rummy.NewCmdPoints, "--json", "K7")
	require.NoError(t, err)
	assert.Equal(t, []string{"K7"}, p.Cards)
	assert.True(t, p.JSON)
	assert.NotEmpty(t, p.Langs, "card ranks in every language")

	n, err := cmdtest.Options(t, nil, rummy.NewCmdNew, "--list", "7", "--players", "Anna,Bo,Cecilia", "--dealer", "Cecilia", "--name", "kort")
	require.NoError(t, err)
	assert.Equal(t, []string{"7", "Anna,Bo,Cecilia", "Cecilia", "kort"}, []string{n.List, n.Players, n.Dealer, n.Name})

	r, err := cmdtest.Options(t, nil, rummy.NewCmdRecord, "kort", "--out", "Anna", "--left", "Bo=K 7", "--left", "Cecilia=",
		"--special", "Bo=4", "--adjust", "Bo=-10:glömde ett kort", "--label", "Bo=killarna", "--round", "3")
	require.NoError(t, err)
	assert.Equal(t, "kort", r.Game)
	assert.Equal(t, "Anna", r.Out)
	assert.Equal(t, []string{"Bo=K 7", "Cecilia="}, r.Left)
	assert.Equal(t, []string{"Bo=4"}, r.Special)
	assert.Equal(t, []string{"Bo=-10:glömde ett kort"}, r.Adjust)
	assert.Equal(t, []string{"Bo=killarna"}, r.Labels)
	assert.Equal(t, 3, r.Round)
	assert.Equal(t, cmdtest.FlagLang, r.Lang.Tag)
	r, err = cmdtest.Options(t, nil, rummy.NewCmdRecord, "kort", "--out", "Anna")
	require.NoError(t, err)
	assert.Zero(t, r.Round, "not said")

	c, err := cmdtest.Options(t, nil, rummy.NewCmdCorrect, "kort", "--round", "2", "--out", "Cecilia", "--left", "Anna=2", "--reason", "Cecilia gick ut")
	require.NoError(t, err)
	assert.Equal(t, []string{"kort", "Cecilia", "Cecilia gick ut"}, []string{c.Game, c.Out, c.Reason})
	assert.Equal(t, []string{"Anna=2"}, c.Left)
	assert.Equal(t, 2, c.Round)
	assert.Equal(t, cmdtest.FlagLang, c.Lang.Tag)

	env := cmdtest.Home(t)
	for want, args := range map[string][]string{
		"points takes at least 1 argument, got 0": {"points"},
		"check takes at least 1 argument, got 0":  {"check"},
		`new takes no arguments, got "x"`:         {"new", "x"},
		"record takes 1 argument, got 0":          {"record"},
		"correct takes 1 argument, got 2":         {"correct", "a", "b"},
		`invalid argument "x" for "--round"`:      {"record", "kort", "--round", "x"},
	} {
		cmdtest.Refused(t, env, want, append([]string{"rummy"}, args...)...)
	}
}
