package web

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestATableTakesTurns: an entry from the page waits for the terminal,
// which applies it between its questions; one the terminal does not take
// in time is taken back, refused as busy, and never applied after; once
// the game leaves the terminal, entries are refused.
func TestATableTakesTurns(t *testing.T) {
	t.Parallel()
	s := store.Store{Dir: t.TempDir()}
	g, err := s.CreateYatzy("kväll", scoresheet.Scandinavian(), []string{"Anna", "Bo"}, scoresheet.Choices{}.Normal())
	require.NoError(t, err)
	defer g.Close()
	tab := ShareYatzy(g)
	tab.patience = 200 * time.Millisecond
	turn := func(p string, b scoresheet.Box) func(game) error {
		return func(g game) error {
			return g.kindGame.(yatzyGame).Apply(time.Now(), scoresheet.Turn(p, b, scoresheet.Roll{6, 6, 6, 2, 4}, 0, false))
		}
	}

	// The terminal serves at its next question.
	done := make(chan error)
	go func() { done <- tab.write("192.168.1.7", turn("Anna", scoresheet.Sixes)) }()
	<-tab.Waiting()
	said := 0
	assert.True(t, tab.Serve(func(from string) { assert.Equal(t, "192.168.1.7", from); said++ }))
	require.NoError(t, <-done)
	assert.Equal(t, 1, said)
	assert.Len(t, g.State.Entries(), 1)

	// A refused entry changes nothing and says nothing.
	go func() { done <- tab.write("192.168.1.7", turn("Anna", scoresheet.Fives)) }()
	<-tab.Waiting()
	assert.False(t, tab.Serve(func(from string) { assert.Equal(t, "192.168.1.7", from); said++ }))
	assert.Error(t, <-done, "Bo's turn")
	assert.Equal(t, 1, said)

	// A busy terminal: the entry is taken back.
	err = tab.write("192.168.1.7", turn("Bo", scoresheet.Sixes))
	assert.True(t, errors.Is(err, errTableBusy), "%v", err)
	<-tab.Waiting()
	assert.False(t, tab.Serve(nil), "taken back: not applied later")
	assert.Len(t, g.State.Entries(), 1)

	tab.Close()
	assert.True(t, errors.Is(tab.write("192.168.1.7", turn("Bo", scoresheet.Sixes)), errTableClosed))
}
