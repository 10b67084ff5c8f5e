package pdf

import (
	"strconv"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// A rulesCard is the rules a bought pad carries, on one page: a title, a
// table of what scores (or of the meld words), a line above it and the
// rules in bullets under it. Its words come from the rules packages'
// tables, the same that protokoll rules prints.
type rulesCard struct {
	title, sub string
	lead       string     // a line above the table: the card points
	heads      []string   // the table's heads, nil for none
	rows       [][]string // its rows
	wrap       int        // the column that wraps where the row is too wide
	right      []int      // the columns set right (points)
	strong     []bool     // the rows whose first cell is set bold
	notesHead  string     // a head over the notes
	notes      []string   // the rules, a bullet each
}

// YatzyRules draws the rules card of variant v on one page: every box with
// its rule, an example and its points, the bonus (and a Yahtzee's extra
// bonus), then the variant's own rules (strikes, the joker, the order).
func YatzyRules(v *scoresheet.Variant, opts Options) ([]byte, error) {
	d, err := newDocument(opts)
	if err != nil {
		return nil, err
	}
	c := yatzyCard(v, d.opts.Words)
	d.describe(c.title+" · "+c.sub, c.sub, nil)
	d.AddPage()
	d.eachHalf(func() { d.rulesPage(c) })
	return d.bytes()
}

// RummyRules draws the card game's rules card on one page: the card
// points, the key rules (wilds, buying, the deal) and the meld words.
func RummyRules(opts Options) ([]byte, error) {
	d, err := newDocument(opts)
	if err != nil {
		return nil, err
	}
	c := rummyCard(d.opts.Words)
	d.describe(c.title+" · "+c.sub, c.sub, nil)
	d.AddPage()
	d.eachHalf(func() { d.rulesPage(c) })
	return d.bytes()
}

// yatzyCard is variant v's rules card in w's words.
func yatzyCard(v *scoresheet.Variant, w Words) rulesCard {
	sw := w.Sheet()
	c := rulesCard{title: variantTitle(v, w), sub: w.T("Rules of the game"), heads: scoresheet.RuleHeads(sw), wrap: 1, right: []int{3}}
	for _, r := range v.Rows() {
		switch r.Kind {
		case scoresheet.RowBox:
			ex, points := v.Example(r.Box)
			c.rows = append(c.rows, []string{v.Label(r, sw), v.Hint(r, w), ex.String(), strconv.Itoa(points)})
			c.strong = append(c.strong, r.Box.Upper())
		case scoresheet.RowBonus, scoresheet.RowExtraBonus:
			c.rows = append(c.rows, []string{v.Label(r, sw), v.Hint(r, w), "", ""})
			c.strong = append(c.strong, true)
		}
	}
	c.notes = v.RuleNotes(w)
	return c
}

// rummyCard is the card game's rules card in w's words.
func rummyCard(w Words) rulesCard {
	cw := w.Cards()
	c := rulesCard{title: w.T("Card game"), sub: w.T("Rules of the game"), wrap: 1,
		lead: w.T("Points left in hand") + ": " + contracts.CardPoints(cw), notesHead: w.T("Key rules")}
	c.notes = contracts.KeyRules(w)
	c.heads = []string{w.T("Meld words"), ""}
	for _, m := range contracts.MeldWords(w) {
		c.rows = append(c.rows, []string{m.Word, m.Meaning})
		c.strong = append(c.strong, true)
	}
	return c
}

// rulesPage draws card c on the current page (or half), its type as large
// as lets it fit, from 11 pt down to the least size.
func (d *document) rulesPage(c rulesCard) {
	width := d.right - d.left
	for size := 13.0; ; size -= 0.5 {
		if size <= leastSize || d.cardHeight(c, size, width) <= d.bottom-d.top-6 {
			d.drawRules(c, max(size, leastSize), width)
			return
		}
	}
}

// rulesColumns are the widths of c's table's columns at size: each as
// wide as its widest cell, the wrapping column what is left.
func (d *document) rulesColumns(c rulesCard, size, width float64) []float64 {
	n := 0
	for _, r := range c.rows {
		n = max(n, len(r))
	}
	widths := make([]float64, n)
	measure := func(s string, bold bool) float64 {
		d.font(bold, size)
		return d.GetStringWidth(clean(s)) + 2*d.GetCellMargin() + 1
	}
	for k, s := range c.heads {
		widths[k] = max(widths[k], measure(s, true))
	}
	for i, r := range c.rows {
		for k, s := range r {
			widths[k] = max(widths[k], measure(s, k == 0 && c.strong[i]))
		}
	}
	// The wrapping column takes the rest of the width: the table is as
	// wide as the page, and a cell wraps only where it must.
	rest := width
	for k, w := range widths {
		if k != c.wrap {
			rest -= w
		}
	}
	widths[c.wrap] = max(rest, 20)
	return widths
}

// rulesCell is how a cell of row i, column k of c is set: its lines.
func (d *document) rulesCell(c rulesCard, i, k int, s string, size, w float64) []string {
	d.font(k == 0 && c.strong[i], size)
	if k != c.wrap {
		return []string{s}
	}
	return d.lines(s, w-2*d.GetCellMargin())
}

// cardHeight is the height card c takes at size, the table width wide.
func (d *document) cardHeight(c rulesCard, size, width float64) float64 {
	lh := size * 0.42
	h := 10.0 + 7 // the title, the subtitle
	if c.lead != "" {
		d.font(false, size)
		h += float64(len(d.lines(c.lead, width)))*lh + 3
	}
	widths := d.rulesColumns(c, size, width)
	h += lh + 2 // the heads
	for i, r := range c.rows {
		n := 1
		for k, s := range r {
			n = max(n, len(d.rulesCell(c, i, k, s, size, widths[k])))
		}
		h += float64(n)*lh + 1.2
	}
	h += 4
	if c.notesHead != "" {
		h += lh + 2
	}
	d.font(false, size)
	for _, s := range c.notes {
		h += float64(len(d.lines("• "+s, width-3)))*lh + 1
	}
	return h
}

// drawRules draws card c at size.
func (d *document) drawRules(c rulesCard, size, width float64) {
	lh := size * 0.42
	y := d.top
	d.font(true, 18)
	d.cell(d.left, y, width, 9, c.title, "LM")
	y += 10
	d.font(false, 11)
	d.grey(true)
	d.cell(d.left, y, width, 6, c.sub, "LM")
	d.grey(false)
	y += 7
	if c.lead != "" {
		d.font(true, size)
		for _, line := range d.lines(c.lead, width) {
			d.text(d.left, y, width, lh, line, "L")
			y += lh
		}
		y += 3
	}
	widths := d.rulesColumns(c, size, width)
	xs := make([]float64, len(widths))
	x := d.left
	for k, w := range widths {
		xs[k] = x
		x += w
	}
	align := func(k int) string {
		for _, r := range c.right {
			if r == k {
				return "R"
			}
		}
		return "L"
	}
	d.font(true, size)
	d.grey(true)
	for k, s := range c.heads {
		if k < len(widths) {
			d.text(xs[k], y, widths[k], lh, s, align(k))
		}
	}
	d.grey(false)
	y += lh + 1
	d.SetDrawColor(150, 150, 150)
	d.as(ruleShape, d.page(), "rule", func() { d.line(d.left, y, x, y) })
	y += 1
	for i, r := range c.rows {
		n := 1
		for k, s := range r {
			lines := d.rulesCell(c, i, k, s, size, widths[k])
			n = max(n, len(lines))
			for j, line := range lines {
				d.text(xs[k], y+float64(j)*lh, widths[k], lh, line, align(k))
			}
		}
		y += float64(n)*lh + 1.2
	}
	d.as(ruleShape, d.page(), "rule", func() { d.line(d.left, y, x, y) })
	y += 4
	if c.notesHead != "" {
		d.font(true, size)
		d.text(d.left, y, width, lh, c.notesHead, "L")
		y += lh + 2
	}
	d.font(false, size)
	for _, s := range c.notes {
		for j, line := range d.lines("• "+s, width-3) {
			ix := 0.0
			if j > 0 {
				ix = 3 // a bullet's further lines under its text
			}
			d.text(d.left+ix, y, width-ix, lh, line, "L")
			y += lh
		}
		y += 1
	}
	d.footer("protokoll · " + c.title)
}
