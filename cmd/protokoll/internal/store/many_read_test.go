package store

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestReadAmongManyIsReadAlone: a game read among many (ReadStat, its
// lines checked in place) reads as one read alone (Read): the same
// header, records, warnings and refusal, and a fingerprint of the bytes
// as they are on disk; for each fixture game, and for each of them with
// bytes changed, taken away and cut off at random (a damaged file is
// refused alike, never read as whole).
func TestReadAmongManyIsReadAlone(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "..", "..", "testdata", "history", "*.jsonl"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	s := Store{Dir: t.TempDir()}
	rng := rand.New(rand.NewPCG(44, 7))
	refused := 0
	for i := range 600 {
		data, err := os.ReadFile(files[i%len(files)])
		require.NoError(t, err)
		if i >= len(files) {
			for range 1 + rng.IntN(2) {
				if len(data) == 0 {
					break
				}
				at := rng.IntN(len(data))
				switch rng.IntN(3) {
				case 0:
					const alphabet = "{}\",:0123456789abcdef \n\x00"
					data[at] = alphabet[rng.IntN(len(alphabet))]
				case 1:
					data = append(data[:at:at], data[at+1:]...)
				default:
					data = data[:at]
				}
			}
		}
		require.NoError(t, os.WriteFile(filepath.Join(s.Dir, "g.jsonl"), data, 0o600))
		alone, aloneErr := s.Read("g")
		many, print, _, manyErr := s.ReadStat("g")
		if aloneErr != nil {
			require.Error(t, manyErr, "%q", data)
			require.Equal(t, aloneErr.Error(), manyErr.Error())
			refused++
			continue
		}
		require.NoError(t, manyErr, "%q", data)
		require.Equal(t, fingerprintOf(data), print)
		require.Equal(t, alone.Header, many.Header)
		require.Equal(t, alone.Records, many.Records)
		require.Equal(t, alone.Warnings, many.Warnings)
		require.Equal(t, alone.CutLine(), many.CutLine())
		on, err := os.ReadFile(filepath.Join(s.Dir, "g.jsonl"))
		require.NoError(t, err)
		require.True(t, bytes.Equal(data, on), "the file as it was")
	}
	require.Greater(t, refused, 100, "files refused")
}
