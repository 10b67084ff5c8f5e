package store

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadingManyIsReadingOne: a game read as one of many (ReadStat: the
// processor's checksum, the records in one buffer) is the game Read
// reads, and so is its damage, whichever byte of it is changed.
func TestReadingManyIsReadingOne(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	newTestGame(t, s, "g", `{"kind":"turn","player":"Anna"}`, `{"kind":"undo"}`, `{}`)
	path := s.path("g")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	for i := range len(data) + 1 {
		changed := append([]byte(nil), data...)
		if i < len(data) {
			changed[i] ^= 0x01
		}
		require.NoError(t, os.WriteFile(path, changed, 0o600))
		one, err1 := s.Read("g")
		many, _, _, errMany := s.ReadStat("g")
		if err1 != nil {
			require.Error(t, errMany, "byte %d", i)
			assert.Equal(t, err1.Error(), errMany.Error(), "byte %d", i)
			continue
		}
		require.NoError(t, errMany, "byte %d", i)
		assert.Equal(t, one.Header, many.Header, "byte %d", i)
		assert.Equal(t, one.Records, many.Records, "byte %d", i)
		assert.Equal(t, one.Warnings, many.Warnings, "byte %d", i)
	}
}
