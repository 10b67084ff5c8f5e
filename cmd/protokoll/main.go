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
// table's rules in words); scoresheet/msg (the one message model: a
// refusal is a key and its arguments, said in its reader's language by
// the catalog, made by the rules packages and the commands alike); and
// pdf (the sheets as PDF, from the rules' values to bytes). Each speaks English of itself and any other language
// through the words it is given.
//
// This directory is the program. main.go only makes the run's streams
// and the signals that end it (the one state of a run, handed down, not
// kept in package variables) and runs the root command (root, beside the
// nouns: every command under it, --lang, the help topics, shell
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
//   - gamekind: the kinds of game (Yatzy, the card game) as values, each
//     giving what the rest needs of it (load and replay, view, race,
//     paper, statistics, export rows, the games list's words); the
//     factory hands them down, so a third game is one more value.
//     gamecmd: the commands both kinds share (show, rename, again, undo,
//     resume), written once over the kinds;
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
// (Go 1.26.8, linux/amd64, 2026-11-30) the hello-world took 2.3–3.1 ms a
// run; the ranges are runs at different times, the machine shared with
// other work. The times of the whole runs are in the README's Figures;
// against the hello-world:
//
//	command                                     × hello-world
//	protokoll --version                         1.56–1.62
//	yatzy score 66624                           1.56–1.69
//	yatzy show GAME                             1.69–1.84
//	yatzy record (0.45 ms of it the fsync)      1.82–1.96
//	rummy check, "resten", 8 wilds in 17 cards  1.86–1.96
//
// Advice with a cached table reads the table's header and the dozen
// blocks one box away (internal/tablecache), and takes 1.08–1.23 times
// --version (the README's Figures). Maxi's, from its prepared levels,
// also builds the solver's tables of the variant (go doc
// ./scoresheet/optimal); -maxi.cache DIR times it beside --version, and
// the README's Figures say where it stands.
//
// Nothing is computed at start that a command does not need: no regexp,
// the PDF font's coverage, the built-in lists, the language matcher and
// the checksum table when first used, no Markdown converter for the man
// pages, and no terminal query before a form is drawn (Bubble Tea v1 asks
// in its init; see internal/termquery). What is left of the start is the
// libraries' (package init, 1.0–1.9 ms by GODEBUG=inittrace=1 protokoll
// --version, none of ours above 0.1 ms) and loading a larger program.
//
// # Decisions
//
// Everything a person reads follows --lang (else LC_ALL, LC_MESSAGES or
// LANG, the first one set, else English): prompts, menus, yes and no, the
// sheets, the contracts' explanations, the verdicts, the refusals, the
// error messages and the help topics; cards show as the language writes
// them (Swedish Kn, D, K, E) and numbers with its decimal mark. JSON keys,
// ids and the JSON "reason" stay English, and so, by an earlier decision,
// do each command's own --help text and the man pages (cobra's; see
// root's help.go).
//
// A game keeps the language it was begun in and comes back in it, unless
// --lang says otherwise. The end of a game at the table shows the places
// and the game's chart, and says that the night so far is "protokoll
// recap" rather than printing it: a long night's recap would push the
// game's own end off the screen. --players without --variant plays
// scandinavian and asks nothing more. No -o (pdf's or export's) writes
// into the folder of saved games, where it could take a game's place: it
// is refused with exit status 2.
//
// # Tests
//
// The README's test command is what .ci/run runs, after gofmt -l and
// go vet ./... (every analyzer), in two passes; neither runs go test's
// own vet, ten of the analyzers again (18 action-seconds of a fresh
// build):
//
//	go test -vet=off ./...
//	GORACE=atexit_sleep_ms=0 go test -race -vet=off ./...
//
// The first pass runs every test: the whole optimal-play tables and the
// exhaustive checks of pure code among them (exhaustive_test.go: every
// roll in every box, shuffled hands, the kernels bit for bit). The second
// runs under the race detector every test that can meet a race, the
// solver on reduced games; its GORACE (passed on to every child the tests
// start as the program) spares each test binary the race runtime's second
// of sleep as it exits, a sixth of the pass. A test that cannot meet a
// race runs in the first pass only (//go:build !race, each file saying
// why): checks of source, pure packages that start no goroutine, commands
// that only print. So does the browser test: what it checks is what a
// browser makes of the pages, and the server behind them is driven harder
// under the race detector by the web package's other tests. Tests that
// repeat a check many times (kill points, θ, program starts) repeat it
// fewer times there: the race detector needs goroutines that meet, not
// volume.
//
// Some tests need a tool from outside Go and skip without it, or fail
// with CI set (.ci/run sets it, and installs them from Debian's
// packages): the PDF tests read the sheets back with pdftotext
// (poppler-utils), the browser tests of the live page drive
// chromium-headless-shell (or, without it, a full chromium, which costs
// more: 18 CPU-s for the web package's browser test instead of 6, a tenth
// of a CPU-second a page load, a third a tab), the terminal tests run the
// program in tmux (internal/cmdtest's Terminal). The README's shell
// blocks are run as written by root's readme_test.go, which
// says how to write one. The golden PDFs are in testdata/golden: go test
// ./pdf -update rewrites them, after you have looked at them. .ci/run also
// vets the program and its tests for windows, darwin and linux on amd64
// and arm64, so that the code for other systems (lock_other.go,
// stat_other.go, kernel_other.go and the like) compiles, and tests that
// need a Unix system are in files built for it (*_unix_test.go): 14 s
// wall with the cache warm, 4–5.5 CPU-minutes after a change most
// packages import (2026-12-07).
//
// The passes with the build cache warm (-count=1), two runs of .ci/run on
// a clean clone, quiet, 2026-12-07 evening: 102–115 s and 107–130 s wall
// (go vet 8–21 s before them), the phone pad's browser tests putting the
// web package at 52 s and the terminal's tmux tests the yatzy package at
// 29 s (the goal, 45 s a pass, is not met). CPU, read from /proc/stat
// before and after so that Chromium's and tmux's processes count:
// without the race detector 75 CPU-s, of which linking and starting the
// 34 test binaries 14–16 (go test -vet=off -count=1 -run XXX ./...:
// 7.6–8.3 s wall), scoresheet/optimal 19 (the start distributions 4.2,
// shared by two tests; the head-to-head games 8; the tables 3.4), the web
// package 8, store 4, history 4, pdf 3; under it 70, of which linking and
// starting the 27 race test binaries 19 (9.8 s wall), yatzy 10, optimal
// 6, the pdf command 5, recap 4.5, catalog 4. The first pass ends with
// scoresheet/optimal alone, last in go test's order: 10 s on both cores.
// These two cores are not two of one: a loop of dependent multiply-adds
// ran in 165–277 ms on one goroutine and 303–310 ms on two, each doing
// the same, so work on both ran 1.4–1.7 times as fast as on one, never
// twice.
//
// A fresh machine builds first: each pass 62 s wall and 115–120 CPU-s of
// building (GOCACHE=$(mktemp -d) go test -count=1 -run XXX
// -debug-trace=F ./...: the standard library 40 action-seconds, ours
// 27–32, the modules 20–23, linking 17–18; chromedp and cdproto's 69
// packages 6, in the first pass only), and its tests then solve the
// tables the other tests share (PROTOKOLL_TEST_CACHE, 3 s). The whole
// test command on a fresh machine (GOMODCACHE, GOCACHE and
// PROTOKOLL_TEST_CACHE each $(mktemp -d)) took 175–177 s in four runs of
// the morning's code, quiet, 2026-12-07 (89–90 s + 86–87 s; goal: 3
// minutes), and was not measured again after that evening's browser and
// terminal tests. A package with tests inside it and an external test
// importing the whole program (cmdtest) makes go test compile every
// package between them again for that test alone: web's and catalog's
// still do (7 copies). go test links the binaries it runs without their
// symbols and DWARF already (-s -w).
//
// # Speed goals
//
// Issue 28 set goals for whole commands as a person runs them (median of
// five under /usr/bin/time, the cache emptied where it says so); the
// README's Figures say where each stands: advise --prepare (scandinavian, empty
// cache) ≤ 0.8 s and ≤ 1.4 CPU-s, advise --start --json no slower;
// cached advice ≤ 1.5 times --version; chances ≤ 0.5 s anywhere in a game
// of eight; advise --start --distribution ≤ 2 s and ≤ 150 MB; stats over
// 10,000 games ≤ 1 s without the index and ≤ 0.15 s with it (issue 44
// asks ≤ 0.5 s without, by its benchmark, whose figures are in package
// history's index.go); the README's test command on a fresh machine
// ≤ 3 minutes, quiet.
package main

import (
	"os"
	"runtime/debug"

	"github.com/kitchentable/protokoll/cmd/protokoll/internal/catalog"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/interrupt"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/iostreams"
	"github.com/kitchentable/protokoll/cmd/protokoll/internal/termquery"
	"github.com/kitchentable/protokoll/cmd/protokoll/root"
)

func main() {
	termquery.Restore()
	ios := iostreams.System()
	ios.Signals = interrupt.New(os.Exit)
	os.Exit(root.Main(os.Args[1:], ios, os.Getenv, catalog.Builtin(), buildVersion()))
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
