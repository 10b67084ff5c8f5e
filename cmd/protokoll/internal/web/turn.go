package web

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
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

// errRoundEntered is an entry of the card game for a round entered since
// its page was drawn.
func errRoundEntered(round int) error {
	return withStatus(http.StatusConflict, store.ErrRoundEntered(round))
}

// errTurnEntered is a Yatzy turn of a player for a round of theirs
// entered since its page was drawn.
func errTurnEntered(player string, round int) error {
	return withStatus(http.StatusConflict, msg.Errorf("%s's turn of round %d was entered meanwhile (at another phone, or the terminal): this entry was not recorded", playername.Display(player), round))
}

// errNotTheirTurn is a turn of a player whose turn it is not.
func errNotTheirTurn(next, player string) error {
	return withStatus(http.StatusConflict, msg.Errorf("it is %s's turn, not %s's", playername.Display(next), playername.Display(player)))
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
	round := 0 // the card game's round the entry was for
	yatzy := false
	run := func(g game, dry bool) error {
		if g.rummy != nil {
			round = g.rummy.State.Played() + 1
		}
		yatzy = g.yatzy != nil
		var err error
		if what, err = s.apply(g, t, dry); err != nil || dry {
			return err
		}
		return writeView(&answer, g)
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
	if err != nil && form && refusedByTheRules(err) {
		// A form refused by the rules comes back on a page that checks it
		// again against the game as it is, and says why: a reload asks
		// again, and sends nothing.
		if back := refusedAgain(langQuery(r, l), name, t, err, yatzy, round); back != "" {
			http.Redirect(w, r, back, http.StatusSeeOther)
			return
		}
	}
	switch {
	case err != nil && form && round > 0 && statusOf(err) == http.StatusBadRequest:
		// Too long to come back at: the round's form drawn again here.
		if g, rerr := s.read(name); rerr == nil && g.rummy != nil {
			typed := s.rummyTurn(r, l, g.rummy)
			refill(l, typed, t, err)
			s.pages.render(w, http.StatusBadRequest, "rummy", s.rummyPage(r, l, g.rummy, typed))
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

// refusedAgain is where a page's form t, refused by the rules, comes back
// (see refusedByTheRules): a Yatzy turn on its boxes page (the box tried
// said, tried=, or the strike's page), which checks it again and says
// why; the card game's round on the game's page, as typed, or, for a
// round entered meanwhile, saying so (refused=entered); "" for another
// refusal of the card game's (the game over), or an address longer than
// maxBack.
func refusedAgain(q url.Values, name string, t Turn, err error, yatzy bool, round int) string {
	switch {
	case yatzy:
		return diceAgain(q, name, t, true)
	case t.Round != 0 && t.Round < round:
		q.Set("refused", "entered")
		q.Set("round", strconv.Itoa(t.Round))
		return link(gamePath(name), q) + "#turn"
	case t.Round != 0 && round > 0 && t.Round > round:
		// A round taken back meanwhile: the cards typed are another
		// deal's, not the next round's; that round's form, empty, says so.
		q.Set("refused", "ahead")
		q.Set("round", strconv.Itoa(t.Round))
		return link(gamePath(name), q) + "#turn"
	case round > 0 && statusOf(err) == http.StatusBadRequest:
		return roundAgain(q, name, t, round)
	}
	return ""
}

// diceAgain is Yatzy's boxes page for the dice t sent, its strike's page
// if t struck a box, else the page of every box, saying the box tried
// (&tried=) when tried (a box refused, not a PIN); "" for an address
// longer than maxBack.
func diceAgain(q url.Values, name string, t Turn, tried bool) string {
	q.Set("player", t.Player)
	q.Set("dice", t.Dice)
	if t.Rolls != 0 {
		q.Set("rolls", strconv.Itoa(t.Rolls))
	}
	if t.Round != 0 {
		q.Set("round", strconv.Itoa(t.Round))
	}
	switch {
	case t.Strike:
		q.Set("box", t.Box)
	case tried:
		q.Set("tried", t.Box)
	}
	if back := link(gamePath(name, "turn"), q); len(back) <= maxBack {
		return back
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
	switch {
	case g.rummy != nil && !g.rummy.State.Finished():
		return roundAgain(q, name, t, g.rummy.State.Played()+1)
	case g.yatzy != nil && t.Dice != "":
		return diceAgain(q, name, t, false)
	}
	return ""
}

// roundAgain is the card game name's page with its round's form as t
// sent it (never its PIN) in the query besides q's, for the page to draw
// it again (typedRound), opening at the form (#turn) below the list of
// rounds; "" when the address would be longer than maxBack.
func roundAgain(q url.Values, name string, t Turn, round int) string {
	q.Set("round", strconv.Itoa(round))
	q.Set("out", t.Out)
	for i, typed := range t.hands {
		q.Set("left"+strconv.Itoa(i), typed)
	}
	for i, typed := range t.specials {
		q.Set("special"+strconv.Itoa(i), typed)
	}
	for i, chosen := range t.labels {
		q.Set("label"+strconv.Itoa(i), chosen)
	}
	if back := link(gamePath(name), q) + "#turn"; len(back) <= maxBack {
		return back
	}
	return ""
}

// apply applies the turn t to g, checked against the rules and whose turn
// it is, and says what it entered. dry checks it only, changing nothing:
// what is "" for a turn already standing (sent twice), else not.
func (s *Server) apply(g game, t Turn, dry bool) (what string, err error) {
	if g.yatzy != nil {
		if t.Out != "" || t.Left != nil || t.hands != nil || t.Special != nil || t.specials != nil {
			return "", msg.Errorf("a Yatzy turn is a player, dice and a box, not who went out")
		}
		return s.applyYatzy(g.yatzy, t, dry)
	}
	if t.Player != "" || t.Dice != "" || t.Box != "" || t.Strike || t.Rolls != 0 {
		return "", msg.Errorf("a round of the card game is who went out and the cards left, not dice")
	}
	return s.applyRummy(g.rummy, t, dry)
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

func (s *Server) applyYatzy(g *store.Yatzy, t Turn, dry bool) (string, error) {
	sheet := g.State
	v := sheet.Variant()
	if t.Player == "" || t.Dice == "" || t.Box == "" {
		return "", msg.Errorf("a turn needs the player, the dice and the box")
	}
	p, err := sheet.Player(t.Player)
	if err != nil {
		return "", err
	}
	dice, err := v.ParseRoll(t.Dice)
	if err != nil {
		return "", err
	}
	b, err := v.LookupBox(t.Box, s.Langs.Sheets()...)
	if err != nil {
		return "", err
	}
	if err := store.CheckRound(t.Round, sheet.Totals(p).Filled+1, func(n int) error { return errTurnEntered(p, n) }); err != nil {
		if e, ok := sheet.Entry(p, b); ok && e.Dice.Same(dice) && e.Strike == t.Strike {
			return "", nil // sent twice (a second tap): it stands, once
		}
		return "", err
	}
	next, _ := sheet.Next()
	if next == "" {
		return "", withStatus(http.StatusConflict, msg.Errorf("the game is over"))
	}
	if p != next {
		return "", errNotTheirTurn(next, p)
	}
	if v.SavedRolls && t.Rolls == 0 {
		return "", msg.Errorf("%s needs the rolls the turn used (1 to %d, and any saved)", catalog.VariantName(v), scoresheet.RollsPerTurn)
	}
	turn := scoresheet.Turn(p, b, dice, t.Rolls, t.Strike)
	if dry {
		return "checked", sheet.CheckTurn(turn)
	}
	if err := g.Apply(s.Now(), turn); err != nil {
		return "", err
	}
	e, _ := sheet.Entry(p, b)
	return fmt.Sprintf("%s %s %d (%s)", playername.Display(p), b, e.Points, dice), nil
}

func (s *Server) applyRummy(g *store.Rummy, t Turn, dry bool) (string, error) {
	game := g.State
	if err := store.CheckRound(t.Round, game.Played()+1, errRoundEntered); err != nil {
		if t.Round < game.Played()+1 && s.sameRound(game, t) {
			return "", nil // sent twice (a second tap): it stands, once
		}
		return "", err
	}
	res, err := s.rummyResult(game, t)
	if err != nil {
		return "", err
	}
	if dry {
		return "checked", game.CheckRound(res)
	}
	if err := g.Apply(s.Now(), contracts.GameEvent{Kind: contracts.KindRound, Result: &res}); err != nil {
		return "", err
	}
	i := game.Played() - 1
	var points []string
	for _, p := range game.Players() {
		points = append(points, fmt.Sprintf("%s %d", playername.Display(p), game.Score(i, p)))
	}
	return fmt.Sprintf("round %d, out %s: %s", i+1, playername.Display(res.Out), strings.Join(points, ", ")), nil
}

// sameRound reports whether t, sent for a round already played, is that
// round's result as it stands: who went out and every hand left, the
// same cards in any order.
func (s *Server) sameRound(game *contracts.Game, t Turn) bool {
	done := game.Results()[t.Round-1]
	sent, err := s.handsOf(game, t)
	if err != nil || sent.Out != done.Out || len(sent.Left) != len(done.Left) {
		return false
	}
	for p, cards := range sent.Left {
		if !sameCards(cards, done.Left[p]) {
			return false
		}
	}
	// Its contracts and special cards, where it sends them, as they
	// stand: a second entry with others is another entry, not a tap again.
	players := game.Players()
	c := game.Round(t.Round - 1).Contract
	labels, err := sentLabels(game, t)
	if err != nil {
		return false
	}
	for p, label := range labels {
		if req, err := c.Requirement(label); err != nil || done.Labels[p] != req.Name() {
			return false
		}
	}
	special := map[string]int{}
	for who, n := range t.Special {
		if p, err := game.Player(who); err == nil {
			special[p] = n
		}
	}
	for i, typed := range t.specials {
		if n, err := strconv.Atoi(strings.TrimSpace(typed)); err == nil && i < len(players) {
			special[players[i]] = n
		}
	}
	for p, n := range special {
		if done.Special[p] != n {
			return false
		}
	}
	return true
}

// sameCards reports whether a and b hold the same cards, in any order.
func sameCards(a, b []contracts.Card) bool {
	key := func(cs []contracts.Card) []string {
		out := make([]string, len(cs))
		for i, c := range cs {
			out[i] = c.String()
		}
		slices.Sort(out)
		return out
	}
	return slices.Equal(key(a), key(b))
}

// rummyResult is the next round's result t gives, its cards read as the
// page and scripts type them, not yet checked against the game's rules.
func (s *Server) rummyResult(game *contracts.Game, t Turn) (contracts.Result, error) {
	if game.Finished() {
		return contracts.Result{}, withStatus(http.StatusConflict, msg.Errorf("the game is over"))
	}
	res, err := s.handsOf(game, t)
	if err != nil {
		return res, err
	}
	if err := s.specialOf(game, t, &res); err != nil {
		return res, err
	}
	return res, labelsOf(game, t, &res)
}

// sentLabels are the labels t sends, by player as the game spells them
// (JSON's by name, a form's by place); nil for none.
func sentLabels(game *contracts.Game, t Turn) (map[string]string, error) {
	players := game.Players()
	var labels map[string]string
	add := func(p, label string) {
		if labels == nil {
			labels = map[string]string{}
		}
		labels[p] = label
	}
	for who, label := range t.Labels {
		p, err := game.Player(who)
		if err != nil {
			return nil, err
		}
		add(p, label)
	}
	for i, label := range t.labels {
		if i >= len(players) {
			return nil, msg.Errorf("the entry is not a form the page sends (%v)", "label"+strconv.Itoa(i))
		}
		if label != "" {
			add(players[i], label)
		}
	}
	return labels, nil
}

// labelsOf puts into res whose contract each player had, as t sends it,
// and refuses a round that names players without one for each (as the
// table asks every player, and record wants a --label each); the rules
// check the labels themselves.
func labelsOf(game *contracts.Game, t Turn, res *contracts.Result) error {
	labels, err := sentLabels(game, t)
	if err != nil {
		return err
	}
	res.Labels = labels
	missing := game.MissingLabels(*res)
	if len(missing) > 0 {
		for k := range missing {
			missing[k] = playername.Display(missing[k])
		}
		return msg.Errorf("round %d says whose contract each player has: choose it for %s", game.Played()+1, strings.Join(missing, ", "))
	}
	if game.Finished() {
		return nil
	}
	return game.Round(game.Played()).Contract.OneEach(res.Labels)
}

// handsOf is who went out and the cards left in each hand, as t sends
// them: read as the page and scripts type them, not checked against the
// rules.
func (s *Server) handsOf(game *contracts.Game, t Turn) (contracts.Result, error) {
	if t.Out == "" {
		return contracts.Result{}, msg.Errorf("who went out? The round needs the player who went out")
	}
	out, err := game.Player(t.Out)
	if err != nil {
		return contracts.Result{}, err
	}
	res := contracts.Result{Out: out, Left: map[string][]contracts.Card{}}
	players := game.Players()
	// A script names each hand ("Bo":"" is one with no cards, as record's
	// --left "Bo="); the page's form has a field for every player, and an
	// empty hand there is said, 0 or -, as at the table: a field left
	// empty is refused, never taken for no cards.
	left := map[string]string{}
	parse := map[string]func(string, ...*contracts.Words) ([]contracts.Card, error){}
	for who, typed := range t.Left {
		p, err := game.Player(who)
		if err != nil {
			return contracts.Result{}, err
		}
		if _, twice := left[p]; twice {
			return contracts.Result{}, msg.Errorf("the cards left of %s are given twice", playername.Display(p))
		}
		left[p], parse[p] = typed, contracts.ParseCards
	}
	for i, typed := range t.hands {
		if i >= len(players) {
			return contracts.Result{}, msg.Errorf("the entry is not a form the page sends (%v)", "left"+strconv.Itoa(i))
		}
		// The hand of whoever went out is empty: the page hides its
		// field, and what it still holds is not read.
		if players[i] != out {
			left[players[i]], parse[players[i]] = typed, contracts.ParseHand
		}
	}
	// In seating order, so that a refusal names the same player whatever
	// the order the hands came in.
	for _, p := range players {
		typed, ok := left[p]
		if !ok {
			continue
		}
		cards, err := parse[p](typed, s.Langs.Cards()...)
		if err != nil {
			return contracts.Result{}, msg.Errorf("%s: %v", playername.Display(p), err)
		}
		res.Left[p] = cards
	}
	return res, nil
}

// specialOf puts into res the cards in each player's special meld of the
// next round, as t sent them: a script by name, the page's form by the
// player's place, a field left empty none.
func (s *Server) specialOf(game *contracts.Game, t Turn, res *contracts.Result) error {
	players := game.Players()
	add := func(p string, n int) {
		if res.Special == nil {
			res.Special = map[string]int{}
		}
		res.Special[p] = n
	}
	for who, n := range t.Special {
		p, err := game.Player(who)
		if err != nil {
			return err
		}
		add(p, n)
	}
	var specials []contracts.Special
	if i := game.Played(); i < len(game.List().Rounds) {
		specials = game.Round(i).Contract.Specials
	}
	for i := range len(players) {
		typed := strings.TrimSpace(t.specials[i])
		if typed == "" {
			continue
		}
		if len(specials) == 0 {
			return msg.Errorf("the entry is not a form the page sends (%v)", "special"+strconv.Itoa(i))
		}
		n, err := strconv.Atoi(typed)
		if err != nil {
			return msg.Errorf("%s: %v", playername.Display(players[i]), msg.Errorf("%q: type 0, or %d to %d", typed, specials[0].Meld.Size, contracts.PerRank))
		}
		add(players[i], n)
	}
	for i := range t.specials {
		if i >= len(players) {
			return msg.Errorf("the entry is not a form the page sends (%v)", "special"+strconv.Itoa(i))
		}
	}
	// A round that scores a special meld says each one's cards, 0 for
	// none, as the table asks them: a field left empty, or JSON without
	// "special", would score it as no one's without a word.
	if len(specials) > 0 {
		if t.Special == nil && t.specials == nil {
			return msg.Errorf("round %d scores the cards in a %s: say each player's (0 if none)", game.Played()+1, specials[0].Meld.KindWord())
		}
		for i := range len(players) {
			if _, sent := t.specials[i]; sent && strings.TrimSpace(t.specials[i]) == "" {
				return msg.Errorf("%s: %v", playername.Display(players[i]), msg.Errorf("the cards in the %s are missing: type 0 if none", specials[0].Meld.KindWord()))
			}
		}
	}
	return nil
}

// refill puts what t sent back into the round's form f, and why (err, if
// not nil) it was refused.
func refill(l *catalog.Language, f *rummyTurn, t Turn, err error) {
	if err != nil {
		f.Error, f.PINVerdict = sentence(l, err), pinVerdict(err)
	}
	for i := range f.Out.Options {
		f.Out.Options[i].Selected = f.Out.Options[i].Value == t.Out
	}
	for i := range f.Hands {
		f.Hands[i].Value = t.hands[i]
	}
	if f.Special != nil {
		for i := range f.Special.Fields {
			f.Special.Fields[i].Value = t.specials[i]
		}
	}
	for i := range f.Labels {
		for k := range f.Labels[i].Options {
			f.Labels[i].Options[k].Selected = f.Labels[i].Options[k].Value == t.labels[i]
		}
	}
}

// boxesBody is the page that chooses the box for dice: a button for each
// box the dice may go in, with its points; the strikes apart, each to be
// confirmed.
type boxesBody struct {
	Heading    string
	Notes      []string
	Action     string // the strikes' (GET)
	PostAction string // the boxes' (POST), with the reader's ?lang=
	Lang       string
	Unlock     *unlockForm // the PIN's form, for a browser without a session
	Player     string
	Dice       string
	Rolls      int
	Round      int // the player's, as the game's page drew it (see Turn.Round)
	Boxes      []boxButton
	Strikes    []boxButton
	Strike     string // the strikes' heading
	Back       anchor
	Error      string
	PINVerdict string // what Error tells the page's script of its PIN (see pinVerdict)
	Question   string // the strike page's
	Confirm    string
}

// A boxButton enters the turn in one box.
type boxButton struct {
	Box, Label string
	Best       bool // the best play, marked for a game with hints on
}

// turnPage is the page that chooses the box for the dice typed on the
// game's page (?dice=66624&rolls=2), or confirms a strike (&box=yatzy).
// A box refused at its POST comes back here (&tried=fives, or the
// strike's &box=), checked again against the sheet as it is, with why.
// The player's round (&round=3, the game's page's) is checked first: one
// entered meanwhile is said so.
func (s *Server) turnPage(w http.ResponseWriter, r *http.Request, l *catalog.Language) {
	if s.PIN == "" {
		s.fail(w, r, l, 0, errNoEntries)
		return
	}
	g, err := s.read(r.PathValue("name"))
	if err == nil && g.yatzy == nil {
		err = msg.Errorf("a round of the card game is entered on the game's page")
	}
	if err != nil {
		s.fail(w, r, l, 0, err)
		return
	}
	sheet := g.yatzy.State
	v := sheet.Variant()
	p, _ := sheet.Next()
	q := r.URL.Query()
	round := 0
	if n := q.Get("round"); n != "" {
		if round, err = strconv.Atoi(n); err != nil || round < 1 {
			s.fail(w, r, l, http.StatusBadRequest, msg.Errorf("the entry is not a form the page sends (%v)", "round="+n))
			return
		}
		if who, err := sheet.Player(q.Get("player")); err == nil {
			if err := store.CheckRound(round, sheet.Totals(who).Filled+1, func(n int) error { return errTurnEntered(who, n) }); err != nil {
				s.fail(w, r, l, 0, err)
				return
			}
		}
	}
	if p == "" {
		s.fail(w, r, l, http.StatusConflict, msg.Errorf("the game is over"))
		return
	}
	if player := q.Get("player"); player != "" && player != p {
		s.fail(w, r, l, 0, errNotTheirTurn(p, player))
		return
	}
	// Dice or rolls refused: the game's page again, the form as typed,
	// with why.
	again := func(err error) {
		typed := s.yatzyTurn(r, l, g.yatzy)
		typed.Dice, typed.Error = q.Get("dice"), sentence(l, err)
		if typed.Rolls != nil {
			for i := range typed.Rolls.Options {
				typed.Rolls.Options[i].Selected = typed.Rolls.Options[i].Value == q.Get("rolls")
			}
		}
		d := s.yatzyPage(r, l, g.yatzy, askedBody{})
		body := d.Body.(yatzyBody)
		body.Turn = typed
		d.Body = body
		s.pages.render(w, http.StatusBadRequest, "yatzy", d)
	}
	dice, err := v.ParseRoll(q.Get("dice"))
	if err != nil {
		again(err)
		return
	}
	rolls := 0
	if v.SavedRolls {
		most := scoresheet.RollsPerTurn + sheet.Totals(p).Saved
		if rolls, err = strconv.Atoi(q.Get("rolls")); err != nil || rolls < 1 || rolls > most {
			again(msg.Errorf("%q: type the rolls used, 1 to %d", q.Get("rolls"), most))
			return
		}
	}
	opts, err := sheet.Options(dice)
	if err != nil {
		s.fail(w, r, l, 0, err)
		return
	}
	body := boxesBody{
		Heading:    l.T("Turn: %s", playername.Display(p)) + " · " + dice.String(),
		Notes:      render.TurnNotes(l, sheet, dice, opts),
		Action:     gamePath(g.yatzy.Name, "turn"),
		PostAction: link(gamePath(g.yatzy.Name, "turn"), langQuery(r, l)),
		Lang:       langQuery(r, l).Get("lang"),
		Unlock:     s.unlockForm(r, l, g.yatzy.Name),
		Player:     p, Dice: dice.String(), Rolls: rolls, Round: round,
		Strike: scoresheet.LabelStrike.Word(l.Sheets),
		Back:   anchor{URL: link(gamePath(g.yatzy.Name), langQuery(r, l)), Text: l.T("← other dice")},
	}
	if err := pinRefusal(q); err != nil && q.Get("unlock") == "" { // the unlock form's says it itself
		body.Error, body.PINVerdict = sentence(l, err), pinVerdict(err)
	}
	// The box a refused POST tried, or a strike: what the sheet says of
	// it now.
	refused := func(box string, strike bool) bool {
		b, err := v.LookupBox(box, s.Langs.Sheets()...)
		if err == nil {
			err = sheet.CheckTurn(scoresheet.Turn(p, b, dice, rolls, strike))
		}
		if err != nil {
			body.Error, body.PINVerdict = sentence(l, err), pinVerdict(err)
		}
		return err != nil
	}
	if tried := q.Get("tried"); tried != "" {
		refused(tried, false)
	}
	if box := q.Get("box"); box != "" && !refused(box, true) {
		// A strike, to be confirmed.
		b, _ := v.LookupBox(box, s.Langs.Sheets()...)
		body.Question = l.T("Strike %s?", v.Name(b, l.Sheets))
		body.Confirm = scoresheet.LabelStrike.Word(l.Sheets)
		body.Strikes = []boxButton{{Box: string(b), Label: v.Name(b, l.Sheets)}}
		s.pages.render(w, http.StatusOK, "strike", s.layout(r, l, body.Heading, body))
		return
	}
	for _, o := range opts {
		button := boxButton{Box: string(o.Box), Label: fmt.Sprintf("%s %d", v.Name(o.Box, l.Sheets), o.Points)}
		if o.Joker {
			button.Label += " (" + l.T("joker") + ")"
		}
		if o.Strike {
			button.Label = v.Name(o.Box, l.Sheets)
			body.Strikes = append(body.Strikes, button)
		} else {
			body.Boxes = append(body.Boxes, button)
		}
	}
	s.pages.render(w, http.StatusOK, "boxes", s.layout(r, l, body.Heading, body))
}
