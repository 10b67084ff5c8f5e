package stats_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/yatzy"
)

// TestStatsAgainstOptimalPlay: stats --optimal gives the variant's
// expected score and, for each player, the average of what review says
// their games lost.
func TestStatsAgainstOptimalPlay(t *testing.T) {
	env, _ := cmdtest.FixtureHome(t)
	st := cmdtest.StatsJSON(t, env, "--optimal", "--variant", "scandinavian")
	lost := map[string]float64{}
	for _, game := range []string{"kvall-a", "kvall-b"} {
		var rv yatzy.ReviewJSON
		require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "yatzy", "review", "--json", game)), &rv))
		for _, p := range rv.Players {
			lost[strings.ToLower(p.Name)] += p.Lost / 2
		}
	}
	for _, player := range []string{"Anna", "Bo"} {
		l := yatzyLine(t, st, "scandinavian", player)
		require.NotNil(t, l.Expected, player)
		assert.InDelta(t, 248.44, *l.Expected, 0.005)
		assert.InDelta(t, lost[strings.ToLower(player)], *l.Lost, 0.001, player)
	}
	assert.Greater(t, lost["bo"], lost["anna"], "Bo struck three boxes in each game")
	out := cmdtest.MustRun(t, env, "stats", "--optimal", "--variant", "scandinavian")
	assert.Contains(t, out, "Optimal play in scandinavian expects 248.44 a game; lost a game against it:")
}
