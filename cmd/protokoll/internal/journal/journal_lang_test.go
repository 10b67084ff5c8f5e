package journal

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/text"
)

// TestRefusalsInTheUsersLanguage: the journal's refusals say themselves in
// Swedish and Estonian, and still are what errors.Is asks about.
func TestRefusalsInTheUsersLanguage(t *testing.T) {
	s := &Store{Dir: t.TempDir()}
	_, err := s.Open("nope")
	assert.ErrorIs(t, err, ErrNotFound)
	var l interface{ In(string) string }
	if assert.True(t, errors.As(err, &l)) {
		assert.Contains(t, l.In("sv"), `inget spel heter "nope"`)
		assert.Contains(t, l.In("et"), `mängu nimega "nope" pole`)
	}
	locked := &LockedError{Name: "kväll", PID: 42}
	assert.ErrorIs(t, locked, ErrLocked)
	assert.Equal(t, `spelet är öppet i ett annat protokoll (process 42): "kväll" spelas där; lämna det där först, eller försök igen senare`, locked.In("sv"))
	damaged := &DamagedError{Path: "g.jsonl", Line: 3, Err: text.Errorf("the line has no checksum: it was changed after it was written")}
	assert.Contains(t, damaged.In("et"), "mängufail g.jsonl on real 3 vigane: real pole kontrollsummat")
}
