package pdf

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/contracts"
)

// RummySheet draws a blank score sheet for the card game: a row for each
// round of the list, with its contract, and a column for each player,
// each cell with room for the round's points and the running total.
// With a first dealer (one of the players, or "" for none), a column says
// who deals each round, the deal going round in the players' order.
func RummySheet(l *contracts.List, players []string, dealer string, opts Options) ([]byte, error) {
	if len(players) < 1 || len(players) > contracts.MaxPlayers {
		return nil, errorOf("%d players: the sheet has 1 to %d columns", len(players), contracts.MaxPlayers)
	}
	first := -1
	for i, p := range players {
		if strings.EqualFold(p, dealer) {
			first = i
		}
	}
	if dealer != "" && first < 0 {
		return nil, errorOf("the dealer %q is not one of the players", dealer)
	}
	d, err := newDocument(opts)
	if err != nil {
		return nil, err
	}
	d.describe(l.Title, opts.Words.Paper("Card game sheet"), nil)
	var deals func(int) string
	if first >= 0 {
		deals = func(i int) string { return players[(first+i)%len(players)] }
	}
	d.rummyTable(rummyPlan{list: l, players: players, dealer: deals})
	return d.bytes()
}

// RummyGame draws a card game's score: each round's points and the running
// totals, who went out (●), who dealt, the labelled contracts each player
// had, the Yatzy-chans and the points added by hand with their reasons;
// the totals and the winners once it is over, else whose deal is next.
func RummyGame(g *contracts.Game, name string, opts Options) ([]byte, error) {
	d, err := newDocument(opts)
	if err != nil {
		return nil, err
	}
	players := g.Players()
	d.describe(name+" · "+g.List().Title, opts.Words.Paper("Card game sheet"), players)
	w := opts.Words
	results := g.Results()
	running := make([][]int, len(results)) // by round, by player
	for i := range results {
		running[i] = make([]int, len(players))
		for c, p := range players {
			running[i][c] = g.Score(i, p)
			if i > 0 {
				running[i][c] += running[i-1][c]
			}
		}
	}
	plan := rummyPlan{
		list: g.List(), players: players, name: name, played: len(results), filled: true,
		dealer: func(i int) string { dealer, _ := g.Dealer(i); return dealer },
		cell: func(i, c int) rummyCell {
			return rummyCell{strconv.Itoa(g.Score(i, players[c])), strconv.Itoa(running[i][c]), results[i].Out == players[c]}
		},
		notes: func(i int) string { return roundNotes(w, results[i], players) },
	}
	if g.Finished() {
		plan.totals = func(c int) string { return strconv.Itoa(g.Total(players[c])) }
		plan.result = resultLine(w, true, g.Winners())
	} else {
		dealer, _ := g.Dealer(len(results))
		plan.result = w.Paper("Next: round %d of %d, %s deals", len(results)+1, len(g.List().Rounds), clean(dealer))
	}
	d.rummyTable(plan)
	if r := d.opts.Race; r != nil {
		d.racePage(*r)
		d.footer("protokoll · " + g.List().Title + " · " + name)
	}
	return d.bytes()
}

// roundNotes says what else a round's result holds: the labelled
// contracts the players had, the Yatzy-chans and the points added by hand
// with their reasons.
func roundNotes(w Words, r contracts.Result, players []string) string {
	var notes []string
	for _, p := range players {
		if label, ok := r.Labels[p]; ok {
			notes = append(notes, clean(p)+": "+label)
		}
	}
	for _, p := range players {
		if n, ok := r.Special[p]; ok {
			notes = append(notes, w.Paper("%s: Yatzy-chans, %d cards", clean(p), n))
		}
	}
	for _, a := range r.Adjust {
		notes = append(notes, fmt.Sprintf("%s %+d (%s)", clean(a.Player), a.Points, a.Reason))
	}
	return strings.Join(notes, " · ")
}

// A rummyPlan is what a card-game sheet shows: blank (no cell) or filled.
type rummyPlan struct {
	list    *contracts.List
	players []string
	name    string           // the game's, on a filled sheet
	dealer  func(int) string // who deals a round; nil for no dealer column
	filled  bool             // a game's sheet
	played  int              // the rounds played
	cell    func(round, col int) rummyCell
	notes   func(round int) string
	totals  func(col int) string // the totals row, once the game is over
	result  string               // the line under the table
}

