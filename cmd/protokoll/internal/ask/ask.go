// Package ask puts questions to the people at the table: huh forms on a
// terminal, and huh's accessible mode, one line at a time, on a pipe.
//
// huh's accessible fields each wrap their reader in a scanner of their own,
// which swallows lines meant for the next field, and return a default at
// end of input. So on a pipe an Asker reads each line itself, checks it,
// and hands the field a reader holding that one line: what the field
// returns has already been validated, and end of input is ErrEnd, never a
// default.
package ask

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"

	"github.com/charmbracelet/bubbles/key"
	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"
	"github.com/charmbracelet/lipgloss"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/interrupt"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
)

// ErrChanged is returned by a question that an entry from elsewhere made
// out of date: a phone entered a turn of the game shared on the live
// page (see InterruptedBy). Nothing of the question is taken.
var ErrChanged = errors.New("the game changed while the question was asked")

// ErrEnd is returned when the people at the table leave: end of input on
// a pipe, or Ctrl-C on a terminal.
var ErrEnd = errors.New("end of input")

// An Asker asks questions over a program's streams.
type Asker struct {
	out        io.Writer
	in         io.Reader
	lines      *bufio.Reader
	accessible bool
	// changed, when set, ends a question with ErrChanged when it receives
	// (InterruptedBy); a line read meanwhile is kept for the next one.
	changed <-chan struct{}
	pending chan readResult // lines read ahead of a question, with changed
	// asked counts the questions asked; typed says the last question a
	// change ended had something typed in it (see Idle).
	asked int
	typed bool
	// scripted answers come from a script, not a person: a line that is
	// refused stops the run (a LineError) instead of asking again, so that
	// one wrong line cannot shift every answer after it.
	scripted bool
	lineNo   int               // lines read so far
	lang     *catalog.Language // the language of the words the Asker adds itself
	langs    catalog.Languages // the languages an answer may be in
	rows     func() int        // the terminal's height, 0 when not known
	width    func() int        // the width what is said fits
	// back, when not empty, makes Esc end a question with ErrBack (see
	// Backing); it is what the help under a form calls it.
	back    string
	signals *interrupt.Signals // the run's: a form stops at one
}

// A LineError is a scripted answer that was refused: the line number of
// the input and why. Nothing after it is read.
type LineError struct {
	Line int
	Err  error
}

func (e *LineError) Error() string { return e.In(msg.English()) }

// In says the error with p.
func (e *LineError) In(p msg.Printer) string {
	return p.T("input line %d: %v (nothing after it was used)", e.Line, p.Say(e.Err))
}

func (e *LineError) Unwrap() error { return e.Err }

// New returns an Asker over ios that adds its own words (yes and no, the
// reasons for asking again) in lang, and takes yes and no in any of
// langs: forms on a terminal, numbered lines otherwise.
func New(ios *iostreams.IOStreams, lang *catalog.Language, langs catalog.Languages) *Asker {
	return &Asker{out: ios.Out, in: ios.In, lines: bufio.NewReader(ios.In), accessible: !ios.Interactive, scripted: !ios.StdinTTY, lang: lang, langs: langs, rows: ios.Rows, width: ios.Width, signals: ios.Signals}
}

// Signals returns the signals the Asker's forms stop at, its streams'.
func (a *Asker) Signals() *interrupt.Signals { return a.signals }

// Accessible reports whether the Asker reads plain lines.
func (a *Asker) Accessible() bool { return a.accessible }

// Scripted reports whether the answers come from a script, not a person:
// a refusal stops the run instead of asking again.
func (a *Asker) Scripted() bool { return a.scripted }

// A Choice is one option of Select. Aliases are other words that choose it
// when typed on a pipe (a box id, a command word), or a start of one;
// Exact are words that choose it only typed whole (a command's word in
// the other languages: "par", Swedish for a pair, is no start of the
// Estonian paranda); Name is what it is called in a message (a box's
// name, where its label has the points too), the label when empty.
//
// Number, when not 0, is the number the choice is shown with and chosen
// by, its place (a box's on the sheet, which stays as boxes fill); by
// default a choice is numbered by its position, from 1.
type Choice struct {
	Label   string
	Aliases []string
	Exact   []string
	Name    string
	Number  int
}

