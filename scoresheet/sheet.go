package scoresheet

import (
	"fmt"
	"slices"
	"strings"

	"golang.org/x/text/unicode/norm"
)

// MaxPlayers is the most players one sheet holds.
const MaxPlayers = 8

// RollsPerTurn is how often a turn may roll the dice; maxi saves the rolls
// a turn does not use for the player's later turns.
const RollsPerTurn = 3

// ErrStrikeNotConfirmed is returned for a turn that would put 0 in a box
// without confirming the strike.
var ErrStrikeNotConfirmed = errorOf("strike not confirmed")

// A Sheet is the scoresheet of one game: a column for each player, filled
// one turn at a time in seating order. Its zero value is not usable; call
// NewSheet.
type Sheet struct {
	variant *Variant
	choices Choices
	players []string

	history []kept // every event applied, in order
	turns   []turn // the turns that stand, in the order played
	cols    []column
	dice    Roll // room for the entries' dice, each a part (capped)
	// undoLast makes an undo take back the last entry that stands, a
	// correction too; stands keeps them, each with the turns before it.
	undoLast bool
	stands   []standing
}

// standing is an entry that stands (a turn or a correction), by its
// place in the history (a copy of each event was a third of what
// replaying a game allocated), and the turns as they were before it,
// for an undo to go back to.
type standing struct {
	at     int
	before []turn
}

// event is the entry that stands at st, its player called as now: each
// rename after it that renames its player.
func (s *Sheet) event(st standing) Event {
	e := s.history[st.at].event()
	for _, h := range s.history[st.at+1:] {
		if h.kind == kindCode(KindRename) && h.Player == e.Player {
			e.Player = h.event().To
		}
	}
	return e
}

// A kept event is an event of the history as the sheet keeps it: what
// most events say, and the whole event only for those that say more (a
// correction's reason, a rename's new name, the hints turned on, rolls
// past an int32): a whole Event each made a fifth of what replaying a
// game took. Its kind is a number (kindCode), 0 for none of the five.
type kept struct {
	Player string
	Box    Box
	Dice   Roll
	Rolls  int32
	kind   uint8
	Strike bool
	rest   *Event // the event, when it says more than the above; nil for none
}

// keptKinds are the kinds a kept event keeps by their number (kindCode);
// 0 is none of them (kept whole).
var keptKinds = [...]EventKind{1: KindTurn, 2: KindUndo, 3: KindCorrect, 4: KindRename, 5: KindHints}

// kindCode is the number a kept event keeps its kind by; 0 for a kind
// that is none of keptKinds (kept whole).
func kindCode(k EventKind) uint8 {
	if i := slices.Index(keptKinds[1:], k); i >= 0 {
		return uint8(i + 1)
	}
	return 0
}

// kindOf is the kind whose number is c (kindCode).
func kindOf(c uint8) EventKind { return keptKinds[c] }

// keep is the event e, kept.
func keep(e Event) kept {
	k := kept{Player: e.Player, Box: e.Box, Dice: e.Dice, Rolls: int32(e.Rolls), kind: kindCode(e.Kind), Strike: e.Strike}
	if e.Reason != "" || e.To != "" || e.ToBox != "" || e.On || k.kind == 0 || int(k.Rolls) != e.Rolls {
		rest := e // only here: e itself stays off the heap
		k.rest = &rest
	}
	return k
}

// event is the event kept.
func (k kept) event() Event {
	if k.rest != nil {
		return *k.rest
	}
	return Event{Kind: kindOf(k.kind), Player: k.Player, Box: k.Box, Dice: k.Dice, Rolls: int(k.Rolls), Strike: k.Strike}
}

// UndoLastEntry makes an undo take back the last entry that stands,
// whether a turn or a correction (so an undo after a correction takes back
// the correction). Without it an undo takes back the last turn, as game
// files written before this rule were played.
func (s *Sheet) UndoLastEntry() { s.undoLast = true }