// A rummyCell is a player's points in a round, the running total after
// it, and whether the player went out.
type rummyCell struct {
	points, running string
	out             bool
}

// The card-game sheet's measures (mm, and points for the type).
const (
	rummyNum      = 8.0  // the round's number
	rummyDealer   = 22.0 // the dealer column
	rummyHead     = 12.0 // the heading row: names in two lines
	rummyRowMin   = 12.0 // a round's row at the least: points and running total
	rummyCarry    = 8.0  // the row carried over onto a further page
	rummyTotal    = 10.0 // the totals row
	rummyText     = 10.5 // the contract's type
	rummyNoteSize = leastSize
	rummyPoints   = 14.0
	rummyLine     = rummyText * 0.42
)

// rummyTable draws the rounds × players table over as many pages as it
// takes: each page with the title, the heading row, its rounds on the full
// grid and "page N of M" at its foot; a further page first carries the
// running totals over. The contract column gives the names what they need,
// down to 50 mm.
func (d *document) rummyTable(p rummyPlan) {
	w := d.opts.Words
	width := d.right - d.left
	dealerW := 0.0
	if p.dealer != nil {
		dealerW = rummyDealer
	}
	d.font(true, 11)
	colNeed := 0.0
	for _, name := range apart(p.players) {
		colNeed = max(colNeed, d.needed(name)+2)
	}
	shown := map[string]string{} // a player's name as the sheet prints it
	for i, s := range apart(p.players) {
		shown[p.players[i]] = s
	}
	n := float64(len(p.players))
	text := min(80, max(50, width-rummyNum-dealerW-colNeed*n))
	colW := (width - rummyNum - dealerW - text) / n
	colX := func(c int) float64 { return d.left + rummyNum + text + dealerW + float64(c)*colW }

	// Each round's lines and height, and the pages they fall on.
	type row struct{ lines, notes []string }
	rows := make([]row, len(p.list.Rounds))
	heights := make([]float64, len(rows))
	for i, r := range p.list.Rounds {
		d.font(false, rummyText)
		rows[i].lines = d.lines(r.Contract.Text, text-2)
		if p.notes != nil && i < p.played {
			if s := p.notes(i); s != "" {
				d.font(false, rummyNoteSize)
				rows[i].notes = d.lines(s, text-2)
			}
		}
		heights[i] = max(rummyRowMin, float64(len(rows[i].lines))*rummyLine+float64(len(rows[i].notes))*rummyNoteSize*0.42+3)
	}
	top := d.top + 16
	bottom := d.bottom - 6 // above the footer
	// A list that leaves the page half empty gets taller rows, room to
	// write in: up to half as tall again.
	room := bottom - top - rummyHead - rummyTotal - 16
	if sum := sumOf(heights); sum < room {
		for i := range heights {
			heights[i] *= min(1.5, room/sum)
		}
	}
	var pages [][]int
	var page []int
	y := top + rummyHead
	for i, h := range heights {
		if y+h > bottom && len(page) > 0 {
			pages, page, y = append(pages, page), nil, top+rummyHead+rummyCarry
		}
		page = append(page, i)
		y += h
	}
	pages = append(pages, page)
	last := y + rummyTotal + 16 // the totals, the result and the legend
	if last > bottom {
		pages = append(pages, nil) // the totals on a page of their own
	}

	for k, rounds := range pages {
		d.AddPage()
		d.font(true, 18)
		d.cell(d.left, d.top, 120, 9, p.list.Title, "LM")
		d.font(false, 10)
		right := w.Paper("Date") + ": ________________"
		if p.filled {
			right = p.name + " · " + d.opts.Date.Format("2006-01-02")
		}
		d.cell(d.right-80, d.top, 80, 9, right, "RM")
		d.font(false, 9)
		d.grey(true)
		d.cell(d.left, d.top+8, d.right-d.left, 5, roundsLine(w, len(p.list.Rounds)), "LM")
		d.grey(false)

		y := top
		d.font(true, 10.5)
		d.text(d.left, y, rummyNum, rummyHead, "#", "CM")
		d.text(d.left+rummyNum, y, text, rummyHead, w.Paper("Round"), "LM")
		if p.dealer != nil {
			d.cell(d.left+rummyNum+text, y, dealerW, rummyHead, w.Paper("Dealer"), "CM")
		}
		d.font(true, 11)
		d.heads(p.players, colX(0), y, colW, rummyHead, 11)
		d.SetDrawColor(120, 120, 120)
		d.SetLineWidth(0.4)
		d.Line(d.left, y, d.right, y)
		y += rummyHead
		d.Line(d.left, y, d.right, y)
		d.SetLineWidth(0.2)

		if k > 0 {
			// The running totals carried over from the page before.
			d.SetFillColor(245, 245, 245)
			d.Rect(d.left, y, width, rummyCarry, "F")
			d.font(false, 9)
			d.text(d.left+rummyNum, y, text, rummyCarry, w.Paper("Carried over"), "LM")
			if prev := pages[k-1]; p.cell != nil && len(prev) > 0 && prev[len(prev)-1] < p.played {
				d.font(true, 10)
				for c := range p.players {
					d.cell(colX(c), y, colW, rummyCarry, p.cell(prev[len(prev)-1], c).running, "CM")
				}
			}
			y += rummyCarry
			d.Line(d.left, y, d.right, y)
		}

		for _, i := range rounds {
			r, h := p.list.Rounds[i], heights[i]
			d.font(true, 10)
			d.text(d.left, y+1, rummyNum, 5, strconv.Itoa(r.Number), "CM")
			d.font(false, rummyText)
			ly := y + 1.5
			for _, line := range rows[i].lines {
				d.text(d.left+rummyNum, ly, text, rummyLine, line, "L")
				ly += rummyLine
			}
			d.font(false, rummyNoteSize)
			d.hint(true)
			for _, line := range rows[i].notes {
				d.text(d.left+rummyNum, ly, text, rummyNoteSize*0.42, line, "L")
				ly += rummyNoteSize * 0.42
			}
			d.hint(false)
			if p.dealer != nil {
				d.font(false, 9)
				d.heads([]string{shown[p.dealer(i)]}, d.left+rummyNum+text, y, dealerW, min(h, rummyHead), 9)
			}
			for c := range p.players {
				x := colX(c)
				// The lower third of a cell is for the running total.
				d.SetDrawColor(200, 200, 200)
				d.Line(x+colW*0.45, y+h*0.62, x+colW, y+h*0.62)
				d.SetDrawColor(120, 120, 120)
				if p.cell == nil || i >= p.played {
					continue
				}
				cell := p.cell(i, c)
				d.font(true, rummyPoints)
				d.cell(x, y, colW, h*0.62, cell.points, "CM")
				if cell.out {
					d.SetFillColor(0, 0, 0)
					d.Circle(x+2.5, y+h*0.31, 1.1, "F")
				}
				d.font(false, 9)
				d.cell(x+colW*0.45, y+h*0.62, colW*0.55-1, h*0.38, cell.running, "RM")
			}
			y += h
			d.Line(d.left, y, d.right, y)
		}

		end := y
		if k == len(pages)-1 {
			d.SetFillColor(235, 235, 235)
			d.Rect(d.left, y, width, rummyTotal, "F")
			d.font(true, 12)
			d.text(d.left+rummyNum, y, text, rummyTotal, w.Paper("Total"), "LM")
			if p.totals != nil {
				for c := range p.players {
					d.cell(colX(c), y, colW, rummyTotal, p.totals(c), "CM")
				}
			}
			end = y + rummyTotal
			if p.result != "" {
				d.font(true, 12)
				d.cell(d.left, end+3, width, 7, p.result, "L")
			}
			if p.filled {
				d.font(false, 9)
				d.hint(true)
				d.text(d.left, end+10, width, 4, "● "+w.Paper("went out"), "L")
				d.hint(false)
			}
		}
		// The grid, on every page.
		d.SetLineWidth(0.4)
		d.Line(d.left, end, d.right, end)
		d.Rect(d.left, top, width, end-top, "D")
		d.SetLineWidth(0.2)
		for _, x := range []float64{d.left + rummyNum, d.left + rummyNum + text} {
			d.Line(x, top, x, end)
		}
		for c := range p.players {
			d.Line(colX(c), top, colX(c), end)
		}
		if len(pages) > 1 {
			d.footer(w.Paper("page %d of %d", k+1, len(pages)))
		}
	}
}

func sumOf(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s
}
