package yatzy_test

import (
	"crypto/sha256"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
	"github.com/kitchentable/protokoll/scoresheet"
)

func TestWholeGameThroughRecord(t *testing.T) {
	for _, tc := range []struct {
		variant string
		total   int
	}{
		{"scandinavian", 374}, {"forced", 374}, {"maxi", 649},
		// standard, without jokers: 105+35 upper; three and four of a
		// kind 30 each (before the yatzy box is filled), full house 25,
		// straights 30 and 40, yatzy 50, and chance 29 (a sixth five of a
		// kind would be a joker).
		{"standard", 374},
	} {
		env := cmdtest.Home(t)
		v, _ := scoresheet.LookupVariant(tc.variant)
		game := strings.TrimSpace(cmdtest.MustRun(t, env, "yatzy", "new", "--variant", tc.variant, "--players", "Anna,Bo", "--name", "g-"+tc.variant))
		require.Equal(t, "g-"+tc.variant, game)
		for _, b := range v.Boxes {
			dice := cmdtest.BestDice(b, v.Dice)
			switch {
			case v.Dice == 5 && b == "small_straight" && v.ID != scoresheet.IDStandard:
				dice = "12345"
			case v.Dice == 5 && b == "full_house":
				dice = "66655"
			case v.ID == scoresheet.IDStandard && b == "small_straight":
				dice = "12346"
			case v.ID == scoresheet.IDStandard && b == "large_straight":
				dice = "23456"
			case v.ID == scoresheet.IDStandard && (b == "three_of_a_kind" || b == "four_of_a_kind"):
				dice = "66666"
			case v.ID == scoresheet.IDStandard && b == "chance":
				dice = "66665"
			}
			for _, p := range []string{"Anna", "Bo"} {
				args := []string{"yatzy", "record", game, "--player", p, "--dice", dice, "--box", string(b)}
				if v.SavedRolls {
					args = append(args, "--rolls", "3")
				}
				if p == "Bo" && b == "chance" {
					args[6] = "1 1 1 1 2 1"[:2*v.Dice-1] // Bo is 24 (30) behind
				}
				cmdtest.MustRun(t, env, args...)
			}
		}
		g := cmdtest.YatzyJSON(t, env, game)
		assert.True(t, g.Finished, tc.variant)
		assert.Nil(t, g.Next)
		assert.Equal(t, tc.total, g.Players[0].Total, tc.variant)
		assert.Less(t, g.Players[1].Total, tc.total, tc.variant)
		assert.Equal(t, []string{"Anna"}, g.Winners, tc.variant)
		assert.Len(t, g.Players[0].Boxes, len(v.Boxes))
		assert.Contains(t, cmdtest.MustRun(t, env, "yatzy", "show", game), "Winner: Anna")
	}
}

func TestRecordRefusalsLeaveTheFileUnchanged(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--variant", "forced", "--players", "Anna,Bo", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "11123", "--box", "ones")
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	before, err := os.ReadFile(path)
	require.NoError(t, err)

	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--player", "Anna", "--dice", "22222", "--box", "twos"}, "it is Bo's turn, not Anna's"},
		{[]string{"--player", "Bo", "--dice", "22222", "--box", "sixes"}, "forced order: the next box is Ones, not Sixes"},
		{[]string{"--player", "Bo", "--dice", "22222", "--box", "ones"}, "Ones scores 0 with 2 2 2 2 2: strike not confirmed (add --strike to strike it)"},
		{[]string{"--player", "Bo", "--dice", "1111", "--box", "ones"}, "got 4 dice, want 5"},
		{[]string{"--player", "Bo", "--dice", "11111", "--box", "castle"}, `"castle" is not a box of forced`},
		{[]string{"--player", "Cecilia", "--dice", "11111", "--box", "ones"}, `no player called "Cecilia"`},
		{[]string{"--player", "Bo", "--dice", "11111"}, "--player, --box and --dice are all required"},
	} {
		r := cmdtest.Run(t, env, "", append([]string{"yatzy", "record", "g"}, tc.args...)...)
		assert.Equal(t, 2, r.Code, tc.args)
		assert.Contains(t, r.ErrOut, tc.msg, tc.args)
		assert.Equal(t, 1, strings.Count(r.ErrOut, "\n"))
		after, _ := os.ReadFile(path)
		assert.Equal(t, string(before), string(after), "refused %v changed the file", tc.args)
	}
	// A used box.
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Bo", "--dice", "22222", "--box", "ones", "--strike")
	before, _ = os.ReadFile(path)
	r := cmdtest.Run(t, env, "", "yatzy", "correct", "g", "--player", "Bo", "--box", "ones", "--dice", "11111")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "a correction needs a reason")
	after, _ := os.ReadFile(path)
	assert.Equal(t, string(before), string(after))
}

