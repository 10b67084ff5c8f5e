package web_test

import (
	"context"
	"fmt"
	"image"
	"image/color"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	qr "github.com/piglig/go-qr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/web"
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
	// The names the server answers to (serve --host; hostCheck): a
	// request at another is refused before its page is drawn.
	f := newFixture(t, "2468", nil, func(s *web.Server) { s.Hosts = append(s.Hosts, "192.168.1.20", "fd12::7", "kitchen.local") })
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

// stream reads the server-sent events at target as a browser does, once
// (no reconnecting), until ctx is done. It returns once the server has
// the page as a reader (connected).
func stream(ctx context.Context, t testing.TB, target string) <-chan sent {
	t.Helper()
	out := make(chan sent, 64)
	ready := make(chan struct{})
	go func() {
		defer close(out)
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
		resp, err := http.DefaultClient.Do(req)
		close(ready)
		if err != nil {
			t.Errorf("events: %v", err)
			return
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Errorf("events: %s", resp.Status)
			return
		}
		readEvents(resp.Body, out, 0)
	}()
	connected(t, ready)
	return out
}

// dataLine is the line (or state) a page says it shows, data-line.
func dataLine(t testing.TB, page string) string {
	t.Helper()
	m := regexp.MustCompile(`data-line="(\d+)"`).FindStringSubmatch(page)
	require.NotNil(t, m, page)
	return m[1]
}

// TestTheListIsLive: the list of games on a phone is drawn again when a
// game is made or played, in the page's language; a page that has the
// list as it is is sent nothing.
func TestTheListIsLive(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "", nil)
	f.games(t)
	srv := f.serve(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	state := dataLine(t, f.get(t, "/?lang=sv").Body.String())
	events := stream(ctx, t, srv.URL+"/events?lang=sv&since="+state)
	select {
	case e := <-events:
		t.Fatalf("an event for a list as it is: %v", e)
	case <-time.After(300 * time.Millisecond):
	}
	f.run(t, "yatzy", "new", "--players", "Dan,Eva", "--name", "sent")
	e := next(t, events, 2*time.Second)
	assert.Equal(t, "reset", e.kind)
	list := e.data["parts"].(map[string]any)["list"].(string)
	assert.Contains(t, list, ">sent<", "the new game")
	assert.Contains(t, list, "Dan, Eva")
	assert.Contains(t, list, catalog.Builtin().Lookup("sv").GameOf(true, "scandinavian"), "in the page's language")
	assert.Equal(t, dataLine(t, f.get(t, "/").Body.String()), strconv.Itoa(e.id), "its id the list's state, as a page drawn now has it")

	f.run(t, "yatzy", "record", "sent", "--player", "Dan", "--dice", "66624", "--box", "sixes")
	e = next(t, events, 2*time.Second)
	assert.Contains(t, e.data["parts"].(map[string]any)["list"], "sent", "a game played: drawn again")
}

// soloGame plays a whole game of Yatzy of one player, Dan, called name.
func soloGame(t testing.TB, f *fixture, name string) {
	t.Helper()
	f.run(t, "yatzy", "new", "--players", "Dan", "--name", name)
	for _, turn := range [][2]string{{"ones", "11111"}, {"twos", "22222"}, {"threes", "33333"}, {"fours", "44444"}, {"fives", "55555"}, {"sixes", "66666"},
		{"one_pair", "66123"}, {"two_pairs", "66551"}, {"three_of_a_kind", "66612"}, {"four_of_a_kind", "66661"}, {"small_straight", "12345"},
		{"large_straight", "23456"}, {"full_house", "66655"}, {"chance", "66655"}, {"yatzy", "66666"}} {
		f.run(t, "yatzy", "record", name, "--player", "Dan", "--dice", turn[1], "--box", turn[0])
	}
}

// TestPhonesFollowThePlayAgain: the phones on a finished game are sent on
// to the game played after it (an event on the old game's stream, and a
// link on its page); a page drawn after that game was made is not.
func TestPhonesFollowThePlayAgain(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "", nil)
	srv := f.serve(t)
	soloGame(t, f, "solo")
	page := f.get(t, "/g/solo").Body.String()
	assert.NotContains(t, page, `class="next-game"`, "no game after it yet")
	line := dataLine(t, page)
	drawn := regexp.MustCompile(`drawn=(\d+)`).FindStringSubmatch(page)
	require.NotNil(t, drawn, "the events say when the page was drawn")

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	before := stream(ctx, t, srv.URL+"/g/solo/events?lang=sv&since="+line+"&drawn="+drawn[1])
	name := strings.TrimSpace(f.run(t, "yatzy", "again", "solo"))
	e := next(t, before, 2*time.Second)
	assert.Equal(t, "next", e.kind)
	assert.Equal(t, "/g/"+name+"?lang=sv", e.data["url"], "to the next game, in the page's language")

	// A page drawn after: its link, and no event.
	page = f.get(t, "/g/solo").Body.String()
	assert.Contains(t, text(t, page), catalog.Builtin().Lookup("en").T("The next game: %s", name))
	assert.Contains(t, page, `href="/g/`+name+`"`)
	after := stream(ctx, t, srv.URL+"/g/solo/events?since="+line+"&drawn="+strconv.FormatInt(time.Now().Add(time.Minute).Unix(), 10))
	select {
	case e := <-after:
		t.Fatalf("a page drawn after the next game was made sent on: %v", e)
	case <-time.After(time.Second):
	}

	// The card game the same way.
	f.run(t, "rummy", "new", "--list", "7", "--players", "Anna,Bo,Cecilia", "--name", "kort")
	for range 16 {
		f.run(t, "rummy", "record", "kort", "--out", "Anna", "--left", "Bo=K 7", "--left", "Cecilia=5")
	}
	page = f.get(t, "/g/kort").Body.String()
	cards := stream(ctx, t, srv.URL+"/g/kort/events?since="+dataLine(t, page))
	name = strings.TrimSpace(f.run(t, "rummy", "again", "kort"))
	e = next(t, cards, 2*time.Second)
	assert.Equal(t, "next", e.kind)
	assert.Equal(t, "/g/"+name, e.data["url"])
}

