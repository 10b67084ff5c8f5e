package tablecache

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store/storetest"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestWarmSaysNothing: tables warmed in the background are worked out
// and cached saying nothing, and a table asked for then is the one
// warmed (the same values as the cache's), without a word either.
func TestWarmSaysNothing(t *testing.T) {
	var out storetest.Buffer
	tables := &Tables{Cache: Cache{Dir: filepath.Join(t.TempDir(), "cache")}, ErrOut: &out, TTY: true, Lang: catalog.Builtin().Lookup("sv")}
	v := scoresheet.Forced()
	tables.Warm(v, scoresheet.Choices{}, 1)
	deadline := time.Now().Add(time.Minute)
	for !tables.Ready(v, scoresheet.Choices{}) {
		require.True(t, time.Now().Before(deadline), "the forced table was never warmed")
		time.Sleep(10 * time.Millisecond)
	}
	assert.FileExists(t, tables.Cache.Path(v, scoresheet.Choices{}))
	tab, err := tables.In(catalog.Builtin().Lookup("et")).Table(v, scoresheet.Choices{})
	require.NoError(t, err)
	again, _, err := tables.Cache.Load(v, scoresheet.Choices{})
	require.NoError(t, err)
	assert.Equal(t, again.Values(), tab.Values())
	assert.Empty(t, out.String(), "nothing said")

	tables.Warm(scoresheet.Maxi(), scoresheet.Choices{}, 2) // read a block at a time: nothing to warm
	assert.True(t, tables.Ready(scoresheet.Maxi(), scoresheet.Choices{}))
}

// TestAHintBeforeTheTablesAreReadyWaitsSayingHowFar: a table asked for
// while it is warming waits for it with a progress line, in the
// language of the tables asked (a resumed game's), and gets the table
// warmed; a table warming for another risk is waited for too.
func TestAHintBeforeTheTablesAreReadyWaitsSayingHowFar(t *testing.T) {
	var out storetest.Buffer
	run := &Tables{Cache: Cache{Dir: t.TempDir()}, ErrOut: &out, TTY: true, Lang: catalog.Builtin().Lookup("en")}
	v := scoresheet.Scandinavian()
	want, _, err := Cache{Dir: t.TempDir()}.Load(scoresheet.Forced(), scoresheet.Choices{}) // any table, as the job's
	require.NoError(t, err)
	j := &job{done: make(chan struct{})}
	j.set(0.42)
	run.warming().jobs[key(v, scoresheet.Choices{}, 0)] = j

	sv := run.In(catalog.Builtin().Lookup("sv"))
	got := make(chan any)
	go func() {
		tab, err := sv.Table(v, scoresheet.Choices{})
		if err != nil {
			got <- err
			return
		}
		got <- tab
	}()
	deadline := time.Now().Add(20 * time.Second)
	for !strings.Contains(out.String(), "42%") {
		require.True(t, time.Now().Before(deadline), "no progress said: %q", out.String())
		time.Sleep(10 * time.Millisecond)
	}
	assert.Contains(t, out.String(), "Räknar ut", "in the language asked")
	assert.False(t, run.Ready(v, scoresheet.Choices{}))
	select {
	case <-got:
		t.Fatal("the table came before it was ready")
	default:
	}
	j.table = want
	j.set(1)
	close(j.done)
	assert.Same(t, want, <-got)
	assert.True(t, strings.HasSuffix(out.String(), "100%\n"), "the line ended: %q", out.String())
}
