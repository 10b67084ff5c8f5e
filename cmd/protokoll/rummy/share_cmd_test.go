package rummy_test

import (
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

// TestACardGameSharedAtTheTable: rummy play --share serves the game
// played at the terminal; a round entered on a phone is the table's,
// shown there at once; --pin without --share is refused.
func TestACardGameSharedAtTheTable(t *testing.T) {
	env := cmdtest.Home(t)
	r := cmdtest.Run(t, env, "", "rummy", "play", "kort", "--pin=2468")
	assert.Equal(t, 2, r.Code)
	assert.Contains(t, r.ErrOut, "--pin goes with --share")

	cmdtest.MustRun(t, env, "rummy", "new", "--list", "7", "--players", "Anna,Bo,Cecilia", "--name", "kort")
	cmd, stdin, out := cmdtest.Child(t, env["PROTOKOLL_HOME"], "rummy", "play", "kort", "--share", "--pin=2468", "--addr", "127.0.0.1:0")
	cmdtest.WaitFor(t, out, "PIN for entering turns from a phone: 2468")
	base := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(out.String())
	cmdtest.WaitFor(t, out, "Who went out?")

	resp, err := http.Post(base+"g/kort/turn", "application/json", strings.NewReader(`{"pin":"2468","out":"Bo","left":{"Anna":"K 7","Cecilia":"5"}}`))
	require.NoError(t, err)
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode, string(body))
	cmdtest.WaitFor(t, out, "Entered on a phone (127.0.0.1):")
	cmdtest.WaitFor(t, out, "Next: round 2 of 16")

	_, err = io.WriteString(stdin, "quit\n")
	require.NoError(t, err)
	require.NoError(t, cmd.Wait(), out.String())
	assert.Contains(t, cmdtest.MustRun(t, env, "rummy", "show", "kort"), "0 ★")
}

// TestASharedCardGamePlayedAgain: the card game played again at the end
// of a shared one is the page's game too: a round of it entered on a
// phone is the table's.
func TestASharedCardGamePlayedAgain(t *testing.T) {
	env := cmdtest.Home(t)
	list := filepath.Join(t.TempDir(), "kort.txt")
	require.NoError(t, os.WriteFile(list, []byte("# Kort\n1. 2 trissar\n"), 0o600))
	cmdtest.MustRun(t, env, "rummy", "new", "--list", list, "--players", "Anna,Bo,Cecilia", "--name", "ett")
	cmd, stdin, out := cmdtest.Child(t, env["PROTOKOLL_HOME"], "rummy", "play", "ett", "--share", "--pin=2468", "--addr", "127.0.0.1:0")
	cmdtest.WaitFor(t, out, "PIN for entering turns from a phone: 2468")
	base := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(out.String())
	cmdtest.WaitFor(t, out, "Who went out?")
	round := func(game string) {
		t.Helper()
		resp, err := http.Post(base+"g/"+game+"/turn", "application/json", strings.NewReader(`{"pin":"2468","out":"Bo","left":{"Anna":"K 7","Cecilia":"5"}}`))
		require.NoError(t, err)
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		require.Equal(t, http.StatusOK, resp.StatusCode, string(body))
	}
	round("ett")
	cmdtest.WaitFor(t, out, "Play again?")
	assert.Equal(t, 1, strings.Count(out.String(), "Winner: Bo"), "the winner said once, by the game's end:\n%s", out.String())
	_, err := io.WriteString(stdin, "y\n")
	require.NoError(t, err)
	cmdtest.WaitFor(t, out, "Game saved as ")
	next := regexp.MustCompile(`Game saved as (\S+)`).FindStringSubmatch(out.String())[1]
	cmdtest.WaitForN(t, out, "Who went out?", 2) // the next game's: it is shared once asked
	round(next)
	cmdtest.WaitFor(t, out, "Play again?")
	_, err = io.WriteString(stdin, "n\n")
	require.NoError(t, err)
	require.NoError(t, cmd.Wait(), out.String())
	assert.Contains(t, cmdtest.MustRun(t, env, "rummy", "show", next), "0 ★")
}

