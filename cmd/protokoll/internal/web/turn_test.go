package web_test

import (
	"encoding/json"
	"html"
	"net/http"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/web"
	"github.com/kitchentable/protokoll/contracts"
)

// post sends body to target as JSON (a string starting with "{") or as a
// page's form, with the headers h ("Name: value"), from addr.
func (f *fixture) post(t testing.TB, target, body string, h ...string) *httptest.ResponseRecorder {
	t.Helper()
	r := httptest.NewRequest(http.MethodPost, target, strings.NewReader(body))
	if strings.HasPrefix(body, "{") {
		r.Header.Set("Content-Type", "application/json")
	} else {
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	for _, kv := range h {
		k, v, _ := strings.Cut(kv, ": ")
		if k == "RemoteAddr" {
			r.RemoteAddr = v
			continue
		}
		r.Header.Set(k, v)
	}
	w := httptest.NewRecorder()
	f.h.ServeHTTP(w, r)
	return w
}

// refusal is the reason of a refusal answered as JSON.
func refusal(t testing.TB, w *httptest.ResponseRecorder) string {
	t.Helper()
	var e struct{ Error string }
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &e), w.Body.String())
	return e.Error
}

// TestATurnFromAPhone: a Yatzy turn and a round of the card game sent as
// JSON with the PIN are recorded as the CLI records them, answered with
// what show --json prints, and logged with who sent them from where.
func TestATurnFromAPhone(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t)
	w := f.post(t, "/g/kv%C3%A4ll/turn", `{"pin":"2468","player":"anna","dice":"6 6 6 2 4","box":"Sexor"}`, "RemoteAddr: 192.168.1.7:5000")
	assert.Equal(t, http.StatusBadRequest, w.Code, "sixes are Anna's already: %s", w.Body)
	w = f.post(t, "/g/kv%C3%A4ll/turn", `{"pin":"2468","player":"anna","dice":"5 5 5 2 4","box":"Femmor"}`, "RemoteAddr: 192.168.1.7:5000")
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, f.run(t, "yatzy", "show", "--json", "kväll"), w.Body.String())
	var g view.YatzyGame
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &g))
	assert.Equal(t, "Bo", g.Next.Player)
	assert.Contains(t, f.log.String(), "kväll: Anna fives 15 (5 5 5 2 4) (from 192.168.1.7:5000")

	w = f.post(t, "/g/kort/turn", `{"pin":"2468","out":"Cecilia","left":{"anna":"K 7","Bo":""}}`)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, f.run(t, "rummy", "show", "--json", "kort"), w.Body.String())
	assert.Contains(t, f.log.String(), "kort: round 2, out Cecilia: Anna 15, Bo 0, Cecilia 0")

	// Maxi: the rolls used are part of the turn.
	f.run(t, "yatzy", "new", "--variant", "maxi", "--players", "Dan", "--name", "maxi")
	w = f.post(t, "/g/maxi/turn", `{"pin":"2468","player":"Dan","dice":"666612","box":"sixes"}`)
	assert.Equal(t, http.StatusBadRequest, w.Code)
	assert.Contains(t, refusal(t, w), "needs the rolls the turn used")
	w = f.post(t, "/g/maxi/turn", `{"pin":"2468","player":"Dan","dice":"666612","box":"sixes","rolls":2}`)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, 1, *cmdtest.YatzyJSON(t, f.env, "maxi").Players[0].SavedRolls)
}

