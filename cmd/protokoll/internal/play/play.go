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
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// A Table is where a game is played: the questions asked and answered,
// the language they are in, and the clock entries are dated by.
type Table struct {
	Ask  *ask.Asker
	Lang *catalog.Language
	Now  func() time.Time
	// Shared is the game on the live page, when it is shared (--share):
	// entries from phones wait there and are taken between two
	// questions, and FromPage says each one the game took, with the
	// address it came from.
	Shared   Sharer
	FromPage func(from string)
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
// quit) says how to resume; everything confirmed is saved already. The
// game is closed when Loop returns.
func Loop[S interface {
	store.State[E]
	Finisher
}, E any](t Table, g *store.Game[S, E], kind string, step func() error, end func()) error {
	defer g.Close()
	for !g.State.Finished() {
		err := step()
		if t.Shared != nil {
			// A phone's entry waiting, whether it ended the question or
			// came as it was answered: taken now, and the turn asked again.
			t.Shared.Serve(t.FromPage)
			if errors.Is(err, ask.ErrChanged) {
				continue
			}
		}
		if errors.Is(err, ask.ErrEnd) {
			t.Ask.Say("\n%s", t.Lang.T("Saved. Resume with: protokoll %s play %s", kind, g.Name))
			return nil
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
		return err
	}
	if err := g.Apply(t.Now(), u.Event); err != nil {
		return SayRefusal(t.Ask, err)
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
// goes on; an entry that could not be saved stops the game.
func SayRefusal(q *ask.Asker, err error) error {
	if errors.Is(err, store.ErrNotSaved) {
		return err
	}
	q.SayError(err)
	return nil
}

// LeaveQuietly treats leaving before a game exists (end of input, Ctrl-C)
// as no error.
func LeaveQuietly(err error) error {
	if errors.Is(err, ask.ErrEnd) {
		return nil
	}
	return err
}