// TestTheLanguageChosenIsKept: a language chosen on a page (?lang=) is
// the pages' after it, whatever the browser asks for, until another is
// chosen; ?lang= wins over it; a cookie of no language is left aside.
func TestTheLanguageChosenIsKept(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "", nil)
	f.games(t)
	w := f.get(t, "/g/kort?lang=sv", "Accept-Language: et")
	var kept *http.Cookie
	for _, c := range w.Result().Cookies() {
		if c.Name == "protokoll-lang" {
			kept = c
		}
	}
	require.NotNil(t, kept, "the language chosen is kept")
	assert.Equal(t, "sv", kept.Value)
	assert.True(t, kept.HttpOnly)
	assert.Greater(t, kept.MaxAge, 300*24*3600, "for a long time")
	for _, c := range []struct{ target, cookie, want string }{
		{"/g/kort", "protokoll-lang=sv", "sv"},
		{"/", "protokoll-lang=sv", "sv"},
		{"/g/kort?lang=en", "protokoll-lang=sv", "en"},
		{"/g/kort", "protokoll-lang=xx", "et"},
		{"/g/kort", "", "et"},
	} {
		page := f.get(t, c.target, "Accept-Language: et", "Cookie: "+c.cookie).Body.String()
		assert.Contains(t, page, `<html lang="`+c.want+`">`, "%s with %q", c.target, c.cookie)
	}
	assert.Empty(t, f.get(t, "/g/kort", "Accept-Language: sv").Result().Cookies(), "none without a choice")
	// What a page's script asks for keeps nothing: it may come after the
	// reader chose another language.
	assert.Empty(t, f.get(t, "/g/kv%C3%A4ll/turn?lang=sv&player=Anna&dice=66666").Result().Cookies(), "a script's ask")
}

// TestTheIcon: the pages name their icon, and the address browsers ask
// for whatever the pages say has it too: no 404 in any browser's log.
func TestTheIcon(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "", nil)
	assert.Contains(t, f.get(t, "/").Body.String(), `<link rel="icon" href="/static/favicon.svg" type="image/svg+xml">`)
	for _, path := range []string{"/static/favicon.svg", "/favicon.ico"} {
		w := f.get(t, path)
		assert.Equal(t, http.StatusOK, w.Code, path)
		assert.Equal(t, "image/svg+xml", w.Header().Get("Content-Type"), path)
		assert.Contains(t, w.Body.String(), "<svg", path)
	}
}

