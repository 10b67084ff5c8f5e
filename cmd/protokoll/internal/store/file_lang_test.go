package store

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// TestRefusalsInTheUsersLanguage: the journal's refusals say themselves in
// Swedish and Estonian, and still are what errors.Is asks about.
func TestRefusalsInTheUsersLanguage(t *testing.T) {
	s := &Store{Dir: t.TempDir()}
	_, err := s.Open("nope")
	assert.ErrorIs(t, err, ErrNotFound)
	langs := catalog.Builtin()
	sv, et := langs.Lookup("sv"), langs.Lookup("et")
	assert.Contains(t, sv.Say(err), `inget spel heter "nope"`)
	assert.Contains(t, et.Say(err), `mängu nimega "nope" pole`)
	locked := &LockedError{Name: "kväll", PID: 42}
	assert.ErrorIs(t, locked, ErrLocked)
	assert.Equal(t, `spelet är öppet i ett annat protokoll (process 42): "kväll" spelas där; lämna det där först, eller försök igen senare`, sv.Say(locked))
	damaged := &DamagedError{Path: "g.jsonl", Line: 3, Err: msg.Errorf("the line has no checksum: it was changed after it was written")}
	assert.Contains(t, et.Say(damaged), "mängufail g.jsonl on real 3 vigane: real pole kontrollsummat")
}
