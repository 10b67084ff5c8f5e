package main

import (
	"github.com/spf13/cobra"
)

func newYatzyCmd(a *app) *cobra.Command {
	cmd := &cobra.Command{
		Use:     "yatzy",
		Aliases: []string{"yahtzee"},
		Short:   "Score and play the Yatzy family: scandinavian, forced, maxi, standard",
		Args:    noArgs,
	}
	cmd.AddCommand(newYatzyScoreCmd(a, nil))
	return cmd
}
