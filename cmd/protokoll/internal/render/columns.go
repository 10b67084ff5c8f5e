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
	// WrapShrink wraps the Shrink column between words onto further
	// lines where it would be cut: for names, which are never cut. It
	// keeps at least its longest word's width; a line that cannot have
	// even that is shown stacked (see Heads).
	WrapShrink bool
	// Heads says the first row names the columns: when even the cut
	// columns do not fit, each row is shown as its first cell and, under
	// it, each head with its cell.
	Heads bool
	rows  [][]string
}

// wrapAt is the widest a last column that wraps (WrapLast) is made room
// for before the other columns are cut.
const wrapAt = 48

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
	if c.WrapLast && n > 1 {
		// Room is made for the last cells up to wrapAt; a longer one
		// wraps under its start: one long cell (a damaged game's reason)
		// does not cut every row's others.
		widths[n-1] = 0
		for _, r := range c.rows {
			if len(r) == n {
				widths[n-1] = max(widths[n-1], min(lipgloss.Width(r[n-1]), wrapAt))
			}
		}
	}
	total := lipgloss.Width(c.Indent) + 2*(n-1)
	for _, w := range widths {
		total += w
	}
	// The Shrink column gives way first, then the last: a line never
	// runs past the width while its cells can still be cut. A Shrink
	// column that wraps keeps its longest word, and a last column that
	// wraps gives way first down to the room it needs beside the others.
	order := []struct{ j, least int }{{c.Shrink, 4}, {n - 1, 4}}
	if c.WrapShrink && c.Shrink >= 0 && c.Shrink < n {
		order[0].least = c.longestWord(c.Shrink)
		if c.WrapLast {
			// To a third of the line, for most rows' last cells to stay
			// on one line beside the names that wrap.
			order = append([]struct{ j, least int }{{n - 1, max(besideLeast, width/3)}}, order...)
		}
	}
	for _, o := range order {
		if over := total - width; over > 0 && o.j >= 0 && o.j < n {
			cut := min(over, max(widths[o.j]-o.least, 0))
			widths[o.j] -= cut
			total -= cut
		}
	}
	if total > width && !c.WrapLast {
		return c.stacked(w, width)
	}
	if c.WrapShrink && c.WrapLast && total-widths[n-1]-2 > width {
		return c.stacked(w, width) // not even the longest name beside the others
	}
	var b strings.Builder
	for _, r := range c.rows {
		var line strings.Builder
		line.WriteString(c.Indent)
		var more []string // the Shrink cell's further lines, when it wraps
		moreAt := 0       // and the column they start at
		var last []string // a last column that wraps: its lines
		lastAt := 0       // and the column they start at
		below := false    // under the row, not beside
		for j, cell := range r {
			if c.WrapShrink && j == c.Shrink && lipgloss.Width(cell) > widths[j] {
				lines := strings.Split(Wrap(cell, widths[j], ""), "\n")
				cell, more = lines[0], lines[1:]
				moreAt = lipgloss.Width(line.String())
				if j > 0 {
					moreAt += 2
				}
			}
			if c.WrapLast && j == n-1 && j > 0 {
				lastAt = lipgloss.Width(line.String()) + 2
				if width-lastAt < besideLeast { // too little room beside: the line below, indented
					lastAt = lipgloss.Width(c.Indent) + 4
					below = true
					first := strings.TrimRight(line.String(), " ")
					line.Reset()
					line.WriteString(Wrap(first, width, c.Indent+"  "))
				}
				last = strings.Split(Wrap(cell, max(width-lastAt, 10), ""), "\n")
				if !below {
					line.WriteString("  " + last[0])
					last = last[1:]
				}
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
		lines := []string{line.String()}
		for k := 0; k < len(more) || (!below && k < len(last)); k++ {
			l := ""
			if k < len(more) {
				l = strings.Repeat(" ", moreAt) + more[k]
			}
			if !below && k < len(last) {
				l += strings.Repeat(" ", max(lastAt-lipgloss.Width(l), 0)) + last[k]
			}
			lines = append(lines, l)
		}
		if below {
			for _, l := range last {
				lines = append(lines, strings.Repeat(" ", lastAt)+l)
			}
		}
		for _, l := range lines {
			b.WriteString(strings.TrimRight(l, " ") + "\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// besideLeast is the least room a last column that wraps (WrapLast) is
// written in beside the others; with less it goes on the lines below.
const besideLeast = 20

// longestWord is the width of the widest word in column j.
func (c *Columns) longestWord(j int) int {
	n := 4
	for _, r := range c.rows {
		if j < len(r) {
			for _, word := range strings.Fields(r[j]) {
				n = max(n, lipgloss.Width(word))
			}
		}
	}
	return n
}

// stacked writes the rows one under another, for a width too narrow for
// their columns: each row's first cell, and under it the other cells
// (with their heads, when the first row is heads), wrapped.
func (c *Columns) stacked(w io.Writer, width int) error {
	rows := c.rows
	var heads []string
	if c.Heads && len(rows) > 0 {
		heads, rows = rows[0], rows[1:]
	}
	var b strings.Builder
	for _, r := range rows {
		b.WriteString(Wrap(c.Indent+r[0], width, c.Indent+"  ") + "\n")
		var cells []string
		for j, cell := range r[1:] {
			if cell == "" {
				continue
			}
			if j+1 < len(heads) && heads[j+1] != "" {
				cell = heads[j+1] + " " + cell
			}
			cells = append(cells, cell)
		}
		if len(cells) > 0 {
			b.WriteString(Wrap(c.Indent+"  "+strings.Join(cells, " · "), width, c.Indent+"  ") + "\n")
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// Wrapping returns a writer that writes to w each line wrapped to width
// between words (see Wrap), its further lines indented two more than
// it: for text made of lines printed one by one (a recap), not tables.
func Wrapping(w io.Writer, width int) io.Writer { return &wrapping{w: w, width: width} }

type wrapping struct {
	w     io.Writer
	width int
	part  []byte // a line not yet ended
}

func (ww *wrapping) Write(p []byte) (int, error) {
	ww.part = append(ww.part, p...)
	for {
		i := strings.IndexByte(string(ww.part), '\n')
		if i < 0 {
			return len(p), nil
		}
		line := string(ww.part[:i])
		ww.part = ww.part[i+1:]
		indent := strings.Repeat(" ", len(line)-len(strings.TrimLeft(line, " "))+2)
		if _, err := io.WriteString(ww.w, Wrap(line, ww.width, indent)+"\n"); err != nil {
			return 0, err
		}
	}
}
