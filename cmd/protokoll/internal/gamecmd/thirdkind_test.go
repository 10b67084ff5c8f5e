package gamecmd_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
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
	ios, o, e := iostreams.Test("")
	getenv := func(k string) string {
		return map[string]string{"PROTOKOLL_HOME": home, "PROTOKOLL_CACHE": filepath.Join(home, "cache"), "COLUMNS": "80"}[k]
	}
	f := cmdutil.New(ios, getenv, time.Now, catalog.Builtin())
	f.Lang, f.Kinds = f.Langs.Lookup("en"), kinds
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
