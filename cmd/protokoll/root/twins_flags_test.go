package root_test

import (
	"testing"

	"github.com/spf13/cobra"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdtest"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamecmd"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
)

// twinRun is what a run of show, rename, again or undo was given, for
// either kind of game.
type twinRun struct {
	lang                *catalog.Language
	kind                string // the kind the command was made for
	game, old, new      string
	json, chart, getenv bool
}

// twinCmds runs the commands both kinds of game have with args and
// returns what their runs were given.
type twinCmds struct {
	kind                      string
	show, rename, again, undo func(t *testing.T, args ...string) (*twinRun, error)
}

// through makes a row's command: newCmd's run through cmdtest.Options,
// its options seen as a twinRun (nil when the arguments were refused).
func through[O any](newCmd func(*cmdutil.Factory, func(*O) error) *cobra.Command, seen func(*O) twinRun) func(t *testing.T, args ...string) (*twinRun, error) {
	return func(t *testing.T, args ...string) (*twinRun, error) {
		o, err := cmdtest.Options(t, nil, newCmd, args...)
		if o == nil {
			return nil, err
		}
		r := seen(o)
		return &r, err
	}
}

// twinsOf are the commands written once over the kinds (gamecmd), as
// the noun called kind has them.
func twinsOf(kind string) twinCmds {
	return twinCmds{
		kind: kind,
		show: through(ofKind(kind, gamecmd.NewCmdShow), func(o *gamecmd.ShowOptions) twinRun {
			return twinRun{lang: o.Lang, kind: o.Kind.Name, game: o.Game, json: o.JSON, chart: o.Chart, getenv: o.Getenv != nil}
		}),
		rename: through(ofKind(kind, gamecmd.NewCmdRename), func(o *gamecmd.RenameOptions) twinRun {
			return twinRun{lang: o.Lang, kind: o.Kind.Name, game: o.Game, old: o.Old, new: o.New}
		}),
		again: through(ofKind(kind, gamecmd.NewCmdAgain), func(o *gamecmd.AgainOptions) twinRun {
			return twinRun{lang: o.Lang, kind: o.Kind.Name, game: o.Game}
		}),
		undo: through(ofKind(kind, gamecmd.NewCmdUndo), func(o *gamecmd.UndoOptions) twinRun {
			return twinRun{lang: o.Lang, kind: o.Kind.Name, game: o.Game}
		}),
	}
}

// ofKind is newCmd for the kind called name, of the Factory's kinds.
func ofKind[O any](name string, newCmd func(*cmdutil.Factory, *gamekind.Kind, func(*O) error) *cobra.Command) func(*cmdutil.Factory, func(*O) error) *cobra.Command {
	return func(f *cmdutil.Factory, runF func(*O) error) *cobra.Command {
		return newCmd(f, f.Kinds.Named(name), runF)
	}
}

var twins = []twinCmds{twinsOf("yatzy"), twinsOf("rummy")}

// TestTwinsReadTheirFlags: show, rename, again and undo, the commands
// both kinds of game have, give their runs the game and what else was
// typed, in the run's language; the wrong number of arguments refused
// before the run, exit 2. (The rows are the only place that names a
// kind's own command.)
func TestTwinsReadTheirFlags(t *testing.T) {
	for _, k := range twins {
		t.Run(k.kind, func(t *testing.T) {
			got := func(r *twinRun, err error) *twinRun {
				t.Helper()
				require.NoError(t, err)
				assert.Equal(t, cmdtest.FlagLang, r.lang.Tag, "the run's language")
				assert.Equal(t, k.kind, r.kind, "the command's kind")
				return r
			}
			assert.Equal(t, twinRun{game: "g", getenv: true}, *noLang(got(k.show(t, "g"))), "NO_COLOR for the chart")
			assert.Equal(t, twinRun{game: "g", json: true, chart: true, getenv: true}, *noLang(got(k.show(t, "--json", "--chart", "g"))), "both: the run refuses them")
			assert.Equal(t, twinRun{game: "g", old: "Bo", new: "Bosse"}, *noLang(got(k.rename(t, "g", "Bo", "Bosse"))))
			assert.Equal(t, twinRun{}, *noLang(got(k.again(t))), "the latest game")
			assert.Equal(t, twinRun{game: "g"}, *noLang(got(k.again(t, "g"))))
			assert.Equal(t, twinRun{game: "g"}, *noLang(got(k.undo(t, "g"))))

			for want, run := range map[string]func() (*twinRun, error){
				"takes 1 argument, got 0":         func() (*twinRun, error) { return k.show(t) },
				"takes 3 arguments, got 2":        func() (*twinRun, error) { return k.rename(t, "g", "Bo") },
				"takes at most 1 argument, got 2": func() (*twinRun, error) { return k.again(t, "a", "b") },
				"takes 1 argument, got 2":         func() (*twinRun, error) { return k.undo(t, "a", "b") },
			} {
				r, err := run()
				assert.Nil(t, r, want)
				assert.ErrorContains(t, err, want)
			}
			env := cmdtest.Home(t)
			for want, args := range map[string][]string{
				"show takes 1 argument, got 0":          {"show"},
				"rename takes 3 arguments, got 2":       {"rename", "g", "Bo"},
				"again takes at most 1 argument, got 2": {"again", "a", "b"},
				"undo takes 1 argument, got 0":          {"undo"},
			} {
				cmdtest.Refused(t, env, want, append([]string{k.kind}, args...)...)
			}
		})
	}
}

// noLang is r without its language and kind (checked apart).
func noLang(r *twinRun) *twinRun { c := *r; c.lang, c.kind = nil, ""; return &c }
