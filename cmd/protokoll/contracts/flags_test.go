package contracts_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/contracts"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

// TestContractsReadsItsFlags: contracts and contracts show LIST, each
// with --json, in the run's language; an argument too many or too few
// refused before the run, exit 2.
func TestContractsReadsItsFlags(t *testing.T) {
	l, err := cmdtest.Options(t, nil, contracts.NewCmdContracts)
	require.NoError(t, err)
	assert.False(t, l.JSON)
	assert.Equal(t, cmdtest.FlagLang, l.Lang.Tag)
	l, err = cmdtest.Options(t, nil, contracts.NewCmdContracts, "--json")
	require.NoError(t, err)
	assert.True(t, l.JSON)

	s, err := cmdtest.Options(t, nil, contracts.NewCmdShow, "7")
	require.NoError(t, err)
	assert.Equal(t, "7", s.List)
	assert.False(t, s.JSON)
	assert.Equal(t, cmdtest.FlagLang, s.Lang.Tag)
	s, err = cmdtest.Options(t, nil, contracts.NewCmdShow, "--json", "12")
	require.NoError(t, err)
	assert.Equal(t, "12", s.List)
	assert.True(t, s.JSON)

	l, err = cmdtest.Options(t, nil, contracts.NewCmdContracts, "x")
	assert.Nil(t, l)
	assert.ErrorContains(t, err, `takes no arguments, got "x"`)
	s, err = cmdtest.Options(t, nil, contracts.NewCmdShow)
	assert.Nil(t, s)
	assert.ErrorContains(t, err, "takes 1 argument, got 0")
	env := cmdtest.Home(t)
	cmdtest.Refused(t, env, `takes no arguments, got "x"`, "contracts", "x")
	cmdtest.Refused(t, env, "takes 1 argument, got 0", "contracts", "show")
}
