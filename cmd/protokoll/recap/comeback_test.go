package recap_test

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestRecapTellsAComeback: Bo is 20 behind with only yatzy left for
// both, and wins with a Yatzy while Anna strikes hers: recap, asked for
// after the game, says he won from q(1 − q) = 4% (q = 0.0460, a Yatzy in
// three rolls) after round 14; the game's end says how to ask for it.
func TestRecapTellsAComeback(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "advise", "--prepare") // the recap uses the tables at hand
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "g")
	for _, b := range scoresheet.Scandinavian().Boxes {
		switch b {
		case scoresheet.Yatzy:
			continue
		case scoresheet.Chance:
			cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66666", "--box", "chance")
			cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", "22222", "--box", "chance")
		default:
			cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", cmdtest.BestDice(b, 5), "--box", string(b))
			cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", cmdtest.BestDice(b, 5), "--box", string(b))
		}
	}
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "12345", "--box", "yatzy", "--strike")
	r := cmdtest.Run(t, env, "66666\nyatzy\n", "yatzy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "The night so far: protokoll recap", "the recap on request")
	assert.Regexp(t, `Bo won from 4% after round 14 \(g\)`, cmdtest.MustRun(t, env, "recap"))

	var rc history.Recap
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "recap", "--json", "g")), &rc))
	var comebacks []history.Moment
	for _, m := range rc.Moments {
		if m.What == history.MomentComeback {
			comebacks = append(comebacks, m)
		}
	}
	require.Len(t, comebacks, 1)
	assert.Equal(t, "Bo", comebacks[0].Player)
	assert.Equal(t, 14, comebacks[0].Round)
	assert.InDelta(t, 0.0460*(1-0.0460), comebacks[0].Chance, 0.0005)
	assert.Contains(t, cmdtest.MustRun(t, env, "--lang", "sv", "recap", "g"), "Bo vann från 4\u00a0% efter omgång 14 (g)")
}
