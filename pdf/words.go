package pdf

import (
	"strings"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// Words are the words a sheet is drawn in, one language's: a printer of
// the one message model (msg.Printer), which says the sheets' sentences
// and the rules packages' (each asked for by its English, as the
// program's catalog keeps them: a hint, a rule, a contract explained),
// and the rules packages' nouns the sentences hold (box names, melds,
// cards). The program's catalog Language is a Words. A sheet is drawn in
// the words of its Options, and two sheets may be drawn at once in two
// languages.
type Words interface {
	msg.Printer
	// Sheet returns the Yatzy sheet's words; Cards the card game's.
	Sheet() *scoresheet.Words
	Cards() *contracts.Words
}

// English returns the sheets' words in English: the rules packages' own,
// and each sentence as the code writes it (msg.English).
func English() Words { return english{msg.English()} }

type english struct{ msg.Printer }

func (english) Sheet() *scoresheet.Words { return scoresheet.English() }
func (english) Cards() *contracts.Words  { return contracts.English() }

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
	return w.N(rounds, "%d round · Lowest total wins", "%d rounds · Lowest total wins", rounds)
}

// resultLine ends a filled sheet: "in progress", or the winner or the
// winners of a shared win.
func resultLine(w Words, finished bool, winners []string) string {
	if !finished {
		return w.T("in progress")
	}
	return w.N(len(winners), "Winner: %s", "Winners: %s", strings.Join(winners, ", "))
}
