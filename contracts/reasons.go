package contracts

import (
	"fmt"
	"strconv"
	"strings"
)

// A Why is the reason a verdict fails or a question is refused, kept as
// its parts (a phrase and the cards, melds and numbers it names) so that
// it can be said in each language: Why.In("sv").
type Why struct {
	key  whyKey
	args []any
}

// In says the reason in lang ("en", "sv" or "et"; any other gets English).
func (w Why) In(lang string) string {
	if w.key == "" {
		return ""
	}
	p := phrases[w.key]
	i := langIndex(lang)
	args := make([]any, len(w.args))
	for k, a := range w.args {
		args[k] = argIn(a, lang)
	}
	return fmt.Sprintf(p[i], args...)
}

// String says the reason in English.
func (w Why) String() string { return w.In("en") }

func why(key whyKey, args ...any) Why { return Why{key, args} }

// An Error is a refused question (impossible cards, a missing label) that
// can say itself in each language.
type Error struct{ Why Why }

func (e *Error) Error() string { return e.Why.In("en") }

// Unwrap returns the error the refusal is about, if any.
func (e *Error) Unwrap() error {
	for _, a := range e.Why.args {
		if err, ok := a.(error); ok {
			return err
		}
	}
	return nil
}

// In says the error in lang.
func (e *Error) In(lang string) string { return e.Why.In(lang) }

func errorOf(key whyKey, args ...any) error { return &Error{why(key, args...)} }

func langIndex(lang string) int {
	switch lang {
	case "sv":
		return 1
	case "et":
		return 2
	}
	return 0
}

// The kinds of arguments a phrase takes, each said in the phrase's
// language.
type (
	meldArg  Meld   // the meld's name
	noMeld   Meld   // "no triss" (Swedish: "ingen triss", "inget par")
	cardsArg []Card // 7♥ 2♠ 2♣, in the language's rank letters
	ranksOr  []Rank // 7 or 8
	ranksArg []Rank // 7 8
	sumArg   []Rank // A 14 + K 13 + 10
	colours  Colour // red (♥♦)
	parity1  Parity // odd: one rank
	parityN  Parity // odd: every rank
	whys     []Why  // reasons of several choices
)

func argIn(a any, lang string) any {
	w := vocab(lang)
	switch a := a.(type) {
	case Rank:
		return a.In(lang)
	case meldArg:
		return meldIn(Meld(a), lang)
	case noMeld:
		m := Meld(a)
		if langIndex(lang) == 0 {
			return "no " + m.Name()
		}
		if lang == "sv" {
			if m.Kind == Sum {
				return "inte " + m.Name()
			}
			if m.Kind == Set && m.Size != 3 && m.Size != 0 {
				return "inget " + m.Name()
			}
			return "ingen " + m.Name()
		}
		return meldIn(m, lang)
	case plan:
		return a.in(lang)
	case cardsArg:
		s := make([]string, len(a))
		for i, c := range a {
			s[i] = c.In(lang)
		}
		return strings.Join(s, " ")
	case ranksOr, ranksArg:
		var rs []Rank
		sep := " "
		if r, ok := a.(ranksOr); ok {
			rs, sep = r, w.or
		} else {
			rs = a.(ranksArg)
		}
		s := make([]string, len(rs))
		for i, r := range rs {
			s[i] = r.In(lang)
		}
		return strings.Join(s, sep)
	case sumArg:
		s := make([]string, len(a))
		for i, r := range a {
			s[i] = strconv.Itoa(int(r))
			if r > Ten {
				s[i] = r.In(lang) + " " + s[i]
			}
		}
		return strings.Join(s, " + ")
	case colours:
		return colourWords3[Colour(a)][langIndex(lang)]
	case parity1:
		return parityWords3[Parity(a)][langIndex(lang)][0]
	case parityN:
		return parityWords3[Parity(a)][langIndex(lang)][1] + " (" + faceValues(lang) + ")"
	case Why:
		return a.In(lang)
	case *Error:
		return a.In(lang)
	case error:
		return a.Error()
	case whys:
		s := make([]string, len(a))
		for i, x := range a {
			s[i] = x.In(lang)
		}
		return strings.Join(s, "; ")
	}
	return a
}

