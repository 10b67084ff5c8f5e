// Package report is what the saved games tell, as more than one command
// says it: the statistics (stats, pdf stats), a game night told (recap,
// and the end of a game at the table) and the flags that choose the games
// counted.
package report

import (
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"
	"github.com/spf13/pflag"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/contracts"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A Reporter reads the saved games and says what they tell: on Out, its
// warnings on ErrOut, in Lang. Cache is the folder of the results index
// ("" for none: every game is read); Tables the run's optimal-play tables.
type Reporter struct {
	// Colour says the output may be in colour (render.Colour); Now is the
	// run's clock, nil when not known.
	Colour bool
	Now    func() time.Time

	Out, ErrOut io.Writer
	Lang        *catalog.Language
	Store       store.Store
	Kinds       gamekind.Kinds // the kinds of game the program knows
	Cache       string
	Tables      func() (*tablecache.Tables, error)
	// Width is what the output fits: the terminal's, else 80.
	Width int
}

// HouseNames are the house rules the saved games play and those saved
// by a name (protokoll rules save), each by its variant's key: the
// statistics name house rules by the name they are saved under, or else
// by their changes.
func (r Reporter) HouseNames() catalog.Houses {
	games, _, _ := history.Results(r.Store, r.Kinds, r.Cache) // what cannot be read is said where the figures are read
	return r.HousesOf(games)
}

// HousesOf is HouseNames of the games already read (Results): a second
// reading of them cost the stats command a third of its time.
func (r Reporter) HousesOf(games []history.Result) catalog.Houses {
	out := catalog.Houses{}
	for _, g := range games {
		if _, ok := out[g.Of]; ok || g.Rules == "" {
			continue
		}
		base, err := scoresheet.LookupVariant(scoresheet.KeyVariant(g.Of))
		if err != nil { // a variant of a family's own: its key names it
			continue
		}
		if h, err := scoresheet.ParseChanges(base, g.Rules); err == nil {
			out[g.Of] = catalog.House{Rules: h}
		}
	}
	for _, n := range r.Store.RulesNames() {
		if h, err := r.Store.HouseRules(n, r.Lang.Sheets); err == nil {
			out[h.Variant().Key()] = catalog.House{Name: n, Rules: h}
		}
	}
	return out
}

// Results reads every saved game's result (through the index, for the
// games that have not changed), warning of those that cannot be read,
// which are skipped and left as they are.
func (r Reporter) Results() ([]history.Result, error) {
	games, damaged, err := history.Results(r.Store, r.Kinds, r.Cache)
	for _, d := range damaged {
		fmt.Fprintln(r.ErrOut, r.Lang.T("protokoll: skipped %s: %s", d.Name, render.OneLine(r.Lang.Say(d.Err))))
	}
	for _, g := range games {
		if g.Cut > 0 {
			fmt.Fprintln(r.ErrOut, r.Lang.T("protokoll: %s: line %d was cut off mid-write (a crash or power cut) and is left out", g.Name, g.Cut))
		}
	}
	return games, err
}

// SayStrays warns on w of the files named as games' that are not read
// as games (store.Strays): a game copied in under a name written
// decomposed is in no export, and is said so. (stats and recap do not
// say it: a second reading of the folder costs stats over 10,000 games
// a sixth of its time through the index; games says it.)
func SayStrays(w io.Writer, l *catalog.Language, s store.Store) {
	strays, _ := s.Strays() // a folder that cannot be read is said by what reads it
	for _, st := range strays {
		fmt.Fprintln(w, "protokoll: "+render.OneLine(l.T("warning: %s", l.T("Not read as a game: %s: %s", playername.Display(st.File), l.Say(st.Why)))))
	}
}

// Filters are the flags that choose the games counted, which pdf stats
// takes too.
type Filters struct {
	Game, Variant, List string
	Players, Aliases    []string
	Since, Until        string
	Last                int
	AnyRules            bool
	// lastGiven says --last was given: --last 0 is refused, not taken
	// for every game.
	lastGiven func() bool
	// kinds are the kinds of game --game names one of.
	kinds gamekind.Kinds
}

// Add defines the filters' flags in f, a command's flags (the flag set
// and not the command: the server, which counts games too, takes no
// command line's packages); --game names one of ks.
func (opts *Filters) Add(f *pflag.FlagSet, ks gamekind.Kinds) {
	opts.lastGiven = func() bool { return f.Changed("last") }
	opts.kinds = ks
	f.StringVar(&opts.Game, "game", "", msg.OneOf(ks.Names()...).In(msg.English())) // the flags' help is English
	f.StringVar(&opts.Variant, "variant", "", "only this Yatzy variant (under house rules: as stats shows it, scandinavian+1a2b3c4d)")
	f.BoolVar(&opts.AnyRules, "any-rules", false, "count Yatzy games under house rules with their variant (otherwise apart)")
	f.StringVar(&opts.List, "list", "", "only games of this list of rounds")
	f.StringArrayVar(&opts.Players, "player", nil, "only games this player played; twice for two players head to head")
	f.StringVar(&opts.Since, "since", "", "from this day on (YYYY-MM-DD)")
	f.StringVar(&opts.Until, "until", "", "up to this day (YYYY-MM-DD)")
	f.IntVar(&opts.Last, "last", 0, "only the most recent N games")
	f.StringArrayVar(&opts.Aliases, "alias", nil, `count two names as one player: "Bosse=Bo"`)
}

// Filter checks the flags and makes the filter and the aliases of them.
func (opts *Filters) Filter() (history.Filter, history.Aliases, error) {
	f := history.Filter{Variant: opts.Variant, List: opts.List, Players: opts.Players, Last: opts.Last, AnyRules: opts.AnyRules}
	f.Game = strings.ToLower(opts.Game)
	if f.Game != "" && opts.kinds.Named(f.Game) == nil {
		return f, nil, msg.Errorf("--game %q: want %s", opts.Game, msg.OneOf(opts.kinds.Names()...))
	}
	if opts.Variant != "" {
		if _, err := scoresheet.LookupVariant(scoresheet.KeyVariant(opts.Variant)); err != nil {
			return f, nil, err
		}
	}
	if opts.Last < 0 || opts.Last == 0 && opts.lastGiven != nil && opts.lastGiven() {
		return f, nil, msg.Errorf("--last %d: want a number of games, 1 or more", opts.Last)
	}
	if len(opts.Players) > 2 {
		return f, nil, msg.Errorf("--player given %d times: give one player, or two head to head", len(opts.Players))
	}
	var err error
	if f.Since, err = day("--since", opts.Since); err != nil {
		return f, nil, err
	}
	if f.Until, err = day("--until", opts.Until); err != nil {
		return f, nil, err
	}
	aliases := history.Aliases{}
	for _, s := range opts.Aliases {
		alias, name, ok := strings.Cut(s, "=")
		alias, name = strings.TrimSpace(alias), strings.TrimSpace(name)
		if !ok || alias == "" || name == "" {
			return f, nil, msg.Errorf("--alias %q: want ALIAS=NAME, like \"Bosse=Bo\"", s)
		}
		aliases[alias] = name
	}
	return f, aliases, nil
}

// day reads a day given as YYYY-MM-DD, in this machine's time zone.
func day(flag, s string) (time.Time, error) {
	if s == "" {
		return time.Time{}, nil
	}
	t, err := time.ParseInLocation("2006-01-02", s, time.Local)
	if err != nil {
		return t, msg.Errorf("%s %q: want a day as YYYY-MM-DD, like 2026-11-30", flag, s)
	}
	return t, nil
}

// printBoxes writes, for each variant, each player's average in each box
// and, after it, how many times the box was struck.
func (r Reporter) PrintBoxes(lines []history.YatzyLine) {
	a, out := r.Lang, r.Out
	for i := 0; i < len(lines); {
		j := i
		for j < len(lines) && lines[j].Variant == lines[i].Variant {
			j++
		}
		v, err := scoresheet.LookupVariant(lines[i].Variant)
		if err != nil {
			i = j
			continue
		}
		fmt.Fprintf(out, "\n%s\n", a.T("Box by box, %s: the average, and the strikes after ×", a.VariantName(v)))
		heads := []string{""}
		for _, l := range lines[i:j] {
			heads = append(heads, playername.Display(l.Player))
		}
		rows := [][]string{heads}
		for _, b := range v.Boxes {
			row := []string{v.Name(b, a.Sheets)}
			for _, l := range lines[i:j] {
				cell := a.Decimal(l.BoxAverage[b], 1)
				if n := l.Strikes[b]; n > 0 {
					cell += fmt.Sprintf(" ×%d", n)
				}
				row = append(row, cell)
			}
			rows = append(rows, row)
		}
		table(out, rows, r.Width)
		i = j
	}
}

// Price reads the counted Yatzy games again, with their sheets, and adds
// what optimal play says of them, working out the tables if need be.
func (r Reporter) Price(st *history.Stats, aliases history.Aliases) error {
	s := r.Store
	var (
		games []history.Game
		mu    sync.Mutex
	)
	if _, err := history.EachOf(s, r.Kinds, st.Counted, func(g history.Game) {
		if g.Sheet == nil {
			return
		}
		mu.Lock()
		games = append(games, g)
		mu.Unlock()
	}); err != nil {
		return err
	}
	tables, err := r.Tables()
	if err != nil {
		return err
	}
	return st.Price(games, aliases, tables.Table)
}

// PrintStats writes the statistics as tables, naming house rules as
// house has them (HousesOf).
func (r Reporter) PrintStats(st history.Stats, house catalog.Houses) {
	a := r.Lang
	out := render.Wrapping(r.Out, r.width())
	if st.Games == 0 {
		fmt.Fprintln(out, a.T("No finished games to count."))
		return
	}
	fmt.Fprintln(out, a.N(st.Games, "%d game", "%d games", st.Games))
	percent := a.Percent
	wins := Wins
	// Each group in two tables, so that each fits in 80 columns: the
	// results, then the rates and the pictures.
	for i := 0; i < len(st.Yatzy); {
		j := i
		low, high := st.Yatzy[i].Worst, st.Yatzy[i].Best // for the histograms
		for j < len(st.Yatzy) && st.Yatzy[j].Variant == st.Yatzy[i].Variant {
			low, high = min(low, st.Yatzy[j].Worst), max(high, st.Yatzy[j].Best)
			j++
		}
		fmt.Fprintf(out, "\nYatzy · %s\n", a.HouseVariant(st.Yatzy[i].Variant, house))
		results := [][]string{{a.T("player"), a.T("games"), a.T("wins (shared)"), a.T("win rate"), a.T("average"), a.T("best"), a.T("worst")}}
		yatzy, extra := rateHeads(a, st.Yatzy[i].Variant)
		rates := [][]string{{a.T("player"), a.T("median"), a.T("bonus"), yatzy}}
		if extra != "" {
			rates[0] = append(rates[0], extra)
		}
		rates[0] = append(rates[0], a.T("totals"), fmt.Sprintf("%d–%d", low, high))
		for _, l := range st.Yatzy[i:j] {
			name := render.Cut(playername.Display(l.Player), render.NameCells)
			results = append(results, []string{name, fmt.Sprint(l.Games), wins(l.Wins, l.Shared), percent(l.WinRate),
				a.Decimal(l.Average, 1), fmt.Sprint(l.Best), fmt.Sprint(l.Worst)})
			row := []string{name, a.Decimal(l.Median, 1), percent(l.BonusRate), percent(l.YatzyRate)}
			if extra != "" {
				row = append(row, fmt.Sprint(l.Extra))
			}
			rates = append(rates, append(row, Trend(l.Totals), Spread(l.Totals, low, high)))
		}
		table(out, results, r.Width)
		fmt.Fprintln(out)
		table(out, rates, r.Width)
		i = j
	}
	printOptimal(a, out, st.Yatzy, house)
	for i := 0; i < len(st.Cards); {
		j := i
		for j < len(st.Cards) && st.Cards[j].List == st.Cards[i].List {
			j++
		}
		fmt.Fprintf(out, "\n%s · %s\n", a.T("Card game"), contracts.ListTitleIn(st.Cards[i].Title, a))
		results := [][]string{{a.T("player"), a.T("games"), a.T("wins (shared)"), a.T("win rate"), a.T("average"), a.T("a round")}}
		rounds := [][]string{{a.T("player"), a.T("went out"), a.T("best round"), a.T("worst round"), a.T("totals")}}
		for _, l := range st.Cards[i:j] {
			name := render.Cut(playername.Display(l.Player), render.NameCells)
			results = append(results, []string{name, fmt.Sprint(l.Games), wins(l.Wins, l.Shared), percent(l.WinRate),
				a.Decimal(l.Average, 1), a.Decimal(l.PerRound, 1)})
			rounds = append(rounds, []string{name, fmt.Sprint(l.Out), fmt.Sprint(l.Best), fmt.Sprint(l.Worst), Trend(l.Totals)})
		}
		table(out, results, r.Width)
		fmt.Fprintln(out)
		table(out, rounds, r.Width)
		i = j
	}
	for _, t := range st.Tables {
		title, heads, rows := KindTable(a, r.Kinds, t, house)
		fmt.Fprintf(out, "\n%s\n", title)
		for _, row := range rows {
			row[0] = render.Cut(row[0], render.NameCells)
		}
		table(out, append([][]string{heads}, rows...), r.Width)
	}
	if v := st.Versus; v != nil {
		fmt.Fprintln(out)
		x, y := render.Cut(playername.Display(v.A), render.NameCells), render.Cut(playername.Display(v.B), render.NameCells)
		fmt.Fprintln(out, VersusLine(a, x, y, *v))
	}
	printRecords(a, out, st.Records, KindRecords(a, r.Kinds, st.Records, house), house)
}

// KindTable is a kind's own table of figures (history.Table) in a's
// words: its title (the kind, and what its games are of as the kind
// names it, house rules by their names in house), its heads and each
// player's figures, the player's name first, in decimal marks.
func KindTable(a *catalog.Language, ks gamekind.Kinds, t history.Table, house catalog.Houses) (title string, heads []string, rows [][]string) {
	title = t.Kind + " · " + ks.Of(a, t.Kind, t.Title, house)
	heads = []string{a.T("player")}
	for _, c := range t.Columns {
		head := c.Head // the kind's key, checked where the kind made the column (history.Col)
		heads = append(heads, a.T(head))
	}
	for _, row := range t.Rows {
		cells := []string{playername.Display(row.Player)}
		for i, c := range t.Columns {
			cell := ""
			if i < len(row.Values) {
				cell = a.Decimal(row.Values[i], c.Decimals)
			}
			cells = append(cells, cell)
		}
		rows = append(rows, cells)
	}
	return title, heads, rows
}

// VersusLine says two players' games together, x and y as they are
// shown: how many, and who finished ahead how often.
func VersusLine(a *catalog.Language, x, y string, v history.Versus) string {
	return a.N(v.Games, "%s against %s: %d game together; %s ahead %d, %s ahead %d, level %d", "%s against %s: %d games together; %s ahead %d, %s ahead %d, level %d", x, y, v.Games, x, v.AAhead, y, v.BAhead, v.Level)
}

// table writes rows (the heads first) in columns, the names to the left
// and the numbers to the right, as wide as the terminal draws them.
func table(out io.Writer, rows [][]string, width int) {
	c := render.Columns{Heads: true}
	for j := 1; j < len(rows[0]); j++ {
		c.Right = append(c.Right, j)
	}
	for _, r := range rows {
		c.Add(r...)
	}
	c.Write(out, width)
}

// printOptimal writes, for each variant priced, what optimal play expects
// and what each player's choices lost a game, a line each.
func printOptimal(a *catalog.Language, out io.Writer, lines []history.YatzyLine, house catalog.Houses) {
	variant := ""
	for _, l := range lines {
		if l.Expected == nil {
			continue
		}
		if l.Variant != variant {
			variant = l.Variant
			fmt.Fprintf(out, "\n%s\n", a.T("Optimal play in %s expects %.2f a game; lost a game against it:", a.HouseVariant(l.Variant, house), *l.Expected))
		}
		fmt.Fprintf(out, "  %s %s\n", render.Cut(playername.Display(l.Player), render.NameCells), a.Decimal(*l.Lost, 2))
	}
}

// printRecords writes the bests, each with its game and day, a line
// each: the built-in kinds' (r), then the other kinds' (theirs).
func printRecords(a *catalog.Language, out io.Writer, r history.Records, theirs []RecordList, house catalog.Houses) {
	if len(r.HighestTotals)+len(r.MostYatzys)+len(r.LowestTotals)+len(theirs) == 0 {
		return
	}
	fmt.Fprintf(out, "\n%s\n", a.T("Records"))
	list := func(head string, recs []history.Record) {
		if len(recs) == 0 {
			return
		}
		fmt.Fprintf(out, "  %s:\n", head)
		for _, rec := range recs {
			fmt.Fprintf(out, "    %s\n", a.T("%d %s (%s, %s)", rec.Value, render.Cut(playername.Display(rec.Player), render.NameCells), rec.Game, rec.Played.Format("2006-01-02")))
		}
	}
	for _, of := range GroupRecords(r.HighestTotals) {
		list(a.T("Highest totals, %s", a.HouseVariant(of[0].Of, house)), of)
	}
	list(a.T("Most Yatzys in a game"), r.MostYatzys)
	for _, of := range GroupRecords(r.LowestTotals) {
		list(a.T("Lowest card-game totals, %s", contracts.ListTitleIn(of[0].Of, a)), of)
	}
	for _, l := range theirs {
		list(l.Head, l.Records)
	}
}

// A RecordList is records under their head, in a reader's words.
type RecordList struct {
	Head    string
	Records []history.Record
}

// KindRecords are the records of the kinds not built in (r.Kinds) in
// a's words: a list for each kind of record and what its games are of,
// headed by the kind of record's head with what they are of as the kind
// names it (house rules by their names in house).
func KindRecords(a *catalog.Language, ks gamekind.Kinds, r history.Records, house catalog.Houses) []RecordList {
	var out []RecordList
	for _, k := range r.Kinds {
		head := k.Head // the kind's key, checked where the kind made its kind of record (history.NewRecordOf)
		for _, of := range GroupRecords(k.Records) {
			out = append(out, RecordList{Head: a.T(head, ks.Of(a, k.Kind, of[0].Of, house)), Records: of})
		}
	}
	return out
}

// GroupRecords cuts records into runs of the same Of: a variant's, a
// list's.
func GroupRecords(recs []history.Record) [][]history.Record {
	var out [][]history.Record
	for i, r := range recs {
		if i == 0 || r.Of != recs[i-1].Of {
			out = append(out, nil)
		}
		out[len(out)-1] = append(out[len(out)-1], r)
	}
	return out
}

// Wins writes wins and, of them, the shared: "12 (3)", or "12".
func Wins(w, shared int) string {
	if shared == 0 {
		return strconv.Itoa(w)
	}
	return fmt.Sprintf("%d (%d)", w, shared)
}

// spreadBins is how many ranges of totals a spread shows.
const spreadBins = 10

// Spread draws how often a player's totals fell in each tenth of the range
// low to high (the variant's lowest and highest total): a histogram on one
// line, a bar a range, the player's most frequent range the tallest.
func Spread(totals []int, low, high int) string {
	var counts [spreadBins]int
	for _, t := range totals {
		i := spreadBins - 1
		if high > low {
			i = min((t-low)*spreadBins/(high-low), spreadBins-1)
		}
		counts[i]++
	}
	most := slices.Max(counts[:])
	bars := []rune(" ▁▂▃▄▅▆▇█")
	var b strings.Builder
	for _, c := range counts {
		i := 0
		if c > 0 {
			i = 1 + (c*(len(bars)-2)+most-1)/most
			i = min(i, len(bars)-1)
		}
		b.WriteRune(bars[i])
	}
	return b.String()
}

// Trend draws totals, oldest first, as a line of bars from the lowest to
// the highest (the last twenty); plain characters, which read without
// colour. A single total is shown as its number.
func Trend(totals []int) string {
	if len(totals) > 20 {
		totals = totals[len(totals)-20:]
	}
	switch len(totals) {
	case 0:
		return ""
	case 1: // no trend yet: the one total
		return strconv.Itoa(totals[0])
	}
	low, high := totals[0], totals[0]
	for _, t := range totals {
		low, high = min(low, t), max(high, t)
	}
	bars := []rune("▁▂▃▄▅▆▇█")
	var b strings.Builder
	for _, t := range totals {
		i := len(bars) - 1
		if high > low {
			i = (t - low) * (len(bars) - 1) / (high - low)
		}
		b.WriteRune(bars[i])
	}
	return b.String()
}

// rateHeads names the rates table's columns of a variant's Yatzy (its
// key, as history gives it): its all-alike box as its sheet names it
// (Maxi Yatzy, Five of a kind), and its extra-Yatzy bonus ("+100"), ""
// for a variant without one (house rules add none).
func rateHeads(a *catalog.Language, key string) (yatzy, extra string) {
	v, err := scoresheet.LookupVariant(scoresheet.KeyVariant(key))
	if err != nil {
		return "Yatzy", ""
	}
	if v.HasJoker() {
		extra = fmt.Sprintf("+%d", v.ExtraBonus)
	}
	return v.Name(scoresheet.Yatzy, a.Sheets), extra
}

// KnownPlayers refuses a --player that is no player of games, with the
// nearest name if one is near (one typed without its accents, "karin"
// for Kärin): it would count no games, and say only that.
func KnownPlayers(games []history.Result, f history.Filter, a history.Aliases) error {
	for _, want := range f.Players {
		names := map[string]string{} // folded, without diacritics: as shown
		found := false
		for _, g := range games {
			for _, p := range g.Players {
				if playername.Fold(p.Name) == playername.Fold(want) || a[p.Name] != "" && playername.Fold(a[p.Name]) == playername.Fold(want) {
					found = true
				}
				names[playername.Loose(p.Name)] = p.Name
			}
		}
		if found {
			continue
		}
		best, dist := "", 0
		for folded, shown := range names {
			if d := levenshtein.ComputeDistance(folded, playername.Loose(want)); best == "" || d < dist || d == dist && shown < best {
				best, dist = shown, d
			}
		}
		if best != "" && dist <= max(1, utf8.RuneCountInString(want)/3) {
			return msg.Errorf("--player %q plays in no saved game: did you mean %s?", want, best)
		}
		return msg.Errorf("--player %q plays in no saved game", want)
	}
	return nil
}
