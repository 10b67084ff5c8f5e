package cmdtest

import (
	"strings"
	"testing"
	"time"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
)

// FlagLang is the language Options gives its commands: not the first
// (English), so that a test sees the run is given the user's.
const FlagLang = "sv"

// Factory is a Factory as the program makes one for env (Home's), over
// test streams, its language FlagLang (as --lang sv sets it).
func Factory(t testing.TB, env map[string]string) *cmdutil.Factory {
	t.Helper()
	ios, _, _ := iostreams.Test("")
	f := cmdutil.New(ios, func(k string) string { return env[k] }, time.Now, catalog.Builtin())
	f.Lang = f.Langs.Lookup(FlagLang)
	return f
}

// Options reads args as the command newCmd makes reads them (in gh's
// shape: NewCmdX(f, runF)), with a run that keeps its options instead
// of the command's own: it returns the options the run was given (nil
// when the command refused the arguments first) and the command's
// error. f is Factory's for a Home of the test's own when nil.
func Options[O any](t testing.TB, f *cmdutil.Factory, newCmd func(*cmdutil.Factory, func(*O) error) *cobra.Command, args ...string) (*O, error) {
	t.Helper()
	if f == nil {
		f = Factory(t, Home(t))
	}
	var got *O
	cmd := newCmd(f, func(o *O) error { got = o; return nil })
	cmd.SetArgs(append([]string{}, args...)) // never nil: cobra would read the test binary's own arguments
	cmd.SetOut(f.IO.ErrOut)
	cmd.SetErr(f.IO.ErrOut)
	err := cmd.Execute()
	return got, err
}

// Refused runs the program with args as Run does and fails the test
// unless it refuses them as bad usage: exit status 2, nothing on the
// output, one line on the error output that says want.
func Refused(t testing.TB, env map[string]string, want string, args ...string) {
	t.Helper()
	r := Run(t, env, "", args...)
	assert.Equal(t, 2, r.Code, "%v", args)
	assert.Empty(t, r.Out, "%v", args)
	assert.Contains(t, r.ErrOut, want, "%v", args)
	assert.Equal(t, 1, strings.Count(r.ErrOut, "\n"), "one line: %v: %s", args, r.ErrOut)
}
