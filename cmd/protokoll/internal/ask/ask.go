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

	"github.com/charmbracelet/huh"

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
	echo       string // the last line read
}

// New returns an Asker over ios: forms on a terminal, accessible mode
// otherwise.
func New(ios *iostreams.IOStreams) *Asker {
	return &Asker{out: ios.Out, in: ios.In, lines: bufio.NewReader(ios.In), accessible: !ios.Interactive}
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
	if err != nil && (line == "" || !errors.Is(err, io.EOF)) {
		if errors.Is(err, io.EOF) {
			return "", ErrEnd
		}
		return "", err
	}
	line = strings.TrimRight(line, "\r\n")
	// The line came from a pipe, not typed on this screen: show it, so the
	// output reads as a conversation.
	a.echo = line
	return line, nil
}

// runAccessible runs field on the one line just read, then shows the line.
func (a *Asker) runAccessible(field huh.Field, line string) error {
	err := field.RunAccessible(a.out, strings.NewReader(line+"\n"))
	fmt.Fprintln(a.out, a.echo)
	return err
}

func runForm(f huh.Field, in io.Reader, out io.Writer) error {
	err := huh.NewForm(huh.NewGroup(f)).WithInput(in).WithOutput(out).WithShowHelp(true).Run()
	if errors.Is(err, huh.ErrUserAborted) {
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
	for {
		line, err := a.readLine()
		if err != nil {
			return "", err
		}
		line = strings.TrimSpace(line)
		if err := a.runAccessible(field, line); err != nil {
			return "", err
		}
		if err := check(line); err != nil {
			fmt.Fprintf(a.out, "%v\n", err)
			continue
		}
		return line, nil
	}
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
		field.Height(min(len(choices)+2, 24))
		if err := runForm(field, a.in, a.out); err != nil {
			return 0, err
		}
		return idx, nil
	}
	for {
		line, err := a.readLine()
		if err != nil {
			return 0, err
		}
		n, ok := pick(line, choices)
		if !ok {
			fmt.Fprintf(a.out, "%q is not one of the choices: type a number from 1 to %d\n", strings.TrimSpace(line), len(choices))
			continue
		}
		if err := a.runAccessible(field, strconv.Itoa(n+1)); err != nil {
			return 0, err
		}
		return idx, nil
	}
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
	for {
		line, err := a.readLine()
		if err != nil {
			return false, err
		}
		answer, valid := yesNo(line)
		if !valid {
			fmt.Fprintf(a.out, "%q: answer y or n\n", strings.TrimSpace(line))
			continue
		}
		if err := a.runAccessible(field, answer); err != nil {
			return false, err
		}
		return ok, nil
	}
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
