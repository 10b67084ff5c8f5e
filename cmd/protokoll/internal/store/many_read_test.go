package store

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestReadAmongManyIsReadAlone: a game read among many (ReadStat, its
// lines checked in place) reads as one read alone (Read): the same
// header, records, warnings and refusal, and a fingerprint of the bytes
// as they are on disk; for each fixture game, and for each of them with
// bytes changed, taken away and cut off at random (a damaged file is
// refused alike, never read as whole). One Reader reads each of them
// too, after the others, into the room of the one before: alike again,
// and a game loads from it as from the file read alone, and stays so
// while the next files are read.
func TestReadAmongManyIsReadAlone(t *testing.T) {
	files, err := filepath.Glob(filepath.Join("..", "..", "..", "..", "testdata", "history", "*.jsonl"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	s := Store{Dir: t.TempDir()}
	rng := rand.New(rand.NewPCG(44, 7))
	refused := 0
	var (
		r         Reader
		last      *Yatzy // the last Yatzy game loaded from r, and its history then
		lastWants []scoresheet.Event
	)
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
			_, _, _, readerErr := r.ReadStat(s, "g")
			require.Error(t, readerErr, "%q", data)
			require.Equal(t, aloneErr.Error(), readerErr.Error())
			refused++
			continue
		}
		require.NoError(t, manyErr, "%q", data)
		require.Equal(t, fingerprintOf(data), print)
		require.Equal(t, alone.Header, many.Header)
		require.Equal(t, alone.Records, many.Records)
		require.Equal(t, alone.Warnings, many.Warnings)
		require.Equal(t, alone.CutLine(), many.CutLine())
		read, readerPrint, _, err := r.ReadStat(s, "g")
		require.NoError(t, err, "%q", data)
		require.Equal(t, print, readerPrint)
		require.Equal(t, alone.Header, read.Header)
		require.Equal(t, alone.Records, read.Records)
		require.Equal(t, alone.Warnings, read.Warnings)
		if alone.Header.Game == GameYatzy {
			want, wantErr := LoadYatzy(alone)
			got, gotErr := LoadYatzy(read)
			if wantErr != nil {
				require.EqualError(t, gotErr, wantErr.Error())
			} else {
				require.NoError(t, gotErr)
				require.Equal(t, want.State.History(), got.State.History())
				if last != nil {
					require.Equal(t, lastWants, last.State.History(), "a game read before, after the next")
				}
				last, lastWants = got, want.State.History()
			}
		}
		if alone.Header.Game == GameRummy {
			want, wantErr := LoadRummy(alone)
			got, gotErr := LoadRummy(read)
			if wantErr != nil {
				require.EqualError(t, gotErr, wantErr.Error())
			} else {
				require.NoError(t, gotErr)
				require.Equal(t, want.State.History(), got.State.History())
				require.Equal(t, want.State.List(), got.State.List())
				require.Equal(t, want.State.Results(), got.State.Results())
			}
		}
		on, err := os.ReadFile(filepath.Join(s.Dir, "g.jsonl"))
		require.NoError(t, err)
		require.True(t, bytes.Equal(data, on), "the file as it was")
	}
	require.Greater(t, refused, 100, "files refused")
	require.NotEmpty(t, r.lists, "card games' lists kept")
}

// TestReaderSharesAList: card games read by one Reader that play the
// same list share it, made once; a game of another list has its own.
func TestReaderSharesAList(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "testdata", "history", "kort-a.jsonl"))
	require.NoError(t, err)
	s := Store{Dir: t.TempDir()}
	require.NoError(t, os.WriteFile(filepath.Join(s.Dir, "a.jsonl"), data, 0o600))
	require.NoError(t, os.WriteFile(filepath.Join(s.Dir, "b.jsonl"), data, 0o600))
	var r Reader
	load := func(name string) *contracts.List {
		j, _, _, err := r.ReadStat(s, name)
		require.NoError(t, err)
		g, err := LoadRummy(j)
		require.NoError(t, err)
		return g.State.List()
	}
	a, b := load("a"), load("b")
	require.Same(t, a, b)
	alone, err := s.Read("a")
	require.NoError(t, err)
	g, err := LoadRummy(alone)
	require.NoError(t, err)
	require.NotSame(t, a, g.State.List(), "a file read alone makes its own")
	require.Equal(t, a, g.State.List())
	var other Reader
	j, _, _, err := other.ReadStat(s, "a")
	require.NoError(t, err)
	g, err = LoadRummy(j)
	require.NoError(t, err)
	require.NotSame(t, a, g.State.List(), "another Reader makes its own")
}

// TestReaderSharesAVariant: Yatzy games read by one Reader under the same
// settings of their variant share it, made once; read alone, a game has
// its own, alike.
func TestReaderSharesAVariant(t *testing.T) {
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "testdata", "history", "kvall-a.jsonl"))
	require.NoError(t, err)
	s := Store{Dir: t.TempDir()}
	require.NoError(t, os.WriteFile(filepath.Join(s.Dir, "a.jsonl"), data, 0o600))
	require.NoError(t, os.WriteFile(filepath.Join(s.Dir, "b.jsonl"), data, 0o600))
	var r Reader
	load := func(name string) *scoresheet.Variant {
		j, _, _, err := r.ReadStat(s, name)
		require.NoError(t, err)
		g, err := LoadYatzy(j)
		require.NoError(t, err)
		return g.State.Variant()
	}
	a, b := load("a"), load("b")
	require.Same(t, a, b)
	alone, err := s.Read("a")
	require.NoError(t, err)
	g, err := LoadYatzy(alone)
	require.NoError(t, err)
	require.NotSame(t, a, g.State.Variant(), "a file read alone makes its own")
	require.Equal(t, a.Key(), g.State.Variant().Key()) // alike (a func in it is never Equal)
	require.Equal(t, a.Boxes, g.State.Variant().Boxes)
}
