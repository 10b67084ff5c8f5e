package pdf

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/contracts"
)

// RummySheet draws a blank score sheet for the card game: a row for each
// round of the list, with its contract, and a column for each player,
// each cell with room for the round's points and the running total, and
// a ring to fill for who went out. With a first dealer (one of the
// players, or "" for none), a column says who deals each round, the deal
// going round in the players' order, and a mark who starts.
func RummySheet(l *contracts.List, players []string, dealer string, opts Options) ([]byte, error) {
	plan, err := rummySheetPlan(l, players, dealer)
	if err != nil {
		return nil, err
	}
	d, err := newDocument(opts)
	if err != nil {
		return nil, err
	}
	d.describe(l.TitleIn(d.opts.Words), d.opts.Words.T("Card game sheet"), nil)
	d.rummyTable(plan)
	return d.bytes()
}

// rummySheetPlan is the blank sheet of list l for players, dealer
// dealing first.
func rummySheetPlan(l *contracts.List, players []string, dealer string) (rummyPlan, error) {
	if len(players) < contracts.MinPlayers || len(players) > contracts.MaxPlayers {
		return rummyPlan{}, errorOf("the card game is for %d to %d players, not %d", contracts.MinPlayers, contracts.MaxPlayers, len(players))
	}
	first := -1
	for i, p := range players {
		if strings.EqualFold(p, dealer) {
			first = i
		}
	}
	if dealer != "" && first < 0 {
		return rummyPlan{}, errorOf("the dealer %q is not one of the players", dealer)
	}
	plan := rummyPlan{list: l, players: players}
	if first >= 0 {
		plan.dealer = func(i int) (string, string) {
			return players[(first+i)%len(players)], players[(first+i+1)%len(players)]
		}
	}
	return plan, nil
}

// RummyGame draws a card game's score: each round's points and the running
// totals, who went out (●), who dealt and who started (▶), the labelled
// contracts each player had, the Yatzy-chans and the points added by hand
// with their reasons; the totals and the winners once it is over, else
// whose deal is next.
func RummyGame(g *contracts.Game, name string, opts Options) ([]byte, error) {
	d, err := newDocument(opts)
	if err != nil {
		return nil, err
	}
	d.describe(name+" · "+g.List().TitleIn(d.opts.Words), d.opts.Words.T("Card game sheet"), g.Players())
	d.rummyTable(rummyGamePlan(g, name, d.opts.Words))
	if r := d.opts.Race; r != nil {
		sheet := d.PageNo()
		d.racePage(*r)
		foot := "protokoll · " + g.List().TitleIn(d.opts.Words) + " · " + name
		if sheet > 1 {
			foot += " · " + d.opts.Words.T("page %d of %d", sheet+1, sheet+1)
		}
		d.footer(foot)
	}
	return d.bytes()
}

// rummyGamePlan is game g's sheet, named name, in w's words.
func rummyGamePlan(g *contracts.Game, name string, w Words) rummyPlan {
	players := g.Players()
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
		dealer: g.Dealer,
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
		plan.result = w.T("Next: round %d of %d, %s deals", len(results)+1, len(g.List().Rounds), clean(dealer))
	}
	return plan
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
			notes = append(notes, w.T("%s: Yatzy-chans, %d cards", clean(p), n))
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
	name    string // the game's, on a filled sheet
	// dealer says who deals a round and who starts it; nil for no dealer
	// column.
	dealer func(int) (dealer, starter string)
	filled bool // a game's sheet
	played int  // the rounds played
	cell   func(round, col int) rummyCell
	notes  func(round int) string
	totals func(col int) string // the totals row, once the game is over
	result string               // the line under the table
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
	rummySplit    = 0.62 // the share of a cell above its running total
	rummyFoot     = 18.0 // under the last page's table: the result, the legend, the card points
)