// TestRefusalsLeaveTheFileAsItWas: every refusal — a turn against the
// rules, a wrong or missing PIN, another player's turn, a game open at a
// terminal, a body that is not a turn, a page of another site — is
// answered with its status and reason, in the reader's language, and
// the game's file is byte for byte as it was.
func TestRefusalsLeaveTheFileAsItWas(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t)
	cases := []struct {
		name, game, body string
		headers          []string
		code             int
		reason           string
	}{
		{"no PIN", "kv%C3%A4ll", `{"player":"Anna","dice":"55512","box":"fives"}`, nil, 403, "wrong PIN"},
		{"wrong PIN", "kv%C3%A4ll", `{"pin":"1234","player":"Anna","dice":"55512","box":"fives"}`, nil, 403, "wrong PIN"},
		{"not their turn", "kv%C3%A4ll", `{"pin":"2468","player":"Bo","dice":"55512","box":"fives"}`, nil, 409, "it is Anna's turn, not Bo's"},
		{"a round of Anna's entered meanwhile", "kv%C3%A4ll", `{"pin":"2468","player":"Anna","dice":"55512","box":"fives","round":1}`, nil, 409, "Anna's turn of round 1 was entered meanwhile"},
		{"a round of Bo's entered meanwhile", "kv%C3%A4ll", `{"pin":"2468","player":"Bo","dice":"55512","box":"fives","round":1}`, nil, 409, "Bo's turn of round 1 was entered meanwhile"},
		{"a round of Anna's ahead", "kv%C3%A4ll", `{"pin":"2468","player":"Anna","dice":"55512","box":"fives","round":3}`, nil, 400, "round 3 is not the next round: that is round 2"},
		{"not a player", "kv%C3%A4ll", `{"pin":"2468","player":"Dan","dice":"55512","box":"fives"}`, nil, 400, "Dan"},
		{"a filled box", "kv%C3%A4ll", `{"pin":"2468","player":"Anna","dice":"66612","box":"sixes"}`, nil, 400, "Sixes"},
		{"a zero unconfirmed", "kv%C3%A4ll", `{"pin":"2468","player":"Anna","dice":"12346","box":"yatzy"}`, nil, 400, "0"},
		{"four dice", "kv%C3%A4ll", `{"pin":"2468","player":"Anna","dice":"5551","box":"fives"}`, []string{"Accept-Language: sv"}, 400, "4 tärningar"},
		{"no such box", "kv%C3%A4ll", `{"pin":"2468","player":"Anna","dice":"55512","box":"sevens"}`, nil, 400, "sevens"},
		{"a typo in a field", "kv%C3%A4ll", `{"pin":"2468","player":"Anna","dice":"55512","bx":"fives"}`, nil, 400, "bx"},
		{"two turns", "kv%C3%A4ll", `{"pin":"2468","player":"Anna","dice":"55512","box":"fives"}{}`, nil, 400, "more than one"},
		{"not JSON", "kv%C3%A4ll", `{"pin":"2468",`, nil, 400, "not a turn as JSON"},
		{"too large", "kv%C3%A4ll", `{"pin":"2468","player":"` + strings.Repeat("A", 20000) + `"}`, nil, 400, "larger than"},
		{"a form too large", "kv%C3%A4ll", "pin=2468&player=" + strings.Repeat("A", 20000), []string{"Accept-Language: sv", "Accept: application/json"}, 400, "större än"},
		{"a round for Yatzy", "kv%C3%A4ll", `{"pin":"2468","out":"Anna"}`, nil, 400, "not who went out"},
		{"another site", "kv%C3%A4ll", `{"pin":"2468","player":"Anna","dice":"55512","box":"fives"}`, []string{"Sec-Fetch-Site: cross-site"}, 403, "another site"},
		{"another origin", "kv%C3%A4ll", `{"pin":"2468","player":"Anna","dice":"55512","box":"fives"}`, []string{"Origin: http://evil.example"}, 403, "another site"},
		{"no such game", "none", `{"pin":"2468","player":"Anna","dice":"55512","box":"fives"}`, nil, 404, "no game"},
		{"a bad name", "%2E%2E", `{"pin":"2468"}`, nil, 400, "bad game name"},
		{"a bad card", "kort", `{"pin":"2468","out":"Anna","left":{"Bo":"K X","Cecilia":""}}`, nil, 400, "Bo"},
		{"a hand missing", "kort", `{"pin":"2468","out":"Anna","left":{"Bo":"K"}}`, nil, 400, "Cecilia"},
		{"more than two decks", "kort", `{"pin":"2468","out":"Anna","left":{"Bo":"A A A A A","Cecilia":"A A A A"}}`, nil, 400, ""},
		{"a round entered meanwhile", "kort", `{"pin":"2468","out":"Anna","left":{"Bo":"K","Cecilia":""},"round":1}`, nil, 409, "round 1 was entered meanwhile"},
		{"a round ahead", "kort", `{"pin":"2468","out":"Anna","left":{"Bo":"K","Cecilia":""},"round":3}`, nil, 400, "round 3 is not the next round: that is round 2"},
		{"dice for the card game", "kort", `{"pin":"2468","player":"Anna","dice":"55512"}`, nil, 400, "not dice"},
	}
	for _, c := range cases {
		name, _ := url.PathUnescape(c.game)
		var before []byte
		if c.code != 404 && c.game != "%2E%2E" {
			before = f.file(t, name)
		}
		w := f.post(t, "/g/"+c.game+"/turn", c.body, c.headers...)
		assert.Equal(t, c.code, w.Code, "%s: %s", c.name, w.Body)
		assert.Contains(t, refusal(t, w), c.reason, c.name)
		if before != nil {
			assert.Equal(t, before, f.file(t, name), "%s changed the file", c.name)
		}
	}

	// A game open at a terminal elsewhere: 409, and its file untouched.
	g, err := f.store.OpenYatzy("kväll")
	require.NoError(t, err)
	before := f.file(t, "kväll")
	w := f.post(t, "/g/kv%C3%A4ll/turn", `{"pin":"2468","player":"Anna","dice":"55512","box":"fives"}`)
	assert.Equal(t, http.StatusConflict, w.Code)
	assert.Contains(t, refusal(t, w), "being played there")
	assert.Equal(t, before, f.file(t, "kväll"))
	require.NoError(t, g.Close())

	// Without a PIN the server writes nothing.
	plain := newFixture(t, "", nil)
	plain.games(t)
	before = plain.file(t, "kväll")
	w = plain.post(t, "/g/kv%C3%A4ll/turn", `{"pin":"","player":"Anna","dice":"55512","box":"fives"}`)
	assert.Equal(t, http.StatusForbidden, w.Code)
	assert.Contains(t, refusal(t, w), "without a PIN")
	assert.Equal(t, before, plain.file(t, "kväll"))
	assert.NotContains(t, plain.get(t, "/g/kv%C3%A4ll").Body.String(), `class="turn"`, "no turn form")
	assert.Contains(t, f.get(t, "/g/kv%C3%A4ll").Body.String(), `class="turn"`)
	assert.Equal(t, http.StatusForbidden, plain.get(t, "/g/kv%C3%A4ll/turn?dice=55512").Code)
}

