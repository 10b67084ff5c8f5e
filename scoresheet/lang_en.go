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
	RuleWords: map[string]string{
		"alike":      "alike",
		"in a row":   "in a row",
		"sum of all": "sum of all",
		"forced":     "forced", // the joker rules (Joker.Word)
		"free":       "free",
	},
	PageWords: map[string]string{
		"bonus":      "Bonus: %d points when the upper boxes (%s to %s) make %d or more, %d of each face; the pace +/- counts against that.",
		"bonusShare": "Bonus: %d points when the upper boxes (%s to %s) make %d or more; the pace +/- counts against each box's share of it (its face × %[4]d / 21).",
		"forced":     "Forced order: every turn goes in the next free box, top to bottom.",
		"forcedUp":   "Forced order: every turn goes in the next free box, bottom to top.",
		"free":       "The boxes are filled in any order.",
		"free joker": "House rule --joker free: the matching upper box is not forced; it or any free lower box.",
		"head":       "Box|Needs|Example|Points",
		"joker":      "Each further %d alike earns +%d while %s holds %d. Joker: it must go in the matching upper box if that is free; otherwise in any free lower box, where %s score %s; otherwise a 0 in an upper box.",
		"saved":      "Saved rolls: a turn may use fewer than three rolls; the rest are saved for the player's later turns.",
		"strike":     "A box that scores 0 is struck (%s) with a confirmation; when every box you may fill scores 0, you must strike one.",
		"turn":       "%d dice, up to three rolls a turn: keep any dice and roll the rest. %d boxes, each filled once; the game ends when every sheet is full.",
		"win":        "Highest total wins; equal totals share the win.",
	},
}