// rummyTable draws the rounds × players table over as many pages as it
// takes, each filled in turn: each page with the
// title, the heading row, its rounds on the full grid and "page N of M"
// at its foot; a further page first carries the running totals over. The
// last page ends with the totals, the result, a legend of the marks and
// the card points. The contract column gives the names what they need,
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
	n := float64(len(p.players))
	text := min(80, max(50, width-rummyNum-dealerW-colNeed*n))
	colW := (width - rummyNum - dealerW - text) / n
	colX := func(c int) float64 { return d.left + rummyNum + text + dealerW + float64(c)*colW }
	heads, headSizes, dealers, dealerSizes := d.rummyNames(p.players, colW-2, dealerW-2)
	d.font(false, 9)
	shown := map[string]int{} // a player's column
	for i, s := range p.players {
		shown[s] = i
	}

	// Each round's lines and height, and the pages they fall on.
	type row struct{ lines, notes []string }
	top := d.top + 16
	bottom := d.bottom - 6 // above the footer
	room := bottom - top - rummyHead
	var (
		rows    []row
		heights []float64
		size    float64 // the contracts' type
	)
	lay := func(typ, least float64) {
		size = typ
		rows = make([]row, len(p.list.Rounds))
		heights = make([]float64, len(rows))
		for i, r := range p.list.Rounds {
			d.font(false, size)
			rows[i].lines = d.lines(r.Contract.Text, text-2)
			if p.notes != nil && i < p.played {
				if s := p.notes(i); s != "" {
					d.font(false, rummyNoteSize)
					rows[i].notes = d.lines(s, text-2)
				}
			}
			heights[i] = max(least, float64(len(rows[i].lines))*size*0.42+float64(len(rows[i].notes))*rummyNoteSize*0.42+3)
		}
	}
	// The contracts in their type, or a point or two smaller, the rows a
	// millimetre lower at the most, where that keeps the sheet on one page
	// (Letter is 18 mm shorter than A4, and long names leave the contracts
	// a narrower column); on more pages all the same, as every sheet is.
	fits := false
	for _, l := range [][2]float64{{rummyText, rummyRowMin}, {rummyText - 1, rummyRowMin}, {rummyText - 2, rummyRowMin}, {rummyText - 2, rummyRowMin - 1}} {
		if lay(l[0], l[1]); sumOf(heights)+rummyTotal+rummyFoot <= room {
			fits = true
			break
		}
	}
	if !fits {
		lay(rummyText, rummyRowMin)
	}
	line := size * 0.42
	pages := balance(heights, room, rummyCarry, rummyTotal+rummyFoot)
	if len(pages) == 1 {
		// A list that leaves the page half empty gets taller rows, room
		// to write in: up to half as tall again.
		if sum := sumOf(heights); sum < room-rummyTotal-rummyFoot {
			for i := range heights {
				heights[i] *= min(1.5, (room-rummyTotal-rummyFoot)/sum)
			}
		}
	}

	for k, rounds := range pages {
		d.AddPage()
		d.font(true, 18)
		d.cell(d.left, d.top, width-82, 9, p.list.TitleIn(w), "LM")
		d.font(false, 10)
		right := w.T("Date") + ": ________________"
		if p.filled {
			right = p.name + " · " + d.opts.Date.Format("2006-01-02")
		}
		d.cell(d.right-80, d.top, 80, 9, right, "RM")
		d.font(false, 9)
		d.grey(true)
		d.cell(d.left, d.top+8, width, 5, roundsLine(w, len(p.list.Rounds)), "LM")
		d.grey(false)

		// The end of the page's table, to frame it.
		end := top + rummyHead
		if k > 0 {
			end += rummyCarry
		}
		for _, i := range rounds {
			end += heights[i]
		}
		last := k == len(pages)-1
		if last {
			end += rummyTotal
		}
		frame := box{d.left, top, d.right, end}.grow(0.3)

		y := top
		d.font(true, 10.5)
		d.text(d.left, y, rummyNum, rummyHead, "#", "CM")
		d.text(d.left+rummyNum, y, text, rummyHead, w.T("Round"), "LM")
		if p.dealer != nil {
			d.cell(d.left+rummyNum+text, y, dealerW, rummyHead, w.T("Dealer"), "CM")
		}
		d.font(true, 11)
		for c, lines := range heads {
			d.lines2(lines, headSizes[c], colX(c), y, colW, rummyHead)
		}
		d.SetDrawColor(120, 120, 120)
		d.as(ruleShape, frame, "rule", func() {
			d.SetLineWidth(0.4)
			d.line(d.left, y+rummyHead, d.right, y+rummyHead)
			d.SetLineWidth(0.2)
		})
		y += rummyHead

		if k > 0 {
			// The running totals carried over from the page before.
			d.SetFillColor(245, 245, 245)
			d.as(fillShape, frame, "shade", func() { d.rect(d.left, y, width, rummyCarry, "F") })
			d.font(false, 9)
			d.text(d.left+rummyNum, y, text, rummyCarry, w.T("Carried over"), "LM")
			if prev := pages[k-1]; p.cell != nil && len(prev) > 0 && prev[len(prev)-1] < p.played {
				d.font(true, 10)
				for c := range p.players {
					d.cell(colX(c), y, colW, rummyCarry, p.cell(prev[len(prev)-1], c).running, "CM")
				}
			}
			y += rummyCarry
			d.as(ruleShape, frame, "rule", func() { d.line(d.left, y, d.right, y) })
		}

		for _, i := range rounds {
			r, h := p.list.Rounds[i], heights[i]
			d.font(true, 10)
			d.text(d.left, y+1, rummyNum, 5, strconv.Itoa(r.Number), "CM")
			d.font(false, size)
			ly := y + 1.5
			for _, l := range rows[i].lines {
				d.text(d.left+rummyNum, ly, text, line, l, "L")
				ly += line
			}
			d.font(false, rummyNoteSize)
			d.hint(true)
			for _, line := range rows[i].notes {
				d.text(d.left+rummyNum, ly, text, rummyNoteSize*0.42, line, "L")
				ly += rummyNoteSize * 0.42
			}
			d.hint(false)
			starter := -1
			if p.dealer != nil {
				dealer, start := p.dealer(i)
				c := shown[dealer]
				d.font(false, 9)
				d.lines2(dealers[c], dealerSizes[c], d.left+rummyNum+text, y, dealerW, min(h, rummyHead))
				starter = shown[start]
			}
			for c := range p.players {
				d.rummyCell(p, i, c, box{colX(c), y, colX(c) + colW, y + h}, c == starter)
			}
			y += h
			d.as(ruleShape, frame, "rule", func() { d.line(d.left, y, d.right, y) })
		}

		if last {
			d.SetFillColor(235, 235, 235)
			d.as(fillShape, frame, "shade", func() { d.rect(d.left, y, width, rummyTotal, "F") })
			d.font(true, 12)
			d.text(d.left+rummyNum, y, text, rummyTotal, w.T("Total"), "LM")
			if p.totals != nil {
				for c := range p.players {
					d.cell(colX(c), y, colW, rummyTotal, p.totals(c), "CM")
				}
			} else {
				for c := range p.players {
					d.writable(box{colX(c), y, colX(c) + colW, y + rummyTotal})
				}
			}
			d.rummyFoot(p, end)
		}
		// The grid, on every page.
		d.as(ruleShape, d.page(), "frame", func() {
			d.SetLineWidth(0.4)
			d.rect(d.left, top, width, end-top, "D")
			d.SetLineWidth(0.2)
		})
		d.as(ruleShape, frame, "rule", func() {
			d.SetLineWidth(0.4)
			if last {
				d.line(d.left, end-rummyTotal, d.right, end-rummyTotal)
			}
			d.SetLineWidth(0.2)
			xs := []float64{d.left + rummyNum, d.left + rummyNum + text}
			if p.dealer != nil {
				xs = append(xs, colX(0))
			}
			for _, x := range xs {
				d.line(x, top, x, end)
			}
			for c := 1; c < len(p.players); c++ {
				d.line(colX(c), top, colX(c), end)
			}
		})
		if len(pages) > 1 {
			// The document's pages: a game's back page of running totals
			// is one of them.
			total := len(pages)
			if p.filled && d.opts.Race != nil {
				total++
			}
			d.footer(w.T("page %d of %d", k+1, total))
		}
	}
}

