package store

// This file joins a game's rules to its game file: one type, for both
// games, that loads a game by replaying its file, and saves every event
// before it counts.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A State is a game's rules in play: it takes events, refusing those
// against the rules, and keeps them (scoresheet.Sheet, contracts.Game).
type State[E any] interface {
	Apply(E) error
	History() []E
}

// A Kind is what the store needs to know of one game: its name in the
// file's header, and how to set a game up from the header (its settings,
// and the format, for rules that changed between formats).
type Kind[S State[E], E any] struct {
	Name string
	New  func(h Header) (S, error)
	// newWith is New taking what was made for the files read before
	// (Reader); nil for a kind that takes nothing of it.
	newWith func(h Header, made *scratch) (S, error)
}

// A Game is a game in play with its file: the state is the file's events
// replayed, and an event applied is on disk before it counts.
type Game[S State[E], E any] struct {
	*File
	State S
	kind  Kind[S, E]
	// times are when the events of the records loaded were recorded,
	// read with them.
	times []time.Time
}

// newGame makes a game of kind k with state s in the new file j.
func newGame[S State[E], E any](k Kind[S, E], j *File, s S) *Game[S, E] {
	return &Game[S, E]{File: j, State: s, kind: k}
}

// load rebuilds the game of file j. A file of another game, or one whose
// settings or events the rules refuse, is reported as damaged at its line.
func load[S State[E], E any](k Kind[S, E], j *File) (*Game[S, E], error) {
	if j.Header.Game != k.Name {
		return nil, msg.Errorf("%q is a %s game, not a %s game", j.Name, j.Header.Game, k.Name)
	}
	var (
		s   S
		err error
	)
	if k.newWith != nil {
		s, err = k.newWith(j.Header, j.scratch)
	} else {
		s, err = k.New(j.Header)
	}
	if err != nil {
		return nil, &DamagedError{Path: j.Path, Line: 1, Err: err}
	}
	times := make([]time.Time, len(j.Records))
	c := fileLines{room: 6 * len(j.Records)} // a Yatzy turn's dice, six at most
	if sc := j.scratch; sc != nil {
		// The room of the file before's for the strings to look up, and
		// for the dice: a Yatzy sheet keeps a copy of the dice it takes
		// (scoresheet.Sheet.Apply), and nothing keeps the events.
		c.strs, c.ints = sc.strs[:0], sc.ints[:0]
		defer func() { sc.strs, sc.ints = c.strs[:0], c.ints[:0] }()
	}
	for i, r := range j.Records {
		e, at, err := decodeEvent[E](r.Data, &c)
		if err == nil {
			err = s.Apply(e)
		}
		if err != nil {
			return nil, &DamagedError{Path: j.Path, Line: r.Line, Err: err}
		}
		times[i] = at
	}
	return &Game[S, E]{File: j, State: s, kind: k, times: times}, nil
}

// Apply checks e against the rules and, if it keeps them, saves it: when
// Apply returns nil the event is on disk. When it cannot be saved, the
// state is rebuilt from the events before it, so that the game and the
// file agree, and the error says so: ErrNotSaved while the game is still
// open to make the entry again, ErrStopped when it was closed.
func (g *Game[S, E]) Apply(at time.Time, e E) error {
	before := g.State.History()
	if err := g.State.Apply(e); err != nil {
		return err
	}
	h := g.State.History()
	line, err := encode(at, h[len(h)-1])
	if err == nil {
		err = g.Append(line)
	}
	if err == nil {
		return nil
	}
	if !errors.Is(err, ErrNotSaved) && !errors.Is(err, ErrStopped) {
		err = msg.Wrap(ErrNotSaved, "not saved: %v", err)
	}
	s, rerr := g.replay(before)
	if rerr != nil {
		g.Close()
		return msg.Wrap(ErrStopped, "%v; and the game could not be rebuilt (%v): open it again", err, rerr)
	}
	g.State = s
	return err
}

// replay rebuilds the state from the settings and events.
func (g *Game[S, E]) replay(events []E) (S, error) {
	s, err := g.kind.New(g.Header)
	if err != nil {
		return s, err
	}
	for _, e := range events {
		if err := s.Apply(e); err != nil {
			return s, err
		}
	}
	return s, nil
}

