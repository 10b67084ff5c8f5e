package gamekind_test

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestBuiltinIsAValueOfItsOwn: each call makes the kinds anew, so that
// what one run (or test) does to its kinds no other sees.
func TestBuiltinIsAValueOfItsOwn(t *testing.T) {
	a, b := gamekind.Builtin(), gamekind.Builtin()
	require.Len(t, a, 2)
	assert.Equal(t, []string{"yatzy", "rummy"}, []string{a[0].Name, a[1].Name})
	a[0].Name = "changed"
	a = append(a[:1], &gamekind.Kind{Name: "third"})
	assert.Equal(t, "third", a[1].Name)
	assert.Equal(t, "yatzy", b[0].Name)
	assert.Nil(t, b.Named("third"))
	assert.Same(t, b[1], b.Named("rummy"))
	assert.Nil(t, b.Named("Yatzy"), "the header's name, as written")
}

// TestKindsLoadEachGameAsItsOwn: a saved game loads as the kind its
// header names, through the kinds or its own kind; as another kind, or
// a kind the kinds do not have, it is refused and its file let go.
func TestKindsLoadEachGameAsItsOwn(t *testing.T) {
	s := store.Store{Dir: t.TempDir()}
	y, err := s.CreateYatzy("y", scoresheet.Scandinavian(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	require.NoError(t, y.Apply(time.Now(), scoresheet.Turn("Anna", scoresheet.Ones, scoresheet.Roll{1, 1, 1, 2, 3}, 0, false)))
	y.Close()
	r, err := s.CreateRummy("r", contracts.Lists()[0], []string{"Anna", "Bo", "Cilla"}, "Bo")
	require.NoError(t, err)
	r.Close()
	ks := gamekind.Builtin()
	l := catalog.Builtin().Lookup("sv")

	f, err := s.Read("y")
	require.NoError(t, err)
	g, err := ks.Load(f)
	require.NoError(t, err)
	assert.Equal(t, []string{"Anna", "Bo"}, g.Players())
	assert.Equal(t, "skandinavisk", g.Title(l))
	what, ok := g.Undoable(l)
	assert.True(t, ok)
	assert.Contains(t, what, "Anna")
	h, times, err := ks.Played(f)
	require.NoError(t, err)
	assert.Equal(t, 3, h.Players[0].Total)
	assert.Len(t, times, 1)

	_, err = ks.Named("rummy").Read(s, "y")
	assert.EqualError(t, err, `"y" is a yatzy game, not a rummy game`)
	g, err = ks.Named("rummy").Open(s, "r")
	require.NoError(t, err)
	assert.True(t, g.File().IsOpen(), "opened locked")
	require.NoError(t, g.File().Close())

	_, err = gamekind.Kinds{ks.Named("rummy")}.Load(f)
	assert.EqualError(t, err, `a "yatzy" game, which this protokoll does not know`)
	_, _, err = gamekind.Kinds{}.Played(f)
	assert.Error(t, err)
}

// TestKindsOf: the games list names a Yatzy game's variant in the
// reader's language, a card game's list as it is titled, and a kind it
// does not know by the title as it is.
func TestKindsOf(t *testing.T) {
	ks := gamekind.Builtin()
	sv := catalog.Builtin().Lookup("sv")
	assert.Equal(t, "skandinavisk", ks.Of(sv, "yatzy", "scandinavian"))
	assert.Equal(t, "Mine", ks.Of(sv, "rummy", "Mine"))
	assert.Equal(t, "scandinavian", ks.Of(sv, "other", "scandinavian"))
}
