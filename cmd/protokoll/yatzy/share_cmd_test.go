package yatzy_test

import (
	"io"
	"net/http"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/web"
)

// post sends a turn as JSON to the live page at base.
func post(t *testing.T, base, game, body string) (int, string) {
	t.Helper()
	resp, err := http.Post(base+"g/"+game+"/turn", "application/json", strings.NewReader(body))
	require.NoError(t, err)
	defer resp.Body.Close()
	data, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(data)
}

// TestAGameSharedAtTheTable: yatzy --share plays at the terminal and
// serves the live page; a turn entered on a phone, while the terminal
// asks for the same player's dice, is the table's: the terminal says it
// and asks the next player. A phone's turn of another player is refused;
// the terminal's own turns go on as ever, and the page has them.
func TestAGameSharedAtTheTable(t *testing.T) {
	env := cmdtest.Home(t)
	cmd, stdin, out := cmdtest.Child(t, env["PROTOKOLL_HOME"], "yatzy", "--variant", "scandinavian", "--players", "Anna,Bo", "--name", "kväll", "--share", "--pin=2468", "--addr", "127.0.0.1:0")
	cmdtest.WaitFor(t, out, "PIN for entering turns from a phone: 2468")
	base := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(out.String())
	require.NotEmpty(t, base, out.String())
	cmdtest.WaitFor(t, out, "Dice (5 values")

	code, body := post(t, base, "kv%C3%A4ll", `{"pin":"2468","player":"Anna","dice":"66624","box":"sixes"}`)
	require.Equal(t, http.StatusOK, code, body)
	assert.Contains(t, body, `"player": "Bo"`, "the answer is the game after it")
	cmdtest.WaitFor(t, out, "Entered on a phone (127.0.0.1):")
	cmdtest.WaitFor(t, out, "Anna: Sixes 18")
	cmdtest.WaitFor(t, out, "Next: Bo, round 1 of 15")
	cmdtest.WaitFor(t, out, "Bo's turn, round 1 of 15")
	assert.NotContains(t, out.String(), "Asked again", "nothing was typed here: nothing to say was lost")

	code, body = post(t, base, "kv%C3%A4ll", `{"pin":"2468","player":"Anna","dice":"55512","box":"fives"}`)
	assert.Equal(t, http.StatusConflict, code, body)
	assert.Contains(t, body, "it is Bo's turn, not Anna's")

	// The terminal's own turn, then the phone's again.
	_, err := io.WriteString(stdin, "12345\nsmall_straight\n")
	require.NoError(t, err)
	cmdtest.WaitFor(t, out, "Bo: Small straight 15")
	code, body = post(t, base, "kv%C3%A4ll", `{"pin":"2468","player":"Anna","dice":"11134","box":"ones"}`)
	require.Equal(t, http.StatusOK, code, body)
	cmdtest.WaitFor(t, out, "Anna: Ones 3")

	resp, err := http.Get(base + "g/kv%C3%A4ll.json")
	require.NoError(t, err)
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	assert.Equal(t, cmdtest.MustRun(t, env, "yatzy", "show", "--json", "kväll"), string(page))

	_, err = io.WriteString(stdin, "quit\n")
	require.NoError(t, err)
	require.NoError(t, cmd.Wait(), out.String())
	_, err = http.Get(base)
	assert.Error(t, err, "the page is gone with the game")
	assert.Len(t, cmdtest.YatzyJSON(t, env, "kväll").History, 3)
}

