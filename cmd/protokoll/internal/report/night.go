package report

import (
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// Night reads the recap of a night: of the day of, a day (YYYY-MM-DD) or
// a game's name, or of the latest game's day. With no games, it says so
// and returns a recap with no games list. Priced, it works out what
// optimal play says of the night's Yatzy games.
func (rep Reporter) Night(of string, priced bool) (history.Recap, error) {
	all, err := rep.Results()
	if err != nil {
		return history.Recap{}, err
	}
	var day time.Time
	switch {
	case of == "":
		if len(all) == 0 {
			fmt.Fprintln(rep.Out, rep.Lang.T("No games to recap."))
			return history.Recap{}, nil
		}
		latest := slices.MaxFunc(all, func(a, b history.Result) int { return a.Played.Compare(b.Played) })
		day = latest.Played
		// The latest night a game was played, not the latest a game was
		// begun and left with nothing in it (one made for tomorrow).
		for {
			night, err := rep.nightOn(all, day)
			if err != nil || len(night) > 0 {
				break
			}
			earlier := slices.DeleteFunc(slices.Clone(all), func(r history.Result) bool { return !r.Played.Before(startOfDay(day)) })
			if len(earlier) == 0 {
				break
			}
			day = slices.MaxFunc(earlier, func(a, b history.Result) int { return a.Played.Compare(b.Played) }).Played
		}
	default:
		if d, err := time.ParseInLocation("2006-01-02", of, time.Local); err == nil {
			day = d
			break
		}
		i := slices.IndexFunc(all, func(r history.Result) bool { return r.Name == of })
		if i < 0 {
			return history.Recap{}, msg.Errorf("%q is neither a day (YYYY-MM-DD) nor a saved game", of)
		}
		day = all[i].Played
	}
	night, err := rep.nightOn(all, day)
	if err != nil {
		return history.Recap{}, err
	}
	r := history.NightOf(rep.Kinds, all, night, day)
	if rep.Now != nil {
		r.Year = history.YearOf(rep.Kinds, all, day, rep.Now())
	} else {
		r.Year = history.YearOf(rep.Kinds, all, day, time.Time{})
	}
	// The comebacks come with the tables at hand; --optimal works them
	// out. The end of a game does not stall to work out a table nobody
	// asked for.
	run, err := rep.Tables()
	if err != nil {
		return r, err
	}
	tables := func(v *scoresheet.Variant, choices scoresheet.Choices) (*optimal.Table, error) {
		if priced {
			return run.Table(v, choices)
		}
		t, _ := run.Cached(v, choices)
		return t, nil
	}
	if err := r.Comebacks(night, tables); err != nil {
		return r, err
	}
	if priced {
		err = r.Price(night, tables)
	}
	return r, err
}

// nightOn reads the games of all played on day's day. A game begun and
// left before anything was played is no part of the night.
func (rep Reporter) nightOn(all []history.Result, day time.Time) ([]history.Game, error) {
	var names []string
	for _, r := range all {
		if history.SameDay(r.Played, day) {
			names = append(names, r.Name)
		}
	}
	var (
		night []history.Game
		mu    sync.Mutex
	)
	_, err := history.EachOf(rep.Store, rep.Kinds, names, func(g history.Game) {
		if !g.Finished && (g.Sheet != nil && len(g.Sheet.Entries()) == 0 || g.Cards != nil && g.Cards.Played() == 0) {
			return
		}
		mu.Lock()
		night = append(night, g)
		mu.Unlock()
	})
	return night, err
}

// startOfDay is the first instant of t's day, as history.SameDay counts
// days (in the run's time zone).
func startOfDay(t time.Time) time.Time {
	y, m, d := t.Local().Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.Local)
}

// width is what the recap fits: Width, or 80 when it is not set.
func (rep Reporter) width() int {
	if rep.Width <= 0 {
		return 80
	}
	return rep.Width
}

// Tell prints the recap of the night of the game called name, at the end
// of that game; a night that cannot be read is not told, and the game is
// not the worse for it.
func (rep Reporter) Tell(name string) {
	r, err := rep.Night(name, false)
	if err == nil && len(r.Games) > 0 {
		fmt.Fprintln(rep.Out)
		rep.PrintNight(r)
	}
}