// Undoable returns what an undo would take back now, and false when there
// is nothing.
func (s *Sheet) Undoable() (Event, bool) {
	if s.undoLast {
		if len(s.stands) == 0 {
			return Event{}, false
		}
		return s.event(s.stands[len(s.stands)-1]), true
	}
	if len(s.turns) == 0 {
		return Event{}, false
	}
	return s.turns[len(s.turns)-1].event(), true
}

// turn is a turn that stands, with any correction folded in.
//
// It holds what a turn's event says, and not the event: a game's turns
// as whole events made a third of what replaying it took. What else its
// event said (a reason, say, that no turn needs) is kept in rest, for
// Undoable to give back the event whole.
type turn struct {
	Player    string
	Box       Box
	Dice      Roll
	Rolls     int
	Strike    bool
	corrected bool   // a correction's reason confirms a strike
	rest      *Event // the event, when it says more than the above; nil for none
}

// turnOf is the turn of the event e.
func turnOf(e Event) turn {
	t := turn{Player: e.Player, Box: e.Box, Dice: e.Dice, Rolls: e.Rolls, Strike: e.Strike}
	if e.Kind != KindTurn || e.Reason != "" || e.To != "" || e.ToBox != "" || e.On {
		rest := e // only here: e itself stays off the heap
		t.rest = &rest
	}
	return t
}

// event is the turn's event, as it stands.
func (t turn) event() Event {
	e := Event{Kind: KindTurn}
	if t.rest != nil {
		e = *t.rest
	}
	e.Player, e.Box, e.Dice, e.Rolls, e.Strike = t.Player, t.Box, t.Dice, t.Rolls, t.Strike
	return e
}

// A column is a player's boxes, each at its place on the sheet (the
// variant's Boxes), held in a slice and not a map: a map a column made
// most of the memory replaying a game took.
type column struct {
	entries []slot
	filled  int
	saved   int // maxi: rolls saved for later turns
}

// A slot is what a box of a column holds: its Entry without the player
// and the box, which the column and the place tell (a whole Entry each
// made a sixth of what replaying a game took).
type slot struct {
	Dice                      Roll
	Points                    int
	Rolls, Bonus              int32
	filled, Strike, Corrected bool
}

// entry is what the box at place i of the sheet holds (-1: not on it).
func (c *column) entry(i int) (slot, bool) {
	if i < 0 || !c.entries[i].filled {
		return slot{}, false
	}
	return c.entries[i], true
}

// entryOf is the Entry of player p's box at place i (-1: not on it).
func (s *Sheet) entryOf(p, i int) (Entry, bool) {
	e, ok := s.cols[p].entry(i)
	if !ok {
		return Entry{}, false
	}
	return Entry{Player: s.players[p], Box: s.variant.Boxes[i], Dice: e.Dice, Points: e.Points, Rolls: int(e.Rolls), Strike: e.Strike, Bonus: int(e.Bonus), Corrected: e.Corrected}, true
}

// place is where box b is on the sheet of v; -1 for a box not on it.
func (v *Variant) place(b Box) int { return slices.Index(v.Boxes, b) }

// An Entry is what a box of a player's column holds.
type Entry struct {
	Player string
	Box    Box
	Dice   Roll
	Points int
	Rolls  int  // rolls used, if said
	Strike bool // the box was struck: it holds 0
	// Bonus is the standard game's +100 this five of a kind earned.
	Bonus int
	// Corrected is true when the entry was corrected after the turn.
	Corrected bool
}

// An Option is a box a player may fill with the dice in hand, and what it
// would score there. Strike is true when it would score 0.
type Option struct {
	Box    Box
	Points int
	Strike bool
	// Joker is true when the standard game's joker rule sets the score.
	Joker bool
}

// NewSheet returns an empty sheet of variant v for the players, in seating
// order. There must be 1 to 8 players with different, non-empty names.
func NewSheet(v *Variant, players []string, choices Choices) (*Sheet, error) {
	if v == nil {
		return nil, errorOf("no variant")
	}
	if len(players) < 1 || len(players) > MaxPlayers {
		return nil, errorOf("%d players: a sheet holds 1 to %d", len(players), MaxPlayers)
	}
	choices = choices.Normal()
	if _, err := ParseJoker(string(choices.Joker)); err != nil {
		return nil, err
	}
	s := &Sheet{variant: v, choices: choices}
	for _, p := range players {
		p = strings.TrimSpace(p)
		if p == "" {
			return nil, errorOf("a player needs a name")
		}
		if s.playerIndex(p) >= 0 {
			return nil, errorOf("two players are called %q: names must differ", p)
		}
		s.players = append(s.players, p)
	}
	s.reset()
	return s, nil
}

