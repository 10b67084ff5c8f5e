package web

import (
	"sync"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// A Table is a game played at this process's terminal and shared on the
// page (--share). The terminal holds the game's file open, so an entry
// from the page is applied to the terminal's game, under the Table's
// lock, and the terminal is told at once (Changed) to show it and ask for
// the next turn. The terminal holds the lock while it applies its own
// entries, so that the two never write at once.
type Table struct {
	mu      sync.Mutex
	g       game
	changed chan struct{}
}

// ShareYatzy shares the Yatzy game g, open at this process's terminal.
func ShareYatzy(g *store.Yatzy) *Table {
	return &Table{g: game{yatzy: g}, changed: make(chan struct{}, 1)}
}

// ShareRummy shares the card game g, open at this process's terminal.
func ShareRummy(g *store.Rummy) *Table {
	return &Table{g: game{rummy: g}, changed: make(chan struct{}, 1)}
}

// Name is the shared game's name.
func (t *Table) Name() string { return t.g.file().Name }

// Lock locks the game, for the terminal to change it; Unlock unlocks it.
func (t *Table) Lock()   { t.mu.Lock() }
func (t *Table) Unlock() { t.mu.Unlock() }

// Changed receives a value after the page has applied an entry to the
// game: the terminal's prompt is out of date.
func (t *Table) Changed() <-chan struct{} { return t.changed }

// write applies change to the shared game, under the lock, and tells the
// terminal when the game has a new entry.
func (t *Table) write(change func(game) error) (game, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.g.file().IsOpen() {
		return t.g, msg.Wrap(store.ErrLocked, "the game is no longer open at the terminal")
	}
	before := len(t.g.file().Records)
	err := change(t.g)
	if len(t.g.file().Records) != before {
		select {
		case t.changed <- struct{}{}:
		default: // told already
		}
	}
	return t.g, err
}

// write opens the game called name to change it, locked, and calls change
// with it; a game shared by this process's terminal is changed through
// its Table. It returns the game as change left it.
func (s *Server) write(name string, change func(game) error) (game, error) {
	if err := store.CheckName(name); err != nil {
		return game{}, err
	}
	if t := s.Shared; t != nil && t.Name() == name {
		return t.write(change)
	}
	f, err := s.Store.Open(name)
	if err != nil {
		return game{}, err
	}
	defer f.Close()
	g, err := load(f)
	if err != nil {
		return g, err
	}
	return g, change(g)
}
