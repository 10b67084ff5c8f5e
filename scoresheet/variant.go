package scoresheet

import (
	"fmt"
	"slices"
	"strings"
)

// A Variant is one game of the Yatzy family: its dice, its boxes in sheet
// order, its upper bonus and the special rules it plays by.
type Variant struct {
	ID      string   // stable id: scandinavian, forced, maxi or standard
	Aliases []string // other names a player may type
	Dice    int      // dice in a roll
	Boxes   []Box    // the sheet, top to bottom

	BonusAt int // upper sum that earns the bonus
	Bonus   int // the upper bonus

	// Forced variants fill the boxes top to bottom, no choice.
	Forced bool
	// SavedRolls: three rolls a turn, and rolls not used are kept for the
	// player's later turns (maxi).
	SavedRolls bool
	// FiveOfAKindBonus and the joker rule (standard): +100 for each further
	// five of a kind while the yatzy box holds 50; see Joker.
	FiveOfAKindBonus bool

	score func(Box, Roll) int
}

var upper = []Box{Ones, Twos, Threes, Fours, Fives, Sixes}

var nordicBoxes = append(slices.Clone(upper),
	OnePair, TwoPairs, ThreeOfAKind, FourOfAKind,
	SmallStraight, LargeStraight, FullHouse, Chance, Yatzy)

// The four variants. Scandinavian is the default.
var (
	Scandinavian = &Variant{
		ID: "scandinavian", Aliases: []string{"yatzy", "nordic"},
		Dice: 5, Boxes: nordicBoxes, BonusAt: 63, Bonus: 50,
		score: scoreNordic,
	}
	Forced = &Variant{
		ID: "forced", Aliases: []string{"tvingad"},
		Dice: 5, Boxes: nordicBoxes, BonusAt: 63, Bonus: 50,
		Forced: true,
		score:  scoreNordic,
	}
	Maxi = &Variant{
		ID: "maxi", Aliases: []string{"maxiyatzy"},
		Dice: 6,
		Boxes: append(slices.Clone(upper),
			OnePair, TwoPairs, ThreePairs, ThreeOfAKind, FourOfAKind, FiveOfAKind,
			SmallStraight, LargeStraight, FullStraight, FullHouse, Castle, Tower,
			Chance, Yatzy),
		BonusAt: 84, Bonus: 100,
		SavedRolls: true,
		score:      scoreMaxi,
	}
	Standard = &Variant{
		ID: "standard", Aliases: []string{"five-dice", "yahtzee"},
		Dice: 5,
		Boxes: append(slices.Clone(upper),
			ThreeOfAKind, FourOfAKind, FullHouse, SmallStraight, LargeStraight,
			Yatzy, Chance),
		BonusAt: 63, Bonus: 35,
		FiveOfAKindBonus: true,
		score:            scoreStandard,
	}
)

// Variants lists every variant, the default first.
var Variants = []*Variant{Scandinavian, Forced, Maxi, Standard}

// LookupVariant finds a variant by its id or one of its aliases, ignoring
// case. An empty name means the default, scandinavian.
func LookupVariant(name string) (*Variant, error) {
	name = strings.ToLower(strings.TrimSpace(name))
	if name == "" {
		return Scandinavian, nil
	}
	for _, v := range Variants {
		if v.ID == name || slices.Contains(v.Aliases, name) {
			return v, nil
		}
	}
	ids := make([]string, len(Variants))
	for i, v := range Variants {
		ids[i] = v.ID
	}
	return nil, fmt.Errorf("unknown variant %q: want one of %s", name, strings.Join(ids, ", "))
}

// String returns the variant's id.
func (v *Variant) String() string { return v.ID }

// Has reports whether b is a box of this variant.
func (v *Variant) Has(b Box) bool { return slices.Contains(v.Boxes, b) }

// LookupBox finds a box of this variant by its id or its name in any
// language, ignoring case; a hyphen or space may stand for the underscore
// of an id ("one pair", "full-house", "Kåk", "Väike rida").
func (v *Variant) LookupBox(s string) (Box, error) {
	s = strings.TrimSpace(s)
	id := strings.NewReplacer("-", "_", " ", "_").Replace(strings.ToLower(s))
	if v.Has(Box(id)) {
		return Box(id), nil
	}
	for _, b := range v.Boxes {
		for _, lang := range Languages {
			if strings.EqualFold(s, v.Name(b, lang)) {
				return b, nil
			}
		}
	}
	return "", fmt.Errorf("%q is not a box of %s: want one of %s", s, v.ID, boxList(v.Boxes))
}

func boxList(boxes []Box) string {
	s := make([]string, len(boxes))
	for i, b := range boxes {
		s[i] = string(b)
	}
	return strings.Join(s, ", ")
}

// ParseRoll reads the dice of one roll of this variant; see ParseRoll.
func (v *Variant) ParseRoll(s string) (Roll, error) { return ParseRoll(s, v.Dice) }

// Score returns what roll scores in box b, by the rules of the variant
// alone. On a sheet a box may score differently (the standard game's joker);
// Sheet.Options gives the score that a turn would actually record.
// Score panics if roll is not a valid roll of the variant or b is not one of
// its boxes; use ParseRoll and LookupBox on input.
func (v *Variant) Score(b Box, roll Roll) int {
	if err := roll.valid(v.Dice); err != nil {
		panic("scoresheet: " + err.Error())
	}
	if !v.Has(b) {
		panic(fmt.Sprintf("scoresheet: %s has no box %q", v.ID, b))
	}
	return v.score(b, roll)
}

// Scores returns what roll scores in every box of the variant.
func (v *Variant) Scores(roll Roll) map[Box]int {
	m := make(map[Box]int, len(v.Boxes))
	for _, b := range v.Boxes {
		m[b] = v.Score(b, roll)
	}
	return m
}

// PaceCount is how many dice of each face put the upper section exactly on
// the bonus threshold: three of each for 63, four of each for maxi's 84.
func (v *Variant) PaceCount() int { return v.BonusAt / 21 }
