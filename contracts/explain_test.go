package contracts

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

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
		{"Triss i treor eller femmor", "1 three of a kind, of threes or fives.", "1 triss (3 lika), i treor eller femmor.", "1 kolmik, väärtusega kolmed või viied."},
		{"Två trissar. Skicka tre kort medsols", "2 threes of a kind. Pass 3 cards clockwise.", "2 trissar (3 lika). Skicka 3 kort medsols.", "2 kolmikut. Anna 3 kaarti päripäeva."},
		{"Förra omgångens vinnare = ett femtal, övriga ett fyrtal",
			"last round's winner: 1 five of a kind; everyone else: 1 four of a kind.",
			"förra omgångens vinnare: 1 femtal (5 lika); övriga: 1 fyrtal (4 lika).",
			"eelmise vooru võitja: 1 viisik; ülejäänud: 1 nelik."},
		{"Två femtal och en triss. I denna omgång fungerar även treor som vilka kort som helst.",
			"2 fives of a kind + 1 three of a kind. Threes are wild too: they count toward the fewer-than-half limit like twos, and still count 5 points left in hand.",
			"2 femtal (5 lika) + 1 triss (3 lika). Även treor är jokrar: de räknas in i gränsen färre än hälften som tvåorna, och ger ändå 5 poäng kvar på handen.",
			"2 viisikut + 1 kolmik. Ka kolmed on jokkerid: need loevad alla poole piiri sisse nagu kahed ja annavad käes ikka 5 punkti."},
		{"Ett femtal med max en tvåa", "1 five of a kind, with at most one two.", "1 femtal (5 lika), med högst en tvåa.", "1 viisik, kõige rohkem ühe kahega."},
	} {
		c := MustParse(tc.text)
		assert.Equal(t, tc.en, c.Explain("en"), tc.text)
		assert.Equal(t, tc.sv, c.Explain("sv"), tc.text)
		assert.Equal(t, tc.et, c.Explain("et"), tc.text)
		assert.Equal(t, tc.en, c.Explain("de"), "other languages get English")
	}
}

func TestExplainEveryRound(t *testing.T) {
	for _, l := range Lists() {
		for _, r := range l.Rounds {
			for _, lang := range []string{"en", "sv", "et"} {
				e := r.Contract.Explain(lang)
				assert.NotContains(t, e, "%!", "list %s round %d %s: %s", l.Name, r.Number, lang, e)
				assert.NotContains(t, e, "  ", "list %s round %d %s: %s", l.Name, r.Number, lang, e)
				assert.True(t, strings.HasSuffix(e, "."), e)
			}
		}
	}
	// A list of the table's own is explained the same way.
	l, err := ParseList("mine", "1. tre svarta fyrtal i jämna")
	assert.NoError(t, err)
	assert.Equal(t, "3 black even fours of a kind. Odd and even go by rank: J 11, Q 12, K 13, A 14; a two standing for itself is even.", l.Rounds[0].Contract.Explain("en"))
	assert.Equal(t, "3 svarta jämna fyrtal (4 lika). Udda och jämn går efter valören: Kn 11, D 12, K 13, E 14; en tvåa som är sig själv är jämn.", l.Rounds[0].Contract.Explain("sv"))
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
		c := MustParse(tc.text)
		assert.Contains(t, c.Explain("en"), tc.en, tc.text)
		assert.Contains(t, strings.ToLower(c.Explain("sv")), strings.ToLower(tc.sv), tc.text)
		assert.Contains(t, c.Explain("et"), tc.et, tc.text)
	}
	assert.NotContains(t, MustParse("2 trissar").Explain("en"), "Odd and even", "no definition a round does not need")
}
