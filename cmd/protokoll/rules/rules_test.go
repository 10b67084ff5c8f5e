//go:build !race

// The rules command prints what it is asked and starts no goroutine, nor do
// these tests, which run it in the test's own goroutine: they cannot meet
// a race, and run in the pass without the race detector only (which
// spares the race pass linking the whole program for them).

package rules_test

import (
	"strings"
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

// TestRummyRulesSayWhatIsDecided: the rules ask fewer wilds than half of
// a run; holding every meld to it is protokoll's decision, and the page
// says so; the sum meld reads with its N and S, not an example's 3 and
// 30. In each language.
func TestRummyRulesSayWhatIsDecided(t *testing.T) {
	env := cmdtest.Home(t)
	for lang, want := range map[string][]string{
		"en": {"The rules ask that wilds be fewer than half of a run; protokoll holds every meld to it, its own decision",
			"N kort där summan är S N cards whose ranks add up to S"},
		"sv": {"Reglerna kräver att jokrarna är färre än hälften av en stege; protokoll kräver det av varje utläggning, ett eget beslut",
			"N kort där summan är S N kort vars valörer blir S tillsammans"},
		"et": {"Reeglid nõuavad, et jokkereid oleks vähem kui pool reast; protokoll nõuab seda igast kombinatsioonist, oma otsusena",
			"N kort där summan är S N kaarti, mille väärtuste summa on S"},
	} {
		env["COLUMNS"] = "200"
		out := strings.Join(strings.Fields(cmdtest.MustRun(t, env, "--lang", lang, "rules", "rummy")), " ")
		for _, w := range want {
			assert.Contains(t, out, w, lang)
		}
		assert.NotContains(t, out, "30", lang)
	}
}
