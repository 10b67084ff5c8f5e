package pdf

import (
	"bytes"
	"fmt"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/jung-kurt/gofpdf"
)

// Options are how every document is made.
type Options struct {
	// Paper is "a4" (the default) or "letter".
	Paper string
	// Words are the sheet's words, in its language; nil is English.
	Words Words
	// Date is printed on the sheet and stamped in the PDF; tests fix it so
	// that the bytes come out the same every time.
	Date time.Time
	// Halves prints a blank Yatzy sheet twice on one page turned on its
	// side, each half a sheet of its own (A5 on A4), with a line to cut
	// along between them.
	Halves bool
	// Race, for a filled game's sheet, is drawn on a page after it: the
	// running totals as a chart.
	Race *Race
	// RulesOnBack, for a blank Yatzy sheet, prints its variant's rules
	// card (YatzyRules) on a page after it, the sheet's back.
	RulesOnBack bool

	// inspect, when set (by tests), is given the document drawn instead
	// of its bytes: the layout tests read where everything stands.
	inspect func(*document)
}

// CheckPaper reports whether paper names a paper size the sheets know.
func CheckPaper(paper string) error {
	switch strings.ToLower(paper) {
	case "", "a4", "letter":
		return nil
	}
	return errorOf("unknown paper %q: want a4 or letter", paper)
}

// document is one PDF being drawn, with its page's measures.
type document struct {
	*gofpdf.Fpdf
	opts         Options
	w, h, margin float64
	left, right  float64 // the printable area's edges
	top, bottom  float64
	placed       []placement       // every text drawn, where it stands
	shapes       []shape           // every shape drawn, where it stands
	writing      []shape           // every cell to write in by hand
	drawing                        // what the shapes drawn now are
	footing      bool              // drawing the footer's small print
	marks        int               // ticks and tally strokes drawn, for the tests
	role         role              // what the texts drawn now are (font)
	cuts         map[string]string // each text cut with "…" (cut), to the text it was cut from
}

// A role is what a text is on the page (a head, a box's name, a cell's
// number, the footer, a name): the place in the drawing code that set
// its font (its program counter), which the layout checks tell apart by.
type role uintptr

// String names the role by its function, file and line.
func (r role) String() string {
	f, _ := runtime.CallersFrames([]uintptr{uintptr(r)}).Next()
	name := f.Function[strings.LastIndex(f.Function, "/")+1:]
	name = name[strings.Index(name, ".")+1:] // without its package
	return fmt.Sprintf("%s (%s:%d)", name, filepath.Base(f.File), f.Line)
}

// A placement is a text drawn: its page, the box its letters take (mm,
// from the page's top left; the height is that of capitals), the cell it
// was drawn in, its size in points and its role. Tests read them to check
// that no text overprints another, runs out of its cell or off the page,
// is too small to read, is cut, or sets its role in many sizes.
type placement struct {
	page           int
	x0, y0, x1, y1 float64
	cell           box
	size           float64
	text           string
	foot           bool // the footer's small print
	role           role
	cutFrom        string // the text s was cut from with "…", if it was
}

// note records the text s drawn in the cell at x, y of width w and height
// h, aligned as align (gofpdf's letters; left and middle by default),
// with the cell margin m.
func (d *document) note(x, y, w, h, m float64, s, align string) {
	if s == "" {
		return
	}
	size, _ := d.GetFontSize()
	sw, capH := d.GetStringWidth(s), capHeight(size)
	x0 := x + m
	switch {
	case strings.Contains(align, "C"):
		x0 = x + (w-sw)/2
	case strings.Contains(align, "R"):
		x0 = x + w - m - sw
	}
	cy := y + h/2
	switch {
	case strings.Contains(align, "T"):
		cy = y + capH/2 + 0.5
	case strings.Contains(align, "B"):
		cy = y + h - capH/2 - 0.5
	}
	d.placed = append(d.placed, placement{page: d.PageNo(), x0: x0, y0: cy - capH/2, x1: x0 + sw, y1: cy + capH/2,
		cell: box{x, y, x + w, y + h}, size: size, text: s, foot: d.footing, role: d.role, cutFrom: d.cuts[s]})
}

// capHeight is the height of the capitals at size points, in mm.
func capHeight(size float64) float64 { return size * 25.4 / 72 * 0.72 }

