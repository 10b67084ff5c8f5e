package stats_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestStatsKeepHouseRulesApart: a game under house rules is counted apart
// from the built-in variant's, unless --any-rules asks otherwise.
func TestStatsKeepHouseRulesApart(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.HouseAndPlain(t, env, scoresheet.Scandinavian().Boxes)
	apart := cmdtest.StatsJSON(t, env)
	require.Len(t, apart.Yatzy, 2)
	assert.Equal(t, "scandinavian", apart.Yatzy[0].Variant)
	assert.True(t, strings.HasPrefix(apart.Yatzy[1].Variant, "scandinavian+"), apart.Yatzy[1].Variant)
	assert.Equal(t, 1, apart.Yatzy[0].Games)
	together := cmdtest.StatsJSON(t, env, "--any-rules")
	require.Len(t, together.Yatzy, 1)
	assert.Equal(t, 2, together.Yatzy[0].Games)
	only := cmdtest.StatsJSON(t, env, "--variant", apart.Yatzy[1].Variant)
	require.Len(t, only.Yatzy, 1)
	assert.Equal(t, 1, only.Yatzy[0].Games)
}
