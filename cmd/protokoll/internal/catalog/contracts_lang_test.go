package catalog

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// TestCardsAsTyped: the Swedish letters of the face cards and the suits
// are read beside the English ones when the languages are given, and
// said in the refusals that list what a card may be.
func TestCardsAsTyped(t *testing.T) {
	for in, want := range map[string]contracts.Card{
		"Kn": {Rank: contracts.Jack}, "Knk": {Rank: contracts.Jack, Suit: contracts.Clubs}, "knh": {Rank: contracts.Jack, Suit: contracts.Hearts},
		"D": {Rank: contracts.Queen}, "Dd": {Rank: contracts.Queen, Suit: contracts.Diamonds}, "Dr": {Rank: contracts.Queen, Suit: contracts.Diamonds},
		"E": {Rank: contracts.Ace}, "Es": {Rank: contracts.Ace, Suit: contracts.Spades}, "Kk": {Rank: contracts.King, Suit: contracts.Clubs},
		"9r": {Rank: 9, Suit: contracts.Diamonds}, "Jc": {Rank: contracts.Jack, Suit: contracts.Clubs},
	} {
		got, err := contracts.ParseCard(in, Builtin().Cards()...)
		require.NoError(t, err, in)
		assert.Equal(t, want, got, in)
		_, err = contracts.ParseCard(in)
		if strings.ContainsAny(strings.ToLower(in), "nder") || in == "Kk" {
			assert.Error(t, err, "%s is Swedish: not read without Swedish", in)
		}
	}
	_, err := contracts.ParseCard("Kx", Builtin().Cards()...)
	assert.EqualError(t, err, `"Kx" is not a card: "x" is not a suit (h s d c, r k, ♥ ♠ ♦ ♣)`)
	_, err = contracts.ParseCard("Z", Builtin().Cards()...)
	assert.Equal(t, `"Z" är inget kort: skriv en valör 2–10 eller J Q K A, Kn D E och en färg h s d c, r k eller ♥ ♠ ♦ ♣, som Kh eller 10♠`, byTag("sv").Say(err))
}

// TestCardsAsPeopleSayThem: ranks and suits as words, in every language,
// in either order.
func TestCardsAsPeopleSayThem(t *testing.T) {
	for text, want := range map[string]string{
		"dam hjärter":         "Q♥",
		"hjärter dam":         "Q♥",
		"queen hearts, ace":   "Q♥ A",
		"poti äss ruutu 7":    "A♠ 7♦",
		"kung knekt ess":      "K J A",
		"7 ruter klöver kung": "7♦ K♣",
		"kuningas risti 10h":  "K♣ 10♥",
		"Kh sju":              "K♥ 7",
		"tvåa sjua deuce":     "2 7 2",
	} {
		cards, err := contracts.ParseCards(text, Builtin().Cards()...)
		require.NoError(t, err, text)
		var got []string
		for _, c := range cards {
			got = append(got, c.String())
		}
		assert.Equal(t, want, strings.Join(got, " "), text)
	}
	_, err := contracts.ParseCards("hjärter", Builtin().Cards()...)
	assert.ErrorContains(t, err, `"hjärter" is a suit: say the rank with it`)
	_, err = contracts.ParseCards("dam hjärter hjärter", Builtin().Cards()...)
	assert.Error(t, err)
	// Read two ways: refused, with both readings, in the player's language.
	_, err = contracts.ParseCards("K♥ 7 hjärter 8", Builtin().Cards()...)
	var e *msg.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, `"K♥ 7 hjärter 8" can be read as K♥ 7♥ 8 or as K♥ 7 8♥: write each suit next to its rank, like 7♥`, e.In(byTag("en")))
	assert.Equal(t, `"K♥ 7 hjärter 8" kan läsas som K♥ 7♥ 8 eller som K♥ 7 8♥: skriv färgen intill sin valör, som 7♥`, e.In(byTag("sv")))
	cards, err := contracts.ParseCards("7 hjärter, 8", Builtin().Cards()...)
	require.NoError(t, err, "a comma settles it")
	assert.Equal(t, []contracts.Card{{Rank: 7, Suit: contracts.Hearts}, {Rank: 8, Suit: contracts.NoSuit}}, cards)
}

