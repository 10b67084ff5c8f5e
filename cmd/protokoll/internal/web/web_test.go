package web_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/net/html"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog/catalogtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history/historytest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/web"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestMain runs the tests with the shared table cache, and the test
// binary as the program for the tests that start it as a process.
func TestMain(m *testing.M) { cmdtest.Main(m) }

// A fixture is a store of saved games and the live page's server of it.
type fixture struct {
	env   map[string]string
	store store.Store
	srv   *web.Server
	h     http.Handler
	log   *cmdtest.Buffer
}

// newFixture makes an empty store and a server of it with pin ("" for
// none) in langs (nil: the program's), and whatever else set sets.
func newFixture(t testing.TB, pin string, langs catalog.Languages, set ...func(*web.Server)) *fixture {
	t.Helper()
	if langs == nil {
		langs = catalog.Builtin()
	}
	env := cmdtest.Home(t)
	f := &fixture{env: env, store: store.Store{Dir: env["PROTOKOLL_HOME"]}, log: &cmdtest.Buffer{}}
	tables := &tablecache.Tables{Cache: tablecache.Cache{Dir: env["PROTOKOLL_CACHE"]}, ErrOut: io.Discard, Lang: langs[0]}
	f.srv = &web.Server{Store: f.store, Kinds: gamekind.Builtin(), Langs: langs, PIN: pin, Cache: t.TempDir(), Log: f.log, Hosts: []string{"example.com"},
		Tables: func() (*tablecache.Tables, error) { return tables, nil }, Poll: 50 * time.Millisecond}
	for _, set := range set {
		set(f.srv)
	}
	f.h = f.srv.Handler()
	t.Cleanup(f.srv.Close)
	return f
}

// serve serves the fixture's pages on a test server of their own, closed
// when the test ends: the live pages first, so that a page's stream left
// open does not keep the server's Close waiting (a browser's tab closed
// by the test may keep its stream for seconds; httptest.Server.Close
// waits for every request under way).
func (f *fixture) serve(t testing.TB) *httptest.Server {
	t.Helper()
	ts := httptest.NewServer(f.h)
	t.Cleanup(func() {
		f.srv.Close()
		ts.Close()
	})
	return ts
}

// run runs protokoll with the fixture's games, as a person at the
// terminal, and fails the test unless it succeeds.
func (f *fixture) run(t testing.TB, args ...string) string {
	t.Helper()
	return cmdtest.MustRun(t, f.env, args...)
}

// games makes the two games the tests read: a Yatzy game three turns in
// (kväll: Anna, Bo, Cecilia) and a card game one round in (kort).
func (f *fixture) games(t testing.TB) {
	t.Helper()
	f.run(t, "yatzy", "new", "--players", "Anna,Bo,Cecilia", "--name", "kväll")
	f.run(t, "yatzy", "record", "kväll", "--player", "Anna", "--dice", "66624", "--box", "sixes")
	f.run(t, "yatzy", "record", "kväll", "--player", "Bo", "--dice", "12345", "--box", "small_straight")
	f.run(t, "yatzy", "record", "kväll", "--player", "Cecilia", "--dice", "11122", "--box", "ones")
	f.run(t, "rummy", "new", "--list", "7", "--players", "Anna,Bo,Cecilia", "--name", "kort")
	f.run(t, "rummy", "record", "kort", "--out", "Bo", "--left", "Anna=K 7 2", "--left", "Cecilia=5 9")
}

// get asks the server for target with the headers h ("Name: value").
func (f *fixture) get(t testing.TB, target string, h ...string) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest(http.MethodGet, target, nil)
	for _, kv := range h {
		k, v, _ := strings.Cut(kv, ": ")
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	f.h.ServeHTTP(w, r)
	return w
}

// file is the bytes of a game's file.
// back is where a redirect leads, as a browser asks for it: without the
// fragment, which only says where the page opens.
func back(w *httptest.ResponseRecorder) string {
	path, _, _ := strings.Cut(w.Header().Get("Location"), "#")
	return path
}

func (f *fixture) file(t testing.TB, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(f.store.Dir, name+store.Ext))
	require.NoError(t, err)
	return data
}

