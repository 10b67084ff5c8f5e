package rummy_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
	"github.com/kitchentable/protokoll/contracts"
)

func rummyJSONOf(t *testing.T, env map[string]string, game string) view.RummyGame {
	t.Helper()
	var g view.RummyGame
	require.NoError(t, json.Unmarshal([]byte(cmdtest.MustRun(t, env, "rummy", "show", "--json", game)), &g))
	return g
}

// TestWholeCardGameThroughRecord plays all twelve rounds of list 12: the
// deal goes round, round 6 has the Yatzy-chans special, and the lowest
// total wins.
func TestWholeCardGameThroughRecord(t *testing.T) {
	env := cmdtest.Home(t)
	game := strings.TrimSpace(cmdtest.MustRun(t, env, "rummy", "new", "--list", "12", "--players", "Anna,Bo,Cecilia", "--dealer", "Cecilia", "--name", "kväll"))
	require.Equal(t, "kväll", game)
	outs := []string{"Anna", "Bo", "Cecilia"}
	for i := range 12 {
		out := outs[i%3]
		args := []string{"rummy", "record", game, "--out", out}
		for _, p := range outs {
			if p != out {
				args = append(args, "--left", p+"=K 7")
			}
		}
		if i == 5 {
			args = append(args, "--special", "Anna=4")
		}
		args = append(args, labelsOf(t, "12", i, outs)...)
		if i == 11 {
			args = append(args, "--adjust", "Bo=-5:kind to the host")
		}
		out2 := cmdtest.MustRun(t, env, args...)
		if i == 0 {
			assert.Equal(t, "Round 1 recorded: Anna 0 ★, Bo 15, Cecilia 15\nNext: round 2 of 12, Ett fyrtal eller en färgstege på 4 kort\nDealer: Anna · starts: Bo\n", out2)
		}
	}
	g := rummyJSONOf(t, env, game)
	assert.True(t, g.Finished)
	assert.Equal(t, 12, g.Played)
	// Each player went out 4 times and had K 7 (15) 8 times: 120; Anna
	// −40 for her four-card triss; Bo −5 by hand.
	assert.Equal(t, []int{80, 115, 120}, []int{g.Players[0].Total, g.Players[1].Total, g.Players[2].Total})
	assert.Equal(t, []string{"Anna"}, g.Winners)
	assert.Equal(t, 15-40, g.Players[0].Points[5], "Cecilia went out; Anna had K 7 and a four-card triss")
	assert.Contains(t, cmdtest.MustRun(t, env, "rummy", "show", game), "Winner: Anna")
	// The end says every place, not the winner alone, in each language.
	for lang, want := range map[string]string{
		"en": "Winner: Anna\nPlaces: 1. Anna 80 · 2. Bo 115 · 3. Cecilia 120\n",
		"sv": "Vinnare: Anna\nPlaceringar: 1. Anna 80 · 2. Bo 115 · 3. Cecilia 120\n",
		"et": "Võitja: Anna\nKohad: 1. Anna 80 · 2. Bo 115 · 3. Cecilia 120\n",
	} {
		assert.Contains(t, cmdtest.MustRun(t, env, "--lang", lang, "rummy", "show", game), want, lang)
	}
	r := cmdtest.Run(t, env, "", "rummy", "record", game, "--out", "Anna", "--left", "Bo=", "--left", "Cecilia=")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "the game is over: all 12 rounds are played")
}

