package pdf

import (
	"strconv"
	"strings"
)

// Stats are what the statistics page shows: its title, the days its
// games were played, a group for each Yatzy variant and card-game list,
// and the records and head-to-head lines, as the program words them.
type Stats struct {
	Title   string
	Period  string // the days counted: "2026-01-03 – 2026-11-30"
	Groups  []StatsGroup
	Records []StatsList // the bests, a list under each heading
	Versus  []StatsList // head to head
}

// A StatsList is lines under a heading.
type StatsList struct {
	Title string
	Lines []string
}

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

// The statistics page's measures (mm).
const (
	statsRow    = 6.0  // a row of figures
	statsChart  = 9.0  // a player's charts
	statsName   = 40.0 // the players' names
	statsAxis   = 9.0  // the totals' axis under a group's charts, and its caption
	statsBins   = 12   // the histograms' bars
	statsMargin = 3.0
)

// A statsBlock is a part of the statistics page that is not split
// between pages: its height, how to draw it from y, and whether it stays
// on the page of the block after it (a heading).
type statsBlock struct {
	h    float64
	draw func(y float64)
	keep bool
}

// StatsPage draws the statistics, as many pages as they take: the period
// counted; for each group its table of figures, then for each player a
// histogram of the totals and their trend over the games, all on the
// group's one scale of totals, with its axis and what the charts show
// (the optimal curve, if any, on the same scale); then the records and
// head to head. No page is left with less than a quarter on it.
func StatsPage(s Stats, opts Options) ([]byte, error) {
	d, err := newDocument(opts)
	if err != nil {
		return nil, err
	}
	w := d.opts.Words
	d.describe(s.Title, s.Title, nil)
	var blocks []statsBlock
	add := func(h float64, keep bool, draw func(y float64)) {
		blocks = append(blocks, statsBlock{h, draw, keep})
	}
	head := 11.0
	if s.Period != "" {
		head += 6
	}
	add(head, true, func(y float64) {
		d.font(true, 18)
		d.cell(d.left, y, d.right-d.left, 9, s.Title, "LM")
		if s.Period != "" {
			d.font(false, 10)
			d.grey(true)
			d.cell(d.left, y+10, d.right-d.left, 5, s.Period, "LM")
			d.grey(false)
		}
	})
	histW := (d.right - d.left - statsName - 8) * 0.5
	trendX := d.left + statsName + histW + 8
	for _, g := range s.Groups {
		first := len(blocks)
		add(8, true, func(y float64) {
			d.font(true, 13)
			d.cell(d.left, y, d.right-d.left, 8, g.Title, "LM")
		})
		x, widths := d.statsColumns(g)
		// The players' names, each on its line: shortened to what tells
		// them apart where they do not fit.
		var players []string
		for _, r := range g.Rows {
			players = append(players, r.Cells[0])
		}
		// The table's names and the chart's, each in one form in both.
		tableNames, nameSizes, chartLines, chartSizes := d.namesAlike(players,
			nameSet{bold: false, w: statsName - 2, size: 10, lines: 1},
			nameSet{bold: true, w: statsName - 2, size: 9, lines: 1})
		names, chartNames := oneLines(tableNames), oneLines(chartLines)
		add(statsRow*1.6+0.5, true, func(y float64) { d.statsHeads(g, x, widths, y) })
		// A table that can stay whole on a page does: rows carried over
		// to the next page would be there without their heads.
		whole := statsRow*1.6+0.5+statsRow*float64(len(g.Rows))+2 <= (d.bottom-6-d.top)/2
		for k, r := range g.Rows {
			h := statsRow
			if k == len(g.Rows)-1 {
				h += 2
			}
			add(h, whole && k < len(g.Rows)-1, func(y float64) {
				d.font(false, nameSizes[k])
				d.text(x[0], y, widths[0], statsRow, names[k], "LM")
				d.statsRow(r, x, widths, y, k == len(g.Rows)-1)
			})
		}
		if g.Note != "" {
			d.font(false, 9)
			lines := d.lines(g.Note, d.right-d.left)
			for k, line := range lines {
				h := 4.5
				if k == len(lines)-1 {
					h += 2
				}
				add(h, false, func(y float64) {
					d.font(false, 9)
					d.hint(true)
					d.text(d.left, y, d.right-d.left, 4.5, line, "L")
					d.hint(false)
				})
			}
		}
		low, high := g.scale()
		charted := false
		for k, r := range g.Rows {
			if len(r.Totals) == 0 {
				continue
			}
			charted = true
			// The charts of a group are one figure, on one page: the axis
			// under them is their scale.
			add(statsChart+1, true, func(y float64) {
				d.font(true, chartSizes[k])
				d.text(d.left, y, statsName, statsChart, chartNames[k], "LM")
				d.histogram(d.left+statsName, y, histW, statsChart, r.Totals, low, high)
				d.trend(trendX, y, d.right-trendX, statsChart, r.Totals, low, high)
			})
		}
		if c := g.Expected; c != nil {
			charted = true
			// The label wraps, whole, in as many lines as it takes: its
			// row grows to hold them, the bars in its middle.
			d.font(false, leastSize)
			lines := d.lines(c.Label, statsName-2)
			lh := leastSize * 0.42
			h := max(statsChart, lh*float64(len(lines)))
			add(h+1, true, func(y float64) {
				d.font(false, leastSize)
				for k, line := range lines {
					d.text(d.left, y+(h-lh*float64(len(lines)))/2+float64(k)*lh, statsName-2, lh, line, "L")
				}
				d.bars(d.left+statsName, y+(h-statsChart)/2, histW, statsChart, c.bins(low, high))
			})
		}
		if charted {
			add(statsAxis+3, false, func(y float64) {
				d.axis(d.left+statsName, y, histW, low, high, w.T("totals: how often each came"))
				d.font(false, leastSize)
				d.hint(true)
				d.text(trendX, y, d.right-trendX, 4, w.T("each game in turn, the oldest first"), "L")
				d.hint(false)
			})
			if whole {
				// A group that fits half a page stays whole: its charts
				// with the heading and the table they show.
				for i := first; i < len(blocks)-1; i++ {
					blocks[i].keep = true
				}
			}
		}
	}
	for _, lists := range [][]StatsList{s.Records, s.Versus} {
		for _, l := range lists {
			if len(l.Lines) == 0 {
				continue
			}
			// A short list stays whole; a long one keeps its heading
			// with its first lines. A line too long for the page wraps,
			// its further lines indented, all at one size: never cut,
			// never shrunk.
			d.font(false, 10)
			wrapped := make([][]string, len(l.Lines))
			for i, line := range l.Lines {
				first := d.lines(line, d.right-d.left-3-2*d.GetCellMargin())
				wrapped[i] = first[:1]
				if len(first) > 1 {
					rest := strings.Join(first[1:], " ")
					wrapped[i] = append(wrapped[i], d.lines(rest, d.right-d.left-8-2*d.GetCellMargin())...)
				}
			}
			for k := 0; k < len(l.Lines); k += 3 {
				lines := wrapped[k:min(k+3, len(l.Lines))]
				h := 2.0
				for _, w := range lines {
					h += 4.5 * float64(len(w))
				}
				if k == 0 {
					h += 7
				}
				add(h, false, func(y float64) {
					if k == 0 {
						d.font(true, 11)
						d.cell(d.left, y, d.right-d.left, 7, l.Title, "LM")
						y += 7
					}
					d.font(false, 10)
					for _, w := range lines {
						for j, line := range w {
							indent := 3.0
							if j > 0 {
								indent = 8 // a further line under its first's words
							}
							d.text(d.left+indent, y, d.right-d.left-indent, 4.5, line, "LM")
							y += 4.5
						}
					}
				})
			}
		}
	}
	for _, page := range paginate(blocks, d.bottom-6-d.top) {
		d.AddPage()
		y := d.top
		for _, b := range page {
			b.draw(y)
			y += b.h
		}
	}
	return d.bytes()
}

