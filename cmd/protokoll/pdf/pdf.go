// Package sheets is the pdf command: blank and filled sheets and the round
// lists, as PDF.
package pdf

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/outfile"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/report"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/contracts"
	draw "github.com/kitchentable/protokoll/pdf"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// pdfFlags are the flags every pdf command takes.
type pdfFlags struct {
	Output string
	Paper  string
}

func (f *pdfFlags) add(cmd *cobra.Command) {
	cmd.Flags().StringVarP(&f.Output, "output", "o", "", "the PDF file to write, - for standard output (required)")
	cmd.Flags().StringVar(&f.Paper, "paper", "a4", "a4 or letter")
}

// A page is what every pdf command prints with: where, in what words,
// and the environment that may date it (SOURCE_DATE_EPOCH).
type page struct {
	IO     *iostreams.IOStreams
	Lang   *catalog.Language
	Getenv func(string) string
	// Keep is the folders -o never writes into: the games' (see
	// outfile.Output).
	Keep func() []string
}

func pageOf(f *cmdutil.Factory) page {
	return page{IO: f.IO, Getenv: f.Getenv, Keep: func() []string { return cmdutil.Keep(f.Store) }}
}

// options checks the flags before anything is drawn.
func (f *pdfFlags) options(p page) (draw.Options, error) {
	if f.Output == "" {
		return draw.Options{}, msg.Errorf("-o FILE is required (- for standard output)")
	}
	date, err := stamp(p.Getenv)
	if err != nil {
		return draw.Options{}, err
	}
	return draw.Options{Paper: strings.ToLower(f.Paper), Words: p.Lang, Date: date}, draw.CheckPaper(f.Paper)
}

// blankDate stamps a blank sheet when SOURCE_DATE_EPOCH does not say
// otherwise: a blank sheet has no date of its own, and the same command
// gives the same bytes.
var blankDate = time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)

// stamp is the date a sheet is stamped with: SOURCE_DATE_EPOCH (seconds
// since 1970, as reproducible builds set it) or blankDate. A game's sheet
// is stamped with the game's own date instead.
func stamp(getenv func(string) string) (time.Time, error) {
	v := getenv("SOURCE_DATE_EPOCH")
	if v == "" {
		return blankDate, nil
	}
	sec, err := strconv.ParseInt(v, 10, 64)
	if err != nil || sec < 0 {
		return time.Time{}, msg.Errorf("SOURCE_DATE_EPOCH=%q is not a count of seconds since 1970", v)
	}
	return time.Unix(sec, 0).UTC(), nil
}

// warnNames says, for each of names with characters the sheets' font
// cannot draw (an emoji, Chinese), whose name it is and which: the PDF
// prints the name without them, never a silent "?".
func warnNames(p page, names ...string) {
	var seen []string
	for _, n := range names {
		if slices.Contains(seen, n) {
			continue
		}
		seen = append(seen, n)
		if missing := draw.Undrawable(n); len(missing) > 0 {
			fmt.Fprintln(p.IO.ErrOut, "protokoll: "+p.Lang.T("warning: %s", p.Lang.T("%s: the PDF's font cannot draw %s; the name is printed without them (a name of none else as its column's number, #2)",
				playername.Display(n), strings.Join(missing, " "))))
		}
	}
}

// write puts the PDF where -o says, whole or not at all.
func (f *pdfFlags) write(p page, b []byte) error {
	var keep []string
	if p.Keep != nil {
		keep = p.Keep()
	}
	toFile, err := outfile.Output(f.Output, p.IO.Out, b, keep...)
	if err == nil && toFile {
		fmt.Fprintln(p.IO.ErrOut, p.Lang.T("wrote %s", f.Output))
	}
	return err
}

// NewCmdPDF is the pdf command, with the sheets below it.
func NewCmdPDF(f *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "pdf",
		Short: "Print sheets as PDF: blank and filled scoresheets, round-list cheat sheets",
		Args:  cmdutil.NoArgs,
	}
	cmd.AddCommand(NewCmdSheet(f, nil), NewCmdGame(f, nil), NewCmdContracts(f, nil), NewCmdRummySheet(f, nil), NewCmdStats(f, nil), NewCmdRules(f, nil))
	return cmd
}

