// Package cmdutil is what every command of protokoll shares: the factory
// a command is made with (streams, environment, clock, language) and the
// few helpers all commands use.
package cmdutil

import (
	"encoding/json"
	"errors"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// A Factory is what a command is made with: this run's streams, its
// environment and clock, and the language it speaks (set once the flags
// are read).
type Factory struct {
	IO     *iostreams.IOStreams
	Getenv func(string) string
	Now    func() time.Time
	// Langs are the languages the program speaks, in which what a player
	// types is read; Lang is the one it speaks this run.
	Langs catalog.Languages
	Lang  *catalog.Language
	// Tables are the optimal-play tables read so far this run, by variant
	// and rules: a game at the table asks at every hint.
	Tables map[string]*optimal.Table
}

// T returns one of the program's messages in the run's language.
func (f *Factory) T(key msg.Key, args ...any) string { return f.Lang.T(key, args...) }

// N says the message for the count n in this run's language.
func (f *Factory) N(n int, one, other msg.Key, args ...any) string {
	return f.Lang.N(n, one, other, args...)
}

// Say returns err's message in this run's language.
func (f *Factory) Say(err error) string { return f.Lang.Say(err) }

// Decimal writes x with prec digits after the decimal mark of this run's
// language.
func (f *Factory) Decimal(x float64, prec int) string { return f.Lang.Decimal(x, prec) }

// Percent writes a chance or a rate as a whole percentage in this run's
// language ("63%", "63 %").
func (f *Factory) Percent(p float64) string { return f.Lang.Percent(p) }

// WriteJSON prints v as indented JSON, as every --json does.
func (f *Factory) WriteJSON(v any) error {
	enc := json.NewEncoder(f.IO.Out)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// ErrFalse is returned by a command whose claim does not hold (exit
// status 1); its verdict is printed already, so nothing more is said.
var ErrFalse = errors.New("the claim does not hold")

// NoArgs is cobra's argument check for a command that takes none, with a
// message that says so.
func NoArgs(cmd *cobra.Command, args []string) error {
	if len(args) > 0 {
		return msg.Errorf("%s takes no arguments, got %q", cmd.CommandPath(), args[0])
	}
	return nil
}

// ExactArgs is cobra.ExactArgs, refusing in the user's language.
func ExactArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) != n {
			return msg.ErrorN(n, "%s takes %d argument, got %d (see %s --help)", "%s takes %d arguments, got %d (see %s --help)", cmd.CommandPath(), n, len(args), cmd.CommandPath())
		}
		return nil
	}
}

// MaximumNArgs is cobra.MaximumNArgs, refusing in the user's language.
func MaximumNArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) > n {
			return msg.ErrorN(n, "%s takes at most %d argument, got %d (see %s --help)", "%s takes at most %d arguments, got %d (see %s --help)", cmd.CommandPath(), n, len(args), cmd.CommandPath())
		}
		return nil
	}
}

// MinimumNArgs is cobra.MinimumNArgs, refusing in the user's language.
func MinimumNArgs(n int) cobra.PositionalArgs {
	return func(cmd *cobra.Command, args []string) error {
		if len(args) < n {
			return msg.ErrorN(n, "%s takes at least %d argument, got %d (see %s --help)", "%s takes at least %d arguments, got %d (see %s --help)", cmd.CommandPath(), n, len(args), cmd.CommandPath())
		}
		return nil
	}
}

// FlagError returns the flag library's err as a catalog message, so that
// it is said in the user's language; what follows the message's known
// start (the flag, the value) is kept as it was.
func FlagError(err error) error {
	said := err.Error()
	if rest, ok := strings.CutPrefix(said, "unknown flag: "); ok {
		return msg.Errorf("unknown flag: %s", rest)
	}
	if rest, ok := strings.CutPrefix(said, "unknown shorthand flag: "); ok {
		return msg.Errorf("unknown shorthand flag: %s", rest)
	}
	if rest, ok := strings.CutPrefix(said, "flag needs an argument: "); ok {
		return msg.Errorf("flag needs an argument: %s", rest)
	}
	if rest, ok := strings.CutPrefix(said, "invalid argument "); ok {
		return msg.Errorf("invalid argument %s", rest)
	}
	return err
}

// WinnersLine names the winner, or the winners of a shared win.
func (f *Factory) WinnersLine(winners []string) string {
	return f.N(len(winners), "Winner: %s", "Winners: %s", ShowNames(winners))
}

// ShowNames lists names for the terminal, any control character escaped.
func ShowNames(names []string) string {
	shown := make([]string, len(names))
	for i, n := range names {
		shown[i] = playername.Display(n)
	}
	return strings.Join(shown, ", ")
}

// OneLine makes a message one line that is safe on a terminal: white space
// folded, control characters (from echoed input) escaped, and at most
// MaxMessage characters.
func OneLine(s string) string {
	s = playername.Display(strings.Join(strings.Fields(s), " "))
	if r := []rune(s); len(r) > MaxMessage {
		s = string(r[:MaxMessage-1]) + "…"
	}
	return s
}

// MaxMessage is the most characters a message on the error output has.
const MaxMessage = 400
