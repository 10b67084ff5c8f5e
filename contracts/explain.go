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
			if g, ok := labelGloss[strings.ToLower(r.Label)]; ok && r.Who == Named && w.lang != "sv" {
				who += " (" + g[langIndex(w.lang)/2] + ")"
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
		note := notes[n][langIndex(lang)]
		if n == noteParity || n == noteSum {
			note = fmt.Sprintf(note, faceValues(lang))
		}
		text += " " + note
	}
	return text
}

// labelGloss says the house lists' labels for players in English and
// Estonian; the label itself stays as the list writes it, since the table
// names it so.
var labelGloss = map[string][2]string{
	"tjejerna":                   {"the girls", "tüdrukud"},
	"killarna":                   {"the boys", "poisid"},
	"den som har mörka strumpor": {"whoever wears dark socks", "kellel on tumedad sokid"},
	"den som har ljusa strumpor": {"whoever wears light socks", "kellel on heledad sokid"},
	"den som har haft för mycket alkohol genom tullen": {"whoever has brought too much alcohol through customs",
		"kes on toonud tollist läbi liiga palju alkoholi"},
	"den som inte har haft något av ovanstående": {"whoever is none of the above", "kellele ükski eelnev ei kehti"},
	"den som har sett en polisbil idag":          {"whoever has seen a police car today", "kes on täna näinud politseiautot"},
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

// notes are the definitions, in English, Swedish and Estonian. The house
// readings are written down in the README's decisions.
var notes = map[note][3]string{
	noteParity: {"Odd and even go by rank: %s; a two standing for itself is even.",
		"Udda och jämn går efter valören: %s; en tvåa som är sig själv är jämn.",
		"Paaritu ja paaris käivad väärtuse järgi: %s; kahe, mis on iseenda eest, on paaris."},
	noteSum: {"A card counts its rank: 2–10 as shown, %s; a wild counts as the card it stands for.",
		"Ett kort räknas som sin valör: 2–10 som de visar, %s; en joker räknas som kortet den står för.",
		"Kaart loeb oma väärtuse: 2–10 nagu näha, %s; jokker loeb selle kaardina, mida ta asendab."},
	noteEachSuit: {"Each run is in one suit of its own; different runs may be in different suits.",
		"Varje stege är i en färg för sig; olika stegar får vara i olika färger.",
		"Iga rida on ühes mastis; eri read võivad olla eri mastides."},
	noteMixed: {"A red run may mix ♥ and ♦, a black one ♠ and ♣.",
		"En röd stege får blanda ♥ och ♦, en svart ♠ och ♣.",
		"Punane rida võib segada ♥ ja ♦, must ♠ ja ♣."},
	noteOne: {"Each player lays one of these, no two players the same while there are enough to go round; with more players than these, they may repeat.",
		"Varje spelare lägger en av dessa, inte två spelare samma så länge de räcker; med fler spelare än dessa får de upprepas.",
		"Iga mängija paneb maha ühe neist, kaks mängijat mitte sama, kuni neid jätkub; kui mängijaid on rohkem, võivad need korduda."},
}

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

var english = words{
	lang: "en", and: " and ", or: " or ", each: " each", varav: ", of which %s", rest: "the rest of the cards as one %s",
	sets: [7][2]string{2: {"pair", "pairs"}, 3: {"three of a kind", "threes of a kind"}, 4: {"four of a kind", "fours of a kind"},
		5: {"five of a kind", "fives of a kind"}, 6: {"six of a kind", "sixes of a kind"}},
	fullHouse: [2]string{"full house (three of a kind and a pair)", "full houses (three of a kind and a pair)"},
	run:       [2]string{"run", "runs"},
	kinds: map[string]string{
		"stege": "in any suits", "färgstege": "in one suit", "fyrfärgsstege": "with every four neighbours in four different suits",
		"varannankortsstege": "of every other rank (3-5-7-9)", "varannankortsfärgstege": "of every other rank (3-5-7-9) in one suit",
		"varannanfärgkortsstege": "alternating red and black",
	},
	sum: "%d cards whose ranks add up to %d",
	red: "red", black: "black", odd: "odd", even: "even",
	inRanks: "of %s", min: "every rank %s or higher", max: "every rank %s or lower", atMostTwo: "with at most %s two",
	suitAll: "all %s",
	who: func(r Requirement) string {
		switch r.Who {
		case One:
			return "one player (" + r.Label + ")"
		case Winner:
			return "last round's winner"
		case Others:
			return "everyone else"
		}
		return r.Label
	},
	extraWild: "%s are wild too: they count toward the fewer-than-half limit like twos, and still count %d points left in hand.", pass: "Pass %d cards %s.", build: "You may add to each other's runs.",
	special:    "Scoring: the %s, with any cards added later, counts −%d points per card.",
	directions: map[string]string{"medsols": "clockwise", "motsols": "anticlockwise", "diagonalt": "across the table"},
	rankPlurals: map[Rank]string{2: "twos", 3: "threes", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens", 8: "eights",
		9: "nines", 10: "tens", Jack: "jacks", Queen: "queens", King: "kings", Ace: "aces"},
}

var swedish = words{
	lang: "sv", and: " och ", or: " eller ", each: " var", varav: ", varav %s", rest: "resten av korten som en %s",
	sets: [7][2]string{2: {"par (2 lika)", "par (2 lika)"}, 3: {"triss (3 lika)", "trissar (3 lika)"}, 4: {"fyrtal (4 lika)", "fyrtal (4 lika)"},
		5: {"femtal (5 lika)", "femtal (5 lika)"}, 6: {"sextal (6 lika)", "sextal (6 lika)"}},
	fullHouse: [2]string{"kåk (triss och par i en annan valör)", "kåkar (triss och par i en annan valör)"},
	run:       [2]string{"stege", "stegar"},
	kinds: map[string]string{
		"stege": "i valfria färger", "färgstege": "i samma färg", "fyrfärgsstege": "där varje fyra kort i följd har fyra olika färger",
		"varannankortsstege": "med varannan valör (3-5-7-9)", "varannankortsfärgstege": "med varannan valör (3-5-7-9) i samma färg",
		"varannanfärgkortsstege": "där röda och svarta kort växlar",
	},
	sum: "%d kort vars valörer blir %d tillsammans",
	red: "röd", black: "svart", odd: "udda", even: "jämn",
	inRanks: "i %s", min: "alla valörer %s eller högre", max: "alla valörer %s eller lägre", atMostTwo: "med högst %s tvåa",
	suitAll: "bara %s",
	who: func(r Requirement) string {
		switch r.Who {
		case One:
			return "en spelare (" + r.Label + ")"
		case Winner:
			return "förra omgångens vinnare"
		case Others:
			return "övriga"
		}
		return r.Label
	},
	extraWild: "Även %s är jokrar: de räknas in i gränsen färre än hälften som tvåorna, och ger ändå %d poäng kvar på handen.", pass: "Skicka %d kort %s.", build: "Man får bygga på varandras stegar.",
	special:    "Poäng: %s, med kort som läggs till senare, ger −%d poäng per kort.",
	directions: map[string]string{"medsols": "medsols", "motsols": "motsols", "diagonalt": "diagonalt"},
	rankPlurals: map[Rank]string{2: "tvåor", 3: "treor", 4: "fyror", 5: "femmor", 6: "sexor", 7: "sjuor", 8: "åttor",
		9: "nior", 10: "tior", Jack: "knektar", Queen: "damer", King: "kungar", Ace: "ess"},
}

var estonian = words{
	lang: "et", and: " ja ", or: " või ", each: " igaüks", varav: ", neist %s", rest: "ülejäänud kaardid: %s",
	sets: [7][2]string{2: {"paar", "paari"}, 3: {"kolmik", "kolmikut"}, 4: {"nelik", "nelikut"},
		5: {"viisik", "viisikut"}, 6: {"kuusik", "kuusikut"}},
	fullHouse: [2]string{"maja (kolmik ja teise väärtuse paar)", "maja (kolmik ja teise väärtuse paar)"},
	run:       [2]string{"rida", "rida"},
	kinds: map[string]string{
		"stege": "mis tahes mastides", "färgstege": "ühes mastis", "fyrfärgsstege": "kus iga neli järjestikust kaarti on neljas eri mastis",
		"varannankortsstege": "üle ühe väärtuse (3-5-7-9)", "varannankortsfärgstege": "üle ühe väärtuse (3-5-7-9) ühes mastis",
		"varannanfärgkortsstege": "punased ja mustad vaheldumisi",
	},
	sum: "%d kaarti, mille väärtuste summa on %d",
	red: "punane", black: "must", odd: "paaritu", even: "paaris",
	inRanks: "väärtusega %s", min: "kõik väärtused vähemalt %s", max: "kõik väärtused kuni %s", atMostTwo: "kõige rohkem %s kahega",
	suitAll: "ainult %s",
	who: func(r Requirement) string {
		switch r.Who {
		case One:
			return "üks mängija (" + r.Label + ")"
		case Winner:
			return "eelmise vooru võitja"
		case Others:
			return "ülejäänud"
		}
		return r.Label
	},
	extraWild: "Ka %s on jokkerid: need loevad alla poole piiri sisse nagu kahed ja annavad käes ikka %d punkti.", pass: "Anna %d kaarti %s.", build: "Teiste ridadele võib juurde panna.",
	special:    "Punktid: %s koos hiljem lisatud kaartidega annab −%d punkti kaardi kohta.",
	directions: map[string]string{"medsols": "päripäeva", "motsols": "vastupäeva", "diagonalt": "üle laua"},
	rankPlurals: map[Rank]string{2: "kahed", 3: "kolmed", 4: "neljad", 5: "viied", 6: "kuued", 7: "seitsmed", 8: "kaheksad",
		9: "üheksad", 10: "kümned", Jack: "poisid", Queen: "emandad", King: "kuningad", Ace: "ässad"},
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
	switch w.lang {
	case "sv":
		return map[Colour]string{Red: "röda", Black: "svarta"}[c]
	case "et":
		return map[Colour]string{Red: "punast", Black: "musta"}[c]
	}
	return w.colour(c)
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
	if count > 1 || (count != 1 && w.lang == "et" && count > 1) {
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
	switch {
	case w.lang == "sv":
		adj = swedishAgreement(adj, m, plural == 1)
	case w.lang == "et" && count > 1:
		adj = estonianPartitive(adj)
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
		quals = append(quals, fmt.Sprintf(w.min, m.Min.In(w.lang)))
	}
	if m.Max != 0 {
		quals = append(quals, fmt.Sprintf(w.max, m.Max.In(w.lang)))
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
		return map[string]string{"en": "one", "sv": "en", "et": "ühe"}[w.lang]
	}
	return fmt.Sprint(n)
}

func (w *words) runSize(n int) string {
	switch w.lang {
	case "sv":
		return fmt.Sprintf("på %d kort", n)
	case "et":
		return fmt.Sprintf("%d kaardist", n)
	}
	return fmt.Sprintf("of %d", n)
}
