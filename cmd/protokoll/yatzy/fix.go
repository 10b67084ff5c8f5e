package yatzy

import (
	"errors"
	"time"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/msg"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
)

// CorrectOptions are yatzy correct's: the game, the entry and what it
// should hold, and what changing it needs.
type CorrectOptions struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Langs catalog.Languages
	Now   func() time.Time
	Store func() (store.Store, error)

	Game, Player, Box, Dice, Reason string
	MoveTo                          string // the box the entry belongs in, when not Box
	Rolls                           int
	Strike                          bool
}

// NewCmdCorrect is yatzy correct; runF, when not nil, runs instead of it
// (for tests).
func NewCmdCorrect(f *cmdutil.Factory, runF func(*CorrectOptions) error) *cobra.Command {
	opts := &CorrectOptions{IO: f.IO, Langs: f.Langs, Now: f.Now, Store: f.Store}
	cmd := &cobra.Command{
		Use:   "correct GAME --player P --box B --dice D --reason TEXT [--rolls N] [--move-to BOX]",
		Short: "Correct the dice of a filled box, or move it, for a reason kept in the history",
		Args:  cmdutil.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.Game = f.Lang, args[0]
			if runF != nil {
				return runF(opts)
			}
			return correctRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Player, "player", "", "whose box")
	cmd.Flags().StringVar(&opts.Box, "box", "", "the box to correct")
	cmd.Flags().StringVar(&opts.Dice, "dice", "", "the dice it should hold")
	cmd.Flags().StringVar(&opts.Reason, "reason", "", "why (kept in the game's history)")
	cmd.Flags().StringVar(&opts.MoveTo, "move-to", "", "the box the entry belongs in, free, when it went into the wrong one")
	cmd.Flags().IntVar(&opts.Rolls, "rolls", 0, "maxi: the rolls that turn really used (default: unchanged)")
	cmd.Flags().BoolVar(&opts.Strike, "strike", false, "confirm dice that leave the box at 0")
	return cmd
}

func correctRun(opts *CorrectOptions) error {
	return change(changer{opts.IO, opts.Lang, opts.Now, opts.Store}, opts.Game, func(s *scoresheet.Sheet) (scoresheet.Event, error) {
		e, err := turnFromFlags(s, opts.Player, opts.Box, opts.Dice, opts.Langs)
		e.Kind, e.Reason, e.Rolls, e.Strike = scoresheet.KindCorrect, opts.Reason, opts.Rolls, opts.Strike
		if err == nil && opts.MoveTo != "" {
			e.ToBox, err = s.Variant().LookupBox(opts.MoveTo, opts.Langs.Sheets()...)
		}
		if now, ok := s.Entry(e.Player, e.Box); err == nil && ok && now.Dice.Same(e.Dice) && (e.Rolls == 0 || e.Rolls == now.Rolls) && e.Moved() == e.Box {
			return e, msg.Errorf("%s already holds %s for %s: nothing to correct", s.Variant().Name(e.Box, opts.Lang.Sheets), now.Dice, playername.Display(now.Player))
		}
		if err == nil {
			_, err = s.Corrected(e) // dice that strike the box: --strike says so, and only then
		}
		return e, err
	})
}

// A changer is what a command that adds one entry to a game needs.
type changer struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Now   func() time.Time
	Store func() (store.Store, error)
}

// change opens a game, locked, applies the event that event builds from
// its sheet, and says what it left: the event is on disk when change
// returns. Anything refused leaves the file as it was.
func change(c changer, name string, event func(*scoresheet.Sheet) (scoresheet.Event, error)) error {
	s, err := c.Store()
	if err != nil {
		return err
	}
	g, err := s.OpenYatzy(name)
	if err != nil {
		return err
	}
	defer g.Close()
	render.Warnings(c.IO.ErrOut, c.Lang, g.Warnings)
	e, err := event(g.State)
	if err == nil {
		err = g.Apply(c.Now(), e)
	}
	if errors.Is(err, scoresheet.ErrStrikeNotConfirmed) {
		return errors.New(c.Lang.T("%s (add --strike to strike it)", c.Lang.Say(err)))
	}
	if err != nil {
		return err
	}
	printTurn(c.IO.Out, c.Lang, g.State, c.IO.Width())
	return nil
}
