package contracts

import (
	"slices"
	"strings"
)

// The words of the contract language. Every word a contract may use is in
// one of these tables or in the parser's fixed phrases; any other word is a
// parse error. The parser reads with these tables and Meld.Name writes
// with them, so a meld's name always reads back as the same meld.

// A meldWord is one meld word of the language: the meld it makes and how
// it is written.
type meldWord struct {
	// meld is what the word makes: its Kind, Step and Shape, and for a
	// set its Size (a run's size is written after it: "på 4 kort").
	meld Meld
	// spellings are the ways it is written; the first is the singular
	// that names it, the rest plurals and the variants the lists use.
	spellings []string
	// definite is the form a special names it by: "Trissen".
	definite string
}

// vocabulary is every meld word. A new meld word is one line here, plus
// its explanation in each language (explain.go; a test makes sure).
var vocabulary = []meldWord{
	{Meld{Kind: Set, Size: 2}, []string{"par"}, "paret"},
	{Meld{Kind: Set, Size: 3}, []string{"triss", "trissar"}, "trissen"},
	{Meld{Kind: Set, Size: 4}, []string{"fyrtal"}, "fyrtalet"},
	{Meld{Kind: Set, Size: 5}, []string{"femtal"}, "femtalet"},
	{Meld{Kind: Set, Size: 6}, []string{"sextal"}, "sextalet"},
	{Meld{Kind: FullHouse, Size: 5}, []string{"kåk", "kåkar"}, "kåken"},
	{Meld{Kind: Run, Step: 1, Shape: AnySuits}, []string{"stege", "stegar"}, "stegen"},
	{Meld{Kind: Run, Step: 1, Shape: OneSuit}, []string{"färgstege", "färgstegar"}, "färgstegen"},
	{Meld{Kind: Run, Step: 1, Shape: FourSuits}, []string{"fyrfärgsstege", "fyrfärgsstegar", "fyrfärgstege", "fyrfärgstegar"}, ""},
	{Meld{Kind: Run, Step: 2, Shape: OneSuit}, []string{"varannankortsfärgstege", "varannankortsfärgstegar"}, ""},
	{Meld{Kind: Run, Step: 2, Shape: AnySuits}, []string{"varannankortsstege", "varannankortsstegar"}, ""},
	{Meld{Kind: Run, Step: 1, Shape: AltColours}, []string{"varannanfärgkortsstege", "varannanfärgkortsstegar"}, ""},
}

// sumWord is the word of a "N kort där summan är S" meld.
const sumWord = "kort"

// meldWords and definite index the vocabulary by spelling.
var meldWords, definite = func() (map[string]Meld, map[string]Meld) {
	words, defs := map[string]Meld{}, map[string]Meld{}
	for _, w := range vocabulary {
		for _, s := range w.spellings {
			m := w.meld
			m.Word, m.MaxTwos = s, -1
			words[s] = m
		}
		if w.definite != "" {
			m := w.meld
			m.Word, m.MaxTwos = w.spellings[0], -1
			defs[w.definite] = m
		}
	}
	return words, defs
}()

// wordOf returns the vocabulary entry whose meld has m's shape: kind, step
// and shape, and for a set its size.
func wordOf(m Meld) (meldWord, bool) {
	i := slices.IndexFunc(vocabulary, func(w meldWord) bool {
		v := w.meld
		// A set of "resten" has no size: any set word names it.
		return v.Kind == m.Kind && v.Step == m.Step && v.Shape == m.Shape && (m.Kind != Set || m.Size == 0 || v.Size == m.Size)
	})
	if i < 0 {
		return meldWord{}, false
	}
	return vocabulary[i], true
}

// counts are the numbers written as words.
var counts = map[string]int{
	"en": 1, "ett": 1, "två": 2, "tre": 3, "fyra": 4, "fem": 5, "sex": 6,
	"sju": 7, "åtta": 8, "nio": 9, "tio": 10, "elva": 11, "tolv": 12,
}

