package render

import (
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TurnNotes say what the rules make of the dice of a turn before its box
// is chosen, in l: the boxes the joker rule allows, with the five of a
// kind bonus, and a strike that cannot be avoided. opts are s.Options of
// the dice.
func TurnNotes(l *catalog.Language, s *scoresheet.Sheet, dice scoresheet.Roll, opts []scoresheet.Option) []string {
	v := s.Variant()
	var notes []string
	if joker, bonus := s.Joker(dice); joker {
		note := l.T("Joker rule (%s): this five of a kind may go in", JokerWord(l, s.Choices().Joker))
		if len(opts) == 1 {
			note = l.T("Joker rule (%s): this five of a kind must go in", JokerWord(l, s.Choices().Joker))
		}
		for i, o := range opts {
			if i > 0 {
				note += ","
			}
			note += " " + v.Name(o.Box, l.Sheets)
		}
		if bonus {
			note += " · " + l.T("Five of a kind bonus +%d", v.ExtraBonus)
		}
		notes = append(notes, note)
	}
	if scoresheet.MustStrike(opts) {
		if len(opts) == 1 {
			notes = append(notes, l.T("%s scores 0 with these dice and must be struck.", v.Name(opts[0].Box, l.Sheets)))
		} else {
			notes = append(notes, l.T("Every free box scores 0: strike one."))
		}
	}
	return notes
}

// JokerWord names the joker rule j in l: forced or free.
func JokerWord(l *catalog.Language, j scoresheet.Joker) string { return j.Word(l.Sheets) }

// ExampleDice is an example of the dice of v, as a prompt shows them:
// 66624, or 666241 with six dice.
func ExampleDice(v *scoresheet.Variant) string {
	if v.Dice == 6 {
		return "666241"
	}
	return "66624"
}
