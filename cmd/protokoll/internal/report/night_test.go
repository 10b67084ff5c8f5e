package report

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// TestTheNightsExtrasAreSaidOnce: a player's +100s in one game are one
// line saying how many (they were a line each, the same line twice).
func TestTheNightsExtrasAreSaidOnce(t *testing.T) {
	var b strings.Builder
	rep := Reporter{Out: &b, Lang: catalog.Builtin().Lookup("en"), Kinds: gamekind.Builtin()}
	extra := history.Moment{Game: "g", Player: "Ann", What: history.MomentExtraYatzy}
	rep.PrintNight(history.Recap{Day: "2026-12-01", Games: []history.RecapGame{{Name: "g"}},
		Moments: []history.Moment{extra, extra, {Game: "h", Player: "Ann", What: history.MomentExtraYatzy}}})
	assert.Equal(t, 1, strings.Count(b.String(), "Ann: 2 more fives of a kind, +100 each (g)"), b.String())
	assert.Equal(t, 1, strings.Count(b.String(), "Ann: another five of a kind, +100 (h)"), b.String())
	assert.Equal(t, 2, strings.Count(b.String(), "+100"), b.String())
}

// TestTheNightsYatzysByTheirBoxesNames: a recap names the box as the
// game's sheet does, in each language: standard's is five of a kind,
// maxi's Maxi Yatzy, not "a Yatzy".
func TestTheNightsYatzysByTheirBoxesNames(t *testing.T) {
	games := []history.RecapGame{
		{Name: "s", Kind: store.GameYatzy, Of: "scandinavian"},
		{Name: "st", Kind: store.GameYatzy, Of: "standard"},
		{Name: "m", Kind: store.GameYatzy, Of: "maxi+8025ca4d"},
	}
	var moments []history.Moment
	for _, g := range games {
		moments = append(moments, history.Moment{Game: g.Name, Player: "Ann", What: history.MomentYatzy})
	}
	for lang, want := range map[string][]string{
		"en": {"Ann: Yatzy (s)", "Ann: Five of a kind (st)", "Ann: Maxi Yatzy (m)"},
		"sv": {"Ann: Yatzy (s)", "Ann: Fem lika (st)", "Ann: Maxi Yatzy (m)"},
		"et": {"Ann: Yatzy (s)", "Ann: Viisik (st)", "Ann: Maxi Yatzy (m)"},
	} {
		var b strings.Builder
		rep := Reporter{Out: &b, Lang: catalog.Builtin().Lookup(lang), Kinds: gamekind.Builtin()}
		rep.PrintNight(history.Recap{Day: "2026-12-01", Games: games, Moments: moments})
		for _, w := range want {
			assert.Contains(t, b.String(), w, lang)
		}
	}
}