// Replay returns the sheet that results from applying events in order to an
// empty sheet, or the first event that does not apply and why.
func Replay(v *Variant, players []string, choices Choices, events []Event) (*Sheet, error) {
	s, err := NewSheet(v, players, choices)
	if err != nil {
		return nil, err
	}
	for i, e := range events {
		if err := s.Apply(e); err != nil {
			return nil, fmt.Errorf("event %d (%s): %w", i+1, e.Kind, err)
		}
	}
	return s, nil
}

// Variant returns the variant the sheet is played by.
func (s *Sheet) Variant() *Variant { return s.variant }

// Choices returns what the table chose to play the sheet by.
func (s *Sheet) Choices() Choices { return s.choices }

// Players returns the players in seating order.
func (s *Sheet) Players() []string { return slices.Clone(s.players) }

// History returns every event applied to the sheet, undos and corrections
// included. Their dice are the sheet's own: to read, not to change.
func (s *Sheet) History() []Event {
	if s.history == nil {
		return nil // as a clone of none was
	}
	out := make([]Event, len(s.history))
	for i, k := range s.history {
		out[i] = k.event()
	}
	return out
}

// Player returns the name of the player called name, compared without
// regard to case, as the sheet spells it.
func (s *Sheet) Player(name string) (string, error) {
	i := s.playerIndex(name)
	if i < 0 {
		return "", errorOf("no player called %q: the players are %s", name, strings.Join(s.players, ", "))
	}
	return s.players[i], nil
}

func (s *Sheet) playerIndex(name string) int {
	for i, p := range s.players {
		if p == name { // as the sheet spells it: no other is called so
			return i
		}
	}
	name = norm.NFC.String(strings.TrimSpace(name))
	for i, p := range s.players {
		// Compared as people read them: without regard to case, and an é
		// typed as e and an accent is the same é.
		if strings.EqualFold(norm.NFC.String(p), name) {
			return i
		}
	}
	return -1
}

// Apply applies one event. An event that breaks the rules is refused with
// an error saying why, and the sheet is left as it was.
func (s *Sheet) Apply(e Event) error {
	// The turns as they are, without a copy: a turn is never changed where
	// it stands (a correction or an undo plays the turns again into a new
	// slice), and the capacity is cut so that nothing appends into it.
	// Copying made replaying a game quadratic: 70 KB for 30 turns.
	before := s.turns[:len(s.turns):len(s.turns)]
	if s.history == nil { // room for a game's worth, as the turns have
		s.history = make([]kept, 0, cap(s.turns))
		s.stands = make([]standing, 0, cap(s.turns))
	}
	if len(e.Dice) > 0 {
		// The sheet's own copy of the dice, for the history, the turn and
		// its box alike: nothing the caller holds is kept, and a caller
		// may lay the next event's dice where this one's were.
		e.Dice = s.copyDice(e.Dice)
	}
	switch e.Kind {
	case KindTurn:
		if err := s.play(turnOf(e)); err != nil {
			return err
		}
		e.Player = s.turns[len(s.turns)-1].Player
		s.stands = append(s.stands, standing{len(s.history), before})
	case KindUndo:
		if _, ok := s.Undoable(); !ok {
			return errorOf("nothing to undo")
		}
		if s.undoLast {
			last := s.stands[len(s.stands)-1]
			if err := s.rebuild(last.before); err != nil {
				return err
			}
			s.stands = s.stands[:len(s.stands)-1]
			break
		}
		if err := s.rebuild(s.turns[:len(s.turns)-1]); err != nil {
			return err
		}
	case KindCorrect:
		canon, err := s.correct(e)
		if err != nil {
			return err
		}
		e = canon
		s.stands = append(s.stands, standing{len(s.history), before})
	case KindRename:
		canon, err := s.rename(e)
		if err != nil {
			return err
		}
		e = canon
	case KindHints:
		e = Hints(e.On) // nothing else of it
	default:
		return fmt.Errorf("unknown event %q", e.Kind)
	}
	s.history = append(s.history, keep(e))
	return nil
}