// suitPrefixes make a meld word of one suit: "ruterpar", "hjärtertriss".
var suitPrefixes = []struct {
	prefix string
	suit   Suit
}{{"hjärter", Hearts}, {"spader", Spades}, {"ruter", Diamonds}, {"klöver", Clubs}}

// rankPlurals name a rank the way a set is called: "par i tior".
var rankPlurals = map[string]Rank{
	"tvåor": 2, "treor": 3, "fyror": 4, "femmor": 5, "sexor": 6, "sjuor": 7, "åttor": 8,
	"nior": 9, "tior": 10, "knektar": Jack, "damer": Queen, "kungar": King, "ess": Ace,
}

// rankValues name a rank in a bound: "lägst tio", "min 8".
var rankValues = rankWords()

// rankWords returns the words of rankValues: two to ten by the words
// that count them (counts), and the face cards and the ace by name.
func rankWords() map[string]Rank {
	m := map[string]Rank{"knekt": Jack, "dam": Queen, "kung": King, "ess": Ace}
	for w, n := range counts {
		if n >= int(Two) && n <= int(Ten) {
			m[w] = Rank(n)
		}
	}
	return m
}

var colourWords = map[string]Colour{"röd": Red, "rött": Red, "röda": Red, "svart": Black, "svarta": Black}

var parityWords = map[string]Parity{"udda": Odd, "jämn": Even, "jämnt": Even, "jämt": Even, "jämna": Even}

var directions = map[string]bool{"medsols": true, "motsols": true, "diagonalt": true}

// wordFor returns the key of m in table, the way Name writes it.
func wordFor[V comparable](table map[string]V, v V) string {
	best := ""
	for w, x := range table {
		if x == v && (best == "" || w < best) {
			best = w
		}
	}
	return best
}

// phraseWords are the words of the language's fixed phrases and labels,
// which the parser reads by name: "ska ha", "resten", "varav", "med max
// en tvåa", "Skicka tre kort medsols", "Yatzy-chans: … innebär 10
// minuspoäng per kort". A test finds every word parse.go reads by name
// in Vocabulary.
var phraseWords = []string{
	"bygga", "den", "denna", "där", "ej", "eller", "ev", "fungerar", "färg", "förra", "ha",
	"helst", "i", "inklusive", "innebär", "kan", "killarna", "kort", "lägst", "man", "max",
	"med", "min", "minuspoäng", "och", "om", "omgång", "omgångens", "per", "på", "påbyggnad",
	"resten", "skicka", "ska", "som", "summan", "tjejerna", "tvåa", "tvåor", "under",
	"varandras", "varav", "vardera", "vilka", "vinnare", "yatzy-chans", "är", "även", "över",
	"övriga",
}

// Vocabulary returns every word a contract may be written with, each
// once, in lower case and sorted: the meld words in every spelling and
// their definite forms ("trissen"), the suits that prefix a meld word
// ("ruter" in "ruterpar"), the numbers, the ranks as a set is called
// ("tior") and as a bound names them ("tio"), the colours, the
// parities, the directions to pass cards in, and the words of the
// fixed phrases. Any other word is a parse error. The help page of the
// contract language is tested to name them all.
func Vocabulary() []string {
	var out []string
	add := func(ws ...string) {
		for _, w := range ws {
			out = append(out, strings.ToLower(w))
		}
	}
	for _, w := range vocabulary {
		add(w.spellings...)
		if w.definite != "" {
			add(w.definite)
		}
	}
	add(sumWord)
	for _, p := range suitPrefixes {
		add(p.prefix)
	}
	for _, table := range []map[string]bool{
		keys(counts), keys(rankPlurals), keys(rankValues), keys(colourWords), keys(parityWords), directions,
	} {
		for w := range table {
			add(w)
		}
	}
	add(phraseWords...)
	slices.Sort(out)
	return slices.Compact(out)
}

// keys returns the keys of m as a set.
func keys[V any](m map[string]V) map[string]bool {
	s := make(map[string]bool, len(m))
	for k := range m {
		s[k] = true
	}
	return s
}
