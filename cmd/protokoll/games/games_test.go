package games_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/gofrs/flock"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history/historytest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
	"github.com/kitchentable/protokoll/scoresheet"
)

func TestGamesListsUnfinishedFirst(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "done")
	for _, b := range scoresheet.Scandinavian().Boxes {
		cmdtest.MustRun(t, env, "yatzy", "record", "done", "--player", "Anna", "--dice", cmdtest.BestDice(b, 5), "--box", string(b), "--strike="+strconv.FormatBool(scoresheet.Scandinavian().Score(b, roll(t, cmdtest.BestDice(b, 5))) == 0))
	}
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Bo,Cecilia", "--name", "open")
	var list []view.Summary
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "games", "--json")), &list))
	require.Len(t, list, 2)
	assert.Equal(t, "open", list[0].Name)
	assert.False(t, list[0].Finished)
	assert.Equal(t, []string{"Bo", "Cecilia"}, list[0].Players)
	assert.Equal(t, "done", list[1].Name)
	assert.True(t, list[1].Finished)
	assert.Equal(t, []string{"Anna"}, list[1].Winners)
	text := cmdtest.MustRun(t, env, "games")
	assert.Less(t, strings.Index(text, "open"), strings.Index(text, "done"))
}

func TestNoGamesSaysSo(t *testing.T) {
	env := cmdtest.Home(t)
	out := cmdtest.MustRun(t, env, "games")
	assert.Contains(t, out, "No saved games yet (in "+env["PROTOKOLL_HOME"]+").")
	for _, line := range strings.Split(out, "\n") {
		if !strings.Contains(line, env["PROTOKOLL_HOME"]) {
			assert.LessOrEqual(t, len([]rune(line)), 80, line)
		}
	}
	assert.Equal(t, "[]\n", cmdtest.MustRun(t, env, "games", "--json"))
	// How to start one, naming each kind's command, in each language.
	assert.True(t, strings.HasSuffix(out, ").\nStart one: protokoll yatzy, or protokoll rummy\n"), out)
	assert.True(t, strings.HasSuffix(cmdtest.MustRun(t, env, "--lang", "sv", "games"), ").\nStarta ett: protokoll yatzy eller protokoll rummy\n"))
	assert.True(t, strings.HasSuffix(cmdtest.MustRun(t, env, "--lang", "et", "games"), ").\nAlusta: protokoll yatzy või protokoll rummy\n"))
}

func TestGamesListsBothGames(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "7", "--players", "Anna,Bo,Cecilia", "--name", "cards")
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "dice")
	var list []view.Summary
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "games", "--json")), &list))
	require.Len(t, list, 2)
	kinds := map[string]string{}
	for _, g := range list {
		kinds[g.Name] = g.Game + " " + g.Kind
	}
	assert.Equal(t, map[string]string{"cards": "rummy Lista 7", "dice": "yatzy scandinavian"}, kinds, "the JSON keeps the list's title as written")
	assert.Contains(t, cmdtest.MustRun(t, env, "games"), " List 7 ", "a built-in list is named in the reader's language")
	assert.Contains(t, cmdtest.MustRun(t, env, "--lang", "et", "games"), " Nimekiri 7 ")
	assert.Contains(t, cmdtest.MustRun(t, env, "--lang", "sv", "games"), " Lista 7 ")
	r := cmdtest.Run(t, env, "", "yatzy", "show", "cards")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `"cards" is a rummy game, not a yatzy game`)
}

// roll reads dice, failing the test when they are no roll.
func roll(t *testing.T, s string) scoresheet.Roll {
	t.Helper()
	r, err := scoresheet.ParseRoll(s, len(s))
	require.NoError(t, err)
	return r
}

// finishedGame plays game name of Anna's to the end, each box with its
// best dice.
func finishedGame(t *testing.T, env map[string]string, name string) {
	t.Helper()
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", name)
	v := scoresheet.Scandinavian()
	for _, b := range v.Boxes {
		dice := cmdtest.BestDice(b, 5)
		cmdtest.MustRun(t, env, "yatzy", "record", name, "--player", "Anna", "--dice", dice, "--box", string(b), "--strike="+strconv.FormatBool(v.Score(b, roll(t, dice)) == 0))
	}
}