func TestExplain(t *testing.T) {
	for _, tc := range []struct{ text, en, sv, et string }{
		{"2 trissar", "2 threes of a kind.", "2 trissar (3 lika).", "2 kolmikut."},
		{"1 färgstege på 5 kort, min 8",
			"1 run of 5 in one suit, every rank 8 or higher.",
			"1 stege på 5 kort i samma färg, alla valörer 8 eller högre.",
			"1 rida 5 kaardist ühes mastis, kõik väärtused vähemalt 8."},
		{"ett rött och ett svart par", "1 red pair + 1 black pair.", "1 rött par (2 lika) + 1 svart par (2 lika).", "1 punane paar + 1 must paar."},
		{"fyra trissar, varav två röda och två svarta",
			"4 threes of a kind, of which 2 red and 2 black.",
			"4 trissar (3 lika), varav 2 röda och 2 svarta.",
			"4 kolmikut, neist 2 punast ja 2 musta."},
		{"par i åttor eller par i damer + en färgstege om tre kort", "1 pair of eights or 1 pair of queens + 1 run of 3 in one suit.",
			"1 par (2 lika) i åttor eller 1 par (2 lika) i damer + 1 stege på 3 kort i samma färg.",
			"1 paar, väärtusega kaheksad või 1 paar, väärtusega emandad + 1 rida 3 kaardist ühes mastis."},
		{"Triss i treor eller femmor", "1 three of a kind of threes or fives.", "1 triss (3 lika) i treor eller femmor.", "1 kolmik, väärtusega kolmed või viied."},
		{"Två trissar. Skicka tre kort medsols", "2 threes of a kind. Pass 3 cards clockwise.", "2 trissar (3 lika). Skicka 3 kort medsols.", "2 kolmikut. Anna 3 kaarti päripäeva."},
		{"Två trissar. Skicka ett kort motsols", "2 threes of a kind. Pass 1 card anticlockwise.", "2 trissar (3 lika). Skicka 1 kort motsols.", "2 kolmikut. Anna 1 kaart vastupäeva."},
		{"Förra omgångens vinnare = ett femtal, övriga ett fyrtal",
			"last round's winner: 1 five of a kind; everyone else: 1 four of a kind.",
			"förra omgångens vinnare: 1 femtal (5 lika); övriga: 1 fyrtal (4 lika).",
			"eelmise vooru võitja: 1 viisik; ülejäänud: 1 nelik."},
		{"Två femtal och en triss. I denna omgång fungerar även treor som vilka kort som helst.",
			"2 fives of a kind + 1 three of a kind. Threes are wild too: they count toward the fewer-than-half limit like twos, and still count 5 points left in hand.",
			"2 femtal (5 lika) + 1 triss (3 lika). Även treor är jokrar: de räknas in i gränsen färre än hälften som tvåorna, och ger ändå 5 poäng kvar på handen.",
			"2 viisikut + 1 kolmik. Ka kolmed on jokkerid: need loevad alla poole piiri sisse nagu kahed ja annavad käes ikka 5 punkti."},
		{"Ett kort där summan är 5", "1 card whose ranks add up to 5. A card counts its rank: 2–10 as shown, J 11, Q 12, K 13, A 14; a wild counts as the card it stands for.", "1 kort vars valörer blir 5 tillsammans. Ett kort räknas som sin valör: 2–10 som de visar, Kn 11, D 12, K 13, E 14; en joker räknas som kortet den står för.", "1 kaart, mille väärtus on 5. Kaart loeb oma väärtuse: 2–10 nagu näha, J 11, Q 12, K 13, A 14; jokker loeb selle kaardina, mida ta asendab."},
		{"Tre kort där summan är 30", "3 cards whose ranks add up to 30. A card counts its rank: 2–10 as shown, J 11, Q 12, K 13, A 14; a wild counts as the card it stands for.", "3 kort vars valörer blir 30 tillsammans. Ett kort räknas som sin valör: 2–10 som de visar, Kn 11, D 12, K 13, E 14; en joker räknas som kortet den står för.", "3 kaarti, mille väärtuste summa on 30. Kaart loeb oma väärtuse: 2–10 nagu näha, J 11, Q 12, K 13, A 14; jokker loeb selle kaardina, mida ta asendab."},
		{"Ett femtal med max en tvåa", "1 five of a kind, with at most one two.", "1 femtal (5 lika), med högst en tvåa.", "1 viisik, kõige rohkem ühe kahega."},
	} {
		c := contracts.MustParse(tc.text)
		assert.Equal(t, tc.en, c.Explain(byTag("en")), tc.text)
		assert.Equal(t, tc.sv, c.Explain(byTag("sv")), tc.text)
		assert.Equal(t, tc.et, c.Explain(byTag("et")), tc.text)
		assert.Equal(t, tc.en, c.Explain(nil), "nil words are English")
	}
}

func TestExplainEveryRound(t *testing.T) {
	for _, l := range contracts.Lists() {
		for _, r := range l.Rounds {
			for _, lang := range Builtin().Tags() {
				e := r.Contract.Explain(byTag(lang))
				assert.NotContains(t, e, "%!", "list %s round %d %s: %s", l.Name, r.Number, lang, e)
				assert.NotContains(t, e, "  ", "list %s round %d %s: %s", l.Name, r.Number, lang, e)
				assert.True(t, strings.HasSuffix(e, "."), e)
			}
		}
	}
	// A list of the table's own is explained the same way.
	l, err := contracts.ParseList("mine", "1. tre svarta fyrtal i jämna")
	assert.NoError(t, err)
	assert.Equal(t, "3 black even fours of a kind. Odd and even go by rank: J 11, Q 12, K 13, A 14; a two standing for itself is even.", l.Rounds[0].Contract.Explain(byTag("en")))
	assert.Equal(t, "3 svarta jämna fyrtal (4 lika). Udda och jämn går efter valören: Kn 11, D 12, K 13, E 14; en tvåa som är sig själv är jämn.", l.Rounds[0].Contract.Explain(byTag("sv")))
}

// TestRedRunsAndListsInTheReadersWords: list 10 round 4, "en röd stege
// på sju kort", is a red run of 7, not one "in any suits"; a built-in
// list is headed in the reader's words, a list of the table's own as
// written. In every language.
func TestRedRunsAndListsInTheReadersWords(t *testing.T) {
	l, err := contracts.LookupList("10")
	require.NoError(t, err)
	r, err := l.Round(4)
	require.NoError(t, err)
	mine, err := contracts.ParseList("kvarteret", "# Kvarterets lista\n1. 2 trissar\n")
	require.NoError(t, err)
	for lang, want := range map[string][2]string{
		"en": {"1 red run of 7. A red run may mix ♥ and ♦", "List 10"},
		"sv": {"1 röd stege på 7 kort. En röd stege får blanda ♥ och ♦", "Lista 10"},
		"et": {"1 punane rida 7 kaardist. Punane rida võib segada ♥ ja ♦", "Nimekiri 10"},
	} {
		explained := r.Contract.Explain(byTag(lang))
		assert.True(t, strings.HasPrefix(explained, want[0]), "%s: %s", lang, explained)
		assert.Equal(t, want[1], l.TitleIn(byTag(lang)), lang)
		assert.Equal(t, "Kvarterets lista", mine.TitleIn(byTag(lang)), lang)
	}
}

