// Package web is the live page: the saved games and every game's sheet
// on each phone at the table, kept up to date as entries are recorded,
// and, with a PIN, a turn entered from the phone.
//
// The pages are drawn on the server (html/template), so they work
// without JavaScript; a small script (assets/live.js) only adds the live
// updates and asks for chances and hints without leaving the page. Every
// word on them comes from the catalog, in the reader's language: ?lang=,
// else the one chosen on a page before (kept in a cookie for a year),
// else the browser's Accept-Language.
//
//	GET  /                    the saved games, unfinished first, newest first
//	GET  /events              server-sent events: the list drawn again when
//	                          the games' files change (its id their
//	                          fingerprint; ?since= one the page has)
//	GET  /g/NAME              a game's sheet (Yatzy) or score (the card game);
//	                          Yatzy's pad at ?player=P&round=N&dice=66
//	                          (&die=D a die tapped, &drop=I one taken back,
//	                          &setrolls=R maxi's rolls, &strike=BOX a strike
//	                          asked again: see pad.go);
//	                          ?round=N&out=…&leftI=… the round's form as a
//	                          refused entry sent it (never its PIN), with why
//	                          (&refused=pin: its PIN was wrong; =wait: too
//	                          many wrong PINs from its address;
//	                          &refused=entered: round N was entered meanwhile)
//	GET  /g/NAME.json         what show --json prints
//	GET  /g/NAME/events       server-sent events: one per entry, its id the
//	                          file's line; Last-Event-ID (or ?since=) gets
//	                          the missed ones, or a reset; "next" sends a
//	                          page drawn (&drawn=, Unix seconds) before the
//	                          game played after it was made there
//	GET  /g/NAME/chances      each player's chance to win (Yatzy)
//	GET  /g/NAME/hint         the best play for dice in hand (Yatzy)
//	GET  /g/NAME/turn         the boxes for dice (the page's turn form);
//	                          &refused=pin after a wrong PIN (=wait: too
//	                          many), &tried=BOX
//	                          after the box was refused
//	POST /g/NAME/turn         a turn: a form, or JSON (see Turn)
//	POST /g/NAME/unlock       the PIN, typed once: a session for the
//	                          browser, and back to its page (&back=);
//	                          wrong, back saying so (refused=pin&unlock=1)
//	GET  /static/NAME         the style sheet, the script, the icon
//	GET  /favicon.ico         the icon, where browsers look for it
//	POST /g/NAME/undo         the last entry taken back (line=: the last
//	                          line the page showed; another since, refused)
//	POST /g/NAME/fix          a Yatzy entry's dice corrected (entry=P|BOX,
//	                          dice=, strike=, reason=, line= as undo's;
//	                          in maxi rolls=, either left empty as it was), or
//	                          a card game's round (round=, out=, left0…,
//	                          reason=, line=): what is left empty stays
//
// A request must be for a name the server answers to: the address it
// came in at, localhost, or a name of Server.Hosts (serve --host); any
// other Host is refused (421) before a route is looked at, so that a page
// of another site whose name was made to lead here (DNS rebinding) reads
// nothing. One address (an IPv6 /64) holds at most MaxPerAddress of the
// server's connections, so that no one client keeps the others waiting.
//
// Writes take a session or the PIN (Server.PIN; none, and nothing is
// written). A right PIN from a page's form (the unlock form, or the card
// game's round) gives the browser a session: a cookie, HttpOnly and
// SameSite=Strict, signed with Server.Key (kept in the data folder:
// LoadKey) over the PIN, valid for SessionLife (30 days) across restarts;
// another PIN or another key ends every session (session.go). A browser
// with a session is asked no PIN: its pages draw no PIN field. The PIN
// field is in a form of its own whose only button unlocks, never in a
// form with a box's button, so that Enter in it chooses no box.
//
// Wrong PINs are limited per address (an IPv6 address's /64) to 5 a
// minute, and for all addresses together to 30 a minute (pin.go); each
// lockout is logged once. The limits are looked at before a PIN is
// judged: while one holds, no PIN from that browser is judged, the right
// one included (judging it would tell a guesser it was right, and there
// would be no limit), and the answer is a 429 that says how long to wait,
// in the reader's language, with Retry-After. What keeps a table playing
// while someone guesses is the session: a phone unlocked before is never
// asked for a PIN, nor slowed; a new phone waits at most a minute after
// the guessing stops. A request without a session and with no PIN is
// refused without counting (it guesses nothing). A PIN made up is six
// digits (NewPIN); one the host sets may be shorter (4 to 32 letters or
// digits, share.IsPIN).
//
// Browsers' cross-origin writes are refused (http.CrossOriginProtection),
// bodies are limited, and the pages carry a Content-Security-Policy that
// allows no inline script (the die faces are SVG in the page, their
// colours the style sheet's). A write goes
// through the store as any protokoll does: locked, synced before it is
// answered; a game open at a terminal in another process is refused
// (409), one shared by this process's terminal goes through its Table.
//
// A turn from a page's form refused by the rules comes back as the form,
// as typed, and why, on a page that checks it again against the game as
// it is, so that a reload asks again and sends nothing, and the language
// links say it in the other languages: dice on the GET that asked for
// them; a box by a redirect (303) to its boxes (or strike) page, the box
// tried in the query; the card game's round by a redirect to the game's
// page with the form's fields in its query. A wrong PIN comes back so
// too, and too many from one address: the card game's round with its
// cards, Yatzy's dice on their boxes (or strike) page, refused=pin (or
// =wait) saying why, and data-pin saying whether the PIN was judged
// ("wrong") or not ("unknown"). The page's script keeps no PIN: the
// session does.
// Refusals for where the game is (a terminal busy, or gone) answer the
// POST, to be sent again.
//
// A Yatzy turn on the game's page is the pad (pad.go): six die faces,
// buttons named 1 to 6, of a GET form that carries the dice so far; the
// dice chosen, a row of buttons that take one back; once the dice are
// all there, a POST form with a button for each free box, named by the
// box and what it would score (the best play marked in a game with hints
// on: store.HintsOn); a box that scores 0 asks a second tap. The page's script
// draws each state in place and sends the box without leaving the page:
// five taps for the dice and one for the box. Typing the dice still goes
// to /g/NAME/turn, the boxes page.
//
// Every form says the round it was drawn for (Turn.Round): an entry for a
// round entered meanwhile — at another phone, at the terminal — is
// refused (409), never taken for the next round, and its page says so;
// the same entry sent again (a second tap on the button) stands once and
// is answered as the first was. A phone's page keeps a form being typed in
// while the rounds it lists change, so this is the case at a table of
// several phones, not a rare one.
//
// A game read for a page is a value of its kind (kinds.go: Yatzy's,
// the card game's) that gives what the handlers need of it: its page and
// JSON, its live parts, what changed, its undo and corrections, a turn
// or round posted to it and where a refused form comes back. The
// handlers ask no kind; only loading a game (game.go) and the routes
// only Yatzy has (boxes, chances, hints) do.
//
// A game read for a page is kept while its file stays the same (the
// same file, size and time of change), and so are its chances to win:
// worked out for the first page that asks (tenths of a CPU-second for eight
// players early in a game) and shared by every page that asks after it,
// in any language, until an entry changes the file. A file read with
// warnings (a line cut off, say) is read again for each page, and its
// chances worked out again.
//
// A page for eight players half-way through a game takes 3.8 ms after an
// entry and 0.7–1.7 ms drawn again, on the project's 2-core machine
// (2026-12-01; go test -run XXX -bench Page8Players
// ./cmd/protokoll/internal/web); an entry's way to the open pages and the
// memory of each are in the README's Figures (-bench EventLatency,
// -bench MemoryPerPage).
package web