// SheetOptions are pdf sheet's.
type SheetOptions struct {
	page
	Langs catalog.Languages
	Store func() (store.Store, error)
	pdfFlags
	Variant, Players string
	House            string // --rules: house rules, a file or a saved name
	Columns, Games   int
	Halves           bool
	RulesOnBack      bool // --rules-on-back: the variant's rules card on the back page
	// Given names the flags given of --players, --columns and --games:
	// those given decide the sheet, whatever their values.
	Given []string
}

// NewCmdSheet is pdf sheet; runF, when not nil, runs instead of it.
func NewCmdSheet(f *cmdutil.Factory, runF func(*SheetOptions) error) *cobra.Command {
	opts := &SheetOptions{page: pageOf(f), Langs: f.Langs, Store: f.Store}
	cmd := &cobra.Command{
		Use:   "sheet --variant V [--players NAMES | --columns N] [--games N] -o FILE",
		Short: "A blank Yatzy sheet, or a solo pad of several games",
		Example: `  protokoll pdf sheet --players "Anna,Bo,Cecilia" -o yatzy.pdf
  protokoll --lang sv pdf sheet --variant maxi --columns 4 -o maxi.pdf
  protokoll pdf sheet --games 6 -o pad.pdf
  protokoll pdf sheet --players "Anna,Bo,Cecilia,Dan" --games 2 -o two.pdf
  protokoll pdf sheet --columns 3 --halves -o two.pdf`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			for _, n := range []string{"players", "columns", "games"} {
				if cmd.Flags().Changed(n) {
					opts.Given = append(opts.Given, n)
				}
			}
			if runF != nil {
				return runF(opts)
			}
			return sheetRun(opts)
		},
	}
	opts.add(cmd)
	cmd.Flags().StringVar(&opts.Variant, "variant", "scandinavian", "scandinavian, forced, maxi or standard")
	cmd.Flags().StringVar(&opts.House, "rules", "", cmdutil.HouseFlagHelp)
	cmd.Flags().StringVar(&opts.Players, "players", "", fmt.Sprintf("names for the columns, comma-separated (1–%d)", draw.MaxColumns))
	cmd.Flags().IntVar(&opts.Columns, "columns", 4, fmt.Sprintf("blank columns, to write names in (1–%d)", draw.MaxColumns))
	cmd.Flags().IntVar(&opts.Games, "games", 0, fmt.Sprintf("this many games on the page: alone a solo pad (1–%d), with --players or --columns a game of them each", draw.MaxColumns))
	cmd.Flags().BoolVar(&opts.Halves, "halves", false, "two sheets on one page turned on its side (A5 halves of A4), to cut apart")
	cmd.Flags().BoolVar(&opts.RulesOnBack, "rules-on-back", false, "the variant's rules on a second page, to print on the sheet's back")
	return cmd
}

func sheetRun(opts *SheetOptions) error {
	o, err := opts.options(opts.page)
	if err != nil {
		return err
	}
	v, err := cmdutil.Variant(opts.Store, opts.Langs, opts.Variant, opts.House)
	if err != nil {
		return err
	}
	games := slices.Contains(opts.Given, "games")
	if len(opts.Given) > 2 || len(opts.Given) == 2 && !games {
		return msg.Errorf("give --players or --columns, and --games for several games on a sheet")
	}
	o.Halves, o.RulesOnBack = opts.Halves, opts.RulesOnBack
	var b []byte
	var columns []string
	switch {
	case slices.Contains(opts.Given, "players"):
		names, perr := playername.Parse(opts.Players)
		if perr != nil {
			return perr
		}
		if len(names) == 0 {
			return msg.Errorf("--players names no one: give 1 to %d names, comma-separated", draw.MaxColumns)
		}
		columns = names
	case slices.Contains(opts.Given, "columns") || !games:
		if opts.Columns < 1 || opts.Columns > draw.MaxColumns {
			return msg.Errorf("--columns %d: a sheet has 1 to %d columns", opts.Columns, draw.MaxColumns)
		}
		columns = make([]string, opts.Columns)
	}
	switch {
	case games && columns == nil:
		b, err = draw.SoloPad(v, opts.Games, o) // a pad of one player's games
	case games:
		b, err = draw.Games(v, columns, opts.Games, o)
	default:
		b, err = draw.Sheet(v, columns, o)
	}
	if err != nil {
		return err
	}
	warnNames(opts.page, columns...)
	return opts.write(opts.page, b)
}

// GameOptions are pdf game's.
type GameOptions struct {
	page
	Store func() (store.Store, error)
	Kinds gamekind.Kinds
	Now   func() time.Time
	pdfFlags
	Game string
}

