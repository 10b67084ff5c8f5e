package contracts

import (
	"math/rand/v2"
	"os"
	"reflect"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var verb = regexp.MustCompile(`%[dsqv]`)

// languages are the languages contracts speaks.
var languages = []*words{&english, &swedish, &estonian}

// TestPhrasesAgree: every reason is said in every language, with the same
// arguments in the same order.
func TestPhrasesAgree(t *testing.T) {
	for _, w := range languages {
		assert.Equal(t, len(english.phrases), len(w.phrases), w.lang)
		for key, en := range english.phrases {
			s := w.phrases[key]
			assert.NotEmpty(t, s, "%s in %s", key, w.lang)
			assert.Equal(t, verb.FindAllString(en, -1), verb.FindAllString(s, -1), "%s: %q against %q", key, s, en)
		}
	}
}

// TestEveryLanguageHasEveryWord: a language's words leave no field empty
// (but Swedish needs no gloss of its own labels, and English adjectives do
// not bend), so a language added without a word falls back to nothing
// unseen.
func TestEveryLanguageHasEveryWord(t *testing.T) {
	for _, w := range languages {
		v := reflect.ValueOf(*w)
		for i := range v.NumField() {
			name := v.Type().Field(i).Name
			if (name == "glosses" && w.lang == "sv") || (name == "agree" && w.lang == "en") {
				continue // Swedish labels need no gloss; English adjectives do not bend
			}
			assert.False(t, v.Field(i).IsZero(), "%s has no %s", w.lang, name)
		}
		assert.Len(t, w.notes, len(english.notes), w.lang)
		assert.Len(t, w.keyRules, len(english.keyRules), w.lang)
		assert.Same(t, w, vocab(w.lang), "vocab finds %s", w.lang)
	}
}

// TestEveryPhraseIsUsed: a phrase no code says has drifted from the code.
func TestEveryPhraseIsUsed(t *testing.T) {
	var src strings.Builder
	for _, f := range []string{"check.go", "card.go", "game.go", "contract.go"} {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		src.Write(b)
	}
	for key := range english.phrases {
		assert.True(t, strings.Contains(src.String(), `"`+string(key)+`"`), "phrase %s is never said", key)
	}
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
			"7♥ 7♠ 2♦ 9♣ 2♥ is no kåk: 2 wilds in a kåk: its triss may hold one and its par none",
			"7♥ 7♠ 2♦ 9♣ 2♥ är ingen kåk: 2 jokrar i en kåk: trissen får ha en och paret ingen",
			"7♥ 7♠ 2♦ 9♣ 2♥ ei ole maja (kolmik ja teise väärtuse paar): majas 2 jokkerit: kolmikus võib olla üks, paaris mitte ühtegi"},
		{"kåk", "7h 7s 7d 8c 9h",
			"7♥ 7♠ 7♦ 8♣ 9♥ is no kåk: not a triss and a par of another rank",
			"7♥ 7♠ 7♦ 8♣ 9♥ är ingen kåk: inte en triss och ett par i en annan valör",
			"7♥ 7♠ 7♦ 8♣ 9♥ ei ole maja (kolmik ja teise väärtuse paar): pole kolmikut ja teise väärtuse paari"},
		{"kåk", "7h 7s 7d 9c 2h",
			"7♥ 7♠ 7♦ 9♣ 2♥ is no kåk: 1 wild in a kåk: its triss may hold one and its par none",
			"7♥ 7♠ 7♦ 9♣ 2♥ är ingen kåk: 1 joker i en kåk: trissen får ha en och paret ingen",
			"7♥ 7♠ 7♦ 9♣ 2♥ ei ole maja (kolmik ja teise väärtuse paar): majas 1 jokker: kolmikus võib olla üks, paaris mitte ühtegi"},
		{"stege på 4 kort", "3h 4s 6d 7c",
			"3♥ 4♠ 6♦ 7♣ is no stege på 4 kort: 5 missing",
			"3♥ 4♠ 6♦ 7♣ är ingen stege på 4 kort: 5 saknas",
			"3♥ 4♠ 6♦ 7♣ ei ole rida 4 kaardist mis tahes mastides: puudu: 5"},
		{"stege på 4 kort", "Qh Ks Ad 3c",
			"Q♥ K♠ A♦ 3♣ is no stege på 4 kort: not 4 ranks in a row from 2 up to the ace (no wrap-around)",
			"D♥ K♠ E♦ 3♣ är ingen stege på 4 kort: inte 4 valörer i följd från 2 upp till ess (inte runt hörnet)",
			"Q♥ K♠ A♦ 3♣ ei ole rida 4 kaardist mis tahes mastides: pole 4 väärtust järjest kahest ässani (ringiga mitte)"},
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
			"7♥ 7♠ 7♦ is no röd triss: every card must be red (♥♦)",
			"7♥ 7♠ 7♦ är ingen röd triss: alla kort måste vara röda (♥♦)",
			"7♥ 7♠ 7♦ ei ole punane kolmik: kõik kaardid peavad olema punased (♥♦)"},
		{"svart par", "7h 7s",
			"7♥ 7♠ is no svart par: every card must be black (♠♣)",
			"7♥ 7♠ är inget svart par: alla kort måste vara svarta (♠♣)",
			"7♥ 7♠ ei ole must paar: kõik kaardid peavad olema mustad (♠♣)"},
		{"ruterpar", "7d 7h",
			"7♦ 7♥ is no ruterpar: every card must be ♦",
			"7♦ 7♥ är inget ruterpar: alla kort måste vara ♦",
			"7♦ 7♥ ei ole paar, ainult ♦: kõik kaardid peavad olema ♦"},
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
		k, err := Parse(c.contract)
		require.NoError(t, err, c.contract)
		var q Check
		cards, hand := strings.CutPrefix(c.cards, "hand: ")
		q.Hand = hand
		for _, g := range strings.Split(cards, "|") {
			cards, err := ParseCards(g)
			require.NoError(t, err)
			q.Groups = append(q.Groups, cards)
		}
		if len(q.Groups) == 1 {
			q.Cards, q.Groups = q.Groups[0], nil
		}
		v, err := k.Check(q)
		require.NoError(t, err)
		require.False(t, v.Valid, "%s: %s", c.contract, c.cards)
		assert.Equal(t, c.en, v.Why.In("en"), c.contract)
		assert.Equal(t, c.en, v.Reason)
		assert.Equal(t, c.sv, v.Why.In("sv"), c.contract)
		assert.Equal(t, c.et, v.Why.In("et"), c.contract)
	}
}

