// Package yatzy is the yatzy command: a game at the table, its scripts
// (new, record, correct, undo, show), scoring a roll and the best play.
package yatzy

import (
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/agnivade/levenshtein"
	"github.com/spf13/cobra"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/advice"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/ask"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/cmdutil"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamecmd"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/gamekind"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/history"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/play"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/playername"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/render"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/report"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/store"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/tablecache"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/web"
	"github.com/kitchentable/protokoll/scoresheet"
	"github.com/kitchentable/protokoll/scoresheet/msg"
	"github.com/kitchentable/protokoll/scoresheet/optimal"
)

// PlayOptions are what a game at the table needs: where it is played, in
// what language, the saved games, the tables its hints and chances read,
// and the results index (a player's best, the game to resume); for a new
// game, how it is set up.
type PlayOptions struct {
	gamecmd.TableOptions // every kind's: yatzy play's game to resume, the sharing flags

	yatzySetup
	// AskVariant is set when nothing on the command line named the
	// variant or the players: a table set up by flags (--players alone
	// included) plays the default variant the help names, and a piped
	// game's first line is never taken for the answer to a question the
	// flags left out.
	AskVariant bool
}

// kindOf is the Yatzy family's kind of ks: the kind this command is.
func kindOf(ks gamekind.Kinds) *gamekind.Kind { return ks.Named(store.GameYatzy) }

func playOptions(f *cmdutil.Factory) *PlayOptions {
	return &PlayOptions{TableOptions: gamecmd.NewTableOptions(f)}
}

// NewCmdYatzy is `protokoll yatzy`: with no subcommand it starts a game
// at the table; runF, when not nil, runs instead of it (for tests).
func NewCmdYatzy(f *cmdutil.Factory, runF func(*PlayOptions) error) *cobra.Command {
	opts := playOptions(f)
	cmd := &cobra.Command{
		Use:     "yatzy",
		Aliases: []string{"yahtzee"},
		Short:   "Play the Yatzy family: scandinavian, forced, maxi, standard",
		Long: `Play a game of the Yatzy family with real dice.

With no subcommand, starts a new game: choose the variant and the players,
then each turn type the dice and pick a box (its number is its place on
the sheet). The game is saved after every turn; leave with "quit" (or
Ctrl-C) and resume with "protokoll yatzy play". At the dice prompt: undo
(the dice taken back are offered again), fix (correct an entry's dice, or
move it to another box), sheet, hint (the best play for dice you are
holding), chances (each player's chance to win from here), hints on and
hints off (the box menu's cursor on the best play, marked; --hints starts
a game so), qr and pin (the shared game's QR code and PIN again), quit.
The end shows the places and the game's chart; the night so far is
protokoll recap.`,
		Args: func(cmd *cobra.Command, args []string) error {
			return cmdutil.NoArgs(cmd, opts.Sharing.TakePIN(args, nil)) // --pin 2468 is --pin=2468
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			fl := cmd.Flags()
			opts.Lang, opts.LangGiven = f.Lang, f.LangGiven
			opts.AskVariant = !fl.Changed("variant") && !fl.Changed("players") && !fl.Changed("rules")
			if err := opts.Sharing.Check(cmd); err != nil {
				return err
			}
			if runF != nil {
				return runF(opts)
			}
			return newGameRun(opts)
		},
	}
	opts.addFlags(cmd, " (asked if not given)")
	opts.Sharing.Add(cmd)
	kind := kindOf(f.Kinds)
	cmd.AddCommand(
		NewCmdPlay(f, nil),
		NewCmdScore(f, nil),
		NewCmdNew(f, nil),
		NewCmdRecord(f, nil),
		gamecmd.NewCmdUndo(f, kind, nil),
		NewCmdCorrect(f, nil),
		gamecmd.NewCmdShow(f, kind, nil),
		NewCmdAdvise(f, nil),
		NewCmdReview(f, nil),
		NewCmdChances(f, nil),
		gamecmd.NewCmdRename(f, kind, nil),
		gamecmd.NewCmdAgain(f, kind, nil),
	)
	return cmd
}

// NewCmdPlay is yatzy play: a saved game resumed at the table; runF, when
// not nil, runs instead of it (for tests).
func NewCmdPlay(f *cmdutil.Factory, runF func(*PlayOptions) error) *cobra.Command {
	opts := playOptions(f)
	return gamecmd.NewCmdResume(f, kindOf(f.Kinds), &opts.Resume, func() error {
		opts.Lang, opts.LangGiven = f.Lang, f.LangGiven
		if runF != nil {
			return runF(opts)
		}
		return resumeRun(opts)
	})
}

