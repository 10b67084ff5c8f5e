package pdf

import (
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/scoresheet"
)

// MaxColumns is the most columns a Yatzy sheet has: eight players, eight
// games on a solo pad, or two games of four.
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
	dateRow                    // a pad's: the day each game was played
	winnerRow                  // a pad of group games: each game's winner
)

// yatzyRows lists a variant's rows in sheet order, in lang, with the
// paper's own: the +/- of the pace under the upper sum (when pace is
// true), its target beside each upper box ("3" beside ones: three of each
// face, four in maxi); and, like the official pad, the upper and lower
// sections' totals on a Yahtzee (a variant with the joker rule).
func yatzyRows(v *scoresheet.Variant, w Words, pace bool) []yatzyRow {
	var rows []yatzyRow
	for _, r := range v.Rows() {
		row := yatzyRow{Row: r, label: v.Label(r, w.Sheet()), hint: v.Hint(r, w)}
		if r.Kind == scoresheet.RowTotal && v.HasJoker() {
			rows = append(rows, yatzyRow{paper: lowerTotal, label: w.T("Lower total")})
		}
		switch r.Kind {
		case scoresheet.RowBox:
			if r.Box.Upper() {
				row.hint += "   " + w.T("pace %d", v.PaceTarget(r.Box.Face()))
			}
		case scoresheet.RowSavedRolls:
			row.hint = w.T("a stroke for each roll saved")
		case scoresheet.RowExtraBonus:
			row.hint = w.T("%d per", v.ExtraBonus) // and a tick, drawn
		}
		rows = append(rows, row)
		switch {
		case r.Kind == scoresheet.RowSum && pace:
			rows = append(rows, yatzyRow{paper: paceRow, label: "+/−", hint: w.T("against %d", v.BonusAt)})
		case r.Kind == scoresheet.RowBonus && v.HasJoker():
			rows = append(rows, yatzyRow{paper: upperTotal, label: w.T("Upper total")})
		}
	}
	return rows
}

// isBox reports whether the row is a box's, to fill in.
func (r yatzyRow) isBox() bool { return r.paper == sheetRow && r.Kind == scoresheet.RowBox }

// merged reports whether the row has one cell for each game, not each
// column: a pad's date and winner.
func (r yatzyRow) merged() bool { return r.paper == dateRow || r.paper == winnerRow }

// A yatzyCell is what a player's cell of a row holds: its text, whether
// it is struck, and marks: the extra Yahtzees ticked, or the rolls saved
// as tally strokes, which are not points.
type yatzyCell struct {
	text   string
	struck bool
	marks  int
}

// A yatzyPlan is what a Yatzy sheet shows: one game or a pad of several,
// blank or filled.
type yatzyPlan struct {
	v     *scoresheet.Variant
	heads []string // every column's head: a player, a game, or "" to write in
	games int      // the columns in games of equal size, side by side
	solo  bool     // a pad of one player's games: a name field, a date each
	name  string   // a filled game's name
	// cell gives what a filled sheet's cells hold; nil for a blank one.
	cell   func(yatzyRow, int) yatzyCell
	result string // the line under a filled table
}

// Sheet draws a blank sheet of variant v with a column for each name; a
// blank name leaves the column's head empty, to write in. 1 to 8 columns.
func Sheet(v *scoresheet.Variant, columns []string, opts Options) ([]byte, error) {
	p, err := sheetPlan(v, columns, 1)
	return blank(p, err, opts)
}

// Games draws a pad of several games of the same players on one sheet,
// side by side: games times the columns, at most 8 in all. Each game has
// its columns, its date and its winner to write in.
func Games(v *scoresheet.Variant, columns []string, games int, opts Options) ([]byte, error) {
	p, err := sheetPlan(v, columns, games)
	return blank(p, err, opts)
}

// SoloPad draws a pad for one player: games columns, each a game of its
// own, on one page, with the player's name to write at the top and each
// game's date.
func SoloPad(v *scoresheet.Variant, games int, opts Options) ([]byte, error) {
	p, err := soloPlan(v, games, wordsOr(opts.Words))
	return blank(p, err, opts)
}

// blank draws a blank sheet of plan, as it is asked for.
func blank(p yatzyPlan, err error, opts Options) ([]byte, error) {
	if err != nil {
		return nil, err
	}
	d, err := newDocument(opts)
	if err != nil {
		return nil, err
	}
	d.describe(variantTitle(p.v, d.opts.Words), d.opts.Words.T("Yatzy sheet"), nil)
	d.yatzyPage(p)
	if d.opts.RulesOnBack {
		d.AddPage()
		d.eachHalf(func() { d.rulesPage(yatzyCard(p.v, d.opts.Words)) })
	}
	return d.bytes()
}