// name is what c is called in a message.
func (c Choice) name() string {
	if c.Name != "" {
		return c.Name
	}
	return c.Label
}

func (a *Asker) terminalRows() int {
	if a.rows == nil {
		return 0
	}
	return a.rows()
}

// readLine returns the next line of input without its line ending.
func (a *Asker) readLine() (string, error) {
	var line string
	var err error
	if a.changed == nil {
		line, err = a.lines.ReadString('\n')
	} else {
		if a.pending == nil {
			// One line at a time, each read only when a question wants it,
			// so that a question ended by a change loses no line.
			a.pending = make(chan readResult)
			go func() {
				for {
					line, err := a.lines.ReadString('\n')
					a.pending <- readResult{line, err}
					if err != nil {
						return
					}
				}
			}()
		}
		a.asked, a.typed = a.asked+1, false
		select {
		case r := <-a.pending:
			line, err = r.line, r.err
		case <-a.changed:
			return "", ErrChanged
		}
	}
	if line != "" {
		a.lineNo++
	}
	if err != nil && (line == "" || !errors.Is(err, io.EOF)) {
		if errors.Is(err, io.EOF) {
			return "", ErrEnd
		}
		return "", err
	}
	return strings.TrimRight(line, "\r\n"), nil
}

// A readResult is a line read ahead of the question that wants it.
type readResult struct {
	line string
	err  error
}

// Discard throws away what a person typed at the terminal and the
// program has not read: keys typed for a question that an entry from
// elsewhere ended, before the next question could be seen, are not its
// answer (dice typed for one player, taken for the next). On a pipe it
// does nothing: the lines are a script's.
func (a *Asker) Discard() {
	if a.scripted {
		return
	}
	if f, ok := a.in.(*os.File); ok {
		discardTyped(f)
	}
	if a.pending != nil {
		select { // a line read ahead, held for the next question
		case <-a.pending:
		default:
		}
	}
}

// Asked is how many questions have been asked: Idle compares two.
func (a *Asker) Asked() int { return a.asked }

// Idle reports whether the question a change ended (ErrChanged) was the
// only one asked since asked (Asked's count then) and had nothing typed
// in it: the table was waiting, and no work was lost.
func (a *Asker) Idle(asked int) bool { return a.asked == asked+1 && !a.typed }

// InterruptedBy makes every question end with ErrChanged when changed
// receives (a shared game's Table.Waiting): the table's loop then takes
// the entry from elsewhere and asks again.
func (a *Asker) InterruptedBy(changed <-chan struct{}) { a.changed = changed }

// readAnswer prints prompt and reads one line as the answer, as accept
// takes it. The line came from a pipe (or was typed where the output is not
// a terminal): it is echoed, so the output reads as a conversation. A line
// accept refuses stops a scripted run (a LineError); typed by a person, it
// is answered with the reason and the question again (again).
func (a *Asker) readAnswer(prompt, again string, accept func(string) (string, error)) (string, error) {
	// The prompt wrapped to the width, its last line open for the answer
	// echoed after it, or under it when the two would not fit.
	wrap := func(p string) int {
		lines := strings.Split(p, "\n")
		last := lines[len(lines)-1]
		lines[len(lines)-1] = render.Wrap(last, a.columns(), "")
		s := strings.Join(lines, "\n")
		if strings.HasSuffix(last, " ") && !strings.HasSuffix(s, " ") {
			s += " "
		}
		fmt.Fprint(a.out, s)
		return lipgloss.Width(s[strings.LastIndex(s, "\n")+1:])
	}
	at := wrap(prompt)
	for {
		line, err := a.readLine()
		if err != nil {
			fmt.Fprintln(a.out)
			return "", err
		}
		if a.back != "" && !a.scripted && strings.TrimSpace(line) == escLine {
			fmt.Fprintln(a.out)
			return "", ErrBack
		}
		shown := playername.Display(line) // an escape typed in is shown, not run
		if at+lipgloss.Width(shown) > a.columns() {
			fmt.Fprint(a.out, "\n  ")
		}
		fmt.Fprintln(a.out, shown)
		v, err := accept(line)
		if err != nil && a.scripted {
			return "", &LineError{Line: a.lineNo, Err: err}
		}
		if err != nil {
			fmt.Fprintln(a.out, render.Wrap(a.lang.Say(err), a.columns(), "  "))
			at = wrap(again)
			continue
		}
		return v, nil
	}
}

