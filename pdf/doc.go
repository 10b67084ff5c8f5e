// Package pdf draws paper for the table: blank and filled Yatzy sheets,
// the card game's score sheets and the round-list cheat sheets. It takes
// the rules' values and returns the PDF's bytes; it reads and writes no
// files.
//
// Text is set in the Go fonts, embedded, which have the Swedish and
// Estonian letters and ♠♥♦♣. A rune the font lacks, or one above U+FFFF
// (an emoji in a name), is drawn as "?": gofpdf panics on those. Each
// document gets its own copy of the font bytes, since gofpdf writes into
// them and documents may be built at the same time.
//
// # The sheets
//
// Blank Yatzy sheets have every box with a short rule (1-2-3-4-5 = 15),
// the sum, bonus and total rows, and up to eight named or blank columns;
// the rows share the page's height, entries are set at 14 pt and nothing
// on a sheet is under 8 pt (the footer's small print 7 pt). A name wraps
// to two lines and then shrinks, to 8 pt at the least, and past that is
// cut with "…"; the box names' column gives the names room, down to the
// width of its widest box name and rule. Names that would print alike (two
// names whose emoji the font lacks, or names that differ in case) are told
// apart by a number: "Eva ? (1)", "Eva ? (2)". What the terminal keeps
// track of is on paper too: beside each upper box its pace (three of the
// face, four in maxi) and under the upper sum a +/− row against the
// bonus's threshold; a forced sheet says "top to bottom"; a Yahtzee
// (standard) pad has the official pad's upper and lower section totals and
// three boxes to tick for extra Yahtzees; maxi's saved rolls are a row of
// tally strokes, not a number. Two sheets a page (halves) print a blank
// sheet or a pad twice on a page turned on its side, an A5 sheet in each
// half of A4, with a dashed line to cut along.
//
// A filled game shows every entry, strikes crossed through, the sums,
// bonus, total, the winners and the date. A game printed to carry on by
// hand shows its entries and no sums, and says whose turn is next; maxi's
// saved rolls and standard's ticked extra Yatzys stay, since the player
// still has the rolls and the Yatzys happened.
//
// A card game's sheet shows each round with its contract and a cell per
// player for the round's points and, below, the running total, on as
// many pages as the list takes: each page has the title, the heading row
// and the whole grid, a further page first carries the running totals
// over, and the pages say "page N of M". A game's sheet marks who went out
// (●), who dealt, the labelled contract each player had, a Yatzy-chans and
// points added by hand with their reasons; a blank one says who deals each
// round when given a first dealer. A card game printed to carry on keeps
// its running totals, a round at a time; only its total waits for the
// end. The cheat sheet sets each list on one page as large as fits, down
// to 10 pt (its explanations 8 pt), and a longer list over further pages,
// with the card points and the key rules (twos wild and fewer than half a
// meld, the ace 14 only, three buys, 17 cards) after its last round.
//
// A document's information says what it is (title, subject, and the
// players of a game as author). A game's sheet is dated the day it was
// played, in the machine's time zone; a blank sheet carries the date it is given (the pdf command
// gives SOURCE_DATE_EPOCH when set, else 2026-01-01), so the same command
// gives the same bytes.
//
// # Tests
//
// Tests check every kind of sheet for text drawn outside the page, text
// that overprints other text and text under the least size, from where
// each text was placed (layout_test.go, in English and in a made-up
// language a third longer, pseudo_test.go, which also shows any word that
// did not come from the language's words), and validate every sheet's
// structure in pure Go (pdfcpu). They read the text back with pdftotext
// when poppler-utils is installed (CI installs it; with CI set a missing
// pdftotext fails, elsewhere that part is skipped with a message). The
// Swedish and Estonian sheets are read back as printed, with pdftotext
// -bbox, in the program's catalog (paper_lang_test.go there). The golden
// files are testdata/golden/*.pdf at the top of the module; go test ./pdf
// -update rewrites them, after you have looked at them.
package pdf
