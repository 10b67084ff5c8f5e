package ask

import (
	"slices"
	"strconv"
	"strings"
	"time"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
)

// menu is huh's Select as the table needs it, which huh v1's Select
// does not offer by itself:
//   - it starts on a given choice (the best-scoring box);
//   - a number typed jumps to that choice (two digits typed one after the
//     other to the tenth and after);
//   - the cursor stops at the first and last choice instead of going
//     round, so k or ↑ at the top does not land on the last (quit);
//   - its filter (/) folds case and diacritics, so /kak finds Kåk, and
//     says when nothing matches, where huh's shows an empty list (its
//     filterFunc is fixed: strings.Contains of the lower case);
//   - a list longer than the terminal has room for scrolls in a window
//     of its own, its title saying which choices it shows: huh's Select
//     given a height puts its cursor on the top line at every key, so a
//     short terminal's menu opened on the best box with every choice
//     above it hidden and the lines below it empty.
//
// A careful menu (the box menu, see Careful) takes no key typed before
// it was drawn (none read in its first settle on the screen either),
// takes Enter on the choice it opened on only once it has been on the
// screen for glance (a sooner one is answered: press it once more), and
// answers dice typed at it (a run of
// three digits or more) with a line of its own, the cursor left where
// it was, and the Enter after them choosing nothing.
//
// It wraps the Select and hands it every key it does not take itself;
// the choice is the index of the option, in value.
type menu struct {
	*huh.Select[int]
	title   string
	labels  []string   // every choice, numbered
	folded  []string   // the labels as the filter compares them
	words   [][]string // each choice's other names, folded: a filter that is one of them whole finds it
	value   *int
	shown   []int // the choices the filter leaves, in order
	filter  []rune
	typing  bool   // the filter is being typed
	digits  string // the number typed so far
	nothing string // says that nothing matches, in the table's language
	lang    *catalog.Language
	start   int      // the choice the cursor starts on
	started bool     // the cursor was moved there (begin)
	rows    int      // the most choices shown at once; 0: every one
	top     int      // the first choice the window shows, a position in shown
	numbers []int    // each choice's number, as typed to jump to it
	names   []string // each choice's name, as a message calls it
	picked  bool     // an arrow moved the cursor among the filter's choices

	careful     *Careful
	flush       func() // throws away what was typed at the terminal, for a careful menu
	now         func() time.Time
	opened      time.Time // when the menu was first drawn; zero: not yet
	moved       bool      // a key of the person's moved the cursor or filtered
	run         string    // the digits typed one after another, to tell dice
	before      int       // the choice the cursor was on when run began
	beforeMoved bool      // and whether the person had moved it
	dice        string    // says that dice were typed
	soon        string    // says that an Enter came too soon; gone at the next key
	diceEnter   bool      // the Enter after dice typed is theirs, and chooses nothing
}

// glance is how long a careful menu is on the screen before Enter takes
// the choice it opened on: the time to see it (a person's answer to
// something seen takes a quarter of a second at the very least). An
// Enter sooner was typed for something else (a second Enter after the
// dice) and chooses nothing.
const glance = 400 * time.Millisecond

// settle is how long after a careful menu is drawn every key is taken
// for one typed before it: less than anyone takes to answer what they
// see. Keys typed between two questions wait in the terminal, an Enter
// among them turned into Ctrl-J (the terminal's own line mode turns
// the Enter key's CR into LF between two programs' raw modes), and
// Bubble Tea may read them only once the menu is drawn.
const settle = 100 * time.Millisecond

// Careful makes a menu careful of slips (see menu): Dice says what
// dice typed at the menu are answered with, in the table's language
// ("choose a box for 55523 first").
type Careful struct {
	Dice func(typed string) string
}

func newMenu(l *catalog.Language, title string, choices []Choice, value *int) *menu {
	m := &menu{Select: huh.NewSelect[int](), title: title, value: value, lang: l, start: *value, now: time.Now}
	*value = 0 // the cursor goes to start as keys do, once the form runs
	most := 0
	for i, c := range choices {
		n := c.Number
		if n == 0 {
			n = i + 1
		}
		m.numbers = append(m.numbers, n)
		most = max(most, n)
	}
	for i, c := range choices {
		label := c.Label
		if len(choices) > 1 {
			label = numberedAs(m.numbers[i], most, label)
		}
		m.labels = append(m.labels, label)
		m.names = append(m.names, c.name())
		m.folded = append(m.folded, playername.Loose(c.Label))
		var words []string
		for _, w := range slices.Concat(c.Aliases, c.Exact) {
			words = append(words, playername.Loose(w))
		}
		m.words = append(m.words, words)
		m.shown = append(m.shown, i)
	}
	// The form gives its fields its keys too; the menu moves its cursor
	// by them before the form runs (show).
	m.Select.WithKeyMap(keyMap(l))
	m.Select.Title(title).Value(value)
	m.show()
	return m
}

