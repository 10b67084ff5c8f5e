package scoresheet

// An EventKind says what an Event does to a sheet.
type EventKind string

// The events a sheet is built from.
const (
	// KindTurn records a player's turn: the dice, the box and, in maxi,
	// the rolls used.
	KindTurn EventKind = "turn"
	// KindUndo takes back the last turn that stands.
	KindUndo EventKind = "undo"
	// KindCorrect puts other dice (and, in maxi, other rolls used) into a
	// box a player has already filled, for a reason; with ToBox, it moves
	// the entry to that box (free: the turn is played again there, as if
	// it had been entered so).
	KindCorrect EventKind = "correct"
	// KindRename gives a player (Player) another name (To): what was
	// recorded under the old name is the new name's, and the events after
	// it name the player by the new one. An undo does not take it back; a
	// rename back does.
	KindRename EventKind = "rename"
	// KindHints turns the table's hints on (On) or off: the cursor of the
	// box menu on the best play, marked. It changes no box, and an undo
	// passes over it; the game's header says how the game began.
	KindHints EventKind = "hints"
)

// An Event is one thing that happened to a sheet. A sheet is the result of
// applying its events in order; the fields used depend on Kind.
type Event struct {
	Kind   EventKind `json:"kind"`
	Player string    `json:"player,omitempty"`
	Box    Box       `json:"box,omitempty"`
	Dice   Roll      `json:"dice,omitempty"`
	// Rolls is the number of rolls used in the turn. Maxi needs it (1 to
	// 3 plus the player's saved rolls); elsewhere it is 0 (not said) or 1–3.
	Rolls int `json:"rolls,omitempty"`
	// Strike confirms a turn whose box scores 0.
	Strike bool `json:"strike,omitempty"`
	// Reason says why a correction was made.
	Reason string `json:"reason,omitempty"`
	// To is a renamed player's new name.
	To string `json:"to,omitempty"`
	// ToBox is the box a correction moves the entry to.
	ToBox Box `json:"to_box,omitempty"`
	// On is a hints event's setting: the hints on.
	On bool `json:"on,omitempty"`
}

// Moved is the box a correction leaves its entry in: ToBox, when it
// moves it, else Box.
func (e Event) Moved() Box {
	if e.ToBox != "" {
		return e.ToBox
	}
	return e.Box
}

// Hints returns the event that turns the table's hints on or off.
func Hints(on bool) Event { return Event{Kind: KindHints, On: on} }

// Rename returns the event that renames the player called player to.
func Rename(player, to string) Event { return Event{Kind: KindRename, Player: player, To: to} }

// Turn returns the event of a turn.
func Turn(player string, box Box, dice Roll, rolls int, strike bool) Event {
	return Event{Kind: KindTurn, Player: player, Box: box, Dice: dice, Rolls: rolls, Strike: strike}
}

// Undo returns the event that takes back the last turn.
func Undo() Event { return Event{Kind: KindUndo} }

// Correction returns the event that corrects the dice in a player's box. A
// rolls of 0 keeps the rolls the turn recorded. (Its Strike, set, confirms
// a correction that leaves the box at 0: see Sheet.Corrected.)
func Correction(player string, box Box, dice Roll, rolls int, reason string) Event {
	return Event{Kind: KindCorrect, Player: player, Box: box, Dice: dice, Rolls: rolls, Reason: reason}
}
