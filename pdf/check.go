package pdf

import (
	"fmt"
	"maps"
	"math"
	"slices"
	"strings"
)

// A problem is what a drawn page gets wrong, on its page.
type problem struct {
	page int
	what string
}

// problems are what the document drawn gets wrong on the page: text
// outside it or its cell, cut with "…", under the smallest size
// (footSize for the footer's small print, leastSize for the rest) or over
// another text; a role (font) in more than two sizes on a page; a shape outside
// the page or the box it belongs to (a tick outside its cell, a rule
// outside the frame); a mark (a tick, a stroke, a dot, a die) over a
// text, or a rule across one. slack is how far (mm) a thing may stand
// over a line.
func (d *document) problems(slack float64) []problem {
	var out []problem
	add := func(page int, format string, args ...any) {
		out = append(out, problem{page, fmt.Sprintf(format, args...)})
	}
	pg := d.page()
	inside := func(b, in box) bool {
		return b.x0 >= in.x0-slack && b.y0 >= in.y0-slack && b.x1 <= in.x1+slack && b.y1 <= in.y1+slack
	}
	overlap := func(a, b box) bool {
		return a.x0 < b.x1-slack && b.x0 < a.x1-slack && a.y0 < b.y1-slack && b.y0 < a.y1-slack
	}
	// Texts by page, from the top: a text is only compared with those
	// that begin above its foot.
	texts := make([][]placement, d.PageNo()+1)
	for _, p := range d.placed {
		texts[p.page] = append(texts[p.page], p)
	}
	for _, ps := range texts {
		slices.SortFunc(ps, func(a, b placement) int { return cmpFloat(a.y0, b.y0) })
	}
	near := func(page int, b box) []placement { // the texts that may touch b
		ps := texts[page]
		lo, _ := slices.BinarySearchFunc(ps, b.y0-20, func(p placement, y float64) int { return cmpFloat(p.y0, y) })
		hi, _ := slices.BinarySearchFunc(ps, b.y1, func(p placement, y float64) int { return cmpFloat(p.y0, y) })
		return ps[lo:hi]
	}
	for _, ps := range texts {
		for i, p := range ps {
			pb := box{p.x0, p.y0, p.x1, p.y1}
			if !inside(pb, pg) {
				add(p.page, "%q on page %d at %.1f,%.1f–%.1f,%.1f is outside the page", p.text, p.page, p.x0, p.y0, p.x1, p.y1)
			}
			if !inside(pb, p.cell) {
				add(p.page, "%q on page %d at %.1f,%.1f–%.1f,%.1f is outside its cell %.1f,%.1f–%.1f,%.1f",
					p.text, p.page, p.x0, p.y0, p.x1, p.y1, p.cell.x0, p.cell.y0, p.cell.x1, p.cell.y1)
			}
			if p.cutFrom != "" {
				add(p.page, "%q on page %d is cut from %q", p.text, p.page, p.cutFrom)
			}
			least := leastSize
			if p.foot {
				least = footSize
			}
			if p.size < least {
				add(p.page, "%q on page %d is %.1f pt, under %.0f pt", p.text, p.page, p.size, least)
			}
			for _, q := range ps[i+1:] {
				if q.y0 >= p.y1 {
					break
				}
				if overlap(pb, box{q.x0, q.y0, q.x1, q.y1}) {
					add(p.page, "%q and %q overprint on page %d", p.text, q.text, p.page)
				}
			}
		}
	}
	for page, ps := range texts {
		for _, r := range manySizes(ps) {
			add(page, "%s sets %s on page %d", r.role, r.sizes, page)
		}
	}
	for _, s := range d.shapes {
		if !inside(s.box, pg) {
			add(s.page, "a %s on page %d at %.1f,%.1f–%.1f,%.1f is outside the page", s.what, s.page, s.x0, s.y0, s.x1, s.y1)
		}
		if !inside(s.box, s.in) {
			add(s.page, "a %s on page %d at %.1f,%.1f–%.1f,%.1f is outside its box %.1f,%.1f–%.1f,%.1f",
				s.what, s.page, s.x0, s.y0, s.x1, s.y1, s.in.x0, s.in.y0, s.in.x1, s.in.y1)
		}
		if s.kind == fillShape {
			continue
		}
		for _, p := range near(s.page, s.box) {
			pb := box{p.x0, p.y0, p.x1, p.y1}
			switch {
			case s.kind == markShape && overlap(s.box, pb):
				add(s.page, "a %s on page %d at %.1f,%.1f–%.1f,%.1f is over %q", s.what, s.page, s.x0, s.y0, s.x1, s.y1, p.text)
			case s.kind == ruleShape && across(s.box, pb, slack):
				add(s.page, "a %s on page %d at %.1f,%.1f–%.1f,%.1f runs across %q", s.what, s.page, s.x0, s.y0, s.x1, s.y1, p.text)
			}
		}
	}
	return out
}

// Check draws a document with draw in opts and returns what its layout
// gets wrong (see problems), each as a line naming the text or shape
// and its page; none for a document laid out well. It is for the tests
// of the program, which draw in the catalog's words (this package's
// own tests draw in English and pseudo-words).
func Check(opts Options, draw func(Options) ([]byte, error)) ([]string, error) {
	var d *document
	opts.inspect = func(doc *document) { d = doc }
	if _, err := draw(opts); err != nil {
		return nil, err
	}
	if d == nil {
		return nil, fmt.Errorf("pdf.Check: nothing was drawn")
	}
	var out []string
	for _, p := range d.problems(checkSlack) {
		out = append(out, p.what)
	}
	return out, nil
}

// checkSlack is how far (mm) Check lets a thing stand over a line.
const checkSlack = 0.15

// mostSizes is how many sizes a role's texts may take on a page: its
// size, and one smaller where a text does not fit at it.
const mostSizes = 2

// A sized role is a role set in several sizes on a page: which sizes,
// each with a text set in it.
type sizedRole struct {
	role  role
	sizes string
}

// manySizes are the roles of the texts ps (of one page) set in more than
// mostSizes sizes.
func manySizes(ps []placement) []sizedRole {
	sizes := map[role]map[float64]string{} // a text in each size
	var order []role
	for _, p := range ps {
		at := sizes[p.role]
		if at == nil {
			at = map[float64]string{}
			sizes[p.role] = at
			order = append(order, p.role)
		}
		size := math.Round(p.size*100) / 100
		if _, ok := at[size]; !ok {
			at[size] = p.text
		}
	}
	var out []sizedRole
	for _, r := range order {
		at := sizes[r]
		if len(at) <= mostSizes {
			continue
		}
		var parts []string
		for _, size := range slices.Sorted(maps.Keys(at)) {
			parts = append(parts, fmt.Sprintf("%q at %g pt", at[size], size))
		}
		out = append(out, sizedRole{r, fmt.Sprintf("%d sizes (%s)", len(at), strings.Join(parts, ", "))})
	}
	return out
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// across reports whether the thin rule r runs through the text box p.
func across(r, p box, slack float64) bool {
	switch {
	case r.y1-r.y0 < 1: // across
		y := (r.y0 + r.y1) / 2
		return y > p.y0+slack && y < p.y1-slack && r.x0 < p.x1-slack && p.x0 < r.x1-slack
	case r.x1-r.x0 < 1: // down
		x := (r.x0 + r.x1) / 2
		return x > p.x0+slack && x < p.x1-slack && r.y0 < p.y1-slack && p.y0 < r.y1-slack
	}
	return false
}
