// Package contractstest makes card games for tests of the packages that
// draw and show them (the PDFs, the commands): one fixture, so that a
// layout test and a command's test see the same game.
package contractstest

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/contracts"
)

// Played is a card game of list l among players, its first rounds
// played, the second player dealing first: each player out in turn, the
// others left with a king and a seven, with the labels a labelled round
// needs.
func Played(t testing.TB, l *contracts.List, players []string, rounds int) *contracts.Game {
	t.Helper()
	g, err := contracts.NewGame(l, players, players[1])
	require.NoError(t, err)
	for i, r := range l.Rounds[:rounds] {
		res := contracts.Result{Out: players[i%len(players)], Left: map[string][]contracts.Card{}}
		for _, p := range players {
			if p != res.Out {
				res.Left[p] = []contracts.Card{{Rank: contracts.King}, {Rank: 7}}
			}
		}
		if r.Contract.Labelled() && r.Contract.Requirements[0].Who != contracts.Winner {
			res.Labels = map[string]string{}
			for k, p := range players {
				res.Labels[p] = fmt.Sprint(min(k+1, len(r.Contract.Requirements)))
			}
		}
		require.NoError(t, g.Apply(contracts.GameEvent{Kind: contracts.KindRound, Result: &res}), "round %d", i+1)
	}
	return g
}