// NewCmdGame is pdf game; runF, when not nil, runs instead of it.
func NewCmdGame(f *cmdutil.Factory, runF func(*GameOptions) error) *cobra.Command {
	opts := &GameOptions{page: pageOf(f), Store: f.Store, Kinds: f.Kinds, Now: f.Now}
	cmd := &cobra.Command{
		Use:   "game GAME -o FILE",
		Short: "A saved game's sheet filled in, finished or running",
		Args:  cmdutil.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.Game = f.Lang, args[0]
			if runF != nil {
				return runF(opts)
			}
			return gameRun(opts)
		},
	}
	opts.add(cmd)
	return cmd
}

func gameRun(opts *GameOptions) error {
	o, err := opts.options(opts.page)
	if err != nil {
		return err
	}
	s, err := opts.Store()
	if err != nil {
		return err
	}
	j, err := s.Read(opts.Game)
	if err != nil {
		return err
	}
	render.Warnings(opts.IO.ErrOut, opts.Lang, j.Warnings)
	o.Date = j.Header.Created.In(opts.Now().Location()) // the day it was played, in this machine's time zone
	if opts.Kinds.Named(j.Header.Game) == nil {
		return msg.Errorf("%q is a %q game, which this protokoll cannot print", j.Name, j.Header.Game)
	}
	g, err := opts.Kinds.Load(j)
	if err != nil {
		return err
	}
	o.Race = raceOf(opts.Lang, j.Name, g.Race(), history.SpansOf(j.Header.Created, g.Times()))
	b, err := g.Paper(o)
	if err != nil {
		return err
	}
	warnNames(opts.page, g.Players()...)
	return opts.write(opts.page, b)
}

// raceOf is a game's running totals for its sheet's back page, in l,
// with the time it was played; nil before a round is played.
func raceOf(l *catalog.Language, name string, r history.Race, spans []history.Span) *draw.Race {
	if len(r.Totals) == 0 || len(r.Totals[0]) == 0 {
		return nil
	}
	var players []string
	for _, p := range r.Players {
		players = append(players, playername.Display(p))
	}
	race := &draw.Race{Title: l.T("%s: the running totals", name), Players: players, Totals: r.Totals, Rounds: r.Rounds,
		Decided: r.Decided, Mark: render.Lead(l, r), Round: l.T("round")}
	if d := (history.Result{Spans: spans}).Length(); d > 0 {
		race.Notes = append(race.Notes, l.T("Time played: %s", render.Played(l, d)))
	}
	return race
}

// ContractsOptions are pdf contracts'.
type ContractsOptions struct {
	page
	pdfFlags
	List string
	All  bool
}

// NewCmdContracts is pdf contracts; runF, when not nil, runs instead of it.
func NewCmdContracts(f *cmdutil.Factory, runF func(*ContractsOptions) error) *cobra.Command {
	opts := &ContractsOptions{page: pageOf(f)}
	cmd := &cobra.Command{
		Use:   "contracts (--list L | --all) -o FILE",
		Short: "The cheat sheet: a page per list, its rounds explained, card points and key rules",
		Example: `  protokoll --lang sv pdf contracts --list 7 -o lista7.pdf
  protokoll pdf contracts --all -o listor.pdf`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			if runF != nil {
				return runF(opts)
			}
			return contractsRun(opts)
		},
	}
	opts.add(cmd)
	cmd.Flags().StringVar(&opts.List, "list", "", "a list: 1–12 or a file of your own")
	cmd.Flags().BoolVar(&opts.All, "all", false, "every built-in list")
	return cmd
}

func contractsRun(opts *ContractsOptions) error {
	o, err := opts.options(opts.page)
	if err != nil {
		return err
	}
	var lists []*contracts.List
	switch {
	case opts.All && opts.List != "":
		return msg.Errorf("give --list or --all, not both")
	case opts.All:
		lists = contracts.Lists()
	case opts.List != "":
		l, err := cmdutil.LoadList(opts.List)
		if err != nil {
			return err
		}
		lists = []*contracts.List{l}
	default:
		return msg.Errorf("which list? give --list L (1–12 or a file) or --all")
	}
	b, err := draw.Contracts(lists, o)
	if err != nil {
		return err
	}
	return opts.write(opts.page, b)
}

// RulesOptions are pdf rules': a Yatzy variant's rules, or the card
// game's.
type RulesOptions struct {
	page
	Langs catalog.Languages
	Store func() (store.Store, error)
	pdfFlags
	Variant, House string
	Rummy          bool
	Halves         bool
}

