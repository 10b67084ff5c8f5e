// Package text is the program's catalog: every word protokoll says to a
// person in a language other than English, a file per language, with the
// program's own messages (prompts, headings, refusals) keyed by their
// English, and the words it gives the rules packages and the sheets
// (box names, contract explanations, verdict reasons, sheet headings),
// which speak English of themselves.
package text

import (
	"fmt"
	"sort"
	"strings"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/pdf"
	"github.com/kitchentable/protokoll/scoresheet"
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
	if len(args) == 0 {
		return s
	}
	return fmt.Sprintf(s, args...)
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
}

// Errorf returns the refusal key with args; an argument that is an error
// is said in the same language.
func Errorf(key Key, args ...any) error { return &Error{key, args, nil} }

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
	return T(lang, e.key, args...)
}

// Wrap returns the refusal key with args that errors.Is reports as err:
// a sentinel's case said in words of its own.
func Wrap(err error, key Key, args ...any) error { return &Error{key, args, err} }

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