// sheetPlan is a blank sheet of games games of columns.
func sheetPlan(v *scoresheet.Variant, columns []string, games int) (yatzyPlan, error) {
	if err := countColumns(columns); err != nil {
		return yatzyPlan{}, err
	}
	if games < 1 || games*len(columns) > MaxColumns {
		return yatzyPlan{}, errorOf("%d games of %d columns: a sheet has 1 to %d columns", games, len(columns), MaxColumns)
	}
	var heads []string
	for range games {
		heads = append(heads, columns...)
	}
	return yatzyPlan{v: v, heads: heads, games: games}, nil
}

// soloPlan is a blank pad of one player's games.
func soloPlan(v *scoresheet.Variant, games int, w Words) (yatzyPlan, error) {
	if games < 1 || games > MaxColumns {
		return yatzyPlan{}, errorOf("%d games: a pad has 1 to %d a page", games, MaxColumns)
	}
	heads := make([]string, games)
	for i := range heads {
		heads[i] = w.T("Game %d", i+1)
	}
	return yatzyPlan{v: v, heads: heads, games: 1, solo: true}, nil
}

// yatzyPage draws plan on a page of its own, or twice on it, a half each
// (Options.Halves).
func (d *document) yatzyPage(p yatzyPlan) {
	d.AddPage()
	if p.cell != nil {
		d.yatzySheet(p) // a game's sheet is one, on the whole page
		return
	}
	d.eachHalf(func() { d.yatzySheet(p) })
}

// countColumns refuses a sheet of too many or no columns, naming them as
// what they are: players when they have names, else columns.
func countColumns(columns []string) error {
	named := false
	for _, c := range columns {
		named = named || c != ""
	}
	switch {
	case len(columns) >= 1 && len(columns) <= MaxColumns:
		return nil
	case named:
		return errorOf("%d players: a sheet has 1 to %d", len(columns), MaxColumns)
	}
	return errorOf("%d columns: a sheet has 1 to %d", len(columns), MaxColumns)
}

// YatzyGame draws a game's sheet filled in: every entry, strikes struck
// through, the sums, bonus and totals, and the winners once it is over.
func YatzyGame(s *scoresheet.Sheet, name string, opts Options) ([]byte, error) {
	d, err := newDocument(opts)
	if err != nil {
		return nil, err
	}
	d.describe(name+" · "+variantTitle(s.Variant(), d.opts.Words), d.opts.Words.T("Yatzy sheet"), s.Players())
	d.yatzyPage(gamePlan(s, name, d.opts.Words))
	if r := d.opts.Race; r != nil {
		d.racePage(*r)
		d.footer("protokoll · " + s.Variant().Title(d.opts.Words.Sheet()) + " · " + name)
	}
	return d.bytes()
}

// gamePlan is game s's sheet, named name, filled in in w's words.
func gamePlan(s *scoresheet.Sheet, name string, w Words) yatzyPlan {
	v := s.Variant()
	players := s.Players()
	over := s.Finished()
	plan := yatzyPlan{v: v, heads: players, games: 1, name: name}
	// filled reports whether player p has every box of the upper section
	// (upper) or of the lower filled.
	filled := func(p string, upper bool) bool {
		for _, b := range v.Boxes {
			if _, ok := s.Entry(p, b); !ok && b.Upper() == upper {
				return false
			}
		}
		return true
	}
	plan.cell = func(r yatzyRow, col int) yatzyCell {
		p := players[col]
		t := s.Totals(p)
		upper, lower := filled(p, true), filled(p, false)
		// A game carried on by hand: a sum is worked out on paper when
		// its boxes are full, not a partial figure in its place; a sum
		// whose boxes are all filled is settled, and shown.
		number := func(n int, settled bool) yatzyCell {
			if !over && !settled {
				return yatzyCell{}
			}
			return yatzyCell{text: strconv.Itoa(n)}
		}
		switch {
		case r.paper == paceRow:
			if !over && !upper {
				return yatzyCell{}
			}
			return yatzyCell{text: pace(t.Pace)}
		case r.paper == upperTotal:
			return number(t.Upper+t.Bonus, upper)
		case r.paper == lowerTotal:
			return number(t.Total-t.Upper-t.Bonus, lower)
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
			return number(t.Upper, upper)
		case r.Kind == scoresheet.RowBonus:
			// A bonus missed is no points, not a box struck.
			return number(t.Bonus, upper)
		case r.Kind == scoresheet.RowExtraBonus:
			// Each extra Yahtzee is ticked as it happens; the points are a sum.
			c := number(t.ExtraBonus, lower)
			c.marks = t.ExtraBonus / v.ExtraBonus
			return c
		case r.Kind == scoresheet.RowSavedRolls:
			return yatzyCell{marks: t.Saved} // what is left to use, game over or not
		}
		return number(t.Total, upper && lower)
	}
	switch {
	case !over:
		next, round := s.Next()
		plan.result = w.T("Next: %s, round %d of %d", clean(next), round, s.Rounds())
	case len(players) == 1:
		// Alone there is no winner: the aim is the total.
		plan.result = w.T("Final total: %d", s.Totals(players[0]).Total)
	default:
		plan.result = resultLine(w, true, s.Winners())
	}
	return plan
}

