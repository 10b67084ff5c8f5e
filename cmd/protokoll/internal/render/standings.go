package render

import (
	"io"
	"slices"
	"strconv"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
)

// Standings writes the places at a game's end, at most width cells wide:
// each player's place and total, the best first, equal totals sharing a
// place (1. Karin 289, 1. Nils 289, 3. Bo 250). lowest says the lowest
// total is the best (the card game's); else the highest is (Yatzy's).
func Standings(w io.Writer, players []string, total func(string) int, lowest bool, width int) {
	players = slices.Clone(players)
	better := func(x, y string) int { return total(y) - total(x) }
	if lowest {
		better = func(x, y string) int { return total(x) - total(y) }
	}
	slices.SortStableFunc(players, better)
	place := 0
	c := Columns{Right: []int{2}, Shrink: 1}
	for i, p := range players {
		if i == 0 || total(p) != total(players[i-1]) {
			place = i + 1
		}
		c.Add(strconv.Itoa(place)+".", playername.Display(p), strconv.Itoa(total(p)))
	}
	c.Write(w, width)
}