// rename gives a player another name everywhere the sheet holds it: the
// seat (which names the boxes) and the turns an undo or a correction plays again.
// The turns are copied, not changed where they stand.
func (s *Sheet) rename(e Event) (Event, error) {
	p := s.playerIndex(e.Player)
	if p < 0 {
		_, err := s.Player(e.Player)
		return e, err
	}
	to := norm.NFC.String(strings.TrimSpace(e.To))
	if to == "" {
		return e, errorOf("a player needs a name")
	}
	if q := s.playerIndex(to); q >= 0 && q != p {
		return e, errorOf("two players are called %q: names must differ", to)
	}
	old := s.players[p]
	e.Player, e.To = old, to
	s.players[p] = to
	renamed := func(turns []turn) []turn {
		out := slices.Clone(turns)
		for i := range out {
			if out[i].Player == old {
				out[i].Player = to
			}
		}
		return out
	}
	s.turns = renamed(s.turns)
	for i := range s.stands { // their events' players: see event
		s.stands[i].before = renamed(s.stands[i].before)
	}
	return e, nil
}

func (s *Sheet) correct(e Event) (Event, error) {
	next, e, err := s.corrected(e)
	if err != nil {
		return e, err
	}
	s.turns, s.cols = next.turns, next.cols
	return e, nil
}

// Corrected returns the entry the correction e would leave in its box,
// or the error Apply would give it; the sheet is not changed. A
// correction that leaves 0 in a box that held points is a strike, and
// is refused unless e.Strike confirms it, as a turn's is (ErrStrikeNotConfirmed);
// e.Strike with dice that score is refused too.
// Apply does not ask it: a game of before may hold such a correction.
func (s *Sheet) Corrected(e Event) (Entry, error) {
	if e.Kind != KindCorrect {
		return Entry{}, fmt.Errorf("not a correction: %q", e.Kind)
	}
	next, e, err := s.corrected(e)
	if err != nil {
		return Entry{}, err
	}
	entry, _ := next.Entry(e.Player, e.Moved())
	switch was, _ := s.Entry(e.Player, e.Box); {
	case entry.Points == 0 && was.Points != 0 && !e.Strike:
		return entry, errorOf("%s scores 0 with %s: %s", boxArg{s.variant, e.Box}, e.Dice, ErrStrikeNotConfirmed)
	case entry.Points != 0 && e.Strike: // as a turn's strike: only of a 0
		return entry, errorOf("%s scores %d with %s: only a box that scores 0 is struck", boxArg{s.variant, e.Box}, entry.Points, e.Dice)
	}
	return entry, nil
}

// corrected returns the sheet the correction e makes of s, and e with the
// player as the sheet spells the name; s is not changed.
func (s *Sheet) corrected(e Event) (*Sheet, Event, error) {
	if strings.TrimSpace(e.Reason) == "" {
		return nil, e, errorOf("a correction needs a reason")
	}
	p := s.playerIndex(e.Player)
	if p < 0 {
		_, err := s.Player(e.Player)
		return nil, e, err
	}
	e.Player = s.players[p]
	at := slices.IndexFunc(s.turns, func(t turn) bool { return t.Player == e.Player && t.Box == e.Box })
	if at < 0 {
		return nil, e, errorOf("%s has nothing in %s to correct", e.Player, boxArg{s.variant, e.Box})
	}
	if e.ToBox == e.Box {
		e.ToBox = "" // moved nowhere
	}
	if e.ToBox != "" && !s.variant.Has(e.ToBox) {
		return nil, e, fmt.Errorf("%s has no box %q", s.variant.ID, e.ToBox)
	}
	turns := slices.Clone(s.turns)
	t := &turns[at]
	t.Dice, t.corrected, t.Strike = e.Dice, true, false
	if e.ToBox != "" {
		t.Box = e.ToBox // played again there: a box filled is refused, and forced order is kept
	}
	if e.Rolls != 0 {
		t.Rolls = e.Rolls
	}
	next, err := s.built(turns)
	if err != nil {
		return nil, e, errorOf("that correction breaks the rules: %s", err)
	}
	return next, e, nil
}

