package yatzy_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/yatzy"
)

// TestYatzyReadsItsFlags: a game at the table set up by its flags (the
// defaults none given), shared with its PIN, address and host; yatzy
// play the game to resume; the sharing flags without --share refused
// before the run, exit 2.
func TestYatzyReadsItsFlags(t *testing.T) {
	o, err := cmdtest.Options(t, nil, yatzy.NewCmdYatzy)
	require.NoError(t, err)
	assert.Equal(t, []string{"scandinavian", "", "", "forced", ""}, []string{o.Variant, o.Players, o.Name, o.Joker, o.House})
	assert.False(t, o.Hints || o.Sharing.Share || o.LangGiven)
	assert.Equal(t, cmdtest.FlagLang, o.Lang.Tag)

	o, err = cmdtest.Options(t, nil, yatzy.NewCmdYatzy, "--variant", "standard", "--players", "Anna,Bo", "--name", "kväll",
		"--joker", "free", "--rules", "hemma", "--hints", "--share", "--pin", "2468", "--addr", "127.0.0.1:0", "--host", "köket.local", "--small")
	require.NoError(t, err)
	assert.Equal(t, []string{"standard", "Anna,Bo", "kväll", "free", "hemma"}, []string{o.Variant, o.Players, o.Name, o.Joker, o.House})
	assert.True(t, o.Hints)
	assert.True(t, o.Sharing.Share && o.Sharing.Small)
	assert.Equal(t, []string{"127.0.0.1:0"}, o.Sharing.Addrs)
	assert.Equal(t, []string{"köket.local"}, o.Sharing.Hosts)
	pin, err := o.Sharing.PIN.PIN()
	require.NoError(t, err)
	assert.Equal(t, "2468", pin)
	assert.Empty(t, o.Game)

	p, err := cmdtest.Options(t, nil, yatzy.NewCmdPlay)
	require.NoError(t, err)
	assert.Empty(t, p.Game, "the latest unfinished game")
	p, err = cmdtest.Options(t, nil, yatzy.NewCmdPlay, "kväll", "--share")
	require.NoError(t, err)
	assert.Equal(t, "kväll", p.Game)
	assert.True(t, p.Sharing.Share)
	assert.Equal(t, cmdtest.FlagLang, p.Lang.Tag)

	env := cmdtest.Home(t)
	for name, flag := range map[string]string{"pin": "--pin=2468", "small": "--small", "addr": "--addr=127.0.0.1:0", "host": "--host=köket.local"} {
		cmdtest.Refused(t, env, "--"+name+" goes with --share", "yatzy", flag)
		cmdtest.Refused(t, env, "--"+name+" goes with --share", "yatzy", "play", flag)
	}
	p, err = cmdtest.Options(t, nil, yatzy.NewCmdPlay, "a", "b")
	assert.Nil(t, p)
	assert.ErrorContains(t, err, "takes at most 1 argument, got 2")
	cmdtest.Refused(t, env, "takes at most 1 argument, got 2", "yatzy", "play", "a", "b")
	cmdtest.Refused(t, env, `takes no arguments, got "x"`, "yatzy", "x")
}

