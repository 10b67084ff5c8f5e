package view

import (
	"os"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// TestTrouble: what stops a game file from being read is told apart:
// damage (repair shows what to do), a newer protokoll's format, and a
// file the system will not let be read, which is no damage.
func TestTrouble(t *testing.T) {
	en := catalog.Builtin()[0]
	damaged := &store.DamagedError{Path: "g.jsonl", Line: 3, Err: msg.Errorf("not a JSON record: %q", "x")}
	assert.True(t, isDamage(damaged))
	assert.Contains(t, Trouble(en, damaged), "damaged: ")
	assert.True(t, isDamage(&store.UnfinishedError{Path: "g.jsonl", Name: "g"}))
	newer := &store.NewerError{Path: "g.jsonl", Format: 3}
	assert.False(t, isDamage(newer))
	assert.Equal(t, "made by a newer protokoll (format 3): update protokoll to open it", Trouble(en, newer))
	unreadable := outfile.ReadRefusal("g.jsonl", &os.PathError{Op: "open", Path: "g.jsonl", Err: syscall.EACCES})
	assert.False(t, isDamage(unreadable))
	assert.Equal(t, "cannot read g.jsonl: permission denied", unreadable.Error())
	assert.Equal(t, "cannot read g.jsonl: permission denied", Trouble(en, unreadable))
}
