package history

import (
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// A Tables gives the optimal-play table of a variant under rules.
type Tables func(*scoresheet.Variant, scoresheet.Rules) (*optimal.Table, error)

// Price adds to the Yatzy lines the variant's expected score under
// optimal play and what each player's choices of box lost against it, on
// average a game, from games (the counted Yatzy games, with their
// sheets). A variant whose table is too large to work out (maxi) is left
// without.
func (st *Stats) Price(games []Game, a Aliases, tables Tables) error {
	lost := map[[2]string]float64{} // by variant and player
	for _, g := range games {
		byPlayer, err := g.lost(tables)
		if err != nil {
			return err
		}
		for p, l := range byPlayer {
			lost[[2]string{g.Of, a.name(p)}] += l
		}
	}
	for i := range st.Yatzy {
		l := &st.Yatzy[i]
		v, err := scoresheet.LookupVariant(l.Variant)
		if err != nil || v.SavedRolls {
			continue
		}
		t, err := tables(v, scoresheet.Rules{})
		if err != nil {
			return err
		}
		expected := t.Start()
		per := lost[[2]string{l.Variant, a.name(l.Player)}] / float64(l.Games)
		l.Expected, l.Lost = &expected, &per
	}
	return nil
}

// lost is what each player's choices of box in a Yatzy game gave up
// against optimal play, in expected points; nothing for a card game or a
// variant without a table (maxi).
func (g Game) lost(tables Tables) (map[string]float64, error) {
	if g.Sheet == nil || g.Sheet.Variant().SavedRolls {
		return nil, nil
	}
	t, err := tables(g.Sheet.Variant(), g.Sheet.Rules())
	if err != nil {
		return nil, err
	}
	priced, err := t.Review(g.Sheet)
	if err != nil {
		return nil, err
	}
	lost := map[string]float64{}
	for _, p := range g.Sheet.Players() {
		lost[p] = 0
	}
	for _, p := range priced {
		lost[p.Entry.Player] += p.Lost
	}
	return lost, nil
}
