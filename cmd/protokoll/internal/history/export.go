package history

import (
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/saved"
)

// A Row is one entry of a saved game, as an export writes it for a
// spreadsheet: a Yatzy box filled, or a player's cards in a round of the
// card game.
type Row struct {
	Game   string `json:"game"`
	Date   string `json:"date"` // the day it began, YYYY-MM-DD
	Kind   string `json:"kind"` // yatzy or rummy
	Of     string `json:"of"`   // the variant, or the list's title
	Player string `json:"player"`
	Entry  string `json:"entry"`  // the box's id, or the round's number
	Played string `json:"played"` // the dice, or the cards left in hand
	Rolls  int    `json:"rolls,omitempty"`
	Struck bool   `json:"struck,omitempty"`
	Out    bool   `json:"out,omitempty"` // went out this round
	Points int    `json:"points"`
}

// Header is the columns of a CSV export, in Row's order.
var Header = []string{"game", "date", "kind", "of", "player", "entry", "played", "rolls", "struck", "out", "points"}

// Fields are the row as Header's columns.
func (r Row) Fields() []string {
	flag := func(b bool) string {
		if b {
			return "1"
		}
		return ""
	}
	rolls := ""
	if r.Rolls > 0 {
		rolls = strconv.Itoa(r.Rolls)
	}
	return []string{r.Game, r.Date, r.Kind, r.Of, r.Player, r.Entry, r.Played, rolls, flag(r.Struck), flag(r.Out), strconv.Itoa(r.Points)}
}

// Rows are a game's entries in the order they were played: the entries
// that stand, corrections folded in, undone ones left out.
func (g Game) Rows() []Row {
	base := Row{Game: g.Name, Date: g.Played.Format("2006-01-02"), Kind: g.Kind, Of: g.Title}
	var rows []Row
	switch g.Kind {
	case saved.GameYatzy:
		for _, e := range g.Sheet.Entries() {
			r := base
			r.Player, r.Entry, r.Played, r.Rolls, r.Struck, r.Points = e.Player, string(e.Box), e.Dice.String(), e.Rolls, e.Strike, e.Points
			rows = append(rows, r)
		}
	case saved.GameRummy:
		for i, res := range g.Cards.Results() {
			for _, p := range g.Cards.Players() {
				r := base
				r.Player, r.Entry, r.Out, r.Points = p, strconv.Itoa(i+1), res.Out == p, g.Cards.Score(i, p)
				var cards []string
				for _, c := range res.Left[p] {
					cards = append(cards, c.String())
				}
				r.Played = strings.Join(cards, " ")
				rows = append(rows, r)
			}
		}
	}
	return rows
}
