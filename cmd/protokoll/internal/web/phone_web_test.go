package web_test

import (
	"image"
	"image/color"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"testing"

	qr "github.com/piglig/go-qr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// joinSVG is the join code's SVG on a page, "" for none.
var joinSVG = regexp.MustCompile(`(?s)<details class="join">.*?(<svg .*?</svg>)`)

// readSVG reads a QR code's SVG as the page draws it (a square of a unit
// a dark module, in one path) back into an image, eight pixels a module,
// as a camera would see it, and decodes it.
func readSVG(t *testing.T, svg string) string {
	t.Helper()
	box := regexp.MustCompile(`viewBox="0 0 (\d+) (\d+)"`).FindStringSubmatch(svg)
	require.NotNil(t, box, svg)
	n, _ := strconv.Atoi(box[1])
	const scale = 8
	img := image.NewGray(image.Rect(0, 0, n*scale, n*scale))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	modules := regexp.MustCompile(`M(\d+),(\d+)h1v1h-1z`).FindAllStringSubmatch(svg, -1)
	require.NotEmpty(t, modules, svg)
	for _, m := range modules {
		x, _ := strconv.Atoi(m[1])
		y, _ := strconv.Atoi(m[2])
		for dy := range scale {
			for dx := range scale {
				img.SetGray(x*scale+dx, y*scale+dy, color.Gray{0})
			}
		}
	}
	text, err := qr.Decode(img)
	require.NoError(t, err)
	return text
}

// TestTheJoinCode: a game's page carries the code that opens it, read
// back by the QR library as the address the phone reached the server at;
// a Host header no phone could open gets no code, and never onto the
// page.
func TestTheJoinCode(t *testing.T) {
	f := newFixture(t, "2468", nil)
	f.games(t)
	for _, c := range []struct{ host, page, want string }{
		{"192.168.1.20:8080", "/g/kv%C3%A4ll", "http://192.168.1.20:8080/g/kv%C3%A4ll"},
		{"[fd12::7]:8081", "/g/kort?lang=sv", "http://[fd12::7]:8081/g/kort"},
		{"kitchen.local", "/g/kort", "http://kitchen.local/g/kort"},
	} {
		r := httptest.NewRequest(http.MethodGet, c.page, nil)
		r.Host = c.host
		w := httptest.NewRecorder()
		f.h.ServeHTTP(w, r)
		require.Equal(t, http.StatusOK, w.Code)
		m := joinSVG.FindStringSubmatch(w.Body.String())
		require.NotNil(t, m, "%s: no join code", c.host)
		assert.Equal(t, c.want, readSVG(t, m[1]), c.host)
		assert.Contains(t, m[1], `role="img"`)
	}
	for _, host := range []string{`x"><script>alert(1)</script>`, "a b", ""} {
		r := httptest.NewRequest(http.MethodGet, "/g/kort", nil)
		r.Host = host
		w := httptest.NewRecorder()
		f.h.ServeHTTP(w, r)
		assert.NotContains(t, w.Body.String(), `class="join"`, "%q", host)
		assert.NotContains(t, w.Body.String(), "<script>alert", "%q", host)
	}
}