// paginate lays blocks on pages room high, a heading never last on its
// page; a last page that would hold less than a quarter takes blocks
// from the page before, while that page keeps more than it.
func paginate(blocks []statsBlock, room float64) [][]statsBlock {
	var pages [][]statsBlock
	var page []statsBlock
	used := 0.0
	for i := 0; i < len(blocks); {
		// A heading goes with what it heads.
		j, h := i, 0.0
		for j < len(blocks) {
			h += blocks[j].h
			j++
			if !blocks[j-1].keep {
				break
			}
		}
		if h > room { // more than a page kept together: laid block by block
			j, h = i+1, blocks[i].h
		}
		if used+h > room && len(page) > 0 {
			pages, page, used = append(pages, page), nil, 0
		}
		page = append(page, blocks[i:j]...)
		used += h
		i = j
	}
	pages = append(pages, page)
	height := func(p []statsBlock) float64 {
		h := 0.0
		for _, b := range p {
			h += b.h
		}
		return h
	}
	for len(pages) > 1 {
		last, prev := &pages[len(pages)-1], &pages[len(pages)-2]
		if height(*last) >= (room+6)/4+1 || len(*prev) < 2 { // a quarter of the page, footer and all
			break
		}
		// Move the previous page's last block (with the headings before
		// it) over.
		k := len(*prev) - 1
		for k > 0 && (*prev)[k-1].keep {
			k--
		}
		moved := (*prev)[k:]
		if k == 0 || height(*last)+height(moved) > room || height((*prev)[:k]) < height(*last)+height(moved) {
			break
		}
		*last = append(append([]statsBlock{}, moved...), *last...)
		*prev = (*prev)[:k]
	}
	return pages
}

