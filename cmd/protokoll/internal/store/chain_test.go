package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestALineRemovedRepeatedOrMovedIsDamage: in a file of format 3 each
// line's checksum goes on from the line's before it, so that a line taken
// out, a line repeated, or two lines swapped (each line sound alone) is
// damage at the first line that no longer follows, read by one game or
// many, and the file is left as it was. Only whole lines cut off its end
// leave a file that reads, as a crash before they were written would.
func TestALineRemovedRepeatedOrMovedIsDamage(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	var records []string
	for i := range 6 {
		records = append(records, fmt.Sprintf(`{"kind":"turn","n":%d}`, i))
	}
	newTestGame(t, s, "g", records...)
	path := s.path("g")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	lines := strings.SplitAfter(string(data), "\n")
	lines = lines[:len(lines)-1] // the header and six records, each with its newline
	for what, c := range map[string]struct {
		lines []string
		bad   int
	}{
		"a line taken out":   {slices.Delete(slices.Clone(lines), 3, 4), 4},
		"the last repeated":  {append(slices.Clone(lines), lines[6]), 8},
		"a line repeated":    {slices.Insert(slices.Clone(lines), 3, lines[2]), 4},
		"two lines swapped":  {append(append(slices.Clone(lines[:2]), lines[3], lines[2]), lines[4:]...), 3},
		"the first two gone": {append([]string{lines[0]}, lines[3:]...), 2},
	} {
		content := strings.Join(c.lines, "")
		require.NoError(t, os.WriteFile(path, []byte(content), 0o600))
		for how, read := range map[string]func() error{
			"one":  func() error { _, err := s.Read("g"); return err },
			"many": func() error { f := &File{Path: path, many: true}; _, err := f.parse([]byte(content)); return err },
			"open": func() error { _, err := s.Open("g"); return err },
		} {
			err := read()
			var d *DamagedError
			require.True(t, errors.As(err, &d), "%s, %s: %v", what, how, err)
			assert.Equal(t, c.bad, d.Line, "%s, %s", what, how)
			assert.ErrorContains(t, err, "a line before it was removed, repeated or moved", "%s, %s", what, how)
		}
		after, _ := os.ReadFile(path)
		assert.Equal(t, content, string(after), "%s: the file as it was", what)
	}
	require.NoError(t, os.WriteFile(path, []byte(strings.Join(lines[:4], "")), 0o600))
	f, err := s.Read("g")
	require.NoError(t, err, "whole lines cut off the end")
	assert.Len(t, f.Records, 3)
}

// TestAFileOfFormat2IsWrittenOnInIt: a game file of format 2 (each line's
// checksum its own) reads, and its next entries are written in format 2,
// so that a protokoll of before reads it too.
func TestAFileOfFormat2IsWrittenOnInIt(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	path := s.path("g")
	content := string(withSum([]byte(`{"protokoll":2,"game":"yatzy","created":"2026-11-30T20:00:00Z","settings":{"variant":"maxi"}}`))) + "\n" +
		string(withSum([]byte(`{"kind":"turn","n":0}`))) + "\n"
	require.NoError(t, os.WriteFile(path, []byte(content), 0o600))
	j, err := s.Open("g")
	require.NoError(t, err)
	require.NoError(t, j.Append(json.RawMessage(`{"kind":"turn","n":1}`)))
	require.NoError(t, j.Close())
	data, _ := os.ReadFile(path)
	assert.Equal(t, content+string(withSum([]byte(`{"kind":"turn","n":1}`)))+"\n", string(data), "each line's checksum its own")
	f, err := s.Read("g")
	require.NoError(t, err)
	assert.Equal(t, 2, f.Header.Format)
	assert.Len(t, f.Records, 2)
}
