//go:build !race

// The rules command prints what it is asked and starts no goroutine, nor do
// these tests, which run it in the test's own goroutine: they cannot meet
// a race, and run in the pass without the race detector only (which
// spares the race pass linking the whole program for them).

package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

func TestRulesPages(t *testing.T) {
	env := cmdtest.Home(t)
	out := cmdtest.MustRun(t, env, "rules", "yatzy")
	assert.Contains(t, out, "Small straight   1-2-3-4-5 = 15           1 2 3 4 5      15")
	assert.Contains(t, out, "Bonus: 50 points when the upper boxes (Ones to Sixes) make 63 or more")
	out = cmdtest.MustRun(t, env, "--lang", "sv", "rules", "yatzy", "--variant", "standard")
	assert.Contains(t, out, "Liten stege     4 i följd = 30")
	assert.Contains(t, out, "Bonus fem lika  +100")
	out = cmdtest.MustRun(t, env, "--lang", "et", "rules", "yatzy", "--variant", "maxi")
	assert.Contains(t, out, "Maxi Yatzy  6 ühesugust = 100")
	out = cmdtest.MustRun(t, env, "--lang", "sv", "rules", "rummy")
	assert.Contains(t, out, "Poäng kvar på handen: 2 = 25   E = 20   10 Kn D K = 10   3–9 = 5")
	assert.Contains(t, out, "Högst 3 köp per omgång (17 kort)")
	assert.Contains(t, out, "varannanfärgkortsstege")
	r := cmdtest.Run(t, env, "", "rules", "yatzy", "--variant", "kniffel")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `unknown variant "kniffel"`)
}
