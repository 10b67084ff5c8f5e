package web_test

import (
	"image"
	"image/color"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"

	qr "github.com/piglig/go-qr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
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

// undoLine is the line the undo form of a page says it was drawn at, ""
// for no undo form.
func undoLine(page string) string {
	m := regexp.MustCompile(`<details class="undo">.*?name="line" value="(\d+)"`).FindStringSubmatch(strings.ReplaceAll(page, "\n", " "))
	if m == nil {
		return ""
	}
	return m[1]
}

// TestUndoFromAPhone: a phone takes back the last entry with the table's
// rule and words, the entry said first; and is refused, the file as it
// was, without the PIN, for an entry come since its page was drawn, and
// with nothing to take back.
func TestUndoFromAPhone(t *testing.T) {
	f := newFixture(t, "2468", nil)
	f.games(t)
	en := catalog.Builtin().Lookup("en")
	page := f.get(t, "/g/kv%C3%A4ll").Body.String()
	assert.Contains(t, text(t, page), en.T("Take back %s?", "Cecilia: Ones 3 (1 1 1 2 2)"), "what an undo takes back, as the table says it")
	assert.Contains(t, page, `id="changed"`)
	assert.Contains(t, text(t, page), "Cecilia: Ones 3 (1 1 1 2 2)", "the last entry")
	line := undoLine(page)
	require.NotEmpty(t, line)

	before := f.file(t, "kväll")
	for _, c := range []struct {
		body string
		code int
		why  string
	}{
		{"line=" + line, http.StatusForbidden, en.T("wrong PIN, or none: the PIN is printed at the terminal that serves this page")},
		{"line=" + line + "&pin=1357", http.StatusForbidden, en.T("wrong PIN, or none: the PIN is printed at the terminal that serves this page")},
		{"line=2&pin=2468", http.StatusConflict, en.T("another entry came since this page was drawn: nothing was taken back; look at the last entry, and undo again if it is the one")},
		{"line=x&pin=2468", http.StatusBadRequest, "the entry is not a form the page sends"},
	} {
		w := f.post(t, "/g/kv%C3%A4ll/undo", c.body, "RemoteAddr: 192.0.2.9:1234")
		assert.Equal(t, c.code, w.Code, c.body)
		assert.Contains(t, text(t, w.Body.String()), capital(c.why)[:20], c.body)
		assert.Equal(t, string(before), string(f.file(t, "kväll")), "%s: the file as it was", c.body)
	}

	w := f.post(t, "/g/kv%C3%A4ll/undo", "line="+line+"&pin=2468")
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	assert.Equal(t, "/g/kv%C3%A4ll", w.Header().Get("Location"))
	assert.Contains(t, f.run(t, "yatzy", "show", "kväll"), "Next: Cecilia, round 1 of 15", "Cecilia's turn taken back")
	page = f.get(t, "/g/kv%C3%A4ll?lang=sv").Body.String()
	sv := catalog.Builtin().Lookup("sv")
	assert.Contains(t, text(t, page), sv.T("Took back: %s", "Cecilia: "+sv.Sheets.Names["ones"]+" 3 (1 1 1 2 2)"), "what changed, said on every phone")
	assert.Contains(t, f.log.String(), "kväll: took back Cecilia: Ones 3", "the write's log line")

	// The card game's round, the same way.
	page = f.get(t, "/g/kort").Body.String()
	assert.Contains(t, text(t, page), en.T("Take back %s?", en.T("round %d (%s went out)", 1, "Bo")))
	w = f.post(t, "/g/kort/undo", "line="+undoLine(page)+"&pin=2468")
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	page = f.get(t, "/g/kort").Body.String()
	assert.Contains(t, text(t, page), en.T("Took back: %s", en.T("round %d (%s went out)", 1, "Bo")))

	// Nothing left to take back: no undo offered, and one sent is refused.
	assert.Empty(t, undoLine(page), "nothing to undo: no form")
	before = f.file(t, "kort")
	w = f.post(t, "/g/kort/undo", "line=3&pin=2468")
	assert.Equal(t, http.StatusConflict, w.Code)
	assert.Contains(t, text(t, w.Body.String()), en.T("Nothing to undo."))
	assert.Equal(t, string(before), string(f.file(t, "kort")))
}
