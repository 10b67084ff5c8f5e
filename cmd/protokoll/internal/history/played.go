package history

import (
	"cmp"
	"slices"
	"strconv"
	"strings"
	"time"
)

// A Duration is a time played; in JSON, whole seconds.
type Duration time.Duration

// MarshalJSON writes the duration in whole seconds.
func (d Duration) MarshalJSON() ([]byte, error) {
	return strconv.AppendInt(nil, int64(time.Duration(d)/time.Second), 10), nil
}

// UnmarshalJSON reads a duration in whole seconds.
func (d *Duration) UnmarshalJSON(b []byte) error {
	n, err := strconv.ParseInt(string(b), 10, 64)
	*d = Duration(time.Duration(n) * time.Second)
	return err
}

// TimePlayed is how long the games counted took (Result.Length: their
// pauses left out): all of them, each player's and each month's (by the
// day a game began). Games played at once at two tables count once in
// the whole and a month's; a player's are their games' added up.
type TimePlayed struct {
	Played  Duration     `json:"played_seconds"`
	Players []PlayerTime `json:"players"`
	Months  []MonthTime  `json:"months"`
}

// A PlayerTime is the time a player played, in how many games.
type PlayerTime struct {
	Player string   `json:"player"`
	Played Duration `json:"played_seconds"`
	Games  int      `json:"games"`
}

// A MonthTime is the time played in a month (YYYY-MM), in how many
// games.
type MonthTime struct {
	Month  string   `json:"month"`
	Played Duration `json:"played_seconds"`
	Games  int      `json:"games"`
}

// timePlayed adds up the time of games, for the players counted.
func timePlayed(games []Result, a Aliases, show func(string) string, counts func(string) bool) TimePlayed {
	tp := TimePlayed{Players: []PlayerTime{}, Months: []MonthTime{}}
	// A month by its year and number, its name (YYYY-MM) made once: a
	// name made a game, and the spans grown a game at a time, were most
	// of what this cost.
	type month struct {
		year  int
		month time.Month
	}
	spans := 0
	for _, g := range games {
		spans += len(g.Spans)
	}
	all := make([]Span, 0, spans)
	months := map[month][]Span{}
	games1 := map[month]int{}
	monthName := map[month]string{}
	players := map[string]*PlayerTime{}
	name := a.names()
	for _, g := range games {
		all = append(all, g.Spans...)
		y, mo, _ := g.Played.Date()
		m := month{y, mo}
		if _, ok := monthName[m]; !ok {
			monthName[m] = g.Played.Format("2006-01")
		}
		months[m] = append(months[m], g.Spans...)
		games1[m]++
		for _, p := range g.Players {
			n := name(p.Name)
			if !counts(p.Name) {
				continue
			}
			pt := players[n]
			if pt == nil {
				pt = &PlayerTime{Player: show(p.Name)}
				players[n] = pt
			}
			pt.Played += Duration(g.Length())
			pt.Games++
		}
	}
	tp.Played = Duration(Together(all))
	for m, spans := range months {
		tp.Months = append(tp.Months, MonthTime{Month: monthName[m], Played: Duration(Together(spans)), Games: games1[m]})
	}
	slices.SortFunc(tp.Months, func(x, y MonthTime) int { return strings.Compare(x.Month, y.Month) })
	for _, pt := range players {
		tp.Players = append(tp.Players, *pt)
	}
	slices.SortFunc(tp.Players, func(x, y PlayerTime) int {
		return cmp.Or(cmp.Compare(y.Played, x.Played), strings.Compare(x.Player, y.Player))
	})
	return tp
}
