package gamecmd_test

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	draw "github.com/kitchentable/protokoll/pdf"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/export"
	"github.com/kitchentable/protokoll/cmd/protokoll/games"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamecmd"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	pdfcmd "github.com/kitchentable/protokoll/cmd/protokoll/pdf"
	"github.com/kitchentable/protokoll/cmd/protokoll/recap"
	"github.com/kitchentable/protokoll/cmd/protokoll/stats"
	"github.com/kitchentable/protokoll/scoresheet"
)

// TestAThirdKindIsOneValue: a kind of game made up here (a race to 500
// points, an entry a player's points) is one gamekind.Kind added to the
// Factory's kinds; with nothing else changed, the games list lists its
// saved game beside a Yatzy game, show shows it (text, JSON, chart) and
// export writes its rows. Without the value the same file is a game
// protokoll does not know.
func TestAThirdKindIsOneValue(t *testing.T) {
	home := t.TempDir()
	s := store.Store{Dir: home}
	began := time.Date(2030, 1, 2, 20, 0, 0, 0, time.UTC)
	settings, err := json.Marshal(raceSettings{Players: []string{"Anna", "Bo"}, Target: 500})
	require.NoError(t, err)
	f, err := s.Create("race-1", store.Header{Game: "race", Created: began, Settings: settings})
	require.NoError(t, err)
	for i, e := range []raceEntry{{Player: "Anna", Points: 300}, {Player: "Bo", Points: 150}, {Player: "Anna", Points: 250}} {
		e.At = began.Add(time.Duration(i+1) * time.Minute)
		require.NoError(t, f.Append(e))
	}
	require.NoError(t, f.Close())
	y, err := s.CreateYatzy("kväll", scoresheet.Scandinavian(), []string{"Cilla"}, scoresheet.Choices{})
	require.NoError(t, err)
	y.Close()

	race := raceKind()
	with := append(gamekind.Builtin(), race)

	// Listed.
	out, errOut, err := run(home, with, games.NewCmdGames, "games")
	require.NoError(t, err, errOut)
	assert.Regexp(t, `race-1 +first to 500 +Anna, Bo +Winner: Anna`, out)
	assert.Regexp(t, `kväll +scandinavian +Cilla`, out, "the built-in kinds as before")
	out, _, err = run(home, with, games.NewCmdGames, "games", "--json")
	require.NoError(t, err)
	assert.Contains(t, out, `"game": "race"`)

	// Shown.
	show := func(f *cmdutil.Factory, _ func(*gamecmd.ShowOptions) error) *cobra.Command {
		return gamecmd.NewCmdShow(f, race, nil)
	}
	out, errOut, err = run(home, with, show, "show", "race-1")
	require.NoError(t, err, errOut)
	assert.Equal(t, "race-1 · first to 500\nAnna   550\nBo     150\nWinner: Anna\n", out)
	out, _, err = run(home, with, show, "show", "race-1", "--json")
	require.NoError(t, err)
	assert.JSONEq(t, `{"name":"race-1","totals":{"Anna":550,"Bo":150}}`, out)
	out, _, err = run(home, with, show, "show", "race-1", "--chart")
	require.NoError(t, err)
	assert.Contains(t, out, "━ Anna 550  ━ Bo 150", "the chart's legend, from the kind's race")
	_, _, err = run(home, with, show, "show", "kväll")
	assert.ErrorContains(t, err, `"kväll" is a yatzy game, not a race game`)

	// Exported.
	out, errOut, err = run(home, with, export.NewCmdExport, "export")
	require.NoError(t, err, errOut)
	assert.Contains(t, out, "race-1,2030-01-02,race,first to 500,Anna,1,,,,,300\n"+
		"race-1,2030-01-02,race,first to 500,Bo,2,,,,,150\n"+
		"race-1,2030-01-02,race,first to 500,Anna,3,,,,,250\n")
	assert.Contains(t, out, "kväll,", "the built-in kinds as before")
	out, _, err = run(home, with, export.NewCmdExport, "export", "--format", "jsonl")
	require.NoError(t, err)
	assert.Contains(t, out, `"game":"race-1","date":"2030-01-02","kind":"race"`)
	// And imported again, the same game: its rows name its players.
	jsonl := filepath.Join(t.TempDir(), "games.jsonl")
	require.NoError(t, os.WriteFile(jsonl, []byte(strings.ReplaceAll(out, "2030-", "2020-")), 0o600))
	again := t.TempDir()
	_, errOut, err = run(again, with, export.NewCmdImport, "import", jsonl)
	require.NoError(t, err, errOut)
	out, _, err = run(again, with, show, "show", "race-1")
	require.NoError(t, err)
	assert.Equal(t, "race-1 · first to 500\nAnna   550\nBo     150\nWinner: Anna\n", out)

	// With no games, each kind's command is said to start one.
	out, _, err = run(t.TempDir(), with, games.NewCmdGames, "games")
	require.NoError(t, err)
	assert.Contains(t, out, "\nStart one: protokoll yatzy, protokoll rummy, or protokoll race\n")

	// A kind protokoll does not know is refused naming the kinds it
	// does, the made-up one among them, in the reader's words.
	_, _, err = run(home, with, stats.NewCmdStats, "stats", "--game", "chess")
	assert.EqualError(t, err, `--game "chess": want yatzy, rummy or race`)
	sv := catalog.Builtin().Lookup("sv")
	assert.Equal(t, `--game "chess": välj yatzy, rummy eller race`, sv.Say(err))
	ios, _, _ := iostreams.Test("")
	fac := cmdutil.New(ios, func(string) string { return "" }, time.Now, catalog.Builtin())
	fac.Kinds = with
	cmd := stats.NewCmdStats(fac, nil)
	assert.Equal(t, "yatzy, rummy or race", cmd.Flag("game").Usage, "the flag's help")
	assert.Contains(t, cmd.Use, "[--game yatzy|rummy|race]")
	out, _, err = run(home, with, export.NewCmdExport, "export", "--format", "jsonl")
	require.NoError(t, err)
	chess := filepath.Join(t.TempDir(), "chess.jsonl")
	require.NoError(t, os.WriteFile(chess, []byte(strings.ReplaceAll(strings.ReplaceAll(out, `"kind":"yatzy"`, `"kind":"chess"`), "2030-", "2020-")), 0o600))
	_, _, err = run(t.TempDir(), with, export.NewCmdImport, "import", chess)
	require.Error(t, err)
	assert.Regexp(t, `^line \d+: "chess" is not a game protokoll knows: want yatzy, rummy or race$`, err.Error())
	assert.Regexp(t, `^rad \d+: "chess" är inget spel protokoll känner: välj yatzy, rummy eller race$`, sv.Say(err))

	// Without the value, the same file is a kind protokoll does not know
	// (read anew: the results index keeps what it read of it before).
	require.NoError(t, os.RemoveAll(filepath.Join(home, "cache")))
	out, _, err = run(home, gamekind.Builtin(), games.NewCmdGames, "games")
	require.NoError(t, err)
	assert.Regexp(t, `race-1 +a "race" game, which this protokoll does not\s+know`, out)
	assert.NotContains(t, out, "first to 500")
	_, errOut, err = run(home, gamekind.Builtin(), export.NewCmdExport, "export")
	assert.Error(t, err)
	assert.Contains(t, errOut, `skipped race-1: a "race" game, which this protokoll does not know`)
}

