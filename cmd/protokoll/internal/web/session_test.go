package web_test

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/web"
)

// unlock sends pin in the page's unlock form from addr, and returns the
// answer and the session's cookie it gave ("" for none).
func (f *fixture) unlock(t testing.TB, pin, addr string) (*httptest.ResponseRecorder, string) {
	t.Helper()
	w := f.post(t, "/g/kv%C3%A4ll/unlock", "pin="+pin+"&back=%2Fg%2Fkv%25C3%25A4ll%3Fdice%3D66", "RemoteAddr: "+addr+":5000")
	for _, c := range w.Result().Cookies() {
		if c.Name == "protokoll-session" {
			return w, c.Name + "=" + c.Value
		}
	}
	return w, ""
}

// writes reports the status of a turn sent as JSON without a PIN, with
// the cookie (any turn: a write refused for its session is 403, one
// taken goes on to the rules).
func (f *fixture) writes(t testing.TB, cookie string) int {
	t.Helper()
	return f.post(t, "/g/kv%C3%A4ll/turn", `{"player":"Anna","dice":"55512","box":"nonsense"}`, "Cookie: "+cookie, "RemoteAddr: 192.168.1.9:5000").Code
}

// TestTwoServersStartedAtOnceServeOnePIN: serve --pin and yatzy --share
// --pin started at once in one folder with no PIN kept yet both make one
// up; they keep the one kept first, and serve one PIN, as they share one
// key (LoadKey): a PIN made up and written over by the other would be a
// PIN printed that no phone can unlock with.
func TestTwoServersStartedAtOnceServeOnePIN(t *testing.T) {
	t.Parallel()
	for i := range 20 {
		dir := filepath.Join(t.TempDir(), "games")
		var pins [8]string
		var wg sync.WaitGroup
		for j := range pins {
			wg.Go(func() {
				var err error
				pins[j], err = web.KeepPIN(dir, false)
				assert.NoError(t, err)
			})
		}
		wg.Wait()
		kept, ok, err := web.KeptPIN(dir)
		require.NoError(t, err)
		require.True(t, ok)
		for _, p := range pins {
			require.Equal(t, pins[0], p, "start %d: two PINs served", i)
		}
		require.Equal(t, kept, pins[0], "start %d: the PIN kept is not the one served", i)
	}
}