// TestExplanationsDefineTheirWords: each word the players may read
// differently is defined, in every language, where a round uses it.
func TestExplanationsDefineTheirWords(t *testing.T) {
	for _, tc := range []struct {
		text       string
		en, sv, et string
	}{
		{"Fem kort där summan är 50", "A card counts its rank: 2–10 as shown, J 11, Q 12, K 13, A 14",
			"Kn 11, D 12, K 13, E 14; en joker räknas som kortet den står för", "jokker loeb selle kaardina"},
		{"2 färgstegar på 4 kort", "Each run is in one suit of its own", "Varje stege är i en färg för sig", "Iga rida on ühes mastis"},
		{"röd stege på 7 kort", "A red run may mix ♥ and ♦", "En röd stege får blanda ♥ och ♦", "Punane rida võib segada ♥ ja ♦"},
		{"1 jämn varannankortsfärgstege på 4 kort", "(4-6-8-10)", "udda och jämn går efter valören: kn 11", "paaris rida 4 kaardist üle ühe väärtuse (4-6-8-10)"},
		{"En ska ha en triss, En ska ha ett fyrtal", "no two players the same", "inte två spelare samma", "kaks mängijat mitte sama"},
		{"Tjejerna ska ha ett fyrtal vardera, killarna ska ha två trissar vardera", "Tjejerna (the girls)", "Tjejerna: 1 fyrtal", "killarna (poisid)"},
		{"en triss. I denna omgång fungerar även treor som vilka kort som helst.", "Threes are wild too: they count toward the fewer-than-half limit like twos, and still count 5 points",
			"ger ändå 5 poäng kvar på handen", "annavad käes ikka 5 punkti"},
	} {
		c := contracts.MustParse(tc.text)
		assert.Contains(t, c.Explain(byTag("en")), tc.en, tc.text)
		assert.Contains(t, strings.ToLower(c.Explain(byTag("sv"))), strings.ToLower(tc.sv), tc.text)
		assert.Contains(t, c.Explain(byTag("et")), tc.et, tc.text)
	}
	assert.NotContains(t, contracts.MustParse("2 trissar").Explain(byTag("en")), "Odd and even", "no definition a round does not need")
}