// keyMap is huh's keys with their help in lang, and the yes key of the
// language (j in Swedish and Estonian) beside y.
func keyMap(lang *catalog.Language) *huh.KeyMap {
	km := huh.NewDefaultKeyMap()
	help := func(b *key.Binding, desc string) { b.SetHelp(b.Help().Key, desc) }
	help(&km.Input.AcceptSuggestion, lang.T("complete"))
	help(&km.Input.Prev, lang.T("back"))
	help(&km.Input.Next, lang.T("next"))
	help(&km.Input.Submit, lang.T("submit"))
	help(&km.Select.Prev, lang.T("back"))
	help(&km.Select.Next, lang.T("select"))
	help(&km.Select.Submit, lang.T("submit"))
	help(&km.Select.Up, lang.T("up"))
	help(&km.Select.Down, lang.T("down"))
	help(&km.Select.Filter, lang.T("filter"))
	help(&km.Select.SetFilter, lang.T("set filter"))
	help(&km.Select.ClearFilter, lang.T("clear filter"))
	help(&km.Select.HalfPageUp, lang.T("½ page up"))
	help(&km.Select.HalfPageDown, lang.T("½ page down"))
	help(&km.Select.GotoTop, lang.T("go to start"))
	help(&km.Select.GotoBottom, lang.T("go to end"))
	help(&km.Confirm.Prev, lang.T("back"))
	help(&km.Confirm.Next, lang.T("next"))
	help(&km.Confirm.Submit, lang.T("submit"))
	help(&km.Confirm.Toggle, lang.T("toggle"))
	// The language's own keys for yes and no (Swedish j for ja), and y
	// and n, which a hand used to other programs presses.
	answer := func(b *key.Binding, english msg.Key, word msg.Key) {
		k := lang.T(english)
		b.SetKeys(slices.Compact([]string{string(english), strings.ToUpper(string(english)), k, strings.ToUpper(k)})...)
		b.SetHelp(k, lang.T(word))
	}
	answer(&km.Confirm.Accept, "y", "Yes")
	answer(&km.Confirm.Reject, "n", "No")
	return km
}

// confirmField is huh's Confirm with the language's keys for yes and
// no in the help under it: the Confirm writes y and n there each time it
// is drawn, whatever its keys are.
type confirmField struct {
	*huh.Confirm
	yes, no string
}

func (c confirmField) KeyBinds() []key.Binding {
	binds := c.Confirm.KeyBinds()
	for i, b := range binds {
		switch b.Help().Key {
		case "y":
			binds[i].SetHelp(c.yes, b.Help().Desc)
		case "n":
			binds[i].SetHelp(c.no, b.Help().Desc)
		}
	}
	return binds
}

func (c confirmField) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	_, cmd := c.Confirm.Update(msg)
	return c, cmd
}

// say returns err as the form shows it: in the Asker's language.
func (a *Asker) say(err error) error {
	if err == nil {
		return nil
	}
	return errors.New(a.lang.Say(err))
}

// runForm runs a form of one field. Bubble Tea's own signal handling is
// off: a signal (SIGTERM, SIGHUP) would end the form as if its highlighted
// answer were chosen. A signal cancels the form instead, and nothing it
// held is taken (see the interrupt package).
func (a *Asker) runForm(f huh.Field) error { return a.runFormLines(f, 0) }