// run runs the command that newCmd makes, with args after its name, in a
// Factory whose saved games are in home and whose kinds are kinds. It
// returns what it printed and its error.
func run[O any](home string, kinds gamekind.Kinds, newCmd func(*cmdutil.Factory, func(*O) error) *cobra.Command, args ...string) (out, errOut string, err error) {
	return runIn("en", home, kinds, newCmd, args...)
}

// runIn is run in the language called lang.
func runIn[O any](lang, home string, kinds gamekind.Kinds, newCmd func(*cmdutil.Factory, func(*O) error) *cobra.Command, args ...string) (out, errOut string, err error) {
	ios, o, e := iostreams.Test("")
	getenv := func(k string) string {
		return map[string]string{"PROTOKOLL_HOME": home, "PROTOKOLL_CACHE": filepath.Join(home, "cache"), "COLUMNS": "80"}[k]
	}
	f := cmdutil.New(ios, getenv, time.Now, catalog.Builtin())
	f.Lang, f.Kinds = f.Langs.Lookup(lang), kinds
	cmd := newCmd(f, nil)
	cmd.SetArgs(args[1:])
	cmd.SetOut(io.Discard)
	cmd.SetErr(io.Discard)
	err = cmd.Execute()
	return o.String(), e.String(), err
}

// raceKind is a game made up for the test: the players take turns, each
// entry the points of one turn, and the first to the target wins.
func raceKind() *gamekind.Kind {
	return &gamekind.Kind{
		Name: "race",
		Load: loadRace,
		Help: gamekind.Help{ShowShort: "Show a race", ShowJSON: "print JSON", Entry: "turn"},
	}
}

