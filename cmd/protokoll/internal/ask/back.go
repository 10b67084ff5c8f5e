package ask

import (
	"errors"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
)

// ErrBack is returned by a question answered with Esc while Backing: the
// questions asked since it began are to be forgotten, nothing of them
// taken.
var ErrBack = errors.New("backed out")

// escLine is Esc typed as a line, where the answers are read a line at
// a time (a terminal the output of which is not one).
const escLine = "\x1b"

// Backing asks the questions of ask with Esc backing out of them: a
// question answered with Esc ends with ErrBack, which Backing returns
// as ask passes it on, and the help under each form says Esc and help
// ("back to who went out"). A script's lines never back out: they
// answer or are refused.
func (a *Asker) Backing(help string, ask func() error) error {
	before := a.back
	a.back = help
	defer func() { a.back = before }()
	return ask()
}

// backing is what a form run while Backing knows of Esc: whether it was
// pressed, and the menu whose filter Esc clears first.
type backing struct {
	menu   *menu
	backed bool
}

// takes reports whether msg is the Esc that backs out, and notes it; an
// Esc that clears a menu's filter is the menu's.
func (b *backing) takes(msg tea.Msg) bool {
	if b == nil {
		return false
	}
	k, ok := msg.(tea.KeyMsg)
	if !ok || k.Type != tea.KeyEsc || k.Alt {
		return false
	}
	if b.menu != nil && (b.menu.typing || len(b.menu.filter) > 0) {
		return false
	}
	b.backed = true
	return true
}

// backField is a field whose help says what Esc does.
type backField struct {
	huh.Field
	help string
}

// KeyBinds are the field's keys, Esc first: a narrow terminal cuts the
// help's end, and the way back is what a slip looks for.
func (f backField) KeyBinds() []key.Binding {
	return append([]key.Binding{key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", f.help))}, f.Field.KeyBinds()...)
}

func (f backField) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	m, cmd := f.Field.Update(msg)
	f.Field = m.(huh.Field)
	return f, cmd
}
