package history

import (
	"cmp"
	"slices"
	"strings"
	"time"

	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A Recap is a game night: the games of one day, their winners, the best
// of what happened, and the records the night broke.
type Recap struct {
	Day     string       `json:"day"` // YYYY-MM-DD
	Games   []RecapGame  `json:"games"`
	Moments []Moment     `json:"best"`
	Broken  []BrokenBest `json:"records_broken"`
	// Lost is what each player's choices of box gave up against optimal
	// play in each Yatzy game of the night, when asked for (Price).
	Lost []Loss `json:"lost,omitempty"`
	// Played is the night's time at the table: its games' stretches of
	// play together (two tables at once count once).
	Played Duration `json:"played_seconds"`
	// Year is the year's statistics, in the recap of its last game night
	// (YearOf).
	Year *Period `json:"this_year,omitempty"`
}

// A Loss is what a player's choices of box gave up in a game against
// optimal play, in expected points.
type Loss struct {
	Game   string  `json:"game"`
	Player string  `json:"player"`
	Lost   float64 `json:"lost"`
}

// Price adds what each player's choices lost in the night's Yatzy games
// (maxi has no table, and is left out).
func (r *Recap) Price(night []Game, tables Tables) error {
	for _, g := range night {
		lost, err := g.lost(tables)
		if err != nil {
			return err
		}
		if lost == nil {
			continue
		}
		for _, p := range g.Sheet.Players() {
			r.Lost = append(r.Lost, Loss{Game: g.Name, Player: p, Lost: lost[p]})
		}
	}
	return nil
}

// A RecapGame is one game of the night: its players' totals, best first.
type RecapGame struct {
	Name     string   `json:"name"`
	Of       string   `json:"of"`
	Kind     string   `json:"kind"`
	Finished bool     `json:"finished"`
	Winners  []string `json:"winners"`
	Players  []Player `json:"players"`
	// Played is how long the game was played (Result.Length), Race its
	// running totals.
	Played Duration `json:"played_seconds"`
	Race   Race     `json:"running_totals"`
}

// A Moment is a thing worth telling of a night: a Yatzy, the bonus made
// with the last upper box, going out in a round of the card game.
type Moment struct {
	Game   string `json:"game"`
	Player string `json:"player"`
	What   string `json:"what"` // yatzy, extra_yatzy, last_chance_bonus, forced_bonus, went_out, special, comeback
	Round  int    `json:"round,omitempty"`
	// Points are, for a card game's special (a Yatzy-chans), what it
	// gave the player.
	Points int `json:"points,omitempty"`
	// Chance is, for a comeback, the winner's chance to win after Round.
	Chance float64 `json:"chance,omitempty"`
	// Says is, for a moment of a kind not built in (What its own), what
	// it says in the reader's words: a message key the catalog has, said
	// with the player's name and the game's ("%s: first to the target
	// (%s)"). The built-in moments are said by their What.
	Says msg.Key `json:"-"`
}

// The moments.
const (
	MomentYatzy       = "yatzy"
	MomentExtraYatzy  = "extra_yatzy"
	MomentLastBonus   = "last_chance_bonus"
	MomentForcedBonus = "forced_bonus" // the bonus in forced order, where the last upper box is always the same
	MomentWentOut     = "went_out"
	MomentSpecial     = "special" // a round's special scoring (Yatzy-chans)
	MomentComeback    = "comeback"
)

// A BrokenBest is a record a night's game broke: the new best and the one
// it beat.
type BrokenBest struct {
	What   string  `json:"what"` // highest_total, most_yatzys, lowest_total; or a kind's own (RecordOf.Name)
	New    Record  `json:"new"`
	Before *Record `json:"before"`
	// Kind is, for a kind of record of a kind not built in (RecordOf),
	// the kind's name, and One what its best is.
	Kind string  `json:"kind,omitempty"`
	One  msg.Key `json:"-"`
}

// The records.
const (
	RecordHighest    = "highest_total"
	RecordMostYatzys = "most_yatzys"
	RecordLowest     = "lowest_total"
)

// SameDay reports whether t falls on day, in this machine's time zone.
func SameDay(t, day time.Time) bool {
	ty, tm, td := t.Local().Date()
	y, m, d := day.Local().Date()
	return ty == y && tm == m && td == d
}

// NightOf recaps the night's games (those of day, with their sheets or
// card games), each as ks know its kind; the finished games of all
// played before that day are the records to beat.
func NightOf(ks Kinds, all []Result, night []Game, day time.Time) Recap {
	kind := kindsOf(ks)
	r := Recap{Day: day.Format("2006-01-02"), Games: []RecapGame{}, Moments: []Moment{}, Broken: []BrokenBest{}}
	var before, finished []Result
	for _, g := range all {
		if g.Finished && g.Played.Before(day) && !SameDay(g.Played, day) {
			before = append(before, g)
		}
	}
	slices.SortFunc(before, func(a, b Result) int { return cmp.Or(a.Played.Compare(b.Played), strings.Compare(a.Name, b.Name)) })
	slices.SortFunc(night, func(a, b Game) int { return cmp.Or(a.Played.Compare(b.Played), strings.Compare(a.Name, b.Name)) })
	var spans []Span
	for _, g := range night {
		spans = append(spans, g.Spans...)
		r.Games = append(r.Games, recapGame(kind(g.Kind), g))
		if g.Moments != nil {
			for _, m := range g.Moments() {
				m.Game = g.Name
				r.Moments = append(r.Moments, m)
			}
		}
		if g.Finished {
			finished = append(finished, g.Result)
		}
	}
	r.Broken = broken(kind, before, finished)
	r.Played = Duration(Together(spans))
	return r
}

// recapGame is g, a game of kind k, as the recap tells it.
func recapGame(k *Kind, g Game) RecapGame {
	rg := RecapGame{Name: g.Name, Of: g.Title, Kind: g.Kind, Finished: g.Finished, Winners: []string{}, Players: slices.Clone(g.Players),
		Played: Duration(g.Length()), Race: g.Race(k)}
	slices.SortStableFunc(rg.Players, func(a, b Player) int { return k.Ahead(b.Total, a.Total) }) // best first
	for _, p := range g.Players {
		if p.Won {
			rg.Winners = append(rg.Winners, p.Name)
		}
	}
	return rg
}

// yatzyMoments finds what is worth telling of the Yatzy game s: each
// Yatzy (and extra one), the upper bonus made with the player's last
// upper box (Moment.Game left for the recap to fill).
func yatzyMoments(s *scoresheet.Sheet) []Moment {
	var out []Moment
	v := s.Variant()
	upper, left := map[string]int{}, map[string]int{}
	for _, p := range s.Players() {
		for _, b := range v.Boxes {
			if b.Upper() {
				left[p]++
			}
		}
	}
	for _, e := range s.Entries() {
		if e.Box == scoresheet.Yatzy && e.Points > 0 {
			out = append(out, Moment{Player: e.Player, What: MomentYatzy})
		}
		if e.Bonus > 0 {
			out = append(out, Moment{Player: e.Player, What: MomentExtraYatzy})
		}
		if !e.Box.Upper() {
			continue
		}
		had := upper[e.Player]
		upper[e.Player] += e.Points
		left[e.Player]--
		switch {
		case had >= v.BonusAt || upper[e.Player] < v.BonusAt:
		case v.Forced:
			// In forced order every bonus is made with the same last
			// box: the bonus itself is what is worth telling.
			out = append(out, Moment{Player: e.Player, What: MomentForcedBonus})
		case left[e.Player] == 0:
			out = append(out, Moment{Player: e.Player, What: MomentLastBonus})
		}
	}
	return out
}

// cardMoments finds what is worth telling of the card game c: who went
// out in each round, and each round's special scoring (Moment.Game left
// for the recap to fill).
func cardMoments(c *contracts.Game) []Moment {
	var out []Moment
	for i, res := range c.Results() {
		out = append(out, Moment{Player: res.Out, What: MomentWentOut, Round: i + 1})
		for _, p := range c.Players() {
			if n := res.Special[p]; n > 0 {
				pts := n * c.Round(i).Contract.Specials[0].Points
				out = append(out, Moment{Player: p, What: MomentSpecial, Round: i + 1, Points: pts})
			}
		}
	}
	return out
}

// broken finds the records the night's games set: for each kind of
// record, the night's best where it beats every earlier game's.
func broken(kind func(string) *Kind, before, night []Result) []BrokenBest {
	var out []BrokenBest
	bests := func(games []Result) Records {
		return records(kind, games, func(s string) string { return s }, func(string) bool { return true })
	}
	was, now := bests(before), bests(append(slices.Clone(before), night...))
	nightly := map[string]bool{}
	for _, g := range night {
		nightly[g.Name] = true
	}
	check := func(what string, was, now []Record, higher bool) {
		top := map[string]*Record{} // the best before, by what it is of
		for i, r := range was {
			if _, ok := top[r.Of]; !ok {
				top[r.Of] = &was[i]
			}
		}
		seen := map[string]bool{}
		for _, r := range now {
			if seen[r.Of] {
				continue
			}
			seen[r.Of] = true // the first of each is its best
			if !nightly[r.Game] {
				continue
			}
			// A first game of its kind sets a best, but breaks no record.
			if b := top[r.Of]; b != nil && (higher && r.Value > b.Value || !higher && r.Value < b.Value) {
				out = append(out, BrokenBest{What: what, New: r, Before: b})
			}
		}
	}
	check(RecordHighest, was.HighestTotals, now.HighestTotals, true)
	mostWas, mostNow := was.MostYatzys, now.MostYatzys
	for i := range mostWas {
		mostWas[i].Of = ""
	}
	for i := range mostNow {
		mostNow[i].Of = ""
	}
	check(RecordMostYatzys, mostWas, mostNow, true)
	check(RecordLowest, was.LowestTotals, now.LowestTotals, false)
	for _, k := range now.Kinds {
		var before []Record
		for _, w := range was.Kinds {
			if w.Kind == k.Kind && w.Name == k.Name {
				before = w.Records
			}
		}
		from := len(out)
		check(k.Name, before, k.Records, k.Higher)
		for i := range out[from:] {
			out[from+i].Kind, out[from+i].One = k.Kind, k.One
		}
	}
	return out
}