// window makes the menu show at most rows choices at once, rows > 0.
func (m *menu) window(rows int) {
	m.rows = rows
	m.show()
}

// windowed reports whether the menu shows only some of its choices.
func (m *menu) windowed() bool { return m.rows > 0 && len(m.shown) > m.rows }

// show gives the Select the choices shown (those of the window around
// value, when windowed), the cursor on value.
func (m *menu) show() {
	if !slices.Contains(m.shown, *m.value) {
		*m.value = m.shown[0]
	}
	p, list := m.position(), m.shown
	title := m.title
	if m.typing || len(m.filter) > 0 {
		title = m.title + "  /" + string(m.filter)
	}
	if !m.windowed() {
		m.top = 0
	} else {
		// The window moves as little as keeps the cursor in it.
		m.top = max(0, min(max(m.top, p-m.rows+1), p, len(m.shown)-m.rows))
		list = m.shown[m.top : m.top+m.rows]
		title += "  " + m.lang.T("(%d–%d of %d)", m.top+1, m.top+m.rows, len(m.shown))
	}
	opts := make([]huh.Option[int], len(list))
	for k, i := range list {
		opts[k] = huh.NewOption(m.labels[i], i)
	}
	// The cursor goes to value as the arrow keys move it: setting the
	// Select's value would scroll that choice to its top line.
	*m.value = list[0]
	m.Select.Title(title).Options(opts...)
	for range p - m.top {
		m.Select.Update(tea.KeyMsg{Type: tea.KeyDown})
	}
}

// begin moves the cursor to the choice it starts on, once: when the form
// holding the menu has its size, before its first frame (runFormLines).
// Moved later, on the first message, the cursor moved after a first
// frame had been drawn (on a loaded machine, one start in two), and
// Bubble Tea's drawing of only the lines that changed began the next
// frame's second line where the first frame's last line ended: the
// menu's title on the screen twice, the first choice beside it.
func (m *menu) begin() {
	if !m.started {
		m.started = true
		m.moveTo(m.start)
	}
}

// position is where the cursor is among the choices shown.
func (m *menu) position() int {
	for k, i := range m.shown {
		if i == *m.value {
			return k
		}
	}
	return 0
}

// moveTo moves the cursor to the k-th choice shown, the window with it.
func (m *menu) moveTo(k int) {
	*m.value = m.shown[min(max(k, 0), len(m.shown)-1)]
	m.show()
}

// refilter shows the choices whose label holds the filter, the cursor
// on the first; when none does, every choice stays and the menu says so.
func (m *menu) refilter() {
	f := playername.Loose(string(m.filter))
	m.shown = m.shown[:0]
	for i, l := range m.folded {
		if strings.Contains(l, f) {
			m.shown = append(m.shown, i)
		}
	}
	if len(m.shown) == 0 && f != "" {
		// None shown is called so: its other names, whole (yahtzee,
		// the Fem lika of a Swedish standard sheet).
		for i, ws := range m.words {
			if slices.Contains(ws, f) {
				m.shown = append(m.shown, i)
			}
		}
	}
	desc := ""
	if len(m.shown) == 0 {
		desc = m.lang.T("nothing matches %q", string(m.filter))
		for i := range m.labels {
			m.shown = append(m.shown, i)
		}
	}
	m.nothing, m.picked = desc, false
	m.describe()
	*m.value = m.shown[0]
	m.show()
}

// describe says under the title what the menu has to say: that nothing
// matches the filter, or that dice were typed.
func (m *menu) describe() {
	desc := m.nothing
	if m.soon != "" {
		desc = m.soon
	}
	if m.dice != "" {
		desc = m.dice
	}
	m.Select.Description(desc)
}