// resumeRun opens a saved game, locked, shows where it stands and plays on.
func resumeRun(opts *PlayOptions) error {
	in := func(l *catalog.Language) { // the progress of a table worked out for the game, in its language
		tables := opts.Tables
		opts.Tables = sync.OnceValues(func() (*tablecache.Tables, error) {
			tb, err := tables()
			if err != nil {
				return nil, err
			}
			return tb.In(l), nil
		})
	}
	return opts.Resumed(kindOf(opts.Kinds), in, func(s store.Store, g gamekind.Game) gamecmd.Seated {
		t := opts.table(g.(gamekind.YatzyGame).Yatzy)
		t.store = s
		return t
	})
}

// newGameRun asks what the flags did not say, creates the game and plays.
func newGameRun(opts *PlayOptions) error {
	return opts.New(opts.setup)
}

// setup asks with q what the flags did not say and creates the game in s.
func (opts *PlayOptions) setup(s store.Store, q *ask.Asker) (gamecmd.Seated, string, error) {
	l, setup := opts.Lang, &opts.yatzySetup
	v, chosen, err := setup.variant(s, opts.Langs)
	if err != nil {
		return nil, "", err
	}
	if opts.AskVariant { // house rules name their variant
		variants := scoresheet.Variants()
		width := 0
		for _, v := range variants {
			width = max(width, utf8.RuneCountInString(l.VariantName(v)))
		}
		choices := make([]ask.Choice, len(variants))
		for i, v := range variants {
			choices[i] = ask.Choice{Label: fmt.Sprintf("%-*s  %s · %s", width, l.VariantName(v), l.T("%d dice, %d boxes", v.Dice, len(v.Boxes)), variantWay(l, v)),
				Aliases: append([]string{v.ID, l.VariantName(v)}, v.Aliases...)}
		}
		i, err := q.Select(l.T("Variant"), choices)
		if err != nil {
			return nil, "", play.LeaveQuietly(err)
		}
		v = variants[i]
	}
	players, err := playername.Parse(setup.Players)
	if err != nil {
		return nil, "", err
	}
	if setup.Players == "" {
		players, err = ask.Value(q, l.T("Players (comma-separated, 1–%d)", scoresheet.MaxPlayers), l.T("e.g. %s", "Anna, Bo"), func(s string) ([]string, error) {
			names, err := playername.Parse(s)
			if err == nil {
				_, err = scoresheet.NewSheet(v, names, scoresheet.Choices{})
			}
			return names, err
		})
		if err != nil {
			return nil, "", play.LeaveQuietly(err)
		}
	}
	g, err := setup.create(s, v, players, chosen, opts.Now())
	if err != nil {
		return nil, "", err
	}
	t := opts.table(g)
	t.store = s
	t.Ask = q
	return t, g.Name, nil
}

// The table seated (gamecmd.Seated).

func (t *table) AtTable() *play.Table { return &t.Table }
func (t *table) Play() error          { return t.play() }
func (t *table) Close()               { t.g.Close() }

// Stands shows the sheet of a game resumed.
func (t *table) Stands() { render.Sheet(t.out, t.g.State, t.Lang, t.width()) }

// Shared puts the game on the live page: a turn entered on a phone is
// the table's, and the table says it.
func (t *table) Shared() (*web.Table, func(), error) {
	var err error
	t.shared, err = web.Share(gamekind.YatzyOf(t.kind, t.g))
	return t.shared, func() {
		if t.g.State.Finished() { // the table's end says the winners next
			printEntry(t.out, t.Lang, t.g.State)
			return
		}
		printTurn(t.out, t.Lang, t.g.State, t.width())
	}, err
}

// table is a Yatzy game at the table: the questions, the language and the
// clock (play.Table), the game, and what hints, chances and a player's
// best (the results index) need.
type table struct {
	play.Table
	out      io.Writer
	width    func() int // the terminal's, as it is now
	langs    catalog.Languages
	tables   func() (*tablecache.Tables, error)
	reporter func() (report.Reporter, error)
	store    store.Store    // where the next game is made, played again
	kind     *gamekind.Kind // the Yatzy family's, of the run's kinds
	g        *store.Yatzy
	shared   *web.Table    // the game on the live page, with --share
	colour   bool          // the chart at the end may be in colour
	figures  *history.Kind // what the statistics know of its kind: the chart's places
	offered  *takenBack    // the dice an undo took back, offered at the next prompt
	// toldNoBest are the games whose box menu could not mark the best
	// play, and said why: said once a game.
	toldNoBest map[string]bool
}

