package web

import (
	"net/http"
	"sync"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A Table is a game played at this process's terminal and shared on the
// page (--share). The terminal holds the game's file open, and it alone
// changes the game: an entry from the page waits in the Table, the
// terminal is told (Waiting) and, between two of its questions, applies
// it with Serve, so that the two never write at once and the terminal
// shows the entry at once.
type Table struct {
	g        game
	patience time.Duration // how long an entry waits for the terminal
	mu       sync.Mutex
	queue    []*request
	closed   bool
	waiting  chan struct{}
}

// A request is an entry from the page, waiting for the terminal.
type request struct {
	change func(game) error
	from   string // the address it came from
	done   chan error
}

// Share shares the game g, open at this process's terminal, of any kind
// with a page here (pageOf); a game of a kind without one is an error.
func Share(g gamekind.Game) (*Table, error) {
	k, err := pageOf(g)
	if err != nil {
		return nil, err
	}
	return &Table{g: game{kindGame: k}, patience: tableWait, waiting: make(chan struct{}, 1)}, nil
}

// Name is the shared game's name.
func (t *Table) Name() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return t.g.file().Name
}

// Next shares g, the game played next at the terminal (played again),
// in place of the one that ended, on the terminal's goroutine; a game of
// a kind without a page here is an error, and the one that ended stays.
func (t *Table) Next(g gamekind.Game) error {
	k, err := pageOf(g)
	if err != nil {
		return err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.g = game{kindGame: k}
	return nil
}

// Waiting receives a value when an entry from the page waits for the
// terminal to Serve it: the terminal's question is out of date.
func (t *Table) Waiting() <-chan struct{} { return t.waiting }

// Serve applies the entries waiting, in the order they came, on the
// terminal's goroutine, and reports whether any changed the game. said,
// when not nil, is told of each entry the game took, after it is saved,
// with the address it came from.
func (t *Table) Serve(said func(from string)) bool {
	t.mu.Lock()
	queue := t.queue
	t.queue = nil
	t.mu.Unlock()
	changed := false
	for _, r := range queue {
		before := len(t.g.file().Records)
		err := r.change(t.g)
		if len(t.g.file().Records) != before {
			changed = true
			if said != nil {
				said(r.from)
			}
		}
		r.done <- err
	}
	return changed
}

// Close ends the sharing, when the game leaves the terminal: entries
// waiting, and any sent after, are refused.
func (t *Table) Close() {
	t.mu.Lock()
	queue := t.queue
	t.queue, t.closed = nil, true
	t.mu.Unlock()
	for _, r := range queue {
		r.done <- errTableClosed
	}
}

var errTableClosed = withStatus(http.StatusConflict, msg.Errorf("the game is no longer open at the terminal"))

// errTableBusy is an entry the terminal did not take in time: it is busy
// with something else (working out a table, a question of its own).
var errTableBusy = withStatus(http.StatusConflict, msg.Errorf("the terminal is busy: try again in a moment"))

// tableWait is how long an entry from the page waits for the terminal.
const tableWait = 10 * time.Second

// write hands change to the terminal and waits for it to be applied.
func (t *Table) write(from string, change func(game) error) error {
	r := &request{change: change, from: from, done: make(chan error, 1)}
	t.mu.Lock()
	if t.closed {
		t.mu.Unlock()
		return errTableClosed
	}
	t.queue = append(t.queue, r)
	t.mu.Unlock()
	select {
	case t.waiting <- struct{}{}:
	default: // told already
	}
	select {
	case err := <-r.done:
		return err
	case <-time.After(t.patience):
		t.mu.Lock()
		for i, q := range t.queue {
			if q == r { // not begun: taken back
				t.queue = append(t.queue[:i], t.queue[i+1:]...)
				t.mu.Unlock()
				return errTableBusy
			}
		}
		t.mu.Unlock()
		return <-r.done // being applied: its answer comes
	}
}

// write opens the game called name to change it, locked, and calls change
// with it; a game shared by this process's terminal is changed through
// its Table, by the terminal, which says it came from from. What is to be read of the game after is
// read by change: a shared game is the terminal's again once it returns.
func (s *Server) write(name, from string, change func(game) error) error {
	if err := store.CheckName(name); err != nil {
		return err
	}
	if t := s.Shared; t != nil && t.Name() == name {
		return t.write(from, change)
	}
	f, err := s.Store.Open(name)
	if err != nil {
		return err
	}
	defer f.Close()
	g, err := s.load(f)
	if err != nil {
		return err
	}
	return change(g)
}