// TestASharedGamePlayedAgain: at the end of a shared game, the game
// played again is the page's game too: a phone's turn of it is the
// table's, as in the first, not refused as a game open elsewhere.
func TestASharedGamePlayedAgain(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna", "--name", "ett")
	for _, turn := range [][2]string{{"11123", "ones"}, {"22213", "twos"}, {"33312", "threes"}, {"44412", "fours"},
		{"55512", "fives"}, {"66612", "sixes"}, {"66123", "one_pair"}, {"66553", "two_pairs"}, {"66612", "three_of_a_kind"},
		{"66661", "four_of_a_kind"}, {"12345", "small_straight"}, {"23456", "large_straight"}, {"66655", "full_house"}, {"66655", "chance"}} {
		cmdtest.MustRun(t, env, "yatzy", "record", "ett", "--player", "Anna", "--dice", turn[0], "--box", turn[1])
	}
	cmd, stdin, out := cmdtest.Child(t, env["PROTOKOLL_HOME"], "yatzy", "play", "ett", "--share", "--pin=2468", "--addr", "127.0.0.1:0")
	cmdtest.WaitFor(t, out, "PIN for entering turns from a phone: 2468")
	base := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(out.String())
	require.NotEmpty(t, base, out.String())
	cmdtest.WaitFor(t, out, "Dice (5 values")

	code, body := post(t, base, "ett", `{"pin":"2468","player":"Anna","dice":"66666","box":"yatzy"}`)
	require.Equal(t, http.StatusOK, code, body)
	cmdtest.WaitFor(t, out, "Play again?")
	assert.Equal(t, 1, strings.Count(out.String(), "Winner: Anna"), "the winner said once, by the game's end:\n%s", out.String())
	_, err := io.WriteString(stdin, "y\n")
	require.NoError(t, err)
	cmdtest.WaitFor(t, out, "Game saved as ")
	next := regexp.MustCompile(`Game saved as (\S+)`).FindStringSubmatch(out.String())[1]
	cmdtest.WaitForN(t, out, "Dice (5 values", 2) // the next game's: it is shared once asked

	code, body = post(t, base, next, `{"pin":"2468","player":"Anna","dice":"66624","box":"sixes"}`)
	require.Equal(t, http.StatusOK, code, body)
	cmdtest.WaitFor(t, out, "Anna: Sixes 18")

	_, err = io.WriteString(stdin, "quit\n")
	require.NoError(t, err)
	require.NoError(t, cmd.Wait(), out.String())
	assert.Len(t, cmdtest.YatzyJSON(t, env, next).History, 1)
	assert.True(t, cmdtest.YatzyJSON(t, env, "ett").Finished)
}

// TestAKeyAfterAPhonesEntryIsKept: at a shared table, the keys typed at
// the terminal after a phone's entry are the next question's, the first
// of them too. (The question a phone's entry ended left its reader of the
// terminal waiting, and it took the first key: lost, one try in two.)
func TestAKeyAfterAPhonesEntryIsKept(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	term, base := sharedAtATerminal(t, env)
	for i, turn := range []struct{ player, dice, box, next string }{
		{"Anna", "66624", "sixes", "Bo's turn, round 1"},
		{"Bo", "55512", "fives", "Anna's turn, round 2"},
		{"Anna", "43412", "fours", "Bo's turn, round 2"},
	} {
		code, body := post(t, base, "k", `{"pin":"2468","player":"`+turn.player+`","dice":"`+turn.dice+`","box":"`+turn.box+`"}`)
		require.Equal(t, http.StatusOK, code, body)
		// Typed once the next question is there to see: what is typed
		// before it is thrown away (TestDiscardThrowsAwayWhatWasTyped).
		term.WaitFor(turn.next)
		keys := turn.dice[:3] // typed one at a time, as a person does
		for _, key := range keys {
			term.Type(string(key))
			time.Sleep(50 * time.Millisecond)
		}
		screen := term.WaitFor("> " + keys)
		// Said when what was typed is lost: from the second entry on,
		// the keys typed at the question before.
		require.Equal(t, i, strings.Count(screen, "Asked again"), screen)
	}
	term.Interrupt()
	assert.Len(t, cmdtest.YatzyJSON(t, env, "k").History, 3)
}

// TestARefusedPhoneEntryLeavesTheTerminalAlone: a phone's entry the game
// does not take (another's turn, a box filled, the same turn sent twice)
// is answered without ending the terminal's question: what is typed
// there stays. (It ended it, and the question came back empty.)
func TestARefusedPhoneEntryLeavesTheTerminalAlone(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	term, base := sharedAtATerminal(t, env)
	code, body := post(t, base, "k", `{"pin":"2468","player":"Anna","dice":"66624","box":"sixes","round":1}`)
	require.Equal(t, http.StatusOK, code, body)
	term.WaitFor("Bo's turn")
	term.Type("1234")
	term.WaitFor("> 1234")
	for _, refused := range []string{
		`{"pin":"2468","player":"Anna","dice":"55512","box":"fives"}`,           // Bo's turn
		`{"pin":"2468","player":"Bo","dice":"66624","box":"yatzy"}`,             // a strike not confirmed
		`{"pin":"2468","player":"Anna","dice":"66624","box":"sixes","round":1}`, // sent twice
	} {
		code, body := post(t, base, "k", refused)
		assert.NotEqual(t, http.StatusInternalServerError, code, body)
	}
	term.Type("5")
	screen := term.WaitFor("> 12345")
	assert.Equal(t, 0, strings.Count(screen, "Asked again"), screen)
	term.Interrupt()
	assert.Len(t, cmdtest.YatzyJSON(t, env, "k").History, 1)
}

