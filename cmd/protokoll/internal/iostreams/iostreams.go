// Package iostreams carries a command's standard streams, so that commands
// run the same with a terminal, a pipe or a test's buffers.
package iostreams

import (
	"bytes"
	"io"
	"os"

	"github.com/mattn/go-isatty"
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
