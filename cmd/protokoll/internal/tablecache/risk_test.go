package tablecache

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// TestRiskTablesAreCached: a risk table is worked out once and read
// back as it was, θ and all; each θ has a file of its own, and a file of
// one θ in another's place is not trusted; advice from its blocks alone
// is the whole table's.
func TestRiskTablesAreCached(t *testing.T) {
	c := Cache{Dir: t.TempDir()}
	v := scoresheet.Forced()
	first, outcome, err := c.LoadRisk(v, scoresheet.Choices{}, 0.07)
	require.NoError(t, err)
	assert.Equal(t, Built, outcome)
	again, outcome, err := c.LoadRisk(v, scoresheet.Choices{}, 0.07)
	require.NoError(t, err)
	assert.Equal(t, Read, outcome)
	assert.Equal(t, first.Values(), again.Values())
	assert.Equal(t, 0.07, again.Theta())
	expected, _, err := c.Load(v, scoresheet.Choices{})
	require.NoError(t, err)
	assert.NotEqual(t, expected.Values(), again.Values())

	paths := map[string]bool{c.Path(v, scoresheet.Choices{}): true}
	for _, theta := range []float64{0.07, -0.05, 0.5} {
		paths[c.RiskPath(v, scoresheet.Choices{}, theta)] = true
	}
	assert.Len(t, paths, 4, "a file for each θ")

	// The table of 0.07 put where -0.05's goes is worked out again.
	b, err := os.ReadFile(c.RiskPath(v, scoresheet.Choices{}, 0.07))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(c.RiskPath(v, scoresheet.Choices{}, -0.05), b, 0o644))
	other, outcome, err := c.LoadRisk(v, scoresheet.Choices{}, -0.05)
	require.NoError(t, err)
	assert.Equal(t, Rebuilt, outcome)
	want, err := optimal.SolveRisk(v, scoresheet.Choices{}, -0.05)
	require.NoError(t, err)
	assert.Equal(t, want.Values(), other.Values())

	st := optimal.State{Filled: map[scoresheet.Box]bool{}, Upper: 20}
	for _, b := range v.Boxes[:8] {
		st.Filled[b] = true
	}
	near, outcome, err := c.LoadNearRisk(v, scoresheet.Choices{}, -0.05, st)
	require.NoError(t, err)
	assert.Equal(t, Read, outcome)
	for left := range scoresheet.RollsPerTurn {
		got, err := near.Advise(scoresheet.Roll{6, 6, 2, 3, 4}, left)
		require.NoError(t, err)
		whole, err := want.Advise(st, scoresheet.Roll{6, 6, 2, 3, 4}, left)
		require.NoError(t, err)
		assert.Equal(t, whole, got, "%d rolls left", left)
	}
	entries, _ := filepath.Glob(filepath.Join(c.Dir, "*"))
	assert.Len(t, entries, 3, "no temporary file is left behind: %v", entries)
}