// TestReasonsInEveryLanguage: a failing case of every meld word and every
// qualifier, its reason asserted in English, Swedish and Estonian.
func TestReasonsInEveryLanguage(t *testing.T) {
	cases := []struct {
		contract, cards string
		en, sv, et      string
	}{
		{"par", "7h 2c",
			"7♥ 2♣ is no par: 1 wild of 2 cards, wilds must be fewer than half",
			"7♥ 2♣ är inget par: 1 joker av 2 kort, jokrarna måste vara färre än hälften",
			"7♥ 2♣ ei ole paar: 1 jokker 2 kaardist, jokkereid peab olema alla poole"},
		{"triss", "7h 2s 2c",
			"7♥ 2♠ 2♣ is no triss: 2 wilds of 3 cards, wilds must be fewer than half",
			"7♥ 2♠ 2♣ är ingen triss: 2 jokrar av 3 kort, jokrarna måste vara färre än hälften",
			"7♥ 2♠ 2♣ ei ole kolmik: 2 jokkerit 3 kaardist, jokkereid peab olema alla poole"},
		{"fyrtal", "7h 7s 7d 8c",
			"7♥ 7♠ 7♦ 8♣ is no fyrtal: not 4 cards of one rank, even with the wilds",
			"7♥ 7♠ 7♦ 8♣ är inget fyrtal: inte 4 kort av samma valör, ens med jokrarna",
			"7♥ 7♠ 7♦ 8♣ ei ole nelik: pole 4 sama väärtusega kaarti, ka jokkeritega mitte"},
		{"femtal", "7h 7s 7d 7c 8h",
			"7♥ 7♠ 7♦ 7♣ 8♥ is no femtal: not 5 cards of one rank, even with the wilds",
			"7♥ 7♠ 7♦ 7♣ 8♥ är inget femtal: inte 5 kort av samma valör, ens med jokrarna",
			"7♥ 7♠ 7♦ 7♣ 8♥ ei ole viisik: pole 5 sama väärtusega kaarti, ka jokkeritega mitte"},
		{"sextal", "7h 7s 7d 2c 2h 2s",
			"7♥ 7♠ 7♦ 2♣ 2♥ 2♠ is no sextal: 3 wilds of 6 cards, wilds must be fewer than half",
			"7♥ 7♠ 7♦ 2♣ 2♥ 2♠ är inget sextal: 3 jokrar av 6 kort, jokrarna måste vara färre än hälften",
			"7♥ 7♠ 7♦ 2♣ 2♥ 2♠ ei ole kuusik: 3 jokkerit 6 kaardist, jokkereid peab olema alla poole"},
		{"kåk", "7h 7s 2d 9c 2h",
			"7♥ 7♠ 2♦ 9♣ 2♥ is no kåk: its pair (9♣ 2♥) holds 1 wild: in a full house the three of a kind may hold one and the pair none",
			"7♥ 7♠ 2♦ 9♣ 2♥ är ingen kåk: paret (9♣ 2♥) har 1 joker: i en kåk får trissen ha en och paret ingen",
			"7♥ 7♠ 2♦ 9♣ 2♥ ei ole maja (kolmik ja teise väärtuse paar): paaris (9♣ 2♥) on 1 jokker: majas võib kolmikus olla üks, paaris mitte ühtegi"},
		{"kåk", "Kh Ks Kd 7h 2s",
			"K♥ K♠ K♦ 7♥ 2♠ is no kåk: its pair (7♥ 2♠) holds 1 wild: in a full house the three of a kind may hold one and the pair none",
			"K♥ K♠ K♦ 7♥ 2♠ är ingen kåk: paret (7♥ 2♠) har 1 joker: i en kåk får trissen ha en och paret ingen",
			"K♥ K♠ K♦ 7♥ 2♠ ei ole maja (kolmik ja teise väärtuse paar): paaris (7♥ 2♠) on 1 jokker: majas võib kolmikus olla üks, paaris mitte ühtegi"},
		{"kåk", "5h 2s 2d 7h 7s",
			"5♥ 2♠ 2♦ 7♥ 7♠ is no kåk: its three of a kind (5♥ 2♠ 2♦) holds 2 wilds: in a full house the three of a kind may hold one and the pair none",
			"5♥ 2♠ 2♦ 7♥ 7♠ är ingen kåk: trissen (5♥ 2♠ 2♦) har 2 jokrar: i en kåk får trissen ha en och paret ingen",
			"5♥ 2♠ 2♦ 7♥ 7♠ ei ole maja (kolmik ja teise väärtuse paar): kolmikus (5♥ 2♠ 2♦) on 2 jokkerit: majas võib kolmikus olla üks, paaris mitte ühtegi"},
		{"kåk", "7h 7s 7d 8c 9h",
			"7♥ 7♠ 7♦ 8♣ 9♥ is no kåk: not three of a kind and a pair of another rank",
			"7♥ 7♠ 7♦ 8♣ 9♥ är ingen kåk: inte en triss och ett par i en annan valör",
			"7♥ 7♠ 7♦ 8♣ 9♥ ei ole maja (kolmik ja teise väärtuse paar): pole kolmikut ja teise väärtuse paari"},
		{"kåk", "7h 7s 7d 9c 2h",
			"7♥ 7♠ 7♦ 9♣ 2♥ is no kåk: its pair (9♣ 2♥) holds 1 wild: in a full house the three of a kind may hold one and the pair none",
			"7♥ 7♠ 7♦ 9♣ 2♥ är ingen kåk: paret (9♣ 2♥) har 1 joker: i en kåk får trissen ha en och paret ingen",
			"7♥ 7♠ 7♦ 9♣ 2♥ ei ole maja (kolmik ja teise väärtuse paar): paaris (9♣ 2♥) on 1 jokker: majas võib kolmikus olla üks, paaris mitte ühtegi"},
		{"stege på 4 kort", "3h 4s 6d 7c",
			"3♥ 4♠ 6♦ 7♣ is no stege på 4 kort: 5 missing",
			"3♥ 4♠ 6♦ 7♣ är ingen stege på 4 kort: 5 saknas",
			"3♥ 4♠ 6♦ 7♣ ei ole rida 4 kaardist mis tahes mastides: puudu: 5"},
		{"stege på 4 kort", "Qh Ks Ad 3c",
			"Q♥ K♠ A♦ 3♣ is no stege på 4 kort: not 4 ranks in a row from 2 up to the ace (no wrap-around)",
			"D♥ K♠ E♦ 3♣ är ingen stege på 4 kort: inte 4 valörer i följd från 2 upp till ess (inte runt hörnet)",
			"Q♥ K♠ A♦ 3♣ ei ole rida 4 kaardist mis tahes mastides: pole 4 väärtust järjest kahest ässani (ringiga mitte)"},
		// Runs that would go round: the rule they break is said.
		{"varannankortsstege på 4 kort", "Qh Ah 3h 5h",
			"Q♥ A♥ 3♥ 5♥ is no varannankortsstege på 4 kort: 5 and Q are not 2 apart: a run does not go round the corner",
			"D♥ E♥ 3♥ 5♥ är ingen varannankortsstege på 4 kort: 5 och D ligger inte 2 steg isär: en stege går inte runt hörnet",
			"Q♥ A♥ 3♥ 5♥ ei ole rida 4 kaardist üle ühe väärtuse (3-5-7-9): 5 ja Q ei ole 2 sammu kaugusel: rida ei käi ringi"},
		{"stege på 10 kort", "Ah 2s 3h 4h 5h 6h 7h 8h 9h 10h",
			"A♥ 2♠ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ is no stege på 10 kort: J Q K missing: the ace is always 14, never 1",
			"E♥ 2♠ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ är ingen stege på 10 kort: Kn D K saknas: ess är alltid 14, aldrig 1",
			"A♥ 2♠ 3♥ 4♥ 5♥ 6♥ 7♥ 8♥ 9♥ 10♥ ei ole rida 10 kaardist mis tahes mastides: puudu: J Q K: äss on alati 14, mitte kunagi 1"},
		{"färgstege på 4 kort", "Kh Ah 2h 3h",
			"K♥ A♥ 2♥ 3♥ is no färgstege på 4 kort: a run does not go round the corner",
			"K♥ E♥ 2♥ 3♥ är ingen färgstege på 4 kort: en stege går inte runt hörnet",
			"K♥ A♥ 2♥ 3♥ ei ole rida 4 kaardist ühes mastis: rida ei käi ringi"},
		{"färgstege på 4 kort", "Ah 2h 3h 4h",
			"A♥ 2♥ 3♥ 4♥ is no färgstege på 4 kort: the ace is always 14, never 1",
			"E♥ 2♥ 3♥ 4♥ är ingen färgstege på 4 kort: ess är alltid 14, aldrig 1",
			"A♥ 2♥ 3♥ 4♥ ei ole rida 4 kaardist ühes mastis: äss on alati 14, mitte kunagi 1"},
		{"stege på 4 kort", "3h 4s 4d 5c",
			"3♥ 4♠ 4♦ 5♣ is no stege på 4 kort: 4 twice: a run has each rank once",
			"3♥ 4♠ 4♦ 5♣ är ingen stege på 4 kort: 4 två gånger: en stege har varje valör en gång",
			"3♥ 4♠ 4♦ 5♣ ei ole rida 4 kaardist mis tahes mastides: 4 kaks korda: reas on iga väärtus üks kord"},
		{"färgstege på 4 kort", "3h 4h 5s 6h",
			"3♥ 4♥ 5♠ 6♥ is no färgstege på 4 kort: not all of one suit",
			"3♥ 4♥ 5♠ 6♥ är ingen färgstege på 4 kort: inte alla i samma färg",
			"3♥ 4♥ 5♠ 6♥ ei ole rida 4 kaardist ühes mastis: kõik ei ole ühes mastis"},
		{"fyrfärgsstege på 4 kort", "5h 6s 7h 8c",
			"5♥ 6♠ 7♥ 8♣ is no fyrfärgsstege på 4 kort: every four neighbouring cards must be of four different suits",
			"5♥ 6♠ 7♥ 8♣ är ingen fyrfärgsstege på 4 kort: varje fyra kort i följd måste ha fyra olika färger",
			"5♥ 6♠ 7♥ 8♣ ei ole rida 4 kaardist kus iga neli järjestikust kaarti on neljas eri mastis: iga neli järjestikust kaarti peavad olema neljas eri mastis"},
		{"varannankortsfärgstege på 4 kort", "3h 4h 5h 6h",
			"3♥ 4♥ 5♥ 6♥ is no varannankortsfärgstege på 4 kort: 3 and 4 are not 2 apart",
			"3♥ 4♥ 5♥ 6♥ är ingen varannankortsfärgstege på 4 kort: 3 och 4 ligger inte 2 steg isär",
			"3♥ 4♥ 5♥ 6♥ ei ole rida 4 kaardist üle ühe väärtuse (3-5-7-9) ühes mastis: 3 ja 4 ei ole 2 sammu kaugusel"},
		{"varannankortsstege på 4 kort", "3h 5s 7d 10c",
			"3♥ 5♠ 7♦ 10♣ is no varannankortsstege på 4 kort: 7 and 10 are not 2 apart",
			"3♥ 5♠ 7♦ 10♣ är ingen varannankortsstege på 4 kort: 7 och 10 ligger inte 2 steg isär",
			"3♥ 5♠ 7♦ 10♣ ei ole rida 4 kaardist üle ühe väärtuse (3-5-7-9): 7 ja 10 ei ole 2 sammu kaugusel"},
		{"varannanfärgkortsstege på 4 kort", "3h 4s 5s 6h",
			"3♥ 4♠ 5♠ 6♥ is no varannanfärgkortsstege på 4 kort: the colours must go red and black by turns",
			"3♥ 4♠ 5♠ 6♥ är ingen varannanfärgkortsstege på 4 kort: färgerna måste växla mellan rött och svart",
			"3♥ 4♠ 5♠ 6♥ ei ole rida 4 kaardist punased ja mustad vaheldumisi: punased ja mustad peavad vahelduma"},
		{"3 kort där summan är 30", "Kh 3h 5c",
			"K♥ 3♥ 5♣ is no 3 kort där summan är 30: the ranks add up to K 13 + 5 + 3 = 21, not 30",
			"K♥ 3♥ 5♣ är inte 3 kort där summan är 30: valörerna blir K 13 + 5 + 3 = 21, inte 30",
			"K♥ 3♥ 5♣ ei ole 3 kaarti, mille väärtuste summa on 30: väärtuste summa on K 13 + 5 + 3 = 21, mitte 30"},
		{"3 kort där summan är 30", "Ah Kh 5c",
			"A♥ K♥ 5♣ is no 3 kort där summan är 30: the ranks add up to A 14 + K 13 + 5 = 32, not 30",
			"E♥ K♥ 5♣ är inte 3 kort där summan är 30: valörerna blir E 14 + K 13 + 5 = 32, inte 30",
			"A♥ K♥ 5♣ ei ole 3 kaarti, mille väärtuste summa on 30: väärtuste summa on A 14 + K 13 + 5 = 32, mitte 30"},
		{"röd triss", "7h 7s 7d",
			"7♥ 7♠ 7♦ is no röd triss: every card but the wilds must be red (♥♦); wilds may be of any suit",
			"7♥ 7♠ 7♦ är ingen röd triss: alla kort utom jokrarna måste vara röda (♥♦); jokrar får vara av vilken färg som helst",
			"7♥ 7♠ 7♦ ei ole punane kolmik: kõik kaardid peale jokkerite peavad olema punased (♥♦); jokkerid võivad olla mis tahes mastist"},
		{"svart par", "7h 7s",
			"7♥ 7♠ is no svart par: every card but the wilds must be black (♠♣); wilds may be of any suit",
			"7♥ 7♠ är inget svart par: alla kort utom jokrarna måste vara svarta (♠♣); jokrar får vara av vilken färg som helst",
			"7♥ 7♠ ei ole must paar: kõik kaardid peale jokkerite peavad olema mustad (♠♣); jokkerid võivad olla mis tahes mastist"},
		{"ruterpar", "7d 7h",
			"7♦ 7♥ is no ruterpar: every card but the wilds must be ♦; wilds may be of any suit",
			"7♦ 7♥ är inget ruterpar: alla kort utom jokrarna måste vara ♦; jokrar får vara av vilken färg som helst",
			"7♦ 7♥ ei ole paar, ainult ♦: kõik kaardid peale jokkerite peavad olema ♦; jokkerid võivad olla mis tahes mastist"},
		{"udda triss", "8h 8s 8d",
			"8♥ 8♠ 8♦ is no udda triss: 8 is even: every rank must be odd (J 11, Q 12, K 13, A 14)",
			"8♥ 8♠ 8♦ är ingen udda triss: 8 är jämn: alla valörer måste vara udda (Kn 11, D 12, K 13, E 14)",
			"8♥ 8♠ 8♦ ei ole paaritu kolmik: 8 on paaris: kõik väärtused peavad olema paaritud (J 11, Q 12, K 13, A 14)"},
		{"jämnt par", "Jh Js",
			"J♥ J♠ is no jämnt par: J is odd: every rank must be even (J 11, Q 12, K 13, A 14)",
			"Kn♥ Kn♠ är inget jämnt par: Kn är udda: alla valörer måste vara jämna (Kn 11, D 12, K 13, E 14)",
			"J♥ J♠ ei ole paaris paar: J on paaritu: kõik väärtused peavad olema paaris (J 11, Q 12, K 13, A 14)"},
		{"par i ess", "Kh Kd",
			"K♥ K♦ is no par i ess: the rank must be A",
			"K♥ K♦ är inget par i ess: valören måste vara E",
			"K♥ K♦ ei ole paar, väärtusega ässad: väärtus peab olema A"},
		{"färgstege på 5 kort min 8", "7h 8h 9h 10h Jh",
			"7♥ 8♥ 9♥ 10♥ J♥ is no färgstege på 5 kort min 8: every rank must be 8 or higher",
			"7♥ 8♥ 9♥ 10♥ Kn♥ är ingen färgstege på 5 kort min 8: alla valörer måste vara 8 eller högre",
			"7♥ 8♥ 9♥ 10♥ J♥ ei ole rida 5 kaardist ühes mastis, kõik väärtused vähemalt 8: kõik väärtused peavad olema vähemalt 8"},
		{"färgstege 3 kort under 10", "9h 10h Jh",
			"9♥ 10♥ J♥ is no färgstege på 3 kort under 10: every rank must be 9 or lower",
			"9♥ 10♥ Kn♥ är ingen färgstege på 3 kort under 10: alla valörer måste vara 9 eller lägre",
			"9♥ 10♥ J♥ ei ole rida 3 kaardist ühes mastis, kõik väärtused kuni 9: kõik väärtused peavad olema kuni 9"},
		{"femtal med max en tvåa", "7h 7s 7d 2c 2h",
			"7♥ 7♠ 7♦ 2♣ 2♥ is no femtal med max en tvåa: more than 1 two",
			"7♥ 7♠ 7♦ 2♣ 2♥ är inget femtal med max en tvåa: fler än 1 tvåa",
			"7♥ 7♠ 7♦ 2♣ 2♥ ei ole viisik, kõige rohkem ühe kahega: kahtesid on üle 1"},
		// A run of five laid for the run of four beside a kåk another
		// group makes: the fault is the run's, not "no kåk".
		{"en stege (ej färg) på fyra kort + en kåk", "10h Js Qd Kc Ac | 7h 7s 7d 9c 9h",
			"group 1 (10♥ J♠ Q♦ K♣ A♣) is no stege på 4 kort: it has 5 cards, stege på 4 kort takes 4",
			"grupp 1 (10♥ Kn♠ D♦ K♣ E♣) är ingen stege på 4 kort: den har 5 kort, stege på 4 kort kräver 4",
			"grupp 1 (10♥ J♠ Q♦ K♣ A♣) ei ole rida 4 kaardist mis tahes mastides: selles on 5 kaarti, rida 4 kaardist mis tahes mastides vajab 4"},
		// A black natural card in a red triss: the wild two's suit is no
		// fault, and the reason says so.
		{"röd triss", "9d 9c 2c",
			"9♦ 9♣ 2♣ is no röd triss: every card but the wilds must be red (♥♦); wilds may be of any suit",
			"9♦ 9♣ 2♣ är ingen röd triss: alla kort utom jokrarna måste vara röda (♥♦); jokrar får vara av vilken färg som helst",
			"9♦ 9♣ 2♣ ei ole punane kolmik: kõik kaardid peale jokkerite peavad olema punased (♥♦); jokkerid võivad olla mis tahes mastist"},
		{"2 trissar", "7h 7s 7d 7c | 9c 9h 9s",
			"group 1 (7♥ 7♠ 7♦ 7♣) is no triss: it has 4 cards, triss takes 3",
			"grupp 1 (7♥ 7♠ 7♦ 7♣) är ingen triss: den har 4 kort, triss kräver 3",
			"grupp 1 (7♥ 7♠ 7♦ 7♣) ei ole kolmik: selles on 4 kaarti, kolmik vajab 3"},
		{"2 trissar", "7h 7s 7d | 9c 9h 9d 9s",
			"group 2 (9♣ 9♥ 9♦ 9♠) is no triss: it has 4 cards, triss takes 3",
			"grupp 2 (9♣ 9♥ 9♦ 9♠) är ingen triss: den har 4 kort, triss kräver 3",
			"grupp 2 (9♣ 9♥ 9♦ 9♠) ei ole kolmik: selles on 4 kaarti, kolmik vajab 3"},
		{"2 trissar", "7h 7s 7d",
			"3 cards laid; for 2 × triss it takes 6",
			"3 kort lagda; till 2 × triss krävs 6",
			"maas on 3 kaarti, aga 2 × kolmik vajab 6"},
		{"2 trissar", "7h 7s 7d 9c 9h 9d 5c",
			"7 cards laid; for 2 × triss it takes 6",
			"7 kort lagda; till 2 × triss krävs 6",
			"maas on 7 kaarti, aga 2 × kolmik vajab 6"},
		{"2 trissar", "7h 7s 7d 9c 9h 8d",
			"9♣ 9♥ 8♦ is no triss: not 3 cards of one rank, even with the wilds",
			"9♣ 9♥ 8♦ är ingen triss: inte 3 kort av samma valör, ens med jokrarna",
			"9♣ 9♥ 8♦ ei ole kolmik: pole 3 sama väärtusega kaarti, ka jokkeritega mitte"},
		// The nearest miss names its cards: no arrangement makes two
		// trisses, and 9 9 9 leaves 7 2 2.
		{"2 trissar", "7h 2s 2c 9c 9h 9d",
			"7♥ 2♠ 2♣ is no triss: 2 wilds of 3 cards, wilds must be fewer than half",
			"7♥ 2♠ 2♣ är ingen triss: 2 jokrar av 3 kort, jokrarna måste vara färre än hälften",
			"7♥ 2♠ 2♣ ei ole kolmik: 2 jokkerit 3 kaardist, jokkereid peab olema alla poole"},
		{"2 trissar", "hand: 7h 7s 7d 9c 9h 8d 4s",
			"the cards make triss, but no triss besides",
			"korten ger triss, men ingen triss till",
			"kaartidest tuleb kolmik, aga kolmik ei tule lisaks kokku"},
		{"2 trissar och resten färgstege", "7h 7s 7d 9c 9h 9d 3h 4h 5h 7c",
			"the cards make 2 × triss, but the rest (3♥ 4♥ 5♥ 7♣) is no färgstege: 6 missing",
			"korten ger 2 × triss, men resten (3♥ 4♥ 5♥ 7♣) är ingen färgstege: 6 saknas",
			"kaartidest tuleb 2 × kolmik, aga ülejäänud (3♥ 4♥ 5♥ 7♣) ei ole rida ühes mastis: puudu: 6"},
		{"2 trissar och resten färgstege", "7h 7s 7d 9c 9h 9d 3h",
			"7 cards laid; for 2 × triss + resten färgstege it takes 6 and the rest at least 2",
			"7 kort lagda; till 2 × triss + resten färgstege krävs 6 och resten minst 2",
			"maas on 7 kaarti, aga 2 × kolmik + ülejäänud: rida ühes mastis vajab 6 ja ülejäänud vähemalt 2"},
		{"triss + resten färgstege", "7h 7s 7d | 4s 5s 6s 8s",
			"group 2 (4♠ 5♠ 6♠ 8♠) is no färgstege: 7 missing",
			"grupp 2 (4♠ 5♠ 6♠ 8♠) är ingen färgstege: 7 saknas",
			"grupp 2 (4♠ 5♠ 6♠ 8♠) ei ole rida ühes mastis: puudu: 7"},
		{"fyrtal eller färgstege på 4 kort", "7h 7s 7d 9c",
			"no choice holds: 7♥ 7♠ 7♦ 9♣ is no fyrtal: not 4 cards of one rank, even with the wilds; 7♥ 7♠ 7♦ 9♣ is no färgstege på 4 kort: 7 twice: a run has each rank once",
			"inget av valen går: 7♥ 7♠ 7♦ 9♣ är inget fyrtal: inte 4 kort av samma valör, ens med jokrarna; 7♥ 7♠ 7♦ 9♣ är ingen färgstege på 4 kort: 7 två gånger: en stege har varje valör en gång",
			"ükski valik ei sobi: 7♥ 7♠ 7♦ 9♣ ei ole nelik: pole 4 sama väärtusega kaarti, ka jokkeritega mitte; 7♥ 7♠ 7♦ 9♣ ei ole rida 4 kaardist ühes mastis: 7 kaks korda: reas on iga väärtus üks kord"},
		// From a hand the rest may leave the discard: five cards are
		// judged as four, and the reason says so.
		{"triss och resten stege", "hand: 7h 7s 7d 3h 4h 5h 7h 9h",
			"the cards make triss, but the rest (3♥ 4♥ 5♥ 7♥ 9♥) is no stege, nor with one of its cards kept back as the discard: not 4 ranks in a row from 2 up to the ace (no wrap-around)",
			"korten ger triss, men resten (3♥ 4♥ 5♥ 7♥ 9♥) är ingen stege, inte heller med ett av korten kvar att slänga: inte 4 valörer i följd från 2 upp till ess (inte runt hörnet)",
			"kaartidest tuleb kolmik, aga ülejäänud (3♥ 4♥ 5♥ 7♥ 9♥) ei ole rida mis tahes mastides ka siis, kui üks neist jääb käest äraviskamiseks: pole 4 väärtust järjest kahest ässani (ringiga mitte)"},
		{"triss", "hand: 7h 8s 9d Kc",
			"no triss: not 3 cards of one rank, even with the wilds",
			"korten räcker inte till triss: inte 3 kort av samma valör, ens med jokrarna",
			"kolmik ei tule kokku: pole 3 sama väärtusega kaarti, ka jokkeritega mitte"},
		{"triss", "hand: 7h 8s",
			"2 cards in the hand; for triss it takes 3",
			"2 kort på handen; till triss krävs 3",
			"käes on 2 kaarti, aga kolmik vajab 3"},
		{"triss", "7h 7s | 7d",
			"2 groups laid; triss asks for 1",
			"2 grupper lagda; triss kräver 1",
			"maas on 2 gruppi; kolmik nõuab 1"},
		{"par", "7h 7s 9c",
			"3 cards laid; for par it takes 2",
			"3 kort lagda; till par krävs 2",
			"maas on 3 kaarti, aga paar vajab 2"},
		{"udda triss", "2h 2s 2d",
			"2♥ 2♠ 2♦ is no udda triss: 2 is even: every rank must be odd (J 11, Q 12, K 13, A 14)",
			"2♥ 2♠ 2♦ är ingen udda triss: 2 är jämn: alla valörer måste vara udda (Kn 11, D 12, K 13, E 14)",
			"2♥ 2♠ 2♦ ei ole paaritu kolmik: 2 on paaris: kõik väärtused peavad olema paaritud (J 11, Q 12, K 13, A 14)"},
	}
	for _, c := range cases {
		k, err := contracts.Parse(c.contract)
		require.NoError(t, err, c.contract)
		var q contracts.Check
		cards, hand := strings.CutPrefix(c.cards, "hand: ")
		q.Hand = hand
		for _, g := range strings.Split(cards, "|") {
			cards, err := contracts.ParseCards(g)
			require.NoError(t, err)
			q.Groups = append(q.Groups, cards)
		}
		if len(q.Groups) == 1 {
			q.Cards, q.Groups = q.Groups[0], nil
		}
		v, err := k.Check(q)
		require.NoError(t, err)
		require.False(t, v.Valid, "%s: %s", c.contract, c.cards)
		assert.Equal(t, c.en, v.Why.In(byTag("en")), c.contract)
		assert.Equal(t, c.en, v.Reason)
		assert.Equal(t, c.sv, v.Why.In(byTag("sv")), c.contract)
		assert.Equal(t, c.et, v.Why.In(byTag("et")), c.contract)
	}
}

