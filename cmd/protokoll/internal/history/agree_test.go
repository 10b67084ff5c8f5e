package history_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store/storetest"
)

// zones are time zones far apart, where a game's day differs: a day
// behind UTC, a day ahead, half hours, and summer time.
func zones(t *testing.T) []*time.Location {
	t.Helper()
	var out []*time.Location
	for _, name := range []string{"UTC", "Pacific/Pago_Pago", "Pacific/Kiritimati", "America/St_Johns", "Europe/Stockholm", "Asia/Kathmandu"} {
		loc, err := time.LoadLocation(name)
		require.NoError(t, err)
		out = append(out, loc)
	}
	return out
}

// inZone runs the rest of the test with loc as the machine's time zone.
func inZone(t *testing.T, loc *time.Location) {
	saved := time.Local
	time.Local = loc
	t.Cleanup(func() { time.Local = saved })
}

// TestIndexAgreesWithAFreshReading: whatever is done to the game files
// and the index — games played on, added and removed, bytes flipped and
// files cut short with their time of change kept, the index damaged —
// and in whatever time zone the index was made and is read, the results
// through the index are those of the files read afresh, and so is every
// figure made of them: the statistics under every filter, every night's
// recap, the games that do not read.
func TestIndexAgreesWithAFreshReading(t *testing.T) {
	rounds := 6
	if testing.Short() || storetest.UnderRace {
		rounds = 3 // the race detector's pass looks for races, not cases
	}
	agreeOverEdits(t, rand.New(rand.NewPCG(25, 2026)), rounds, nil)
}

// agreeOverEdits checks, rounds times over, that random games' index
// agrees with their files (agree) after each of eight random edits;
// between, when not nil, is done to the index before each edit.
func agreeOverEdits(t *testing.T, rng *rand.Rand, rounds int, between func(s store.Store, cache string)) {
	locs := zones(t)
	inZone(t, time.UTC)
	for round := range rounds {
		dir, cache := t.TempDir(), t.TempDir()
		// Games begun around midnight in one zone or another.
		base := time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC)
		for i := range 3 + rng.IntN(6) {
			created := base.Add(time.Duration(rng.IntN(72*60)) * time.Minute)
			storetest.RandomGame(t, rng, dir, "g"+string(rune('a'+i)), created)
		}
		s := store.Store{Dir: dir}
		did := "made"
		for step := range 8 {
			time.Local = locs[rng.IntN(len(locs))]
			what := fmt.Sprintf("round %d, step %d (%s, in %s)", round, step, did, time.Local)
			agree(t, s, cache, base, what)
			if between != nil {
				between(s, cache)
			}
			did = storetest.EditRandom(t, rng, dir, cache, base.Add(time.Duration(rng.IntN(72))*time.Hour))
		}
	}
}

// TestIndexTrustingItsStatsAgreesWithAFreshReading is
// TestIndexAgreesWithAFreshReading with the index trusting its games'
// Stats: each time it is made, it is aged as if made long after the
// files' last changes, and each edit comes a tick of the file system's
// clock after the index's reading, as a person's edits do. Played on,
// flipped, cut with its time kept, removed or added, a game is still
// read again, by its Stat.
func TestIndexTrustingItsStatsAgreesWithAFreshReading(t *testing.T) {
	dir := t.TempDir()
	if !(store.Store{Dir: dir}).StatTells() {
		t.Skip("the test folder's file system tells nothing by its Stat: every file is read, as the test above checks")
	}
	probe, p := filepath.Join(dir, "probe"+store.Ext), store.Store{Dir: dir}
	require.NoError(t, os.WriteFile(probe, []byte("a"), 0o600))
	before, _ := p.Stat("probe")
	time.Sleep(tick)
	require.NoError(t, os.WriteFile(probe, []byte("b"), 0o600))
	if after, _ := p.Stat("probe"); after.Ctime == before.Ctime {
		t.Skip("the file system's clock is coarser than a tick: an edit could keep the Stat the index aged here saw")
	}
	require.NoError(t, os.Remove(probe))
	rounds := 4
	if testing.Short() || storetest.UnderRace {
		rounds = 2
	}
	agreeOverEdits(t, rand.New(rand.NewPCG(28, 2026)), rounds, func(s store.Store, cache string) {
		history.AgeIndex(s, cache, time.Hour)
		time.Sleep(tick)
	})
}

