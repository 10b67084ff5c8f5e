// Package text is the program's catalog: every word protokoll says to a
// person in a language other than English, a file per language, with the
// program's own messages (prompts, headings, refusals) keyed by their
// English, and the words it gives the rules packages and the sheets
// (box names, contract explanations, verdict reasons, sheet headings),
// which speak English of themselves.
package text

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/pdf"
	"github.com/kitchentable/protokoll/scoresheet"
	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// A Key names one message; its value is the English text.
type Key string

// A Language is every word protokoll says in one language, in one file
// (sv.go, et.go): the program's own messages, and the words it gives the
// rules packages and the sheets, which speak English of themselves. A
// test fails when a language lacks a word any of them asks for, or holds
// a message no code asks for.
type Language struct {
	Tag       string            // the language's code: "sv"
	Messages  map[Key]string    // the program's own, by their English
	Plurals   map[Key]Plural    // the program's own that change with a count (N)
	Contracts *contracts.Words  // the card game's
	Sheets    *scoresheet.Words // the Yatzy sheet's
	Paper     pdf.Words         // the printed sheets' own
}

// languages are the languages but English, by code.
var languages = map[string]*Language{}

// register adds l to the program and gives the rules packages and the
// sheets its words; each language's file calls it when the program starts.
func register(l *Language) {
	l.Contracts.Lang = l.Tag
	l.Sheets.Lang = l.Tag
	languages[l.Tag] = l
	contracts.AddWords(l.Contracts)
	scoresheet.AddWords(l.Sheets)
	pdf.AddWords(l.Tag, l.Paper)
}

// Languages lists the languages the program speaks: "en" first, then
// the others, in order.
func Languages() []string {
	out := []string{"en"}
	for l := range languages {
		out = append(out, l)
	}
	sort.Strings(out[1:])
	return out
}

// T returns the message key in lang, formatted with args; any language
// the program does not speak, and any key without a translation, gets
// English (a test fails for a key a language lacks).
func T(lang string, key Key, args ...any) string {
	s := string(key)
	if l, ok := languages[lang]; ok {
		if tr, ok := l.Messages[key]; ok {
			s = tr
		}
	}
	return format(lang, s, args)
}

// format formats a message in lang: a number with a fraction is written
// with the language's decimal mark (203,0 in Swedish and Estonian).
func format(lang, s string, args []any) string {
	if len(args) == 0 {
		return s
	}
	if point := decimalMark(lang); point != "." {
		args = slices.Clone(args)
		for i, a := range args {
			switch x := a.(type) {
			case float64:
				args[i] = decimal{x, point}
			case float32:
				args[i] = decimal{float64(x), point}
			}
		}
	}
	return fmt.Sprintf(s, args...)
}

// decimalMark is the mark between a number's whole and its fraction in
// lang, as its catalog says: "." in English.
func decimalMark(lang string) string { return T(lang, ".") }

// Decimal writes x with prec digits after the language's decimal mark:
// "203.0", Swedish "203,0".
func Decimal(lang string, x float64, prec int) string {
	return format(lang, "%.*f", []any{prec, x})
}

// A decimal is a number formatted with a decimal mark of its own.
type decimal struct {
	x     float64
	point string
}

// Format formats the number as fmt would, with its decimal mark.
func (d decimal) Format(f fmt.State, verb rune) {
	s := fmt.Sprintf(fmt.FormatString(f, verb), d.x)
	if verb == 'f' || verb == 'F' || verb == 'g' || verb == 'e' || verb == 'v' {
		s = strings.Replace(s, ".", d.point, 1)
	}
	io.WriteString(f, s)
}

// A Plural is a message in each form a language's plural rules tell
// apart, by CLDR category: Swedish says "%d kast kvar" for plural.One and
// plural.Other alike; a language with more forms gives plural.Few or
// plural.Many too.
type Plural map[plural.Form]string

// N returns the message for the count n in lang, formatted with args:
// the form lang's plural rules choose for n (CLDR, through
// golang.org/x/text/feature/plural), not a test of n == 1. In English
// one is the form for one ("1 roll left") and other the form for any
// other count ("%d rolls left"); other is also the key of another
// language's forms (Language.Plurals).
func N(lang string, n int, one, other Key, args ...any) string {
	return format(lang, pick(lang, n, one, other), args)
}

// pick chooses the form of a message for the count n in lang.
func pick(lang string, n int, one, other Key) string {
	form := plural.Cardinal.MatchPlural(language.Make(lang), n, 0, 0, 0, 0)
	if l, ok := languages[lang]; ok {
		if forms, ok := l.Plurals[other]; ok {
			if s, ok := forms[form]; ok {
				return s
			}
			return forms[plural.Other]
		}
	}
	if form == plural.One {
		return string(one)
	}
	return string(other)
}

// Say returns err's message in lang. The rules packages' errors say
// themselves in each language; any other error gives its own message.
func Say(lang string, err error) string {
	if l, ok := err.(interface{ In(lang string) string }); ok {
		return l.In(lang)
	}
	return err.Error()
}

// EnglishIn returns the English messages whose words appear in s although
// lang says them otherwise: a fixed part of a message (at least 8
// characters) found in s and in none of lang's messages. It lets a test
// read a whole game's transcript for English that slipped through.
func EnglishIn(lang, s string) []string {
	var theirs strings.Builder
	msgs := map[Key]string{}
	if l, ok := languages[lang]; ok {
		msgs = l.Messages
	}
	for _, tr := range msgs {
		theirs.WriteString(tr + "\n")
	}
	var found []string
	for key := range msgs {
		for _, part := range fixedParts(string(key)) {
			part = strings.TrimSpace(part)
			if len([]rune(part)) >= 8 && strings.Contains(s, part) && !strings.Contains(theirs.String(), part) {
				found = append(found, part)
			}
		}
	}
	sort.Strings(found)
	return found
}

// fixedParts cuts a message at its formatting verbs (%d, %-6s, %q).
func fixedParts(msg string) []string {
	var parts []string
	start := 0
	for i := 0; i < len(msg); i++ {
		if msg[i] != '%' {
			continue
		}
		parts = append(parts, msg[start:i])
		i++
		for i < len(msg) && strings.IndexByte("-+# 0123456789.", msg[i]) >= 0 {
			i++
		}
		start = i + 1
	}
	return append(parts, msg[min(start, len(msg)):])
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

// ErrorN returns the refusal whose words change with n (see N).
func ErrorN(n int, one, other Key, args ...any) error {
	return &Error{key: other, args: args, one: one, count: n}
}

func (e *Error) Error() string { return e.In("en") }

// In says the refusal in lang.
func (e *Error) In(lang string) string {
	args := make([]any, len(e.args))
	for i, a := range e.args {
		if err, ok := a.(error); ok {
			a = Say(lang, err)
		}
		args[i] = a
	}
	if e.one != "" {
		return N(lang, e.count, e.one, e.key, args...)
	}
	return T(lang, e.key, args...)
}

// Wrap returns the refusal key with args that errors.Is reports as err:
// a sentinel's case said in words of its own.
func Wrap(err error, key Key, args ...any) error { return &Error{key: key, args: args, is: err} }

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
