// Package msg is the program's name for protokoll's one message model,
// package scoresheet/msg, where the rules packages reach it too: the
// same types and functions under the path the commands import. A
// refusal made here is the rules' kind of refusal, said by the same
// catalog.
package msg

import rules "github.com/kitchentable/protokoll/scoresheet/msg"

type (
	// A Key names one message: its English text, a format for fmt.
	Key = rules.Key
	// A Printer says messages in one language.
	Printer = rules.Printer
	// An Error is a refusal kept as its message key and arguments, said
	// in the language of whoever reads it.
	Error = rules.Error
	// An Arg is an argument of a message said in the reader's language.
	Arg = rules.Arg
)

// Errorf returns the refusal key with args (rules.Errorf).
func Errorf(key Key, args ...any) error { return rules.Errorf(key, args...) }

// ErrorN returns the refusal whose words change with n (rules.ErrorN).
func ErrorN(n int, one, other Key, args ...any) error { return rules.ErrorN(n, one, other, args...) }

// Wrap returns the refusal key with args that errors.Is reports as err
// (rules.Wrap).
func Wrap(err error, key Key, args ...any) error { return rules.Wrap(err, key, args...) }

// English returns a printer that says messages as their keys write them
// (rules.English).
func English() Printer { return rules.English() }
