package recap_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store/storetest"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestTheRecapTellsWhatMatters: in forced Yatzy the bonus itself is told
// (its last upper box is always Sixes), a game begun and left empty is
// no part of the night, and --optimal prices no empty game.
func TestTheRecapTellsWhatMatters(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--variant", "forced", "--players", "Anna", "--name", "f")
	for _, b := range scoresheet.Forced().Boxes {
		cmdtest.MustRun(t, env, "yatzy", "record", "f", "--player", "Anna", "--dice", cmdtest.BestDice(b, 5), "--box", string(b))
	}
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Bo", "--name", "empty")
	out := cmdtest.MustRun(t, env, "--lang", "sv", "recap")
	assert.Contains(t, out, "Anna: bonusen i tvingad ordning (f)")
	assert.NotContains(t, out, "sista övre rutan")
	assert.NotContains(t, out, "empty")
	if storetest.UnderRace {
		return // --optimal works out forced's table: minutes under the race detector
	}
	r := cmdtest.Run(t, env, "", "recap", "--optimal")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.NotContains(t, r.Out, "empty")
}
