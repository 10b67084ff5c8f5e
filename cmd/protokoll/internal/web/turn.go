package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A Turn is an entry sent to POST /g/NAME/turn as JSON. A Yatzy turn:
//
//	{"pin":"…","player":"Anna","dice":"66624","box":"sixes"}
//
// with "strike":true to confirm a box that scores 0 (as record's
// --strike) and "rolls":N, the rolls used, in maxi. A round of the card
// game:
//
//	{"pin":"…","out":"Anna","left":{"Bo":"K 7","Cecilia":""}}
//
// with "special":{"Bo":4}, the cards in each player's special meld, in a
// round that scores one (record's --special).
//
// Either may say the round it is for, "round":N, as the pages' forms do:
// then it is refused if that round was entered meanwhile.
//
// The answer is 200 with what show --json prints of the game after it;
// 400 with the reason for a turn against the rules (or a body that is not
// one), 403 for a wrong or missing PIN (a browser with a session sends
// none), 409 when it is not that player's
// turn, its round was entered meanwhile or the game is open at a terminal
// elsewhere, 429 after too many wrong PINs (Retry-After: how long). A refusal is {"error":"…"}, in the reader's language.
type Turn struct {
	PIN string `json:"pin"`

	// Yatzy.
	Player string `json:"player,omitempty"`
	Dice   string `json:"dice,omitempty"`
	Box    string `json:"box,omitempty"`
	Strike bool   `json:"strike,omitempty"`
	Rolls  int    `json:"rolls,omitempty"`

	// Round is the round the entry is for, as its page was drawn: a
	// Yatzy turn the player's (1 for their first), the card game's the
	// round's number. 0 does not say; the pages' forms always do, so that
	// a round entered meanwhile — at another phone, at the terminal, or by
	// a second tap on the button — is refused (409), not entered again as
	// the next.
	Round int `json:"round,omitempty"`

	// The card game: who went out, and every other player's cards left.
	Out  string            `json:"out,omitempty"`
	Left map[string]string `json:"left,omitempty"`
	// Special is, in a round that scores a special meld (Yatzy-chans),
	// the cards in each player's, as record's --special.
	Special map[string]int `json:"special,omitempty"`
	// Labels are, in a round that names whose contract each player has
	// ("the girls … the boys …"), each player's, as record's --label: one
	// for every player, unless the last round's winner settles them.
	Labels map[string]string `json:"labels,omitempty"`

	hands    map[int]string // a page's form's hands, by the player's place
	specials map[int]string // and its special melds' cards, as typed
	labels   map[int]string // and each one's contract, as chosen
}

var (
	errNoEntries = withStatus(http.StatusForbidden, msg.Errorf("this page takes no entries: the server was started without a PIN"))
	errPIN       = withStatus(http.StatusForbidden, msg.Errorf("wrong PIN, or none: the PIN is printed at the terminal that serves this page"))
	errTooMany   = withStatus(http.StatusTooManyRequests, msg.Errorf("too many wrong PINs from here: wait a minute"))
)

