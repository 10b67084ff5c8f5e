package games_test

import (
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store/storetest"
)

// inZone runs the rest of the test with the machine's time zone name.
func inZone(t *testing.T, name string) {
	t.Helper()
	loc, err := time.LoadLocation(name)
	require.NoError(t, err)
	saved := time.Local
	time.Local = loc
	t.Cleanup(func() { time.Local = saved })
}

// TestTheIndexKeepsNoTimeZone: a game played at 05:00 UTC on the 1st of
// December was played on the 30th of November in Pago Pago. Counted
// through an index made in UTC, it is a game of the 30th there, as the
// files say.
func TestTheIndexKeepsNoTimeZone(t *testing.T) {
	inZone(t, "UTC")
	env := cmdtest.Home(t)
	env["PROTOKOLL_CACHE"] = t.TempDir()
	dir := env["PROTOKOLL_HOME"]
	storetest.RandomGame(t, rand.New(rand.NewPCG(1, 1)), dir, "g", time.Date(2026, 12, 1, 5, 0, 0, 0, time.UTC))
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "h")
	recapUTC := cmdtest.MustRun(t, env, "recap", "g", "--json") // the index, made in UTC
	assert.Contains(t, recapUTC, `"day": "2026-12-01"`)

	inZone(t, "Pacific/Pago_Pago")
	fresh := cmdtest.Home(t)
	fresh["PROTOKOLL_HOME"], fresh["PROTOKOLL_CACHE"] = dir, t.TempDir()
	for _, args := range [][]string{{"recap", "g", "--json"}, {"recap", "2026-11-30", "--json"}, {"recap", "2026-12-01", "--json"}, {"stats", "--json", "--since", "2026-12-01"}, {"stats", "--json", "--until", "2026-11-30"}, {"games", "--json"}} {
		assert.Equal(t, cmdtest.Run(t, fresh, "", args...), cmdtest.Run(t, env, "", args...), "%v", args)
	}
	assert.Contains(t, cmdtest.MustRun(t, env, "recap", "g", "--json"), `"day": "2026-11-30"`)
}

// TestCommandsAgreeWithAndWithoutTheIndex: whatever is done to the game
// files and in whatever time zone, stats, recap and games say the same
// through the index as with every file read afresh (a cache folder of
// their own each time).
func TestCommandsAgreeWithAndWithoutTheIndex(t *testing.T) {
	zones := []string{"UTC", "Pacific/Pago_Pago", "Pacific/Kiritimati", "America/St_Johns", "Europe/Stockholm"}
	inZone(t, "UTC")
	rng := rand.New(rand.NewPCG(25, 12))
	base := time.Date(2026, 11, 30, 0, 0, 0, 0, time.UTC)
	rounds := 4
	if storetest.UnderRace {
		rounds = 2 // the race detector's pass looks for races, not cases
	}
	for round := range rounds {
		env := cmdtest.Home(t)
		env["PROTOKOLL_CACHE"] = t.TempDir()
		dir := env["PROTOKOLL_HOME"]
		for i := range 3 + rng.IntN(4) {
			storetest.RandomGame(t, rng, dir, fmt.Sprintf("g%d", i), base.Add(time.Duration(rng.IntN(72*60))*time.Minute))
		}
		did := "made"
		for step := range 6 {
			inZone(t, zones[rng.IntN(len(zones))])
			fresh := cmdtest.Home(t)
			fresh["PROTOKOLL_HOME"], fresh["PROTOKOLL_CACHE"] = dir, t.TempDir()
			for _, args := range [][]string{
				{"stats", "--json"}, {"stats", "--json", "--since", "2026-12-01"}, {"stats", "--json", "--until", "2026-11-30"},
				{"recap", "--json"}, {"recap", "2026-11-30", "--json"}, {"recap", "2026-12-01", "--json"}, {"recap", "2026-12-02", "--json"},
				{"games", "--json"}, {"games"},
			} {
				want := cmdtest.Run(t, fresh, "", args...)
				for pass := range 2 {
					require.Equal(t, want, cmdtest.Run(t, env, "", args...), "round %d step %d (%s, in %s) pass %d: %v", round, step, did, time.Local, pass, args)
				}
			}
			did = storetest.EditRandom(t, rng, dir, env["PROTOKOLL_CACHE"], base.Add(time.Duration(rng.IntN(72))*time.Hour))
		}
	}
}