// TestWrongPINsAreLimited: after five wrong PINs in a minute an address
// is refused, the right PIN too, until the minute has passed; another
// address is not.
func TestWrongPINsAreLimited(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t)
	now := time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC)
	f.srv.Now = func() time.Time { return now }
	turn := func(pin, addr string) int {
		return f.post(t, "/g/kv%C3%A4ll/turn", `{"pin":"`+pin+`","player":"Anna","dice":"55512","box":"fives"}`, "RemoteAddr: "+addr+":4000").Code
	}
	for range 5 {
		assert.Equal(t, http.StatusForbidden, turn("0000", "192.168.1.66"))
		now = now.Add(time.Second)
	}
	assert.Equal(t, http.StatusTooManyRequests, turn("2468", "192.168.1.66"))
	w := f.post(t, "/g/kv%C3%A4ll/turn", `{"pin":"2468"}`, "RemoteAddr: 192.168.1.66:4001")
	assert.Equal(t, "55", w.Header().Get("Retry-After"), "the first wrong PIN a minute old in 55 s")
	// A page's form, then: back as typed, saying to wait, the cards kept.
	before := f.file(t, "kort")
	w = f.post(t, "/g/kort/turn?lang=sv", "pin=2468&round=2&out=Anna&left0=&left1=K+7&left2=5", "RemoteAddr: 192.168.1.66:4002")
	require.Equal(t, http.StatusSeeOther, w.Code)
	page := f.get(t, back(w)).Body.String()
	assert.Contains(t, text(t, page), "För många fel PIN-koder härifrån: vänta en minut")
	assert.Contains(t, page, `value="K 7"`, "the cards as typed")
	assert.Contains(t, page, `data-pin="unknown"`, "the PIN not looked at: the page's script keeps it")
	assert.Equal(t, before, f.file(t, "kort"))
	assert.Equal(t, http.StatusOK, turn("2468", "192.168.1.7"), "another address")
	now = now.Add(time.Minute)
	w = f.post(t, "/g/kv%C3%A4ll/turn", `{"pin":"2468","player":"Bo","dice":"55512","box":"fives"}`, "RemoteAddr: 192.168.1.66:4000")
	assert.Equal(t, http.StatusOK, w.Code, "a minute later")
}

