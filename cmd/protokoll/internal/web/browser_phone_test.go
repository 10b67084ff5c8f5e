//go:build !race

// The phone as a pad, in a real browser (see browser_test.go for why not
// under the race detector): a phone of 390 by 844 with a touch screen, as
// most phones at a table are. The tests here run one after the other
// before TestBrowser (the file's name comes first): TestBrowser's time
// limit starts before it waits for the tests that do not run in
// parallel, and these, run after it started, would eat into it.

package web_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	"image/png"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	qr "github.com/piglig/go-qr"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/contracts"
)

// pad is a phone at the table: 390 by 844, touch.
var pad = screen{"pad", 390, 844, 3, true}

// unlock types pin in the PIN field of the form in part (a CSS
// selector) if it asks for one: a phone that gave it once holds a
// session, and is not asked.
func unlock(t *testing.T, tb *tab, part, pin string) {
	t.Helper()
	if eval[bool](t, tb, `document.querySelector(`+jsString(part+" input[name=pin]")+`) !== null`) {
		tb.do(t, typeIn(part+" input[name=pin]", pin))
	}
}

// shoot is a PNG of the element sel as the screen shows it.
func (tb *tab) shoot(t *testing.T, sel string) image.Image {
	t.Helper()
	var r struct{ X, Y, Width, Height float64 }
	data, err := json.Marshal(eval[map[string]float64](t, tb, `(function () { var e = document.querySelector(`+jsString(sel)+`); e.scrollIntoView({block: "center"}); var r = e.getBoundingClientRect(); return {x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height}; })()`))
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal(data, &r))
	shot, err := chromedp.Call(tb.ctx, page.CaptureScreenshot, page.CaptureScreenshotParams{
		Format: page.CaptureScreenshotFormatPng, Clip: &page.Viewport{X: r.X, Y: r.Y, Width: r.Width, Height: r.Height, Scale: 1}})
	require.NoError(t, err)
	img, err := png.Decode(bytes.NewReader(shot.Data))
	require.NoError(t, err)
	return img
}

// tap taps the element sel, as a thumb does, and waits for nothing.
func tap(sel string) chromedp.Action[chromedp.Void] {
	return chromedp.Click(chromedp.CSS(sel), chromedp.NodeVisible)
}

// choose chooses value in the <select> sel, as a person does: the page's
// script hears it.
func choose(sel, value string) chromedp.Action[chromedp.Void] {
	return chromedp.Evaluate[chromedp.Void](fmt.Sprintf(`(function () { var s = document.querySelector(%s); s.value = %s; s.dispatchEvent(new Event('change', {bubbles: true})); })()`, jsString(sel), jsString(value)))
}

// rummyRound is round i (from 0) of the card game called name, as show
// --json prints it: who went out and each player's points.
func rummyRound(t *testing.T, f *fixture, name string, i int) (out string, points map[string]int) {
	t.Helper()
	var shown struct {
		Players []struct {
			Name   string
			Points []int
		}
		History []struct {
			Result struct{ Out string }
		}
	}
	require.NoError(t, json.Unmarshal([]byte(f.run(t, "rummy", "show", "--json", name)), &shown))
	points = map[string]int{}
	for _, p := range shown.Players {
		require.Greater(t, len(p.Points), i, p.Name)
		points[p.Name] = p.Points[i]
	}
	return shown.History[i].Result.Out, points
}

