package kindstest

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestKindsAreFoundByName: each of the two kinds is read and known by
// the name its files carry, as gamekind's are; a file of a kind they do
// not know is refused as gamekind refuses it, not read as a card game.
func TestKindsAreFoundByName(t *testing.T) {
	s := store.Store{Dir: t.TempDir()}
	y, err := s.CreateYatzy("kväll", scoresheet.Scandinavian(), []string{"Anna"}, scoresheet.Choices{})
	require.NoError(t, err)
	y.Close()
	f, err := s.Read("kväll")
	require.NoError(t, err)
	g, _, err := Kinds{}.Played(f)
	require.NoError(t, err)
	assert.Equal(t, "scandinavian", g.Of)
	assert.Equal(t, []string{"yatzy", "rummy"}, Kinds{}.Names())
	assert.True(t, Kinds{}.Figures("rummy").Lower, "the card game's: the lower total ahead")
	assert.Nil(t, Kinds{}.Figures("race"))

	_, _, err = Kinds{}.Played(&store.File{Name: "race-1", Header: store.Header{Game: "race"}})
	assert.EqualError(t, err, `a "race" game, which this protokoll does not know`)
}