// takenBack are the dice of a turn an undo took back, and whose they were.
type takenBack struct {
	player string
	dice   scoresheet.Roll
}

func (opts *PlayOptions) table(g *store.Yatzy) *table {
	return &table{Table: opts.Table(),
		out: opts.IO.Out, width: opts.IO.Width, langs: opts.Langs, tables: opts.Tables, reporter: opts.Reporter, kind: kindOf(opts.Kinds), g: g,
		colour: render.Colour(opts.IO, opts.Getenv), figures: opts.Kinds.Figures(g.Header.Game)}
}

// play plays turns until the game is over or the table leaves. Every turn
// is saved before the next prompt.
func (t *table) play() error {
	for {
		t.warm()
		if err := play.Loop(t.Table, t.g, t.turn, t.end); err != nil || !t.g.State.Finished() {
			return err
		}
		first := play.NextSeat(t.g.State.Players())[0]
		if ok, err := play.AskAgain(t.Table, t.Lang.T("Play again? The same players and rules, %s starts.", playername.Display(first))); err != nil || !ok {
			return err
		}
		g, err := gamekind.YatzyAgain(t.store, t.g)
		if err != nil {
			return err
		}
		if store.HintsOn(t.g) { // the table asked for them: the next game has them too
			if err := g.Apply(t.Now(), scoresheet.Hints(true)); err != nil {
				return err
			}
		}
		t.Ask.Say("%s", t.Lang.T("Game saved as %s", g.Name))
		t.g = g
		if t.shared != nil { // the page's phones play the next game too
			if err := t.shared.Next(gamekind.YatzyOf(t.kind, g)); err != nil {
				return err
			}
		}
	}
}

// warm starts on the tables the game can ask for, in the background, for
// a person at the table or phones (a script does not wait for a hint,
// and works a table out only if it asks for one).
func (t *table) warm() {
	if !t.Ask.Scripted() || t.shared != nil {
		advice.Warm(t.tables, t.g)
	}
}

