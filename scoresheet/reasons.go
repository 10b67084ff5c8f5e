package scoresheet

import (
	"fmt"
	"strings"
)

// An Error is a refused entry or question (dice that are not dice, a box
// that cannot be filled) that can say itself in each language: Error()
// in English, In(w) in w's language.
type Error struct {
	key  Phrase
	args []any
}

func (e *Error) Error() string { return e.In(nil) }

// In says the error in w's language (nil: English).
func (e *Error) In(w *Words) string {
	args := make([]any, len(e.args))
	for i, a := range e.args {
		switch a := a.(type) {
		case boxArg:
			args[i] = a.v.Name(a.b, w)
		case Joker:
			args[i] = a.Word(w)
		case *Variant:
			args[i] = a.Title(w)
		case boxesArg:
			s := make([]string, len(a.bs))
			for k, b := range a.bs {
				s[k] = a.v.Name(b, w)
			}
			args[i] = strings.Join(s, ", ")
		case *Error:
			args[i] = a.In(w)
		case error:
			args[i] = a.Error()
		default:
			args[i] = a
		}
	}
	return fmt.Sprintf(w.or().Phrases[e.key], args...)
}

// Unwrap returns the error the refusal is about, if any.
func (e *Error) Unwrap() error {
	for _, a := range e.args {
		if err, ok := a.(error); ok {
			return err
		}
	}
	return nil
}

func errorOf(key Phrase, args ...any) error { return &Error{key, args} }

// A boxArg is a box named in the error's language; boxesArg a list.
type (
	boxArg struct {
		v *Variant
		b Box
	}
	boxesArg struct {
		v  *Variant
		bs []Box
	}
)

// A Phrase names a refusal: the key of Words.Phrases.
type Phrase string