// TestEveryRoundsReasonsSayThemselves: over random hands and laid cards
// for every round of the house lists, each failing verdict's reason is
// said in every language without a formatting slip, and the Swedish and
// Estonian reasons are not the English one.
func TestEveryRoundsReasonsSayThemselves(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	said := 0
	eachRequirement(func(l *contracts.List, round contracts.Round, label string) {
		for h := range 4 {
			cards := randomHand(r, 6+2*h)
			if contracts.CheckHand(cards) != nil {
				continue
			}
			v, err := round.Contract.Check(contracts.Check{Cards: cards, Hand: h%2 == 0, Label: label})
			require.NoError(t, err)
			if v.Valid {
				continue
			}
			said++
			en, sv, et := v.Why.In(byTag("en")), v.Why.In(byTag("sv")), v.Why.In(byTag("et"))
			assert.Equal(t, v.Reason, en)
			for _, s := range []string{en, sv, et} {
				assert.NotContains(t, s, "%!", "list %s round %d", l.Name, round.Number)
			}
			assert.NotEqual(t, en, sv, "list %s round %d", l.Name, round.Number)
			assert.NotEqual(t, en, et, "list %s round %d", l.Name, round.Number)
		}
	})
	assert.Greater(t, said, 300)
}

// TestRefusalsSayThemselves: the two-deck and hand-size refusals are
// errors that say themselves in each language.
func TestRefusalsSayThemselves(t *testing.T) {
	cards, err := contracts.ParseCards("Kh Kh Kh")
	require.NoError(t, err)
	err = contracts.CheckHand(cards)
	var e *msg.Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, "3 × K♥: 2 decks hold 2 of each card", e.In(byTag("en")))
	assert.Equal(t, "3 × K♥: 2 kortlekar har 2 av varje kort", e.In(byTag("sv")))
	assert.Equal(t, "3 × K♥: 2 kaardipakis on igat kaarti 2", e.In(byTag("et")))
	cards, err = contracts.ParseCards("Qd Qd Qd")
	require.NoError(t, err)
	require.ErrorAs(t, contracts.CheckHand(cards), &e)
	assert.Equal(t, "3 × D♦: 2 kortlekar har 2 av varje kort", e.In(byTag("sv")))
}