// runFormLines is runForm with the form lines tall, when lines > 0: huh
// works out a form's height only when the terminal's size comes, after
// its first frame, and a frame of another height left a line of the one
// before on the screen (the menu's title, twice).
func (a *Asker) runFormLines(f huh.Field, lines int) error {
	in, out := a.in, a.out
	a.asked, a.typed = a.asked+1, false // an answer typed says so (Input)
	learnBackground(out)
	done := a.signals.InForm()
	ctx, cancel := context.WithCancel(a.signals.Context())
	defer cancel()
	field := a.backable(f) // Esc backs out, while Backing
	form := huh.NewForm(huh.NewGroup(field)).WithShowHelp(true).WithKeyMap(keyMap(a.lang))
	if a.terminalRows() > 0 {
		// huh draws a field one cell wider than the width it is given
		// (its border is outside it), and the terminal then wraps every
		// line; a line as wide as the terminal leaves its cursor waiting
		// to wrap, and the next frame is drawn a line off. So the form is
		// given two less, and its lines stop a cell short of the edge.
		form = form.WithWidth(a.columns() - 2)
	}
	if lines > 0 {
		form = form.WithHeight(lines)
	}
	if m, ok := f.(*menu); ok {
		m.begin() // the form has its size: the first frame shows the cursor where it starts
	}
	var drawn func()
	if m, ok := f.(*menu); ok {
		drawn = m.drawn
	}
	changed, err := runSized(ctx, form, in, out, a.changed, drawn)
	done()
	switch {
	case a.signals.Received():
		return fmt.Errorf("%w: %w", ErrEnd, interrupt.ErrSignal)
	case changed:
		return ErrChanged
	case backed(field):
		return ErrBack
	case errors.Is(err, huh.ErrUserAborted): // huh's one way out is Ctrl-C
		return fmt.Errorf("%w: %w", ErrEnd, interrupt.ErrCtrlC)
	}
	return err
}

// runSized runs form as huh's Form.RunWithContext does, but draws no
// frame until the terminal's size has come (or sizeWait has passed, on
// an output that is no terminal). Bubble Tea's renderer puts the cursor
// back at the start of the frame's last line by the terminal's width; a
// frame drawn before the width is known leaves the cursor where that
// line ended, and the next frame, drawing only the lines that changed,
// began its second line there: on a loaded machine, one start in a few,
// the title twice and the first choice beside it.
//
// A receive on changed ends the form, and runSized reports it. The form
// is ended as a quit ends it, not by the context: Bubble Tea killed by
// its context does not wait for its reader of the terminal, which went on
// waiting for a key, and the first key typed at the next question went
// to it and was lost (at a shared table, the key typed just after a
// phone's entry, one try in two).
//
// drawn, when not nil, is called as the first frame is drawn.
func runSized(ctx context.Context, form *huh.Form, in io.Reader, out io.Writer, changed <-chan struct{}, drawn func()) (bool, error) {
	form.SubmitCmd, form.CancelCmd = tea.Quit, tea.Interrupt
	p := tea.NewProgram(&sized{Form: form, drawn: drawn}, tea.WithInput(in), tea.WithOutput(out), tea.WithoutSignalHandler(), tea.WithContext(ctx))
	var wasChanged atomic.Bool
	if changed != nil {
		ran := make(chan struct{})
		defer close(ran)
		go func() {
			select {
			case <-changed:
				wasChanged.Store(true)
				p.Quit()
			case <-ran:
			}
		}()
	}
	m, err := p.Run()
	if wasChanged.Load() {
		return true, nil
	}
	if s, ok := m.(*sized); (ok && s.Form.State == huh.StateAborted) || errors.Is(err, tea.ErrInterrupted) {
		return false, huh.ErrUserAborted
	}
	if errors.Is(err, tea.ErrProgramKilled) {
		return false, ctx.Err() // the context ended: a signal
	}
	return false, err
}