// variantTitle heads a variant's sheets: Yatzy and the variant's name in
// the sheet's language (scoresheet's words, as the terminal names it),
// and under house rules says so.
func variantTitle(v *scoresheet.Variant, w Words) string {
	title := "Yatzy · " + v.Title(w.Sheet())
	if v.House != "" {
		return w.T("%s (house rules)", title)
	}
	return title
}

// The Yatzy sheet's measures (mm, and points for the type).
const (
	yatzyLabel    = 11.0 // a row's name
	yatzyHead     = 11.0 // the players' names
	yatzyEntry    = 14.0 // the points written in
	yatzyRowMax   = 14.0 // a row at the most
	yatzyRowMin   = 7.0  // and at the least: room to write in
	yatzyColMin   = 10.0 // a column at the least: room to write in
	yatzyColMax   = 40.0 // and at the most: a sheet of one player is no wider
	yatzyBlockMin = 120.0
	yatzyNote     = leastSize // the notes under the table
)

// yatzyLayout is where a Yatzy sheet's parts go: worked out from the
// plan, the page and the words before anything is drawn.
type yatzyLayout struct {
	rows          []yatzyRow
	left, width   float64 // the table's left edge and width: centred on the page
	label, col    float64 // the widths of the label column and a column
	two           bool    // a row's hint under its name, not beside it
	labelSize     float64 // a row's name at the most
	titleH, bandH float64 // the title, the games' band above the heads
	headH, rowH   float64
	// compact is the layout of a page too low for the rest: the title in
	// the table's corner, each game's date in its band, the date, the name
	// and the winners to write on the footer's line, and no footer.
	compact bool
	heads   [][]string // each column's head, in lines
	headSz  []float64
	notes   []string // the lines under the table
}

