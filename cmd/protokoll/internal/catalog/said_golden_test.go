//go:build !race

// Like exhaustive_test.go's, this check says and compares on the test's
// own goroutine and starts none: it runs in the pass without the race
// detector.

package catalog

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

var update = flag.Bool("update", false, "rewrite testdata/said.golden")

// TestSaidGolden pins, byte for byte and in every language, what the
// rules packages say in sentences built from a language's words: the
// Yatzy rules page (its heads, every row's hint, its notes) for every
// built-in variant and the house rules that change its notes; every
// round of every house list explained, with its title, the definitions,
// the key rules, the meld words and the card points; contracts that ask
// for every part of an explanation; and the reasons of failing verdicts
// over fixed hands for every round. Moving a sentence from a language's
// words into its messages is seen to change nothing a person reads, or
// the golden says what did. -update writes it anew, to be looked at
// before it is committed.
func TestSaidGolden(t *testing.T) {
	var b strings.Builder
	tags := Builtin().Tags()
	variants := scoresheet.Variants()
	for _, text := range []string{
		"scandinavian\nbonus 75 = 50\nfull_house = 25\ntwo_pairs allows four alike\n",
		"forced\norder bottom-up\n",
		"maxi\nsaved rolls off\n",
		"standard\nbonus 60 = 30\n",
	} {
		h, err := scoresheet.ParseHouseRules(text)
		require.NoError(t, err)
		variants = append(variants, h.Variant())
	}
	for _, v := range variants {
		for _, tag := range tags {
			w := sheets(tag)
			fmt.Fprintf(&b, "== yatzy %s %s\n", v.Key(), tag)
			fmt.Fprintf(&b, "%s\n", strings.Join(scoresheet.RuleHeads(w), " | "))
			for _, r := range v.Rows() {
				fmt.Fprintf(&b, "%s | %s\n", v.Label(r, w), v.Hint(r, byTag(tag)))
			}
			for _, n := range v.RuleNotes(byTag(tag)) {
				fmt.Fprintf(&b, "- %s\n", n)
			}
			fmt.Fprintf(&b, "order: %s\njoker: %s\n", v.OrderNote(byTag(tag)), v.JokerNote(byTag(tag)))
		}
	}

	own := []string{
		"2 trissar", "1 färgstege på 5 kort, min 8", "ett rött och ett svart par",
		"fyra trissar, varav två röda och två svarta",
		"par i åttor eller par i damer + en färgstege om tre kort",
		"Två trissar. Skicka tre kort medsols",
		"Förra omgångens vinnare = ett femtal, övriga ett fyrtal",
		"Två femtal och en triss. I denna omgång fungerar även treor som vilka kort som helst.",
		"Ett femtal med max en tvåa", "Fem kort där summan är 50", "2 färgstegar på 4 kort",
		"röd stege på 7 kort", "1 jämn varannankortsfärgstege på 4 kort",
		"En ska ha en triss, En ska ha ett fyrtal",
		"Tjejerna ska ha ett fyrtal vardera, killarna ska ha två trissar vardera",
		"tre svarta fyrtal i jämna",
	}
	var extra []*contracts.Contract
	for _, text := range own {
		extra = append(extra, contracts.MustParse(text))
	}
	mine, err := contracts.ParseList("kvarteret", "# Kvarterets lista\n1. 2 trissar\n")
	require.NoError(t, err)
	r := rand.New(rand.NewPCG(7, 11))
	for _, tag := range tags {
		w, p := cards(tag), byTag(tag)
		fmt.Fprintf(&b, "== contracts %s\n", tag)
		fmt.Fprintf(&b, "title: %s | %s\n", mine.TitleIn(p), contracts.ListTitleIn("Lista 3", p))
		for _, l := range contracts.Lists() {
			fmt.Fprintf(&b, "-- %s\n", l.TitleIn(p))
			for _, round := range l.Rounds {
				fmt.Fprintf(&b, "%d. %s\n", round.Number, round.Contract.Explain(p))
			}
		}
		for i, c := range extra {
			fmt.Fprintf(&b, "%s: %s\n", own[i], c.Explain(p))
			fmt.Fprintf(&b, "  meaning: %s\n", c.Meaning(p))
		}
		for d := contracts.DefParity; d <= contracts.DefOne; d++ {
			fmt.Fprintf(&b, "define %d: %s\n", d, contracts.Define(p, d))
		}
		for _, k := range contracts.KeyRules(p) {
			fmt.Fprintf(&b, "key: %s\n", k)
		}
		for _, m := range contracts.MeldWords(p) {
			fmt.Fprintf(&b, "word: %s = %s\n", m.Word, m.Meaning)
		}
		fmt.Fprintf(&b, "points: %s\n", contracts.CardPoints(w))
	}
	// The reasons, in every language, of verdicts over the same hands.
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
			fmt.Fprintf(&b, "== why %s %d %s %v\n", l.Name, round.Number, label, cards)
			for _, tag := range tags {
				fmt.Fprintf(&b, "%s: %s\n", tag, v.Why.In(byTag(tag)))
			}
		}
	})

	path := filepath.Join("testdata", "said.golden")
	if *update {
		require.NoError(t, os.WriteFile(path, []byte(b.String()), 0o644))
		return
	}
	want, err := os.ReadFile(path)
	require.NoError(t, err, "go test ./cmd/protokoll/internal/catalog -run TestSaidGolden -update writes it")
	// The first line that differs, not the whole of either.
	got, was := strings.Split(b.String(), "\n"), strings.Split(string(want), "\n")
	for i := range max(len(got), len(was)) {
		g, w := "", ""
		if i < len(got) {
			g = got[i]
		}
		if i < len(was) {
			w = was[i]
		}
		if g != w {
			t.Fatalf("%s:%d differs from what is said now (-update rewrites it, after a look):\nwas: %s\nnow: %s", path, i+1, w, g)
		}
	}
}
