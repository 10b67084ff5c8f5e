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
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	tea "github.com/charmbracelet/bubbletea"
	"github.com/charmbracelet/huh"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/interrupt"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
)

// ErrEnd is returned when the people at the table leave: end of input on
// a pipe, or Ctrl-C / Esc on a terminal.
var ErrEnd = errors.New("end of input")

// An Asker asks questions over a program's streams.
type Asker struct {
	out        io.Writer
	in         io.Reader
	lines      *bufio.Reader
	accessible bool
	// scripted answers come from a script, not a person: a line that is
	// refused stops the run (a LineError) instead of asking again, so that
	// one wrong line cannot shift every answer after it.
	scripted bool
	lineNo   int // lines read so far
}

// A LineError is a scripted answer that was refused: the line number of
// the input and why. Nothing after it is read.
type LineError struct {
	Line int
	Err  error
}

func (e *LineError) Error() string {
	return fmt.Sprintf("input line %d: %v (nothing after it was used)", e.Line, e.Err)
}

func (e *LineError) Unwrap() error { return e.Err }

// New returns an Asker over ios: forms on a terminal, accessible mode
// otherwise.
func New(ios *iostreams.IOStreams) *Asker {
	return &Asker{out: ios.Out, in: ios.In, lines: bufio.NewReader(ios.In), accessible: !ios.Interactive, scripted: !ios.StdinTTY}
}

// Accessible reports whether the Asker reads plain lines.
func (a *Asker) Accessible() bool { return a.accessible }

// A Choice is one option of Select. Aliases are other words that choose it
// when typed on a pipe (a box id, a command word).
type Choice struct {
	Label   string
	Aliases []string
}

// readLine returns the next line of input without its line ending.
func (a *Asker) readLine() (string, error) {
	line, err := a.lines.ReadString('\n')
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

// oneLine is the reader an accessible field gets: when the field first
// reads, after it has shown its question, it takes the next line of input,
// and gives the field that line alone, as accept turns it, so the field's
// scanner cannot swallow the lines after it. A line accept refuses stops
// a scripted run; typed at a terminal, it is answered with the reason and
// the question again, and the next line read.
type oneLine struct {
	a      *Asker
	accept func(string) (string, error)
	again  string // the question, asked again after a refusal
	line   string // the line accepted, as typed
	buf    []byte
	read   bool
	err    error // why there is no line: ErrEnd at the end of input
}

func (r *oneLine) Read(p []byte) (int, error) {
	if !r.read {
		r.read = true
		for {
			line, err := r.a.readLine()
			if err != nil {
				r.err = err
				fmt.Fprintln(r.a.out)
				return 0, io.EOF
			}
			// The line came from a pipe, not typed on this screen: show
			// it, so the output reads as a conversation.
			fmt.Fprintln(r.a.out, line)
			v, err := r.accept(line)
			if err != nil && r.a.scripted {
				r.err = &LineError{Line: r.a.lineNo, Err: err}
				return 0, io.EOF
			}
			if err != nil {
				fmt.Fprintf(r.a.out, "%v\n%s", err, r.again)
				continue
			}
			r.line, r.buf = line, []byte(v+"\n")
			break
		}
	}
	if len(r.buf) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.buf)
	r.buf = r.buf[n:]
	return n, nil
}

// runAccessible runs field over one accepted line of input.
func (a *Asker) runAccessible(field huh.Field, again string, accept func(string) (string, error)) (string, error) {
	src := &oneLine{a: a, accept: accept, again: again}
	if err := field.RunAccessible(a.out, src); err != nil {
		return "", err
	}
	if src.err != nil {
		return "", src.err
	}
	return src.line, nil
}

// runForm runs a form of one field. Bubble Tea's own signal handling is
// off: a signal (SIGTERM, SIGHUP) would end the form as if its highlighted
// answer were chosen. A signal cancels the form instead, and nothing it
// held is taken (see the interrupt package).
func runForm(f huh.Field, in io.Reader, out io.Writer) error {
	learnBackground(out)
	done := interrupt.InForm()
	err := huh.NewForm(huh.NewGroup(f)).WithInput(in).WithOutput(out).WithShowHelp(true).
		WithProgramOptions(tea.WithoutSignalHandler()).RunWithContext(interrupt.Context())
	done()
	switch {
	case interrupt.Received():
		return fmt.Errorf("%w: %w", ErrEnd, interrupt.ErrSignal)
	case errors.Is(err, huh.ErrUserAborted):
		return ErrEnd
	}
	return err
}

// Input asks for one line of text, until check accepts it. The text
// returned is trimmed of spaces.
func (a *Asker) Input(title, description string, check func(string) error) (string, error) {
	var value string
	field := huh.NewInput().Title(title).Description(description).Value(&value)
	if !a.accessible {
		field.Validate(func(s string) error { return check(strings.TrimSpace(s)) })
		if err := runForm(field, a.in, a.out); err != nil {
			return "", err
		}
		return strings.TrimSpace(value), nil
	}
	line, err := a.runAccessible(field, title+" ", func(line string) (string, error) {
		return line, check(strings.TrimSpace(line))
	})
	return strings.TrimSpace(line), err
}

