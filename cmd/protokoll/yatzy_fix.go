package main

import (
	"fmt"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/scoresheet"
)

func newYatzyUndoCmd(a *app) *cobra.Command {
	return &cobra.Command{
		Use:   "undo GAME",
		Short: "Take back the last turn (it stays in the game's history)",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			g, err := a.openYatzy(args[0])
			if err != nil {
				return err
			}
			defer g.Close()
			if err := g.apply(a.now(), scoresheet.Undo()); err != nil {
				return err
			}
			printNext(a, g.sheet)
			return nil
		},
	}
}

type yatzyCorrectOptions struct {
	*app
	Game, Player, Box, Dice, Reason string
	Rolls                           int
}

func newYatzyCorrectCmd(a *app) *cobra.Command {
	opts := &yatzyCorrectOptions{app: a}
	cmd := &cobra.Command{
		Use:   "correct GAME --player P --box B --dice D --reason TEXT [--rolls N]",
		Short: "Correct the dice of a filled box, for a reason kept in the history",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Game = args[0]
			g, err := a.openYatzy(opts.Game)
			if err != nil {
				return err
			}
			defer g.Close()
			e, err := turnFromFlags(g.sheet, opts.Player, opts.Box, opts.Dice)
			if err != nil {
				return err
			}
			e.Kind, e.Reason, e.Rolls = scoresheet.KindCorrect, opts.Reason, opts.Rolls
			if err := g.apply(a.now(), e); err != nil {
				return err
			}
			printTurn(a, g.sheet)
			return nil
		},
	}
	cmd.Flags().StringVar(&opts.Player, "player", "", "whose box")
	cmd.Flags().StringVar(&opts.Box, "box", "", "the box to correct")
	cmd.Flags().StringVar(&opts.Dice, "dice", "", "the dice it should hold")
	cmd.Flags().StringVar(&opts.Reason, "reason", "", "why (kept in the game's history)")
	cmd.Flags().IntVar(&opts.Rolls, "rolls", 0, "maxi: the rolls that turn really used (default: unchanged)")
	return cmd
}

// printNext says whose turn it is, or who won.
func printNext(a *app, s *scoresheet.Sheet) {
	if p, round := s.Next(); p != "" {
		fmt.Fprintf(a.io.Out, "%s\n", tr(a, "Next: %s, round %d of %d", p, round, s.Rounds()))
		return
	}
	fmt.Fprintln(a.io.Out, winnersLine(a, s.Winners()))
}