// text draws s on one line in the cell at x, y of width w and height h,
// aligned as align, without shrinking it. Every text drawn is drawn
// here, cleaned (see clean): one rune gofpdf cannot draw anywhere on a
// page panics in it when the document is written.
func (d *document) text(x, y, w, h float64, s, align string) {
	s = clean(s)
	d.SetXY(x, y)
	d.CellFormat(w, h, s, "", 0, align, false, 0, "")
	d.note(x, y, w, h, d.GetCellMargin(), s, align)
}

func newDocument(opts Options) (*document, error) {
	if err := CheckPaper(opts.Paper); err != nil {
		return nil, err
	}
	opts.Words = wordsOr(opts.Words)
	size := "A4"
	if strings.EqualFold(opts.Paper, "letter") {
		size = "Letter"
	}
	orientation := "P"
	if opts.Halves {
		orientation = "L"
	}
	f := gofpdf.New(orientation, "mm", size, "")
	regular, bold := fontBytes()
	f.AddUTF8FontFromBytes(family, "", regular)
	f.AddUTF8FontFromBytes(family, "B", bold)
	f.SetCreationDate(opts.Date)
	f.SetModificationDate(opts.Date)
	f.SetCatalogSort(true)
	f.SetProducer("protokoll", false)
	f.SetCreator("protokoll", false)
	f.SetAutoPageBreak(false, 0)
	w, h := f.GetPageSize()
	margin := 12.0
	if opts.Halves {
		margin = 8 // each half is a sheet of its own: room to write in
	}
	d := &document{Fpdf: f, opts: opts, w: w, h: h, margin: margin,
		left: margin, right: w - margin, top: margin, bottom: h - margin}
	f.SetMargins(margin, margin, margin)
	return d, f.Error()
}

// eachHalf draws with draw once on the page, or, for Options.Halves, once
// in each half of it, with a dashed line to cut along between them.
func (d *document) eachHalf(draw func()) {
	if !d.opts.Halves {
		draw()
		return
	}
	left, right := d.left, d.right
	mid := d.w / 2
	d.left, d.right = left, mid-d.margin
	draw()
	d.left, d.right = mid+d.margin, right
	draw()
	d.left, d.right = left, right
	d.SetDrawColor(150, 150, 150)
	d.SetLineWidth(0.2)
	d.SetDashPattern([]float64{2, 2}, 0)
	d.as(ruleShape, d.page(), "cut", func() { d.line(mid, d.margin/2, mid, d.h-d.margin/2) })
	d.SetDashPattern(nil, 0)
}

// describe fills the PDF's information: its title, what it is, and whose
// it is: the players of a game, or protokoll for a blank sheet.
func (d *document) describe(title, subject string, players []string) {
	author := "protokoll"
	if len(players) > 0 {
		author = strings.Join(players, ", ")
	}
	d.SetTitle(clean(title), true)
	d.SetSubject(subject, true)
	d.SetAuthor(clean(author), true)
}

// bytes finishes the document.
func (d *document) bytes() ([]byte, error) {
	if d.opts.inspect != nil {
		d.opts.inspect(d)
		return nil, d.Error()
	}
	var buf bytes.Buffer
	if err := d.Output(&buf); err != nil {
		return nil, err
	}
	return zoned(buf.Bytes(), d.opts.Date), nil
}

// zoned writes the time zone of t into the PDF's dates, which gofpdf
// writes without one ("D:20261130212400" is then a time of no known
// zone), and mends the cross-reference table the longer dates move. The
// information dictionary comes after the pages, so only the objects
// after it move.
func zoned(pdf []byte, t time.Time) []byte {
	_, off := t.Zone()
	zone := "Z"
	if off != 0 {
		sign := "+"
		if off < 0 {
			sign, off = "-", -off
		}
		zone = fmt.Sprintf("%s%02d'%02d'", sign, off/3600, off%3600/60)
	}
	var at []int // where each zone goes in
	for _, key := range []string{"/CreationDate (D:", "/ModDate (D:"} {
		i := bytes.Index(pdf, []byte(key))
		if i < 0 || i+len(key)+15 > len(pdf) || pdf[i+len(key)+14] != ')' {
			return pdf // not as gofpdf writes it: leave it as it is
		}
		at = append(at, i+len(key)+14)
	}
	moved := func(offset int) int { // how far the zones move a byte at offset
		n := 0
		for _, a := range at {
			if offset >= a {
				n += len(zone)
			}
		}
		return n
	}
	xref := bytes.LastIndex(pdf, []byte("\nxref\n"))
	start := bytes.LastIndex(pdf, []byte("\nstartxref\n"))
	if xref < at[len(at)-1] || start < xref {
		return pdf
	}
	var out bytes.Buffer
	last := 0
	for _, a := range at {
		out.Write(pdf[last:a])
		out.WriteString(zone)
		last = a
	}
	// The table: "xref", "0 N", then N entries of 20 bytes, the offset first.
	body := xref + len("\nxref\n")
	eol := bytes.IndexByte(pdf[body:], '\n')
	out.Write(pdf[last : body+eol+1])
	entries := body + eol + 1
	var first, count int
	fmt.Sscanf(string(pdf[body:body+eol]), "%d %d", &first, &count)
	for k := range count {
		e := pdf[entries+20*k : entries+20*(k+1)]
		offset, err := strconv.Atoi(string(e[:10]))
		if err != nil || e[17] != 'n' {
			out.Write(e)
			continue
		}
		fmt.Fprintf(&out, "%010d%s", offset+moved(offset), e[10:])
	}
	tail := entries + 20*count
	out.Write(pdf[tail : start+len("\nstartxref\n")])
	var at0 int
	rest := pdf[start+len("\nstartxref\n"):]
	fmt.Sscanf(string(rest), "%d", &at0)
	fmt.Fprintf(&out, "%d", at0+moved(at0))
	out.Write(rest[len(strconv.Itoa(at0)):])
	return out.Bytes()
}