// sizeWait is how long a form waits for the terminal's size before it
// draws all the same.
const sizeWait = 250 * time.Millisecond

// sized is a form whose view is empty until the terminal's size comes.
type sized struct {
	*huh.Form
	ready bool
	drawn func() // called when the first frame is drawn; may be nil
}

// drawAnyway is sent when sizeWait has passed.
type drawAnyway struct{}

func (s *sized) Init() tea.Cmd {
	return tea.Batch(s.Form.Init(), tea.Tick(sizeWait, func(time.Time) tea.Msg { return drawAnyway{} }))
}

func (s *sized) Update(msg tea.Msg) (tea.Model, tea.Cmd) {
	switch msg.(type) {
	case tea.WindowSizeMsg:
		s.ready = true
	case drawAnyway:
		s.ready = true
		return s, nil
	}
	m, cmd := s.Form.Update(msg)
	s.Form = m.(*huh.Form)
	return s, cmd
}

func (s *sized) View() string {
	if !s.ready {
		return ""
	}
	if s.drawn != nil {
		s.drawn()
	}
	return s.Form.View()
}

// Input asks for one line of text, until check accepts it. The text
// returned is trimmed of spaces.
func (a *Asker) Input(title, description string, check func(string) error) (string, error) {
	var value string
	field := huh.NewInput().Title(title).Description(description).Value(&value)
	if !a.accessible {
		field.Validate(func(s string) error { return a.say(check(strings.TrimSpace(s))) })
		if err := a.runForm(field); err != nil {
			a.typed = strings.TrimSpace(value) != ""
			return "", err
		}
		return strings.TrimSpace(value), nil
	}
	line, err := a.readAnswer(title+" ", title+" ", func(line string) (string, error) {
		return line, check(strings.TrimSpace(line))
	})
	return strings.TrimSpace(line), err
}

// Value asks for one line until parse takes it, and returns what parse
// made of it: the answer is read and checked once, where it is asked.
func Value[T any](a *Asker, title, description string, parse func(string) (T, error)) (T, error) {
	return parsed(func(check func(string) error) (string, error) { return a.Input(title, description, check) }, parse)
}

// ValueFrom is Value with the answer starting as initial on a terminal
// (what was recorded, to change); a pipe gives a whole line.
func ValueFrom[T any](a *Asker, title, initial string, parse func(string) (T, error)) (T, error) {
	return ValueShowing(a, title, initial, func(string) string { return "" }, parse)
}

// ValueShowing is Value with a line under the answer that follows it as
// it is typed (see InputShowing); on a terminal the answer starts as
// initial (what was recorded, to change).
func ValueShowing[T any](a *Asker, title, initial string, show func(string) string, parse func(string) (T, error)) (T, error) {
	return parsed(func(check func(string) error) (string, error) { return a.InputShowing(title, initial, show, check) }, parse)
}

// parsed asks with input, checking each answer with parse, and returns
// what parse makes of the answer taken.
func parsed[T any](input func(check func(string) error) (string, error), parse func(string) (T, error)) (T, error) {
	line, err := input(func(s string) error {
		_, err := parse(s)
		return err
	})
	if err != nil {
		var zero T
		return zero, err
	}
	return parse(line)
}

// InputShowing is Input with a line under the answer that follows it as
// it is typed (on a pipe, printed after it): "= 35 points". On a
// terminal the answer starts as initial; a pipe gives a whole line.
func (a *Asker) InputShowing(title, initial string, show func(string) string, check func(string) error) (string, error) {
	if !a.accessible {
		value := newLockedString(initial)
		field := huh.NewInput().Title(title).Accessor(value).
			DescriptionFunc(func() string { return show(strings.TrimSpace(value.Get())) }, &value.set).
			Validate(func(s string) error { return a.say(check(strings.TrimSpace(s))) })
		if err := a.runForm(field); err != nil {
			return "", err
		}
		return strings.TrimSpace(value.Get()), nil
	}
	line, err := a.Input(title, "", check)
	if said := show(line); err == nil && said != "" {
		a.Say("  %s", said)
	}
	return line, err
}