import (
	"crypto/rand"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A Server is the live page of a store's games. Its fields are set before
// Handler is called and not changed after; a Server serves any number of
// requests at once, each in its reader's language.
type Server struct {
	Store store.Store
	// Kinds are the kinds of game the games list reads and names.
	Kinds gamekind.Kinds
	Langs catalog.Languages
	Now   func() time.Time
	// PIN, when not empty, lets a reader who gives it enter turns; with
	// none, nothing can be written over the network.
	PIN string
	// Key signs the phones' sessions (LoadKey); nil: a key made up for
	// the run, whose sessions end with it.
	Key []byte
	// Tables are the optimal-play tables, for chances and hints; nil
	// offers neither.
	Tables func() (*tablecache.Tables, error)
	// Cache is the cache folder, where the results index is kept (the
	// games list, the recap).
	Cache string
	// Log gets a line for every write: the game, the entry, who asked
	// from where. Nil: none.
	Log io.Writer
	// Shared is the game played at this process's terminal, if it is
	// shared (--share): writes to it go through it.
	Shared *Table
	// Hosts are the names the server answers to besides the addresses
	// it listens on and localhost (serve --host): a request for any
	// other Host is refused (see hostCheck).
	Hosts []string

	// Poll is how often a watched game file is looked at besides the file
	// system's notices (and instead of them, where there are none).
	// Zero: DefaultPoll.
	Poll time.Duration
	// Heartbeat is how often a connected page is sent a comment, so that
	// the connection is not taken for idle on the way. Zero:
	// DefaultHeartbeat.
	Heartbeat time.Duration
	// HeaderTimeout is how long a connection to Serve has to send a
	// request's head before it is closed. Zero or less:
	// DefaultHeaderTimeout (a server without the limit is not made).
	HeaderTimeout time.Duration

	once    sync.Once
	pages   *pages
	live    *live
	limiter *limiter
	runKey  []byte
	cache   gameCache
}

// DefaultPoll is how often a watched file is looked at besides the file
// system's notices, so that a change the notices miss (a network file
// system) is still on the pages within a second.
const DefaultPoll = 500 * time.Millisecond

// The limits of a request.
const (
	maxBody = 16 << 10 // a turn's form or JSON
	// MaxPages is the most pages connected for live updates at once.
	MaxPages = 256
)

func (s *Server) setup() {
	s.once.Do(func() {
		if s.Heartbeat <= 0 {
			s.Heartbeat = DefaultHeartbeat
		}
		s.pages = newPages()
		s.live = newLive(s)
		s.limiter = newLimiter()
		s.runKey = make([]byte, keySize)
		rand.Read(s.runKey)
		if s.Now == nil {
			s.Now = time.Now
		}
	})
}

// Handler returns the server's routes, with the headers every answer
// carries, the check of the Host asked for, and the cross-origin check on
// writes.
func (s *Server) Handler() http.Handler {
	s.setup()
	mux := http.NewServeMux()
	for pattern, h := range map[string]func(http.ResponseWriter, *http.Request, *catalog.Language){
		"GET /{$}":              keepLang(s.gamesPage),
		"GET /events":           s.listEvents,
		"GET /g/{name}":         keepLang(s.gamePage),
		"GET /g/{name}/events":  s.events,
		"GET /g/{name}/chances": s.chancesPage,
		"GET /g/{name}/hint":    s.hintPage,
		"GET /g/{name}/turn":    s.turnPage,
		"POST /g/{name}/turn":   s.turn,
		"POST /g/{name}/undo":   s.undo,
		"POST /g/{name}/fix":    s.fix,
		"POST /g/{name}/unlock": s.unlock,
	} {
		mux.Handle(pattern, s.inLanguage(h))
	}
	mux.Handle("GET /static/", http.StripPrefix("/static/", assets()))
	// Asked for by browsers whatever the page says: the same icon.
	mux.Handle("GET /favicon.ico", rewrite("favicon.svg", assets()))
	mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		l, _ := s.lang(r)
		s.fail(w, r, l, http.StatusNotFound, msg.Errorf("no page %s here", r.URL.Path))
	})
	cop := http.NewCrossOriginProtection()
	cop.SetDenyHandler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		l, _ := s.lang(r)
		s.fail(w, r, l, http.StatusForbidden, errCrossOrigin)
	}))
	return headers(s.hostCheck(cop.Handler(mux)))
}

