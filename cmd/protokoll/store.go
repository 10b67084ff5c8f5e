package main

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/ask"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journal"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journaled"
)

// store returns the folder of saved games for this run.
func store(a *app) (journal.Store, error) {
	dir, err := journal.DefaultDir(a.Getenv)
	return journal.Store{Dir: dir}, err
}

// checkWritable makes sure games can be saved, before any question is
// asked.
func checkWritable(a *app) error {
	s, err := store(a)
	if err != nil {
		return err
	}
	return s.CheckWritable()
}

// defaultGameName returns the n-th default name of a game of kind made
// now: KIND-YYYY-MM-DD, KIND-YYYY-MM-DD-2, …
func defaultGameName(a *app, kind string, n int) string {
	name := kind + "-" + a.Now().Format("2006-01-02")
	if n > 1 {
		name = fmt.Sprintf("%s-%d", name, n)
	}
	return name
}

// warn prints the journal's repair warnings on the error output.
func warn(a *app, j *journal.Journal) {
	for _, w := range j.Warnings {
		fmt.Fprintln(a.IO.ErrOut, "protokoll: warning: "+w)
	}
}

// createJournal starts a new game file of kind with its settings, named
// name or KIND-DATE.
func createJournal(a *app, kind, name string, settings any) (*journal.Journal, error) {
	s, err := store(a)
	if err != nil {
		return nil, err
	}
	data, err := json.Marshal(settings)
	if err != nil {
		return nil, err
	}
	h := journal.Header{Game: kind, Created: a.Now().UTC(), Settings: data}
	if name != "" {
		return s.Create(name, h)
	}
	// The first free default name; another protokoll making a game at the
	// same moment may take one first, and then the next is tried.
	for n := 1; ; n++ {
		if name = defaultGameName(a, kind, n); s.Exists(name) {
			continue
		}
		j, err := s.Create(name, h)
		if !errors.Is(err, journal.ErrExists) {
			return j, err
		}
	}
}

// openJournal opens a saved game to add to it (locked: lock), or reads it
// to show it. It warns of what was repaired unless quiet.
func openJournal(a *app, name string, lock, quiet bool) (*journal.Journal, error) {
	s, err := store(a)
	if err != nil {
		return nil, err
	}
	open := s.Read
	if lock {
		open = s.Open
	}
	j, err := open(name)
	if err != nil {
		return nil, err
	}
	if !quiet {
		warn(a, j)
	}
	return j, nil
}

// loadFile opens (lock) or reads a game and rebuilds it with load; the file
// is closed again if it does not load.
func loadFile[G any](a *app, name string, lock, quiet bool, load func(*journal.Journal) (G, error)) (G, error) {
	j, err := openJournal(a, name, lock, quiet)
	if err != nil {
		var zero G
		return zero, err
	}
	g, err := load(j)
	if err != nil {
		j.Close()
	}
	return g, err
}

// A finisher is a game's state that can say it is over.
type finisher interface{ Finished() bool }

// playLoop plays a game at the table: step asks for one turn or round
// (or a command) until the game is over, then end shows the result.
// Leaving (end of input, Ctrl-C, quit) says how to resume; everything
// confirmed is saved already.
func playLoop[S interface {
	journaled.State[E]
	finisher
}, E any](a *app, q *ask.Asker, g *journaled.Game[S, E], kind string,
	step func(*app, *ask.Asker, *journaled.Game[S, E]) error, end func(*app, *ask.Asker, *journaled.Game[S, E])) error {
	defer g.Close()
	for !g.State.Finished() {
		err := step(a, q, g)
		if errors.Is(err, ask.ErrEnd) {
			q.Say("\n%s", tr(a, "Saved. Resume with: protokoll %s play %s", kind, g.Name))
			return nil
		}
		if err != nil {
			return err
		}
	}
	end(a, q, g)
	return nil
}

// change opens a saved game, builds an event from its state and applies
// it: the event is on disk when change returns the game. Anything refused
// leaves the file as it was.
func change[S journaled.State[E], E any](a *app, open func(*app, string) (*journaled.Game[S, E], error), name string, event func(S) (E, error)) (*journaled.Game[S, E], error) {
	g, err := open(a, name)
	if err != nil {
		return nil, err
	}
	defer g.Close()
	e, err := event(g.State)
	if err != nil {
		return nil, err
	}
	if err := g.Apply(a.Now(), e); err != nil {
		return nil, err
	}
	return g, nil
}
