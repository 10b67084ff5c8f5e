package pdf

import (
	"strconv"
)

// A StatsGroup is one part of the statistics page: a Yatzy variant's or a
// card-game list's players, their figures as written, and each one's
// totals, oldest first, drawn as a histogram and a trend.
type StatsGroup struct {
	Title string
	Heads []string // the figures' heads, the player's first
	Rows  []StatsRow
	// Lower says lower totals are better (the card game): the charts are
	// the same, but read the other way.
	Lower bool
	// Expected, if not nil, is drawn under the players: how often each
	// total comes under optimal play (a Yatzy variant).
	Expected *Curve
	// Note, if any, is said under the table (the luck of a rating).
	Note string
}

// A Curve is the chance of each total, P[i] of Lo+i, drawn as a
// histogram with its label beside it.
type Curve struct {
	Label string
	Lo    int
	P     []float64
}

// A StatsRow is one player's line of a group.
type StatsRow struct {
	Cells  []string // as Heads, the player's name first
	Totals []int
}

// StatsPage draws the statistics: for each group its table of figures,
// then for each player a histogram of the totals (how often they fell in
// each tenth of the group's range) and their trend over the games, on as
// many pages as it takes.
func StatsPage(title string, groups []StatsGroup, opts Options) ([]byte, error) {
	d, err := newDocument(opts)
	if err != nil {
		return nil, err
	}
	d.describe(title, title, nil)
	d.AddPage()
	d.font(true, 18)
	d.cell(d.left, d.top, d.right-d.left, 9, title, "LM")
	y := d.top + 14
	need := func(h float64) {
		if y+h > d.bottom-8 {
			d.AddPage()
			y = d.top
		}
	}
	for _, g := range groups {
		const rowH, chartH = 6.5, 16.0
		need(10 + rowH*float64(len(g.Rows)+2))
		d.font(true, 13)
		d.cell(d.left, y, d.right-d.left, 8, g.Title, "LM")
		y += 9
		y = d.statsTable(g, y, rowH)
		if g.Note != "" {
			d.font(false, 9)
			d.hint(true)
			for _, line := range d.lines(g.Note, d.right-d.left) {
				need(5)
				d.text(d.left, y, d.right-d.left, 4.5, line, "L")
				y += 4.5
			}
			d.hint(false)
			y += 2
		}
		low, high := 0, 0
		for i, r := range g.Rows {
			for j, t := range r.Totals {
				if i == 0 && j == 0 || t < low {
					low = t
				}
				if i == 0 && j == 0 || t > high {
					high = t
				}
			}
		}
		for _, r := range g.Rows {
			if len(r.Totals) == 0 {
				continue
			}
			need(chartH + 4)
			name := 40.0
			d.font(true, 10)
			d.cell(d.left, y, name, chartH, r.Cells[0], "LM")
			histW := (d.right - d.left - name - 8) * 0.4
			d.histogram(d.left+name, y, histW, chartH, r.Totals, low, high)
			d.trend(d.left+name+histW+8, y, d.right-(d.left+name+histW+8), chartH, r.Totals, low, high)
			y += chartH + 4
		}
		if c := g.Expected; c != nil {
			need(chartH + 4)
			name := 40.0
			lines, size := d.fitLines(c.Label, name-2, 9)
			d.font(false, size)
			lh := size * 0.42
			for k, line := range lines {
				d.text(d.left, y+float64(k)*lh, name-2, lh, line, "L")
			}
			d.curve(d.left+name, y, d.right-d.left-name, chartH, *c)
			y += chartH + 4
		}
		y += 4
	}
	return d.bytes()
}

// curve draws c as bars of five points from the total below which one in
// a thousand falls to the one above which one in a thousand does, in the
// box at x, y of width w and height h, with the ends under it.
func (d *document) curve(x, y, w, h float64, c Curve) {
	const step = 5
	at := func(q float64) int { // the least total with more than q at or below it
		sum := 0.0
		for i, p := range c.P {
			if sum += p; sum > q {
				return c.Lo + i
			}
		}
		return c.Lo + len(c.P) - 1
	}
	low, high := at(0.001)/step*step, at(0.999)/step*step+step-1
	bins := make([]float64, (high-low+1)/step)
	for i, p := range c.P {
		if t := c.Lo + i; t >= low && t <= high {
			bins[(t-low)/step] += p
		}
	}
	d.bars(x, y, w, h, bins, low, high)
}