func TestCardPointsFromTheCards(t *testing.T) {
	assert.Equal(t, "2 = 25   A = 20   10 J Q K = 10   3–9 = 5", contracts.CardPoints(cards("en")))
	assert.Equal(t, "2 = 25   E = 20   10 Kn D K = 10   3–9 = 5", contracts.CardPoints(cards("sv")))
	total := 0
	for _, g := range contracts.PointGroups() {
		for _, r := range g.Ranks {
			assert.Equal(t, contracts.Card{Rank: r}.Points(), g.Points)
			total++
		}
	}
	assert.Equal(t, 13, total, "every rank once")
}

func TestKeyRulesSayTheTablesNumbers(t *testing.T) {
	for _, lang := range Builtin().Tags() {
		rules := strings.Join(contracts.KeyRules(byTag(lang)), "\n")
		assert.Contains(t, rules, "17", lang)
		assert.Contains(t, rules, "11", lang)
		assert.NotContains(t, rules, "%!", lang)
	}
	assert.Contains(t, contracts.KeyRules(byTag("en"))[0], "(a pair may hold none, a three of a kind one)")
	assert.Contains(t, contracts.KeyRules(byTag("sv"))[0], "(ett par får ha ingen, en triss en)")
	assert.Equal(t, contracts.Dealt+2*contracts.MaxBuys, contracts.MaxHand)
	assert.Len(t, contracts.MeldWords(byTag("sv")), len(contracts.MeldWords(byTag("en"))))
}

