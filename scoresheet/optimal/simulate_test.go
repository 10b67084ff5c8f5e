package optimal

import (
	"math"

	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// TestSimulationsShareTheirTurns: games of several players played at once,
// their turns worked out into one memo by every core, come out exactly as
// each player's games played alone (the same random numbers), and the
// empty sheet's agree with the table's expected score. It runs in the race
// pass too (the forced table is small), where it is the check that the
// workers share the memo safely.
func TestSimulationsShareTheirTurns(t *testing.T) {
	v := scoresheet.Forced()
	tab, err := Solve(v, scoresheet.Choices{})
	require.NoError(t, err)
	var starts []spot
	for _, st := range []State{
		{Filled: map[scoresheet.Box]bool{}},
		{Filled: map[scoresheet.Box]bool{scoresheet.Ones: true}, Upper: 3},
		{Filled: map[scoresheet.Box]bool{scoresheet.Ones: true, scoresheet.Twos: true}, Upper: 2},
		{Filled: map[scoresheet.Box]bool{scoresheet.Ones: true, scoresheet.Twos: true, scoresheet.Threes: true}, Upper: 14},
	} {
		mask, upper, y, err := tab.key(st)
		require.NoError(t, err)
		starts = append(starts, spot{mask, upper, y})
	}
	const games, seed = 600, 7
	together := tab.simulations(starts, games, seed)
	for i, s := range starts {
		alone := tab.simulations([]spot{s}, games, seed+uint64(i))[0]
		assert.Equal(t, alone, together[i], "start %d", i)
	}
	d := together[0]
	mean, sd := d.Mean(), 0.0
	for k, p := range d.P {
		x := float64(d.Lo+k) - mean
		sd += p * x * x
	}
	assert.InDelta(t, tab.Start(), mean, 5*math.Sqrt(sd/games), "mean of %d games", games)
}
