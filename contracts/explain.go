package contracts

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"

	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// Explain says in plain words what the contract asks, in p's language
// (nil: English), and then how the words the players may read differently
// are read (its Definitions). It is written from the parsed structure, so
// a list of the table's own is explained as well. Its sentences are
// messages (msg) said by p, the nouns in them the words p gives (Cards).
func (c *Contract) Explain(p msg.Printer) string {
	text := c.Meaning(p)
	for _, d := range c.Definitions() {
		text += " " + Define(p, d)
	}
	return text
}

// Meaning is Explain without the definitions: a sheet that explains many
// rounds says each definition once (Definitions, Define).
func (c *Contract) Meaning(p msg.Printer) string {
	s := speakerOf(p)
	var parts []string
	for _, r := range c.Requirements {
		req := s.requirement(r)
		if c.Labelled() {
			who := s.who(r)
			if g, ok := s.Glosses[strings.ToLower(r.Label)]; ok && r.Who == Named {
				who += " (" + g + ")"
			}
			req = who + ": " + req
		}
		parts = append(parts, req)
	}
	text := strings.Join(parts, "; ") + "."
	for _, r := range c.ExtraWild {
		text += " " + capital(s.p.T("%s are wild too: they count toward the fewer-than-half limit like twos, and still count %d points left in hand.", s.rankPlural(r), Card{Rank: r}.Points()))
	}
	for _, n := range c.Notes {
		switch n.Kind {
		case PassCards:
			text += " " + s.p.N(n.Cards, "Pass %d card %s.", "Pass %d cards %s.", n.Cards, s.Directions[n.Direction])
		case BuildOnOthers:
			text += " " + s.p.T("You may add to each other's runs.")
		}
	}
	for _, sp := range c.Specials {
		text += " " + s.p.T("Scoring: the %s, with any cards added later, counts −%d points per card.", s.meldName(sp.Meld, 0), -sp.Points)
	}
	return text
}

// Define says definition d in p's language (nil: English).
func Define(p msg.Printer, d Definition) string {
	s := speakerOf(p)
	switch d {
	case DefParity:
		return s.p.T("Odd and even go by rank: %s; a two standing for itself is even.", faceValues(s.Words))
	case DefSum:
		return s.p.T("A card counts its rank: 2–10 as shown, %s; a wild counts as the card it stands for.", faceValues(s.Words))
	case DefEachSuit:
		return s.p.T("Each run is in one suit of its own; different runs may be in different suits.")
	case DefMixed:
		return s.p.T("A red run may mix ♥ and ♦, a black one ♠ and ♣.")
	case DefOne:
		return s.p.T("Each player lays one of these, no two players the same while there are enough to go round; with more players than these, they may repeat.")
	}
	return ""
}

// A Definition explains a word of the contract the players may read
// differently, said by Define.
type Definition int

const (
	DefParity   Definition = iota // udda, jämn
	DefSum                        // what a card counts in a sum
	DefEachSuit                   // several runs "i samma färg"
	DefMixed                      // a red or black run in any suits
	DefOne                        // "En ska ha"
)

// Definitions lists the definitions the contract's words call for, in
// order.
func (c *Contract) Definitions() []Definition {
	var has [DefOne + 1]bool
	for _, r := range c.Requirements {
		if r.Who == One {
			has[DefOne] = true
		}
		melds := []Meld{}
		if r.Rest != nil {
			melds = append(melds, *r.Rest)
		}
		for _, g := range r.Groups {
			for _, o := range g.Options {
				melds = append(melds, o.Meld)
				if o.Count > 1 && o.Meld.Kind == Run && o.Meld.Shape == OneSuit {
					has[DefEachSuit] = true
				}
			}
			for _, o := range g.Varav {
				melds = append(melds, o.Meld)
			}
		}
		for _, m := range melds {
			switch {
			case m.Parity != AnyParity:
				has[DefParity] = true
			case m.Kind == Sum:
				has[DefSum] = true
			}
			if m.Kind == Run && m.Colour != AnyColour && m.Shape == AnySuits {
				has[DefMixed] = true
			}
		}
	}
	var out []Definition
	for n, ok := range has {
		if ok {
			out = append(out, Definition(n))
		}
	}
	return out
}

func capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// Words are the card game's words in one language, for what contracts
// says: the names of the melds, ranks, suits, colours and directions, the
// lists' labels glossed, and the words that join them (and, or). The
// package speaks English of itself (English); a program gives it another
// language as a value, to each call that says something, in a printer
// of the one message model (msg.Printer) that gives its Words (Cards):
// the sentences and phrases that hold these words (an explanation, a
// definition, a key rule, "every rank 8 or higher") are messages the
// printer says. A nil *Words is English. A function field carries the
// language's grammar where its words bend: agreement of adjectives, a
// meld's name in a reason.
type Words struct {
	Lang       string
	And, Or    string       // what joins two words: " and ", " or "
	Sets       [7][2]string // by size: singular, plural
	FullHouse  [2]string
	Run        [2]string
	Kinds      map[string]string // run kinds, by the Swedish word
	Red, Black string
	Odd, Even  string
	// Whose names whose a labelled requirement is, where the contract
	// names no group: last round's winner, everyone else. One player
	// with a label is a message ("one player (%s)"); a named group is
	// said as written.
	Whose       map[Who]string
	Directions  map[string]string
	RankPlurals map[Rank]string

	EveryColour map[Colour]string                              // every card's colour: "red (♥♦)"
	Parities    map[Parity][2]string                           // one rank's parity, and every rank's
	RestWord    string                                         // names the meld "resten" asks for
	None        func(p msg.Printer, m Meld) string             // a meld the cards are not: "no triss"
	Names       func(p msg.Printer, m Meld) string             // a meld in a reason: the list's words, or the language's
	ColoursN    map[Colour]string                              // a colour after a number above one: "2 röda"
	Agree       func(adj []string, m Meld, many bool) []string // bends adjectives to their noun, many when it follows a number that is not one; nil for none
	One         string                                         // the number one before a noun: "with at most one two"
	Few         []string                                       // the numbers from 0 as a sentence says them alone: "none", "one", "two"
	Faces       [4]string                                      // J, Q, K, A as the language writes them, and types them
	// Cards as typed and said, besides 2–10 and the suit symbols, which
	// are the same in every language: other letters of a rank (English T
	// for ten), each suit's letter in the order of Suits() (h s d c;
	// Swedish h s r k), and the names of the ranks and suits as words,
	// each in lower case ("dam", "hjärter").
	RankLetters map[string]Rank `words:"own"`
	SuitLetters [4]string
	RankNames   map[Rank][]string `words:"alternatives"`
	SuitNames   map[Suit][]string `words:"alternatives"`
	Glosses     map[string]string // the lists' labels, by the label
}

// English returns contracts' English words, the measure of another
// language's: every field and key English fills, another must fill too.
// They are shared: not to be changed.
func English() *Words { return &english }

// or returns w, or English for nil.
func (w *Words) or() *Words {
	if w == nil {
		return &english
	}
	return w
}

func (w *Words) rankPlural(r Rank) string { return w.RankPlurals[r] }

// A speaker says the card game in one language: its sentences and
// phrases are messages said by p, its nouns p's words (Words).
type speaker struct {
	p msg.Printer
	*Words
}

// speakerOf returns the speaker of p's language (nil: English).
func speakerOf(p msg.Printer) speaker {
	if p == nil {
		p = msg.English()
	}
	return speaker{p, wordsOf(p)}
}

// who says whose a labelled requirement is.
func (s speaker) who(r Requirement) string {
	if r.Who == One {
		return s.p.T("one player (%s)", r.Label)
	}
	if w, ok := s.Whose[r.Who]; ok {
		return w
	}
	return r.Label // a group the table names, as the list writes it
}

func (s speaker) requirement(r Requirement) string {
	var groups []string
	for _, g := range r.Groups {
		var opts []string
		for _, o := range g.Options {
			opts = append(opts, s.meldName(o.Meld, o.Count))
		}
		text := strings.Join(opts, s.Or)
		if len(g.Varav) > 0 {
			var v []string
			for _, o := range g.Varav {
				v = append(v, fmt.Sprintf("%d %s", o.Count, s.colours(o.Meld.Colour, o.Count)))
			}
			text = s.p.T("%s, of which %s", text, strings.Join(v, s.And))
		}
		groups = append(groups, text)
	}
	if r.Rest != nil {
		groups = append(groups, s.p.T("the rest of the cards as one %s", s.meldName(*r.Rest, 0)))
	}
	text := strings.Join(groups, " + ")
	if r.Each {
		text = s.p.T("%s each", text)
	}
	return text
}

