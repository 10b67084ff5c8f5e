package history

import (
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/scoresheet/msg"

	"cmp"
	"slices"
	"strings"
	"time"
)

// The periods the statistics can be cut into.
const (
	ByMonth = "month"
	ByYear  = "year"
)

// A Period is the statistics of the games of one month (YYYY-MM) or
// year (YYYY), by the day each began: games, wins, averages, records
// and time played, without ratings or rivals, which are of all the
// games together.
type Period struct {
	Period string `json:"period"`
	Stats
}

// periodOf is the period of a game begun at t.
func periodOf(by string, t time.Time) string {
	if by == ByYear {
		return t.Format("2006")
	}
	return t.Format("2006-01")
}

// ByPeriod works out the statistics of the games f keeps (Last too)
// period by period, oldest first, each game as ks know its kind.
func ByPeriod(ks Kinds, games []Result, f Filter, a Aliases, by string) []Period {
	counted := map[string]bool{}
	for _, name := range Compute(ks, games, f, a).Counted {
		counted[name] = true
	}
	groups := map[string][]Result{}
	for _, g := range games {
		if counted[g.Name] {
			p := periodOf(by, g.Played)
			groups[p] = append(groups[p], g)
		}
	}
	each := Filter{Players: f.Players, AnyRules: f.AnyRules}
	out := []Period{}
	for p, gs := range groups {
		st := Compute(ks, gs, each, a)
		st.Ratings, st.Rivals = nil, nil
		out = append(out, Period{Period: p, Stats: st})
	}
	slices.SortFunc(out, func(x, y Period) int { return strings.Compare(x.Period, y.Period) })
	return out
}

// YearOf is the statistics of the year of day, when day's night is the
// last game night of its year: no game of all was begun later that
// year, and the year is over by now (zero: not known) or day is in its
// December. Otherwise nil. Each game counts as ks know its kind.
func YearOf(ks Kinds, all []Result, day, now time.Time) *Period {
	y := day.Year()
	for _, g := range all {
		if g.Played.Year() == y && g.Played.After(day) && !SameDay(g.Played, day) {
			return nil
		}
	}
	if !(day.Month() == time.December || !now.IsZero() && now.Year() > y) {
		return nil
	}
	from := time.Date(y, 1, 1, 0, 0, 0, 0, time.Local)
	to := time.Date(y, 12, 31, 0, 0, 0, 0, time.Local)
	st := Compute(ks, all, Filter{Since: from, Until: to}, nil)
	if st.Games == 0 {
		return nil
	}
	st.Ratings, st.Rivals = nil, nil
	return &Period{Period: from.Format("2006"), Stats: st}
}

// A Best is one of a period's bests: What (RecordHighest, RecordMostYatzys,
// RecordLowest) and the record, and the records that tie with it (as
// many as the records keep: three of each at most).
type Best struct {
	What string `json:"what"`
	Record
	Tied []Record `json:"tied,omitempty"`
	// Kind is, for a kind of record of a kind not built in (RecordOf),
	// the kind's name, and One what its best is (What its name).
	Kind string  `json:"kind,omitempty"`
	One  msg.Key `json:"-"`
}

// Best is the period's best of each record, the first of each list and
// those level with it: the highest Yatzy total of each variant, the most
// Yatzys in a game, the lowest card-game total of each list.
func (p Period) Best() []Best {
	var out []Best
	first := func(what string, recs []Record, byOf bool) {
		for i, r := range recs {
			if i == 0 || byOf && r.Of != recs[i-1].Of {
				out = append(out, Best{What: what, Record: r})
				continue
			}
			if last := &out[len(out)-1]; r.Value == last.Value && (!byOf || r.Of == last.Of) {
				last.Tied = append(last.Tied, r)
			}
		}
	}
	first(RecordHighest, p.Records.HighestTotals, true)
	first(RecordMostYatzys, p.Records.MostYatzys, false)
	first(RecordLowest, p.Records.LowestTotals, true)
	for _, k := range p.Records.Kinds {
		from := len(out)
		first(k.Name, k.Records, true)
		for i := range out[from:] {
			out[from+i].Kind, out[from+i].One = k.Kind, k.One
		}
	}
	return out
}

// Wins are each player's wins in the period, Yatzy and the card game
// together, most first: a shared win counts for each, and how many were
// shared is said.
func (p Period) Wins() []PlayerWins {
	by := map[string]*PlayerWins{}
	add := func(player string, t tally) {
		w := by[playername.Fold(player)]
		if w == nil {
			w = &PlayerWins{Player: player}
			by[playername.Fold(player)] = w
		}
		w.Games += t.Games - t.Solo // a game alone is no one's to win
		w.Wins += t.Wins
		w.Shared += t.Shared
	}
	for _, l := range p.Yatzy {
		add(l.Player, l.tally)
	}
	for _, l := range p.Cards {
		add(l.Player, l.tally)
	}
	out := []PlayerWins{}
	for _, w := range by {
		out = append(out, *w)
	}
	slices.SortFunc(out, func(x, y PlayerWins) int {
		return cmp.Or(cmp.Compare(y.Wins, x.Wins), cmp.Compare(x.Games, y.Games), strings.Compare(x.Player, y.Player))
	})
	return out
}

// PlayerWins are a player's games and wins (shared ones included, and
// how many of them were).
type PlayerWins struct {
	Player string
	Games  int
	Wins   int
	Shared int
}
