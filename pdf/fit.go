package pdf

import (
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

// cut shortens s to width w with "…" at its end.
func (d *document) cut(s string, w float64) string {
	if d.GetStringWidth(s) <= w {
		return s
	}
	for s != "" && d.GetStringWidth(s+"…") > w {
		_, n := utf8.DecodeLastRuneInString(s)
		s = s[:len(s)-n]
	}
	return strings.TrimRight(s, " ") + "…"
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
// ("Eva 🎲" and "Eva 😀" both print "Eva ?") or names differ only in
// case. Each of them gets its number among them: "Eva ? (1)", "Eva ? (2)".
func apart(names []string) []string {
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

// heads draws names in two lines at most each, centred in columns of width
// w from x, in a band of height h from y, from size down, in the current
// style (bold for a heading).
func (d *document) heads(names []string, x, y, w, h, size float64) {
	d.SetFontSize(size)
	for c, name := range apart(names) {
		lines, sz := d.fitLines(name, w-2, size)
		lh := sz * 0.42
		top := y + (h-lh*float64(len(lines)))/2
		for k, line := range lines {
			d.text(x+float64(c)*w, top+float64(k)*lh, w, lh, line, "CM")
		}
		d.SetFontSize(size)
	}
}