type raceSettings struct {
	Players []string `json:"players"`
	Target  int      `json:"target"`
}

type raceEntry struct {
	At     time.Time `json:"at"`
	Player string    `json:"player"`
	Points int       `json:"points"`
}

type raceGame struct {
	file    *store.File
	set     raceSettings
	entries []raceEntry
}

func loadRace(f *store.File) (gamekind.Game, error) {
	if f.Header.Game != "race" {
		return nil, fmt.Errorf("%q is a %s game, not a race game", f.Name, f.Header.Game)
	}
	g := &raceGame{file: f}
	if err := json.Unmarshal(f.Header.Settings, &g.set); err != nil {
		return nil, err
	}
	for _, r := range f.Records {
		var e raceEntry
		if err := json.Unmarshal(r.Data, &e); err != nil {
			return nil, err
		}
		g.entries = append(g.entries, e)
	}
	return g, nil
}

func (g *raceGame) total(p string) int {
	sum := 0
	for _, e := range g.entries {
		if e.Player == p {
			sum += e.Points
		}
	}
	return sum
}

func (g *raceGame) winner() string {
	for _, p := range g.set.Players {
		if g.total(p) >= g.set.Target {
			return p
		}
	}
	return ""
}

func (g *raceGame) File() *store.File { return g.file }
func (g *raceGame) Players() []string { return g.set.Players }
func (g *raceGame) Player(who string) (string, error) {
	if i := slices.IndexFunc(g.set.Players, func(p string) bool { return strings.EqualFold(p, who) }); i >= 0 {
		return g.set.Players[i], nil
	}
	return "", errors.New("no such player")
}
func (g *raceGame) Title(*catalog.Language) string { return fmt.Sprintf("first to %d", g.set.Target) }
func (g *raceGame) Sheet(w io.Writer, _ *catalog.Language, _ int) {
	for _, p := range g.set.Players {
		fmt.Fprintf(w, "%-5s %4d\n", p, g.total(p))
	}
}
func (g *raceGame) Next(w io.Writer, _ *catalog.Language, _ int) {
	fmt.Fprintf(w, "Winner: %s\n", g.winner())
}
func (g *raceGame) View() any {
	totals := map[string]int{}
	for _, p := range g.set.Players {
		totals[p] = g.total(p)
	}
	return struct {
		Name   string         `json:"name"`
		Totals map[string]int `json:"totals"`
	}{g.file.Name, totals}
}
func (g *raceGame) Race() history.Race {
	r := history.Race{Kind: "race", Players: g.set.Players, Totals: make([][]int, len(g.set.Players)), Rounds: len(g.entries)}
	for i, p := range g.set.Players {
		sum := 0
		for _, e := range g.entries {
			if e.Player == p {
				sum += e.Points
			}
			r.Totals[i] = append(r.Totals[i], sum)
		}
	}
	return r
}
func (g *raceGame) Stats() history.Game {
	won := g.winner()
	h := history.Game{Result: history.Result{Of: "500", Title: g.Title(nil), Finished: won != "", Round: len(g.entries), Rounds: len(g.entries)}}
	for _, p := range g.set.Players {
		h.Players = append(h.Players, history.Player{Name: p, Total: g.total(p), Won: p == won})
	}
	h.Running = func() [][]int { return g.Race().Totals }
	h.Moments = func() []history.Moment {
		if won == "" {
			return nil
		}
		return []history.Moment{{Player: won, What: "first_to_target", Round: len(g.entries), Says: "%s: first to the target (%s)"}}
	}
	h.EntryRows = func(base history.Row) []history.Row {
		var rows []history.Row
		for i, e := range g.entries {
			r := base
			r.Player, r.Entry, r.Points = e.Player, fmt.Sprint(i+1), e.Points
			rows = append(rows, r)
		}
		return rows
	}
	return h
}
func (g *raceGame) Times() []time.Time {
	var out []time.Time
	for _, e := range g.entries {
		out = append(out, e.At)
	}
	return out
}
func (g *raceGame) Rename(time.Time, string, string) (string, error) {
	return "", errors.New("not in this test")
}
func (g *raceGame) Paper(draw.Options) ([]byte, error)        { return nil, errors.New("not in this test") }
func (g *raceGame) Undoable(*catalog.Language) (string, bool) { return "", false }
func (g *raceGame) Undo(time.Time) error                      { return errors.New("not in this test") }
func (g *raceGame) Again(store.Store) (gamekind.Game, error) {
	return nil, errors.New("not in this test")
}