// yatzyTurn asks for one turn. It returns nil after the turn is saved, and
// also after a command (undo, fix, sheet) so the loop asks again.
func (t *table) turn() error {
	l, q, g := t.Lang, t.Ask, t.g
	s := g.State
	v := s.Variant()
	player, round := s.Next()
	totals := s.Totals(player)
	head := l.T("%s's turn, round %d of %d", playername.Display(player), round, s.Rounds())
	if b, ok := s.NextForced(); ok {
		head += " · " + l.T("rolling for %s", v.Name(b, l.Sheets))
	}
	if v.SavedRolls {
		head += " · " + scoresheet.LabelSavedRolls.Word(l.Sheets) + ": " + strconv.Itoa(totals.Saved)
	}
	q.Say("\n%s", head)

	// The dice, or a command.
	type answer struct {
		dice    scoresheet.Roll
		command catalog.Command
	}
	// The commands the prompt takes: no hint or chances where they cannot
	// be worked out; of hints on and off, the one that changes.
	commands := []catalog.Command{catalog.CmdUndo, catalog.CmdFix, catalog.CmdRename, catalog.CmdSheet}
	if optimal.Solvable(v) == nil {
		commands = append(commands, catalog.CmdHint)
		if advice.HasChances(v) {
			commands = append(commands, catalog.CmdChances)
		}
		if store.HintsOn(g) {
			commands = append(commands, catalog.CmdHintsOff)
		} else {
			commands = append(commands, catalog.CmdHintsOn)
		}
	}
	commands = append(commands, catalog.CmdQR)
	if t.PIN != nil { // shared: the PIN again
		commands = append(commands, catalog.CmdPIN)
	}
	commands = append(commands, catalog.CmdQuit)
	words := make([]string, len(commands))
	for i, c := range commands {
		words[i] = l.Word(c)
	}
	// The dice an undo took back of this player are offered again: Enter
	// takes them (on a terminal they stand in the answer; on a pipe, an
	// empty line).
	offered := t.offered
	if offered != nil && offered.player != player {
		t.offered, offered = nil, nil // another player's turn (a phone's entry)
	}
	parse := func(s string) (answer, error) {
		if c, ok := t.langs.Command(s); ok {
			return answer{command: c}, nil
		}
		if offered != nil && strings.TrimSpace(s) == "" {
			return answer{dice: offered.dice}, nil
		}
		dice, err := v.ParseRoll(s)
		if err != nil && strings.TrimSpace(s) != "" && !strings.ContainsAny(s, "0123456789") {
			return answer{}, notACommand(strings.TrimSpace(s), words)
		}
		return answer{dice: dice}, err
	}
	title := l.T("Dice (%d values, e.g. %s)", v.Dice, render.ExampleDice(v))
	or := l.T("or: %s", strings.Join(words, ", "))
	var ans answer
	var err error
	if offered != nil {
		q.Say("%s", l.T("The dice taken back, %s, are offered again: Enter takes them.", offered.dice))
		ans, err = ask.ValueFrom(q, title, offered.dice.String(), parse)
	} else {
		ans, err = ask.Value(q, title, or, parse)
	}
	if err != nil {
		return err
	}
	if ans.command != "" {
		return t.command(ans.command)
	}
	dice := ans.dice
	t.offered = nil // dice entered: offered or not, the offer is done

	rolls := 0
	if v.SavedRolls {
		most := 3 + totals.Saved
		rolls, err = ask.Value(q, l.T("Rolls used (1–%d)", most), l.T("empty: 3"), func(s string) (int, error) {
			return parseRolls(s, most)
		})
		if err != nil {
			return err
		}
	}

	opts, err := s.Options(dice)
	if err != nil {
		return err
	}
	for _, note := range render.TurnNotes(l, s, dice, opts) {
		q.Say("%s", render.Wrap(note, t.width(), "  ")) // between words, not where the terminal breaks
	}
	// A box records the turn (a strike once confirmed); the other entries
	// show something and ask again, or leave the turn for a command. An
	// action reports whether the menu is done.
	recorded := false
	type action = func() (done bool, err error)
	var menu []ask.Item[action]
	// With hints on, the cursor starts on the best play, marked; else on
	// the box that scores most (the first of equals), not on the first
	// box, which is often a strike.
	start, best := 0, scoresheet.Box("")
	for i, o := range opts {
		if o.Points > opts[start].Points {
			start = i
		}
	}
	if store.HintsOn(g) {
		best = t.bestBox(dice, rolls)
	}
	for i, o := range opts {
		aliases, exact := boxAliases(l, t.langs, v, o.Box)
		label := optionLabel(l, v, o)
		if o.Box == best {
			label += "  ← " + l.T("the best play")
			start = i
		}
		menu = append(menu, ask.Item[action]{Label: label, Aliases: aliases, Exact: exact, Name: v.Name(o.Box, l.Sheets), Number: slices.Index(v.Boxes, o.Box) + 1, Value: func() (bool, error) {
			if o.Strike {
				ok, err := q.Confirm(l.T("Strike %s?", v.Name(o.Box, l.Sheets)))
				if err != nil || !ok {
					return err != nil, err
				}
			}
			err := g.Apply(t.Now(), scoresheet.Turn(player, o.Box, dice, rolls, o.Strike))
			recorded = err == nil
			return true, play.SayRefusal(t.Table, err)
		}})
	}
	// The other entries are numbered after every box of the sheet, each
	// always with the same number (as the boxes are), whichever are free.
	number := len(v.Boxes)
	next := func() int { number++; return number }
	menu = append(menu, ask.Item[action]{Label: l.T("← other dice"), Aliases: l.Commands[catalog.CmdBack], Exact: t.langs.Words(catalog.CmdBack), Number: next(), Value: func() (bool, error) { return true, nil }})
	// No hint that cannot be given (no table), and none with one box to
	// choose (forced, a last round): its number is kept all the same.
	if optimal.Solvable(v) == nil {
		hint := next()
		if len(slices.CompactFunc(slices.Clone(opts), func(a, b scoresheet.Option) bool { return a.Box == b.Box })) > 1 {
			menu = append(menu, ask.Item[action]{Label: l.T("? hint: the best box"), Aliases: l.Commands[catalog.CmdHint], Exact: t.langs.Words(catalog.CmdHint), Number: hint, Value: func() (bool, error) {
				t.showHint(dice, advice.RollsSaved(s, rolls), true)
				return false, nil
			}})
		}
	}
	// The commands of the dice prompt work here too.
	for _, c := range []catalog.Command{catalog.CmdUndo, catalog.CmdFix, catalog.CmdRename, catalog.CmdSheet, catalog.CmdQuit} {
		menu = append(menu, ask.Item[action]{Label: commandLabel(l, c), Aliases: l.Commands[c], Exact: t.langs.Words(c), Number: next(), Value: func() (bool, error) {
			if c == catalog.CmdSheet {
				render.Sheet(t.out, s, l, t.width())
				return false, nil
			}
			if c == catalog.CmdUndo || c == catalog.CmdFix || c == catalog.CmdRename {
				// The turn starts again after it: say so.
				q.Say("%s", l.T("The dice %s are not recorded.", dice))
			}
			return true, t.command(c)
		}})
	}
	// Dice typed at the menu (the next player's, typed too soon) choose
	// nothing, and are answered.
	careful := ask.Careful{Dice: func(typed string) string { return l.T("choose a box for %s first", typed) }}
	for done := false; !done; {
		act, err := ask.PickCareful(q, l.T("Which box?")+" ("+dice.String()+")", menu, start, careful)
		if err != nil {
			return err
		}
		if done, err = act(); err != nil {
			return err
		}
	}
	if !recorded {
		return nil
	}
	h := s.History()
	e, _ := s.Entry(player, h[len(h)-1].Box)
	q.Say("%s", entryLine(l, v, e))
	render.Sheet(t.out, s, l, t.width())
	return nil
}