func TestCardGameRefusalsLeaveTheFileUnchanged(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cecilia", "--name", "g")
	cmdtest.MustRun(t, env, "rummy", "record", "g", "--out", "Anna", "--left", "Bo=K", "--left", "Cecilia=5")
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	before, err := os.ReadFile(path)
	require.NoError(t, err)
	for _, tc := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--left", "Bo=K"}, "--out is required"},
		{[]string{"--out", "Anna", "--left", "Bo=K"}, "Cecilia's cards left in hand are missing"},
		{[]string{"--out", "Dora", "--left", "Bo=K"}, `who went out? no player called "Dora"`},
		{[]string{"--out", "Anna", "--left", "Bo=2 2 2 2 2", "--left", "Cecilia=2 2 2 2"}, "9 cards of rank 2"},
		{[]string{"--out", "Anna", "--left", "Bo=X", "--left", "Cecilia=5"}, `--left Bo: "X" is not a card`},
		{[]string{"--out", "Anna", "--left", "Bo", "--left", "Cecilia=5"}, `--left "Bo": want NAME=VALUE`},
		{[]string{"--out", "Anna", "--left", "Bo=K", "--left", "bo=5"}, "--left names bo twice"},
		{[]string{"--out", "Anna", "--left", "Bo=Y", "--left", "Cecilia=Z"}, `--left Bo: "Y" is not a card`}, // the first given, every time
		{[]string{"--out", "Anna", "--left", "Cecilia=Z", "--left", "Bo=Y"}, `--left Cecilia: "Z" is not a card`},
		{[]string{"--out", "Anna", "--left", "Bo=K", "--left", "Cecilia=5", "--special", "Bo=3"}, "round 2 has no special scoring"},
		{[]string{"--out", "Anna", "--left", "Bo=K", "--left", "Cecilia=5", "--adjust", "Bo=-10"}, `--adjust "Bo=-10": want NAME=POINTS:REASON`},
		{[]string{"--out", "Anna", "--left", "Bo=K", "--left", "Cecilia=5", "--adjust", "Bo=-10: "}, "an adjustment for Bo needs a reason"},
	} {
		r := cmdtest.Run(t, env, "", append([]string{"rummy", "record", "g"}, tc.args...)...)
		assert.Equal(t, 2, r.Code, tc.args)
		assert.Contains(t, r.ErrOut, tc.msg, tc.args)
		after, _ := os.ReadFile(path)
		assert.Equal(t, string(before), string(after), "refused %v changed the file", tc.args)
	}
	for _, args := range [][]string{
		{"rummy", "correct", "g", "--round", "1", "--out", "Bo", "--left", "Anna=K", "--left", "Cecilia=5"},
		{"rummy", "correct", "g", "--round", "2", "--out", "Bo", "--left", "Anna=K", "--left", "Cecilia=5", "--reason", "x"},
		{"rummy", "new", "--list", "1", "--players", "Anna,Bo", "--name", "h"},
		{"rummy", "new", "--list", "99", "--players", "Anna,Bo,Cecilia", "--name", "h"},
	} {
		r := cmdtest.Run(t, env, "", args...)
		assert.Equal(t, 2, r.Code, args)
		after, _ := os.ReadFile(path)
		assert.Equal(t, string(before), string(after))
	}
}

func TestCardGameUndoAndCorrect(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cecilia", "--name", "g")
	cmdtest.MustRun(t, env, "rummy", "record", "g", "--out", "Anna", "--left", "Bo=K", "--left", "Cecilia=5")
	cmdtest.MustRun(t, env, "rummy", "record", "g", "--out", "Bo", "--left", "Anna=A", "--left", "Cecilia=5")
	cmdtest.MustRun(t, env, "rummy", "undo", "g")
	assert.Equal(t, 1, rummyJSONOf(t, env, "g").Played)
	out := cmdtest.MustRun(t, env, "rummy", "correct", "g", "--round", "1", "--out", "Cecilia", "--left", "Anna=2", "--left", "Bo=K", "--reason", "Cecilia went out, not Anna")
	assert.Contains(t, out, "Round 1 corrected: Anna 0 → 25, Cecilia 5 → 0", "what changed, as the table says it")
	g := rummyJSONOf(t, env, "g")
	assert.Equal(t, []int{25, 10, 0}, []int{g.Players[0].Total, g.Players[1].Total, g.Players[2].Total})
	require.Len(t, g.History, 4)
	assert.Equal(t, "Cecilia went out, not Anna", g.History[3].Event.Reason)
}

