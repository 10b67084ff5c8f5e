package web

import (
	"bytes"
	"html"
	"html/template"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/report"
)

// recapWidth is the columns of the night's recap on the pages: what a
// phone's screen shows of its type, 360 px wide.
const recapWidth = 38

// recap is the night's recap of the game called name, as the table prints
// it at the end of a game, in l, as wide as a phone's screen, each
// player's line of the charts in a colour of its own (its legend's); ""
// if it cannot be read.
func (s *Server) recap(l *catalog.Language, name string) template.HTML {
	var b bytes.Buffer
	rep := report.Reporter{Out: &b, ErrOut: io.Discard, Lang: l, Store: s.Store, Kinds: s.Kinds, Cache: s.Cache, Tables: s.Tables,
		Width: recapWidth, Colour: true}
	if rep.Tables == nil {
		return ""
	}
	r, err := rep.Night(name, false)
	if err != nil || len(r.Games) == 0 {
		return ""
	}
	rep.PrintNight(r)
	return colours(strings.TrimRight(b.String(), "\n"))
}

// sgr is a terminal's colour sequence.
var sgr = regexp.MustCompile("\x1b\\[([0-9;]*)m")

// colours is text printed for a terminal in colour as HTML: each run of a
// foreground colour a span of its class (c1 for red … c12 for bright
// blue: the terminal's 16 colours' numbers), the style sheet's colour of
// it; the text escaped, every other sequence left out.
func colours(text string) template.HTML {
	var b strings.Builder
	open := false
	set := func(class string) {
		if open {
			b.WriteString("</span>")
			open = false
		}
		if class != "" {
			b.WriteString(`<span class="` + class + `">`)
			open = true
		}
	}
	last := 0
	for _, m := range sgr.FindAllStringSubmatchIndex(text, -1) {
		b.WriteString(html.EscapeString(text[last:m[0]]))
		last = m[1]
		for _, code := range strings.Split(text[m[2]:m[3]], ";") {
			n, err := strconv.Atoi(code)
			switch {
			case code == "" || n == 0 || n == 39:
				set("")
			case err == nil && n >= 30 && n <= 37:
				set("c" + strconv.Itoa(n-30))
			case err == nil && n >= 90 && n <= 97:
				set("c" + strconv.Itoa(n-90+8))
			}
		}
	}
	b.WriteString(html.EscapeString(text[last:]))
	set("")
	return template.HTML(b.String()) // escaped above: the spans are ours
}