// TestFixFromAPhone: a phone corrects an entry's dice as the table's fix
// does: any entry, the latest first, with a reason, a strike confirmed;
// the same dice, no reason, a strike not confirmed, an entry come since
// the page was drawn, no PIN: refused, the file as it was.
func TestFixFromAPhone(t *testing.T) {
	f := newFixture(t, "2468", nil)
	f.games(t)
	en := catalog.Builtin().Lookup("en")
	page := f.get(t, "/g/kv%C3%A4ll").Body.String()
	m := regexp.MustCompile(`(?s)<details class="fix">.*?name="line" value="(\d+)".*?<select name="entry">(.*?)</select>`).FindStringSubmatch(page)
	require.NotNil(t, m, "a fix form")
	line := m[1]
	assert.Regexp(t, `^<option value="Cecilia\|ones">Cecilia: Ones 3 \(1 1 1 2 2\)</option><option value="Bo\|small_straight">`, m[2], "the latest entry first")

	before := f.file(t, "kväll")
	for _, c := range []struct{ body, why string }{
		{"entry=Cecilia|ones&dice=11112&reason=misread&line=" + line, en.T("wrong PIN, or none: the PIN is printed at the terminal that serves this page")},
		{"entry=Cecilia|ones&dice=11122&reason=misread&pin=2468&line=" + line, en.T("The same dice: nothing corrected.")},
		{"entry=Cecilia|ones&dice=11112&reason=&pin=2468&line=" + line, en.T("a correction needs a reason")},
		{"entry=Cecilia|ones&dice=11112&reason=misread&pin=2468&line=2", en.T("another entry came since this page was drawn: nothing was taken back; look at the last entry, and undo again if it is the one")},
		{"entry=Cecilia|ones&dice=22233&reason=misread&pin=2468&line=" + line, "strike"},
		{"entry=Cecilia|twos&dice=22233&reason=misread&pin=2468&line=" + line, "not a form the page sends"},
		{"entry=Cecilia|ones&dice=1111&reason=misread&pin=2468&line=" + line, "want 5"},
	} {
		w := f.post(t, "/g/kv%C3%A4ll/fix", c.body, "RemoteAddr: 192.0.2.7:1234")
		assert.NotEqual(t, http.StatusSeeOther, w.Code, c.body)
		assert.Contains(t, strings.ToLower(text(t, w.Body.String())), strings.ToLower(c.why), c.body)
		assert.Equal(t, string(before), string(f.file(t, "kväll")), "%s: the file as it was", c.body)
	}

	w := f.post(t, "/g/kv%C3%A4ll/fix", "entry=Cecilia|ones&dice=11112&reason=misread&pin=2468&line="+line)
	require.Equal(t, http.StatusSeeOther, w.Code, text(t, w.Body.String()))
	assert.Contains(t, text(t, f.get(t, "/g/kv%C3%A4ll").Body.String()),
		en.T("Corrected: %s → %s", "Cecilia: Ones 3 (1 1 1 2 2)", "Cecilia: Ones 4 (1 1 1 1 2)"), "what changed, said on every phone")
	assert.Contains(t, f.log.String(), "kväll: corrected Cecilia: Ones 3")

	// Dice that leave the box at 0, the strike confirmed.
	page = f.get(t, "/g/kv%C3%A4ll").Body.String()
	w = f.post(t, "/g/kv%C3%A4ll/fix", "entry=Anna|sixes&dice=11111&strike=1&reason=misread&pin=2468&line="+dataLine(t, page))
	require.Equal(t, http.StatusSeeOther, w.Code, text(t, w.Body.String()))
	assert.Contains(t, text(t, f.get(t, "/g/kv%C3%A4ll").Body.String()), "Anna: Sixes "+en.T("0, struck"))
}

