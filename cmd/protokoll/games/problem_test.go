package games

import (
	"os"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// TestProblems: what stops a game file from being read is told apart:
// damage (repair shows what to do), a newer protokoll's format, and a
// file the system will not let be read, which is no damage.
func TestProblems(t *testing.T) {
	damaged := &store.DamagedError{Path: "g.jsonl", Line: 3, Err: msg.Errorf("not a JSON record: %q", "x")}
	assert.Equal(t, problemDamaged, kindOf(damaged))
	assert.Equal(t, problemDamaged, kindOf(&store.UnfinishedError{Path: "g.jsonl", Name: "g"}))
	assert.Equal(t, problemNewer, kindOf(&store.NewerError{Path: "g.jsonl", Format: 3}))
	unreadable := outfile.ReadRefusal("g.jsonl", &os.PathError{Op: "open", Path: "g.jsonl", Err: syscall.EACCES})
	assert.Equal(t, problemUnreadable, kindOf(unreadable))
	assert.Equal(t, "cannot read g.jsonl: permission denied", unreadable.Error())
}
