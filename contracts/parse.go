package contracts

import (
	"strconv"
	"strings"

	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// Parse reads one round's contract as people write it, in Swedish. A
// player reads the language word by word in the help topic "contracts"
// (protokoll help contracts, in the reader's language; a test checks it
// names every word of Vocabulary). Its grammar:
//
//	contract    = sentence { ("." | line break) sentence }
//	sentence    = note | special | clause { "," clause } | requirement
//	clause      = label "ska ha" requirement ["vardera"]
//	            | "Förra omgångens vinnare =" requirement | "övriga" requirement
//	label       = "Tjejerna" | "killarna" | "En" | "Den som" words | "Den övriga"
//	requirement = part { ("+" | "och" | ",") part } ["," "varav" N colour {"och" N colour}]
//	part        = "resten" meld | option { "eller" option }
//	option      = [N] meld                  "2 trissar", "två tior" (a set of two tens)
//	meld        = { colour | parity } word { qualifier }
//	word        = a meld word of vocabulary, singular or plural, maybe after
//	              a suit ("ruterpar") | a rank's plural ("tior") | "kort"
//	              (with "där summan är N")
//	qualifier   = ["på" | "om"] N "kort" | "i färg" | "(ej färg)" | "i" rank {"eller" rank}
//	            | "i jämna" | "i udda" | jämna | udda | ("min" | "lägst" | "över" | "under") rank
//	            | "med max" N ("tvåa" | "tvåor") | "där summan är" N
//	colour      = röd | rött | röda | svart | svarta
//	parity      = udda | jämn | jämnt | jämt | jämna
//	N           = digits | en | ett | två | … | tolv
//	note        = "Skicka" N "kort" (medsols | motsols | diagonalt)
//	            | "I denna omgång kan man bygga på varandras" word
//	            | "I denna omgång fungerar även" rank "som vilka kort som helst"
//	special     = "Yatzy-chans:" definite-word ["," "inklusive ev påbyggnad" [","]] "innebär" N "minuspoäng per kort"
//
// "eller" binds tighter than "+" and "och": "par i åttor eller par i damer
// + en färgstege" is one of the pairs, and a run. A meld written without
// its word takes the next one's: "ett rött och ett svart par" is two
// pairs. Every word must be understood: an unknown word is a *ParseError
// that points at it, with its line and column.
func Parse(text string) (*Contract, error) {
	toks, err := lex(text)
	if err != nil {
		return nil, err
	}
	p := &parser{text: text, toks: toks}
	c := &Contract{Text: strings.TrimSpace(text)}
	for {
		for p.is(tPeriod) || p.is(tNewline) {
			p.next()
		}
		if p.is(tEOF) {
			break
		}
		if err := p.sentence(c); err != nil {
			return nil, err
		}
		// "En ska ha en triss," may end its line with a comma.
		if p.is(tComma) && (p.peekAt(1).kind == tNewline || p.peekAt(1).kind == tEOF) {
			p.next()
		}
		if t := p.peek(); t.kind != tPeriod && t.kind != tNewline && t.kind != tEOF {
			return nil, p.errorf(t, "%s does not belong here", t)
		}
	}
	if err := p.check(c); err != nil {
		return nil, err
	}
	return c, nil
}

// MustParse is Parse for contracts known to be good; it panics otherwise.
func MustParse(text string) *Contract {
	c, err := Parse(text)
	if err != nil {
		panic(err)
	}
	return c
}

type parser struct {
	text string
	toks []token
	i    int
	ones int // "En ska ha" clauses seen, to number their labels
}

func (p *parser) peek() token { return p.toks[p.i] }

func (p *parser) peekAt(n int) token {
	if p.i+n < len(p.toks) {
		return p.toks[p.i+n]
	}
	return p.toks[len(p.toks)-1]
}

func (p *parser) next() token {
	t := p.toks[p.i]
	if t.kind != tEOF {
		p.i++
	}
	return t
}

func (p *parser) is(k tokenKind) bool { return p.peek().kind == k }

// isWord reports whether the token n ahead is one of words.
func (p *parser) isWordAt(n int, words ...string) bool {
	t := p.peekAt(n)
	if t.kind != tWord {
		return false
	}
	for _, w := range words {
		if t.word == w {
			return true
		}
	}
	return false
}

func (p *parser) isWord(words ...string) bool { return p.isWordAt(0, words...) }

// expect consumes the fixed phrase words, or fails at the first that is
// missing.
func (p *parser) expect(words ...string) error {
	for _, w := range words {
		if !p.isWord(w) {
			return p.errorf(p.peek(), "expected %q, found %s", w, p.peek())
		}
		p.next()
	}
	return nil
}

// since returns the contract's text from token t to the last one read.
func (p *parser) since(t token) string {
	if p.i == 0 {
		return t.text
	}
	last := p.toks[p.i-1]
	return p.text[t.pos : last.pos+len(last.text)]
}

func (p *parser) errorf(t token, key msg.Key, args ...any) error {
	return &ParseError{Text: p.text, Pos: t.pos, Why: why(key, args...)}
}

// unknown reports a word the language does not have.
func (p *parser) unknown(t token) error {
	if t.kind == tWord {
		return p.errorf(t, "unknown word %q", t.text)
	}
	return p.errorf(t, "expected a meld, found %s", t)
}

func (p *parser) sentence(c *Contract) error {
	switch {
	case p.isWord("skicka"):
		return p.passNote(c)
	case p.isWord("i") && p.isWordAt(1, "denna"):
		return p.roundNote(c)
	case p.isWord("yatzy-chans"):
		return p.special(c)
	}
	if _, _, ok := p.labelAhead(); !ok {
		r, err := p.requirement()
		if err != nil {
			return err
		}
		c.Requirements = append(c.Requirements, r)
		return nil
	}
	for {
		r, err := p.clause()
		if err != nil {
			return err
		}
		c.Requirements = append(c.Requirements, r)
		if !p.is(tComma) {
			return nil
		}
		if _, _, ok := p.labelAheadAt(1); !ok {
			return nil
		}
		p.next()
	}
}

// labelAhead reports whether a label ("Tjejerna ska ha", "Den som … ska
// ha", "Förra omgångens vinnare =", "övriga") starts here, without
// consuming it.
func (p *parser) labelAhead() (Who, string, bool) { return p.labelAheadAt(0) }

func (p *parser) labelAheadAt(n int) (Who, string, bool) {
	skaHa := func(k int) bool { return p.isWordAt(k, "ska") && p.isWordAt(k+1, "ha") }
	switch {
	case p.isWordAt(n, "tjejerna", "killarna") && skaHa(n+1):
		return Named, p.peekAt(n).text, true
	case p.isWordAt(n, "en") && skaHa(n+1):
		return One, "", true
	case p.isWordAt(n, "den") && p.isWordAt(n+1, "övriga"):
		return Others, p.peekAt(n + 1).text, true
	case p.isWordAt(n, "övriga"):
		return Others, p.peekAt(n).text, true
	case p.isWordAt(n, "förra") && p.isWordAt(n+1, "omgångens") && p.isWordAt(n+2, "vinnare"):
		return Winner, "förra omgångens vinnare", true
	case p.isWordAt(n, "den") && p.isWordAt(n+1, "som"):
		for k := n + 2; p.peekAt(k).kind == tWord; k++ {
			if skaHa(k) {
				return Named, "", true
			}
		}
	}
	return 0, "", false
}

// clause reads one labelled requirement: who, then what they must have.
func (p *parser) clause() (Requirement, error) {
	who, label, _ := p.labelAhead()
	switch {
	case who == One:
		p.ones++
		label = strconv.Itoa(p.ones)
		p.next()
		if err := p.expect("ska", "ha"); err != nil {
			return Requirement{}, err
		}
	case who == Winner:
		p.i += 3
		if !p.is(tEquals) {
			return Requirement{}, p.errorf(p.peek(), "expected \"=\" after \"förra omgångens vinnare\", found %s", p.peek())
		}
		p.next()
	case p.isWord("den") && p.isWordAt(1, "som"):
		p.i += 2
		var words []string
		for !(p.isWord("ska") && p.isWordAt(1, "ha")) {
			words = append(words, p.next().text)
		}
		label = "den som " + strings.Join(words, " ")
		p.i += 2
	default:
		if p.isWord("den") {
			p.next()
		}
		p.next()
		if p.isWord("ska") {
			if err := p.expect("ska", "ha"); err != nil {
				return Requirement{}, err
			}
		}
	}
	r, err := p.requirement()
	if err != nil {
		return r, err
	}
	r.Who, r.Label = who, label
	if p.isWord("vardera") {
		p.next()
		r.Each = true
	}
	return r, nil
}

// requirement reads melds joined by "+", "och" or ",", up to the end of the
// sentence or clause.
func (p *parser) requirement() (Requirement, error) {
	var r Requirement
	for {
		if r.Rest != nil {
			return r, p.errorf(p.peek(), "\"resten\" must come last")
		}
		if p.isWord("resten") {
			t := p.next()
			m, err := p.meld()
			if err != nil {
				return r, err
			}
			if m.Kind == NoKind {
				return r, p.errorf(t, "\"resten\" needs a meld word after it")
			}
			m.Size = 0
			if !m.possible() {
				return r, p.errorf(t, "no cards can make %q", p.since(t))
			}
			r.Rest = &m
		} else {
			g, err := p.group()
			if err != nil {
				return r, err
			}
			r.Groups = append(r.Groups, g)
		}
	separators:
		switch {
		case p.is(tPlus) || p.isWord("och"):
			p.next()
		case p.is(tComma) && p.isWordAt(1, "varav"):
			p.i += 2
			if len(r.Groups) == 0 {
				return r, p.errorf(p.peek(), "\"varav\" needs melds before it")
			}
			v, err := p.varav(&r.Groups[len(r.Groups)-1])
			if err != nil {
				return r, err
			}
			r.Groups[len(r.Groups)-1].Varav = v
			goto separators
		case p.is(tComma):
			if _, _, ok := p.labelAheadAt(1); ok {
				return r, p.borrow(&r)
			}
			if k := p.peekAt(1).kind; k == tNewline || k == tEOF {
				return r, p.borrow(&r)
			}
			p.next()
		default:
			return r, p.borrow(&r)
		}
	}
}

// borrow gives a meld written without its word the word of the meld after
// it: "ett rött och ett svart par" is a red pair and a black pair.
func (p *parser) borrow(r *Requirement) error {
	for i := len(r.Groups) - 1; i >= 0; i-- {
		for j, o := range r.Groups[i].Options {
			if o.Meld.Kind != NoKind {
				continue
			}
			if i+1 >= len(r.Groups) {
				return p.errorf(p.peek(), "a meld word is missing before %s", p.peek())
			}
			m := r.Groups[i+1].Options[0].Meld
			if o.Meld.Colour != AnyColour {
				m.Colour = o.Meld.Colour
			}
			if o.Meld.Parity != AnyParity {
				m.Parity = o.Meld.Parity
			}
			if !m.possible() {
				return p.errorf(p.peek(), "no cards can make %q", strings.TrimSpace(o.Meld.Word+" "+m.Name()))
			}
			r.Groups[i].Options[j].Meld = m
		}
	}
	return nil
}

// group reads one meld, or several a player chooses between with "eller".
func (p *parser) group() (Group, error) {
	var g Group
	for {
		o, err := p.option()
		if err != nil {
			return g, err
		}
		g.Options = append(g.Options, o)
		if !p.isWord("eller") {
			return g, nil
		}
		p.next()
	}
}

// option reads a count and a meld: "2 trissar", "färgstege på 3 kort",
// "två tior" (a set of two tens), "tre kort där summan är 30".
func (p *parser) option() (Option, error) {
	start := p.peek()
	o := Option{Count: 1}
	if n, ok := p.count(); ok {
		o.Count = n
	}
	m, err := p.meld()
	if err != nil {
		return o, err
	}
	switch {
	case m.Kind == Set && m.Size == 0: // "två tior"
		m.Size, o.Count = o.Count, 1
		if m.Size < minMeld {
			return o, p.errorf(start, "a set needs at least two cards")
		}
	case m.Kind == Sum:
		m.Size, o.Count = o.Count, 1
	case m.Kind == Run && m.Size == 0:
		return o, p.errorf(start, "%q needs its number of cards (\"på 4 kort\")", m.Word)
	case m.Kind == Run && m.Size < minMeld:
		return o, p.errorf(start, "a run needs at least two cards")
	}
	if o.Count < 1 {
		return o, p.errorf(start, "a count must be at least 1")
	}
	if !m.possible() {
		return o, p.errorf(start, "no cards can make %q", p.since(start))
	}
	o.Meld = m
	return o, nil
}

// count reads a number written in digits or as a word.
func (p *parser) count() (int, bool) {
	t := p.peek()
	switch t.kind {
	case tNumber:
		n, err := strconv.Atoi(t.text)
		if err != nil || n > 99 {
			return 0, false
		}
		p.next()
		return n, true
	case tWord:
		if n, ok := counts[t.word]; ok {
			p.next()
			return n, true
		}
	}
	return 0, false
}

// meld reads the adjectives, the meld word and the qualifiers after it. A
// meld with adjectives but no word ("ett rött och …") is returned with
// NoKind, to borrow the next meld's word.
func (p *parser) meld() (Meld, error) {
	m := Meld{MaxTwos: -1}
	adjectives := false
	for {
		w := p.peek().word
		if c, ok := colourWords[w]; ok && p.peek().kind == tWord {
			m.Colour = c
		} else if par, ok := parityWords[w]; ok && p.peek().kind == tWord {
			m.Parity = par
		} else {
			break
		}
		adjectives = true
		p.next()
	}
	t := p.peek()
	if t.kind != tWord {
		if adjectives {
			return m, nil
		}
		return m, p.unknown(t)
	}
	switch base, suit, ok := lookupMeldWord(t.word); {
	case ok:
		base.Colour, base.Parity, base.MaxTwos, base.Word = m.Colour, m.Parity, -1, t.text
		if suit != NoSuit {
			base.Suit = suit
		}
		m = base
	case rankPlurals[t.word] != 0:
		m.Kind, m.Ranks, m.Word = Set, []Rank{rankPlurals[t.word]}, t.text
	case t.word == sumWord:
		m.Kind, m.Word = Sum, t.text
	case adjectives && (t.word == "och" || t.word == "eller"):
		return m, nil
	default:
		return m, p.unknown(t)
	}
	p.next()
	return m, p.qualifiers(&m, t)
}

// lookupMeldWord finds a meld word, with any suit prefix ("ruterpar").
func lookupMeldWord(w string) (Meld, Suit, bool) {
	if m, ok := meldWords[w]; ok {
		return m, NoSuit, true
	}
	for _, p := range suitPrefixes {
		if rest, ok := strings.CutPrefix(w, p.prefix); ok {
			if m, ok := meldWords[rest]; ok {
				return m, p.suit, true
			}
		}
	}
	return Meld{}, NoSuit, false
}

// qualifiers reads what follows a meld word: its size, ranks, bounds,
// parity, suits, sum and limit on twos.
func (p *parser) qualifiers(m *Meld, word token) error {
	for {
		t := p.peek()
		switch {
		case p.isWord("på", "om") && p.sizeAt(1):
			p.next()
			fallthrough
		case p.sizeAt(0):
			if m.Kind != Run {
				return p.errorf(t, "only a run takes a number of cards")
			}
			m.Size, _ = p.count()
			p.next() // kort
		case p.isWord("i"):
			if err := p.in(m); err != nil {
				return err
			}
		case p.is(tLParen):
			p.next()
			if err := p.expect("ej", "färg"); err != nil {
				return err
			}
			if !p.is(tRParen) {
				return p.errorf(p.peek(), "expected \")\", found %s", p.peek())
			}
			p.next()
			if m.Kind != Run || m.Shape != AnySuits {
				return p.errorf(t, "\"(ej färg)\" belongs to a stege")
			}
		case parityWords[t.word] != 0 && t.kind == tWord:
			m.Parity = parityWords[t.word]
			p.next()
		case p.is(tComma) && p.isWordAt(1, "min", "lägst", "över", "under"):
			p.next()
		case p.isWord("min", "lägst", "över", "under"):
			p.next()
			written := p.peek()
			r, err := p.rankValue()
			if err != nil {
				return err
			}
			if written.kind == tWord {
				written.text = written.word
			}
			m.Bounds = strings.TrimSpace(m.Bounds + " " + t.word + " " + written.text)
			switch t.word {
			case "min", "lägst":
				m.Min = max(m.Min, r)
			case "över":
				m.Min = max(m.Min, r+1)
			case "under":
				m.Max = r - 1
			}
		case p.isWord("med"):
			p.next()
			if err := p.expect("max"); err != nil {
				return err
			}
			n, ok := p.count()
			if !ok {
				return p.errorf(p.peek(), "expected how many twos, found %s", p.peek())
			}
			if !p.isWord("tvåa", "tvåor") {
				return p.errorf(p.peek(), "expected \"tvåa\", found %s", p.peek())
			}
			p.next()
			m.MaxTwos = n
		case p.isWord("där"):
			p.next()
			if err := p.expect("summan", "är"); err != nil {
				return err
			}
			n, ok := p.count()
			if !ok || m.Kind != Sum {
				return p.errorf(t, "\"där summan är\" belongs to \"N kort\" and needs a number")
			}
			m.Sum = n
		default:
			if m.Kind == Sum && m.Sum == 0 {
				return p.errorf(word, "\"kort\" needs \"där summan är N\"")
			}
			return nil
		}
	}
}

// sizeAt reports whether "N kort" stands n tokens ahead.
func (p *parser) sizeAt(n int) bool {
	t := p.peekAt(n)
	_, isCount := counts[t.word]
	return (t.kind == tNumber || (t.kind == tWord && isCount)) && p.isWordAt(n+1, "kort")
}

// in reads "i färg", "i jämna", "i udda" or "i treor eller femmor".
func (p *parser) in(m *Meld) error {
	t := p.next()
	w := p.peek()
	switch {
	case w.word == "färg":
		if m.Kind != Run || m.Shape != AnySuits {
			return p.errorf(t, "\"i färg\" belongs to a stege")
		}
		m.Shape = OneSuit
		p.next()
	case parityWords[w.word] != 0:
		m.Parity = parityWords[w.word]
		p.next()
	case rankPlurals[w.word] != 0:
		for {
			m.Ranks = append(m.Ranks, rankPlurals[p.next().word])
			if !(p.isWord("eller") && rankPlurals[p.peekAt(1).word] != 0) {
				break
			}
			p.next()
		}
		if m.Kind != Set && m.Kind != FullHouse {
			return p.errorf(w, "only a set can be in a rank")
		}
	default:
		return p.errorf(w, "expected a rank (\"i tior\"), \"färg\", \"jämna\" or \"udda\" after \"i\", found %s", w)
	}
	return nil
}

// rankValue reads a rank in a bound: "8", "tio", "ess".
func (p *parser) rankValue() (Rank, error) {
	t := p.next()
	if t.kind == tNumber {
		n, err := strconv.Atoi(t.text)
		if err == nil && n >= int(Two) && n <= int(Ace) {
			return Rank(n), nil
		}
	}
	if r, ok := rankValues[t.word]; ok && t.kind == tWord {
		return r, nil
	}
	return 0, p.errorf(t, "expected a rank (2–14, tio, knekt, dam, kung, ess), found %s", t)
}

// varav reads how many of a group's melds must have each colour.
func (p *parser) varav(g *Group) ([]Option, error) {
	var v []Option
	total := 0
	for {
		t := p.peek()
		n, ok := p.count()
		if !ok {
			return nil, p.errorf(t, "expected a number after \"varav\", found %s", t)
		}
		c := colourWords[p.peek().word]
		if c == AnyColour || p.peek().kind != tWord {
			return nil, p.errorf(p.peek(), "expected a colour (röda, svarta), found %s", p.peek())
		}
		p.next()
		m := g.Options[0].Meld
		m.Colour = c
		if !m.possible() {
			return nil, p.errorf(t, "no cards can make %q", p.since(t))
		}
		v = append(v, Option{Count: n, Meld: m})
		total += n
		if !(p.isWord("och") && (p.peekAt(1).kind == tNumber || counts[p.peekAt(1).word] != 0) && colourWords[p.peekAt(2).word] != 0) {
			break
		}
		p.next()
	}
	if len(g.Options) != 1 || total > g.Options[0].Count {
		return nil, p.errorf(p.peek(), "\"varav\" counts %d melds, more than the %d before it", total, g.Options[0].Count)
	}
	return v, nil
}

// passNote reads "Skicka tre kort medsols".
func (p *parser) passNote(c *Contract) error {
	start := p.next()
	n, ok := p.count()
	if !ok {
		return p.errorf(p.peek(), "expected how many cards to pass, found %s", p.peek())
	}
	if err := p.expect("kort"); err != nil {
		return err
	}
	d := p.peek()
	if !directions[d.word] || d.kind != tWord {
		return p.errorf(d, "expected medsols, motsols or diagonalt, found %s", d)
	}
	p.next()
	c.Notes = append(c.Notes, Note{Kind: PassCards, Cards: n, Direction: d.word, Text: p.text[start.pos : d.pos+len(d.text)]})
	return nil
}

// roundNote reads "I denna omgång kan man bygga på varandras färgstegar"
// and "I denna omgång fungerar även treor som vilka kort som helst".
func (p *parser) roundNote(c *Contract) error {
	start := p.peek()
	if err := p.expect("i", "denna", "omgång"); err != nil {
		return err
	}
	switch {
	case p.isWord("kan"):
		if err := p.expect("kan", "man", "bygga", "på", "varandras"); err != nil {
			return err
		}
		w := p.peek()
		if _, _, ok := lookupMeldWord(w.word); !ok || w.kind != tWord {
			return p.unknown(w)
		}
		p.next()
		c.Notes = append(c.Notes, Note{Kind: BuildOnOthers, Text: p.text[start.pos : w.pos+len(w.text)]})
	case p.isWord("fungerar"):
		if err := p.expect("fungerar", "även"); err != nil {
			return err
		}
		w := p.next()
		r := rankPlurals[w.word]
		if r == 0 {
			return p.errorf(w, "expected a rank (\"treor\"), found %s", w)
		}
		if err := p.expect("som", "vilka", "kort", "som", "helst"); err != nil {
			return err
		}
		c.ExtraWild = append(c.ExtraWild, r)
	default:
		return p.unknown(p.peek())
	}
	return nil
}

// special reads "Yatzy-chans: Trissen, inklusive ev påbyggnad, innebär 10
// minuspoäng per kort."
func (p *parser) special(c *Contract) error {
	start := p.next()
	if !p.is(tColon) {
		return p.errorf(p.peek(), "expected \":\", found %s", p.peek())
	}
	p.next()
	w := p.next()
	base, ok := definite[w.word]
	if !ok {
		return p.errorf(w, "expected a meld of the contract (\"Trissen\"), found %s", w)
	}
	if p.is(tComma) {
		p.next()
		if err := p.expect("inklusive", "ev", "påbyggnad"); err != nil {
			return err
		}
		if p.is(tComma) {
			p.next()
		}
	}
	if err := p.expect("innebär"); err != nil {
		return err
	}
	n, ok := p.count()
	if !ok {
		return p.errorf(p.peek(), "expected a number of points, found %s", p.peek())
	}
	end := p.peekAt(2)
	if err := p.expect("minuspoäng", "per", "kort"); err != nil {
		return err
	}
	base.MaxTwos = -1
	c.Specials = append(c.Specials, Special{Meld: base, Points: -n, Text: p.text[start.pos : end.pos+len(end.text)]})
	return nil
}

// check makes sure the contract as a whole makes sense.
func (p *parser) check(c *Contract) error {
	if len(c.Requirements) == 0 {
		return p.errorf(p.peek(), "no meld in the contract")
	}
	if len(c.Requirements) > 1 {
		for _, r := range c.Requirements {
			if r.Who == Everyone {
				return p.errorf(p.toks[0], "a contract asks one thing of everyone, or names who must have what")
			}
		}
	}
	for _, s := range c.Specials {
		if !c.has(s.Meld) {
			return p.errorf(p.toks[0], "the special names a %s the contract does not have", s.Meld.Word)
		}
	}
	return nil
}

// has reports whether some requirement asks for a meld like m.
func (c *Contract) has(m Meld) bool {
	for _, r := range c.Requirements {
		for _, g := range r.Groups {
			for _, o := range g.Options {
				if o.Meld.Kind == m.Kind && o.Meld.Size == m.Size {
					return true
				}
			}
		}
	}
	return false
}
