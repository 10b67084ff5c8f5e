package recap_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/recap"
)

// TestRecapReadsItsFlags: a day or a game as the argument (none: the
// latest night), --json and --optimal; a second argument refused before
// the run, exit 2.
func TestRecapReadsItsFlags(t *testing.T) {
	for _, c := range []struct {
		args          []string
		of            string
		json, optimal bool
	}{
		{args: nil},
		{args: []string{"2026-12-07"}, of: "2026-12-07"},
		{args: []string{"kväll", "--json"}, of: "kväll", json: true},
		{args: []string{"--optimal", "kväll"}, of: "kväll", optimal: true},
	} {
		o, err := cmdtest.Options(t, nil, recap.NewCmdRecap, c.args...)
		require.NoError(t, err, c.args)
		assert.Equal(t, c.of, o.Of, c.args)
		assert.Equal(t, []bool{c.json, c.optimal}, []bool{o.JSON, o.Optimal}, c.args)
		assert.NotNil(t, o.Reporter, c.args)
		assert.NotNil(t, o.Now, c.args)
		assert.NotNil(t, o.Getenv, c.args)
	}
	o, err := cmdtest.Options(t, nil, recap.NewCmdRecap, "a", "b")
	assert.Nil(t, o)
	assert.ErrorContains(t, err, "takes at most 1 argument, got 2")
	cmdtest.Refused(t, cmdtest.Home(t), "takes at most 1 argument, got 2", "recap", "a", "b")
}