var errCrossOrigin = msg.Errorf("refused: the entry comes from another site's page")

// csp lets a page load its own style sheet and script only: no inline
// script or style, no frames, forms only to this server.
const csp = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; " +
	"form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

// headers adds what every answer carries.
func headers(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("Content-Security-Policy", csp)
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("Referrer-Policy", "no-referrer")
		hd.Set("X-Frame-Options", "DENY")
		h.ServeHTTP(w, r)
	})
}

// inLanguage gives h the reader's language; an unknown ?lang= is
// refused.
func (s *Server) inLanguage(h func(http.ResponseWriter, *http.Request, *catalog.Language)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		l, err := s.lang(r)
		if err != nil {
			s.fail(w, r, l, http.StatusBadRequest, err)
			return
		}
		h(w, r, l)
	})
}

// The cookie that keeps the language chosen on a page, and for how long
// (seconds): a year.
const (
	langCookie     = "protokoll-lang"
	langCookieLife = 365 * 24 * 60 * 60
)

// keepLang keeps the language chosen on a page (its language links'
// ?lang=) for the pages after it: on the pages a person goes to (the
// list, a game's), not on what their scripts ask for, which may come
// after the person chose another.
func keepLang(h func(http.ResponseWriter, *http.Request, *catalog.Language)) func(http.ResponseWriter, *http.Request, *catalog.Language) {
	return func(w http.ResponseWriter, r *http.Request, l *catalog.Language) {
		if r.URL.Query().Has("lang") {
			http.SetCookie(w, &http.Cookie{Name: langCookie, Value: l.Tag, Path: "/", MaxAge: langCookieLife,
				HttpOnly: true, SameSite: http.SameSiteLaxMode})
		}
		h(w, r, l)
	}
}

