package contracts

import (
	"fmt"
	"strconv"
	"strings"
)

// A Why is the reason a verdict fails or a question is refused, kept as
// its parts (a phrase and the cards, melds and numbers it names) so that
// it can be said in each language: Why.In("sv").
type Why struct {
	key  Phrase
	args []any
	// A reason whose words change with a count has its phrase for each
	// form: key for one, many for the others, as the language's plural
	// rules choose for count (Words.one).
	many  Phrase
	count int
}

// In says the reason in lang: English, or a language added with AddWords;
// any other gets English.
func (w Why) In(lang string) string {
	if w.key == "" {
		return ""
	}
	args := make([]any, len(w.args))
	for k, a := range w.args {
		args[k] = argIn(a, lang)
	}
	words, key := vocab(lang), w.key
	if w.many != "" && !words.one(w.count) {
		key = w.many
	}
	return fmt.Sprintf(words.Phrases[key], args...)
}

// String says the reason in English.
func (w Why) String() string { return w.In("en") }

func why(key Phrase, args ...any) Why { return Why{key: key, args: args} }

// whyN is a reason whose words change with n: one for what the language
// says of one, many for the rest ("1 wild", "2 wilds").
func whyN(n int, one, many Phrase, args ...any) Why {
	return Why{key: one, args: args, many: many, count: n}
}

// An Error is a refused question (impossible cards, a missing label) that
// can say itself in each language.
type Error struct{ Why Why }

func (e *Error) Error() string { return e.Why.In("en") }

// Unwrap returns the error the refusal is about, if any.
func (e *Error) Unwrap() error {
	for _, a := range e.Why.args {
		if err, ok := a.(error); ok {
			return err
		}
	}
	return nil
}

// In says the error in lang.
func (e *Error) In(lang string) string { return e.Why.In(lang) }

func errorOf(key Phrase, args ...any) error { return &Error{why(key, args...)} }

// The kinds of arguments a phrase takes, each said in the phrase's
// language.
type (
	meldArg  Meld   // the meld's name
	noMeld   Meld   // "no triss" (Swedish: "ingen triss", "inget par")
	cardsArg []Card // 7♥ 2♠ 2♣, in the language's rank letters
	ranksOr  []Rank // 7 or 8
	ranksArg []Rank // 7 8
	sumArg   []Rank // A 14 + K 13 + 10
	colours  Colour // red (♥♦)
	parity1  Parity // odd: one rank
	parityN  Parity // odd: every rank
	whys     []Why  // reasons of several choices
)

func argIn(a any, lang string) any {
	w := vocab(lang)
	switch a := a.(type) {
	case token:
		// A word or number as written; the others by their name.
		switch a.kind {
		case tWord, tNumber:
			return strconv.Quote(a.text)
		case tEOF:
			return w.Phrases["tokEnd"]
		case tNewline:
			return w.Phrases["tokLine"]
		}
		return a.kind.String()
	case Rank:
		return a.In(lang)
	case meldArg:
		return meldIn(Meld(a), lang)
	case noMeld:
		return w.None(w, Meld(a))
	case plan:
		return a.in(lang)
	case cardsArg:
		s := make([]string, len(a))
		for i, c := range a {
			s[i] = c.In(lang)
		}
		return strings.Join(s, " ")
	case ranksOr, ranksArg:
		var rs []Rank
		sep := " "
		if r, ok := a.(ranksOr); ok {
			rs, sep = r, w.Or
		} else {
			rs = a.(ranksArg)
		}
		s := make([]string, len(rs))
		for i, r := range rs {
			s[i] = r.In(lang)
		}
		return strings.Join(s, sep)
	case sumArg:
		s := make([]string, len(a))
		for i, r := range a {
			s[i] = strconv.Itoa(int(r))
			if r > Ten {
				s[i] = r.In(lang) + " " + s[i]
			}
		}
		return strings.Join(s, " + ")
	case colours:
		return w.EveryColour[Colour(a)]
	case parity1:
		return w.Parities[Parity(a)][0]
	case parityN:
		return w.Parities[Parity(a)][1] + " (" + faceValues(lang) + ")"
	case Why:
		return a.In(lang)
	case *Error:
		return a.In(lang)
	case *ParseError:
		return a.In(lang)
	case error:
		return a.Error()
	case whys:
		s := make([]string, len(a))
		for i, x := range a {
			s[i] = x.In(lang)
		}
		return strings.Join(s, "; ")
	}
	return a
}

// meldIn names a meld in lang: the contract's own Swedish words in
// English and Swedish (as the round's text writes them), Estonian words
// in Estonian.
func meldIn(m Meld, lang string) string {
	w := vocab(lang)
	return w.Names(w, m)
}

// faceValues says what the face cards count as ranks: J 11, Q 12, K 13,
// A 14 (Swedish Kn 11, D 12, K 13, E 14).
func faceValues(lang string) string {
	var s []string
	for r := Jack; r <= Ace; r++ {
		s = append(s, r.In(lang)+" "+strconv.Itoa(int(r)))
	}
	return strings.Join(s, ", ")
}

// A Phrase names a reason or a refusal: the key of Words.Phrases.
type Phrase string
