package recap_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/yatzy"
)

// TestRecapAgainstOptimalPlay: recap --optimal says what each player's
// choices lost in each Yatzy game of the night, as review does.
func TestRecapAgainstOptimalPlay(t *testing.T) {
	env, _ := cmdtest.FixtureHome(t)
	var rc history.Recap
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "recap", "--optimal", "--json")), &rc))
	var rv yatzy.ReviewJSON
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "yatzy", "review", "--json", "kvall-a")), &rv))
	require.Contains(t, rc.Lost, history.Loss{Game: "kvall-a", Player: "Bo", Lost: rc.Lost[1].Lost})
	assert.InDelta(t, rv.Players[1].Lost, rc.Lost[1].Lost, 0.001)
	assert.Len(t, rc.Lost, 8, "two players in each of kvall-a, -b, -c and -d")
	assert.Contains(t, cmdtest.MustRun(t, env, "recap", "--optimal"), "Lost against optimal play:")
}
