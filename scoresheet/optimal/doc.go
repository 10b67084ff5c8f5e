// Package optimal computes the optimal solitaire strategy of the Yatzy
// variants: for every state of a player's sheet, the expected final score
// under play that maximises it, and from that the best keep or box for
// dice in hand.
//
// A state is the set of filled boxes, the upper sum (capped at the bonus
// threshold, past which it no longer matters) and, in the standard game,
// whether the yatzy box holds 50. States are solved from the full sheet
// backwards; within a turn, the three rolls are a small dynamic programme
// over the 462 multisets of up to five dice (a "widget").
//
// maxi is not solved: with twenty boxes its table has 57 million sheet
// states before the saved rolls multiply them, too large for a laptop.
package optimal
