package web

import (
	"html/template"
	"net/http"
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/advice"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// yatzyBody is a Yatzy game's page.
type yatzyBody struct {
	Heading string
	Live    yatzyLive
	Turn    *yatzyTurn
	Asked   askedBody
}

// yatzyLive is the part of the page a live update replaces: where the
// game stands, and the sheet.
type yatzyLive struct {
	Status string
	Heads  []head
	Rows   []sheetRow
	Recap  template.HTML // the night's, in colour (see recap)
}

// A head is a player's column head; Next marks whose turn it is.
type head struct {
	Name string
	Next bool
}

// A sheetRow is a row of the sheet: its label, its cells, and its class
// (box, sum, bonus, total) for the style sheet.
type sheetRow struct {
	Label string
	Class string
	Cells []cell
}

// A cell is a sheet's cell and its class: "struck", "next" (the
// column of the player whose turn it is), "last" (the last entry, on
// every phone besides the banner that says it: see lastEntry).
type cell struct {
	Text  string
	Class string
}

// yatzyTurn is the form that enters the turn of the player whose turn
// it is: the dice (and in maxi the rolls used), for the boxes page.
type yatzyTurn struct {
	Heading   string
	Action    string
	Lang      string // the reader's ?lang=, kept by the form
	Player    string
	Round     int // the player's, whose turn the dice are for (see Turn.Round)
	DiceLabel string
	Dice      string
	Pattern   string
	Rolls     *selectField
	Submit    string
	Error     string // why the dice typed were refused
	// Pad is the turn by taps; Unlock the PIN's form, for a browser
	// without a session.
	Pad    *padBody
	Unlock *unlockForm
	Typed  string // the heading of the dice typed instead
}

// A selectField is a <select> and its options.
type selectField struct {
	Label, Name string
	Options     []option
}

// An option is one of a <select>.
type option struct {
	Value, Text string
	Selected    bool
}

// yatzyPage draws the Yatzy game g for a reader of l, with asked (chances
// or a hint) if any.
func (s *Server) yatzyPage(r *http.Request, l *catalog.Language, g *store.Yatzy, asked askedBody) layoutData {
	sheet := g.State
	body := yatzyBody{
		Heading: g.Name + " · " + l.VariantName(sheet.Variant()),
		Live:    s.yatzyLive(l, g),
		Turn:    s.yatzyTurn(r, l, g),
		Asked:   asked,
	}
	if asked.Kind == "" {
		body.Asked = s.askForms(r, l, g)
	}
	d := s.layout(r, l, body.Heading, body)
	d.Live = s.liveData(r, l, game{kindGame: yatzyGame{g}})
	return d
}

// yatzyLive draws where the game stands and its sheet.
func (s *Server) yatzyLive(l *catalog.Language, g *store.Yatzy) yatzyLive {
	sheet := g.State
	next, _ := sheet.Next()
	live := yatzyLive{Status: yatzyStatus(l, sheet)}
	lastPlayer, lastBox, marked := lastEntry(sheet)
	for _, p := range sheet.Players() {
		live.Heads = append(live.Heads, head{Name: playername.Display(p), Next: p == next})
	}
	for _, row := range render.SheetRows(sheet, l) {
		sr := sheetRow{Label: row.Label, Class: "box"}
		switch {
		case row.Sum:
			sr.Class = "sum"
		case row.Box == "":
			sr.Class = "note"
		}
		for i, text := range row.Cells {
			c := cell{Text: text}
			if text == render.Struck {
				c.Class = "struck"
			}
			if sheet.Players()[i] == next {
				c.Class = strings.TrimSpace(c.Class + " next")
			}
			if marked && row.Box == lastBox && sheet.Players()[i] == lastPlayer {
				c.Class = strings.TrimSpace(c.Class + " last")
			}
			sr.Cells = append(sr.Cells, c)
		}
		live.Rows = append(live.Rows, sr)
	}
	if sheet.Finished() {
		live.Recap = s.recap(l, g.Name)
	}
	return live
}

// lastEntry is the player and box of the sheet's last entry, a turn or
// the correction of one; false after an undo (the box is empty again)
// or before any.
func lastEntry(sheet *scoresheet.Sheet) (string, scoresheet.Box, bool) {
	h := sheet.History()
	if len(h) == 0 {
		return "", "", false
	}
	switch e := h[len(h)-1]; e.Kind {
	case scoresheet.KindTurn, scoresheet.KindCorrect:
		return e.Player, e.Box, true
	}
	return "", "", false
}

// yatzyStatus says whose turn it is and in which round, or who won.
func yatzyStatus(l *catalog.Language, s *scoresheet.Sheet) string {
	if p, round := s.Next(); p != "" {
		return l.T("Next: %s, round %d of %d", playername.Display(p), round, s.Rounds())
	}
	return render.Winners(l, s.Winners())
}

// yatzyTurn is the turn form, for a server that takes entries and a game
// not over.
func (s *Server) yatzyTurn(r *http.Request, l *catalog.Language, g *store.Yatzy) *yatzyTurn {
	sheet := g.State
	p, round := sheet.Next()
	if s.PIN == "" || p == "" {
		return nil
	}
	v := sheet.Variant()
	t := &yatzyTurn{
		Heading: l.T("Turn: %s", playername.Display(p)),
		// Dice refused come back on this page, which then opens at the
		// form, below the sheet (#turn): a GET keeps its action's fragment.
		Action:    gamePath(g.Name, "turn") + "#turn",
		Lang:      langQuery(r, l).Get("lang"),
		Player:    p,
		Round:     round,
		DiceLabel: l.T("Dice (%d values, e.g. %s)", v.Dice, render.ExampleDice(v)),
		Pattern:   dicePattern(v),
		Submit:    l.T("Choose the box"),
	}
	if b, ok := sheet.NextForced(); ok { // forced order: the box rolled for, as the terminal says
		t.Heading += " · " + l.T("rolling for %s", v.Name(b, l.Sheets))
	}
	if v.SavedRolls {
		t.Rolls = rollsField(l, 3+sheet.Totals(p).Saved, 3)
	}
	t.Pad = s.pad(r, l, g, p, round)
	t.Unlock = s.unlockForm(r, l, g.Name)
	t.Typed = l.T("Or type the dice")
	return t
}

// rollsField is the choice of rolls used in maxi: 1 to most, chosen.
func rollsField(l *catalog.Language, most, chosen int) *selectField {
	f := &selectField{Label: l.T("Rolls used (1–%d)", most), Name: "rolls"}
	for n := 1; n <= most; n++ {
		f.Options = append(f.Options, option{Value: strconv.Itoa(n), Text: strconv.Itoa(n), Selected: n == chosen})
	}
	return f
}

// dicePattern is what the dice field takes: the dice's faces, with spaces
// or commas between them if wished.
func dicePattern(v *scoresheet.Variant) string {
	return "[1-6 ,]{" + strconv.Itoa(v.Dice) + ",}"
}

// askedBody is the part of the page with what was asked: the buttons
// that ask for chances and a hint, and their answer.
type askedBody struct {
	Kind    string // "chances", "hint", or "" for the forms only
	Chances *chancesBody
	Hint    *hintBody
	Error   string
	Forms   askForms
}

// askForms are the buttons (forms) that ask for chances and the hint.
type askForms struct {
	Chances *askForm
	Hint    *hintForm
}

// An askForm is a button that asks for something.
type askForm struct {
	Action, Lang, Submit string
}

// hintForm asks for the hint: the dice in hand and the rolls left.
type hintForm struct {
	askForm
	Heading   string
	DiceLabel string
	Pattern   string
	Dice      string
	Left      selectField
}

// askForms are the forms for a game that has chances and hints: one
// solved (not maxi), with a server that has the tables, not over.
func (s *Server) askForms(r *http.Request, l *catalog.Language, g *store.Yatzy) askedBody {
	sheet := g.State
	v := sheet.Variant()
	p, _ := sheet.Next()
	if s.Tables == nil || optimal.Solvable(v) != nil || p == "" {
		return askedBody{}
	}
	lang := langQuery(r, l).Get("lang")
	most := advice.MostRollsLeft(sheet, p) // in maxi with the saved rolls
	f := askForms{
		Hint: &hintForm{
			askForm:   askForm{Action: gamePath(g.Name, "hint"), Lang: lang, Submit: l.T("Hint")},
			Heading:   l.T("The best play for %s", playername.Display(p)),
			DiceLabel: l.T("The dice in your hand, for the hint (%d values)", v.Dice),
			Pattern:   dicePattern(v),
			Dice:      r.URL.Query().Get("dice"),
			Left:      selectField{Label: l.T("Rolls left (0–%d)", most), Name: "left"},
		},
	}
	if advice.HasChances(v) {
		f.Chances = &askForm{Action: gamePath(g.Name, "chances"), Lang: lang, Submit: l.T("Chances to win")}
	}
	chosen := r.URL.Query().Get("left")
	if chosen == "" {
		chosen = "2"
	}
	for n := range most + 1 {
		v := strconv.Itoa(n)
		f.Hint.Left.Options = append(f.Hint.Left.Options, option{Value: v, Text: v, Selected: v == chosen})
	}
	return askedBody{Forms: f}
}
