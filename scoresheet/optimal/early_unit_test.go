package optimal

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestThetaFor: behind seeks risk, ahead shuns it, level plays for
// points; θ* is clamped and on the grid, whose tables are the ones kept.
func TestThetaFor(t *testing.T) {
	grid := RiskThetas()
	assert.Len(t, grid, 13)
	assert.Contains(t, grid, 0.0)
	assert.Equal(t, ThetaLow, grid[0])
	assert.Equal(t, ThetaHigh, grid[len(grid)-1])
	for _, tc := range []struct {
		me, field Standing
		want      float64
	}{
		{Standing{240, 1000}, Standing{250, 1000}, 0.01}, // 10/2000 = 0.005, to the nearest
		{Standing{200, 1000}, Standing{250, 1000}, 0.03}, // 50/2000 = 0.025 → 0.03 (away from 0, as math.Round)
		{Standing{100, 300}, Standing{250, 300}, ThetaHigh},
		{Standing{250, 1000}, Standing{230, 1000}, -0.01},
		{Standing{300, 100}, Standing{200, 100}, ThetaLow},
		{Standing{250, 1000}, Standing{250, 1000}, 0},
		{Standing{250, 0}, Standing{249, 0}, ThetaLow},
	} {
		got := ThetaFor(tc.me, tc.field)
		assert.InDelta(t, tc.want, got, 1e-12, "%+v against %+v", tc.me, tc.field)
		assert.Contains(t, grid, got)
	}
	assert.Equal(t, 0.0, ThetaFor(Standing{250, 1000}, Field(nil)), "alone")
}

// TestField: the best of two equal normal totals has the known mean
// μ + σ/√π and variance σ²(1 − 1/π); of one, its own; and the chance to
// win against it is the normal one.
func TestField(t *testing.T) {
	o := Standing{250, 1600}
	assert.Equal(t, o, Field([]Standing{o}))
	f := Field([]Standing{o, o})
	assert.InDelta(t, 250+40/math.Sqrt(math.Pi), f.Mean, 0.01)
	assert.InDelta(t, 1600*(1-1/math.Pi), f.Var, 0.5)
	assert.InDelta(t, 0.5, WinChance(o, o), 1e-12)
	assert.InDelta(t, 0.8413, WinChance(Standing{250 + 40*math.Sqrt2, 1600}, o), 1e-4, "one σ of the difference ahead")
	assert.Equal(t, 1.0, WinChance(o, Field(nil)))
	assert.Equal(t, 1.0, WinChance(Standing{251, 0}, Standing{250, 0}))
}
