// Package cmdutil is what every command of protokoll is made with: the
// factory (streams, environment, clock, languages, and the saved games and
// optimal-play tables when a command asks for them) and the helpers that
// read flags and arguments.
package cmdutil

import (
	"errors"
	"strings"
	"sync"
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/report"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/scoresheet/msg"
)

// A Factory is what a command is made with: this run's streams, its
// environment and clock, the languages the program speaks and the one it
// speaks this run, and, made when first asked for, the store of saved
// games and the optimal-play tables. Its fields are set before it is
// handed to the commands, and not changed after.
type Factory struct {
	IO     *iostreams.IOStreams
	Getenv func(string) string
	Now    func() time.Time
	// Langs are the languages the program speaks, in which what a player
	// types is read; Lang is the one it speaks this run: the locale's
	// (New), or --lang's, which the root sets before any command is made.
	Langs catalog.Languages
	Lang  *catalog.Language
	// LangGiven is set when --lang chose Lang: a resumed game then comes
	// back in it, not in the language it was kept in, and the line that
	// says how to resume keeps the flag.
	LangGiven bool

	// Kinds are the kinds of game the program knows (gamekind.Builtin).
	Kinds gamekind.Kinds

	Store    func() (store.Store, error)
	CacheDir func() (string, error) // the optimal-play tables' and the results index's folder
	Tables   func() (*tablecache.Tables, error)
	Reporter func() (report.Reporter, error)
}

// New returns the factory of a run over ios, in getenv's environment and
// now's time, speaking the locale's language of langs.
func New(ios *iostreams.IOStreams, getenv func(string) string, now func() time.Time, langs catalog.Languages) *Factory {
	f := &Factory{IO: ios, Getenv: getenv, Now: now, Langs: langs, Lang: langs.FromEnv(getenv), Kinds: gamekind.Builtin()}
	f.Store = func() (store.Store, error) {
		s, err := store.Default(f.Getenv, f.Now)
		s.Guard = f.IO.Signals    // a signal waits for an entry being written
		s.Lang = f.Lang.Tag       // new games are kept in the run's language
		s.Replay = f.Kinds.Replay // an import's and a repair's games checked as their kinds
		return s, err
	}
	f.CacheDir = func() (string, error) { return tablecache.DefaultDir(f.Getenv) }
	// Made once, when first asked for, and shared by a server's
	// requests.
	f.Tables = sync.OnceValues(func() (*tablecache.Tables, error) {
		dir, err := f.CacheDir()
		if err != nil {
			return nil, err
		}
		return &tablecache.Tables{Cache: tablecache.Cache{Dir: dir}, ErrOut: f.IO.ErrOut, TTY: f.IO.IsStderrTTY(), Lang: f.Lang, Now: f.Now}, nil
	})
	f.Reporter = func() (report.Reporter, error) {
		s, err := f.Store()
		if err != nil {
			return report.Reporter{}, err
		}
		cache, _ := f.CacheDir() // none: every game is read, and no table is kept
		return report.Reporter{Out: f.IO.Out, ErrOut: f.IO.ErrOut, Lang: f.Lang, Store: s, Kinds: f.Kinds, Cache: cache, Tables: f.Tables, Width: f.IO.Width()}, nil
	}
	return f
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

// Keep is the folders an -o never writes into (outfile.Output's keep):
// the games' folder of saved, when it is known.
func Keep(saved func() (store.Store, error)) []string {
	if saved == nil {
		return nil
	}
	if s, err := saved(); err == nil && s.Dir != "" {
		return []string{s.Dir}
	}
	return nil
}

// GameExists reports whether a game of saved has the name: what an
// argument after --pin names rather than the PIN.
func GameExists(saved func() (store.Store, error)) func(string) bool {
	return func(name string) bool {
		s, err := saved()
		return err == nil && s.Exists(name)
	}
}