// PrintNight tells the night.
func (rep Reporter) PrintNight(r history.Recap) {
	a, house := rep.Lang, rep.HouseNames()
	out := render.Wrapping(rep.Out, rep.width())
	if len(r.Games) == 0 {
		fmt.Fprintln(out, a.T("No games on %s.", r.Day))
		return
	}
	fmt.Fprintln(out, a.N(len(r.Games), "Game night %s: %d game", "Game night %s: %d games", r.Day, len(r.Games)))
	for _, g := range r.Games {
		var totals []string
		for _, p := range g.Players {
			totals = append(totals, fmt.Sprintf("%s %d", render.Cut(playername.Display(p.Name), 16), p.Total))
		}
		state := a.T("in progress")
		if g.Finished {
			state = render.Winners(a, g.Winners)
		}
		if d := time.Duration(g.Played); d > 0 {
			state += " · " + render.Played(a, d)
		}
		// The game and how it ended, then the totals, wrapped to fit 80
		// columns whatever the number of players.
		fmt.Fprintf(out, "  %s (%s): %s\n", g.Name, rep.Kinds.Of(a, g.Kind, g.Of, house), state)
		line := "    "
		for i, t := range totals {
			sep := ", "
			if i == 0 {
				sep = ""
			} else if utf8.RuneCountInString(line+sep+t) > 78 {
				fmt.Fprintln(out, line+",")
				line, sep = "    ", ""
			}
			line += sep + t
		}
		fmt.Fprintln(out, line)
		if t := g.Race.Totals; len(t) > 0 && len(t[0]) > 0 {
			render.Chart(out, a, g.Race, rep.width(), rep.Colour)
		}
	}
	if d := time.Duration(r.Played); d > 0 {
		fmt.Fprintln(out, a.T("At the table: %s", render.Played(a, d)))
	}
	if len(r.Moments) > 0 {
		fmt.Fprintf(out, "%s\n", a.T("The best of the night:"))
		// Who went out, a line a game; the rest, a line each.
		out1 := map[string][]string{}
		var games []string
		extras := map[[2]string]int{} // a game's +100s, a player's: said once, how many
		for _, m := range r.Moments {
			if m.What == history.MomentExtraYatzy {
				extras[[2]string{m.Game, m.Player}]++
			}
		}
		variant := map[string]string{} // each game's variant, by name, for its Yatzy moments
		for _, g := range r.Games {
			variant[g.Name] = scoresheet.KeyVariant(g.Of)
		}
		for _, m := range r.Moments {
			who := playername.Display(m.Player)
			switch m.What {
			case history.MomentYatzy:
				// The box by its name on the game's sheet: standard's Five
				// of a Kind, maxi's Maxi Yatzy.
				box := scoresheet.BoxName(variant[m.Game], scoresheet.Yatzy, a.Sheet())
				fmt.Fprintf(out, "  %s\n", a.T("%s: %s (%s)", who, box, m.Game))
			case history.MomentExtraYatzy:
				key := [2]string{m.Game, m.Player}
				switch n := extras[key]; {
				case n == 1:
					fmt.Fprintf(out, "  %s\n", a.T("%s: another five of a kind, +100 (%s)", who, m.Game))
				case n > 1:
					fmt.Fprintf(out, "  %s\n", a.T("%s: %d more fives of a kind, +100 each (%s)", who, n, m.Game))
				}
				extras[key] = 0 // said
			case history.MomentLastBonus:
				fmt.Fprintf(out, "  %s\n", a.T("%s: the bonus with the last upper box (%s)", who, m.Game))
			case history.MomentForcedBonus:
				fmt.Fprintf(out, "  %s\n", a.T("%s: the bonus in forced order (%s)", who, m.Game))
			case history.MomentSpecial:
				fmt.Fprintf(out, "  %s\n", a.T("%s: %+d in round %d's special (%s)", who, m.Points, m.Round, m.Game))
			case history.MomentComeback:
				fmt.Fprintf(out, "  %s\n", a.T("%s won from %s after round %d (%s)", who, a.Percent(m.Chance), m.Round, m.Game))
			case history.MomentWentOut:
				if _, ok := out1[m.Game]; !ok {
					games = append(games, m.Game)
				}
				out1[m.Game] = append(out1[m.Game], m.Player)
			default:
				if says := m.Says; says != "" { // a kind's own moment, in its words (checked where the kind made it)
					fmt.Fprintf(out, "  %s\n", a.T(says, who, m.Game))
				}
			}
		}
		// Who went out how often, a player at a time, wrapped to the width.
		for _, g := range games {
			var counts []string
			seen := map[string]int{}
			var order []string
			for _, p := range out1[g] {
				if seen[p] == 0 {
					order = append(order, p)
				}
				seen[p]++
			}
			for _, p := range order {
				counts = append(counts, fmt.Sprintf("%s %d×", playername.Display(p), seen[p]))
			}
			fmt.Fprintf(out, "  %s\n", render.Wrap(a.T("went out (%s): %s", g, strings.Join(counts, ", ")), rep.width()-2, "    "))
		}
	}
	if len(r.Lost) > 0 {
		fmt.Fprintf(out, "%s\n", a.T("Lost against optimal play:"))
		for _, l := range r.Lost {
			fmt.Fprintf(out, "  %s\n", a.T("%s: %.2f points (%s)", playername.Display(l.Player), l.Lost, l.Game))
		}
	}
	if len(r.Broken) > 0 {
		fmt.Fprintf(out, "%s\n", a.T("Records broken:"))
		for _, b := range r.Broken {
			what := recordOf(a, rep.Kinds, history.Best{What: b.What, Record: b.New, Kind: b.Kind, One: b.One}, house)
			line := a.T("%s: %d %s (%s)", what, b.New.Value, playername.Display(b.New.Player), b.New.Game)
			if b.Before != nil {
				line += "; " + a.T("before: %d %s (%s)", b.Before.Value, playername.Display(b.Before.Player), b.Before.Played.Format("2006-01-02"))
			}
			fmt.Fprintf(out, "  %s\n", line)
		}
	}
	if r.Year != nil {
		fmt.Fprintln(out)
		rep.printYear(r.Year)
	}
}
