//go:build !race

// The browser test runs in the pass without the race detector only. What
// it checks is what a browser makes of the pages (their scripts, forms,
// redirects, layout, language), the same under the race detector; what
// the race detector checks is the server, whose handlers the package's
// other tests drive harder at once and under it (fifty live pages and
// four writers, pages at once, eight phones asking for chances, two
// taps). The browser's own CPU, most of the test's there, could meet no
// race, and the race pass need not build chromedp (the README's
// Performance says what both cost).

package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/log"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/web"
	"github.com/kitchentable/protokoll/scoresheet"
)

// The real-browser test: headless Chromium opens the live page as a phone
// at the table does, sees entries made elsewhere appear, enters turns and
// rounds with the PIN, is refused what the rules refuse, reads the page in
// the reader's language, and checks every page's layout on a phone and a
// desktop, light and dark. With $PROTOKOLL_SCREENSHOTS naming a folder it
// also photographs each page there for a person to look at; without, no
// photographs are taken (one nobody looks at checks nothing, and taking
// them was half the test's time).

// browserTimeout bounds the whole test: the browser, every page, every
// wait. It is a bound on a hang, not a goal: the whole game from two
// phones alone took 28 s on a 2-core machine with other builds running
// (load 15), and a busy machine must not fail the test for being busy.
const browserTimeout = 4 * time.Minute

// chromium is the path of a Chromium (or Chrome) to drive; without one the
// test is skipped, except under CI, which installs Debian's
// chromium-headless-shell. The shell, Chromium's old headless mode kept
// for automation, draws the same pages with the same engine as the
// browser's own headless mode, for a third of the CPU (the README's
// Performance has the figures).
func chromium(t *testing.T) string {
	t.Helper()
	browsers := []string{"chromium-headless-shell", "chromium", "chromium-browser", "google-chrome"}
	for _, name := range browsers {
		if path, err := exec.LookPath(name); err == nil {
			return path
		}
	}
	if os.Getenv("CI") != "" {
		t.Fatalf("none of %s on PATH: CI installs Debian's chromium-headless-shell (.ci/run)", strings.Join(browsers, ", "))
	}
	t.Skipf("none of %s on PATH: the real-browser test is skipped (apt-get install chromium-headless-shell)", strings.Join(browsers, ", "))
	return ""
}

// newBrowser starts one headless browser for the test and its subtests;
// each page is a tab of it (newTab). It is stopped when the test ends, or
// when browserTimeout has passed.
func newBrowser(t *testing.T) context.Context {
	t.Helper()
	path := chromium(t)
	ctx, cancel := context.WithTimeout(context.Background(), browserTimeout)
	t.Cleanup(cancel)
	out := &cmdtest.Buffer{}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.Flag("accept-lang", "en"), // the pages' language unless a test asks for another
		chromedp.CombinedOutput(out),
	)
	if os.Geteuid() == 0 {
		opts = append(opts, chromedp.NoSandbox) // Chromium's sandbox refuses to run as root
	}
	actx, acancel := chromedp.NewExecAllocator(ctx, opts...)
	t.Cleanup(acancel)
	bctx, bcancel := chromedp.NewContext(actx)
	t.Cleanup(bcancel)
	t.Cleanup(func() {
		if t.Failed() {
			t.Logf("the browser's output:\n%s", out)
		}
	})
	require.NoError(t, chromedp.Do(bctx), "starting %s", path)
	return bctx
}

// A screen is a window the page is seen in.
type screen struct {
	name          string
	width, height int64
	scale         float64
	mobile        bool
}

var (
	phone   = screen{"phone", 360, 740, 2, true}
	desktop = screen{"desktop", 1280, 800, 1, false}
)

// A tab is one page of the browser, seen on a screen, in a colour
// scheme, with the browser's languages.
type tab struct {
	ctx context.Context
	mu  sync.Mutex
	// taps are the taps on it (tap, tapAway).
	taps int
	// errs are the page's script errors, its console's errors and
	// warnings, and the browser's errors but the network's (a refusal's
	// status is one): the Content-Security-Policy's refusals among them.
	errs []string
}

// newTab opens a tab on scr, in scheme ("light" or "dark"), whose browser
// asks for acceptLang ("" for the browser's own, English).
func newTab(t *testing.T, browser context.Context, scr screen, scheme, acceptLang string) *tab {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browser)
	t.Cleanup(cancel)
	tb := &tab{ctx: ctx}
	tb.do(t, chromedp.EmulateViewport(scr.width, scr.height, chromedp.EmulateScale(scr.scale), func(p *emulation.SetDeviceMetricsOverrideParams, e *emulation.SetTouchEmulationEnabledParams) {
		p.Mobile, e.Enabled = scr.mobile, scr.mobile
	}))
	tb.scheme(t, scheme)
	if acceptLang != "" {
		tb.languages(t, acceptLang)
	}
	exceptions := chromedp.Events(ctx, runtime.ExceptionThrown)
	console := chromedp.Events(ctx, runtime.ConsoleAPICalled)
	logged := chromedp.Events(ctx, log.EntryAdded)
	go func() {
		for ev, err := range exceptions {
			if err != nil {
				return
			}
			tb.record("exception: " + ev.ExceptionDetails.Text)
		}
	}()
	go func() {
		for ev, err := range console {
			if err != nil {
				return
			}
			if ev.Type == runtime.ConsoleAPICalledTypeError || ev.Type == runtime.ConsoleAPICalledTypeWarning {
				tb.record(fmt.Sprintf("console.%s: %v", ev.Type, ev.Args))
			}
		}
	}()
	go func() {
		for ev, err := range logged {
			if err != nil {
				return
			}
			// A refusal's status is the network's error, and the tests ask
			// for refusals.
			if ev.Entry.Level == log.EntryLevelError && ev.Entry.Source != log.EntrySourceNetwork {
				tb.record(fmt.Sprintf("%s: %s (%s)", ev.Entry.Source, ev.Entry.Text, ev.Entry.URL))
			}
		}
	}()
	t.Cleanup(func() {
		tb.mu.Lock()
		defer tb.mu.Unlock()
		assert.Empty(t, tb.errs, "the page's script errors")
	})
	return tb
}

