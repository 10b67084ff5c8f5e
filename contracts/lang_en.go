package contracts

// english holds every word contracts says in English: the explanations, the
// verdicts' reasons and refusals, the definitions and the key rules. The
// other languages are in the program's catalog, a file per language
// (cmd/protokoll/internal/text), which adds them with AddWords.
var english = Words{
	Lang: "en", And: " and ", Or: " or ", Each: " each", Varav: ", of which %s", Rest: "the rest of the cards as one %s",
	Sets: [7][2]string{2: {"pair", "pairs"}, 3: {"three of a kind", "threes of a kind"}, 4: {"four of a kind", "fours of a kind"},
		5: {"five of a kind", "fives of a kind"}, 6: {"six of a kind", "sixes of a kind"}},
	FullHouse: [2]string{"full house (three of a kind and a pair)", "full houses (three of a kind and a pair)"},
	Run:       [2]string{"run", "runs"},
	Kinds: map[string]string{
		"stege": "in any suits", "färgstege": "in one suit", "fyrfärgsstege": "with every four neighbours in four different suits",
		"varannankortsstege": "of every other rank (3-5-7-9)", "varannankortsfärgstege": "of every other rank (3-5-7-9) in one suit",
		"varannanfärgkortsstege": "alternating red and black",
	},
	Sum: "%v cards whose ranks add up to %v",
	Red: "red", Black: "black", Odd: "odd", Even: "even",
	InRanks: " of %s", Min: "every rank %s or higher", Max: "every rank %s or lower", AtMostTwo: "with at most %s two",
	SuitAll:   "all %s",
	Whose:     map[Who]string{One: "one player (%s)", Winner: "last round's winner", Others: "everyone else"},
	ExtraWild: "%s are wild too: they count toward the fewer-than-half limit like twos, and still count %d points left in hand.", Pass: "Pass %d cards %s.", Build: "You may add to each other's runs.",
	Special:    "Scoring: the %s, with any cards added later, counts −%d points per card.",
	Directions: map[string]string{"medsols": "clockwise", "motsols": "anticlockwise", "diagonalt": "across the table"},
	RankPlurals: map[Rank]string{2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens", 8: "eights",
		9: "nines", 10: "tens", Jack: "jacks", Queen: "queens", King: "kings", Ace: "aces"},
	EveryColour: map[Colour]string{Red: "red (♥♦)", Black: "black (♠♣)"},
	Parities:    map[Parity][2]string{Odd: {"odd", "odd"}, Even: {"even", "even"}},
	Names:       func(_ *Words, m Meld) string { return m.Name() }, // the list's own words
	ColoursN:    map[Colour]string{Red: "red", Black: "black"},
	One:         "one",
	Few:         []string{"none", "one", "two"},
	RunOf:       "of %d",
	ListTitle:   "List %s",
	Faces:       [4]string{"J", "Q", "K", "A"},
	RankLetters: map[string]Rank{"t": Ten},
	SuitLetters: [4]string{"h", "s", "d", "c"},
	RankNames: map[Rank][]string{2: {"two", "deuce"}, 3: {"three"}, 4: {"four"}, 5: {"five"}, 6: {"six"}, 7: {"seven"},
		8: {"eight"}, 9: {"nine"}, 10: {"ten"}, Jack: {"jack"}, Queen: {"queen"}, King: {"king"}, Ace: {"ace"}},
	SuitNames: map[Suit][]string{Hearts: {"hearts", "heart"}, Spades: {"spades", "spade"},
		Diamonds: {"diamonds", "diamond"}, Clubs: {"clubs", "club"}},
	None:     func(_ *Words, m Meld) string { return "no " + m.Name() },
	RestWord: "resten",
	Definitions: map[Definition]string{
		DefParity:   "Odd and even go by rank: %s; a two standing for itself is even.",
		DefSum:      "A card counts its rank: 2–10 as shown, %s; a wild counts as the card it stands for.",
		DefEachSuit: "Each run is in one suit of its own; different runs may be in different suits.",
		DefMixed:    "A red run may mix ♥ and ♦, a black one ♠ and ♣.",
		DefOne:      "Each player lays one of these, no two players the same while there are enough to go round; with more players than these, they may repeat.",
	},
	Glosses: map[string]string{
		"den som har haft för mycket alkohol genom tullen": "whoever has brought too much alcohol through customs",
		"den som har ljusa strumpor":                       "whoever wears light socks",
		"den som har mörka strumpor":                       "whoever wears dark socks",
		"den som har sett en polisbil idag":                "whoever has seen a police car today",
		"den som inte har haft något av ovanstående":       "whoever is none of the above",
		"killarna": "the boys",
		"tjejerna": "the girls",
	},
	KeyRules: []string{
		"Twos are wild: a two may stand for any card. The rules ask that wilds be fewer than half of a run; protokoll holds every meld to it, its own decision (a pair may hold %s, a three of a kind %s).",
		"The ace is always 14, never 1. Runs go from 2 up to the ace and never wrap around.",
		"%d cards each; the player after the dealer starts; the deal goes round.",
		"A discard nobody takes may be bought, in turn: it and one card from the pile. At most %d buys a round (%d cards).",
		"Lay down when you hold the round's contract. The round ends when someone has no cards left.",
	},
}

// EnglishWords returns the English words, the measure of another
// language's: every field and key English fills, another must fill too.
// Its maps are the package's own; they are not to be changed.
func EnglishWords() Words { return english }
