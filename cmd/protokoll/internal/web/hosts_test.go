package web_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/web"
)

// TestAForeignHostIsRefusedEverywhere: a request for a Host the server
// does not answer to (a page of another site whose name was made to lead
// here: DNS rebinding) is refused on every route, pages, JSON, the live
// events, the static files, a turn sent and the PIN sent to unlock, with
// 421, nothing of the games and no session; the same requests at the address the server listens on, at
// localhost and at a name given with --host (Server.Hosts) are answered,
// and the turn sent to a foreign Host is not recorded.
func TestAForeignHostIsRefusedEverywhere(t *testing.T) {
	f := newFixture(t, "2468", nil, func(s *web.Server) { s.Hosts = []string{"Spelbordet.local"} })
	f.games(t)
	ts := f.serve(t)
	turn := `{"pin":"2468","player":"Anna","dice":"66666","box":"yatzy","round":2}`
	routes := []struct{ method, path, body string }{
		{"GET", "/", ""},
		{"GET", "/g/kv%C3%A4ll", ""},
		{"GET", "/g/kv%C3%A4ll.json", ""},
		{"GET", "/g/kort", ""},
		{"GET", "/g/kv%C3%A4ll/events", ""},
		{"GET", "/g/kv%C3%A4ll/chances", ""},
		{"GET", "/g/kv%C3%A4ll/hint?dice=66612", ""},
		{"GET", "/g/kv%C3%A4ll/turn?dice=66612", ""},
		{"GET", "/static/live.js", ""},
		{"GET", "/static/page.css", ""},
		{"GET", "/no/such/page", ""},
		{"POST", "/g/kv%C3%A4ll/turn", turn},
		{"POST", "/g/kv%C3%A4ll/turn", "pin=2468&player=Anna&dice=66666&box=yatzy&round=2"},
		{"POST", "/g/kv%C3%A4ll/unlock", "pin=2468"},
	}
	do := func(method, path, body, host string) (*http.Response, string) {
		t.Helper()
		ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer cancel()
		req, err := http.NewRequestWithContext(ctx, method, ts.URL+path, strings.NewReader(body))
		require.NoError(t, err)
		req.Host = host
		if strings.HasPrefix(body, "{") {
			req.Header.Set("Content-Type", "application/json")
		} else if body != "" {
			req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		}
		req.Header.Set("Accept-Language", "sv")
		resp, err := http.DefaultClient.Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		// A stream of events answered is read for a moment only.
		data, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
		return resp, string(data)
	}
	before := f.file(t, "kväll")
	sv := catalog.Builtin().Lookup("sv")
	for _, host := range []string{"evil.example", "evil.example:" + ts.URL[strings.LastIndex(ts.URL, ":")+1:], "127.0.0.1.evil.example", "localhost.evil.example", "10.0.0.1", "[::1]"} {
		for _, rt := range routes {
			resp, body := do(rt.method, rt.path, rt.body, host)
			what := rt.method + " " + rt.path + " for Host " + host
			assert.Equal(t, http.StatusMisdirectedRequest, resp.StatusCode, what)
			assert.NotContains(t, body, "Anna", what)
			assert.NotContains(t, body, "Cecilia", what)
			assert.NotContains(t, body, "EventSource", what)
			assert.NotContains(t, resp.Header.Get("Content-Type"), "event-stream", what)
			assert.Empty(t, resp.Cookies(), what+": no session")
			if host == "evil.example" && rt.path == "/" {
				assert.Contains(t, text(t, body), capital(sv.T("this server does not answer to the name %q: open the page at an address its terminal printed", host)), "said in the reader's language")
			}
		}
	}
	assert.Equal(t, string(before), string(f.file(t, "kväll")), "a turn sent to a foreign Host is not recorded")

	// No Host at all (HTTP/1.0) is none the server answers to.
	for _, rt := range routes {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second) // a stream answered ends
		r := httptest.NewRequestWithContext(ctx, rt.method, rt.path, strings.NewReader(rt.body))
		r.Host = ""
		w := httptest.NewRecorder()
		f.h.ServeHTTP(w, r)
		cancel()
		assert.Equal(t, http.StatusMisdirectedRequest, w.Code, rt.path+" without a Host")
	}

	// The names the server answers to: each route answered (the chances
	// and the hint, which work out tables first, are answered in other
	// tests; the events' head is looked at below).
	port := ts.URL[strings.LastIndex(ts.URL, ":")+1:]
	for _, host := range []string{"127.0.0.1:" + port, "localhost:" + port, "LOCALHOST", "spelbordet.local:" + port, "spelbordet.local."} {
		for _, rt := range routes {
			if rt.method == "POST" || strings.HasSuffix(rt.path, "/events") || strings.Contains(rt.path, "/chances") || strings.Contains(rt.path, "/hint") {
				continue
			}
			resp, _ := do(rt.method, rt.path, "", host)
			assert.NotEqual(t, http.StatusMisdirectedRequest, resp.StatusCode, rt.path+" for Host "+host)
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, "GET", ts.URL+"/g/kv%C3%A4ll/events", nil)
	require.NoError(t, err)
	events, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	assert.Contains(t, events.Header.Get("Content-Type"), "text/event-stream", "the events at the server's address")
	cancel()
	events.Body.Close()
	resp, body := do("GET", "/g/kv%C3%A4ll.json", "", "127.0.0.1:"+port)
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, body, "Anna")
}
