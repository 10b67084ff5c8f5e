package render

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
	"github.com/muesli/termenv"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
)

// Colour reports whether what is printed on ios's output may be in
// colour: the output is a terminal, NO_COLOR is not set, and TERM is
// set and not "dumb".
func Colour(ios *iostreams.IOStreams, getenv func(string) string) bool {
	if ios.Size == nil || getenv("NO_COLOR") != "" {
		return false
	}
	if t := getenv("TERM"); t == "" || t == "dumb" {
		return false
	}
	_, _, ok := ios.Size()
	return ok
}

// Lead says when the lead changed for good in r, as the charts mark
// it; "" while the game goes on.
func Lead(l *catalog.Language, r history.Race) string {
	if r.Decided == 0 {
		return ""
	}
	names := make([]string, len(r.Leaders))
	for i, n := range r.Leaders {
		names[i] = playername.Display(n)
	}
	switch {
	case len(names) > 1:
		return l.T("%s level in the lead from round %d", strings.Join(names, ", "), r.Decided)
	case r.Decided == 1:
		return l.T("%s led from the first round", names[0])
	}
	return l.T("%s led for good from round %d", names[0], r.Decided)
}

// chartColours are the players' colours, in seating order (the 16
// colours every colour terminal has).
var chartColours = []string{"4", "1", "2", "3", "5", "6", "12", "9"}

