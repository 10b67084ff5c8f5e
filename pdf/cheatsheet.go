package pdf

import (
	"slices"
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/contracts"
)

// Contracts draws the cheat sheet: a page for each list, its rounds with
// the contract as written and explained, the points of the cards and the
// key rules, large enough to read at arm's length.
func Contracts(lists []*contracts.List, opts Options) ([]byte, error) {
	if len(lists) == 0 {
		return nil, errorOf("no list to print")
	}
	d, err := newDocument(opts)
	if err != nil {
		return nil, err
	}
	titles := make([]string, len(lists))
	for i, l := range lists {
		titles[i] = l.TitleIn(d.opts.Words)
	}
	d.describe(strings.Join(titles, ", "), d.opts.Words.T("Round lists"), nil)
	for _, l := range lists {
		d.cheatPage(l)
	}
	return d.bytes()
}

// The cheat sheet's type: the contracts as large as fits, between these
// sizes; their explanations at explainScale of that, never under the
// least size.
const (
	cheatMax, cheatMin = 15.0, 10.0
	explainScale       = 0.8
	cheatNum           = 10.0 // the round's number
)

// cheatPage draws one list: on one page when it fits, its text as large
// as fits; a longer list at the smallest size, its rounds laid page by page
// between as few pages as hold them, its title on each and "page N of M"
// at their foot. Each page says once, under its rounds, how the words
// its rounds use are read (udda, a sum …); the card points and key rules
// close the list.
func (d *document) cheatPage(l *contracts.List) {
	w := d.opts.Words
	width := d.right - d.left - cheatNum
	top := d.top + 19
	boxH := d.rulesHeight()
	bottom := d.bottom - 6 // above the footer
	room := bottom - top
	all := []contracts.Round{}
	all = append(all, l.Rounds...)
	size := cheatMax
	for ; size > cheatMin; size -= 0.5 {
		if d.roundsHeight(all, size, width)+d.definitionsHeight(all, size)+boxH+3 <= room {
			break
		}
	}
	heights := make([]float64, len(all))
	for i, r := range all {
		heights[i] = d.roundsHeight([]contracts.Round{r}, size, width)
	}
	// Every page keeps room for the definitions of the list's words.
	pages := balance(heights, room-d.definitionsHeight(all, size), 0, boxH+3)
	for i, page := range pages {
		d.AddPage()
		d.font(true, 22)
		d.cell(d.left, d.top, d.right-d.left, 10, l.TitleIn(w), "LM")
		d.font(false, 11)
		d.grey(true)
		d.cell(d.left, d.top+10, d.right-d.left, 6, roundsLine(w, len(l.Rounds)), "LM")
		d.grey(false)
		y := top
		var rounds []contracts.Round
		for _, k := range page {
			rounds = append(rounds, all[k])
			y = d.cheatRound(all[k], d.left, y, width, size)
		}
		d.definitions(rounds, d.left+cheatNum, y+1, width, size)
		if i == len(pages)-1 {
			d.rulesBox(bottom-boxH, bottom)
		}
		if len(pages) > 1 {
			d.footer(w.T("page %d of %d", i+1, len(pages)))
		}
	}
}

// cheatRound draws a round, its contract as written and what it means,
// from y; it returns where the next begins.
func (d *document) cheatRound(r contracts.Round, x, y, width, size float64) float64 {
	text, expl, gap := d.roundLines(r, size, width)
	d.font(true, size)
	d.text(x, y, cheatNum, size*0.45, strconv.Itoa(r.Number)+".", "L")
	for _, line := range text {
		d.text(x+cheatNum, y, width, size*0.45, line, "L")
		y += size * 0.45
	}
	d.font(false, size*explainScale)
	d.hint(true)
	for _, line := range expl {
		d.text(x+cheatNum, y, width, size*explainScale*0.45, line, "L")
		y += size * explainScale * 0.45
	}
	d.hint(false)
	return y + gap
}

