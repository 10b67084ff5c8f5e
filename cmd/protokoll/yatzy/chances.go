package yatzy

import (
	"fmt"
	"io"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/advice"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/view"
)

// ChancesOptions are yatzy chances': the game, as text or JSON, and what
// working them out needs.
type ChancesOptions struct {
	IO     *iostreams.IOStreams
	Lang   *catalog.Language
	Store  func() (store.Store, error)
	Tables func() (*tablecache.Tables, error)

	Game string
	JSON bool
}

// NewCmdChances is yatzy chances; runF, when not nil, runs instead of it
// (for tests).
func NewCmdChances(f *cmdutil.Factory, runF func(*ChancesOptions) error) *cobra.Command {
	opts := &ChancesOptions{IO: f.IO, Store: f.Store, Tables: f.Tables}
	cmd := &cobra.Command{
		Use:   "chances GAME [--json]",
		Short: "Each player's chance to win from where the game stands",
		Long: `Each player's chance to win from where the game stands, and to share
the win, when every player plays the rest for the highest expected score
(the optimal solitaire strategy of "advise").

Late in the game (up to about nine free boxes) the chances are exact:
every way each player's game can still go, with its chance. Earlier they
come from simulated games, as many as it takes (up to 10,000 a player)
for every chance to be within a percentage point 19 times out of 20.
In maxi (its table prepared: advise --prepare --variant maxi) a
player's turns are played out from the table, saved rolls and all:
exact with up to about five boxes left, from simulated games before.
The same at the table: type "chances" at the dice prompt.`,
		Example: `  protokoll yatzy chances kväll
  protokoll yatzy chances kväll --json`,
		Args: cmdutil.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.Game = f.Lang, args[0]
			if runF != nil {
				return runF(opts)
			}
			return chancesRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}

func chancesRun(opts *ChancesOptions) error {
	st, err := opts.Store()
	if err != nil {
		return err
	}
	g, err := st.ReadYatzy(opts.Game)
	if err != nil {
		return err
	}
	render.Warnings(opts.IO.ErrOut, opts.Lang, g.Warnings)
	c, err := advice.ChancesOf(opts.Tables, g)
	if err != nil {
		return err
	}
	out := opts.IO.Out
	if opts.JSON {
		return view.WriteJSON(out, c)
	}
	fmt.Fprintf(out, "%s · %s\n", g.Name, opts.Lang.VariantName(g.State.Variant()))
	printChances(out, opts.Lang, c, opts.IO.Width())
	render.YatzyNext(out, opts.Lang, g.State, opts.IO.Width())
	return nil
}

// printChances writes each player's points and chances, and how they
// were worked out.
func printChances(out io.Writer, a *catalog.Language, c advice.Chances, width int) {
	said := advice.SayChances(a, c)
	w := render.Columns{Indent: "  ", Right: []int{1, 2, 3}, Heads: true}
	w.Add(said.Heads...)
	for _, row := range said.Rows {
		w.Add(row...)
	}
	w.Write(out, width)
	// Each note on a line of its own, wrapped on a narrower terminal.
	out = render.Wrapping(out, width)
	for _, note := range said.Notes {
		fmt.Fprintln(out, note)
	}
}