// scheme sets the colour scheme the tab's page is seen in ("light" or
// "dark"): a page loaded already follows it without a reload, as it does
// when a phone goes dark.
func (tb *tab) scheme(t *testing.T, scheme string) {
	t.Helper()
	_, err := chromedp.Call(tb.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
		Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}})
	require.NoError(t, err)
}

// languages makes the tab's browser ask for acceptLang from the next
// page on ("" for the browser's own, English).
func (tb *tab) languages(t *testing.T, acceptLang string) {
	t.Helper()
	h := network.Headers{}
	if acceptLang != "" {
		h["Accept-Language"] = acceptLang
	}
	_, err := chromedp.Call(tb.ctx, network.SetExtraHTTPHeaders, network.SetExtraHTTPHeadersParams{Headers: h})
	require.NoError(t, err)
}

func (tb *tab) record(s string) {
	tb.mu.Lock()
	defer tb.mu.Unlock()
	tb.errs = append(tb.errs, s)
}

// open loads target and returns its status code.
func (tb *tab) open(t *testing.T, target string) int64 {
	t.Helper()
	resp, err := chromedp.RunResponse(tb.ctx, chromedp.Navigate(target))
	require.NoError(t, err, target)
	require.NotNil(t, resp, target)
	return resp.Status
}

// do runs actions on the tab.
func (tb *tab) do(t *testing.T, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	require.NoError(t, chromedp.Do(tb.ctx, actions...))
}

// press clicks the button sel, as a thumb does, waits for the page it
// leads to and returns its status code (a redirect's: the page's after it).
func (tb *tab) press(t *testing.T, sel string) int64 {
	t.Helper()
	resp, err := chromedp.RunResponse(tb.ctx, chromedp.Click(chromedp.CSS(sel), chromedp.NodeVisible))
	require.NoError(t, err, sel)
	require.NotNil(t, resp, sel)
	return resp.Status
}

// typeIn types s into the field sel, emptied first (the page may have
// filled in the PIN it remembers). chromedp's SetValue cannot empty a
// field (v0.23.0 sends no "" argument, and the field reads "undefined").
func typeIn(sel, s string) chromedp.Action[chromedp.Void] {
	return chromedp.Steps(
		chromedp.WaitVisible(chromedp.CSS(sel)),
		chromedp.Evaluate[chromedp.Void](`document.querySelector(`+jsString(sel)+`).value = ''`),
		chromedp.SendKeys(chromedp.CSS(sel), s))
}

// eval evaluates a JavaScript expression on the page.
func eval[T any](t *testing.T, tb *tab, expr string) T {
	t.Helper()
	v, err := chromedp.Run(tb.ctx, chromedp.Evaluate[T](expr))
	require.NoError(t, err, expr)
	return v
}

// screenshot is a PNG of the whole page, beyond the window too; encoded
// for speed rather than size (a full page at a phone's scale is large).
func (tb *tab) screenshot(t *testing.T) []byte {
	t.Helper()
	yes := true
	r, err := chromedp.Call(tb.ctx, page.CaptureScreenshot, page.CaptureScreenshotParams{
		Format: page.CaptureScreenshotFormatPng, CaptureBeyondViewport: &yes, FromSurface: &yes, OptimizeForSpeed: &yes})
	require.NoError(t, err)
	require.True(t, bytes.HasPrefix(r.Data, []byte("\x89PNG")), "a PNG")
	return r.Data
}

// text is the page's text as a person reads it.
func (tb *tab) text(t *testing.T) string {
	t.Helper()
	return eval[string](t, tb, `document.body.innerText`)
}

// sheetCell is JavaScript for the text of the sheet's cell in the row
// whose head reads row (or whose round number is row, in the card game)
// and the column of the player: null when there is none.
func sheetCell(row, player string) string {
	r, _ := json.Marshal(row)
	p, _ := json.Marshal(player)
	return fmt.Sprintf(`(function (row, player) {
  var table = document.querySelector('table.sheet');
  if (!table) return null;
  var col = Array.prototype.map.call(table.tHead.rows[0].cells, function (c) { return c.textContent.trim(); }).indexOf(player);
  if (col < 1) return null;
  var rows = table.tBodies[0].rows;
  for (var i = 0; i < rows.length; i++) {
    var head = rows[i].cells[0], n = head.querySelector('.n');
    if (head.textContent.trim() === row || (n && n.textContent.trim() === row + '.')) {
      return rows[i].cells[col] ? rows[i].cells[col].textContent.trim() : null;
    }
  }
  return null;
})(%s, %s)`, r, p)
}

// waitFor waits until the JavaScript condition holds on the page, at most
// within; it fails the test with what the page shows otherwise.
func (tb *tab) waitFor(t *testing.T, cond string, within time.Duration) {
	t.Helper()
	_, err := chromedp.Run(tb.ctx, chromedp.Poll[bool](cond, chromedp.WithPollingInterval(20*time.Millisecond), chromedp.WithPollingTimeout(within)))
	if err != nil {
		t.Fatalf("waiting %v for %s: %v\nthe page:\n%s", within, cond, err, tb.text(t))
	}
}