// drawn tells a careful menu that its first frame is on the screen:
// what was typed before it and not read yet is thrown away.
func (m *menu) drawn() {
	if m.opened.IsZero() {
		m.opened = m.now()
		if m.flush != nil {
			m.flush()
		}
	}
}

// takes reports whether a careful menu takes key k: not before it
// was drawn, and Enter on the choice it opened on not before a glance
// (an Enter after the settle and before the glance says to press it
// once more).
// Dice typed at it say so, and the Enter after them chooses nothing.
func (m *menu) takes(k tea.KeyMsg) bool {
	if m.careful == nil {
		return true
	}
	if m.opened.IsZero() || m.now().Sub(m.opened) < settle {
		return k.Type == tea.KeyCtrlC // keys typed ahead choose nothing; Ctrl-C still leaves
	}
	if k.Type != tea.KeyEnter && k.Type != tea.KeyCtrlJ { // Ctrl-J: an Enter typed ahead
		return true
	}
	if m.diceEnter {
		m.diceEnter, m.run = false, "" // the dice's Enter; what was said stays until a key
		return false
	}
	if m.moved || m.now().Sub(m.opened) >= glance {
		return true
	}
	// Too soon to be an answer to the menu, but it may be a person's
	// quick one: said, so that an Enter meant never meets silence.
	i := *m.value
	m.soon = m.lang.T("Enter once more to choose %s", strconv.Itoa(m.numbers[i])+". "+m.names[i])
	m.describe()
	return false
}

// Update takes the keys the menu handles itself and hands the Select
// the others.
func (m *menu) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	m.begin()
	k, ok := msg.(tea.KeyMsg)
	if !ok {
		return m.pass(msg)
	}
	if m.soon != "" && k.Type != tea.KeyEnter && k.Type != tea.KeyCtrlJ {
		m.soon = "" // said of the cursor where it was
		m.describe()
	}
	if !m.takes(k) {
		return m, nil
	}
	if k.Type != tea.KeyEnter && k.Type != tea.KeySpace && !(k.Type == tea.KeyRunes && strings.Trim(k.String(), "0123456789 ") == "") {
		m.moved = true // Enter after a key of the person's is theirs (a number, when it jumps)
		m.run = ""     // and digits after it are not the dice typed before it
		if m.dice != "" {
			m.dice, m.diceEnter = "", false
			m.describe()
		}
	}
	if m.typing && k.Alt {
		// Esc and a key right after it come as the key with Alt: the Esc
		// leaves the filter, and the key is a key of its own.
		m.typing, m.filter, k.Alt = false, nil, false
		m.refilter()
	}
	if m.typing {
		switch k.Type {
		case tea.KeyEsc:
			m.typing, m.filter = false, nil
			m.refilter()
			return m, nil
		case tea.KeyBackspace:
			if len(m.filter) > 0 {
				m.filter = m.filter[:len(m.filter)-1]
			}
			m.refilter()
			return m, nil
		case tea.KeyRunes, tea.KeySpace:
			m.filter = append(m.filter, k.Runes...)
			if k.Type == tea.KeySpace && len(k.Runes) == 0 {
				m.filter = append(m.filter, ' ')
			}
			m.refilter()
			return m, nil
		case tea.KeyEnter:
			if m.nothing != "" {
				return m, nil // nothing to choose
			}
			if len(m.shown) > 1 && !m.picked {
				// /four: Fours or Four of a kind? Never the first silently.
				var names []string
				for _, i := range m.shown {
					names = append(names, strconv.Itoa(m.numbers[i])+". "+m.names[i])
				}
				m.nothing = m.lang.T("/%s could be %s: type more of its name, or choose with ↑↓", string(m.filter), strings.Join(names, ", "))
				m.describe()
				m.nothing = ""
				return m, nil
			}
			m.typing = false
			return m.pass(msg)
		case tea.KeyUp, tea.KeyDown:
			m.picked = true
			return m.step(k)
		}
		return m, nil
	}
	s := k.String()
	// Keys typed fast (or pasted) may come as one message: "12", "/kak".
	digits := k.Type == tea.KeyRunes && !strings.ContainsFunc(s, func(r rune) bool { return r < '0' || r > '9' })
	switch {
	case k.Type == tea.KeyRunes && strings.HasPrefix(s, "/"):
		m.typing, m.digits = true, ""
		m.filter = []rune(s[1:])
		m.refilter()
		return m, nil
	case digits, k.Type == tea.KeyRunes && m.careful != nil && strings.Trim(s, "0123456789 ") == "" && strings.ContainsAny(s, "0123456789"):
		for _, d := range s {
			if d != ' ' {
				m.digit(d)
			}
		}
		return m, nil
	case (k.Type == tea.KeySpace || strings.TrimSpace(s) == "") && m.run != "":
		return m, nil // "5 5 4 3 2": dice, typed with spaces
	case s == "up" || s == "k" || s == "down" || s == "j":
		m.digits = ""
		return m.step(k)
	case m.windowed() && windowKeys[s] != nil:
		m.digits = ""
		m.moveTo(windowKeys[s](m.position(), len(m.shown), m.rows))
		return m, nil
	case k.Type == tea.KeyEsc && len(m.filter) > 0:
		m.filter = nil
		m.refilter()
		return m, nil
	}
	m.digits, m.run = "", ""
	if m.dice != "" {
		m.dice = ""
		m.describe()
	}
	return m.pass(msg)
}

