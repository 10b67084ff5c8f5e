package pdf

import (
	"fmt"
	"strconv"

	"github.com/kitchentable/protokoll/scoresheet"
)

// MaxColumns is the most columns a Yatzy sheet has: eight players, or
// eight games on a solo pad.
const MaxColumns = 8

// A yatzyRow is a row of the sheet (scoresheet says which, in what
// order), with its words.
type yatzyRow struct {
	scoresheet.Row
	label, hint string
}

// yatzyRows lists a variant's rows in sheet order, in lang.
func yatzyRows(v *scoresheet.Variant, lang string) []yatzyRow {
	var rows []yatzyRow
	for _, r := range v.Rows() {
		rows = append(rows, yatzyRow{Row: r, label: v.Label(r, lang), hint: v.Hint(r, lang)})
	}
	return rows
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
	d.describe(variantTitle(v, opts.Lang), word(opts.Lang, "Yatzy sheet"), nil)
	d.AddPage()
	d.yatzyTitle(v, "")
	d.yatzyTable(v, columns, func(yatzyRow, int) (string, bool) { return "", false })
	d.footer("protokoll · " + v.ID)
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
		columns[i] = fmt.Sprintf("%s %d", word(opts.Lang, "Game"), i+1)
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
	d.describe(name+" · "+variantTitle(v, opts.Lang), word(opts.Lang, "Yatzy sheet"), players)
	d.AddPage()
	d.yatzyTitle(v, name)
	over := s.Finished()
	bottom := d.yatzyTable(v, players, func(r yatzyRow, col int) (string, bool) {
		p := players[col]
		t := s.Totals(p)
		if r.Kind != scoresheet.RowBox && !over {
			// A game carried on by hand: its sums are worked out on paper
			// when the boxes are full, not a partial figure in their place.
			return "", false
		}
		switch r.Kind {
		case scoresheet.RowBox:
			e, ok := s.Entry(p, r.Box)
			if !ok {
				return "", false
			}
			if e.Strike {
				return "", true
			}
			return strconv.Itoa(e.Points), false
		case scoresheet.RowSum:
			return strconv.Itoa(t.Upper), false
		case scoresheet.RowBonus:
			if t.Bonus > 0 {
				return strconv.Itoa(t.Bonus), false
			}
			return "", t.BonusOut
		case scoresheet.RowExtraBonus:
			return strconv.Itoa(t.ExtraBonus), false
		case scoresheet.RowSavedRolls:
			return strconv.Itoa(t.Saved), false
		}
		return strconv.Itoa(t.Total), false
	})
	d.font(true, 12)
	result := resultLine(opts.Lang, over, s.Winners())
	if !over {
		next, round := s.Next()
		result = fmt.Sprintf(word(opts.Lang, "Next: %s, round %d of %d"), clean(next), round, s.Rounds())
	}
	d.cell(d.left, bottom+3, d.right-d.left, 7, result, "L")
	d.footer("protokoll · " + v.ID + " · " + name)
	return d.bytes()
}

// variantTitle heads a variant's sheets.
func variantTitle(v *scoresheet.Variant, lang string) string {
	switch v {
	case scoresheet.Maxi:
		return "Maxi Yatzy"
	case scoresheet.Forced:
		return word(lang, "Yatzy · forced")
	case scoresheet.Standard:
		return word(lang, "Five dice")
	}
	return "Yatzy"
}

func (d *document) yatzyTitle(v *scoresheet.Variant, name string) {
	d.font(true, 18)
	d.cell(d.left, d.top, 120, 9, variantTitle(v, d.opts.Lang), "LM")
	d.font(false, 10)
	date := word(d.opts.Lang, "Date") + ": ________________"
	if name != "" {
		date = name + " · " + d.opts.Date.Format("2006-01-02")
	}
	d.cell(d.right-80, d.top, 80, 9, date, "RM")
}

// yatzyTable draws the table of a sheet; cell gives each cell's text and
// whether it is struck. It returns where the table ends.
//
// The rows share the page's height. The label column is 64 mm wide when
// the names leave room for it, and gives the names what they need down to
// the width of its widest label and hint; a name wraps to two lines and
// then shrinks, to 8 pt at the least.
func (d *document) yatzyTable(v *scoresheet.Variant, columns []string, cell func(yatzyRow, int) (string, bool)) float64 {
	const labelSize, headSize, entrySize, headH = 11.0, 11.0, 14.0, 12.0
	rows := yatzyRows(v, d.opts.Lang)
	y := d.top + 14
	width := d.right - d.left
	labelNeed := 0.0
	for _, r := range rows {
		d.font(r.Kind != scoresheet.RowBox || r.Box.Upper(), labelSize)
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
		if row.Kind != scoresheet.RowBox {
			d.Rect(d.left, y+headH+h*float64(r), width, h, "F")
		}
	}
	d.Line(d.left, y+headH, d.right, y+headH)
	for r, row := range rows {
		ry := y + headH + h*float64(r)
		d.font(row.Kind != scoresheet.RowBox || row.Box.Upper(), labelSize)
		if row.Kind == scoresheet.RowTotal {
			d.font(true, 13)
		}
		d.text(d.left, ry, label, h, clean(row.label), "LM")
		if row.hint != "" {
			d.font(false, leastSize)
			d.hint(true)
			d.text(d.left, ry, label-1, h, clean(row.hint), "RM")
			d.hint(false)
		}
		d.font(row.Kind != scoresheet.RowBox, entrySize)
		for c := range columns {
			x := d.left + label + float64(c)*colW
			text, struck := cell(row, c)
			if struck {
				d.SetLineWidth(0.5)
				d.Line(x+2, ry+h-1.5, x+colW-2, ry+1.5)
				d.SetLineWidth(0.2)
			}
			if text != "" {
				d.cell(x, ry, colW, h, text, "CM")
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
