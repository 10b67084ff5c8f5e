package render

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/contracts"
)

// Rummy writes a card game's score as a table: a row for each round
// played, with its contract, and the players' points; then the totals.
func Rummy(w io.Writer, g *contracts.Game, l *catalog.Language) {
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
	total := []string{l.T("Total")}
	for _, p := range players {
		total = append(total, strconv.Itoa(g.Total(p)))
	}
	rows = append(rows, total)

	t := grid{heads: append([]string{l.T("Round")}, shownNames(players)...), rows: rows, bold: []int{len(rows) - 1}}
	fmt.Fprintln(w, t.render(lipgloss.NewRenderer(w)))
}
