//go:build !race

// The comparison of the grid with lipgloss's table over many random tables.
// They start no goroutine, so the race detector has nothing to look at in
// them: they run in the pass without it (go test ./...) and spare the race
// pass (go test -race ./...) the ten times longer they take there.

package render

import (
	"io"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/lipgloss/table"
)

// TestGridDrawsAsLipglossTable: on random tables of names, numbers, wide
// and combining characters, a grid draws to the letter what lipgloss/table
// drew with the same border, padding and alignment, which the sheets
// used before (without colour, as a pipe gets them).
func TestGridDrawsAsLipglossTable(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 5))
	pieces := []string{"", "0", "18", "-", "✗", "±0", "+12", "Anna", "Bo", "Göran", "Öhrström-Väää", "漢字", "🎲", "e\u0301", "Three of a kind", "Kåk", "1. två röda trissar", "★"}
	word := func() string {
		var b strings.Builder
		for range r.IntN(3) {
			b.WriteString(pieces[r.IntN(len(pieces))])
		}
		return b.String()
	}
	re := lipgloss.NewRenderer(io.Discard)
	for range 500 {
		cols, rows := 1+r.IntN(8), r.IntN(25)
		g := grid{heads: make([]string, cols), rows: make([][]string, rows)}
		for j := range g.heads {
			g.heads[j] = word()
		}
		for i := range g.rows {
			g.rows[i] = make([]string, cols)
			for j := range g.rows[i] {
				g.rows[i][j] = word()
			}
			if r.IntN(5) == 0 {
				g.bold = append(g.bold, i)
			}
		}
		plain := re.NewStyle().Padding(0, 1)
		want := table.New().
			Border(lipgloss.RoundedBorder()).
			BorderStyle(re.NewStyle().Foreground(lipgloss.Color("8"))).
			Headers(g.heads...).
			Rows(g.rows...).
			StyleFunc(func(row, c int) lipgloss.Style {
				st := plain
				if row == table.HeaderRow || slices.Contains(g.bold, row) {
					st = st.Bold(true)
				}
				if c > 0 {
					st = st.Align(lipgloss.Right)
				}
				return st
			}).Render()
		if got := g.render(re); got != want {
			t.Fatalf("the grid of %q / %q draws\n%s\nlipgloss/table\n%s", g.heads, g.rows, got, want)
		}
	}
}