// TestTheFormsOfThePage: a turn entered through the page's forms, as a
// browser without its script sends them: the dice, the boxes they may go
// in with their points, a strike confirmed, a round of the card game;
// and a refused round drawn again with what was typed.
func TestTheFormsOfThePage(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t)
	page := f.get(t, "/g/kv%C3%A4ll/turn?lang=sv&player=Anna&dice=12345").Body.String()
	words := text(t, page)
	assert.Contains(t, words, "Liten stege 15")
	assert.Contains(t, words, "Chans 15")
	assert.Contains(t, page, `action="/g/kv%C3%A4ll/turn?lang=sv"`)
	assert.Contains(t, words, "Stryk", "the boxes that score 0 are struck, after a question")
	strike := text(t, f.get(t, "/g/kv%C3%A4ll/turn?lang=sv&player=Anna&dice=12346&box=yatzy").Body.String())
	assert.Contains(t, strike, "Stryka Yatzy?")

	// A wrong PIN: the boxes again, or the strike's question, to answer
	// with the right one; the page's script forgets the wrong one.
	before := f.file(t, "kväll")
	for _, tc := range []struct{ form, want string }{
		{"pin=1357&player=Anna&dice=1+2+3+4+6&box=chance", "Chans 16"},
		{"pin=1357&player=Anna&dice=1+2+3+4+6&box=yatzy&strike=1", "Stryka Yatzy?"},
	} {
		w := f.post(t, "/g/kv%C3%A4ll/turn?lang=sv", tc.form)
		require.Equal(t, http.StatusSeeOther, w.Code, tc.form)
		to := back(w)
		assert.True(t, strings.HasPrefix(to, "/g/kv%C3%A4ll/turn?"), to)
		assert.NotContains(t, to, "1357")
		page := f.get(t, to).Body.String()
		assert.Contains(t, page, `data-pin="wrong"`, tc.form)
		assert.Contains(t, text(t, page), tc.want, tc.form)
	}
	assert.Equal(t, before, f.file(t, "kväll"))

	// A strike not confirmed: the boxes again, saying why; a reload of
	// them sends nothing.
	w := f.post(t, "/g/kv%C3%A4ll/turn?lang=sv", "pin=2468&player=Anna&dice=1+2+3+4+6&box=yatzy")
	require.Equal(t, http.StatusSeeOther, w.Code, "a strike not confirmed")
	for range 2 {
		again := f.get(t, back(w))
		assert.Equal(t, http.StatusOK, again.Code)
		assert.Contains(t, text(t, again.Body.String()), "Yatzy ger 0", "why, in Swedish")
		assert.Contains(t, again.Body.String(), `value="chance"`, "the boxes to choose from")
	}
	assert.Equal(t, before, f.file(t, "kväll"))
	w = f.post(t, "/g/kv%C3%A4ll/turn?lang=sv", "pin=2468&player=Anna&dice=1+2+3+4+6&box=yatzy&strike=1")
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	assert.Equal(t, "/g/kv%C3%A4ll?lang=sv", w.Header().Get("Location"))
	assert.Equal(t, 0, *cmdtest.YatzyJSON(t, f.env, "kväll").Players[0].Boxes["yatzy"])
	assert.Contains(t, text(t, f.get(t, "/g/kv%C3%A4ll?lang=sv").Body.String()), "Tur: Bo")

	// A turn of another's, from a page left open: the reason, in Swedish.
	before = f.file(t, "kväll")
	w = f.post(t, "/g/kv%C3%A4ll/turn?lang=sv", "pin=2468&player=Anna&dice=55512&box=fives")
	require.Equal(t, http.StatusSeeOther, w.Code)
	w = f.get(t, back(w))
	assert.Equal(t, http.StatusConflict, w.Code)
	assert.Contains(t, text(t, w.Body.String()), "Det är Bo som står på tur, inte Anna")
	assert.Equal(t, before, f.file(t, "kväll"))

	// The card game: a bad card is refused with the form as it was typed,
	// on the game's page (a reload of it sends nothing), never the PIN.
	w = f.post(t, "/g/kort/turn?lang=sv", "pin=2468&out=Anna&left0=&left1=K+X&left2=5")
	require.Equal(t, http.StatusSeeOther, w.Code)
	assert.True(t, strings.HasSuffix(w.Header().Get("Location"), "#turn"), "the page opens at the form, below the rounds")
	to := back(w)
	assert.True(t, strings.HasPrefix(to, "/g/kort?"), to)
	assert.NotContains(t, to, "2468")
	w = f.get(t, to)
	require.Equal(t, http.StatusOK, w.Code)
	words = text(t, w.Body.String())
	assert.Contains(t, words, "Bo:")
	assert.Contains(t, w.Body.String(), `value="K X"`)
	assert.Contains(t, w.Body.String(), `<option value="Anna" selected>`)
	assert.Contains(t, w.Body.String(), `lang=sv`, "in the reader's language")
	// A page asked for another round's form than the next draws the next's.
	other := strings.Replace(to, "round=2", "round=1", 1)
	require.NotEqual(t, to, other)
	assert.NotContains(t, f.get(t, other).Body.String(), `value="K X"`)
	// A hand pasted full: too long an address to come back at, so the
	// refusal answers the POST, the form as typed; so does a wrong PIN's.
	long := url.QueryEscape(strings.Repeat("K ", 3000))
	w = f.post(t, "/g/kort/turn?lang=sv", "pin=2468&out=Anna&left0=&left1="+long+"&left2=5")
	assert.Equal(t, http.StatusBadRequest, w.Code)
	assert.Contains(t, w.Body.String(), `value="K K K K`)
	w = f.post(t, "/g/kort/turn?lang=sv", "pin=1357&out=Anna&left0=&left1="+long+"&left2=5")
	assert.Equal(t, http.StatusForbidden, w.Code)
	// A wrong PIN: the form as typed, the PIN said to be wrong (the page's
	// script forgets the one it remembers), nothing written.
	before = f.file(t, "kort")
	w = f.post(t, "/g/kort/turn?lang=sv", "pin=1357&out=Anna&left0=&left1=K+7&left2=5")
	require.Equal(t, http.StatusSeeOther, w.Code)
	to = back(w)
	assert.Contains(t, to, "refused=pin")
	assert.NotContains(t, to, "1357")
	w = f.get(t, to)
	assert.Contains(t, w.Body.String(), `data-pin="wrong"`)
	assert.Contains(t, text(t, w.Body.String()), capital(catalog.Builtin().Lookup("sv").T("wrong PIN, or none: the PIN is printed at the terminal that serves this page")))
	assert.Contains(t, w.Body.String(), `value="K 7"`)
	assert.Equal(t, before, f.file(t, "kort"))
	w = f.post(t, "/g/kort/turn?lang=sv", "pin=2468&out=Anna&left0=&left1=K+7&left2=5")
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	assert.Contains(t, f.run(t, "rummy", "show", "kort"), "2. två röda trissar")
}