func TestUndoAndCorrectThroughCommands(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66612", "--box", "sixes")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "12345", "--box", "Liten stege")
	out := cmdtest.MustRun(t, env, "yatzy", "undo", "g")
	assert.Equal(t, "Took back: Anna: Small straight 15 (1 2 3 4 5)\nNext: Anna, round 2 of 15\n", out)
	out = cmdtest.MustRun(t, env, "yatzy", "correct", "g", "--player", "anna", "--box", "sixes", "--dice", "66662", "--reason", "one die was under the box")
	assert.Equal(t, "Anna: Sixes 24 (Total 24)\nNext: Anna, round 2 of 15\n", out)
	g := cmdtest.YatzyJSON(t, env, "g")
	require.Len(t, g.History, 4)
	assert.Equal(t, scoresheet.KindUndo, g.History[2].Event.Kind)
	assert.Equal(t, "one die was under the box", g.History[3].Event.Reason)
	assert.Equal(t, 24, *g.Players[0].Boxes["sixes"])
	assert.Nil(t, g.Players[0].Boxes["small_straight"])

	// An undo after a correction takes back the correction.
	out = cmdtest.MustRun(t, env, "yatzy", "undo", "g")
	assert.Equal(t, "Took back: the correction of Anna's Sixes (one die was under the box)\nNext: Anna, round 2 of 15\n", out)
	assert.Equal(t, 18, *cmdtest.YatzyJSON(t, env, "g").Players[0].Boxes["sixes"])
	out = cmdtest.MustRun(t, env, "yatzy", "undo", "g")
	assert.Equal(t, "Took back: Anna: Sixes 18 (6 6 6 1 2)\nNext: Anna, round 1 of 15\n", out)
	r := cmdtest.Run(t, env, "", "yatzy", "undo", "g")
	assert.Equal(t, 2, r.Code)
	assert.Equal(t, "protokoll: nothing to undo\n", r.ErrOut)
}

func TestMaxiSavedRollsThroughRecord(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--variant", "maxi", "--players", "Anna", "--name", "m")
	r := cmdtest.Run(t, env, "", "yatzy", "record", "m", "--player", "Anna", "--dice", "666666", "--box", "sixes")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "--rolls is required in maxi")
	r = cmdtest.Run(t, env, "", "yatzy", "record", "m", "--player", "Anna", "--dice", "666666", "--box", "sixes", "--rolls", "0")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "--rolls 0: a turn uses 1 to 3 rolls")
	cmdtest.MustRun(t, env, "yatzy", "record", "m", "--player", "Anna", "--dice", "666666", "--box", "sixes", "--rolls", "1")
	assert.Equal(t, 2, *cmdtest.YatzyJSON(t, env, "m").Players[0].SavedRolls)
	cmdtest.MustRun(t, env, "yatzy", "record", "m", "--player", "Anna", "--dice", "555555", "--box", "fives", "--rolls", "5")
	assert.Equal(t, 0, *cmdtest.YatzyJSON(t, env, "m").Players[0].SavedRolls)
}

func TestStandardJokerThroughRecord(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--variant", "standard", "--players", "Anna", "--name", "s", "--joker", "free")
	cmdtest.MustRun(t, env, "yatzy", "record", "s", "--player", "Anna", "--dice", "44444", "--box", "yatzy")
	out := cmdtest.MustRun(t, env, "yatzy", "record", "s", "--player", "Anna", "--dice", "44444", "--box", "large_straight")
	assert.Contains(t, out, "Anna: Large straight 40 (Total 190)")
	g := cmdtest.YatzyJSON(t, env, "s")
	assert.Equal(t, 100, g.Players[0].ExtraBonus)
	assert.Equal(t, scoresheet.JokerFree, g.Choices.Joker)

	r := cmdtest.Run(t, env, "", "yatzy", "new", "--variant", "standard", "--players", "A", "--joker", "wild")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `unknown joker rule "wild"`)
}

func TestNewRefusals(t *testing.T) {
	env := cmdtest.Home(t)
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--players", ""}, "--players is required"},
		{[]string{"--players", "A,B,C,D,E,F,G,H,I"}, "9 players: a sheet holds 1 to 8"},
		{[]string{"--players", "Anna,anna"}, `two players are called "anna"`},
		{[]string{"--players", "Anna", "--name", "../escape"}, `bad game name "../escape"`},
		{[]string{"--players", "Anna", "--variant", "x"}, `unknown variant "x"`},
	} {
		r := cmdtest.Run(t, env, "", append([]string{"yatzy", "new"}, tc.args...)...)
		assert.Equal(t, 2, r.Code, tc.args)
		assert.Contains(t, r.ErrOut, tc.msg, tc.args)
	}
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "dup")
	r := cmdtest.Run(t, env, "", "yatzy", "new", "--players", "Bo", "--name", "dup")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `a game called "dup" exists already`)
	entries, _ := os.ReadDir(env["PROTOKOLL_HOME"])
	for _, e := range entries {
		assert.False(t, strings.Contains(e.Name(), "escape"), e.Name())
	}
}