// TestAnIdleCardTableSaysNothingLost: a phone's round entered while the
// terminal waits at "Who went out?" with nothing chosen says nothing was
// lost (it said "Asked again" after every round).
func TestAnIdleCardTableSaysNothingLost(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cecilia", "--name", "tre")
	term := cmdtest.Terminal(t, env, 100, 40, "rummy", "play", "tre", "--share", "--pin=2468", "--addr", "127.0.0.1:0")
	screen := term.WaitFor("Who went out?")
	base := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(screen)
	require.NotEmpty(t, base, screen)
	for round := 1; round <= 2; round++ {
		resp, err := http.Post(base+"g/tre/turn", "application/json", strings.NewReader(`{"pin":"2468","out":"Bo","left":{"Anna":"K 7","Cecilia":"5"}}`))
		require.NoError(t, err)
		resp.Body.Close()
		require.Equal(t, http.StatusOK, resp.StatusCode)
		term.WaitFor("Round " + strconv.Itoa(round+1) + " of")
	}
	screen = term.WaitFor("Who went out?")
	assert.NotContains(t, screen, "Asked again", screen)
	term.Interrupt()
}

// TestPointsByHandNotedAreNeverLostUnsaid: points by hand noted for a
// round are saved with it; a round a phone entered meanwhile was saved
// without them, and the table says so, and how to add them; noted and
// left, the table says they are not saved.
func TestPointsByHandNotedAreNeverLostUnsaid(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "1", "--players", "Anna,Bo,Cecilia", "--name", "kort")
	cmd, stdin, out := notedThenEnteredOnAPhone(t, env, 1)
	cmdtest.WaitFor(t, out, "Last round's winner: Bo") // the message, then the round's start
	said := strings.Join(strings.Fields(out.String()), " ")
	assert.Contains(t, said, "Round 1 was entered without the points by hand noted for it (Bo -10 (held a card)): add them with fix. Round 2 of 15")
	_, err := io.WriteString(stdin, "adjust\nAnna\n5\nlate\nquit\n")
	require.NoError(t, err)
	require.NoError(t, cmd.Wait(), out.String())
	said = strings.Join(strings.Fields(out.String()), " ")
	assert.Contains(t, said, "Not saved: the points by hand noted for round 2 (Anna +5 (late)). Saved. Resume with:", "said before how to resume")
	g := rummyJSONOf(t, env, "kort")
	require.Equal(t, 1, g.Played)
	assert.Empty(t, g.Results[0].Adjust)
}

// TestPointsByHandForTheLastRoundEnteredOnAPhone: points by hand noted
// for the last round, which a phone then enters, are said not to be
// saved when the game ends, and are gone: the next game ("play again")
// does not save them with its own round of that number.
func TestPointsByHandForTheLastRoundEnteredOnAPhone(t *testing.T) {
	env := cmdtest.Home(t)
	list := filepath.Join(t.TempDir(), "two.txt")
	require.NoError(t, os.WriteFile(list, []byte("# Två\n1. 2 trissar\n2. 2 fyrtal\n"), 0o644))
	cmdtest.MustRun(t, env, "rummy", "new", "--list", list, "--players", "Anna,Bo,Cecilia", "--name", "kort")
	cmdtest.MustRun(t, env, "rummy", "record", "kort", "--out", "Anna", "--left", "Bo=K", "--left", "Cecilia=5")
	cmd, stdin, out := notedThenEnteredOnAPhone(t, env, 2)
	cmdtest.WaitFor(t, out, "Play again?")
	assert.Contains(t, strings.Join(strings.Fields(out.String()), " "), "Not saved: the points by hand noted for round 2 (Bo -10 (held a card)).")

	// The next game's two rounds, at the table.
	_, err := io.WriteString(stdin, "y\nAnna\nK\n5\ny\nAnna\nK\n5\ny\nn\n")
	require.NoError(t, err)
	require.NoError(t, cmd.Wait(), out.String())
	next := regexp.MustCompile(`Game saved as (\S+)`).FindStringSubmatch(out.String())
	require.NotNil(t, next, out.String())
	g := rummyJSONOf(t, env, next[1])
	require.Equal(t, 2, g.Played)
	assert.Empty(t, g.Results[1].Adjust, "the last game's points by hand are not this game's")
	assert.Empty(t, rummyJSONOf(t, env, "kort").Results[1].Adjust)
}

