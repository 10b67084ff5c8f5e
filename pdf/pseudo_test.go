//go:build !race

// Drawn on one goroutine: see concurrent_test.go.

package pdf

import (
	"fmt"
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// pseudo is a made-up language for the tests: English with every text in
// brackets and a third longer ("[Date~~]"), as translations tend to be,
// given to the sheets and the rules packages as the program gives them a
// real one. A word on an "xx" sheet without its brackets did not come
// from the language's words, and the layout tests see whether longer
// words still fit. The real languages' words are tested where they live,
// in cmd/protokoll/internal/text.
const pseudo = "xx"

// ps is s in the made-up language.
func ps(s string) string {
	return "[" + s + strings.Repeat("~", (utf8.RuneCountInString(s)+2)/3) + "]"
}

// pseudoWords are the sheets' words in the made-up language.
type pseudoWords struct {
	sheet *scoresheet.Words
	cards *contracts.Words
}

var xx = func() pseudoWords {
	c := bracket(reflect.ValueOf(*contracts.English())).Interface().(contracts.Words)
	c.Lang = pseudo
	s := bracket(reflect.ValueOf(*scoresheet.English())).Interface().(scoresheet.Words)
	s.Lang = pseudo
	return pseudoWords{&s, &c}
}()

func (p pseudoWords) Sheet() *scoresheet.Words { return p.sheet }
func (p pseudoWords) Cards() *contracts.Words  { return p.cards }
func (p pseudoWords) T(key msg.Key, args ...any) string {
	return fmt.Sprintf(ps(string(key)), args...)
}
func (p pseudoWords) N(n int, one, other msg.Key, args ...any) string {
	if n == 1 {
		return p.T(one, args...)
	}
	return p.T(other, args...)
}
func (p pseudoWords) Say(err error) string {
	if e, ok := err.(interface{ In(msg.Printer) string }); ok {
		return e.In(p)
	}
	return err.Error()
}

// wordsOf returns the words of lang, "en" or pseudo.
func wordsOf(lang string) Words {
	if lang == pseudo {
		return xx
	}
	return English()
}

// bracket copies v with every non-empty string in it in brackets.
func bracket(v reflect.Value) reflect.Value {
	switch v.Kind() {
	case reflect.String:
		if v.Len() == 0 {
			return v
		}
		return reflect.ValueOf(ps(v.String())).Convert(v.Type())
	case reflect.Map:
		m := reflect.MakeMapWithSize(v.Type(), v.Len())
		for _, k := range v.MapKeys() {
			m.SetMapIndex(k, bracket(v.MapIndex(k)))
		}
		return m
	case reflect.Slice:
		s := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := range v.Len() {
			s.Index(i).Set(bracket(v.Index(i)))
		}
		return s
	case reflect.Array, reflect.Struct:
		c := reflect.New(v.Type()).Elem()
		c.Set(v)
		if v.Kind() == reflect.Array {
			for i := range v.Len() {
				c.Index(i).Set(bracket(v.Index(i)))
			}
		} else {
			for i := range v.NumField() {
				c.Field(i).Set(bracket(v.Field(i)))
			}
		}
		return c
	}
	return v
}