// yatzyLayout works out the layout of plan on the current page (or half).
// The rows share the page's height, from 7 mm (room to write) to 14; a
// page too low for them goes without the pace row (a help; the boxes are
// the game), then lays itself out compact.
func (d *document) yatzyLayout(p yatzyPlan) yatzyLayout {
	w := d.opts.Words
	width := d.right - d.left
	n := float64(len(p.heads))
	var notes []string
	for _, s := range []string{p.v.OrderNote(w), p.v.JokerNote(w)} {
		if s != "" {
			notes = append(notes, s)
		}
	}
	noteLines := func(width float64) []string {
		d.font(false, yatzyNote)
		var out []string
		for _, s := range notes {
			out = append(out, d.lines(s, width)...)
		}
		return out
	}
	var l yatzyLayout
	for _, mode := range []struct{ compact, pace bool }{{false, true}, {false, false}, {true, true}, {true, false}} {
		l = yatzyLayout{titleH: 10, headH: 10, labelSize: yatzyLabel, compact: mode.compact}
		if d.opts.Halves {
			l.titleH = 8
		}
		if p.games > 1 {
			l.bandH = 6
		}
		if l.compact {
			l.titleH = 0
			if p.games > 1 {
				l.bandH = yatzyRowMin + 1 // the band is the date's cell
			}
		}
		// The table is at least this wide: the notes take at most as
		// many lines as at this width.
		l.notes = noteLines(min(width, yatzyBlockMin))
		under := float64(len(l.notes))*yatzyNote*0.42 + 6 // the notes, the footer
		if p.cell != nil {
			under += 13 // the result, in two lines at the most
		}
		l.rows = yatzyRows(p.v, w, mode.pace)
		if p.solo || p.games > 1 && !l.compact {
			l.rows = append([]yatzyRow{{paper: dateRow, label: w.T("Date")}}, l.rows...)
		}
		if p.games > 1 && !l.compact {
			l.rows = append(l.rows, yatzyRow{paper: winnerRow, label: w.T("Winner")})
		}
		avail := d.bottom - d.top - l.titleH - l.bandH - l.headH - under
		if l.titleH > 0 {
			avail -= 2
		}
		l.rowH = min(yatzyRowMax, avail/float64(len(l.rows)))
		if l.rowH >= yatzyRowMin {
			break
		}
	}

	// The label column: a row's name and its hint on one line when the
	// columns keep room enough, else the hint under the name.
	one, two := 0.0, 0.0
	for _, r := range l.rows {
		die := 0.0
		if r.isBox() && r.Box.Upper() {
			die = dieSide(l.rowH) + 1.5
		}
		d.font(!r.isBox() || r.Box.Upper(), yatzyLabel)
		lw := d.GetStringWidth(clean(r.label))
		d.font(false, leastSize)
		hw := d.GetStringWidth(clean(r.hint))
		if r.Kind == scoresheet.RowExtraBonus {
			hw += tickWidth + 1
		}
		one = max(one, die+lw+hw+7)
		two = max(two, die+max(lw, hw)+3)
	}
	d.font(true, yatzyHead)
	colNeed := yatzyColMin
	for _, h := range apart(p.heads) {
		colNeed = max(colNeed, min(yatzyColMax, d.needed(h)+2))
	}
	switch {
	case width-one >= n*max(colNeed, 14):
		l.label = one
	default:
		l.two = true
		l.label = max(min(two, width-n*yatzyColMin), width/4)
		l.label = min(l.label, width-n*yatzyColMin)
	}
	// A column at most yatzyColMax wide; one or two players', whose
	// sheet would stand narrow in the page, half as wide again.
	colMax := yatzyColMax
	if n <= 2 && !d.opts.Halves {
		colMax *= 1.5
	}
	l.col = min(colMax, (width-l.label)/n)
	if !l.two {
		// Room over: the label column keeps what it needs and a little
		// more, and the table stands in the middle of the page, four
		// fifths of its width at the least (one player's sheet used half).
		block := max(yatzyBlockMin, width*0.8)
		l.label = max(l.label, min(width, block)-n*l.col)
		l.label = min(l.label, width-n*l.col)
	}
	if l.two && l.rowH < 7.8 {
		l.labelSize = 10 // two lines in a low row
	}
	l.width = l.label + n*l.col
	l.left = d.left + (width-l.width)/2
	l.notes = noteLines(l.width)

	// The heads: each name in two lines at most, shortened to what tells
	// it from the others where it does not fit. A pad of games repeats
	// its players: each game's are told apart.
	d.font(true, yatzyHead)
	per := len(p.heads) / p.games
	heads, sizes := d.nameLines(p.heads[:per], l.col-2, yatzyHead)
	for range p.games {
		l.heads, l.headSz = append(l.heads, heads...), append(l.headSz, sizes...)
	}
	return l
}