func TestPhone(t *testing.T) {
	browser := newBrowser(t)
	f := newFixture(t, "2468", nil)
	f.games(t) // kväll: Anna's turn, round 2; kort: round 2
	ts := f.serve(t)

	t.Run("the card game's round by rank buttons", func(t *testing.T) {
		for _, c := range []struct {
			tag, out string
			hands    map[int][]string // by seat: the buttons tapped
			want     map[string]int
		}{
			{"en", "Anna", map[int][]string{1: {"K", "7"}, 2: {"5", "10", "⌫", "9"}}, map[string]int{"Anna": 0, "Bo": 15, "Cecilia": 10}},
			// Swedish writes the ace E and the jack Kn.
			{"sv", "Bo", map[int][]string{0: {"E"}, 2: {"Kn", "D"}}, map[string]int{"Anna": 20, "Bo": 0, "Cecilia": 20}},
		} {
			l := catalog.Builtin().Lookup(c.tag)
			tb := newTab(t, browser, pad, "light", c.tag)
			require.EqualValues(t, http.StatusOK, tb.open(t, gameURL(ts, "kort")))
			round := eval[int](t, tb, `+document.querySelector('#turn input[name=round]').value`)

			// The round's form is on the first screen, the round's contract
			// above it.
			assert.True(t, eval[bool](t, tb, `document.querySelector('#turn select[name=out]').getBoundingClientRect().bottom <= innerHeight`), "%s: who went out, on the first screen", c.tag)
			assert.True(t, eval[bool](t, tb, `document.querySelector('.contract-now').getBoundingClientRect().bottom <= document.querySelector('#turn form').getBoundingClientRect().top`), c.tag)
			assert.False(t, eval[bool](t, tb, `document.querySelector('details.contracts').open`), "%s: the other rounds' contracts behind a disclosure", c.tag)

			// No one went out until someone is chosen.
			assert.Equal(t, "", eval[string](t, tb, `document.querySelector('select[name=out]').value`), c.tag)
			assert.False(t, eval[bool](t, tb, `document.querySelector('#turn form').checkValidity()`), "%s: a round without who went out is not sent", c.tag)

			// The buttons are the ranks, as the page's language writes them.
			var ranks []string
			for r := contracts.Two; r <= contracts.Ace; r++ {
				ranks = append(ranks, r.In(l.Contracts))
			}
			names, _ := json.Marshal(ranks)
			assert.True(t, eval[bool](t, tb, `(function (want) {
  var got = Array.prototype.map.call(document.querySelectorAll('.rankpad button[data-rank]'), function (b) { return b.getAttribute('aria-label') || b.textContent.trim(); });
  return JSON.stringify(got) === JSON.stringify(want);
})(`+string(names)+`)`), "%s: the rank buttons' names", c.tag)

			tb.do(t, choose(`select[name=out]`, c.out))
			assert.True(t, eval[bool](t, tb, `document.querySelector('label.hand[data-player=`+c.out+`]').offsetParent === null`), "%s: the hand of who went out is hidden", c.tag)
			for seat := range 3 {
				taps, ok := c.hands[seat]
				if !ok {
					continue
				}
				tb.do(t, tap(fmt.Sprintf(`input[name=left%d]`, seat)))
				for _, rank := range taps {
					sel := fmt.Sprintf(`.rankpad button[data-rank=%q]`, rank)
					if rank == "⌫" {
						sel = `.rankpad button[data-erase]`
					}
					tb.do(t, tap(sel))
				}
			}
			unlock(t, tb, "#turn", "2468")
			require.EqualValues(t, http.StatusOK, tb.press(t, `#turn button[type=submit]`))
			out, points := rummyRound(t, f, "kort", round-1)
			assert.Equal(t, c.out, out, c.tag)
			assert.Equal(t, c.want, points, c.tag)
		}
	})

	t.Run("a late phone joins by the code another shows", func(t *testing.T) {
		for _, scheme := range []string{"light", "dark"} {
			first := newTab(t, browser, pad, scheme, "sv")
			require.EqualValues(t, http.StatusOK, first.open(t, gameURL(ts, "kväll")))
			first.do(t, tap(`details.join summary`))
			// The code as the screen shows it, read as a camera does.
			shot := first.shoot(t, `details.join svg`)
			if dir := os.Getenv("PROTOKOLL_SCREENSHOTS"); dir != "" {
				var b bytes.Buffer
				require.NoError(t, png.Encode(&b, shot))
				require.NoError(t, os.WriteFile(filepath.Join(dir, "join-code-"+scheme+".png"), b.Bytes(), 0o644))
			}
			got, err := qr.Decode(shot)
			require.NoError(t, err, scheme)
			assert.Equal(t, gameURL(ts, "kväll"), got, scheme)

			late := newTab(t, browser, pad, scheme, "et")
			require.EqualValues(t, http.StatusOK, late.open(t, got))
			assert.Equal(t, "/g/"+url.PathEscape("kväll"), eval[string](t, late, `location.pathname`), "on the game")
			assert.Equal(t, "et", eval[string](t, late, `document.documentElement.lang`), "in the late phone's own language")
			assert.True(t, eval[bool](t, late, `document.querySelector('table.sheet') !== null`), "the sheet")
		}
	})

	t.Run("undo from a phone, what changed on every phone", func(t *testing.T) {
		phones := []*tab{newTab(t, browser, pad, "light", ""), newTab(t, browser, pad, "dark", "")}
		for _, tb := range phones {
			require.EqualValues(t, http.StatusOK, tb.open(t, gameURL(ts, "kväll")))
			tb.do(t, chromedp.Evaluate[chromedp.Void](`window.notReloaded = true`))
		}
		changed := `document.getElementById('changed').textContent`
		assert.Equal(t, "Cecilia: Ones 3 (1 1 1 2 2)", eval[string](t, phones[1], changed), "the last entry")
		assert.Equal(t, "polite", eval[string](t, phones[1], `document.getElementById('changed').getAttribute('aria-live')`), "said to screen readers")

		tb := phones[0]
		tb.do(t, tap(`details.undo summary`))
		assert.Equal(t, "Take back Cecilia: Ones 3 (1 1 1 2 2)?", eval[string](t, tb, `document.querySelector('details.undo p').textContent`), "the table's question")
		unlock(t, tb, "details.undo", "2468")
		require.EqualValues(t, http.StatusOK, tb.press(t, `details.undo button[type=submit]`))
		assert.Contains(t, f.run(t, "yatzy", "show", "kväll"), "Next: Cecilia, round 1 of 15", "taken back")
		took := "Took back: Cecilia: Ones 3 (1 1 1 2 2)"
		assert.Equal(t, took, eval[string](t, tb, changed))
		phones[1].waitFor(t, changed+` === `+jsString(took), 2*time.Second)
		assert.True(t, eval[bool](t, phones[1], `window.notReloaded === true`), "the other phone was not loaded again")

		// An entry at the terminal: said on every phone.
		f.run(t, "yatzy", "record", "kväll", "--player", "Cecilia", "--dice", "66666", "--box", "yatzy")
		for _, p := range phones {
			p.waitFor(t, changed+` === "Cecilia: Yatzy 50 (6 6 6 6 6)"`, 2*time.Second)
		}
	})

	t.Run("after play again the page follows", func(t *testing.T) {
		soloGame(t, f, "solo")
		tb := newTab(t, browser, pad, "light", "et")
		require.EqualValues(t, http.StatusOK, tb.open(t, gameURL(ts, "solo")))
		list := newTab(t, browser, pad, "light", "")
		require.EqualValues(t, http.StatusOK, list.open(t, ts.URL+"/"))
		name := strings.TrimSpace(f.run(t, "yatzy", "again", "solo"))
		// The page goes away under the wait: asked again until it is there.
		require.EventuallyWithT(t, func(c *assert.CollectT) {
			path, err := chromedp.Run(tb.ctx, chromedp.Evaluate[string](`location.pathname`))
			assert.NoError(c, err)
			assert.Equal(c, "/g/"+name, path, "the page follows to the new game")
		}, 3*time.Second, 50*time.Millisecond)
		tb.waitFor(t, `document.readyState === 'complete'`, 3*time.Second)
		assert.Equal(t, "et", eval[string](t, tb, `document.documentElement.lang`))
		assert.True(t, eval[bool](t, tb, `document.querySelector('table.sheet') !== null`), "the new game's sheet")
		// And the list of games has it, without a reload.
		list.waitFor(t, `document.querySelector('#list').textContent.indexOf(`+jsString(name)+`) >= 0`, 3*time.Second)
	})

	t.Run("the language chosen on the page is kept", func(t *testing.T) {
		tb := newTab(t, browser, pad, "light", "et")
		require.EqualValues(t, http.StatusOK, tb.open(t, gameURL(ts, "kort")))
		require.Equal(t, "et", eval[string](t, tb, `document.documentElement.lang`))
		require.EqualValues(t, http.StatusOK, tb.press(t, `header a[hreflang=sv]`))
		require.EqualValues(t, http.StatusOK, tb.open(t, ts.URL+"/"))
		assert.Equal(t, "sv", eval[string](t, tb, `document.documentElement.lang`), "the list, in the language chosen")
		require.EqualValues(t, http.StatusOK, tb.open(t, gameURL(ts, "kväll")))
		assert.Equal(t, "sv", eval[string](t, tb, `document.documentElement.lang`), "another game, too")
		_, err := chromedp.Call(tb.ctx, network.ClearBrowserCookies, cdp.Empty{})
		require.NoError(t, err)
	})
}

