package yatzy_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/yatzy"
	"github.com/kitchentable/protokoll/scoresheet"
)

func TestReview(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "g")
	// Anna puts 6 6 6 2 4 in chance; three of a kind was best.
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66624", "--box", "chance")
	// Bo puts five sixes in yatzy, the best there is.
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", "66666", "--box", "yatzy")
	r := cmdtest.Run(t, env, "", "yatzy", "review", "--json", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	var got yatzy.ReviewJSON
	require.NoError(t, json.Unmarshal([]byte(r.Out), &got))
	require.Len(t, got.Players, 2)
	anna, bo := got.Players[0], got.Players[1]
	require.Len(t, anna.Turns, 1)
	assert.Equal(t, "three_of_a_kind", anna.Turns[0].Best)
	assert.InDelta(t, 4.39, anna.Lost, 0.01)
	assert.Zero(t, bo.Lost)
	r = cmdtest.Run(t, env, "", "yatzy", "review", "g")
	assert.Contains(t, r.Out, "Anna: 4.39 points lost against optimal play\n   1. 6 6 6 2 4 → Chance 24; best: Three of a kind (−4.39)\n")
	assert.Contains(t, r.Out, "Bo: 0.00 points lost against optimal play\n")
}

// TestReviewSaysWhenTheBestWasAStrike: with only ones and yatzy left and
// dice that score in neither, the best choice is a strike, and the review
// says so.
func TestReviewSaysWhenTheBestWasAStrike(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "g")
	for _, b := range scoresheet.Scandinavian().Boxes {
		if b == scoresheet.Ones || b == scoresheet.Yatzy {
			continue
		}
		cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", cmdtest.BestDice(b, 5), "--box", string(b))
	}
	// Strike yatzy, keeping ones for the last turn: one of the two is the
	// better strike, and whichever was not chosen is named with "strike".
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "23456", "--box", "yatzy", "--strike")
	out := cmdtest.MustRun(t, env, "yatzy", "review", "g")
	if strings.Contains(out, "→ Yatzy 0") {
		assert.Contains(t, out, "best: strike Ones (0)")
	} else {
		assert.Contains(t, out, "Anna: 0.00 points lost")
	}
	var rv yatzy.ReviewJSON
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "yatzy", "review", "g", "--json")), &rv))
	last := rv.Players[0].Turns[len(rv.Players[0].Turns)-1]
	assert.Equal(t, 0, last.BestPoints, "the best was a strike")
}

// TestReviewMaxiBeforeItsTableIsPrepared: a maxi game is reviewed with
// its whole table, which only a prepare works out (minutes): before
// that, review says at once what preparing takes and the command, and
// leaves the game as it was.
func TestReviewMaxiBeforeItsTableIsPrepared(t *testing.T) {
	env := cmdtest.Home(t)
	env["PROTOKOLL_CACHE"] = t.TempDir()
	cmdtest.MustRun(t, env, "yatzy", "new", "--variant", "maxi", "--players", "Anna", "--name", "m")
	cmdtest.MustRun(t, env, "yatzy", "record", "m", "--player", "Anna", "--dice", "666241", "--box", "chance", "--rolls", "2")
	before := cmdtest.YatzyJSON(t, env, "m")
	r := cmdtest.Run(t, env, "", "--lang", "et", "yatzy", "review", "m")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "protokoll: variandi maxi parim mäng pole veel ette valmistatud: ettevalmistus võtab umbes 5 minutit, üks kord, ja viimaste käikude vihjed tulevad kohe, kui nende tasemed on valmis: protokoll yatzy advise --prepare --variant maxi\n", r.ErrOut)
	assert.Equal(t, before, cmdtest.YatzyJSON(t, env, "m"))
}
