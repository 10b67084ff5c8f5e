package catalogtest

import (
	"reflect"
	"regexp"
	"strings"

	"golang.org/x/text/feature/plural"
	xcatalog "golang.org/x/text/message/catalog"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// Pseudo returns a made-up language, "qaa": every word protokoll says,
// in English made of look-alike letters ("Ŕéšüłţ"), so that a word on
// its screens in plain letters did not come from the language. It is a
// language as a new one is: this one file, and a line where the
// program's languages are listed (here, the test's). Its messages are
// those of like, a language of the catalog (the keys test proves that
// each has every message the code asks for); the rules packages' words
// are English's, the functions among them saying English's made up too.
func Pseudo(like *catalog.Language, english *catalog.Language) *catalog.Language {
	l := &catalog.Language{
		Tag:      "qaa", // a language code for private use
		Name:     Fake("Pseudo"),
		Messages: map[msg.Key]string{},
		Plurals:  map[msg.Key]xcatalog.Message{},
		Commands: map[catalog.Command][]string{},
	}
	for key := range like.Messages {
		l.Messages[key] = Fake(string(key))
	}
	for key := range like.Plurals {
		l.Plurals[key] = plural.Selectf(1, "", plural.Other, Fake(string(key)))
	}
	for c, words := range english.Commands {
		for _, w := range words {
			l.Commands[c] = append(l.Commands[c], Fake(w))
		}
	}
	sheets := fakeValue(reflect.ValueOf(*scoresheet.English())).Interface().(scoresheet.Words)
	sheets.Lang = l.Tag
	cards := fakeValue(reflect.ValueOf(*contracts.English())).Interface().(contracts.Words)
	cards.Lang = l.Tag
	l.Sheets, l.Contracts = &sheets, &cards
	return catalog.Make(l)
}

// look are the look-alike letters, for a to z and A to Z.
var look = [2][]rune{
	[]rune("åƀçðéƒĝĥîĵķłɱñøþǫŕšţüṽŵẋýž"),
	[]rune("ÅƁÇÐÉƑĜĤÎĴĶŁṀÑØÞǪŔŠŢÜṼŴẊÝŽ"),
}

// verb is a formatting verb, left as it is.
var verb = regexp.MustCompile(`%(\[\d+\])?[-+# 0-9.]*[a-zA-Z%]`)

// Fake writes s in look-alike letters, its formatting verbs as they are.
func Fake(s string) string {
	var b strings.Builder
	last := 0
	for _, m := range verb.FindAllStringIndex(s, -1) {
		b.WriteString(fakeLetters(s[last:m[0]]))
		b.WriteString(s[m[0]:m[1]])
		last = m[1]
	}
	b.WriteString(fakeLetters(s[last:]))
	return b.String()
}

func fakeLetters(s string) string {
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 'a' && r <= 'z':
			return look[0][r-'a']
		case r >= 'A' && r <= 'Z':
			return look[1][r-'A']
		}
		return r
	}, s)
}

// fakeValue copies v with every string in it made up: in maps, the
// strings that are keys too (a language's own letters and words), and
// what its functions return.
func fakeValue(v reflect.Value) reflect.Value {
	switch v.Kind() {
	case reflect.String:
		return reflect.ValueOf(Fake(v.String())).Convert(v.Type())
	case reflect.Map:
		if v.IsNil() {
			return v
		}
		m := reflect.MakeMapWithSize(v.Type(), v.Len())
		for _, k := range v.MapKeys() {
			key := k
			if k.Kind() == reflect.String && v.Type().Elem().Kind() == reflect.Uint8 {
				key = fakeValue(k) // letters typed for a rank: "t" for ten
			}
			m.SetMapIndex(key, fakeValue(v.MapIndex(k)))
		}
		return m
	case reflect.Slice:
		if v.IsNil() {
			return v
		}
		s := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := range v.Len() {
			s.Index(i).Set(fakeValue(v.Index(i)))
		}
		return s
	case reflect.Array:
		c := reflect.New(v.Type()).Elem()
		for i := range v.Len() {
			c.Index(i).Set(fakeValue(v.Index(i)))
		}
		return c
	case reflect.Struct:
		c := reflect.New(v.Type()).Elem()
		c.Set(v)
		for i := range v.NumField() {
			if c.Field(i).CanSet() {
				c.Field(i).Set(fakeValue(v.Field(i)))
			}
		}
		return c
	case reflect.Func:
		if v.IsNil() {
			return v
		}
		return reflect.MakeFunc(v.Type(), func(in []reflect.Value) []reflect.Value {
			out := v.Call(in)
			for i := range out {
				if out[i].Kind() == reflect.String {
					out[i] = fakeValue(out[i])
				}
			}
			return out
		})
	}
	return v
}