// NewCmdRules is pdf rules; runF, when not nil, runs instead of it.
func NewCmdRules(f *cmdutil.Factory, runF func(*RulesOptions) error) *cobra.Command {
	opts := &RulesOptions{page: pageOf(f), Langs: f.Langs, Store: f.Store}
	cmd := &cobra.Command{
		Use:   "rules [--variant V | --rules R | --rummy] -o FILE",
		Short: "The rules card a bought pad carries, on one page: the same rules as protokoll rules",
		Example: `  protokoll pdf rules -o regler.pdf
  protokoll --lang sv pdf rules --variant maxi -o maxi-regler.pdf
  protokoll pdf rules --rummy -o kort-regler.pdf`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			if opts.Rummy && (cmd.Flags().Changed("variant") || cmd.Flags().Changed("rules")) {
				return msg.Errorf("give --variant or --rules, or --rummy, not both")
			}
			if runF != nil {
				return runF(opts)
			}
			return rulesRun(opts)
		},
	}
	opts.add(cmd)
	cmd.Flags().StringVar(&opts.Variant, "variant", "scandinavian", "scandinavian, forced, maxi or standard")
	cmd.Flags().StringVar(&opts.House, "rules", "", cmdutil.HouseFlagHelp)
	cmd.Flags().BoolVar(&opts.Rummy, "rummy", false, "the card game's rules: card points, wilds, buying, the meld words")
	cmd.Flags().BoolVar(&opts.Halves, "halves", false, "the card twice on one page turned on its side (A5 halves of A4), to cut apart")
	return cmd
}

func rulesRun(opts *RulesOptions) error {
	o, err := opts.options(opts.page)
	if err != nil {
		return err
	}
	o.Halves = opts.Halves
	var b []byte
	if opts.Rummy {
		b, err = draw.RummyRules(o)
	} else {
		v, verr := cmdutil.Variant(opts.Store, opts.Langs, opts.Variant, opts.House)
		if verr != nil {
			return verr
		}
		b, err = draw.YatzyRules(v, o)
	}
	if err != nil {
		return err
	}
	return opts.write(opts.page, b)
}

// RummySheetOptions are pdf rummy-sheet's.
type RummySheetOptions struct {
	page
	pdfFlags
	List, Players, Dealer string
}

// NewCmdRummySheet is pdf rummy-sheet; runF, when not nil, runs instead
// of it.
func NewCmdRummySheet(f *cmdutil.Factory, runF func(*RummySheetOptions) error) *cobra.Command {
	opts := &RummySheetOptions{page: pageOf(f)}
	cmd := &cobra.Command{
		Use:   "rummy-sheet --list L --players NAMES [--dealer NAME] -o FILE",
		Short: "A blank score sheet for the card game, with the contracts in its rows",
		Example: `  protokoll pdf rummy-sheet --list 7 --players "Anna,Bo,Cecilia,Dan" -o kväll.pdf
  protokoll pdf rummy-sheet --list 7 --players "Anna,Bo,Cecilia" --dealer Bo -o kväll.pdf`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			if runF != nil {
				return runF(opts)
			}
			return rummySheetRun(opts)
		},
	}
	opts.add(cmd)
	cmd.Flags().StringVar(&opts.List, "list", "", "a list: 1–12 or a file of your own")
	cmd.Flags().StringVar(&opts.Players, "players", "", fmt.Sprintf("the players' names, comma-separated (%d–%d)", contracts.MinPlayers, contracts.MaxPlayers))
	cmd.Flags().StringVar(&opts.Dealer, "dealer", "", "who deals the first round: a column then says who deals each round")
	return cmd
}

func rummySheetRun(opts *RummySheetOptions) error {
	o, err := opts.options(opts.page)
	if err != nil {
		return err
	}
	l, names, err := cmdutil.ListAndPlayers(opts.List, opts.Players)
	if err != nil {
		return err
	}
	b, err := draw.RummySheet(l, names, opts.Dealer, o)
	if err != nil {
		return err
	}
	warnNames(opts.page, append(names, opts.Dealer)...)
	return opts.write(opts.page, b)
}

// StatsOptions are pdf stats': the filters of protokoll stats.
type StatsOptions struct {
	page
	Reporter func() (report.Reporter, error)
	Tables   func() (*tablecache.Tables, error)
	pdfFlags
	report.Filters
	Optimal bool
}

