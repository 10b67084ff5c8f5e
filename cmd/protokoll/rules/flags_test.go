package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/rules"
)

// TestRulesReadsItsFlags: rules yatzy's variant (scandinavian unless
// given) and house rules, rules rummy, rules save's name and file, each
// in the run's language; arguments refused before the run, exit 2.
func TestRulesReadsItsFlags(t *testing.T) {
	y, err := cmdtest.Options(t, nil, rules.NewCmdYatzy)
	require.NoError(t, err)
	assert.Equal(t, []string{"scandinavian", ""}, []string{y.Variant, y.House})
	assert.Equal(t, cmdtest.FlagLang, y.Lang.Tag)
	y, err = cmdtest.Options(t, nil, rules.NewCmdYatzy, "--variant", "maxi", "--rules", "hemma")
	require.NoError(t, err)
	assert.Equal(t, []string{"maxi", "hemma"}, []string{y.Variant, y.House})
	assert.NotNil(t, y.Store)

	r, err := cmdtest.Options(t, nil, rules.NewCmdRummy)
	require.NoError(t, err)
	assert.Equal(t, cmdtest.FlagLang, r.Lang.Tag)

	s, err := cmdtest.Options(t, nil, rules.NewCmdSave, "hemma", "hemma.txt")
	require.NoError(t, err)
	assert.Equal(t, []string{"hemma", "hemma.txt"}, []string{s.Name, s.File})
	assert.Equal(t, cmdtest.FlagLang, s.Lang.Tag)

	y, err = cmdtest.Options(t, nil, rules.NewCmdYatzy, "x")
	assert.Nil(t, y)
	assert.ErrorContains(t, err, `takes no arguments, got "x"`)
	r, err = cmdtest.Options(t, nil, rules.NewCmdRummy, "x")
	assert.Nil(t, r)
	assert.ErrorContains(t, err, `takes no arguments, got "x"`)
	s, err = cmdtest.Options(t, nil, rules.NewCmdSave, "hemma")
	assert.Nil(t, s)
	assert.ErrorContains(t, err, "takes 2 arguments, got 1")
	env := cmdtest.Home(t)
	cmdtest.Refused(t, env, `takes no arguments, got "x"`, "rules", "yatzy", "x")
	cmdtest.Refused(t, env, `takes no arguments, got "x"`, "rules", "rummy", "x")
	cmdtest.Refused(t, env, "takes 2 arguments, got 1", "rules", "save", "hemma")
}