func TestPipedCardGame(t *testing.T) {
	env := cmdtest.Home(t)
	var in strings.Builder
	in.WriteString("12\nAnna, Bo, Cecilia\nCecilia\n")
	for i := range 12 {
		in.WriteString([]string{"Anna", "Bo", "Cecilia"}[i%3] + "\n")
		if i == 7 { // round 8 names players: which label each had
			in.WriteString("1\n2\n4\n")
		}
		if i == 8 {
			in.WriteString("1\n2\n2\n")
		}
		in.WriteString("K 7\nK 7\n")
		if i == 5 { // Yatzy-chans: cards in each player's triss
			in.WriteString("4\n0\n0\n")
		}
		in.WriteString("y\n") // save the round
	}
	r := cmdtest.Run(t, env, in.String(), "rummy", "--name", "piped")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Game over")
	assert.Contains(t, r.Out, "Winner: Anna")
	assert.Regexp(t, `1\. +Anna +80\n2\. +Bo +120\n2\. +Cecilia +120\n`, r.Out, "the places, the ties sharing one")
	assert.Contains(t, r.Out, "━ Anna 80", "the game's chart")
	assert.Contains(t, r.Out, "The night so far: protokoll recap")
	assert.NotContains(t, r.Out, "went out (piped)", "the night only on request")
	g := rummyJSONOf(t, env, "piped")
	assert.True(t, g.Finished)
	assert.Equal(t, []int{80, 120, 120}, []int{g.Players[0].Total, g.Players[1].Total, g.Players[2].Total})
	assert.Equal(t, "den som har mörka strumpor", g.Results[7].Labels["Anna"])
	assert.Equal(t, "övriga", g.Results[8].Labels["Cecilia"])
}

func TestPipedCardGameCommands(t *testing.T) {
	env := cmdtest.Home(t)
	in := strings.Join([]string{
		"1", "Anna,Bo,Cecilia", "Bo",
		"check", "7h 7s 7d | 9c 9h 2c", // round 1: 2 trissar
		"adjust", "Bo", "-10", "forgot",
		"Anna", "K 7 2 A", "5 9", "y",
		"fix", "1", "1", "Bo", "K", "save", "misread", // Bo went out, not Anna; Anna held a K
		"undo", "y",
		"quit",
	}, "\n") + "\n"
	r := cmdtest.Run(t, env, in, "rummy", "--name", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "✓ 2 trissar")
	assert.Contains(t, r.Out, "Cards left in Bo's hand K 7 2 A\n  = 60 points\n")
	assert.Contains(t, r.Out, "Saved. Resume with: protokoll rummy play g")
	g := rummyJSONOf(t, env, "g")
	assert.Equal(t, 1, g.Played, "the undo takes back the correction, not the round")
	assert.Equal(t, "Anna", g.Results[0].Out, "the round is as first recorded")
	assert.Contains(t, r.Out, "Took back: the correction of round 1 (misread)")
	kinds := []string{}
	for _, e := range g.History {
		kinds = append(kinds, string(e.Event.Kind))
	}
	assert.Equal(t, []string{"round", "correct", "undo"}, kinds)
	assert.Equal(t, "misread", g.History[1].Event.Reason)
	assert.Equal(t, -10, g.History[0].Event.Result.Adjust[0].Points)
	// The correction starts from the round as recorded: Bo's adjustment and
	// Cecilia's hand are kept; only who went out and Anna's hand changed.
	corrected := g.History[1].Event.Result
	assert.Equal(t, "Bo", corrected.Out)
	assert.Equal(t, []contracts.Card{{Rank: contracts.King}}, corrected.Left["Anna"])
	assert.Len(t, corrected.Left["Cecilia"], 2)
	require.Len(t, corrected.Adjust, 1)
	assert.Equal(t, contracts.Adjustment{Player: "Bo", Points: -10, Reason: "forgot"}, corrected.Adjust[0])
	assert.Contains(t, r.Out, "Round 1 of 15 · List 1\n  2 trissar", "the correction shows the round's contract")
}

