package pdf

import (
	"fmt"
	"strings"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// Words are the words a sheet is drawn in, one language's: the rules
// packages' (box names, hints, contracts explained) and the sheets' own
// sentences, each asked for by its English, as the program's catalog
// keeps them (its Language is a Words). A sheet is drawn in the words of
// its Options, and two sheets may be drawn at once in two languages.
// Words are a printer of the one message model (msg.Printer) too, which
// the rules packages say their sentences with (the rules page's notes),
// their nouns the words Sheet and Cards give.
type Words interface {
	msg.Printer
	// Sheet returns the Yatzy sheet's words; Cards the card game's.
	Sheet() *scoresheet.Words
	Cards() *contracts.Words
	// Paper returns the sheets' sentence whose English is key, formatted
	// with args; PaperN the one for the count n, whose English is one for
	// one and other for other counts.
	Paper(key string, args ...any) string
	PaperN(n int, one, other string, args ...any) string
}

// English returns the sheets' words in English: the rules packages' own,
// and each sentence as the code writes it.
func English() Words { return english{} }

type english struct{}

func (english) Sheet() *scoresheet.Words { return scoresheet.English() }
func (english) Cards() *contracts.Words  { return contracts.English() }
func (english) Paper(key string, args ...any) string {
	if len(args) == 0 {
		return key
	}
	return fmt.Sprintf(key, args...)
}

func (english) T(key msg.Key, args ...any) string { return msg.English().T(key, args...) }
func (english) N(n int, one, other msg.Key, args ...any) string {
	return msg.English().N(n, one, other, args...)
}
func (english) Say(err error) string { return msg.English().Say(err) }

// PaperN chooses as English does: one for 1, other for any other count.
func (e english) PaperN(n int, one, other string, args ...any) string {
	if n == 1 {
		return e.Paper(one, args...)
	}
	return e.Paper(other, args...)
}

// errorOf is a sheet that cannot be drawn as asked: a refusal of the
// one message model (msg.Error), said in English by Error() and in the
// reader's language by the program's catalog.
func errorOf(key msg.Key, args ...any) error { return msg.Errorf(key, args...) }

// wordsOr returns w, or English for nil.
func wordsOr(w Words) Words {
	if w == nil {
		return English()
	}
	return w
}

// roundsLine heads a list's sheets: "12 rounds · Lowest total wins", "1
// round" for a list of one.
func roundsLine(w Words, rounds int) string {
	return w.PaperN(rounds, "%d round · Lowest total wins", "%d rounds · Lowest total wins", rounds)
}

// resultLine ends a filled sheet: "in progress", or the winner or the
// winners of a shared win.
func resultLine(w Words, finished bool, winners []string) string {
	if !finished {
		return w.Paper("in progress")
	}
	return w.PaperN(len(winners), "Winner: %s", "Winners: %s", strings.Join(winners, ", "))
}