// yatzySheet draws a Yatzy sheet on the current page, or half of it: the
// title, the table, what goes under it and the footer.
func (d *document) yatzySheet(p yatzyPlan) {
	w := d.opts.Words
	l := d.yatzyLayout(p)
	left, right := d.left, d.right
	d.left, d.right = l.left, l.left+l.width // the sheet stands in the middle
	defer func() { d.left, d.right = left, right }()

	// The title, and the date, the game or the player's name: at the top,
	// or on the footer's line.
	field := w.T("Date") + ": ______________"
	switch {
	case p.cell != nil:
		field = p.name + " · " + d.opts.Date.Format("2006-01-02")
	case p.solo:
		field = w.T("Name") + ": ______________"
	case p.games > 1:
		field = ""
	}
	half := l.width / 2
	if !l.compact {
		d.font(true, map[bool]float64{true: 16, false: 18}[d.opts.Halves])
		d.cell(d.left, d.top, half+10, l.titleH-1, variantTitle(p.v, w), "LM")
		d.font(false, 10)
		d.writeIn(d.right-half+10, d.top, half-10, l.titleH-1, field, "RM")
	}

	top := d.top
	if l.titleH > 0 {
		top += l.titleH + 2
	}
	end := d.yatzyTable(p, l, top)
	y := end + 2
	if p.result != "" {
		// Eight winners of a shared win take two lines.
		d.font(true, 12)
		lines, size := d.fitLines(p.result, l.width-2, 12)
		for k, line := range lines {
			d.text(d.left, y+1+float64(k)*size*0.42, l.width, size*0.42, line, "LM")
		}
		y += float64(len(lines))*size*0.42 + 3
	}
	d.font(false, yatzyNote)
	d.hint(true)
	for _, line := range l.notes {
		d.text(d.left, y, l.width, yatzyNote*0.42, line, "L")
		y += yatzyNote * 0.42
	}
	d.hint(false)

	// What to write on the footer's line: a game's winner, or in a
	// compact sheet its date or player and each game's winner. A sheet
	// that leaves the page's foot far below has it under the table.
	d.font(false, 10)
	foot := d.bottom - 5
	if !l.compact {
		foot = min(foot, y+3)
	}
	winner := w.T("Winner") + ": ______________"
	switch {
	case p.cell != nil:
	case l.compact && p.games > 1:
		per := float64(len(p.heads) / p.games)
		for g := range p.games {
			x := d.left + l.label + float64(g)*per*l.col
			d.writeIn(x, foot, per*l.col, 5, winner, "LM")
		}
	case l.compact:
		d.writeIn(d.left, foot, half, 5, field, "LM")
		if !p.solo && len(p.heads) > 1 {
			d.writeIn(d.left+half, foot, half, 5, winner, "RM")
		}
	case !p.solo && p.games == 1 && len(p.heads) > 1:
		d.writeIn(d.left, foot, half, 5, winner, "LM")
	}
	if !l.compact || p.cell != nil {
		name := "protokoll · " + p.v.Title(w.Sheet())
		if p.name != "" {
			name += " · " + p.name
		}
		d.footer(name)
	}
}

// yatzyTable draws the table of a sheet from top as l lays it out; it
// returns where the table ends.
func (d *document) yatzyTable(p yatzyPlan, l yatzyLayout, top float64) float64 {
	w := d.opts.Words
	per := len(p.heads) / p.games
	x0 := d.left + l.label
	colX := func(c int) float64 { return x0 + float64(c)*l.col }
	frame := box{d.left, top, d.left + l.width, top + l.bandH + l.headH + l.rowH*float64(len(l.rows))}.grow(0.3)

	d.SetDrawColor(120, 120, 120)
	d.SetLineWidth(0.2)
	y := top
	if l.compact {
		// The title in the table's corner.
		d.font(true, 13)
		lines, size := d.fitLines(variantTitle(p.v, w), l.label-3, 13)
		lh := size * 0.42
		ty := y + (l.bandH+l.headH-lh*float64(len(lines)))/2
		for k, line := range lines {
			d.text(d.left, ty+float64(k)*lh, l.label, lh, line, "LM")
		}
	}
	if p.games > 1 {
		for g := range p.games {
			x, gw := colX(g*per), l.col*float64(per)
			if l.compact {
				// The band is the game's date, to write in: its name in
				// the corner.
				d.font(true, leastSize)
				d.text(x, y, gw, capHeight(leastSize)+1.4, w.T("Game %d", g+1), "LT")
				d.writable(box{x, y, x + gw, y + l.bandH})
				continue
			}
			d.font(true, 9)
			d.cell(x, y, gw, l.bandH, w.T("Game %d", g+1), "CM")
		}
		y += l.bandH
		d.as(ruleShape, frame, "rule", func() { d.line(x0, y, d.left+l.width, y) })
	}
	d.font(true, yatzyHead)
	for c, lines := range l.heads {
		if len(lines) == 0 {
			d.writable(box{colX(c), y, colX(c) + l.col, y + l.headH}) // a name to write in
		}
		d.SetFontSize(l.headSz[c])
		lh := l.headSz[c] * 0.42
		ty := y + (l.headH-lh*float64(len(lines)))/2
		for k, line := range lines {
			d.text(colX(c), ty+float64(k)*lh, l.col, lh, line, "CM")
		}
	}
	y += l.headH
	rowsTop := y
	// Shade the rows that sum up first, so no fill covers a line.
	d.SetFillColor(235, 235, 235)
	d.as(fillShape, frame, "shade", func() {
		for r, row := range l.rows {
			if !row.isBox() && !row.merged() {
				d.rect(d.left, y+l.rowH*float64(r), l.width, l.rowH, "F")
			}
		}
	})
	d.as(ruleShape, frame, "rule", func() { d.line(d.left, y, d.left+l.width, y) })
	for r, row := range l.rows {
		ry := rowsTop + l.rowH*float64(r)
		d.yatzyLabel(row, l, ry)
		cells := len(p.heads)
		if row.merged() && !p.solo {
			cells = p.games
		}
		for c := range cells {
			cw := l.col * float64(len(p.heads)/cells)
			x := colX(0) + float64(c)*cw
			var cl yatzyCell
			if p.cell != nil && !row.merged() {
				cl = p.cell(row, c)
			}
			d.yatzyCell(row, cl, box{x, ry, x + cw, ry + l.rowH}, p.cell == nil)
		}
		d.as(ruleShape, frame, "rule", func() { d.line(d.left, ry+l.rowH, d.left+l.width, ry+l.rowH) })
	}
	end := rowsTop + l.rowH*float64(len(l.rows))
	d.as(ruleShape, d.page(), "frame", func() {
		d.SetLineWidth(0.4)
		d.rect(d.left, top, l.width, end-top, "D")
		d.SetLineWidth(0.2)
	})
	d.as(ruleShape, frame, "rule", func() {
		// A game's columns are ruled from its head down; its band, date
		// and winner only where a game ends.
		for c := range p.heads {
			x := colX(c)
			if c%per == 0 {
				d.line(x, top, x, end)
				continue
			}
			from, to := rowsTop-l.headH, end
			if len(l.rows) > 0 && l.rows[0].merged() && !p.solo {
				from = rowsTop + l.rowH
				d.line(x, rowsTop-l.headH, x, rowsTop)
			}
			if last := l.rows[len(l.rows)-1]; last.merged() && !p.solo {
				to = end - l.rowH
			}
			d.line(x, from, x, to)
		}
	})
	return end
}