// A lockedString is a field's answer that a description worked out
// meanwhile may read: huh runs a DescriptionFunc on a goroutine of its
// own while the field sets the answer as keys come. set is what the
// description depends on, for huh to hash: only the field's goroutine
// (which sets the answer) reads and writes it.
type lockedString struct {
	mu    sync.Mutex
	value string
	set   string
}

func newLockedString(v string) *lockedString { return &lockedString{value: v, set: v} }

// Get is the answer as typed so far.
func (s *lockedString) Get() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.value
}

// Set is the answer typed so far.
func (s *lockedString) Set(v string) {
	s.mu.Lock()
	s.value = v
	s.mu.Unlock()
	s.set = v
}

// Select asks for one of choices and returns its index. On a pipe the line
// may be the choice's number, its label or one of its aliases.
func (a *Asker) Select(title string, choices []Choice) (int, error) {
	return a.SelectAt(title, choices, 0)
}

// SelectAt is Select with the cursor starting on choice start (on a
// terminal; a pipe names its choice).
func (a *Asker) SelectAt(title string, choices []Choice, start int) (int, error) {
	return a.selectAt(title, choices, start, nil)
}

// selectAt is SelectAt, careful of slips when careful is not nil (see
// Careful): keys typed before the menu is drawn are thrown away.
func (a *Asker) selectAt(title string, choices []Choice, start int, careful *Careful) (int, error) {
	idx := min(max(start, 0), len(choices)-1)
	if !a.accessible {
		field := newMenu(a.lang, title, choices, &idx)
		field.careful = careful
		// Every choice when the terminal has room for them and a few
		// lines above (whose turn it is, the dice); else the list scrolls
		// in a window of its own, 14 lines when the height is not known.
		height := 14
		if rows := a.terminalRows(); rows > 0 {
			height = max(rows-8, 5)
		}
		if len(choices)+2 > height {
			field.window(height - 1) // under the title
		}
		lines := 0
		if a.terminalRows() > 0 {
			lines = lipgloss.Height(field.View()) + 2 // a blank line and the help under it
		}
		if careful != nil && !a.scripted {
			// Keys typed before the menu is on the screen were typed for
			// something else (the dice prompt's Enter twice): thrown away
			// here, and as it is drawn, and by the menu until it has been
			// on the screen for a moment (settle).
			if f, ok := a.in.(*os.File); ok {
				discardTyped(f)
				field.flush = func() { discardTyped(f) }
			}
		}
		if err := a.runFormLines(field, lines); err != nil {
			return 0, err
		}
		return idx, nil
	}
	most := mostNumber(choices)
	again := a.lang.T("Enter a number between 1 and %d: ", most)
	var list strings.Builder
	fmt.Fprintf(&list, "%s \n", render.Wrap(title, a.columns(), "  "))
	for i, c := range choices {
		list.WriteString(render.Cut(numberedAs(number(choices, i), most, c.Label), a.columns()) + "\n")
	}
	_, err := a.readAnswer(list.String()+again, again, func(line string) (string, error) {
		n, ok := pick(line, choices)
		if digits := strings.ReplaceAll(strings.TrimSpace(line), " ", ""); !ok && careful != nil && careful.Dice != nil && len(digits) >= 3 && strings.Trim(digits, "0123456789") == "" {
			return "", errors.New(careful.Dice(digits)) // dice, where a box was asked for
		}
		if !ok {
			return "", a.notAChoice(strings.TrimSpace(line), choices)
		}
		idx = n
		return "", nil
	})
	return idx, err
}