// cellIs is the condition that a sheet's cell reads want.
func cellIs(row, player, want string) string {
	w, _ := json.Marshal(want)
	return sheetCell(row, player) + " === " + string(w)
}

// gameURL is the address of a game's page on the test server ts.
func gameURL(ts *httptest.Server, name string, under ...string) string {
	u := ts.URL + "/g/" + url.PathEscape(name)
	for _, p := range under {
		u += "/" + p
	}
	return u
}

// TestBrowser drives the live page in headless Chromium. One browser
// serves every subtest, each in tabs of its own; the game files are
// those of one fixture, each subtest going on from where the one before
// it left them.
func TestBrowser(t *testing.T) {
	// The browser is started before the test runs beside the package's
	// other parallel tests (a slow connection's timeout is waited for
	// there): until its process has started Chromium, the fork holds every
	// file the test binary has open, and a game file's lock with it.
	browser := newBrowser(t)
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t) // kväll: Anna's turn, round 2; kort: round 2
	ts := f.serve(t)
	en := catalog.Builtin().Lookup("en")
	sheetName := func(b scoresheet.Box) string { return en.Sheets.Names[b] }

	t.Run("an entry at the terminal appears without reload", func(t *testing.T) {
		pages := map[string]*tab{"en": newTab(t, browser, phone, "light", ""), "et": newTab(t, browser, phone, "light", "et")}
		for _, tb := range pages {
			require.EqualValues(t, http.StatusOK, tb.open(t, gameURL(ts, "kväll")))
			tb.do(t, chromedp.Evaluate[chromedp.Void](`window.notReloaded = true`))
		}
		f.run(t, "yatzy", "record", "kväll", "--player", "Anna", "--dice", "55555", "--box", "yatzy")
		recorded := time.Now()
		for tag, tb := range pages {
			l := catalog.Builtin().Lookup(tag)
			tb.waitFor(t, cellIs(l.Sheets.Names[scoresheet.Yatzy], "Anna", "50"), 2*time.Second)
			t.Logf("%s: on the page %v after the entry was recorded", tag, time.Since(recorded).Round(time.Millisecond))
			tb.waitFor(t, `document.querySelector('.status').textContent === `+jsString(l.T("Next: %s, round %d of %d", "Bo", 2, 15)), 2*time.Second)
			assert.True(t, eval[bool](t, tb, `window.notReloaded === true`), "%s: the page was not loaded again", tag)
			assert.Equal(t, "Bo", eval[string](t, tb, `document.querySelector('table.sheet thead th.next').textContent.trim()`), "%s: Bo's column is the next's", tag)
			// The turn form is drawn again for Bo, in the page's language.
			assert.Contains(t, eval[string](t, tb, `document.getElementById('turn').textContent`), l.T("Turn: %s", "Bo"), tag)
		}
	})

	t.Run("a turn typed, the phone unlocked once", func(t *testing.T) {
		tb := newTab(t, browser, phone, "light", "")
		require.EqualValues(t, http.StatusOK, tb.open(t, gameURL(ts, "kväll")))
		tb.do(t, typeIn(`#turn form.turn input[name=dice]`, "44412"))
		require.EqualValues(t, http.StatusOK, tb.press(t, `#turn form.turn button[type=submit]`))
		assert.Contains(t, tb.text(t), sheetName(scoresheet.Fours)+" 12")
		assert.True(t, eval[bool](t, tb, `document.querySelector('button[name=box][value=fours]').disabled`), "locked: the boxes wait for the PIN")
		tb.do(t, typeIn(`input[name=pin]`, "2468"))
		require.EqualValues(t, http.StatusOK, tb.press(t, `form.unlock button[type=submit]`))
		assert.Equal(t, "/g/"+url.PathEscape("kväll")+"/turn", eval[string](t, tb, `location.pathname`), "back on the boxes' page")
		require.EqualValues(t, http.StatusOK, tb.press(t, `button[name=box][value=fours]`))
		assert.Equal(t, "/g/"+url.PathEscape("kväll"), eval[string](t, tb, `location.pathname`), "back on the game's page")
		tb.waitFor(t, cellIs(sheetName(scoresheet.Fours), "Bo", "12"), 2*time.Second)
		assert.Contains(t, f.run(t, "yatzy", "show", "kväll"), "Next: Cecilia, round 2 of 15")
		assert.Contains(t, f.log.String(), "kväll: Bo fours 12", "the write's log line")
		assert.Contains(t, f.log.String(), "from 127.0.0.1")
		assert.False(t, eval[bool](t, tb, `document.querySelector('input[name=pin]') !== null`), "unlocked: no PIN asked again")
	})

	t.Run("turns against the rules are refused", func(t *testing.T) {
		f.run(t, "yatzy", "new", "--players", "Dan", "--name", "solo")
		tb := newTab(t, browser, phone, "light", "")
		refused := func(want, name string, before []byte) {
			t.Helper()
			assert.Equal(t, capital(want), eval[string](t, tb, `document.querySelector('.error').textContent`))
			assert.Equal(t, string(before), string(f.file(t, name)), "%s: the file as it was", name)
		}

		// Dice that are not the game's: the boxes page says why.
		before := f.file(t, "kväll")
		require.EqualValues(t, http.StatusOK, tb.open(t, gameURL(ts, "kväll")))
		tb.do(t, typeIn(`#turn form.turn input[name=dice]`, "1234566"))
		assert.EqualValues(t, http.StatusBadRequest, tb.press(t, `#turn form.turn button[type=submit]`))
		refused("got 7 dice, want 5: type the 5 values shown, like 6 6 6 2 4", "kväll", before)
		assert.True(t, eval[bool](t, tb, `(function () { var r = document.querySelector('#turn .error').getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })()`),
			"the page opens at the form, its reason in sight, below the sheet on a phone")
		assert.Equal(t, "1234566", eval[string](t, tb, `document.querySelector('#turn form.turn input[name=dice]').value`), "the dice as typed, to put right")

		// A page left open while the turn was entered at the terminal:
		// not that player's turn any more. (The tabs of one browser share
		// its session: unlocked.)
		require.EqualValues(t, http.StatusOK, tb.open(t, gameURL(ts, "kväll", "turn")+"?player=Cecilia&dice=66666"))
		f.run(t, "yatzy", "record", "kväll", "--player", "Cecilia", "--dice", "66666", "--box", "yatzy")
		before = f.file(t, "kväll")
		assert.EqualValues(t, http.StatusConflict, tb.press(t, `button[name=box][value=yatzy]`))
		refused(en.T("it is %s's turn, not %s's", "Anna", "Cecilia"), "kväll", before)

		// And, alone at the table, the box filled since.
		require.EqualValues(t, http.StatusOK, tb.open(t, gameURL(ts, "solo", "turn")+"?player=Dan&dice=66666"))
		f.run(t, "yatzy", "record", "solo", "--player", "Dan", "--dice", "66666", "--box", "yatzy")
		before = f.file(t, "solo")
		assert.EqualValues(t, http.StatusOK, tb.press(t, `button[name=box][value=yatzy]`))
		refused("Yatzy already holds 50 for Dan", "solo", before)
		resp, err := chromedp.RunResponse(tb.ctx, chromedp.Reload())
		require.NoError(t, err)
		assert.EqualValues(t, http.StatusOK, resp.Status, "a reload asks again, and sends nothing")
		refused("Yatzy already holds 50 for Dan", "solo", before)
		assert.False(t, eval[bool](t, tb, `document.querySelector('button[name=box][value=yatzy]') !== null`), "no button for the box filled")
		assert.NotContains(t, f.log.String(), "Cecilia yatzy", "no log line for a refused turn")
	})

	t.Run("a round of the card game", func(t *testing.T) {
		tb := newTab(t, browser, phone, "light", "")
		require.EqualValues(t, http.StatusOK, tb.open(t, gameURL(ts, "kort")))
		fill := func(tb *tab, out string, left ...string) {
			t.Helper()
			tb.do(t, chromedp.SetValue(chromedp.CSS(`select[name=out]`), out))
			for i, cards := range left {
				if cards == "" { // the hand of whoever went out: hidden
					continue
				}
				tb.do(t, typeIn(fmt.Sprintf(`input[name=left%d]`, i), cards))
			}
		}
		round := func(out string, left ...string) { t.Helper(); fill(tb, out, left...) }
		round("Anna", "", "K 7", "5")
		require.EqualValues(t, http.StatusOK, tb.press(t, `#turn button[type=submit]`))
		var shown struct {
			Players []struct {
				Name   string
				Points []int
				Total  int
			}
		}
		require.NoError(t, json.Unmarshal([]byte(f.run(t, "rummy", "show", "--json", "kort")), &shown))
		for _, p := range shown.Players {
			require.Len(t, p.Points, 2, p.Name)
			want := fmt.Sprint(p.Points[1])
			if p.Name == "Anna" {
				want += " ★"
			}
			tb.waitFor(t, cellIs("2", p.Name, want), 2*time.Second)
			assert.Equal(t, fmt.Sprint(p.Total), eval[string](t, tb, sheetCell(en.T("Total"), p.Name)), p.Name)
		}
		assert.Contains(t, tb.text(t), en.T("Round %d: who went out, and the cards left in each hand", 3))

		// Refused rounds: the form again, as it was typed, and why; the
		// game's page shows it (the entry answered with a redirect), so
		// that a reload asks again and sends nothing.
		before := f.file(t, "kort")
		for _, c := range []struct {
			left []string
			why  string
		}{
			{[]string{"K K K K K", "", "K K K K"}, "9 cards of rank K: 2 decks hold 8"},
			{[]string{"Z 7", "", "5"}, `"Z" is not a card`},
		} {
			round("Bo", c.left...)
			assert.EqualValues(t, http.StatusOK, tb.press(t, `#turn button[type=submit]`), c.why)
			for _, again := range []bool{false, true} {
				if again {
					resp, err := chromedp.RunResponse(tb.ctx, chromedp.Reload())
					require.NoError(t, err)
					require.NotNil(t, resp)
					assert.EqualValues(t, http.StatusOK, resp.Status, "reloaded")
				}
				assert.Contains(t, eval[string](t, tb, `location.pathname`), "/g/kort", "the game's page")
				assert.Contains(t, eval[string](t, tb, `document.querySelector('#turn .error').textContent`), c.why)
				assert.True(t, eval[bool](t, tb, `(function () { var r = document.querySelector('#turn .error').getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })()`),
					"the page opens at the form, its reason in sight, below the list of rounds on a phone")
				assert.Equal(t, "Bo", eval[string](t, tb, `document.querySelector('select[name=out]').value`), "who went out, as chosen")
				for i, cards := range c.left {
					assert.Equal(t, cards, eval[string](t, tb, fmt.Sprintf(`document.querySelector('input[name=left%d]').value`, i)), "the cards as typed")
				}
				assert.Equal(t, string(before), string(f.file(t, "kort")), "the file as it was")
			}
		}

		// Two phones at round 3: the second's form (another hand), kept as
		// typed while the first's round came in, is refused, not entered
		// as round 4.
		other := newTab(t, browser, phone, "light", "")
		require.EqualValues(t, http.StatusOK, other.open(t, gameURL(ts, "kort")))
		fill(other, "Cecilia", "5", "Q", "")
		require.EqualValues(t, http.StatusOK, tb.open(t, gameURL(ts, "kort")))
		round("Cecilia", "5", "K", "")
		require.EqualValues(t, http.StatusOK, tb.press(t, `#turn button[type=submit]`))
		entered := f.file(t, "kort")
		other.waitFor(t, cellIs("3", "Cecilia", "0 ★"), 2*time.Second)
		assert.Equal(t, "Q", eval[string](t, other, `document.querySelector('input[name=left1]').value`), "the form being typed in is kept")
		assert.EqualValues(t, http.StatusOK, other.press(t, `#turn button[type=submit]`))
		why := capital(en.T("round %d was entered meanwhile (at another phone, or the terminal): this entry was not recorded", 3))
		assert.Equal(t, why, eval[string](t, other, `document.querySelector('#turn .error').textContent`))
		assert.True(t, eval[bool](t, other, `(function () { var r = document.querySelector('#turn .error').getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; })()`),
			"the reason in sight on a phone")
		resp, err := chromedp.RunResponse(other.ctx, chromedp.Reload())
		require.NoError(t, err)
		assert.EqualValues(t, http.StatusOK, resp.Status)
		assert.Equal(t, why, eval[string](t, other, `document.querySelector('#turn .error').textContent`), "reloaded")
		assert.Equal(t, string(entered), string(f.file(t, "kort")), "round 3 once")
	})

	t.Run("the reader's language", func(t *testing.T) {
		tb := newTab(t, browser, desktop, "light", "")
		for _, c := range []struct{ tag, acceptLang, query string }{{"sv", "", "?lang=sv"}, {"et", "et", ""}, {"sv", "et, en;q=0.5", "?lang=sv"}} {
			l := catalog.Builtin().Lookup(c.tag)
			tb.languages(t, c.acceptLang)
			// A language chosen before is kept (a cookie): each case its own.
			_, err := chromedp.Call(tb.ctx, network.ClearBrowserCookies, cdp.Empty{})
			require.NoError(t, err)
			require.EqualValues(t, http.StatusOK, tb.open(t, gameURL(ts, "kväll")+c.query))
			assert.Equal(t, c.tag, eval[string](t, tb, `document.documentElement.lang`))
			words := tb.text(t)
			for _, want := range []string{l.T("All games"), l.Sheets.Names[scoresheet.Sixes], l.T("Pace"), l.T("Bonus needed"), l.T("Choose the box")} {
				assert.Contains(t, words, want, "%s%s", c.acceptLang, c.query)
			}
			require.EqualValues(t, http.StatusOK, tb.open(t, gameURL(ts, "kort")+c.query))
			words = tb.text(t)
			for _, want := range []string{l.T("Total"), l.T("Who went out?"), l.T("Record the round")} {
				assert.Contains(t, words, want, "%s%s", c.acceptLang, c.query)
			}
		}
	})

	t.Run("the layout of every page", func(t *testing.T) {
		dir := os.Getenv("PROTOKOLL_SCREENSHOTS")
		if dir != "" {
			require.NoError(t, os.MkdirAll(dir, 0o755))
		}
		yatzyGame(t, f, "två", "Anna", "Bo")
		// Maxi: Anna saved a roll in her first turn.
		f.run(t, "yatzy", "new", "--variant", "maxi", "--players", "Anna,Bo", "--name", "maxi")
		f.run(t, "yatzy", "record", "maxi", "--player", "Anna", "--dice", "666612", "--box", "sixes", "--rolls", "2")
		f.run(t, "yatzy", "record", "maxi", "--player", "Bo", "--dice", "555512", "--box", "fives", "--rolls", "3")
		yatzyGame(t, f, "åtta", "Anna", "Bo", "Cecilia", "Dragomir", "Elin", "Fredrika", "Gustav", "Henrietta")
		f.run(t, "rummy", "new", "--list", "7", "--players", "Anna,Bo,Cecilia,Dragomir,Elin,Fredrika", "--name", "kort6")
		f.run(t, "rummy", "record", "kort6", "--out", "Elin", "--left", "Anna=K 7 2", "--left", "Bo=A A K Q J 10 9 8 7", "--left", "Cecilia=5 9",
			"--left", "Dragomir=2", "--left", "Fredrika=10 10")
		// A finished game: its page ends with the night's recap, whose
		// charts keep their lines.
		f.run(t, "rummy", "new", "--list", "7", "--players", "Anna,Bo,Cecilia", "--name", "klar")
		for range 16 {
			f.run(t, "rummy", "record", "klar", "--out", "Anna", "--left", "Bo=K 7", "--left", "Cecilia=5")
		}
		// The widest a cell gets: the most a Yatzy sheet scores, a card
		// game's round and total of many points.
		widest := map[string]string{"yatzy": "374", "rummy": "1500", "boxes": ""}
		// Each page is loaded once a screen and seen in both colour
		// schemes, as a phone going dark shows it.
		schemes := []string{"light", "dark"}
		for _, scr := range []screen{phone, desktop} {
			tb := newTab(t, browser, scr, schemes[0], "")
			for file, page := range map[string]string{"yatzy-2": "två", "yatzy-8": "åtta", "rummy-3": "kort", "rummy-6": "kort6", "rummy-done": "klar", "boxes": "två/turn?dice=66624", "chances-8": "åtta/chances?lang=sv",
				"pad-en": "två?player=Bo&round=3&dice=663", "pad-sv": "två?lang=sv&player=Bo&round=3&dice=66624", "pad-et": "två?lang=et&player=Bo&round=3&dice=66624",
				"pad-maxi": "maxi?player=Anna&round=2&dice=66661&rolls=4"} {
				game, query, _ := strings.Cut(page, "/")
				game, search, _ := strings.Cut(game, "?")
				target := gameURL(ts, game)
				if query != "" {
					target += "/" + query
				}
				if search != "" {
					target += "?" + search
				}
				tb.scheme(t, schemes[0])
				require.EqualValues(t, http.StatusOK, tb.open(t, target))
				for _, scheme := range schemes {
					tb.scheme(t, scheme)
					assert.Equal(t, scheme == "dark", eval[bool](t, tb, `matchMedia('(prefers-color-scheme: dark)').matches`))
					// Nothing wider than the screen: the page does not scroll
					// sideways, nor does the sheet in its box.
					assert.True(t, eval[bool](t, tb, `document.documentElement.scrollWidth <= innerWidth`),
						"%s on a %s, %s: the page is %v px wide on a screen of %d", game, scr.name, scheme, eval[float64](t, tb, `document.documentElement.scrollWidth`), scr.width)
					assert.True(t, eval[bool](t, tb, `Array.prototype.every.call(document.querySelectorAll('.sheet-wrap'), function (w) { return w.scrollWidth <= w.clientWidth; })`),
						"%s on a %s, %s: the sheet scrolls sideways", game, scr.name, scheme)
					if file == "rummy-done" {
						// The recap's charts keep their lines: as tall as its
						// lines, not wrapped, however narrow the screen.
						assert.True(t, eval[bool](t, tb, `(function () { var r = document.querySelector('.recap'), s = getComputedStyle(r); var lines = r.textContent.split('\n').length; return r.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom) <= (lines + 1) * parseFloat(s.lineHeight); })()`),
							"the recap on a %s, %s: its lines wrap", scr.name, scheme)
					}
					if file == "rummy-done" && scr == phone {
						// Far down the list of rounds, the names are still at the
						// top (a game under way lists those played only, below
						// the round's form).
						tb.do(t, chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, document.querySelector('tr.sum').getBoundingClientRect().top + scrollY - 100)`))
						assert.InDelta(t, 0, eval[float64](t, tb, `document.querySelector('table.sheet thead').getBoundingClientRect().top`), 1,
							"%s on a phone, %s: the names stay at the top", game, scheme)
						tb.do(t, chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`))
					}
					if dir != "" {
						path := filepath.Join(dir, fmt.Sprintf("%s-%s-%s.png", file, scr.name, scheme))
						require.NoError(t, os.WriteFile(path, tb.screenshot(t), 0o644))
					}
				}
				// And with the widest numbers in every cell, each still fits.
				wide := widest[strings.Split(file, "-")[0]]
				if wide == "" {
					continue
				}
				tb.do(t, chromedp.Evaluate[chromedp.Void](`document.querySelectorAll('table.sheet td').forEach(function (td) { if (td.textContent.trim() !== '') td.textContent = `+jsString(wide)+`; })`))
				for _, scheme := range schemes {
					tb.scheme(t, scheme)
					assert.Equal(t, 0, eval[int](t, tb, `Array.prototype.filter.call(document.querySelectorAll('table.sheet td'), function (td) { return td.scrollWidth > td.clientWidth; }).length`),
						"%s on a %s, %s: cells too narrow for %s", game, scr.name, scheme, wide)
				}
			}
		}
		if dir != "" {
			t.Logf("screenshots in %s", dir)
		}
	})

	t.Run("Enter in the PIN field records nothing", func(t *testing.T) {
		f := newFixture(t, "2468", nil)
		f.games(t)
		ts := f.serve(t)
		tb := newPhone(t, browser, "light", "")
		require.EqualValues(t, http.StatusOK, tb.open(t, gameURL(ts, "kväll")))
		for j, d := range "55512" {
			tb.waitFor(t, fmt.Sprintf(`document.querySelectorAll('#turn .chosen button').length === %d && !document.getElementById('turn').hasAttribute('aria-busy')`, j), 2*time.Second)
			tb.tap(t, dieFace(int(d-'0')))
		}
		tb.do(t, chromedp.WaitVisible(chromedp.Search(boxButton(sheetName(scoresheet.Ones)))))
		if dir := os.Getenv("PROTOKOLL_SCREENSHOTS"); dir != "" {
			require.NoError(t, os.WriteFile(filepath.Join(dir, "pad-locked-phone390-light.png"), tb.screenshot(t), 0o644))
		}
		before := f.file(t, "kväll")
		for _, pin := range []string{"1357", "2468"} {
			// Typed, and the keyboard's Go (Enter): the PIN's form is sent,
			// and no box is chosen.
			tb.do(t, chromedp.WaitVisible(chromedp.Search(pinField)))
			_, err := chromedp.RunResponse(tb.ctx, chromedp.SendKeys(chromedp.Search(pinField), pin+"\r"))
			require.NoError(t, err)
			assert.Equal(t, string(before), string(f.file(t, "kväll")), "PIN %s and Enter: nothing recorded", pin)
		}
		assert.NotContains(t, f.log.String(), "Anna ones", "no box chosen")
		// Unlocked, on the page it was on, the dice still there.
		tb.do(t, chromedp.WaitEnabled(chromedp.Search(boxButton(sheetName(scoresheet.Fives)))))
		assert.Equal(t, "55512", eval[string](t, tb, `document.querySelector('form.boxes input[name=dice]').value`))

		// The pad on this phone, in each language and scheme: nothing
		// wider than the screen, every button a thumb's size, the dice
		// and the first boxes on the first screen.
		dir := os.Getenv("PROTOKOLL_SCREENSHOTS")
		for _, tag := range []string{"en", "sv", "et"} {
			require.EqualValues(t, http.StatusOK, tb.open(t, gameURL(ts, "kväll")+"?lang="+tag+"&player=Anna&round=2&dice=55512"))
			for _, scheme := range []string{"light", "dark"} {
				tb.scheme(t, scheme)
				assert.True(t, eval[bool](t, tb, `document.documentElement.scrollWidth <= innerWidth`), "%s, %s: wider than the screen", tag, scheme)
				assert.Empty(t, eval[[]string](t, tb, `Array.prototype.filter.call(document.querySelectorAll('#turn button'), function (b) { var r = b.getBoundingClientRect(); return r.width > 0 && (r.width < 44 || r.height < 44); }).map(function (b) { return b.textContent; })`), "%s, %s: buttons under 44 px", tag, scheme)
				assert.True(t, eval[bool](t, tb, `document.querySelector('form.boxes button').getBoundingClientRect().bottom <= innerHeight`), "%s, %s: the first box on the first screen", tag, scheme)
				if dir != "" {
					yes := false
					r, err := chromedp.Call(tb.ctx, page.CaptureScreenshot, page.CaptureScreenshotParams{Format: page.CaptureScreenshotFormatPng, CaptureBeyondViewport: &yes})
					require.NoError(t, err)
					require.NoError(t, os.WriteFile(filepath.Join(dir, fmt.Sprintf("pad390-%s-%s.png", tag, scheme)), r.Data, 0o644))
				}
			}
			tb.scheme(t, "light")
		}
	})

	t.Run("a PIN being typed is kept while another phone enters", func(t *testing.T) {
		// The PIN typed, the field left (the keyboard put away) and the
		// unlock button not yet tapped: a turn entered meanwhile at another
		// phone draws the sheet again, and leaves the turn's part, the
		// PIN's field in it, as typed.
		f := newFixture(t, "2468", nil)
		f.games(t)
		ts := f.serve(t)
		tb := newPhone(t, browser, "light", "")
		require.EqualValues(t, http.StatusOK, tb.open(t, gameURL(ts, "kväll")))
		tb.do(t, chromedp.WaitVisible(chromedp.Search(pinField)), chromedp.SendKeys(chromedp.Search(pinField), "24"),
			chromedp.Evaluate[chromedp.Void](`document.activeElement.blur()`))
		w := f.post(t, "/g/kv%C3%A4ll/turn", `{"pin":"2468","player":"Anna","dice":"55512","box":"fives"}`)
		require.Equal(t, http.StatusOK, w.Code, w.Body.String())
		tb.waitFor(t, cellIs(sheetName(scoresheet.Fives), "Anna", "15"), 5*time.Second)
		assert.Equal(t, "24", eval[string](t, tb, `document.querySelector('form.unlock input[name=pin]').value`), "the PIN as typed")
	})

	t.Run("a whole game by taps from two phones", func(t *testing.T) {
		f := newFixture(t, "2468", nil)
		key, err := web.LoadKey(f.store.Dir)
		require.NoError(t, err)
		f.srv.Key = key
		f.run(t, "yatzy", "new", "--players", "Anna,Bo", "--name", "pad")
		ts := f.serve(t)
		phones := map[string]*tab{"Anna": newPhone(t, browser, "light", ""), "Bo": newPhone(t, browser, "dark", "")}
		for _, tb := range phones {
			require.EqualValues(t, http.StatusOK, tb.open(t, gameURL(ts, "pad")))
		}
		// Each box in the sheet's order, with dice that score in it.
		turns := []struct {
			box  scoresheet.Box
			dice string
		}{{scoresheet.Ones, "11123"}, {scoresheet.Twos, "22213"}, {scoresheet.Threes, "33312"}, {scoresheet.Fours, "44412"},
			{scoresheet.Fives, "55512"}, {scoresheet.Sixes, "66612"}, {scoresheet.OnePair, "66123"}, {scoresheet.TwoPairs, "66551"},
			{scoresheet.ThreeOfAKind, "44423"}, {scoresheet.FourOfAKind, "33332"}, {scoresheet.SmallStraight, "12345"},
			{scoresheet.LargeStraight, "23456"}, {scoresheet.FullHouse, "22333"}, {scoresheet.Chance, "65542"}, {scoresheet.Yatzy, "55555"}}
		unlocked := map[string]bool{}
		pinsTyped := 0
		for i, turn := range turns {
			if i == 8 {
				// The server restarts, on the same folder, at the same
				// address: the phones stay unlocked.
				addr := ts.Listener.Addr().String()
				f.srv.Close()
				ts.CloseClientConnections()
				ts.Close()
				old := f
				f = newFixture(t, "2468", nil, func(s *web.Server) { s.Store = old.store })
				f.store, f.env = old.store, old.env
				f.srv.Key, err = web.LoadKey(f.store.Dir)
				require.NoError(t, err)
				ts = httptest.NewUnstartedServer(f.h)
				ts.Listener.Close()
				ts.Listener, err = net.Listen("tcp", addr)
				require.NoError(t, err)
				ts.Start()
				srv, ts := f.srv, ts
				t.Cleanup(func() {
					srv.Close() // the live pages first, as serve's cleanup does
					ts.CloseClientConnections()
					ts.Close()
				})
			}
			for _, player := range []string{"Anna", "Bo"} {
				tb := phones[player]
				tb.waitFor(t, `(function () { var h = document.querySelector('#turn h2'); return h !== null && h.textContent === `+jsString(en.T("Turn: %s", player))+` && document.querySelectorAll('.chosen button').length === 0; })()`, 5*time.Second)
				if !unlocked[player] {
					// The PIN, typed once on each phone.
					tb.do(t, chromedp.WaitVisible(chromedp.Search(pinField)), chromedp.SendKeys(chromedp.Search(pinField), "2468"))
					_, err := chromedp.RunResponse(tb.ctx, chromedp.Tap(chromedp.Search(unlockButton), chromedp.NodeVisible))
					require.NoError(t, err)
					unlocked[player], pinsTyped = true, pinsTyped+1
				}
				before := tb.taps
				for j, d := range turn.dice {
					tb.waitFor(t, fmt.Sprintf(`document.querySelectorAll('#turn .chosen button').length === %d && !document.getElementById('turn').hasAttribute('aria-busy')`, j), 2*time.Second)
					tb.tap(t, dieFace(int(d-'0')))
				}
				if i == 0 {
					// Every button of the turn a thumb's size: 44 px at least.
					tb.do(t, chromedp.WaitVisible(chromedp.Search(boxButton(sheetName(turn.box)))))
					small := eval[[]string](t, tb, `Array.prototype.filter.call(document.querySelectorAll('#turn button'), function (b) { var r = b.getBoundingClientRect(); return r.width > 0 && (r.width < 44 || r.height < 44); }).map(function (b) { return b.outerHTML.slice(0, 80); })`)
					assert.Empty(t, small, "buttons smaller than 44 px")
				}
				tb.tapAway(t, boxButton(sheetName(turn.box)))
				assert.Equal(t, 6, tb.taps-before, "%s's turn %d: 5 dice and a box", player, i+1)
			}
		}
		assert.Equal(t, 2, pinsTyped, "the PIN typed once a phone")
		var shown struct {
			Players []struct {
				Name  string
				Total int
			}
			Finished bool
		}
		require.NoError(t, json.Unmarshal([]byte(f.run(t, "yatzy", "show", "--json", "pad")), &shown))
		// 3+6+9+12+15+18 = 63, the bonus 50; 12+22+12+12+15+20+13+22+50.
		assert.True(t, shown.Finished, "the game over")
		for _, p := range shown.Players {
			assert.Equal(t, 63+50+12+22+12+12+15+20+13+22+50, p.Total, p.Name)
		}
		for _, tb := range phones {
			tb.waitFor(t, sheetCell(en.T("Total"), "Bo")+` === "291"`, 5*time.Second)
			if dir := os.Getenv("PROTOKOLL_SCREENSHOTS"); dir != "" {
				require.NoError(t, os.WriteFile(filepath.Join(dir, "pad-over-phone.png"), tb.screenshot(t), 0o644))
			}
		}
	})
}

