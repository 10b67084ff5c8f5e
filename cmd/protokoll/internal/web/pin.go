package web

import (
	"crypto/rand"
	"crypto/subtle"
	"math/big"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
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
type pinField struct {
	Label  string
	Digits bool
}

// pinField is the field for the server's PIN, for a reader of l.
func (s *Server) pinField(l *catalog.Language) pinField {
	digits := strings.IndexFunc(s.PIN, func(r rune) bool { return r < '0' || r > '9' }) < 0
	return pinField{Label: l.T("PIN"), Digits: digits}
}

// checkPIN reports whether pin is the server's PIN, in a time that does
// not tell how much of it was right.
func (s *Server) checkPIN(pin string) bool {
	return s.PIN != "" && subtle.ConstantTimeCompare([]byte(pin), []byte(s.PIN)) == 1
}

// The most wrong PINs an address may send in a window.
const (
	pinTries  = 5
	pinWindow = time.Minute
)

// A limiter counts the wrong PINs from each address: after pinTries in a
// pinWindow, the address is refused until the window has passed.
type limiter struct {
	mu    sync.Mutex
	wrong map[string][]time.Time
}

func newLimiter() *limiter { return &limiter{wrong: map[string][]time.Time{}} }

// allow reports whether addr may try a PIN at now.
func (l *limiter) allow(addr string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.recent(addr, now)) < pinTries
}

// failed counts a wrong PIN from addr at now.
func (l *limiter) failed(addr string, now time.Time) {
	l.mu.Lock()
	defer l.mu.Unlock()
	l.wrong[addr] = append(l.recent(addr, now), now)
	if len(l.wrong) > 10_000 { // many addresses: forget those of the past
		for a := range l.wrong {
			if len(l.recent(a, now)) == 0 {
				delete(l.wrong, a)
			}
		}
	}
}

// recent are addr's wrong PINs in the window before now.
func (l *limiter) recent(addr string, now time.Time) []time.Time {
	times := l.wrong[addr]
	i := 0
	for i < len(times) && now.Sub(times[i]) >= pinWindow {
		i++
	}
	times = times[i:]
	if len(times) == 0 {
		delete(l.wrong, addr)
		return nil
	}
	l.wrong[addr] = times
	return times
}

// remoteHost is the address a request comes from, without its port.
func remoteHost(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}