// tick is more than a tick of the system's clock that file times are
// taken from (a jiffy: 10 ms at the least common HZ=100).
const tick = 15 * time.Millisecond

// agree checks that the index in cache gives what the files of s give.
func agree(t *testing.T, s store.Store, cache string, base time.Time, what string) {
	t.Helper()
	fresh, freshDamaged, err := history.Results(s, gamekind.Builtin(), "")
	require.NoError(t, err)
	for pass := range 2 { // the index brought up to date, then read back
		indexed, damaged, err := history.Results(s, gamekind.Builtin(), cache)
		require.NoError(t, err)
		require.Equal(t, byName(fresh), byName(indexed), "%s: the results (pass %d)", what, pass)
		require.Equal(t, names(freshDamaged), names(damaged), "%s: the games that do not read (pass %d)", what, pass)
		for _, f := range filters(base) {
			require.Equal(t, asJSON(t, history.Compute(gamekind.Builtin(), fresh, f, nil)), asJSON(t, history.Compute(gamekind.Builtin(), indexed, f, nil)), "%s: statistics %+v", what, f)
		}
		for _, day := range days(fresh) {
			require.Equal(t, asJSON(t, night(t, s, fresh, day)), asJSON(t, night(t, s, indexed, day)), "%s: the night of %s", what, day)
		}
	}
}

// filters are the statistics' filters to compare under: none, days
// around the games', a kind, the latest games.
func filters(base time.Time) []history.Filter {
	out := []history.Filter{{}, {Game: store.GameYatzy}, {Game: store.GameRummy}, {Last: 2}, {Players: []string{"Anna", "Bo"}}}
	for d := -1; d < 4; d++ {
		day := time.Date(base.Year(), base.Month(), base.Day()+d, 0, 0, 0, 0, time.Local)
		out = append(out, history.Filter{Since: day}, history.Filter{Until: day}, history.Filter{Since: day, Until: day})
	}
	return out
}

// days are the days the games were played, here.
func days(rs []history.Result) []time.Time {
	var out []time.Time
	for _, r := range rs {
		p := r.Played.Local()
		out = append(out, time.Date(p.Year(), p.Month(), p.Day(), 0, 0, 0, 0, time.Local))
	}
	slices.SortFunc(out, func(a, b time.Time) int { return a.Compare(b) })
	return slices.CompactFunc(out, func(a, b time.Time) bool { return a.Equal(b) })
}

// night recaps day as recap does: the night's games read, the records
// before it from all.
func night(t *testing.T, s store.Store, all []history.Result, day time.Time) history.Recap {
	var names []string
	for _, r := range all {
		if history.SameDay(r.Played, day) {
			names = append(names, r.Name)
		}
	}
	var (
		games []history.Game
		mu    sync.Mutex
	)
	_, err := history.EachOf(s, gamekind.Builtin(), names, func(g history.Game) { mu.Lock(); games = append(games, g); mu.Unlock() })
	require.NoError(t, err)
	return history.NightOf(gamekind.Builtin(), all, games, day)
}

func byName(rs []history.Result) []history.Result {
	out := slices.Clone(rs)
	slices.SortFunc(out, func(a, b history.Result) int { return strings.Compare(a.Name, b.Name) })
	return out
}

func names(ds []history.Damaged) []string {
	out := []string{}
	for _, d := range ds {
		out = append(out, d.Name)
	}
	return out
}

func asJSON(t *testing.T, v any) string {
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}
