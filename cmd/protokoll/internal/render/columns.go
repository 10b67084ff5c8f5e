package render

import (
	"io"
	"slices"
	"strings"

	"github.com/charmbracelet/lipgloss"
)

// Columns lines cells up in columns as the terminal draws them: a cell's
// width is the cells it takes on the screen (an emoji or a CJK character
// two, a combining accent none), not its bytes or runes, which
// text/tabwriter counts. Columns are to the left, but those Right names.
type Columns struct {
	Indent string // before every line
	Right  []int  // the columns aligned right (numbers)
	// Shrink is the column cut with "…" when a line would be wider than
	// the width it is written for (the one with names or free text), and
	// after it the last column.
	Shrink int
	// WrapLast wraps the last column onto further lines, under its
	// start, where it would be cut: for what must be read whole.
	WrapLast bool
	rows     [][]string
}

// Add adds a row of cells.
func (c *Columns) Add(cells ...string) { c.rows = append(c.rows, cells) }

// Write writes the rows to w, at most width cells wide: the Shrink
// column and then the last are cut as far as they must be (to 4 cells
// at the least).
func (c *Columns) Write(w io.Writer, width int) error {
	n := 0
	for _, r := range c.rows {
		n = max(n, len(r))
	}
	widths := make([]int, n)
	for _, r := range c.rows {
		for j, cell := range r {
			widths[j] = max(widths[j], lipgloss.Width(cell))
		}
	}
	total := lipgloss.Width(c.Indent) + 2*(n-1)
	for _, w := range widths {
		total += w
	}
	// The Shrink column gives way first, then the last: a line never
	// runs past the width while its cells can still be cut.
	for _, j := range []int{c.Shrink, n - 1} {
		if over := total - width; over > 0 && j >= 0 && j < n {
			cut := min(over, max(widths[j]-4, 0))
			widths[j] -= cut
			total -= cut
		}
	}
	var b strings.Builder
	for _, r := range c.rows {
		var line strings.Builder
		line.WriteString(c.Indent)
		for j, cell := range r {
			if c.WrapLast && j == n-1 && j > 0 {
				start := lipgloss.Width(line.String()) + 2
				lines := strings.Split(Wrap(cell, max(width-start, 10), ""), "\n")
				line.WriteString("  " + strings.Join(lines, "\n"+strings.Repeat(" ", start)))
				continue
			}
			cell = Cut(cell, widths[j])
			pad := strings.Repeat(" ", max(widths[j]-lipgloss.Width(cell), 0))
			if j > 0 {
				line.WriteString("  ")
			}
			if slices.Contains(c.Right, j) {
				line.WriteString(pad + cell)
			} else {
				line.WriteString(cell + pad)
			}
		}
		b.WriteString(strings.TrimRight(line.String(), " ") + "\n")
	}
	_, err := io.WriteString(w, b.String())
	return err
}
