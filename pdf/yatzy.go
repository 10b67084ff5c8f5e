package pdf

import (
	"strconv"

	"github.com/kitchentable/protokoll/scoresheet"
)

// MaxColumns is the most columns a Yatzy sheet has: eight players, or
// eight games on a solo pad.
const MaxColumns = 8

// A yatzyRow is a row of the sheet (scoresheet says which, in what
// order), or one the paper adds (paper), with its words.
type yatzyRow struct {
	scoresheet.Row
	paper       paperRow
	label, hint string
}

// paperRow is a row the paper has and the sheet does not: what the
// terminal works out for the table, written down by hand.
type paperRow int

const (
	sheetRow   paperRow = iota // one of scoresheet's rows
	paceRow                    // the upper boxes against the bonus's pace: +3, -2
	upperTotal                 // a Yahtzee pad's total of the upper section, bonus included
	lowerTotal                 // and of the lower, its extra bonuses included
)

// yatzyRows lists a variant's rows in sheet order, in lang, with the
// paper's own: the +/- of the pace under the upper sum, its target beside
// each upper box ("3" beside ones: three of each face, four in maxi);
// and, like the official pad, the upper and lower sections' totals on a
// Yahtzee (a variant with the joker rule).
func yatzyRows(v *scoresheet.Variant, w Words) []yatzyRow {
	var rows []yatzyRow
	for _, r := range v.Rows() {
		row := yatzyRow{Row: r, label: v.Label(r, w.Sheet()), hint: v.Hint(r, w.Sheet())}
		if r.Kind == scoresheet.RowTotal && v.HasJoker() {
			rows = append(rows, yatzyRow{paper: lowerTotal, label: w.Paper("Lower total")})
		}
		if r.Kind == scoresheet.RowBox && r.Box.Upper() {
			row.hint += "   " + w.Paper("pace %d", v.PaceTarget(r.Box.Face()))
		}
		if r.Kind == scoresheet.RowSavedRolls {
			row.hint = w.Paper("a stroke for each roll saved")
		}
		rows = append(rows, row)
		switch {
		case r.Kind == scoresheet.RowSum:
			rows = append(rows, yatzyRow{paper: paceRow, label: "+/−", hint: w.Paper("against %d", v.BonusAt)})
		case r.Kind == scoresheet.RowBonus && v.HasJoker():
			rows = append(rows, yatzyRow{paper: upperTotal, label: w.Paper("Upper total")})
		}
	}
	return rows
}

// isBox reports whether the row is a box's, to fill in.
func (r yatzyRow) isBox() bool { return r.paper == sheetRow && r.Kind == scoresheet.RowBox }

// ticks draws the three boxes a Yahtzee pad ticks for extra Yahtzees,
// marks of them ticked, from x in a row at y of height h.
func (d *document) ticks(x, y, h float64, marks int) {
	const side = 3.2
	for i := range 3 {
		bx := x + 1.5 + float64(i)*(side+1)
		d.Rect(bx, y+(h-side)/2, side, side, "D")
		if i < marks {
			d.marks++
			d.SetLineWidth(0.5)
			d.Line(bx+0.6, y+h/2, bx+side/2-0.2, y+(h+side)/2-0.6)
			d.Line(bx+side/2-0.2, y+(h+side)/2-0.6, bx+side-0.4, y+(h-side)/2+0.4)
			d.SetLineWidth(0.2)
		}
	}
}

// tally draws n as tally strokes, four and a fifth across, so that a
// count of saved rolls does not read as points.
func (d *document) tally(x, y, w, h float64, n int) {
	const gap, group = 1.2, 6.5
	d.SetLineWidth(0.4)
	top, bottom := y+h*0.25, y+h*0.75
	for i := range n {
		g, k := i/5, i%5
		gx := x + 2 + float64(g)*group
		if gx+group > x+w {
			break // no room: the count has outgrown the cell
		}
		d.marks++
		if k < 4 {
			sx := gx + float64(k)*gap
			d.Line(sx, top, sx, bottom)
		} else {
			d.Line(gx-0.6, bottom-0.6, gx+3*gap+0.6, top+0.6)
		}
	}
	d.SetLineWidth(0.2)
}

// A yatzyCell is what a player's cell of a row holds: its text, whether
// it is struck, and marks: the extra Yahtzees ticked, or the rolls saved
// as tally strokes, which are not points.
type yatzyCell struct {
	text   string
	struck bool
	marks  int
}

