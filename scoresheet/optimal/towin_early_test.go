//go:build !race

package optimal

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// TestToWinEarlyHeadToHead: from a position with six boxes left, the
// upper section open and more than MaxToWin states ahead, Anna, behind
// Bo who plays for points, wins more often playing her first turns for
// points and the last ones to win (what the advice does) than playing
// for points all along (her exact chance), beyond 4σ.
func TestToWinEarlyHeadToHead(t *testing.T) {
	t.Parallel()
	tab := table(t, scoresheet.Scandinavian())
	v := scoresheet.Scandinavian()
	anna := Player{sheet(v, 18, scoresheet.Fours, scoresheet.Fives, scoresheet.Sixes, scoresheet.FullHouse, scoresheet.Yatzy, scoresheet.Chance), 150}
	bo := Player{sheet(v, 63, scoresheet.Chance, scoresheet.OnePair), 265}
	c, err := tab.Chances([]Player{anna, bo}, 1)
	require.NoError(t, err)
	require.True(t, c[0].Exact)
	finals, _, err := tab.Finals([]Player{bo}, 1)
	require.NoError(t, err)
	win := Beat(finals)
	mask, upper, y, err := tab.key(anna.State)
	require.NoError(t, err)
	s := spot{mask, upper, y}
	require.Greater(t, tab.ahead(s, MaxToWin), MaxToWin, "a position too early for the exact method")
	w := tab.toWin(s, anna.Points, win)
	exact := map[spot]bool{}
	n := *headToHead
	r := rand.New(rand.NewPCG(19, 1))
	won := 0.0
	for range n {
		won += win.At(playToWin(w, r, s, anna.Points, exact))
	}
	rate := won / float64(n)
	sigma := math.Sqrt(rate * (1 - rate) / float64(n))
	t.Logf("for points, then to win: %.4f in %d games; for points all along: %.4f", rate, n, c[0].Alone)
	assert.Greater(t, rate, c[0].Alone+4*sigma)
}
