// Package repair is the repair command: mend a damaged game file.
package repair

import (
	"errors"
	"fmt"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/ask"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/play"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
)

// Options are the repair command's: the game, whether to ask first, and
// what mending it needs.
type Options struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Langs catalog.Languages
	Store func() (store.Store, error)

	Name string
	Yes  bool
}

// NewCmdRepair is the repair command; runF, when not nil, runs instead of
// it (for tests).
func NewCmdRepair(f *cmdutil.Factory, runF func(*Options) error) *cobra.Command {
	opts := &Options{IO: f.IO, Langs: f.Langs, Store: f.Store}
	cmd := &cobra.Command{
		Use:   "repair GAME [--yes]",
		Short: "Mend a damaged game file: keep a copy, cut it at its last sound line",
		Long: `Mend a damaged game file without editing it by hand. repair says what
is wrong and where (the file and line), and with your confirmation (or
--yes) keeps a copy of the whole file beside it (GAME.jsonl.bak-TIME,
never over an earlier copy) and cuts the file at the last line that
reads and keeps the rules; the game then goes on from there. The file
is read again once repair holds its lock: if it changed while the
question waited (an entry recorded, an edit), nothing is cut. A game that
needs no repair is left alone, and so is one made by a newer protokoll.`,
		Example: "  protokoll repair kväll\n  protokoll repair kväll --yes",
		Args:    cmdutil.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.Name = f.Lang, args[0]
			if runF != nil {
				return runF(opts)
			}
			return repairRun(opts)
		},
	}
	cmd.Flags().BoolVar(&opts.Yes, "yes", false, "repair without asking")
	return cmd
}

func repairRun(opts *Options) error {
	l, out := opts.Lang, opts.IO.Out
	s, err := opts.Store()
	if err != nil {
		return err
	}
	plan, err := s.PlanRepair(opts.Name)
	if err != nil {
		return err
	}
	if plan.Line == 0 {
		fmt.Fprintln(out, l.T("%s needs no repair: every line reads and keeps the rules.", opts.Name))
		return nil
	}
	why := l.Say(plan.Why)
	if d, ok := errors.AsType[*store.DamagedError](plan.Why); ok {
		why = d.Said(l) // repair is what to do
	}
	fmt.Fprintln(out, render.OneLine(why))
	switch {
	case plan.Line == 1 && plan.Lines > 1:
		_, err := s.Repair(plan) // refused: nothing could be kept
		return err
	case plan.Line == 1:
		fmt.Fprintln(out, l.T("Nothing in it can be kept: the file would be removed (a copy kept)."))
	case plan.Line >= plan.Lines:
		fmt.Fprintln(out, l.T("Line %d would be cut (a copy of the whole file kept); the game goes on from line %d.", plan.Line, plan.Line-1))
	default:
		fmt.Fprintln(out, l.T("Lines %d to %d would be cut (a copy of the whole file kept); the game goes on from line %d.", plan.Line, plan.Lines, plan.Line-1))
	}
	if !opts.Yes {
		ok, err := ask.New(opts.IO, l, opts.Langs).Confirm(l.T("Repair %s?", opts.Name))
		if err != nil || !ok {
			fmt.Fprintln(out, l.T("Nothing was changed."))
			return play.LeaveQuietly(err)
		}
	}
	// The file is read again under its lock: what was recorded while the
	// question waited is never cut.
	backup, err := s.Repair(plan)
	if err != nil {
		return err
	}
	if plan.Line == 1 {
		fmt.Fprintln(out, l.T("Removed; the file as it was is kept in %s.", backup))
		return nil
	}
	fmt.Fprintln(out, l.T("Repaired; the file as it was is kept in %s.", backup))
	return nil
}
