package main

// The kill campaign: protokoll run as people run it, and killed (kill -9)
// at random moments while it records, imports, repairs and prints, with
// every entry a command confirmed (it exited 0) checked to be in its game
// afterwards. It runs by hand, for as long as it is given:
//
//	go test ./cmd/protokoll -run Campaign -campaign=2m
//
// and says how many runs, kills, confirmed entries and lost entries
// (which must be none) it counted.

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store/storetest"
	"github.com/kitchentable/protokoll/scoresheet"
)

var campaign = flag.Duration("campaign", 0, "run the kill campaign for this long (e.g. -campaign=2m); 0 skips it")

// tally is what the campaign counted.
type tally struct {
	mu                           sync.Mutex
	runs, kills, confirmed, lost int
	turns, imported              int               // of confirmed: turns recorded, entries imported
	bySort                       map[string][2]int // runs and kills of each command
}

// run starts protokoll with args in home and kills it after wait, unless
// it is done by then; it reports whether it exited 0 (what it did is
// confirmed) and what it wrote.
func (c *tally) run(t *testing.T, home, cache string, wait time.Duration, stdin string, args ...string) (ok bool, out string) {
	code, out := c.exit(t, home, cache, wait, stdin, args...)
	return code == 0, out
}

// exit is run with the exit status: -1 for a run that was killed.
func (c *tally) exit(t *testing.T, home, cache string, wait time.Duration, stdin string, args ...string) (code int, out string) {
	t.Helper()
	cmd := exec.Command(os.Args[0], args...)
	cmd.Env = append(append(os.Environ(), cmdtest.ChildVars()...), "PROTOKOLL_HOME="+home, "PROTOKOLL_CACHE="+cache, "LANG=C")
	cmd.Stdin = strings.NewReader(stdin)
	var b bytes.Buffer
	cmd.Stdout, cmd.Stderr = &b, &b
	if err := cmd.Start(); err != nil {
		t.Errorf("%v: %v", args, err)
		return 2, ""
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	var err error
	killed := false
	select {
	case err = <-done:
	case <-time.After(wait):
		cmd.Process.Signal(syscall.SIGKILL)
		err = <-done
		ee, isExit := err.(*exec.ExitError)
		killed = isExit && !ee.Exited()
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.runs++
	s := c.bySort[args[0]]
	s[0]++
	if killed {
		c.kills++
		s[1]++
	}
	c.bySort[args[0]] = s
	switch ee, isExit := err.(*exec.ExitError); {
	case err == nil:
		return 0, b.String()
	case isExit && ee.Exited():
		return ee.ExitCode(), b.String()
	}
	return -1, b.String()
}

// turn is a confirmed Yatzy turn.
type turn struct {
	Player string
	Box    scoresheet.Box
	Dice   scoresheet.Roll
}

// turnsOf reads the turns in a game's history, in order.
func turnsOf(t *testing.T, s store.Store, name string) []turn {
	t.Helper()
	g, err := s.ReadYatzy(name)
	require.NoError(t, err, "game %s", name)
	var out []turn
	for _, e := range g.State.History() {
		if e.Kind == scoresheet.KindTurn {
			out = append(out, turn{e.Player, e.Box, e.Dice})
		}
	}
	return out
}

// lost counts the confirmed turns that are not in the game's history,
// in their order.
func lost(have, confirmed []turn) int {
	n, i := 0, 0
	for _, c := range confirmed {
		j := slices.IndexFunc(have[i:], func(h turn) bool { return h.Player == c.Player && h.Box == c.Box && slices.Equal(h.Dice, c.Dice) })
		if j < 0 {
			n++
			continue
		}
		i += j + 1
	}
	return n
}

func TestCampaign(t *testing.T) {
	if *campaign == 0 {
		t.Skip("the kill campaign runs by hand: go test ./cmd/protokoll/internal/store -run Campaign -campaign=2m")
	}
	rng := rand.New(rand.NewPCG(uint64(time.Now().UnixNano()), 25))
	c := &tally{bySort: map[string][2]int{}}
	deadline := time.Now().Add(*campaign)
	home, cache := t.TempDir(), t.TempDir()
	s := store.Store{Dir: home}
	v := scoresheet.Scandinavian()

	// The games recorded in, and the turns each command confirmed.
	confirmed := map[string][]turn{}
	game := ""
	newGame := func() {
		game = fmt.Sprintf("g%d", len(confirmed))
		for !func() bool {
			ok, _ := c.run(t, home, cache, time.Minute, "", "yatzy", "new", "--players", "Anna,Bo", "--name", game)
			return ok
		}() {
		}
		confirmed[game] = nil
	}
	newGame()
	check := func(what string) {
		t.Helper()
		for name, turns := range confirmed {
			if n := lost(turnsOf(t, s, name), turns); n > 0 {
				c.lost += n
				t.Errorf("%s: %d confirmed turns of %s are not in it", what, n, name)
			}
		}
	}
	// record runs one yatzy record of the next player, killed at a random
	// moment; what exited 0 is confirmed, and what was killed may or may
	// not be in the game, whole.
	record := func(wait time.Duration) {
		g, err := s.ReadYatzy(game)
		require.NoError(t, err)
		if g.State.Finished() {
			newGame()
			return
		}
		p, _ := g.State.Next()
		var free []scoresheet.Box
		for _, b := range v.Boxes {
			if _, ok := g.State.Entry(p, b); !ok {
				free = append(free, b)
			}
		}
		box := free[rng.IntN(len(free))]
		dice := cmdtest.BestDice(box, 5)
		roll, _ := scoresheet.ParseRoll(dice, 5)
		code, out := c.exit(t, home, cache, wait, "", "yatzy", "record", game, "--player", p, "--dice", dice, "--box", string(box))
		switch code {
		case 0:
			confirmed[game] = append(confirmed[game], turn{p, box, roll})
			c.confirmed++
			c.turns++
		case -1, 3: // killed, or the game open in a repair
		default:
			t.Errorf("record refused: %s", out)
		}
		// A turn killed after it was written stands: it is counted from the
		// file, so that the next confirmed one is looked for after it.
		have := turnsOf(t, s, game)
		if len(have) > len(confirmed[game]) {
			confirmed[game] = have
		}
	}

	// The games to import: an export of random games.
	src := t.TempDir()
	for i := range 40 {
		storetest.RandomGame(t, rng, src, fmt.Sprintf("i%02d", i), time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC).Add(time.Duration(i)*time.Hour))
	}
	export := filepath.Join(t.TempDir(), "games.jsonl")
	ok, out := c.run(t, src, cache, time.Minute, "", "export", "--format", "jsonl", "-o", export)
	require.True(t, ok, out)
	wantExport, err := os.ReadFile(export)
	require.NoError(t, err)
	entries := 0
	for _, line := range bytes.Split(wantExport, []byte("\n")) {
		var row struct{ History []json.RawMessage }
		if json.Unmarshal(line, &row) == nil {
			entries += len(row.History)
		}
	}

	pdf := filepath.Join(t.TempDir(), "g.pdf")
	for time.Now().Before(deadline) {
		wait := time.Duration(rng.IntN(40)) * time.Millisecond
		switch rng.IntN(10) {
		case 0, 1, 2, 3: // a turn recorded
			record(wait)
			check("record")
		case 4, 5: // an import, killed, then run again to its end
			into := t.TempDir()
			c.run(t, into, cache, time.Duration(rng.IntN(300))*time.Millisecond, "", "import", export)
			ok, out := c.run(t, into, cache, time.Minute, "", "import", export)
			require.True(t, ok, out)
			c.confirmed += entries
			c.imported += entries
			got := filepath.Join(t.TempDir(), "again.jsonl")
			ok, out = c.run(t, into, cache, time.Minute, "", "export", "--format", "jsonl", "-o", got)
			require.True(t, ok, out)
			data, err := os.ReadFile(got)
			require.NoError(t, err)
			if !bytes.Equal(data, wantExport) {
				c.lost++
				t.Errorf("an import run again after a kill is not the games exported")
			}
			os.RemoveAll(into)
		case 6, 7: // a torn line, repair killed while turns are recorded
			path := filepath.Join(home, game+store.Ext)
			if data, _ := os.ReadFile(path); bytes.HasSuffix(data, []byte("\n")) {
				// A crash leaves one line cut off, never two.
				f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
				require.NoError(t, err)
				f.WriteString(`{"sum":"00000000","at":"2026-12-01T20:00:00Z","kind":"tu`)
				f.Close()
			}
			before, _ := os.ReadFile(path)
			repaired := make(chan struct{})
			go func() {
				defer close(repaired)
				c.run(t, home, cache, wait, "", "repair", game, "--yes")
			}()
			record(time.Duration(rng.IntN(40)) * time.Millisecond)
			<-repaired
			check("repair")
			// A copy kept is the whole file as repair found it.
			baks, _ := filepath.Glob(path + ".bak-*")
			for _, b := range baks {
				data, _ := os.ReadFile(b)
				if !bytes.Equal(data, before) {
					t.Errorf("the copy %s is not the game as it was", b)
				}
				os.Remove(b)
			}
			os.Remove(path + store.TornExt)
		default: // a sheet printed over the one before, killed
			c.run(t, home, cache, time.Duration(rng.IntN(60))*time.Millisecond, "", "pdf", "game", game, "-o", pdf)
			if data, err := os.ReadFile(pdf); err == nil && (!bytes.HasPrefix(data, []byte("%PDF-")) || !bytes.HasSuffix(bytes.TrimSpace(data), []byte("%%EOF"))) {
				t.Errorf("a PDF killed while written is half a PDF (%d bytes)", len(data))
			}
			check("pdf")
		}
	}
	check("the end")
	left, _ := os.ReadDir(filepath.Dir(pdf))
	t.Logf("kill campaign of %v: %d runs, %d kills (by command, runs and kills: %v), %d entries confirmed (%d turns recorded, %d entries imported), %d entries lost; %d games recorded in; %d temporary files a killed pdf left beside its sheet",
		*campaign, c.runs, c.kills, c.bySort, c.confirmed, c.turns, c.imported, c.lost, len(confirmed), len(left)-1)
	fmt.Printf("kill campaign of %v: %d runs, %d kills, %d entries confirmed, %d entries lost\n", *campaign, c.runs, c.kills, c.confirmed, c.lost)
}
