package web_test

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
)

// TestAnEmptyHandIsSaidOnThePage: the page's form of a round, like the
// table, takes an empty hand only when it is said (0 or -): a field left
// empty for a player who did not go out is refused in the reader's
// language, the game file left as it was; a script's "Bo":"" still names
// an empty hand, as record's --left "Bo=" does. The round then shows on
// the page and in show --json with the hand empty and 0 points.
func TestAnEmptyHandIsSaidOnThePage(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t)
	file := filepath.Join(f.env["PROTOKOLL_HOME"], "kort.jsonl")
	before, err := os.ReadFile(file)
	require.NoError(t, err)

	w := f.post(t, "/g/kort/turn?lang=sv", "pin=2468&out=Anna&left0=&left1=&left2=5")
	require.Equal(t, http.StatusSeeOther, w.Code, "refused: the form again on the game's page")
	assert.Contains(t, text(t, f.get(t, back(w)).Body.String()), "Bo: skriv korten kvar på handen, eller 0 (eller -) om inga")
	after, err := os.ReadFile(file)
	require.NoError(t, err)
	assert.Equal(t, before, after, "a refused round leaves the file as it was")
	assert.Contains(t, text(t, f.get(t, "/g/kort?lang=sv").Body.String()), "valörer räcker: K 7 2 E; 0 eller - om inga")

	for _, empty := range []string{"-", "0"} {
		w = f.post(t, "/g/kort/turn", "pin=2468&out=Anna&left0=&left1="+empty+"&left2=5")
		require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	}
	w = f.post(t, "/g/kort/turn", `{"pin":"2468","out":"Cecilia","left":{"Anna":"K","Bo":""}}`)
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	g := rummyJSON(t, f, "kort")
	require.Len(t, g.Results, 4)
	for _, r := range g.Results[1:] {
		assert.NotNil(t, r.Left["Bo"], "an empty hand is [], not null")
		assert.Empty(t, r.Left["Bo"])
	}
	assert.Equal(t, []int{0, 0, 0, 0}, g.Players[1].Points, "Bo went out, then had empty hands")
	live := text(t, f.get(t, "/g/kort").Body.String())
	assert.Contains(t, live, "Next: round 5 of 16")
}

// TestARenameOnThePage: a player renamed (rummy rename, yatzy rename) is
// an entry on the open page, as show --json has it in its history, and
// every part of the page says the new name, never the old.
func TestARenameOnThePage(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t)
	srv := f.serve(t)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	oldName := regexp.MustCompile(`\bBo\b`)

	cards := follow(ctx, t, srv.URL, "kort", 2)
	sheet := follow(ctx, t, srv.URL, "kv%C3%A4ll", 4)
	f.run(t, "rummy", "rename", "kort", "Bo", "Bosse")
	f.run(t, "yatzy", "rename", "kväll", "Bo", "Bosse")
	for _, c := range []struct {
		events <-chan sent
		page   string
	}{{cards, "/g/kort"}, {sheet, "/g/kv%C3%A4ll"}} {
		e := next(t, c.events, 2*time.Second)
		assert.Equal(t, "entry", e.kind, c.page)
		entry := e.data["entry"].(map[string]any)
		assert.Equal(t, "rename", entry["kind"], c.page)
		assert.Equal(t, "Bo", entry["player"], c.page)
		assert.Equal(t, "Bosse", entry["to"], c.page)
		for id, part := range e.data["parts"].(map[string]any) {
			words := text(t, part.(string))
			assert.NotRegexp(t, oldName, words, "%s: part %s", c.page, id)
		}
		assert.Contains(t, text(t, e.data["parts"].(map[string]any)["live"].(string)), "Bosse", c.page)
		page := text(t, f.get(t, c.page).Body.String())
		assert.Contains(t, page, "Bosse", c.page)
		assert.NotRegexp(t, oldName, page, c.page)
	}

	g := rummyJSON(t, f, "kort")
	assert.Equal(t, "Bosse", g.Players[1].Name)
	assert.Equal(t, "Bosse", g.Results[0].Out, "the rounds played are the new name's")
	last := g.History[len(g.History)-1].Event
	assert.Equal(t, "Bo", last.Player)
	assert.Equal(t, "Bosse", last.To)

	// The renamed player's turn taken on the page, by the new name.
	f.run(t, "yatzy", "record", "kväll", "--player", "Anna", "--dice", "55512", "--box", "fives")
	w := f.post(t, "/g/kv%C3%A4ll/turn", "pin=2468&player=Bosse&dice=66624&box=sixes")
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	y := f.run(t, "yatzy", "show", "--json", "kväll")
	var yg view.YatzyGame
	require.NoError(t, json.Unmarshal([]byte(y), &yg))
	assert.Equal(t, 18, *yg.Players[1].Boxes["sixes"])
	assert.Equal(t, "Bosse", yg.Players[1].Name)
}

func rummyJSON(t *testing.T, f *fixture, game string) view.RummyGame {
	t.Helper()
	var g view.RummyGame
	require.NoError(t, json.Unmarshal([]byte(f.run(t, "rummy", "show", "--json", game)), &g))
	return g
}
