package history

import (
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
)

// AgeIndex writes the results index of s in cache back as if its files
// had been read by later than they were: for the tests outside the
// package, to have the index trust its games' Stats without waiting
// StatGrain. Nothing is done where there is no index.
func AgeIndex(s store.Store, cache string, by time.Duration) {
	path := IndexPath(s, cache)
	if idx := readIndex(path); len(idx.Games) > 0 {
		idx.Read = idx.Read.Add(by)
		writeIndex(path, idx)
	}
}

// TestExtrasAddUpToTheTotal: a player's entries and extras (the bonus,
// standard's +100s) add up to the sheet's total.
func TestExtrasAddUpToTheTotal(t *testing.T) {
	s, err := scoresheet.NewSheet(scoresheet.Standard(), []string{"Anna"}, scoresheet.Choices{Joker: scoresheet.JokerForced})
	require.NoError(t, err)
	five := scoresheet.Roll{6, 6, 6, 6, 6}
	require.NoError(t, s.Apply(scoresheet.Turn("Anna", scoresheet.Yatzy, five, 0, false)))
	require.NoError(t, s.Apply(scoresheet.Turn("Anna", scoresheet.Sixes, five, 0, false)))
	for _, b := range []scoresheet.Box{scoresheet.Fives, scoresheet.Fours, scoresheet.Threes} {
		require.NoError(t, s.Apply(scoresheet.Turn("Anna", b, scoresheet.Roll{b.Face(), b.Face(), b.Face(), b.Face(), 1}, 0, false)))
	}
	g := OfYatzy(s)
	g.Name, g.Kind = "g", store.GameYatzy
	sum := 0
	for _, r := range slices.Concat(g.Rows(), g.Extras()) {
		sum += r.Points
	}
	tot := s.Totals("Anna")
	require.Positive(t, tot.Bonus)
	require.Positive(t, tot.ExtraBonus)
	assert.Equal(t, tot.Total, sum)
}