// raceLines are the made-up kind's own lines of figures: for each
// target and player, the games, the wins, the average total and the
// best, a table a target (history.Lines), the most wins first.
type raceLines map[[2]string]*raceLine

type raceLine struct {
	of, title, player     string
	games, wins, sum, top int
}

func (ls raceLines) Add(g history.Result, p history.Player, key, shown string) {
	l := ls[[2]string{g.Of, key}]
	if l == nil {
		l = &raceLine{of: g.Of, title: g.Title, player: shown}
		ls[[2]string{g.Of, key}] = l
	}
	l.games++
	l.sum += p.Total
	l.top = max(l.top, p.Total)
	if p.Won {
		l.wins++
	}
}

func (ls raceLines) Done(st *history.Stats) {
	all := slices.SortedFunc(maps.Values(ls), func(x, y *raceLine) int {
		return cmp.Or(cmp.Compare(x.of, y.of), cmp.Compare(y.wins, x.wins), cmp.Compare(x.player, y.player))
	})
	for i, l := range all {
		if i == 0 || l.of != all[i-1].of {
			st.Tables = append(st.Tables, history.Table{Kind: "race", Of: l.of, Title: l.title, Columns: []history.Column{
				history.Col("games", "games", 0), history.Col("wins", "wins", 0), history.Col("average", "average", 1), history.Col("best", "best", 0),
			}})
		}
		t := &st.Tables[len(st.Tables)-1]
		t.Rows = append(t.Rows, history.TableRow{Player: l.player, Values: []float64{float64(l.games), float64(l.wins), float64(l.sum) / float64(l.games), float64(l.top)}})
	}
}

