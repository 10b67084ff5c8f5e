package ask

import (
	"fmt"
	"testing"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
)

// boxMenu is a careful menu as the table's box menu is: boxes 1, 4, 10
// and 12 of a sheet free (Ones, Fours, Four of a kind, Yatzy), then two
// commands numbered after the sheet's 15 boxes, the cursor opening on
// Four of a kind, and a clock the test moves.
func boxMenu(t *testing.T) (*menu, *int, *time.Time) {
	t.Helper()
	choices := []Choice{
		{Label: "Ones      3", Number: 1}, {Label: "Fours     4", Number: 4},
		{Label: "Four of a kind 20", Number: 10}, {Label: "Yatzy     0", Number: 12},
		{Label: "(sheet)", Number: 16}, {Label: "(quit)", Number: 17},
	}
	value := 2
	m := newMenu(catalog.Builtin().Lookup("en"), "Which box?", choices, &value)
	m.careful = &Careful{Dice: func(typed string) string { return fmt.Sprintf("choose a box for %s first", typed) }}
	now := time.Date(2026, 12, 7, 20, 0, 0, 0, time.UTC)
	m.now = func() time.Time { return now }
	m.begin()
	return m, &value, &now
}

// seen draws m and lets the time a key typed before it takes to come pass.
func seen(m *menu, now *time.Time) {
	m.drawn()
	*now = now.Add(settle)
}

func keyed(s string) tea.KeyMsg { return tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune(s)} }

var enter = tea.KeyMsg{Type: tea.KeyEnter}

// chooses reports whether k chose the choice under the cursor: the
// Select, given Enter, answers with a command (the form's next field).
func chooses(m *menu, k tea.KeyMsg) bool {
	_, cmd := m.Update(k)
	return cmd != nil
}

// TestKeysTypedAheadChooseNothing: keys that come before the box menu
// is drawn (typed for the dice prompt) move nothing and choose nothing;
// Enter on the box it opened on is taken only once the menu has been on
// the screen a glance; a key of the person's makes the Enter after it
// theirs at once.
func TestKeysTypedAheadChooseNothing(t *testing.T) {
	m, value, now := boxMenu(t)
	assert.False(t, chooses(m, keyed("1")), "before the menu is drawn")
	assert.Equal(t, 2, *value, "a number typed ahead moves nothing")
	assert.False(t, chooses(m, enter), "Enter typed ahead")
	m.drawn()
	assert.False(t, chooses(m, keyed("6")), "read just after the menu was drawn: typed before it")
	assert.False(t, chooses(m, tea.KeyMsg{Type: tea.KeyCtrlJ}), "an Enter typed ahead, turned into Ctrl-J")
	assert.Equal(t, 2, *value)
	*now = now.Add(glance / 2)
	assert.False(t, chooses(m, tea.KeyMsg{Type: tea.KeyCtrlJ}), "an Enter typed ahead, turned into Ctrl-J")
	assert.Equal(t, 2, *value, "Ctrl-J, huh's down, moved nothing")
	assert.False(t, chooses(m, enter), "a second Enter, before the menu could be seen")
	assert.Equal(t, 2, *value)
	*now = now.Add(glance)
	assert.True(t, chooses(m, enter), "Enter on the box seen")

	m, value, now = boxMenu(t)
	seen(m, now)
	m.Update(tea.KeyMsg{Type: tea.KeyUp})
	assert.Equal(t, 1, *value)
	assert.True(t, chooses(m, enter), "Enter after an arrow is the person's, however soon")

	m, value, now = boxMenu(t)
	seen(m, now)
	m.Update(keyed("4"))
	assert.Equal(t, 1, *value, "4 is Fours' place on the sheet, the second choice shown")
	assert.True(t, chooses(m, enter))
}

// TestDiceAtTheMenuChooseNothing: five or six digits typed at an open
// box menu, one key at a time, all at once or with spaces, leave the
// cursor where it was, say so, and the Enter after them chooses nothing;
// box numbers of one or two digits still jump.
func TestDiceAtTheMenuChooseNothing(t *testing.T) {
	for name, keys := range map[string][]tea.KeyMsg{
		"typed":       {keyed("5"), keyed("5"), keyed("4"), keyed("3"), keyed("2")},
		"at once":     {keyed("554321")},
		"with spaces": {keyed("5"), {Type: tea.KeySpace, Runes: []rune{' '}}, keyed("5"), {Type: tea.KeySpace, Runes: []rune{' '}}, keyed("4"), keyed("3"), keyed("2")},
		"space runes": {keyed("5"), keyed(" "), keyed("5"), keyed(" "), keyed("4"), keyed(" "), keyed("3"), keyed("2")},
		"pasted":      {keyed("5 5 4 3 2")},
	} {
		m, value, now := boxMenu(t)
		seen(m, now)
		*now = now.Add(time.Hour) // long seen
		for _, k := range keys {
			m.Update(k)
		}
		require.Equal(t, 2, *value, "%s: the cursor where it was", name)
		assert.Contains(t, m.Select.View(), "choose a box for 5", name)
		assert.False(t, chooses(m, enter), "%s: the Enter after the dice", name)
		assert.Equal(t, 2, *value, name)
		assert.Contains(t, m.Select.View(), "choose a box for 5", "%s: said until the next key", name)
		m.Update(tea.KeyMsg{Type: tea.KeyDown})
		assert.NotContains(t, m.Select.View(), "choose a box for", "%s: said until the next key", name)
		assert.True(t, chooses(m, enter), "%s: a box chosen after them", name)
	}
	m, value, now := boxMenu(t)
	seen(m, now)
	m.Update(keyed("1"))
	m.Update(keyed("2"))
	assert.Equal(t, 3, *value, "12 is Yatzy's place")
	m.Update(tea.KeyMsg{Type: tea.KeyUp})
	m.Update(keyed("1"))
	m.Update(keyed("6"))
	assert.Equal(t, 4, *value, "16, the sheet, after the boxes: 1 alone names none, and waits for the 6")
	assert.True(t, chooses(m, enter))
}

