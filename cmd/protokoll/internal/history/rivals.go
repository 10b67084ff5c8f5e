package history

import (
	"cmp"
	"slices"
	"strings"
)

// Places are the places g's players finished in, in seating order, as
// its kind k goes (Kind.Ahead): 1 first, and players level share a
// place, the next one after them skipped (1, 2, 2, 4).
func Places(k *Kind, g Result) []int {
	out := make([]int, len(g.Players))
	for i, p := range g.Players {
		out[i] = 1
		for _, q := range g.Players {
			if k.Ahead(q.Total, p.Total) > 0 {
				out[i]++
			}
		}
	}
	return out
}

// RivalGames is how many games two players must have played together
// for one to be the other's minion or nemesis.
const RivalGames = 3

// A Rival is an opponent and the games against them: Beat of Games, the
// games the one finished above the other (a level finish, a shared win
// among them, is neither's).
type Rival struct {
	Name  string `json:"name"`
	Beat  int    `json:"beat"`
	Games int    `json:"games"`
}

// Rivals are a player's minion, the opponent they finished above most
// often, and their nemesis, the one who finished above them most often,
// each of at least RivalGames games together and with the better of
// their games against each other (an opponent beaten as often as they
// beat is neither: no one is both); nil when there is none. Where two
// are level, the higher share of the games together decides, then the
// name.
type Rivals struct {
	Player  string `json:"player"`
	Minion  *Rival `json:"minion"`
	Nemesis *Rival `json:"nemesis"`
}

// A pair is two players' games together, by their counted names: how
// often each finished above the other, and how often level.
type pair struct{ games, above, below, level int }

// names returns a.name, remembering each name's: a name is folded once
// however many games it played.
func (a Aliases) names() func(string) string {
	seen := map[string]string{}
	return func(p string) string {
		n, ok := seen[p]
		if !ok {
			n = a.name(p)
			seen[p] = n
		}
		return n
	}
}

// pairs counts every two players' games together, Yatzy and the card
// game alike, by places: a player is above every player placed below
// them, level with those who share their place.
func pairs(kind func(string) *Kind, games []Result, name func(string) string) map[[2]string]*pair {
	out := map[[2]string]*pair{}
	var names []string
	for _, g := range games {
		k := kind(g.Kind)
		names = names[:0]
		for _, p := range g.Players {
			names = append(names, name(p.Name))
		}
		for i, p := range g.Players {
			for j, q := range g.Players {
				x, y := names[i], names[j]
				if i == j || x == y {
					continue
				}
				c := out[[2]string{x, y}]
				if c == nil {
					c = &pair{}
					out[[2]string{x, y}] = c
				}
				c.games++
				switch d := k.Ahead(p.Total, q.Total); {
				case d > 0:
					c.above++
				case d < 0:
					c.below++
				default:
					c.level++
				}
			}
		}
	}
	return out
}

// rivals finds each player's minion and nemesis over games, from their
// tally of pairs by the names name gives, for the players counted (all, when counts says so of everyone), a player
// without either left out; by their names as shown.
func rivals(games []Result, tally map[[2]string]*pair, name, show func(string) string, counts func(string) bool) []Rivals {
	shown := map[string]string{} // a counted name as shown
	for _, g := range games {
		for _, p := range g.Players {
			if n := name(p.Name); shown[n] == "" {
				shown[n] = show(p.Name)
			}
		}
	}
	best := func(cur *Rival, name string, beat, games int) *Rival {
		if beat == 0 {
			return cur
		}
		r := &Rival{Name: shown[name], Beat: beat, Games: games}
		if cur == nil {
			return r
		}
		// More games beaten; then the higher share of the games together
		// (beat/games, compared across); then the name.
		if d := cmp.Or(cmp.Compare(beat, cur.Beat), cmp.Compare(beat*cur.Games, cur.Beat*games)); d != 0 {
			if d > 0 {
				return r
			}
			return cur
		}
		if strings.Compare(r.Name, cur.Name) < 0 {
			return r
		}
		return cur
	}
	by := map[string]*Rivals{}
	for k, c := range tally {
		if c.games < RivalGames || !counts(k[0]) {
			continue
		}
		r := by[k[0]]
		if r == nil {
			r = &Rivals{Player: shown[k[0]]}
			by[k[0]] = r
		}
		switch {
		case c.above > c.below:
			r.Minion = best(r.Minion, k[1], c.above, c.games)
		case c.below > c.above:
			r.Nemesis = best(r.Nemesis, k[1], c.below, c.games)
		}
	}
	out := []Rivals{}
	for _, r := range by {
		if r.Minion != nil || r.Nemesis != nil {
			out = append(out, *r)
		}
	}
	slices.SortFunc(out, func(x, y Rivals) int { return strings.Compare(x.Player, y.Player) })
	return out
}

// versusOf is x's and y's games together, head to head, from the tally
// of pairs by the names name gives: the places rivals count.
func versusOf(tally map[[2]string]*pair, x, y string, name func(string) string) *Versus {
	v := &Versus{A: x, B: y}
	if c := tally[[2]string{name(x), name(y)}]; c != nil {
		v.Games, v.AAhead, v.BAhead, v.Level = c.games, c.above, c.below, c.level
	}
	return v
}
