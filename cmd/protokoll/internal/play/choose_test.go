package play

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/ask"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history/kindstest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestToRepeat: again repeats the game named, or the latest of its kind;
// with none saved it says how to start one.
func TestToRepeat(t *testing.T) {
	s := store.Store{Dir: t.TempDir()}
	cache := t.TempDir()
	_, err := ToRepeat(s, kindstest.Kinds{}, cache, store.GameYatzy, "")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no yatzy game to play again: start one with protokoll yatzy")
	name, err := ToRepeat(s, kindstest.Kinds{}, cache, store.GameYatzy, "kväll")
	require.NoError(t, err)
	assert.Equal(t, "kväll", name, "a name given is the one repeated, read or not")
	for _, n := range []string{"first", "second"} {
		g, err := s.CreateYatzy(n, scoresheet.Scandinavian(), []string{"Anna", "Bo"}, scoresheet.Choices{})
		require.NoError(t, err)
		g.Close()
	}
	name, err = ToRepeat(s, kindstest.Kinds{}, cache, store.GameYatzy, "")
	require.NoError(t, err)
	assert.Equal(t, "second", name)
	_, err = ToRepeat(s, kindstest.Kinds{}, cache, store.GameRummy, "")
	assert.Error(t, err, "no card game saved")
}

// TestChooseByWhenLastPlayed: a game begun before midnight and played on
// after it is one of today's, and the one played last comes first (it
// was left out, as begun yesterday).
func TestChooseByWhenLastPlayed(t *testing.T) {
	day := time.Date(2026, 12, 2, 0, 0, 0, 0, time.Local)
	clock := day.Add(-10 * time.Minute) // 23:50 the day before
	s := store.Store{Dir: t.TempDir(), Now: func() time.Time { return clock }}
	late, err := s.CreateYatzy("late", scoresheet.Scandinavian(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	require.NoError(t, late.Apply(day.Add(9*time.Minute), scoresheet.Turn("Anna", scoresheet.Sixes, scoresheet.Roll{6, 6, 6, 1, 2}, 0, false)))
	late.Close()
	for i, n := range []string{"a", "b"} {
		clock = day.Add(time.Duration(i+1) * time.Minute)
		g, err := s.CreateYatzy(n, scoresheet.Scandinavian(), []string{"Cilla"}, scoresheet.Choices{})
		require.NoError(t, err)
		g.Close()
	}
	ios, out, _ := iostreams.Test("1\n")
	langs := catalog.Builtin()
	name, err := Choose(ask.New(ios, langs[0], langs), langs[0], s, kindstest.Kinds{}, t.TempDir(), store.GameYatzy, day.Add(15*time.Minute))
	require.NoError(t, err)
	assert.Equal(t, "late", name, out.String())
	assert.Contains(t, out.String(), "1. 00:09  late  Anna, Bo")
}
