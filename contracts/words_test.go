package contracts

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// parseMeld reads one meld back from its name; a meld of "resten" (no
// size) is read as the rest of a contract.
func parseMeld(name string, rest bool) (Meld, error) {
	text := name
	if rest {
		text = "resten " + name
	}
	c, err := Parse(text)
	if err != nil {
		return Meld{}, err
	}
	r := c.Requirements[0]
	if rest {
		return *r.Rest, nil
	}
	if len(c.Requirements) != 1 || len(r.Groups) != 1 || len(r.Groups[0].Options) != 1 || r.Groups[0].Options[0].Count != 1 || r.Rest != nil {
		return Meld{}, fmt.Errorf("%q is not one meld", text)
	}
	return r.Groups[0].Options[0].Meld, nil
}

// melds lists every meld a contract asks for, and whether it is a rest.
func melds(c *Contract) (out []Meld, rest []bool) {
	add := func(m Meld, r bool) { out, rest = append(out, m), append(rest, r) }
	for _, r := range c.Requirements {
		for _, g := range r.Groups {
			for _, o := range g.Options {
				add(o.Meld, false)
			}
			for _, o := range g.Varav {
				add(o.Meld, false)
			}
		}
		if r.Rest != nil {
			add(*r.Rest, true)
		}
	}
	for _, s := range c.Specials {
		add(s.Meld, false)
	}
	return out, rest
}

func assertNameParsesBack(t *testing.T, m Meld, rest bool) {
	t.Helper()
	back, err := parseMeld(m.Name(), rest)
	if assert.NoError(t, err, "%q (%+v)", m.Name(), m) {
		assert.True(t, back.Same(m), "%q read back as %+v, not %+v", m.Name(), back, m)
	}
}

func TestEveryListMeldNameParsesBack(t *testing.T) {
	n := 0
	for _, l := range Lists() {
		for _, r := range l.Rounds {
			ms, rest := melds(r.Contract)
			for i, m := range ms {
				assertNameParsesBack(t, m, rest[i])
				n++
			}
		}
	}
	assert.Greater(t, n, 200)
}

// TestEveryMeldWordWithQualifiers names melds made of every vocabulary
// word with every qualifier the parser gives it, and reads them back.
func TestEveryMeldWordWithQualifiers(t *testing.T) {
	var all []Meld
	for _, w := range vocabulary {
		base := w.meld
		base.MaxTwos = -1
		if base.Kind == Run {
			base.Size = 4
		}
		all = append(all, base)
		for _, suit := range Suits() {
			m := base
			m.Suit = suit
			all = append(all, m)
		}
		for _, q := range []func(*Meld){
			func(m *Meld) { m.Colour = Red },
			func(m *Meld) { m.Colour, m.Parity = Black, Even },
			func(m *Meld) { m.Parity = Odd },
			func(m *Meld) { m.Min = 8 },
			func(m *Meld) { m.Min = Jack },
			func(m *Meld) { m.Max = 9 },
			func(m *Meld) { m.Min, m.Max = 5, King },
			func(m *Meld) { m.MaxTwos = 1 },
			func(m *Meld) { m.MaxTwos = 0 },
		} {
			m := base
			q(&m)
			all = append(all, m)
		}
		if base.Kind == Set || base.Kind == FullHouse {
			m := base
			m.Ranks = []Rank{3, 5}
			all = append(all, m)
			m.Ranks = []Rank{Ace}
			all = append(all, m)
		}
	}
	all = append(all,
		Meld{Kind: Sum, Size: 3, Sum: 30, MaxTwos: -1},
		Meld{Kind: Sum, Size: 4, Sum: 40, Colour: Red, MaxTwos: 1},
		Meld{Kind: Set, Size: 7, Ranks: []Rank{Ten}, MaxTwos: -1},
		Meld{Kind: Set, Size: 8, Ranks: []Rank{Queen}, Colour: Black, MaxTwos: -1},
	)
	n := 0
	for _, m := range all {
		if !m.possible() {
			continue // "udda stege": refused when read, so never named
		}
		n++
		assertNameParsesBack(t, m, false)
		if m.Kind != Sum && len(m.Ranks) == 0 && m.Kind != FullHouse {
			m.Size = 0
			assertNameParsesBack(t, m, true)
		}
	}
	assert.Greater(t, n, 150)
}

