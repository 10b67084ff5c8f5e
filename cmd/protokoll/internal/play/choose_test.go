package play

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestToRepeat: again repeats the game named, or the latest of its kind;
// with none saved it says how to start one.
func TestToRepeat(t *testing.T) {
	s := store.Store{Dir: t.TempDir()}
	cache := t.TempDir()
	_, err := ToRepeat(s, cache, store.GameYatzy, "")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no yatzy game to play again: start one with protokoll yatzy")
	name, err := ToRepeat(s, cache, store.GameYatzy, "kväll")
	require.NoError(t, err)
	assert.Equal(t, "kväll", name, "a name given is the one repeated, read or not")
	for _, n := range []string{"first", "second"} {
		g, err := s.CreateYatzy(n, scoresheet.Scandinavian(), []string{"Anna", "Bo"}, scoresheet.Choices{})
		require.NoError(t, err)
		g.Close()
	}
	name, err = ToRepeat(s, cache, store.GameYatzy, "")
	require.NoError(t, err)
	assert.Equal(t, "second", name)
	_, err = ToRepeat(s, cache, store.GameRummy, "")
	assert.Error(t, err, "no card game saved")
}
