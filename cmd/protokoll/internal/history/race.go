package history

import (
	"cmp"
	"slices"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
)

// A Race is a game told as each player's running total: after each of
// their turns in Yatzy (its bonuses counted when they come), after each
// round of the card game, for the rounds played so far of Rounds.
type Race struct {
	Kind    string   `json:"kind"`
	Players []string `json:"players"`
	// Totals[i][r] is player i's total after round r+1; in a game left
	// halfway a player may have played a turn more than another.
	Totals [][]int `json:"totals"`
	Rounds int     `json:"rounds"`
	// Decided is the round after which the lead changed for good: from
	// it on, every round ended with the players who won (Leaders) alone
	// in the lead, or level there for a shared win. 1 for a game led
	// from the start; 0 while the game is not over.
	Decided int      `json:"decided"`
	Leaders []string `json:"leaders"`
	// Lower says the lower total is ahead (Kind.Lower).
	Lower bool `json:"-"`
}

// Ahead compares two totals of the race's game as the places go (Kind.Ahead).
func (r Race) Ahead(x, y int) int {
	if r.Lower {
		return cmp.Compare(y, x)
	}
	return cmp.Compare(x, y)
}

// Race is the game's running totals, g a game of kind k: each player's
// as the game's Running gives them (none without).
func (g Game) Race(k *Kind) Race {
	r := Race{Kind: g.Kind, Rounds: g.Rounds, Leaders: []string{}, Lower: k != nil && k.Lower}
	for _, p := range g.Players {
		r.Players = append(r.Players, p.Name)
	}
	if g.Running != nil {
		r.Totals = g.Running()
	} else {
		r.Totals = make([][]int, len(r.Players))
	}
	if g.Finished && len(r.Players) > 1 {
		r.Decided, r.Leaders = r.decided()
	}
	return r
}

// yatzyRunning are the running totals of the Yatzy game s, its players'
// in their seats: after each of their turns.
func yatzyRunning(s *scoresheet.Sheet) [][]int {
	players := s.Players()
	out := make([][]int, len(players))
	_ = replay(s, func(e scoresheet.Entry, now *scoresheet.Sheet) error {
		i := slices.Index(players, e.Player)
		out[i] = append(out[i], now.Totals(e.Player).Total)
		return nil
	})
	return out
}

// cardsRunning are the running totals of the card game c, its players'
// in their seats: after each round.
func cardsRunning(c *contracts.Game) [][]int {
	players := c.Players()
	out := make([][]int, len(players))
	for i, p := range players {
		sum := 0
		for k := range c.Results() {
			sum += c.Score(k, p)
			out[i] = append(out[i], sum)
		}
	}
	return out
}

// leaders are the players ahead after round k (from 1).
func (r Race) leaders(k int) []string {
	var out []string
	best := 0
	for i, p := range r.Players {
		t := r.Totals[i][k-1]
		switch d := r.Ahead(t, best); {
		case len(out) == 0 || d > 0:
			out, best = []string{p}, t
		case d == 0:
			out = append(out, p)
		}
	}
	return out
}

// decided finds the round from which the final leaders led every round.
func (r Race) decided() (int, []string) {
	rounds := len(r.Totals[0])
	for _, t := range r.Totals {
		rounds = min(rounds, len(t))
	}
	if rounds == 0 {
		return 0, []string{}
	}
	final := r.leaders(rounds)
	k := rounds
	for k > 1 && slices.Equal(r.leaders(k-1), final) {
		k--
	}
	return k, final
}

// replay plays the standing entries of s again on a sheet of its
// rules, in the order played, calling after with each entry and the
// sheet as it stands after it.
func replay(s *scoresheet.Sheet, after func(scoresheet.Entry, *scoresheet.Sheet) error) error {
	now, err := scoresheet.NewSheet(s.Variant(), s.Players(), s.Choices())
	if err != nil {
		return err
	}
	for _, e := range s.Entries() {
		if err := now.Apply(scoresheet.Turn(e.Player, e.Box, e.Dice, e.Rolls, e.Strike)); err != nil {
			return err
		}
		if err := after(e, now); err != nil {
			return err
		}
	}
	return nil
}

// YatzyRace is the running totals of the Yatzy game s, a game of kind
// k (named name).
func YatzyRace(k *Kind, name string, s *scoresheet.Sheet) Race {
	g := OfYatzy(s)
	g.Kind = name
	return g.Race(k)
}

// CardsRace is the running totals of the card game c, a game of kind k
// (named name).
func CardsRace(k *Kind, name string, c *contracts.Game) Race {
	g := OfCards(c)
	g.Kind = name
	return g.Race(k)
}
