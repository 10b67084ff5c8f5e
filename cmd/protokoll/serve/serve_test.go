package serve_test

import (
	"bufio"
	"errors"
	"io"
	"net/http"
	"os/exec"
	"regexp"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/serve"
)

func TestMain(m *testing.M) { cmdtest.Main(m) }

// TestServeReadsItsFlags: --pin alone makes a PIN up, --pin PIN and
// --pin=PIN set it, --addr and --host may be given again (a host name as
// a browser sends it), --small halves the QR code.
func TestServeReadsItsFlags(t *testing.T) {
	run := func(args ...string) *serve.Options {
		got, err := cmdtest.Options(t, nil, serve.NewCmdServe, args...)
		require.NoError(t, err, args)
		return got
	}
	assert.Empty(t, run().PIN, "no PIN: nothing is written over the network")
	assert.Regexp(t, `^\d{6}$`, run("--pin").PIN)
	assert.Equal(t, "2468", run("--pin", "2468").PIN)
	assert.Equal(t, "2468", run("--pin=2468").PIN)
	kept := run("--pin")
	assert.True(t, kept.MadeUp && !kept.NewPIN, "--pin alone: the PIN kept is served")
	assert.False(t, run("--pin=2468").MadeUp, "a PIN set is not kept")
	renew := run("--new-pin")
	assert.True(t, renew.MadeUp && renew.NewPIN, "--new-pin: another made up, and kept")
	assert.Regexp(t, `^\d{6}$`, renew.PIN)
	o := run("--addr", "192.168.1.20:8080", "--addr", "127.0.0.1:8080", "--small")
	assert.Equal(t, []string{"192.168.1.20:8080", "127.0.0.1:8080"}, o.Addrs)
	assert.True(t, o.Small)
	o = run("--host", "MyLaptop.local.", "--host", "köket.local", "--host", "192.168.1.20")
	assert.Equal(t, []string{"mylaptop.local", "xn--kket-5qa.local", "192.168.1.20"}, o.Hosts, "as browsers send them")

	env := cmdtest.Home(t)
	for args, want := range map[string]string{"--pin 12": "--pin \"12\": use 4 to 32", "extra": "takes no arguments", "--pin 2468 extra": "takes no arguments",
		"--addr nonsense": "want HOST:PORT", "--new-pin --pin=2468": "--new-pin makes a PIN up",
		"--host mylaptop.local:8080":   "--host \"mylaptop.local:8080\": give a name of this machine, without a port",
		"--host http://mylaptop.local": "without a port"} {
		r := cmdtest.Run(t, env, "", append([]string{"serve"}, strings.Fields(args)...)...)
		assert.Equal(t, 2, r.Code, args)
		assert.Contains(t, r.ErrOut, want, args)
	}
}

// TestServeUntilASignal: the server says where it is, serves the pages,
// and at SIGTERM closes the live pages and exits with the signal's
// status (143); at Ctrl-C's SIGINT, 130.
func TestServeUntilASignal(t *testing.T) {
	env := cmdtest.Home(t)
	cmdtest.MustRun(t, env, "yatzy", "new", "--players", "Anna,Bo", "--name", "kväll")
	for sig, status := range map[syscall.Signal]int{syscall.SIGTERM: 143, syscall.SIGINT: 130} {
		cmd, _, out := cmdtest.Child(t, env["PROTOKOLL_HOME"], "serve", "--addr", "127.0.0.1:0", "--pin", "2468")
		cmdtest.WaitFor(t, out, "PIN for entering turns from a phone: 2468")
		url := regexp.MustCompile(`http://127\.0\.0\.1:\d+/`).FindString(out.String())
		require.NotEmpty(t, url, out.String())
		resp, err := http.Get(url + "g/kv%C3%A4ll")
		require.NoError(t, err)
		page, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		assert.Contains(t, string(page), "Anna")

		events, err := http.Get(url + "g/kv%C3%A4ll/events?since=1")
		require.NoError(t, err)
		ended := make(chan struct{})
		go func() {
			defer close(ended)
			sc := bufio.NewScanner(events.Body)
			for sc.Scan() {
			}
		}()
		time.Sleep(100 * time.Millisecond)
		require.NoError(t, cmd.Process.Signal(sig))
		select {
		case <-ended:
		case <-time.After(10 * time.Second):
			t.Fatal("the live page's connection stayed open after the signal")
		}
		err = cmd.Wait()
		var exit *exec.ExitError
		require.True(t, errors.As(err, &exit), "%v: %s", err, out.String())
		assert.Equal(t, status, exit.ExitCode(), out.String())
		_, err = http.Get(url)
		assert.Error(t, err, "nothing listens after the server stopped")
	}
}
