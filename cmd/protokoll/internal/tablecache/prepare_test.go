package tablecache

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/scoresheet"
)

// lockFiles returns the lock files in dir.
func lockFiles(t *testing.T, dir string) []string {
	t.Helper()
	locks, err := filepath.Glob(filepath.Join(dir, "*.lock"))
	require.NoError(t, err)
	return locks
}

// watcher is an output that calls stop once what was written matches.
type watcher struct {
	mu   sync.Mutex
	buf  bytes.Buffer
	when *regexp.Regexp
	stop func()
}

func (w *watcher) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf.Write(p)
	if w.when != nil && w.when.Match(w.buf.Bytes()) {
		w.stop()
		w.when = nil
	}
	return len(p), nil
}

func (w *watcher) String() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.buf.String()
}

// TestPrepareBarMovesWithinALevel: on a terminal the bar moves within a
// level (the middle levels take minutes), its share rising; on a pipe it
// is still a line a level. No lock file is left.
func TestPrepareBarMovesWithinALevel(t *testing.T) {
	v := savedVariant()
	clock := time.Date(2026, 12, 7, 20, 0, 0, 0, time.UTC)
	now := func() time.Time { clock = clock.Add(time.Second); return clock } // the drawing's, one goroutine
	var out bytes.Buffer
	tables := &Tables{Cache: Cache{Dir: t.TempDir()}, ErrOut: &out, TTY: true, Lang: catalog.Builtin().Lookup("en"), Now: now}
	require.NoError(t, tables.PrepareSaved(context.Background(), v, scoresheet.Choices{}))
	// Both tables are drawn to the end. That the share moves within a
	// level is not asserted here: on a game this small a level's steps
	// may all fall while the level before is being written, when they
	// are not drawn (Levels.Solve), so it failed about one run in ten.
	// TestSavedSolveSaysHowFar (optimal) checks the steps within a level,
	// and TestBarOnATerminal and TestBarCountsDownWithinALevel how each
	// is drawn.
	assert.Equal(t, 2, strings.Count(out.String(), "100% · done\x1b[K\n"), out.String())
	assert.Empty(t, lockFiles(t, tables.Cache.Dir))

	out.Reset()
	piped := &Tables{Cache: Cache{Dir: t.TempDir()}, ErrOut: &out, Lang: catalog.Builtin().Lookup("en")}
	require.NoError(t, piped.PrepareSaved(context.Background(), v, scoresheet.Choices{}))
	lines := strings.Split(strings.TrimSuffix(out.String(), "\n"), "\n")
	require.Len(t, lines, 2*(1+len(v.Boxes)), out.String()) // each table: its heading and its levels
	for i, line := range lines[1 : 1+len(v.Boxes)] {
		assert.True(t, strings.HasPrefix(line, "level "+itoa(i+1)+" of 9 done: "), line)
	}
	assert.NotContains(t, out.String(), "\r")
	assert.Empty(t, lockFiles(t, piped.Cache.Dir))
}

// TestPrepareStoppedMidLevel: a prepare stopped (Ctrl-C) in the middle
// of a level stops there, says what is kept, leaves no lock file, and
// the next prepare goes on to the same bytes as one never stopped.
func TestPrepareStoppedMidLevel(t *testing.T) {
	v := savedVariant()
	whole := Cache{Dir: t.TempDir()}
	_, err := whole.Prepare(v, scoresheet.Choices{})
	require.NoError(t, err)
	_, err = whole.PrepareCap(v, scoresheet.Choices{}, 0)
	require.NoError(t, err)
	want := levelFiles(t, whole.Dir)

	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	out := &watcher{when: regexp.MustCompile(`level 5 of 9`), stop: cancel} // drawn as level 5 is under way
	clock := time.Date(2026, 12, 7, 20, 0, 0, 0, time.UTC)
	now := func() time.Time { clock = clock.Add(time.Second); return clock }
	tables := &Tables{Cache: Cache{Dir: t.TempDir()}, ErrOut: out, TTY: true, Lang: catalog.Builtin().Lookup("en"), Now: now}
	err = tables.PrepareSaved(ctx, v, scoresheet.Choices{})
	require.ErrorIs(t, err, context.Canceled)
	// Where it stops depends on timing (a level this small may be done
	// before the stop reaches it): what it says is kept is what is kept.
	said := regexp.MustCompile(`Stopped: (\d) of 9 levels are done and kept`).FindStringSubmatch(out.String())
	require.NotNil(t, said, out.String())
	assert.Empty(t, lockFiles(t, tables.Cache.Dir), "no lock file after a Ctrl-C")
	kept := levelFiles(t, tables.Cache.Dir)
	assert.Len(t, kept, int(said[1][0]-'0'))
	assert.Less(t, len(kept), 9, "stopped before the end")
	for name, b := range kept {
		assert.Equal(t, want[name], b, name)
	}

	again := &Tables{Cache: tables.Cache, ErrOut: &bytes.Buffer{}, Lang: catalog.Builtin().Lookup("en")}
	require.NoError(t, again.PrepareSaved(context.Background(), v, scoresheet.Choices{}))
	assert.Equal(t, want, levelFiles(t, tables.Cache.Dir))
	assert.Empty(t, lockFiles(t, tables.Cache.Dir))

	// An error (a level that cannot be written: a folder in its place)
	// leaves no lock file either.
	broken := Cache{Dir: t.TempDir()}
	require.NoError(t, os.Mkdir(broken.savedPath(v, scoresheet.Choices{}, 0, 8), 0o755))
	_, err = broken.PrepareCap(v, scoresheet.Choices{}, 0)
	require.Error(t, err)
	assert.Empty(t, lockFiles(t, broken.Dir))
}