// rebuild replaces the sheet's turns with turns, played again from an empty
// sheet. If one of them no longer applies the sheet is left as it was.
func (s *Sheet) rebuild(turns []turn) error {
	next, err := s.built(turns)
	if err != nil {
		return err
	}
	s.turns, s.cols = next.turns, next.cols
	return nil
}

// built is the sheet of turns, played from an empty sheet of s's game.
func (s *Sheet) built(turns []turn) (*Sheet, error) {
	next := &Sheet{variant: s.variant, choices: s.choices, players: s.players}
	next.reset()
	for _, t := range turns {
		if err := next.play(t); err != nil {
			return nil, errorOf("%s's %s: %s", t.Player, boxArg{s.variant, t.Box}, err)
		}
	}
	return next, nil
}

func (s *Sheet) reset() {
	boxes := len(s.variant.Boxes)
	s.turns = make([]turn, 0, boxes*len(s.players)) // a game's worth
	s.cols = make([]column, len(s.players))
	entries := make([]slot, boxes*len(s.players)) // every column's, in one
	for i := range s.cols {
		s.cols[i].entries = entries[i*boxes : (i+1)*boxes : (i+1)*boxes]
	}
}

// CheckTurn returns the error Apply gives the turn e, or nil when Apply
// would take it; the sheet is not changed. A page drawn for a turn asks
// it again as the sheet stands now.
func (s *Sheet) CheckTurn(e Event) error {
	if e.Kind != KindTurn {
		return fmt.Errorf("not a turn: %q", e.Kind)
	}
	_, _, _, err := s.check(turnOf(e))
	return err
}

// check checks one turn against the rules: it returns the turn with the
// player's name as seated, the player's column and the option the dice
// take in the box.
func (s *Sheet) check(t turn) (turn, *column, Option, error) {
	if s.Finished() {
		return t, nil, Option{}, errorOf("the game is over: every box is filled")
	}
	p := s.playerIndex(t.Player)
	if p < 0 {
		_, err := s.Player(t.Player)
		return t, nil, Option{}, err
	}
	if next := s.nextPlayer(); p != next {
		return t, nil, Option{}, errorOf("it is %s's turn, not %s's", s.players[next], s.players[p])
	}
	t.Player = s.players[p]
	v := s.variant
	if err := t.Dice.valid(v.Dice); err != nil {
		return t, nil, Option{}, err
	}
	if !v.Has(t.Box) {
		return t, nil, Option{}, errorOf("%q is not a box of %s", t.Box, v)
	}
	col := &s.cols[p]
	if e, ok := col.entry(v.place(t.Box)); ok {
		return t, nil, Option{}, errorOf("%s already holds %d for %s", boxArg{v, t.Box}, e.Points, t.Player)
	}
	if err := s.checkRolls(col, t.Rolls); err != nil {
		return t, nil, Option{}, err
	}
	o, ok := s.option(col, t.Dice, t.Box)
	if !ok {
		return t, nil, Option{}, s.refusal(s.options(col, t.Dice), t.Box)
	}
	if !t.corrected {
		if o.Strike && !t.Strike {
			return t, nil, Option{}, errorOf("%s scores 0 with %s: %s", boxArg{v, t.Box}, t.Dice, ErrStrikeNotConfirmed)
		}
		if !o.Strike && t.Strike {
			return t, nil, Option{}, errorOf("%s scores %d with %s: only a box that scores 0 is struck", boxArg{v, t.Box}, o.Points, t.Dice)
		}
	}
	return t, col, o, nil
}

