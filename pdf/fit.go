package pdf

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The smallest type on a sheet: a head or a hint is never set smaller,
// and the footer's small print not below footSize.
const (
	leastSize = 8.0
	footSize  = 7.0
)

// fitLines sets s in at most two lines of width w in the current font's
// style, at the largest size from size down to leastSize: one line if it
// fits, else two, broken where the two come out most even; at the least
// size a second line too long is cut with "…". It leaves the font at the
// size it returns.
func (d *document) fitLines(s string, w, size float64) ([]string, float64) {
	s = clean(s)
	for sz := size; ; sz -= 0.5 {
		sz = max(sz, leastSize)
		d.SetFontSize(sz)
		if d.GetStringWidth(s) <= w {
			return []string{s}, sz
		}
		if a, b, ok := d.split(s); ok && d.GetStringWidth(a) <= w && d.GetStringWidth(b) <= w {
			return []string{a, b}, sz
		}
		if sz == leastSize {
			a, b, ok := d.split(s)
			if !ok {
				return []string{d.cut(s, w)}, sz
			}
			return []string{d.cut(a, w), d.cut(b, w)}, sz
		}
	}
}

// split breaks s in two at the space or hyphen that makes the longer line
// shortest; ok is false when s has nowhere to break.
func (d *document) split(s string) (a, b string, ok bool) {
	best := -1.0
	for i, r := range s {
		if r != ' ' && r != '-' {
			continue
		}
		head, tail := s[:i], strings.TrimLeft(s[i+1:], " ")
		if r == '-' {
			head = s[:i+1]
		}
		head = strings.TrimRight(head, " ")
		if head == "" || tail == "" {
			continue
		}
		if wid := max(d.GetStringWidth(head), d.GetStringWidth(tail)); best < 0 || wid < best {
			best, a, b, ok = wid, head, tail, true
		}
	}
	return a, b, ok
}

// cut shortens s to width w with "…" at its end, and remembers what it
// was cut from: the layout checks find a text drawn cut.
func (d *document) cut(s string, w float64) string {
	if d.GetStringWidth(s) <= w {
		return s
	}
	whole := s
	for s != "" && d.GetStringWidth(s+"…") > w {
		_, n := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-n]
	}
	s = strings.TrimRight(s, " ") + "…"
	if d.cuts == nil {
		d.cuts = map[string]string{}
	}
	d.cuts[s] = whole
	return s
}

// needed is the narrowest width s takes in two lines, or one where it
// cannot break, at the current font.
func (d *document) needed(s string) float64 {
	s = clean(s)
	if a, b, ok := d.split(s); ok {
		return max(d.GetStringWidth(a), d.GetStringWidth(b))
	}
	return d.GetStringWidth(s)
}

// apart makes names that print alike tell apart: the font lacks an emoji
// ("Eva 🎲" and "Eva 😀" both print "Eva") or names differ only in
// case. Each of them gets its number among them: "Eva (1)", "Eva (2)". A
// name the font can draw nothing of ("李小龍") is its column's number,
// "#2", not a blank head that reads as one to write in.
func apart(names []string) []string {
	names = slices.Clone(names)
	for i, n := range names {
		if n != "" && clean(n) == "" {
			names[i] = "#" + strconv.Itoa(i+1)
		}
	}
	out := make([]string, len(names))
	count := map[string]int{}
	for _, n := range names {
		if n != "" {
			count[strings.ToLower(clean(n))]++
		}
	}
	seen := map[string]int{}
	for i, n := range names {
		key := strings.ToLower(clean(n))
		out[i] = n
		if count[key] > 1 {
			seen[key]++
			out[i] = clean(n) + " (" + strconv.Itoa(seen[key]) + ")"
		}
	}
	return out
}

// fitWhole sets s as fitLines does, and reports whether it fits whole,
// uncut.
func (d *document) fitWhole(s string, w, size float64) ([]string, float64, bool) {
	lines, sz := d.fitLines(s, w, size)
	for _, l := range lines {
		if strings.HasSuffix(l, "…") && !strings.HasSuffix(clean(s), "…") {
			return lines, sz, false
		}
	}
	return lines, sz, true
}