// TestPhoneLayout measures the pages on a phone in the browser, in every
// language and both colour schemes: a 4-player sheet whole on a screen,
// no word wider than its box (none broken inside), every control a
// thumb's size, every text's contrast at least 4.5:1.
func TestPhoneLayout(t *testing.T) {
	browser := newBrowser(t)
	f := newFixture(t, "2468", nil)
	f.games(t)
	ts := f.serve(t)
	dir := os.Getenv("PROTOKOLL_SCREENSHOTS")
	yatzyGame(t, f, "fyra", "Anna", "Bo", "Cecilia", "Dragomir")
	f.run(t, "rummy", "new", "--list", "7", "--players", "Anna,Bo,Cecilia,Dragomir", "--name", "kort4")
	f.run(t, "rummy", "record", "kort4", "--out", "Bo", "--left", "Anna=K 7 2", "--left", "Cecilia=5 9", "--left", "Dragomir=A")
	// A finished game: its page ends with the night's recap.
	f.run(t, "rummy", "new", "--list", "7", "--players", "Anna,Bo,Cecilia", "--name", "klar")
	for i := range 16 {
		out := []string{"Anna", "Bo", "Cecilia"}[i%3]
		var left []string
		for _, p := range []string{"Anna", "Bo", "Cecilia"} {
			if p != out {
				left = append(left, "--left", p+"="+[]string{"K 7", "5", "A A 9"}[(i+len(p))%3])
			}
		}
		f.run(t, append([]string{"rummy", "record", "klar", "--out", out}, left...)...)
	}
	for _, tag := range []string{"en", "sv", "et"} {
		l := catalog.Builtin().Lookup(tag)
		tb := newTab(t, browser, pad, "light", tag)
		for _, page := range []string{"fyra", "kort4", "klar", ""} {
			target := ts.URL + "/"
			if page != "" {
				target = gameURL(ts, page)
			}
			tb.scheme(t, "light")
			require.EqualValues(t, http.StatusOK, tb.open(t, target))
			for _, scheme := range []string{"light", "dark"} {
				tb.scheme(t, scheme)
				what := fmt.Sprintf("%s, %s, %s", page, tag, scheme)
				if page == "fyra" {
					// The whole sheet on one screen: from its names to its
					// Total, within the phone's height.
					height := eval[float64](t, tb, `(function (total) {
  var table = document.querySelector('table.sheet'), rows = table.tBodies[0].rows, last = null;
  for (var i = 0; i < rows.length; i++) if (rows[i].cells[0].textContent.trim() === total) last = rows[i];
  if (!last) return -1;
  return last.getBoundingClientRect().bottom - table.getBoundingClientRect().top;
})(`+jsString(l.T("Total"))+`)`)
					t.Logf("%s: the sheet from its names to its Total: %.0f px", what, height)
					assert.True(t, height > 0 && height <= float64(pad.height), "%s: the sheet from its names to its Total is %.0f px", what, height)
				}
				if page == "klar" {
					// The recap as wide as the screen, each player's line
					// in a colour of its own.
					assert.True(t, eval[bool](t, tb, `(function () { var r = document.querySelector('.recap'); return r.scrollWidth <= r.clientWidth && r.getBoundingClientRect().right <= innerWidth; })()`),
						"%s: the recap is %v px wide in %v", what, eval[float64](t, tb, `document.querySelector('.recap').scrollWidth`), eval[float64](t, tb, `document.querySelector('.recap').clientWidth`))
					colours := eval[int](t, tb, `new Set(Array.prototype.map.call(document.querySelectorAll('.recap span'), function (s) { return getComputedStyle(s).color; })).size`)
					assert.GreaterOrEqual(t, colours, 3, "%s: a colour for each of the three players' lines", what)
				}
				// No word wider than its box: none broken inside, none cut.
				broken := eval[[]string](t, tb, `(function () {
  var out = [], canvas = document.createElement('canvas').getContext('2d');
  document.querySelectorAll('main th, main td, main button, main label, main summary, main a, main p, main h1, main h2, main li, header a').forEach(function (el) {
    if (el.offsetParent === null || el.closest('.recap')) return;
    var s = getComputedStyle(el), room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
    if (s.display === 'inline') room = el.getBoundingClientRect().width;
    canvas.font = s.fontWeight + ' ' + s.fontSize + ' ' + s.fontFamily;
    var words = [];
    el.childNodes.forEach(function (n) { if (n.nodeType === 3) words = words.concat(n.textContent.split(/\s+/)); });
    words.forEach(function (w) {
      if (w === '' || el.closest('.url')) return;
      var width = canvas.measureText(w).width;
      if (s.writingMode !== 'horizontal-tb') return;
      if (width > room + 1) out.push(w + ' (' + Math.round(width) + ' px in ' + Math.round(room) + ')');
    });
  });
  return out;
})()`)
				assert.Empty(t, broken, "%s: words wider than their box", what)
				// Every control a thumb's size.
				small := eval[[]string](t, tb, `(function () {
  var out = [];
  document.querySelectorAll('button, a, summary, input:not([type=hidden]), select').forEach(function (el) {
    if (el.offsetParent === null) return;
    var r = el.getBoundingClientRect();
    if (r.width < 44 || r.height < 44) out.push((el.textContent.trim() || el.name || el.tagName) + ' ' + Math.round(r.width) + '×' + Math.round(r.height));
  });
  return out;
})()`)
				assert.Empty(t, small, "%s: tap targets under 44 px", what)
				// Every text's contrast with what is behind it.
				faint := eval[[]string](t, tb, `(function () {
  function rgb(c) { var m = c.match(/[\d.]+/g); return m ? m.map(Number) : [0, 0, 0, 0]; }
  function lum(c) { var v = c.slice(0, 3).map(function (x) { x /= 255; return x <= 0.03928 ? x / 12.92 : Math.pow((x + 0.055) / 1.055, 2.4); }); return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2]; }
  function behind(el) {
    for (; el; el = el.parentElement) { var c = rgb(getComputedStyle(el).backgroundColor); if (c.length < 4 || c[3] > 0) return c; }
    return rgb(getComputedStyle(document.documentElement).backgroundColor);
  }
  var out = [];
  document.querySelectorAll('body *').forEach(function (el) {
    if (el.offsetParent === null || el.closest('svg')) return;
    var text = Array.prototype.some.call(el.childNodes, function (n) { return n.nodeType === 3 && n.textContent.trim() !== ''; });
    if (!text) return;
    var s = getComputedStyle(el), fg = lum(rgb(s.color)), bg = lum(behind(el));
    var ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
    if (ratio * (+s.opacity || 1) < 4.5) out.push(el.textContent.trim().slice(0, 30) + ': ' + ratio.toFixed(2));
  });
  return out;
})()`)
				assert.Empty(t, faint, "%s: text under 4.5:1", what)
				if dir != "" {
					name := page
					if name == "" {
						name = "list"
					}
					require.NoError(t, os.WriteFile(filepath.Join(dir, fmt.Sprintf("phone-%s-%s-%s.png", name, tag, scheme)), tb.screenshot(t), 0o644))
				}
			}
		}
	}
}