// lang is the reader's language: ?lang=, else the one chosen on a page
// before (the language cookie), else the browser's. An unknown ?lang= is
// an error (said in the browser's language); an unknown cookie is left
// aside.
func (s *Server) lang(r *http.Request) (*catalog.Language, error) {
	accepted := s.Langs.Accept(r.Header.Get("Accept-Language"))
	q := r.URL.Query()
	if !q.Has("lang") {
		if c, err := r.Cookie(langCookie); err == nil {
			if l, err := s.Langs.FromFlag(c.Value); err == nil {
				return l, nil
			}
		}
		return accepted, nil
	}
	l, err := s.Langs.FromFlag(q.Get("lang"))
	if err != nil {
		return accepted, err
	}
	return l, nil
}

// langQuery is the ?lang= a page's links keep: the reader's choice, if
// made on the page; none when the browser's language is used.
func langQuery(r *http.Request, l *catalog.Language) url.Values {
	v := url.Values{}
	if r.URL.Query().Has("lang") {
		v.Set("lang", l.Tag)
	}
	return v
}

// link is the path with the query, if any.
func link(path string, q url.Values) string {
	if len(q) == 0 {
		return path
	}
	return path + "?" + q.Encode()
}

// gamePath is the path of a game's page, or of a page under it.
func gamePath(name string, under ...string) string {
	p := "/g/" + url.PathEscape(name)
	for _, u := range under {
		p += "/" + u
	}
	return p
}

// wantsJSON reports whether a request asks for JSON: a JSON body, or an
// Accept header that puts JSON before HTML.
func wantsJSON(r *http.Request) bool {
	if ct := r.Header.Get("Content-Type"); strings.HasPrefix(ct, "application/json") {
		return true
	}
	accept := r.Header.Get("Accept")
	return strings.Contains(accept, "application/json") && !strings.Contains(accept, "text/html")
}