// roundLines wraps a round's contract and what it means at type size.
func (d *document) roundLines(r contracts.Round, size, width float64) (text, expl []string, gap float64) {
	d.font(true, size)
	text = d.lines(r.Contract.Text, width)
	d.font(false, size*explainScale)
	expl = d.lines("→ "+r.Contract.Meaning(d.opts.Words), width)
	return text, expl, size * 0.18
}

// roundsHeight is the height rounds take at type size.
func (d *document) roundsHeight(rounds []contracts.Round, size, width float64) float64 {
	h := 0.0
	for _, r := range rounds {
		text, expl, gap := d.roundLines(r, size, width)
		h += float64(len(text))*size*0.45 + float64(len(expl))*size*explainScale*0.45 + gap
	}
	return h
}

// definitionLines are the definitions the words of rounds call for, each
// once, wrapped at type size.
func (d *document) definitionLines(rounds []contracts.Round, size, width float64) []string {
	var defs []contracts.Definition
	for _, r := range rounds {
		for _, def := range r.Contract.Definitions() {
			if !slices.Contains(defs, def) {
				defs = append(defs, def)
			}
		}
	}
	d.font(false, size*explainScale)
	var out []string
	for _, def := range defs {
		out = append(out, d.lines(contracts.Define(d.opts.Words, def), width)...)
	}
	return out
}

// definitionsHeight is the height the definitions of rounds take at type
// size, in the text's width.
func (d *document) definitionsHeight(rounds []contracts.Round, size float64) float64 {
	lines := d.definitionLines(rounds, size, d.right-d.left-cheatNum)
	if len(lines) == 0 {
		return 0
	}
	return float64(len(lines))*size*explainScale*0.45 + 1
}

// definitions draws the definitions the words of rounds call for, once,
// from y.
func (d *document) definitions(rounds []contracts.Round, x, y, width, size float64) {
	lines := d.definitionLines(rounds, size, width)
	d.font(false, size*explainScale)
	d.hint(true)
	for _, line := range lines {
		d.text(x, y, width, size*explainScale*0.45, line, "L")
		y += size * explainScale * 0.45
	}
	d.hint(false)
}

const rulesSize = 9.0

func (d *document) rulesHeight() float64 {
	d.font(false, rulesSize)
	h := 15.0
	for _, r := range contracts.KeyRules(d.opts.Words) {
		h += float64(len(d.lines("• "+r, d.right-d.left-6))) * 3.7
	}
	return h
}

// rulesBox draws the card points and key rules from top to bottom, at
// the foot of the page above its footer.
func (d *document) rulesBox(top, bottom float64) {
	w := d.opts.Words
	d.SetDrawColor(120, 120, 120)
	d.as(ruleShape, d.page(), "frame", func() {
		d.SetLineWidth(0.3)
		d.rect(d.left, top, d.right-d.left, bottom-top, "D")
		d.SetLineWidth(0.2)
	})
	d.font(true, 10)
	label := w.T("Points left in hand") + ":"
	lw := d.GetStringWidth(label) + 2*d.GetCellMargin()
	d.text(d.left+3, top+1.5, lw, 5, label, "LM")
	d.font(false, 10)
	d.cell(d.left+3+lw+2, top+1.5, d.right-d.left-lw-40, 5, contracts.CardPoints(w.Cards()), "LM")
	d.font(true, 12)
	d.suits(d.right-28, top+1.5, 5, "♠ ♥ ♦ ♣")
	d.font(true, 10)
	d.cell(d.left+3, top+8, 70, 5, w.T("Key rules")+":", "LM")
	d.font(false, rulesSize)
	y := top + 13
	for _, r := range contracts.KeyRules(w) {
		for _, line := range d.lines("• "+r, d.right-d.left-6) {
			d.text(d.left+3, y, d.right-d.left-6, 3.7, line, "L")
			y += 3.7
		}
	}
}