// TestTheIndexSeesAChangedByte: a byte changed in a game file whose size
// and time of change are kept (bit rot, an editor that keeps times) is
// seen through the index: games lists the game as damaged, and stats no
// longer counts it.
func TestTheIndexSeesAChangedByte(t *testing.T) {
	env := cmdtest.Home(t)
	env["PROTOKOLL_CACHE"] = t.TempDir()
	finishedGame(t, env, "g")
	assert.Equal(t, 1, cmdtest.StatsJSON(t, env).Games, "the index is made")
	assert.NotContains(t, cmdtest.MustRun(t, env, "games"), "damaged")
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	info, err := os.Stat(path)
	require.NoError(t, err)
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	i := strings.Index(string(data), `"sixes"`)
	data[i+2] = 'X' // "sXxes": the checksum of its line no longer holds
	require.NoError(t, os.WriteFile(path, data, 0o600))
	require.NoError(t, os.Chtimes(path, info.ModTime(), info.ModTime()))

	env["COLUMNS"] = "300" // the reason on one line, to be read here whole
	out := cmdtest.MustRun(t, env, "games")
	assert.Contains(t, out, "damaged: game file "+path+" is damaged at line")
	var list []view.Summary
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "games", "--json")), &list))
	require.Len(t, list, 1)
	assert.Contains(t, list[0].Damaged, "its checksum does not match")
	r := cmdtest.Run(t, env, "", "stats", "--json")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.ErrOut, "skipped g")
	assert.Contains(t, r.Out, `"games": 0`)
}

// TestGamesVerifyReadsEveryFile: games --verify reads and replays every
// game in full, whatever the index says, and exits 1 naming those that
// do not read; 0 when all do.
func TestGamesVerifyReadsEveryFile(t *testing.T) {
	env := cmdtest.Home(t)
	env["PROTOKOLL_CACHE"] = t.TempDir()
	finishedGame(t, env, "g")
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Bo", "--name", "h")
	r := cmdtest.Run(t, env, "", "games", "--verify")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "2 games read in full: every one reads and keeps the rules.")
	path := filepath.Join(env["PROTOKOLL_HOME"], "h.jsonl")
	f, err := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	require.NoError(t, err)
	f.WriteString("not a record\n")
	f.Close()
	env["COLUMNS"] = "300" // the reason on one line, to be read here whole
	r = cmdtest.Run(t, env, "", "games", "--verify")
	assert.Equal(t, 1, r.Code)
	assert.Contains(t, r.Out, "h")
	assert.Contains(t, r.Out, "damaged: game file "+path+" is damaged at line 2")
	assert.Contains(t, r.Out, "1 of 2 games cannot be read as it is: h.")
}

// TestGamesTellsDamageFromWhatCannotBeRead: a file that cannot be read
// (its permissions) is not called damaged: games says why it cannot be
// read. (root reads any file: there, the words are checked without one.)
func TestGamesTellsDamageFromWhatCannotBeRead(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "g")
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	require.NoError(t, os.Chmod(path, 0))
	if os.Geteuid() == 0 {
		require.NoError(t, os.Chmod(path, 0o600))
		require.NoError(t, os.WriteFile(path, []byte(cmdtest.Format4(t)), 0o600))
		out := cmdtest.MustRun(t, env, "games")
		assert.Contains(t, out, "made by a newer protokoll (format 4): update protokoll to open it")
		assert.NotContains(t, out, "damaged")
		return
	}
	out := cmdtest.MustRun(t, env, "games")
	assert.Contains(t, out, "cannot read "+path+": permission denied")
	assert.NotContains(t, out, "damaged")
	var list []view.Summary
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "games", "--json")), &list))
	require.Len(t, list, 1)
	assert.Empty(t, list[0].Damaged)
	assert.Contains(t, list[0].Unreadable, "permission denied")
}

