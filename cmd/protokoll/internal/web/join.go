package web

import (
	"html"
	"html/template"
	"net"
	"net/http"
	"net/netip"
	"strings"

	qr "github.com/piglig/go-qr"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
)

// joinCode is what a phone at the table shows the next one to join: the
// game's address as this phone reached the server, and its QR code,
// drawn here (an SVG of the code's modules) from the library that draws
// the terminal's.
type joinCode struct {
	Summary string
	URL     string
	SVG     template.HTML
}

// joinCode is the join code of the game called name for a reader of l
// who asked r; nil when r's address is not one a phone could be sent to.
func (s *Server) joinCode(r *http.Request, l *catalog.Language, name string) *joinCode {
	if !reachable(r.Host) {
		return nil
	}
	u := "http://" + r.Host + gamePath(name)
	svg, err := qrSVG(u, l.T("QR code of %s", u))
	if err != nil {
		return nil
	}
	return &joinCode{Summary: l.T("Show the join code"), URL: u, SVG: svg}
}

// reachable reports whether host (a request's Host: HOST or HOST:PORT)
// is an address or a name a phone could open: not what a client made up
// to put words on the page.
func reachable(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	if host == "" || len(host) > 253 {
		return false
	}
	if _, err := netip.ParseAddr(host); err == nil {
		return true
	}
	return strings.Trim(strings.ToLower(host), "abcdefghijklmnopqrstuvwxyz0123456789.-") == "" && !strings.HasPrefix(host, "-")
}

// qrSVG is the QR code of text as an SVG, a unit a module with the quiet
// zone of four around, black on white in either colour scheme (a camera
// reads it so); label is its accessible name.
func qrSVG(text, label string) (template.HTML, error) {
	code, err := qr.EncodeText(text, qr.Medium)
	if err != nil {
		return "", err
	}
	svg, err := code.ToSVGBytes(qr.NewQrCodeImgConfig(1, 4))
	if err != nil {
		return "", err
	}
	out := strings.Replace(string(svg), "<svg ", `<svg class="qr" role="img" shape-rendering="crispEdges" aria-label="`+html.EscapeString(label)+`" `, 1)
	return template.HTML(out), nil // the library's markup: numbers and fixed words; the label escaped
}
