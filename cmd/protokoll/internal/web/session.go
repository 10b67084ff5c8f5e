package web

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A phone is unlocked once: a right PIN gives its browser a session, a
// cookie the server signed, and a browser that holds one writes without
// the PIN (the PIN is not kept on the phone). The cookie is
//
//	v1.ISSUED.NONCE.MAC
//
// ISSUED the Unix second it was given, NONCE 16 random bytes in hex, and
// MAC their HMAC-SHA256 under the server's key (Server.Key, kept in the
// data folder: KeyFile) with the PIN: a cookie holds for SessionLife
// from ISSUED, on any server with that key and that PIN. A new key (the
// file removed) or another PIN (--pin=OTHER, --new-pin) ends every
// session at once; nothing is kept of the sessions on the server, so a
// restart ends none. The cookie is HttpOnly (no script reads it) and
// SameSite=Strict (another site's page cannot write with it: the
// cross-origin check refuses those writes anyway).

// SessionLife is how long a phone stays unlocked: thirty days, a month
// of game nights; then the PIN is asked once again.
const SessionLife = 30 * 24 * time.Hour

// sessionCookie is the session's cookie's name.
const sessionCookie = "protokoll-session"

// The files kept in the data folder (the store's) for the server.
const (
	// KeyFile holds the key the sessions are signed with: made once,
	// mode 0600, never written over.
	KeyFile = ".serve-key"
	// PINFile holds the PIN serve --pin made up, mode 0600, until
	// --new-pin makes another.
	PINFile = ".serve-pin"
)

// keySize is the key's length in bytes.
const keySize = 32

// LoadKey returns the key kept in dir's KeyFile, making it first if
// there is none: written whole to a file of its own (mode 0600), synced,
// and linked in under the name only if no other has been meanwhile, so
// that two servers started at once share one key and a key once made is
// never replaced.
func LoadKey(dir string) ([]byte, error) {
	path := filepath.Join(dir, KeyFile)
	if key, err := readKey(path); !errors.Is(err, fs.ErrNotExist) {
		return key, err
	}
	key := make([]byte, keySize)
	rand.Read(key)
	if err := writeNew(dir, path, hex.EncodeToString(key)+"\n", false); err != nil {
		if errors.Is(err, fs.ErrExist) {
			return readKey(path) // made meanwhile by another server
		}
		return nil, err
	}
	return key, nil
}

// readKey reads a key file.
func readKey(path string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, err
		}
		return nil, msg.Errorf("the server's key %s cannot be read: %v", path, err)
	}
	key, err := hex.DecodeString(strings.TrimSpace(string(data)))
	if err != nil || len(key) != keySize {
		return nil, msg.Errorf("the server's key %s is damaged: remove it, and every phone is asked for the PIN once again", path)
	}
	// Whoever reads the key can make sessions: a key file others may read
	// (a copy restored, say) is made the owner's alone again, as made.
	if info, err := os.Stat(path); err == nil && info.Mode().Perm()&0o077 != 0 {
		os.Chmod(path, 0o600) // best effort: a file not ours stays as it is
	}
	return key, nil
}

// KeptPIN returns the PIN serve --pin made up and kept in dir (PINFile);
// ok is false when none is kept. A table command that shows the PIN
// again reads it here.
func KeptPIN(dir string) (pin string, ok bool, err error) {
	data, err := os.ReadFile(filepath.Join(dir, PINFile))
	if errors.Is(err, fs.ErrNotExist) {
		return "", false, nil
	}
	if err != nil {
		return "", false, msg.Errorf("the PIN kept in %s cannot be read: %v", filepath.Join(dir, PINFile), err)
	}
	pin = strings.TrimSpace(string(data))
	if len(pin) < 6 || strings.Trim(pin, "0123456789") != "" {
		return "", false, nil // not one made up: another is
	}
	return pin, true, nil
}

