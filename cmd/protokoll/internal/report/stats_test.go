package report

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestSpreadAndTrend(t *testing.T) {
	// Totals 100 to 200 in tenths: two in the lowest, one in the middle,
	// four in the highest.
	totals := []int{100, 105, 150, 200, 199, 195, 191}
	assert.Equal(t, "▅    ▃   █", Spread(totals, 100, 200))
	assert.Equal(t, "         █", Spread([]int{120}, 120, 120), "one total: the top range")
	assert.Equal(t, "▁▄█", Trend([]int{100, 150, 200}))
	assert.Equal(t, "100", Trend([]int{100}), "no trend of one game: its total, not an empty column")
	assert.Len(t, []rune(Trend(make([]int, 30))), 20, "the last twenty")
}