// entryLine says what a turn recorded: "Anna: Sixes 18 (6 6 6 2 4)".
func entryLine(l *catalog.Language, v *scoresheet.Variant, e scoresheet.Entry) string {
	return render.EntryLine(l, v, e)
}

// parseRolls reads the rolls used in a maxi turn; empty means 3.
func parseRolls(s string, most int) (int, error) {
	if strings.TrimSpace(s) == "" {
		return 3, nil
	}
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 1 || n > most {
		return 0, msg.Errorf("%q: type the rolls used, 1 to %d", s, most)
	}
	return n, nil
}

func optionLabel(l *catalog.Language, v *scoresheet.Variant, o scoresheet.Option) string {
	label := fmt.Sprintf("%-16s %3d", v.Name(o.Box, l.Sheets), o.Points)
	switch {
	case o.Strike:
		label += "  " + scoresheet.LabelStrike.Word(l.Sheets)
	case o.Joker:
		label += "  (" + l.T("joker") + ")"
	}
	return label
}

// boxAliases are the words that choose a box when typed on a pipe: its id
// and its names in the table's language, whole or a start of one; and
// exact, every name it goes by in any language and on any variant's
// sheet (scoresheet.Variant.Names: yahtzee in standard), whole only.
func boxAliases(own *catalog.Language, langs catalog.Languages, v *scoresheet.Variant, b scoresheet.Box) (aliases, exact []string) {
	aliases = append([]string{string(b), v.Name(b, own.Sheets)}, own.Sheets.Also[b]...)
	return aliases, v.Names(b, langs.Sheets()...) // every name it goes by, on any variant's sheet
}

// commandLabel names a command in a list of choices.
func commandLabel(l *catalog.Language, c catalog.Command) string {
	switch c {
	case catalog.CmdUndo:
		return l.T("(undo the last entry)")
	case catalog.CmdFix:
		return l.T("(correct an entry)")
	case catalog.CmdRename:
		return l.T("(rename a player)")
	case catalog.CmdSheet:
		return l.T("(show the sheet)")
	}
	return l.T("(leave, resume later)")
}

