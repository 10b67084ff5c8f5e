package pdf

import (
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
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

func init() {
	c := bracket(reflect.ValueOf(contracts.EnglishWords())).Interface().(contracts.Words)
	c.Lang = pseudo
	contracts.AddWords(&c)
	s := bracket(reflect.ValueOf(scoresheet.EnglishWords())).Interface().(scoresheet.Words)
	s.Lang = pseudo
	scoresheet.AddWords(&s)
	AddWords(pseudo, bracket(reflect.ValueOf(EnglishWords())).Interface().(Words))
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
