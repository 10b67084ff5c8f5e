package render

import (
	"strings"
	"testing"
	"time"

	"github.com/charmbracelet/lipgloss"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

func TestSheet(t *testing.T) {
	s, err := scoresheet.NewSheet(scoresheet.Standard(), []string{"Anna", "Bo"}, scoresheet.Choices{})
	require.NoError(t, err)
	for _, e := range []scoresheet.Event{
		scoresheet.Turn("Anna", scoresheet.Yatzy, scoresheet.Roll{6, 6, 6, 6, 6}, 0, false),
		scoresheet.Turn("Bo", scoresheet.Sixes, scoresheet.Roll{1, 2, 3, 4, 5}, 0, true),
		scoresheet.Turn("Anna", scoresheet.Sixes, scoresheet.Roll{6, 6, 6, 6, 6}, 0, false),
	} {
		require.NoError(t, s.Apply(e))
	}
	var b strings.Builder
	Sheet(&b, s, langs.Lookup("sv"), 80)
	out := b.String()
	lines := strings.Split(strings.TrimSpace(out), "\n")
	row := func(label string) string {
		for _, l := range lines {
			if strings.HasPrefix(l, "│ "+label+" ") {
				return strings.Join(strings.Fields(strings.ReplaceAll(l, "│", " ")), " ")
			}
		}
		t.Fatalf("no row %q in\n%s", label, out)
		return ""
	}
	assert.Equal(t, "Anna Bo", strings.Join(strings.Fields(strings.ReplaceAll(lines[1], "│", " ")), " "))
	assert.Equal(t, "Sexor 30 "+Struck, row("Sexor"))
	assert.Equal(t, "Summa 30 0", row("Summa"))
	assert.Equal(t, "Takt +12 -18", row("Takt"))
	assert.Equal(t, "Kvar till bonus 33 63", row("Kvar till bonus"))
	assert.Equal(t, "Fem lika 50", row("Fem lika"))
	assert.Equal(t, "Bonus fem lika 100 0", row("Bonus fem lika"))
	assert.Equal(t, "Totalt 180 0", row("Totalt"))
	assert.NotContains(t, out, "\x1b[", "no colour codes when not writing to a terminal")
	// Every line is as wide as the table.
	w := len([]rune(lines[0]))
	for _, l := range lines {
		assert.Equal(t, w, len([]rune(l)), l)
	}
}

func TestPace(t *testing.T) {
	assert.Equal(t, "±0", Pace(0))
	assert.Equal(t, "+3", Pace(3))
	assert.Equal(t, "-12", Pace(-12))
}

// TestRummyMarksWhoWentOut in every round, whatever their score: a
// Yatzy-chans can take it below 0.
func TestRummyMarksWhoWentOut(t *testing.T) {
	l, err := contracts.LookupList("12")
	require.NoError(t, err)
	g, err := contracts.NewGame(l, []string{"Anna", "Bo", "Cecilia"}, "")
	require.NoError(t, err)
	k, _ := contracts.ParseCards("K")
	for i := range 6 {
		r := &contracts.Result{Out: "Anna", Left: map[string][]contracts.Card{"Bo": k, "Cecilia": k}}
		if i == 5 { // Yatzy-chans: Anna's three-card triss counts -30
			r.Special = map[string]int{"Anna": 3}
		}
		require.NoError(t, g.Apply(contracts.GameEvent{Kind: contracts.KindRound, Result: r}))
	}
	var b strings.Builder
	Rummy(&b, g, langs.Lookup("en"), 80)
	assert.Equal(t, 5, strings.Count(b.String(), " 0 ★"))
	assert.Contains(t, b.String(), "-30 ★")
}

// TestEightPlayersFitIn80Columns, however long their names, in every
// language and variant.
func TestEightPlayersFitIn80Columns(t *testing.T) {
	names := []string{"Maximiliana", "Bartholomew", "Cecilia-Lovisa", "Dan", "Evangelina", "Fia", "Göran-Gustav", "Hjördis"}
	for _, v := range scoresheet.Variants() {
		for _, lang := range langs {
			s, err := scoresheet.NewSheet(v, names, scoresheet.Choices{})
			require.NoError(t, err)
			var b strings.Builder
			Sheet(&b, s, lang, 80)
			for _, l := range strings.Split(strings.TrimSpace(b.String()), "\n") {
				assert.LessOrEqual(t, lipgloss.Width(l), 80, "%s %s: %s", v.ID, lang.Tag, l)
			}
			assert.Contains(t, b.String(), "Dan", "short names stay whole")
		}
	}
}

func TestBonusOutOfReachIsNotAStrike(t *testing.T) {
	s, err := scoresheet.NewSheet(scoresheet.Scandinavian(), []string{"Anna"}, scoresheet.Choices{})
	require.NoError(t, err)
	for _, b := range []scoresheet.Box{scoresheet.Sixes, scoresheet.Fives, scoresheet.Fours} {
		require.NoError(t, s.Apply(scoresheet.Turn("Anna", b, scoresheet.Roll{1, 1, 1, 2, 3}, 0, true)))
	}
	var b strings.Builder
	Sheet(&b, s, langs.Lookup("en"), 80)
	assert.Regexp(t, `│ Bonus\s+│\s+`+OutOfReach+` │`, b.String())
	assert.Regexp(t, `│ Bonus needed\s+│\s+│`, b.String(), "nothing needed for a bonus out of reach")

	s, err = scoresheet.NewSheet(scoresheet.Scandinavian(), []string{"Anna"}, scoresheet.Choices{})
	require.NoError(t, err)
	require.NoError(t, s.Apply(scoresheet.Turn("Anna", scoresheet.Sixes, scoresheet.Roll{6, 6, 1, 2, 3}, 0, false)))
	b.Reset()
	Sheet(&b, s, langs.Lookup("en"), 80)
	assert.Regexp(t, `│ Bonus needed\s+│\s+51 │`, b.String(), "within reach: what it lacks")
}

// langs are the languages the program speaks.
var langs = catalog.Builtin()

// TestAGameOfSecondsIsUnderAMinute: a game played in seconds (piped in)
// says so, not "1 min" beside its JSON's 0 seconds.
func TestAGameOfSecondsIsUnderAMinute(t *testing.T) {
	en := langs.Lookup("en")
	assert.Equal(t, "under a minute", Played(en, 20*time.Second))
	assert.Equal(t, "1 min", Played(en, 40*time.Second))
	assert.Equal(t, "1 h 05 min", Played(en, 65*time.Minute))
}
