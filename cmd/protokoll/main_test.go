package main

import (
	"testing"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
)

// result is what one run of the program did.
type result struct {
	code        int
	out, errOut string
}

// runCmd runs the program as a user would, with stdin, an environment of
// its own (PROTOKOLL_HOME pointing at home, when given) and no terminal.
func runCmd(t *testing.T, env map[string]string, stdin string, args ...string) result {
	t.Helper()
	ios, out, errOut := iostreams.Test(stdin)
	code := run(args, ios, func(k string) string { return env[k] })
	return result{code, out.String(), errOut.String()}
}