// meldIn names a meld in lang: the contract's own Swedish words in
// English and Swedish (as the round's text writes them), Estonian words
// in Estonian.
func meldIn(m Meld, lang string) string {
	if lang == "et" {
		return vocab("et").meldName(m, 0)
	}
	return m.Name()
}

// faceValues says what the face cards count as ranks: J 11, Q 12, K 13,
// A 14 (Swedish Kn 11, D 12, K 13, E 14).
func faceValues(lang string) string {
	var s []string
	for r := Jack; r <= Ace; r++ {
		s = append(s, r.In(lang)+" "+strconv.Itoa(int(r)))
	}
	return strings.Join(s, ", ")
}

// restWord names the meld "resten" asks for: "resten färgstege".
var restWord = [3]string{"resten", "resten", "ülejäänud:"}

var colourWords3 = map[Colour][3]string{
	Red:   {"red (♥♦)", "röda (♥♦)", "punased (♥♦)"},
	Black: {"black (♠♣)", "svarta (♠♣)", "mustad (♠♣)"},
}

// parityWords3: by language, the word for one rank and for every rank.
var parityWords3 = map[Parity][3][2]string{
	Odd:  {{"odd", "odd"}, {"udda", "udda"}, {"paaritu", "paaritud"}},
	Even: {{"even", "even"}, {"jämn", "jämna"}, {"paaris", "paaris"}},
}

type whyKey string