// capital is s begun with a capital, as a page says a refusal.
func capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// text is the text a person reads on a page: its text nodes and the
// words of its buttons and fields, each on a line; scripts and styles
// left out.
func text(t testing.TB, page string) string {
	t.Helper()
	doc, err := html.Parse(strings.NewReader(page))
	require.NoError(t, err)
	var b strings.Builder
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		switch {
		case n.Type == html.TextNode:
			if s := strings.TrimSpace(n.Data); s != "" {
				b.WriteString(s + "\n")
			}
		case n.Type == html.ElementNode && (n.Data == "script" || n.Data == "style"):
			return
		case n.Type == html.ElementNode:
			for _, a := range n.Attr {
				if a.Key == "data-offline" || a.Key == "placeholder" || a.Key == "title" || a.Key == "aria-label" {
					b.WriteString(a.Val + "\n")
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return b.String()
}

// TestPagesInEveryLanguage: the games list and both games' pages, in
// each language the program speaks, asked for with ?lang= and with the
// browser's Accept-Language, hold the game and only that language's
// words.
func TestPagesInEveryLanguage(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t)
	for _, l := range catalog.Builtin() {
		for _, ask := range []struct{ query, header string }{{"?lang=" + l.Tag, ""}, {"", "Accept-Language: " + l.Tag + ";q=0.9, de;q=0.5"}} {
			for _, page := range []string{"/", "/g/kv%C3%A4ll", "/g/kort", "/g/kv%C3%A4ll/turn?dice=66666&player=Anna"} {
				target := page
				if ask.query != "" {
					target += map[bool]string{true: "&", false: "?"}[strings.Contains(page, "?")] + ask.query[1:]
				}
				w := f.get(t, target, ask.header)
				require.Equal(t, http.StatusOK, w.Code, "%s%s: %s", page, ask.query, w.Body)
				body := w.Body.String()
				assert.Contains(t, body, `<html lang="`+l.Tag+`">`, page)
				assert.Contains(t, w.Header().Get("Content-Security-Policy"), "script-src 'self'")
				words := text(t, body)
				assert.Contains(t, words, l.T("All games"), page)
				if l.Tag != "en" {
					assert.Empty(t, catalogtest.EnglishIn(l, words), "%s in %s:\n%s", page, l.Tag, words)
				}
			}
		}
		yatzy := text(t, f.get(t, "/g/kv%C3%A4ll?lang="+l.Tag).Body.String())
		for _, want := range []string{"Anna", "Bo", "Cecilia", "18", "15", l.Sheets.Names[scoresheet.Sixes], l.Sheets.Names[scoresheet.Yatzy],
			l.T("Next: %s, round %d of %d", "Anna", 2, 15), l.T("Pace"), l.T("Bonus needed"), l.T("Turn: %s", "Anna"), l.T("Chances to win")} {
			assert.Contains(t, yatzy, want, l.Tag)
		}
		rummy := text(t, f.get(t, "/g/kort?lang="+l.Tag).Body.String())
		for _, want := range []string{"Cecilia", l.T("Round %d: who went out, and the cards left in each hand", 2), l.T("Total"), "★"} {
			assert.Contains(t, rummy, want, l.Tag)
		}
	}
}

// TestEveryWordIsTheCatalogs: in a made-up language whose every word is
// in look-alike letters, no page shows a word in plain letters but the
// players', the games' and the contracts' own.
func TestEveryWordIsTheCatalogs(t *testing.T) {
	t.Parallel()
	english := catalog.Builtin()[0]
	pseudo := catalogtest.Pseudo(catalog.Builtin().Lookup("sv"), english)
	f := newFixture(t, "2468", catalog.Languages{english, pseudo})
	f.games(t)
	f.run(t, "yatzy", "new", "--players", "Dan", "--name", "maxi", "--variant", "maxi")
	cmdtest.BestButChance(t, f.env, "Anna", "Bo") // g: chances worked out exactly, and at once
	for _, page := range []string{"/", "/g/kv%C3%A4ll", "/g/kort", "/g/maxi", "/g/kv%C3%A4ll/turn?dice=66666", "/g/kv%C3%A4ll/turn?dice=66666&box=yatzy",
		"/g/maxi/turn?dice=666666&rolls=2", "/g/g/chances", "/g/g/hint?dice=66612&left=1", "/g/g/hint?dice=66612&left=0", "/g/nosuch", "/nothing/here"} {
		w := f.get(t, page, "Accept-Language: qaa")
		words := text(t, w.Body.String())
		assert.Empty(t, catalogtest.EnglishWords(words, english, "kväll kort maxi Anna Bo Cecilia Dan protokoll PIN nosuch nothing here example" /* the join code's address: the test's host */, english.Name), "%s:\n%s", page, words)
	}
}

// TestJSONIsShowJSON: /g/NAME.json is what show --json prints, byte for
// byte, for both games.
func TestJSONIsShowJSON(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "", nil)
	f.games(t)
	for game, cmd := range map[string]string{"kväll": "yatzy", "kort": "rummy"} {
		w := f.get(t, "/g/"+url.PathEscape(game)+".json")
		require.Equal(t, http.StatusOK, w.Code)
		assert.Equal(t, "application/json; charset=utf-8", w.Header().Get("Content-Type"))
		assert.Equal(t, f.run(t, cmd, "show", "--json", game), w.Body.String(), game)
	}
	// A game called x.json has its page; no game is a 404 in JSON.
	f.run(t, "yatzy", "new", "--players", "Anna", "--name", "x.json")
	assert.Contains(t, f.get(t, "/g/x.json").Body.String(), "<html")
	w := f.get(t, "/g/none.json")
	assert.Equal(t, http.StatusNotFound, w.Code)
	var e struct{ Error string }
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &e))
	assert.Contains(t, e.Error, `no game called "none"`)
}

