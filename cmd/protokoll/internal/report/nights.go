package report

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/contracts"
)

// This file is the game nights' second pass as the statistics and the
// recap say it: ratings with their luck, rivals, the time played, the
// months and years, and each game's running totals as a chart.

// name is a player's name as the tables show it.
func name(p string) string { return render.Cut(playername.Display(p), render.NameCells) }

// PrintRatings writes each family's ratings, with the luck line; each
// player's rivals; and the time played, by player and by month.
func (r Reporter) PrintRatings(st history.Stats) {
	a, out := r.Lang, r.Out
	if len(st.Ratings) > 0 {
		fmt.Fprintf(out, "\n%s\n", a.T("Ratings (OpenSkill), once a player has played %d games: the rating ± twice its uncertainty", history.RatedAfter))
		for _, g := range st.Ratings {
			fmt.Fprintf(out, "%s\n", r.Kinds.Family(a, g.Kind, g.Of))
			rows := [][]string{{a.T("player"), a.T("rating"), a.T("games")}}
			for _, p := range g.Players {
				rows = append(rows, []string{name(p.Player), a.T("%s ± %s", a.Decimal(p.Mu, 1), a.Decimal(2*p.Sigma, 1)), strconv.Itoa(p.Games)})
			}
			table(out, rows, r.width())
			for _, line := range wrap(LuckLine(a, g.Luck), r.width()-2) {
				fmt.Fprintf(out, "  %s\n", line)
			}
		}
	}
	if len(st.Rivals) > 0 {
		fmt.Fprintf(out, "\n%s\n", a.T("Rivals (at least %d games together)", history.RivalGames))
		for _, rv := range st.Rivals {
			var said []string
			if m := rv.Minion; m != nil {
				said = append(said, a.T("minion %s (beat %d of %d)", name(m.Name), m.Beat, m.Games))
			}
			if n := rv.Nemesis; n != nil {
				said = append(said, a.T("nemesis %s (beaten %d of %d)", name(n.Name), n.Beat, n.Games))
			}
			fmt.Fprintf(out, "  %s: %s\n", name(rv.Player), strings.Join(said, "; "))
		}
	}
	if tp := st.Time; len(tp.Players) > 0 {
		fmt.Fprintf(out, "\n%s\n", a.T("Time played: %s", render.Played(a, time.Duration(tp.Played))))
		rows := [][]string{{a.T("player"), a.T("time"), a.T("games")}}
		for _, p := range tp.Players {
			rows = append(rows, []string{name(p.Player), render.Played(a, time.Duration(p.Played)), strconv.Itoa(p.Games)})
		}
		table(out, rows, r.width())
		fmt.Fprintln(out)
		rows = [][]string{{a.T("month"), a.T("time"), a.T("games")}}
		for _, m := range tp.Months {
			rows = append(rows, []string{m.Month, render.Played(a, time.Duration(m.Played)), strconv.Itoa(m.Games)})
		}
		table(out, rows, r.width())
	}
}

// LuckLine says how far apart luck sets equal players' ratings.
func LuckLine(a *catalog.Language, l history.LuckLine) string {
	if l.Simulated == "random_places" {
		return a.T("Luck: two equal players whose places fall by chance, %d at the table, end up to %s apart after %d games, 9 times in 10; a smaller gap says little.", l.Players, a.Decimal(l.Gap, 1), l.Games)
	}
	return a.T("Luck: two equal players who both play optimally, %d at the table, end up to %s apart after %d games, 9 times in 10; a smaller gap says little.", l.Players, a.Decimal(l.Gap, 1), l.Games)
}

// wrap breaks s into lines of at most n cells as the terminal draws
// them (render.Wrap), between words.
func wrap(s string, n int) []string {
	return strings.Split(render.Wrap(strings.TrimSpace(s), n, ""), "\n")
}