// NewCmdStats is pdf stats; runF, when not nil, runs instead of it.
func NewCmdStats(f *cmdutil.Factory, runF func(*StatsOptions) error) *cobra.Command {
	opts := &StatsOptions{page: pageOf(f), Reporter: f.Reporter, Tables: f.Tables}
	cmd := &cobra.Command{
		Use:   "stats [--game G] [--variant V] [--list L] [--player NAME]... [--since DAY] [--until DAY] [--last N] -o FILE",
		Short: "The statistics on paper: each player's figures, and their totals as a histogram and a trend",
		Example: `  protokoll pdf stats -o stats.pdf
  protokoll --lang sv pdf stats --game yatzy --since 2026-01-01 -o i-år.pdf
  protokoll pdf stats --variant scandinavian --optimal -o stats.pdf`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang = f.Lang
			if runF != nil {
				return runF(opts)
			}
			return statsRun(opts)
		},
	}
	opts.add(cmd)
	opts.Filters.Add(cmd.Flags(), f.Kinds)
	cmd.Flags().BoolVar(&opts.Optimal, "optimal", false, "under each Yatzy variant's players, how often each total comes under optimal play (worked out once, seconds)")
	return cmd
}

func statsRun(opts *StatsOptions) error {
	a := opts.Lang
	o, err := opts.options(opts.page)
	if err != nil {
		return err
	}
	filter, aliases, err := opts.Filter()
	if err != nil {
		return err
	}
	rep, err := opts.Reporter()
	if err != nil {
		return err
	}
	games, err := rep.Results()
	if err != nil {
		return err
	}
	if err := report.KnownPlayers(games, filter, aliases); err != nil {
		return err
	}
	st := history.Compute(rep.Kinds, games, filter, aliases)
	if st.Games == 0 {
		return msg.Errorf("no finished games to count: no page to print")
	}
	percent := a.Percent
	wins := report.Wins
	house := rep.HousesOf(games)
	var groups []draw.StatsGroup
	for _, l := range st.Yatzy {
		title := "Yatzy · " + a.HouseVariant(l.Variant, house)
		v, verr := scoresheet.LookupVariant(scoresheet.KeyVariant(l.Variant))
		if verr != nil {
			v = scoresheet.Scandinavian()
		}
		extra := v.HasJoker() // the +100s: only a variant that has them
		if len(groups) == 0 || groups[len(groups)-1].Title != title {
			heads := []string{a.T("player"), a.T("games"), a.T("wins (shared)"), a.T("win rate"),
				a.T("average"), a.T("median"), a.T("best"), a.T("worst"), a.T("bonus"), v.Name(scoresheet.Yatzy, a.Sheets)}
			if extra {
				heads = append(heads, "+"+strconv.Itoa(v.ExtraBonus))
			}
			groups = append(groups, draw.StatsGroup{Title: title, Heads: heads})
		}
		g := &groups[len(groups)-1]
		if opts.Optimal && g.Expected == nil {
			if g.Expected, err = expected(opts, l.Variant); err != nil {
				return err
			}
		}
		cells := []string{playername.Display(l.Player), strconv.Itoa(l.Games), wins(l.Wins, l.Shared),
			percent(l.WinRate), a.Decimal(l.Average, 1), a.Decimal(l.Median, 1), strconv.Itoa(l.Best), strconv.Itoa(l.Worst),
			percent(l.BonusRate), percent(l.YatzyRate)}
		if extra {
			cells = append(cells, strconv.Itoa(l.Extra))
		}
		g.Rows = append(g.Rows, draw.StatsRow{Totals: l.Totals, Cells: cells})
	}
	for _, l := range st.Cards {
		title := a.T("Card game") + " · " + contracts.ListTitleIn(l.Title, a)
		if len(groups) == 0 || groups[len(groups)-1].Title != title {
			groups = append(groups, draw.StatsGroup{Title: title, Lower: true, Heads: []string{a.T("player"), a.T("games"), a.T("wins (shared)"),
				a.T("win rate"), a.T("average"), a.T("a round"), a.T("went out"), a.T("best round"), a.T("worst round")}})
		}
		g := &groups[len(groups)-1]
		g.Rows = append(g.Rows, draw.StatsRow{Totals: l.Totals, Cells: []string{playername.Display(l.Player), strconv.Itoa(l.Games), wins(l.Wins, l.Shared),
			percent(l.WinRate), a.Decimal(l.Average, 1), a.Decimal(l.PerRound, 1), strconv.Itoa(l.Out), strconv.Itoa(l.Best), strconv.Itoa(l.Worst)}})
	}
	for _, t := range st.Tables { // the figures of a kind not built in
		title, heads, rows := report.KindTable(a, rep.Kinds, t, house)
		g := draw.StatsGroup{Title: title, Heads: heads}
		for _, cells := range rows {
			g.Rows = append(g.Rows, draw.StatsRow{Cells: cells})
		}
		groups = append(groups, g)
	}
	groups = append(groups, moreGroups(a, rep.Kinds, st)...)
	page := draw.Stats{Title: a.N(st.Games, "Statistics of %d game", "Statistics of %d games", st.Games), Groups: groups,
		Period: period(a, filter, st)}
	page.Records = records(a, st.Records, report.KindRecords(a, rep.Kinds, st.Records, house), house)
	if len(st.Pairs) > 0 {
		h2h := draw.StatsList{Title: a.T("Head to head")}
		for _, v := range st.Pairs {
			x, y := playername.Display(v.A), playername.Display(v.B)
			h2h.Lines = append(h2h.Lines, report.VersusLine(a, x, y, v))
		}
		page.Versus = []draw.StatsList{h2h}
	}
	b, err := draw.StatsPage(page, o)
	if err != nil {
		return err
	}
	var players []string
	for _, l := range st.Yatzy {
		players = append(players, l.Player)
	}
	for _, l := range st.Cards {
		players = append(players, l.Player)
	}
	for _, t := range st.Tables {
		for _, r := range t.Rows {
			players = append(players, r.Player)
		}
	}
	warnNames(opts.page, players...)
	return opts.write(opts.page, b)
}