// TestGamesListed: unfinished games first, then the finished, newest
// first; a damaged file listed as damaged.
func TestGamesListed(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "", nil)
	f.run(t, "yatzy", "new", "--players", "Anna", "--name", "old")
	f.run(t, "yatzy", "new", "--players", "Anna", "--name", "done", "--variant", "forced")
	for _, b := range scoresheet.Forced().Boxes {
		f.run(t, "yatzy", "record", "done", "--player", "Anna", "--dice", cmdtest.BestDice(b, 5), "--box", string(b))
	}
	// Played an hour ago: "new" has a later modification time, whatever
	// the clock's grain.
	hourAgo := time.Now().Add(-time.Hour)
	for _, name := range []string{"old", "done"} {
		require.NoError(t, os.Chtimes(filepath.Join(f.store.Dir, name+store.Ext), hourAgo, hourAgo))
	}
	f.run(t, "yatzy", "new", "--players", "Bo", "--name", "new")
	require.NoError(t, os.WriteFile(filepath.Join(f.store.Dir, "broken"+store.Ext), []byte("not a game\n"), 0o600))
	page := text(t, f.get(t, "/?lang=en").Body.String())
	order := []string{"broken", "new", "old", "done"} // the damaged file is the newest
	last := -1
	for _, name := range order {
		i := strings.Index(page, "\n"+name+"\n")
		require.GreaterOrEqual(t, i, 0, "%s in\n%s", name, page)
		assert.Greater(t, i, last, "%s after the games before it:\n%s", name, page)
		last = i
	}
	assert.Contains(t, page, "damaged:")
	assert.Contains(t, page, "Winner: Anna")
}

// TestNamesAndLanguagesAreChecked: a name that is not a game's, or that
// would reach outside the folder, and an unknown ?lang=, are refused in
// the reader's language, and nothing is read outside the store.
func TestNamesAndLanguagesAreChecked(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t)
	require.NoError(t, os.WriteFile(filepath.Join(filepath.Dir(f.store.Dir), "secret"+store.Ext), []byte("{}\n"), 0o600))
	for _, target := range []string{"/g/..%2Fsecret", "/g/%2E%2E", "/g/.hidden", "/g/a%00b", "/g/" + strings.Repeat("x", 300)} {
		w := f.get(t, target)
		assert.Contains(t, []int{http.StatusBadRequest, http.StatusNotFound}, w.Code, target)
		assert.NotContains(t, w.Body.String(), "{}", target)
	}
	w := f.get(t, "/g/kort?lang=de", "Accept-Language: sv")
	assert.Equal(t, http.StatusBadRequest, w.Code)
	assert.Contains(t, w.Body.String(), "Okänt språk")
	assert.Equal(t, http.StatusNotFound, f.get(t, "/g/kort/nothing").Code)
}