// TestCorrectARoundFromAPhone: a phone corrects a round of the card game
// as rummy correct does: the round chosen (the latest first), only what
// is typed changed, a reason, the table's words for what changed; no
// PIN, an entry come since the page was drawn, no reason, cards that
// cannot be, a round not played: refused, the file as it was.
func TestCorrectARoundFromAPhone(t *testing.T) {
	f := newFixture(t, "2468", nil)
	f.games(t)
	f.run(t, "rummy", "record", "kort", "--out", "Anna", "--left", "Bo=3", "--left", "Cecilia=4")
	en := catalog.Builtin().Lookup("en")
	page := f.get(t, "/g/kort").Body.String()
	m := regexp.MustCompile(`(?s)<details class="fix">.*?name="line" value="(\d+)".*?<select name="round">(.*?)</select>`).FindStringSubmatch(page)
	require.NotNil(t, m, "a correction form")
	line := m[1]
	assert.Regexp(t, `^<option value="2">`, m[2], "the latest round first")
	assert.Contains(t, text(t, page), en.T("Fields left empty stay as recorded."))

	before := f.file(t, "kort")
	for _, c := range []struct{ body, why string }{
		{"round=1&left2=5&reason=misread&line=" + line, en.T("wrong PIN, or none: the PIN is printed at the terminal that serves this page")},
		{"round=1&left2=5&reason=misread&pin=2468&line=2", en.T("another entry came since this page was drawn: nothing was taken back; look at the last entry, and undo again if it is the one")},
		{"round=1&left2=5&reason=&pin=2468&line=" + line, en.T("a correction needs a reason")},
		{"round=3&left2=5&reason=misread&pin=2468&line=" + line, "not a form the page sends"},
		{"round=1&left2=5 Z&reason=misread&pin=2468&line=" + line, "Cecilia:"},
		{"round=1&out=Dan&reason=misread&pin=2468&line=" + line, "Dan"},
		{"round=1&out=Anna&reason=misread&pin=2468&line=" + line, "Bo"}, // who was out has a hand now: its cards asked
	} {
		w := f.post(t, "/g/kort/fix", c.body, "RemoteAddr: 192.0.2.8:1234")
		assert.NotEqual(t, http.StatusSeeOther, w.Code, c.body)
		assert.Contains(t, strings.ToLower(text(t, w.Body.String())), strings.ToLower(c.why), c.body)
		assert.Equal(t, string(before), string(f.file(t, "kort")), "%s: the file as it was", c.body)
	}

	// Cecilia's hand of round 1 alone put right: the rest as recorded.
	w := f.post(t, "/g/kort/fix", "round=1&out=&left0=&left2=5&reason=misread&pin=2468&line="+line)
	require.Equal(t, http.StatusSeeOther, w.Code, text(t, w.Body.String()))
	assert.Contains(t, text(t, f.get(t, "/g/kort").Body.String()), "Round 1 corrected: Cecilia 10 → 5", "what changed, in the table's words, on every phone")
	assert.Contains(t, f.log.String(), "kort: Round 1 corrected: Cecilia 10 → 5")
}

// TestFixMaxisRollsFromAPhone: in maxi a phone's fix corrects the rolls
// an entry used, as the table's fix does (the dice left empty, kept),
// and the rolls saved follow; rolls the turn could not have used, or
// nothing changed, are refused, the file as it was.
func TestFixMaxisRollsFromAPhone(t *testing.T) {
	f := newFixture(t, "2468", nil)
	f.run(t, "yatzy", "new", "--variant", "maxi", "--players", "Anna,Bo", "--name", "m")
	f.run(t, "yatzy", "record", "m", "--player", "Anna", "--dice", "666241", "--box", "sixes", "--rolls", "1")
	en := catalog.Builtin().Lookup("en")
	assert.Regexp(t, `Saved rolls\s*│\s*2 │`, f.run(t, "yatzy", "show", "m"), "two saved after a turn of one roll")
	page := f.get(t, "/g/m").Body.String()
	m := regexp.MustCompile(`(?s)<details class="fix">.*?name="line" value="(\d+)".*?(` + regexp.QuoteMeta(en.T("Rolls used (1–%d)", 3)) + `)\s*<input name="rolls"`).FindStringSubmatch(page)
	require.NotNil(t, m, "a fix form asking the rolls used")
	line := m[1]

	before := f.file(t, "m")
	for _, c := range []struct{ body, why string }{
		{"entry=Anna|sixes&rolls=4&reason=counted wrong&pin=2468&line=" + line, `"4": type the rolls used, 1 to 3`},
		{"entry=Anna|sixes&rolls=x&reason=counted wrong&pin=2468&line=" + line, `"x": type the rolls used, 1 to 3`},
		{"entry=Anna|sixes&rolls=1&reason=counted wrong&pin=2468&line=" + line, en.T("The same dice: nothing corrected.")},
		{"entry=Anna|sixes&dice=666241&reason=counted wrong&pin=2468&line=" + line, en.T("The same dice: nothing corrected.")},
		{"entry=Anna|sixes&rolls=3&reason=&pin=2468&line=" + line, en.T("a correction needs a reason")},
	} {
		w := f.post(t, "/g/m/fix", c.body)
		assert.NotEqual(t, http.StatusSeeOther, w.Code, c.body)
		assert.Contains(t, strings.ToLower(text(t, w.Body.String())), strings.ToLower(c.why), c.body)
		assert.Equal(t, string(before), string(f.file(t, "m")), "%s: the file as it was", c.body)
	}

	w := f.post(t, "/g/m/fix", "entry=Anna|sixes&dice=&rolls=3&reason=counted wrong&pin=2468&line="+line)
	require.Equal(t, http.StatusSeeOther, w.Code, text(t, w.Body.String()))
	assert.Regexp(t, `Saved rolls\s*│\s*0 │`, f.run(t, "yatzy", "show", "m"), "none saved after the correction to three")
	assert.Contains(t, string(f.file(t, "m")), `"rolls":3`)
	assert.Contains(t, string(f.file(t, "m")), `"reason":"counted wrong"`)
}

