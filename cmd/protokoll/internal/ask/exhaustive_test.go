//go:build !race

// The checks here drive a menu's model by hand and start no goroutine:
// the race detector has nothing to watch in them, and they took ten
// times longer under it. They run in the plain pass.

package ask

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
)

// TestAWindowedMenuShowsItsCursor: a menu longer than its window, from
// any start and after any keys (the arrows, half pages, the ends, a
// number typed, a filter), shows exactly its window's choices with the
// cursor among them, says which in its title, and moves the window only
// when the cursor would leave it.
func TestAWindowedMenuShowsItsCursor(t *testing.T) {
	const n, rows = 22, 5
	var choices []Choice
	for i := range n {
		choices = append(choices, Choice{Label: fmt.Sprintf("choice %c", 'a'+i)})
	}
	keys := []tea.KeyMsg{
		{Type: tea.KeyUp}, {Type: tea.KeyDown}, {Type: tea.KeyDown}, {Type: tea.KeyCtrlD}, {Type: tea.KeyCtrlU},
		{Type: tea.KeyHome}, {Type: tea.KeyEnd}, {Type: tea.KeyRunes, Runes: []rune("k")}, {Type: tea.KeyRunes, Runes: []rune("j")},
		{Type: tea.KeyRunes, Runes: []rune("7")}, {Type: tea.KeyRunes, Runes: []rune("/choice")}, {Type: tea.KeyEsc},
	}
	r := rand.New(rand.NewPCG(3, 4))
	en := catalog.Builtin().Lookup("en")
	for start := range n {
		value := start
		m := newMenu(en, "Which?", choices, &value)
		m.window(rows)
		m.begin()
		for step := range 40 {
			top, p := m.top, m.position()
			k := keys[r.IntN(len(keys))]
			m.Update(k)
			what := fmt.Sprintf("start %d, step %d (%s): from %d, top %d, filter %q, typing %v", start, step, k, p, top, string(m.filter), m.typing)
			q := m.position()
			require.Equal(t, m.shown[q], value, what)
			require.True(t, m.top <= q && q < m.top+rows, "%s: the cursor %d in the window from %d", what, q, m.top)
			if top <= q && q < top+rows && len(m.filter) == 0 && p >= 0 {
				require.Equal(t, top, m.top, "%s: the cursor stayed in the window (at %d), and so did the window", what, q)
			}
			view := m.Select.View()
			require.Contains(t, view, fmt.Sprintf("(%d–%d of %d)", m.top+1, m.top+rows, len(m.shown)), what)
			for i := range choices {
				k := slices.Index(m.shown, i)
				shown := k >= m.top && k < m.top+rows
				require.Equal(t, shown, strings.Contains(view, m.labels[i]+" "), "%s: choice %d shown", what, i)
			}
		}
	}
}
