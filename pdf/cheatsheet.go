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
	d.describe(strings.Join(titles, ", "), word(opts.Lang, "Round lists"), nil)
	for _, l := range lists {
		d.cheatPage(l)
	}
	return d.bytes()
}

// cheatPage draws one list on one page, its text as large as fits.
func (d *document) cheatPage(l *contracts.List) {
	lang := d.opts.Lang
	d.AddPage()
	d.font(true, 22)
	d.cell(d.left, d.top, d.right-d.left, 10, l.Title, "LM")
	d.font(false, 11)
	d.grey(true)
	d.cell(d.left, d.top+10, d.right-d.left, 6, roundsLine(lang, len(l.Rounds)), "LM")
	d.grey(false)

	boxTop := d.bottom - d.rulesHeight()
	top := d.top + 19
	num := 10.0
	width := d.right - d.left - num
	// The largest type that fits: the contract at size, its explanation a
	// little smaller.
	size := 15.0
	for ; size > 7; size -= 0.5 {
		if top+d.roundsHeight(l, size, width) <= boxTop-3 {
			break
		}
	}
	y := top
	for _, r := range l.Rounds {
		text, expl, gap := d.roundLines(r, size, width)
		d.font(true, size)
		d.cell(d.left, y, num, size*0.45, strconv.Itoa(r.Number)+".", "LM")
		for _, line := range text {
			d.SetXY(d.left+num, y)
			d.CellFormat(width, size*0.45, line, "", 0, "L", false, 0, "")
			y += size * 0.45
		}
		d.font(false, size*0.72)
		d.grey(true)
		for _, line := range expl {
			d.SetXY(d.left+num, y)
			d.CellFormat(width, size*0.72*0.45, line, "", 0, "L", false, 0, "")
			y += size * 0.72 * 0.45
		}
		d.grey(false)
		y += gap
	}
	d.rulesBox(boxTop)
}

// roundLines wraps a round's contract and explanation at type size.
func (d *document) roundLines(r contracts.Round, size, width float64) (text, expl []string, gap float64) {
	d.font(true, size)
	text = d.lines(r.Contract.Text, width)
	d.font(false, size*0.72)
	expl = d.lines("→ "+r.Contract.Explain(d.opts.Lang), width)
	return text, expl, size * 0.18
}

func (d *document) roundsHeight(l *contracts.List, size, width float64) float64 {
	h := 0.0
	for _, r := range l.Rounds {
		text, expl, gap := d.roundLines(r, size, width)
		h += float64(len(text))*size*0.45 + float64(len(expl))*size*0.72*0.45 + gap
	}
	return h
}

const rulesSize = 8.5

func (d *document) rulesHeight() float64 {
	d.font(false, rulesSize)
	h := 16.0
	for _, r := range contracts.KeyRules(d.opts.Lang) {
		h += float64(len(d.lines("• "+r, d.right-d.left-6))) * 3.7
	}
	return h
}

// rulesBox draws the card points and key rules at the foot of the page.
func (d *document) rulesBox(top float64) {
	lang := d.opts.Lang
	d.SetDrawColor(120, 120, 120)
	d.SetLineWidth(0.3)
	d.Rect(d.left, top, d.right-d.left, d.bottom-top, "D")
	d.font(true, 10)
	d.cell(d.left+3, top+1.5, 70, 5, word(lang, "Card points")+":", "LM")
	d.font(false, 10)
	d.cell(d.left+75, top+1.5, 80, 5, contracts.CardPoints(lang), "LM")
	d.font(true, 12)
	d.suits(d.right-28, top+1.5, 5, "♠ ♥ ♦ ♣")
	d.font(true, 10)
	d.cell(d.left+3, top+8, 70, 5, word(lang, "Key rules")+":", "LM")
	d.font(false, rulesSize)
	y := top + 13
	for _, r := range contracts.KeyRules(lang) {
		for _, line := range d.lines("• "+r, d.right-d.left-6) {
			d.SetXY(d.left+3, y)
			d.CellFormat(d.right-d.left-6, 3.7, line, "", 0, "L", false, 0, "")
			y += 3.7
		}
	}
}