// TestYatzyScriptsReadTheirFlags: new, score, correct, advise, review
// and chances give their runs what was typed, in the run's language (new
// its languages, to read names of boxes in any); arguments refused
// before the run, exit 2.
func TestYatzyScriptsReadTheirFlags(t *testing.T) {
	n, err := cmdtest.Options(t, nil, yatzy.NewCmdNew, "--players", "Anna,Bo", "--variant", "maxi", "--name", "kväll", "--rules", "hemma", "--hints")
	require.NoError(t, err)
	assert.Equal(t, []string{"maxi", "Anna,Bo", "kväll", "forced", "hemma"}, []string{n.Variant, n.Players, n.Name, n.Joker, n.House})
	assert.True(t, n.Hints)
	assert.NotEmpty(t, n.Langs)

	s, err := cmdtest.Options(t, nil, yatzy.NewCmdScore, "6", "6", "6", "2", "4")
	require.NoError(t, err)
	assert.Equal(t, "6 6 6 2 4", s.Dice, "the dice as one")
	assert.Equal(t, []string{"scandinavian", ""}, []string{s.Variant, s.House})
	assert.False(t, s.JSON)
	assert.Equal(t, cmdtest.FlagLang, s.Lang.Tag)
	s, err = cmdtest.Options(t, nil, yatzy.NewCmdScore, "--variant", "maxi", "--rules", "hemma", "--json", "666241")
	require.NoError(t, err)
	assert.Equal(t, []string{"666241", "maxi", "hemma"}, []string{s.Dice, s.Variant, s.House})
	assert.True(t, s.JSON)

	c, err := cmdtest.Options(t, nil, yatzy.NewCmdCorrect, "kväll", "--player", "Bo", "--box", "sexor", "--dice", "66612",
		"--reason", "fel tärning", "--move-to", "kåk", "--rolls", "2", "--strike")
	require.NoError(t, err)
	assert.Equal(t, []string{"kväll", "Bo", "sexor", "66612", "fel tärning", "kåk"}, []string{c.Game, c.Player, c.Box, c.Dice, c.Reason, c.MoveTo})
	assert.Equal(t, 2, c.Rolls)
	assert.True(t, c.Strike)
	assert.Equal(t, cmdtest.FlagLang, c.Lang.Tag)

	a, err := cmdtest.Options(t, nil, yatzy.NewCmdAdvise)
	require.NoError(t, err)
	assert.Equal(t, []string{"scandinavian", "forced", "", "", "", "", ""}, []string{a.Variant, a.Joker, a.House, a.Dice, a.Sheet, a.Game, a.Player})
	assert.Equal(t, -1, a.RollsLeft, "not given: refused by the run unless --start")
	assert.False(t, a.Start || a.Distribution || a.JSON || a.Prepare || a.ToWin)
	a, err = cmdtest.Options(t, nil, yatzy.NewCmdAdvise, "--variant", "standard", "--joker", "free", "--rules", "hemma", "--dice", "66624",
		"--rolls-left", "2", "--sheet", "ones=3", "--game", "kväll", "--player", "Anna", "--start", "--to-win", "--distribution", "--prepare", "--json")
	require.NoError(t, err)
	assert.Equal(t, []string{"standard", "free", "hemma", "66624", "ones=3", "kväll", "Anna"}, []string{a.Variant, a.Joker, a.House, a.Dice, a.Sheet, a.Game, a.Player})
	assert.Equal(t, 2, a.RollsLeft)
	assert.True(t, a.Start && a.Distribution && a.JSON && a.Prepare && a.ToWin)
	assert.Equal(t, cmdtest.FlagLang, a.Lang.Tag)

	r, err := cmdtest.Options(t, nil, yatzy.NewCmdReview, "kväll", "--json")
	require.NoError(t, err)
	assert.Equal(t, "kväll", r.Game)
	assert.True(t, r.JSON)
	assert.Equal(t, cmdtest.FlagLang, r.Lang.Tag)

	ch, err := cmdtest.Options(t, nil, yatzy.NewCmdChances, "kväll")
	require.NoError(t, err)
	assert.Equal(t, "kväll", ch.Game)
	assert.False(t, ch.JSON)
	assert.NotNil(t, ch.Tables)
	assert.Equal(t, cmdtest.FlagLang, ch.Lang.Tag)

	env := cmdtest.Home(t)
	for want, args := range map[string][]string{
		`takes no arguments, got "x"`:             {"new", "x"},
		"takes at least 1 argument, got 0":        {"score"},
		"takes 1 argument, got 0":                 {"correct"},
		`advise takes no arguments, got "x"`:      {"advise", "x"},
		`invalid argument "x" for "--rolls-left"`: {"advise", "--rolls-left", "x"},
		"review takes 1 argument, got 0":          {"review"},
		"chances takes 1 argument, got 2":         {"chances", "a", "b"},
	} {
		cmdtest.Refused(t, env, want, append([]string{"yatzy"}, args...)...)
	}
	a, err = cmdtest.Options(t, nil, yatzy.NewCmdAdvise, "x")
	assert.Nil(t, a)
	assert.ErrorContains(t, err, `takes no arguments, got "x"`)
}
