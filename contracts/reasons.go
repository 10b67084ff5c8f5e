package contracts

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A Why is the reason a verdict fails or a question is refused, kept as
// its parts so that it can be said in each language: a message of the
// one model (msg), whose key is its English, and the cards, melds and
// numbers it names, said in the reader's words (Why.In).
type Why struct {
	key  msg.Key
	args []any
	// A reason whose words change with a count has its English for one
	// too; key is its English for other counts, and the language's
	// plural rules choose for count (msg.Printer.N).
	one   msg.Key
	count int
}

// In says the reason with p, a language of the program's catalog (nil:
// English); its cards, melds and ranks in the words p gives (Cards).
func (y Why) In(p msg.Printer) string {
	if y.key == "" {
		return ""
	}
	if p == nil {
		p = msg.English()
	}
	args := make([]any, len(y.args))
	for k, a := range y.args {
		args[k] = argIn(a, p)
	}
	if y.one != "" {
		return p.N(y.count, y.one, y.key, args...)
	}
	return p.T(y.key, args...)
}

// String says the reason in English.
func (y Why) String() string { return y.In(nil) }

func why(key msg.Key, args ...any) Why { return Why{key: key, args: args} }

// whyN is a reason whose words change with n: one for what the language
// says of one, other for the rest ("1 wild", "2 wilds").
func whyN(n int, one, other msg.Key, args ...any) Why {
	return Why{key: other, args: args, one: one, count: n}
}

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

// errorOf is a refused question (impossible cards, a missing label): a
// refusal of the one message model (msg.Error), said in English by
// Error() and in a reader's language by a printer of the program's
// catalog, its cards and melds in the words the printer gives.
func errorOf(key msg.Key, args ...any) error {
	said := make([]any, len(args))
	for i, a := range args {
		switch a.(type) {
		case token, Rank, meldArg, noMeld, plan, cardsArg, ranksOr, ranksArg, sumArg, colours, parity1, parityN, Why, whys:
			said[i] = part{a}
		default:
			said[i] = a // a number, a name, another refusal: msg says them
		}
	}
	return msg.Errorf(key, said...)
}

// A part is an argument of a refusal said in the reader's words.
type part struct{ a any }

func (x part) In(p msg.Printer) string { return fmt.Sprint(argIn(x.a, p)) }

// wordsOf returns the card game's words of p's language: a printer that
// has them gives them with Cards (the program's catalog does); any other
// speaks English.
func wordsOf(p msg.Printer) *Words {
	if c, ok := p.(interface{ Cards() *Words }); ok {
		return c.Cards().or()
	}
	return &english
}

// The kinds of arguments a reason takes, each said in the reason's
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

func argIn(a any, p msg.Printer) any {
	w := wordsOf(p)
	switch a := a.(type) {
	case token:
		// A word or number as written; the others by their name.
		switch a.kind {
		case tWord, tNumber:
			return strconv.Quote(a.text)
		case tEOF:
			return p.T("end of text")
		case tNewline:
			return p.T("line break")
		}
		return a.kind.String()
	case Rank:
		return a.In(w)
	case meldArg:
		return meldIn(Meld(a), p)
	case noMeld:
		return w.None(p, Meld(a))
	case plan:
		return a.in(p)
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
		return a.In(p)
	case *ParseError:
		return a.In(p)
	case error:
		return p.Say(a)
	case whys:
		s := make([]string, len(a))
		for i, x := range a {
			s[i] = x.In(p)
		}
		return strings.Join(s, "; ")
	}
	return a
}

// meldIn names a meld in p's language: the contract's own Swedish words
// in English and Swedish (as the round's text writes them), Estonian
// words in Estonian.
func meldIn(m Meld, p msg.Printer) string {
	s := speakerOf(p)
	return s.Names(s.p, m)
}

// Label names a laid meld in p's language (nil: English), as a verdict
// labels the cards that make it: "red three of a kind: 9♦ 9♥ 2♣". The
// contract itself stays as written, in Swedish; the labels are the
// reader's: Swedish the list's own words ("röd triss"), the others the
// meld's name in their words.
func Label(p msg.Printer, m Meld) string {
	s := speakerOf(p)
	if s.Lang == "sv" {
		return m.Name()
	}
	return s.meldName(m, 0)
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
