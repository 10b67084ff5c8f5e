package ask

import (
	"errors"
	"testing"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
)

// TestEscBacksOutOfLines: typed by a person a line at a time, Esc and
// Enter back out of a question asked while Backing, and only then; a
// script's line is an answer or refused, never a way back.
func TestEscBacksOutOfLines(t *testing.T) {
	ios, _, _ := iostreams.Test("\x1b\n\x1b\nBo\n")
	ios.StdinTTY = true // a person, at a terminal whose output is piped
	a := New(ios, langs[0], langs)
	var asked []string
	err := a.Backing("back", func() error {
		name, err := a.Input("Name", "", func(string) error { return nil })
		asked = append(asked, name)
		return err
	})
	assert.True(t, errors.Is(err, ErrBack), "%v", err)
	assert.Equal(t, []string{""}, asked, "nothing taken")
	name, err := a.Input("Name", "", func(s string) error {
		if s == "\x1b" {
			return errors.New("not a name")
		}
		return nil
	})
	require.NoError(t, err, "not Backing: Esc is a line like any, refused and asked again")
	assert.Equal(t, "Bo", name)

	ios, _, _ = iostreams.Test("\x1b\n")
	script := New(ios, langs[0], langs)
	err = script.Backing("back", func() error {
		_, err := script.Input("Name", "", func(string) error { return nil })
		return err
	})
	assert.NoError(t, err, "a script's line is an answer")
}

// TestEscClearsAMenusFilterFirst: while Backing, Esc in a menu whose
// filter is typed or holds something clears the filter, as a menu's Esc
// does; only the Esc after it backs out.
func TestEscClearsAMenusFilterFirst(t *testing.T) {
	value := 0
	m := newMenu(langs.Lookup("sv"), "Vems poäng?", []Choice{{Label: "Anna"}, {Label: "Bo"}}, &value)
	f := &backField{Field: m, help: "back"}
	esc := tea.KeyMsg{Type: tea.KeyEsc}
	f.Update(tea.KeyMsg{Type: tea.KeyRunes, Runes: []rune("/b")})
	require.Equal(t, "b", string(m.filter))
	_, cmd := f.Update(esc)
	assert.False(t, f.backed, "the filter cleared, not the round")
	assert.Nil(t, cmd)
	assert.Empty(t, m.filter)
	_, cmd = f.Update(esc)
	assert.True(t, f.backed)
	require.NotNil(t, cmd)
	assert.Equal(t, tea.Quit(), cmd())
}
