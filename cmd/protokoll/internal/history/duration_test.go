package history

import (
	"os"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history/historytest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

func TestSpansLeavePausesOut(t *testing.T) {
	start := time.Date(2026, 3, 1, 23, 40, 0, 0, time.UTC)
	min := func(m int) time.Time { return start.Add(time.Duration(m) * time.Minute) }
	for _, c := range []struct {
		what  string
		times []time.Time
		want  time.Duration
		spans int
	}{
		{"nothing played", nil, 0, 0},
		{"an imported game: every entry at its start", []time.Time{start, start}, 0, 0},
		{"played on, past midnight", []time.Time{min(5), min(25), min(50), min(70)}, 70 * time.Minute, 1},
		{"a gap of exactly 30 minutes is play", []time.Time{min(10), min(40)}, 40 * time.Minute, 1},
		{"a gap of 31 minutes is a pause", []time.Time{min(10), min(41), min(45)}, 14 * time.Minute, 2},
		{"begun, and the first turn after dinner", []time.Time{min(90), min(95)}, 5 * time.Minute, 1},
		{"a week apart", []time.Time{min(3), min(7 * 24 * 60), min(7*24*60 + 12)}, 15 * time.Minute, 2},
		{"times out of order (a clock put back)", []time.Time{min(20), min(10)}, 20 * time.Minute, 1},
	} {
		r := Result{Spans: SpansOf(start, c.times)}
		assert.Equal(t, c.want, r.Length(), c.what)
		assert.Len(t, r.Spans, c.spans, c.what)
	}
}

func TestTogetherCountsOverlapsOnce(t *testing.T) {
	at := func(h, m int) time.Time { return time.Date(2026, 3, 1, h, m, 0, 0, time.UTC) }
	assert.Equal(t, 90*time.Minute, Together([]Span{{at(19, 0), at(20, 0)}, {at(19, 30), at(20, 30)}}), "two tables at once")
	assert.Equal(t, 60*time.Minute, Together([]Span{{at(19, 0), at(20, 0)}, {at(19, 10), at(19, 20)}}), "one inside the other")
	assert.Equal(t, 70*time.Minute, Together([]Span{{at(21, 0), at(21, 10)}, {at(19, 0), at(20, 0)}}), "apart, in any order")
	assert.Zero(t, Together(nil))
}

// nightsDir is the folder the fixture game nights are saved in, once
// for the package's tests, which only read them.
var nightsDir struct {
	once sync.Once
	dir  string
}

// nights saves the fixture game nights (once) and returns their store.
func nights(t *testing.T) store.Store {
	t.Helper()
	nightsDir.once.Do(func() {
		dir, err := os.MkdirTemp("", "protokoll-nights-")
		require.NoError(t, err)
		historytest.Nights(t, store.Store{Dir: dir})
		nightsDir.dir = dir
	})
	require.NotEmpty(t, nightsDir.dir, "the nights could not be saved")
	return store.Store{Dir: nightsDir.dir}
}

func TestMain(m *testing.M) {
	code := m.Run()
	if nightsDir.dir != "" {
		os.RemoveAll(nightsDir.dir)
	}
	os.Exit(code)
}

// byName is the results by game name.
func byName(t *testing.T, s store.Store) map[string]Result {
	t.Helper()
	results, damaged, err := Results(s, kinds, "")
	require.NoError(t, err)
	require.Empty(t, damaged)
	out := map[string]Result{}
	for _, r := range results {
		out[r.Name] = r
	}
	return out
}

// TestNightsTimePlayed: each fixture game's length as worked out by hand
// (historytest.Nights), the game past midnight with its pause left out
// and counted on the day it began.
func TestNightsTimePlayed(t *testing.T) {
	games := byName(t, nights(t))
	for name, want := range map[string]time.Duration{
		"n1-a": 45 * time.Minute, "n1-b": 45 * time.Minute, "n2-a": 20 * time.Minute, "n2-b": 30 * time.Minute,
		"n3": 118 * time.Minute, "n4-a": 45 * time.Minute, "n4-b": 20 * time.Minute, "n4-c": 6 * time.Minute,
	} {
		assert.Equal(t, want, games[name].Length(), name)
	}
	n3 := games["n3"]
	require.Len(t, n3.Spans, 2, "the 42 minutes after the 20th turn are a pause")
	assert.Equal(t, 40*time.Minute, n3.Spans[0].To.Sub(n3.Spans[0].From))
	assert.Equal(t, 6, n3.Played.Day(), "a game past midnight is the night it began")
	assert.Equal(t, 7, n3.Spans[1].To.Local().Day())

	totals := map[string]int{}
	for _, p := range games["n2-a"].Players {
		totals[p.Name] = p.Total
	}
	assert.Equal(t, map[string]int{"Anna": 10, "Bo": 65, "Cecilia": 5, "Dan": 25}, totals, "the card game's totals as worked out")
	for name, want := range map[string][]int{"n1-a": {295, 158, 111}, "n1-b": {295, 197, 158}, "n3": {197, 111, 158, 295}} {
		var got []int
		for _, p := range games[name].Players {
			got = append(got, p.Total)
		}
		assert.Equal(t, want, got, name)
	}
}
