package scoresheet

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// TestLookupBoxAsTyped: a box typed as people type it: without
// diacritics, the start of one box's name or of a word of it; a start
// that fits several boxes names them, and a slip gets the nearest box.
func TestLookupBoxAsTyped(t *testing.T) {
	sv := &Words{Lang: "sv", Names: map[Box]string{
		Sixes: "Sexor", OnePair: "Ett par", TwoPairs: "Två par", ThreeOfAKind: "Tretal",
		LargeStraight: "Stor stege", SmallStraight: "Liten stege", FullHouse: "Kåk", Chance: "Chans",
	}, Also: map[Box][]string{ThreeOfAKind: {"Triss"}}}
	v := Scandinavian()
	for typed, want := range map[string]Box{
		"kak": FullHouse, "KAK": FullHouse, "stor": LargeStraight, "chan": Chance, "Sexor": Sixes,
		"full": FullHouse, "full-house": FullHouse, "liten": SmallStraight, "stege stor": "", "triss": ThreeOfAKind, "Trissen": "",
	} {
		b, err := v.LookupBox(typed, sv)
		if want == "" {
			assert.Error(t, err, typed)
			continue
		}
		require.NoError(t, err, typed)
		assert.Equal(t, want, b, typed)
	}
	_, err := v.LookupBox("par", sv)
	require.Error(t, err)
	assert.Equal(t, `"par" kan vara Ett par, Två par: skriv mer`, svSay(t, err, sv)[:len(`"par" kan vara Ett par, Två par: skriv mer`)])
	_, err = v.LookupBox("Sexa", sv)
	assert.Contains(t, svSay(t, err, sv), "menade du Sexor?")
	_, err = v.LookupBox("chansen", sv)
	assert.Contains(t, svSay(t, err, sv), "menade du Chans?")
	_, err = v.LookupBox("xyzzyq", sv)
	assert.Contains(t, err.Error(), "want one of")
	sv.Variants = map[string]string{IDScandinavian: "skandinavisk"}
	assert.Contains(t, svSay(t, err, sv), `"xyzzyq" är ingen ruta i skandinavisk:`, "the variant named in the language, not by its id")
}

// svSay says err with sv's words and the Swedish messages the test
// needs, as the program's catalog would.
func svSay(t *testing.T, err error, sv *Words) string {
	t.Helper()
	var e *msg.Error
	require.ErrorAs(t, err, &e)
	return e.In(svPrinter{sv, map[msg.Key]string{
		"%q could be %s: type more of the box's name": "%q kan vara %s: skriv mer av rutans namn",
		"%q is not a box of %s: did you mean %s?":     "%q är ingen ruta i %s: menade du %s?",
		"%q is not a box of %s: want one of %s":       "%q är ingen ruta i %s: välj en av %s",
	}})
}

// svPrinter is a printer of a language of the test's: Sheet gives its
// words, T its messages.
type svPrinter struct {
	w        *Words
	messages map[msg.Key]string
}

func (p svPrinter) Sheet() *Words { return p.w }
func (p svPrinter) T(key msg.Key, args ...any) string {
	return fmt.Sprintf(p.messages[key], args...)
}
func (p svPrinter) N(_ int, _, other msg.Key, args ...any) string { return p.T(other, args...) }
func (p svPrinter) Say(err error) string                          { return err.Error() }

// TestEveryNameOfABoxIsTaken: a box goes by every name it has on any
// built-in variant's sheet and at the table, in any language given
// (yahtzee, and scandinavian's Yatzy, in standard); a name that is
// another box's in the variant is not taken for this one.
func TestEveryNameOfABoxIsTaken(t *testing.T) {
	sv := &Words{Lang: "sv", Names: map[Box]string{Yatzy: "Yatzy"}, VariantNames: map[string]map[Box]string{IDStandard: {Yatzy: "Fem lika"}}}
	for v, typed := range map[*Variant][]string{
		Standard():     {"yahtzee", "Yahtzee", "Yatzy", "five of a kind", "fem lika"},
		Scandinavian(): {"yahtzee", "five of a kind", "Fem lika"},
	} {
		for _, s := range typed {
			b, err := v.LookupBox(s, sv)
			require.NoError(t, err, "%s in %s", s, v.ID)
			assert.Equal(t, Yatzy, b, "%s in %s", s, v.ID)
		}
	}
	maxi := Maxi()
	require.True(t, maxi.Has(FiveOfAKind))
	assert.NotContains(t, maxi.Names(Yatzy), "Five of a kind", "maxi's Five of a kind is a box of its own")
	b, err := maxi.LookupBox("five of a kind")
	require.NoError(t, err)
	assert.Equal(t, FiveOfAKind, b)
}