func TestDefaultNamesCountUp(t *testing.T) {
	env := cmdtest.Home(t)
	first := strings.TrimSpace(cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna"))
	second := strings.TrimSpace(cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna"))
	assert.Regexp(t, `^yatzy-\d{4}-\d{2}-\d{2}$`, first)
	assert.Equal(t, first+"-2", second)
}

func TestDamagedGameIsReportedNeverOverwritten(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66612", "--box", "sixes")
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	data, _ := os.ReadFile(path)
	// A second turn in the same box: the file is whole JSON but breaks the
	// rules at line 3.
	lines := strings.SplitAfter(string(data), "\n")
	cmdtest.AppendEntry(t, path, cmdtest.EntryOf(lines[1]))
	damagedBytes, _ := os.ReadFile(path)
	damaged := string(damagedBytes)
	for _, args := range [][]string{
		{"yatzy", "show", "g"},
		{"yatzy", "record", "g", "--player", "Anna", "--dice", "11111", "--box", "ones"},
		{"yatzy", "undo", "g"},
	} {
		r := cmdtest.Run(t, env, "", args...)
		assert.Equal(t, 2, r.Code, args)
		assert.Equal(t, "protokoll: game file "+path+" is damaged at line 3: Sixes already holds 18 for Anna (the file was left as it is; protokoll repair shows what to do)\n", r.ErrOut, args)
		after, _ := os.ReadFile(path)
		assert.Equal(t, damaged, string(after), args)
	}
	out := cmdtest.MustRun(t, env, "games")
	assert.Contains(t, out, "damaged")
}

func TestTornLineIsDroppedWithAWarning(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66612", "--box", "sixes")
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	f, _ := os.OpenFile(path, os.O_APPEND|os.O_WRONLY, 0)
	f.WriteString(`{"at":"2026-11-30T20:00:00Z","kind":"turn","pla`)
	f.Close()
	// A refused command leaves the file byte for byte: the torn line too.
	before, _ := os.ReadFile(path)
	r := cmdtest.Run(t, env, "", "yatzy", "record", "g", "--player", "Anna", "--dice", "11111", "--box", "sixes")
	require.Equal(t, 2, r.Code, r.ErrOut)
	after, _ := os.ReadFile(path)
	assert.Equal(t, sha256.Sum256(before), sha256.Sum256(after))
	r = cmdtest.Run(t, env, "", "yatzy", "record", "g", "--player", "Anna", "--dice", "11111", "--box", "ones")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.ErrOut, "warning: "+path+" line 3 was cut off mid-write")
	g := cmdtest.YatzyJSON(t, env, "g")
	assert.Equal(t, 23, g.Players[0].Total)
	torn, _ := os.ReadFile(path + ".torn")
	assert.Equal(t, `{"at":"2026-11-30T20:00:00Z","kind":"turn","pla`+"\n", string(torn), "what the repair cut is kept")
}

// TestTwoNewGamesAtOnceBothGetAName: games made at the same moment with
// the default name take the first free names, one each.
func TestTwoNewGamesAtOnceBothGetAName(t *testing.T) {
	env := cmdtest.Home(t)
	names := make(chan string, 8)
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			r := cmdtest.Run(t, env, "", "yatzy", "new", "--players", "Anna")
			assert.Equal(t, 0, r.Code, r.ErrOut)
			names <- strings.TrimSpace(r.Out)
		}()
	}
	wg.Wait()
	close(names)
	seen := map[string]bool{}
	for n := range names {
		assert.False(t, seen[n], "%s given twice", n)
		seen[n] = true
	}
	assert.Len(t, seen, 8)
}

func TestUnwritableDataFolderBeforeAnyQuestion(t *testing.T) {
	env := cmdtest.Home(t)
	file := filepath.Join(t.TempDir(), "file")
	require.NoError(t, os.WriteFile(file, nil, 0o644))
	env["PROTOKOLL_HOME"] = filepath.Join(file, "games")
	for _, game := range []string{"yatzy", "rummy"} {
		r := cmdtest.Run(t, env, "", game)
		assert.Equal(t, 2, r.Code)
		assert.Contains(t, r.ErrOut, "the folder for games "+env["PROTOKOLL_HOME"]+" cannot be made")
		assert.Empty(t, r.Out, "no question was asked")
	}
}

