package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/interrupt"
)

// copies are n small Yatzy games of Anna's to import, g000 to g(n-1),
// each of one to three turns.
func copies(n int) []Copy {
	var out []Copy
	for i := range n {
		c := Copy{Name: fmt.Sprintf("g%03d", i), Header: Header{Format: Format, Game: GameYatzy, Created: created.Add(time.Duration(i) * time.Hour),
			Settings: json.RawMessage(`{"variant":"scandinavian","players":["Anna"],"rules":{"joker":"forced"}}`)}}
		for k, tn := range [][2]string{{"ones", "1,1,1,2,3"}, {"twos", "2,2,1,3,4"}, {"threes", "3,3,3,1,2"}}[:1+i%3] {
			c.Records = append(c.Records, json.RawMessage(strings.Replace(turn(tn[0], tn[1]), "20:01", fmt.Sprintf("20:%02d", k), 1)))
		}
		out = append(out, c)
	}
	return out
}

// TestWriteAllAllOrNothing: every game imported reads back as it was
// given; a name taken by another game, a folder or a link refuses the
// whole import, and nothing is written.
func TestWriteAllAllOrNothing(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	cs := copies(5)
	same, err := s.WriteAll(cs)
	require.NoError(t, err)
	assert.Empty(t, same)
	for _, c := range cs {
		f, err := s.Read(c.Name)
		require.NoError(t, err)
		assert.True(t, c.sameAs(f), c.Name)
	}
	entries, _ := os.ReadDir(s.Dir)
	assert.Len(t, entries, 5, "nothing but the games")

	for what, take := range map[string]func(path string){
		"another game": func(path string) {
			require.NoError(t, os.WriteFile(path, []byte(string(withSum([]byte(`{"protokoll":2,"game":"yatzy","settings":{"variant":"scandinavian","players":["Bo"]}}`)))+"\n"), 0o600))
		},
		"a folder": func(path string) { require.NoError(t, os.Mkdir(path, 0o755)) },
		"a link":   func(path string) { require.NoError(t, os.Symlink("/etc/passwd", path)) },
	} {
		s := Store{Dir: t.TempDir()}
		take(s.path("g003"))
		_, err := s.WriteAll(copies(5))
		require.ErrorIs(t, err, ErrExists, what)
		assert.ErrorContains(t, err, "nothing was imported", what)
		entries, _ := os.ReadDir(s.Dir)
		assert.Len(t, entries, 1, "%s: no game written", what)
	}
}

// TestWriteAllKilledAtEveryGame: an import of 200 games killed after
// any game is linked in, or while they are written aside, and run again,
// ends with exactly the 200 games, each as it was given, and nothing
// else in the folder; the games linked before the kill are said to be
// there already. Every game's point is tried while linking, where each
// leaves another folder; while writing aside, which leaves no game
// whatever the point, every tenth. (Under the race detector, every tenth
// of both.)
func TestWriteAllKilledAtEveryGame(t *testing.T) {
	const n = 200
	cs := copies(n)
	type killed struct{}
	for _, step := range []string{"staged", "linked"} {
		every := 1
		if step == "staged" || underRace {
			every = 10
		}
		for at := 1; at <= n; at++ {
			if at%every != 0 && at != 1 {
				continue
			}
			t.Run(fmt.Sprintf("%s %d", step, at), func(t *testing.T) {
				t.Parallel()
				s := Store{Dir: memDir(t)}
				s.importStep = func(got string, k int, lock *os.File) {
					if got == step && k == at {
						lock.Close()    // a killed process holds no lock
						panic(killed{}) // and what is on disk stays as it is
					}
				}
				func() {
					defer func() {
						if r := recover(); r != nil && r != (killed{}) {
							panic(r)
						}
					}()
					s.WriteAll(cs)
					t.Fatal("not killed")
				}()
				s.importStep = nil
				names, _ := s.Names()
				if step == "staged" {
					require.Empty(t, names, "killed while staging: no game")
				} else {
					require.Len(t, names, at, "killed while linking: the games linked")
				}
				same, err := s.WriteAll(cs)
				require.NoError(t, err, "run again")
				if step == "linked" {
					require.Len(t, same, at, "those there already are said to be")
				}
				entries, _ := os.ReadDir(s.Dir)
				require.Len(t, entries, n, "the games, and nothing else")
				for _, i := range []int{0, at - 1, n - 1} {
					f, err := s.Read(cs[i].Name)
					require.NoError(t, err)
					require.True(t, cs[i].sameAs(f), cs[i].Name)
				}
			})
		}
	}
}

// memDir returns a folder for the test in memory (/dev/shm) where the
// system has one, else on disk: the kill test makes and removes files by
// the hundred thousand, and tests the import's steps, not the disk.
func memDir(t *testing.T) string {
	t.Helper()
	dir, err := os.MkdirTemp("/dev/shm", "protokoll-test-*")
	if err != nil {
		return t.TempDir()
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	return dir
}

// TestWriteAllOnAFullDisk: a disk that fills while the games are written
// aside leaves no game and nothing else behind.
func TestWriteAllOnAFullDisk(t *testing.T) {
	s := Store{Dir: t.TempDir()}
	n := 0
	s.syncFile = func(f *os.File) error {
		if n++; n > 3 {
			return &fs.PathError{Op: "sync", Path: f.Name(), Err: syscall.ENOSPC}
		}
		return f.Sync()
	}
	_, err := s.WriteAll(copies(10))
	require.Error(t, err)
	assert.Regexp(t, `^nothing was imported: writing to .*/g003\.jsonl failed: the disk is full$`, err.Error())
	assert.NotContains(t, err.Error(), importPrefix, "the message names no temporary folder")
	entries, _ := os.ReadDir(s.Dir)
	assert.Empty(t, entries)
	assert.False(t, errors.Is(err, ErrExists))
}

// TestASignalWaitsForTheLinking: a signal that arrives while the games
// are linked in (its handler freezes the writes, and exits) gets through only when every game is in: an import
// that Ctrl-C, kill or a closed terminal stops is whole.
func TestASignalWaitsForTheLinking(t *testing.T) {
	cs := copies(50)
	sig := interrupt.New(func(int) {})
	s := Store{Dir: memDir(t), Guard: sig}
	in := make(chan int, 1) // the games in when the signal got through
	s.importStep = func(step string, k int, _ *os.File) {
		if step != "linked" || k != 1 {
			return
		}
		go func() {
			sig.Freeze() // as the signal's handler, before it exits
			names, _ := s.Names()
			in <- len(names)
		}()
		time.Sleep(20 * time.Millisecond) // time to get through, were nothing holding it
	}
	_, err := s.WriteAll(cs)
	require.NoError(t, err)
	assert.Equal(t, 50, <-in)
}