// KeepPIN returns the PIN kept in dir, making one up (NewPIN) and
// keeping it when there is none, or when renew asks for another (which
// ends every session). One made up because there was none is linked in
// as the key is, so that two servers started at once serve the one kept
// first; one made up for renew, or over a PIN file that holds none, is
// renamed over it.
func KeepPIN(dir string, renew bool) (string, error) {
	path := filepath.Join(dir, PINFile)
	if !renew {
		if pin, ok, err := KeptPIN(dir); ok || err != nil {
			return pin, err
		}
		// Linked, not checked first and then written: a file another
		// server linked in between a check and a write would be
		// written over, and two PINs served.
		pin := NewPIN()
		err := writeNew(dir, path, pin+"\n", false)
		if !errors.Is(err, fs.ErrExist) {
			return pin, err
		}
		if pin, ok, err := KeptPIN(dir); ok || err != nil {
			return pin, err // made meanwhile by another server
		}
	}
	pin := NewPIN()
	return pin, writeNew(dir, path, pin+"\n", true)
}

// writeNew writes data to path by way of a file of its own in dir (mode
// 0600), synced: linked in, failing with fs.ErrExist when path is
// there, or, with replace, renamed over it.
func writeNew(dir, path, data string, replace bool) error {
	refused := func(err error) error {
		return msg.Errorf("%s cannot be written: %v", path, err)
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return refused(err)
	}
	tmp, err := os.CreateTemp(dir, ".serve-new-*")
	if err != nil {
		return refused(err)
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return refused(err)
	}
	_, err = tmp.WriteString(data)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return refused(err)
	}
	if replace {
		err = os.Rename(tmp.Name(), path)
	} else {
		err = os.Link(tmp.Name(), path)
	}
	if err != nil {
		if errors.Is(err, fs.ErrExist) {
			return err
		}
		return refused(err)
	}
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// key is the key sessions are signed with: Server.Key, else one made up
// for this run (setup).
func (s *Server) key() []byte {
	if s.Key != nil {
		return s.Key
	}
	return s.runKey
}

// sessionMAC is the MAC of a session's cookie issued at issued with
// nonce, under the server's key and PIN.
func (s *Server) sessionMAC(issued, nonce string) []byte {
	m := hmac.New(sha256.New, s.key())
	m.Write([]byte("protokoll session v1\x00" + issued + "\x00" + nonce + "\x00" + s.PIN))
	return m.Sum(nil)
}

// newSession is a session's cookie's value, issued now.
func (s *Server) newSession() string {
	nonce := make([]byte, 16)
	rand.Read(nonce)
	issued, n := strconv.FormatInt(s.Now().Unix(), 10), hex.EncodeToString(nonce)
	return "v1." + issued + "." + n + "." + base64.RawURLEncoding.EncodeToString(s.sessionMAC(issued, n))
}

// checkSession reports whether value is a session this server gave,
// under its key and PIN, and not expired at now.
func (s *Server) checkSession(value string) bool {
	parts := strings.Split(value, ".")
	if s.PIN == "" || len(parts) != 4 || parts[0] != "v1" {
		return false
	}
	mac, err := base64.RawURLEncoding.DecodeString(parts[3])
	if err != nil || !hmac.Equal(mac, s.sessionMAC(parts[1], parts[2])) {
		return false
	}
	issued, err := strconv.ParseInt(parts[1], 10, 64)
	if err != nil {
		return false
	}
	age := s.Now().Sub(time.Unix(issued, 0))
	return age > -time.Minute && age < SessionLife // a minute ahead: clocks drift
}

// unlocked reports whether r comes from a browser that holds a session.
func (s *Server) unlocked(r *http.Request) bool {
	for _, c := range r.CookiesNamed(sessionCookie) {
		if s.checkSession(c.Value) {
			return true
		}
	}
	return false
}

// giveSession gives the browser of w a session.
func (s *Server) giveSession(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{
		Name: sessionCookie, Value: s.newSession(), Path: "/",
		MaxAge: int(SessionLife / time.Second), HttpOnly: true, SameSite: http.SameSiteStrictMode,
	})
}
