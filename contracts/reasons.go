package contracts

import (
	"fmt"
	"strconv"
	"strings"
)

// A Why is the reason a verdict fails or a question is refused, kept as
// its parts (a phrase and the cards, melds and numbers it names) so that
// it can be said in each language: Why.In(w).
type Why struct {
	key  Phrase
	args []any
	// A reason whose words change with a count has its phrase for each
	// form: key for one, many for the others, as the language's plural
	// rules choose for count (Words.one).
	many  Phrase
	count int
}

// In says the reason in w's language (nil: English).
func (y Why) In(w *Words) string {
	if y.key == "" {
		return ""
	}
	w = w.or()
	args := make([]any, len(y.args))
	for k, a := range y.args {
		args[k] = argIn(a, w)
	}
	key := y.key
	if y.many != "" && !w.one(y.count) {
		key = y.many
	}
	return fmt.Sprintf(w.Phrases[key], args...)
}

// String says the reason in English.
func (y Why) String() string { return y.In(nil) }

func why(key Phrase, args ...any) Why { return Why{key: key, args: args} }

// whyN is a reason whose words change with n: one for what the language
// says of one, many for the rest ("1 wild", "2 wilds").
func whyN(n int, one, many Phrase, args ...any) Why {
	return Why{key: one, args: args, many: many, count: n}
}

// An Error is a refused question (impossible cards, a missing label) that
// can say itself in each language.
type Error struct{ Why Why }

func (e *Error) Error() string { return e.Why.In(nil) }

// Unwrap returns the error the refusal is about, if any.
func (e *Error) Unwrap() error {
	for _, a := range e.Why.args {
		if err, ok := a.(error); ok {
			return err
		}
	}
	return nil
}

// In says the error in w's language (nil: English).
func (e *Error) In(w *Words) string { return e.Why.In(w) }

// mapCards is y with every card its arguments name changed by f.
func (y Why) mapCards(f func(Card) Card) Why {
	args := make([]any, len(y.args))
	for i, a := range y.args {
		switch a := a.(type) {
		case cardsArg:
			args[i] = cardsArg(mapCards(a, f))
		case Why:
			args[i] = a.mapCards(f)
		case whys:
			out := make(whys, len(a))
			for j, w := range a {
				out[j] = w.mapCards(f)
			}
			args[i] = out
		default:
			args[i] = a
		}
	}
	y.args = args
	return y
}

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

func argIn(a any, w *Words) any {
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
		return a.In(w)
	case meldArg:
		return meldIn(Meld(a), w)
	case noMeld:
		return w.None(w, Meld(a))
	case plan:
		return a.in(w)
	case cardsArg:
		s := make([]string, len(a))
		for i, c := range a {
			s[i] = c.In(w)
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
			s[i] = r.In(w)
		}
		return strings.Join(s, sep)
	case sumArg:
		s := make([]string, len(a))
		for i, r := range a {
			s[i] = strconv.Itoa(int(r))
			if r > Ten {
				s[i] = r.In(w) + " " + s[i]
			}
		}
		return strings.Join(s, " + ")
	case colours:
		return w.EveryColour[Colour(a)]
	case parity1:
		return w.Parities[Parity(a)][0]
	case parityN:
		return w.Parities[Parity(a)][1] + " (" + faceValues(w) + ")"
	case Why:
		return a.In(w)
	case *Error:
		return a.In(w)
	case *ParseError:
		return a.In(w)
	case error:
		return a.Error()
	case whys:
		s := make([]string, len(a))
		for i, x := range a {
			s[i] = x.In(w)
		}
		return strings.Join(s, "; ")
	}
	return a
}

// meldIn names a meld in w's language: the contract's own Swedish words
// in English and Swedish (as the round's text writes them), Estonian
// words in Estonian.
func meldIn(m Meld, w *Words) string {
	w = w.or()
	return w.Names(w, m)
}

// Label names a laid meld in w's language (nil: English), as a verdict
// labels the cards that make it: "red three of a kind: 9♦ 9♥ 2♣". The
// contract itself stays as written, in Swedish; the labels are the
// reader's: Swedish the list's own words ("röd triss"), the others the
// meld's name in their words.
func (w *Words) Label(m Meld) string {
	w = w.or()
	if w.Lang == "sv" {
		return m.Name()
	}
	return w.MeldName(m, 0)
}

// faceValues says what the face cards count as ranks: J 11, Q 12, K 13,
// A 14 (Swedish Kn 11, D 12, K 13, E 14).
func faceValues(w *Words) string {
	var s []string
	for r := Jack; r <= Ace; r++ {
		s = append(s, r.In(w)+" "+strconv.Itoa(int(r)))
	}
	return strings.Join(s, ", ")
}

// A Phrase names a reason or a refusal: the key of Words.Phrases.
type Phrase string
