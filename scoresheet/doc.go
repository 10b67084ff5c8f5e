// Package scoresheet holds the rules of the Yatzy family: the dice a player
// types in, the boxes of each variant and what a roll scores in them, and the
// sheet that a table of players fills in, one turn at a time.
//
// The package does no I/O. A Sheet is rebuilt by replaying its Events
// (turns, undos and corrections) in order, so a game file that stores those
// events stores the whole game.
//
// A variant is defined in text (ParseVariant; the four built-in ones are
// the files in variants/), and a table's house rules are a variant and
// changes to it, in text too (ParseHouseRules): a bonus threshold, a
// combination's fixed score, four alike as two pairs, forced order from
// the bottom, maxi without saved rolls. How each box counts the dice is
// one of three scoring families, which are code. A player reads the
// format in the help topic "house-rules" (protokoll help house-rules).
//
// The Go values of the built-in variants, builtins.go, are made from
// variants/*.txt by go test -run TestBuiltinsGenerated -update
// ./scoresheet, so that nothing is read at start; that test fails when
// the two differ. A game under house rules keeps the whole definition of
// its variant and its changes in its file, so it replays to the same
// totals in a later build whose built-in variants changed (a test changes
// scandinavian's bonus under a saved game).
//
// A fifth variant is its definition in variants/ and, for a new box, the
// box's English name in lang_en.go, its name in each language's file of
// the program's catalog, and its shape in rulebook.go (shapes), and a
// scoring function in score.go if its boxes score differently. The
// sheet's rows, the printed sheets' hints, the rules page, the terminal
// sheet and the solver follow from those.
//
// # Decisions
//
// Where the rule book leaves room, the rules decide as follows.
//   - Dice input: every digit is one die; spaces, commas and tabs separate
//     and are otherwise ignored. Anything else is refused with what was
//     expected.
//   - Pace: the +/- pace counts the upper boxes filled so far against the
//     number of dice per face that makes the bonus exactly: three of each
//     face (63), four of each in maxi (84); under house rules whose
//     threshold is no multiple of 21, each box's share of it (PaceTarget).
//     The bonus is out of reach when the free upper boxes cannot make it
//     even with every die; the bonus needed still says how many points it
//     lacks.
//   - Strikes: a box that scores 0 needs a confirmed strike; confirming a
//     strike for a box that scores more is refused, so a mistyped box is
//     caught.
//   - Rolls used: maxi needs the rolls used each turn (1 to 3 plus the
//     player's saved rolls); the other variants take 1 to 3 or nothing.
//   - Standard joker: the joker applies to a further five of a kind
//     whenever the yatzy box is filled, with 50 or 0; the +100 only while
//     it holds 50. JokerForced (the default) and JokerFree as in the rule
//     book.
//   - Corrections change the dice (and, in maxi, the rolls used) of one
//     filled box. The sheet is replayed with the correction; a correction
//     that would make a later turn break the rules (a joker placement,
//     saved rolls) is refused. A correction to dice that score 0 is a
//     strike; its reason confirms it.
//   - Undo takes back the last entry that stands, a turn or a correction
//     (so an undo after a correction takes back the correction), says what
//     it took back and can be repeated. Game files of format 1 replay as
//     they were played, where an undo took back the last turn. (At the
//     table the program asks first, and from the box list says that the
//     dice just typed are not recorded.)
//   - Turn order is seating order; whoever has filled the fewest boxes is
//     next, so an undo hands the turn back.
//   - Player names are compared without regard to case and must differ
//     (package playername of the program reads and shows them).
package scoresheet