// TestAPhoneIsUnlockedOnce: the right PIN in the unlock form gives the
// browser a session, an HttpOnly, SameSite=Strict cookie, and back to
// its page; with it, turns are entered without a PIN, from a new server
// on the same folder too (a restart); a forged, expired, or another
// key's cookie is refused, and a PIN changed ends every session.
func TestAPhoneIsUnlockedOnce(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t)
	key, err := web.LoadKey(f.store.Dir)
	require.NoError(t, err)
	now := time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC)
	clock := func() time.Time { return now }
	f.srv.Key, f.srv.Now = key, clock

	w, none := f.unlock(t, "1357", "192.168.1.8")
	assert.Empty(t, none, "no session for a wrong PIN")
	require.Equal(t, http.StatusSeeOther, w.Code)
	assert.Contains(t, w.Header().Get("Location"), "refused=pin", "back to the page, saying so")
	w, cookie := f.unlock(t, "2468", "192.168.1.8")
	require.NotEmpty(t, cookie)
	assert.Equal(t, "/g/kv%C3%A4ll?dice=66#turn", w.Header().Get("Location"), "back to the page it was on, the dice kept")
	set := w.Header().Get("Set-Cookie")
	for _, want := range []string{"HttpOnly", "SameSite=Strict", "Path=/", "Max-Age=" + strconv.Itoa(int(web.SessionLife/time.Second))} {
		assert.Contains(t, set, want)
	}
	assert.Contains(t, f.log.String(), "a phone unlocked (from 192.168.1.8")

	assert.Equal(t, http.StatusForbidden, f.writes(t, ""), "no session, no PIN")
	assert.Equal(t, http.StatusBadRequest, f.writes(t, cookie), "a session: on to the rules (the box is nonsense)")
	// A form's turn with the session: recorded, no PIN sent.
	before := string(f.file(t, "kväll"))
	w = f.post(t, "/g/kv%C3%A4ll/turn", "player=Anna&round=2&dice=55512&box=fives", "Cookie: "+cookie)
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	assert.NotEqual(t, before, string(f.file(t, "kväll")), "recorded")
	// The game's page of an unlocked phone asks no PIN; of another, it does.
	assert.NotContains(t, f.get(t, "/g/kv%C3%A4ll", "Cookie: "+cookie).Body.String(), `name="pin"`)
	assert.Contains(t, f.get(t, "/g/kv%C3%A4ll").Body.String(), `name="pin"`)

	// Forged: each part of the cookie changed.
	name, value, _ := strings.Cut(cookie, "=")
	parts := strings.Split(value, ".")
	require.Len(t, parts, 4)
	for i := range parts {
		forged := append([]string(nil), parts...)
		forged[i] = strings.Map(func(r rune) rune {
			if r == '1' {
				return '2'
			}
			return '1'
		}, forged[i][:1]) + forged[i][1:]
		assert.Equal(t, http.StatusForbidden, f.writes(t, name+"="+strings.Join(forged, ".")), "part %d forged", i)
	}
	// Made up from nothing: a key of zeros, the right PIN.
	zero := &web.Server{Store: f.store, Kinds: gamekind.Builtin(), Langs: f.srv.Langs, PIN: "2468", Key: make([]byte, 32), Now: clock, Hosts: f.srv.Hosts}
	zw := httptest.NewRecorder()
	zr := httptest.NewRequest(http.MethodPost, "/g/kv%C3%A4ll/unlock", strings.NewReader("pin=2468"))
	zr.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	zero.Handler().ServeHTTP(zw, zr)
	other := zw.Result().Cookies()
	require.NotEmpty(t, other)
	assert.Equal(t, http.StatusForbidden, f.writes(t, other[0].Name+"="+other[0].Value), "another server's key")

	// A restart: a new server on the same folder, its key loaded again.
	again := newFixture(t, "2468", nil, func(s *web.Server) { s.Store = f.store; s.Now = clock })
	again.store = f.store
	again.srv.Key, err = web.LoadKey(f.store.Dir)
	require.NoError(t, err)
	assert.Equal(t, http.StatusBadRequest, again.writes(t, cookie), "still unlocked after a restart")

	// Expired: the session's life after it was given.
	now = now.Add(web.SessionLife - time.Minute)
	assert.Equal(t, http.StatusBadRequest, f.writes(t, cookie), "a minute before its end")
	now = now.Add(time.Minute)
	assert.Equal(t, http.StatusForbidden, f.writes(t, cookie), "expired")
	now = now.Add(-web.SessionLife / 2)

	// Another PIN: every session ended.
	changed := newFixture(t, "1357", nil, func(s *web.Server) { s.Store = f.store; s.Now = clock; s.Key = key })
	changed.store = f.store
	assert.Equal(t, http.StatusForbidden, changed.writes(t, cookie), "the PIN changed")
}

// TestTheKeyAndThePINAreKept: the key is made once, mode 0600, and never
// written over; the PIN made up is the same until another is asked for.
func TestTheKeyAndThePINAreKept(t *testing.T) {
	t.Parallel()
	dir := filepath.Join(t.TempDir(), "games") // not there yet
	key, err := web.LoadKey(dir)
	require.NoError(t, err)
	require.Len(t, key, 32)
	info, err := os.Stat(filepath.Join(dir, web.KeyFile))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
	again, err := web.LoadKey(dir)
	require.NoError(t, err)
	assert.Equal(t, key, again, "read, not made again")

	_, ok, err := web.KeptPIN(dir)
	require.NoError(t, err)
	assert.False(t, ok, "none kept yet")
	pin, err := web.KeepPIN(dir, false)
	require.NoError(t, err)
	assert.Regexp(t, `^\d{6}$`, pin)
	info, err = os.Stat(filepath.Join(dir, web.PINFile))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
	same, err := web.KeepPIN(dir, false)
	require.NoError(t, err)
	assert.Equal(t, pin, same, "the same after a restart")
	kept, ok, err := web.KeptPIN(dir)
	require.NoError(t, err)
	assert.True(t, ok)
	assert.Equal(t, pin, kept, "the table's command reads it")
	changed := false
	for range 5 { // one new PIN in a million is the old one
		other, err := web.KeepPIN(dir, true)
		require.NoError(t, err)
		if other != pin {
			changed = true
			break
		}
	}
	assert.True(t, changed, "--new-pin makes another")
	key3, err := web.LoadKey(dir)
	require.NoError(t, err)
	assert.Equal(t, key, key3, "the key is not written over by a new PIN")
	leftovers, _ := filepath.Glob(filepath.Join(dir, ".serve-new-*"))
	assert.Empty(t, leftovers, "no file left aside")

	// A key file others may read (restored from a copy, say) is made the
	// owner's alone again: whoever reads the key can make sessions.
	require.NoError(t, os.Chmod(filepath.Join(dir, web.KeyFile), 0o644))
	key4, err := web.LoadKey(dir)
	require.NoError(t, err)
	assert.Equal(t, key, key4)
	info, err = os.Stat(filepath.Join(dir, web.KeyFile))
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "the key readable by others")

	// A damaged key is said, not replaced.
	require.NoError(t, os.WriteFile(filepath.Join(dir, web.KeyFile), []byte("nonsense"), 0o600))
	_, err = web.LoadKey(dir)
	assert.ErrorContains(t, err, "is damaged")
	data, _ := os.ReadFile(filepath.Join(dir, web.KeyFile))
	assert.Equal(t, "nonsense", string(data))
}

