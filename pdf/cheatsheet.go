package pdf

import (
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
		titles[i] = l.Title
	}
	d.describe(strings.Join(titles, ", "), opts.Words.Paper("Round lists"), nil)
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
)

// cheatPage draws one list: on one page when it fits, its text as large
// as fits; a longer list at the smallest size, over as many pages as it
// takes, its title on each and "page N of M" at their foot. The card
// points and key rules close the list.
func (d *document) cheatPage(l *contracts.List) {
	w := d.opts.Words
	const num = 10.0
	width := d.right - d.left - num
	top := d.top + 19
	boxH := d.rulesHeight()
	bottom := d.bottom - 6 // above the footer
	size := cheatMax
	for ; size > cheatMin; size -= 0.5 {
		if top+d.roundsHeight(l.Rounds, size, width) <= bottom-boxH-3 {
			break
		}
	}
	// The pages: the rounds that fit on each, the key rules after the last.
	var pages [][]contracts.Round
	var page []contracts.Round
	y := top
	for _, r := range l.Rounds {
		h := d.roundsHeight([]contracts.Round{r}, size, width)
		if y+h > bottom && len(page) > 0 {
			pages, page, y = append(pages, page), nil, top
		}
		page = append(page, r)
		y += h
	}
	pages = append(pages, page)
	boxPage := len(pages) - 1
	if y > bottom-boxH-3 {
		boxPage++ // the key rules on a page of their own
	}
	total := boxPage + 1
	for i := range total {
		d.AddPage()
		d.font(true, 22)
		d.cell(d.left, d.top, d.right-d.left, 10, l.Title, "LM")
		d.font(false, 11)
		d.grey(true)
		d.cell(d.left, d.top+10, d.right-d.left, 6, roundsLine(w, len(l.Rounds)), "LM")
		d.grey(false)
		y := top
		if i < len(pages) {
			for _, r := range pages[i] {
				y = d.cheatRound(r, d.left, y, num, width, size)
			}
		}
		if i == boxPage {
			d.rulesBox(bottom - boxH)
		}
		if total > 1 {
			d.footer(w.Paper("page %d of %d", i+1, total))
		}
	}
}

// cheatRound draws a round, its contract as written and its explanation,
// from y; it returns where the next begins.
func (d *document) cheatRound(r contracts.Round, x, y, num, width, size float64) float64 {
	text, expl, gap := d.roundLines(r, size, width)
	d.font(true, size)
	d.text(x, y, num, size*0.45, strconv.Itoa(r.Number)+".", "L")
	for _, line := range text {
		d.text(x+num, y, width, size*0.45, line, "L")
		y += size * 0.45
	}
	d.font(false, size*explainScale)
	d.hint(true)
	for _, line := range expl {
		d.text(x+num, y, width, size*explainScale*0.45, line, "L")
		y += size * explainScale * 0.45
	}
	d.hint(false)
	return y + gap
}

// roundLines wraps a round's contract and explanation at type size.
func (d *document) roundLines(r contracts.Round, size, width float64) (text, expl []string, gap float64) {
	d.font(true, size)
	text = d.lines(r.Contract.Text, width)
	d.font(false, size*explainScale)
	expl = d.lines("→ "+r.Contract.Explain(d.opts.Words.Cards()), width)
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

const rulesSize = 9.0

func (d *document) rulesHeight() float64 {
	d.font(false, rulesSize)
	h := 16.0
	for _, r := range contracts.KeyRules(d.opts.Words.Cards()) {
		h += float64(len(d.lines("• "+r, d.right-d.left-6))) * 3.7
	}
	return h
}

// rulesBox draws the card points and key rules at the foot of the page.
func (d *document) rulesBox(top float64) {
	w := d.opts.Words
	d.SetDrawColor(120, 120, 120)
	d.SetLineWidth(0.3)
	d.Rect(d.left, top, d.right-d.left, d.bottom-top, "D")
	d.font(true, 10)
	d.cell(d.left+3, top+1.5, 70, 5, w.Paper("Points left in hand")+":", "LM")
	d.font(false, 10)
	d.cell(d.left+75, top+1.5, 80, 5, contracts.CardPoints(w.Cards()), "LM")
	d.font(true, 12)
	d.suits(d.right-28, top+1.5, 5, "♠ ♥ ♦ ♣")
	d.font(true, 10)
	d.cell(d.left+3, top+8, 70, 5, w.Paper("Key rules")+":", "LM")
	d.font(false, rulesSize)
	y := top + 13
	for _, r := range contracts.KeyRules(w.Cards()) {
		for _, line := range d.lines("• "+r, d.right-d.left-6) {
			d.text(d.left+3, y, d.right-d.left-6, 3.7, line, "L")
			y += 3.7
		}
	}
}
