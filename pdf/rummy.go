package pdf

import (
	"strconv"

	"github.com/kitchentable/protokoll/contracts"
)

// RummySheet draws a blank score sheet for the card game: a row for each
// round of the list, with its contract, and a column for each player.
func RummySheet(l *contracts.List, players []string, opts Options) ([]byte, error) {
	if len(players) < 1 || len(players) > contracts.MaxPlayers {
		return nil, errorOf("%d players: the sheet has 1 to %d columns", len(players), contracts.MaxPlayers)
	}
	d, err := newDocument(opts)
	if err != nil {
		return nil, err
	}
	d.describe(l.Title, word(opts.Lang, "Card game sheet"), nil)
	d.rummyTable(l, players, "", nil)
	return d.bytes()
}

// RummyGame draws a card game's score: each round's points and the
// running totals, and the winners once it is over.
func RummyGame(g *contracts.Game, name string, opts Options) ([]byte, error) {
	d, err := newDocument(opts)
	if err != nil {
		return nil, err
	}
	players := g.Players()
	d.describe(name+" · "+g.List().Title, word(opts.Lang, "Card game sheet"), players)
	d.rummyTable(g.List(), players, name, func(round, col int) (string, string) {
		if round >= g.Played() {
			return "", ""
		}
		running := 0
		for i := 0; i <= round; i++ {
			running += g.Score(i, players[col])
		}
		return strconv.Itoa(g.Score(round, players[col])), strconv.Itoa(running)
	})
	result := resultLine(opts.Lang, g.Finished(), g.Winners())
	d.font(true, 12)
	d.cell(d.left, d.GetY()+3, d.right-d.left, 7, result, "L")
	return d.bytes()
}

// rummyTable draws the rounds × players table, on as many pages as it
// takes; cell gives a round's points and running total, nil for blank.
func (d *document) rummyTable(l *contracts.List, players []string, name string, cell func(round, col int) (string, string)) {
	lang := d.opts.Lang
	num, text := 9.0, 80.0
	colW := (d.right - d.left - num - text) / float64(len(players))
	head := func() float64 {
		d.AddPage()
		d.font(true, 18)
		d.cell(d.left, d.top, 120, 9, l.Title, "LM")
		d.font(false, 10)
		right := word(lang, "Date") + ": ________________"
		if name != "" {
			right = name + " · " + d.opts.Date.Format("2006-01-02")
		}
		d.cell(d.right-80, d.top, 80, 9, right, "RM")
		d.font(false, 9)
		d.grey(true)
		d.cell(d.left, d.top+8, d.right-d.left, 5, roundsLine(lang, len(l.Rounds)), "LM")
		d.grey(false)
		y := d.top + 16
		d.font(true, 10.5)
		d.cell(d.left, y, num, 9, "#", "CM")
		d.cell(d.left+num, y, text, 9, word(lang, "Round"), "LM")
		for c, p := range players {
			d.cell(d.left+num+text+float64(c)*colW, y, colW, 9, p, "CM")
		}
		d.SetDrawColor(120, 120, 120)
		d.SetLineWidth(0.4)
		d.Line(d.left, y, d.right, y)
		d.Line(d.left, y+9, d.right, y+9)
		return y + 9
	}
	y := head()
	d.SetLineWidth(0.2)
	for i, r := range l.Rounds {
		d.font(false, 9)
		lines := d.lines(r.Contract.Text, text-2)
		h := max(11, float64(len(lines))*3.8+3)
		if y+h > d.bottom-14 {
			y = head()
			d.SetLineWidth(0.2)
		}
		d.font(true, 10)
		d.cell(d.left, y, num, 6, strconv.Itoa(r.Number), "CM")
		d.font(false, 9)
		for k, line := range lines {
			d.SetXY(d.left+num+1, y+1.5+float64(k)*3.8)
			d.CellFormat(text-2, 3.8, line, "", 0, "L", false, 0, "")
		}
		if cell != nil {
			for c := range players {
				points, running := cell(i, c)
				x := d.left + num + text + float64(c)*colW
				d.font(true, 11)
				d.cell(x, y+1, colW, 5.5, points, "CM")
				d.font(false, 7.5)
				d.grey(true)
				d.cell(x, y+6, colW, 4, running, "CM")
				d.grey(false)
			}
		}
		y += h
		d.Line(d.left, y, d.right, y)
	}
	// Totals.
	d.SetFillColor(235, 235, 235)
	d.Rect(d.left, y, d.right-d.left, 10, "F")
	d.font(true, 12)
	d.cell(d.left+num+1, y, text, 10, word(lang, "Total"), "LM")
	if cell != nil && len(l.Rounds) > 0 {
		for c := range players {
			_, running := cell(len(l.Rounds)-1, c)
			if running == "" {
				// Not over: the total so far is the last round played's.
				for i := len(l.Rounds) - 1; i >= 0 && running == ""; i-- {
					_, running = cell(i, c)
				}
			}
			d.cell(d.left+num+text+float64(c)*colW, y, colW, 10, running, "CM")
		}
	}
	d.SetLineWidth(0.4)
	d.Line(d.left, y+10, d.right, y+10)
	d.SetLineWidth(0.2)
	d.SetY(y + 10)
	for c := range players {
		x := d.left + num + text + float64(c)*colW
		d.Line(x, d.top+16, x, y+10)
	}
	d.Line(d.left+num+text, d.top+16, d.left+num+text, y+10)
	d.Line(d.left+num, d.top+16, d.left+num, y)
}