// TestChancesAndHints: the page's buttons give the figures chances and
// advise give, in the reader's language, and chances as JSON are what
// chances --json prints.
func TestChancesAndHints(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "", nil)
	cmdtest.BestButChance(t, f.env, "Anna", "Bo")
	w := f.get(t, "/g/g/chances", "Accept: application/json")
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.Equal(t, f.run(t, "yatzy", "chances", "--json", "g"), w.Body.String())
	chances := text(t, f.get(t, "/g/g/chances?lang=sv").Body.String())
	assert.Contains(t, chances, "Chans att vinna")
	assert.Contains(t, chances, "Exakt:")
	for _, line := range strings.Split(strings.TrimSpace(f.run(t, "--lang", "sv", "yatzy", "chances", "g")), "\n")[1:3] {
		for _, field := range strings.Fields(line) {
			assert.Contains(t, chances, field, "the figures of chances")
		}
	}
	hint := text(t, f.get(t, "/g/g/hint?lang=sv&dice=66665&left=0").Body.String())
	assert.Contains(t, hint, "Chans 29")
	advise := f.run(t, "--lang", "sv", "yatzy", "advise", "--game", "g", "--player", "Anna", "--dice", "66665", "--rolls-left", "0")
	for _, field := range strings.Fields(strings.Split(advise, "\n")[2]) {
		assert.Contains(t, hint, field, "the figures of advise")
	}
	w = f.get(t, "/g/g/hint?dice=6665&left=0")
	assert.Equal(t, http.StatusBadRequest, w.Code)
	assert.Contains(t, text(t, w.Body.String()), "4 dice")

	f.run(t, "yatzy", "new", "--variant", "maxi", "--players", "Dan", "--name", "maxi")
	assert.Equal(t, http.StatusServiceUnavailable, f.get(t, "/g/maxi/chances").Code, "maxi's table not prepared")
	assert.Contains(t, f.get(t, "/g/maxi").Body.String(), "/chances")
}

// TestChancesAreWorkedOutOnceAnEntry: the chances of a game are worked
// out for the first page that asks, and kept for the others while the
// game's file stays the same (eight phones at the table asking at once
// cost one working out); an entry makes them worked out again, for the
// game as it is now.
func TestChancesAreWorkedOutOnceAnEntry(t *testing.T) {
	t.Parallel()
	var asked atomic.Int32
	f := newFixture(t, "", nil, func(s *web.Server) {
		tables := s.Tables
		s.Tables = func() (*tablecache.Tables, error) { asked.Add(1); return tables() }
	})
	cmdtest.BestButChance(t, f.env, "Anna", "Bo") // game g: exact chances, cheap under the race detector too
	var pages sync.WaitGroup
	answers := make([]string, 8)
	for i := range answers {
		pages.Go(func() {
			w := f.get(t, "/g/g/chances", "Accept: application/json")
			assert.Equal(t, http.StatusOK, w.Code, w.Body.String())
			answers[i] = w.Body.String()
		})
	}
	pages.Wait()
	assert.EqualValues(t, 1, asked.Load(), "eight pages, the chances worked out once")
	for _, a := range answers[1:] {
		assert.Equal(t, answers[0], a)
	}
	assert.Contains(t, text(t, f.get(t, "/g/g/chances?lang=sv").Body.String()), "Chans att vinna")
	assert.EqualValues(t, 1, asked.Load(), "a page in another language: the same chances")

	f.run(t, "yatzy", "record", "g", "--player", "Anna", "--dice", "66666", "--box", "chance")
	w := f.get(t, "/g/g/chances", "Accept: application/json")
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	assert.EqualValues(t, 2, asked.Load(), "worked out again after an entry")
	assert.Equal(t, f.run(t, "yatzy", "chances", "--json", "g"), w.Body.String(), "the game as it is now")
	assert.NotEqual(t, answers[0], w.Body.String())
}

