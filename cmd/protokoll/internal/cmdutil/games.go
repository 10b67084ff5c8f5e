package cmdutil

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/ask"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journal"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journaled"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/contracts"
)

// Store returns the folder of saved games for this run.
func Store(f *Factory) (journal.Store, error) {
	dir, err := journal.DefaultDir(f.Getenv)
	return journal.Store{Dir: dir}, err
}

// CheckWritable makes sure games can be saved, before any question is
// asked.
func CheckWritable(f *Factory) error {
	s, err := Store(f)
	if err != nil {
		return err
	}
	return s.CheckWritable()
}

// DefaultGameName returns the n-th default name of a game of kind made
// now: KIND-YYYY-MM-DD, KIND-YYYY-MM-DD-2, …
func DefaultGameName(f *Factory, kind string, n int) string {
	name := kind + "-" + f.Now().Format("2006-01-02")
	if n > 1 {
		name = fmt.Sprintf("%s-%d", name, n)
	}
	return name
}

// Warn prints the journal's repair warnings on the error output.
func Warn(f *Factory, j *journal.Journal) {
	for _, w := range j.Warnings {
		fmt.Fprintln(f.IO.ErrOut, "protokoll: "+f.T("warning: %s", f.Say(w)))
	}
}

// CreateJournal starts a new game file of kind with its settings, named
// name or KIND-DATE.
func CreateJournal(f *Factory, kind, name string, settings any) (*journal.Journal, error) {
	s, err := Store(f)
	if err != nil {
		return nil, err
	}
	data, err := json.Marshal(settings)
	if err != nil {
		return nil, err
	}
	h := journal.Header{Game: kind, Created: f.Now().UTC(), Settings: data}
	if name != "" {
		return s.Create(name, h)
	}
	// The first free default name; another protokoll making a game at the
	// same moment may take one first, and then the next is tried.
	for n := 1; ; n++ {
		if name = DefaultGameName(f, kind, n); s.Exists(name) {
			continue
		}
		j, err := s.Create(name, h)
		if !errors.Is(err, journal.ErrExists) {
			return j, err
		}
	}
}

// OpenJournal opens a saved game to add to it (locked: lock), or reads it
// to show it. It warns of what was repaired unless quiet.
func OpenJournal(f *Factory, name string, lock, quiet bool) (*journal.Journal, error) {
	s, err := Store(f)
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
		Warn(f, j)
	}
	return j, nil
}

// LoadFile opens (lock) or reads a game and rebuilds it with load; the file
// is closed again if it does not load.
func LoadFile[G any](f *Factory, name string, lock, quiet bool, load func(*journal.Journal) (G, error)) (G, error) {
	j, err := OpenJournal(f, name, lock, quiet)
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

// A Finisher is a game's state that can say it is over.
type Finisher interface{ Finished() bool }

// PlayLoop plays a game at the table: step asks for one turn or round
// (or a command) until the game is over, then end shows the result.
// Leaving (end of input, Ctrl-C, quit) says how to resume; everything
// confirmed is saved already.
func PlayLoop[S interface {
	journaled.State[E]
	Finisher
}, E any](f *Factory, q *ask.Asker, g *journaled.Game[S, E], kind string,
	step func(*Factory, *ask.Asker, *journaled.Game[S, E]) error, end func(*Factory, *ask.Asker, *journaled.Game[S, E])) error {
	defer g.Close()
	for !g.State.Finished() {
		err := step(f, q, g)
		if errors.Is(err, ask.ErrEnd) {
			q.Say("\n%s", f.T("Saved. Resume with: protokoll %s play %s", kind, g.Name))
			return nil
		}
		if err != nil {
			return err
		}
	}
	end(f, q, g)
	return nil
}

// Change opens a saved game, builds an event from its state and applies
// it: the event is on disk when change returns the game. Anything refused
// leaves the file as it was.
func Change[S journaled.State[E], E any](f *Factory, open func(*Factory, string) (*journaled.Game[S, E], error), name string, event func(S) (E, error)) (*journaled.Game[S, E], error) {
	g, err := open(f, name)
	if err != nil {
		return nil, err
	}
	defer g.Close()
	e, err := event(g.State)
	if err != nil {
		return nil, err
	}
	if err := g.Apply(f.Now(), e); err != nil {
		return nil, err
	}
	return g, nil
}

// ListAndPlayers reads the --list and --players flags of a card game's
// command, both of which it needs.
func ListAndPlayers(list, players string) (*contracts.List, []string, error) {
	if list == "" || players == "" {
		return nil, nil, msg.Errorf("--list and --players are required")
	}
	l, err := LoadList(list)
	if err != nil {
		return nil, nil, err
	}
	names, err := playername.Parse(players)
	if err != nil {
		return nil, nil, err
	}
	return l, names, nil
}

// LoadList finds a built-in list by name, or reads one of the table's own
// from a file.
func LoadList(name string) (*contracts.List, error) {
	if l, err := contracts.LookupList(name); err == nil {
		return l, nil
	} else if _, statErr := os.Stat(name); statErr != nil {
		return nil, err
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, outfile.ReadRefusal(name, err)
	}
	l, err := contracts.ParseList(strings.TrimSuffix(name, ".txt"), string(data))
	if err != nil {
		return nil, msg.Errorf("%s: %v", name, err)
	}
	return l, nil
}

// LeaveQuietly treats leaving before a game exists (end of input, Ctrl-C)
// as no error.
func LeaveQuietly(err error) error {
	if errors.Is(err, ask.ErrEnd) {
		return nil
	}
	return err
}

// SayRefusal tells the table why the rules refused what they asked, and
// goes on; an entry that could not be saved stops the game.
func SayRefusal(q *ask.Asker, err error) error {
	if errors.Is(err, journaled.ErrNotSaved) {
		return err
	}
	q.SayError(err)
	return nil
}
