package history

import (
	"slices"

	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// A Tables gives the optimal-play table of a variant under rules.
type Tables func(*scoresheet.Variant, scoresheet.Choices) (*optimal.Table, error)

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
		t, err := tables(v, scoresheet.Choices{})
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
	t, err := tables(g.Sheet.Variant(), g.Sheet.Choices())
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

// comebackRounds is how many of a Yatzy game's last rounds Comebacks
// looks at: their chances are exact, and cheap (optimal.Chances).
const comebackRounds = 5

// Comebacks adds, for each finished Yatzy game of the night with more
// than one player, the winner's lowest chance to win after one of the
// last rounds, when it was below one half: "Bo won from 23% after round
// 10". Chances are as optimal.Chances has them, every player playing for
// points. Maxi has no table, and is left out; so is a game whose table
// tables does not give (nil, nil).
func (r *Recap) Comebacks(night []Game, tables Tables) error {
	for _, g := range night {
		s := g.Sheet
		if s == nil || !g.Finished || len(s.Players()) < 2 || s.Variant().SavedRolls || len(s.Winners()) == 0 {
			continue
		}
		t, err := tables(s.Variant(), s.Choices())
		if err != nil {
			return err
		}
		if t == nil {
			continue
		}
		m, err := comeback(t, g)
		if err != nil {
			return err
		}
		if m != nil {
			r.Moments = append(r.Moments, *m)
		}
	}
	return nil
}

// comeback is the winner's lowest chance in the game's last rounds, or
// nil when it never fell below one half.
func comeback(t *optimal.Table, g Game) (*Moment, error) {
	s := g.Sheet
	winner := s.Winners()[0]
	players := s.Players()
	w := slices.Index(players, winner)
	var low *Moment
	played := 0
	err := replay(s, func(_ scoresheet.Entry, now *scoresheet.Sheet) error {
		played++
		round := played / len(players)
		if played%len(players) != 0 || round >= s.Rounds() || round < s.Rounds()-comebackRounds {
			return nil
		}
		var at []optimal.Player
		for _, p := range players {
			at = append(at, optimal.PlayerOf(now, p))
		}
		c, err := t.Chances(at, uint64(round))
		if err != nil {
			return err
		}
		if p := c[w].Alone + c[w].Shared; p < 0.5 && (low == nil || p < low.Chance) {
			low = &Moment{Game: g.Name, Player: winner, What: MomentComeback, Round: round, Chance: p}
		}
		return nil
	})
	return low, err
}