// shortForms are the ways to write a name shorter that still say whose
// it is, longest first: the first name and the others' initials ("Anna
// K. L."), the initials and the last name ("A. K. Lindqvist"), the
// initials and the last part of a hyphenated last name ("M. Ö.-Väää"),
// the initials alone ("A. K. L."). A hyphenated name keeps its hyphen
// ("Ö.-V."). The k-th form of every name is shortened the same way
// (short form k): a last name without a hyphen is its third as its
// second; a name of one word has none.
func shortForms(name string) []string {
	words := strings.Fields(name)
	if len(words) < 2 {
		return nil
	}
	initial := func(w string) string {
		parts := strings.Split(w, "-")
		for i, p := range parts {
			r, _ := utf8.DecodeRuneInString(p)
			if r != utf8.RuneError {
				parts[i] = string(r) + "."
			}
		}
		return strings.Join(parts, "-")
	}
	inits := make([]string, len(words))
	for i, w := range words {
		inits[i] = initial(w)
	}
	last := len(words) - 1
	out := []string{
		words[0] + " " + strings.Join(inits[1:], " "),
		strings.Join(inits[:last], " ") + " " + words[last],
	}
	if k := strings.LastIndex(words[last], "-"); k > 0 {
		out = append(out, strings.Join(inits[:last], " ")+" "+initial(words[last][:k])+words[last][k:])
	} else {
		out = append(out, out[1])
	}
	return append(out, strings.Join(inits, " "))
}

// nameLines sets each of names in at most two lines of width w, in the
// current style, from size down to leastSize (nameForms).
func (d *document) nameLines(names []string, w, size float64) ([][]string, []float64) {
	lines, sizes, _ := d.nameForms(names, w, size, 2, 0)
	return lines, sizes
}

// nameForms sets each of names in at most lines lines (one or two) of
// width w, in the current style, from size down to leastSize, all at one
// size. When a name does not fit whole, every name is shortened the same
// way (the first short form, from the form from on, at which all fit
// whole and are told apart: shortForms), and the form is returned; only
// when no one form does is each name shortened as it needs, and then cut
// with "…", each shown in a form no other name is shown in, and form is
// -1. A blank name stays blank.
func (d *document) nameForms(names []string, w, size float64, lines, from int) (out [][]string, sizes []float64, form int) {
	names = apart(names)
	if out, sizes, form, ok := d.sameForm(names, w, size, lines, from); ok {
		return out, sizes, form
	}
	out, sizes = d.eachForm(names, w, size, lines)
	return out, sizes, -1
}

// sameForm sets names as nameForms does, each in its form k (0 whole,
// then shortForms'), the first k from from on at which every name fits
// whole; names that form k shows alike ("M. F." for Maja Forsberg and
// Märta Fågelström) take the shortest longer form of theirs that tells
// them apart. ok is false when no k does.
func (d *document) sameForm(names []string, w, size float64, lines, from int) ([][]string, []float64, int, bool) {
	defer d.SetFontSize(size)
	formOf := func(n string, k int) string {
		if f := shortForms(clean(n)); k > 0 && f != nil {
			return f[k-1]
		}
		return n
	}
	set := func(s string) ([]string, float64, bool) {
		if lines == 1 {
			return d.fitOne(s, w, size)
		}
		return d.fitWhole(s, w, size)
	}
	key := func(l []string) string { return strings.ToLower(strings.Join(l, " ")) }
next:
	for k := from; k <= 4; k++ {
		out := make([][]string, len(names))
		sz := make([]float64, len(names))
		count := map[string]int{}
		for i, n := range names {
			if n == "" {
				continue
			}
			l, s, whole := set(formOf(n, k))
			if !whole {
				continue next
			}
			out[i], sz[i] = l, s
			count[key(l)]++
		}
		taken := map[string]bool{}
		for i, n := range names {
			if n != "" && count[key(out[i])] == 1 {
				taken[key(out[i])] = true
			}
		}
		for i, n := range names {
			if n == "" || count[key(out[i])] == 1 {
				continue
			}
			found := false
			for j := k - 1; j >= 0 && !found; j-- {
				if l, s, whole := set(formOf(n, j)); whole && !taken[key(l)] {
					out[i], sz[i], found = l, s, true
					taken[key(l)] = true
				}
			}
			if !found {
				continue next
			}
		}
		least := size
		for i, n := range names {
			if n != "" {
				least = min(least, sz[i])
			}
		}
		sizes := make([]float64, len(names))
		for i := range sizes {
			sizes[i] = least
		}
		return out, sizes, k, true
	}
	return nil, nil, 0, false
}

