package stats_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/stats"
)

// TestStatsReadsItsFlags: the filters as typed (--player and --alias
// again and again, in order) and the views; none given, none set; an
// argument or a flag's bad value refused before the run, exit 2.
func TestStatsReadsItsFlags(t *testing.T) {
	o, err := cmdtest.Options(t, nil, stats.NewCmdStats)
	require.NoError(t, err)
	assert.Zero(t, o.Filters.Game+o.Filters.Variant+o.Filters.List+o.Filters.Since+o.Filters.Until+o.By)
	assert.Zero(t, o.Filters.Last)
	assert.Empty(t, append(o.Filters.Players, o.Filters.Aliases...))
	assert.False(t, o.JSON || o.Optimal || o.Boxes || o.Filters.AnyRules)

	o, err = cmdtest.Options(t, nil, stats.NewCmdStats, "--game", "yatzy", "--variant", "forced", "--any-rules", "--list", "7",
		"--player", "Anna", "--player", "Bo", "--since", "2026-01-01", "--until", "2026-02-01", "--last", "20",
		"--alias", "Bosse=Bo", "--alias", "Ann=Anna", "--json", "--boxes", "--by", "month", "--optimal")
	require.NoError(t, err)
	f := o.Filters
	assert.Equal(t, []string{"yatzy", "forced", "7", "2026-01-01", "2026-02-01"}, []string{f.Game, f.Variant, f.List, f.Since, f.Until})
	assert.Equal(t, 20, f.Last)
	assert.True(t, f.AnyRules)
	assert.Equal(t, []string{"Anna", "Bo"}, f.Players)
	assert.Equal(t, []string{"Bosse=Bo", "Ann=Anna"}, f.Aliases)
	assert.True(t, o.JSON && o.Boxes && o.Optimal)
	assert.Equal(t, "month", o.By)
	assert.NotNil(t, o.IO)
	assert.NotNil(t, o.Reporter)

	o, err = cmdtest.Options(t, nil, stats.NewCmdStats, "extra")
	assert.Nil(t, o, "refused before the run")
	assert.ErrorContains(t, err, `takes no arguments, got "extra"`)
	env := cmdtest.Home(t)
	cmdtest.Refused(t, env, `takes no arguments, got "extra"`, "stats", "extra")
	cmdtest.Refused(t, env, `invalid argument "x" for "--last" flag`, "stats", "--last", "x")
	cmdtest.Refused(t, env, "unknown flag: --nope", "stats", "--nope")
}
