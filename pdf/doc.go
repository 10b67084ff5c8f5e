// Package pdf draws paper for the table: blank and filled Yatzy sheets,
// the card game's score sheets and the round-list cheat sheets. It takes
// the rules' values and returns the PDF's bytes; it reads and writes no
// files.
//
// Text is set in the Go fonts, embedded, which have the Swedish and
// Estonian letters and ♠♥♦♣. A rune the font lacks, or one above U+FFFF
// (an emoji in a name, Chinese), is left out (gofpdf panics on those),
// never a silent "?": Undrawable names them, and the pdf command warns,
// naming the player and the characters. A name of nothing drawable is
// its column's number ("#2"). Each
// document gets its own copy of the font bytes, since gofpdf writes into
// them and documents may be built at the same time.
//
// # The sheets
//
// Two sheets a page (halves) print a blank sheet (or a pad) twice on a
// page turned on its side, an A5 sheet in each half of A4, with a dashed
// line to cut along. Blank Yatzy sheets have every box with a short rule
// ("1-2-3-4-5 = 15"; a rule never repeats its box's name), the face of
// its die beside each upper box, the sum, bonus and total rows, and up
// to eight named or blank columns; a solo pad has the player's name and
// each game's date to write in, and several games (Games, the pdf
// command's --games) put several games of the same players on one sheet
// (two games of four), each with its date and winner. A sheet of one or
// two players is four fifths of the page wide at the least, its columns
// up to 60 mm; the winner's line to write in stands under the table's
// notes, not alone at the page's foot. The rows share the
// page's height; every cell to write in is at least 7 mm high and 10 mm
// wide: a page too low drops the pace row, then sets the title in the
// table's corner and the date and winners on the footer's line. Entries
// are set at 14 pt and nothing on a sheet is under 8 pt (the footer's
// small print 7 pt). A name wraps to two lines and then shrinks, to 8 pt
// at the least, and past that is shortened to a form that still tells it
// from the others ("M. Ö.-Väää", "M. Ö.-Vång") before it is cut with
// "…"; names that would print alike are told apart by a number: "Eva
// (1)", "Eva (2)". What the terminal keeps track of is on paper too:
// beside each upper box its pace (three of the face, four in maxi) and
// under the upper sum a +/− row against the bonus's threshold; a forced
// sheet says its order (bottom to top under that house rule); a Yahtzee
// (standard) pad has the official pad's upper and lower section totals,
// boxes to tick for extra Yahtzees ("100 per ✓", the count written when
// the ticks outgrow the cell; a blank sheet has three at least in each
// column, across the whole cell where its half is too narrow, or four in
// two rows, their points then the lower total's) and under the table the extra bonus's rule
// and the joker; maxi's saved rolls are a row of tally strokes while
// they fit, then their number. A sheet of house rules says so in its
// title. A filled game shows every entry, strikes crossed through, the
// sums, bonus (0 when missed), total, the winners (a game alone: its
// final total) and the date; a game printed to carry on by hand shows
// its entries and the sums whose boxes are all filled (a player's upper
// sum, +/− and bonus once every upper box is), leaves the others to be
// worked out on paper, and says whose turn is next. A card game's sheet (3 to 6
// players) shows each round with its contract and a cell per player for
// the round's points and, in its lower strip, the running total, a
// legend saying so, a ring to fill for who went out, and the card points
// at its foot; where a list would not fit one page (Letter is 18 mm
// shorter than A4; long names narrow the contracts' column), the
// contracts are set a point or two smaller and the rows a millimetre
// lower, no more, to keep it on one; else the rounds are laid page by
// page, each filled before the next begins (a last page under a quarter
// used takes rounds from the one before): each page has the
// title, the heading row and the whole grid, a further page first
// carries the running totals over, and the pages say "page N of M" (M counting a game's back page of
// running totals, which says its number too). A
// game's sheet marks who went out (●), who dealt and who started (▶),
// the labelled contract each player had, a Yatzy-chans and points added
// by hand with their reasons; a blank one says who deals and marks who
// starts each round when given "--dealer NAME". The cheat sheet sets
// each list on one page as large as fits, down to 10 pt (its
// explanations 8 pt), and a longer list over further pages, each filled
// in turn, each page saying once how its rounds' words are read (odd and
// even, a sum), with the card points and the key rules (twos wild and
// fewer than half a meld, the ace 14 only, three buys, 17 cards) after
// its last round.
//
// The statistics' lists (records, head to head) set each line at one
// size and wrap one too long for the page, its further lines indented:
// never cut, never shrunk. A rules card (YatzyRules, RummyRules, or a
// sheet's back with Options.RulesOnBack) sets the rules packages' tables
// on one page, as large as fits from 13 pt down to 8.
//
// A document's information says what it is (title, subject, and the
// players of a game as author). A game's sheet is dated the day it was
// played, in the machine's time zone; a blank sheet carries the date it is given (the pdf command
// gives SOURCE_DATE_EPOCH when set, else 2026-01-01), so the same command
// gives the same bytes.
//
// # Tests
//
// Tests check every kind of sheet, on A4 and Letter, for text drawn
// outside the page or its cell, text cut with "…", text that overprints
// other text, text under the least size and a role in more than two
// sizes on a page (a role is where the drawing code set the font: a head,
// a box's name, a cell's number, the footer), from where each text was
// placed (check.go's Check, which the program's tests run on the
// catalog's languages), and every line, box and
// mark (each drawn through shapes.go, which records it with its cell) for
// staying in its cell and its frame, clear of text (layout_test.go, in
// English and in a made-up language a third longer, pseudo_test.go, which
// also shows any word that did not come from the language's words); they
// validate every sheet's
// structure in pure Go (pdf/pdfcheck). They read the text back with pdftotext
// when poppler-utils is installed (CI installs it; with CI set a missing
// pdftotext fails, elsewhere that part is skipped with a message). The
// Swedish and Estonian sheets are read back as printed, with pdftotext
// -bbox, in the program's catalog (paper_lang_test.go there). The golden
// files are testdata/golden/*.pdf at the top of the module; go test ./pdf
// -update rewrites them, after you have looked at them.
package pdf
