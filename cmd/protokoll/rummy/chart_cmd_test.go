package rummy_test

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history/historytest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// TestShowChart: rummy show --chart draws the card game's running
// totals, the lowest ahead: the fixture n2-a, Cecilia ahead from the
// first round; n4-b, Bo and Dan level from round 2.
func TestShowChart(t *testing.T) {
	env := cmdtest.Home(t)
	historytest.Nights(t, store.Store{Dir: env["PROTOKOLL_HOME"]})
	out := cmdtest.MustRun(t, env, "rummy", "show", "n2-a", "--chart")
	assert.Contains(t, out, "Cecilia led from the first round")
	assert.Contains(t, out, "━ Cecilia 5  ━ Anna 10  ━ Dan 25  ━ Bo 65", "the lowest first")
	shared := cmdtest.MustRun(t, env, "--lang", "et", "rummy", "show", "n4-b", "--chart")
	assert.Contains(t, strings.Join(strings.Fields(shared), " "), "Bo, Dan jagasid juhtkohta alates 2. voorust")
}
