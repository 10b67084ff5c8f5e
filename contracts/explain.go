package contracts

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/feature/plural"
	"golang.org/x/text/language"
)

// Explain says in plain words what the contract asks, in w's language
// (nil: English), and then how the words the players may read differently
// are read (its Definitions). It is written from the parsed structure, so
// a list of the table's own is explained as well.
func (c *Contract) Explain(w *Words) string {
	text := c.Meaning(w)
	for _, d := range c.Definitions() {
		text += " " + w.Define(d)
	}
	return text
}

// Meaning is Explain without the definitions: a sheet that explains many
// rounds says each definition once (Definitions, Words.Define).
func (c *Contract) Meaning(w *Words) string {
	w = w.or()
	var parts []string
	for _, r := range c.Requirements {
		s := w.requirement(r)
		if c.Labelled() {
			who := w.who(r)
			if g, ok := w.Glosses[strings.ToLower(r.Label)]; ok && r.Who == Named {
				who += " (" + g + ")"
			}
			s = who + ": " + s
		}
		parts = append(parts, s)
	}
	text := strings.Join(parts, "; ") + "."
	for _, r := range c.ExtraWild {
		text += " " + capital(fmt.Sprintf(w.ExtraWild, w.rankPlural(r), Card{Rank: r}.Points()))
	}
	for _, n := range c.Notes {
		switch n.Kind {
		case PassCards:
			text += " " + fmt.Sprintf(w.Pass, n.Cards, w.Directions[n.Direction])
		case BuildOnOthers:
			text += " " + w.Build
		}
	}
	for _, s := range c.Specials {
		text += " " + fmt.Sprintf(w.Special, w.MeldName(s.Meld, 0), -s.Points)
	}
	return text
}

// Define says definition d in w's language.
func (w *Words) Define(d Definition) string {
	w = w.or()
	note := w.Definitions[d]
	if d == DefParity || d == DefSum {
		note = fmt.Sprintf(note, faceValues(w))
	}
	return note
}

// A Definition explains a word of the contract the players may read
// differently: the key of Words.Definitions.
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