// turn records a turn sent from a page's form or as JSON.
func (s *Server) turn(w http.ResponseWriter, r *http.Request, l *catalog.Language) {
	name := r.PathValue("name")
	if s.PIN == "" {
		s.fail(w, r, l, 0, errNoEntries)
		return
	}
	addr := remoteHost(r)
	t, form, err := readTurn(w, r)
	if err != nil {
		s.fail(w, r, l, http.StatusBadRequest, err)
		return
	}
	pinRight, err := s.authorize(r, t.PIN)
	if err != nil {
		// A form comes back as typed, saying why: the cards are kept.
		why := "pin"
		if errors.Is(err, errTooMany) {
			why = "wait"
		}
		if back := s.formAgain(r, l, name, t, form, why); back != "" {
			http.Redirect(w, r, back, http.StatusSeeOther)
			return
		}
		s.fail(w, r, l, 0, err)
		return
	}
	if pinRight && form {
		s.giveSession(w) // the PIN typed once on this phone
	}
	// What answers is made from the game as the change left it, while the
	// change has it: a shared game goes on at the terminal after.
	var what string
	var answer bytes.Buffer
	// Where the form comes back should the rules refuse it, as the game
	// stood before the entry; nil while no game has been read.
	var refused func(url.Values, error) string
	run := func(g game, dry bool) error {
		refused = g.refused(name, t)
		var err error
		if what, err = s.apply(g, t, dry); err != nil || dry {
			return err
		}
		return g.writeView(&answer)
	}
	change := func(g game) error { return run(g, false) }
	settled := false
	if g, ok := s.atTerminal(name); ok {
		// Refused as the game's file has it, or sent again and standing:
		// said from here. The terminal's question, which the entry would
		// end to be asked again, is not ended (and what was typed at it
		// lost) for an entry the game does not take. One it takes the
		// terminal checks again, as the game is when it takes it.
		if err = run(g, true); err != nil || what == "" {
			settled = true
			if err == nil {
				err = change(g) // sent again: answered, nothing written
			}
		}
	}
	if !settled {
		err = s.write(name, addr, change)
	}
	if err != nil && form && refused != nil && refusedByTheRules(err) {
		// A form refused by the rules comes back on a page that checks it
		// again against the game as it is, and says why: a reload asks
		// again, and sends nothing.
		if back := refused(langQuery(r, l), err); back != "" {
			http.Redirect(w, r, back, http.StatusSeeOther)
			return
		}
	}
	switch {
	case err != nil && form && refused != nil && statusOf(err) == http.StatusBadRequest:
		// Too long to come back at: the card game's round's form drawn
		// again here (a Yatzy turn is not: it is said, below).
		if g, rerr := s.read(name); rerr == nil && g.redraw(s, w, r, l, t, err) {
			return
		}
		s.fail(w, r, l, 0, err)
		return
	case err != nil:
		s.fail(w, r, l, 0, err)
		return
	}
	if what != "" { // "": the same entry sent again, standing once
		s.logWrite(r, name, what)
	}
	if form {
		http.Redirect(w, r, link(gamePath(name), langQuery(r, l)), http.StatusSeeOther)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Write(answer.Bytes())
}

// readTurn reads a turn from the request's body: JSON, or a page's form.
func readTurn(w http.ResponseWriter, r *http.Request) (t Turn, form bool, err error) {
	r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	if strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
		dec := json.NewDecoder(r.Body)
		dec.DisallowUnknownFields()
		if err := dec.Decode(&t); err != nil {
			var tooLarge *http.MaxBytesError
			if errors.As(err, &tooLarge) {
				return t, false, msg.Errorf("the entry is larger than %d bytes", maxBody)
			}
			return t, false, msg.Errorf("the body is not a turn as JSON (%v): want {\"pin\":…,\"player\":…,\"dice\":…,\"box\":…} or {\"pin\":…,\"out\":…,\"left\":{…}}", err)
		}
		if _, err := dec.Token(); err != io.EOF {
			return t, false, msg.Errorf("the body holds more than one turn")
		}
		return t, false, nil
	}
	if err := r.ParseForm(); err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			return t, true, msg.Errorf("the entry is larger than %d bytes", maxBody)
		}
		return t, true, msg.Errorf("the entry is not a form the page sends (%v)", err)
	}
	t, err = turnOf(r.PostForm)
	return t, true, err
}

// turnOf reads a turn from a page's form's fields.
func turnOf(f url.Values) (t Turn, err error) {
	t = Turn{PIN: f.Get("pin"), Player: f.Get("player"), Dice: f.Get("dice"), Box: f.Get("box"), Strike: f.Get("strike") != "", Out: f.Get("out")}
	if round := f.Get("round"); round != "" {
		if t.Round, err = strconv.Atoi(round); err != nil || t.Round < 1 {
			return t, msg.Errorf("the entry is not a form the page sends (%v)", "round="+round)
		}
	}
	if rolls := f.Get("rolls"); rolls != "" {
		if t.Rolls, err = strconv.Atoi(rolls); err != nil {
			return t, msg.Errorf("%q: type the rolls used, 1 to %d", rolls, scoresheet.RollsPerTurn)
		}
	}
	for key, values := range f {
		for prefix, into := range map[string]*map[int]string{"left": &t.hands, "special": &t.specials, "label": &t.labels} {
			place, ok := strings.CutPrefix(key, prefix)
			if !ok {
				continue
			}
			i, err := strconv.Atoi(place)
			if err != nil || i < 0 {
				return t, msg.Errorf("the entry is not a form the page sends (%v)", key)
			}
			if *into == nil {
				*into = map[int]string{}
			}
			(*into)[i] = values[0]
		}
	}
	return t, nil
}

