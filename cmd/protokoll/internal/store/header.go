package store

// This file reads a game file's first line, and the settings in it, by
// the scanner of journal.go.

import (
	"encoding/json"
	"unicode/utf8"

	"github.com/kitchentable/protokoll/scoresheet"
)

// decodeHeader reads a game file's first line (its content) into h as
// json.Unmarshal does: by the scanner when the line is as protokoll
// writes it, else by encoding/json.
func decodeHeader(data []byte, h *Header) error {
	if utf8.Valid(data) && scanHeader(data, h) {
		return nil
	}
	return json.Unmarshal(data, h)
}

// scanHeader is scanYatzyEvent for a header: the settings are kept as
// written, a value of plain JSON.
func scanHeader(data []byte, h *Header) bool {
	out := *h
	s := scanner{d: data}
	ok := s.fields(func(key []byte) (bit uint, ok bool) {
		switch string(key) {
		case "protokoll":
			bit = 1
			out.Format, ok = s.int()
		case "game":
			bit = 2
			out.Game, ok = s.str()
		case "created":
			bit = 4
			ok = s.time(&out.Created)
		case "settings":
			bit = 8
			if d := s.rest(); len(d) > 0 && d[0] != 'n' { // null leaves it as it was: encoding/json's
				var rest []byte
				rest, ok = plainValue(d, 1)
				out.Settings = append(json.RawMessage(nil), d[:len(d)-len(rest)]...)
				s.i = len(s.d) - len(rest)
			}
		}
		return bit, ok
	})
	if !ok || !s.done() {
		return false
	}
	*h = out
	return true
}

// decodeSettings reads a header's settings into set, a *YatzySettings or
// a *RummySettings, as json.Unmarshal does: by the scanner when they are
// as protokoll writes them, else by encoding/json.
func decodeSettings(data []byte, set any) error {
	if utf8.Valid(data) && scanSettings(data, set) {
		return nil
	}
	return json.Unmarshal(data, set)
}

// scanSettings is scanYatzyEvent for either game's settings.
func scanSettings(data []byte, set any) bool {
	var (
		y YatzySettings
		r RummySettings
	)
	yatzy := false
	switch set := set.(type) {
	case *YatzySettings:
		y, yatzy = *set, true
	case *RummySettings:
		r = *set
	default:
		return false
	}
	s := scanner{d: data}
	ok := s.fields(func(key []byte) (bit uint, ok bool) {
		switch k := string(key); {
		case k == "lang":
			bit = 1
			y.Lang, ok = s.str()
			r.Lang = y.Lang
		case k == "after":
			bit = 2
			y.After, ok = s.str()
			r.After = y.After
		case k == "players":
			bit = 4
			y.Players, ok = s.strs()
			r.Players = y.Players
		case yatzy && k == "variant":
			bit = 8
			y.Variant, ok = s.str()
		case yatzy && k == "rules":
			bit = 16
			ok = s.object(func(key []byte) bool {
				if string(key) != "joker" || y.Choices.Joker != "" {
					return false // another rule, or the joker twice
				}
				j, ok := s.str()
				y.Choices.Joker = scoresheet.Joker(j)
				return ok && j != ""
			})
		case yatzy && k == "definition":
			bit = 32
			y.Definition, ok = s.str()
		case yatzy && k == "house":
			bit = 64
			y.House, ok = s.str()
		case !yatzy && k == "list":
			bit = 8
			r.List, ok = s.str()
		case !yatzy && k == "title":
			bit = 16
			r.Title, ok = s.str()
		case !yatzy && k == "rounds":
			bit = 32
			r.Rounds, ok = s.strs()
		case !yatzy && k == "dealer":
			bit = 64
			r.Dealer, ok = s.str()
		}
		return bit, ok
	})
	if !ok || !s.done() {
		return false
	}
	switch set := set.(type) {
	case *YatzySettings:
		*set = y
	case *RummySettings:
		*set = r
	}
	return true
}

// strs reads a list of strings (a list, empty or not, never nil).
func (s *scanner) strs() ([]string, bool) {
	out := []string{}
	ok := s.list(func() bool {
		v, ok := s.str()
		out = append(out, v)
		return ok
	})
	return out, ok
}