// yatzyCommand carries out a command typed at a prompt.
func (t *table) command(c catalog.Command) error {
	l, q, g := t.Lang, t.Ask, t.g
	switch c {
	case catalog.CmdQuit:
		return ask.ErrEnd
	case catalog.CmdSheet:
		render.Sheet(t.out, g.State, l, t.width())
		t.SayWhere()
	case catalog.CmdUndo:
		took, _ := g.State.Undoable()
		n := len(g.State.History())
		err := play.UndoAtTable(t.Table, g, undo(l), func() { render.Sheet(t.out, g.State, l, t.width()) })
		if took.Kind == scoresheet.KindTurn && len(g.State.History()) > n {
			t.offered = &takenBack{player: took.Player, dice: took.Dice} // typed once is enough
		}
		return err
	case catalog.CmdHintsOn, catalog.CmdHintsOff:
		return t.setHints(c == catalog.CmdHintsOn)
	case catalog.CmdFix:
		return t.fix()
	case catalog.CmdRename:
		return play.RenameAtTable(t.Table, g, gamekind.YatzyRenamer(), func() { render.Sheet(t.out, g.State, l, t.width()) })
	case catalog.CmdHint:
		if err := optimal.Solvable(g.State.Variant()); err != nil {
			q.Say("%s", l.T("No hints in %s: its table of best plays is too large to work out.", l.VariantName(g.State.Variant())))
			return nil
		}
		return t.hint()
	case catalog.CmdQR:
		t.ShowJoin(g.Header.Game, g.Name)
	case catalog.CmdPIN:
		t.ShowPIN(g.Header.Game, g.Name)
	case catalog.CmdChances:
		c, err := advice.ChancesOf(t.tables, g)
		if err != nil {
			q.SayError(err)
			return nil
		}
		printChances(t.out, l, c, t.width())
	}
	return nil
}

// setHints turns the table's hints on or off, saved with the game.
func (t *table) setHints(on bool) error {
	l, q, g := t.Lang, t.Ask, t.g
	v := g.State.Variant()
	switch {
	case optimal.Solvable(v) != nil:
		q.Say("%s", l.T("No hints in %s: its table of best plays is too large to work out.", l.VariantName(v)))
		return nil
	case store.HintsOn(g) != on:
		if err := g.Apply(t.Now(), scoresheet.Hints(on)); err != nil {
			return play.SayRefusal(t.Table, err)
		}
	}
	if on {
		q.Say("%s", l.T("Hints on: the box menu starts on the best play, marked."))
		t.warm()
	} else {
		q.Say("%s", l.T("Hints off: the box menu starts on the box that scores most."))
	}
	return nil
}

// bestBox is the box the best play puts dice in, the turn's last roll
// thrown (in maxi, after rolls: those left are saved): to win, with
// others at the table (as the hint says it), else for points; "" when
// there is no telling, said once a game (maxi's table not prepared yet
// is said at the first turn, not at every one).
func (t *table) bestBox(dice scoresheet.Roll, rolls int) scoresheet.Box {
	box, err := advice.BestBox(t.tables, t.g.State, dice, rolls)
	if err != nil && !t.toldNoBest[t.g.Name] {
		t.Ask.SayError(err)
		if t.toldNoBest == nil {
			t.toldNoBest = map[string]bool{}
		}
		t.toldNoBest[t.g.Name] = true
	}
	return box
}

// undo takes back a sheet's last entry, said in l.
func undo(l *catalog.Language) play.Undo[*scoresheet.Sheet, scoresheet.Event] {
	return play.Undo[*scoresheet.Sheet, scoresheet.Event]{What: func(s *scoresheet.Sheet) (string, bool) { return undoWhat(l, s) }, Event: scoresheet.Undo()}
}

// undoWhat says what an undo would take back (the phones say it so too).
func undoWhat(l *catalog.Language, s *scoresheet.Sheet) (string, bool) { return render.YatzyUndo(l, s) }

// variantWay says what sets a variant apart, for the menu that chooses
// one: the order of the boxes, saved rolls, the joker.
func variantWay(l *catalog.Language, v *scoresheet.Variant) string {
	way := l.T("free order")
	switch {
	case v.Forced && v.BottomUp:
		way = l.T("bottom to top")
	case v.Forced:
		way = l.T("top to bottom")
	}
	if v.SavedRolls {
		way += ", " + l.T("saved rolls")
	}
	if v.HasJoker() {
		way += ", " + l.T("joker and +%d", v.ExtraBonus)
	}
	return way
}

// notACommand is the refusal of a word typed at the dice prompt that is
// no command: the nearest of words, if one is near ("tisp" for tips).
func notACommand(typed string, words []string) error {
	best, dist := "", 0
	for _, w := range words {
		if d := levenshtein.ComputeDistance(playername.Loose(typed), playername.Loose(w)); best == "" || d < dist {
			best, dist = w, d
		}
	}
	if dist <= 2 && dist < utf8.RuneCountInString(typed) {
		return msg.Errorf("%q is neither dice nor a command: did you mean %s?", typed, best)
	}
	return msg.Errorf("%q is neither dice nor a command: type the dice, or one of %s", typed, strings.Join(words, ", "))
}

