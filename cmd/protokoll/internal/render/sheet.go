// Package render draws the games for the terminal: the sheet as a table,
// with boxes as rows and players as columns.
package render

import (
	"fmt"
	"io"
	"strconv"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/lipgloss/table"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/text"
	"github.com/kitchentable/protokoll/scoresheet"
)

// Struck is how a struck box is shown.
const Struck = "–"

// Sheet writes the sheet s as a table in lang. Colour and bold are used
// only when w is a terminal that has them.
func Sheet(w io.Writer, s *scoresheet.Sheet, lang string) {
	v := s.Variant()
	players := s.Players()
	heads := shownNames(players)
	totals := make([]scoresheet.Totals, len(players))
	for i, p := range players {
		totals[i] = s.Totals(p)
	}
	row := func(label string, cell func(i int, p string) string) []string {
		r := []string{label}
		for i, p := range players {
			r = append(r, cell(i, p))
		}
		return r
	}
	box := func(b scoresheet.Box) []string {
		return row(v.Name(b, lang), func(_ int, p string) string {
			e, ok := s.Entry(p, b)
			switch {
			case !ok:
				return ""
			case e.Strike:
				return Struck
			}
			return strconv.Itoa(e.Points)
		})
	}

	var rows [][]string
	var marks []int // rows that sum up, drawn bold
	number := func(f func(t scoresheet.Totals) int) func(int, string) string {
		return func(i int, _ string) string { return strconv.Itoa(f(totals[i])) }
	}
	for _, r := range v.Rows() {
		label := v.Label(r, lang)
		switch r.Kind {
		case scoresheet.RowBox:
			rows = append(rows, box(r.Box))
		case scoresheet.RowSum:
			marks = append(marks, len(rows))
			rows = append(rows, row(label, number(func(t scoresheet.Totals) int { return t.Upper })))
		case scoresheet.RowBonus:
			rows = append(rows,
				row(label, func(i int, _ string) string {
					switch t := totals[i]; {
					case t.Bonus > 0:
						return strconv.Itoa(t.Bonus)
					case t.BonusOut:
						return Struck
					}
					return ""
				}),
				row(text.T(lang, "Pace"), func(i int, _ string) string { return Pace(totals[i].Pace) }),
				row(text.T(lang, "Bonus needed"), func(i int, _ string) string {
					if t := totals[i]; t.Bonus == 0 && !t.BonusOut {
						return strconv.Itoa(t.BonusNeeded)
					}
					return ""
				}),
			)
		case scoresheet.RowExtraBonus:
			rows = append(rows, row(label, number(func(t scoresheet.Totals) int { return t.ExtraBonus })))
		case scoresheet.RowSavedRolls:
			rows = append(rows, row(label, number(func(t scoresheet.Totals) int { return t.Saved })))
		case scoresheet.RowTotal:
			marks = append(marks, len(rows))
			rows = append(rows, row(label, number(func(t scoresheet.Totals) int { return t.Total })))
		}
	}

	re := lipgloss.NewRenderer(w)
	plain := re.NewStyle().Padding(0, 1)
	bold := plain.Bold(true)
	t := table.New().
		Border(lipgloss.RoundedBorder()).
		BorderStyle(re.NewStyle().Foreground(lipgloss.Color("8"))).
		Headers(append([]string{""}, heads...)...).
		Rows(rows...).
		StyleFunc(func(r, c int) lipgloss.Style {
			st := plain
			if r == table.HeaderRow || (len(marks) > 0 && (r == marks[0] || r == marks[len(marks)-1])) {
				st = bold
			}
			if c > 0 {
				st = st.Align(lipgloss.Right)
			}
			return st
		})
	fmt.Fprintln(w, t.Render())
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