// TestAThirdKindIsCounted: the made-up kind's games count in the
// statistics and the recap through its value alone (its game's result,
// running totals and moments, and Figures: what its ratings are of and
// which total is ahead), beside a Yatzy game, with no switch touched:
// games, ratings, rivals, head to head, --game; the night's games,
// moments and running totals. The same results under a kind whose lower
// total is ahead place its players the other way round.
func TestAThirdKindIsCounted(t *testing.T) {
	home := t.TempDir()
	s := store.Store{Dir: home}
	began := time.Date(2030, 1, 2, 20, 0, 0, 0, time.UTC)
	// Six races of Anna, Bo and Cilla, a day apart: Anna first to 500 in
	// all but the last, where she is last; the last night Cilla's.
	for i := range 6 {
		day := began.AddDate(0, 0, i)
		settings, err := json.Marshal(raceSettings{Players: []string{"Anna", "Bo", "Cilla"}, Target: 500})
		require.NoError(t, err)
		f, err := s.Create(fmt.Sprintf("race-%d", i+1), store.Header{Game: "race", Created: day, Settings: settings})
		require.NoError(t, err)
		bo, cilla, anna := 200, 100, 500
		if i == 2 {
			bo, cilla = 100, 200
		}
		if i == 5 {
			anna, cilla = 100, 500
		}
		for j, e := range []raceEntry{{Player: "Bo", Points: bo}, {Player: "Cilla", Points: cilla}, {Player: "Anna", Points: anna}} {
			e.At = day.Add(time.Duration(j+1) * time.Minute)
			require.NoError(t, f.Append(e))
		}
		require.NoError(t, f.Close())
	}
	y, err := s.CreateYatzy("kväll", scoresheet.Scandinavian(), []string{"Cilla"}, scoresheet.Choices{})
	require.NoError(t, err)
	y.Close()

	race := raceKind()
	race.Figures = &history.Kind{Family: func(string) string { return "races" }, Lines: func() history.Lines { return raceLines{} },
		RecordsOf: []history.RecordOf{history.NewRecordOf("highest_totals", "Highest totals, %s", "highest total, %s", true, func(_ history.Result, p history.Player) (int, bool) {
			return p.Total, p.Total > 0
		})}}
	with := append(gamekind.Builtin(), race)

	var st struct {
		Games   int `json:"games"`
		Ratings []struct {
			Kind, Of string
			Players  []struct {
				Player string
				Games  int
			}
			Luck history.LuckLine
		}
		Rivals  []history.Rivals `json:"rivals"`
		Versus  *history.Versus  `json:"head_to_head"`
		Yatzy   []any            `json:"yatzy"`
		Cards   []any            `json:"card_game"`
		Tables  []history.Table  `json:"tables"`
		Records history.Records  `json:"records"`
	}
	out, errOut, err := run(home, with, stats.NewCmdStats, "stats", "--json", "--game", "race", "--player", "Anna", "--player", "Bo")
	require.NoError(t, err, errOut)
	require.NoError(t, json.Unmarshal([]byte(out), &st))
	assert.Equal(t, 6, st.Games, "every race counted; --game names the kind")
	require.Len(t, st.Ratings, 1)
	assert.Equal(t, "race", st.Ratings[0].Kind)
	assert.Equal(t, "races", st.Ratings[0].Of, "rated as the kind's Figures.Family says")
	assert.Len(t, st.Ratings[0].Players, 2, "the players asked for, each of six games")
	assert.Equal(t, "Anna", st.Ratings[0].Players[0].Player, "first to 500 five times of six: the best rated")
	assert.Zero(t, st.Ratings[0].Luck, "no luck measured for the kind")
	assert.Equal(t, &history.Versus{A: "Anna", B: "Bo", Games: 6, AAhead: 5, BAhead: 1}, st.Versus, "the higher total ahead")
	assert.Empty(t, st.Yatzy, "the kind's lines are its own table, not Yatzy's")
	assert.Empty(t, st.Cards)
	columns := []history.Column{{Name: "games"}, {Name: "wins"}, {Name: "average"}, {Name: "best"}}
	assert.Equal(t, []history.Table{{Kind: "race", Of: "500", Title: "first to 500", Columns: columns, Rows: []history.TableRow{
		{Player: "Anna", Values: []float64{6, 5, 2600.0 / 6, 500}},
		{Player: "Bo", Values: []float64{6, 0, 1100.0 / 6, 200}},
	}}}, st.Tables, "the kind's own lines, of the players asked for")
	out, _, err = run(home, with, stats.NewCmdStats, "stats", "--json")
	require.NoError(t, err)
	require.NoError(t, json.Unmarshal([]byte(out), &st))
	assert.Equal(t, 6, st.Games, "the Yatzy game is not finished")
	assert.Contains(t, st.Rivals, history.Rivals{Player: "Anna", Minion: &history.Rival{Name: "Bo", Beat: 5, Games: 6}})
	assert.Contains(t, st.Rivals, history.Rivals{Player: "Bo", Minion: &history.Rival{Name: "Cilla", Beat: 4, Games: 6}, Nemesis: &history.Rival{Name: "Anna", Beat: 5, Games: 6}})
	require.Len(t, st.Tables, 1)
	assert.Equal(t, []history.TableRow{
		{Player: "Anna", Values: []float64{6, 5, 2600.0 / 6, 500}},
		{Player: "Cilla", Values: []float64{6, 1, 1100.0 / 6, 500}},
		{Player: "Bo", Values: []float64{6, 0, 1100.0 / 6, 200}},
	}, st.Tables[0].Rows, "every player's")
	require.Len(t, st.Records.Kinds, 1, "the kind's own records")
	rec := st.Records.Kinds[0]
	assert.Equal(t, "race", rec.Kind)
	assert.Equal(t, "highest_totals", rec.Name)
	var held []string
	for _, r := range rec.Records {
		held = append(held, fmt.Sprintf("%s %d %s %s", r.Of, r.Value, r.Player, r.Game))
	}
	assert.Equal(t, []string{"first to 500 500 Anna race-1", "first to 500 500 Anna race-2", "first to 500 500 Anna race-3"}, held,
		"the three best, the first made first of those level")
	assert.Empty(t, st.Records.HighestTotals, "not Yatzy's")
	out, _, err = run(home, with, stats.NewCmdStats, "stats")
	require.NoError(t, err)
	assert.Regexp(t, `races`, out, "the ratings' family in the text too")
	assert.Regexp(t, `\nrace · first to 500\nplayer +games +wins +average +best\n`+
		`Anna +6 +5 +433\.3 +500\nCilla +6 +1 +183\.3 +500\nBo +6 +0 +183\.3 +200\n`, out, "the kind's own table, shown")
	assert.Contains(t, out, "\nRecords\n  Highest totals, first to 500:\n    500 Anna (race-1, 2030-01-02)\n    500 Anna (race-2, 2030-01-03)\n    500 Anna (race-3, 2030-01-04)\n",
		"the kind's own records, shown")
	out, _, err = runIn("sv", home, with, stats.NewCmdStats, "stats")
	require.NoError(t, err)
	assert.Regexp(t, `\nrace · first to 500\nspelare +spel +vinner +snitt +bästa\nAnna +6 +5 +433,3 +500\n`, out, "in the reader's words and decimal mark")
	assert.Contains(t, out, "\nRekord\n  Högsta summor, first to 500:\n    500 Anna (race-1, 2030-01-02)\n")
	out, _, err = run(home, with, stats.NewCmdStats, "stats", "--by", "month", "--game", "race")
	require.NoError(t, err)
	assert.Regexp(t, `2030-01 · 6 games[^\n]*\n  race · first to 500\n  player +games +wins +average +best\n  Anna +6 +5 +433\.3 +500\n`, out, "and month by month")
	t.Run("on paper", func(t *testing.T) {
		paper := filepath.Join(t.TempDir(), "stats.pdf")
		_, errOut, err := run(home, with, pdfcmd.NewCmdStats, "stats", "-o", paper)
		require.NoError(t, err, errOut)
		assert.Contains(t, pdfText(t, paper), "race · first to 500 player games wins average best Anna 6 5 433.3 500 Cilla 6 1 183.3 500 Bo 6 0 183.3 200",
			"the kind's own table on paper")
		assert.Contains(t, pdfText(t, paper), "Records · Highest totals, first to 500 500 Anna (race-1, 2030-01-02)", "and its records")
	})

	// The recap of the last night: the race, its moment and running totals.
	var night struct {
		Games []struct {
			Name, Kind, Of string
			Winners        []string
			Race           history.Race `json:"running_totals"`
		}
		Moments []history.Moment `json:"best"`
	}
	out, errOut, err = run(home, with, recap.NewCmdRecap, "recap", "race-6", "--json")
	require.NoError(t, err, errOut)
	require.NoError(t, json.Unmarshal([]byte(out), &night))
	require.Len(t, night.Games, 1)
	g := night.Games[0]
	assert.Equal(t, "race", g.Kind)
	assert.Equal(t, "first to 500", g.Of)
	assert.Equal(t, []string{"Cilla"}, g.Winners)
	assert.Equal(t, []string{"Anna", "Bo", "Cilla"}, g.Race.Players)
	assert.Equal(t, [][]int{{0, 0, 100}, {200, 200, 200}, {0, 500, 500}}, g.Race.Totals, "the kind's running totals")
	assert.Equal(t, 2, g.Race.Decided, "Cilla ahead for good from the second entry: the higher total")
	assert.Equal(t, []history.Moment{{Game: "race-6", Player: "Cilla", What: "first_to_target", Round: 3}}, night.Moments, "the kind's moments, the game named by the recap")
	out, _, err = run(home, with, recap.NewCmdRecap, "recap", "race-6")
	require.NoError(t, err)
	assert.Contains(t, out, "The best of the night:\n  Cilla: first to the target (race-6)\n", "the kind's moment in its words")

	// Lower ahead: the same results place the players the other way round.
	results, _, err := history.Results(s, with, "")
	require.NoError(t, err)
	lower := raceKind()
	lower.Figures = &history.Kind{Lower: true}
	flipped := history.Compute(append(gamekind.Builtin(), lower), results, history.Filter{Players: []string{"Anna", "Bo"}}, nil)
	assert.Equal(t, &history.Versus{A: "Anna", B: "Bo", Games: 6, AAhead: 1, BAhead: 5}, flipped.Versus)

	// The kind's own record: its month's best, and broken by a night.
	out, _, err = run(home, with, stats.NewCmdStats, "stats", "--by", "month")
	require.NoError(t, err)
	assert.Contains(t, out, "Best:\n  highest total, first to 500: 500 Anna (race-1, race-2, race-3)\n", "the month's best of the kind's record")
	day := began.AddDate(0, 0, 6)
	settings, err := json.Marshal(raceSettings{Players: []string{"Anna", "Bo"}, Target: 500})
	require.NoError(t, err)
	f, err := s.Create("race-7", store.Header{Game: "race", Created: day, Settings: settings})
	require.NoError(t, err)
	for j, e := range []raceEntry{{Player: "Anna", Points: 100}, {Player: "Bo", Points: 600}} {
		e.At = day.Add(time.Duration(j+1) * time.Minute)
		require.NoError(t, f.Append(e))
	}
	require.NoError(t, f.Close())
	var broke struct {
		Broken []history.BrokenBest `json:"records_broken"`
	}
	out, errOut, err = run(home, with, recap.NewCmdRecap, "recap", "race-7", "--json")
	require.NoError(t, err, errOut)
	require.NoError(t, json.Unmarshal([]byte(out), &broke))
	require.Len(t, broke.Broken, 1, "the night broke the kind's record")
	b := broke.Broken[0]
	assert.Equal(t, "highest_totals", b.What)
	assert.Equal(t, "race", b.Kind)
	assert.Equal(t, [2]string{"Bo", "race-7"}, [2]string{b.New.Player, b.New.Game})
	require.NotNil(t, b.Before)
	assert.Equal(t, [2]string{"Anna", "race-1"}, [2]string{b.Before.Player, b.Before.Game})
	out, _, err = run(home, with, recap.NewCmdRecap, "recap", "race-7")
	require.NoError(t, err)
	assert.Contains(t, out, "Records broken:\n  highest total, first to 500: 600 Bo (race-7); before: 500 Anna (2030-01-02)\n")
}

// pdfText reads a PDF file's text with pdftotext, its words joined by
// single spaces; CI must have it.
func pdfText(t *testing.T, path string) string {
	t.Helper()
	if _, err := exec.LookPath("pdftotext"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("pdftotext is missing: CI installs poppler-utils")
		}
		t.Skip("pdftotext is not installed: the PDF was written but not read back")
	}
	out, err := exec.Command("pdftotext", path, "-").Output()
	require.NoError(t, err)
	return strings.Join(strings.Fields(string(out)), " ")
}