func TestCardGameCrashAndLock(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cecilia", "--name", "g")
	cmd, stdin, out := cmdtest.Child(t, env["PROTOKOLL_HOME"], "rummy", "play", "g")
	cmdtest.WaitFor(t, out, "Who went out?")
	r := cmdtest.Run(t, env, "", "rummy", "record", "g", "--out", "Anna", "--left", "Bo=K", "--left", "Cecilia=5")
	assert.Equal(t, 3, r.Code, "open elsewhere: try again later")
	assert.Regexp(t, `game is open in another protokoll \(process \d+, since \d\d:\d\d\): "g" is being played there`, r.ErrOut)
	_, err := stdin.Write([]byte("Anna\nK\n5\ny\n"))
	require.NoError(t, err)
	cmdtest.WaitFor(t, out, "Round 2 of 15")
	require.NoError(t, cmd.Process.Signal(syscall.SIGKILL))
	cmd.Wait()
	g := rummyJSONOf(t, env, "g")
	assert.Equal(t, 1, g.Played, "the round confirmed before the kill is saved")
	cmdtest.MustRun(t, env, "rummy", "record", "g", "--out", "Bo", "--left", "Anna=K", "--left", "Cecilia=5")

	// Damage is reported with its line, and the file is left alone.
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	data, _ := os.ReadFile(path)
	line, err := store.LineAfter(data, json.RawMessage(`{"kind":"round","result":{"out":"Dora"}}`))
	require.NoError(t, err)
	damaged := string(data) + string(line) + "\n"
	require.NoError(t, os.WriteFile(path, []byte(damaged), 0o644))
	r = cmdtest.Run(t, env, "", "rummy", "undo", "g")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "is damaged at line 4: who went out? no player called \"Dora\"")
	after, _ := os.ReadFile(path)
	assert.Equal(t, damaged, string(after))
}

func TestPipedCardGameFromAListFile(t *testing.T) {
	env := cmdtest.Home(t)
	path := filepath.Join(t.TempDir(), "kväll.txt")
	require.NoError(t, os.WriteFile(path, []byte("# Kvällens lista\n1. 3 par\n2. en röd triss\n"), 0o644))
	in := "file\n" + path + "\nAnna,Bo,Cecilia\n2\nAnna\nK\n5\ny\nBo\nA\n7\ny\n"
	r := cmdtest.Run(t, env, in, "rummy", "--name", "own")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "Round 1 of 2 · Kvällens lista\n  3 par\n  → 3 pairs.\n  Dealer: Bo · starts: Cecilia\nWho went out?")
	assert.Contains(t, r.Out, "Dealer: Cecilia · starts: Anna\n  Last round's winner: Anna\n", "the round header names last round's winner")
	assert.Equal(t, 2, strings.Count(r.Out, "╭"), "a table after each round; the end does not show it again")
	g := rummyJSONOf(t, env, "own")
	assert.True(t, g.Finished)
	// Anna 0+20, Bo 10+0, Cecilia 5+5: Bo and Cecilia share the win.
	assert.Equal(t, []string{"Bo", "Cecilia"}, g.Winners)
}

// labelsOf are the --label flags that give each of players a contract of
// round i of list, the first player the first, the next the next, where
// the round names players (one each, as "En ska ha …" wants); none where
// it does not.
func labelsOf(t *testing.T, list string, i int, players []string) []string {
	t.Helper()
	l, err := contracts.LookupList(list)
	require.NoError(t, err)
	c := l.Rounds[i].Contract
	if !c.Labelled() {
		return nil
	}
	var args []string
	for k, p := range players {
		args = append(args, "--label", p+"="+c.Requirements[k%len(c.Requirements)].Name())
	}
	return args
}