// TestPagesAtOnce: many readers of one game at once, while entries are
// recorded, each see a whole game (the race detector watches the games
// they share).
func TestPagesAtOnce(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t)
	var wg sync.WaitGroup
	for i := range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 20 {
				for _, page := range []string{"/g/kv%C3%A4ll?lang=sv", "/g/kort", "/g/kv%C3%A4ll.json", "/"} {
					w := f.get(t, page)
					assert.Equal(t, http.StatusOK, w.Code, "reader %d: %s", i, page)
				}
			}
		}()
	}
	for _, b := range []string{"fives", "fours"} {
		for _, p := range []string{"Anna", "Bo", "Cecilia"} {
			w := f.post(t, "/g/kv%C3%A4ll/turn", `{"pin":"2468","player":"`+p+`","dice":"55444","box":"`+b+`"}`)
			assert.Equal(t, http.StatusOK, w.Code, w.Body.String())
		}
	}
	wg.Wait()
	assert.Equal(t, f.run(t, "yatzy", "show", "--json", "kväll"), f.get(t, "/g/kv%C3%A4ll.json").Body.String(), "the page and a fresh reading agree")
}

// TestLanguageLinksOfARefusal: a form refused by the rules comes back on
// a page (a GET, by a redirect) whose language links say the same refusal
// in the other languages, the form as typed.
func TestLanguageLinksOfARefusal(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t)
	et := catalog.Builtin().Lookup("et")
	etLink := regexp.MustCompile(`<a href="([^"]+)" hreflang="et"`)
	for game, c := range map[string]struct {
		form url.Values
		want string
	}{
		"kort":  {url.Values{"out": {"Bo"}, "left0": {"Z"}, "left1": {""}, "left2": {"5"}, "pin": {"2468"}}, `value="Z"`},
		"kväll": {url.Values{"player": {"Bo"}, "dice": {"66666"}, "box": {"yatzy"}, "pin": {"2468"}}, capital(et.T("it is %s's turn, not %s's", "Anna", "Bo"))},
	} {
		before := f.file(t, game)
		w := f.post(t, "/g/"+url.PathEscape(game)+"/turn?lang=sv", c.form.Encode())
		require.Equal(t, http.StatusSeeOther, w.Code, game)
		m := etLink.FindStringSubmatch(f.get(t, back(w)).Body.String())
		require.NotNil(t, m, game)
		page := f.get(t, html.UnescapeString(m[1])).Body.String()
		assert.Contains(t, page, `<html lang="et">`, game)
		assert.Contains(t, page, c.want, game)
		assert.Equal(t, before, f.file(t, game), game)
	}
}

// TestRefusalsInTheReadersLanguage: a refusal that carries its own
// status (a wrong PIN, not the player's turn) is said in the reader's
// language, on a page and as JSON.
func TestRefusalsInTheReadersLanguage(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t)
	sv := catalog.Builtin().Lookup("sv")
	for _, c := range []struct {
		turn string
		code int
		want string
	}{
		{`{"pin":"0000","player":"Anna","dice":"66666","box":"yatzy"}`, http.StatusForbidden, sv.T("wrong PIN, or none: the PIN is printed at the terminal that serves this page")},
		{`{"pin":"2468","player":"Bo","dice":"66666","box":"yatzy"}`, http.StatusConflict, sv.T("it is %s's turn, not %s's", "Anna", "Bo")},
	} {
		before := f.file(t, "kväll")
		r := httptest.NewRequest(http.MethodPost, "/g/kv%C3%A4ll/turn", strings.NewReader(c.turn))
		r.Header.Set("Content-Type", "application/json")
		r.Header.Set("Accept-Language", "sv")
		w := httptest.NewRecorder()
		f.h.ServeHTTP(w, r)
		assert.Equal(t, c.code, w.Code, c.turn)
		var e struct{ Error string }
		require.NoError(t, json.Unmarshal(w.Body.Bytes(), &e))
		assert.Equal(t, c.want, e.Error, c.turn)
		assert.Equal(t, string(before), string(f.file(t, "kväll")))
	}
}