// colours is the colour word after a number: "2 röda", "2 punast".
func (w *Words) colours(c Colour, n int) string {
	if w.one(n) {
		return w.colour(c)
	}
	return w.ColoursN[c]
}

func (w *Words) colour(c Colour) string {
	if c == Red {
		return w.Red
	}
	return w.Black
}

// MeldName names count melds like m in p's language (nil: English): "2
// threes of a kind", "1 run of 5 in one suit, every rank 8 or higher". A
// count of 0 leaves the number out.
func MeldName(p msg.Printer, m Meld, count int) string { return speakerOf(p).meldName(m, count) }

func (s speaker) meldName(m Meld, count int) string {
	plural := 0 // the noun's form: one, or many after a number that is not one
	if count > 0 && !s.one(count) {
		plural = 1
	}
	var adj []string
	if m.Colour != AnyColour {
		adj = append(adj, s.colour(m.Colour))
	}
	switch m.Parity {
	case Odd:
		adj = append(adj, s.Odd)
	case Even:
		adj = append(adj, s.Even)
	}
	if s.Agree != nil {
		adj = s.Agree(adj, m, plural == 1)
	}
	var noun, shape string
	var quals []string
	switch m.Kind {
	case Set:
		if m.Size < len(s.Sets) && s.Sets[m.Size][plural] != "" {
			noun = s.Sets[m.Size][plural]
		} else {
			noun = fmt.Sprintf("%d × %s", m.Size, s.Sets[2][0])
		}
	case FullHouse:
		noun = s.FullHouse[plural]
	case Run:
		noun = s.Run[plural]
		shape = s.Kinds[m.KindWord()]
		if m.Colour != AnyColour && m.KindWord() == "stege" {
			// A red run is in red suits, not any: its colour says which
			// (the definition that a red run may mix ♥ and ♦ follows).
			shape = ""
		}
		if m.Step == 2 && m.Parity == Even { // shown with even cards
			shape = strings.Replace(shape, "3-5-7-9", "4-6-8-10", 1)
		}
		if m.Size > 0 {
			shape = strings.TrimSpace(s.p.T("of %d", m.Size) + " " + shape)
		}
	case Sum:
		return strings.TrimSpace(s.p.N(m.Size, "%d card whose ranks add up to %d", "%d cards whose ranks add up to %d", m.Size, m.Sum))
	}
	if m.Suit != NoSuit {
		quals = append(quals, s.p.T("all %s", m.Suit.Symbol()))
	}
	if m.Min != 0 {
		quals = append(quals, s.p.T("every rank %s or higher", s.rank(m.Min)))
	}
	if m.Max != 0 {
		quals = append(quals, s.p.T("every rank %s or lower", s.rank(m.Max)))
	}
	if m.MaxTwos >= 0 {
		quals = append(quals, s.p.T("with at most %s two", s.number(m.MaxTwos)))
	}
	name := strings.Join(append(adj, noun), " ")
	if len(m.Ranks) > 0 {
		// The ranks belong to the noun: "1 pair of eights".
		var rs []string
		for _, r := range m.Ranks {
			rs = append(rs, s.rankPlural(r))
		}
		name = s.p.T("%s of %s", name, strings.Join(rs, s.Or))
	}
	if count > 0 {
		name = fmt.Sprintf("%d %s", count, name)
	}
	if shape != "" {
		name += " " + shape
	}
	if len(quals) > 0 {
		name += ", " + strings.Join(quals, ", ")
	}
	return name
}

// one reports whether a count of n takes the language's form for one:
// its plural rules (CLDR, golang.org/x/text/feature/plural) say, not n == 1.
func (w *Words) one(n int) bool {
	return plural.Cardinal.MatchPlural(language.Make(w.Lang), n, 0, 0, 0, 0) == plural.One
}

// few writes n as a sentence says it alone, "none" or "one", where the
// language has a word for it; else in digits.
func (w *Words) few(n int) string {
	if n >= 0 && n < len(w.Few) {
		return w.Few[n]
	}
	return fmt.Sprint(n)
}

// number writes small numbers as words where it reads better: "one two".
func (w *Words) number(n int) string {
	if n == 1 {
		return w.One
	}
	return fmt.Sprint(n)
}

// rank writes r as the language does: 2–10, and its letters for the
// face cards and the ace.
func (w *Words) rank(r Rank) string {
	if r > Ten {
		return w.Faces[r-Jack]
	}
	return r.String()
}
