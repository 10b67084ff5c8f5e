// Package scoresheet holds the rules of the Yatzy family: the dice a player
// types in, the boxes of each variant and what a roll scores in them, and the
// sheet that a table of players fills in, one turn at a time.
//
// The package does no I/O. A Sheet is rebuilt by replaying its Events
// (turns, undos and corrections) in order, so a game file that stores those
// events stores the whole game.
package scoresheet
