// Package iostreams carries a command's standard streams, so that commands
// run the same with a terminal, a pipe or a test's buffers.
package iostreams

import (
	"bytes"
	"io"
	"os"
	"strconv"

	"github.com/charmbracelet/x/term"
	"github.com/mattn/go-isatty"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/interrupt"
)

// IOStreams are the streams a command reads and writes.
type IOStreams struct {
	In     io.Reader
	Out    io.Writer
	ErrOut io.Writer

	// Interactive is true when both In and Out are terminals, so forms may
	// draw themselves; otherwise they read plain lines.
	Interactive bool
	// StderrTTY is true when ErrOut is a terminal, so progress may redraw
	// its line.
	StderrTTY bool
	// StdinTTY is true when In is a terminal: a person types the answers
	// and may be asked again; otherwise the answers come from a script.
	StdinTTY bool

	// Size returns the terminal's columns and rows, as they are now (a
	// window may be resized): ok is false when Out is not a terminal.
	// Nil: not a terminal.
	Size func() (cols, rows int, ok bool)
	// Columns is the width to fit what is printed in when Out is not a
	// terminal ($COLUMNS); 0 is DefaultColumns.
	Columns int

	// Signals are the signals that end this run (Ctrl-C at the terminal,
	// kill, a closed terminal), made by the program's main: forms and
	// servers stop at them, and they wait for an entry being written.
	// Nil: no signal ends the run (a test's streams).
	Signals *interrupt.Signals
}

// DefaultColumns is the width printed output fits when it does not go to
// a terminal and nothing says otherwise: the narrowest terminal.
const DefaultColumns = 80

// Width is the width what is printed must fit: the terminal's, else
// Columns, else DefaultColumns.
func (s *IOStreams) Width() int {
	if s.Size != nil {
		if cols, _, ok := s.Size(); ok && cols > 0 {
			return cols
		}
	}
	if s.Columns > 0 {
		return s.Columns
	}
	return DefaultColumns
}

// Rows is the terminal's height, or 0 when Out is not a terminal.
func (s *IOStreams) Rows() int {
	if s.Size != nil {
		if _, rows, ok := s.Size(); ok {
			return rows
		}
	}
	return 0
}

// ParseColumns reads $COLUMNS: a positive number, else 0.
func ParseColumns(v string) int {
	n, err := strconv.Atoi(v)
	if err != nil || n <= 0 {
		return 0
	}
	return n
}

// IsStderrTTY reports whether the error output is a terminal.
func (s *IOStreams) IsStderrTTY() bool { return s.StderrTTY }

// System returns the process's own streams.
func System() *IOStreams {
	return &IOStreams{
		In: os.Stdin, Out: os.Stdout, ErrOut: os.Stderr,
		Interactive: isTerminal(os.Stdin) && isTerminal(os.Stdout),
		StderrTTY:   isTerminal(os.Stderr),
		StdinTTY:    isTerminal(os.Stdin),
		Columns:     ParseColumns(os.Getenv("COLUMNS")),
		Size: func() (int, int, bool) {
			if !isTerminal(os.Stdout) {
				return 0, 0, false
			}
			cols, rows, err := term.GetSize(os.Stdout.Fd())
			return cols, rows, err == nil
		},
	}
}

func isTerminal(f *os.File) bool {
	return isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd())
}

// Test returns streams over buffers: the input to read and what the command
// writes to its output and error output.
func Test(in string) (ios *IOStreams, out, errOut *bytes.Buffer) {
	out, errOut = &bytes.Buffer{}, &bytes.Buffer{}
	return &IOStreams{In: bytes.NewBufferString(in), Out: out, ErrOut: errOut}, out, errOut
}
