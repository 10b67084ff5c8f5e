package scoresheet

// english holds every word scoresheet says in English: the boxes, the sheet's
// other words and the rules page (its refusals are messages, their keys
// English). The other languages are
// the program's (its catalog, a file per language), given as values.
var english = Words{
	Lang: "en",
	Names: map[Box]string{
		Ones:          "Ones",
		Twos:          "Twos",
		Threes:        "Threes",
		Fours:         "Fours",
		Fives:         "Fives",
		Sixes:         "Sixes",
		OnePair:       "One pair",
		TwoPairs:      "Two pairs",
		ThreePairs:    "Three pairs",
		ThreeOfAKind:  "Three of a kind",
		FourOfAKind:   "Four of a kind",
		FiveOfAKind:   "Five of a kind",
		SmallStraight: "Small straight",
		LargeStraight: "Large straight",
		FullStraight:  "Full straight",
		FullHouse:     "Full house",
		Castle:        "Castle",
		Tower:         "Tower",
		Chance:        "Chance",
		Yatzy:         "Yatzy",
	},
	// Yahtzee is what the five-dice game's box is called where it is
	// sold under that name.
	Also: map[Box][]string{Yatzy: {"Yahtzee"}},
	VariantNames: map[string]map[Box]string{
		IDMaxi:     {Yatzy: "Maxi Yatzy"},
		IDStandard: {Yatzy: "Five of a kind"},
	},
	// In English a variant is called by its id, as the flags write it.
	Variants: map[string]string{
		IDScandinavian: IDScandinavian,
		IDForced:       IDForced,
		IDMaxi:         IDMaxi,
		IDStandard:     IDStandard,
	},
	Labels: map[Label]string{
		LabelSum:        "Sum",
		LabelBonus:      "Bonus",
		LabelTotal:      "Total",
		LabelStrike:     "Strike",
		LabelExtraBonus: "Five of a kind bonus",
		LabelSavedRolls: "Saved rolls",
	},
	SumOfAll:  "sum of all",
	Jokers:    map[Joker]string{JokerForced: "forced", JokerFree: "free"},
	RuleHeads: [4]string{"Box", "Needs", "Example", "Points"},
}