// eachRequirement calls f for each requirement of every round of the
// house lists, with the label that chooses it.
func eachRequirement(f func(l *contracts.List, round contracts.Round, label string)) {
	for _, l := range contracts.Lists() {
		for _, round := range l.Rounds {
			for i := range round.Contract.Requirements {
				label := ""
				if round.Contract.Labelled() {
					label = strconv.Itoa(i + 1)
				}
				f(l, round, label)
			}
		}
	}
}

// randomHand deals n cards from two shuffled decks.
func randomHand(r *rand.Rand, n int) []contracts.Card {
	var deck []contracts.Card
	for range 2 {
		for rank := contracts.Two; rank <= contracts.Ace; rank++ {
			for _, s := range contracts.Suits() {
				deck = append(deck, contracts.Card{Rank: rank, Suit: s})
			}
		}
	}
	r.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	return deck[:n]
}

// TestParseErrorsInEveryLanguage: a contract or a list of one's own that
// does not read is refused in the user's language, pointing at the word.
func TestParseErrorsInEveryLanguage(t *testing.T) {
	_, err := contracts.Parse("tre flygande hästar")
	require.Error(t, err)
	assert.Equal(t, `unknown word "flygande" (at column 5 of "tre flygande hästar")`, err.Error())
	assert.Equal(t, `okänt ord "flygande" (vid tecken 5 i "tre flygande hästar")`, byTag("sv").Say(err))
	assert.Equal(t, `tundmatu sõna "flygande" (märgil 5 tekstis "tre flygande hästar")`, byTag("et").Say(err))
	_, err = contracts.Parse("en triss i")
	require.Error(t, err)
	assert.Contains(t, byTag("sv").Say(err), "fann slutet")
	_, err = contracts.ParseList("mine", "1. två trissar\n3. ett par")
	require.Error(t, err)
	assert.Equal(t, "rad 2: omgång 3 kommer efter omgång 1", byTag("sv").Say(err))
	_, err = contracts.ParseList("mine", "1. två trissar\n2. ett flygande par")
	require.Error(t, err)
	assert.Equal(t, `voor 2: tundmatu sõna "flygande" (märgil 5 tekstis "ett flygande par")`, byTag("et").Say(err))
	_, err = contracts.LookupList("99")
	require.Error(t, err)
	assert.Contains(t, byTag("sv").Say(err), `ingen lista som heter "99"`)
}