// TestAnEntryIsRecordedOnce: an entry sent twice (a second tap) is
// recorded once, and the second is answered as the first was; another
// entry for a round entered meanwhile (a page left open while it was
// entered at another phone or the terminal) is refused with why, on a
// page a reload of which sends nothing, and the file is as the first
// left it. The pages' forms say the round they were drawn for: without
// it, the second was taken for the next round — the same cards twice,
// or a turn of the round after.
func TestAnEntryIsRecordedOnce(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t)
	sv := catalog.Builtin().Lookup("sv")
	hidden := func(value string) string { return `<input type="hidden" name="round" value="` + value + `">` }

	// The card game: round 2's form, sent twice.
	page := f.get(t, "/g/kort?lang=sv").Body.String()
	require.Contains(t, page, hidden("2"), "the form says its round")
	form := "pin=2468&round=2&out=Anna&left0=&left1=K&left2=5"
	w := f.post(t, "/g/kort/turn?lang=sv", form)
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	after := f.file(t, "kort")
	w = f.post(t, "/g/kort/turn?lang=sv", strings.Replace(form, "left1=K&left2=5", "left2=5&left1=K", 1))
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	assert.Equal(t, "/g/kort?lang=sv", w.Header().Get("Location"), "a second tap: the game's page, as after the first")
	assert.Equal(t, after, f.file(t, "kort"), "the round once")
	w = f.post(t, "/g/kort/turn?lang=sv", strings.Replace(form, "left1=K", "left1=Q", 1))
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	assert.True(t, strings.HasSuffix(w.Header().Get("Location"), "#turn"), "the page opens where the form was")
	for range 2 {
		again := f.get(t, back(w))
		require.Equal(t, http.StatusOK, again.Code)
		words := text(t, again.Body.String())
		assert.Contains(t, words, capital(sv.T("round %d was entered meanwhile (at another phone, or the terminal): this entry was not recorded", 2)))
		assert.Contains(t, words, sv.T("Round %d: who went out, and the cards left in each hand", 3), "the next round's form")
		assert.NotContains(t, again.Body.String(), `value="K"`, "not filled with the cards of the round entered")
	}
	assert.Equal(t, after, f.file(t, "kort"), "the round once")
	assert.Contains(t, f.run(t, "rummy", "show", "kort"), "Next: round 3 of")
	// The address said by hand, for a round not yet played: nothing.
	assert.NotContains(t, f.get(t, "/g/kort?refused=entered&round=3").Body.String(), "meanwhile")

	// Round 3's form, and round 2 taken back meanwhile: the form is
	// refused, saying so, and round 2's form comes empty (it came filled
	// with round 3's cards, without a word, and a second tap entered them
	// as round 2's).
	f.run(t, "rummy", "undo", "kort")
	before := f.file(t, "kort")
	w = f.post(t, "/g/kort/turn?lang=sv", "pin=2468&round=3&out=Anna&left0=&left1=Q&left2=7")
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	for range 2 {
		again := f.get(t, back(w))
		require.Equal(t, http.StatusOK, again.Code)
		words := text(t, again.Body.String())
		assert.Contains(t, words, capital(sv.T("round %d is not the next round: that is round %d", 3, 2)))
		assert.Contains(t, words, sv.T("Round %d: who went out, and the cards left in each hand", 2))
		assert.NotContains(t, again.Body.String(), `value="Q"`, "not filled with another deal's cards")
	}
	assert.Equal(t, before, f.file(t, "kort"))

	// Yatzy: Anna's round 2, its dice and box sent twice.
	page = f.get(t, "/g/kv%C3%A4ll").Body.String()
	require.Contains(t, page, hidden("2"), "the dice form says Anna's round")
	boxes := f.get(t, "/g/kv%C3%A4ll/turn?player=Anna&round=2&dice=55512").Body.String()
	require.Contains(t, boxes, hidden("2"), "the boxes' form says it on")
	form = "pin=2468&player=Anna&round=2&dice=55512&box=fives"
	require.Equal(t, http.StatusSeeOther, f.post(t, "/g/kv%C3%A4ll/turn", form).Code)
	after = f.file(t, "kväll")
	w = f.post(t, "/g/kv%C3%A4ll/turn", strings.Replace(form, "55512", "12555", 1))
	require.Equal(t, http.StatusSeeOther, w.Code)
	assert.Equal(t, "/g/kv%C3%A4ll", w.Header().Get("Location"), "a second tap: the game's page, as after the first")
	assert.Equal(t, after, f.file(t, "kväll"))
	w = f.post(t, "/g/kv%C3%A4ll/turn", strings.Replace(form, "box=fives", "box=chance", 1))
	require.Equal(t, http.StatusSeeOther, w.Code)
	for range 2 {
		again := f.get(t, back(w))
		assert.Equal(t, http.StatusConflict, again.Code)
		assert.Contains(t, text(t, again.Body.String()), "Anna's turn of round 2 was entered meanwhile (at another phone, or the terminal): this entry was not recorded")
	}
	assert.Equal(t, after, f.file(t, "kväll"))

	// Alone at the table, a page left open while the turn was entered at
	// the terminal: another box, which is free, is still refused.
	f.run(t, "yatzy", "new", "--players", "Dan", "--name", "ensam")
	f.run(t, "yatzy", "record", "ensam", "--player", "Dan", "--dice", "55512", "--box", "fives")
	after = f.file(t, "ensam")
	w = f.post(t, "/g/ensam/turn", "pin=2468&player=Dan&round=1&dice=55512&box=chance")
	require.Equal(t, http.StatusSeeOther, w.Code)
	assert.Contains(t, text(t, f.get(t, back(w)).Body.String()), "Dan's turn of round 1 was entered meanwhile")
	assert.Equal(t, after, f.file(t, "ensam"), "round 1 once, and no round 2 of it")

	// A box refused by the rules (filled since): its boxes again, why,
	// and no button for it.
	w = f.post(t, "/g/ensam/turn", "pin=2468&player=Dan&round=2&dice=55566&box=fives")
	require.Equal(t, http.StatusSeeOther, w.Code)
	again := f.get(t, back(w))
	assert.Equal(t, http.StatusOK, again.Code)
	assert.Contains(t, text(t, again.Body.String()), "Fives already holds 15 for Dan")
	assert.NotContains(t, again.Body.String(), `value="fives"`)
	assert.Contains(t, again.Body.String(), `value="sixes"`)
	assert.Equal(t, after, f.file(t, "ensam"))

	// A strike's page for a box the dice score in: the boxes, and why.
	again = f.get(t, "/g/ensam/turn?player=Dan&round=2&dice=55566&box=sixes")
	assert.Equal(t, http.StatusOK, again.Code)
	assert.Contains(t, text(t, again.Body.String()), "Sixes")
	assert.NotContains(t, text(t, again.Body.String()), "Strike Sixes?")
}

