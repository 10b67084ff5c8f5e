package contracts

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// tokenKind says what a token of a contract is.
type tokenKind uint8

const (
	tEOF     tokenKind = iota
	tWord              // letters, with hyphens inside: "trissar", "Yatzy-chans"
	tNumber            // digits: "4", "30"
	tComma             // ,
	tPlus              // +
	tPeriod            // .
	tColon             // :
	tEquals            // =
	tLParen            // (
	tRParen            // )
	tNewline           // a line break
)

var tokenNames = [...]string{"end of text", "word", "number", `","`, `"+"`, `"."`, `":"`, `"="`, `"("`, `")"`, "line break"}

func (k tokenKind) String() string { return tokenNames[k] }

// A token is one word, number or sign of a contract, with where it stands.
type token struct {
	kind tokenKind
	text string // as written
	word string // lower-cased, for matching
	pos  int    // byte offset in the contract
}

func (t token) String() string {
	switch t.kind {
	case tWord, tNumber:
		return fmt.Sprintf("%q", t.text)
	}
	return t.kind.String()
}

// lex splits a contract into tokens. It fails on a character no contract
// uses, pointing at it.
func lex(text string) ([]token, error) {
	var toks []token
	for i := 0; i < len(text); {
		r, w := utf8.DecodeRuneInString(text[i:])
		start := i
		switch {
		case r == '\n':
			toks = append(toks, token{kind: tNewline, text: "\n", pos: i})
			i += w
		case unicode.IsSpace(r):
			i += w
		case r >= '0' && r <= '9':
			for i < len(text) && text[i] >= '0' && text[i] <= '9' {
				i++
			}
			toks = append(toks, token{kind: tNumber, text: text[start:i], word: text[start:i], pos: start})
		case unicode.IsLetter(r):
			for i < len(text) {
				r, w := utf8.DecodeRuneInString(text[i:])
				if unicode.IsLetter(r) {
					i += w
					continue
				}
				// A hyphen joins letters: "Yatzy-chans".
				if r == '-' && i+1 < len(text) {
					if next, _ := utf8.DecodeRuneInString(text[i+1:]); unicode.IsLetter(next) {
						i += w
						continue
					}
				}
				break
			}
			toks = append(toks, token{kind: tWord, text: text[start:i], word: strings.ToLower(text[start:i]), pos: start})
		default:
			kind, ok := map[rune]tokenKind{',': tComma, '+': tPlus, '.': tPeriod, ':': tColon, '=': tEquals, '(': tLParen, ')': tRParen}[r]
			if !ok {
				return nil, &ParseError{Text: text, Pos: i, Why: why("%q is not used in contracts", r)}
			}
			toks = append(toks, token{kind: kind, text: string(r), pos: i})
			i += w
		}
	}
	return append(toks, token{kind: tEOF, pos: len(text)}), nil
}

// A ParseError says where a contract stops making sense, and why, in each
// language: Error() in English, In(p) in p's.
type ParseError struct {
	Text string // the contract
	Pos  int    // byte offset of the word that does not fit
	Why  Why
}

func (e *ParseError) Error() string { return e.In(nil) }

// In says the error with p, a language of the program's catalog (nil:
// English), with where it stands.
func (e *ParseError) In(p msg.Printer) string {
	line, col := 1, 1
	for _, r := range e.Text[:e.Pos] {
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	where := why("(at column %d of %q)", col, e.Text)
	if strings.Contains(e.Text, "\n") {
		where = why("(at line %d, column %d of %q)", line, col, e.Text)
	}
	return e.Why.In(p) + " " + where.In(p)
}
