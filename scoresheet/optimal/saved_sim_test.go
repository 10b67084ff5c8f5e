//go:build !race

package optimal

// Simulated games: seconds, a minute under the race detector, so they run
// in the pass without it (as towin_sim_test.go).

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
)

// TestSavedSimulated: games played as the table advises score, on
// average, the table's expected score, within 4σ (the package doc's
// figures: the whole maxi table, see TestSavedSimulatedMaxi in package
// tablecache), with saved rolls and without.
func TestSavedSimulated(t *testing.T) {
	t.Parallel()
	v := lateVariant()
	for _, cap := range []int{0, 3} {
		tab, err := SolveSaved(v, scoresheet.Choices{}, cap)
		require.NoError(t, err)
		const n = 3000
		d, err := tab.Simulate(State{}, n, 11)
		require.NoError(t, err)
		mean, sd := d.Mean(), sdOf(d)
		assert.InDelta(t, tab.Start(), mean, 4*sd/math.Sqrt(n), "cap %d", cap)
		t.Logf("cap %d: table %.3f, %d games %.3f ± %.3f", cap, tab.Start(), n, mean, 1.96*sd/math.Sqrt(n))
	}
}