// TestASpecialMeldFromThePhone: a round that scores a special meld
// (list 12's round 6, Yatzy-chans: −10 a card in the three of a kind)
// asks each player's cards in it on the page, as the terminal does, and
// scores them; what is refused comes back as typed, and a refusal names
// the first player in seating order whatever the order sent. A script
// gives them by name ("special"). Without the fields the round was
// scored as if nobody had the meld.
func TestASpecialMeldFromThePhone(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.run(t, "rummy", "new", "--list", "12", "--players", "Anna,Bo,Cecilia", "--name", "tolv")
	for range 5 {
		f.run(t, "rummy", "record", "tolv", "--out", "Anna", "--left", "Bo=5", "--left", "Cecilia=5")
	}
	page := f.get(t, "/g/tolv").Body.String()
	words := text(t, page)
	assert.Contains(t, words, "Yatzy-chans: Trissen")
	assert.Contains(t, words, "Cards in Bo's triss (0 if none)")
	assert.Contains(t, page, `name="special1"`)

	// A bad count: refused, the form as typed.
	before := f.file(t, "tolv")
	w := f.post(t, "/g/tolv/turn", "pin=2468&round=6&out=Anna&left0=&left1=K&left2=5&special1=x")
	require.Equal(t, http.StatusSeeOther, w.Code)
	again := f.get(t, back(w)).Body.String()
	assert.Contains(t, text(t, again), `Bo: "x": type 0, or 3 to 8`)
	assert.Contains(t, again, `name="special1" inputmode="numeric" autocomplete="off" value="x"`)
	assert.Equal(t, before, f.file(t, "tolv"))

	// Two hands wrong: the first in seating order is named, every time.
	for range 10 {
		w := f.post(t, "/g/tolv/turn", `{"pin":"2468","round":6,"out":"Anna","left":{"Cecilia":"Z","Bo":"Y"}}`)
		assert.Contains(t, refusal(t, w), "Bo:")
	}
	w = f.post(t, "/g/tolv/turn", `{"pin":"2468","round":6,"out":"Anna","left":{"Bo":"5","bo":"K","Cecilia":""}}`)
	assert.Equal(t, http.StatusBadRequest, w.Code)
	assert.Contains(t, refusal(t, w), "the cards left of Bo are given twice")

	// Each one's cards said, 0 for none: a field left empty, or JSON
	// without "special", is refused (it scored as no one's).
	w = f.post(t, "/g/tolv/turn", "pin=2468&round=6&out=Anna&left0=&left1=K&left2=5&special0=0&special1=4&special2=")
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	assert.Contains(t, text(t, f.get(t, back(w)).Body.String()), "Cecilia: the cards in the triss are missing: type 0 if none")
	w = f.post(t, "/g/tolv/turn", `{"pin":"2468","round":6,"out":"Anna","left":{"Bo":"K","Cecilia":"5"}}`)
	assert.Equal(t, http.StatusBadRequest, w.Code)
	assert.Contains(t, refusal(t, w), "round 6 scores the cards in a triss: say each player's (0 if none)")
	assert.Equal(t, before, f.file(t, "tolv"))

	w = f.post(t, "/g/tolv/turn", "pin=2468&round=6&out=Anna&left0=&left1=K&left2=5&special0=0&special1=4&special2=0")
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	shown := f.run(t, "rummy", "show", "--json", "tolv")
	var g struct {
		Players []struct {
			Name   string
			Points []int
		}
	}
	require.NoError(t, json.Unmarshal([]byte(shown), &g))
	points := map[string]int{}
	for _, p := range g.Players {
		points[p.Name] = p.Points[5]
	}
	assert.Equal(t, map[string]int{"Anna": 0, "Bo": 10 - 40, "Cecilia": 5}, points, "Bo's K, and four cards in his three of a kind")
	// The same form again is a second tap; with other cards in the triss
	// it is another entry, and refused as one for a round entered.
	recorded := f.file(t, "tolv")
	w = f.post(t, "/g/tolv/turn", "pin=2468&round=6&out=Anna&left0=&left1=K&left2=5&special0=0&special1=4&special2=0")
	assert.Equal(t, "/g/tolv", w.Header().Get("Location"), "a second tap")
	w = f.post(t, "/g/tolv/turn", "pin=2468&round=6&out=Anna&left0=&left1=K&left2=5&special0=0&special1=3&special2=0")
	assert.Contains(t, w.Header().Get("Location"), "refused=entered")
	assert.Equal(t, recorded, f.file(t, "tolv"))

	// A script: by name.
	w = f.post(t, "/g/tolv/turn", `{"pin":"2468","round":7,"out":"Bo","left":{"Anna":"5","Cecilia":""},"special":{"Anna":3}}`)
	assert.Equal(t, http.StatusBadRequest, w.Code, "round 7 has no special meld")
	assert.Contains(t, refusal(t, w), "round 7 has no special scoring")
}