// notedThenEnteredOnAPhone plays the card game kort at a shared table,
// notes Bo -10 there for round, and enters that round on a phone (Bo
// went out): the table's process, its input and its output.
func notedThenEnteredOnAPhone(t *testing.T, env map[string]string, round int) (*exec.Cmd, io.WriteCloser, *cmdtest.Buffer) {
	t.Helper()
	cmd, stdin, out := cmdtest.Child(t, env["PROTOKOLL_HOME"], "rummy", "play", "kort", "--share", "--pin=2468", "--addr", "127.0.0.1:0")
	cmdtest.WaitFor(t, out, "PIN for entering turns from a phone: 2468")
	base := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(out.String())
	cmdtest.WaitFor(t, out, "Who went out?")
	_, err := io.WriteString(stdin, "adjust\nBo\n-10\nheld a card\n")
	require.NoError(t, err)
	cmdtest.WaitFor(t, out, "Noted for round "+strconv.Itoa(round)+", saved with it: Bo -10 (held a card)")
	resp, err := http.Post(base+"g/kort/turn", "application/json", strings.NewReader(`{"pin":"2468","out":"Bo","left":{"Anna":"K 7","Cecilia":"5"}}`))
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	return cmd, stdin, out
}

// TestAPhonesCorrectionSaidAtTheTable: a round corrected on a phone, in
// a card game shared at the terminal, is said there in the table's
// words, after the line that says it came from a phone.
func TestAPhonesCorrectionSaidAtTheTable(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "rummy", "new", "--list", "7", "--players", "Anna,Bo,Cecilia", "--name", "kort")
	cmd, stdin, out := cmdtest.Child(t, env["PROTOKOLL_HOME"], "rummy", "play", "kort", "--share", "--pin=2468", "--addr", "127.0.0.1:0")
	cmdtest.WaitFor(t, out, "PIN for entering turns from a phone: 2468")
	base := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(out.String())
	cmdtest.WaitFor(t, out, "Who went out?")
	resp, err := http.Post(base+"g/kort/turn", "application/json", strings.NewReader(`{"pin":"2468","out":"Bo","left":{"Anna":"K 7","Cecilia":"5"}}`))
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	cmdtest.WaitFor(t, out, "Next: round 2 of 16")

	resp, err = http.Get(base + "g/kort")
	require.NoError(t, err)
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	m := regexp.MustCompile(`(?s)<details class="fix">.*?name="line" value="(\d+)"`).FindSubmatch(page)
	require.NotNil(t, m, "the correction's form")
	resp, err = http.PostForm(base+"g/kort/fix", url.Values{"pin": {"2468"}, "line": {string(m[1])}, "round": {"1"}, "left2": {"A"}, "reason": {"misread"}})
	require.NoError(t, err)
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode, string(body))
	cmdtest.WaitFor(t, out, "Round 1 corrected: Cecilia 5 → ")
	assert.Regexp(t, `Entered on a phone \(127\.0\.0\.1\):\s+Round 1 corrected: Cecilia 5 → \d+`, out.String())

	_, err = io.WriteString(stdin, "quit\n")
	require.NoError(t, err)
	require.NoError(t, cmd.Wait(), out.String())
}

// TestAShareRefusedMakesNoGame: --share with a PIN or a --host refused,
// or its port taken, is refused before any question (the first dealer
// not asked), with exit status 2, and no game is made: the folder is as
// it was.
func TestAShareRefusedMakesNoGame(t *testing.T) {
	env := cmdtest.Home(t)
	taken, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	defer taken.Close()
	for _, c := range []struct{ flag, said string }{
		{"--pin=12", `--pin "12"`},
		{"--host=bad name!", "bad name!"},
		{"--addr=" + taken.Addr().String(), taken.Addr().String()},
	} {
		r := cmdtest.Run(t, env, "Anna\n", "rummy", "--share", "--players", "Anna,Bo,Cecilia", "--list", "1", c.flag)
		assert.Equal(t, 2, r.Code, c.flag)
		assert.Contains(t, r.ErrOut, c.said, c.flag)
		assert.NotContains(t, r.Out+r.ErrOut, "Who deals first?", c.flag)
		files, err := os.ReadDir(env["PROTOKOLL_HOME"])
		require.NoError(t, err)
		for _, f := range files {
			assert.False(t, strings.HasSuffix(f.Name(), ".jsonl"), "%s made %s", c.flag, f.Name())
		}
	}
}
