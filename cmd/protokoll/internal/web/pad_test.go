package web_test

import (
	"net/http"
	"regexp"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/web"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestThePadWithoutAScript: a Yatzy turn by the pad's forms as a browser
// without the script sends them: five GETs, one a die each, and a POST of
// the box; a die taken back; a strike asked again before it is sent; a
// pad left open while the turn was entered elsewhere starts the next
// player's empty; maxi's rolls chosen, the saved ones said.
func TestThePadWithoutAScript(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.games(t) // kväll: Anna's turn, round 2
	_, cookie := f.unlock(t, "2468", "192.168.1.8")
	require.NotEmpty(t, cookie)
	get := func(target string) string {
		t.Helper()
		w := f.get(t, target, "Cookie: "+cookie)
		require.Equal(t, http.StatusOK, w.Code, target)
		return w.Body.String()
	}
	hidden := regexp.MustCompile(`<form class="pad" [^>]*>\s*<input type="hidden" name="player" value="([^"]*)">\s*<input type="hidden" name="round" value="(\d+)">\s*<input type="hidden" name="dice" value="([1-6]*)">`)
	state := func(page string) (player, round, dice string) {
		t.Helper()
		m := hidden.FindStringSubmatch(page)
		require.NotNil(t, m, "the pad's form")
		return m[1], m[2], m[3]
	}
	page := get("/g/kv%C3%A4ll")
	for i, d := range "55512" {
		p, round, dice := state(page)
		assert.Equal(t, "Anna", p)
		assert.Equal(t, "55512"[:i], dice, "the dice so far")
		assert.NotContains(t, page, `name="box"`, "no box before the dice are all there")
		page = get("/g/kv%C3%A4ll?player=" + p + "&round=" + round + "&dice=" + dice + "&die=" + string(d))
	}
	_, _, dice := state(page)
	assert.Equal(t, "55512", dice)
	assert.Contains(t, page, `<button type="submit" class="die" name="die" value="6" disabled>`, "no sixth die")
	for _, box := range []string{`value="fives">Fives 15<`, `value="chance">Chance 18<`, `value="ones">Ones 1<`} {
		assert.Contains(t, page, box)
	}
	// A die taken back, and another.
	taken := get("/g/kv%C3%A4ll?player=Anna&round=2&dice=55512&drop=3")
	_, _, dice = state(taken)
	assert.Equal(t, "5552", dice)
	assert.Contains(t, taken, `aria-label="Take back a 5"`)
	// A strike asks again; the first tap sends nothing.
	before := string(f.file(t, "kväll"))
	asked := get("/g/kv%C3%A4ll?player=Anna&round=2&dice=55512&strike=yatzy")
	assert.Contains(t, text(t, asked), "Strike Yatzy?")
	assert.Regexp(t, `(?s)<form class="boxes confirm" method="post"[^>]*>.*name="strike" value="1".*<button type="submit" name="box" value="yatzy">Strike: Yatzy</button>`, asked)
	assert.Equal(t, before, string(f.file(t, "kväll")))
	// The box: one POST, no PIN.
	w := f.post(t, "/g/kv%C3%A4ll/turn", "player=Anna&round=2&dice=55512&box=fives", "Cookie: "+cookie)
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	assert.Contains(t, f.run(t, "yatzy", "show", "kväll"), "Next: Bo, round 2 of 15")
	// The page left open at Anna's dice: Bo's pad, empty.
	p, _, dice := state(get("/g/kv%C3%A4ll?player=Anna&round=2&dice=6662&die=6"))
	assert.Equal(t, "Bo", p)
	assert.Empty(t, dice)

	// Maxi: the rolls, the saved ones said.
	f.run(t, "yatzy", "new", "--variant", "maxi", "--players", "Anna,Bo", "--name", "maxi")
	f.run(t, "yatzy", "record", "maxi", "--player", "Anna", "--dice", "666612", "--box", "sixes", "--rolls", "2")
	f.run(t, "yatzy", "record", "maxi", "--player", "Bo", "--dice", "555512", "--box", "fives", "--rolls", "3")
	page = get("/g/maxi?player=Anna&round=2&dice=66661&die=1&setrolls=4")
	assert.Contains(t, page, `aria-label="Rolls used: 4" aria-pressed="true"`)
	assert.Contains(t, text(t, page), "Saved rolls: 1")
	assert.Regexp(t, `(?s)<form class="boxes" [^>]*>.*name="rolls" value="4"`, page, "the box's form sends the rolls")
	w = f.post(t, "/g/maxi/turn", "player=Anna&round=2&dice=666611&rolls=4&box=one_pair", "Cookie: "+cookie)
	require.Equal(t, http.StatusSeeOther, w.Code, w.Body.String())
	assert.True(t, strings.Contains(f.run(t, "yatzy", "show", "maxi"), "Next: Bo, round 2 of 20"))
}

// TestThePadMarksTheBestPlayOnlyWithHints: hints are asked for, never
// pushed: a game started with --hints marks one box, the best play; a
// game without marks none.
func TestThePadMarksTheBestPlayOnlyWithHints(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	f.run(t, "yatzy", "new", "--players", "Anna,Bo", "--name", "utan")
	f.run(t, "yatzy", "new", "--hints", "--players", "Anna,Bo", "--name", "med")
	_, cookie := f.unlock(t, "2468", "192.168.1.8")
	marked := func(game string) int {
		t.Helper()
		w := f.get(t, "/g/"+game+"?player=Anna&round=1&dice=6662&die=4", "Cookie: "+cookie)
		require.Equal(t, http.StatusOK, w.Code)
		require.Contains(t, w.Body.String(), `value="chance"`, "the boxes are drawn")
		return strings.Count(w.Body.String(), `class="best"`)
	}
	assert.Equal(t, 0, marked("utan"), "no hints asked for: nothing marked")
	assert.Equal(t, 1, marked("med"), "hints on: the best play marked")
}

// TestAServedGameWarmsItsTables: the first look at a game on a phone
// starts working out the tables its hints and chances read, in the
// background, so that the first hint does not wait for them.
func TestAServedGameWarmsItsTables(t *testing.T) {
	t.Parallel()
	var asked atomic.Int32
	f := newFixture(t, "", nil, func(s *web.Server) {
		tables := s.Tables
		s.Tables = func() (*tablecache.Tables, error) { asked.Add(1); return tables() }
	})
	f.run(t, "yatzy", "new", "--players", "Anna,Bo", "--name", "kvall")
	require.Equal(t, http.StatusOK, f.get(t, "/g/kvall").Code)
	assert.Positive(t, asked.Load(), "the page asked for the tables")
	tables, err := f.srv.Tables()
	require.NoError(t, err)
	require.Eventually(t, func() bool { return tables.Ready(scoresheet.Scandinavian(), scoresheet.Choices{}) },
		2*time.Minute, 10*time.Millisecond, "the tables warmed within two minutes")
}

// TestThePadMarksMaxisBestPlay: a maxi game with hints on, three boxes
// free and 4 rolls saved, marks one box, the best play for the rolls the
// turn used (those left saved); and its hint page asks for up to 6
// rolls left and ranks the boxes, each saving the rolls left, and keeps.
func TestThePadMarksMaxisBestPlay(t *testing.T) {
	t.Parallel()
	f := newFixture(t, "2468", nil)
	cmdtest.LateMaxi(t, f.run, "m", true, "Anna")
	_, cookie := f.unlock(t, "2468", "192.168.1.8")
	page := func(rolls string) string {
		t.Helper()
		w := f.get(t, "/g/m?player=Anna&round=18&dice=66543&die=2&rolls="+rolls, "Cookie: "+cookie)
		require.Equal(t, http.StatusOK, w.Code)
		require.Contains(t, w.Body.String(), `value="chance"`, "the boxes are drawn")
		return w.Body.String()
	}
	best := regexp.MustCompile(`class="best"[^>]*value="(\w+)"|value="(\w+)"[^>]*class="best"`)
	for _, rolls := range []string{"1", "3", "7"} {
		body := page(rolls)
		assert.Equal(t, 1, strings.Count(body, `class="best"`), "rolls %s: one box marked", rolls)
		m := best.FindStringSubmatch(body)
		require.NotNil(t, m, "rolls %s", rolls)
	}

	w := f.get(t, "/g/m/hint?dice=665432&left=6")
	require.Equal(t, http.StatusOK, w.Code, w.Body.String())
	words := text(t, w.Body.String())
	assert.Contains(t, words, "Rolls left (0–6)")
	assert.Regexp(t, `Chance 26, saving 6 rolls\s+\d+\.\d\d`, words)
	assert.Regexp(t, `keep [1-6 ]+\s+\d+\.\d\d\s+−\d+\.\d\d`, words)
	w = f.get(t, "/g/m/hint?dice=665432&left=7")
	assert.Equal(t, http.StatusBadRequest, w.Code)
	assert.Contains(t, text(t, w.Body.String()), `"7": type a number of rolls from 0 to 6`)
}