// play checks one turn against the rules and, if it keeps them, records it.
func (s *Sheet) play(t turn) error {
	t, col, o, err := s.check(t)
	if err != nil {
		return err
	}
	v := s.variant
	entry := slot{filled: true, Dice: t.Dice, Points: o.Points, Rolls: int32(t.Rolls), Strike: o.Strike, Corrected: t.corrected}
	if s.extraFiveOfAKind(col, t.Dice) {
		entry.Bonus = int32(v.ExtraBonus)
	}
	if v.SavedRolls {
		col.saved += RollsPerTurn - t.Rolls
	}
	col.entries[v.place(t.Box)] = entry
	col.filled++
	s.turns = append(s.turns, t)
	return nil
}

// copyDice is a copy of dice, a part of the room the sheet keeps for
// its events' dice (Apply): a slice an entry took as many allocations as
// the rest of replaying a game.
func (s *Sheet) copyDice(dice Roll) Roll {
	if len(dice) == 0 {
		return slices.Clone(dice) // nil or empty, as they were
	}
	if cap(s.dice)-len(s.dice) < len(dice) {
		s.dice = make(Roll, 0, max(len(dice), s.variant.Dice*len(s.variant.Boxes)*len(s.players)))
	}
	from := len(s.dice)
	s.dice = append(s.dice, dice...)
	return s.dice[from:len(s.dice):len(s.dice)]
}

func (s *Sheet) checkRolls(col *column, rolls int) error {
	if !s.variant.SavedRolls {
		if rolls < 0 || rolls > RollsPerTurn {
			return errorOf("%d rolls: a turn has 1 to %d", rolls, RollsPerTurn)
		}
		return nil
	}
	most := RollsPerTurn + col.saved
	if rolls < 1 || rolls > most {
		return errorOf("%d rolls used: want 1 to %d (%d plus %d saved)", rolls, most, RollsPerTurn, col.saved)
	}
	return nil
}

// refusal explains why box is not among the options.
func (s *Sheet) refusal(opts []Option, box Box) error {
	allowed := make([]Box, len(opts))
	for i, o := range opts {
		allowed[i] = o.Box
	}
	switch {
	case s.variant.Forced:
		return errorOf("forced order: the next box is %s, not %s", boxArg{s.variant, allowed[0]}, boxArg{s.variant, box})
	case s.variant.HasJoker():
		return errorOf("joker rule (%s): this five of a kind goes in %s, not %s", s.choices.Joker, boxesArg{s.variant, allowed}, boxArg{s.variant, box})
	}
	return errorOf("%s cannot be filled now: the free boxes are %s", boxArg{s.variant, box}, boxesArg{s.variant, allowed})
}

// nextPlayer returns the index of the player whose turn it is: the first in
// seating order of those who have filled the fewest boxes.
func (s *Sheet) nextPlayer() int {
	next := 0
	for i, c := range s.cols {
		if c.filled < s.cols[next].filled {
			next = i
		}
	}
	return next
}

// Next returns whose turn it is and the round (1 for each player's first
// turn). When the game is over it returns "" and 0.
func (s *Sheet) Next() (player string, round int) {
	if s.Finished() {
		return "", 0
	}
	p := s.nextPlayer()
	return s.players[p], s.cols[p].filled + 1
}

// Rounds returns the number of turns each player has in a game.
func (s *Sheet) Rounds() int { return len(s.variant.Boxes) }

// Finished reports whether every box of every column is filled.
func (s *Sheet) Finished() bool {
	for _, c := range s.cols {
		if c.filled < len(s.variant.Boxes) {
			return false
		}
	}
	return true
}

// Options returns the boxes the player whose turn it is may fill with dice,
// in sheet order, each with its score. It is an error if the dice are not a
// roll of the sheet's variant or the game is over.
func (s *Sheet) Options(dice Roll) ([]Option, error) {
	if s.Finished() {
		return nil, errorOf("the game is over: every box is filled")
	}
	if err := dice.valid(s.variant.Dice); err != nil {
		return nil, err
	}
	return s.options(&s.cols[s.nextPlayer()], dice), nil
}

// MustStrike reports whether every box the player may fill scores 0 with
// dice, so the turn can only strike one.
func MustStrike(opts []Option) bool {
	for _, o := range opts {
		if !o.Strike {
			return false
		}
	}
	return len(opts) > 0
}

