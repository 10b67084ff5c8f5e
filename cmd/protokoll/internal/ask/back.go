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

// backable is f as a form shows it: while Backing, in a backField.
func (a *Asker) backable(f huh.Field) huh.Field {
	if a.back == "" {
		return f
	}
	return &backField{Field: f, help: a.back}
}

// backed reports whether the form of field ended with the Esc that backs
// out.
func backed(field huh.Field) bool {
	b, ok := field.(*backField)
	return ok && b.backed
}

// A backField is a field Esc backs out of: Esc ends the form (its answer
// is none), and the help says what it does. An Esc that clears a menu's
// filter is the menu's.
type backField struct {
	huh.Field
	help   string
	backed bool
}

// KeyBinds are the field's keys, Esc first: a narrow terminal cuts the
// help's end, and the way back is what a slip looks for.
func (f *backField) KeyBinds() []key.Binding {
	return append([]key.Binding{key.NewBinding(key.WithKeys("esc"), key.WithHelp("esc", f.help))}, f.Field.KeyBinds()...)
}

func (f *backField) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	if k, ok := msg.(tea.KeyMsg); ok && k.Type == tea.KeyEsc && !k.Alt && !f.filtering() {
		f.backed = true
		return f, tea.Quit
	}
	m, cmd := f.Field.Update(msg)
	f.Field = m.(huh.Field)
	return f, cmd
}

// filtering reports whether the field is a menu whose filter is being
// typed or holds something: Esc clears it.
func (f *backField) filtering() bool {
	m, ok := f.Field.(*menu)
	return ok && (m.typing || len(m.filter) > 0)
}