// Times returns when each event of the file was recorded, in order: one
// for each event of the state's history: the game's own, to read, not to change.
func (g *Game[S, E]) Times() []time.Time {
	if len(g.times) == len(g.Records) { // as loaded, nothing written since: the game's own, to read
		return g.times[:len(g.times):len(g.times)]
	}
	out := make([]time.Time, 0, len(g.Records))
	for i, r := range g.Records {
		if i < len(g.times) {
			out = append(out, g.times[i])
			continue
		}
		_, at, _ := decodeEvent[E](r.Data, nil) // a record written since: it loaded
		out = append(out, at)
	}
	return out
}

// An Entry is one event of a game's history as it is shown: when it was
// recorded, the event, and for an undo what it took back.
type Entry[E any] struct {
	At       time.Time
	Event    E
	TookBack *E
}

// MarshalJSON writes the entry as a game's history shows it (show
// --json): "at", then the event's own fields, then "took_back" for an
// undo.
func (e Entry[E]) MarshalJSON() ([]byte, error) {
	event, err := json.Marshal(e.Event)
	if err != nil {
		return nil, err
	}
	if !bytes.HasPrefix(event, []byte("{")) {
		return nil, fmt.Errorf("an event is written as a JSON object, not %s", event)
	}
	at, err := json.Marshal(e.At)
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString(`{"at":`)
	b.Write(at)
	if inner := bytes.TrimSpace(event[1 : len(event)-1]); len(inner) > 0 {
		b.WriteByte(',')
		b.Write(inner)
	}
	if e.TookBack != nil {
		took, err := json.Marshal(e.TookBack)
		if err != nil {
			return nil, err
		}
		b.WriteString(`,"took_back":`)
		b.Write(took)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads an entry as MarshalJSON writes it.
func (e *Entry[E]) UnmarshalJSON(data []byte) error {
	var head struct {
		At       time.Time `json:"at"`
		TookBack *E        `json:"took_back"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return err
	}
	var event E
	if err := json.Unmarshal(data, &event); err != nil {
		return err
	}
	*e = Entry[E]{At: head.At, Event: event, TookBack: head.TookBack}
	return nil
}

// Entries returns the game's history as entries; isUndo says which events
// are undos. What an undo took back comes from replaying the events, for a
// state that can say it (Undoable).
func (g *Game[S, E]) Entries(isUndo func(E) bool) []Entry[E] {
	times := g.Times()
	replay, err := g.kind.New(g.Header)
	undoer, canSay := any(replay).(interface{ Undoable() (E, bool) })
	var out []Entry[E]
	for i, e := range g.State.History() {
		entry := Entry[E]{Event: e}
		if i < len(times) {
			entry.At = times[i]
		}
		if err == nil && canSay && isUndo(e) {
			if took, ok := undoer.Undoable(); ok {
				entry.TookBack = &took
			}
		}
		if err == nil {
			replay.Apply(e)
		}
		out = append(out, entry)
	}
	return out
}

// EventLine returns e recorded at the time at as a line of a game file
// holds it, without its checksum: {"at":"…","kind":"turn",…}.
func EventLine[E any](at time.Time, e E) (json.RawMessage, error) { return encode(at, e) }

// A line of a game file is the event's fields after its time:
// {"at":"…","kind":"turn",…}.
func encode[E any](at time.Time, e E) (json.RawMessage, error) {
	ev, err := json.Marshal(e)
	if err != nil {
		return nil, err
	}
	stamp, err := json.Marshal(struct {
		At time.Time `json:"at"`
	}{at.UTC()})
	if err != nil {
		return nil, err
	}
	if !bytes.HasPrefix(ev, []byte("{")) || len(ev) < 2 {
		return nil, fmt.Errorf("an event is written as a JSON object, not %s", ev)
	}
	line := stamp[:len(stamp)-1]
	if len(ev) > 2 {
		line = append(line, ',')
	}
	return append(line, ev[1:]...), nil
}
