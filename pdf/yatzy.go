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
	bottom := d.yatzyTable(v, players, func(r yatzyRow, col int) (string, bool) {
		p := players[col]
		t := s.Totals(p)
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
	result := resultLine(opts.Lang, s.Finished(), s.Winners())
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
func (d *document) yatzyTable(v *scoresheet.Variant, columns []string, cell func(yatzyRow, int) (string, bool)) float64 {
	rows := yatzyRows(v, d.opts.Lang)
	y := d.top + 14
	label := 64.0
	colW := (d.right - d.left - label) / float64(len(columns))
	h := min(10.0, (d.bottom-y-16)/float64(len(rows)+1))

	d.SetDrawColor(120, 120, 120)
	d.SetLineWidth(0.2)
	// Head: the players.
	d.font(true, 11)
	for c, name := range columns {
		d.cell(d.left+label+float64(c)*colW, y, colW, h, name, "CM")
	}
	// Shade the rows that sum up first, so no fill covers a line.
	d.SetFillColor(235, 235, 235)
	for r, row := range rows {
		if row.Kind != scoresheet.RowBox {
			d.Rect(d.left, y+h*float64(r+1), d.right-d.left, h, "F")
		}
	}
	d.Line(d.left, y+h, d.right, y+h)
	for r, row := range rows {
		ry := y + h*float64(r+1)
		d.font(row.Kind != scoresheet.RowBox || row.Box.Upper(), 10.5)
		if row.Kind == scoresheet.RowTotal {
			d.font(true, 12)
		}
		d.cell(d.left+1, ry, label-2, h, row.label, "LM")
		if row.hint != "" {
			d.font(false, 7)
			d.grey(true)
			d.cell(d.left+label/2, ry, label/2-1, h, row.hint, "RM")
			d.grey(false)
		}
		d.font(row.Kind != scoresheet.RowBox, 12)
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
	end := y + h*float64(len(rows)+1)
	d.SetLineWidth(0.4)
	d.Rect(d.left, y, d.right-d.left, end-y, "D")
	d.SetLineWidth(0.2)
	for c := range columns {
		x := d.left + label + float64(c)*colW
		d.Line(x, y, x, end)
	}
	return end
}
