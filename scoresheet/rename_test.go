package scoresheet

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRenameCarriesTheColumn: after a rename the player's boxes are the
// new name's, later events name the player by it, a correction and an
// undo play the turns again under it, and a name another player has is
// refused.
func TestRenameCarriesTheColumn(t *testing.T) {
	for _, last := range []bool{false, true} {
		s, err := NewSheet(Scandinavian(), []string{"Ana", "Bo"}, Choices{})
		require.NoError(t, err)
		if last {
			s.UndoLastEntry()
		}
		require.NoError(t, s.Apply(Turn("Ana", Sixes, Roll{6, 6, 6, 2, 4}, 0, false)))
		require.NoError(t, s.Apply(Turn("Bo", Fives, Roll{5, 5, 1, 2, 4}, 0, false)))
		require.NoError(t, s.Apply(Rename("ana", "Anna")))
		assert.Error(t, s.Apply(Rename("Anna", "bo")), "another player's name")
		assert.Error(t, s.Apply(Rename("Anna", " ")))
		assert.Error(t, s.Apply(Turn("Ana", Ones, Roll{1, 1, 1, 2, 4}, 0, false)), "the old name is gone")
		require.NoError(t, s.Apply(Turn("Anna", Ones, Roll{1, 1, 1, 2, 4}, 0, false)))
		require.NoError(t, s.Apply(Correction("Anna", Sixes, Roll{6, 6, 6, 6, 4}, 0, "misread")))
		require.NoError(t, s.Apply(Undo()))
		assert.Equal(t, []string{"Anna", "Bo"}, s.Players())
		e, ok := s.Entry("Anna", Sixes)
		require.True(t, ok)
		assert.Equal(t, "Anna", e.Player)
		want := 24 // in old files an undo takes back the last turn, Ones
		if last {
			want = 18 // the correction
		}
		assert.Equal(t, want, e.Points)
		// Replayed, the history gives the same sheet.
		r, err := NewSheet(Scandinavian(), []string{"Ana", "Bo"}, Choices{})
		require.NoError(t, err)
		if last {
			r.UndoLastEntry()
		}
		for _, ev := range s.History() {
			require.NoError(t, r.Apply(ev))
		}
		assert.Equal(t, s.Entries(), r.Entries())
	}
}

// TestUndoableAfterRenames: what an undo would take back names its
// player as the sheet calls the player now, after renames (one back and
// forth too), and the other players' entries keep their names.
func TestUndoableAfterRenames(t *testing.T) {
	s, err := NewSheet(Scandinavian(), []string{"Ana", "Bo"}, Choices{})
	require.NoError(t, err)
	s.UndoLastEntry()
	require.NoError(t, s.Apply(Turn("Ana", Sixes, Roll{6, 6, 6, 2, 4}, 0, false)))
	require.NoError(t, s.Apply(Turn("Bo", Fives, Roll{5, 5, 1, 2, 4}, 0, false)))
	require.NoError(t, s.Apply(Turn("Ana", Ones, Roll{1, 1, 1, 2, 4}, 0, false)))
	require.NoError(t, s.Apply(Rename("ana", "Anna")))
	require.NoError(t, s.Apply(Rename("Anna", "Annie")))
	require.NoError(t, s.Apply(Rename("bo", "Bosse")))
	e, ok := s.Undoable()
	require.True(t, ok)
	assert.Equal(t, Turn("Annie", Ones, Roll{1, 1, 1, 2, 4}, 0, false), e)
	require.NoError(t, s.Apply(Undo()))
	e, ok = s.Undoable()
	require.True(t, ok)
	assert.Equal(t, "Bosse", e.Player)
	require.NoError(t, s.Apply(Rename("Bosse", "Bo")))
	require.NoError(t, s.Apply(Correction("annie", Sixes, Roll{6, 6, 6, 6, 4}, 0, "misread")))
	require.NoError(t, s.Apply(Rename("Annie", "Ana")))
	e, ok = s.Undoable()
	require.True(t, ok)
	assert.Equal(t, KindCorrect, e.Kind)
	assert.Equal(t, "Ana", e.Player)
	require.NoError(t, s.Apply(Undo()))
	e, ok = s.Undoable()
	require.True(t, ok)
	assert.Equal(t, "Bo", e.Player)
	assert.Equal(t, Fives, e.Box)
}
