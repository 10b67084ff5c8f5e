package root

import (
	"io"

	"github.com/spf13/pflag"
)

// LangFlag returns the value of --lang among a run's args, as the root's
// flags read it ("" when it is not given): the run's language is resolved
// from it before any command is made, so that every command is made with
// the one language. The other flags are unknown here and skipped (an
// unknown flag's value with it); "--" ends the flags.
func LangFlag(args []string) string {
	fs := pflag.NewFlagSet("protokoll", pflag.ContinueOnError)
	fs.ParseErrorsAllowlist.UnknownFlags = true
	fs.SetOutput(io.Discard)
	fs.Usage = func() {}
	lang := fs.String("lang", "", "")
	fs.BoolP("help", "h", false, "") // cobra's, which takes no value
	fs.Bool("version", false, "")
	fs.Parse(args) // an error (a --lang without its value) leaves it ""
	return *lang
}
