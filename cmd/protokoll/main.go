// Command protokoll keeps score of games played with real dice and real
// cards at the kitchen table: the Yatzy family and a Swedish contract rummy.
//
// # Layout
//
// The rules are packages of their own, pure Go with no I/O:
// scoresheet (the Yatzy family: dice, variants defined in text, boxes,
// scores, house rules, the sheet rebuilt by replaying its events, the
// rules page's words) with scoresheet/optimal (the optimal strategy, the
// distributions of final scores, the chances to win, asking scoresheet for
// every rule fact); contracts (the card game: cards and points, the
// contract language, the twelve house lists, the meld checker, the
// table's rules in words); and pdf (the sheets as PDF, from the rules'
// values to bytes). Each speaks English of itself and any other language
// through the words it is given.
//
// This directory is the program. main.go only runs the root command
// (root, beside the nouns: every command under it, --lang, the help topics, shell
// completion, the exit statuses). Each noun is a package of its own, in
// the shape of the GitHub CLI's: yatzy, rummy, contracts, pdf, games,
// repair, rules, stats, recap, export (export and import) and man. A
// command is NewCmdX(f *cmdutil.Factory, runF) *cobra.Command: an options
// struct filled from the factory (this run's streams, environment,
// clock, languages, store of games and tables) and the flags, and a run
// function that does the work; runF, when not nil, runs instead, for a
// test of the flags alone. A new command goes in its noun's package; a new
// noun is a new package whose NewCmd is added to the root in
// root/root.go. Tests drive the whole program as a person would,
// through internal/cmdtest, beside each command's code.
//
// The plumbing is in internal/:
//   - catalog: every word a person reads, a language a value: en.go,
//     sv.go, et.go (messages, the rules packages' words, the table's
//     commands, the help topics), checked by keys_test.go against every
//     key the code asks for; a new language is one file and its line in
//     Builtin. catalogtest finds English left on a screen;
//   - msg: a message as a value, said in its reader's language;
//   - cmdutil: the factory and what commands share when reading flags;
//     cmdtest: the program run in tests, and the fixture games;
//   - store: the game files (format, locking, checksums, torn lines,
//     repair) and the house rules saved by name;
//   - play: the loop at the table for either game; ask: questions (huh
//     forms on a terminal, one line each on a pipe); interrupt: the
//     signals that end a run at the table;
//   - history: the saved games as a record of game nights (results, the
//     index in the cache folder, statistics, recaps, export rows and the
//     games rebuilt from them); report: what the statistics and a recap
//     say, for more than one command;
//   - render: the sheet on a terminal; playername: names read and shown
//     safely; tablecache: the optimal-play tables in the cache folder;
//     outfile: the one writer of whole files; iostreams: the streams;
//     termquery: no terminal query at start.
//
// The reference a player reads is the help topics in the catalog
// (protokoll help); an engineer's is each package's doc: the game file
// format in internal/store, the solver's methods and figures in
// scoresheet/optimal, the decisions where the rules leave room in
// scoresheet, contracts, pdf, internal/history, internal/render and
// internal/playername.
//
// # Start-up
//
// Whole commands run as a person would, each run in turn with a cobra
// hello-world built by the same Go (testdata/hello), so that the ratio
// holds while the machine's load comes and goes: go test -run XXX -bench
// Startup -benchtime 200x ./cmd/protokoll. On the project's 2-core machine
// (Go 1.26.8, linux/amd64) the hello-world took 2.3–3.1 ms a run; the
// ranges are runs at different times, the machine shared with other work:
//
//	command                                     time          × hello-world
//	protokoll --version                         3.7–4.9 ms    1.56–1.62
//	yatzy score 66624                           3.6–4.9 ms    1.56–1.69
//	yatzy show GAME                             3.9–4.8 ms    1.69–1.84
//	yatzy record (0.45 ms of it the fsync)      4.4–5.5 ms    1.82–1.96
//	rummy check, "resten", 8 wilds in 17 cards  5.3–6.0 ms    1.86–1.96
//	yatzy advise with a cached table            19.1 ms       6.8
//
// Nothing is computed at start that a command does not need: no regexp,
// the PDF font's coverage, the built-in lists, the language matcher and
// the checksum table when first used, no Markdown converter for the man
// pages, and no terminal query before a form is drawn (Bubble Tea v1 asks
// in its init; see internal/termquery). What is left of the start is the
// libraries' (package init, 1.0–1.9 ms by GODEBUG=inittrace=1 protokoll
// --version, none of ours above 0.1 ms) and loading a larger program.
package main

import (
	"os"
	"runtime/debug"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/termquery"
	"github.com/kitchentable/protokoll/cmd/protokoll/root"
)

func main() {
	termquery.Restore()
	os.Exit(root.Main(os.Args[1:], iostreams.System(), os.Getenv, catalog.Builtin(), buildVersion()))
}

// version is set at build time with -ldflags "-X main.version=…"; otherwise
// it is the module version the binary was built from.
var version = ""

func buildVersion() string {
	if version != "" {
		return version
	}
	if info, ok := debug.ReadBuildInfo(); ok && info.Main.Version != "" {
		return info.Main.Version
	}
	return "(devel)"
}
