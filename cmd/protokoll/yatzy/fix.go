package yatzy

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/saved"
	"github.com/kitchentable/protokoll/scoresheet"
)

func newYatzyUndoCmd(a *cmdutil.Factory) *cobra.Command {
	return cmdutil.NewUndoCmd(a, "Take back the last entry, a turn or a correction (it stays in the game's history)",
		saved.OpenYatzy, yatzyUndo, printNext)
}

type yatzyCorrectOptions struct {
	*cmdutil.Factory
	Player, Box, Dice, Reason string
	Rolls                     int
}

func newYatzyCorrectCmd(a *cmdutil.Factory) *cobra.Command {
	opts := &yatzyCorrectOptions{Factory: a}
	cmd := &cobra.Command{
		Use:   "correct GAME --player P --box B --dice D --reason TEXT [--rolls N]",
		Short: "Correct the dice of a filled box, for a reason kept in the history",
		Args:  cmdutil.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			return changeYatzy(a, args[0], func(s *scoresheet.Sheet) (scoresheet.Event, error) {
				e, err := turnFromFlags(s, opts.Player, opts.Box, opts.Dice, opts.Langs)
				e.Kind, e.Reason, e.Rolls = scoresheet.KindCorrect, opts.Reason, opts.Rolls
				return e, err
			})
		},
	}
	cmd.Flags().StringVar(&opts.Player, "player", "", "whose box")
	cmd.Flags().StringVar(&opts.Box, "box", "", "the box to correct")
	cmd.Flags().StringVar(&opts.Dice, "dice", "", "the dice it should hold")
	cmd.Flags().StringVar(&opts.Reason, "reason", "", "why (kept in the game's history)")
	cmd.Flags().IntVar(&opts.Rolls, "rolls", 0, "maxi: the rolls that turn really used (default: unchanged)")
	return cmd
}

// changeYatzy opens a game, applies the event that event builds from its
// sheet, and says what it left. Anything refused leaves the file as it was.
func changeYatzy(a *cmdutil.Factory, name string, event func(*scoresheet.Sheet) (scoresheet.Event, error)) error {
	g, err := cmdutil.Change(a, saved.OpenYatzy, name, event)
	if errors.Is(err, scoresheet.ErrStrikeNotConfirmed) {
		return errors.New(a.T("%s (add --strike to strike it)", a.Say(err)))
	}
	if err != nil {
		return err
	}
	printTurn(a, g.State)
	return nil
}

// printNext says whose turn it is, or who won.
func printNext(a *cmdutil.Factory, s *scoresheet.Sheet) {
	if p, round := s.Next(); p != "" {
		fmt.Fprintf(a.IO.Out, "%s\n", a.T("Next: %s, round %d of %d", playername.Display(p), round, s.Rounds()))
		return
	}
	fmt.Fprintln(a.IO.Out, a.WinnersLine(s.Winners()))
}