// An Item is one entry of a menu: what it shows, the words that choose it
// on a pipe, and what choosing it gives (often an action to run).
type Item[T any] struct {
	Label   string
	Aliases []string
	Exact   []string // see Choice
	Name    string   // what it is called in a message; Label when empty
	Number  int      // see Choice
	Value   T
}

// Pick asks which of items, and returns the chosen item's value.
func Pick[T any](a *Asker, title string, items []Item[T]) (T, error) {
	return PickAt(a, title, items, 0)
}

// PickAt is Pick with the cursor starting on item start.
func PickAt[T any](a *Asker, title string, items []Item[T], start int) (T, error) {
	return pickAt(a, title, items, start, nil)
}

// PickCareful is PickAt careful of slips (see Careful): the box menu.
func PickCareful[T any](a *Asker, title string, items []Item[T], start int, careful Careful) (T, error) {
	return pickAt(a, title, items, start, &careful)
}

func pickAt[T any](a *Asker, title string, items []Item[T], start int, careful *Careful) (T, error) {
	choices := make([]Choice, len(items))
	for i, it := range items {
		choices[i] = Choice{Label: it.Label, Aliases: it.Aliases, Exact: it.Exact, Name: it.Name, Number: it.Number}
	}
	i, err := a.selectAt(title, choices, start, careful)
	if err != nil {
		var zero T
		return zero, err
	}
	return items[i].Value, nil
}

// pick finds the choice a typed line names: its number, its label or an
// alias; else, as a person types, the same without case or diacritics
// ("kak" for Kåk), or the start of one choice's word ("stor").
func pick(line string, choices []Choice) (int, bool) {
	line = strings.TrimSpace(line)
	if n, err := strconv.Atoi(line); err == nil {
		for i := range choices {
			if number(choices, i) == n {
				return i, true
			}
		}
		return 0, false
	}
	for i, c := range choices {
		if strings.EqualFold(line, c.Label) || slices.ContainsFunc(slices.Concat(c.Aliases, c.Exact), func(a string) bool { return strings.EqualFold(line, a) }) {
			return i, true
		}
	}
	key := playername.Loose(line)
	if key == "" {
		return 0, false
	}
	match := func(same func(word string) bool) []int {
		var out []int
		for i, c := range choices {
			if slices.ContainsFunc(slices.Concat([]string{c.Label}, c.Aliases, c.Exact), func(w string) bool { return same(playername.Loose(w)) }) {
				out = append(out, i)
			}
		}
		return out
	}
	if m := match(func(w string) bool { return w == key }); len(m) == 1 {
		return m[0], true
	}
	if starts := startsOf(key, choices); len(starts) == 1 && utf8.RuneCountInString(key) >= 2 {
		return starts[0], true
	}
	return 0, false
}

// startsOf are the choices one of whose words, folded, starts with key.
func startsOf(key string, choices []Choice) []int {
	var out []int
	for i, c := range choices {
		if slices.ContainsFunc(append([]string{c.Label}, c.Aliases...), func(w string) bool {
			w = playername.Loose(w)
			return strings.HasPrefix(w, key) || slices.ContainsFunc(strings.Fields(w), func(f string) bool { return strings.HasPrefix(f, key) })
		}) {
			out = append(out, i)
		}
	}
	return out
}

// notAChoice says that line is none of choices, with the choices a start
// fits or the nearest one when it looks like a slip.
func (a *Asker) notAChoice(line string, choices []Choice) error {
	if n, err := strconv.Atoi(line); err == nil && n >= 1 && n <= mostNumber(choices) {
		// A place on the sheet whose box is filled, or not offered.
		return errors.New(a.lang.T("%q is not one of the choices now: type one of the numbers shown", line))
	}
	key := playername.Loose(line)
	if starts := startsOf(key, choices); key != "" && len(starts) > 1 {
		var names []string
		for _, i := range starts {
			names = append(names, fmt.Sprintf("%d. %s", number(choices, i), choices[i].name()))
		}
		return errors.New(a.lang.T("%q could be %s: type more of its name, or its number", line, strings.Join(names, ", ")))
	}
	best, near := -1, 0
	for i, c := range choices {
		for _, w := range append([]string{c.Label}, c.Aliases...) {
			if d := levenshtein.ComputeDistance(key, playername.Loose(w)); best < 0 || d < near {
				best, near = i, d
			}
		}
	}
	if best >= 0 && key != "" && near <= max(2, utf8.RuneCountInString(key)/2) {
		return errors.New(a.lang.T("%q is not one of the choices: did you mean %d. %s?", line, number(choices, best), choices[best].name()))
	}
	return errors.New(a.lang.T("%q is not one of the choices: type a number from 1 to %d", line, mostNumber(choices)))
}

