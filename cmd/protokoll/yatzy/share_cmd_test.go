package yatzy_test

import (
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
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
