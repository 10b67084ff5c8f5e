// Package play is what a game at the table is for either game: the loop
// that asks for turns or rounds until the game is over, taking back the
// last entry, asking why a change is made, and saying a refusal and going
// on. Each game's command package gives what differs (package yatzy,
// package rummy).
package play

import (
	"errors"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/ask"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/interrupt"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// A Table is where a game is played: the questions asked and answered,
// the language they are in, and the clock entries are dated by.
type Table struct {
	Ask  *ask.Asker
	Lang *catalog.Language
	Now  func() time.Time
	// LangGiven is set when --lang chose Lang: the line that says how to
	// resume keeps it.
	LangGiven bool
	// Shared is the game on the live page, when it is shared (--share):
	// entries from phones wait there and are taken between two
	// questions, and FromPage says each one the game took, with the
	// address it came from.
	Shared   Sharer
	FromPage func(from string)
	// Where, when shared, says again where the live page is and its
	// PIN: the sheet shown at the table ends with it.
	Where func()
	// Join, when shared, shows again the QR code and the address of the
	// game's own page, and its PIN (the qr command); PIN says the PIN
	// again, or that there is none (the pin command).
	Join, PIN func()
	// KeptPIN, when set, is the PIN protokoll serve --pin keeps in the
	// data folder, if it keeps one: said by the pin command at a table
	// that is not shared.
	KeptPIN func() (string, bool)
}

// ShowJoin shows the QR code and the address of the game called name
// of kind on the live page, for a phone to join (the qr command); not
// shared, it says how to share it (notShared).
func (t Table) ShowJoin(kind, name string) {
	if t.Join == nil {
		t.notShared(kind, name)
		return
	}
	t.Join()
}

// ShowPIN says the PIN of the shared game again (the pin command); not
// shared, it says how to share it (notShared).
func (t Table) ShowPIN(kind, name string) {
	if t.PIN == nil {
		t.notShared(kind, name)
		return
	}
	t.PIN()
}

// notShared says that the game is not on the live page, and how to put
// it there: leave, and resume it shared; and the PIN protokoll serve
// --pin keeps, if it keeps one.
func (t Table) notShared(kind, name string) {
	t.Ask.Say("%s", t.Lang.T("This game is not shared with the phones. Leave with %s and resume it shared: %s", t.Lang.Word(catalog.CmdQuit), t.Resume(kind, name)+" --share --pin"))
	if t.KeptPIN == nil {
		return
	}
	if pin, ok := t.KeptPIN(); ok {
		t.Ask.Say("%s", t.Lang.T("The PIN protokoll serve --pin keeps: %s", pin))
	}
}

// SayWhere says where the live page is, when the game is shared.
func (t Table) SayWhere() {
	if t.Where != nil {
		t.Where()
	}
}

// Resume is the command that resumes the game called name of kind:
// protokoll yatzy play NAME, with --lang when it was given.
func (t Table) Resume(kind, name string) string {
	cmd := "protokoll "
	if t.LangGiven {
		cmd += "--lang " + t.Lang.Tag + " "
	}
	return cmd + kind + " play " + name
}

// A Sharer is a game shared on the live page (web.Table).
type Sharer interface {
	// Waiting receives when an entry from a phone waits to be taken.
	Waiting() <-chan struct{}
	// Serve takes the entries waiting, telling said of each the game took.
	Serve(said func(from string)) bool
}

// Share shares the table's game on the live page: its questions end
// (ask.ErrChanged) when a phone's entry waits, and Loop takes it.
func (t *Table) Share(s Sharer, said func(from string)) {
	t.Shared, t.FromPage = s, said
	t.Ask.InterruptedBy(s.Waiting())
}

// A Finisher is a game's state that can say it is over.
type Finisher interface{ Finished() bool }

// Loop plays g until it is over: step asks for one turn or round (or a
// command), then end shows the result. Leaving (end of input, Ctrl-C,
// quit) says how to resume (KIND play, KIND the game's as its file's
// header names it); everything confirmed is saved already. The game is
// closed when Loop returns.
func Loop[S interface {
	store.State[E]
	Finisher
}, E any](t Table, g *store.Game[S, E], step func() error, end func()) error {
	defer g.Close()
	for !g.State.Finished() {
		asked := t.Ask.Asked()
		err := step()
		if t.Shared != nil {
			// A phone's entry waiting, whether it ended the question or
			// came as it was answered: taken now, and the turn asked again,
			// saying that what was typed for it here was not kept, nor
			// what was typed before the next question was there to see.
			changed := t.Shared.Serve(t.FromPage)
			if errors.Is(err, ask.ErrChanged) {
				if changed && !t.Ask.Idle(asked) {
					t.Ask.Say("%s", t.Lang.T("Asked again: what was typed here for this turn was not saved."))
				}
				if changed {
					t.Ask.Discard()
				}
				continue
			}
		}
		if errors.Is(err, ask.ErrEnd) {
			t.Ask.Say("\n%s", t.Lang.T("Saved. Resume with: %s", t.Resume(g.Header.Game, g.Name)))
			return ctrlC(err)
		}
		if err != nil {
			return err
		}
	}
	end()
	return nil
}

// An Undo is what taking back a game's last entry needs of the game: what
// the entry is called (false when none stands) and the event that takes
// it back.
type Undo[S store.State[E], E any] struct {
	What  func(S) (string, bool)
	Event E
}

// UndoAtTable takes back the last entry at the table, after asking, and
// shows the game as it then stands.
func UndoAtTable[S store.State[E], E any](t Table, g *store.Game[S, E], u Undo[S, E], show func()) error {
	what, ok := u.What(g.State)
	if !ok {
		t.Ask.Say("%s", t.Lang.T("Nothing to undo."))
		return nil
	}
	if sure, err := t.Ask.Confirm(t.Lang.T("Take back %s?", what)); err != nil || !sure {
		if err == nil {
			t.Ask.Say("%s", t.Lang.T("Nothing was changed."))
		}
		return err
	}
	if err := g.Apply(t.Now(), u.Event); err != nil {
		return SayRefusal(t, err)
	}
	t.Ask.Say("%s", t.Lang.T("Took back: %s", what))
	show()
	return nil
}

// AskReason asks why a change is made, until there is an answer; missing
// says what an empty answer lacks.
func AskReason(t Table, missing string) (string, error) {
	return t.Ask.Input(t.Lang.T("Reason"), "", func(s string) error {
		if s == "" {
			return errors.New(missing)
		}
		return nil
	})
}

// SayRefusal tells the table why the rules refused what they asked, and
// goes on. An entry that could not be saved, the file put back as it was
// (a full disk), is said too, and a person at the table makes it again
// when they have put that right; a script stops there, since the lines
// after it answer other questions. A game whose file was closed (it was
// replaced or changed under it) stops.
func SayRefusal(t Table, err error) error {
	q := t.Ask
	switch {
	case err == nil:
		return nil
	case errors.Is(err, store.ErrStopped):
		return err
	case errors.Is(err, store.ErrNotSaved) && q.Scripted():
		return err
	case errors.Is(err, store.ErrNotSaved):
		q.SayError(err)
		q.Say("%s", t.Lang.T("Nothing was recorded; put that right and enter it again, or leave and resume later."))
		return nil
	}
	q.SayError(err)
	return nil
}

// LeaveQuietly treats leaving before a game exists (end of input, Ctrl-C)
// as no error; Ctrl-C still leaves with its exit status.
func LeaveQuietly(err error) error {
	if errors.Is(err, ask.ErrEnd) {
		return ctrlC(err)
	}
	return err
}

// ctrlC is the error that leaving with err ends the run with: none, or
// Ctrl-C's (interrupt.ErrCtrlC), whose exit status is SIGINT's.
func ctrlC(err error) error {
	if errors.Is(err, interrupt.ErrCtrlC) {
		return interrupt.ErrCtrlC
	}
	return nil
}

// A Renamer is what renaming a player needs of a game: its players and
// the event that renames one.
type Renamer[S store.State[E], E any] struct {
	Players func(S) []string
	Event   func(old, to string) E
}

// Rename renames the player called old to, as the player's name rules
// have it (playername.Check), and saves it: the rename is an event of the
// game's history. It returns the name as kept.
func Rename[S store.State[E], E any](g *store.Game[S, E], at time.Time, r Renamer[S, E], old, to string) (string, error) {
	to, err := playername.Check(to)
	if err != nil {
		return "", err
	}
	return to, g.Apply(at, r.Event(old, to))
}

// RenameAtTable asks whose name is wrong and what it should be, and
// renames the player.
func RenameAtTable[S store.State[E], E any](t Table, g *store.Game[S, E], r Renamer[S, E], show func()) error {
	var items []ask.Item[string]
	for _, p := range r.Players(g.State) {
		items = append(items, ask.Item[string]{Label: playername.Display(p), Value: p})
	}
	old, err := ask.Pick(t.Ask, t.Lang.T("Whose name?"), items)
	if err != nil {
		return err
	}
	to, err := ask.Value(t.Ask, t.Lang.T("New name for %s", playername.Display(old)), "", playername.Check)
	if err != nil {
		return err
	}
	if to, err = Rename(g, t.Now(), r, old, to); err != nil {
		return SayRefusal(t, err)
	}
	t.Ask.Say("%s", t.Lang.T("%s is now called %s.", playername.Display(old), playername.Display(to)))
	show()
	return nil
}

// AskAgain asks, at the end of a game, whether to play the next one:
// question names who starts it. Leaving (end of input) is no.
func AskAgain(t Table, question string) (bool, error) {
	ok, err := t.Ask.Confirm(question)
	if errors.Is(err, ask.ErrEnd) {
		return false, ctrlC(err)
	}
	return ok, err
}

// SayRecap says, at the end of a game, how to see the night so far: the
// recap command. The night is told on request, not at every game's end.
func SayRecap(t Table) {
	cmd := "protokoll "
	if t.LangGiven {
		cmd += "--lang " + t.Lang.Tag + " "
	}
	t.Ask.Say("%s", t.Lang.T("The night so far: %s", cmd+"recap"))
}
