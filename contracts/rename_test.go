package contracts

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRenameCarriesTheRounds: a rename moves every round's cards,
// labels, specials and adjustments to the new name, and an undo after it
// goes back to results under the new name.
func TestRenameCarriesTheRounds(t *testing.T) {
	g, err := NewGame(Lists()[0], []string{"Ana", "Bo", "Cecilia"}, "Bo")
	require.NoError(t, err)
	g.UndoLastEntry()
	r := &Result{Out: "Bo", Left: map[string][]Card{"Ana": {{Rank: King}}, "Cecilia": {{Rank: Rank(5)}}}, Adjust: []Adjustment{{Player: "Ana", Points: -10, Reason: "x"}}}
	require.NoError(t, g.Apply(GameEvent{Kind: KindRound, Result: r}))
	require.NoError(t, g.Apply(GameEvent{Kind: KindRename, Player: "ana", To: "Anna"}))
	assert.Error(t, g.Apply(GameEvent{Kind: KindRename, Player: "Anna", To: "BO"}))
	assert.Equal(t, 0, g.Total("Anna"))
	r2 := &Result{Out: "Anna", Left: map[string][]Card{"Bo": {{Rank: King}}, "Cecilia": {{Rank: Rank(5)}}}}
	require.NoError(t, g.Apply(GameEvent{Kind: KindRound, Result: r2}))
	require.NoError(t, g.Apply(GameEvent{Kind: KindUndo}))
	assert.Equal(t, 1, g.Played())
	assert.Equal(t, "Anna", g.Results()[0].Adjust[0].Player)
	assert.Equal(t, []string{"Anna", "Bo", "Cecilia"}, g.Players())
	assert.Equal(t, "Ana", r.Adjust[0].Player, "the event applied is not changed where it stands")
}
