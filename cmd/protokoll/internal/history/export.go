package history

import (
	"encoding/json"
	"strconv"
	"strings"
	"time"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// A Row is one entry of a saved game, as an export writes it for a
// spreadsheet: a Yatzy box filled, or a player's cards in a round of the
// card game.
type Row struct {
	Game   string `json:"game"`
	Date   string `json:"date"` // the day it began, YYYY-MM-DD
	Kind   string `json:"kind"` // the kind's name: yatzy, rummy
	Of     string `json:"of"`   // the variant, or the list's title
	Player string `json:"player"`
	Entry  string `json:"entry"`  // the box's id, or the round's number
	Played string `json:"played"` // the dice, or the cards left in hand
	Rolls  int    `json:"rolls,omitempty"`
	Struck bool   `json:"struck,omitempty"`
	Out    bool   `json:"out,omitempty"` // went out this round
	Points int    `json:"points"`

	// What a game needs to be made again from its rows (import), in the
	// JSON lines only; the first row of a game carries its settings.
	Started *time.Time             `json:"started,omitempty"`
	Players []string               `json:"players,omitempty"`    // in seating order
	Joker   scoresheet.Joker       `json:"joker,omitempty"`      // a Yatzy game's joker rule
	House   string                 `json:"house,omitempty"`      // and its house rules' changes
	Define  string                 `json:"definition,omitempty"` // to the variant defined so, if not a built-in one
	List    string                 `json:"list,omitempty"`       // a card game's list name,
	Rounds  []string               `json:"rounds,omitempty"`     // its contracts as written,
	Dealer  string                 `json:"dealer,omitempty"`     // and who dealt first
	Label   string                 `json:"label,omitempty"`      // the player's contract, in a round that names players
	Special *int                   `json:"special,omitempty"`    // cards in a Yatzy-chans
	Adjust  []contracts.Adjustment `json:"adjust,omitempty"`     // points added by hand to the player

	// The game whole, on its first row: its file's format, the settings
	// its header keeps, and every entry its file holds in order, each
	// with its time — the undos, the corrections and their reasons too —
	// so that an import makes the same game again, entry for entry.
	Format   int               `json:"format,omitempty"`
	Settings json.RawMessage   `json:"settings,omitempty"`
	History  []json.RawMessage `json:"history,omitempty"`
}

// Header returns the columns of a CSV export, in Row's order.
func Header() []string {
	return []string{"game", "date", "kind", "of", "player", "entry", "played", "rolls", "struck", "out", "points"}
}

// Fields are the row as Header's columns. A cell that a spreadsheet would
// take for a formula (one starting with =, +, -, @, a tab or a carriage
// return: a player named "=1+1") has a ' put before it, as the makers of
// spreadsheets advise (OWASP, CSV injection); the JSON lines keep every
// value as it is.
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
	return []string{cell(r.Game), cell(r.Date), cell(r.Kind), cell(r.Of), cell(r.Player), cell(r.Entry), cell(r.Played), rolls, flag(r.Struck), flag(r.Out), strconv.Itoa(r.Points)}
}

// cell is text as a spreadsheet's cell that is never a formula.
func cell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// Extras are what a game's score adds to its entries (its kind's
// ExtraRows), a row for each player who has it: a Yatzy game's upper
// bonus (entry "bonus") and the standard game's +100s ("extra_bonus"), so
// that a spreadsheet's sum of a player's points is the game's total. The
// card game has none. A CSV export writes them after the game's rows; the
// JSON lines, which import checks entry by entry, do not.
func (g Game) Extras() []Row {
	if g.ExtraRows == nil {
		return nil
	}
	return g.ExtraRows(Row{Game: g.Name, Date: g.Played.Format("2006-01-02"), Kind: g.Kind, Of: g.Title})
}

// yatzyExtras are the Extras of the Yatzy game whose sheet is s.
func yatzyExtras(s *scoresheet.Sheet, base Row) []Row {
	var rows []Row
	for _, p := range s.Players() {
		t := s.Totals(p)
		for _, x := range []struct {
			entry  string
			points int
		}{{"bonus", t.Bonus}, {"extra_bonus", t.ExtraBonus}} {
			if x.points > 0 {
				r := base
				r.Player, r.Entry, r.Points = p, x.entry, x.points
				rows = append(rows, r)
			}
		}
	}
	return rows
}

// Rows are a game's entries in the order they were played (its kind's
// EntryRows): the entries that stand, corrections folded in, undone ones
// left out. A game begun with nothing played yet has one row with no
// entry, for its settings. The first row carries the game whole.
func (g Game) Rows() []Row {
	base := Row{Game: g.Name, Date: g.Played.Format("2006-01-02"), Kind: g.Kind, Of: g.Title}
	var rows []Row
	if g.EntryRows != nil {
		rows = g.EntryRows(base)
	}
	if len(rows) == 0 {
		rows = append(rows, base) // begun, nothing played: the settings alone
	}
	started := g.Played.UTC()
	rows[0].Started = &started
	rows[0].Format, rows[0].Settings, rows[0].History = g.Header.Format, g.Header.Settings, g.Records
	if rows[0].Players == nil { // a kind whose rows do not seat the players: its result's, in its order
		for _, p := range g.Players {
			rows[0].Players = append(rows[0].Players, p.Name)
		}
	}
	return rows
}

// yatzyRows are the rows of the Yatzy game whose sheet is s: a box
// filled a row, and the settings on the first.
func yatzyRows(s *scoresheet.Sheet, base Row) []Row {
	var rows []Row
	for _, e := range s.Entries() {
		r := base
		r.Player, r.Entry, r.Played, r.Rolls, r.Struck, r.Points = e.Player, string(e.Box), e.Dice.String(), e.Rolls, e.Strike, e.Points
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		rows = append(rows, base) // begun, nothing played: the settings alone
	}
	v := s.Variant()
	rows[0].Players, rows[0].Joker, rows[0].House = s.Players(), s.Choices().Joker, v.House
	if !v.BuiltIn() {
		rows[0].Define = v.Definition()
	}
	return rows
}

// cardRows are the rows of the card game c: a player's cards in a round
// a row, and the settings on the first.
func cardRows(c *contracts.Game, base Row) []Row {
	var rows []Row
	for i, res := range c.Results() {
		for _, p := range c.Players() {
			r := base
			r.Player, r.Entry, r.Out, r.Points = p, strconv.Itoa(i+1), res.Out == p, c.Score(i, p)
			var cards []string
			for _, c := range res.Left[p] {
				cards = append(cards, c.String())
			}
			r.Played = strings.Join(cards, " ")
			r.Label = res.Labels[p]
			if n, ok := res.Special[p]; ok {
				r.Special = &n
			}
			for _, a := range res.Adjust {
				if a.Player == p {
					r.Adjust = append(r.Adjust, a)
				}
			}
			rows = append(rows, r)
		}
	}
	if len(rows) == 0 {
		rows = append(rows, base)
	}
	l := c.List()
	rows[0].Players, rows[0].List, rows[0].Dealer = c.Players(), l.Name, c.FirstDealer()
	for _, r := range l.Rounds {
		rows[0].Rounds = append(rows[0].Rounds, r.Contract.Text)
	}
	return rows
}