// period says which days the statistics count: from the filter's first
// day or the first game's, to its last or the last game's.
func period(a *catalog.Language, f history.Filter, st history.Stats) string {
	first, last := st.First, st.Last
	if !f.Since.IsZero() {
		first = f.Since
	}
	if !f.Until.IsZero() {
		last = f.Until
	}
	from, to := first.Format("2006-01-02"), last.Format("2006-01-02")
	if from == to {
		return a.T("Games of %s", from)
	}
	return a.T("Games from %s to %s", from, to)
}

// records are the bests on paper, as protokoll stats lists them: the
// built-in kinds' (r), then the other kinds' (theirs).
func records(a *catalog.Language, r history.Records, theirs []report.RecordList, house catalog.Houses) []draw.StatsList {
	var out []draw.StatsList
	list := func(head string, recs []history.Record) {
		l := draw.StatsList{Title: head}
		for _, rec := range recs {
			l.Lines = append(l.Lines, a.T("%d %s (%s, %s)", rec.Value, playername.Display(rec.Player), rec.Game, rec.Played.Format("2006-01-02")))
		}
		out = append(out, l)
	}
	for _, of := range report.GroupRecords(r.HighestTotals) {
		list(a.T("Records")+" · "+a.T("Highest totals, %s", a.HouseVariant(of[0].Of, house)), of)
	}
	list(a.T("Records")+" · "+a.T("Most Yatzys in a game"), r.MostYatzys)
	for _, of := range report.GroupRecords(r.LowestTotals) {
		list(a.T("Records")+" · "+a.T("Lowest card-game totals, %s", contracts.ListTitleIn(of[0].Of, a)), of)
	}
	for _, l := range theirs {
		list(a.T("Records")+" · "+l.Head, l.Records)
	}
	return out
}

// expected is how often each total of variant comes under optimal play,
// as the statistics page draws it; nil for a variant without a table, or
// without that distribution (maxi: saved rolls).
func expected(opts *StatsOptions, variant string) (*draw.Curve, error) {
	v, err := scoresheet.LookupVariant(variant)
	if err != nil || optimal.Solvable(v) != nil || v.SavedRolls {
		return nil, nil
	}
	tables, err := opts.Tables()
	if err != nil {
		return nil, err
	}
	t, err := tables.Table(v, scoresheet.Choices{})
	if err != nil {
		return nil, err
	}
	d, err := tables.StartDistribution(t)
	if err != nil {
		return nil, err
	}
	return &draw.Curve{Label: opts.Lang.T("Optimal play: %s expected", opts.Lang.Decimal(t.Start(), 2)), Lo: d.Lo, P: d.P}, nil
}