// rummyCell draws a player's cell of round i in the box c: the points
// above, the running total in the strip below right, a dot for who went
// out (a ring to fill on a blank sheet) and a mark for who starts.
func (d *document) rummyCell(p rummyPlan, i, col int, c box, starts bool) {
	x, y, w, h := c.x0, c.y0, c.x1-c.x0, c.y1-c.y0
	split := y + h*rummySplit
	d.SetDrawColor(200, 200, 200)
	d.as(markShape, c, "split", func() { d.line(x+w*0.45, split, x+w, split) })
	d.SetDrawColor(120, 120, 120)
	ring := box{x, y, x + 4.4, y + 4.4}
	if starts {
		d.SetFillColor(90, 90, 90)
		d.as(markShape, c, "starts", func() { d.triangle(x+w-3.6, y+1.4, 2.4) })
	}
	blank := p.cell == nil || i >= p.played
	if blank {
		d.writable(box{x, y, x + w, split})
		d.as(markShape, c, "ring", func() { d.circle(ring.x0+2.2, ring.y0+2.2, 1.1, "D") })
		return
	}
	cell := p.cell(i, col)
	d.font(true, rummyPoints)
	d.cell(x+4, y, w-8, h*rummySplit, cell.points, "CM")
	if cell.out {
		d.SetFillColor(0, 0, 0)
		d.as(markShape, c, "out", func() { d.circle(ring.x0+2.2, ring.y0+2.2, 1.1, "F") })
	}
	d.font(false, 9)
	d.cell(x+w*0.45, split, w*0.55-1, h*(1-rummySplit), cell.running, "RM")
}