// statsTable draws a group's figures from y; it returns where it ends.
func (d *document) statsTable(g StatsGroup, y, rowH float64) float64 {
	width := d.right - d.left
	first := 40.0
	colW := (width - first) / float64(max(1, len(g.Heads)-1))
	x := func(c int) float64 {
		if c == 0 {
			return d.left
		}
		return d.left + first + float64(c-1)*colW
	}
	w := func(c int) float64 {
		if c == 0 {
			return first
		}
		return colW
	}
	d.SetDrawColor(150, 150, 150)
	d.SetLineWidth(0.2)
	// The heads, in two lines where a column is narrow.
	d.font(true, 9)
	headH := rowH * 1.6
	for c, h := range g.Heads {
		lines, sz := d.fitLines(h, w(c)-2, 9)
		lh := sz * 0.42
		top := y + headH - lh*float64(len(lines)) - 0.5
		for k, line := range lines {
			d.text(x(c), top+float64(k)*lh, w(c), lh, line, map[bool]string{true: "L", false: "R"}[c == 0])
		}
		d.SetFontSize(9)
	}
	y += headH
	d.Line(d.left, y, d.right, y)
	d.font(false, 10)
	for _, r := range g.Rows {
		for c, s := range r.Cells {
			d.cell(x(c), y, w(c), rowH, s, map[bool]string{true: "LM", false: "RM"}[c == 0])
		}
		y += rowH
	}
	d.Line(d.left, y, d.right, y)
	return y + 3
}

// histogram draws how often totals fell in each tenth of low to high, as
// bars in the box at x, y of width w and height h, with the range under it.
func (d *document) histogram(x, y, w, h float64, totals []int, low, high int) {
	const bins = 10
	counts := make([]float64, bins)
	for _, t := range totals {
		i := bins - 1
		if high > low {
			i = min((t-low)*bins/(high-low), bins-1)
		}
		counts[i]++
	}
	d.bars(x, y, w, h, counts, low, high)
}

// bars draws bins as bars in the box at x, y of width w and height h,
// the tallest the box's, with the range low to high under them.
func (d *document) bars(x, y, w, h float64, bins []float64, low, high int) {
	most := 0.0
	for _, b := range bins {
		most = max(most, b)
	}
	chart := h - 4 // the range's labels under it
	d.SetFillColor(90, 90, 90)
	bw := w / float64(len(bins))
	gap := min(0.3, bw/20)
	for i, b := range bins {
		if b > 0 {
			bh := chart * b / most
			d.Rect(x+float64(i)*bw+gap, y+chart-bh, bw-2*gap, bh, "F")
		}
	}
	d.SetDrawColor(150, 150, 150)
	d.Line(x, y+chart, x+w, y+chart)
	d.font(false, leastSize)
	d.hint(true)
	d.text(x, y+chart, w/2, 4, strconv.Itoa(low), "L")
	d.text(x+w/2, y+chart, w/2, 4, strconv.Itoa(high), "R")
	d.hint(false)
}

// trend draws totals, oldest first, as a line in the box at x, y of width
// w and height h, low to high up the box, with the first and last totals.
func (d *document) trend(x, y, w, h float64, totals []int, low, high int) {
	chart := h - 4
	at := func(i, t int) (float64, float64) {
		fx := x + w/2
		if len(totals) > 1 {
			fx = x + w*float64(i)/float64(len(totals)-1)
		}
		fy := y + chart/2
		if high > low {
			fy = y + chart - chart*float64(t-low)/float64(high-low)
		}
		return fx, fy
	}
	d.SetDrawColor(200, 200, 200)
	d.Line(x, y+chart, x+w, y+chart)
	d.SetDrawColor(40, 40, 40)
	d.SetLineWidth(0.4)
	for i := 1; i < len(totals); i++ {
		x0, y0 := at(i-1, totals[i-1])
		x1, y1 := at(i, totals[i])
		d.Line(x0, y0, x1, y1)
	}
	for i, t := range totals {
		px, py := at(i, t)
		d.SetFillColor(40, 40, 40)
		d.Circle(px, py, 0.6, "F")
	}
	d.SetLineWidth(0.2)
	d.font(false, leastSize)
	d.hint(true)
	d.text(x, y+chart, w/2, 4, strconv.Itoa(totals[0]), "L")
	d.text(x+w/2, y+chart, w/2, 4, strconv.Itoa(totals[len(totals)-1]), "R")
	d.hint(false)
}