// digit takes a digit typed: a box's number, one or two digits; in a
// careful menu a third digit in a row makes them dice, which choose
// nothing: the cursor goes back to where it was before them, and the
// menu says so.
func (m *menu) digit(d rune) {
	if m.run == "" {
		m.before, m.beforeMoved = *m.value, m.moved
	}
	m.run += string(d)
	if m.careful != nil && m.careful.Dice != nil && len(m.run) >= 3 {
		m.digits = ""
		if len(m.filter) > 0 {
			m.filter = nil
			m.refilter()
		}
		m.moveTo(max(slices.Index(m.shown, m.before), 0))
		m.moved = m.beforeMoved
		m.dice, m.diceEnter = m.careful.Dice(m.run), true
		m.describe()
		return
	}
	m.jump(string(d))
}

// step moves the cursor one choice up or down, and not past the ends.
func (m *menu) step(k tea.KeyMsg) (tea.Model, tea.Cmd) {
	up := k.Type == tea.KeyUp || k.String() == "k"
	p := m.position()
	switch {
	case (up && p == 0) || (!up && p == len(m.shown)-1):
		return m, nil
	case m.windowed() && up:
		m.moveTo(p - 1)
		return m, nil
	case m.windowed():
		m.moveTo(p + 1)
		return m, nil
	}
	return m.pass(k)
}

// windowKeys are the Select's keys that move its cursor further than a
// choice, as a windowed menu moves it: to where, from position p of n
// choices in a window of rows. (Within the window alone, the Select's own
// would stop at its ends.)
var windowKeys = map[string]func(p, n, rows int) int{
	"ctrl+k": func(p, n, rows int) int { return p - 1 },
	"ctrl+p": func(p, n, rows int) int { return p - 1 },
	"ctrl+j": func(p, n, rows int) int { return p + 1 },
	"ctrl+n": func(p, n, rows int) int { return p + 1 },
	"ctrl+u": func(p, n, rows int) int { return p - rows/2 },
	"ctrl+d": func(p, n, rows int) int { return p + rows/2 },
	"home":   func(p, n, rows int) int { return 0 },
	"g":      func(p, n, rows int) int { return 0 },
	"end":    func(p, n, rows int) int { return n - 1 },
	"G":      func(p, n, rows int) int { return n - 1 },
}

// jump moves the cursor to the choice a typed number names: the digit
// after the ones typed just before when that names a choice, else the
// digit alone. Digits that begin a number of a choice and name none
// themselves (1 of 14, with Ones filled) wait for the next.
func (m *menu) jump(d string) {
	for _, n := range []string{m.digits + d, d} {
		i, err := strconv.Atoi(n)
		if err != nil {
			continue
		}
		if k := slices.Index(m.numbers, i); k >= 0 {
			m.digits, m.moved = n, true
			if len(m.filter) > 0 {
				m.filter = nil
				m.refilter()
			}
			m.moveTo(k)
			return
		}
		if slices.ContainsFunc(m.numbers, func(c int) bool { s := strconv.Itoa(c); return len(s) > len(n) && strings.HasPrefix(s, n) }) {
			m.digits = n
			return
		}
	}
	m.digits = ""
}

func (m *menu) pass(msg tea.Msg) (tea.Model, tea.Cmd) {
	_, cmd := m.Select.Update(msg)
	return m, cmd
}
