package main

import (
	"context"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
)

// TestNoTerminalQueryAtStart runs the program on a pseudo-terminal that
// never answers (script(1) with its output in a pipe): a command that
// draws no form must not ask the terminal anything, so it neither waits
// for termenv's five seconds nor leaves the question in its output.
func TestNoTerminalQueryAtStart(t *testing.T) {
	script, err := exec.LookPath("script")
	if err != nil {
		t.Skip("script(1) is not installed (util-linux): no pseudo-terminal to test with")
	}
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, script, "-qc", os.Args[0]+" --version", "/dev/null")
	cmd.Env = append(append(os.Environ(), cmdtest.ChildVars()...), "TERM=xterm-256color")
	start := time.Now()
	out, err := cmd.Output()
	took := time.Since(start)
	require.NoError(t, err)
	assert.Contains(t, string(out), "protokoll version")
	assert.False(t, strings.Contains(string(out), "\x1b]11;"), "the background query reached the output: %q", out)
	assert.Less(t, took, 4*time.Second, "a wait for the terminal's answer")
}

// TestTermqueryBeforeBubbleTea: the program's package inits run with
// termquery's before Bubble Tea's, which asks the terminal (v1, in its
// init): Go orders packages ready at the same time by import path, and
// termquery (imports only os) is ready before github.com/muesli/termenv,
// which Bubble Tea waits for. A dependency or a module path that changed
// this order fails here, with no pseudo-terminal needed to see it.
func TestTermqueryBeforeBubbleTea(t *testing.T) {
	cmd := exec.Command(os.Args[0], "--version")
	cmd.Env = append(append(os.Environ(), cmdtest.ChildVars()...), "GODEBUG=inittrace=1")
	var trace strings.Builder
	cmd.Stderr = &trace
	require.NoError(t, cmd.Run())
	order := map[string]int{}
	for i, line := range strings.Split(trace.String(), "\n") {
		if f := strings.Fields(line); len(f) > 1 && f[0] == "init" {
			order[f[1]] = i
		}
	}
	const (
		termquery = "github.com/kitchentable/protokoll/cmd/protokoll/internal/termquery"
		bubbletea = "github.com/charmbracelet/bubbletea"
	)
	require.Contains(t, order, termquery, trace.String())
	require.Contains(t, order, bubbletea, trace.String())
	assert.Less(t, order[termquery], order[bubbletea], "Bubble Tea's init, which asks the terminal, ran before TERM was set aside")
}