// NextForced returns the box the player whose turn it is rolls for in
// a forced variant: false in a variant of free order, or when the game
// is over.
func (s *Sheet) NextForced() (Box, bool) {
	if !s.variant.Forced || s.Finished() {
		return "", false
	}
	free := s.free(&s.cols[s.nextPlayer()])
	return free[0], len(free) == 1
}

// free returns the boxes col may fill, in sheet order: in a forced
// variant only the next one.
func (s *Sheet) free(col *column) []Box {
	v := s.variant
	free := make([]Box, 0, len(v.Boxes))
	for i, b := range v.Boxes {
		if _, ok := col.entry(i); !ok {
			free = append(free, b)
		}
	}
	if v.Forced && len(free) > 0 {
		if v.BottomUp {
			free = free[len(free)-1:]
		} else {
			free = free[:1]
		}
	}
	return free
}

// option is options' Option for box b, and whether b is one of them:
// what a turn is checked against, without every free box's points worked
// out (a tenth of replaying a game). Forced order and the joker narrow
// the boxes free, as options works out.
func (s *Sheet) option(col *column, dice Roll, b Box) (Option, bool) {
	v := s.variant
	if v.Forced || s.jokerActive(col, dice) {
		opts := s.options(col, dice)
		i := slices.IndexFunc(opts, func(o Option) bool { return o.Box == b })
		if i < 0 {
			return Option{}, false
		}
		return opts[i], true
	}
	if i := v.place(b); i < 0 || col.entries[i].filled {
		return Option{}, false
	}
	pts := v.score(b, dice)
	return Option{Box: b, Points: pts, Strike: pts == 0}, true
}

func (s *Sheet) options(col *column, dice Roll) []Option {
	v := s.variant
	free := s.free(col)
	joker := s.jokerActive(col, dice)
	if joker {
		free = v.JokerBoxes(free, dice[0], s.choices.Joker)
	}
	opts := make([]Option, len(free))
	for i, b := range free {
		pts := v.score(b, dice)
		j, fixed := v.JokerScore(b)
		if joker && fixed {
			pts = j
		}
		opts[i] = Option{Box: b, Points: pts, Strike: pts == 0, Joker: joker && fixed}
	}
	return opts
}

// Joker reports whether the standard game's joker rule governs where dice
// may go for the player whose turn it is, and whether they earn the +100.
func (s *Sheet) Joker(dice Roll) (joker, bonus bool) {
	if s.Finished() || dice.valid(s.variant.Dice) != nil {
		return false, false
	}
	col := &s.cols[s.nextPlayer()]
	return s.jokerActive(col, dice), s.extraFiveOfAKind(col, dice)
}

// jokerActive reports whether the standard game's joker rule governs dice:
// a five of a kind when the yatzy box is already filled.
func (s *Sheet) jokerActive(col *column, dice Roll) bool {
	if !s.variant.HasJoker() || dice.counts()[dice[0]] != len(dice) {
		return false
	}
	_, filled := col.entry(s.variant.place(Yatzy))
	return filled
}

// extraFiveOfAKind reports whether dice earn the standard game's +100: a
// further five of a kind while the yatzy box holds 50.
func (s *Sheet) extraFiveOfAKind(col *column, dice Roll) bool {
	if !s.jokerActive(col, dice) {
		return false
	}
	e, _ := col.entry(s.variant.place(Yatzy))
	return e.Points == s.variant.YatzyPoints()
}

// Entry returns what player's box holds, and whether it is filled.
func (s *Sheet) Entry(player string, b Box) (Entry, bool) {
	p := s.playerIndex(player)
	if p < 0 {
		return Entry{}, false
	}
	return s.entryOf(p, s.variant.place(b))
}

// Entries returns the entries that stand, in the order they were played.
func (s *Sheet) Entries() []Entry {
	out := make([]Entry, len(s.turns))
	for i, t := range s.turns {
		out[i], _ = s.entryOf(s.playerIndex(t.Player), s.variant.place(t.Box))
	}
	return out
}