// TestTheFilterNeverPicksSilently: /four with Fours and Four of a kind
// shown chooses neither on Enter and names both, by their places; an
// arrow among them, or more of the name, chooses.
func TestTheFilterNeverPicksSilently(t *testing.T) {
	m, value, now := boxMenu(t)
	seen(m, now)
	m.Update(keyed("/four"))
	assert.False(t, chooses(m, enter))
	assert.Contains(t, m.Select.View(), "/four could be 4. Fours     4, 10. Four of a kind 20")
	m.Update(tea.KeyMsg{Type: tea.KeyDown})
	assert.Equal(t, 2, *value)
	assert.True(t, chooses(m, enter), "chosen with an arrow")

	m, value, now = boxMenu(t)
	seen(m, now)
	m.Update(keyed("/four "))
	assert.True(t, chooses(m, enter), "one choice left")
	assert.Equal(t, 2, *value)
}

// TestTwoDigitPlacesWithTheirFirstFilled: with only Chance (14) and
// Yatzy (15) free, 1 then 4 is Chance: the 1, no box's place of itself,
// waits for the digit after it.
func TestTwoDigitPlacesWithTheirFirstFilled(t *testing.T) {
	value := 1
	m := newMenu(catalog.Builtin().Lookup("en"), "Which box?", []Choice{{Label: "Chance 20", Number: 14}, {Label: "Yatzy 0", Number: 15}, {Label: "(quit)", Number: 22}}, &value)
	m.begin()
	m.Update(keyed("1"))
	assert.Equal(t, 1, value, "1 names no box")
	m.Update(keyed("4"))
	assert.Equal(t, 0, value, "14: Chance")
	m.Update(keyed("22"))
	assert.Equal(t, 2, value)
	assert.Contains(t, m.Select.View(), "14. Chance 20")
}

// TestAnEnterTooSoonIsAnswered: an Enter on the box the menu opened on,
// read after the keys typed ahead and before a glance, chooses nothing
// but is never met with silence: the menu says to press it once more,
// and the next Enter, once seen, chooses.
func TestAnEnterTooSoonIsAnswered(t *testing.T) {
	m, value, now := boxMenu(t)
	seen(m, now)
	assert.NotContains(t, m.View(), "Enter once more")
	assert.False(t, chooses(m, enter), "an Enter before a glance")
	assert.Equal(t, 2, *value)
	assert.Contains(t, m.View(), "Enter once more to choose 10. Four of a kind")
	*now = now.Add(glance)
	assert.True(t, chooses(m, enter), "the Enter pressed once more")

	m, _, now = boxMenu(t)
	m.drawn()
	assert.False(t, chooses(m, enter), "an Enter typed ahead, within the settle")
	assert.NotContains(t, m.View(), "Enter once more", "typed ahead: dropped, not answered")
}

// TestTheFilterFindsEveryName: / followed by a box's other name whole
// (yahtzee, on a Swedish standard sheet whose box is Fem lika) finds
// that box, and Enter takes it.
func TestTheFilterFindsEveryName(t *testing.T) {
	value := 0
	m := newMenu(catalog.Builtin().Lookup("sv"), "Vilken ruta?", []Choice{
		{Label: "Sexor     30", Aliases: []string{"sexor"}, Exact: []string{"sixes"}, Number: 6},
		{Label: "Fem lika  50", Aliases: []string{"fem lika"}, Exact: []string{"yahtzee", "Yatzy"}, Number: 12},
	}, &value)
	m.begin()
	m.Update(keyed("/yatzy"))
	assert.NotContains(t, m.Select.View(), "inget matchar")
	assert.Equal(t, 1, value)
	assert.True(t, chooses(m, enter), "the one box so called")
	assert.Equal(t, 1, value)
}

// TestEnterOnceMoreGoesWithTheCursor: what an Enter too soon says names
// the box under the cursor, and is gone once a number moves it.
func TestEnterOnceMoreGoesWithTheCursor(t *testing.T) {
	m, value, now := boxMenu(t)
	seen(m, now)
	assert.False(t, chooses(m, enter))
	m.Update(keyed("4"))
	assert.Equal(t, 1, *value)
	assert.NotContains(t, m.View(), "Enter once more", "said of Four of a kind, the cursor now on Fours")
}