// TestWrongPINsFromManyAddresses: 200 wrong PINs from 40 addresses judge
// at most 40 (the limit of all addresses, 30, stops them), then every
// browser without a session waits, with a 429 that says how long in its
// language and Retry-After; a phone with a session enters meanwhile;
// the right PIN from a fresh address works once the minute has passed.
// Each lockout is logged once.
func TestWrongPINsFromManyAddresses(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "24681357", nil)
	f.games(t)
	var now atomic.Pointer[time.Time]
	start := time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC)
	now.Store(&start)
	f.srv.Now = func() time.Time { return *now.Load() }
	tick := func(d time.Duration) { t := now.Load().Add(d); now.Store(&t) }
	_, cookie := f.unlock(t, "24681357", "192.168.1.2")
	require.NotEmpty(t, cookie)

	judged, waited := 0, 0
	for i := range 200 {
		addr := fmt.Sprintf("127.0.%d.%d", i%40/8, i%40+1)
		w := f.post(t, "/g/kv%C3%A4ll/turn", fmt.Sprintf(`{"pin":"%06d","player":"Anna","dice":"55512","box":"fives"}`, i), "RemoteAddr: "+addr+":4000")
		switch w.Code {
		case http.StatusForbidden:
			judged++
		case http.StatusTooManyRequests:
			waited++
		default:
			t.Fatalf("guess %d: %d %s", i, w.Code, w.Body.String())
		}
		tick(100 * time.Millisecond)
		if i == 100 {
			// A phone with a session is not slowed by others' guesses.
			w := f.post(t, "/g/kv%C3%A4ll/turn", "player=Anna&round=2&dice=55512&box=fives", "Cookie: "+cookie, "RemoteAddr: 192.168.1.2:5000")
			assert.Equal(t, http.StatusSeeOther, w.Code, "the unlocked phone enters meanwhile")
		}
	}
	assert.LessOrEqual(t, judged, 40, "judged")
	assert.Equal(t, 30, judged, "the limit of all addresses")
	assert.Equal(t, 200-judged, waited)
	assert.Equal(t, 1, strings.Count(f.log.String(), "from all addresses"), "the lockout logged once:\n%s", f.log)
	// The first wrong PIN was at 20:00:00, the 30th at 20:00:02.9: the
	// wait ends at 20:01:00 (as the 429 below says: 40 s at 20:00:20).
	assert.Contains(t, f.log.String(), "waits until 20:01:00")

	// The right PIN from a fresh address, during the wait: not judged,
	// said how long in the reader's language.
	w := f.post(t, "/g/kv%C3%A4ll/turn", `{"pin":"24681357","player":"Bo","dice":"55512","box":"fives"}`, "RemoteAddr: 10.0.0.5:4000", "Accept-Language: sv")
	require.Equal(t, http.StatusTooManyRequests, w.Code)
	// The first wrong PIN was at 0 s, now is 20 s: 40 s to wait.
	assert.Equal(t, "40", w.Header().Get("Retry-After"))
	assert.Equal(t, "för många fel PIN-koder från nya telefoner: vänta 40 s (en telefon som redan är upplåst kan fortsätta föra in)", refusal(t, w))
	// Once the minute has passed.
	tick(40 * time.Second)
	w = f.post(t, "/g/kv%C3%A4ll/turn", `{"pin":"24681357","player":"Bo","dice":"55512","box":"fives"}`, "RemoteAddr: 10.0.0.5:4000")
	assert.Equal(t, http.StatusOK, w.Code, w.Body.String())
}

