package store

import (
	"os"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/interrupt"
)

// syncHeld makes s's syncs hold the sync of the game called name until
// release is closed, telling held when it is there; other files sync at
// once. synced is set when the held sync is done.
func syncHeld(s *Store, name string) (held, release chan struct{}, synced *atomic.Bool) {
	held, release, synced = make(chan struct{}), make(chan struct{}), new(atomic.Bool)
	s.syncFile = func(f *os.File) error {
		if strings.TrimSuffix(filepath.Base(f.Name()), Ext) != name {
			return f.Sync()
		}
		close(held)
		<-release
		err := f.Sync()
		synced.Store(true)
		return err
	}
	return held, release, synced
}

// TestASignalWaitsForTheEntry: a signal that ends the program (its
// handler freezes the writes, then exits) gets through only once the
// entry being written is on disk: an interrupt never tears a confirmed
// entry.
func TestASignalWaitsForTheEntry(t *testing.T) {
	sig := interrupt.New(func(int) {})
	s := Store{Dir: t.TempDir(), Guard: sig}
	newTestGame(t, s, "kväll")
	held, release, synced := syncHeld(&s, "kväll")
	j, err := s.Open("kväll")
	require.NoError(t, err)
	defer j.Close()

	appended := make(chan error, 1)
	go func() { appended <- j.Append(map[string]string{"kind": "turn"}) }()
	<-held // the entry is being written
	frozen := make(chan bool, 1)
	go func() {
		sig.Freeze()
		frozen <- synced.Load() // the entry's state when the signal got through
	}()
	time.Sleep(20 * time.Millisecond) // time to get through, were nothing holding it
	close(release)
	require.NoError(t, <-appended)
	assert.True(t, <-frozen, "the signal got through before the entry was on disk")
	r, err := s.Read("kväll")
	require.NoError(t, err)
	assert.Len(t, r.Records, 1)
}

// TestTwoGamesDoNotWaitForEachOther: an entry written to one game while
// another game's entry is being written (a server's two phones) does not
// wait for it.
func TestTwoGamesDoNotWaitForEachOther(t *testing.T) {
	s := Store{Dir: t.TempDir(), Guard: interrupt.New(func(int) {})}
	newTestGame(t, s, "köket")
	newTestGame(t, s, "altanen")
	held, release, _ := syncHeld(&s, "köket")
	a, err := s.Open("köket")
	require.NoError(t, err)
	defer a.Close()
	b, err := s.Open("altanen")
	require.NoError(t, err)
	defer b.Close()

	appended := make(chan error, 1)
	go func() { appended <- a.Append(map[string]string{"kind": "turn"}) }()
	<-held // köket's entry is being written
	other := make(chan error, 1)
	go func() { other <- b.Append(map[string]string{"kind": "turn"}) }()
	select {
	case err := <-other:
		require.NoError(t, err)
	case <-time.After(5 * time.Second):
		t.Error("altanen's entry waited for köket's")
	}
	close(release)
	require.NoError(t, <-appended)
	if t.Failed() {
		<-other
	}
}
