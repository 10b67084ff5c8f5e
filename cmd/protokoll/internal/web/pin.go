package web

import (
	"crypto/rand"
	"crypto/subtle"
	"errors"
	"fmt"
	"math/big"
	"net"
	"net/http"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// NewPIN returns a PIN of six random digits.
func NewPIN() string {
	n, err := rand.Int(rand.Reader, big.NewInt(1_000_000))
	if err != nil {
		panic(err) // crypto/rand does not fail on the systems Go runs on
	}
	pin := n.String()
	for len(pin) < 6 {
		pin = "0" + pin
	}
	return pin
}

// A pinField is the field a form's PIN is typed in: its label, and
// whether the PIN is digits only, when a phone offers its keypad of
// digits for it (on which a PIN with letters could not be typed).
// Unlocked, the browser holds a session, and the field is not drawn.
type pinField struct {
	Label    string
	Digits   bool
	Unlocked bool
}

// pinField is the field for the server's PIN, for the reader of r in l.
func (s *Server) pinField(r *http.Request, l *catalog.Language) pinField {
	digits := strings.IndexFunc(s.PIN, func(r rune) bool { return r < '0' || r > '9' }) < 0
	return pinField{Label: l.T("PIN"), Digits: digits, Unlocked: s.unlocked(r)}
}

// checkPIN reports whether pin is the server's PIN, in a time that does
// not tell how much of it was right.
func (s *Server) checkPIN(pin string) bool {
	return s.PIN != "" && subtle.ConstantTimeCompare([]byte(pin), []byte(s.PIN)) == 1
}

// The limits of wrong PINs: at most pinTries from one address (an IPv6
// address's /64: one device can take any address of its network's), and
// pinTriesAll from all addresses together, in any pinWindow.
const (
	pinTries    = 5
	pinTriesAll = 30
	pinWindow   = time.Minute
)

// A limiter counts wrong PINs, by address (limitKey) and all together. An
// address that sent pinTries in the window waits until the first of them
// is a window old; once pinTriesAll came from all addresses, every
// browser without a session waits so. A PIN is judged only while neither
// limit is reached, so that at most pinTriesAll PINs are judged a minute
// whatever the number of addresses, and a guesser learns nothing from
// the answers while waiting: the right PIN is then refused as a wrong
// one, from a phone without a session. A phone that holds one is not
// asked for a PIN, and never waits.
type limiter struct {
	mu    sync.Mutex
	wrong map[string][]time.Time // by address
	all   []time.Time
}

func newLimiter() *limiter { return &limiter{wrong: map[string][]time.Time{}} }

// A judgement is what the limiter made of a PIN sent: not judged, and
// how long to wait (all: every address waits); or judged, right or
// wrong, and for a wrong one the limit it reached, if any, and the wait
// that begins.
type judgement struct {
	judged, right bool
	wait          time.Duration
	all           bool
	reachedOne    bool // a wrong PIN that reached its address's limit
	reachedAll    bool // … all addresses' limit
}

// judge judges a PIN from addr at now with right, under the limits, in
// one hold of the lock: PINs sent at once are judged no more often than
// the limits allow, however their requests interleave. A PIN that is
// not right is counted, unless it is empty (no guess).
func (l *limiter) judge(addr string, now time.Time, pin string, right func(string) bool) judgement {
	l.mu.Lock()
	defer l.mu.Unlock()
	if wait, all := l.wait(addr, now); wait > 0 {
		return judgement{wait: wait, all: all}
	}
	if right(pin) {
		return judgement{judged: true, right: true}
	}
	if pin == "" {
		return judgement{judged: true}
	}
	times := append(l.recent(addr, now), now)
	l.wrong[addr] = times
	l.all = append(inWindow(l.all, now), now)
	if len(l.wrong) > 10_000 { // many addresses: forget those of the past
		for a := range l.wrong {
			l.recent(a, now)
		}
	}
	// The wait ends a window after the first of the wrong PINs that
	// reached the limit, as the 429 says, not a window after the last.
	wait, all := l.wait(addr, now)
	return judgement{judged: true, wait: wait, all: all, reachedOne: len(times) == pinTries, reachedAll: len(l.all) == pinTriesAll}
}

// wait is how long addr must wait at now before its PIN is judged: 0 for
// none; all tells whether it is every address's wait. l.mu is held.
func (l *limiter) wait(addr string, now time.Time) (wait time.Duration, all bool) {
	if l.all = inWindow(l.all, now); len(l.all) >= pinTriesAll {
		return pinWindow - now.Sub(l.all[len(l.all)-pinTriesAll]), true
	}
	if times := l.recent(addr, now); len(times) >= pinTries {
		return pinWindow - now.Sub(times[len(times)-pinTries]), false
	}
	return 0, false
}

// recent are addr's wrong PINs in the window before now.
func (l *limiter) recent(addr string, now time.Time) []time.Time {
	times := inWindow(l.wrong[addr], now)
	if len(times) == 0 {
		delete(l.wrong, addr)
		return nil
	}
	l.wrong[addr] = times
	return times
}

// inWindow are the times of times (in order) in the window before now.
func inWindow(times []time.Time, now time.Time) []time.Time {
	i := 0
	for i < len(times) && now.Sub(times[i]) >= pinWindow {
		i++
	}
	return times[i:]
}

// limitKey is what wrong PINs are counted by for r: its address's key
// (addressKey), as connections are.
func limitKey(r *http.Request) string {
	ip, err := netip.ParseAddr(remoteHost(r))
	if err != nil {
		return remoteHost(r)
	}
	if k := addressKey(ip); k.Addr().Is6() {
		return k.String()
	}
	return ip.Unmap().String()
}

// A waitError is a PIN not judged: too many wrong ones, from the
// address or from all, and how long to wait.
type waitError struct {
	wait time.Duration
	all  bool
}

func (e waitError) seconds() int { return int((e.wait + time.Second - 1) / time.Second) }

func (e waitError) Error() string { return e.In(msg.English()) }

// In says the wait in p's language.
func (e waitError) In(p msg.Printer) string {
	if e.all {
		return p.Say(msg.Errorf("too many wrong PINs from new phones: wait %d s (a phone unlocked before goes on entering)", e.seconds()))
	}
	return p.Say(msg.Errorf("too many wrong PINs from here: wait %d s", e.seconds()))
}

// Is makes every wait errTooMany.
func (e waitError) Is(target error) bool { return target == errTooMany }

// authorize reports whether r may write, with pin as it sent it: a
// browser that holds a session may, pin unlooked at; else pin must be
// the server's PIN, judged only when the limiter allows (see limiter).
// It fails with errNoEntries (no PIN on this server), a waitError, or
// errPIN. pinRight tells a PIN that was judged right (the browser may be
// given a session).
func (s *Server) authorize(r *http.Request, pin string) (pinRight bool, err error) {
	switch {
	case s.PIN == "":
		return false, errNoEntries
	case s.unlocked(r):
		return false, nil
	}
	addr, now := limitKey(r), s.Now()
	j := s.limiter.judge(addr, now, pin, s.checkPIN)
	switch {
	case !j.judged:
		return false, withStatus(http.StatusTooManyRequests, waitError{j.wait, j.all})
	case j.right:
		return true, nil
	}
	switch until := now.Add(j.wait).Format("15:04:05"); {
	case j.reachedAll:
		s.logLine("wrong PINs: %d in a minute from all addresses, the last from %s; every phone without a session waits until %s", pinTriesAll, remoteHost(r), until)
	case j.reachedOne:
		s.logLine("wrong PINs: %d in a minute from %s; it waits until %s", pinTries, addr, until)
	}
	return false, errPIN
}

// remoteHost is the address a request comes from, without its port.
func remoteHost(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// logLine writes a line of what the server did to Server.Log, timed.
func (s *Server) logLine(format string, args ...any) {
	if s.Log != nil {
		fmt.Fprintf(s.Log, "%s %s\n", s.Now().Format("15:04:05"), fmt.Sprintf(format, args...))
	}
}

// retryAfter is the Retry-After of a refusal for too many wrong PINs:
// the seconds the waitError says, else a minute.
func retryAfter(err error) string {
	var w waitError
	if errors.As(err, &w) {
		return strconv.Itoa(w.seconds())
	}
	return strconv.Itoa(int(pinWindow / time.Second))
}

// unlockForm is the form that unlocks a phone: the PIN, typed once, in
// a form of its own (its only button unlocks: Enter in the field chooses
// nothing else), sent to POST /g/NAME/unlock, which comes back to Back,
// the page it was on.
type unlockForm struct {
	Action     string
	Back       string
	PIN        pinField
	Submit     string
	Note       string
	Error      string
	PINVerdict string // what Error tells the page's script (see pinVerdict)
}

// unlockForm is the form that unlocks the browser of r, on a page of
// the game called name; nil for a browser that holds a session already,
// or a server that takes no entries.
func (s *Server) unlockForm(r *http.Request, l *catalog.Language, name string) *unlockForm {
	if s.PIN == "" || s.unlocked(r) {
		return nil
	}
	f := &unlockForm{
		Action: link(gamePath(name, "unlock"), langQuery(r, l)),
		Back:   unlockBack(r, name),
		PIN:    s.pinField(r, l),
		Submit: l.T("Unlock this phone"),
		Note:   l.T("The PIN, typed once, lets this phone enter turns for %d days.", int(SessionLife/(24*time.Hour))),
	}
	if err := pinRefusal(r.URL.Query()); err != nil && r.URL.Query().Get("unlock") != "" {
		f.Error, f.PINVerdict = sentence(l, err), pinVerdict(err)
	}
	return f
}

// unlockBack is the page a browser unlocking from r comes back to: r's
// own, when it is the game's page or its turn page, without a refusal
// it said; else the game's page.
func unlockBack(r *http.Request, name string) string {
	q := r.URL.Query()
	p := r.URL.EscapedPath()
	if p != gamePath(name) && p != gamePath(name, "turn") {
		return link(gamePath(name), url.Values{"lang": q["lang"]}) + "#turn"
	}
	q.Del("refused")
	q.Del("unlock")
	return link(p, q) + "#turn"
}

// unlock takes the PIN typed in the unlock form: right, the browser gets
// a session and goes back to its page; wrong, back there saying so
// (refused=pin); not judged, a refusal that says how long to wait.
func (s *Server) unlock(w http.ResponseWriter, r *http.Request, l *catalog.Language) {
	name := r.PathValue("name")
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	if err := r.ParseForm(); err != nil {
		s.fail(w, r, l, http.StatusBadRequest, msg.Errorf("the entry is not a form the page sends (%v)", err))
		return
	}
	// Back only to a page of this game: never another site's.
	back, err := url.Parse(r.PostForm.Get("back"))
	if err != nil || back.Scheme != "" || back.Host != "" || back.User != nil ||
		(back.EscapedPath() != gamePath(name) && back.EscapedPath() != gamePath(name, "turn")) {
		// gamePath is escaped already: as Path, it would be escaped twice
		// (/g/kv%25C3%25A4ll, no page).
		back = &url.URL{Path: "/g/" + name, RawPath: gamePath(name), RawQuery: langQuery(r, l).Encode()}
	}
	right, err := s.authorize(r, r.PostForm.Get("pin"))
	switch {
	case err == nil:
		if right {
			s.giveSession(w)
			s.logLine("%s: a phone unlocked (from %s, %s)", name, r.RemoteAddr, oneLine(r.UserAgent(), 60))
		}
	case errors.Is(err, errPIN):
		q := back.Query()
		q.Set("refused", "pin")
		q.Set("unlock", "1")
		back.RawQuery = q.Encode()
	default:
		s.fail(w, r, l, 0, err)
		return
	}
	back.Fragment = "turn"
	http.Redirect(w, r, back.String(), http.StatusSeeOther)
}
