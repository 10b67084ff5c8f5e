package man_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/man"
)

// TestManReadsItsFlags: the folder, the command tree it is under (the
// pages are of every command) and the run's language; no folder refused
// before the run, exit 2.
func TestManReadsItsFlags(t *testing.T) {
	o, err := cmdtest.Options(t, nil, man.NewCmdMan, "pages")
	require.NoError(t, err)
	assert.Equal(t, "pages", o.Dir)
	assert.Equal(t, "man", o.Root.Name(), "alone, the command is its own root")
	assert.Equal(t, cmdtest.FlagLang, o.Lang.Tag)
	o, err = cmdtest.Options(t, nil, man.NewCmdMan)
	assert.Nil(t, o)
	assert.ErrorContains(t, err, "takes 1 argument, got 0")
	cmdtest.Refused(t, cmdtest.Home(t), "takes 1 argument, got 0", "man")
}
