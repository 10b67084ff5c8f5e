package render

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestALongLastCellWrapsWithoutCuttingTheOthers: one long last cell (a
// damaged game's reason in games) wraps under its start, and the other
// rows' names are not cut for it (they were, to three letters).
func TestALongLastCellWrapsWithoutCuttingTheOthers(t *testing.T) {
	c := Columns{Shrink: 1, WrapLast: true}
	c.Add("19:45", "Anna, Bo, Cecilia, Dan", "Winner: Anna · 45 min")
	c.Add("20:20", "Eva, Fia", "damaged: "+strings.Repeat("the game file is damaged at line 3 ", 4))
	var b strings.Builder
	require.NoError(t, c.Write(&b, 120))
	assert.Contains(t, b.String(), "Anna, Bo, Cecilia, Dan  Winner: Anna · 45 min\n")
	for _, line := range strings.Split(strings.TrimSpace(b.String()), "\n") {
		assert.LessOrEqual(t, lipgloss.Width(line), 120, line)
	}
}