// TestTheSheetSaysWhereThePageIs: at a shared table the sheet ends with
// the page's address and PIN again: the start, with them, is soon
// scrolled off a terminal by a table of eight.
func TestTheSheetSaysWhereThePageIs(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	cmd, stdin, out := cmdtest.Child(t, env["PROTOKOLL_HOME"], "yatzy", "--players", "Anna,Bo", "--name", "w", "--share", "--pin=2468", "--addr", "127.0.0.1:0")
	cmdtest.WaitFor(t, out, "Dice (5 values")
	base := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(out.String())
	require.NotEmpty(t, base)
	_, err := io.WriteString(stdin, "sheet\n")
	require.NoError(t, err)
	cmdtest.WaitFor(t, out, "Total")
	_, err = io.WriteString(stdin, "quit\n")
	require.NoError(t, err)
	require.NoError(t, cmd.Wait(), out.String())
	after := out.String()[strings.Index(out.String(), "Total"):]
	assert.Contains(t, after, base)
	assert.Contains(t, after, "PIN for entering turns from a phone: 2468")
}

// sharedAtATerminal starts game k of Anna and Bo at a terminal of 100×40,
// shared with PIN 2468, and returns it and its page's address once the
// first turn is asked.
func sharedAtATerminal(t *testing.T, env map[string]string) (*cmdtest.Term, string) {
	t.Helper()
	term := cmdtest.Terminal(t, env, 100, 40, "yatzy", "--players", "Anna,Bo", "--name", "k", "--share", "--pin=2468", "--addr", "127.0.0.1:0")
	screen := term.WaitFor("Dice (5 values")
	base := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(screen)
	require.NotEmpty(t, base, screen)
	return term, base
}

// TestQRAtTheDicePrompt: qr at the dice prompt, in Estonian, shows again
// the address of the shared game's own page and its PIN; pinkood the
// PIN; a game not shared says how to share it.
func TestQRAtTheDicePrompt(t *testing.T) {
	t.Parallel()
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "õhtu")
	term := cmdtest.Terminal(t, env, 100, 50, "--lang", "et", "yatzy", "play", "õhtu", "--share", "--pin=2468", "--addr", "127.0.0.1:0")
	screen := term.WaitFor("Täringud")
	assert.Contains(t, screen, "qr, pin", "the commands the prompt takes")
	base := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(screen)
	require.NotEmpty(t, base, screen)
	pin := "PIN telefonist käikude sisestamiseks: 2468"
	at := strings.Count(screen, pin) // the start's
	term.Enter("qr")
	screen = cmdtest.WaitForCount(term, pin, at+1)
	told := screen[strings.LastIndex(screen, "Otseleht, samas WiFi-võrgus oleval telefonil:"):]
	assert.True(t, strings.HasPrefix(told, "Otseleht, samas WiFi-võrgus oleval telefonil:\n  "+base+"g/%C3%B5htu\n"), "the game's own page: %s", told)
	term.WaitFor("Täringud")
	term.Enter("pinkood")
	cmdtest.WaitForCount(term, pin, at+2)
	term.WaitFor("Täringud")
	term.Enter("lõpeta")
	assert.Equal(t, 0, term.Exit())

	alone := cmdtest.Run(t, env, "qr\npin\nlõpeta\n", "--lang", "et", "yatzy", "play", "õhtu")
	require.Equal(t, 0, alone.Code, alone.ErrOut)
	said := "Seda mängu telefonidega ei jagata. Kirjuta lahkumiseks lõpeta ja jätka seda siis jagatult: protokoll --lang et yatzy play õhtu --share --pin"
	assert.Equal(t, 2, strings.Count(strings.Join(strings.Fields(alone.Out), " "), said), alone.Out)
	assert.NotContains(t, alone.Out, "PIN, mida", "no PIN kept: none said")

	// --pin alone keeps the PIN it makes up (as serve does); the table's
	// pin says it, shared or not.
	shared := cmdtest.Run(t, env, "pin\nquit\n", "yatzy", "play", "õhtu", "--share", "--pin", "--addr", "127.0.0.1:0")
	require.Equal(t, 0, shared.Code, shared.ErrOut)
	kept, ok, err := web.KeptPIN(env["PROTOKOLL_HOME"])
	require.NoError(t, err)
	require.True(t, ok, "the PIN made up is kept")
	assert.Equal(t, 2, strings.Count(shared.Out, "PIN for entering turns from a phone: "+kept+"\n"), "at the start and on pin:\n%s", shared.Out)
	alone = cmdtest.Run(t, env, "pin\nquit\n", "yatzy", "play", "õhtu")
	require.Equal(t, 0, alone.Code, alone.ErrOut)
	assert.Contains(t, alone.Out, "The PIN protokoll serve --pin keeps: "+kept+"\n")
}