// statusOf is the HTTP status of an error a request met.
func statusOf(err error) int {
	var locked *store.LockedError
	var damaged *store.DamagedError
	var status statusError
	switch {
	case errors.As(err, &status):
		return status.code
	case errors.Is(err, store.ErrNotFound):
		return http.StatusNotFound
	case errors.As(err, &locked):
		return http.StatusConflict
	case errors.As(err, &damaged), errors.Is(err, store.ErrNotSaved), errors.Is(err, store.ErrReplaced):
		return http.StatusInternalServerError
	}
	return http.StatusBadRequest
}

// A statusError is an error with the status it answers.
type statusError struct {
	code int
	err  error
}

func (e statusError) Error() string { return e.err.Error() }

// In says the error with p, as the error it carries says itself.
func (e statusError) In(p msg.Printer) string { return p.Say(e.err) }
func (e statusError) Unwrap() error           { return e.err }

// withStatus gives err the status code.
func withStatus(code int, err error) error { return statusError{code, err} }

// refusal is what a reader of l is told of err in JSON: one line of at
// most render.MaxMessage characters (a refusal quotes what was sent, and
// a form can send thousands).
func refusal(l *catalog.Language, err error) string { return render.OneLine(l.Say(err)) }

// sentence is refusal as a page says it: begun with a capital, as the
// page's other sentences are.
func sentence(l *catalog.Language, err error) string {
	s := refusal(l, err)
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// errorJSON is a refusal as JSON: what was wrong, in the reader's
// language.
type errorJSON struct {
	Error string `json:"error"`
}

// fail answers a request that cannot be done: the status and the reason,
// in the reader's language, as JSON or as a page.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, l *catalog.Language, code int, err error) {
	if code == 0 {
		code = statusOf(err)
	}
	if code == http.StatusTooManyRequests {
		w.Header().Set("Retry-After", retryAfter(err))
	}
	if wantsJSON(r) || strings.HasSuffix(r.URL.Path, ".json") {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		w.Header().Set("Cache-Control", "no-store")
		w.WriteHeader(code)
		json.NewEncoder(w).Encode(errorJSON{Error: refusal(l, err)})
		return
	}
	body := errorBody{Message: sentence(l, err), Back: s.backLink(r, l), PIN: pinVerdict(err)}
	s.pages.render(w, code, "error", s.layout(r, l, l.T("Not done"), body))
}

// pinVerdict is what a refusal tells the page's script of the PIN it
// sent (data-pin): "wrong", "unknown" (not checked), or "" for a PIN
// that was right, or not asked for.
func pinVerdict(err error) string {
	switch {
	case errors.Is(err, errPIN):
		return "wrong"
	case errors.Is(err, errTooMany), errors.Is(err, errNoEntries), errors.Is(err, errCrossOrigin):
		return "unknown"
	}
	return ""
}

// backLink leads from a page that failed to its game's page, or to the
// games.
func (s *Server) backLink(r *http.Request, l *catalog.Language) anchor {
	if name := r.PathValue("name"); name != "" && store.CheckName(name) == nil && s.Store.Exists(name) {
		return anchor{URL: link(gamePath(name), langQuery(r, l)), Text: l.T("Back to the game")}
	}
	return anchor{URL: link("/", langQuery(r, l)), Text: l.T("All games")}
}

// logWrite writes the log line of a write: the game, what was entered,
// and who asked from where.
func (s *Server) logWrite(r *http.Request, game, what string) {
	if s.Log == nil {
		return
	}
	fmt.Fprintf(s.Log, "%s %s: %s (from %s, %s)\n", s.Now().Format("15:04:05"), game, what, r.RemoteAddr, oneLine(r.UserAgent(), 60))
}

// oneLine makes s one printable line of at most n runes.
func oneLine(s string, n int) string {
	s = strings.Map(func(r rune) rune {
		if r < ' ' || r == 0x7f {
			return ' '
		}
		return r
	}, s)
	if r := []rune(s); len(r) > n {
		s = string(r[:n-1]) + "…"
	}
	return s
}