// yatzyLabel draws a row's name, its hint and, beside an upper box, the
// face of its die, in the label column at y.
func (d *document) yatzyLabel(row yatzyRow, l yatzyLayout, y float64) {
	x, h := d.left, l.rowH
	cell := box{x, y, x + l.label, y + h}
	if row.isBox() && row.Box.Upper() {
		s := dieSide(h)
		d.as(markShape, cell, "die", func() { d.die(x+1.5, y+(h-s)/2, s, row.Box.Face()) })
		x += s + 1.5
	}
	width := d.left + l.label - x
	size := l.labelSize
	bold := !row.isBox() || row.Box.Upper()
	if row.paper == sheetRow && row.Kind == scoresheet.RowTotal {
		size += 2
		d.font(bold, size) // the total stands out: a role of its own
	} else {
		d.font(bold, size)
	}
	if !l.two || row.hint == "" {
		d.cell(x, y, width, h, row.label, "LM")
		d.rowHint(row, d.left, y, l.label-1, h, "RM")
		return
	}
	// The name above, its hint below, each line as tall as its capitals
	// and a little: two lines in a row 7 mm high.
	lh := capHeight(size) + 0.9
	hh := capHeight(leastSize) + 0.6
	ty := y + (h-lh-hh)/2
	if head, tail, nameSize, ok := d.hintAfter(row, size, width); ok {
		// A hint too long for its line begins on the name's.
		d.SetFontSize(nameSize)
		nw := d.GetStringWidth(clean(row.label)) + 2*d.GetCellMargin()
		d.text(x, ty, nw, lh, row.label, "LM")
		d.font(false, leastSize)
		d.hint(true)
		d.text(x+nw+1, ty, width-nw-1, lh, head, "LM")
		d.text(x, ty+lh, width, hh, tail, "LM")
		d.hint(false)
		return
	}
	d.cell(x, ty, width, lh, row.label, "LM")
	d.rowHint(row, x, ty+lh, width, hh, "LM")
}