// fitOne sets s on one line of width w, from size down to leastSize, and
// reports whether it fits whole; else it is cut with "…".
func (d *document) fitOne(s string, w, size float64) ([]string, float64, bool) {
	for sz := size; sz >= leastSize; sz -= 0.5 {
		d.SetFontSize(sz)
		if d.GetStringWidth(s) <= w {
			return []string{s}, sz, true
		}
	}
	return []string{d.cut(s, w)}, leastSize, false
}

// eachForm sets names as nameForms does when no one form fits them all:
// each shortened as far as it needs, and cut at the last.
func (d *document) eachForm(names []string, w, size float64, lines int) ([][]string, []float64) {
	fit := func(s string) ([]string, float64, bool) {
		if lines == 2 {
			return d.fitWhole(s, w, size)
		}
		return d.fitOne(s, w, size)
	}
	type form struct {
		lines []string
		size  float64
	}
	forms := make([][]form, len(names)) // each name's forms that fit whole, longest first, and last its cut
	for i, n := range names {
		for _, s := range append([]string{n}, shortForms(clean(n))...) {
			if lines, sz, ok := fit(s); ok {
				forms[i] = append(forms[i], form{lines, sz})
			}
		}
		cut, sz, _ := fit(n)
		forms[i] = append(forms[i], form{cut, sz})
		d.SetFontSize(size)
	}
	pick := make([]int, len(names))
	shown := func(i, k int) string { return strings.ToLower(strings.Join(forms[i][k].lines, " ")) }
	alike := func(i, k int) bool { // form k of name i is shown as another name is
		for j := range names {
			if j != i && names[j] != "" && shown(j, pick[j]) == shown(i, k) {
				return true
			}
		}
		return false
	}
	for range len(names) {
		moved := false
		for i := range names {
			if names[i] == "" || !alike(i, pick[i]) {
				continue
			}
			// Shown as another is: the next form that no other shows.
			for k := pick[i] + 1; k < len(forms[i]); k++ {
				if !alike(i, k) {
					pick[i], moved = k, true
					break
				}
			}
		}
		if !moved {
			break
		}
	}
	// One size for every name: the smallest any needs, at which the
	// others' forms fit as well (a head of three sizes looked uneven).
	least := size
	for i := range names {
		if names[i] != "" {
			least = min(least, forms[i][pick[i]].size)
		}
	}
	out := make([][]string, len(names))
	sizes := make([]float64, len(names))
	for i := range names {
		f := forms[i][pick[i]]
		out[i], sizes[i] = f.lines, least
		if names[i] == "" {
			out[i] = nil
		}
	}
	return out, sizes
}

// A nameSet is where a page sets its players' names once: in the font's
// weight, in a width, from a size, in one line or two.
type nameSet struct {
	bold  bool
	w     float64
	size  float64
	lines int
}

// namesAlike sets names in two places of a page (a card sheet's heads and
// its Dealer column, a statistics table and its chart) as nameForms does,
// each name in one form in both: the shorter of the forms each needs.
func (d *document) namesAlike(names []string, a, b nameSet) (aLines [][]string, aSizes []float64, bLines [][]string, bSizes []float64) {
	set := func(s nameSet, from int) ([][]string, []float64, int) {
		d.font(s.bold, s.size)
		return d.nameForms(names, s.w, s.size, s.lines, from)
	}
	aLines, aSizes, af := set(a, 0)
	bLines, bSizes, bf := set(b, 0)
	switch {
	case af >= 0 && bf > af:
		aLines, aSizes, _ = set(a, bf)
	case bf >= 0 && af > bf:
		bLines, bSizes, _ = set(b, af)
	}
	return aLines, aSizes, bLines, bSizes
}

// oneLines joins each name set in one line (nameSet.lines 1).
func oneLines(lines [][]string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = strings.Join(l, " ")
	}
	return out
}
