package pdf

import (
	"math"
	"slices"
	"strconv"
)

// A Race is a game's running totals, as a filled sheet's back page
// draws them (Options.Race): each player's total after each round as a
// line, a line the player's colour and dash, named at its end; the
// round after which the lead changed for good marked, with what Mark
// says of it; and Notes under the chart (the time played). Its words
// come already said in the sheet's language.
type Race struct {
	Title   string
	Players []string
	// Totals[i][r] is player i's total after round r+1; a game left
	// halfway may have a round more for some.
	Totals [][]int
	Rounds int
	// Decided is the round marked (from 1), 0 for none.
	Decided int
	Mark    string
	// Round names the rounds' axis.
	Round string
	Notes []string
}

// raceInk are the lines' colours and dashes, by the players' seats: they
// differ in both, so that a sheet printed in black and white still tells
// them apart.
var raceInk = []struct {
	r, g, b int
	dash    []float64
}{
	{20, 60, 160, nil}, {190, 40, 30, []float64{3, 1.5}}, {20, 130, 60, []float64{1, 1}},
	{200, 130, 0, []float64{4, 1, 1, 1}}, {120, 40, 140, []float64{2, 2}}, {0, 130, 140, []float64{5, 2}},
	{90, 90, 90, []float64{1, 2}}, {150, 90, 40, []float64{3, 1, 1, 1, 1, 1}},
}

// racePage draws r on a page of its own.
func (d *document) racePage(r Race) {
	d.AddPage()
	d.font(true, 16)
	d.cell(d.left, d.top, d.right-d.left, 9, r.Title, "LM")
	lo, hi := 0, 1
	for _, t := range r.Totals {
		for _, v := range t {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	step := niceStep(hi - lo)
	lo, hi = int(math.Floor(float64(lo)/float64(step)))*step, int(math.Ceil(float64(hi)/float64(step)))*step
	// The names at the lines' ends take the room their longest needs;
	// names that would print alike are told apart.
	players := apart(r.Players)
	d.font(false, 10)
	names := 0.0
	for i, p := range players {
		names = max(names, d.GetStringWidth(clean(p)+" "+strconv.Itoa(last(r.Totals[i]))))
	}
	names = min(names+3, (d.right-d.left)/3)
	x0, x1 := d.left+12, d.right-names
	y0, y1 := d.top+20, d.top+20+min(130, (d.bottom-d.top)*0.55)
	x := func(k float64) float64 { return x0 + (x1-x0)*k/float64(max(r.Rounds, 1)) }
	y := func(v float64) float64 { return y1 - (y1-y0)*(v-float64(lo))/float64(hi-lo) }
	// Every line stays in the chart; none crosses a word.
	chart := box{x0 - 1, y0 - 4, x1 + 1, y1 + 1.5}
	// The grid and its totals.
	d.SetLineWidth(0.15)
	d.font(false, leastSize)
	d.hint(true)
	for v := lo; v <= hi; v += step {
		d.SetDrawColor(215, 215, 215)
		if v == 0 {
			d.SetDrawColor(120, 120, 120)
		}
		d.as(ruleShape, chart, "grid", func() { d.line(x0, y(float64(v)), x1, y(float64(v))) })
		d.text(d.left, y(float64(v))-2, x0-d.left-1.5, 4, strconv.Itoa(v), "R")
	}
	// The rounds, every one or every fifth.
	every := 1
	if r.Rounds > 20 {
		every = 5
	}
	d.SetDrawColor(120, 120, 120)
	for k := 1; k <= r.Rounds; k++ {
		d.as(ruleShape, chart, "tick", func() { d.line(x(float64(k)), y1, x(float64(k)), y1+1) })
		if k%every == 0 || k == 1 {
			d.text(x(float64(k))-5, y1+1.2, 10, 4, strconv.Itoa(k), "C")
		}
	}
	d.text(x0, y1+5.5, x1-x0, 4, r.Round, "C")
	d.hint(false)
	// The round the lead changed for good.
	if r.Decided > 0 {
		mx := x(float64(r.Decided))
		d.SetDrawColor(110, 110, 110)
		d.SetLineWidth(0.3)
		d.SetDashPattern([]float64{1.2, 1.2}, 0)
		d.as(markShape, chart, "decided", func() { d.line(mx, y0-3, mx, y1) })
		d.SetDashPattern(nil, 0)
		d.font(true, 10)
		w := d.GetStringWidth(clean(r.Mark)) + 2
		at := min(max(mx-w/2, d.left), d.right-w)
		d.cell(at, y0-9, w, 5, "▼ "+r.Mark, "C")
	}
	// The lines, each from 0 before the first round.
	order := make([]int, len(r.Players))
	for i := range order {
		order[i] = i
	}
	for _, i := range order {
		ink := raceInk[i%len(raceInk)]
		d.SetDrawColor(ink.r, ink.g, ink.b)
		d.SetFillColor(ink.r, ink.g, ink.b)
		d.SetLineWidth(0.6)
		d.SetDashPattern(ink.dash, 0)
		px, py := x(0), y(0)
		for k, v := range r.Totals[i] {
			nx, ny := x(float64(k+1)), y(float64(v))
			d.as(markShape, chart, "total", func() { d.line(px, py, nx, ny) })
			px, py = nx, ny
		}
		d.SetDashPattern(nil, 0)
		for k, v := range r.Totals[i] {
			d.as(markShape, chart, "total", func() { d.circle(x(float64(k+1)), y(float64(v)), 0.55, "F") })
		}
	}
	d.SetLineWidth(0.2)
	// The names at the lines' ends, moved apart where two would meet.
	type end struct {
		i int
		y float64
	}
	var ends []end
	for i, t := range r.Totals {
		if len(t) > 0 {
			ends = append(ends, end{i, y(float64(last(t)))})
		}
	}
	slices.SortStableFunc(ends, func(a, b end) int { return int(math.Copysign(1, a.y-b.y)) })
	const gap = 4.4
	for k := 1; k < len(ends); k++ {
		ends[k].y = max(ends[k].y, ends[k-1].y+gap)
	}
	if n := len(ends); n > 0 && ends[n-1].y > y1-gap/2 { // pushed below the chart: move them all up
		shift := ends[n-1].y - (y1 - gap/2)
		for k := range ends {
			ends[k].y -= shift
		}
	}
	d.font(false, 10)
	for _, e := range ends {
		ink := raceInk[e.i%len(raceInk)]
		d.SetTextColor(ink.r, ink.g, ink.b)
		lx := x(float64(len(r.Totals[e.i]))) + 2
		d.cell(lx, e.y-2.2, d.right-lx, 4.4, players[e.i]+" "+strconv.Itoa(last(r.Totals[e.i])), "LM")
	}
	d.SetTextColor(0, 0, 0)
	// The notes.
	d.font(false, 11)
	ny := y1 + 14
	for _, n := range r.Notes {
		for _, line := range d.lines(n, d.right-d.left) {
			d.text(d.left, ny, d.right-d.left, 5, line, "L")
			ny += 5.5
		}
	}
}

// last is the last of totals, or 0.
func last(totals []int) int {
	if len(totals) == 0 {
		return 0
	}
	return totals[len(totals)-1]
}

// niceStep is the step of a grid over span: 1, 2 or 5 times a power of
// ten, for about five lines.
func niceStep(span int) int {
	if span <= 0 {
		return 1
	}
	raw := float64(span) / 5
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= raw {
			return max(int(m*p), 1)
		}
	}
	return max(int(10*p), 1)
}