// TestAnIPv6NetworkIsOneAddress: wrong PINs from the addresses of one
// /64 count as one address's, link-local ones too; another /64 is not
// kept waiting, nor is an address whose first wrong PIN is a minute old.
func TestAnIPv6NetworkIsOneAddress(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t)
	now := time.Date(2026, 12, 1, 20, 0, 0, 0, time.UTC)
	f.srv.Now = func() time.Time { return now }
	try := func(addr string) int {
		return f.post(t, "/g/kv%C3%A4ll/turn", `{"pin":"0000"}`, "RemoteAddr: ["+addr+"]:4000").Code
	}
	for i := range 5 {
		assert.Equal(t, http.StatusForbidden, try(fmt.Sprintf("fd00:1:2:3::%x", i+1)))
		now = now.Add(time.Second)
	}
	assert.Equal(t, http.StatusTooManyRequests, try("fd00:1:2:3:ffff::9"), "another address of the same /64")
	assert.Equal(t, http.StatusForbidden, try("fd00:1:2:4::1"), "another /64")
	assert.Equal(t, 1, strings.Count(f.log.String(), "from fd00:1:2:3::/64"), "logged once, by its /64:\n%s", f.log)
	// The first wrong PIN was at 20:00:00: the wait ends a minute after
	// it, as the 429 says, not a minute after the fifth.
	assert.Contains(t, f.log.String(), "it waits until 20:01:00")
	now = now.Add(56 * time.Second)
	assert.Equal(t, http.StatusForbidden, try("fd00:1:2:3::1"), "judged again a minute after the first")

	// A link-local address comes with its zone (fe80::1%eth0); a device
	// can take any of fe80::/64 as of any other /64.
	for i := range 5 {
		assert.Equal(t, http.StatusForbidden, try(fmt.Sprintf("fe80::%x%%eth0", i+1)))
	}
	assert.Equal(t, http.StatusTooManyRequests, try("fe80::aaaa:bbbb%eth0"), "another link-local address")
	assert.Equal(t, 1, strings.Count(f.log.String(), "from fe80::/64"), "logged once, by its /64:\n%s", f.log)
}

// TestEnterInThePINFieldChoosesNoBox: no form that has a PIN field has a
// box's button, on any page a phone without a session sees (the game's,
// with the dice, the boxes', the strike's): Enter in the field submits
// the form it is in, and the first button would choose its box.
func TestEnterInThePINFieldChoosesNoBox(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t)
	form := regexp.MustCompile(`(?s)<form.*?</form>`)
	for _, page := range []string{"/g/kv%C3%A4ll", "/g/kv%C3%A4ll?player=Anna&round=2&dice=5551&die=2", "/g/kv%C3%A4ll?player=Anna&round=2&dice=12346&strike=yatzy",
		"/g/kv%C3%A4ll/turn?player=Anna&dice=55512", "/g/kv%C3%A4ll/turn?player=Anna&dice=12346&box=yatzy"} {
		body := f.get(t, page).Body.String()
		require.Contains(t, body, `name="pin"`, page)
		if strings.Contains(page, "dice=") {
			require.Contains(t, body, `name="box"`, page)
		}
		for _, fm := range form.FindAllString(body, -1) {
			if strings.Contains(fm, `name="pin"`) {
				assert.NotContains(t, fm, `name="box"`, "%s: a form with the PIN field and a box's button", page)
			}
		}
	}
}

// TestUnlockGoesBackOnlyToTheGame: the unlock form's back is sent by the
// browser, so anyone can write it: the answer leads only to the game's
// page or its boxes page, never to another site, another game, or a
// script, whether the PIN was right or wrong.
func TestUnlockGoesBackOnlyToTheGame(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t)
	for _, back := range []string{
		"//evil.example/g/kv%C3%A4ll", "https://evil.example/g/kv%C3%A4ll", "/\\evil.example", "\\\\evil.example",
		"javascript:alert(1)", "http:/g/kv%C3%A4ll", "/g/other", "/g/kv%C3%A4ll/../other", "/g/kv%C3%A4ll/hint",
		"//user@evil.example", "%2F%2Fevil.example", "/g/kv%C3%A4ll%2F..%2Fother", "", "\x00",
	} {
		for i, pin := range []string{"1357", "2468"} {
			w := f.post(t, "/g/kv%C3%A4ll/unlock", "pin="+pin+"&back="+url.QueryEscape(back), fmt.Sprintf("RemoteAddr: 10.0.%d.%d:5000", i, len(back)))
			require.Equal(t, http.StatusSeeOther, w.Code, "%q: %s", back, w.Body.String())
			loc, err := url.Parse(w.Header().Get("Location"))
			require.NoError(t, err)
			assert.Empty(t, loc.Scheme+loc.Host+loc.User.String(), "%q led to %s", back, loc)
			assert.Equal(t, "/g/kv%C3%A4ll", loc.EscapedPath(), "%q led to %s", back, loc)
		}
	}
	for _, back := range []string{"/g/kv%C3%A4ll?dice=66", "/g/kv%C3%A4ll/turn?player=Anna&dice=55512"} {
		w := f.post(t, "/g/kv%C3%A4ll/unlock", "pin=2468&back="+url.QueryEscape(back), "RemoteAddr: 10.0.9.9:5000")
		assert.Equal(t, back+"#turn", w.Header().Get("Location"), "back to the page it was on")
	}
}