// Sheet draws a blank sheet of variant v with a column for each name; a
// blank name leaves the column's head empty, to write in. 1 to 8 columns.
func Sheet(v *scoresheet.Variant, columns []string, opts Options) ([]byte, error) {
	if len(columns) < 1 || len(columns) > MaxColumns {
		return nil, errorOf("%d columns: a sheet has 1 to %d", len(columns), MaxColumns)
	}
	d, err := newDocument(opts)
	if err != nil {
		return nil, err
	}
	d.describe(variantTitle(v, d.opts.Words), d.opts.Words.Paper("Yatzy sheet"), nil)
	d.AddPage()
	d.eachHalf(func() {
		d.yatzyTitle(v, "")
		d.yatzyTable(v, columns, func(yatzyRow, int) yatzyCell { return yatzyCell{} })
		d.footer("protokoll · " + v.Title(d.opts.Words.Sheet()))
	})
	return d.bytes()
}

// SoloPad draws a pad for one player: games columns, each a game of its
// own, on one page.
func SoloPad(v *scoresheet.Variant, games int, opts Options) ([]byte, error) {
	if games < 1 || games > MaxColumns {
		return nil, errorOf("%d games: a pad has 1 to %d a page", games, MaxColumns)
	}
	columns := make([]string, games)
	for i := range columns {
		columns[i] = wordsOr(opts.Words).Paper("Game %d", i+1)
	}
	return Sheet(v, columns, opts)
}

// YatzyGame draws a game's sheet filled in: every entry, strikes struck
// through, the sums, bonus and totals, and the winners once it is over.
func YatzyGame(s *scoresheet.Sheet, name string, opts Options) ([]byte, error) {
	d, err := newDocument(opts)
	if err != nil {
		return nil, err
	}
	v := s.Variant()
	players := s.Players()
	d.describe(name+" · "+variantTitle(v, d.opts.Words), d.opts.Words.Paper("Yatzy sheet"), players)
	d.AddPage()
	d.yatzyTitle(v, name)
	over := s.Finished()
	bottom := d.yatzyTable(v, players, func(r yatzyRow, col int) yatzyCell {
		p := players[col]
		t := s.Totals(p)
		number := func(n int) yatzyCell {
			if !over {
				// A game carried on by hand: its sums are worked out on
				// paper when the boxes are full, not a partial figure in
				// their place.
				return yatzyCell{}
			}
			return yatzyCell{text: strconv.Itoa(n)}
		}
		switch {
		case r.paper == paceRow:
			if !over {
				return yatzyCell{}
			}
			return yatzyCell{text: pace(t.Pace)}
		case r.paper == upperTotal:
			return number(t.Upper + t.Bonus)
		case r.paper == lowerTotal:
			return number(t.Total - t.Upper - t.Bonus)
		case r.Kind == scoresheet.RowBox:
			e, ok := s.Entry(p, r.Box)
			switch {
			case !ok:
				return yatzyCell{}
			case e.Strike:
				return yatzyCell{struck: true}
			}
			return yatzyCell{text: strconv.Itoa(e.Points)}
		case r.Kind == scoresheet.RowSum:
			return number(t.Upper)
		case r.Kind == scoresheet.RowBonus:
			if t.Bonus > 0 {
				return number(t.Bonus)
			}
			return yatzyCell{struck: t.BonusOut && over}
		case r.Kind == scoresheet.RowExtraBonus:
			// Each extra Yahtzee is ticked as it happens; the points are a sum.
			c := number(t.ExtraBonus)
			c.marks = t.ExtraBonus / v.ExtraBonus
			return c
		case r.Kind == scoresheet.RowSavedRolls:
			return yatzyCell{marks: t.Saved} // what is left to use, game over or not
		}
		return number(t.Total)
	})
	d.font(true, 12)
	result := resultLine(d.opts.Words, over, s.Winners())
	if !over {
		next, round := s.Next()
		result = d.opts.Words.Paper("Next: %s, round %d of %d", clean(next), round, s.Rounds())
	}
	d.cell(d.left, bottom+3, d.right-d.left, 7, result, "L")
	d.footer("protokoll · " + v.Title(d.opts.Words.Sheet()) + " · " + name)
	if r := d.opts.Race; r != nil {
		d.racePage(*r)
		d.footer("protokoll · " + v.Title(d.opts.Words.Sheet()) + " · " + name)
	}
	return d.bytes()
}

// variantTitle heads a variant's sheets.
func variantTitle(v *scoresheet.Variant, w Words) string {
	switch v.ID { // house rules too: they keep their variant's id
	case scoresheet.IDMaxi:
		return "Maxi Yatzy"
	case scoresheet.IDForced:
		return w.Paper("Yatzy · forced")
	case scoresheet.IDStandard:
		return w.Paper("Five dice")
	}
	return "Yatzy"
}

