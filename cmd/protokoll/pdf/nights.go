package pdf

import (
	"strconv"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/report"
	draw "github.com/kitchentable/protokoll/pdf"
)

// moreGroups are the statistics page's parts after the players'
// figures: each family's ratings with the luck line under them, the
// rivals, and the time played by player and by month.
func moreGroups(a *catalog.Language, ks gamekind.Kinds, st history.Stats) []draw.StatsGroup {
	var out []draw.StatsGroup
	for _, g := range st.Ratings {
		grp := draw.StatsGroup{Title: a.T("Ratings: %s", ks.Family(a, g.Kind, g.Of)), Heads: []string{a.T("player"), a.T("rating"), a.T("games")},
			Note: a.T("Ratings (OpenSkill), once a player has played %d games: the rating ± twice its uncertainty", history.RatedAfter) + ". " + report.LuckLine(a, g.Luck)}
		for _, p := range g.Players {
			grp.Rows = append(grp.Rows, draw.StatsRow{Cells: []string{playername.Display(p.Player),
				a.T("%s ± %s", a.Decimal(p.Mu, 1), a.Decimal(2*p.Sigma, 1)), strconv.Itoa(p.Games)}})
		}
		out = append(out, grp)
	}
	if len(st.Rivals) > 0 {
		grp := draw.StatsGroup{Title: a.T("Rivals (at least %d games together)", history.RivalGames), Heads: []string{a.T("player"), a.T("minion"), a.T("nemesis")}}
		rival := func(r *history.Rival) string {
			if r == nil {
				return render.Struck
			}
			return a.T("%s (%d of %d)", playername.Display(r.Name), r.Beat, r.Games)
		}
		for _, r := range st.Rivals {
			grp.Rows = append(grp.Rows, draw.StatsRow{Cells: []string{playername.Display(r.Player), rival(r.Minion), rival(r.Nemesis)}})
		}
		out = append(out, grp)
	}
	if tp := st.Time; len(tp.Players) > 0 {
		grp := draw.StatsGroup{Title: a.T("Time played: %s", render.Played(a, time.Duration(tp.Played))), Heads: []string{a.T("player"), a.T("time"), a.T("games")}}
		for _, p := range tp.Players {
			grp.Rows = append(grp.Rows, draw.StatsRow{Cells: []string{playername.Display(p.Player), render.Played(a, time.Duration(p.Played)), strconv.Itoa(p.Games)}})
		}
		months := draw.StatsGroup{Title: a.T("Time played by month"), Heads: []string{a.T("month"), a.T("time"), a.T("games")}}
		for _, m := range tp.Months {
			months.Rows = append(months.Rows, draw.StatsRow{Cells: []string{m.Month, render.Played(a, time.Duration(m.Played)), strconv.Itoa(m.Games)}})
		}
		out = append(out, grp, months)
	}
	return out
}
