package render

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/lipgloss/table"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/text"
	"github.com/kitchentable/protokoll/contracts"
)

// Rummy writes a card game's score as a table: a row for each round
// played, with its contract, and the players' points; then the totals.
func Rummy(w io.Writer, g *contracts.Game, lang string) {
	players := g.Players()
	var rows [][]string
	for i := range g.Played() {
		c := strings.ReplaceAll(g.Round(i).Contract.Text, "\n", " / ")
		if n := []rune(c); len(n) > 34 {
			c = string(n[:33]) + "…"
		}
		row := []string{fmt.Sprintf("%d. %s", i+1, c)}
		for _, p := range players {
			cell := strconv.Itoa(g.Score(i, p))
			if g.Results()[i].Out == p { // whatever the score (a Yatzy-chans can make it negative)
				cell += " ★"
			}
			row = append(row, cell)
		}
		rows = append(rows, row)
	}
	total := []string{text.T(lang, "Total")}
	for _, p := range players {
		total = append(total, strconv.Itoa(g.Total(p)))
	}
	rows = append(rows, total)

	re := lipgloss.NewRenderer(w)
	plain := re.NewStyle().Padding(0, 1)
	t := table.New().
		Border(lipgloss.RoundedBorder()).
		BorderStyle(re.NewStyle().Foreground(lipgloss.Color("8"))).
		Headers(append([]string{text.T(lang, "Round")}, shownNames(players)...)...).
		Rows(rows...).
		StyleFunc(func(r, c int) lipgloss.Style {
			st := plain
			if r == table.HeaderRow || r == len(rows)-1 {
				st = st.Bold(true)
			}
			if c > 0 {
				st = st.Align(lipgloss.Right)
			}
			return st
		})
	fmt.Fprintln(w, t.Render())
}