// TestARefusalIsOneShortSentence: a refusal quoting what was sent says
// it in one line of at most render.MaxMessage characters, on the page
// begun with a capital, however much was sent.
func TestARefusalIsOneShortSentence(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t)
	long := strings.Repeat("Åsa ", 1500)
	before := f.file(t, "kväll")
	w := f.post(t, "/g/kv%C3%A4ll/turn", "pin=2468&player="+url.QueryEscape(long)+"&dice=66624&box=sixes")
	if w.Code == http.StatusSeeOther {
		w = f.get(t, back(w))
	}
	assert.GreaterOrEqual(t, w.Code, 400)
	doc := text(t, w.Body.String())
	var said string
	for _, line := range strings.Split(doc, "\n") {
		if strings.Contains(line, "Åsa Åsa") {
			require.Empty(t, said, "said once")
			said = line
		}
	}
	require.NotEmpty(t, said, doc)
	assert.LessOrEqual(t, utf8.RuneCountInString(said), render.MaxMessage)
	assert.True(t, unicode.IsUpper([]rune(said)[0]), said)

	w = f.post(t, "/g/kv%C3%A4ll/turn", `{"pin":"2468","player":"`+long+`","dice":"66624","box":"sixes"}`, "Content-Type: application/json")
	assert.GreaterOrEqual(t, w.Code, 400)
	var refused struct{ Error string }
	require.NoError(t, json.Unmarshal(w.Body.Bytes(), &refused), w.Body.String())
	assert.Contains(t, refused.Error, "Åsa Åsa")
	assert.LessOrEqual(t, utf8.RuneCountInString(refused.Error), render.MaxMessage)
	assert.Equal(t, before, f.file(t, "kväll"))
}

// TestAPINOfLettersGetsTheKeyboard: a phone offers its keypad of digits
// for a PIN of digits only; for a PIN with letters (--pin may have them)
// the field asks for text, which the keypad could not type.
func TestAPINOfLettersGetsTheKeyboard(t *testing.T) {
	t.Parallel()
	field := regexp.MustCompile(`<input name="pin"[^>]*>`)
	for pin, keypad := range map[string]bool{"2468": true, "kaka1234": false} {
		f := newFixture(t, pin, nil)
		f.games(t)
		for _, target := range []string{"/g/kort", "/g/kv%C3%A4ll/turn?dice=66624"} {
			w := f.get(t, target)
			require.Equal(t, http.StatusOK, w.Code, target)
			input := field.FindString(w.Body.String())
			require.NotEmpty(t, input, target)
			assert.Equal(t, keypad, strings.Contains(input, `inputmode="numeric"`), "%s %s: %s", pin, target, input)
		}
	}
}

// TestAPhoneSaysWhoseContractEachHad: a round that names whose contract
// each player has asks it on the phone's form, as the table does, and is
// refused without one for each (it was recorded with none: the table's
// note for the round was lost).
func TestAPhoneSaysWhoseContractEachHad(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.run(t, "rummy", "new", "--list", "12", "--players", "Anna,Bo,Cecilia", "--name", "tolv")
	for i := range 7 {
		args := []string{"rummy", "record", "tolv", "--out", "Anna", "--left", "Bo=5", "--left", "Cecilia=5"}
		if i == 5 {
			args = append(args, "--special", "Anna=0")
		}
		f.run(t, args...)
	}
	l, err := contracts.LookupList("12")
	require.NoError(t, err)
	c := l.Rounds[7].Contract
	require.True(t, c.Labelled())
	page := f.get(t, "/g/tolv").Body.String()
	assert.Contains(t, text(t, page), "Which contract did Bo have?")
	assert.Contains(t, page, `name="label1"`)

	before := f.file(t, "tolv")
	form := "pin=2468&round=8&out=Anna&left0=&left1=K&left2=5&label0=" + url.QueryEscape(c.Requirements[0].Name())
	w := f.post(t, "/g/tolv/turn", form)
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	again := f.get(t, back(w)).Body.String()
	assert.Contains(t, text(t, again), "Round 8 says whose contract each player has: choose it for Bo, Cecilia")
	assert.Contains(t, again, `value="K"`, "the form as typed")
	assert.Regexp(t, `name="label0">.*<option value="`+regexp.QuoteMeta(html.EscapeString(c.Requirements[0].Name()))+`" selected>`, strings.ReplaceAll(again, "\n", ""), "the contract as chosen")
	assert.Equal(t, before, f.file(t, "tolv"))

	for i := 1; i < 3; i++ {
		form += "&label" + strconv.Itoa(i) + "=" + url.QueryEscape(c.Requirements[len(c.Requirements)-1].Name())
	}
	w = f.post(t, "/g/tolv/turn", form)
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	assert.Contains(t, f.run(t, "rummy", "show", "tolv"), "Next: round 9 of")
	assert.Contains(t, f.run(t, "rummy", "show", "tolv", "--json"), `"labels"`)
	// The page says under the round whose contract each had, as the
	// terminal's table does.
	assert.Contains(t, text(t, f.get(t, "/g/tolv").Body.String()), "Anna: "+c.Requirements[0].Name()+" · Bo: ")
}