// font sets the font: bold or not, in points. Where it is called from
// is the role of the texts drawn in it, until the next call.
func (d *document) font(bold bool, size float64) {
	var pc [1]uintptr
	runtime.Callers(2, pc[:]) // the caller's place, not yet its name: quick
	d.role = role(pc[0])
	style := ""
	if bold {
		style = "B"
	}
	d.SetFont(family, style, size)
}

// hint sets the text colour of a hint: a dark grey that reads at arm's
// length beside black (or back to black).
func (d *document) hint(on bool) {
	if on {
		d.SetTextColor(60, 60, 60)
	} else {
		d.SetTextColor(0, 0, 0)
	}
}

// grey sets the text colour to grey (or back to black).
func (d *document) grey(on bool) {
	if on {
		d.SetTextColor(110, 110, 110)
	} else {
		d.SetTextColor(0, 0, 0)
	}
}

// cell draws s in a box at x, y of width w and height h, aligned as align
// ("L", "C", "R" and "T", "M", "B"), shrinking the font until it fits,
// to 8 pt at the least, and past that cutting it with "…".
func (d *document) cell(x, y, w, h float64, s, align string) {
	s = clean(s)
	orig, _ := d.GetFontSize()
	size := orig
	for d.GetStringWidth(s) > w-1.5 && size > leastSize {
		size -= 0.5
		d.SetFontSize(size)
	}
	d.text(x, y, w, h, d.cut(s, w-1.5), align)
	d.SetFontSize(orig)
}

// writeIn draws s, a word and a line to write on after it ("Winner:
// ______"), as cell does: the line shortens to fit w, to three strokes
// at the least, before the font does.
func (d *document) writeIn(x, y, w, h float64, s, align string) {
	for strings.HasSuffix(s, "____") && d.GetStringWidth(clean(s)) > w-1.5 {
		s = s[:len(s)-1]
	}
	d.cell(x, y, w, h, s, align)
}

// lines splits s into lines that fit width w in the current font.
func (d *document) lines(s string, w float64) []string {
	var out []string
	for _, para := range strings.Split(clean2(s), "\n") {
		out = append(out, d.SplitText(para, w)...)
	}
	return out
}

// clean2 is clean, keeping line breaks.
func clean2(s string) string {
	parts := strings.Split(s, "\n")
	for i, p := range parts {
		parts[i] = clean(p)
	}
	return strings.Join(parts, "\n")
}

// suits draws text in which ♥ and ♦ are red, from x, y, on one line.
func (d *document) suits(x, y, h float64, s string) {
	d.SetXY(x, y)
	d.note(x, y, d.GetStringWidth(clean(s)), h, 0, clean(s), "L")
	for _, r := range clean(s) {
		if r == '♥' || r == '♦' {
			d.SetTextColor(200, 0, 0)
		}
		d.Write(h, string(r))
		d.SetTextColor(0, 0, 0)
	}
}

// footer writes the small print at the bottom of the page.
func (d *document) footer(s string) {
	d.footing = true
	defer func() { d.footing = false }()
	d.font(false, footSize)
	d.grey(true)
	d.cell(d.left, d.bottom-4, d.right-d.left, 4, s, "R")
	d.grey(false)
}