// TestSameLooksAtEveryProperty changes each field of a meld in turn: all
// but the word as written must make the melds differ.
func TestSameLooksAtEveryProperty(t *testing.T) {
	base := Meld{Kind: Run, Size: 4, Step: 1, Shape: OneSuit, MaxTwos: -1, Word: "färgstege"}
	typ := reflect.TypeOf(base)
	for i := range typ.NumField() {
		f := typ.Field(i)
		m := base
		v := reflect.ValueOf(&m).Elem().Field(i)
		switch v.Kind() {
		case reflect.String:
			v.SetString("ändrad")
		case reflect.Slice:
			v.Set(reflect.ValueOf([]Rank{Ten}))
		case reflect.Int:
			v.SetInt(v.Int() + 2)
		case reflect.Uint8:
			v.SetUint(v.Uint() + 1)
		default:
			t.Fatalf("field %s of kind %s: teach this test to change it", f.Name, v.Kind())
		}
		if f.Name == "Word" || f.Name == "Bounds" {
			assert.True(t, m.Same(base), "the words as written do not matter")
		} else {
			assert.False(t, m.Same(base), "Same does not look at %s", f.Name)
		}
	}
	a := Meld{Kind: Set, Size: 3, Ranks: []Rank{3, 5}}
	b := Meld{Kind: Set, Size: 3, Ranks: []Rank{5, 3}}
	assert.True(t, a.Same(b), "ranks are a set")
}

// TestEveryMeldWordIsExplained: a new meld word needs its explanation in
// English, and so in every language, which must have every word English
// has (cmd/protokoll/internal/text).
func TestEveryMeldWordIsExplained(t *testing.T) {
	for _, w := range vocabulary {
		if w.meld.Kind == Run {
			assert.NotEmpty(t, english.Kinds[w.spellings[0]], "%s has no explanation", w.spellings[0])
		}
		m := w.meld
		m.MaxTwos = -1
		assert.NotEmpty(t, MeldName(nil, m, 1), w.spellings[0])
		for _, s := range w.spellings {
			got, suit, ok := lookupMeldWord(s)
			require.True(t, ok, s)
			assert.Equal(t, NoSuit, suit)
			assert.Equal(t, w.spellings[0], got.KindWord(), s)
		}
	}
	// every explanation belongs to a word
	for word := range english.Kinds {
		_, ok := meldWords[word]
		assert.True(t, ok, "explanation for %q, which is no meld word", word)
	}
}

func TestImpossibleBoundsAreRefused(t *testing.T) {
	for _, text := range []string{"triss över ess", "par under 2", "triss min dam under 10", "en stege på 14 kort", "varannankortsstege på 8 kort"} {
		_, err := Parse(text)
		assert.Error(t, err, text)
	}
	for _, text := range []string{"stege på 13 kort", "varannankortsstege på 7 kort", "triss över kung", "par under 3"} {
		_, err := Parse(text)
		assert.NoError(t, err, text)
	}
}

// FuzzMeldNameParsesBack: whatever contract parses, each of its melds'
// names reads back as the same meld.
func FuzzMeldNameParsesBack(f *testing.F) {
	addListSeeds(f)
	f.Add("sju röda tior")
	f.Add("3 udda kort där summan är 21")
	f.Add("ruterkåk i treor eller femmor min 3 med max en tvåa")
	f.Fuzz(func(t *testing.T, text string) {
		c, err := Parse(text)
		if err != nil {
			return
		}
		ms, rest := melds(c)
		for i, m := range ms {
			back, err := parseMeld(m.Name(), rest[i])
			if err != nil {
				t.Fatalf("%q: meld %+v named %q does not parse: %v", text, m, m.Name(), err)
			}
			if !back.Same(m) {
				t.Fatalf("%q: meld %+v named %q reads back as %+v", text, m, m.Name(), back)
			}
		}
	})
}

// TestRankWordsAreTheCounts: a rank from two to ten is named in a bound
// ("lägst tio") by the word that counts as many ("tio kort"), and only by
// it.
func TestRankWordsAreTheCounts(t *testing.T) {
	for w, r := range rankValues {
		if r <= Ten {
			assert.Equal(t, int(r), counts[w], "%q is rank %d", w, r)
		}
	}
	for w, n := range counts {
		if n >= int(Two) && n <= int(Ten) {
			assert.Equal(t, Rank(n), rankValues[w], "%q counts %d", w, n)
		}
	}
}

// TestBoundsAreNamedAsWritten: a meld's bound is named as its list
// writes it, "över tio" as well as "under 10", and reads back the same.
func TestBoundsAreNamedAsWritten(t *testing.T) {
	for text, name := range map[string]string{
		"Två par över tio":             "par över tio",
		"En färgstege 3 kort under 10": "färgstege på 3 kort under 10",
		"tre par lägst tio":            "par lägst tio",
		"1 färgstege på 5 kort, min 8": "färgstege på 5 kort min 8",
	} {
		m := MustParse(text).Requirements[0].Groups[0].Options[0].Meld
		assert.Equal(t, name, m.Name(), text)
		assertNameParsesBack(t, m, false)
	}
}