// Value asks for one line until parse takes it, and returns what parse
// made of it: the answer is read and checked once, where it is asked.
func Value[T any](a *Asker, title, description string, parse func(string) (T, error)) (T, error) {
	line, err := a.Input(title, description, func(s string) error {
		_, err := parse(s)
		return err
	})
	if err != nil {
		var zero T
		return zero, err
	}
	return parse(line)
}

// ValueShowing is Value with a line under the answer that follows it as
// it is typed (see InputShowing).
func ValueShowing[T any](a *Asker, title string, show func(string) string, parse func(string) (T, error)) (T, error) {
	line, err := a.InputShowing(title, show, func(s string) error {
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
// it is typed (on a pipe, printed after it): "= 35 points".
func (a *Asker) InputShowing(title string, show func(string) string, check func(string) error) (string, error) {
	if !a.accessible {
		var value string
		field := huh.NewInput().Title(title).Value(&value).
			DescriptionFunc(func() string { return show(strings.TrimSpace(value)) }, &value).
			Validate(func(s string) error { return check(strings.TrimSpace(s)) })
		if err := runForm(field, a.in, a.out); err != nil {
			return "", err
		}
		return strings.TrimSpace(value), nil
	}
	line, err := a.Input(title, "", check)
	if err == nil {
		a.Say("  %s", show(line))
	}
	return line, err
}

// Select asks for one of choices and returns its index. On a pipe the line
// may be the choice's number, its label or one of its aliases.
func (a *Asker) Select(title string, choices []Choice) (int, error) {
	var idx int
	opts := make([]huh.Option[int], len(choices))
	for i, c := range choices {
		opts[i] = huh.NewOption(c.Label, i)
	}
	field := huh.NewSelect[int]().Title(title).Options(opts...).Value(&idx)
	if !a.accessible {
		// At most 14 lines, so that a long list (maxi's 20 boxes and the
		// commands) scrolls inside itself and whose turn it is stays on a
		// 24-line screen.
		field.Height(min(len(choices)+2, 14))
		if err := runForm(field, a.in, a.out); err != nil {
			return 0, err
		}
		return idx, nil
	}
	again := fmt.Sprintf("Enter a number between 1 and %d: ", len(choices))
	_, err := a.runAccessible(field, again, func(line string) (string, error) {
		n, ok := pick(line, choices)
		if !ok {
			return "", fmt.Errorf("%q is not one of the choices: type a number from 1 to %d", strings.TrimSpace(line), len(choices))
		}
		return strconv.Itoa(n + 1), nil
	})
	return idx, err
}

// An Item is one entry of a menu: what it shows, the words that choose it
// on a pipe, and what choosing it gives (often an action to run).
type Item[T any] struct {
	Label   string
	Aliases []string
	Value   T
}

// Pick asks which of items, and returns the chosen item's value.
func Pick[T any](a *Asker, title string, items []Item[T]) (T, error) {
	choices := make([]Choice, len(items))
	for i, it := range items {
		choices[i] = Choice{Label: it.Label, Aliases: it.Aliases}
	}
	i, err := a.Select(title, choices)
	if err != nil {
		var zero T
		return zero, err
	}
	return items[i].Value, nil
}

// pick finds the choice a typed line names.
func pick(line string, choices []Choice) (int, bool) {
	line = strings.TrimSpace(line)
	if n, err := strconv.Atoi(line); err == nil {
		return n - 1, n >= 1 && n <= len(choices)
	}
	for i, c := range choices {
		if strings.EqualFold(line, c.Label) {
			return i, true
		}
		for _, alias := range c.Aliases {
			if strings.EqualFold(line, alias) {
				return i, true
			}
		}
	}
	return 0, false
}

// yes and no are the answers a Confirm takes on a pipe, in every language
// the program speaks.
var (
	yes = []string{"y", "yes", "j", "ja", "jah"}
	no  = []string{"n", "no", "nej", "ei"}
)

// Confirm asks a yes-or-no question; an empty answer on a pipe is no.
func (a *Asker) Confirm(title string) (bool, error) {
	var ok bool
	field := huh.NewConfirm().Title(title).Value(&ok)
	if !a.accessible {
		if err := runForm(field, a.in, a.out); err != nil {
			return false, err
		}
		return ok, nil
	}
	_, err := a.runAccessible(field, title+" [y/N] ", func(line string) (string, error) {
		answer, valid := yesNo(line)
		if !valid {
			return "", fmt.Errorf("%q: answer y or n", strings.TrimSpace(line))
		}
		return answer, nil
	})
	return ok, err
}

func yesNo(line string) (string, bool) {
	line = strings.ToLower(strings.TrimSpace(line))
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

// Say prints a line for the table to read.
func (a *Asker) Say(format string, args ...any) {
	fmt.Fprintf(a.out, format+"\n", args...)
}