// scale is the range of totals a group's charts share: every player's,
// and the optimal curve's from one game in a thousand to the last but one
// in a thousand.
func (g StatsGroup) scale() (low, high int) {
	first := true
	for _, r := range g.Rows {
		for _, t := range r.Totals {
			if first || t < low {
				low = t
			}
			if first || t > high {
				high = t
			}
			first = false
		}
	}
	if c := g.Expected; c != nil {
		lo, hi := c.at(0.001), c.at(0.999)
		if first {
			low, high = lo, hi
		}
		low, high = min(low, lo), max(high, hi)
	}
	if high <= low {
		high = low + 1
	}
	return low, high
}

// at is the least total with more than q of the chances at or below it.
func (c Curve) at(q float64) int {
	sum := 0.0
	for i, p := range c.P {
		if sum += p; sum > q {
			return c.Lo + i
		}
	}
	return c.Lo + len(c.P) - 1
}

// bins adds the curve's chances up in the histograms' bars over low to
// high.
func (c Curve) bins(low, high int) []float64 {
	out := make([]float64, statsBins)
	for i, p := range c.P {
		if t := c.Lo + i; t >= low && t <= high {
			out[bin(t, low, high)] += p
		}
	}
	return out
}

// bin is the bar of total t in a histogram of low to high.
func bin(t, low, high int) int {
	return min((t-low)*statsBins/(high-low), statsBins-1)
}

// statsColumns lays out a group's table: each column as wide as its
// head (in two lines) and its figures need, what is left over shared,
// and where too little, every column giving its share.
func (d *document) statsColumns(g StatsGroup) (x, widths []float64) {
	width := d.right - d.left
	n := len(g.Heads)
	widths = make([]float64, n)
	widths[0] = statsName
	rest := 0.0
	for c := 1; c < n; c++ {
		d.font(true, 9)
		widths[c] = d.needed(g.Heads[c]) + 2
		d.font(false, 10)
		for _, r := range g.Rows {
			if c < len(r.Cells) {
				widths[c] = max(widths[c], d.GetStringWidth(clean(r.Cells[c]))+3)
			}
		}
		rest += widths[c]
	}
	for c := 1; c < n; c++ {
		widths[c] *= (width - statsName) / max(rest, 1)
	}
	x = make([]float64, n)
	x[0] = d.left
	for c := 1; c < n; c++ {
		x[c] = x[c-1] + widths[c-1]
	}
	return x, widths
}

// statsHeads draws a group's heads at y, in two lines where a column is
// narrow, and the rule under them.
func (d *document) statsHeads(g StatsGroup, x, widths []float64, y float64) {
	headH := statsRow * 1.6
	d.font(true, 9)
	for c, h := range g.Heads {
		lines, sz := d.fitLines(h, widths[c]-2, 9)
		lh := sz * 0.42
		top := y + headH - lh*float64(len(lines)) - 0.5
		for k, line := range lines {
			d.text(x[c], top+float64(k)*lh, widths[c], lh, line, map[bool]string{true: "L", false: "R"}[c == 0])
		}
		d.SetFontSize(9)
	}
	d.SetDrawColor(150, 150, 150)
	d.SetLineWidth(0.2)
	d.as(ruleShape, d.page(), "rule", func() { d.line(d.left, y+headH+0.25, d.right, y+headH+0.25) })
}

