package contracts

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Explain says in plain words what the contract asks, in lang ("en", "sv"
// or "et"; any other language gets English). It is written from the
// parsed structure, so a list of the table's own is explained as well.
func (c *Contract) Explain(lang string) string {
	w := vocab(lang)
	var parts []string
	for _, r := range c.Requirements {
		s := w.requirement(r)
		if c.Labelled() {
			who := w.who(r)
			if g, ok := w.glosses[strings.ToLower(r.Label)]; ok && r.Who == Named {
				who += " (" + g + ")"
			}
			s = who + ": " + s
		}
		parts = append(parts, s)
	}
	text := strings.Join(parts, "; ") + "."
	for _, r := range c.ExtraWild {
		text += " " + capital(fmt.Sprintf(w.extraWild, w.rankPlural(r), Card{Rank: r}.Points()))
	}
	for _, n := range c.Notes {
		switch n.Kind {
		case PassCards:
			text += " " + fmt.Sprintf(w.pass, n.Cards, w.directions[n.Direction])
		case BuildOnOthers:
			text += " " + w.build
		}
	}
	for _, s := range c.Specials {
		text += " " + fmt.Sprintf(w.special, w.meldName(s.Meld, 0), -s.Points)
	}
	for _, n := range c.notes() {
		note := w.notes[n]
		if n == noteParity || n == noteSum {
			note = fmt.Sprintf(note, faceValues(lang))
		}
		text += " " + note
	}
	return text
}

// A note defines a word of the contract the players may read differently.
type note int

const (
	noteParity   note = iota // udda, jämn
	noteSum                  // what a card counts in a sum
	noteEachSuit             // several runs "i samma färg"
	noteMixed                // a red or black run in any suits
	noteOne                  // "En ska ha"
)

// notes lists the definitions the contract's words call for, in order.
func (c *Contract) notes() []note {
	var has [noteOne + 1]bool
	for _, r := range c.Requirements {
		if r.Who == One {
			has[noteOne] = true
		}
		melds := []Meld{}
		if r.Rest != nil {
			melds = append(melds, *r.Rest)
		}
		for _, g := range r.Groups {
			for _, o := range g.Options {
				melds = append(melds, o.Meld)
				if o.Count > 1 && o.Meld.Kind == Run && o.Meld.Shape == OneSuit {
					has[noteEachSuit] = true
				}
			}
			for _, o := range g.Varav {
				melds = append(melds, o.Meld)
			}
		}
		for _, m := range melds {
			switch {
			case m.Parity != AnyParity:
				has[noteParity] = true
			case m.Kind == Sum:
				has[noteSum] = true
			}
			if m.Kind == Run && m.Colour != AnyColour && m.Shape == AnySuits {
				has[noteMixed] = true
			}
		}
	}
	var out []note
	for n, ok := range has {
		if ok {
			out = append(out, note(n))
		}
	}
	return out
}

func capital(s string) string {
	r, n := utf8.DecodeRuneInString(s)
	return string(unicode.ToUpper(r)) + s[n:]
}

// words are one language's words for contracts.
type words struct {
	lang                         string
	and, or, each, varav, rest   string
	sets                         [7][2]string // by size: singular, plural
	fullHouse                    [2]string
	run                          [2]string
	kinds                        map[string]string // run kinds, by the Swedish word
	sum                          string            // %d cards, %d sum
	red, black, odd, even        string
	inRanks, min, max, atMostTwo string
	suitAll                      string
	who                          func(Requirement) string
	extraWild, pass, build       string
	special                      string
	directions                   map[string]string
	rankPlurals                  map[Rank]string

	phrases     map[whyKey]string                              // the reasons and refusals
	everyColour map[Colour]string                              // every card's colour: "red (♥♦)"
	parities    map[Parity][2]string                           // one rank's parity, and every rank's
	restWord    string                                         // names the meld "resten" asks for
	none        func(w *words, m Meld) string                  // a meld the cards are not: "no triss"
	names       func(w *words, m Meld) string                  // a meld in a reason: the list's words, or the language's
	coloursN    map[Colour]string                              // a colour after a number above one: "2 röda"
	agree       func(adj []string, m Meld, count int) []string // bends adjectives to their noun; nil for none
	one         string                                         // the number one before a noun: "with at most one two"
	runOf       string                                         // a run's size: "of %d", "på %d kort"
	faces       [4]string                                      // J, Q, K, A as the language writes them
	notes       map[note]string                                // the definitions
	glosses     map[string]string                              // the lists' labels, by the label
	keyRules    []string                                       // the table's key rules
}

func vocab(lang string) *words {
	switch lang {
	case "sv":
		return &swedish
	case "et":
		return &estonian
	}
	return &english
}

func (w *words) rankPlural(r Rank) string { return w.rankPlurals[r] }

func (w *words) requirement(r Requirement) string {
	var groups []string
	for _, g := range r.Groups {
		var opts []string
		for _, o := range g.Options {
			opts = append(opts, w.meldName(o.Meld, o.Count))
		}
		s := strings.Join(opts, w.or)
		if len(g.Varav) > 0 {
			var v []string
			for _, o := range g.Varav {
				v = append(v, fmt.Sprintf("%d %s", o.Count, w.colours(o.Meld.Colour, o.Count)))
			}
			s += fmt.Sprintf(w.varav, strings.Join(v, w.and))
		}
		groups = append(groups, s)
	}
	if r.Rest != nil {
		groups = append(groups, fmt.Sprintf(w.rest, w.meldName(*r.Rest, 0)))
	}
	s := strings.Join(groups, " + ")
	if r.Each {
		s += w.each
	}
	return s
}

// colours is the colour word after a number: "2 röda", "2 punast".
func (w *words) colours(c Colour, n int) string {
	if n == 1 {
		return w.colour(c)
	}
	return w.coloursN[c]
}

func (w *words) colour(c Colour) string {
	if c == Red {
		return w.red
	}
	return w.black
}

// meldName names count melds like m: "2 threes of a kind", "1 run of 5 in
// one suit, every rank 8 or higher". A count of 0 leaves the number out.
func (w *words) meldName(m Meld, count int) string {
	plural := 0
	if count > 1 {
		plural = 1
	}
	var adj []string
	if m.Colour != AnyColour {
		adj = append(adj, w.colour(m.Colour))
	}
	switch m.Parity {
	case Odd:
		adj = append(adj, w.odd)
	case Even:
		adj = append(adj, w.even)
	}
	if w.agree != nil {
		adj = w.agree(adj, m, count)
	}
	var noun, shape string
	var quals []string
	switch m.Kind {
	case Set:
		if m.Size < len(w.sets) && w.sets[m.Size][plural] != "" {
			noun = w.sets[m.Size][plural]
		} else {
			noun = fmt.Sprintf("%d × %s", m.Size, w.sets[2][0])
		}
	case FullHouse:
		noun = w.fullHouse[plural]
	case Run:
		noun = w.run[plural]
		shape = w.kinds[m.KindWord()]
		if m.Step == 2 && m.Parity == Even { // shown with even cards
			shape = strings.Replace(shape, "3-5-7-9", "4-6-8-10", 1)
		}
		if m.Size > 0 {
			shape = w.runSize(m.Size) + " " + shape
		}
	case Sum:
		return strings.TrimSpace(fmt.Sprintf(w.sum, m.Size, m.Sum))
	}
	if len(m.Ranks) > 0 {
		var rs []string
		for _, r := range m.Ranks {
			rs = append(rs, w.rankPlural(r))
		}
		quals = append(quals, fmt.Sprintf(w.inRanks, strings.Join(rs, w.or)))
	}
	if m.Suit != NoSuit {
		quals = append(quals, fmt.Sprintf(w.suitAll, m.Suit.Symbol()))
	}
	if m.Min != 0 {
		quals = append(quals, fmt.Sprintf(w.min, w.rank(m.Min)))
	}
	if m.Max != 0 {
		quals = append(quals, fmt.Sprintf(w.max, w.rank(m.Max)))
	}
	if m.MaxTwos >= 0 {
		quals = append(quals, fmt.Sprintf(w.atMostTwo, w.number(m.MaxTwos)))
	}
	s := strings.Join(append(adj, noun), " ")
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

// swedishAgreement bends Swedish adjectives to their noun: "ett rött par",
// "jämna trissar".
func swedishAgreement(adj []string, m Meld, plural bool) []string {
	neuter := m.Kind == Set && m.Size != 3
	out := make([]string, len(adj))
	for i, a := range adj {
		switch {
		case plural && a != "udda":
			a = map[string]string{"röd": "röda", "svart": "svarta", "jämn": "jämna"}[a]
		case neuter:
			a = map[string]string{"röd": "rött", "svart": "svart", "jämn": "jämnt", "udda": "udda"}[a]
		}
		out[i] = a
	}
	return out
}

// estonianPartitive bends Estonian adjectives after a number above one,
// as the noun is: "2 punast paari", "3 paaritut kolmikut".
func estonianPartitive(adj []string) []string {
	out := make([]string, len(adj))
	for i, a := range adj {
		if p, ok := map[string]string{"punane": "punast", "must": "musta", "paaritu": "paaritut"}[a]; ok {
			a = p
		}
		out[i] = a
	}
	return out
}

// number writes small numbers as words where it reads better: "one two".
func (w *words) number(n int) string {
	if n == 1 {
		return w.one
	}
	return fmt.Sprint(n)
}

// rank writes r as the language does: 2–10, and its letters for the
// face cards and the ace.
func (w *words) rank(r Rank) string {
	if r > Ten {
		return w.faces[r-Jack]
	}
	return r.String()
}

func (w *words) runSize(n int) string { return fmt.Sprintf(w.runOf, n) }
