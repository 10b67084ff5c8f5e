package contracts

import (
	"errors"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEveryRoundOfEveryListParses(t *testing.T) {
	lists := Lists()
	require.Len(t, lists, 12)
	rounds := 0
	for i, l := range lists {
		assert.Equal(t, strconv.Itoa(i+1), l.Name)
		for j, r := range l.Rounds {
			assert.Equal(t, j+1, r.Number)
			require.NotEmpty(t, r.Contract.Requirements, "%s.%d", l.Name, r.Number)
			rounds++
		}
	}
	assert.Equal(t, 154, rounds)
	assert.Equal(t, []int{15, 13, 13, 13, 12, 12, 16, 12, 12, 14, 10, 12}, roundCounts(lists))
}

func roundCounts(lists []*List) []int {
	var n []int
	for _, l := range lists {
		n = append(n, len(l.Rounds))
	}
	return n
}

func itoa(n int) string { return string(rune('0' + n/10))[:min(1, n/10)] + string(rune('0'+n%10)) }

func only(t *testing.T, text string) Option {
	t.Helper()
	c, err := Parse(text)
	require.NoError(t, err, text)
	require.Len(t, c.Requirements, 1, text)
	require.Len(t, c.Requirements[0].Groups, 1, text)
	require.Len(t, c.Requirements[0].Groups[0].Options, 1, text)
	return c.Requirements[0].Groups[0].Options[0]
}

func TestMeldWordsAndNumbers(t *testing.T) {
	for text, want := range map[string]Option{
		"2 trissar":                  {2, Meld{Kind: Set, Size: 3, MaxTwos: -1, Word: "trissar"}},
		"två trissar":                {2, Meld{Kind: Set, Size: 3, MaxTwos: -1, Word: "trissar"}},
		"2 triss":                    {2, Meld{Kind: Set, Size: 3, MaxTwos: -1, Word: "triss"}},
		"ett sextal":                 {1, Meld{Kind: Set, Size: 6, MaxTwos: -1, Word: "sextal"}},
		"Tre kåkar":                  {3, Meld{Kind: FullHouse, Size: 5, MaxTwos: -1, Word: "kåkar"}},
		"färgstege på 3 kort":        {1, Meld{Kind: Run, Size: 3, Step: 1, Shape: OneSuit, MaxTwos: -1, Word: "färgstege"}},
		"1 färgstege om tre kort":    {1, Meld{Kind: Run, Size: 3, Step: 1, Shape: OneSuit, MaxTwos: -1, Word: "färgstege"}},
		"1 färgstege 4 kort":         {1, Meld{Kind: Run, Size: 4, Step: 1, Shape: OneSuit, MaxTwos: -1, Word: "färgstege"}},
		"en fyrfärgstege på 8 kort":  {1, Meld{Kind: Run, Size: 8, Step: 1, Shape: FourSuits, MaxTwos: -1, Word: "fyrfärgstege"}},
		"en fyrfärgsstege på 8 kort": {1, Meld{Kind: Run, Size: 8, Step: 1, Shape: FourSuits, MaxTwos: -1, Word: "fyrfärgsstege"}},
		"en varannankortsstege i färg om tre kort":    {1, Meld{Kind: Run, Size: 3, Step: 2, Shape: OneSuit, MaxTwos: -1, Word: "varannankortsstege"}},
		"en stege (ej färg) på tio kort":              {1, Meld{Kind: Run, Size: 10, Step: 1, Shape: AnySuits, MaxTwos: -1, Word: "stege"}},
		"1 varannanfärgkortsstege på 8 kort":          {1, Meld{Kind: Run, Size: 8, Step: 1, Shape: AltColours, MaxTwos: -1, Word: "varannanfärgkortsstege"}},
		"ett ruterpar":                                {1, Meld{Kind: Set, Size: 2, Suit: Diamonds, MaxTwos: -1, Word: "ruterpar"}},
		"ett jämt fyrtal":                             {1, Meld{Kind: Set, Size: 4, Parity: Even, MaxTwos: -1, Word: "fyrtal"}},
		"2 jämna par":                                 {2, Meld{Kind: Set, Size: 2, Parity: Even, MaxTwos: -1, Word: "par"}},
		"en kåk i jämna":                              {1, Meld{Kind: FullHouse, Size: 5, Parity: Even, MaxTwos: -1, Word: "kåk"}},
		"två röda trissar":                            {2, Meld{Kind: Set, Size: 3, Colour: Red, MaxTwos: -1, Word: "trissar"}},
		"tre par lägst tio":                           {3, Meld{Kind: Set, Size: 2, Min: 10, MaxTwos: -1, Word: "par", Bounds: "lägst tio"}},
		"Två par över tio":                            {2, Meld{Kind: Set, Size: 2, Min: Jack, MaxTwos: -1, Word: "par", Bounds: "över tio"}},
		"1 färgstege på 5 kort, min 8":                {1, Meld{Kind: Run, Size: 5, Step: 1, Shape: OneSuit, Min: 8, MaxTwos: -1, Word: "färgstege", Bounds: "min 8"}},
		"En färgstege 3 kort under 10":                {1, Meld{Kind: Run, Size: 3, Step: 1, Shape: OneSuit, Max: 9, MaxTwos: -1, Word: "färgstege", Bounds: "under 10"}},
		"Triss i treor eller femmor":                  {1, Meld{Kind: Set, Size: 3, Ranks: []Rank{3, 5}, MaxTwos: -1, Word: "Triss"}},
		"1 par i ess":                                 {1, Meld{Kind: Set, Size: 2, Ranks: []Rank{Ace}, MaxTwos: -1, Word: "par"}},
		"två tior":                                    {1, Meld{Kind: Set, Size: 2, Ranks: []Rank{10}, MaxTwos: -1, Word: "tior"}},
		"Ett femtal med max en tvåa":                  {1, Meld{Kind: Set, Size: 5, MaxTwos: 1, Word: "femtal"}},
		"Fem kort där summan är 50":                   {1, Meld{Kind: Sum, Size: 5, Sum: 50, MaxTwos: -1, Word: "kort"}},
		"en varannankortsfärgstege om tre kort jämna": {1, Meld{Kind: Run, Size: 3, Step: 2, Shape: OneSuit, Parity: Even, MaxTwos: -1, Word: "varannankortsfärgstege"}},
	} {
		assert.Equal(t, want, only(t, text), text)
	}
}

func TestStructure(t *testing.T) {
	c := MustParse("par i åttor eller par i damer + en färgstege om tre kort")
	require.Len(t, c.Requirements[0].Groups, 2, `"eller" binds tighter than "+"`)
	assert.Len(t, c.Requirements[0].Groups[0].Options, 2)

	c = MustParse("Ett fyrtal eller en färgstege på 4 kort")
	require.Len(t, c.Requirements[0].Groups, 1)
	assert.Len(t, c.Requirements[0].Groups[0].Options, 2)

	c = MustParse("ett rött och ett svart par")
	g := c.Requirements[0].Groups
	require.Len(t, g, 2)
	assert.Equal(t, Meld{Kind: Set, Size: 2, Colour: Red, MaxTwos: -1, Word: "par"}, g[0].Options[0].Meld, "the first borrows the meld word")
	assert.Equal(t, Black, g[1].Options[0].Meld.Colour)

	c = MustParse("fyra trissar, varav två röda och två svarta")
	v := c.Requirements[0].Groups[0].Varav
	require.Len(t, v, 2)
	assert.Equal(t, 2, v[0].Count)
	assert.Equal(t, Red, v[0].Meld.Colour)
	assert.Equal(t, Black, v[1].Meld.Colour)

	c = MustParse("2 trissar och resten färgstege")
	require.NotNil(t, c.Requirements[0].Rest)
	assert.Equal(t, OneSuit, c.Requirements[0].Rest.Shape)

	c = MustParse("1 femtal, 1 färgstege på 5 kort och 1 par")
	assert.Len(t, c.Requirements[0].Groups, 3)
	c = MustParse("1 färgstege på 5 kort, min 8 och 1 triss")
	assert.Len(t, c.Requirements[0].Groups, 2, `", min 8" qualifies the run before it`)
	assert.False(t, c.Labelled())
}

func TestLabels(t *testing.T) {
	c := MustParse("Tjejerna ska ha ett fyrtal vardera, killarna ska ha två trissar vardera")
	require.Len(t, c.Requirements, 2)
	assert.Equal(t, "Tjejerna", c.Requirements[0].Label)
	assert.Equal(t, "killarna", c.Requirements[1].Label)
	assert.True(t, c.Requirements[1].Each)
	assert.Equal(t, 2, c.Requirements[1].Groups[0].Options[0].Count)
	assert.True(t, c.Labelled())

	c = MustParse("Förra omgångens vinnare = ett femtal, övriga ett fyrtal")
	require.Len(t, c.Requirements, 2)
	assert.Equal(t, Winner, c.Requirements[0].Who)
	assert.Equal(t, Others, c.Requirements[1].Who)

	c = MustParse("En ska ha en triss,\nEn ska ha ett fyrtal\nEn ska ha en färgstege 4 kort")
	require.Len(t, c.Requirements, 3)
	assert.Equal(t, []string{"1", "2", "3"}, []string{c.Requirements[0].Label, c.Requirements[1].Label, c.Requirements[2].Label})
	assert.Equal(t, One, c.Requirements[2].Who)

	c = MustParse("Den som har sett en polisbil idag ska ha två fyrtal\nDen övriga ska ha två färgstegar på 4 kort")
	assert.Equal(t, "den som har sett en polisbil idag", c.Requirements[0].Label)
	assert.Equal(t, Others, c.Requirements[1].Who)
}

func TestNotesAndSpecials(t *testing.T) {
	c := MustParse("Två trissar. Skicka tre kort medsols")
	require.Len(t, c.Notes, 1)
	assert.Equal(t, Note{Kind: PassCards, Cards: 3, Direction: "medsols", Text: "Skicka tre kort medsols"}, c.Notes[0])

	c = MustParse("Tre färgstegar på tre kort. I denna omgång kan man bygga på varandras färgstegar.")
	require.Len(t, c.Notes, 1)
	assert.Equal(t, BuildOnOthers, c.Notes[0].Kind)

	c = MustParse("Två femtal och en triss. I denna omgång fungerar även treor som vilka kort som helst.")
	assert.Equal(t, []Rank{3}, c.ExtraWild)
	assert.Equal(t, []Rank{2, 3}, c.WildRanks())

	c = MustParse("En triss och en fyrfärgsstege på fyra kort.\n   Yatzy-chans: Trissen, inklusive ev påbyggnad, innebär 10 minuspoäng per kort.")
	require.Len(t, c.Specials, 1)
	assert.Equal(t, -10, c.Specials[0].Points)
	assert.Equal(t, Set, c.Specials[0].Meld.Kind)
	assert.Equal(t, 3, c.Specials[0].Meld.Size)
}

func TestParseErrorsPointAtTheWord(t *testing.T) {
	for text, want := range map[string]string{
		"2 blå trissar":            `unknown word "blå" (at column 3 of "2 blå trissar")`,
		"2 trissar och en bil":     `unknown word "bil" (at column 18 of "2 trissar och en bil")`,
		"1 färgstege":              `"färgstege" needs its number of cards ("på 4 kort") (at column 1 of "1 färgstege")`,
		"3 trissar på 4 kort":      `only a run takes a number of cards (at column 11 of "3 trissar på 4 kort")`,
		"":                         `no meld in the contract (at column 1 of "")`,
		"2 trissar!":               `'!' is not used in contracts (at column 10 of "2 trissar!")`,
		"2 trissar\n1 bil":         `unknown word "bil" (at line 2, column 3 of "2 trissar\n1 bil")`,
		"Skicka tre kort uppåt":    `expected medsols, motsols or diagonalt, found "uppåt" (at column 17 of "Skicka tre kort uppåt")`,
		"2 trissar, varav två blå": `expected a colour (röda, svarta), found "blå" (at column 22 of "2 trissar, varav två blå")`,
		"tre kort":                 `"kort" needs "där summan är N" (at column 5 of "tre kort")`,
		"1 par i bilar":            `expected a rank ("i tior"), "färg", "jämna" or "udda" after "i", found "bilar" (at column 9 of "1 par i bilar")`,
		"Trissen":                  `unknown word "Trissen" (at column 1 of "Trissen")`,
		"2 trissar. Yatzy-chans: Paret innebär 10 minuspoäng per kort": `the special names a par the contract does not have (at column 1 of "2 trissar. Yatzy-chans: Paret innebär 10 minuspoäng per kort")`,
	} {
		_, err := Parse(text)
		var pe *ParseError
		require.True(t, errors.As(err, &pe), "%q: %v", text, err)
		assert.Equal(t, want, err.Error(), text)
	}
}

func TestParseList(t *testing.T) {
	l, err := ParseList("mine", "# Kvällens lista\n1. 2 trissar\n2. Den som har hund ska ha en triss\n   Den övriga ska ha ett par\n\n3. 5 par\n")
	require.NoError(t, err)
	assert.Equal(t, "Kvällens lista", l.Title)
	require.Len(t, l.Rounds, 3)
	assert.Len(t, l.Rounds[1].Contract.Requirements, 2)
	r, err := l.Round(3)
	require.NoError(t, err)
	assert.Equal(t, "5 par", r.Contract.Text)
	_, err = l.Round(4)
	assert.EqualError(t, err, "list mine has no round 4: it has rounds 1 to 3")

	for text, msg := range map[string]string{
		"1. 2 trissar\n3. 5 par":   "line 2: round 3 comes after round 1",
		"2 trissar":                `line 1: "2 trissar" comes before round 1 (start rounds with "1. ")`,
		"":                         `no rounds: write one round a line, "1. 2 trissar"`,
		"1. 2 trissar\n2. 2 bilar": `round 2: unknown word "bilar" (at column 3 of "2 bilar")`,
	} {
		_, err := ParseList("x", text)
		assert.EqualError(t, err, msg)
	}
}

func TestLookupList(t *testing.T) {
	for _, name := range []string{"7", "07", "Lista 7", "lista-7"} {
		l, err := LookupList(name)
		require.NoError(t, err, name)
		assert.Equal(t, "7", l.Name)
		assert.Equal(t, "Lista 7", l.Title)
	}
	_, err := LookupList("13")
	assert.EqualError(t, err, `no list called "13": the lists are 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, or a file of your own`)
}

// addListSeeds seeds a fuzzer with every round of the built-in lists.
func addListSeeds(f *testing.F) {
	for _, l := range Lists() {
		for _, r := range l.Rounds {
			f.Add(r.Contract.Text)
		}
	}
}

func FuzzParse(f *testing.F) {
	addListSeeds(f)
	f.Add("ett rött och")
	f.Add("Den som")
	f.Add("Förra omgångens vinnare")
	f.Fuzz(func(t *testing.T, text string) {
		c, err := Parse(text)
		if err != nil {
			var pe *ParseError
			if !errors.As(err, &pe) {
				t.Fatalf("Parse(%q) error is not a *ParseError: %v", text, err)
			}
			_ = pe.Error()
			return
		}
		for _, r := range c.Requirements {
			for _, g := range r.Groups {
				for _, o := range g.Options {
					if o.Meld.Kind == NoKind || o.Count < 1 {
						t.Fatalf("Parse(%q) gave a meld without a kind or count: %+v", text, o)
					}
				}
			}
		}
	})
}
