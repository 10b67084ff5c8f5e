package repair_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/repair"
)

// TestRepairReadsItsFlags: the game's name and --yes, in the run's
// language; no name, or two, refused before the run, exit 2.
func TestRepairReadsItsFlags(t *testing.T) {
	o, err := cmdtest.Options(t, nil, repair.NewCmdRepair, "kväll")
	require.NoError(t, err)
	assert.Equal(t, "kväll", o.Name)
	assert.False(t, o.Yes)
	assert.Equal(t, cmdtest.FlagLang, o.Lang.Tag)
	o, err = cmdtest.Options(t, nil, repair.NewCmdRepair, "--yes", "kväll")
	require.NoError(t, err)
	assert.Equal(t, "kväll", o.Name)
	assert.True(t, o.Yes)
	assert.NotNil(t, o.Store)
	assert.NotEmpty(t, o.Langs)

	env := cmdtest.Home(t)
	for want, args := range map[string][]string{
		"takes 1 argument, got 0": {"repair"},
		"takes 1 argument, got 2": {"repair", "a", "b"},
	} {
		o, err := cmdtest.Options(t, nil, repair.NewCmdRepair, args[1:]...)
		assert.Nil(t, o, want)
		assert.ErrorContains(t, err, want)
		cmdtest.Refused(t, env, want, args...)
	}
}
