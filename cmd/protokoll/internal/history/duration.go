package history

import (
	"slices"
	"time"
)

// Pause is the longest gap between two entries of a game that is still
// play: a longer one (dinner, a night's sleep, a game left for a week)
// is left out of the time played.
const Pause = 30 * time.Minute

// A Span is a stretch of a game's play, from one entry to the last
// before a pause; the first starts when the game was begun.
type Span struct {
	From, To time.Time
}

// SpansOf cuts a game begun at start, whose entries were recorded at
// times, into its stretches of play: a gap of more than Pause between
// two entries ends one. A game with no entries, or whose entries all
// carry its start's time (an imported one), has none.
func SpansOf(start time.Time, times []time.Time) []Span {
	byTime := func(a, b time.Time) int { return a.Compare(b) }
	// The times as they come after start, in order: as they are, when
	// they are (a game's entries nearly always are: a copy sorted was a
	// tenth of what reading a game for the statistics allocated).
	first, rest := start, times
	if !slices.IsSortedFunc(times, byTime) || len(times) > 0 && times[0].Before(start) {
		at := append(append(make([]time.Time, 0, len(times)+1), start), times...)
		slices.SortFunc(at, byTime)
		first, rest = at[0], at[1:]
	}
	var out []Span
	cur := Span{first, first}
	for _, t := range rest {
		if t.Sub(cur.To) > Pause {
			if cur.To.After(cur.From) {
				out = append(out, cur)
			}
			cur = Span{t, t}
			continue
		}
		cur.To = t
	}
	if cur.To.After(cur.From) {
		out = append(out, cur)
	}
	return out
}

// Length is how long the game was played: its stretches of play added
// up, its pauses left out.
func (r Result) Length() time.Duration {
	var d time.Duration
	for _, s := range r.Spans {
		d += s.To.Sub(s.From)
	}
	return d
}

// Together is how long the spans cover together: two games played at
// once at two tables count once, as a night's time.
func Together(spans []Span) time.Duration {
	s := slices.Clone(spans)
	slices.SortFunc(s, func(a, b Span) int { return a.From.Compare(b.From) })
	var d time.Duration
	var end time.Time
	for _, x := range s {
		from := x.From
		if from.Before(end) {
			from = end
		}
		if x.To.After(from) {
			d += x.To.Sub(from)
			end = x.To
		}
	}
	return d
}
