package contracts

import "github.com/kitchentable/protokoll/scoresheet/msg"

// english holds the card game's words in English: the names of the
// melds, ranks, suits and colours. Its sentences (explanations,
// definitions, key rules, reasons and refusals) are messages whose keys
// are their English (msg). The other languages are in the program's
// catalog (cmd/protokoll/internal/catalog), a file per language.
var english = Words{
	Lang: "en", And: " and ", Or: " or ",
	Sets: [7][2]string{2: {"pair", "pairs"}, 3: {"three of a kind", "threes of a kind"}, 4: {"four of a kind", "fours of a kind"},
		5: {"five of a kind", "fives of a kind"}, 6: {"six of a kind", "sixes of a kind"}},
	FullHouse: [2]string{"full house (three of a kind and a pair)", "full houses (three of a kind and a pair)"},
	Run:       [2]string{"run", "runs"},
	Kinds: map[string]string{
		"stege": "in any suits", "färgstege": "in one suit", "fyrfärgsstege": "with every four neighbours in four different suits",
		"varannankortsstege": "of every other rank (3-5-7-9)", "varannankortsfärgstege": "of every other rank (3-5-7-9) in one suit",
		"varannanfärgkortsstege": "alternating red and black",
	},
	Red: "red", Black: "black", Odd: "odd", Even: "even",
	Whose:      map[Who]string{Winner: "last round's winner", Others: "everyone else"},
	Directions: map[string]string{"medsols": "clockwise", "motsols": "anticlockwise", "diagonalt": "across the table"},
	RankPlurals: map[Rank]string{2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens", 8: "eights",
		9: "nines", 10: "tens", Jack: "jacks", Queen: "queens", King: "kings", Ace: "aces"},
	EveryColour: map[Colour]string{Red: "red (♥♦)", Black: "black (♠♣)"},
	Parities:    map[Parity][2]string{Odd: {"odd", "odd"}, Even: {"even", "even"}},
	Names:       func(_ msg.Printer, m Meld) string { return m.Name() }, // the list's own words
	ColoursN:    map[Colour]string{Red: "red", Black: "black"},
	One:         "one",
	Few:         []string{"none", "one", "two"},

	Faces:       [4]string{"J", "Q", "K", "A"},
	RankLetters: map[string]Rank{"t": Ten},
	SuitLetters: [4]string{"h", "s", "d", "c"},
	RankNames: map[Rank][]string{2: {"two", "deuce"}, 3: {"three"}, 4: {"four"}, 5: {"five"}, 6: {"six"}, 7: {"seven"},
		8: {"eight"}, 9: {"nine"}, 10: {"ten"}, Jack: {"jack"}, Queen: {"queen"}, King: {"king"}, Ace: {"ace"}},
	SuitNames: map[Suit][]string{Hearts: {"hearts", "heart"}, Spades: {"spades", "spade"},
		Diamonds: {"diamonds", "diamond"}, Clubs: {"clubs", "club"}},
	None:     func(_ msg.Printer, m Meld) string { return "no " + m.Name() },
	RestWord: "resten",
	Glosses: map[string]string{
		"den som har haft för mycket alkohol genom tullen": "whoever has brought too much alcohol through customs",
		"den som har ljusa strumpor":                       "whoever wears light socks",
		"den som har mörka strumpor":                       "whoever wears dark socks",
		"den som har sett en polisbil idag":                "whoever has seen a police car today",
		"den som inte har haft något av ovanstående":       "whoever is none of the above",
		"killarna": "the boys",
		"tjejerna": "the girls",
	},
}

// EnglishWords returns the English words, the measure of another
// language's: every field and key English fills, another must fill too.
// Its maps are the package's own; they are not to be changed.
func EnglishWords() Words { return english }