// hintAfter splits row's hint where it does not fit its line of width w
// but does beside its name and on the line under it: head on the name's
// line, tail under it; the name at size points, or smaller to make room
// (nameSize).
func (d *document) hintAfter(row yatzyRow, size, w float64) (head, tail string, nameSize float64, ok bool) {
	if row.Kind == scoresheet.RowExtraBonus && row.paper == sheetRow {
		return "", "", size, false // its tick goes after it
	}
	hint, label := clean(row.hint), clean(row.label)
	bold, r := !row.isBox() || row.Box.Upper(), d.role
	defer func() {
		d.font(bold, size)
		d.role = r // the name's, as before
	}()
	d.SetFont(family, "", leastSize)
	if d.GetStringWidth(hint) <= w-1.5 {
		return "", "", size, false
	}
	words := strings.Fields(hint)
	for nameSize = size; nameSize >= leastSize; nameSize -= 0.5 {
		d.font(bold, nameSize)
		room := w - d.GetStringWidth(label) - 3*d.GetCellMargin() - 1 - 1.5
		d.SetFont(family, "", leastSize)
		for k := len(words) - 1; k > 0; k-- {
			head, tail = strings.Join(words[:k], " "), strings.Join(words[k:], " ")
			if d.GetStringWidth(head) <= room && d.GetStringWidth(tail) <= w-1.5 {
				return head, tail, nameSize, true
			}
		}
	}
	return "", "", size, false
}

// rowHint draws a row's hint in the box at x, y of width w and height h,
// aligned as align, and the extra bonus's tick after it.
func (d *document) rowHint(row yatzyRow, x, y, w, h float64, align string) {
	if row.hint == "" {
		return
	}
	d.font(false, leastSize)
	d.hint(true)
	tick := row.Kind == scoresheet.RowExtraBonus && row.paper == sheetRow
	tw := 0.0
	if tick {
		tw = tickWidth + 1
	}
	s := d.cut(clean(row.hint), w-tw-1.5)
	sw := d.GetStringWidth(s)
	d.text(x, y, w-tw, h, s, align)
	d.hint(false)
	if tick {
		// "100 per ✓": the font has no tick, so it is drawn.
		tx := x + w - tw + 0.5
		if align == "LM" {
			tx = x + d.GetCellMargin() + sw + 1
		}
		d.as(markShape, box{x, y, x + w, y + h}, "tick", func() {
			d.tick(tx, y+h/2-tickWidth/2, tickWidth)
		})
	}
}

// yatzyCell draws what a cell holds in the box c: its text or strike,
// ticks or strokes; blank says the sheet is to fill in by hand.
func (d *document) yatzyCell(row yatzyRow, cl yatzyCell, c box, blank bool) {
	x, y, w, h := c.x0, c.y0, c.x1-c.x0, c.y1-c.y0
	if blank {
		d.writable(c)
	}
	if cl.struck {
		d.as(markShape, c, "strike", func() {
			d.SetLineWidth(0.5)
			d.line(x+2, y+h-1.5, x+w-2, y+1.5)
			d.SetLineWidth(0.2)
		})
	}
	d.font(!row.isBox(), yatzyEntry)
	switch {
	case row.paper == sheetRow && row.Kind == scoresheet.RowExtraBonus:
		px := d.ticks(c, cl.marks, blank)
		if cl.text != "" {
			d.font(true, yatzyEntry)
			d.cell(px, y, x+w-px, h, cl.text, "RM")
		}
	case row.paper == sheetRow && row.Kind == scoresheet.RowSavedRolls:
		d.tally(c, cl.marks)
	case cl.text != "":
		d.cell(x, y, w, h, cl.text, "CM")
	}
}

// dieSide is the side of a die's face drawn in a row of height h.
func dieSide(h float64) float64 { return min(4.2, h*0.55) }

// die draws the face of a die showing face, a square of side s at x, y.
func (d *document) die(x, y, s float64, face int) {
	d.SetLineWidth(0.25)
	d.SetDrawColor(60, 60, 60)
	d.rect(x, y, s, s, "D")
	d.SetFillColor(40, 40, 40)
	// The pips are small squares: as round as a dot at this size, and a
	// tenth of the bytes.
	p := s * 0.17
	at := func(i, j int) { d.rect(x+s*float64(i+1)/4-p/2, y+s*float64(j+1)/4-p/2, p, p, "F") }
	pips := map[int][][2]int{
		1: {{1, 1}}, 2: {{0, 0}, {2, 2}}, 3: {{0, 0}, {1, 1}, {2, 2}}, 4: {{0, 0}, {2, 0}, {0, 2}, {2, 2}},
		5: {{0, 0}, {2, 0}, {1, 1}, {0, 2}, {2, 2}}, 6: {{0, 0}, {2, 0}, {0, 1}, {2, 1}, {0, 2}, {2, 2}},
	}
	for _, p := range pips[face] {
		at(p[0], p[1])
	}
	d.SetDrawColor(120, 120, 120)
	d.SetLineWidth(0.2)
}

// tickWidth is the side of a tick drawn after a hint.
const tickWidth = 2.6

