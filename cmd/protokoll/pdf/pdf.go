// Package pdf is the pdf command: blank and filled sheets and the round
// lists, as PDF.
package pdf

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/saved"
	"github.com/kitchentable/protokoll/contracts"
	draw "github.com/kitchentable/protokoll/pdf"
	"github.com/kitchentable/protokoll/scoresheet"
)

// pdfFlags are the flags every pdf command takes.
type pdfFlags struct {
	Output string
	Paper  string
}

func (f *pdfFlags) add(cmd *cobra.Command) {
	cmd.Flags().StringVarP(&f.Output, "output", "o", "", "the PDF file to write, - for standard output (required)")
	cmd.Flags().StringVar(&f.Paper, "paper", "a4", "a4 or letter")
}

// options checks the flags before anything is drawn.
func (f *pdfFlags) options(a *cmdutil.Factory) (draw.Options, error) {
	if f.Output == "" {
		return draw.Options{}, fmt.Errorf("-o FILE is required (- for standard output)")
	}
	return draw.Options{Paper: strings.ToLower(f.Paper), Lang: a.Lang, Date: a.Now()}, draw.CheckPaper(f.Paper)
}

// write puts the PDF where -o says, whole or not at all.
func (f *pdfFlags) write(a *cmdutil.Factory, b []byte) error {
	if f.Output == "-" {
		_, err := a.IO.Out.Write(b)
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(f.Output), ".protokoll-*.pdf")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp.Name(), f.Output); err != nil {
		return err
	}
	fmt.Fprintf(a.IO.ErrOut, "wrote %s\n", f.Output)
	return nil
}

// NewCmd is the pdf command, with the sheets below it.
func NewCmd(a *cmdutil.Factory) *cobra.Command {
	cmd := &cobra.Command{
		Use:   "pdf",
		Short: "Print sheets as PDF: blank and filled scoresheets, round-list cheat sheets",
		Args:  cmdutil.NoArgs,
	}
	cmd.AddCommand(newPDFSheetCmd(a), newPDFGameCmd(a), newPDFContractsCmd(a), newPDFRummySheetCmd(a))
	return cmd
}

func newPDFSheetCmd(a *cmdutil.Factory) *cobra.Command {
	var f pdfFlags
	var variant, players string
	var columns, games int
	cmd := &cobra.Command{
		Use:   "sheet --variant V [--players NAMES | --columns N | --games N] -o FILE",
		Short: "A blank Yatzy sheet, or a solo pad of several games",
		Example: `  protokoll pdf sheet --players "Anna,Bo,Cecilia" -o yatzy.pdf
  protokoll --lang sv pdf sheet --variant maxi --columns 4 -o maxi.pdf
  protokoll pdf sheet --games 6 -o pad.pdf`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts, err := f.options(a)
			if err != nil {
				return err
			}
			v, err := scoresheet.LookupVariant(variant)
			if err != nil {
				return err
			}
			set := 0
			for _, n := range []string{"players", "columns", "games"} {
				if cmd.Flags().Changed(n) {
					set++
				}
			}
			if set > 1 {
				return fmt.Errorf("give one of --players, --columns and --games")
			}
			var b []byte
			switch {
			case games > 0:
				b, err = draw.SoloPad(v, games, opts)
			case players != "":
				names, perr := playername.Parse(players)
				if perr != nil {
					return perr
				}
				b, err = draw.Sheet(v, names, opts)
			default:
				b, err = draw.Sheet(v, make([]string, columns), opts)
			}
			if err != nil {
				return err
			}
			return f.write(a, b)
		},
	}
	f.add(cmd)
	cmd.Flags().StringVar(&variant, "variant", "scandinavian", "scandinavian, forced, maxi or standard")
	cmd.Flags().StringVar(&players, "players", "", "names for the columns, comma-separated (1–8)")
	cmd.Flags().IntVar(&columns, "columns", 4, "blank columns, to write names in (1–8)")
	cmd.Flags().IntVar(&games, "games", 0, "a solo pad: this many games on the page (1–8)")
	return cmd
}

func newPDFGameCmd(a *cmdutil.Factory) *cobra.Command {
	var f pdfFlags
	cmd := &cobra.Command{
		Use:   "game GAME -o FILE",
		Short: "A saved game's sheet filled in, finished or running",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts, err := f.options(a)
			if err != nil {
				return err
			}
			j, err := cmdutil.OpenJournal(a, args[0], false, false)
			if err != nil {
				return err
			}
			opts.Date = j.Header.Created
			var b []byte
			switch j.Header.Game {
			case saved.GameYatzy:
				g, err := saved.LoadYatzy(j)
				if err != nil {
					return err
				}
				b, err = draw.YatzyGame(g.State, g.Name, opts)
				if err != nil {
					return err
				}
			case saved.GameRummy:
				g, err := saved.LoadRummy(j)
				if err != nil {
					return err
				}
				b, err = draw.RummyGame(g.State, g.Name, opts)
				if err != nil {
					return err
				}
			default:
				return fmt.Errorf("%q is a %q game, which this protokoll cannot print", j.Name, j.Header.Game)
			}
			return f.write(a, b)
		},
	}
	f.add(cmd)
	return cmd
}

func newPDFContractsCmd(a *cmdutil.Factory) *cobra.Command {
	var f pdfFlags
	var list string
	var all bool
	cmd := &cobra.Command{
		Use:   "contracts (--list L | --all) -o FILE",
		Short: "The cheat sheet: a page per list, its rounds explained, card points and key rules",
		Example: `  protokoll --lang sv pdf contracts --list 7 -o lista7.pdf
  protokoll pdf contracts --all -o listor.pdf`,
		Args: cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts, err := f.options(a)
			if err != nil {
				return err
			}
			var lists []*contracts.List
			switch {
			case all && list != "":
				return fmt.Errorf("give --list or --all, not both")
			case all:
				lists = contracts.Lists()
			case list != "":
				l, err := cmdutil.LoadList(list)
				if err != nil {
					return err
				}
				lists = []*contracts.List{l}
			default:
				return fmt.Errorf("which list? give --list L (1–12 or a file) or --all")
			}
			b, err := draw.Contracts(lists, opts)
			if err != nil {
				return err
			}
			return f.write(a, b)
		},
	}
	f.add(cmd)
	cmd.Flags().StringVar(&list, "list", "", "a list: 1–12 or a file of your own")
	cmd.Flags().BoolVar(&all, "all", false, "every built-in list")
	return cmd
}

func newPDFRummySheetCmd(a *cmdutil.Factory) *cobra.Command {
	var f pdfFlags
	var list, players string
	cmd := &cobra.Command{
		Use:     "rummy-sheet --list L --players NAMES -o FILE",
		Short:   "A blank score sheet for the card game, with the contracts in its rows",
		Example: `  protokoll pdf rummy-sheet --list 7 --players "Anna,Bo,Cecilia,Dan" -o kväll.pdf`,
		Args:    cmdutil.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			opts, err := f.options(a)
			if err != nil {
				return err
			}
			if list == "" || players == "" {
				return fmt.Errorf("--list and --players are required")
			}
			l, err := cmdutil.LoadList(list)
			if err != nil {
				return err
			}
			names, err := playername.Parse(players)
			if err != nil {
				return err
			}
			b, err := draw.RummySheet(l, names, opts)
			if err != nil {
				return err
			}
			return f.write(a, b)
		},
	}
	f.add(cmd)
	cmd.Flags().StringVar(&list, "list", "", "a list: 1–12 or a file of your own")
	cmd.Flags().StringVar(&players, "players", "", "names for the columns, comma-separated (1–6)")
	return cmd
}