func (d *document) yatzyTitle(v *scoresheet.Variant, name string) {
	d.font(true, 18)
	half := (d.right - d.left) / 2
	d.cell(d.left, d.top, half, 9, variantTitle(v, d.opts.Words), "LM")
	d.font(false, 10)
	date := d.opts.Words.Paper("Date") + ": ________________"
	if name != "" {
		date = name + " · " + d.opts.Date.Format("2006-01-02")
	}
	d.cell(d.right-half, d.top, half, 9, date, "RM")
	if v.Forced {
		d.font(false, 10)
		d.hint(true)
		d.text(d.left, d.top+8, d.right-d.left, 5, d.opts.Words.Paper("Top to bottom: each turn fills the next free box."), "LM")
		d.hint(false)
	}
}

// yatzyTable draws the table of a sheet; cell gives what each cell holds.
// It returns where the table ends.
//
// The rows share the page's height. The label column is 64 mm wide when
// the names leave room for it, and gives the names what they need down to
// the width of its widest label and hint; a name wraps to two lines and
// then shrinks, to 8 pt at the least.
func (d *document) yatzyTable(v *scoresheet.Variant, columns []string, cell func(yatzyRow, int) yatzyCell) float64 {
	const labelSize, headSize, entrySize, headH = 11.0, 11.0, 14.0, 12.0
	rows := yatzyRows(v, d.opts.Words)
	y := d.top + 14
	width := d.right - d.left
	labelNeed := 0.0
	for _, r := range rows {
		d.font(!r.isBox() || r.Box.Upper(), labelSize)
		lw := d.GetStringWidth(clean(r.label))
		d.font(false, leastSize)
		labelNeed = max(labelNeed, lw+d.GetStringWidth(clean(r.hint))+5)
	}
	d.font(true, headSize)
	colNeed := 0.0
	for _, name := range apart(columns) {
		colNeed = max(colNeed, d.needed(name)+2)
	}
	n := float64(len(columns))
	label := max(labelNeed, min(64, width-colNeed*n))
	colW := (width - label) / n
	h := min(14, (d.bottom-16-y-headH)/float64(len(rows)))

	d.SetDrawColor(120, 120, 120)
	d.SetLineWidth(0.2)
	d.font(true, headSize)
	d.heads(columns, d.left+label, y, colW, headH, headSize)
	// Shade the rows that sum up first, so no fill covers a line.
	d.SetFillColor(235, 235, 235)
	for r, row := range rows {
		if !row.isBox() {
			d.Rect(d.left, y+headH+h*float64(r), width, h, "F")
		}
	}
	d.Line(d.left, y+headH, d.right, y+headH)
	for r, row := range rows {
		ry := y + headH + h*float64(r)
		d.font(!row.isBox() || row.Box.Upper(), labelSize)
		if row.paper == sheetRow && row.Kind == scoresheet.RowTotal {
			d.font(true, 13)
		}
		d.text(d.left, ry, label, h, clean(row.label), "LM")
		if row.hint != "" {
			d.font(false, leastSize)
			d.hint(true)
			d.text(d.left, ry, label-1, h, clean(row.hint), "RM")
			d.hint(false)
		}
		for c := range columns {
			x := d.left + label + float64(c)*colW
			cl := cell(row, c)
			if cl.struck {
				d.SetLineWidth(0.5)
				d.Line(x+2, ry+h-1.5, x+colW-2, ry+1.5)
				d.SetLineWidth(0.2)
			}
			d.font(!row.isBox(), entrySize)
			switch {
			case row.paper == sheetRow && row.Kind == scoresheet.RowExtraBonus:
				d.ticks(x, ry, h, cl.marks)
				d.cell(x+colW/2, ry, colW/2, h, cl.text, "RM")
			case row.paper == sheetRow && row.Kind == scoresheet.RowSavedRolls:
				d.tally(x, ry, colW, h, cl.marks)
			case cl.text != "":
				d.cell(x, ry, colW, h, cl.text, "CM")
			}
		}
		d.Line(d.left, ry+h, d.right, ry+h)
	}
	end := y + headH + h*float64(len(rows))
	d.SetLineWidth(0.4)
	d.Rect(d.left, y, width, end-y, "D")
	d.SetLineWidth(0.2)
	for c := range columns {
		x := d.left + label + float64(c)*colW
		d.Line(x, y, x, end)
	}
	return end
}

// pace writes a pace as +3, −2 or ±0.
func pace(p int) string {
	switch {
	case p > 0:
		return "+" + strconv.Itoa(p)
	case p < 0:
		return "−" + strconv.Itoa(-p)
	}
	return "±0"
}