// TestGamesSayTheTimePlayed: each game's time, its pauses left out, in
// the list and its JSON (the fixture nights: n3 played 118 minutes past
// midnight, n4-c six so far).
func TestGamesSayTheTimePlayed(t *testing.T) {
	env := cmdtest.Home(t)
	historytest.Nights(t, store.Store{Dir: env["PROTOKOLL_HOME"]})
	// When each was last played: its last entry's time, whatever its
	// file's (touched, or copied in by an import).
	require.NoError(t, os.Chtimes(filepath.Join(env["PROTOKOLL_HOME"], "n3.jsonl"), time.Now(), time.Now()))
	env["COLUMNS"] = "200" // each game on one line, to be read here whole
	out := cmdtest.MustRun(t, env, "games")
	assert.Regexp(t, `(?m)^2026-02-07 02:10 +n3 .* · 1 h 58 min$`, out)
	assert.Regexp(t, `(?m)^2026-02-20 21:06 +n4-c .*round 4 of 15 · 6 min$`, out)
	assert.Less(t, strings.Index(out, " n4-a "), strings.Index(out, " n3 "), "the latest first, the file touched or not")
	env["COLUMNS"] = "120"
	assert.Regexp(t, `(?m)^\S+ \S+ +n4-c .*omgång 4 av 15 · 6 min$`, cmdtest.MustRun(t, env, "--lang", "sv", "games"))
	delete(env, "COLUMNS")
	var list []view.Summary
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "games", "--json")), &list))
	played := map[string]history.Duration{}
	for _, g := range list {
		played[g.Name] = g.Played
	}
	assert.Equal(t, history.Duration(118*time.Minute), played["n3"])
	assert.Equal(t, history.Duration(20*time.Minute), played["n2-a"])
}

// TestALineCutOffIsSaid: a finished game whose last line was cut off
// mid-write (a crash, or an editor) reads as it was before that line, and
// every reading says so — games, games --verify (no damage: exit 0),
// stats and recap on their errors — with the index and without alike.
func TestALineCutOffIsSaid(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.LastChance(t, env)
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66666", "--box", "chance") // the game over
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	lines := strings.Count(string(data), "\n")
	require.NoError(t, os.WriteFile(path, data[:len(data)-40], 0o644))
	want := fmt.Sprintf("line %d cut off, left out", lines)
	assert.Contains(t, strings.Join(strings.Fields(cmdtest.MustRun(t, env, "games")), " "), want) // wrapped to 80 columns
	r := cmdtest.Run(t, env, "", "games", "--verify")
	assert.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "1 game has its last line cut off mid-write (a crash), left out: g.")
	var list []view.Summary
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "games", "--json")), &list))
	assert.Equal(t, lines, list[0].Cut)
	for range 2 { // the index made, then read
		r := cmdtest.Run(t, env, "", "stats")
		assert.Equal(t, 0, r.Code, r.ErrOut)
		assert.Contains(t, r.ErrOut, fmt.Sprintf("protokoll: g: line %d was cut off mid-write (a crash or power cut) and is left out", lines))
	}
	assert.Contains(t, cmdtest.Run(t, env, "", "--lang", "sv", "games", "--verify").Out, "sista rad avklippt")
}

// TestFilesNamedAsGamesAreSaidNotPassedOver: a game's file copied in
// under a decomposed name, one with a space, a link: games says each is
// not read, and why; --verify exits 1 for them (it said every game read).
func TestFilesNamedAsGamesAreSaidNotPassedOver(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "fest")
	dir := env["PROTOKOLL_HOME"]
	data, err := os.ReadFile(filepath.Join(dir, "fest.jsonl"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "fe\u0301ste.jsonl"), data, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "my game.jsonl"), data, 0o644))
	require.NoError(t, os.Symlink("fest.jsonl", filepath.Join(dir, "länk.jsonl")))

	env["COLUMNS"] = "200"
	out := cmdtest.MustRun(t, env, "games")
	assert.Contains(t, out, "Not read as a game: fe\u0301ste.jsonl: its name is written decomposed (as some systems copy names); renamed féste.jsonl it is read")
	assert.Contains(t, out, `Not read as a game: my game.jsonl: bad game name "my game"`)
	assert.Contains(t, out, "Not read as a game: länk.jsonl: it is a symbolic link")
	for _, cmd := range [][]string{{"export"}} {
		r := cmdtest.Run(t, env, "", cmd...)
		assert.Contains(t, r.ErrOut, "protokoll: warning: Not read as a game: my game.jsonl", cmd)
	}
	r := cmdtest.Run(t, env, "", "games", "--verify")
	assert.Equal(t, 1, r.Code, r.Out)
	assert.Contains(t, r.Out, "1 game read in full")
	assert.Contains(t, r.Out, "3 files named as games' are not read as games (above).")
	env["COLUMNS"] = "60"
	for _, line := range strings.Split(cmdtest.MustRun(t, env, "--lang", "et", "games"), "\n") {
		assert.LessOrEqual(t, utf8.RuneCountInString(line), 60, line)
	}
	delete(env, "COLUMNS")

	// One whose composed name a game has already: not to be renamed over it.
	require.NoError(t, os.WriteFile(filepath.Join(dir, "féste.jsonl"), data, 0o644))
	env["COLUMNS"] = "200"
	assert.Contains(t, cmdtest.MustRun(t, env, "games"), "and a game called féste is here already: see which to keep")
	require.NoError(t, os.Remove(filepath.Join(dir, "féste.jsonl")))

	require.NoError(t, os.Rename(filepath.Join(dir, "fe\u0301ste.jsonl"), filepath.Join(dir, "féste.jsonl")))
	assert.Contains(t, cmdtest.MustRun(t, env, "games"), "féste")
}