// lastCells are the sheet's cells marked as the last entry: "ROW|COLUMN"
// (the row's label, the player's place from 0), or for the card game
// "round N" for a round's row.
func lastCells(t testing.TB, page string) []string {
	t.Helper()
	var out []string
	for _, row := range regexp.MustCompile(`(?s)<tr class="([^"]*)">\s*<th scope="row"[^>]*>(.*?)</th>(.*?)</tr>`).FindAllStringSubmatch(page, -1) {
		label := strings.TrimSpace(text(t, row[2]))
		if strings.Contains(" "+row[1]+" ", " last ") {
			out = append(out, "round "+strings.TrimSuffix(strings.Fields(label)[0], "."))
		}
		for i, c := range regexp.MustCompile(`<td(?: class="([^"]*)")?>`).FindAllStringSubmatch(row[3], -1) {
			if strings.Contains(" "+c[1]+" ", " last ") {
				out = append(out, fmt.Sprintf("%s|%d", label, i))
			}
		}
	}
	return out
}

// TestLastEntryMarkedInTheSheet: on every phone the sheet marks the
// last entry's cell (Yatzy), the round's row (the card game), besides
// the banner that says it: the turn, a correction, nothing after an
// undo.
func TestLastEntryMarkedInTheSheet(t *testing.T) {
	f := newFixture(t, "2468", nil)
	f.games(t)
	f.run(t, "rummy", "record", "kort", "--out", "Anna", "--left", "Bo=3", "--left", "Cecilia=4")
	assert.Equal(t, []string{"Ones|2"}, lastCells(t, f.get(t, "/g/kv%C3%A4ll").Body.String()), "Cecilia's Ones, the last turn")
	assert.Equal(t, []string{"Ettor|2"}, lastCells(t, f.get(t, "/g/kv%C3%A4ll?lang=sv").Body.String()), "on every phone, in every language")
	f.run(t, "yatzy", "correct", "kväll", "--player", "Anna", "--box", "sixes", "--dice", "66664", "--reason", "misread")
	assert.Equal(t, []string{"Sixes|0"}, lastCells(t, f.get(t, "/g/kv%C3%A4ll").Body.String()), "the entry corrected")
	f.run(t, "yatzy", "undo", "kväll")
	assert.Empty(t, lastCells(t, f.get(t, "/g/kv%C3%A4ll").Body.String()), "taken back: no cell is the last entry")

	assert.Equal(t, []string{"round 2"}, lastCells(t, f.get(t, "/g/kort").Body.String()), "the round recorded last")
	f.run(t, "rummy", "correct", "kort", "--round", "1", "--left", "Cecilia=5", "--reason", "misread")
	assert.Equal(t, []string{"round 1"}, lastCells(t, f.get(t, "/g/kort").Body.String()), "the round corrected")
}
