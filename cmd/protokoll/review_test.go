//go:build !race

package main

// TestReview needs the whole scandinavian table: seconds to solve, a
// minute under the race detector, so it runs in the pass without it.

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/yatzy"
	"github.com/kitchentable/protokoll/scoresheet"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReview(t *testing.T) {
	env := home(t)
	mustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "g")
	// Anna puts 6 6 6 2 4 in chance; three of a kind was best.
	mustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66624", "--box", "chance")
	// Bo puts five sixes in yatzy, the best there is.
	mustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", "66666", "--box", "yatzy")
	r := runCmd(t, env, "", "yatzy", "review", "--json", "g")
	require.Equal(t, 0, r.code, r.errOut)
	var got yatzy.ReviewJSON
	require.NoError(t, json.Unmarshal([]byte(r.out), &got))
	require.Len(t, got.Players, 2)
	anna, bo := got.Players[0], got.Players[1]
	require.Len(t, anna.Turns, 1)
	assert.Equal(t, "three_of_a_kind", anna.Turns[0].Best)
	assert.InDelta(t, 4.39, anna.Lost, 0.01)
	assert.Zero(t, bo.Lost)
	r = runCmd(t, env, "", "yatzy", "review", "g")
	assert.Contains(t, r.out, "Anna: 4.39 points lost against optimal play\n   1. 6 6 6 2 4 → Chance 24; best: Three of a kind (−4.39)\n")
	assert.Contains(t, r.out, "Bo: 0.00 points lost against optimal play\n")
}

// TestReviewSaysWhenTheBestWasAStrike: with only ones and yatzy left and
// dice that score in neither, the best choice is a strike, and the review
// says so.
func TestReviewSaysWhenTheBestWasAStrike(t *testing.T) {
	env := home(t)
	mustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "g")
	for _, b := range scoresheet.Scandinavian().Boxes {
		if b == scoresheet.Ones || b == scoresheet.Yatzy {
			continue
		}
		mustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", bestDice[b][:5], "--box", string(b))
	}
	// Strike yatzy, keeping ones for the last turn: one of the two is the
	// better strike, and whichever was not chosen is named with "strike".
	mustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "23456", "--box", "yatzy", "--strike")
	out := mustRun(t, env, "yatzy", "review", "g")
	if strings.Contains(out, "→ Yatzy 0") {
		assert.Contains(t, out, "best: strike Ones (0)")
	} else {
		assert.Contains(t, out, "Anna: 0.00 points lost")
	}
	var rv yatzy.ReviewJSON
	require.NoError(t, json.Unmarshal([]byte(mustRun(t, env, "yatzy", "review", "g", "--json")), &rv))
	last := rv.Players[0].Turns[len(rv.Players[0].Turns)-1]
	assert.Equal(t, 0, last.BestPoints, "the best was a strike")
}

// TestStatsAgainstOptimalPlay: stats --optimal gives the variant's
// expected score and, for each player, the average of what review says
// their games lost.
func TestStatsAgainstOptimalPlay(t *testing.T) {
	env, _ := historyHome(t)
	st := statsJSON(t, env, "--optimal", "--variant", "scandinavian")
	lost := map[string]float64{}
	for _, game := range []string{"kvall-a", "kvall-b"} {
		var rv yatzy.ReviewJSON
		require.NoError(t, json.Unmarshal([]byte(mustRun(t, env, "yatzy", "review", "--json", game)), &rv))
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
	out := mustRun(t, env, "stats", "--optimal", "--variant", "scandinavian")
	assert.Contains(t, out, "Optimal play in scandinavian expects 248.44 a game; lost a game against it:")
}

// TestRecapAgainstOptimalPlay: recap --optimal says what each player's
// choices lost in each Yatzy game of the night, as review does.
func TestRecapAgainstOptimalPlay(t *testing.T) {
	env, _ := historyHome(t)
	var rc history.Recap
	require.NoError(t, json.Unmarshal([]byte(mustRun(t, env, "recap", "--optimal", "--json")), &rc))
	var rv yatzy.ReviewJSON
	require.NoError(t, json.Unmarshal([]byte(mustRun(t, env, "yatzy", "review", "--json", "kvall-a")), &rv))
	require.Contains(t, rc.Lost, history.Loss{Game: "kvall-a", Player: "Bo", Lost: rc.Lost[1].Lost})
	assert.InDelta(t, rv.Players[1].Lost, rc.Lost[1].Lost, 0.001)
	assert.Len(t, rc.Lost, 8, "two players in each of kvall-a, -b, -c and -d")
	assert.Contains(t, mustRun(t, env, "recap", "--optimal"), "Lost against optimal play:")
}