// statsRow draws a player's figures at y (the name is drawn apart), and
// the rule under the last.
func (d *document) statsRow(r StatsRow, x, widths []float64, y float64, last bool) {
	d.font(false, 10)
	for c, s := range r.Cells[1:] {
		d.cell(x[c+1], y, widths[c+1], statsRow, s, "RM")
	}
	if last {
		d.as(ruleShape, d.page(), "rule", func() { d.line(d.left, y+statsRow, d.right, y+statsRow) })
	}
}

// histogram draws how often totals fell in each bar of low to high, in
// the box at x, y of width w and height h.
func (d *document) histogram(x, y, w, h float64, totals []int, low, high int) {
	counts := make([]float64, statsBins)
	for _, t := range totals {
		counts[bin(t, low, high)]++
	}
	d.bars(x, y, w, h, counts)
}

// bars draws bins as bars in the box at x, y of width w and height h,
// the tallest the box's, on a base line.
func (d *document) bars(x, y, w, h float64, bins []float64) {
	most := 0.0
	for _, b := range bins {
		most = max(most, b)
	}
	chart := box{x, y, x + w, y + h}
	d.SetFillColor(90, 90, 90)
	bw := w / float64(len(bins))
	gap := min(0.3, bw/20)
	d.as(markShape, chart, "bar", func() {
		for i, b := range bins {
			if b > 0 {
				bh := (h - 0.5) * b / most
				d.rect(x+float64(i)*bw+gap, y+h-bh, bw-2*gap, bh, "F")
			}
		}
	})
	d.SetDrawColor(150, 150, 150)
	d.as(markShape, chart, "base", func() { d.line(x, y+h-0.1, x+w, y+h-0.1) })
}

// axis draws the totals' scale under the histograms at y, x to x+w: low,
// the middle and high at their places, and the caption after them.
func (d *document) axis(x, y, w float64, low, high int, caption string) {
	d.SetDrawColor(120, 120, 120)
	d.as(markShape, box{x, y, x + w, y + 1.6}, "axis", func() {
		d.line(x, y+0.3, x+w, y+0.3)
		for _, f := range []float64{0, 0.5, 1} {
			d.line(x+w*f, y+0.3, x+w*f, y+1.4)
		}
	})
	d.font(false, leastSize)
	d.hint(true)
	mid := (low + high) / 2
	d.text(x, y+1.6, w/3, 3.5, strconv.Itoa(low), "L")
	d.text(x+w/3, y+1.6, w/3, 3.5, strconv.Itoa(mid), "C")
	d.text(x+2*w/3, y+1.6, w/3, 3.5, strconv.Itoa(high), "R")
	d.text(x, y+5, w, 3.5, caption, "C")
	d.hint(false)
}

// trend draws totals, oldest first, as a line in the box at x, y of width
// w and height h, low to high up the box: the scale's values, high at the
// top and low at the foot, at its left.
func (d *document) trend(x, y, w, h float64, totals []int, low, high int) {
	d.font(false, leastSize)
	d.hint(true)
	gw := max(d.GetStringWidth(strconv.Itoa(low)), d.GetStringWidth(strconv.Itoa(high))) + 2*d.GetCellMargin() + 0.5
	lh := leastSize * 0.42
	d.text(x, y, gw, lh, strconv.Itoa(high), "RM")
	d.text(x, y+h-lh, gw, lh, strconv.Itoa(low), "RM")
	d.hint(false)
	x, w = x+gw, w-gw
	chart := box{x, y, x + w, y + h}
	at := func(i, t int) (float64, float64) {
		fx := x + 1 + (w-2)/2
		if len(totals) > 1 {
			fx = x + 1 + (w-2)*float64(i)/float64(len(totals)-1)
		}
		return fx, y + h - 1 - (h-2)*float64(t-low)/float64(high-low)
	}
	d.SetDrawColor(200, 200, 200)
	d.as(markShape, chart, "trend", func() {
		d.line(x, y+h-0.1, x+w, y+h-0.1)
		d.SetDrawColor(40, 40, 40)
		d.SetLineWidth(0.4)
		for i := 1; i < len(totals); i++ {
			x0, y0 := at(i-1, totals[i-1])
			x1, y1 := at(i, totals[i])
			d.line(x0, y0, x1, y1)
		}
		d.SetFillColor(40, 40, 40)
		for i, t := range totals {
			px, py := at(i, t)
			d.circle(px, py, 0.6, "F")
		}
		d.SetLineWidth(0.2)
	})
}