// yatzyHint asks for the dice in hand and the rolls left, and shows the
// best keeps (or boxes) for the player whose turn it is.
// Nothing typed at either goes back to the turn, without a hint.
func (t *table) hint() error {
	l, q, g := t.Lang, t.Ask, t.g
	v := g.State.Variant()
	const back = -1
	dice, err := ask.Value(q, l.T("The dice in your hand, for the hint (%d values)", v.Dice), l.T("e.g. %s; nothing, to go back", render.ExampleDice(v)), func(s string) (scoresheet.Roll, error) {
		if strings.TrimSpace(s) == "" {
			return nil, nil
		}
		return v.ParseRoll(s)
	})
	if err != nil || dice == nil {
		return err
	}
	player, _ := g.State.Next()
	most := advice.MostRollsLeft(g.State, player) // in maxi with the saved rolls
	left, err := ask.Value(q, l.T("Rolls left (0–%d)", most), l.T("e.g. %s; nothing, to go back", "2"), func(s string) (int, error) {
		if strings.TrimSpace(s) == "" {
			return back, nil
		}
		n, err := strconv.Atoi(strings.TrimSpace(s))
		if err != nil || n < 0 || n > most {
			return 0, msg.Errorf("%q: type a number of rolls from 0 to %d", s, most)
		}
		return n, nil
	})
	if err != nil || left == back {
		return err
	}
	t.showHint(dice, left, false)
	return nil
}

// showHint prints the best few choices for dice with left rolls left;
// boxes only, for the box menu (in maxi, the rolls left are saved: the
// turn's dice are final).
func (t *table) showHint(dice scoresheet.Roll, left int, boxes bool) {
	l, q, g := t.Lang, t.Ask, t.g
	s := g.State
	h, err := advice.HintAt(t.tables, s, dice, left)
	if err != nil {
		q.SayError(err)
		return
	}
	if boxes {
		h.Choices = slices.DeleteFunc(h.Choices, func(c optimal.Choice) bool { return c.Box == "" })
	}
	printAdvice(t.out, l, s.Variant(), dice, left, h.Score, h.Choices, 5)
	// With others at the table, playing to win may differ from playing for
	// points: said from the first turn (estimated), exactly in the last.
	if h.ToWin != nil {
		q.Say("%s", advice.ToWinLine(l, s.Variant(), h))
	}
}

