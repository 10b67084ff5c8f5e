package contracts

// The words of the contract language. Every word a contract may use is in
// one of these tables or in the parser's fixed phrases; any other word is a
// parse error.

// counts are the numbers written as words.
var counts = map[string]int{
	"en": 1, "ett": 1, "två": 2, "tre": 3, "fyra": 4, "fem": 5, "sex": 6,
	"sju": 7, "åtta": 8, "nio": 9, "tio": 10, "elva": 11, "tolv": 12,
}

// meldWords are the meld words, singular and plural, with the spelling
// variants the lists use.
var meldWords = map[string]Meld{}

func init() {
	add := func(m Meld, words ...string) {
		for _, w := range words {
			m.Word = w
			meldWords[w] = m
		}
	}
	add(Meld{Kind: Set, Size: 2}, "par")
	add(Meld{Kind: Set, Size: 3}, "triss", "trissar")
	add(Meld{Kind: Set, Size: 4}, "fyrtal")
	add(Meld{Kind: Set, Size: 5}, "femtal")
	add(Meld{Kind: Set, Size: 6}, "sextal")
	add(Meld{Kind: FullHouse, Size: 5}, "kåk", "kåkar")
	add(Meld{Kind: Run, Step: 1, Shape: AnySuits}, "stege", "stegar")
	add(Meld{Kind: Run, Step: 1, Shape: OneSuit}, "färgstege", "färgstegar")
	add(Meld{Kind: Run, Step: 1, Shape: FourSuits}, "fyrfärgsstege", "fyrfärgsstegar", "fyrfärgstege", "fyrfärgstegar")
	add(Meld{Kind: Run, Step: 2, Shape: OneSuit}, "varannankortsfärgstege", "varannankortsfärgstegar")
	add(Meld{Kind: Run, Step: 2, Shape: AnySuits}, "varannankortsstege", "varannankortsstegar")
	add(Meld{Kind: Run, Step: 1, Shape: AltColours}, "varannanfärgkortsstege", "varannanfärgkortsstegar")
}

// definite forms name a meld of the contract in a special: "Trissen".
var definite = map[string]string{
	"paret": "par", "trissen": "triss", "fyrtalet": "fyrtal", "femtalet": "femtal",
	"sextalet": "sextal", "kåken": "kåk", "stegen": "stege", "färgstegen": "färgstege",
}

// suitPrefixes make a meld word of one suit: "ruterpar".
var suitPrefixes = map[string]Suit{"ruter": Diamonds, "hjärter": Hearts, "spader": Spades, "klöver": Clubs}

// rankPlurals name a rank the way a set is called: "par i tior".
var rankPlurals = map[string]Rank{
	"tvåor": 2, "treor": 3, "fyror": 4, "femmor": 5, "sexor": 6, "sjuor": 7, "åttor": 8,
	"nior": 9, "tior": 10, "knektar": Jack, "damer": Queen, "kungar": King, "ess": Ace,
}

// rankValues name a rank in a bound: "lägst tio", "min 8".
var rankValues = map[string]Rank{
	"två": 2, "tre": 3, "fyra": 4, "fem": 5, "sex": 6, "sju": 7, "åtta": 8, "nio": 9, "tio": 10,
	"knekt": Jack, "dam": Queen, "kung": King, "ess": Ace,
}

var colourWords = map[string]Colour{"röd": Red, "rött": Red, "röda": Red, "svart": Black, "svarta": Black}

var parityWords = map[string]Parity{"udda": Odd, "jämn": Even, "jämnt": Even, "jämt": Even, "jämna": Even}

var directions = map[string]bool{"medsols": true, "motsols": true, "diagonalt": true}
