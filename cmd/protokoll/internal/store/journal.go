package store

// This file is the one decoder of a game file's event lines: the event
// and its time, read in one pass without reflection (header.go reads the
// first line, and the settings in it, with the same scanner).

import (
	"bytes"
	"encoding/json"
	"time"
	"unicode/utf8"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// decodeEvent reads an event line of a game file (its content, the
// checksum taken off): the event, as json.Unmarshal reads the line into
// an E, and when it was recorded, as json.Unmarshal reads its "at" into
// a time.Time (the zero time for a line without one that reads).
//
// A line as protokoll writes it is read by one pass of a scanner: an
// object of the event's own fields, each once and spelt as written,
// strings without escapes, whole numbers, no spaces and no null; its
// time first. Any other line (one edited by hand, say) is for
// encoding/json to read (decodeByJSON), and so is one the scanner does
// not know the event type of: the scanner takes a line only where it
// reads what encoding/json reads, and a test compares the two on the
// fuzz corpus and on changed and random lines. Reading a Yatzy game
// spent more in encoding/json's reflection than in the rules.
//
// The lines of one file are read with one fileLines (nil for none): the
// strings they repeat (kinds, players, boxes) made once, and their dice
// parts of one slice. Each line made a string a field and a slice of
// dice, the most of what reading a folder of games allocated.
func decodeEvent[E any](data []byte, c *fileLines) (e E, at time.Time, err error) {
	ok := false
	if utf8.Valid(data) {
		switch p := any(&e).(type) {
		case *scoresheet.Event:
			ok = scanYatzyEvent(data, c, p, &at)
		case *contracts.GameEvent:
			ok = scanCardEvent(data, c, p, &at)
		}
	}
	if ok {
		return e, at, nil
	}
	return decodeByJSON[E](data)
}

// decodeByJSON is decodeEvent by encoding/json: the event, and the time
// read apart.
func decodeByJSON[E any](data []byte) (e E, at time.Time, err error) {
	err = json.Unmarshal(data, &e)
	var stamp struct {
		At time.Time `json:"at"`
	}
	json.Unmarshal(data, &stamp) // the event decides whether the line reads
	return e, stamp.At, err
}

// scanYatzyEvent reads a Yatzy event line into e and its time into at,
// leaving both as they were and reporting false for a line it does not
// read as encoding/json would.
func scanYatzyEvent(data []byte, c *fileLines, e *scoresheet.Event, at *time.Time) bool {
	var (
		out  scoresheet.Event
		when time.Time
	)
	s := scanner{d: data, c: c}
	ok := s.fields(func(key []byte) (bit uint, ok bool) {
		switch string(key) {
		case "at":
			bit, ok = 1, s.time(&when)
		case "kind":
			bit = 2
			var k string
			k, ok = s.str()
			out.Kind = scoresheet.EventKind(k)
		case "player":
			bit = 4
			out.Player, ok = s.str()
		case "box":
			bit = 8
			var b string
			b, ok = s.str()
			out.Box = scoresheet.Box(b)
		case "dice":
			bit = 16
			out.Dice, ok = s.ints()
		case "rolls":
			bit = 32
			out.Rolls, ok = s.int()
		case "strike":
			bit = 64
			out.Strike, ok = s.bool()
		case "reason":
			bit = 128
			out.Reason, ok = s.str()
		case "to":
			bit = 256
			out.To, ok = s.str()
		case "to_box":
			bit = 512
			var b string
			b, ok = s.str()
			out.ToBox = scoresheet.Box(b)
		case "on":
			bit = 1024
			out.On, ok = s.bool()
		}
		return bit, ok
	})
	if !ok || !s.done() {
		return false
	}
	*e, *at = out, when
	return true
}

// scanCardEvent is scanYatzyEvent for a card game's event.
func scanCardEvent(data []byte, c *fileLines, e *contracts.GameEvent, at *time.Time) bool {
	var (
		out  contracts.GameEvent
		when time.Time
	)
	s := scanner{d: data, c: c}
	ok := s.fields(func(key []byte) (bit uint, ok bool) {
		switch string(key) {
		case "at":
			bit, ok = 1, s.time(&when)
		case "kind":
			bit = 2
			var k string
			k, ok = s.str()
			out.Kind = contracts.GameEventKind(k)
		case "round":
			bit = 4
			out.Round, ok = s.int()
		case "result":
			bit = 8
			out.Result = new(contracts.Result)
			ok = s.result(out.Result)
		case "reason":
			bit = 16
			out.Reason, ok = s.str()
		case "player":
			bit = 32
			out.Player, ok = s.str()
		case "to":
			bit = 64
			out.To, ok = s.str()
		}
		return bit, ok
	})
	if !ok || !s.done() {
		return false
	}
	*e, *at = out, when
	return true
}

// A scanner reads the JSON protokoll writes from d, from i on, as
// encoding/json reads it; each method reports false for anything else,
// which leaves the line to encoding/json. The line is valid UTF-8. Its
// strings and dice are made by c, the file's lines (nil: each its own).
// It moves on by its index, never by cutting d: a slice stored at every
// byte paid the garbage collector's write barrier, while it runs (much
// of the time, reading a folder of games).
type scanner struct {
	d []byte
	i int
	c *fileLines
}

// rest is what is left to read.
func (s *scanner) rest() []byte { return s.d[s.i:] }

// done reports whether all of d is read.
func (s *scanner) done() bool { return s.i == len(s.d) }

// fileLines is what the event lines of one file share as they are read:
// the strings made (a file repeats a few kinds, players and boxes), and
// room for the dice still to come.
type fileLines struct {
	strs []string
	ints []int
	// room is how many numbers the first room for them holds: a file's
	// worth, as load makes it out from its lines (0: 256).
	room int
}

// str is string(b), made once a file.
func (c *fileLines) str(b []byte) string {
	if c == nil {
		return string(b)
	}
	for _, s := range c.strs {
		if s == string(b) {
			return s
		}
	}
	s := string(b)
	if c.strs == nil {
		c.strs = make([]string, 0, 32) // a game of eight players' names and boxes
	}
	if len(c.strs) < 64 { // a file of free text (reasons) is not searched on
		c.strs = append(c.strs, s)
	}
	return s
}

// take reports whether d begins with c, and takes it.
func (s *scanner) take(c byte) bool {
	if s.i < len(s.d) && s.d[s.i] == c {
		s.i++
		return true
	}
	return false
}

// object reads an object, calling field for each key, which reads its
// value.
func (s *scanner) object(field func(key []byte) bool) bool {
	if !s.take('{') {
		return false
	}
	if s.take('}') {
		return true
	}
	for {
		key, ok := s.raw()
		if !ok || !s.take(':') || !field(key) {
			return false
		}
		if !s.take(',') {
			return s.take('}')
		}
	}
}

// fields reads an object whose keys field reads: it says which bit its
// key is and whether the value was read. A key field does not know (ok
// false) or a bit seen before refuses the object, as a field twice would
// not be what protokoll writes.
func (s *scanner) fields(field func(key []byte) (bit uint, ok bool)) bool {
	var seen uint
	return s.object(func(key []byte) bool {
		bit, ok := field(key)
		if !ok || seen&bit != 0 {
			return false
		}
		seen |= bit
		return true
	})
}

// raw reads a string without escapes or control characters, and returns
// its bytes, in d.
func (s *scanner) raw() ([]byte, bool) {
	if !s.take('"') {
		return nil, false
	}
	for i, c := range s.rest() {
		switch {
		case c == '"':
			b := s.d[s.i : s.i+i]
			s.i += i + 1
			return b, true
		case c < 0x20 || c == '\\':
			return nil, false
		}
	}
	return nil, false
}

// str reads a string without escapes.
func (s *scanner) str() (string, bool) {
	b, ok := s.raw()
	if !ok {
		return "", false
	}
	return s.c.str(b), true
}

// time reads a string as time.Time's UnmarshalJSON does: an instant as
// protokoll writes it (UTC, 2026-11-30T21:24:00.392158649Z) by utcTime.
func (s *scanner) time(t *time.Time) bool {
	from := s.i - 1 // the quote
	b, ok := s.raw()
	if !ok {
		return false
	}
	if u, ok := utcTime(b); ok {
		*t = u
		return true
	}
	return t.UnmarshalJSON(s.d[from:s.i]) == nil
}

// utcTime reads b as time.Parse(time.RFC3339Nano, b) does when it is
// in UTC (Z) with a fraction of at most nine digits, or none; false for
// anything else, and for a date or time that is none (February 30,
// 24:00, a 60th second), which time.Parse refuses.
func utcTime(b []byte) (time.Time, bool) {
	if len(b) < 20 || b[len(b)-1] != 'Z' || b[4] != '-' || b[7] != '-' || b[10] != 'T' || b[13] != ':' || b[16] != ':' {
		return time.Time{}, false
	}
	num := func(from, to int) int {
		n := 0
		for _, c := range b[from:to] {
			if c < '0' || c > '9' {
				return -1
			}
			n = n*10 + int(c-'0')
		}
		return n
	}
	year, month, day := num(0, 4), num(5, 7), num(8, 10)
	hour, minute, sec := num(11, 13), num(14, 16), num(17, 19)
	ns, frac := 0, b[19:len(b)-1]
	if len(frac) > 0 {
		if frac[0] != '.' || len(frac) < 2 || len(frac) > 10 {
			return time.Time{}, false
		}
		if ns = num(20, len(b)-1); ns < 0 {
			return time.Time{}, false
		}
		for range 10 - len(frac) {
			ns *= 10
		}
	}
	if year < 0 || month < 1 || month > 12 || day < 1 || day > daysIn(month, year) ||
		hour < 0 || hour > 23 || minute < 0 || minute > 59 || sec < 0 || sec > 59 {
		return time.Time{}, false
	}
	return time.Date(year, time.Month(month), day, hour, minute, sec, ns, time.UTC), true
}

// daysIn is the number of days of month in year.
func daysIn(month, year int) int {
	switch month {
	case 2:
		if year%4 == 0 && (year%100 != 0 || year%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

// int reads a whole number of at most 18 digits (no fraction, exponent
// or leading zero, and no overflow).
func (s *scanner) int() (int, bool) {
	d, neg := s.rest(), false
	if len(d) > 0 && d[0] == '-' {
		d, neg = d[1:], true
	}
	n := 0
	for n < len(d) && d[n] >= '0' && d[n] <= '9' {
		n++
	}
	if n == 0 || n > 18 || n > 1 && d[0] == '0' || n < len(d) && (d[n] == '.' || d[n] == 'e' || d[n] == 'E') {
		return 0, false
	}
	v := 0
	for _, c := range d[:n] {
		v = v*10 + int(c-'0')
	}
	if neg {
		v = -v
	}
	s.i = len(s.d) - len(d) + n
	return v, true
}

// bool reads true or false.
func (s *scanner) bool() (bool, bool) {
	switch {
	case bytes.HasPrefix(s.rest(), []byte("true")):
		s.i += 4
		return true, true
	case bytes.HasPrefix(s.rest(), []byte("false")):
		s.i += 5
		return false, true
	}
	return false, false
}

// list reads a list, calling elem for each element, which reads it.
func (s *scanner) list(elem func() bool) bool {
	if !s.take('[') {
		return false
	}
	if s.take(']') {
		return true
	}
	for {
		if !elem() {
			return false
		}
		if !s.take(',') {
			return s.take(']')
		}
	}
}

// ints reads a list of whole numbers (a list, empty or not, never nil):
// a part of the file's lines' room for them, capped (an append to it
// never writes into the next).
func (s *scanner) ints() ([]int, bool) {
	c := s.c
	var out []int
	if c == nil {
		out = make([]int, 0, 6)
	} else {
		if cap(c.ints)-len(c.ints) < 6 {
			room := 256
			if c.room > 0 {
				room, c.room = max(c.room, 6), 0
			}
			c.ints = make([]int, 0, room)
		}
		out = c.ints[len(c.ints):len(c.ints)]
	}
	ok := s.list(func() bool {
		v, ok := s.int()
		out = append(out, v)
		return ok
	})
	if c != nil && ok && len(out) <= cap(c.ints)-len(c.ints) { // in the room still
		c.ints = c.ints[:len(c.ints)+len(out)]
		out = out[:len(out):len(out)]
	}
	return out, ok
}

// result reads a card game's round as contracts.Result.
func (s *scanner) result(r *contracts.Result) bool {
	return s.fields(func(key []byte) (bit uint, ok bool) {
		switch string(key) {
		case "out":
			bit = 1
			r.Out, ok = s.str()
		case "left":
			bit = 2
			r.Left = map[string][]contracts.Card{}
			ok = s.mapOf(func(name string) bool {
				cards := []contracts.Card{}
				ok := s.list(func() bool {
					b, ok := s.raw()
					var c contracts.Card
					if ok && c.UnmarshalText(b) != nil {
						return false // encoding/json says why
					}
					cards = append(cards, c)
					return ok
				})
				r.Left[name] = cards
				return ok
			})
		case "labels":
			bit = 4
			r.Labels = map[string]string{}
			ok = s.mapOf(func(name string) bool {
				v, ok := s.str()
				r.Labels[name] = v
				return ok
			})
		case "special":
			bit = 8
			r.Special = map[string]int{}
			ok = s.mapOf(func(name string) bool {
				v, ok := s.int()
				r.Special[name] = v
				return ok
			})
		case "adjust":
			bit = 16
			r.Adjust = []contracts.Adjustment{}
			ok = s.list(func() bool {
				var a contracts.Adjustment
				ok := s.adjustment(&a)
				r.Adjust = append(r.Adjust, a)
				return ok
			})
		}
		return bit, ok
	})
}

// mapOf reads an object as a map, each key once, calling value for
// each, which reads its value.
func (s *scanner) mapOf(value func(key string) bool) bool {
	var keys []string
	return s.object(func(key []byte) bool {
		for _, k := range keys {
			if k == string(key) {
				return false // the last would count: encoding/json's
			}
		}
		k := string(key)
		keys = append(keys, k)
		return value(k)
	})
}

// adjustment reads points added by hand.
func (s *scanner) adjustment(a *contracts.Adjustment) bool {
	return s.fields(func(key []byte) (bit uint, ok bool) {
		switch string(key) {
		case "player":
			bit = 1
			a.Player, ok = s.str()
		case "points":
			bit = 2
			a.Points, ok = s.int()
		case "reason":
			bit = 4
			a.Reason, ok = s.str()
		}
		return bit, ok
	})
}
