package pdf

import "github.com/jung-kurt/gofpdf"

// Every line, rectangle and dot a sheet draws goes through these, which
// draw it and record where it stands, as note records the text: the
// layout tests check that each shape stays inside the box it belongs to
// and that no mark or rule runs across a text.

// A box is a rectangle on the page, mm from its top left.
type box struct{ x0, y0, x1, y1 float64 }

// A shapeKind says what a shape is to the page, and so what it may touch.
type shapeKind int

const (
	// ruleShape is a table's rule or frame: inside its frame, across no
	// text.
	ruleShape shapeKind = iota
	// fillShape is a shaded band text stands on: inside its frame.
	fillShape
	// markShape is what fills a cell, or a chart: a tick box, a tick, a
	// tally stroke, a strike, a dot, a bar, a die's face; inside its cell
	// and clear of every text.
	markShape
)

// A shape is a line, rectangle or dot drawn: its page, the box it takes
// with its line's width, what it is, the box it must stay inside, and a
// word for the tests to name it by.
type shape struct {
	page int
	kind shapeKind
	box
	in   box
	what string
}

// drawing is what the shapes drawn now are: their kind, the box they
// must stay inside, their name.
type drawing struct {
	kind shapeKind
	in   box
	what string
}

// page returns the page's box inside half its margin: what no shape and
// no text may leave.
func (d *document) page() box {
	m := d.margin / 2
	return box{m, m, d.w - m, d.h - m}
}

// as draws with draw the shapes of kind, inside in, named what.
func (d *document) as(kind shapeKind, in box, what string, draw func()) {
	prev := d.drawing
	d.drawing = drawing{kind, in, what}
	draw()
	d.drawing = prev
}

// record notes a shape that takes x0, y0 to x1, y1, and half its line's
// width round that when it is stroked.
func (d *document) record(x0, y0, x1, y1 float64, stroked bool) {
	in := d.drawing.in
	if in == (box{}) {
		in = d.page()
	}
	lw := 0.0
	if stroked {
		lw = d.GetLineWidth() / 2
	}
	d.shapes = append(d.shapes, shape{d.PageNo(), d.drawing.kind,
		box{min(x0, x1) - lw, min(y0, y1) - lw, max(x0, x1) + lw, max(y0, y1) + lw}, in, d.drawing.what})
}

// line draws a line from x0, y0 to x1, y1.
func (d *document) line(x0, y0, x1, y1 float64) {
	d.Line(x0, y0, x1, y1)
	d.record(x0, y0, x1, y1, true)
}

// rect draws a rectangle in gofpdf's style: "D" drawn, "F" filled.
func (d *document) rect(x, y, w, h float64, style string) {
	d.Rect(x, y, w, h, style)
	if d.drawing.kind == ruleShape && style != "F" {
		// A frame is its four rules: text may stand inside it.
		d.record(x, y, x+w, y, true)
		d.record(x, y+h, x+w, y+h, true)
		d.record(x, y, x, y+h, true)
		d.record(x+w, y, x+w, y+h, true)
		return
	}
	d.record(x, y, x+w, y+h, style != "F")
}

// circle draws a dot or a ring of radius r at x, y.
func (d *document) circle(x, y, r float64, style string) {
	d.Circle(x, y, r, style)
	d.record(x-r, y-r, x+r, y+r, style != "F")
}

// writable notes the box b as a cell to write in by hand: the tests see
// that it has room for a hand's figures.
func (d *document) writable(b box) {
	d.writing = append(d.writing, shape{page: d.PageNo(), kind: markShape, box: b, what: "writing"})
}

// triangle draws a filled triangle pointing right, of height s, its top
// left corner at x, y: the mark of who starts.
func (d *document) triangle(x, y, s float64) {
	d.Polygon([]gofpdf.PointType{{X: x, Y: y}, {X: x + s*0.85, Y: y + s/2}, {X: x, Y: y + s}}, "F")
	d.record(x, y, x+s*0.85, y+s, false)
}

// grow returns b with m more on every side: a frame with room for the
// width of its rules.
func (b box) grow(m float64) box { return box{b.x0 - m, b.y0 - m, b.x1 + m, b.y1 + m} }
