package store

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"
)

// TestStatTellsEveryChange: a game file's Stat is the one its reading
// saw while it is left alone, and another after every change, its time
// of change put back or not: an edit in place, one renamed over it, the
// same bytes written again. What is not a plain file has none.
func TestStatTellsEveryChange(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	if !s.StatTells() {
		t.Log("the test folder's file system is not one whose Stat protokoll trusts; its Stat is tested all the same")
	}
	newTestGame(t, s, "g", `{"kind":"turn"}`)
	path := s.path("g")
	_, _, read, err := s.ReadStat("g")
	require.NoError(t, err)
	st, ok := s.Stat("g")
	require.True(t, ok)
	assert.Equal(t, read, st, "left alone")
	info, err := os.Stat(path)
	require.NoError(t, err)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	for what, change := range map[string]func(){
		"written again": func() { require.NoError(t, os.WriteFile(path, data, 0o600)) },
		"renamed over": func() {
			require.NoError(t, os.WriteFile(path+".new", data, 0o600))
			require.NoError(t, os.Rename(path+".new", path))
		},
	} {
		was, _ := s.Stat("g")
		for now := was; now == was; now, _ = s.Stat("g") {
			time.Sleep(5 * time.Millisecond) // a tick of the file system's clock
			change()
			require.NoError(t, os.Chtimes(path, info.ModTime(), info.ModTime()))
		}
		now, _ := s.Stat("g")
		assert.Equal(t, was.Mtime, now.Mtime, what)
		assert.Equal(t, was.Size, now.Size, what)
		assert.NotEqual(t, was.Ctime, now.Ctime, what)
	}
	st, _ = s.Stat("g")
	assert.True(t, st.Racy(time.Now()), "just changed")
	assert.False(t, st.Racy(time.Now().Add(StatGrain+time.Second)), "long ago")
	require.NoError(t, os.Remove(path))
	require.NoError(t, unix.Mkfifo(path, 0o600))
	_, ok = s.Stat("g")
	assert.False(t, ok, "a FIFO")
}
