package play

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/ask"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// table is a table whose answers a person types (person) or a script
// gives, and what it says.
func table(person bool) (Table, *bytes.Buffer) {
	ios, out, _ := iostreams.Test("")
	ios.StdinTTY = person
	langs := catalog.Builtin()
	return Table{Ask: ask.New(ios, langs[0], langs), Lang: langs[0]}, out
}

// TestAFullDiskLetsThePlayerTryAgain: an entry the disk had no room for
// is said at the table, and a person makes it again (the game goes on);
// a script stops with it; a game whose file changed under it stops; a
// refusal of the rules is said, and the game goes on.
func TestAFullDiskLetsThePlayerTryAgain(t *testing.T) {
	full := msg.Wrap(store.ErrNotSaved, "not saved: writing to %s failed: %v; the file is as it was before", "g.jsonl", msg.Errorf("the disk is full"))
	tb, out := table(true)
	assert.NoError(t, SayRefusal(tb, full), "a person tries again")
	assert.Contains(t, out.String(), "the disk is full")
	assert.Contains(t, out.String(), "Nothing was recorded; put that right and enter it again")

	tb, _ = table(false)
	assert.ErrorIs(t, SayRefusal(tb, full), store.ErrNotSaved, "a script stops")

	changed := msg.Wrap(store.ErrChanged, "the game file %s was changed", "g.jsonl")
	for _, person := range []bool{true, false} {
		tb, _ = table(person)
		assert.ErrorIs(t, SayRefusal(tb, changed), store.ErrStopped, "a closed game stops")
	}
	tb, out = table(false)
	assert.NoError(t, SayRefusal(tb, msg.Errorf("sixes is filled already")))
	assert.Contains(t, out.String(), "sixes is filled already")
	assert.NoError(t, SayRefusal(tb, nil))
}
