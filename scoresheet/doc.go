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
// one of three scoring families, which are code.
package scoresheet
