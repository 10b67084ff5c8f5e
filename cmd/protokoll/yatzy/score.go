package yatzy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/scoresheet"
)

// ScoreOptions are yatzy score's: the roll, the variant or the house rules,
// and what reading them needs.
type ScoreOptions struct {
	IO    *iostreams.IOStreams
	Lang  *catalog.Language
	Langs catalog.Languages
	Store func() (store.Store, error)

	Variant, House string // --variant, --rules
	JSON           bool
	Dice           string
}

// NewCmdScore is yatzy score; runF, when not nil, runs instead of it (for
// tests).
func NewCmdScore(f *cmdutil.Factory, runF func(*ScoreOptions) error) *cobra.Command {
	opts := &ScoreOptions{IO: f.IO, Langs: f.Langs, Store: f.Store}
	cmd := &cobra.Command{
		Use:   "score [--variant V | --rules R] [--json] DICE...",
		Short: "Score one roll in every box of a variant",
		Long: `Score one roll in every box of a variant, in sheet order.

Type the dice as they show, in any order: 6 6 6 2 4, 66624 or 6,6,6,2,4.
Five dice, six for maxi.`,
		Example: `  protokoll yatzy score 6 6 6 2 4
  protokoll yatzy score --variant maxi --json 666241
  protokoll yatzy score --rules kvarteret 666555`,
		Args: cmdutil.MinimumNArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			opts.Lang, opts.Dice = f.Lang, strings.Join(args, " ")
			if runF != nil {
				return runF(opts)
			}
			return scoreRun(opts)
		},
	}
	cmd.Flags().StringVar(&opts.Variant, "variant", "scandinavian", "scandinavian, forced, maxi or standard")
	cmd.Flags().StringVar(&opts.House, "rules", "", cmdutil.HouseFlagHelp)
	cmd.Flags().BoolVar(&opts.JSON, "json", false, "print JSON")
	return cmd
}

func scoreRun(opts *ScoreOptions) error {
	v, err := cmdutil.Variant(opts.Store, opts.Langs, opts.Variant, opts.House)
	if err != nil {
		return err
	}
	roll, err := v.ParseRoll(opts.Dice)
	if err != nil {
		return err
	}
	if opts.JSON {
		return writeScoresJSON(opts.IO.Out, v, roll)
	}
	w := tabwriter.NewWriter(opts.IO.Out, 0, 0, 2, ' ', 0)
	fmt.Fprintf(w, "%s\t%s\n", opts.Lang.VariantName(v), roll)
	for _, b := range v.Boxes {
		pts := v.Score(b, roll)
		if pts == 0 {
			fmt.Fprintf(w, "%s\t%d\t%s\n", v.Name(b, opts.Lang.Sheets), pts, scoresheet.LabelStrike.Word(opts.Lang.Sheets))
		} else {
			fmt.Fprintf(w, "%s\t%d\n", v.Name(b, opts.Lang.Sheets), pts)
		}
	}
	return w.Flush()
}

// writeScoresJSON prints the shape the README documents, with the boxes in
// sheet order so a person reading it sees the sheet.
func writeScoresJSON(out io.Writer, v *scoresheet.Variant, roll scoresheet.Roll) error {
	var b bytes.Buffer
	dice, _ := json.Marshal(roll)
	fmt.Fprintf(&b, `{"variant":%q,"dice":%s,"scores":{`, v.ID, dice)
	for i, box := range v.Boxes {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%q:%d", box, v.Score(box, roll))
	}
	b.WriteString("}}\n")
	_, err := out.Write(b.Bytes())
	return err
}