// list12 makes game g of list 12 for Anna, Bo and Cecilia and records
// its first n rounds: Anna out each time, a 5 left in the others' hands,
// each round's labels and its Yatzy-chans (no one's) as record wants them.
func list12(t *testing.T, env map[string]string, n int) {
	t.Helper()
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "12", "--players", "Anna,Bo,Cecilia", "--name", "g")
	for i := range n {
		args := []string{"rummy", "record", "g", "--out", "Anna", "--left", "Bo=5", "--left", "Cecilia=5"}
		if i == 5 {
			args = append(args, "--special", "Anna=0")
		}
		cmdtest.MustRun(t, env, append(args, labelsOf(t, "12", i, []string{"Anna", "Bo", "Cecilia"})...)...)
	}
}

// TestWinnerLabelCheckedAgainstTheGame: list 11's round 8 names last
// round's winner; a label that says otherwise is refused, file unchanged.
func TestWinnerLabelCheckedAgainstTheGame(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "11", "--players", "Anna,Bo,Cecilia", "--name", "g")
	for i := range 7 {
		out, others := "Anna", []string{"Bo", "Cecilia"}
		if i == 6 {
			out, others = "Bo", []string{"Anna", "Cecilia"}
		}
		args := []string{"rummy", "record", "g", "--out", out}
		for _, p := range others {
			args = append(args, "--left", p+"=")
		}
		args = append(args, labelsOf(t, "11", i, []string{"Anna", "Bo", "Cecilia"})...)
		cmdtest.MustRun(t, env, args...)
	}
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	before, err := os.ReadFile(path)
	require.NoError(t, err)
	r := cmdtest.Run(t, env, "", "rummy", "record", "g", "--out", "Cecilia", "--left", "Anna=", "--left", "Bo=", "--label", "Anna=vinnare")
	assert.Equal(t, 2, r.Code, r.ErrOut)
	assert.Contains(t, r.ErrOut, `Anna's label is "övriga", not "förra omgångens vinnare": Bo went out of round 7`)
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, before, after)
	cmdtest.MustRun(t, env, "rummy", "record", "g", "--out", "Cecilia", "--left", "Anna=", "--left", "Bo=", "--label", "Bo=vinnare")
}

// TestPipedCardGameStopsAtARefusedLine: a wrong line from a script stops
// the run at that line, exit 2; the round it was part of is not recorded,
// and what was confirmed before stays.
func TestPipedCardGameStopsAtARefusedLine(t *testing.T) {
	env := cmdtest.Home(t)
	in := strings.Join([]string{
		"1", "Anna,Bo,Cecilia", "Bo",
		"Anna", "K 7", "5 9", "y", // round 1, saved
		"Bo", "K 7", "Kh Kh Kh", // three K♥: refused at line 10
		"5", "y", "quit",
	}, "\n") + "\n"
	r := cmdtest.Run(t, env, in, "rummy", "--name", "g")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "input line 10: 3 × K♥: 2 decks hold 2 of each card")
	g := rummyJSONOf(t, env, "g")
	assert.Equal(t, 1, g.Played, "round 1 stays; round 2 is not recorded")
	r = cmdtest.Run(t, env, "Anna,Bo\n", "rummy", "--list", "1", "--name", "h")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "input line 1: 2 players: the game is for 3 to 6")
}

// TestCorrectOneHand: rummy correct starts from the round as recorded, so
// one hand is put right without restating the round, and nothing else of
// the round (an adjustment, a special) is dropped.
func TestCorrectOneHand(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "12", "--players", "Anna,Bo,Cecilia", "--name", "g")
	cmdtest.MustRun(t, env, "rummy", "record", "g", "--out", "Anna", "--left", "Bo=K A", "--left", "Cecilia=5", "--adjust", "Cecilia=10:held a card back")
	cmdtest.MustRun(t, env, "rummy", "correct", "g", "--round", "1", "--left", "Bo=K 7", "--reason", "a seven, not an ace")
	g := rummyJSONOf(t, env, "g")
	assert.Equal(t, []int{0, 15, 15}, []int{g.Players[0].Total, g.Players[1].Total, g.Players[2].Total}, "Bo 10+5; Cecilia 5+10 kept")
	r := cmdtest.Run(t, env, "", "rummy", "correct", "g", "--round", "2", "--left", "Bo=K", "--reason", "x")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "--round 2 has not been played (1 played so far)")
}

