package history

import (
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// games reads the fixture nights' games whole, by name.
func games(t *testing.T) map[string]Game {
	t.Helper()
	out := map[string]Game{}
	s := nights(t)
	names, err := s.Names()
	require.NoError(t, err)
	var (
		all []Game
		mu  sync.Mutex
	)
	_, err = EachOf(s, kinds, names, func(g Game) { // called from many goroutines
		mu.Lock()
		all = append(all, g)
		mu.Unlock()
	})
	require.NoError(t, err)
	for _, g := range all {
		out[g.Name] = g
	}
	return out
}

// The running totals of the fixture games, and the round the lead
// changed for good, worked out by hand from historytest's dice:
//
//	n1-a  Anna Strong, Bo Fair, Cecilia Weak: after round 1 Anna 3, Bo 3,
//	      Cecilia 2 (Anna and Bo level); from round 2 (9, 7, 6) Anna
//	      alone ahead to the end: decided in round 2
//	n3    Dan Strong and Anna Good level through the upper boxes (113
//	      each after round 6, with Cecilia after round 1); Dan alone
//	      from round 7 (one pair 12 against 10): decided in round 7
//	n4-a  Anna and Dan play the same dice: level from round 1, a shared
//	      win
//	n2-a  cards: Cecilia 0 after round 1 and 5 after round 2, ahead
//	      throughout: round 1
//	n4-b  cards: Bo alone after round 1 (0), level with Dan after round
//	      2 (10 each): round 2, shared
//	n4-c  unfinished: not decided
func TestRaceOfTheFixtureGames(t *testing.T) {
	gs := games(t)
	r := gs["n1-a"].Race(kinds.Figures(gs["n1-a"].Kind))
	assert.Equal(t, []string{"Anna", "Bo", "Cecilia"}, r.Players)
	assert.Equal(t, 15, r.Rounds)
	require.Len(t, r.Totals[0], 15)
	assert.Equal(t, []int{3, 9, 18, 30, 45, 113, 125, 147}, r.Totals[0][:8], "the bonus with the sixes")
	assert.Equal(t, []int{3, 7, 16, 28, 38, 50}, r.Totals[1][:6])
	assert.Equal(t, []int{295, 158, 111}, []int{r.Totals[0][14], r.Totals[1][14], r.Totals[2][14]})
	assert.Equal(t, []any{2, []string{"Anna"}}, []any{r.Decided, r.Leaders})

	for name, want := range map[string][]any{
		"n3":   {7, []string{"Dan"}},
		"n4-a": {1, []string{"Anna", "Dan"}},
		"n2-a": {1, []string{"Cecilia"}},
		"n4-b": {2, []string{"Bo", "Dan"}},
		"n4-c": {0, []string{}},
	} {
		r := gs[name].Race(kinds.Figures(gs[name].Kind))
		assert.Equal(t, want, []any{r.Decided, r.Leaders}, name)
	}
	cards := gs["n2-a"].Race(kinds.Figures(gs["n2-a"].Kind))
	assert.Equal(t, [][]int{{10, 10}, {45, 65}, {0, 5}, {5, 25}}, cards.Totals)
	left := gs["n4-c"].Race(kinds.Figures(gs["n4-c"].Kind))
	assert.Equal(t, [][]int{{3, 7, 16}, {3, 9, 18}}, left.Totals, "six turns of a game left halfway")
}
