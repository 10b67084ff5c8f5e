package render

import (
	"cmp"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/contracts"
)

// Rummy writes a card game's score as a table at most width cells wide:
// a row for each round played, with its contract, and the players'
// points; then the totals. Under the table, each round that named its
// players says which contract each had (as on paper), and each
// Yatzy-chans and adjustment by hand its points.
func Rummy(w io.Writer, g *contracts.Game, l *catalog.Language, width int) {
	players := g.Players()
	var rows [][]string
	for i := range g.Played() {
		row := []string{fmt.Sprintf("%d. %s", i+1, strings.ReplaceAll(g.Round(i).Contract.Text, "\n", " / "))}
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

	heads := shownNames(players)
	// The contracts take what the players' columns leave, 34 cells at
	// the least; fit cuts names and then contracts when even that is too
	// wide.
	columns := 4
	for j, h := range heads {
		c := lipgloss.Width(h)
		for _, r := range rows {
			c = max(c, lipgloss.Width(r[j+1]))
		}
		columns += c + 3
	}
	for _, r := range rows {
		r[0] = Cut(r[0], max(34, width-columns))
	}
	fit(rows, heads, width)
	t := grid{heads: append([]string{l.T("Round")}, heads...), rows: rows, bold: []int{len(rows) - 1}}
	fmt.Fprintln(w, t.render(lipgloss.NewRenderer(w)))
	for i, r := range g.Results() {
		if notes := RoundNotes(g, i, r, l); len(notes) > 0 {
			fmt.Fprintln(w, Wrap(fmt.Sprintf("%d. %s", i+1, strings.Join(notes, " · ")), width, "   "))
		}
	}
}

// RoundNotes says what else round i's result r holds: the contract each
// player had, a special's points, points added by hand and why.
func RoundNotes(g *contracts.Game, i int, r contracts.Result, l *catalog.Language) []string {
	var notes []string
	for _, p := range g.Players() {
		if label, ok := r.Labels[p]; ok {
			notes = append(notes, playername.Display(p)+": "+label)
		}
	}
	for _, p := range g.Players() {
		if n := r.Special[p]; n > 0 {
			s := g.Round(i).Contract.Specials[0]
			notes = append(notes, l.T("%s: %d cards in the %s, %+d", playername.Display(p), n, s.Meld.KindWord(), n*s.Points))
		}
	}
	for _, a := range r.Adjust {
		notes = append(notes, l.T("%s %+d (%s)", playername.Display(a.Player), a.Points, OneLine(a.Reason)))
	}
	return notes
}

// RoundSummary shows round i's result r before it is saved: who went
// out, each other player's cards and points, and each player's total
// after the round, with the round's notes; at most width cells wide.
func RoundSummary(w io.Writer, g *contracts.Game, i int, r contracts.Result, l *catalog.Language, width int) {
	fmt.Fprintln(w, Wrap(l.T("Round %d: %s went out", i+1, playername.Display(r.Out)), width, "  "))
	c := Columns{Indent: "  ", Shrink: 1, Right: []int{2, 3}}
	c.Add("", l.T("Cards"), l.T("Points"), l.T("Total"))
	players := g.Players()
	// Who went out first, then the others in seating order.
	slices.SortStableFunc(players, func(a, b string) int {
		switch {
		case a == r.Out:
			return -1
		case b == r.Out:
			return 1
		}
		return 0
	})
	for _, p := range players {
		cards := "–"
		if p != r.Out {
			cards = CardList(l, r.Left[p])
		}
		points := g.ScoreOf(i, r, p)
		c.Add(playername.Display(p), cards, strconv.Itoa(points), strconv.Itoa(g.Total(p)+points))
	}
	c.Write(w, width)
	if notes := RoundNotes(g, i, r, l); len(notes) > 0 {
		fmt.Fprintln(w, Wrap("  "+strings.Join(notes, " · "), width, "  "))
	}
}

// CardList shows cards as the table's language writes them, or "–" for
// none.
func CardList(l *catalog.Language, cards []contracts.Card) string {
	if len(cards) == 0 {
		return "–"
	}
	s := make([]string, len(cards))
	for i, c := range cards {
		s[i] = c.In(l.Contracts)
	}
	return strings.Join(s, " ")
}

// Wrap breaks s into lines of at most width cells at spaces, as the
// terminal draws them, never inside a word (a word wider than a line
// stands alone); the lines after the first start with indent, the first
// with the spaces s starts with.
func Wrap(s string, width int, indent string) string {
	if lipgloss.Width(s) <= width {
		return s // as it is, its spaces too
	}
	var out, line strings.Builder
	lead := s[:len(s)-len(strings.TrimLeft(s, " "))] // the first line's own indent
	line.WriteString(lead)
	for _, word := range strings.Fields(s) {
		switch {
		case line.Len() == len(lead):
		case lipgloss.Width(line.String())+1+lipgloss.Width(word) > width:
			out.WriteString(line.String() + "\n")
			line.Reset()
			line.WriteString(indent)
		default:
			line.WriteByte(' ')
		}
		line.WriteString(word)
	}
	out.WriteString(line.String())
	return out.String()
}

// RummyNext says on out which round is next, with its contract, or who
// won and every player's place.
func RummyNext(out io.Writer, a *catalog.Language, g *contracts.Game, width int) {
	if g.Finished() {
		fmt.Fprintln(out, Wrap(Winners(a, g.Winners()), width, "  "))
		fmt.Fprintln(out, Wrap(places(a, g), width, "  "))
		return
	}
	i := g.Played()
	dealer, starter := g.Dealer(i)
	fmt.Fprintln(out, Wrap(a.T("Next: round %d of %d, %s", i+1, len(g.List().Rounds), OneLine(g.Round(i).Contract.Text)), width, "  "))
	fmt.Fprintln(out, Wrap(a.T("Dealer: %s · starts: %s", playername.Display(dealer), playername.Display(starter)), width, "  "))
}

// places says a finished game's players in their places, the lowest
// total first, level totals sharing a place: "Places: 1. Anna 0 · 2.
// Cecilia 75 · 3. Bo 225".
func places(a *catalog.Language, g *contracts.Game) string {
	players := slices.Clone(g.Players())
	slices.SortStableFunc(players, func(x, y string) int { return cmp.Compare(g.Total(x), g.Total(y)) })
	var out []string
	place := 0
	for i, p := range players {
		if i == 0 || g.Total(p) != g.Total(players[i-1]) {
			place = i + 1
		}
		out = append(out, a.T("%d. %s %d", place, playername.Display(p), g.Total(p)))
	}
	return a.T("Places: %s", strings.Join(out, " · "))
}
