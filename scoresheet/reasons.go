package scoresheet

import (
	"fmt"
	"strings"
)

// An Error is a refused entry or question (dice that are not dice, a box
// that cannot be filled) that can say itself in each language: Error()
// in English, In("sv") in Swedish.
type Error struct {
	key  Phrase
	args []any
}

func (e *Error) Error() string { return e.In("en") }

// In says the error in lang: English, or a language added with AddWords;
// any other gets English.
func (e *Error) In(lang string) string {
	args := make([]any, len(e.args))
	for i, a := range e.args {
		switch a := a.(type) {
		case boxArg:
			args[i] = a.v.Name(a.b, lang)
		case boxesArg:
			s := make([]string, len(a.bs))
			for k, b := range a.bs {
				s[k] = a.v.Name(b, lang)
			}
			args[i] = strings.Join(s, ", ")
		case *Error:
			args[i] = a.In(lang)
		case error:
			args[i] = a.Error()
		default:
			args[i] = a
		}
	}
	return fmt.Sprintf(tongueOf(lang).Phrases[e.key], args...)
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