// TestEveryRoundsReasonsSayThemselves: over random hands and laid cards
// for every round of the house lists, each failing verdict's reason is
// said in every language without a formatting slip, and the Swedish and
// Estonian reasons are not the English one.
func TestEveryRoundsReasonsSayThemselves(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	said := 0
	eachRequirement(func(l *List, round Round, label string) {
		for h := range 4 {
			cards := randomHand(r, 6+2*h)
			if CheckHand(cards) != nil {
				continue
			}
			v, err := round.Contract.Check(Check{Cards: cards, Hand: h%2 == 0, Label: label})
			require.NoError(t, err)
			if v.Valid {
				continue
			}
			said++
			en, sv, et := v.Why.In("en"), v.Why.In("sv"), v.Why.In("et")
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
	cards, err := ParseCards("Kh Kh Kh")
	require.NoError(t, err)
	err = CheckHand(cards)
	var e *Error
	require.ErrorAs(t, err, &e)
	assert.Equal(t, "3 × K♥: 2 decks hold 2 of each card", e.In("en"))
	assert.Equal(t, "3 × K♥: 2 kortlekar har 2 av varje kort", e.In("sv"))
	assert.Equal(t, "3 × K♥: 2 kaardipakis on igat kaarti 2", e.In("et"))
	cards, err = ParseCards("Qd Qd Qd")
	require.NoError(t, err)
	require.ErrorAs(t, CheckHand(cards), &e)
	assert.Equal(t, "3 × D♦: 2 kortlekar har 2 av varje kort", e.In("sv"))
}