// refusedByTheRules reports whether err refuses an entry for what it
// says, against the game as it stands, rather than for where the game is
// (open at a terminal, which is busy or gone): the former come back on a
// page that says why, the latter are answered here, to be sent again.
func refusedByTheRules(err error) bool {
	var locked *store.LockedError
	if errors.Is(err, errTableBusy) || errors.Is(err, errTableClosed) || errors.As(err, &locked) {
		return false
	}
	code := statusOf(err)
	return code == http.StatusBadRequest || code == http.StatusConflict
}

// roundRefused is where the card game's round t, a page's form refused
// by the rules (see refusedByTheRules), comes back, round being the
// round next as the game stood: on the game's page, as typed, or, for a
// round entered meanwhile, saying so (refused=entered); "" for another
// refusal (the game over), or an address longer than maxBack. A Yatzy
// turn comes back on its boxes page (yatzyGame.refused).
func roundRefused(q url.Values, name string, t Turn, err error, round int) string {
	switch {
	case t.Round != 0 && t.Round < round:
		q.Set("refused", "entered")
		q.Set("round", strconv.Itoa(t.Round))
		return link(gamePath(name), q) + "#turn"
	case t.Round != 0 && t.Round > round:
		// A round taken back meanwhile: the cards typed are another
		// deal's, not the next round's; that round's form, empty, says so.
		q.Set("refused", "ahead")
		q.Set("round", strconv.Itoa(t.Round))
		return link(gamePath(name), q) + "#turn"
	case statusOf(err) == http.StatusBadRequest:
		return roundAgain(q, name, t, round)
	}
	return ""
}

// maxBack is the longest address a refused form comes back at; beyond it
// (a hand field pasted full), the server would not read the request
// (serve.go's MaxHeaderBytes), and the refusal answers the POST itself.
const maxBack = 4 << 10

// pinRefusals are the refusals of a form for its PIN, by the word that
// says them when the form comes back (refused=WORD): a wrong PIN, and
// too many wrong PINs from its address. The PIN was the only thing
// looked at.
var pinRefusals = map[string]error{"pin": errPIN, "wait": errTooMany}

// pinRefusal is the refusal for its PIN that a page's query says its form
// came back with, nil for none.
func pinRefusal(q url.Values) error { return pinRefusals[q.Get("refused")] }

// formAgain is where a page's form t refused for its PIN (why, a word of
// pinRefusals) comes back as typed, saying why: the card game's round on
// the game's page, Yatzy's dice on their boxes (or strike) page; "" for
// an entry that is no page's form, a game that is none or over, or an
// address longer than maxBack.
func (s *Server) formAgain(r *http.Request, l *catalog.Language, name string, t Turn, form bool, why string) string {
	if !form {
		return ""
	}
	g, err := s.read(name)
	if err != nil {
		return ""
	}
	q := langQuery(r, l)
	q.Set("refused", why)
	return g.formAgain(q, name, t)
}

// apply applies the turn t to g, checked against the rules and whose turn
// it is, and says what it entered. dry checks it only, changing nothing:
// what is "" for a turn already standing (sent twice), else not.
func (s *Server) apply(g game, t Turn, dry bool) (what string, err error) {
	return g.kindGame.apply(s, t, dry)
}

// atTerminal returns the game called name as its file has it, when it is
// the game shared by this process's terminal.
func (s *Server) atTerminal(name string) (game, bool) {
	if t := s.Shared; t == nil || t.Name() != name {
		return game{}, false
	}
	g, err := s.read(name)
	return g, err == nil
}