// phrases are the reasons, in English, Swedish and Estonian. The
// arguments are said in the phrase's language by argIn.
var phrases = map[whyKey][3]string{
	"choices": {"no choice holds: %s", "inget av valen går: %s", "ükski valik ei sobi: %s"},
	"handShort": {"%d cards in the hand; for %s it takes %d", "%d kort på handen; till %s krävs %d",
		"käes on %d kaarti, aga %s vajab %d"},
	"laidShortRest": {"%d cards laid; for %s it takes %d and the rest at least 2", "%d kort lagda; till %s krävs %d och resten minst 2",
		"maas on %d kaarti, aga %s vajab %d ja ülejäänud vähemalt 2"},
	"laidWrong": {"%d cards laid; for %s it takes %d", "%d kort lagda; till %s krävs %d", "maas on %d kaarti, aga %s vajab %d"},
	"cardsNot":  {"%s is %s: %s", "%s är %s: %s", "%s ei ole %s: %s"},
	"noMeld":    {"no %s: %s", "korten räcker inte till %s: %s", "%s ei tule kokku: %s"},
	"notBesides": {"the cards make %s, but %s besides", "korten ger %s, men %s till",
		"kaartidest tuleb %s, aga %s ei tule lisaks kokku"},
	"leftOver1": {"the cards make %s, but %s is left over", "korten ger %s, men %s blir över",
		"kaartidest tuleb %s, aga üle jääb %s"},
	"leftOverN": {"the cards make %s, but %s are left over", "korten ger %s, men %s blir över",
		"kaartidest tuleb %s, aga üle jäävad %s"},
	"restNot": {"the cards make %s, but the rest (%s) is %s: %s", "korten ger %s, men resten (%s) är %s: %s",
		"kaartidest tuleb %s, aga ülejäänud (%s) ei ole %s: %s"},
	"kakWilds1": {"%d wild in a kåk: its triss may hold one and its par none",
		"%d joker i en kåk: trissen får ha en och paret ingen",
		"majas %d jokker: kolmikus võib olla üks, paaris mitte ühtegi"},
	"kakWildsN": {"%d wilds in a kåk: its triss may hold one and its par none",
		"%d jokrar i en kåk: trissen får ha en och paret ingen",
		"majas %d jokkerit: kolmikus võib olla üks, paaris mitte ühtegi"},
	"wilds1": {"%d wild of %d cards, wilds must be fewer than half", "%d joker av %d kort, jokrarna måste vara färre än hälften",
		"%d jokker %d kaardist, jokkereid peab olema alla poole"},
	"wildsN": {"%d wilds of %d cards, wilds must be fewer than half", "%d jokrar av %d kort, jokrarna måste vara färre än hälften",
		"%d jokkerit %d kaardist, jokkereid peab olema alla poole"},
	"twos1":  {"more than %d two", "fler än %d tvåa", "kahtesid on üle %d"},
	"twosN":  {"more than %d twos", "fler än %d tvåor", "kahtesid on üle %d"},
	"colour": {"every card must be %s", "alla kort måste vara %s", "kõik kaardid peavad olema %s"},
	"suit":   {"every card must be %s", "alla kort måste vara %s", "kõik kaardid peavad olema %s"},
	"parityCard": {"%s is %s: every rank must be %s", "%s är %s: alla valörer måste vara %s",
		"%s on %s: kõik väärtused peavad olema %s"},
	"parity": {"every rank must be %s", "alla valörer måste vara %s", "kõik väärtused peavad olema %s"},
	"between": {"every rank must be from %s to %s", "alla valörer måste vara från %s till %s",
		"kõik väärtused peavad olema %s kuni %s"},
	"atLeast": {"every rank must be %s or higher", "alla valörer måste vara %s eller högre",
		"kõik väärtused peavad olema vähemalt %s"},
	"atMost": {"every rank must be %s or lower", "alla valörer måste vara %s eller lägre",
		"kõik väärtused peavad olema kuni %s"},
	"ranks":   {"the rank must be %s", "valören måste vara %s", "väärtus peab olema %s"},
	"oneSuit": {"not all of one suit", "inte alla i samma färg", "kõik ei ole ühes mastis"},
	"fourSuits": {"every four neighbouring cards must be of four different suits",
		"varje fyra kort i följd måste ha fyra olika färger",
		"iga neli järjestikust kaarti peavad olema neljas eri mastis"},
	"altColours": {"the colours must go red and black by turns", "färgerna måste växla mellan rött och svart",
		"punased ja mustad peavad vahelduma"},
	"sum": {"the ranks cannot add up to %d", "valörerna kan inte bli %d tillsammans", "väärtuste summa ei saa olla %d"},
	"sumIs": {"the ranks add up to %s = %d, not %d", "valörerna blir %s = %d, inte %d",
		"väärtuste summa on %s = %d, mitte %d"},
	"set": {"not %d cards of one rank, even with the wilds", "inte %d kort av samma valör, ens med jokrarna",
		"pole %d sama väärtusega kaarti, ka jokkeritega mitte"},
	"fullHouse": {"not a triss and a par of another rank", "inte en triss och ett par i en annan valör",
		"pole kolmikut ja teise väärtuse paari"},
	"twice": {"%s twice: a run has each rank once", "%s två gånger: en stege har varje valör en gång",
		"%s kaks korda: reas on iga väärtus üks kord"},
	"apart":   {"%s and %s are not %d apart", "%s och %s ligger inte %d steg isär", "%s ja %s ei ole %d sammu kaugusel"},
	"missing": {"%s missing", "%s saknas", "puudu: %s"},
	"step2": {"not %d ranks two apart (3-5-7-9), ace high only", "inte %d valörer med varannan valör (3-5-7-9), ess bara högt",
		"pole %d väärtust üle ühe (3-5-7-9), äss ainult kõrge"},
	"inRow": {"not %d ranks in a row from 2 up to the ace (no wrap-around)",
		"inte %d valörer i följd från 2 upp till ess (inte runt hörnet)",
		"pole %d väärtust järjest kahest ässani (ringiga mitte)"},
	"groups1": {"%d group laid; %s asks for %d", "%d grupp lagd; %s kräver %d", "maas on %d grupp; %s nõuab %d"},
	"groupsN": {"%d groups laid; %s asks for %d", "%d grupper lagda; %s kräver %d", "maas on %d gruppi; %s nõuab %d"},
	"groupSize": {"group %d (%s) is %s: it has %d cards, %s takes %d", "grupp %d (%s) är %s: den har %d kort, %s kräver %d",
		"grupp %d (%s) ei ole %s: selles on %d kaarti, %s vajab %d"},
	"groupNot": {"group %d (%s) is %s: %s", "grupp %d (%s) är %s: %s", "grupp %d (%s) ei ole %s: %s"},
	"together": {"each group is a meld, but together they are not %s", "varje grupp går för sig, men tillsammans är de inte %s",
		"iga grupp sobib eraldi, aga kokku ei ole need %s"},

	// Questions refused.
	"sameForAll": {"this round asks the same of everyone: leave out the label %q",
		"den här given kräver samma av alla: ta bort %q", "selles voorus on kõigil sama nõue: jäta %q ära"},
	"chooseLabel": {"this round asks different things of different players: choose a label, %s",
		"den här given kräver olika av olika spelare: välj en av %s", "selles voorus on mängijatel eri nõuded: vali üks, %s"},
	"noLabel": {"no one label is called %q: choose %s", "ingen enda av dem heter %q: välj %s", "ühtegi ei ole nimega %q: vali %s"},
	"groupsHand": {"groups (|) say how cards were laid; a whole hand (--hand) has none",
		"grupper (|) säger hur korten lades; en hel hand (--hand) har inga",
		"grupid (|) näitavad, kuidas kaardid maha pandi; tervel käel (--hand) neid pole"},
	"noCards": {"no cards to check", "inga kort att pröva", "pole kaarte, mida kontrollida"},
	"noSuit": {"%s has no suit: checking melds needs every card's suit, like %sh",
		"%s saknar färg: att pröva kombinationer kräver varje korts färg, som %sh",
		"%s on mastita: kombinatsioonide kontrolliks on vaja iga kaardi masti, nt %sh"},
	"handSize": {"%d cards: a hand holds at most %d (%d dealt and %d buys)",
		"%d kort: en hand har högst %d (%d givna och %d köp)",
		"%d kaarti: käes on kõige rohkem %d (%d jagatud ja %d ostu)"},
	"rankCount": {"%d cards of rank %s: %d decks hold %d", "%d kort av valören %s: %d kortlekar har %d",
		"%d kaarti väärtusega %s: %d kaardipakis on %d"},
	"cardCount": {"%d × %s: %d decks hold %d of each card", "%d × %s: %d kortlekar har %d av varje kort",
		"%d × %s: %d kaardipakis on igat kaarti %d"},

	// The game's refusals.
	"noList":           {"no list of contracts", "ingen lista med omgångar", "voorude nimekiri puudub"},
	"players":          {"%d players: the game is for %d to %d", "%d spelare: spelet är för %d till %d", "%d mängijat: mäng on %d kuni %d mängijale"},
	"noName":           {"a player needs a name", "en spelare behöver ett namn", "mängijal peab olema nimi"},
	"twoCalled":        {"two players are called %q: names must differ", "två spelare heter %q: namnen måste skilja sig", "kaks mängijat on nimega %q: nimed peavad erinema"},
	"dealer":           {"the dealer %q is not a player: the players are %s", "given %q är ingen av spelarna: spelarna är %s", "jagaja %q ei ole mängija: mängijad on %s"},
	"noPlayer":         {"no player called %q: the players are %s", "ingen spelare heter %q: spelarna är %s", "mängijat nimega %q pole: mängijad on %s"},
	"gameOver":         {"the game is over: all %d rounds are played", "spelet är slut: alla %d omgångar är spelade", "mäng on läbi: kõik %d vooru on mängitud"},
	"needResult":       {"a round needs its result", "en omgång behöver sitt resultat", "voor vajab tulemust"},
	"nothingUndo":      {"nothing to undo", "inget att ångra", "pole midagi tagasi võtta"},
	"correctionReason": {"a correction needs a reason", "en rättelse behöver en anledning", "parandus vajab põhjust"},
	"notPlayed":        {"round %d has not been played: %d rounds have", "omgång %d är inte spelad: %d omgångar är det", "voor %d pole mängitud: mängitud on %d vooru"},
	"correctionResult": {"a correction needs the round's result", "en rättelse behöver omgångens resultat", "parandus vajab vooru tulemust"},
	"whoOut":           {"who went out? %s", "vem gick ut? %s", "kes läks välja? %s"},
	"outNoCards":       {"%s went out and has no cards left", "%s gick ut och har inga kort kvar", "%s läks välja ja tal pole kaarte alles"},
	"twiceGiven":       {"%s's cards are given twice", "korten för %s är angivna två gånger", "mängija %s kaardid on antud kaks korda"},
	"missingLeft": {"%s's cards left in hand are missing (none is also an answer)", "korten kvar på handen för %s saknas (inga är också ett svar)",
		"mängija %s käes olevad kaardid puuduvad (ka „mitte ühtegi“ on vastus)"},
	"tableTogether": {"the cards left on the table together: %s", "korten kvar på bordet tillsammans: %s", "laual alles olevad kaardid kokku: %s"},
	"playerErr":     {"%s: %s", "%s: %s", "%s: %s"},
	"labelWinner": {"%s's label is %q, not %q: %s went out of round %d", "%s har %q, inte %q: %s gick ut i omgång %d",
		"mängija %s on %q, mitte %q: %s läks välja voorus %d"},
	"noSpecial":    {"round %d has no special scoring", "omgång %d har ingen särskild poängräkning", "voorus %d pole erilist punktiarvestust"},
	"adjustReason": {"an adjustment for %s needs a reason", "en justering för %s behöver en anledning", "mängija %s punktide muutmiseks on vaja põhjust"},
	"specialCards": {"a %s holds %d to %d cards, not %d", "%s har %d till %d kort, inte %d", "%s: %d kuni %d kaarti, mitte %d"},

	// Cards as typed.
	"ambiguous": {"%q can be read as %s or as %s: write each suit next to its rank, like 7♥",
		"%q kan läsas som %s eller som %s: skriv färgen intill sin valör, som 7♥",
		"%q võib lugeda kui %s või kui %s: kirjuta mast väärtuse kõrvale, nt 7♥"},
	"suitAlone": {"%q is a suit: say the rank with it, like %q", "%q är en färg: säg valören med den, som %q", "%q on mast: ütle väärtus juurde, nt %q"},
	"notSuit": {"%q is not a card: %q is not a suit (h s d c, r k, ♥ ♠ ♦ ♣)", "%q är inget kort: %q är ingen färg (h s d c, r k, ♥ ♠ ♦ ♣)",
		"%q ei ole kaart: %q ei ole mast (h s d c, r k, ♥ ♠ ♦ ♣)"},
	"notCard": {"%q is not a card: want a rank 2–10, J, Q, K, A (Kn, D, E) and a suit h s d c (r, k, ♥ ♠ ♦ ♣), like Kh or 10♠",
		"%q är inget kort: skriv en valör 2–10, Kn, D, K, E (J, Q, A) och en färg h s d c (r, k, ♥ ♠ ♦ ♣), som Kh eller 10♠",
		"%q ei ole kaart: kirjuta väärtus 2–10, J, Q, K, A ja mast h s d c (♥ ♠ ♦ ♣), nt Kh või 10♠"},
	"notRank": {"%q is not a rank", "%q är ingen valör", "%q ei ole väärtus"},
}