// TestTableCheckTakesAWholeHand as --hand does.
func TestTableCheckTakesAWholeHand(t *testing.T) {
	env := cmdtest.Home(t)
	in := "1\nAnna,Bo,Cecilia\nBo\ncheck\nhand: 7h 7s 7d 9c 9h 2c Kd 4s\nquit\n"
	r := cmdtest.Run(t, env, in, "rummy", "--name", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Contains(t, r.Out, "✓ 2 trissar")
}

// TestAResumedGamesRefusalsSpeakItsLanguage: a card game kept in
// Swedish, resumed without --lang in an English locale, says a wrong
// piped line in Swedish, the line's number and all.
func TestAResumedGamesRefusalsSpeakItsLanguage(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "--lang", "sv", "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cecilia", "--name", "rsv")
	env["LANG"] = "C.UTF-8"
	r := cmdtest.Run(t, env, "Zed\n", "rummy", "play", "rsv")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, `indatarad 1: "Zed" `)
	assert.Contains(t, r.ErrOut, "(inget efter den användes)")
	assert.NotContains(t, r.ErrOut, "input line")
}

// TestRecordSaysItsRound: record --round N is refused when round N was
// entered meanwhile (a phone entered it first), rather than taken for the
// next round, and when N is not the next; without --round it says which
// round it recorded.
func TestRecordSaysItsRound(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cid", "--name", "dup")
	args := []string{"rummy", "record", "dup", "--out", "Anna", "--left", "Bo=K 7", "--left", "Cid=5"}
	out := cmdtest.MustRun(t, env, append(args, "--round", "1")...)
	assert.Contains(t, out, "Round 1 recorded: Anna 0 ★, Bo 15, Cid 5")
	path := filepath.Join(env["PROTOKOLL_HOME"], "dup.jsonl")
	before, _ := os.ReadFile(path)
	for round, why := range map[string]string{
		"1": "round 1 was entered meanwhile (at another phone, or the terminal): this entry was not recorded",
		"3": "round 3 is not the next round: that is round 2",
	} {
		r := cmdtest.Run(t, env, "", append(args, "--round", round)...)
		assert.Equal(t, 2, r.Code, round)
		assert.Contains(t, r.ErrOut, why, round)
		after, _ := os.ReadFile(path)
		assert.Equal(t, string(before), string(after), round)
	}
	r := cmdtest.Run(t, env, "", append([]string{"--lang", "sv"}, append(args, "--round", "1")...)...)
	assert.Contains(t, r.ErrOut, "omgång 1 har förts in under tiden")
	assert.Contains(t, cmdtest.MustRun(t, env, args...), "Round 2 recorded: ")
}