// rummyFoot draws, under the last page's table ending at y, the result,
// a legend of what the cells and marks mean, and the card points.
func (d *document) rummyFoot(p rummyPlan, y float64) {
	w := d.opts.Words
	width := d.right - d.left
	if p.result != "" {
		d.font(true, 12)
		d.cell(d.left, y+2, width, 6, p.result, "L")
		y += 8
	}
	y += 2
	// A cell in small: the round's points above, the running total below.
	const cw, ch = 12.0, 7.0
	legend := box{d.left, y, d.left + cw, y + ch}
	d.as(markShape, legend, "legend", func() {
		d.SetDrawColor(120, 120, 120)
		d.rect(d.left, y, cw, ch, "D")
		d.SetDrawColor(200, 200, 200)
		d.line(d.left+cw*0.45, y+ch*rummySplit, d.left+cw, y+ch*rummySplit)
		d.SetDrawColor(120, 120, 120)
	})
	d.font(false, leastSize)
	d.hint(true)
	x := d.left + cw + 1
	say := func(s string) {
		sw := d.GetStringWidth(s) + 2*d.GetCellMargin()
		d.text(x, y, sw, ch, s, "LM")
		x += sw + 3
	}
	say(w.T("the round's points; below, the running total"))
	mark := func(draw func(), s string) {
		d.as(markShape, box{x, y, x + 3, y + ch}, "legend", draw)
		x += 3
		say(s)
	}
	ring := "D"
	if p.filled {
		ring = "F"
	}
	d.SetFillColor(0, 0, 0)
	mark(func() { d.circle(x+1.4, y+ch/2, 1.1, ring) }, w.T("went out"))
	if p.dealer != nil {
		d.SetFillColor(90, 90, 90)
		mark(func() { d.triangle(x+0.2, y+ch/2-1.2, 2.4) }, w.T("starts"))
	}
	d.hint(false)
	y += ch + 2
	d.font(true, 9)
	label := w.T("Points left in hand") + ":"
	lw := d.GetStringWidth(label) + 2*d.GetCellMargin()
	d.text(d.left, y, lw, 5, label, "LM")
	d.font(false, 9)
	d.suits(d.left+lw+1, y, 5, contracts.CardPoints(w.Cards()))
}

// lines2 draws a head's lines, set at size, centred in the box at x, y
// of width w and height h.
func (d *document) lines2(lines []string, size, x, y, w, h float64) {
	d.SetFontSize(size)
	lh := size * 0.42
	top := y + (h-lh*float64(len(lines)))/2
	for k, line := range lines {
		d.text(x, top+float64(k)*lh, w, lh, line, "CM")
	}
}

// balance lays rounds of the heights given on pages room high, each page
// filled before the next begins: a page after the first carries the
// totals over (carry), and the last holds the foot under the table too,
// with its last round. A last page that would be less than a quarter
// used takes rounds from the page before it, as long as that one stays a
// quarter used. It returns each page's rounds.
func balance(heights []float64, room, carry, foot float64) [][]int {
	n := len(heights)
	load := func(rounds []int, page int, last bool) float64 {
		h := 0.0
		for _, r := range rounds {
			h += heights[r]
		}
		if page > 0 {
			h += carry
		}
		if last {
			h += foot
		}
		return h
	}
	var pages [][]int
	var cur []int
	for i := range n {
		next := append(slices.Clone(cur), i)
		if len(cur) > 0 && load(next, len(pages), i == n-1) > room {
			pages = append(pages, cur)
			next = []int{i}
		}
		cur = next
	}
	pages = append(pages, cur)
	for len(pages) > 1 {
		k := len(pages) - 1
		last, prev := pages[k], pages[k-1]
		if load(last, k, true) >= room/4 || len(prev) < 2 {
			break
		}
		moved := append([]int{prev[len(prev)-1]}, last...)
		if load(moved, k, true) > room || load(prev[:len(prev)-1], k-1, false) < room/4 {
			break
		}
		pages[k-1], pages[k] = prev[:len(prev)-1], moved
	}
	return pages
}

func sumOf(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s
}

// rummyNames sets the players' names for the heads, in columns of width
// head, and for the Dealer column, of width dealer: each name in one form
// in both (namesAlike).
func (d *document) rummyNames(players []string, head, dealer float64) (heads [][]string, headSizes []float64, dealers [][]string, dealerSizes []float64) {
	return d.namesAlike(players, nameSet{bold: true, w: head, size: 11, lines: 2}, nameSet{bold: false, w: dealer, size: 9, lines: 2})
}
