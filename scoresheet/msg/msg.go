// Package msg is protokoll's one message model: a message is the key
// that names it, which is its English (a format for fmt), and its
// arguments, said in a reader's language when it is read. Every refusal
// is an Error, made deep in the rules (a die that is not a die, cards
// that make no meld), in the store (a game file's lock) or by a command,
// and its words are chosen by whoever shows it: the terminal in the
// run's language, the live page in each reader's. An argument that is
// itself words (a box's name, cards, another refusal) is an Arg, said in
// the same language.
//
// The words of every language but English are the program's catalog
// (cmd/protokoll/internal/catalog); a Printer is one language of it.
// Every key the code asks for is checked against the catalog by a test
// that reads the program's typed syntax trees (catalog's keys test), so
// a misspelled key or a wrong number of arguments fails the tests, not a
// screen.
//
// It lives under scoresheet because both rules packages make its errors
// and they, pure Go with no I/O, may import nothing of the program
// (cmd/...), while the module's top level is fixed: a leaf package
// importing only fmt, it gives scoresheet nothing of the card game's and
// the card game (contracts) nothing of scoresheet's. The commands use it
// as they are.
package msg

import (
	"fmt"
)

// A Key names one message: its English text, a format for fmt.
type Key string

// A Printer says messages in one language.
type Printer interface {
	// T returns the message key in the printer's language, formatted
	// with args.
	T(key Key, args ...any) string
	// N returns the message for the count n: in English one for one and
	// other for any other count; in another language the form its plural
	// rules choose for n, kept under other.
	N(n int, one, other Key, args ...any) string
	// Say returns err's message in the printer's language.
	Say(err error) string
}

// An Error is a refusal of the program's own, kept as its message key and
// arguments so that it is said in the language of whoever reads it.
type Error struct {
	key  Key
	args []any
	is   error // what the refusal is, for errors.Is, when not an argument
	// A refusal whose words change with a count (ErrorN) has its English
	// form for one; key is its form for other counts.
	one   Key
	count int
}

// Errorf returns the refusal key with args; an argument that is an error
// is said in the same language.
func Errorf(key Key, args ...any) error { return &Error{key: key, args: args} }

// ErrorN returns the refusal whose words change with n (see Printer.N).
func ErrorN(n int, one, other Key, args ...any) error {
	return &Error{key: other, args: args, one: one, count: n}
}

// Wrap returns the refusal key with args that errors.Is reports as err:
// a sentinel's case said in words of its own.
func Wrap(err error, key Key, args ...any) error { return &Error{key: key, args: args, is: err} }

// An Arg is an argument of a message that is said in the reader's
// language too: a name the rules give (a variant's), not a value.
type Arg interface{ In(Printer) string }

// Error says the refusal in English.
func (e *Error) Error() string { return e.In(english{}) }

// In says the refusal with p.
func (e *Error) In(p Printer) string {
	args := make([]any, len(e.args))
	for i, a := range e.args {
		switch x := a.(type) {
		case Arg:
			a = x.In(p)
		case error:
			a = p.Say(x)
		}
		args[i] = a
	}
	if e.one != "" {
		return p.N(e.count, e.one, e.key, args...)
	}
	return p.T(e.key, args...)
}

// Unwrap returns the error the refusal is about, if any.
func (e *Error) Unwrap() error {
	if e.is != nil {
		return e.is
	}
	for _, a := range e.args {
		if err, ok := a.(error); ok {
			return err
		}
	}
	return nil
}

// English returns a printer that says messages as their keys write them,
// for an error's Error method and a program that has no catalog at hand.
// The catalog's English says them the same, in the language's number
// formats.
func English() Printer { return english{} }

type english struct{}

func (english) T(key Key, args ...any) string {
	if len(args) == 0 {
		return string(key)
	}
	return fmt.Sprintf(string(key), args...)
}

func (e english) N(n int, one, other Key, args ...any) string {
	if n == 1 {
		return e.T(one, args...)
	}
	return e.T(other, args...)
}

func (english) Say(err error) string {
	if e, ok := err.(interface{ In(Printer) string }); ok {
		return e.In(english{})
	}
	return err.Error()
}

// OneOf is words as a choice of one of them, said in the reader's
// language: "yatzy or rummy", "yatzy, rummy or race"; one word alone
// as it is. The words themselves are not translated: they are what a
// person types (a kind's name).
func OneOf(words ...string) Arg { return oneOf{words: words} }

// OneOfCommands is commands a person types as a choice of one of them,
// said in the reader's language: set apart more than words are, by a
// comma before the "or" in English ("protokoll yatzy, or protokoll
// rummy"); one alone as it is.
func OneOfCommands(commands ...string) Arg { return oneOf{words: commands, commands: true} }

type oneOf struct {
	words    []string
	commands bool
}

func (o oneOf) In(p Printer) string {
	ws := o.words
	if len(ws) == 0 {
		return ""
	}
	s := ws[0]
	for i, w := range ws[1:] {
		switch {
		case i < len(ws)-2:
			s = p.T("%s, %s", s, w)
		case o.commands:
			return p.T("%s, or %s", s, w)
		default:
			return p.T("%s or %s", s, w)
		}
	}
	return s
}
