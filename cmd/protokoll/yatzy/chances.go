package yatzy

import (
	"fmt"
	"io"
	"strconv"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// ChancesJSON is what `chances --json` prints: each player's chance of
// finishing first from where the game stands.
type ChancesJSON struct {
	Name    string `json:"name"`
	Variant string `json:"variant"`
	// Exact is false when a player's chance comes from simulated games
	// (Games a player, enough to be within a percentage point 19 times
	// out of 20).
	Exact   bool                `json:"exact"`
	Games   int                 `json:"games,omitempty"`
	Players []PlayerChancesJSON `json:"players"`
}

// PlayerChancesJSON is one player's points so far and chances: of
// winning alone, and of sharing the win.
type PlayerChancesJSON struct {
	Name   string  `json:"name"`
	Points int     `json:"points"`
	Win    float64 `json:"win"`
	Shared float64 `json:"shared"`
}

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
for every chance to be within a percentage point 19 times out of 20. The same at the table: type "chances" at the
dice prompt. Not for maxi, whose table is too large to work out.`,
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
	c, err := chances(opts.Tables, opts.Lang, g)
	if err != nil {
		return err
	}
	out := opts.IO.Out
	if opts.JSON {
		return cmdutil.WriteJSON(out, c)
	}
	fmt.Fprintf(out, "%s · %s\n", g.Name, opts.Lang.VariantName(g.State.Variant()))
	printChances(out, opts.Lang, c, opts.IO.Width())
	printNext(out, opts.Lang, g.State, opts.IO.Width())
	return nil
}

// chances works out each player's chances in game g, with the run's
// tables.
func chances(tables func() (*tablecache.Tables, error), l *catalog.Language, g *store.Yatzy) (ChancesJSON, error) {
	s := g.State
	v := s.Variant()
	out := ChancesJSON{Name: g.Name, Variant: v.ID, Exact: true}
	if v.SavedRolls {
		return out, tablecache.TooLarge(v)
	}
	t, err := tableOf(tables, v, s.Choices())
	if err != nil {
		return out, err
	}
	var players []optimal.Player
	for _, p := range s.Players() {
		players = append(players, optimal.PlayerOf(s, p))
	}
	// The same game gives the same figures every time it is asked.
	c, err := t.Chances(players, uint64(len(s.Entries())))
	if err != nil {
		return out, err
	}
	for i, p := range s.Players() {
		out.Players = append(out.Players, PlayerChancesJSON{Name: p, Points: players[i].Points, Win: round4(c[i].Alone), Shared: round4(c[i].Shared)})
		out.Exact = out.Exact && c[i].Exact
		out.Games = max(out.Games, c[i].Games)
	}
	return out, nil
}

// printChances writes each player's points and chances, and how they
// were worked out.
func printChances(out io.Writer, a *catalog.Language, c ChancesJSON, width int) {
	w := render.Columns{Indent: "  ", Right: []int{1, 2, 3}, Heads: true}
	w.Add("", a.T("points"), a.T("wins"), a.T("shares the win"))
	for _, p := range c.Players {
		shared := ""
		if p.Shared >= 0.0005 {
			shared = a.Percent(p.Shared)
		}
		w.Add(playername.Display(p.Name), strconv.Itoa(p.Points), a.Percent(p.Win), shared)
	}
	w.Write(out, width)
	// Each on lines of its own, to fit 80 columns in every language, and
	// wrapped on a narrower terminal.
	out = render.Wrapping(out, width)
	if c.Exact {
		fmt.Fprintln(out, a.T("Exact: every way the game can still go,"))
	} else {
		fmt.Fprintln(out, a.T("From %d simulated games a player,", c.Games))
		fmt.Fprintln(out, a.T("within a percentage point 19 times out of 20,"))
	}
	fmt.Fprintln(out, a.T("each player playing for the highest expected score."))
}