// TestGamesVerifySaysAGameIsBeingMade: the file of a game being made (a
// new under way, holding its lock; or one killed less than a minute ago)
// is said to be a game being made, not a game that cannot be read, and
// --verify exits 0 for it; one killed longer ago is removed.
func TestGamesVerifySaysAGameIsBeingMade(t *testing.T) {
	env := cmdtest.Home(t)
	env["PROTOKOLL_CACHE"] = t.TempDir()
	env["COLUMNS"] = "200"
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Bo", "--name", "h")
	home := env["PROTOKOLL_HOME"]
	data, err := os.ReadFile(filepath.Join(home, "h.jsonl"))
	require.NoError(t, err)
	header := strings.SplitAfter(string(data), "\n")[0]
	making := filepath.Join(home, ".new-123.jsonl") // under way: locked
	killed := filepath.Join(home, ".new-456.jsonl") // a new killed a moment ago
	stale := filepath.Join(home, ".new-789.jsonl")  // and one killed long ago
	for _, p := range []string{making, killed, stale} {
		require.NoError(t, os.WriteFile(p, []byte(header), 0o600))
	}
	long := time.Now().Add(-time.Hour)
	require.NoError(t, os.Chtimes(stale, long, long))
	lock := flock.New(making, flock.SetFlag(os.O_RDONLY))
	locked, err := lock.TryLock()
	require.NoError(t, err)
	require.True(t, locked)
	defer lock.Unlock()

	for _, args := range [][]string{{"games", "--verify"}, {"games"}} {
		r := cmdtest.Run(t, env, "", args...)
		assert.Equal(t, 0, r.Code, "%v: %s%s", args, r.Out, r.ErrOut)
		assert.Contains(t, r.Out, "Being made: 2 new games (.new-123.jsonl, .new-456.jsonl): protokoll new under way, or stopped less than a minute ago.", args)
		assert.NotContains(t, r.Out, "Not read as a game", args)
		assert.NotContains(t, r.Out, "cannot be read", args)
	}
	r := cmdtest.Run(t, env, "", "games", "--verify")
	assert.Contains(t, r.Out, "1 game read in full")
	assert.NoFileExists(t, stale, "a minute old and not held: removed")
	assert.FileExists(t, making)

	require.NoError(t, os.Remove(killed))
	r = cmdtest.Run(t, env, "", "--lang", "sv", "games", "--verify")
	assert.Equal(t, 0, r.Code)
	assert.Contains(t, r.Out, "Görs nu: 1 nytt spel (.new-123.jsonl)")
}

// TestGamesNeverCutAName: long names wrap in the list of games, at 80
// columns and at 40, never cut ("Ann…"), and no line is wider than the
// terminal.
func TestGamesNeverCutAName(t *testing.T) {
	env := cmdtest.Home(t)
	players := []string{"Anna-Karin Svensson", "Bo Lindqvist", "Cecilia Öberg-Lindqvist", "Märta Forsberg"}
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", strings.Join(players, ","), "--name", "kitchen")
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "7", "--players", "Anna,Bo,Li", "--name", "cards")
	for _, width := range []int{80, 40} {
		env["COLUMNS"] = strconv.Itoa(width)
		out := cmdtest.MustRun(t, env, "games")
		assert.NotContains(t, out, "…", "at %d columns:\n%s", width, out)
		for _, line := range strings.Split(strings.TrimRight(out, "\n"), "\n") {
			assert.LessOrEqual(t, utf8.RuneCountInString(line), width, line)
		}
		words := map[string]bool{}
		for _, w := range strings.Fields(out) {
			words[strings.TrimRight(w, ",")] = true
		}
		for _, p := range players {
			for _, w := range strings.Fields(p) {
				assert.True(t, words[w], "%q whole at %d columns:\n%s", w, width, out)
			}
		}
	}
}
