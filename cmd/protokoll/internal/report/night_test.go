package report

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
)

// TestTheNightsExtrasAreSaidOnce: a player's +100s in one game are one
// line saying how many (they were a line each, the same line twice).
func TestTheNightsExtrasAreSaidOnce(t *testing.T) {
	var b strings.Builder
	rep := Reporter{Out: &b, Lang: catalog.Builtin().Lookup("en")}
	extra := history.Moment{Game: "g", Player: "Ann", What: history.MomentExtraYatzy}
	rep.PrintNight(history.Recap{Day: "2026-12-01", Games: []history.RecapGame{{Name: "g"}},
		Moments: []history.Moment{extra, extra, {Game: "h", Player: "Ann", What: history.MomentExtraYatzy}}})
	assert.Equal(t, 1, strings.Count(b.String(), "Ann: 2 more fives of a kind, +100 each (g)"), b.String())
	assert.Equal(t, 1, strings.Count(b.String(), "Ann: another five of a kind, +100 (h)"), b.String())
	assert.Equal(t, 2, strings.Count(b.String(), "+100"), b.String())
}