// TestRecordAsksWhatTheTableAsks: rummy record refuses a Yatzy-chans
// round without --special and a round that names players without a
// --label for each, saying what is missing, the file unchanged (both were
// taken, the special scored as no one's); a hand of none is "", "0" or
// "-", as at the table.
func TestRecordAsksWhatTheTableAsks(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	players := []string{"Anna", "Bo", "Cecilia"}
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "12", "--players", "Anna,Bo,Cecilia", "--dealer", "Cecilia", "--name", "g")
	path := filepath.Join(env["PROTOKOLL_HOME"], "g.jsonl")
	refused := func(want string, args ...string) {
		t.Helper()
		before, err := os.ReadFile(path)
		require.NoError(t, err)
		r := cmdtest.Run(t, env, "", append([]string{"rummy", "record", "g"}, args...)...)
		assert.Equal(t, 2, r.Code, r.ErrOut)
		assert.Contains(t, r.ErrOut, want)
		after, err := os.ReadFile(path)
		require.NoError(t, err)
		assert.Equal(t, string(before), string(after))
	}
	list, err := contracts.LookupList("12")
	require.NoError(t, err)
	for i, round := range list.Rounds[:8] {
		args := []string{"--out", "Anna", "--left", "Bo=0", "--left", "Cecilia=-"}
		c := round.Contract
		if len(c.Specials) > 0 {
			refused(`round 6 scores the cards in a triss: give --special "NAME=N" for each player with one, or --special "Anna=0" if no one has one`, args...)
			args = append(args, "--special", "Anna=0")
		}
		if c.Labelled() {
			refused(`round 8 says whose contract each player has: give a --label for each player, like --label "Anna=`+c.Requirements[0].Name()+`"`, args...)
			refused(`a --label is missing for Bo, Cecilia, like`, append(args, "--label", "anna="+c.Requirements[0].Name())...)
			args = append(args, labelsOf(t, "12", i, players)...)
		}
		cmdtest.MustRun(t, env, append([]string{"rummy", "record", "g"}, args...)...)
	}
	g := rummyJSONOf(t, env, "g")
	assert.Equal(t, 8, g.Played)
	assert.Equal(t, 0, g.Players[1].Total, "a hand of none, typed 0 and -")
}

// TestAMinusAsTypedAndCardsApart: an adjustment of "−10" (a Unicode minus,
// as phones and word processors type it) is -10; points of cards given as
// separate arguments read each apart ("poti äss" "kümme ärtu" "emand").
func TestAMinusAsTypedAndCardsApart(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cecilia", "--name", "g")
	cmdtest.MustRun(t, env, "rummy", "record", "g", "--out", "Anna", "--left", "Bo=K", "--left", "Cecilia=5", "--adjust", "Bo=\u221210:held a card back")
	assert.Equal(t, 0, rummyJSONOf(t, env, "g").Players[1].Total, "K 10, less 10")
	assert.Equal(t, "40\n", cmdtest.MustRun(t, env, "--lang", "et", "rummy", "points", "poti äss", "kümme ärtu", "emand"))
}

// TestOneEachWhileTheyLast: list 11's round 1 ("En ska ha …", four
// contracts) gives each player another while they last: three players
// with the same is refused, at record, at the table (asked again) and
// from a phone.
func TestOneEachWhileTheyLast(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "11", "--players", "Anna,Bo,Cecilia", "--name", "g")
	r := cmdtest.Run(t, env, "", "rummy", "record", "g", "--out", "Anna", "--left", "Bo=5", "--left", "Cecilia=5",
		"--label", "Anna=1", "--label", "Bo=1", "--label", "Cecilia=2")
	assert.Equal(t, 2, r.Code, r.ErrOut)
	assert.Contains(t, r.ErrOut, `two players have "en ska ha nr 1" while no one has "en ska ha nr 3": one each, as long as they last`)
	// Piped to the table: the same, refused (a script stops there); then
	// one each, the hands.
	r = cmdtest.Run(t, env, "1\n1\n1\n2\n", "rummy", "play", "g")
	assert.Equal(t, 2, r.Code, r.ErrOut)
	assert.Contains(t, r.ErrOut, "one each, as long as they last")
	assert.Equal(t, 0, rummyJSONOf(t, env, "g").Played)
	r = cmdtest.Run(t, env, "1\n1\n2\n3\n5\n5\ny\nquit\n", "rummy", "play", "g")
	require.Equal(t, 0, r.Code, r.ErrOut)
	assert.Equal(t, 1, rummyJSONOf(t, env, "g").Played)
	r = cmdtest.Run(t, env, "", "rummy", "correct", "g", "--round", "1", "--label", "Bo=1", "--reason", "misheard")
	assert.Equal(t, 2, r.Code, r.ErrOut)
	assert.Contains(t, r.ErrOut, "one each, as long as they last", "a correction too")
}