// TestAPhonesUndoAndFixSaidAtTheTable: an undo or a fix from a phone,
// in a game shared at the terminal, is said there as the phones say it
// ("Took back: …", "Corrected: … → …"), after the line that says it
// came from a phone: the sheet alone would not show what changed.
func TestAPhonesUndoAndFixSaidAtTheTable(t *testing.T) {
	env := cmdtest.Home(t)
	cmd, stdin, out := cmdtest.Child(t, env["PROTOKOLL_HOME"], "yatzy", "--variant", "scandinavian", "--players", "Anna,Bo", "--name", "kväll", "--share", "--pin=2468", "--addr", "127.0.0.1:0")
	cmdtest.WaitFor(t, out, "PIN for entering turns from a phone: 2468")
	base := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(out.String())
	require.NotEmpty(t, base, out.String())
	cmdtest.WaitFor(t, out, "Dice (5 values")
	// line is the last line of the game's file as its page shows it.
	line := func() string {
		resp, err := http.Get(base + "g/kv%C3%A4ll")
		require.NoError(t, err)
		defer resp.Body.Close()
		page, _ := io.ReadAll(resp.Body)
		m := regexp.MustCompile(`(?s)<details class="undo">.*?name="line" value="(\d+)"`).FindSubmatch(page)
		require.NotNil(t, m, string(page))
		return string(m[1])
	}
	form := func(path string, v url.Values) {
		resp, err := http.PostForm(base+"g/kv%C3%A4ll/"+path, v)
		require.NoError(t, err)
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		require.Equal(t, http.StatusOK, resp.StatusCode, string(body)) // the redirect followed
	}

	code, body := post(t, base, "kv%C3%A4ll", `{"pin":"2468","player":"Anna","dice":"66624","box":"sixes"}`)
	require.Equal(t, http.StatusOK, code, body)
	cmdtest.WaitFor(t, out, "Next: Bo, round 1 of 15")
	form("undo", url.Values{"pin": {"2468"}, "line": {line()}})
	cmdtest.WaitFor(t, out, "Took back: Anna: Sixes 18 (6 6 6 2 4)")

	code, body = post(t, base, "kv%C3%A4ll", `{"pin":"2468","player":"Anna","dice":"66624","box":"sixes"}`)
	require.Equal(t, http.StatusOK, code, body)
	form("fix", url.Values{"pin": {"2468"}, "line": {line()}, "entry": {"Anna|sixes"}, "dice": {"66664"}, "reason": {"misread"}})
	cmdtest.WaitFor(t, out, "Corrected: Anna: Sixes 18 (6 6 6 2 4) → Anna: Sixes 24 (6 6 6 6 4)")
	assert.Regexp(t, `Entered on a phone \(127\.0\.0\.1\):\s+Took back: Anna`, out.String(), "said where it came from, then what it took back")
	assert.Regexp(t, `Entered on a phone \(127\.0\.0\.1\):\s+Corrected: Anna`, out.String())

	_, err := io.WriteString(stdin, "quit\n")
	require.NoError(t, err)
	require.NoError(t, cmd.Wait(), out.String())
}

// TestAPINAfterASpaceIsRefusedAsAPIN: a new game's --pin written with a
// space and a word that is no PIN is refused for what is wrong with the
// PIN, as --pin=246 is, not as a word the command does not take; and no
// game is made.
func TestAPINAfterASpaceIsRefusedAsAPIN(t *testing.T) {
	env := cmdtest.Home(t)
	for _, pin := range []string{"246", "ab cd"} {
		r := cmdtest.Run(t, env, "", "yatzy", "--share", "--players", "Anna,Bo", "--addr", "127.0.0.1:0", "--pin", pin)
		assert.Equal(t, 2, r.Code)
		assert.Equal(t, "protokoll: --pin \""+pin+"\": use 4 to 32 letters or digits\n", r.ErrOut)
	}
	files, err := filepath.Glob(filepath.Join(env["PROTOKOLL_HOME"], "*.jsonl"))
	require.NoError(t, err)
	assert.Empty(t, files, "no game made")
}
