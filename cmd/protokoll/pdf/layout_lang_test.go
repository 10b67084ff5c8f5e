package pdf_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/contracts/contractstest"
	draw "github.com/kitchentable/protokoll/pdf"
	"github.com/kitchentable/protokoll/scoresheet"
)

// longNames are names that make a sheet work for its room.
var longNames = []string{
	"Maximiliana Öhrström-Väää", "Bartholomew Featherstonea", "Anna-Karin Lindqvist-Åberg", "Bo",
	"Christopher Alexander", "Õie-Liis Tšaiko", "Märta Fågelström", "Hjördis Gunilla Östergren",
}

// TestLayoutInSwedishAndEstonian draws every kind of sheet (blank and
// filled, pads, half sheets of two games, rules cards, cheat sheets; the
// statistics page excepted) in Swedish and Estonian, through the
// catalog's real words (the pdf package's own layout tests draw in
// English and made-up words: it cannot import the catalog), and runs the
// pdf package's layout checks on each (pdf.Check): no text outside the
// page or its cell, cut with "…", under its least size (7 pt for the
// footer, 8 for the rest) or over another, no role in more than two
// sizes on a page, no shape outside its box. A sample, to keep it quick:
// the papers and player counts turn by turn.
func TestLayoutInSwedishAndEstonian(t *testing.T) {
	papers := []string{"a4", "letter"}
	counts := []int{1, 3, 6, 8}
	lists := contracts.Lists()
	k := 0 // turns the sample
	next := func() int { k++; return k }
	for _, lang := range []string{"sv", "et"} {
		words := catalog.Builtin().Lookup(lang)
		check := func(name string, paper string, f func(draw.Options) ([]byte, error)) {
			t.Helper()
			problems, err := draw.Check(draw.Options{Paper: paper, Words: words}, f)
			require.NoError(t, err, "%s %s %s", lang, paper, name)
			assert.Empty(t, problems, "%s %s %s", lang, paper, name)
		}
		for _, v := range scoresheet.Variants() {
			n := counts[next()%len(counts)]
			paper := papers[k%2]
			check(fmt.Sprintf("sheet %s, %d players", v.ID, n), paper, func(o draw.Options) ([]byte, error) {
				return draw.Sheet(v, longNames[:n], o)
			})
			check("pad "+v.ID, papers[next()%2], func(o draw.Options) ([]byte, error) { return draw.SoloPad(v, 6, o) })
			check("halves, two games of four "+v.ID, papers[next()%2], func(o draw.Options) ([]byte, error) {
				o.Halves = true
				return draw.Games(v, longNames[:4], 2, o)
			})
			check("rules "+v.ID, papers[next()%2], func(o draw.Options) ([]byte, error) { return draw.YatzyRules(v, o) })
			s := playedSheet(t, v, longNames[:counts[next()%len(counts)]])
			check("game "+v.ID, papers[k%2], func(o draw.Options) ([]byte, error) { return draw.YatzyGame(s, "kväll", o) })
		}
		for i := 0; i < len(lists); i += 4 { // three lists, the sample turning
			l := lists[(i+next())%len(lists)]
			n := 3 + k%4 // 3 to 6
			check(fmt.Sprintf("%s, %d players", l.Name, n), papers[k%2], func(o draw.Options) ([]byte, error) {
				return draw.RummySheet(l, longNames[:n], longNames[1], o)
			})
			g := contractstest.Played(t, l, longNames[:n], min(5, len(l.Rounds)))
			check(fmt.Sprintf("%s played, %d players", l.Name, n), papers[k%2], func(o draw.Options) ([]byte, error) {
				return draw.RummyGame(g, "kväll", o)
			})
		}
		check("contracts", papers[next()%2], func(o draw.Options) ([]byte, error) { return draw.Contracts(lists, o) })
		check("rummy rules", papers[next()%2], draw.RummyRules)
	}
}

// playedSheet is a game of v among players played to the end: sixes
// wherever they score, every other box struck.
func playedSheet(t *testing.T, v *scoresheet.Variant, players []string) *scoresheet.Sheet {
	t.Helper()
	s, err := scoresheet.NewSheet(v, players, scoresheet.Choices{})
	require.NoError(t, err)
	roll := make(scoresheet.Roll, v.Dice)
	for i := range roll {
		roll[i] = 6
	}
	for !s.Finished() {
		next, _ := s.Next()
		opts, err := s.Options(roll)
		require.NoError(t, err)
		require.NoError(t, s.Apply(scoresheet.Turn(next, opts[0].Box, roll, 1, opts[0].Strike)))
	}
	return s
}