// newPhone opens a tab as a phone of its own: a browser context of its
// own (its own cookies: its own session), 390x844, touch.
func newPhone(t *testing.T, browser context.Context, scheme, acceptLang string) *tab {
	t.Helper()
	ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	require.NoError(t, chromedp.Do(ctx), "a browser context") // made, for the tab to open in it
	return newTab(t, ctx, phone390, scheme, acceptLang)
}

// phone390 is a phone of today: 390x844 CSS pixels, touch.
var phone390 = screen{"phone390", 390, 844, 3, true}

// The controls of the pad, by their accessible names.
const (
	pinField     = `//label[starts-with(normalize-space(.), "PIN")]//input`
	unlockButton = `//form[contains(@class, "unlock")]//button`
)

// dieFace is the die face's button, named by its digit.
func dieFace(n int) string { return fmt.Sprintf(`//button[normalize-space(.) = "%d"]`, n) }

// boxButton is the button that fills the box, its name starting with the box's.
func boxButton(name string) string {
	return fmt.Sprintf(`//form[contains(@class, "boxes")]//button[starts-with(normalize-space(.), "%s ")]`, name)
}

// tap taps the button found by the XPath query, as a finger does, and
// counts it.
func (tb *tab) tap(t *testing.T, query string) {
	t.Helper()
	tb.taps++
	tb.do(t, chromedp.Tap(chromedp.Search(query), chromedp.NodeVisible, chromedp.NodeEnabled))
}

