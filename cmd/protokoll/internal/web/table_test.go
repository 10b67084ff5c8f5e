package web

import (
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/contracts"
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
	tab, err := Share(gamekind.YatzyOf(gamekind.Yatzy(), g))
	require.NoError(t, err)
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

// TestShareIsOneForEveryKind: a game of any kind with a page here is
// shared and followed by the next through the same Share and Next, the
// card game as Yatzy; a game of a kind without one (made up here) is
// refused, saying so, and the game shared before stays.
func TestShareIsOneForEveryKind(t *testing.T) {
	t.Parallel()
	s := store.Store{Dir: t.TempDir()}
	y, err := s.CreateYatzy("kväll", scoresheet.Scandinavian(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	defer y.Close()
	r, err := s.CreateRummy("kort", contracts.Lists()[0], []string{"Anna", "Bo", "Cilla"}, "Anna")
	require.NoError(t, err)
	defer r.Close()

	tab, err := Share(gamekind.RummyOf(gamekind.Rummy(), r))
	require.NoError(t, err)
	assert.Equal(t, "kort", tab.Name())
	_, isCards := tab.g.kindGame.(rummyGame)
	assert.True(t, isCards, "the card game's page")
	require.NoError(t, tab.Next(gamekind.YatzyOf(gamekind.Yatzy(), y)))
	assert.Equal(t, "kväll", tab.Name())

	race := madeUp{f: &store.File{Name: "race-1", Header: store.Header{Game: "race"}}}
	_, err = Share(race)
	assert.EqualError(t, err, `"race-1" is a race game, which protokoll does not know`)
	assert.EqualError(t, tab.Next(race), `"race-1" is a race game, which protokoll does not know`)
	assert.Equal(t, "kväll", tab.Name(), "the game shared before stays")
}

// madeUp is a game of a kind made up for a test, with no page here: only
// its file is asked for.
type madeUp struct {
	gamekind.Game
	f *store.File
}

func (g madeUp) File() *store.File { return g.f }
