package web_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestServerNeedsNoCommandLine: the server is a library of the program,
// not a command: nothing it imports, however deep, is the command
// line's (cobra), so that a check it shares with a command (the round
// an entry is for) lives beside the games, not with the commands.
func TestServerNeedsNoCommandLine(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	require.NoError(t, err)
	for _, dep := range strings.Fields(string(out)) {
		require.NotContains(t, dep, "github.com/spf13/cobra", "the server imports the command line")
		require.NotContains(t, dep, "/internal/cmdutil", "the server imports the commands' plumbing")
	}
}