// tapAway taps the button found by the query, counted, and waits for the
// page it leads to: the game's, no dice in its address.
func (tb *tab) tapAway(t *testing.T, query string) {
	t.Helper()
	tb.tap(t, query)
	// Polled here, not in the page: the page is left meanwhile, and a
	// poll in it ends with it.
	require.EventuallyWithT(t, func(c *assert.CollectT) {
		done, err := chromedp.Run(tb.ctx, chromedp.Evaluate[bool](`location.search === '' && document.readyState === 'complete' && document.getElementById('turn') !== null`))
		assert.NoError(c, err)
		assert.True(c, done, "the page after %s", query)
	}, 5*time.Second, 20*time.Millisecond)
}

// yatzyGame starts a Yatzy game of players called name and plays two
// rounds and a turn of it at the terminal: some boxes scored well, some
// poorly, one struck.
func yatzyGame(t *testing.T, f *fixture, name string, players ...string) {
	t.Helper()
	f.run(t, "yatzy", "new", "--players", strings.Join(players, ","), "--name", name)
	turns := [][2]string{{"sixes", "66624"}, {"small_straight", "12345"}, {"threes", "33312"}, {"full_house", "55522"},
		{"one_pair", "55123"}, {"yatzy", "12346"}, {"fours", "44441"}, {"chance", "65431"}}
	for i := range 2*len(players) + 1 {
		p := i % len(players)
		turn := turns[(i/len(players)+p)%len(turns)]
		args := []string{"yatzy", "record", name, "--player", players[p], "--dice", turn[1], "--box", turn[0]}
		if turn[0] == "yatzy" {
			args = append(args, "--strike")
		}
		f.run(t, args...)
	}
}

// jsString is s as a JavaScript string literal.
func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
