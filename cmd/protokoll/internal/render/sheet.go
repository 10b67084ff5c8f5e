package render

import (
	"fmt"
	"io"
	"strconv"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/scoresheet"
)

// Struck is how a struck box is shown.
const Struck = "–"

// OutOfReach is how a bonus the free upper boxes can no longer reach is
// shown: not the strike's mark.
const OutOfReach = "✗"

// Sheet writes the sheet s as a table in language l, at most width
// cells wide. Colour and bold are used only when w is a terminal that has
// them.
func Sheet(w io.Writer, s *scoresheet.Sheet, l *catalog.Language, width int) {
	heads := shownNames(s.Players())
	var rows [][]string
	var marks []int // rows that sum up, drawn bold
	for _, r := range SheetRows(s, l) {
		if r.Sum {
			marks = append(marks, len(rows))
		}
		rows = append(rows, append([]string{r.Label}, r.Cells...))
	}
	fit(rows, heads, width)
	g := grid{heads: append([]string{""}, heads...), rows: rows}
	if len(marks) > 0 {
		g.bold = []int{marks[0], marks[len(marks)-1]} // the upper sum and the total
	}
	fmt.Fprintln(w, g.render(lipgloss.NewRenderer(w)))
}

// A Row is one row of a sheet as it is shown: its label and a cell for
// each player.
type Row struct {
	Label string
	Cells []string
	// Box is the box of a row of points; "" for the rows that add up.
	Box scoresheet.Box
	// Sum marks the rows that sum up (the upper sum, the total).
	Sum bool
}

// SheetRows are the rows of the sheet s in language l, as the terminal
// and the live page show them: every box, the sums, the bonus with the
// pace and the points it still needs, the total.
func SheetRows(s *scoresheet.Sheet, l *catalog.Language) []Row {
	v := s.Variant()
	players := s.Players()
	totals := make([]scoresheet.Totals, len(players))
	for i, p := range players {
		totals[i] = s.Totals(p)
	}
	row := func(label string, cell func(i int, p string) string) Row {
		r := Row{Label: label}
		for i, p := range players {
			r.Cells = append(r.Cells, cell(i, p))
		}
		return r
	}
	box := func(b scoresheet.Box) Row {
		r := row(v.Name(b, l.Sheets), func(_ int, p string) string {
			e, ok := s.Entry(p, b)
			switch {
			case !ok:
				return ""
			case e.Strike:
				return Struck
			}
			return strconv.Itoa(e.Points)
		})
		r.Box = b
		return r
	}
	number := func(f func(t scoresheet.Totals) int) func(int, string) string {
		return func(i int, _ string) string { return strconv.Itoa(f(totals[i])) }
	}
	var rows []Row
	for _, r := range v.Rows() {
		label := v.Label(r, l.Sheets)
		switch r.Kind {
		case scoresheet.RowBox:
			rows = append(rows, box(r.Box))
		case scoresheet.RowSum:
			sum := row(label, number(func(t scoresheet.Totals) int { return t.Upper }))
			sum.Sum = true
			rows = append(rows, sum)
		case scoresheet.RowBonus:
			rows = append(rows,
				row(label, func(i int, _ string) string {
					switch t := totals[i]; {
					case t.Bonus > 0:
						return strconv.Itoa(t.Bonus)
					case t.BonusOut:
						return OutOfReach
					}
					return ""
				}),
				row(l.T("Pace"), func(i int, _ string) string { return Pace(totals[i].Pace) }),
				row(l.T("Bonus needed"), func(i int, _ string) string {
					if t := totals[i]; t.Bonus == 0 && !t.BonusOut {
						return strconv.Itoa(t.BonusNeeded)
					}
					return "" // won, or out of reach (✗ above): nothing to need
				}),
			)
		case scoresheet.RowExtraBonus:
			rows = append(rows, row(label, number(func(t scoresheet.Totals) int { return t.ExtraBonus })))
		case scoresheet.RowSavedRolls:
			rows = append(rows, row(label, number(func(t scoresheet.Totals) int { return t.Saved })))
		case scoresheet.RowTotal:
			total := row(label, number(func(t scoresheet.Totals) int { return t.Total }))
			total.Sum = true
			rows = append(rows, total)
		}
	}
	return rows
}

// Pace shows a pace as +3, -2 or ±0.
func Pace(p int) string {
	if p == 0 {
		return "±0"
	}
	return fmt.Sprintf("%+d", p)
}

// shownNames are names as the terminal shows them: any control character
// a game file holds is escaped.
func shownNames(names []string) []string {
	out := make([]string, len(names))
	for i, n := range names {
		out[i] = playername.Display(n)
	}
	return out
}

// fit shortens the players' names, and then the row labels, so that the
// table is at most maxWidth wide: eight players fit on the narrowest
// terminal, and a wider one leaves their names whole. The numbers are
// never cut.
func fit(rows [][]string, heads []string, maxWidth int) {
	width := func(s string) int { return lipgloss.Width(s) }
	n := len(heads)
	numbers := make([]int, n) // the widest number of each column
	label := 0
	for _, r := range rows {
		label = max(label, width(r[0]))
		for j := range n {
			numbers[j] = max(numbers[j], width(r[j+1]))
		}
	}
	total := func() int {
		t := label + 2 + n + 2
		for j, h := range heads {
			t += max(width(h), numbers[j]) + 2
		}
		return t
	}
	if total() <= maxWidth {
		return
	}
	// Names first: what the labels leave is shared out, the names that
	// need less than a share keeping what they need (water-filling).
	avail := maxWidth - (label + 2) - (n + 2) - 2*n
	left := map[int]bool{}
	for j := range heads {
		left[j] = true
	}
	for len(left) > 0 {
		share, settled := avail/len(left), false
		for j := range left {
			if need := max(width(heads[j]), numbers[j]); need <= share {
				avail -= need
				delete(left, j)
				settled = true
			}
		}
		if !settled {
			for j := range left {
				heads[j] = Cut(heads[j], max(share, numbers[j], 2))
			}
			break
		}
	}
	if over := total() - maxWidth; over > 0 {
		short := max(label-over, 6)
		for _, r := range rows {
			r[0] = Cut(r[0], short)
		}
		label = short
	}
}

// NameCells is the most a player's name takes in a table of players
// (statistics, chances), so that the tables fit the narrowest terminal
// (80 columns).
const NameCells = 16

// Cut shortens s to at most n cells as the terminal draws them,
// marking the cut with "…": a character and its combining marks, or an
// emoji, are kept or cut whole.
func Cut(s string, n int) string {
	if lipgloss.Width(s) <= n {
		return s
	}
	return ansi.Truncate(s, max(n, 1), "…")
}

// YatzyNext says on out whose turn it is, or who won.
func YatzyNext(out io.Writer, l *catalog.Language, s *scoresheet.Sheet, width int) {
	if p, round := s.Next(); p != "" {
		fmt.Fprintln(out, Wrap(l.T("Next: %s, round %d of %d", playername.Display(p), round, s.Rounds()), width, "  "))
		return
	}
	fmt.Fprintln(out, Wrap(Winners(l, s.Winners()), width, "  "))
}