// yatzyFix asks which entry to correct, the dice it should hold and why.
func (t *table) fix() error {
	l, q, g := t.Lang, t.Ask, t.g
	s := g.State
	v := s.Variant()
	entries := s.Entries()
	if len(entries) == 0 {
		q.Say("%s", l.T("Nothing to correct yet."))
		return nil
	}
	slices.Reverse(entries) // the latest first: most corrections are of it
	choices := make([]ask.Choice, len(entries))
	for i, e := range entries {
		choices[i] = ask.Choice{
			Label:   fmt.Sprintf("%s: %s %d (%s)", e.Player, v.Name(e.Box, l.Sheets), e.Points, e.Dice),
			Aliases: []string{e.Player + " " + string(e.Box)},
		}
	}
	i, err := q.Select(l.T("Which entry?"), choices)
	if err != nil {
		return err
	}
	e := entries[i]
	// The box it belongs in: where it is (the cursor's start), or a box
	// of the player's still free, if the order is free.
	to := e.Box
	if !v.Forced {
		aliases, exact := boxAliases(l, t.langs, v, e.Box)
		free := []ask.Choice{{Label: l.T("%s (where it is)", v.Name(e.Box, l.Sheets)), Aliases: aliases, Exact: exact, Name: v.Name(e.Box, l.Sheets), Number: slices.Index(v.Boxes, e.Box) + 1}}
		boxes := []scoresheet.Box{e.Box}
		for k, b := range v.Boxes {
			if _, filled := s.Entry(e.Player, b); !filled {
				aliases, exact := boxAliases(l, t.langs, v, b)
				free = append(free, ask.Choice{Label: v.Name(b, l.Sheets), Aliases: aliases, Exact: exact, Name: v.Name(b, l.Sheets), Number: k + 1})
				boxes = append(boxes, b)
			}
		}
		if len(boxes) > 1 {
			k, err := q.Select(l.T("The box it belongs in"), free)
			if err != nil {
				return err
			}
			to = boxes[k]
		}
	}
	dice, err := ask.ValueFrom(q, l.T("The right dice for this entry (%d values)", v.Dice), e.Dice.String(), v.ParseRoll)
	if err != nil {
		return err
	}
	rolls := 0
	if v.SavedRolls { // maxi: the rolls the turn used, as recorded until changed
		// As many as the turn had: exactly so for the latest entry (the
		// rolls saved before it); the sheet refuses what an earlier
		// entry's would break after it.
		most := max(scoresheet.RollsPerTurn, s.Totals(e.Player).Saved+e.Rolls)
		rolls, err = ask.ValueFrom(q, l.T("Rolls used (1–%d)", most), strconv.Itoa(e.Rolls), func(s string) (int, error) {
			return parseRolls(s, most)
		})
		if err != nil {
			return err
		}
	}
	if dice.Same(e.Dice) && to == e.Box && (rolls == 0 || rolls == e.Rolls) {
		// What was recorded, kept: a way out, and no correction of nothing.
		q.Say("%s", l.T("The same dice: nothing corrected."))
		return nil
	}
	if rolls == e.Rolls {
		rolls = 0 // unchanged
	}
	fix := scoresheet.Correction(e.Player, e.Box, dice, rolls, "?")
	if to != e.Box {
		fix.ToBox = to
	}
	if _, err := s.Corrected(fix); errors.Is(err, scoresheet.ErrStrikeNotConfirmed) {
		// Dice that leave the box at 0 strike it: asked, as a turn's are.
		if ok, err := q.Confirm(l.T("Strike %s?", v.Name(to, l.Sheets))); err != nil || !ok {
			if err == nil {
				q.Say("%s", l.T("Nothing was changed."))
			}
			return err
		}
		fix.Strike = true
	} else if err != nil {
		return play.SayRefusal(t.Table, err) // moved where it cannot go: said before a reason is asked
	}
	reason, err := play.AskReason(t.Table, l.T("a correction needs a reason"))
	if err != nil {
		return err
	}
	fix.Reason = reason
	if err := g.Apply(t.Now(), fix); err != nil {
		return play.SayRefusal(t.Table, err)
	}
	render.Sheet(t.out, s, l, t.width())
	now, _ := s.Entry(e.Player, to)
	q.Say("%s", l.T("Corrected: %s → %s", entryLine(l, v, e), entryLine(l, v, now)))
	return nil
}

// end shows the standings, the winners and the game's chart; alone, the
// score against the player's best in earlier games. The night so far is
// told on request (protokoll recap): the end of every game is no place
// for the whole night.
func (t *table) end() {
	l, q, g := t.Lang, t.Ask, t.g
	s := g.State
	q.Say("\n%s", l.T("Game over")) // the last turn's sheet is on the screen already
	players := s.Players()
	render.Standings(t.out, players, func(p string) int { return s.Totals(p).Total }, false, t.width())
	q.Say("%s", render.Winners(l, s.Winners()))
	if len(players) == 1 {
		p := players[0]
		if best, ok := t.bestScore(s.Variant(), p, g.Name); ok {
			total := s.Totals(p).Total
			if total > best {
				q.Say("%s", l.T("A new best in %s! previous best %d · new best %d", l.VariantName(s.Variant()), best, total))
			} else {
				q.Say("%s", l.T("Your best in %s: %d", l.VariantName(s.Variant()), best))
			}
		}
	}
	fmt.Fprintln(t.out)
	render.Chart(t.out, l, history.YatzyRace(t.figures, t.g.Header.Game, s), t.width(), t.colour)
	play.SayRecap(t.Table)
}

// bestScore returns player's best total in finished games of variant v,
// other than the game called except: the games' results as the statistics
// read them (through the index in the cache folder).
func (t *table) bestScore(v *scoresheet.Variant, player, except string) (int, bool) {
	rep, err := t.reporter()
	if err != nil {
		return 0, false
	}
	results, _, err := history.Results(rep.Store, rep.Kinds, rep.Cache)
	if err != nil {
		return 0, false
	}
	best, found := 0, false
	for _, g := range results {
		if g.Name == except || g.Kind != t.g.Header.Game || g.Of != v.ID || !g.Finished {
			continue
		}
		for _, p := range g.Players {
			if playername.Fold(p.Name) == playername.Fold(player) && (!found || p.Total > best) {
				best, found = p.Total, true
			}
		}
	}
	return best, found
}