// fmtSlip is what fmt writes for a formatting slip: a verb for the wrong
// kind of value (%!d(string=x)), one without its value (%!s(MISSING)), a
// value without its verb (%!(EXTRA int=1)) and the like. A refusal quotes
// what was typed, so a slip is one of these that was not typed: "%!"
// alone is no slip.
var fmtSlip = regexp.MustCompile(`%![^\s(]?\((?:(?:MISSING|NOVERB|BADWIDTH|BADPREC|BADINDEX|<nil>)\)|EXTRA |PANIC=|[\w.*\[\]]+=)`)

// FuzzParseErrorsSayThemselves: whatever a table writes as a contract,
// a refusal is said in every language without a formatting slip, and in
// Swedish and Estonian not as the English.
func FuzzParseErrorsSayThemselves(f *testing.F) {
	for _, s := range []string{"tre flygande hästar", "en triss i", "2 trissar varav", "resten stege och en triss", "(ej färg) par",
		"en stege på kort", "Yatzy-chans: Trissen ger", "fem kort där summan är", "två par, varav tre röda", "skicka kort åt", "!", "par\n\n?"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		_, err := contracts.Parse(s)
		if err == nil {
			return
		}
		en := byTag("en").Say(err)
		for _, lang := range Builtin().Tags() {
			said := byTag(lang).Say(err)
			if slip := fmtSlip.FindString(said); slip != "" && !strings.Contains(s, slip) {
				t.Fatalf("%s: %q", lang, said)
			}
			if lang != "en" && said == en && strings.ContainsAny(en, "abcdefghijklmnopqrstuvwxyz") {
				t.Fatalf("%s says the English: %q", lang, said)
			}
		}
	})
}

// TestFmtSlipIsFmts: the fuzz target's check finds what fmt writes for
// each kind of slip, and not a "%!" that was typed.
func TestFmtSlipIsFmts(t *testing.T) {
	for _, c := range []struct {
		format string
		args   []any
	}{
		{"%d", []any{"x"}}, {"%s and %s", []any{"a"}}, {"a", []any{1}}, {"%", nil}, {"%d", []any{nil}},
		{"%*d", []any{"x", 1}}, {"%[3]d", []any{1}}, {"%!", nil}, {"%.*d", []any{"x", 1}},
	} {
		slip := fmt.Sprintf(c.format, c.args...)
		assert.NotEmpty(t, fmtSlip.FindString("word "+slip+" here"), slip)
	}
	for _, said := range []string{`'%' is not used in contracts (at column 1 of "%!")`, "100%! (a)", `"%!x"`} {
		assert.Empty(t, fmtSlip.FindString(said), said)
	}
}