// Words are everything contracts says in one language: the words that
// explain a contract, the verdicts' reasons and refusals, the definitions
// and the key rules. The package speaks English of itself (English); a
// program gives it another language as a value, to each call that says
// something. A nil *Words is English. A function field carries the
// language's grammar where its words bend: agreement of adjectives, a
// meld's name in a reason.
type Words struct {
	Lang                       string
	And, Or, Each, Varav, Rest string
	Sets                       [7][2]string // by size: singular, plural
	FullHouse                  [2]string
	Run                        [2]string
	Kinds                      map[string]string // run kinds, by the Swedish word
	Sum                        string            // %v cards, %v sum
	// ListTitle names a built-in list: "List %s", "Lista %s".
	ListTitle                    string
	Red, Black, Odd, Even        string
	InRanks, Min, Max, AtMostTwo string // InRanks with what joins it to its noun: " of %s"
	SuitAll                      string
	Whose                        map[Who]string // whose a labelled requirement is: "one player (%s)" with its label; a named group is said as written
	ExtraWild, Pass, Build       string
	Special                      string
	Directions                   map[string]string
	RankPlurals                  map[Rank]string

	EveryColour map[Colour]string                              // every card's colour: "red (♥♦)"
	Parities    map[Parity][2]string                           // one rank's parity, and every rank's
	RestWord    string                                         // names the meld "resten" asks for
	None        func(w *Words, m Meld) string                  // a meld the cards are not: "no triss"
	Names       func(w *Words, m Meld) string                  // a meld in a reason: the list's words, or the language's
	ColoursN    map[Colour]string                              // a colour after a number above one: "2 röda"
	Agree       func(adj []string, m Meld, many bool) []string // bends adjectives to their noun, many when it follows a number that is not one; nil for none
	One         string                                         // the number one before a noun: "with at most one two"
	Few         []string                                       // the numbers from 0 as a sentence says them alone: "none", "one", "two"
	RunOf       string                                         // a run's size: "of %d", "på %d kort"
	Faces       [4]string                                      // J, Q, K, A as the language writes them, and types them
	// Cards as typed and said, besides 2–10 and the suit symbols, which
	// are the same in every language: other letters of a rank (English T
	// for ten), each suit's letter in the order of Suits() (h s d c;
	// Swedish h s r k), and the names of the ranks and suits as words,
	// each in lower case ("dam", "hjärter").
	RankLetters map[string]Rank `words:"own"`
	SuitLetters [4]string
	RankNames   map[Rank][]string     `words:"alternatives"`
	SuitNames   map[Suit][]string     `words:"alternatives"`
	Definitions map[Definition]string // the definitions
	Glosses     map[string]string     // the lists' labels, by the label
	KeyRules    []string              // the table's key rules
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

// who says whose a labelled requirement is.
func (w *Words) who(r Requirement) string {
	s, ok := w.Whose[r.Who]
	switch {
	case !ok:
		return r.Label // a group the table names, as the list writes it
	case r.Who == One:
		return fmt.Sprintf(s, r.Label)
	}
	return s
}

func (w *Words) requirement(r Requirement) string {
	var groups []string
	for _, g := range r.Groups {
		var opts []string
		for _, o := range g.Options {
			opts = append(opts, w.MeldName(o.Meld, o.Count))
		}
		s := strings.Join(opts, w.Or)
		if len(g.Varav) > 0 {
			var v []string
			for _, o := range g.Varav {
				v = append(v, fmt.Sprintf("%d %s", o.Count, w.colours(o.Meld.Colour, o.Count)))
			}
			s += fmt.Sprintf(w.Varav, strings.Join(v, w.And))
		}
		groups = append(groups, s)
	}
	if r.Rest != nil {
		groups = append(groups, fmt.Sprintf(w.Rest, w.MeldName(*r.Rest, 0)))
	}
	s := strings.Join(groups, " + ")
	if r.Each {
		s += w.Each
	}
	return s
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

// MeldName names count melds like m: "2 threes of a kind", "1 run of 5 in
// one suit, every rank 8 or higher". A count of 0 leaves the number out.
func (w *Words) MeldName(m Meld, count int) string {
	plural := 0 // the noun's form: one, or many after a number that is not one
	if count > 0 && !w.one(count) {
		plural = 1
	}
	var adj []string
	if m.Colour != AnyColour {
		adj = append(adj, w.colour(m.Colour))
	}
	switch m.Parity {
	case Odd:
		adj = append(adj, w.Odd)
	case Even:
		adj = append(adj, w.Even)
	}
	if w.Agree != nil {
		adj = w.Agree(adj, m, plural == 1)
	}
	var noun, shape string
	var quals []string
	switch m.Kind {
	case Set:
		if m.Size < len(w.Sets) && w.Sets[m.Size][plural] != "" {
			noun = w.Sets[m.Size][plural]
		} else {
			noun = fmt.Sprintf("%d × %s", m.Size, w.Sets[2][0])
		}
	case FullHouse:
		noun = w.FullHouse[plural]
	case Run:
		noun = w.Run[plural]
		shape = w.Kinds[m.KindWord()]
		if m.Colour != AnyColour && m.KindWord() == "stege" {
			// A red run is in red suits, not any: its colour says which
			// (the definition that a red run may mix ♥ and ♦ follows).
			shape = ""
		}
		if m.Step == 2 && m.Parity == Even { // shown with even cards
			shape = strings.Replace(shape, "3-5-7-9", "4-6-8-10", 1)
		}
		if m.Size > 0 {
			shape = strings.TrimSpace(w.runSize(m.Size) + " " + shape)
		}
	case Sum:
		return strings.TrimSpace(fmt.Sprintf(w.Sum, m.Size, m.Sum))
	}
	if m.Suit != NoSuit {
		quals = append(quals, fmt.Sprintf(w.SuitAll, m.Suit.Symbol()))
	}
	if m.Min != 0 {
		quals = append(quals, fmt.Sprintf(w.Min, w.rank(m.Min)))
	}
	if m.Max != 0 {
		quals = append(quals, fmt.Sprintf(w.Max, w.rank(m.Max)))
	}
	if m.MaxTwos >= 0 {
		quals = append(quals, fmt.Sprintf(w.AtMostTwo, w.number(m.MaxTwos)))
	}
	s := strings.Join(append(adj, noun), " ")
	if len(m.Ranks) > 0 {
		// The ranks belong to the noun: "1 pair of eights".
		var rs []string
		for _, r := range m.Ranks {
			rs = append(rs, w.rankPlural(r))
		}
		s += fmt.Sprintf(w.InRanks, strings.Join(rs, w.Or))
	}
	if count > 0 {
		s = fmt.Sprintf("%d %s", count, s)
	}
	if shape != "" {
		s += " " + shape
	}
	if len(quals) > 0 {
		s += ", " + strings.Join(quals, ", ")
	}
	return s
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

func (w *Words) runSize(n int) string { return fmt.Sprintf(w.RunOf, n) }
