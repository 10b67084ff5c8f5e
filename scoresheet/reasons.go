package scoresheet

import (
	"strings"

	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// errorOf is a refused entry or question (dice that are not dice, a box
// that cannot be filled): a refusal of the one message model
// (msg.Error), whose key is its English, said in English by Error() and
// in a reader's language by a printer of the program's catalog. An
// argument that names a box, a variant or a joker rule is said in the
// same language, in the words the printer gives (Sheet).
func errorOf(key msg.Key, args ...any) error {
	said := make([]any, len(args))
	for i, a := range args {
		switch a.(type) {
		case boxArg, boxesArg, Joker, *Variant:
			said[i] = named{a}
		default:
			said[i] = a
		}
	}
	return msg.Errorf(key, said...)
}

// A named is an argument of a refusal said in the reader's words.
type named struct{ a any }

func (n named) In(p msg.Printer) string {
	w := wordsOf(p)
	switch a := n.a.(type) {
	case boxArg:
		return a.v.Name(a.b, w)
	case Joker:
		return a.Word(w)
	case *Variant:
		return a.Title(w)
	case boxesArg:
		s := make([]string, len(a.bs))
		for k, b := range a.bs {
			s[k] = a.v.Name(b, w)
		}
		return strings.Join(s, ", ")
	}
	return ""
}

// wordsOf returns the Yatzy words of p's language: a printer that has
// them gives them with Sheet (the program's catalog does); any other
// speaks English (nil).
func wordsOf(p msg.Printer) *Words {
	if s, ok := p.(interface{ Sheet() *Words }); ok {
		return s.Sheet()
	}
	return nil
}

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