// TestGamesPageSaysTheTimePlayed: the live page's list of games says each
// game's time played, its pauses left out, as `games` does (the fixture
// nights: n3 played 118 minutes past midnight, n4-c six minutes so far),
// in each language.
func TestGamesPageSaysTheTimePlayed(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	historytest.Nights(t, f.store)
	for _, l := range catalog.Builtin() {
		words := text(t, f.get(t, "/?lang="+l.Tag).Body.String())
		assert.Contains(t, words, "n3\n"+l.GameOf(true, "scandinavian")+"\n", l.Tag)
		for _, want := range []string{render.Played(l, 118*time.Minute), render.Played(l, 6*time.Minute)} {
			assert.Contains(t, words, "\n"+want+"\n", l.Tag)
		}
	}
}

// TestMaxiChancesBeforeTheTableIsPrepared: maxi's page offers its
// chances (worked out from its prepared table); before the table is
// prepared they say so in the reader's language, with the command that
// prepares it, as the terminal does (503: not yet).
func TestMaxiChancesBeforeTheTableIsPrepared(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.run(t, "yatzy", "new", "--variant", "maxi", "--players", "Anna,Bo", "--name", "mx")
	sv := catalog.Builtin().Lookup("sv")
	resp := f.get(t, "/g/mx/chances?lang=sv")
	assert.Equal(t, http.StatusServiceUnavailable, resp.Code)
	words := text(t, resp.Body.String())
	assert.Contains(t, words, "Bästa spelet för maxi är")
	assert.Contains(t, words, "protokoll yatzy advise --prepare --variant maxi")
	game := f.get(t, "/g/mx?lang=sv").Body.String()
	assert.Contains(t, game, sv.T("Hint"))
	assert.Contains(t, game, sv.T("Chances to win"))
}

// TestForcedOrderSaysTheBox: in forced order the turn's form says which
// box the dice are rolled for, as the terminal does.
func TestForcedOrderSaysTheBox(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.run(t, "yatzy", "new", "--variant", "forced", "--players", "Anna,Bo", "--name", "tvång")
	f.run(t, "yatzy", "record", "tvång", "--player", "Anna", "--dice", "11123", "--box", "ones")
	sv := catalog.Builtin().Lookup("sv")
	words := text(t, f.get(t, "/g/tv%C3%A5ng?lang=sv").Body.String())
	assert.Contains(t, words, sv.T("Turn: %s", "Bo")+" · "+sv.T("rolling for %s", scoresheet.Forced().Name(scoresheet.Ones, sv.Sheets)))
}

// TestAGameNotThereSaysSoAlone: a game's address with no game answers 404
// saying so, without the server's folder, and leads to the games, not
// back to the game that is not there.
func TestAGameNotThereSaysSoAlone(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t)
	for _, target := range []string{"/g/FIN", "/g/FIN/turn?dice=66624", "/g/FIN.json"} {
		w := f.get(t, target)
		assert.Equal(t, http.StatusNotFound, w.Code, target)
		body := html.UnescapeString(strings.ReplaceAll(w.Body.String(), `\"`, `"`))
		want := `No game called "FIN" here`
		if strings.HasSuffix(target, ".json") {
			want = `no game called "FIN" here` // as a refusal's JSON has it, as Go errors are
		}
		assert.Contains(t, body, want, target)
		assert.NotContains(t, w.Body.String(), f.store.Dir, target)
		assert.NotContains(t, w.Body.String(), `href="/g/FIN"`, target)
	}
	assert.Contains(t, f.get(t, "/g/FIN?lang=sv").Body.String(), `href="/?lang=sv"`, "to the games")
}

// TestPagesOfTheServersKinds: a game's page is of its kind among the
// server's kinds; a server that knows only Yatzy serves the Yatzy game
// and refuses the card game as a kind it does not know.
func TestPagesOfTheServersKinds(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "", nil, func(s *web.Server) { s.Kinds = gamekind.Kinds{gamekind.Yatzy()} })
	f.games(t)
	assert.Equal(t, http.StatusOK, f.get(t, "/g/kväll").Code)
	w := f.get(t, "/g/kort")
	assert.NotEqual(t, http.StatusOK, w.Code)
	assert.Contains(t, html.UnescapeString(w.Body.String()), `"kort" is a rummy game, which protokoll does not know`)
}