// tick draws a tick in the square of side s at x, y.
func (d *document) tick(x, y, s float64) {
	d.SetLineWidth(0.45)
	d.line(x+s*0.1, y+s*0.55, x+s*0.4, y+s*0.9)
	d.line(x+s*0.4, y+s*0.9, x+s*0.95, y+s*0.1)
	d.SetLineWidth(0.2)
}

// blankTicks is how many extra Yahtzees a blank sheet has boxes for at
// the least: a second and a third have somewhere to go.
const blankTicks = 3

// ticks draws the boxes a Yahtzee pad ticks for extra Yahtzees in the
// left half of cell c, marks of them ticked; it returns where the room
// for the points begins. As many boxes as fit, three on a blank sheet;
// when the ticks outgrow the room, one box says what they are and their
// count is written beside it. A blank sheet whose half cell holds fewer
// than three gives them the whole cell (blankGrid).
func (d *document) ticks(c box, marks int, blank bool) float64 {
	const gap = 0.8
	h := c.y1 - c.y0
	side := min(3.0, h-2.5)
	room := (c.x1 - c.x0) * 0.5
	fit := int((room - gap) / (side + gap))
	if blank && fit < blankTicks {
		d.blankGrid(c)
		return c.x1
	}
	boxes := min(blankTicks, fit)
	if !blank {
		boxes = max(marks, boxes)
	}
	count := ""
	if boxes > fit {
		boxes, count = min(1, fit), "×"+strconv.Itoa(marks)
	}
	y := c.y0 + (h-side)/2
	d.as(markShape, c, "tick box", func() {
		for i := range boxes {
			bx := c.x0 + gap + float64(i)*(side+gap)
			d.rect(bx, y, side, side, "D")
			if i < marks {
				d.marks++
				d.tick(bx+0.3, y+0.3, side-0.6)
			}
		}
	})
	x := c.x0 + gap + float64(boxes)*(side+gap)
	if count != "" {
		d.font(false, leastSize+1)
		sw := d.GetStringWidth(count) + 2*d.GetCellMargin()
		d.text(x, c.y0, sw, h, count, "LM")
		d.marks += marks - boxes
		x += sw
	}
	return max(x, c.x0+room)
}

// blankGrid draws a blank sheet's boxes for extra Yahtzees across the
// whole of cell c: three in a row where they fit at a tickable size,
// else four in two rows. Their points are the lower total's, which
// counts them.
func (d *document) blankGrid(c box) {
	const gap, least = 0.6, 2.4
	w, h := c.x1-c.x0, c.y1-c.y0
	cols, rows := blankTicks, 1
	side := min(3.0, h-2.5, (w-gap*float64(cols+1))/float64(cols))
	if side < least {
		cols, rows = 2, 2
		side = min(3.0, (h-gap*3)/2, (w-gap*3)/2)
	}
	x0 := c.x0 + (w-float64(cols)*side-float64(cols-1)*gap)/2
	y0 := c.y0 + (h-float64(rows)*side-float64(rows-1)*gap)/2
	d.as(markShape, c, "tick box", func() {
		for r := range rows {
			for k := range cols {
				d.rect(x0+float64(k)*(side+gap), y0+float64(r)*(side+gap), side, side, "D")
			}
		}
	})
}

// tally draws n as tally strokes, four and a fifth across, so that a
// count of saved rolls does not read as points; a count too large for
// the cell's strokes is written as a number.
func (d *document) tally(c box, n int) {
	const gap, group = 1.2, 6.5
	x, y, w, h := c.x0, c.y0, c.x1-c.x0, c.y1-c.y0
	groups := (n + 4) / 5
	if n > 0 && 2+float64(groups)*group > w {
		// Not bold like points: a count of rolls.
		d.font(false, 11)
		d.cell(x, y, w, h, strconv.Itoa(n), "CM")
		d.marks += n
		return
	}
	top, bottom := y+h*0.25, y+h*0.75
	d.as(markShape, c, "tally", func() {
		d.SetLineWidth(0.4)
		for i := range n {
			g, k := i/5, i%5
			gx := x + 2 + float64(g)*group
			d.marks++
			if k < 4 {
				sx := gx + float64(k)*gap
				d.line(sx, top, sx, bottom)
			} else {
				d.line(gx-0.6, bottom-0.6, gx+3*gap+0.6, top+0.6)
			}
		}
		d.SetLineWidth(0.2)
	})
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