// PrintPeriods writes the statistics of each period: its games and
// time, each group's players with their games, wins and averages, and
// the period's bests, naming house rules as house has them (HousesOf).
func (r Reporter) PrintPeriods(periods []history.Period, house catalog.Houses) {
	a, out := r.Lang, r.Out
	if len(periods) == 0 {
		fmt.Fprintln(out, a.T("No finished games to count."))
		return
	}
	for i, p := range periods {
		if i > 0 {
			fmt.Fprintln(out)
		}
		head := a.N(p.Games, "%s · %d game", "%s · %d games", p.Period, p.Games)
		if d := time.Duration(p.Time.Played); d > 0 {
			head += " · " + render.Played(a, d)
		}
		fmt.Fprintln(out, head)
		// Each group's title on a line of its own, over its players: the
		// table is then no wider than its figures (a long variant's or
		// list's name does not widen it).
		heads := []string{"  " + a.T("player"), a.T("games"), a.T("wins (shared)"), a.T("win rate"), a.T("average")}
		var rows [][]string
		group := ""
		flush := func() {
			if len(rows) > 0 {
				table(out, rows, r.width())
			}
			rows = nil
		}
		start := func(t string) {
			if t != group {
				flush()
				fmt.Fprintf(out, "  %s\n", t)
				group, rows = t, [][]string{heads}
			}
		}
		for _, l := range p.Yatzy {
			start("Yatzy · " + a.HouseVariant(l.Variant, house))
			rows = append(rows, []string{"  " + name(l.Player), strconv.Itoa(l.Games), Wins(l.Wins, l.Shared), a.Percent(l.WinRate), a.Decimal(l.Average, 1)})
		}
		for _, l := range p.Cards {
			start(a.T("Card game") + " · " + contracts.ListTitleIn(l.Title, a))
			rows = append(rows, []string{"  " + name(l.Player), strconv.Itoa(l.Games), Wins(l.Wins, l.Shared), a.Percent(l.WinRate), a.Decimal(l.Average, 1)})
		}
		flush()
		for _, t := range p.Tables { // a kind not built in: its own table
			title, heads, rows := KindTable(a, r.Kinds, t, house)
			fmt.Fprintf(out, "  %s\n", title)
			heads[0] = "  " + heads[0]
			for _, row := range rows {
				row[0] = "  " + render.Cut(row[0], render.NameCells)
			}
			table(out, append([][]string{heads}, rows...), r.width())
		}
		printBest(a, r.Kinds, out, p.Best(), r.width(), house)
	}
}

// printBest writes a period's bests, a line each, wrapped to width.
func printBest(a *catalog.Language, ks gamekind.Kinds, out io.Writer, best []history.Best, width int, house catalog.Houses) {
	if len(best) == 0 {
		return
	}
	fmt.Fprintf(out, "%s\n", a.T("Best:"))
	for _, b := range best {
		printRecord(out, bestLine(a, ks, b, house), width)
	}
}

// bestLine says a best: what it is, its value, and who made it in which
// game; a best held by several names each of them and their games.
func bestLine(a *catalog.Language, ks gamekind.Kinds, b history.Best, house catalog.Houses) string {
	var who, games []string
	for _, r := range append([]history.Record{b.Record}, b.Tied...) {
		if p := playername.Display(r.Player); !slices.Contains(who, p) {
			who = append(who, p)
		}
		if !slices.Contains(games, r.Game) {
			games = append(games, r.Game)
		}
	}
	return a.T("%s: %d %s (%s)", recordOf(a, ks, b, house), b.Value, strings.Join(who, ", "), strings.Join(games, ", "))
}

// printRecord writes a best indented, a long one going on, indented
// further, on the lines after.
func printRecord(out io.Writer, s string, width int) {
	for k, line := range wrap(s, width-4) {
		fmt.Fprintf(out, "%s%s\n", map[bool]string{true: "  ", false: "    "}[k == 0], line)
	}
}

// recordOf names what a best is the best of: a built-in kind's record
// by its What, a kind's own by its words (Best.One), with what its
// games are of as ks name it.
func recordOf(a *catalog.Language, ks gamekind.Kinds, b history.Best, house catalog.Houses) string {
	if b.One != "" {
		one := b.One // the kind's key, checked where the kind made its kind of record (history.NewRecordOf)
		return a.T(one, ks.Of(a, b.Kind, b.Of, house))
	}
	switch b.What {
	case history.RecordMostYatzys:
		return a.T("most Yatzys in a game")
	case history.RecordLowest:
		return a.T("lowest card-game total, %s", contracts.ListTitleIn(b.Of, a))
	}
	return a.T("highest total, %s", a.HouseVariant(b.Of, house))
}

// printYear writes the year's figures, in the recap of its last night.
func (rep Reporter) printYear(y *history.Period) {
	a, out := rep.Lang, rep.Out
	fmt.Fprintf(out, "%s\n", a.N(y.Games, "This year, %s: %d game, %s", "This year, %s: %d games, %s", y.Period, y.Games, render.Played(a, time.Duration(y.Time.Played))))
	var wins []string
	for _, w := range y.Wins() {
		wins = append(wins, fmt.Sprintf("%s %s/%d", name(w.Player), Wins(w.Wins, w.Shared), w.Games))
	}
	for _, line := range wrap(a.T("wins of games: %s", strings.Join(wins, ", ")), rep.width()-2) {
		fmt.Fprintf(out, "  %s\n", line)
	}
	for _, b := range y.Best() {
		printRecord(out, bestLine(a, rep.Kinds, b, rep.HouseNames()), rep.width())
	}
}