// answers are the answers a Confirm takes on a pipe, yes or no, in every
// language the program speaks: the word and its key.
func (a *Asker) answers() (yes, no []string) {
	for _, l := range a.langs {
		yes = append(yes, strings.ToLower(l.T("Yes")), l.T("y"))
		no = append(no, strings.ToLower(l.T("No")), l.T("n"))
	}
	return yes, no
}

// Confirm asks a yes-or-no question; an empty answer on a pipe is no.
func (a *Asker) Confirm(title string) (bool, error) {
	var ok bool
	field := huh.NewConfirm().Title(title).Value(&ok).Affirmative(a.lang.T("Yes")).Negative(a.lang.T("No"))
	if !a.accessible {
		if err := a.runForm(confirmField{field, a.lang.T("y"), a.lang.T("n")}); err != nil {
			return false, err
		}
		return ok, nil
	}
	prompt := title + " " + a.lang.T("[y/N]") + " "
	_, err := a.readAnswer(prompt, prompt, func(line string) (string, error) {
		answer, valid := a.yesNo(line)
		if !valid {
			return "", errors.New(a.lang.T("%q: answer y or n", strings.TrimSpace(line)))
		}
		ok = answer == "y"
		return answer, nil
	})
	return ok, err
}

func (a *Asker) yesNo(line string) (string, bool) {
	line = strings.ToLower(strings.TrimSpace(line))
	yes, no := a.answers()
	for _, y := range yes {
		if line == y {
			return "y", true
		}
	}
	for _, n := range no {
		if line == n || line == "" {
			return "n", true
		}
	}
	return "", false
}

// Say prints a line for the table to read, each line of it wrapped
// between words to the width (the terminal's): a line the terminal
// wrapped would break inside a word.
func (a *Asker) Say(format string, args ...any) {
	lines := strings.Split(fmt.Sprintf(format, args...), "\n")
	for i, l := range lines {
		lines[i] = render.Wrap(l, a.columns(), strings.Repeat(" ", len(l)-len(strings.TrimLeft(l, " "))+2))
	}
	fmt.Fprintln(a.out, strings.Join(lines, "\n"))
}

func (a *Asker) columns() int {
	if a.width == nil {
		return iostreams.DefaultColumns
	}
	return a.width()
}

// SayError says err on its own line, in the Asker's language: a refusal
// at the table, after which the play goes on.
func (a *Asker) SayError(err error) { a.Say("%s", a.lang.Say(err)) }

// numbered is the label of choice i of n as the lists show it, its
// number right-aligned to the widest (" 9. Sixes", "10. Four of a kind"),
// so that what follows the labels stays in its column.
func numbered(i, n int, label string) string { return numberedAs(i+1, n, label) }

// numberedAs is numbered for a choice shown as number n, of most.
func numberedAs(n, most int, label string) string {
	return fmt.Sprintf("%*d. %s", len(strconv.Itoa(most)), n, label)
}

// number is choice i's number: its own, or its position from 1.
func number(choices []Choice, i int) int {
	if choices[i].Number != 0 {
		return choices[i].Number
	}
	return i + 1
}

// mostNumber is the highest number of choices.
func mostNumber(choices []Choice) int {
	most := 0
	for i := range choices {
		most = max(most, number(choices, i))
	}
	return most
}
