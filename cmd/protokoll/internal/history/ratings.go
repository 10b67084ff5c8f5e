package history

import (
	"cmp"
	"slices"
	"strings"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/openskill"
)

// RatedAfter is how many games a player plays in a family of games
// before their rating is shown: until then it says more of the start
// than of the player.
const RatedAfter = 5

// CardGame is what the card game's ratings are of: all its lists
// together, since skill at the game does not change with the list.
const CardGame = "card_game"

// A RatingGroup is the ratings of one family of games: a Yatzy
// variant's (apart or with its house rules, as the lines count it), or
// the card game's, of the players who have played at least RatedAfter
// of its games, best first; and what luck alone would give.
type RatingGroup struct {
	Kind    string   `json:"kind"` // the kind's name, as its files' header has it
	Of      string   `json:"of"`   // the variant's key, or CardGame (Kind.Family)
	Players []Rated  `json:"players"`
	Luck    LuckLine `json:"luck"`
}

// A Rated is a player's rating in a family: their skill as OpenSkill
// rates it from their places, game after game, oldest first, with its
// uncertainty (Sigma), and the games it is of.
type Rated struct {
	Player string `json:"player"`
	Games  int    `json:"games"`
	openskill.Rating
}

// ratings rates the players of games (oldest first) by family, with
// OpenSkill's model: every game moves each player's rating by their
// place. Only the players counted are listed, and those with fewer than
// RatedAfter games are not.
func ratings(kind func(string) *Kind, games []Result, a Aliases, show func(string) string, counts func(string) bool) []RatingGroup {
	m := openskill.Default()
	name := a.names()
	type family struct {
		kind, of string
		k        *Kind
		rating   map[string]openskill.Rating
		games    map[string]int
		shown    map[string]string
		seats    []int // how many played each game, for the luck
	}
	var order []*family
	by := map[[2]string]*family{}
	for _, g := range games {
		k := kind(g.Kind)
		of := k.family(g.Of)
		f := by[[2]string{g.Kind, of}]
		if f == nil {
			f = &family{kind: g.Kind, of: of, k: k, rating: map[string]openskill.Rating{}, games: map[string]int{}, shown: map[string]string{}}
			by[[2]string{g.Kind, of}] = f
			order = append(order, f)
		}
		names := make([]string, len(g.Players))
		before := make([]openskill.Rating, len(g.Players))
		for i, p := range g.Players {
			names[i] = name(p.Name)
			r, ok := f.rating[names[i]]
			if !ok {
				r = m.New()
				f.shown[names[i]] = show(p.Name)
			}
			before[i] = r
		}
		if len(g.Players) < 2 {
			continue // a game alone places no one
		}
		f.seats = append(f.seats, len(g.Players))
		for i, r := range m.Rate(before, Places(k, g)) {
			f.rating[names[i]] = r
			f.games[names[i]]++
		}
	}
	out := []RatingGroup{}
	for _, f := range order {
		grp := RatingGroup{Kind: f.kind, Of: f.of, Players: []Rated{}}
		var played []int
		for name, r := range f.rating {
			if f.games[name] < RatedAfter || !counts(name) {
				continue
			}
			grp.Players = append(grp.Players, Rated{Player: f.shown[name], Games: f.games[name], Rating: r})
			played = append(played, f.games[name])
		}
		if len(grp.Players) == 0 {
			continue
		}
		slices.SortFunc(grp.Players, func(x, y Rated) int {
			return cmp.Or(cmp.Compare(y.Mu, x.Mu), strings.Compare(x.Player, y.Player))
		})
		grp.Luck = luckOf(f.k, median(f.seats), median(played))
		out = append(out, grp)
	}
	slices.SortFunc(out, func(x, y RatingGroup) int {
		return cmp.Or(cmp.Compare(y.Kind, x.Kind), strings.Compare(x.Of, y.Of)) // Yatzy first, as the lines
	})
	return out
}

// median is the middle of xs (the lower of the two middles).
func median(xs []int) int {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(xs))
	return s[(len(s)-1)/2]
}