// TestHostileNames: names that would take over the terminal are refused;
// an old file that holds one is shown escaped; NFC and NFD are one name.
func TestHostileNames(t *testing.T) {
	env := cmdtest.Home(t)
	r := cmdtest.Run(t, env, "", "yatzy", "new", "--players", "\x1b]0;pwned\x07Anna,Bo", "--name", "g")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `holds a control character (U+001B)`)
	assert.NotContains(t, r.ErrOut, "\x1b")
	names, _ := filepath.Glob(filepath.Join(env["PROTOKOLL_HOME"], "*"))
	assert.Empty(t, names, "no game was made")

	r = cmdtest.Run(t, env, "", "yatzy", "new", "--players", "Émile,E\u0301mile", "--name", "g")
	assert.Equal(t, 2, r.Code, "NFC and NFD Émile are one player")
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "E\u0301mile,Bo", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "émile", "--dice", "66624", "--box", "sixes")
	assert.Equal(t, "Émile", cmdtest.YatzyJSON(t, env, "g").Players[0].Name, "kept in NFC")

	// Piped in at the table: the echoed line shows the escape, not runs it.
	r = cmdtest.Run(t, env, "scandinavian\n\x1b]0;pwned\x07Anna, Bo\n", "yatzy", "--name", "piped")
	assert.Equal(t, 2, r.Code)
	assert.NotContains(t, r.Out+r.ErrOut, "\x1b", "an escape typed in is never written back")
	assert.Contains(t, r.Out, `\x1b]0;pwned\aAnna, Bo`)

	// A file of format 1, from before names were checked, with a name that
	// clears the screen: it loads, and is shown escaped.
	old := `{"protokoll":1,"game":"yatzy","created":"2026-11-30T20:00:00Z","settings":{"variant":"scandinavian","players":["\u001b[2JMallory","Bo"]}}` + "\n"
	require.NoError(t, os.WriteFile(filepath.Join(env["PROTOKOLL_HOME"], "old.jsonl"), []byte(old), 0o644))
	for _, args := range [][]string{{"yatzy", "show", "old"}, {"games"}} {
		out := cmdtest.MustRun(t, env, args...)
		assert.NotContains(t, out, "\x1b", args)
		assert.Contains(t, out, `\x1b[2JMallory`, args)
	}
}

// TestResumingShowsWhereTheGameStands: play GAME shows the sheet first.
func TestResumingShowsWhereTheGameStands(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66624", "--box", "sixes")
	r := cmdtest.Run(t, env, "quit\n", "yatzy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Regexp(t, `│ Sixes\s+│\s+18 │`, r.Out)
	assert.Less(t, strings.Index(r.Out, "Sixes"), strings.Index(r.Out, "Anna's turn"), "the sheet comes before the question")
}

// TestShowJSONForScripts: history entries keep their times, an undo names
// what it took back, boxes come in sheet order, games --json gives the
// progress as numbers, and an empty hand is [].
func TestShowJSONForScripts(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--variant", "standard", "--players", "Anna", "--name", "g")
	cmdtest.MustRun(t, env, "yatzy", "record", "g", "--player", "Anna", "--dice", "66624", "--box", "sixes")
	cmdtest.MustRun(t, env, "yatzy", "undo", "g")
	raw := cmdtest.MustRun(t, env, "yatzy", "show", "g", "--json")
	g := cmdtest.YatzyJSON(t, env, "g")
	require.Len(t, g.History, 2)
	assert.False(t, g.History[0].At.IsZero(), "the time of the entry")
	require.NotNil(t, g.History[1].TookBack)
	assert.Equal(t, scoresheet.Sixes, g.History[1].TookBack.Box)
	// Standard's sheet has full house before the straights, and yatzy
	// before chance: not alphabetical.
	assert.Less(t, strings.Index(raw, `"full_house"`), strings.Index(raw, `"small_straight"`))
	assert.Less(t, strings.Index(raw, `"yatzy"`), strings.Index(raw, `"chance"`))
	assert.Less(t, strings.Index(raw, `"ones"`), strings.Index(raw, `"twos"`))

	var list []view.Summary
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "games", "--json")), &list))
	require.Len(t, list, 1)
	assert.Equal(t, 1, list[0].Round)
	assert.Equal(t, 13, list[0].Rounds)
	assert.Equal(t, "Anna", list[0].Next)

	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cecilia", "--name", "r")
	cmdtest.MustRun(t, env, "rummy", "record", "r", "--out", "Anna", "--left", "Bo=", "--left", "Cecilia=5")
	assert.Contains(t, cmdtest.MustRun(t, env, "rummy", "show", "r", "--json"), `"Bo": []`)
}
