// Package repair is the repair command: mend a damaged game file.
package repair

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/ask"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/journal"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/saved"
)

type repairOptions struct {
	*cmdutil.Factory
	Name string
	Yes  bool
}

// NewCmd is the repair command.
func NewCmd(a *cmdutil.Factory) *cobra.Command {
	opts := &repairOptions{Factory: a}
	cmd := &cobra.Command{
		Use:   "repair GAME [--yes]",
		Short: "Mend a damaged game file: keep a copy, cut it at its last sound line",
		Long: `Mend a damaged game file without editing it by hand. repair says what
is wrong and where (the file and line), and with your confirmation (or
--yes) keeps a copy of the whole file beside it (GAME.jsonl.bak-TIME) and
cuts the file at the last line that reads and keeps the rules; the game
then goes on from there. A game that needs no repair is left alone.`,
		Example: "  protokoll repair kväll\n  protokoll repair kväll --yes",
		Args:    cmdutil.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Name = args[0]
			return repairRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.Yes, "yes", false, "repair without asking")
	return cmd
}

// firstBadLine finds the first line of a game that cannot stand, and why;
// 0 when the whole game reads and keeps the rules.
func firstBadLine(a *cmdutil.Factory, name string) (int, error, error) {
	s, err := cmdutil.Store(a)
	if err != nil {
		return 0, nil, err
	}
	j, err := s.Read(name)
	if err == nil {
		switch j.Header.Game {
		case saved.GameYatzy:
			_, err = saved.LoadYatzy(j)
		case saved.GameRummy:
			_, err = saved.LoadRummy(j)
		}
	}
	var d *journal.DamagedError
	switch {
	case errors.As(err, &d):
		return d.Line, d, nil
	case errors.Is(err, journal.ErrUnfinished):
		return 1, err, nil
	case err != nil:
		return 0, nil, err
	case len(j.Warnings) > 0: // a torn last line
		return len(j.Records) + 2, j.Warnings[0], nil
	}
	return 0, nil, nil
}

func repairRun(opts *repairOptions) error {
	a := opts.Factory
	line, why, err := firstBadLine(a, opts.Name)
	if err != nil {
		return err
	}
	if line == 0 {
		fmt.Fprintln(a.IO.Out, a.T("%s needs no repair: every line reads and keeps the rules.", opts.Name))
		return nil
	}
	s, _ := cmdutil.Store(a)
	lines, err := s.Lines(opts.Name)
	if err != nil {
		return err
	}
	fmt.Fprintln(a.IO.Out, cmdutil.OneLine(why.Error()))
	if line == 1 {
		fmt.Fprintln(a.IO.Out, a.T("Nothing in it can be kept: the file would be removed (a copy kept)."))
	} else {
		fmt.Fprintln(a.IO.Out, a.T("Lines %d to %d would be cut (a copy of the whole file kept); the game goes on from line %d.", line, max(line, lines), line-1))
	}
	if !opts.Yes {
		ok, err := ask.New(a.IO, a.Lang, a.Langs).Confirm(a.T("Repair %s?", opts.Name))
		if err != nil || !ok {
			fmt.Fprintln(a.IO.Out, a.T("Nothing was changed."))
			return cmdutil.LeaveQuietly(err)
		}
	}
	backup, err := s.Cut(opts.Name, line)
	if err != nil {
		return err
	}
	fmt.Fprintln(a.IO.Out, a.T("Repaired; the file as it was is kept in %s.", backup))
	return nil
}