// Chart draws a game's running totals (history.Race) as lines of
// braille dots, at most width columns wide: the totals up the side, the
// rounds along the bottom, a ▲ under the round after which the lead
// changed for good, and under it each player's line, name and total,
// the best first. In colour, each player's line has a colour of its own;
// without, the lines are told apart by where they end.
func Chart(w io.Writer, l *catalog.Language, r history.Race, width int, colour bool) {
	if len(r.Players) == 0 || r.Rounds == 0 {
		return
	}
	re := lipgloss.NewRenderer(w)
	re.SetColorProfile(termenv.Ascii)
	if colour {
		re.SetColorProfile(termenv.ANSI)
	}
	width = max(width, 30)
	rows := 8
	if width < 60 {
		rows = 6
	}
	lo, hi := 0, 1
	for _, t := range r.Totals {
		for _, v := range t {
			lo, hi = min(lo, v), max(hi, v)
		}
	}
	top, bottom := strconv.Itoa(hi), strconv.Itoa(lo)
	label := max(len(top), len(bottom))
	dotsY := 4 * rows
	// y of a total, in dots from the top.
	y := func(v int) int { return (dotsY - 1) - (v-lo)*(dotsY-1)/(hi-lo) }
	// Where there is room, each line's end is named at the right, so
	// that the lines are told apart without colour too: the names of
	// the lines ending in each row.
	endsAt := make([][]int, rows)
	for p, t := range r.Totals {
		if len(t) > 0 {
			row := y(t[len(t)-1]) / 4
			endsAt[row] = append(endsAt[row], p)
		}
	}
	ends := 0
	if width >= 60 {
		for _, ps := range endsAt {
			var names []string
			for _, p := range ps {
				names = append(names, playername.Display(r.Players[p]))
			}
			ends = max(ends, min(lipgloss.Width(strings.Join(names, ",")), 16)+1)
		}
	}
	cols := min(width-label-2-ends, max(30, 6*r.Rounds))
	dotsX := 2 * cols
	// x of round k (0 the start, at 0 points), in dots from the left.
	x := func(k int) int { return k * (dotsX - 1) / r.Rounds }
	cells := make([][]rune, rows)
	owner := make([][]int, rows) // whose line last went through a cell
	for i := range cells {
		cells[i] = make([]rune, cols)
		owner[i] = make([]int, cols)
		for j := range cells[i] {
			cells[i][j], owner[i][j] = 0x2800, -1
		}
	}
	dot := func(p, dx, dy int) {
		// The braille cell's dots, by column and row: 1 2 3 7 on the
		// left, 4 5 6 8 on the right.
		bits := [2][4]rune{{0x01, 0x02, 0x04, 0x40}, {0x08, 0x10, 0x20, 0x80}}
		cx, cy := dx/2, dy/4
		cells[cy][cx] |= bits[dx%2][dy%4]
		owner[cy][cx] = p
	}
	for p, totals := range r.Totals {
		px, py := x(0), y(0)
		for k, v := range totals {
			nx, ny := x(k+1), y(v)
			steps := max(abs(nx-px), abs(ny-py), 1)
			for s := 0; s <= steps; s++ {
				dot(p, px+(nx-px)*s/steps, py+(ny-py)*s/steps)
			}
			px, py = nx, ny
		}
	}
	styles := make([]lipgloss.Style, len(r.Players))
	for p := range styles {
		styles[p] = re.NewStyle().Foreground(lipgloss.Color(chartColours[p%len(chartColours)]))
	}
	axis := re.NewStyle().Foreground(lipgloss.Color("8"))
	var b strings.Builder
	for i := range rows {
		side := strings.Repeat(" ", label)
		switch i {
		case 0:
			side = fmt.Sprintf("%*s", label, top)
		case rows - 1:
			side = fmt.Sprintf("%*s", label, bottom)
		}
		b.WriteString(side + " " + axis.Render("│"))
		for j, c := range cells[i] {
			if owner[i][j] < 0 {
				b.WriteRune(' ')
				continue
			}
			b.WriteString(styles[owner[i][j]].Render(string(c)))
		}
		if ends > 0 && len(endsAt[i]) > 0 {
			var here []string
			for _, p := range endsAt[i] {
				here = append(here, styles[p].Render(Cut(playername.Display(r.Players[p]), ends-1)))
			}
			b.WriteString(" " + cutStyled(strings.Join(here, ","), ends-1))
		}
		b.WriteString("\n")
	}
	pad := strings.Repeat(" ", label+1)
	b.WriteString(pad + axis.Render("└"+strings.Repeat("─", cols)) + "\n")
	// The rounds: the first and the last, under their columns.
	first, last := strconv.Itoa(1), strconv.Itoa(r.Rounds)
	at1, atN := 1+x(1)/2, 1+x(r.Rounds)/2-len(last)+1
	ticks := []rune(strings.Repeat(" ", cols+2))
	copy(ticks[at1:], []rune(first))
	if atN > at1+len(first) {
		copy(ticks[atN:], []rune(last))
	}
	b.WriteString(pad + strings.TrimRight(string(ticks), " ") + "\n")
	if r.Decided > 0 {
		say := Lead(l, r)
		mark := 1 + x(r.Decided)/2
		line := strings.Repeat(" ", mark) + "▲"
		if len(pad)+mark+2+lipgloss.Width(say) <= width {
			b.WriteString(pad + line + " " + say + "\n")
		} else {
			b.WriteString(pad + line + "\n")
			for _, l := range wrapWords(say, width-len(pad)) {
				b.WriteString(pad + l + "\n")
			}
		}
	}
	// The legend: each player's line and latest total, the best first,
	// as many a line as fit.
	order := make([]int, len(r.Players))
	for i := range order {
		order[i] = i
	}
	lastOf := func(p int) int {
		if t := r.Totals[p]; len(t) > 0 {
			return t[len(t)-1]
		}
		return 0
	}
	for i := 1; i < len(order); i++ { // a stable insertion sort, best first
		for j := i; j > 0 && r.Ahead(lastOf(order[j]), lastOf(order[j-1])) > 0; j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	line, used := pad, len(pad)
	for _, p := range order {
		name := Cut(playername.Display(r.Players[p]), NameCells)
		item := "━ " + name + " " + strconv.Itoa(lastOf(p))
		n := lipgloss.Width(item)
		if used > len(pad) && used+2+n > width {
			b.WriteString(strings.TrimRight(line, " ") + "\n")
			line, used = pad, len(pad)
		}
		if used > len(pad) {
			line, used = line+"  ", used+2
		}
		line += styles[p].Render("━") + item[len("━"):]
		used += n
	}
	b.WriteString(line + "\n")
	io.WriteString(w, b.String())
}

// wrapWords breaks s into lines of at most n cells, between words (a
// word longer than a line is cut).
func wrapWords(s string, n int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(s) {
		switch {
		case line == "":
			line = w
		case lipgloss.Width(line)+1+lipgloss.Width(w) <= n:
			line += " " + w
		default:
			lines = append(lines, line)
			line = w
		}
	}
	if line != "" || len(lines) == 0 {
		lines = append(lines, line)
	}
	for i := range lines {
		lines[i] = Cut(lines[i], n)
	}
	return lines
}

// cutStyled cuts s, which may hold colour, to n cells, with "…" for
// what is cut.
func cutStyled(s string, n int) string {
	if lipgloss.Width(s) <= n {
		return s
	}
	return ansi.Truncate(s, n-1, "") + "…"
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
