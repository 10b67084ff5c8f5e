package render

import (
	"io"
	"strings"

	"github.com/charmbracelet/lipgloss"
)

// Columns lines cells up in columns as the terminal draws them: a cell's
// width is the cells it takes on the screen (an emoji or a CJK character
// two, a combining accent none), not its bytes or runes, which
// text/tabwriter counts. The first column is to the left; the others are
// to the left too, or to the right when Right is set.
type Columns struct {
	Indent string // before every line
	Right  bool   // the columns after the first align right
	// Shrink is the column cut with "…" when a line would be wider than
	// the width it is written for: the one with names or free text.
	Shrink int
	rows   [][]string
}

// Add adds a row of cells.
func (c *Columns) Add(cells ...string) { c.rows = append(c.rows, cells) }

// Write writes the rows to w, at most width cells wide: the Shrink
// column is cut as far as it must be (to 4 cells at the least).
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
	if over := total - width; over > 0 && c.Shrink < n {
		widths[c.Shrink] = max(widths[c.Shrink]-over, 4)
	}
	var b strings.Builder
	for _, r := range c.rows {
		var line strings.Builder
		line.WriteString(c.Indent)
		for j, cell := range r {
			if j == c.Shrink {
				cell = Cut(cell, widths[j])
			}
			pad := strings.Repeat(" ", max(widths[j]-lipgloss.Width(cell), 0))
			if j > 0 {
				line.WriteString("  ")
			}
			if c.Right && j > 0 {
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
